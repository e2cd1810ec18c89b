//! Which game a friend's address opens (`&friend=`, `&live=`, `&watch=`): the one this
//! device has, carried on by a newer link; an older or other link as a view; a live
//! game this device has not had yet until the server's copy arrives. A view of a
//! friend's link is never played from: it leads to the current game with that friend.

use super::friend::{compare, side_of, Arrival, Friend, FriendAddress};
use super::{Playable, Session};
use crate::route::Query;
use crate::saves::friends;

/// Why a friend's game opened as a view, or did not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FriendNote {
    /// The link could not be read, in words.
    BadLink(String),
    /// A link older than the game this device has: shown as it was.
    OlderLink,
    /// A link that does not carry on the game this device has with that friend: shown,
    /// and the game kept as it is.
    OtherGame,
    /// A friend's game this device does not have, and the address does not carry.
    UnknownFriendGame,
}

/// A friend's game opened, and what to say once about it.
pub struct Opened<G: Playable> {
    pub session: Session<G>,
    pub note: Option<FriendNote>,
}

/// The game with a friend an address opens: the one this device has, carried on by the
/// link when it is newer; or, when the link is older or another game, the link's game as
/// a view. `Err` (with why) when there is no such game to open: the player's own game
/// opens instead.
pub fn friend_opening<G: Playable>(
    presets: &G::Presets,
    address: &FriendAddress,
) -> Result<Opened<G>, FriendNote> {
    let kept = friends::find(address.id())
        .filter(|entry| entry.game == G::NAME)
        .and_then(|entry| {
            let seat = side_of::<G>(&entry.seat)?;
            let game = G::shared(&G::presets(&Query::parse(&entry.link)))?.ok()?;
            Some((G::seated(&game, seat), seat, entry.live))
        });
    let id = address.id().to_string();
    let friend = |seat: G::Side, live: bool, known: bool| Friend {
        id: id.clone(),
        seat: Some(G::side_code(seat)),
        live,
        confirmed: 0,
        known,
        invite: None,
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
                        Arrival::Same => {
                            start(Session::with_friend(game, friend(seat, live, true)))
                        }
                        Arrival::Newer => {
                            start(Session::with_friend(arrived, friend(seat, live, true)))
                        }
                        Arrival::Older => Opened {
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
