//! A game's computer player: who works out its move, and how the move is played. The
//! screen's side of the computer's turn is [`super::computer`].

use super::game_rules::GameRules;
use crate::engine::{EngineFailure, MoveQuestion};

/// The computer's part of a game.
pub trait ComputerPlay: GameRules {
    /// A whole move, as the computer gives it.
    type Move: Clone + 'static;

    /// Plays the computer's move.
    fn play(state: &mut Self::State, mv: Self::Move) -> Result<(), Self::Refusal>;
    /// Who works out the computer's move at this level in this position (asked once a
    /// position, when the computer is to move).
    fn thinker(state: &Self::State, level: Self::Level) -> Thinker<Self::Move>;
    /// Whether this game asks the engine worker (it is then started early).
    fn uses_engine(_state: &Self::State) -> bool {
        false
    }
}

/// Who works out the computer's move.
pub enum Thinker<M> {
    /// The page, after a short pause.
    Here(Box<dyn FnOnce() -> Result<M, EngineFailure>>),
    /// The engine worker, asked this question (an `engine::MoveRequest`, `.into()`).
    Worker(MoveQuestion<M>),
}
