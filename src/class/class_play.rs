//! What a game gives class rooms besides its [`Playable`] parts: its place in the
//! registry, its rule sets as a room is opened with one, and an odd student's game against
//! the computer. Each game implements it in its folder (`src/<game>/class_play.rs`), with
//! [`super::question_play::QuestionPlay`] for questions to the class.

use crate::games::Game;
use crate::play::{Playable, Saving};
use crate::route::Query;

/// A game as a class room plays it.
pub trait ClassPlay: Playable {
    /// The game in the registry (its slug is [`crate::play::Saving::NAME`]).
    const GAME: Game;
    /// The address key of its rule set, beside `game=` (`rules`, `tier`).
    const RULES_KEY: &'static str;

    /// The rule sets a teacher chooses from: their codes in addresses and their names.
    fn rule_sets() -> Vec<(String, String)>;
    /// The rule set an address presets, as the game's own page reads it (its code), else
    /// the game's default.
    fn rules_in(query: &Query) -> String;
    /// The rule set a game is played under (its code).
    fn rules_of(state: &Self::State) -> String;
    /// An odd student's game against the computer: `query` (the game and its rules) with
    /// the computer at the room's level (`1`…`3`), and whatever else its page needs.
    fn against_computer(query: Query, level: &str) -> Query;
}

/// The game a link carries (a room's start link, a game's record, a question's position),
/// when it reads.
pub fn read<G: Saving>(link: &str) -> Option<G::State> {
    G::shared(&G::presets(&Query::parse(link)))?.ok()
}
