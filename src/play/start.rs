//! Which game a screen opens with, and keeping it saved: a game shared by a link is
//! shown as a view; otherwise the saved game, when it fits the address; otherwise a new
//! one. The player's saved game is written only once their own game changes, so a
//! link, or a save this page cannot read (kept by [`crate::saves`]), never replaces it.

use super::friend::{compare, side_of, Arrival, Friend, FriendAddress};
use super::{Playable, Session};
use crate::route::Query;
use crate::saves::friends;
use crate::saves::Loaded;
use yew::prelude::*;

/// What the page says once about how the screen started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartNote {
    /// The saved game could not be read: it is kept, and a new game started.
    UnreadableSave,
    /// A shared game's link could not be opened, in words.
    BadLink(String),
    /// A friend's link older than the game this device has: shown as it was.
    OlderLink,
    /// A friend's link that does not carry on the game this device has with that
    /// friend: shown, and the game kept as it is.
    OtherGame,
    /// A friend's game this device does not have, and the address does not carry.
    UnknownFriendGame,
}

/// The session a screen opens with, and what to say once about it.
pub struct Start<G: Playable> {
    pub session: Session<G>,
    pub note: Option<StartNote>,
}

/// Chooses the opening game for `presets` and a friend's game the address names (reads
/// the browser's storage).
pub fn opening<G: Playable>(presets: &G::Presets, friend: Option<&FriendAddress>) -> Start<G> {
    let mut note = None;
    if let Some(address) = friend {
        match friend_opening::<G>(presets, address) {
            Ok(start) => return start,
            Err(why) => note = Some(why),
        }
    }
    match G::shared(presets) {
        Some(Ok(state)) => {
            return Start {
                session: Session::view(state),
                note: None,
            }
        }
        Some(Err(why)) => note = note.or(Some(StartNote::BadLink(why))),
        None => {}
    }
    let state = match G::SLOT.read(G::from_save) {
        Loaded::Found(saved) if G::fits(&saved, presets) => saved,
        Loaded::Unreadable => {
            note = note.or(Some(StartNote::UnreadableSave));
            G::new_game(presets)
        }
        _ => G::new_game(presets),
    };
    Start {
        session: Session::new(state),
        note,
    }
}

/// The game with a friend an address opens: the one this device has, carried on by the
/// link when it is newer; or, when the link is older or another game, the link's game as
/// a view. `Err` (with why) when there is no such game to open: the player's own game
/// opens instead.
fn friend_opening<G: Playable>(
    presets: &G::Presets,
    address: &FriendAddress,
) -> Result<Start<G>, StartNote> {
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
    };
    let start = |session| Start {
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
        FriendAddress::Live { seat, .. } => Ok(start(match kept {
            Some((game, seat, _)) => Session::with_friend(game, friend(seat, true, true)),
            None => {
                let seat = asked_seat(seat).unwrap_or(G::SIDES[1]);
                let placeholder = G::friend_game(&G::new_game(presets), seat);
                Session::with_friend(placeholder, friend(seat, true, false))
            }
        })),
        FriendAddress::ByLink { seat, .. } => {
            let arrived = match G::shared(presets) {
                Some(Err(why)) => return Err(StartNote::BadLink(why)),
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
                        Arrival::Older => Start {
                            session: Session::view(arrived),
                            note: Some(StartNote::OlderLink),
                        },
                        Arrival::Other => Start {
                            session: Session::view(arrived),
                            note: Some(StartNote::OtherGame),
                        },
                    })
                }
                (None, Some(arrived)) => {
                    let seat = asked_seat(seat).ok_or(StartNote::UnknownFriendGame)?;
                    let game = G::seated(&arrived, seat);
                    Ok(start(Session::with_friend(game, friend(seat, false, true))))
                }
                (None, None) => Err(StartNote::UnknownFriendGame),
            }
        }
    }
}

/// Saves the player's game whenever it changes, from its first change on (until then
/// the slot keeps what it had); a shared game being viewed is never saved.
#[hook]
pub fn use_autosave<G>(session: &Session<G>)
where
    G: Playable,
{
    let opened = use_memo((), {
        let text = G::to_save(&session.game);
        move |_| text
    });
    let changed = use_mut_ref(|| false);
    // A friend's game goes to the list of games with friends, never to the slot (see
    // `friend_panel::use_friend_parts`).
    let text = (!session.viewing && session.friend.is_none()).then(|| G::to_save(&session.game));
    use_effect_with(text, move |text| {
        let Some(text) = text else { return };
        let mut changed = changed.borrow_mut();
        *changed |= *text != *opened;
        if *changed {
            G::SLOT.write(text);
        }
    });
}
