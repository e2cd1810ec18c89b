//! The page's one engine worker: started once (the first time the computer is asked,
//! or earlier with [`start`]) and reused for every computer move. Each question gets a
//! [`Ticket`]; dropping the ticket (undo, a new game, leaving the page) cancels it with a
//! message: the worker skips a question it has not begun, and an answer that still
//! arrives is not delivered.
//!
//! Inside the page the questions and answers are typed ([`Question`], [`Reply`]); they
//! become text only on the way to and from the worker, in [`Question::encode`] /
//! [`Question::decode`] and [`Reply::encode`] / [`Reply::decode`]. The text is lines of
//! words with codes, never sentences (the game's worker speaks the other side):
//! - page → worker: `think <id> <level> <ms> <seed> <record>` (a move),
//!   `eval <id> <depth> <record>` (a position's value, for the analysis of a finished
//!   game), `cancel <id>`;
//! - worker → page: `ready`, `move <id> <move>`, `value <id> <number>`, `error <id> <code>`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;
use std::str::FromStr;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The engine worker's loader, beside the page (built by Trunk).
pub(crate) const LOADER: &str = "worker_loader.js";

mod message;

use message::READY;
pub use message::{Answer, EngineFailure, MoveRequest, Question, Reply, Unreadable, ValueRequest};

/// What question `id`'s asker hears from a reply read as `read`: its answer, a bad reply
/// (the message was unreadable and may have been its own), or nothing (the worker's
/// `ready`, or the answer to another question, cancelled since).
fn answer_for<M>(
    id: u32,
    read: Result<Reply<M>, Unreadable>,
) -> Option<Result<Answer<M>, EngineFailure>> {
    match read {
        Ok(Reply::Answer { id: of, answer }) if of == id => Some(answer),
        Err(Unreadable { id: None }) => Some(Err(EngineFailure::BadReply)),
        Err(Unreadable { id: Some(of) }) if of == id => Some(Err(EngineFailure::BadReply)),
        _ => None,
    }
}

/// A request for a move of type `M`, with how the worker's reply to it is read: made
/// from a [`MoveRequest`] where `M` can be read from text (`request.into()`).
pub struct MoveQuestion<M> {
    pub request: MoveRequest,
    read: fn(&str) -> Result<Reply<M>, Unreadable>,
}

impl<M: FromStr> From<MoveRequest> for MoveQuestion<M> {
    fn from(request: MoveRequest) -> Self {
        MoveQuestion {
            request,
            read: Reply::decode,
        }
    }
}

/// The question waiting hears the worker's messages, reads them into its asker's types
/// and stops waiting once one is its answer; or it hears that the worker stopped (and
/// has already stopped waiting).
type Listener = Rc<dyn Fn(Result<&str, EngineFailure>)>;

/// The page's side of the worker.
struct Engine {
    worker: web_sys::Worker,
    ready: bool,
    /// Messages waiting for `ready`.
    waiting: VecDeque<String>,
    /// The question whose answer is still wanted, and who wants it.
    asking: Option<(u32, Listener)>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static ENGINE: RefCell<Option<Engine>> = const { RefCell::new(None) };
    /// The last question's id, across workers (a restarted worker never reuses one).
    static LAST_ID: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Starts the worker if it is not running yet, so the first question is answered
/// without waiting for it. Returns whether it runs.
pub fn start() -> bool {
    ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        if engine.is_none() {
            *engine = Engine::spawn();
        }
        engine.is_some()
    })
}

impl Engine {
    fn spawn() -> Option<Engine> {
        let worker = web_sys::Worker::new(LOADER).ok()?;
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
                on_message(&e.data().as_string().unwrap_or_default());
            });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_| on_failure());
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(Engine {
            worker,
            ready: false,
            waiting: VecDeque::new(),
            asking: None,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    fn send(&mut self, question: &Question) {
        let text = question.encode();
        if self.ready {
            let _ = self.worker.post_message(&text.into());
        } else {
            self.waiting.push_back(text);
        }
    }
}

/// Sends what waited for `ready`, or has the question waiting hear the message (outside
/// the borrow, so its asker may ask again).
fn on_message(text: &str) {
    let listener = ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        let engine = engine.as_mut()?;
        if text == READY {
            engine.ready = true;
            for text in std::mem::take(&mut engine.waiting) {
                let _ = engine.worker.post_message(&text.into());
            }
            return None;
        }
        engine.asking.as_ref().map(|(_, listener)| listener.clone())
    });
    if let Some(listener) = listener {
        listener(Ok(text));
    }
}

/// Whether question `id` was still waiting; it no longer is.
fn stop_waiting(id: u32) -> bool {
    ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        let asking = engine.as_mut().map(|engine| &mut engine.asking);
        match asking {
            Some(asking) if asking.as_ref().is_some_and(|(of, _)| *of == id) => {
                *asking = None;
                true
            }
            _ => false,
        }
    })
}

/// The worker stopped with an error: the question waiting is told, and the next one
/// starts a new worker.
fn on_failure() {
    let listener = ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        let listener = engine.as_mut()?.asking.take();
        if let Some(old) = engine.take() {
            old.worker.terminate();
        }
        listener
    });
    if let Some((_, listener)) = listener {
        listener(Err(EngineFailure::CouldNotStart));
    }
}

/// A question being thought about; dropping it cancels it.
pub struct Ticket {
    id: u32,
}

/// Asks the worker for a move; `on_move` hears the answer unless the ticket is dropped
/// first. A worker that cannot start answers at once with
/// [`EngineFailure::CouldNotStart`] (and no ticket).
pub fn ask<M: 'static>(
    question: MoveQuestion<M>,
    on_move: impl Fn(Result<M, EngineFailure>) + 'static,
) -> Option<Ticket> {
    let MoveQuestion { request, read } = question;
    put(
        |id| Question::Think { id, request },
        read,
        move |answer| on_move(answer.and_then(Answer::into_move)),
    )
}

/// Asks the worker for the value of a position, as [`ask`] does for a move.
pub fn evaluate(
    request: ValueRequest,
    on_value: impl Fn(Result<i32, EngineFailure>) + 'static,
) -> Option<Ticket> {
    // A move (which no value question is answered with) is read as text, then refused.
    put(
        |id| Question::Evaluate { id, request },
        Reply::<String>::decode,
        move |answer| on_value(answer.and_then(Answer::into_value)),
    )
}

/// Sends a question with a new id; its replies are read as `read`, and its answer goes
/// to `on_answer`. One question waits at a time: a new one cancels the one before.
fn put<M: 'static>(
    question: impl FnOnce(u32) -> Question,
    read: fn(&str) -> Result<Reply<M>, Unreadable>,
    on_answer: impl Fn(Result<Answer<M>, EngineFailure>) + 'static,
) -> Option<Ticket> {
    if !start() {
        on_answer(Err(EngineFailure::CouldNotStart));
        return None;
    }
    ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        let engine = engine.as_mut()?;
        let id = LAST_ID.with(|last| {
            last.set(last.get() + 1);
            last.get()
        });
        let listener = move |heard: Result<&str, EngineFailure>| {
            let answer = match heard {
                Ok(text) => match answer_for(id, read(text)) {
                    Some(answer) if stop_waiting(id) => answer,
                    _ => return,
                },
                Err(stopped) => Err(stopped),
            };
            on_answer(answer);
        };
        if let Some((before, _)) = engine.asking.replace((id, Rc::new(listener))) {
            engine.send(&Question::Cancel { id: before });
        }
        engine.send(&question(id));
        Some(Ticket { id })
    })
}

impl Drop for Ticket {
    /// A question still waiting for its answer is cancelled; an answered one is done.
    fn drop(&mut self) {
        ENGINE.with(|engine| {
            if let Some(engine) = engine.borrow_mut().as_mut() {
                if engine.asking.as_ref().is_some_and(|(id, _)| *id == self.id) {
                    engine.asking = None;
                    engine.send(&Question::Cancel { id: self.id });
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game whose moves are small numbers.
    type TestReply = Reply<u8>;

    fn think(id: u32) -> Question {
        Question::Think {
            id,
            request: MoveRequest {
                record: "b1k-f6c3".to_string(),
                level: 2,
                ms: 400,
                seed: 12_345_678_901,
            },
        }
    }

    #[test]
    fn questions_round_trip_as_text() {
        assert_eq!(think(7).encode(), "think 7 2 400 12345678901 b1k-f6c3");
        let eval = Question::Evaluate {
            id: 8,
            request: ValueRequest {
                depth: 3,
                record: "b1k-f6c3".to_string(),
            },
        };
        assert_eq!(eval.encode(), "eval 8 3 b1k-f6c3");
        for question in [think(7), eval, Question::Cancel { id: 7 }] {
            assert_eq!(Question::decode(&question.encode()), Ok(question));
        }
    }

    #[test]
    fn an_unreadable_question_keeps_its_id_when_it_can() {
        for bad in ["", "think", "think x 2 400 1 r", "1 think"] {
            assert_eq!(Question::decode(bad), Err(Unreadable { id: None }), "{bad}");
        }
        for bad in [
            "think 3",
            "think 3 2 400",
            "think 3 hard 400 1 r",
            "think 3 2 soon 1 r",
            "think 3 2 400 -1 r",
            "think 3 999 400 1 r",
            "eval 3",
            "eval 3 deep r",
            "cancel 3 4",
            "stop 3",
        ] {
            assert_eq!(
                Question::decode(bad),
                Err(Unreadable { id: Some(3) }),
                "{bad}"
            );
        }
    }

    #[test]
    fn replies_round_trip_as_text() {
        let replies = [
            Reply::Ready,
            Reply::Answer {
                id: 3,
                answer: Ok(Answer::Move(42)),
            },
            Reply::Answer {
                id: 5,
                answer: Ok(Answer::Value(-999_948)),
            },
        ]
        .into_iter()
        .chain(EngineFailure::ALL.map(|e| Reply::Answer {
            id: 4,
            answer: Err(e),
        }));
        for reply in replies {
            assert_eq!(TestReply::decode(&reply.encode()), Ok(reply));
        }
        assert_eq!(TestReply::Ready.encode(), "ready");
        let value: TestReply = Reply::Answer {
            id: 5,
            answer: Ok(Answer::Value(-7)),
        };
        assert_eq!(value.encode(), "value 5 -7");
    }

    #[test]
    fn an_unreadable_reply_keeps_its_id_when_it_can() {
        for bad in ["", "move", "move x 5", "readyy"] {
            assert_eq!(
                TestReply::decode(bad),
                Err(Unreadable { id: None }),
                "{bad}"
            );
        }
        for bad in [
            "move 1",
            "move 1 e5",
            "move 1 300",
            "move 1 4 5",
            "error 1 the game is over",
            "value 1 e5",
            "value 1 2 3",
            "value 1 99999999999",
            "hello 1 2",
        ] {
            assert_eq!(
                TestReply::decode(bad),
                Err(Unreadable { id: Some(1) }),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_question_hears_its_own_answer_only() {
        let answer = |id: u32, text: &str| answer_for(id, TestReply::decode(text));
        assert_eq!(answer(2, "move 2 9"), Some(Ok(Answer::Move(9))));
        assert_eq!(
            answer(2, "error 2 game-over"),
            Some(Err(EngineFailure::GameOver))
        );
        // The answer to a question cancelled since, and the worker's `ready`, are not its.
        assert_eq!(answer(2, "move 1 9"), None);
        assert_eq!(answer(2, "move 1 e5"), None);
        assert_eq!(answer(2, "ready"), None);
        // An unreadable reply that is, or may be, its own is a bad reply.
        assert_eq!(answer(2, "move 2 e5"), Some(Err(EngineFailure::BadReply)));
        assert_eq!(answer(2, "hello"), Some(Err(EngineFailure::BadReply)));
    }

    #[test]
    fn an_answer_of_the_wrong_kind_is_a_bad_reply() {
        assert_eq!(Answer::Move(4u8).into_move(), Ok(4));
        assert_eq!(
            Answer::<u8>::Value(4).into_move(),
            Err(EngineFailure::BadReply)
        );
        assert_eq!(Answer::<u8>::Value(4).into_value(), Ok(4));
        assert_eq!(Answer::Move(4u8).into_value(), Err(EngineFailure::BadReply));
    }
}
