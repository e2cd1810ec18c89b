//! Moeraki Kemu in class rooms (`crate::class`, which `crate::pages` hands it): its tiers,
//! an odd student's single game against the computer, the positions a question may ask
//! about (its lessons' steps, and game links pasted in), a move written as the rules core
//! writes it, the controls a Tane turn or a pass needs, and the class's answers judged
//! beside the best move the engine finds ([`super::class_judgement`]), labelled on the
//! hollows they fill.

use super::analysis::value_words;
use super::board::KemuBoard;
use super::class_judgement::use_kemu_judgement;
use super::lessons::content::LESSONS;
use super::panel::tane_panel;
use super::play::Kemu;
use super::setup::KemuPresets;
use super::state::{KemuAction, KemuState, TanePreview};
use super::words::tier_label;
use crate::class::answers::{self, Verdict};
use crate::class::client::Question;
use crate::class::question_game::QuestionGame;
use crate::class::question_play::BoardLabel;
use crate::class::{ClassPlay, QuestionPlay};
use crate::games::Game;
use crate::play::GameView;
use crate::route::Query;
use takaro::core::kemu::{self, FieldSet, HollowSet, Move, Rules, Tier};
use yew::prelude::*;

impl ClassPlay for Kemu {
    const GAME: Game = Game::Kemu;
    const RULES_KEY: &'static str = "tier";

    fn rule_sets() -> Vec<(String, String)> {
        Tier::ALL
            .into_iter()
            .map(|tier| (tier.code().to_string(), tier_label(tier).to_string()))
            .collect()
    }

    fn rules_in(query: &Query) -> String {
        KemuPresets::from_query(query)
            .rules
            .unwrap_or(Rules::new(Tier::Beginner))
            .to_string()
    }

    fn rules_of(s: &KemuState) -> String {
        s.setup.rules.to_string()
    }

    /// A single game, not a match.
    fn against_computer(query: Query, level: &str) -> Query {
        let opponent = match level {
            "1" => "easy",
            "2" => "medium",
            _ => "hard",
        };
        query
            .with("opponent", Some(opponent))
            .with("match", Some("1"))
    }
}

impl QuestionPlay for Kemu {
    const POSITION_QUESTIONS: bool = false;
    const SHARED_QUESTIONS: bool = true;

    fn lesson_questions() -> Vec<(&'static str, usize, String)> {
        LESSONS
            .iter()
            .flat_map(|lesson| {
                lesson
                    .steps
                    .iter()
                    .enumerate()
                    .filter(|(_, s)| s.task.is_some())
                    .filter_map(move |(k, step)| {
                        let compact = kemu::Game::from_record(step.setup.record)
                            .ok()?
                            .to_compact();
                        let link = Query::default().with("record", Some(&compact));
                        Some(((lesson.title)(), k, link.text().to_string()))
                    })
            })
            .collect()
    }

    fn move_written(_: &KemuState, code: &str) -> Option<Move> {
        code.parse().ok()
    }

    fn last_move_written(s: &KemuState) -> Option<String> {
        s.game.moves().last().map(|m| m.to_string())
    }

    /// "Use the Tane" with its steps, and "Pass".
    fn question_controls(s: &KemuState, act: &Callback<KemuAction>) -> Html {
        let (moves, _) = Kemu::buttons(s, act);
        html! { <>
            <div class="buttons">{ moves }</div>
            { tane_panel(s, act) }
        </> }
    }

    /// The answers on the hollows their stones go to (a Tane turn or a pass has none).
    fn answers_board(s: &KemuState, labels: &[BoardLabel]) -> Html {
        let labels = labels
            .iter()
            .filter_map(|label| match label.code.parse::<Move>().ok()? {
                Move::Place(hollow) => Some((hollow, AttrValue::from(label.text.clone()))),
                _ => None,
            })
            .collect::<Vec<_>>();
        html! {
            <KemuBoard position={*s.game.position()} record={AttrValue::from(s.game.to_string())}
                outcome={AttrValue::from(s.game.outcome().code())}
                clickable_hollows={HollowSet::EMPTY} clickable_fields={FieldSet::EMPTY}
                tane_preview={TanePreview::default()} winning_hollows={HollowSet::EMPTY}
                winning_fields={FieldSet::EMPTY}
                last={None} show_names={true} {labels}
                on_hollow={Callback::noop()} on_field={Callback::noop()} />
        }
    }

    fn answers(s: &KemuState, question: &Question, level: &str) -> Html {
        html! {
            <KemuAnswers state={s.clone()} question={question.clone()} level={level.to_string()} />
        }
    }
}

#[derive(Properties, PartialEq)]
struct KemuAnswersProps {
    /// The question's position.
    state: KemuState,
    question: Question,
    /// The computer's level of the room, at which the engine finds the best move.
    level: String,
}

/// The class's answers, each judged beside the best move the engine finds, with the
/// values after them as they arrive.
#[function_component(KemuAnswers)]
fn kemu_answers(props: &KemuAnswersProps) -> Html {
    let question = &props.question;
    let judgement = use_kemu_judgement(
        props.state.game.clone(),
        props.level.clone(),
        question
            .answers
            .iter()
            .map(|(code, _)| code.clone())
            .collect(),
    );
    let verdict = Verdict {
        best: judgement.best.clone(),
        by_engine: true,
        marks: question
            .answers
            .iter()
            .filter_map(|(code, _)| Some((code.clone(), judgement.worth(code)?.mark())))
            .collect(),
        points: judgement
            .values
            .iter()
            .map(|(code, value)| (code.clone(), *value, value_words(*value)))
            .collect(),
    };
    let position = QuestionGame::<Kemu>(props.state.clone());
    answers::view(&position, question, &verdict)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::{checks, games};

    #[test]
    fn class_rooms_play_moeraki_kemu() {
        checks::all::<Kemu>();
    }

    #[test]
    fn the_tier_comes_from_the_address_else_the_beginners() {
        let rules = |query| Kemu::rules_in(&Query::parse(query));
        assert_eq!(rules("?class=new&game=kemu&tier=basic"), "basic");
        assert_eq!(rules("?class=new&game=kemu"), "beginner");
    }

    #[test]
    fn a_record_that_does_not_read_is_not_judged() {
        assert_eq!(games::judge::<Kemu>("record=nonsense"), None);
    }

    #[test]
    fn the_computer_game_keeps_the_rules() {
        let start = games::start::<Kemu>("basic");
        assert_eq!(
            games::computer_game::<Kemu>(&start, "3"),
            "?game=kemu&tier=basic&opponent=hard&match=1"
        );
    }
}
