//! The analysis page (`?game=kemu&analyse=1`, in the learning bundle): for a Moeraki Kemu
//! game, finished or in progress ("Analyse so far"), the engine worker values every
//! position, one question a position
//! ([`crate::engine::evaluate`]), while a progress bar fills and the page stays usable;
//! then the chart of the values ([`crate::chart`]), each dot a button that shows its
//! position, and the moves that lost most in words ([`takaro::kemu_analysis::marks`]),
//! each a button that shows the board after that move. Leaving the game (a new game,
//! another page) drops the question waiting, which cancels it.

use super::analysis_slot::ARRIVED;
use crate::chart::{ChartPoint, ChartPoints, ValueChart};
use crate::engine::{self, EngineFailure, Ticket, ValueRequest};
use crate::t;
use std::cell::RefCell;
use std::rc::Rc;
use takaro::core::kemu::Game;
use takaro::kemu_analysis::{
    capped, forced_winner, marks, Consequence, Mark, CAP, DEPTH, THRESHOLD,
};
use yew::prelude::*;

/// The requests for every position of `game`: the game up to it, in compact form.
fn requests(game: &Game) -> Vec<ValueRequest> {
    let mut prefix = Game::from_start(*game.start());
    let mut out = Vec::with_capacity(game.moves().len() + 1);
    let request = |g: &Game| ValueRequest {
        depth: DEPTH,
        record: g.to_compact(),
    };
    out.push(request(&prefix));
    for &mv in game.moves() {
        if prefix.play(mv).is_err() {
            break; // cannot happen: the game's own moves
        }
        out.push(request(&prefix));
    }
    out
}

/// How far the analysis has come.
#[derive(Clone, Debug, Default, PartialEq)]
struct Progress {
    started: bool,
    values: Vec<i32>,
    failed: Option<EngineFailure>,
}

enum Step {
    Start,
    Value(i32),
    Failed(EngineFailure),
}

impl Reducible for Progress {
    type Action = Step;
    fn reduce(self: Rc<Self>, step: Step) -> Rc<Self> {
        let mut next = (*self).clone();
        match step {
            Step::Start => {
                next = Progress {
                    started: true,
                    ..Progress::default()
                }
            }
            Step::Value(v) => next.values.push(v),
            Step::Failed(e) => next.failed = Some(e),
        }
        Rc::new(next)
    }
}

/// The question waiting, kept so that dropping it (when the component goes) cancels it.
type Waiting = Rc<RefCell<Option<Ticket>>>;

/// Asks for the value of position `k`, and on its answer for the next one.
fn ask_from(
    k: usize,
    requests: Rc<Vec<ValueRequest>>,
    progress: UseReducerDispatcher<Progress>,
    waiting: Waiting,
) {
    let Some(request) = requests.get(k).cloned() else {
        waiting.borrow_mut().take();
        return;
    };
    let slot = waiting.clone();
    let ticket = engine::evaluate(request, move |answer| match answer {
        Ok(value) => {
            progress.dispatch(Step::Value(value));
            ask_from(k + 1, requests.clone(), progress.clone(), slot.clone());
        }
        Err(e) => {
            slot.borrow_mut().take();
            progress.dispatch(Step::Failed(e));
        }
    });
    // The ticket before (already answered) is replaced; this one waits.
    *waiting.borrow_mut() = ticket;
}

/// A value in words: "Matau has won", "Manaia is sure to win", "-37 for Matau" (also
/// beside a class's answers to a question, `super::class_play`).
pub fn value_words(value: i32) -> String {
    match forced_winner(value) {
        Some(w) if value.abs() == takaro::kemu_engine::WIN => t::kemu_eval_won(w.name()),
        Some(w) => t::kemu_eval_forced(w.name()),
        None => t::kemu_eval_points(value.to_string()),
    }
}

/// A marked move in words, e.g. "move 23: Manaia's g7 let Matau make a double threat at
/// e5".
fn mark_words(m: &Mark) -> String {
    let (move_, mover, notation, opponent) = (
        m.ply,
        m.mover.name(),
        m.mv.to_string(),
        m.mover.other().name(),
    );
    match m.consequence {
        Consequence::MissedWin(h) => t::kemu_mark_missed_win(t::KemuMarkMissedWin {
            move_,
            mover,
            notation,
            hollow: h.to_string(),
        }),
        Consequence::WinNow(h) => t::kemu_mark_win_now(t::KemuMarkWinNow {
            move_,
            mover,
            notation,
            opponent,
            hollow: h.to_string(),
        }),
        Consequence::DoubleThreat(h) => t::kemu_mark_double_threat(t::KemuMarkDoubleThreat {
            move_,
            mover,
            notation,
            opponent,
            hollow: h.to_string(),
        }),
        Consequence::MissedForcedWin => {
            t::kemu_mark_missed_forced_win(t::KemuMarkMissedForcedWin {
                move_,
                mover,
                notation,
            })
        }
        Consequence::ForcedWin => t::kemu_mark_forced_win(t::KemuMarkForcedWin {
            move_,
            mover,
            notation,
            opponent,
        }),
        Consequence::Points => t::kemu_mark_points(t::KemuMarkPoints {
            move_,
            mover,
            notation,
            points: crate::i18n::count(m.lost.unsigned_abs() as usize),
        }),
    }
}

/// The chart's dots: one a position, with its value in `data-value`.
fn points(values: &[i32], marks: &[Mark]) -> Vec<ChartPoint> {
    values
        .iter()
        .enumerate()
        .map(|(ply, &value)| ChartPoint {
            ply,
            level: f64::from(capped(value)) / f64::from(CAP),
            class: match value {
                v if v > 0 => "value-matau",
                v if v < 0 => "value-manaia",
                _ => "value-even",
            },
            marked: marks.iter().any(|m| m.ply == ply),
            // The tooltips' words are the Mū tōrere chart's.
            title: if ply == 0 {
                t::mu_chart_at_start(value_words(value))
            } else {
                t::mu_chart_after_move(t::MuChartAfterMove {
                    move_: ply,
                    value: value_words(value),
                })
            },
            value: value.to_string(),
            distance: None,
            position: None,
        })
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct AnalysisProps {
    /// The game, finished or not.
    pub game: Game,
    /// The move after which the board shows the game.
    pub shown: usize,
    /// Shows the board after that many moves.
    pub on_step: Callback<usize>,
}

/// The analysis of a game, begun at once: the learning bundle's
/// [`super::analysis_slot::Analyser`].
pub fn view(game: &Game, shown: usize, on_step: &Callback<usize>) -> Html {
    html! { <Analysis key={game.to_compact()} game={game.clone()} {shown} on_step={on_step.clone()} /> }
}

#[function_component(Analysis)]
pub fn analysis(props: &AnalysisProps) -> Html {
    let progress = use_reducer(Progress::default);
    let waiting: Waiting = use_memo((), |_| RefCell::new(None::<Ticket>));
    let requests = use_memo(props.game.clone(), requests);
    {
        // Leaving drops the question waiting, which cancels it.
        let waiting = waiting.clone();
        use_effect_with((), move |_| move || drop(waiting.borrow_mut().take()));
    }
    let total = requests.len();
    let done = progress.values.len();
    let complete = progress.started && done == total;
    let computed = use_memo((props.game.clone(), complete), |(game, complete)| {
        if !*complete {
            return (ChartPoints(Rc::new(Vec::new())), Vec::new());
        }
        let found = marks(game, &progress.values);
        (
            ChartPoints(Rc::new(points(&progress.values, &found))),
            found,
        )
    });
    let begin = {
        let (progress, waiting, requests) = (progress.clone(), waiting.clone(), requests.clone());
        move || {
            progress.dispatch(Step::Start);
            ask_from(0, requests.clone(), progress.dispatcher(), waiting.clone());
        }
    };
    {
        // The analysis page was opened to analyse: begin at once.
        let begin = begin.clone();
        use_effect_with((), move |_| begin());
    }
    {
        // Arrived by "Analyse the game" ([`ARRIVED`]): once drawn, the analysis is brought
        // into view and focused, so the page visibly changed (and the chart is read out
        // next). A link that opens the page plainly keeps the board and turn line in view.
        use_effect_with(complete, |complete| {
            let arrived = web_sys::window()
                .and_then(|w| w.location().hash().ok())
                .is_some_and(|hash| hash == ARRIVED);
            if *complete && arrived {
                crate::ask_first::focus("[data-testid=\"analysis\"]", true);
            }
        });
    }
    // After a failure, the player asks again.
    let start = Callback::from(move |_: MouseEvent| begin());
    if !progress.started || (progress.failed.is_some() && !complete) {
        return html! {
            <div class="analysis" data-testid="analysis">
                if progress.failed.is_some() {
                    <p class="message" role="alert">{ t::kemu_analysis_failed() }</p>
                }
                <button class="primary" onclick={start} data-testid="analyse">{ t::kemu_analyse() }</button>
            </div>
        };
    }
    if !complete {
        return html! {
            <div class="analysis" data-testid="analysis">
                // The progress bar's styles (the chart, with the marks, brings its own).
                { crate::lazy_style::stylesheet("charts.css") }
                <label class="analysis-progress">
                    <span>{ t::kemu_analysis_progress() }</span>
                    <progress max={total.to_string()} value={done.to_string()}
                              data-testid="analysis-progress"></progress>
                </label>
            </div>
        };
    }
    let (points, found) = &*computed;
    let summary = t::kemu_analysis_summary(t::KemuAnalysisSummary {
        count: crate::i18n::count(total),
        marks: crate::i18n::count(found.len()),
    });
    let note = t::kemu_analysis_note(t::KemuAnalysisNote {
        depth: crate::i18n::own_moves(DEPTH),
        threshold: crate::i18n::count(THRESHOLD as usize),
    });
    let marks = found.iter().map(|m| {
        let ply = m.ply;
        let onclick = props.on_step.reform(move |_: MouseEvent| ply);
        html! {
            <li>
                <button {onclick} data-mark-ply={ply.to_string()} data-mark-kind={m.consequence.code()}
                        aria-pressed={(props.shown == ply).to_string()}>{ mark_words(m) }</button>
            </li>
        }
    });
    html! {
        <div class="analysis" data-testid="analysis" data-analysed={total.to_string()}>
            <ValueChart testid="analysis-chart" caption={t::kemu_analysis_caption()} {summary}
                        rows={[t::kemu_analysis_matau_ahead().into(), t::kemu_analysis_even().into(), t::kemu_analysis_manaia_ahead().into()]}
                        points={points.clone()} {note}
                        shown={Some(props.shown)} on_pick={props.on_step.clone()}>
                if found.is_empty() {
                    <p>{ t::kemu_analysis_no_marks() }</p>
                } else {
                    <p>{ t::kemu_analysis_marks() }</p>
                    <ul class="analysis-marks" data-testid="analysis-marks">{ for marks }</ul>
                }
            </ValueChart>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::Tribe;
    use takaro::kemu_analysis::evaluate_game;

    /// In English the page's words are the command line's, for every mark of a few
    /// games, and every value reads as its kind.
    #[test]
    fn english_marks_read_as_the_command_line_s() {
        let mut seen = 0;
        for record in [
            "beginner a=matau f6 c1 a3 e1 a5 g1 k3 i1",
            "beginner a=matau f6 c1 a3 e1 a5 g1 a7 k5 i1",
        ] {
            let game = Game::from_record(record).unwrap();
            let values = evaluate_game(&game, DEPTH);
            for m in marks(&game, &values) {
                assert_eq!(mark_words(&m), m.words());
                seen += 1;
            }
            if game.position().is_over() {
                assert_eq!(value_words(*values.last().unwrap()), "Manaia has won");
            }
        }
        assert!(seen >= 2);
        let m = Mark {
            ply: 4,
            mover: Tribe::Matau,
            mv: "e5".parse().unwrap(),
            lost: 180,
            consequence: Consequence::Points,
        };
        assert_eq!(mark_words(&m), m.words());
        for c in [
            Consequence::ForcedWin,
            Consequence::DoubleThreat("d4".parse().unwrap()),
        ] {
            let m = Mark {
                consequence: c,
                ..m
            };
            assert_eq!(mark_words(&m), m.words());
        }
        assert_eq!(value_words(-37), "-37 for Matau");
        assert_eq!(
            value_words(takaro::kemu_engine::WIN_SOON),
            "Matau is sure to win"
        );
    }

    #[test]
    fn requests_name_every_position_and_dots_carry_the_values() {
        let game = Game::from_record("basic a=manaia f6 e5 g7").unwrap();
        let asked = requests(&game);
        assert_eq!(asked.len(), 4);
        assert!(asked.iter().all(|request| request.depth == DEPTH));
        assert_eq!(Game::from_compact(&asked[3].record).unwrap(), game);
        let first = Game::from_compact(&asked[0].record).unwrap();
        assert_eq!(first.moves().len(), 0);
        let dots = points(&[0, 40, -2000, 1_000_000], &[]);
        assert_eq!(dots[2].value, "-2000");
        assert_eq!(dots[2].level, -1.0, "capped");
        assert_eq!(dots[1].class, "value-matau");
        assert_eq!(dots[0].class, "value-even");
    }
}
