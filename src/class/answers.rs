//! The class's answers to a question, as its game judged them ([`Verdict`]): the question's
//! board with them marked, each move chosen with how many chose it, its mark and (where the
//! engine valued it) its value, and after Reveal the best move in words. Page contract:
//! `[data-class-answer]` (`data-move`, `data-count`, `data-value`, `data-points`,
//! `data-best`), `[data-testid=class-reveal]` (`data-move`).

use super::client::{Question, Stage};
use super::question_game::QuestionPosition;
use super::question_play::BoardLabel;
use crate::t;
use yew::prelude::*;

/// How an answer stands beside the best move, shown as a symbol beside its count so that
/// colour is never the only cue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grade {
    /// As good as the best (✓).
    Best,
    /// Short of it (=).
    Short,
    /// Wrong (✗).
    Wrong,
}

impl Grade {
    pub fn symbol(self) -> &'static str {
        match self {
            Grade::Best => "✓",
            Grade::Short => "=",
            Grade::Wrong => "✗",
        }
    }
}

/// An answer's worth, as its game judged it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub grade: Grade,
    /// `data-value` and the answer's class (`win`, `weaker`, …).
    pub code: &'static str,
    /// The worth in words ("wins", "a little weaker than the best move found").
    pub words: &'static str,
}

/// What a game has said of the class's answers so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Verdict {
    /// The best move, as the rules core writes it, once known.
    pub best: Option<String>,
    /// Whether the engine found it (which the reveal says beside it); else it is exact.
    pub by_engine: bool,
    /// Each answer judged so far: its move's code and its mark.
    pub marks: Vec<(String, Mark)>,
    /// Each answer the engine has valued so far: its move's code, the value after it
    /// (`data-points`) and that value in words.
    pub points: Vec<(String, i32, String)>,
}

impl Verdict {
    fn mark(&self, code: &str) -> Option<Mark> {
        self.marks.iter().find(|(c, _)| c == code).map(|m| m.1)
    }

    fn points(&self, code: &str) -> Option<(i32, String)> {
        self.points
            .iter()
            .find(|(c, _, _)| c == code)
            .map(|(_, value, words)| (*value, words.clone()))
    }
}

/// The class's answers to `question` at `position`, as `verdict` judges them.
pub fn view(position: &dyn QuestionPosition, question: &Question, verdict: &Verdict) -> Html {
    let labels = question
        .answers
        .iter()
        .map(|(code, count)| {
            let mark = verdict.mark(code);
            let symbol = mark
                .map(|m| format!(" {}", m.grade.symbol()))
                .unwrap_or_default();
            BoardLabel {
                code: code.clone(),
                text: format!("×{count}{symbol}"),
                kind: mark.map(|m| m.code),
            }
        })
        .collect::<Vec<_>>();
    let best = verdict.best.clone();
    html! { <>
        <div class="class-question-board" data-testid="class-answers-board">{ position.answers_board(&labels) }</div>
        <ul class="class-answers" data-testid="class-answers">
            { for question.answers.iter().map(|(code, count)| {
                let mark = verdict.mark(code);
                let is_best = best.as_deref() == Some(code.as_str());
                let points = verdict.points(code);
                html! {
                    <li key={code.clone()} data-class-answer="" data-move={code.clone()} data-count={count.to_string()}
                        data-value={mark.map(|m| m.code)} data-points={points.as_ref().map(|p| p.0.to_string())}
                        data-best={is_best.then_some("true")}
                        class={classes!("class-answer", mark.map(|m| m.code))}>
                        if let Some(mark) = mark {
                            <span class="class-answer-mark" aria-hidden="true">{ mark.grade.symbol() }{ " " }</span>
                        }
                        <span class="class-answer-move">{ position.move_words(code).unwrap_or_else(|| code.clone()) }</span>
                        { " " }<strong class="class-answer-count">{ t::class_answer_count(*count as u32) }</strong>
                        if let Some(mark) = mark {
                            { " " }<span class="class-answer-value">{ mark.words }</span>
                        }
                        if let Some((_, words)) = points {
                            { " " }<span class="class-answer-points">{ "(" }{ words }{ ")" }</span>
                        }
                        if is_best && verdict.by_engine && question.stage == Stage::Revealed {
                            { " " }<span class="class-answer-value">{ t::class_answer_engine_best() }</span>
                        }
                    </li>
                }
            }) }
        </ul>
        if question.answers.is_empty() {
            <p>{ t::class_no_answers() }</p>
        }
        if question.stage == Stage::Revealed {
            if let Some(best) = best {
                <p class="class-reveal" role="status" data-testid="class-reveal" data-move={best.clone()}>
                    { t::class_best_move(position.move_words(&best).unwrap_or(best)) }
                </p>
            }
        }
    </> }
}
