//! What a game gives questions to the class (issue 37): the positions a teacher may ask
//! about besides the room's boards, a move written as the rules core writes it (the
//! answer the service checks), the controls a move may need besides the board, and the
//! class's answers judged and marked on its board. Each game implements it in its folder
//! (`src/<game>/class_play.rs`); [`super::question_game::QuestionGame`] is a question's
//! position in any game.

use super::class_play::ClassPlay;
use super::client::Question;
use yew::prelude::*;

/// A game as a question to the class asks about it.
pub trait QuestionPlay: ClassPlay {
    /// Whether a question's link shows as `data-position` (a position with its moves
    /// since), rather than `data-record` (a game's record).
    const POSITION_QUESTIONS: bool;
    /// Whether a teacher may ask about a game link pasted in.
    const SHARED_QUESTIONS: bool;

    /// The lesson steps that ask for a move: each lesson's title, the step's index and
    /// the step's position as a question link.
    fn lesson_questions() -> Vec<(&'static str, usize, String)>;
    /// Trap trainer puzzles under the room's rules (read from its start link), as
    /// question links, in their numbers' order.
    fn puzzle_questions(start: &str) -> Vec<String> {
        let _ = start;
        Vec::new()
    }
    /// The legal move of `state` written `code`.
    fn move_written(state: &Self::State, code: &str) -> Option<Self::Move>;
    /// The last move of `state`, written as an answer is.
    fn last_move_written(state: &Self::State) -> Option<String>;
    /// The controls a move may need besides the board (a question's board takes `act`).
    fn question_controls(state: &Self::State, act: &Callback<Self::Action>) -> Html {
        let _ = (state, act);
        Html::default()
    }
    /// The board of `state` with the class's answers marked on it (those it has a place
    /// for: the list below the board carries each).
    fn answers_board(state: &Self::State, labels: &[BoardLabel]) -> Html;
    /// The class's answers to a question at `state`, judged by the game (at the room's
    /// computer `level` where the engine judges) and drawn by [`super::answers::view`].
    fn answers(state: &Self::State, question: &Question, level: &str) -> Html;
}

/// An answer as a game's board marks it: its move's code, how many chose it with its
/// mark's symbol (`×3 ✓`), and its mark's code once judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLabel {
    pub code: String,
    pub text: String,
    pub kind: Option<&'static str>,
}
