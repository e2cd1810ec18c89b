//! What friends playing by link say besides moves: a take-back asked and answered, a
//! draw offered and answered, a rematch offered and accepted. Each travels in the next
//! link as a move does (`&talk=offer-takeback`, `&talk=accept-rematch`, …: the core's
//! [`Message`] as text), said by the side that sends the link; the rules are the core's
//! ([`takaro_core::between`]), judged on both devices. A resignation travels as
//! `&end=resign-<side>` ([`super::talk::link_end`]).
//!
//! A link's message is the sender's: a device never takes one for its own side, so a
//! link cannot ask or answer for the device that opens it. A message the rules do not
//! allow now (no such offer open, the game over, an answer to its own offer) changes
//! nothing, and a take-back or rematch accepted is taken only with the game it should
//! give ([`replacing`]); otherwise the link is read as any other ([`super::friend`]).
//!
//! The device keeps what it said and the offer open in its list of games with friends,
//! in the game's link there ([`write`], [`read`]).

use super::friend::{compare, Arrival};
use super::sides::other_side;
use super::talk::{end_code, read_end, standing, Talk};
use super::{played_to, Playable};
use crate::route::Query;
use takaro::core::between::{judge, BetweenError, Effect, Ending, Message, Offer, Open};

/// The message a link carries.
pub const TALK: &str = "talk";
/// The offer waiting for its answer, as the device's list keeps it (`takeback-green`).
const OPEN: &str = "open";

/// This device's side `seat` says `message` in a game by link: judged by the core, then
/// done to the game and the talk; the next link carries it. `Ok(Some(side))` when the
/// game is a new one (a rematch accepted): this device now plays `side`.
///
/// # Errors
/// [`BetweenError`] when the rules do not allow it now; nothing changes.
pub fn say<G: Playable>(
    game: &mut G::State,
    talk: &mut Talk,
    seat: G::Side,
    message: Message,
) -> Result<Option<G::Side>, BetweenError> {
    let standing = standing::<G>(game, talk);
    let effect = judge(&standing, talk.offer.as_ref(), G::side_code(seat), message)?;
    let mut reseated = None;
    talk.declined = None;
    match effect {
        Effect::Resigned(by) => talk.end = Some(Ending::Resigned(by)),
        Effect::Opened(open) => talk.offer = Some(open),
        Effect::Declined(_) => talk.offer = None,
        Effect::Accepted(offer) => {
            talk.offer = None;
            match offer {
                Offer::Takeback => {
                    if !G::take_back(game) {
                        return Err(BetweenError::NotYourMove);
                    }
                    talk.undone += 1;
                }
                Offer::Draw => talk.end = Some(Ending::Drawn),
                Offer::Rematch => {
                    let seat = other_side::<G>(seat);
                    *game = G::friend_game(game, seat);
                    *talk = Talk {
                        round: talk.round + 1,
                        ..Talk::default()
                    };
                    reseated = Some(seat);
                }
            }
        }
    }
    // A resignation travels as the link's ending; the rest as its message.
    if message != Message::Resign {
        talk.said = Some((message, G::played(game)));
    }
    Ok(reseated)
}

/// A take-back or a rematch this device offered, accepted by the friend's link: the game
/// the link carries (`arrived`), which replaces the kept one, the side this device plays
/// in it and the talk after it. `None` for any other message, one the rules do not allow
/// now, or a link whose game is not what the acceptance gives (the kept game less its last
/// move; a new game with the sides swapped, perhaps with the friend's first move).
pub fn replacing<G: Playable>(
    kept: &G::State,
    talk: &Talk,
    me: G::Side,
    arrived: &G::State,
    message: Message,
) -> Option<(G::State, G::Side, Talk)> {
    let friend = G::side_code(other_side::<G>(me));
    let offer = match message {
        Message::Accept(offer @ (Offer::Takeback | Offer::Rematch)) => offer,
        _ => return None,
    };
    let standing = standing::<G>(kept, talk);
    if judge(&standing, talk.offer.as_ref(), friend, message) != Ok(Effect::Accepted(offer)) {
        return None;
    }
    if offer == Offer::Takeback {
        let back = played_to::<G>(kept, standing.ply.checked_sub(1)?);
        let arrived = G::seated(arrived, me);
        return (compare::<G>(&back, &arrived, Some(me)) == Arrival::Same).then(|| {
            let talk = Talk {
                undone: talk.undone + 1,
                round: talk.round,
                ..Talk::default()
            };
            (arrived, me, talk)
        });
    }
    let seat = other_side::<G>(me);
    let fresh = G::friend_game(kept, seat);
    let arrived = G::seated(arrived, seat);
    matches!(
        compare::<G>(&fresh, &arrived, Some(seat)),
        Arrival::Same | Arrival::Newer
    )
    .then(|| {
        let talk = Talk {
            undone: talk.undone,
            round: talk.round + 1,
            ..Talk::default()
        };
        (arrived, seat, talk)
    })
}

/// What the friend's link says, heard by the device playing `me` once the link's game is
/// taken (`game`): an offer opened, this device's offer declined, a draw agreed, a
/// resignation. Anything the rules do not allow now is ignored. (A link opened again
/// after its offer was declined asks again: it is only a question.)
pub fn heard<G: Playable>(game: &G::State, talk: &mut Talk, me: G::Side, message: Message) {
    let friend = G::side_code(other_side::<G>(me));
    let standing = standing::<G>(game, talk);
    match judge(&standing, talk.offer.as_ref(), friend, message) {
        Ok(Effect::Resigned(by)) => talk.end = Some(Ending::Resigned(by)),
        Ok(Effect::Opened(open)) => {
            talk.offer = Some(open);
            talk.declined = None;
        }
        Ok(Effect::Declined(_)) => {
            talk.declined = talk.offer.take();
            talk.said = None;
        }
        Ok(Effect::Accepted(Offer::Draw)) => {
            talk.offer = None;
            talk.said = None;
            talk.end = Some(Ending::Drawn);
        }
        // A take-back or rematch accepted comes with its game ([`replacing`]).
        Ok(Effect::Accepted(_)) | Err(_) => {}
    }
}

/// Whether a link asking to take back a move is the one this device already agreed to:
/// its game still has the move taken back since, so it is an older link, not a new move.
pub fn taken_back_since(talk: &Talk, message: Option<Message>, arrived_ply: usize) -> bool {
    let asked = message == Some(Message::Offer(Offer::Takeback));
    matches!(talk.said, Some((Message::Accept(Offer::Takeback), at)) if asked && arrived_ply == at + 1)
}

/// The message this device's next link carries: what it said, while the game is still at
/// the move it was said at.
pub fn to_send(talk: &Talk, ply: usize) -> Option<Message> {
    talk.said.filter(|(_, at)| *at == ply).map(|(m, _)| m)
}

/// `query` with the talk written in: the ending (`end`), the message to send (`talk`) and,
/// for the device's own list (`kept`), the offer waiting for its answer (`open`).
pub fn write(query: Query, talk: &Talk, ply: usize, kept: bool) -> Query {
    let end = talk.end.map(end_code);
    let said = to_send(talk, ply).map(|m| m.to_string());
    let open = talk
        .offer
        .filter(|o| kept && o.ply == ply)
        .map(|o| format!("{}-{}", o.offer.code(), o.by));
    query
        .with("end", end.as_deref())
        .with(TALK, said.as_deref())
        .with(OPEN, open.as_deref())
}

/// The talk a game by link keeps in the device's list (written by [`write`]), the game
/// at `ply` moves.
pub fn read<G: Playable>(kept: &Query, ply: usize) -> Talk {
    let end = kept.get("end").and_then(|e| read_end::<G>(&e));
    let said = kept
        .get(TALK)
        .and_then(|m| m.parse::<Message>().ok())
        .map(|m| (m, ply));
    let offer = kept.get(OPEN).and_then(|open| {
        let (offer, by) = open.split_once('-')?;
        Some(Open {
            offer: Offer::ALL.into_iter().find(|o| o.code() == offer)?,
            by: G::SIDES
                .into_iter()
                .map(G::side_code)
                .find(|code| *code == by)?,
            ply,
        })
    });
    Talk {
        end,
        offer,
        said,
        ..Talk::default()
    }
}
