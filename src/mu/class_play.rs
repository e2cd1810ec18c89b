//! Mū tōrere in class rooms (`crate::class`, which `crate::pages` hands it): its rule
//! sets, an odd student's game against the computer, the positions a question may ask
//! about (its lessons' steps and the trap trainer's puzzles, under their own rule sets),
//! a move written as the point its counter leaves, and the class's answers each valued
//! exactly from the solved table, drawn as arrows over its board
//! ([`super::answer_arrows`]).

use super::answer_arrows::{AnswerArrows, Arrow};
use super::board::MuBoard;
use super::lessons::content::{Setup, LESSONS};
use super::play::MuTorere;
use super::presets::MuPresets;
use super::state::{rules_name, MuState};
use crate::class::answers::{self, Grade, Mark, Verdict};
use crate::class::client::Question;
use crate::class::question_game::QuestionGame;
use crate::class::question_play::BoardLabel;
use crate::class::{ClassPlay, QuestionPlay};
use crate::games::Game;
use crate::route::Query;
use crate::t;
use takaro::core::mu_torere::{Move, Outcome, Point, RuleSet, Value};
use takaro::mu_torere::{analyse_in_game, puzzles};
use yew::prelude::*;

impl ClassPlay for MuTorere {
    const GAME: Game = Game::MuTorere;
    const RULES_KEY: &'static str = "rules";

    fn rule_sets() -> Vec<(String, String)> {
        RuleSet::ALL
            .into_iter()
            .map(|r| (r.to_string(), rules_name(r).to_string()))
            .collect()
    }

    fn rules_in(query: &Query) -> String {
        MuPresets::from_query(query)
            .rules
            .unwrap_or_default()
            .to_string()
    }

    fn rules_of(s: &MuState) -> String {
        s.rules.to_string()
    }

    fn against_computer(query: Query, level: &str) -> Query {
        let opponent = match level {
            "1" => "easy",
            "2" => "medium",
            _ => "perfect",
        };
        query.with("opponent", Some(opponent))
    }
}

impl QuestionPlay for MuTorere {
    const POSITION_QUESTIONS: bool = true;
    const SHARED_QUESTIONS: bool = false;

    fn lesson_questions() -> Vec<(&'static str, usize, String)> {
        LESSONS
            .iter()
            .flat_map(|lesson| {
                lesson
                    .steps
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.task.is_some())
                    .map(move |(k, step)| {
                        let link = match step.setup {
                            Setup::Position(p) => Query::default()
                                .with("position", Some(p))
                                .with("record", Some("")),
                            Setup::Record(r) => Query::default().with("record", Some(r)),
                        };
                        ((lesson.title)(), k, link.text().to_string())
                    })
            })
            .collect()
    }

    /// The puzzles of the room's rule set, each under its own.
    fn puzzle_questions(start: &str) -> Vec<String> {
        let rules: RuleSet = Query::parse(start)
            .get("rules")
            .and_then(|r| r.parse().ok())
            .unwrap_or_default();
        puzzles(rules)
            .into_iter()
            .map(|puzzle| {
                Query::default()
                    .with("rules", Some(&puzzle.rules.to_string()))
                    .with("position", Some(&puzzle.position.to_string()))
                    .with("record", Some(""))
                    .text()
                    .to_string()
            })
            .collect()
    }

    /// The move of the counter on the point written `code`.
    fn move_written(s: &MuState, code: &str) -> Option<Move> {
        s.game
            .legal_moves()
            .into_iter()
            .find(|m| m.from.to_string() == code)
    }

    fn last_move_written(s: &MuState) -> Option<String> {
        s.game.moves().last().map(|m| m.from.to_string())
    }

    /// The answers as arrows from each counter moved.
    fn answers_board(s: &MuState, labels: &[BoardLabel]) -> Html {
        let moves = s.game.legal_moves();
        let arrows = labels
            .iter()
            .filter_map(|label| {
                let mv = moves.iter().find(|m| m.from.to_string() == label.code)?;
                Some(Arrow {
                    from: mv.from,
                    to: mv.to,
                    label: label.text.clone(),
                    kind: label.kind,
                })
            })
            .collect::<Vec<_>>();
        html! { <>
            <MuBoard position={*s.game.position()}
                outcome={AttrValue::from(Outcome::Ongoing.code())}
                movable={Vec::new()} last_move={None::<(Point, Point)>} hints={Vec::new()}
                show_names={true} on_play={Callback::noop()} />
            <AnswerArrows {arrows} />
        </> }
    }

    fn answers(s: &MuState, question: &Question, _level: &str) -> Html {
        let position = QuestionGame::<MuTorere>(s.clone());
        answers::view(&position, question, &verdict(s))
    }
}

/// Every legal move's worth to the side to move, from the solved table under the
/// question's rule set and history; the best is the table's first.
fn verdict(s: &MuState) -> Verdict {
    let worths = analyse_in_game(&s.game);
    Verdict {
        best: worths.first().map(|(mv, _)| mv.from.to_string()),
        by_engine: false,
        marks: worths
            .into_iter()
            .map(|(mv, value)| (mv.from.to_string(), mark(value)))
            .collect(),
        points: Vec::new(),
    }
}

/// What a move is worth to the side that makes it: `data-value` `win`, `draw` or `loss`.
fn mark(value: Value) -> Mark {
    let (grade, code, words) = match value {
        Value::Win(_) => (Grade::Best, "win", t::class_value_win()),
        Value::Draw => (Grade::Short, "draw", t::class_value_draw()),
        Value::Loss(_) => (Grade::Wrong, "loss", t::class_value_loss()),
    };
    Mark { grade, code, words }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::{checks, games};

    #[test]
    fn class_rooms_play_mu_torere() {
        checks::all::<MuTorere>();
        assert!(!MuTorere::puzzle_questions("").is_empty());
    }

    #[test]
    fn the_rules_come_from_the_address_else_the_standard_ones() {
        let rules = |query| MuTorere::rules_in(&Query::parse(query));
        assert_eq!(rules("?class=new&game=mu-torere&rules=free"), "free");
        assert_eq!(rules("?class=new&game=chess"), "standard");
    }

    #[test]
    fn a_record_that_does_not_read_is_not_judged() {
        assert_eq!(games::judge::<MuTorere>("record=9+9"), None);
    }

    #[test]
    fn the_computer_game_keeps_the_rules() {
        let start = games::start::<MuTorere>("free");
        assert_eq!(
            games::computer_game::<MuTorere>(&start, "1"),
            "?game=mu-torere&rules=free&opponent=easy"
        );
    }
}
