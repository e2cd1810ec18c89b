//! Which game a screen opens with, and keeping it saved: a game shared by a link is
//! shown as a view; otherwise the saved game, when it fits the address; otherwise a new
//! one. The player's saved game is written only once their own game changes, so a
//! link, or a save this page cannot read (kept by [`crate::saves`]), never replaces it.

use super::friend::FriendAddress;
use super::{Playable, Session};
use crate::saves::Loaded;
use crate::t;
use std::fmt;
use yew::prelude::*;

/// What the page says once about how the screen started; `LinkError` is the game's
/// [`super::Saving::LinkError`]. Its `Display` is the page's words for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartNote<LinkError> {
    /// The saved game could not be read: it is kept, and a new game started.
    UnreadableSave,
    /// A shared game's link could not be opened, and why.
    BadLink(LinkError),
    /// About a friend's game the address names.
    #[cfg(feature = "friends")]
    Friend(super::friend_opening::FriendNote<LinkError>),
}

impl<LinkError: fmt::Display> fmt::Display for StartNote<LinkError> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartNote::UnreadableSave => f.write_str(t::saves_unreadable()),
            StartNote::BadLink(why) => why.fmt(f),
            #[cfg(feature = "friends")]
            StartNote::Friend(note) => note.fmt(f),
        }
    }
}

/// The session a screen opens with, and what to say once about it.
pub struct Start<G: Playable> {
    pub session: Session<G>,
    pub note: Option<StartNote<G::LinkError>>,
}

/// Chooses the opening game for `presets` and a friend's game the address names (reads
/// the browser's storage).
pub fn opening<G: Playable>(presets: &G::Presets, friend: Option<&FriendAddress>) -> Start<G> {
    let mut note = None;
    // Friend play is built into the learning bundle only.
    #[cfg(feature = "friends")]
    if let Some(address) = friend {
        match super::friend_opening::friend_opening::<G>(presets, address) {
            Ok(opened) => {
                return Start {
                    session: opened.session,
                    note: opened.note.map(StartNote::Friend),
                }
            }
            // The player's own game opens, with the note: a friend's link is never
            // opened as a shared game ("Play from here" would put it in the own game's
            // place).
            Err(why) => {
                return Start {
                    session: own_game::<G>(presets, &mut None),
                    note: Some(StartNote::Friend(why)),
                }
            }
        }
    }
    #[cfg(not(feature = "friends"))]
    let _ = friend;
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
    Start {
        session: own_game::<G>(presets, &mut note),
        note,
    }
}

/// The player's own game: the saved one when it fits the presets, else a new one (and a
/// note when the save could not be read).
fn own_game<G: Playable>(
    presets: &G::Presets,
    note: &mut Option<StartNote<G::LinkError>>,
) -> Session<G> {
    let state = match G::SLOT.read(G::from_save) {
        Loaded::Found(saved) if G::fits(&saved, presets) => saved,
        Loaded::Unreadable => {
            *note = note.take().or(Some(StartNote::UnreadableSave));
            G::new_game(presets)
        }
        _ => G::new_game(presets),
    };
    Session::new(state)
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
