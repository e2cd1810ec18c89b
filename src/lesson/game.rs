//! What a game supplies to the lessons, and the lesson's state it is given: its content (lessons of steps), how a step's
//! position is set up, how a move is judged (by the rules core), and how its board and
//! lines beside the board are drawn.

use std::fmt::Debug;
use yew::{Callback, Html};

/// Words from the catalogue (`t::…`), in the page's language.
pub type Text = fn() -> &'static str;

/// No words: a reading step needs no "right" or "wrong".
fn nothing() -> &'static str {
    ""
}

/// A lesson: a title and its steps.
#[derive(Clone, Copy, Debug)]
pub struct Lesson<G: LessonGame> {
    pub title: Text,
    pub steps: &'static [Step<G>],
}

/// One step of a lesson: a real position with one instruction, and perhaps a task.
#[derive(Clone, Copy, Debug)]
pub struct Step<G: LessonGame> {
    /// How the step's position is made (and what the board marks while it is open).
    pub setup: G::Setup,
    pub instruction: Text,
    /// What the step asks of the learner; `None`: read, then press Next.
    pub task: Option<G::Task>,
    /// Why a legal but wrong move is wrong (the game adds the facts of the move).
    pub wrong: Text,
    /// Said once the step is done.
    pub right: Text,
}

impl<G: LessonGame> Step<G> {
    /// A step that asks for no move.
    pub const fn read(setup: G::Setup, instruction: Text) -> Step<G> {
        Step {
            setup,
            instruction,
            task: None,
            wrong: nothing,
            right: nothing,
        }
    }

    /// A step that asks for a move (or several).
    pub const fn act(
        setup: G::Setup,
        instruction: Text,
        task: G::Task,
        wrong: Text,
        right: Text,
    ) -> Step<G> {
        Step {
            setup,
            instruction,
            task: Some(task),
            wrong,
            right,
        }
    }

    /// The step's game, set up by the game.
    pub fn game(&self) -> G::Game {
        G::game(&self.setup)
    }
}

/// The judgement of a learner's move.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict<Game, Reason> {
    /// Not what the step asks, or refused by the rules: why, as the game's reason (its
    /// words say it, [`LessonGame::wrong_words`]). The position before the move stays.
    Wrong(Reason),
    /// Right: the game after the move (and any reply of the computer's or of the
    /// script's), what to say, and whether the step asks for another move.
    Right {
        game: Game,
        said: String,
        more: bool,
    },
}

/// What an input (a click, a key, a button) does towards a move.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice<Move, Pending> {
    /// A whole move, to be judged.
    Play(Move),
    /// Part of a move chosen so far (Kemu's Tane: a tile, then a direction).
    Pending(Pending),
    /// Nothing.
    Ignore,
}

/// A game's lessons. Implemented by a marker type for each game; the shared
/// [`LessonState`] and [`super::LessonPage`] do the rest.
pub trait LessonGame: Clone + Copy + Debug + PartialEq + Sized + 'static {
    /// A step's game, as the board draws it (the rules core's game, and whatever the
    /// learner's last move left to show).
    type Game: Clone + Debug + PartialEq;
    /// A whole move of the learner's.
    type Move: Copy + Debug + PartialEq;
    /// How a step's position is made.
    type Setup: Copy + Debug;
    /// What a step asks of the learner.
    type Task: Copy + Debug + PartialEq;
    /// What the learner clicks or presses.
    type Input: Clone + Debug + PartialEq;
    /// A move being put together from several inputs (`()` where one click is a move).
    type Pending: Clone + Debug + Default + PartialEq;
    /// Why a move is wrong (said in words by [`LessonGame::wrong_words`]).
    type Reason: Clone + Debug + PartialEq;

    /// The game's name in addresses and attributes: `?learn=<SLUG>&lesson=k`,
    /// `data-lesson="<SLUG>-k"`.
    const SLUG: &'static str;
    /// Where the progress is kept ([`crate::saves::progress`]).
    const PROGRESS: crate::saves::Slot;
    /// Where the last lesson leads on to (an address's query).
    const AFTER_LAST: &'static str;

    /// The lessons, in order (numbered from 1 in links); none is empty.
    fn lessons() -> &'static [Lesson<Self>];

    /// The game of a step's set-up.
    fn game(setup: &Self::Setup) -> Self::Game;

    /// What an input does while the step waits for a move.
    fn choose(state: &LessonState<Self>, input: Self::Input) -> Choice<Self::Move, Self::Pending>;

    /// Judges the learner's move in a step that asks for one, by the rules core.
    fn judge(
        step: &Step<Self>,
        game: &Self::Game,
        mv: Self::Move,
    ) -> Verdict<Self::Game, Self::Reason>;

    /// Why a move was wrong in `step`, in the page's language (the step's own words
    /// included, [`Step::wrong`]).
    fn wrong_words(step: &Step<Self>, reason: &Self::Reason) -> String;

    /// Whether the game has ended (its result is then shown on the status line).
    fn is_over(game: &Self::Game) -> bool;

    /// The page's heading, e.g. "Learn Mū tōrere — lesson 3: The pūtahi rule".
    fn heading(number: usize, title: &str) -> String;

    /// The words of the link after the last lesson.
    fn after_last() -> &'static str;

    /// Who is to play, or how the game ended.
    fn status(game: &Self::Game) -> String;

    /// The board: the step's position, the points the learner may click now.
    fn board(state: &LessonState<Self>, on_input: Callback<Self::Input>) -> Html;

    /// Lines and controls of the game's own beside the board (Kemu: tiles, the Tane).
    fn beside(_state: &LessonState<Self>, _on_input: Callback<Self::Input>) -> Html {
        Html::default()
    }
}

/// One lesson being followed.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonState<G: LessonGame> {
    /// The lesson, from 0.
    pub lesson: usize,
    /// The step, from 0.
    pub step: usize,
    pub game: G::Game,
    /// A move being put together from several inputs.
    pub pending: G::Pending,
    /// The step's task is done; its result stays on the board until Next.
    pub solved: bool,
    /// The last step is solved (or read).
    pub done: bool,
    /// What was last said about a move.
    pub message: Option<Said<G::Reason>>,
    /// Wrong moves made in this lesson (none counts towards progress).
    pub wrong_moves: u32,
}

/// What was said about the learner's last move: the words of a right one, or why it
/// was wrong (put into words when shown, [`LessonState::message_text`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Said<Reason> {
    Right(String),
    Wrong(Reason),
}
