//! Which game a friend's address opens (`&friend=`, `&live=`, `&watch=`): the one this
//! device has, carried on by a newer link; an older or other link as a view; a live
//! game this device has not had yet until the server's copy arrives. A view of a
//! friend's link is never played from: it leads to the current game with that friend.

use super::friend::{compare, Arrival, Friend, FriendAddress};
use super::friend_link_talk;
use super::sides::side_of;
use super::talk::{link_end, Talk};
use super::{Playable, Session};
use crate::route::Query;
use crate::saves::friends;
use crate::t;
use std::fmt;
use takaro::core::between::Message;

/// Why a friend's game opened as a view, or did not open; `LinkError` is the game's
/// [`super::Saving::LinkError`]. Its `Display` is the page's words for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FriendNote<LinkError> {
    /// The link could not be read, and why.
    BadLink(LinkError),
    /// A link older than the game this device has: shown as it was.
    OlderLink,
    /// A link that does not carry on the game this device has with that friend: shown,
    /// and the game kept as it is.
    OtherGame,
    /// A friend's game this device does not have, and the address does not carry.
    UnknownFriendGame,
}

impl<LinkError: fmt::Display> fmt::Display for FriendNote<LinkError> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FriendNote::BadLink(why) => why.fmt(f),
            FriendNote::OlderLink => f.write_str(t::friend_link_older()),
            FriendNote::OtherGame => f.write_str(t::friend_link_other()),
            FriendNote::UnknownFriendGame => f.write_str(t::friend_link_unknown()),
        }
    }
}

/// A friend's game opened, and what to say once about it.
pub struct Opened<G: Playable> {
    pub session: Session<G>,
    pub note: Option<FriendNote<G::LinkError>>,
}

/// The game with a friend an address opens: the one this device has, carried on by the
/// link when it is newer; or, when the link is older or another game, the link's game as
/// a view. `Err` (with why) when there is no such game to open: the player's own game
/// opens instead.
pub fn friend_opening<G: Playable>(
    presets: &G::Presets,
    address: &FriendAddress,
) -> Result<Opened<G>, FriendNote<G::LinkError>> {
    let entry = friends::find(address.id()).filter(|entry| entry.game == G::NAME);
    let kept = entry.as_ref().and_then(|entry| {
        let seat = side_of::<G>(&entry.seat)?;
        let game = G::shared(&G::presets(&Query::parse(&entry.link)))?.ok()?;
        Some((G::seated(&game, seat), seat, entry.live))
    });
    // A game by link keeps with it how it ended, what this device said and the offer open.
    let kept_talk = match (&entry, &kept) {
        (Some(entry), Some((game, _, false))) => {
            friend_link_talk::read::<G>(&Query::parse(&entry.link), G::played(game))
        }
        _ => Talk::default(),
    };
    let id = address.id().to_string();
    let friend = |seat: G::Side, live: bool, known: bool| Friend {
        id: id.clone(),
        seat: Some(G::side_code(seat)),
        live,
        confirmed: 0,
        known,
        invite: None,
        talk: Default::default(),
    };
    let start = |session| Opened {
        session,
        note: None,
    };
    let asked_seat = |seat: &Option<String>| seat.as_deref().and_then(side_of::<G>);
    match address {
        FriendAddress::Watch { .. } => Ok(start(Session::with_friend(
            G::new_game(presets),
            Friend {
                seat: None,
                ..friend(G::SIDES[0], true, false)
            },
        ))),
        FriendAddress::Live { seat, invite, .. } => Ok(start(match kept {
            Some((game, seat, _)) => Session::with_friend(game, friend(seat, true, true)),
            None => {
                let seat = asked_seat(seat).unwrap_or(G::SIDES[1]);
                let placeholder = G::friend_game(&G::new_game(presets), seat);
                Session::with_friend(
                    placeholder,
                    Friend {
                        invite: invite.clone(),
                        ..friend(seat, true, false)
                    },
                )
            }
        })),
        FriendAddress::ByLink { seat, .. } => {
            let address = Query::parse(&crate::route::current_query());
            let message = address
                .get(friend_link_talk::TALK)
                .and_then(|m| m.parse::<Message>().ok());
            // This device's take-back or rematch, accepted: the link's game replaces the
            // kept one (only the game the acceptance gives).
            if let (Some((game, me, false)), Some(message)) = (&kept, message) {
                let arrived = G::shared(presets).and_then(Result::ok);
                let replaced = arrived.and_then(|arrived| {
                    friend_link_talk::replacing::<G>(game, &kept_talk, *me, &arrived, message)
                });
                if let Some((game, seat, talk)) = replaced {
                    return Ok(start(Session::with_friend(
                        game,
                        Friend {
                            talk,
                            ..friend(seat, false, true)
                        },
                    )));
                }
            }
            let ply = G::shared(presets)
                .and_then(Result::ok)
                .map(|g| G::played(&g));
            let answered =
                ply.is_some_and(|ply| friend_link_talk::taken_back_since(&kept_talk, message, ply));
            let mut opened = by_link::<G>(presets, seat, kept, friend, answered)?;
            if let (Some(me), false) = (opened.session.seat(), opened.session.viewing) {
                let game = opened.session.game.clone();
                if let Some(friend) = opened.session.friend.as_mut().filter(|f| !f.live) {
                    friend.talk = kept_talk;
                    if friend.talk.end.is_none() {
                        friend.talk.end = link_end::<G>(address.get("end").as_deref(), me);
                    }
                    if let Some(message) = message {
                        friend_link_talk::heard::<G>(&game, &mut friend.talk, me, message);
                    }
                }
            }
            Ok(opened)
        }
    }
}

/// The game a friend's link opens ([`friend_opening`]'s by link); `answered`: the link
/// asks to take back a move this device has since agreed to take back, so it is older.
fn by_link<G: Playable>(
    presets: &G::Presets,
    seat: &Option<String>,
    kept: Option<(G::State, G::Side, bool)>,
    friend: impl Fn(G::Side, bool, bool) -> Friend,
    answered: bool,
) -> Result<Opened<G>, FriendNote<G::LinkError>> {
    let start = |session| Opened {
        session,
        note: None,
    };
    let asked_seat = |seat: &Option<String>| seat.as_deref().and_then(side_of::<G>);
    let arrived = match G::shared(presets) {
        Some(Err(why)) => return Err(FriendNote::BadLink(why)),
        arrived => arrived.and_then(Result::ok),
    };
    match (kept, arrived) {
        (Some((game, seat, live)), None) => {
            Ok(start(Session::with_friend(game, friend(seat, live, true))))
        }
        (Some((game, seat, live)), Some(arrived)) => {
            let arrived = G::seated(&arrived, seat);
            Ok(match compare::<G>(&game, &arrived, Some(seat)) {
                Arrival::Same => start(Session::with_friend(game, friend(seat, live, true))),
                Arrival::Newer if !answered => {
                    start(Session::with_friend(arrived, friend(seat, live, true)))
                }
                Arrival::Older | Arrival::Newer => Opened {
                    session: friend_view(arrived, friend(seat, false, true)),
                    note: Some(FriendNote::OlderLink),
                },
                Arrival::Other => Opened {
                    session: friend_view(arrived, friend(seat, false, true)),
                    note: Some(FriendNote::OtherGame),
                },
            })
        }
        (None, Some(arrived)) => {
            let seat = asked_seat(seat).ok_or(FriendNote::UnknownFriendGame)?;
            let game = G::seated(&arrived, seat);
            Ok(start(Session::with_friend(game, friend(seat, false, true))))
        }
        (None, None) => Err(FriendNote::UnknownFriendGame),
    }
}

/// A link's game shown beside the game this device has with that friend: a view that
/// knows the friend (so it speaks from this device's side and leads to the current game),
/// never played, never saved, never in the slot of the player's own game, and never
/// connected (`live: false`), whatever the kept game is.
fn friend_view<G: Playable>(game: G::State, friend: Friend) -> Session<G> {
    Session {
        viewing: true,
        ..Session::with_friend(game, friend)
    }
}
