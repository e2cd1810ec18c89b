//! What a game says on the game screen: its heading, the turn line, a refusal and the
//! last move, each in the page's language.

use super::game_rules::GameRules;

/// A game's words on the screen (the catalogue's, `crate::t`).
pub trait GameWords: GameRules {
    /// The page's heading.
    fn title(state: &Self::State) -> String;
    /// Whose turn it is and what to do, or how the game ended.
    fn status(state: &Self::State) -> String;
    /// A refusal in words.
    fn refusal(refusal: &Self::Refusal) -> String;
    /// The last move in words, and whether it is read out (the computer's move, or any
    /// move between two people at one screen).
    fn last_move(state: &Self::State) -> Option<(String, bool)>;
}
