//! What passes between the two players of a friend's game besides moves: a
//! resignation, an offer (take back the last move, a draw, a rematch) and its answer.
//! The same rules for both games, for both seats, on the page and in the game service.
//!
//! A message is judged against the game as it stands ([`Standing`]) and the offer left
//! open, if any ([`Open`]); [`judge`] says what it does ([`Effect`]) or why it changes
//! nothing ([`BetweenError`]). Who sent it is told by the caller, who has checked the
//! seat's key (the game service) or knows its own seat (a device reading a link).
//!
//! - **Resign**: either seat, while the game goes on; the other seat wins.
//! - **Take back**: the seat that made the last move, before the other has moved; the
//!   other accepts (the move is taken back) or declines. Never automatic.
//! - **Draw**: in a game that allows drawing by agreement (Mū tōrere), while it goes on.
//! - **Rematch**: once the game is over; accepted, a new game with the sides swapped.
//!
//! One offer is open at a time, and only until a move is made: an offer made at one
//! ply lapses at the next. Only the other seat answers it.

use std::fmt;
use std::str::FromStr;

/// What one player may offer the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Offer {
    /// Take back the offering seat's last move.
    Takeback,
    /// End the game drawn.
    Draw,
    /// A new game, the sides swapped.
    Rematch,
}

impl Offer {
    pub const ALL: [Offer; 3] = [Offer::Takeback, Offer::Draw, Offer::Rematch];

    /// The offer's name in messages and addresses: `takeback`, `draw`, `rematch`.
    pub fn code(self) -> &'static str {
        match self {
            Offer::Takeback => "takeback",
            Offer::Draw => "draw",
            Offer::Rematch => "rematch",
        }
    }
}

/// A message from one seat to the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Message {
    Resign,
    Offer(Offer),
    /// Yes to the other seat's open offer of this kind.
    Accept(Offer),
    /// No to the other seat's open offer of this kind.
    Decline(Offer),
}

impl fmt::Display for Message {
    /// `resign`, `offer-draw`, `accept-takeback`, `decline-rematch`, …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Message::Resign => f.write_str("resign"),
            Message::Offer(o) => write!(f, "offer-{}", o.code()),
            Message::Accept(o) => write!(f, "accept-{}", o.code()),
            Message::Decline(o) => write!(f, "decline-{}", o.code()),
        }
    }
}

/// Text that is not a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMessageError(pub String);

impl fmt::Display for ParseMessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a message between players", self.0)
    }
}

impl std::error::Error for ParseMessageError {}

impl FromStr for Message {
    type Err = ParseMessageError;

    fn from_str(text: &str) -> Result<Message, ParseMessageError> {
        if text == "resign" {
            return Ok(Message::Resign);
        }
        let (verb, what) = text
            .split_once('-')
            .ok_or_else(|| ParseMessageError(text.to_string()))?;
        let offer = Offer::ALL
            .into_iter()
            .find(|o| o.code() == what)
            .ok_or_else(|| ParseMessageError(text.to_string()))?;
        match verb {
            "offer" => Ok(Message::Offer(offer)),
            "accept" => Ok(Message::Accept(offer)),
            "decline" => Ok(Message::Decline(offer)),
            _ => Err(ParseMessageError(text.to_string())),
        }
    }
}

/// What a message is judged against: the game as it stands. `S` is a seat (a side, a
/// tribe, or its code).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing<S> {
    /// Moves played.
    pub ply: usize,
    /// Whether the game has ended (by the rules, a resignation or an agreed draw).
    pub over: bool,
    /// The seat that made the last move.
    pub last_mover: Option<S>,
    /// Whether this game may be drawn by agreement (Mū tōrere, which can go round
    /// without end).
    pub draws: bool,
}

/// An offer waiting for its answer: made by `by` when the game stood at `ply`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Open<S> {
    pub offer: Offer,
    pub by: S,
    pub ply: usize,
}

impl<S> Open<S> {
    /// Whether the offer still stands: no move has been made since (a rematch stands
    /// once the game is over, where no move is made).
    pub fn stands(&self, standing: &Standing<S>) -> bool {
        self.ply == standing.ply
    }
}

/// What a message does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect<S> {
    /// This seat resigned: the game is over, the other seat wins.
    Resigned(S),
    /// The offer is now open, waiting for the other seat.
    Opened(Open<S>),
    /// The open offer was accepted: take back the last move, end the game drawn, or
    /// start the rematch with the sides swapped.
    Accepted(Offer),
    /// The open offer was declined: nothing else changes.
    Declined(Offer),
}

/// Why a message changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BetweenError {
    /// The game is over: no resignation, take-back or draw.
    GameOver,
    /// A rematch is offered only once the game is over.
    NotOver,
    /// Only the last move, made by the seat that asks, can be taken back.
    NotYourMove,
    /// This game is not drawn by agreement.
    NoDraws,
    /// One offer at a time: one is waiting for its answer.
    AlreadyOpen,
    /// No offer of this kind is waiting for an answer (or it lapsed with a move).
    NothingOpen,
    /// A seat does not answer its own offer.
    OwnOffer,
}

impl fmt::Display for BetweenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BetweenError::GameOver => "the game is over",
            BetweenError::NotOver => "a rematch is offered once the game is over",
            BetweenError::NotYourMove => "only your own last move can be taken back",
            BetweenError::NoDraws => "this game is not drawn by agreement",
            BetweenError::AlreadyOpen => "an offer is waiting for its answer",
            BetweenError::NothingOpen => "no such offer is waiting for an answer",
            BetweenError::OwnOffer => "an offer is answered by the other player",
        })
    }
}

impl std::error::Error for BetweenError {}

/// What `message` from seat `by` does to the game standing as `standing`, with `open`
/// the offer made earlier (ignored once it has lapsed).
///
/// # Errors
/// [`BetweenError`] for a message the rules do not allow now; nothing changes.
///
/// # Examples
/// ```
/// use takaro_core::between::{judge, BetweenError, Effect, Message, Offer, Open, Standing};
/// let standing = Standing { ply: 3, over: false, last_mover: Some('g'), draws: true };
/// let asked = judge(&standing, None, 'g', Message::Offer(Offer::Takeback));
/// let open = Open { offer: Offer::Takeback, by: 'g', ply: 3 };
/// assert_eq!(asked, Ok(Effect::Opened(open)));
/// // Only the other seat answers it.
/// let own = judge(&standing, Some(&open), 'g', Message::Accept(Offer::Takeback));
/// assert_eq!(own, Err(BetweenError::OwnOffer));
/// let yes = judge(&standing, Some(&open), 'w', Message::Accept(Offer::Takeback));
/// assert_eq!(yes, Ok(Effect::Accepted(Offer::Takeback)));
/// ```
pub fn judge<S: Copy + Eq>(
    standing: &Standing<S>,
    open: Option<&Open<S>>,
    by: S,
    message: Message,
) -> Result<Effect<S>, BetweenError> {
    let open = open.filter(|o| o.stands(standing));
    match message {
        Message::Resign if standing.over => Err(BetweenError::GameOver),
        Message::Resign => Ok(Effect::Resigned(by)),
        Message::Offer(offer) => {
            match offer {
                Offer::Rematch if !standing.over => return Err(BetweenError::NotOver),
                Offer::Rematch => {}
                _ if standing.over => return Err(BetweenError::GameOver),
                Offer::Takeback if standing.last_mover != Some(by) => {
                    return Err(BetweenError::NotYourMove)
                }
                Offer::Draw if !standing.draws => return Err(BetweenError::NoDraws),
                Offer::Takeback | Offer::Draw => {}
            }
            if open.is_some() {
                return Err(BetweenError::AlreadyOpen);
            }
            Ok(Effect::Opened(Open {
                offer,
                by,
                ply: standing.ply,
            }))
        }
        Message::Accept(offer) | Message::Decline(offer) => {
            let open = open
                .filter(|o| o.offer == offer)
                .ok_or(BetweenError::NothingOpen)?;
            if open.by == by {
                return Err(BetweenError::OwnOffer);
            }
            Ok(match message {
                Message::Accept(_) => Effect::Accepted(offer),
                _ => Effect::Declined(offer),
            })
        }
    }
}

/// How a game between friends ended besides by its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending<S> {
    /// This seat resigned; the other won.
    Resigned(S),
    /// Both agreed to a draw.
    Drawn,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seats `g` and `w`; `ply` moves played, the last by `last`.
    fn at(ply: usize, last: Option<char>, over: bool, draws: bool) -> Standing<char> {
        Standing {
            ply,
            over,
            last_mover: last,
            draws,
        }
    }

    /// A standing, a seat, a message, and what it does.
    type Case = (
        Standing<char>,
        char,
        &'static str,
        Result<Effect<char>, BetweenError>,
    );

    fn msg(text: &str) -> Message {
        text.parse().expect("a message")
    }

    #[test]
    fn messages_read_as_they_are_written() {
        for text in [
            "resign",
            "offer-takeback",
            "offer-draw",
            "offer-rematch",
            "accept-takeback",
            "accept-draw",
            "accept-rematch",
            "decline-takeback",
            "decline-draw",
            "decline-rematch",
        ] {
            assert_eq!(msg(text).to_string(), text);
        }
        for bad in [
            "",
            "resign-g",
            "offer",
            "offer-",
            "offer-tea",
            "take-draw",
            "RESIGN",
        ] {
            assert_eq!(
                bad.parse::<Message>(),
                Err(ParseMessageError(bad.to_string()))
            );
        }
    }

    #[test]
    fn who_may_send_what() {
        let playing = at(4, Some('w'), false, true);
        let no_draws = at(4, Some('w'), false, false);
        let over = at(9, Some('g'), true, true);
        let start = at(0, None, false, true);
        // (standing, seat, message, what it does)
        let table: [Case; 14] = [
            (playing, 'g', "resign", Ok(Effect::Resigned('g'))),
            (playing, 'w', "resign", Ok(Effect::Resigned('w'))),
            (start, 'g', "resign", Ok(Effect::Resigned('g'))),
            (over, 'w', "resign", Err(BetweenError::GameOver)),
            (
                playing,
                'w',
                "offer-takeback",
                Ok(Effect::Opened(Open {
                    offer: Offer::Takeback,
                    by: 'w',
                    ply: 4,
                })),
            ),
            // The friend's move is not this seat's to take back, nor is a move unmade.
            (
                playing,
                'g',
                "offer-takeback",
                Err(BetweenError::NotYourMove),
            ),
            (start, 'g', "offer-takeback", Err(BetweenError::NotYourMove)),
            (over, 'g', "offer-takeback", Err(BetweenError::GameOver)),
            (
                playing,
                'g',
                "offer-draw",
                Ok(Effect::Opened(Open {
                    offer: Offer::Draw,
                    by: 'g',
                    ply: 4,
                })),
            ),
            (no_draws, 'g', "offer-draw", Err(BetweenError::NoDraws)),
            (over, 'g', "offer-draw", Err(BetweenError::GameOver)),
            (playing, 'g', "offer-rematch", Err(BetweenError::NotOver)),
            (
                over,
                'w',
                "offer-rematch",
                Ok(Effect::Opened(Open {
                    offer: Offer::Rematch,
                    by: 'w',
                    ply: 9,
                })),
            ),
            (playing, 'g', "accept-draw", Err(BetweenError::NothingOpen)),
        ];
        for (standing, by, text, expected) in table {
            assert_eq!(
                judge(&standing, None, by, msg(text)),
                expected,
                "{by} {text} at {standing:?}"
            );
        }
    }

    #[test]
    fn an_offer_is_answered_once_by_the_other_seat_before_a_move() {
        let playing = at(4, Some('w'), false, true);
        let open = Open {
            offer: Offer::Takeback,
            by: 'w',
            ply: 4,
        };
        let o = Some(&open);
        assert_eq!(
            judge(&playing, o, 'g', msg("accept-takeback")),
            Ok(Effect::Accepted(Offer::Takeback))
        );
        assert_eq!(
            judge(&playing, o, 'g', msg("decline-takeback")),
            Ok(Effect::Declined(Offer::Takeback))
        );
        assert_eq!(
            judge(&playing, o, 'w', msg("accept-takeback")),
            Err(BetweenError::OwnOffer)
        );
        // An answer names the offer it answers.
        assert_eq!(
            judge(&playing, o, 'g', msg("accept-draw")),
            Err(BetweenError::NothingOpen)
        );
        // One offer at a time, from either seat.
        assert_eq!(
            judge(&playing, o, 'g', msg("offer-draw")),
            Err(BetweenError::AlreadyOpen)
        );
        // A resignation needs no answer, offer or not.
        assert_eq!(
            judge(&playing, o, 'g', msg("resign")),
            Ok(Effect::Resigned('g'))
        );
        // A move lapses the offer: nothing to answer, and a new one may be made.
        let moved = at(5, Some('g'), false, true);
        assert!(!open.stands(&moved));
        assert_eq!(
            judge(&moved, o, 'g', msg("accept-takeback")),
            Err(BetweenError::NothingOpen)
        );
        assert!(judge(&moved, o, 'g', msg("offer-takeback")).is_ok());
    }

    #[test]
    fn a_rematch_stands_after_the_game() {
        let over = at(9, Some('g'), true, false);
        let open = Open {
            offer: Offer::Rematch,
            by: 'g',
            ply: 9,
        };
        assert_eq!(
            judge(&over, Some(&open), 'w', msg("accept-rematch")),
            Ok(Effect::Accepted(Offer::Rematch))
        );
        assert_eq!(
            judge(&over, Some(&open), 'g', msg("accept-rematch")),
            Err(BetweenError::OwnOffer)
        );
        assert_eq!(
            judge(&over, Some(&open), 'w', msg("offer-rematch")),
            Err(BetweenError::AlreadyOpen)
        );
    }

    #[test]
    fn every_error_reads_as_words() {
        for error in [
            BetweenError::GameOver,
            BetweenError::NotOver,
            BetweenError::NotYourMove,
            BetweenError::NoDraws,
            BetweenError::AlreadyOpen,
            BetweenError::NothingOpen,
            BetweenError::OwnOffer,
        ] {
            assert!(!error.to_string().is_empty());
        }
    }
}
