//! The Moeraki Kemu engine in a web worker, so the page keeps responding while the
//! computer thinks: the worker's side of [`crate::engine`]'s messages. The worker says
//! `ready` once its WebAssembly has started; a move's request is the level, the
//! thinking time, the seed and the game as a compact record; a value's (the analysis of
//! a finished game) is the depth and the game up to the position, as a compact record.
//!
//! A question is begun in a task of its own (a zero timeout), so that a `cancel` already
//! waiting behind it is read first and the question is skipped.
//!
//! Plain text messages and a plain `Worker`, rather than a worker framework with a
//! binary codec: the first screen then carries no serialisation code.

use crate::engine::{EngineFailure, Question, Reply};
use std::cell::RefCell;
use std::collections::VecDeque;
use takaro::core::kemu::Game;
use takaro::kemu_analysis::MAX_DEPTH;
use takaro::kemu_engine::{self, Clock, Level};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// A request to think about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineRequest {
    /// The game so far, in compact form.
    pub record: String,
    pub level: Level,
    /// Thinking time in native-equivalent milliseconds.
    pub ms: u32,
    pub seed: u64,
}

impl EngineRequest {
    /// `<level> <ms> <seed> <record>`.
    pub fn to_message(&self) -> String {
        format!("{} {} {} {}", self.level, self.ms, self.seed, self.record)
    }

    /// Reads a request; `None` if any part is wrong.
    pub fn from_message(text: &str) -> Option<EngineRequest> {
        let mut words = text.splitn(4, ' ');
        Some(EngineRequest {
            level: words.next()?.parse().ok()?,
            ms: words.next()?.parse().ok()?,
            seed: words.next()?.parse().ok()?,
            record: words.next()?.to_string(),
        })
    }
}

/// A request to value the position a record ends in (see
/// [`kemu_engine::evaluate_for_matau`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalRequest {
    /// Plies searched, from 1 to [`MAX_DEPTH`].
    pub depth: u32,
    /// The game up to the position, in compact form.
    pub record: String,
}

impl EvalRequest {
    /// `<depth> <record>`.
    pub fn to_message(&self) -> String {
        format!("{} {}", self.depth, self.record)
    }

    /// Reads a request; `None` if any part is wrong or the depth is out of range.
    pub fn from_message(text: &str) -> Option<EvalRequest> {
        let (depth, record) = text.split_once(' ')?;
        let depth = depth.parse().ok().filter(|d| (1..=MAX_DEPTH).contains(d))?;
        Some(EvalRequest {
            depth,
            record: record.to_string(),
        })
    }
}

/// Time in the worker, from `Date.now()`.
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> f64 {
        js_sys::Date::now() - self.0
    }
}

/// Works out the answer to a request: the move in notation.
pub fn think(request: &str) -> Result<String, EngineFailure> {
    let req = EngineRequest::from_message(request).ok_or(EngineFailure::BadRequest)?;
    let game = Game::from_compact(&req.record).map_err(|_| EngineFailure::BadRecord)?;
    let clock = DateClock(js_sys::Date::now());
    kemu_engine::choose(game.position(), req.level, Some(req.ms), req.seed, &clock)
        .map(|chosen| chosen.mv.to_string())
        .ok_or(EngineFailure::GameOver)
}

/// Works out the value of the position a request's record ends in, for Matau, with the
/// same search as `takaro kemu eval` (no clock: it depends on the depth alone).
pub fn evaluate(request: &str) -> Result<i32, EngineFailure> {
    let req = EvalRequest::from_message(request).ok_or(EngineFailure::BadRequest)?;
    let game = Game::from_compact(&req.record).map_err(|_| EngineFailure::BadRecord)?;
    Ok(kemu_engine::evaluate_for_matau(game.position(), req.depth))
}

thread_local! {
    /// Questions read but not yet begun.
    static QUEUE: RefCell<VecDeque<Question>> = const { RefCell::new(VecDeque::new()) };
}

fn scope() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

/// Answers the oldest question waiting (in its own task: see the module's notes).
fn answer_next() {
    let reply = match QUEUE.with(|q| q.borrow_mut().pop_front()) {
        Some(Question::Think { id, request }) => Reply::Answer {
            id,
            answer: think(&request),
        },
        Some(Question::Evaluate { id, request }) => match evaluate(&request) {
            Ok(value) => Reply::Value { id, value },
            Err(e) => Reply::Answer { id, answer: Err(e) },
        },
        Some(Question::Cancel { .. }) | None => return,
    };
    let _ = scope().post_message(&reply.to_message().into());
}

/// The worker's side: answers every question it is sent (the worker bin's `main`).
pub fn serve() {
    let scope = scope();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            match Question::from_message(&text) {
                Some(Question::Cancel { id }) => {
                    QUEUE.with(|q| q.borrow_mut().retain(|queued| queued.id() != id));
                }
                Some(question) => {
                    QUEUE.with(|q| q.borrow_mut().push_back(question));
                    let later = Closure::once_into_js(answer_next);
                    let _ = crate::kemu::worker::scope()
                        .set_timeout_with_callback(later.unchecked_ref());
                }
                None => {}
            }
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&Reply::Ready.to_message().into());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip_as_text() {
        let request = EngineRequest {
            record: "b1k-f6c3".to_string(),
            level: Level::Hard,
            ms: 400,
            seed: 12_345_678_901,
        };
        assert_eq!(request.to_message(), "hard 400 12345678901 b1k-f6c3");
        assert_eq!(
            EngineRequest::from_message(&request.to_message()),
            Some(request)
        );
        for bad in [
            "hard 400",
            "godlike 400 1 x",
            "hard soon 1 x",
            "hard 400 x y",
        ] {
            assert_eq!(EngineRequest::from_message(bad), None, "{bad}");
        }
    }

    #[test]
    fn value_requests_round_trip_and_keep_the_depth_in_range() {
        let request = EvalRequest {
            depth: 3,
            record: "b1k-f6c3".to_string(),
        };
        assert_eq!(request.to_message(), "3 b1k-f6c3");
        assert_eq!(EvalRequest::from_message("3 b1k-f6c3"), Some(request));
        for bad in ["3", "0 b1k", "9 b1k", "x b1k", "-1 b1k", ""] {
            assert_eq!(EvalRequest::from_message(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_worker_values_a_position_as_the_command_line_does() {
        let game = Game::from_record("beginner a=matau f6 c1 a3 e1 a5 g1 k3").unwrap();
        let request = EvalRequest {
            depth: 3,
            record: game.to_compact(),
        };
        assert_eq!(
            evaluate(&request.to_message()),
            Ok(kemu_engine::evaluate_for_matau(game.position(), 3))
        );
        assert_eq!(evaluate("3 !!"), Err(EngineFailure::BadRecord));
        assert_eq!(evaluate("deep b1k"), Err(EngineFailure::BadRequest));
    }
}
