//! Moeraki Kemu's guided lessons (`?learn=kemu&lesson=k`) on the shared lesson page
//! ([`crate::lesson`]): what this game supplies. Its content ([`content`]), the words
//! built from what the core reports ([`words`]), its judge ([`judge`]), and how a step
//! is drawn ([`view`]).

pub mod content;
pub mod judge;
pub mod view;
pub mod words;

use self::content::{Setup, LESSONS};
use crate::lesson::{Choice, Lesson, LessonGame, LessonState, Step, Verdict};
use crate::saves::Slot;
use crate::t;
use takaro::core::kemu::{Direction, Event, Field, Game, Hollow, Move};
use yew::{Callback, Html};

/// Moeraki Kemu's lessons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KemuLessons;

/// A lesson's game, and the events of the learner's last move (its new tiles are
/// animated).
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    pub game: Game,
    pub events: Vec<Event>,
}

/// What the learner clicks or presses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KemuInput {
    /// A hollow: a stone (or the ball) there.
    Hollow(Hollow),
    /// A full tile of the learner's, chosen for the Tane.
    Field(Field),
    /// The sideline the Tane is to face.
    Direction(Direction),
    ConfirmTane,
    CancelTane,
}

/// The Tane turn being chosen: its field, and the direction once picked.
pub type TaneChoice = Option<(Field, Option<Direction>)>;

impl LessonGame for KemuLessons {
    type Game = Played;
    type Move = Move;
    type Setup = Setup;
    type Task = content::Task;
    type Input = KemuInput;
    type Pending = TaneChoice;

    const SLUG: &'static str = "kemu";
    const PROGRESS: Slot = Slot::new("papa-takaro.kemu.lessons.v1");
    const AFTER_LAST: &'static str = "?game=kemu";

    fn lessons() -> &'static [Lesson<KemuLessons>] {
        &LESSONS
    }

    fn game(setup: &Setup) -> Played {
        Played {
            game: Game::from_record(setup.record).expect("a lesson's record is legal"),
            events: Vec::new(),
        }
    }

    fn choose(state: &LessonState<KemuLessons>, input: KemuInput) -> Choice<Move, TaneChoice> {
        match (input, state.pending) {
            (KemuInput::Hollow(h), _) => Choice::Play(Move::Place(h)),
            (KemuInput::Field(f), _) if view::clickable_fields(state).contains(f) => {
                Choice::Pending(Some((f, None)))
            }
            (KemuInput::Direction(d), Some((f, _))) => Choice::Pending(Some((f, Some(d)))),
            (KemuInput::ConfirmTane, Some((f, Some(d)))) => Choice::Play(Move::Tane(f, d)),
            (KemuInput::CancelTane, _) => Choice::Pending(None),
            _ => Choice::Ignore,
        }
    }

    fn judge(step: &Step<KemuLessons>, played: &Played, mv: Move) -> Verdict<Played> {
        judge::judge(step, &played.game, mv)
    }

    fn is_over(played: &Played) -> bool {
        played.game.position().is_over()
    }

    fn heading(number: usize, title: &str) -> String {
        t::lessons_kemu_heading(t::LessonsKemuHeading { number, title })
    }

    fn after_last() -> &'static str {
        t::lessons_kemu_play()
    }

    fn status(played: &Played) -> String {
        words::status(&played.game)
    }

    fn board(state: &LessonState<KemuLessons>, on_input: Callback<KemuInput>) -> Html {
        view::board(state, on_input)
    }

    fn beside(state: &LessonState<KemuLessons>, on_input: Callback<KemuInput>) -> Html {
        view::beside(state, on_input)
    }
}
