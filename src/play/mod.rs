//! One game screen for both games. A game supplies what is its own through
//! [`Playable`], six small traits one concern each: its rules ([`GameRules`]: its state
//! and the actions on it, which call the rules core), its addresses and saves
//! ([`Saving`]), its words ([`GameWords`]), its parts of the screen ([`GameView`]: its
//! board, lines, buttons and settings), its sides for a friend on another device
//! ([`RemotePlay`]) and its computer player ([`ComputerPlay`]). Everything else is
//! written once here: the session ([`session`]: undo back to the person's turn, the
//! computer's failure and "Ask again", notices, a shared game's view), the title, the
//! turn line, the controls, step-through, the projector view, reports to an embedding
//! page, the computer's turn ([`computer`]) and saving ([`start`]).

pub mod computer;
pub mod computer_play;
pub mod friend;
#[cfg(all(test, feature = "friends"))]
mod friend_checks;
#[cfg(feature = "friends")]
pub mod friend_game_line;
#[cfg(feature = "friends")]
pub mod friend_link_talk;
#[cfg(feature = "friends")]
pub mod friend_opening;
#[cfg(feature = "friends")]
pub mod friend_panel;
#[cfg(feature = "friends")]
pub mod friend_start;
#[cfg(feature = "friends")]
pub mod friend_talk;
pub mod game_rules;
pub mod game_view;
pub mod game_words;
#[cfg(feature = "friends")]
pub mod lazy_script;
#[cfg(feature = "friends")]
pub mod live;
#[cfg(feature = "friends")]
pub mod live_bridge;
#[cfg(feature = "friends")]
pub mod live_words;
#[cfg(feature = "friends")]
pub mod notify_toggle;
pub mod playable;
pub mod remote_play;
#[cfg(feature = "friends")]
pub mod restore_game;
pub mod saving;
pub mod screen;
pub mod session;
pub mod sides;
pub mod start;
#[cfg(feature = "friends")]
pub mod talk;
#[cfg(feature = "friends")]
pub mod turn_cue;

pub use computer::TurnKey;
pub use computer_play::{ComputerPlay, Thinker};
pub use game_rules::{played_to, Change, GameRules, Mover, Report};
pub use game_view::{BoardTags, GameView};
pub use game_words::GameWords;
pub use playable::Playable;
pub use remote_play::RemotePlay;
pub use saving::Saving;
pub use screen::GameScreen;
pub use session::{Notice, Session, SessionAction};
