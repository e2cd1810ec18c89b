//! What a game is in addresses and in storage: what an address presets, a new game, the
//! saved form, and a game carried by a link (read back as a shared game).

use super::game_rules::GameRules;
use crate::route::Query;
use crate::saves::Slot;
use std::fmt::{Debug, Display};

/// Setting a game up from an address, saving it, and carrying it in a link.
pub trait Saving: GameRules {
    /// The game's name in addresses, `data-game` and embedding messages.
    const NAME: &'static str;
    /// Where the game in progress is saved.
    const SLOT: Slot;
    /// What an address presets (`?game=…&…`).
    type Presets: Clone + PartialEq + 'static;
    /// Why a game's link cannot be opened; its `Display` is the page's words for it.
    type LinkError: Clone + Eq + Debug + Display + 'static;

    /// What an address presets (`?game=…&…`).
    fn presets(query: &Query) -> Self::Presets;
    /// A new game as the presets ask.
    fn new_game(presets: &Self::Presets) -> Self::State;
    /// A saved game; `None` if the text cannot be read.
    fn from_save(text: &str) -> Option<Self::State>;
    /// The saved form of a game.
    fn to_save(state: &Self::State) -> String;
    /// Whether a saved game agrees with what the address presets (a link asking for other
    /// settings starts a new game, and the saved one stays saved until a move is made).
    fn fits(state: &Self::State, presets: &Self::Presets) -> bool;
    /// A game shared by a link in the presets: `Some(Ok)` to view it, `Some(Err)` with
    /// why it cannot be opened.
    fn shared(_presets: &Self::Presets) -> Option<Result<Self::State, Self::LinkError>> {
        None
    }
    /// The game as a link carries it: the pairs [`Saving::shared`] reads back
    /// (`record=…` and whatever reading it needs). The same game gives the same link.
    fn link(state: &Self::State) -> Query;
}
