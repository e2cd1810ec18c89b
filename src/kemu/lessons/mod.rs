//! Moeraki Kemu's guided lessons (`?learn=kemu&lesson=k`) on the shared lesson page
//! ([`crate::lesson`]): what this game supplies. Its content ([`content`]), the words
//! built from what the core reports ([`words`]), its judge ([`judge`]), and how a step
//! is drawn ([`view`]).

pub mod content;
pub mod judge;
#[cfg(test)]
mod judge_tests;
pub mod view;
pub mod words;
pub mod wrong;

use self::content::{Setup, LESSONS};
use crate::kemu::tane::{TaneInput, TaneStep};
use crate::lesson::{Choice, Lesson, LessonGame, LessonState, Step, Verdict};
use crate::saves::Slot;
use crate::t;
use takaro::core::kemu::{Event, Field, Game, Hollow, Move};
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
    /// A button of the Tane panel.
    Tane(TaneInput),
}

impl LessonGame for KemuLessons {
    type Game = Played;
    type Move = Move;
    type Setup = Setup;
    type Task = content::Task;
    type Input = KemuInput;
    type Pending = TaneStep;
    type Reason = judge::Wrong;

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

    fn choose(state: &LessonState<KemuLessons>, input: KemuInput) -> Choice<Move, TaneStep> {
        let tane = state.pending;
        match input {
            KemuInput::Hollow(h) => Choice::Play(Move::Place(h)),
            KemuInput::Field(f) if view::clickable_fields(state).contains(f) => {
                Choice::Pending(tane.pick_field(f))
            }
            KemuInput::Field(_) => Choice::Ignore,
            KemuInput::Tane(TaneInput::Direction(d)) => Choice::Pending(tane.pick_direction(d)),
            KemuInput::Tane(TaneInput::Confirm) => {
                tane.confirm().map_or(Choice::Ignore, Choice::Play)
            }
            KemuInput::Tane(TaneInput::Cancel) => Choice::Pending(tane.cancel()),
        }
    }

    fn judge(step: &Step<KemuLessons>, played: &Played, mv: Move) -> Verdict<Played, judge::Wrong> {
        judge::judge(step, &played.game, mv)
    }

    fn wrong_words(step: &Step<KemuLessons>, why: &judge::Wrong) -> String {
        words::wrong(step, why)
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
