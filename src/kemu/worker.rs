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

use crate::engine::{
    Answer, EngineFailure, MoveRequest, Question, Reply, Unreadable, ValueRequest,
};
use std::cell::RefCell;
use std::collections::VecDeque;
use takaro::core::kemu::{Game, Move};
use takaro::kemu_analysis::MAX_DEPTH;
use takaro::kemu_engine::{self, Clock, Level};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The request for the computer's move in `game` at `level`, thinking for the level's
/// usual time.
pub fn move_request(game: &Game, level: Level, seed: u64) -> MoveRequest {
    MoveRequest {
        record: game.to_compact(),
        level: level as u8,
        ms: level.default_ms(),
        seed,
    }
}

/// The level a request's number stands for (see [`move_request`]).
fn level_of(number: u8) -> Option<Level> {
    Level::ALL.get(usize::from(number)).copied()
}

/// Time in the worker, from `Date.now()`.
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> f64 {
        js_sys::Date::now() - self.0
    }
}

/// Works out the move a request asks for.
pub fn think(request: &MoveRequest) -> Result<Move, EngineFailure> {
    let level = level_of(request.level).ok_or(EngineFailure::BadRequest)?;
    let game = Game::from_compact(&request.record).map_err(|_| EngineFailure::BadRecord)?;
    let clock = DateClock(js_sys::Date::now());
    kemu_engine::choose(
        game.position(),
        level,
        Some(request.ms),
        request.seed,
        &clock,
    )
    .map(|chosen| chosen.mv)
    .ok_or(EngineFailure::GameOver)
}

/// Works out the value of the position a request's record ends in, for Matau, with the
/// same search as `takaro kemu eval` (no clock: it depends on the depth alone), searching
/// from 1 to [`MAX_DEPTH`] plies.
pub fn evaluate(request: &ValueRequest) -> Result<i32, EngineFailure> {
    if !(1..=MAX_DEPTH).contains(&request.depth) {
        return Err(EngineFailure::BadRequest);
    }
    let game = Game::from_compact(&request.record).map_err(|_| EngineFailure::BadRecord)?;
    Ok(kemu_engine::evaluate_for_matau(
        game.position(),
        request.depth,
    ))
}

/// The reply to a question, `None` for a cancellation.
fn reply(question: &Question) -> Option<Reply<Move>> {
    let (id, answer) = match question {
        Question::Think { id, request } => (*id, think(request).map(Answer::Move)),
        Question::Evaluate { id, request } => (*id, evaluate(request).map(Answer::Value)),
        Question::Cancel { .. } => return None,
    };
    Some(Reply::Answer { id, answer })
}

thread_local! {
    /// Questions read but not yet begun.
    static QUEUE: RefCell<VecDeque<Question>> = const { RefCell::new(VecDeque::new()) };
}

fn scope() -> web_sys::DedicatedWorkerGlobalScope {
    js_sys::global().unchecked_into()
}

fn post(reply: &Reply<Move>) {
    let _ = scope().post_message(&reply.encode().into());
}

/// Answers the oldest question waiting (in its own task: see the module's notes).
fn answer_next() {
    let question = QUEUE.with(|q| q.borrow_mut().pop_front());
    if let Some(reply) = question.as_ref().and_then(reply) {
        post(&reply);
    }
}

/// The worker's side: answers every question it is sent (the worker bin's `main`).
pub fn serve() {
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            match Question::decode(&text) {
                Ok(Question::Cancel { id }) => {
                    QUEUE.with(|q| q.borrow_mut().retain(|queued| queued.id() != id));
                }
                Ok(question) => {
                    QUEUE.with(|q| q.borrow_mut().push_back(question));
                    let later = Closure::once_into_js(answer_next);
                    let _ = scope().set_timeout_with_callback(later.unchecked_ref());
                }
                Err(Unreadable { id: Some(id) }) => post(&Reply::Answer {
                    id,
                    answer: Err(EngineFailure::BadRequest),
                }),
                Err(Unreadable { id: None }) => {}
            }
        });
    scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&Reply::Ready);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_request_round_trips_with_its_level() {
        let game = Game::from_record("beginner a=matau f6 c1 a3").unwrap();
        for level in Level::ALL {
            let request = move_request(&game, level, 12_345_678_901);
            assert_eq!(level_of(request.level), Some(level));
            assert_eq!(request.ms, level.default_ms());
            assert_eq!(Game::from_compact(&request.record), Ok(game.clone()));
            let question = Question::Think { id: 1, request };
            assert_eq!(Question::decode(&question.encode()), Ok(question));
        }
        assert_eq!(level_of(3), None);
    }

    #[test]
    fn a_move_reply_round_trips_with_its_move() {
        let mv: Move = "f6".parse().unwrap();
        let reply = Reply::Answer {
            id: 9,
            answer: Ok(Answer::Move(mv)),
        };
        assert_eq!(reply.encode(), "move 9 f6");
        assert_eq!(Reply::<Move>::decode(&reply.encode()), Ok(reply));
        assert_eq!(
            Reply::<Move>::decode("move 9 z99"),
            Err(Unreadable { id: Some(9) })
        );
    }

    #[test]
    fn bad_requests_and_records_are_refused_with_their_codes() {
        let game = Game::from_record("beginner a=matau f6 c1 a3").unwrap();
        let mut request = move_request(&game, Level::Easy, 1);
        request.level = 3;
        assert_eq!(think(&request), Err(EngineFailure::BadRequest));
        for depth in [0, MAX_DEPTH + 1] {
            let request = ValueRequest {
                depth,
                record: game.to_compact(),
            };
            assert_eq!(evaluate(&request), Err(EngineFailure::BadRequest));
        }
        let request = ValueRequest {
            depth: 3,
            record: "!!".to_string(),
        };
        assert_eq!(evaluate(&request), Err(EngineFailure::BadRecord));
    }

    #[test]
    fn the_worker_values_a_position_as_the_command_line_does() {
        let game = Game::from_record("beginner a=matau f6 c1 a3 e1 a5 g1 k3").unwrap();
        let question = Question::Evaluate {
            id: 4,
            request: ValueRequest {
                depth: 3,
                record: game.to_compact(),
            },
        };
        let question = Question::decode(&question.encode()).unwrap();
        let value = kemu_engine::evaluate_for_matau(game.position(), 3);
        assert_eq!(
            reply(&question),
            Some(Reply::Answer {
                id: 4,
                answer: Ok(Answer::Value(value))
            })
        );
        assert_eq!(reply(&Question::Cancel { id: 4 }), None);
    }
}
