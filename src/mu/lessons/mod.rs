//! Mū tōrere's guided lessons (`?learn=mu-torere&lesson=k`) on the shared lesson page
//! ([`crate::lesson`]): what this game supplies, its content ([`content`]) and its judge
//! ([`judge`]), and how its board is drawn for a step.

pub mod content;
pub mod judge;

use self::content::{Setup, LESSONS};
use super::board::MuBoard;
use super::state::side_name;
use crate::lesson::{Choice, Lesson, LessonGame, LessonState, Step, Verdict};
use crate::saves::Slot;
use crate::t;
use takaro::core::mu_torere::{Game, Outcome, Point, Position, RuleSet};
use yew::prelude::*;

/// Mū tōrere's lessons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MuLessons;

impl LessonGame for MuLessons {
    type Game = Game;
    /// The point whose counter moves.
    type Move = Point;
    type Setup = Setup;
    type Task = content::Task;
    type Input = Point;
    type Pending = ();
    type Reason = judge::Wrong;

    const SLUG: &'static str = "mu-torere";
    const PROGRESS: Slot = Slot::new("papa-takaro.mu-torere.lessons.v1");
    const AFTER_LAST: &'static str = "?game=mu-torere&puzzle=1";

    fn lessons() -> &'static [Lesson<MuLessons>] {
        &LESSONS
    }

    fn game(setup: &Setup) -> Game {
        match *setup {
            Setup::Record(record) => Game::from_record(record).expect("a lesson's record is legal"),
            Setup::Position(position) => Game::from_position(
                RuleSet::Standard,
                position
                    .parse::<Position>()
                    .expect("a lesson's position parses"),
            ),
        }
    }

    fn choose(_: &LessonState<MuLessons>, point: Point) -> Choice<Point, ()> {
        Choice::Play(point)
    }

    fn judge(step: &Step<MuLessons>, game: &Game, point: Point) -> Verdict<Game, judge::Wrong> {
        judge::judge(step, game, point)
    }

    fn wrong_words(step: &Step<MuLessons>, why: &judge::Wrong) -> String {
        judge::wrong_words(step, why)
    }

    fn is_over(game: &Game) -> bool {
        game.outcome() != Outcome::Ongoing
    }

    fn heading(number: usize, title: &str) -> String {
        t::learn_mu_lesson_heading(t::LearnMuLessonHeading { number, title })
    }

    fn after_last() -> &'static str {
        t::learn_mu_try_trainer()
    }

    fn status(game: &Game) -> String {
        match game.outcome() {
            Outcome::Ongoing => t::mu_status_to_move(side_name(game.position().to_move())),
            Outcome::Won(w) => t::mu_status_side_wins(t::MuStatusSideWins {
                winner: side_name(w),
                loser: side_name(w.other()),
            }),
            Outcome::DrawByRepetition => t::mu_status_draw().to_string(),
        }
    }

    fn board(state: &LessonState<MuLessons>, on_play: Callback<Point>) -> Html {
        let game = &state.game;
        let last_move = game.last_move().map(|mv| (mv.from, mv.to));
        html! {
            <MuBoard position={*game.position()}
                     outcome={AttrValue::from(game.outcome().code())}
                     movable={movable(state)}
                     try_points={try_points(state)}
                     {last_move}
                     hints={Vec::new()}
                     // The lessons' words name points ("Kāwai 3 is empty"): the board names them too.
                     show_names=true
                     tap_to_explain=true
                     {on_play} />
        }
    }
}

/// The counters that may move now (ringed on the board).
fn movable(state: &LessonState<MuLessons>) -> Vec<Point> {
    if !state.asks_for_move() {
        return Vec::new();
    }
    state.game.legal_moves().iter().map(|m| m.from).collect()
}

/// The mover's other counters, clickable so the rules can say why they may not move.
fn try_points(state: &LessonState<MuLessons>) -> Vec<Point> {
    if !state.asks_for_move() || state.game.outcome() != Outcome::Ongoing {
        return Vec::new();
    }
    let pos = state.game.position();
    Point::ALL
        .into_iter()
        .filter(|p| pos.at(*p) == Some(pos.to_move()))
        .collect()
}
