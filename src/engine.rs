//! The page's one engine worker: started once (the first time the computer is asked,
//! or earlier with [`start`]) and reused for every computer move. Each question gets a
//! [`Ticket`]; dropping the ticket (undo, a new game, leaving the page) cancels it with a
//! message: the worker skips a question it has not begun, and an answer that still
//! arrives is not delivered.
//!
//! The messages are lines of text with codes, never sentences (`crate::kemu::worker`
//! speaks the other side):
//! - page → worker: `think <id> <request>` (a move), `eval <id> <request>` (a position's
//!   value, for the analysis of a finished game), `cancel <id>`;
//! - worker → page: `ready`, `move <id> <move>`, `value <id> <number>`, `error <id> <code>`.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::fmt;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The engine worker's loader, beside the page (built by Trunk).
const LOADER: &str = "worker_loader.js";

/// Why the computer gave no move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineFailure {
    /// The browser would not start the worker (a frame without its own origin, a page
    /// opened from a file), or the worker stopped with an error.
    CouldNotStart,
    /// The game is over: there is no move to make.
    GameOver,
    /// The worker could not read the game it was sent.
    BadRecord,
    /// The worker could not read the request.
    BadRequest,
    /// The page could not read the worker's answer.
    BadReply,
}

impl EngineFailure {
    pub const ALL: [EngineFailure; 5] = [
        EngineFailure::CouldNotStart,
        EngineFailure::GameOver,
        EngineFailure::BadRecord,
        EngineFailure::BadRequest,
        EngineFailure::BadReply,
    ];

    /// The code in the worker's messages.
    pub fn code(self) -> &'static str {
        match self {
            EngineFailure::CouldNotStart => "could-not-start",
            EngineFailure::GameOver => "game-over",
            EngineFailure::BadRecord => "bad-record",
            EngineFailure::BadRequest => "bad-request",
            EngineFailure::BadReply => "bad-reply",
        }
    }

    /// The failure with this code.
    pub fn from_code(code: &str) -> Option<EngineFailure> {
        EngineFailure::ALL.into_iter().find(|f| f.code() == code)
    }
}

impl fmt::Display for EngineFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// An answer: the move in notation (or the value, in digits), or why there is none.
pub type Answer = Result<String, EngineFailure>;

/// What the worker said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// It is listening.
    Ready,
    /// The answer to question `id`: a move, or why there is none.
    Answer { id: u32, answer: Answer },
    /// The value of the position question `id` asked about.
    Value { id: u32, value: i32 },
}

impl Reply {
    /// The message for the page.
    pub fn to_message(&self) -> String {
        match self {
            Reply::Ready => "ready".to_string(),
            Reply::Answer { id, answer: Ok(mv) } => format!("move {id} {mv}"),
            Reply::Answer { id, answer: Err(e) } => format!("error {id} {}", e.code()),
            Reply::Value { id, value } => format!("value {id} {value}"),
        }
    }

    /// Reads a message from the worker; `None` if it is not one.
    pub fn from_message(text: &str) -> Option<Reply> {
        if text == "ready" {
            return Some(Reply::Ready);
        }
        let mut words = text.split(' ');
        let (kind, id) = (words.next()?, words.next()?.parse().ok()?);
        let answer = match (kind, words.next()?) {
            ("value", value) if words.next().is_none() => {
                let value = value.parse().ok()?;
                return Some(Reply::Value { id, value });
            }
            ("move", mv) => Ok(mv.to_string()),
            ("error", code) => Err(EngineFailure::from_code(code)?),
            _ => return None,
        };
        Some(Reply::Answer { id, answer })
    }
}

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Think about `request` (the game's own request line).
    Think { id: u32, request: String },
    /// Value the position in `request` (the game's own request line).
    Evaluate { id: u32, request: String },
    /// Forget question `id`.
    Cancel { id: u32 },
}

impl Question {
    /// The question's id.
    pub fn id(&self) -> u32 {
        match self {
            Question::Think { id, .. }
            | Question::Evaluate { id, .. }
            | Question::Cancel { id } => *id,
        }
    }

    pub fn to_message(&self) -> String {
        match self {
            Question::Think { id, request } => format!("think {id} {request}"),
            Question::Evaluate { id, request } => format!("eval {id} {request}"),
            Question::Cancel { id } => format!("cancel {id}"),
        }
    }

    pub fn from_message(text: &str) -> Option<Question> {
        let mut parts = text.splitn(3, ' ');
        let (kind, id) = (parts.next()?, parts.next()?.parse().ok()?);
        match (kind, parts.next()) {
            ("think", Some(request)) => Some(Question::Think {
                id,
                request: request.to_string(),
            }),
            ("eval", Some(request)) => Some(Question::Evaluate {
                id,
                request: request.to_string(),
            }),
            ("cancel", None) => Some(Question::Cancel { id }),
            _ => None,
        }
    }
}

type Listener = Rc<dyn Fn(Answer)>;

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
                let text = e.data().as_string().unwrap_or_default();
                on_reply(Reply::from_message(&text));
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
        let text = question.to_message();
        if self.ready {
            let _ = self.worker.post_message(&text.into());
        } else {
            self.waiting.push_back(text);
        }
    }
}

/// Hands an answer to whoever still wants it (outside the borrow, so the listener may
/// ask again).
fn on_reply(reply: Option<Reply>) {
    let deliver = ENGINE.with(|engine| {
        let mut engine = engine.borrow_mut();
        let engine = engine.as_mut()?;
        match reply {
            Some(Reply::Ready) => {
                engine.ready = true;
                for text in std::mem::take(&mut engine.waiting) {
                    let _ = engine.worker.post_message(&text.into());
                }
                None
            }
            Some(Reply::Value { id, value }) => deliver(engine, id, Ok(value.to_string())),
            Some(Reply::Answer { id, answer }) => deliver(engine, id, answer),
            None => engine
                .asking
                .take()
                .map(|(_, listener)| (listener, Err(EngineFailure::BadReply))),
        }
    });
    if let Some((listener, answer)) = deliver {
        listener(answer);
    }
}

/// The listener of question `id`, if it is the one waiting, with its answer.
fn deliver(engine: &mut Engine, id: u32, answer: Answer) -> Option<(Listener, Answer)> {
    match &engine.asking {
        Some((asked, _)) if *asked == id => {
            engine.asking.take().map(|(_, listener)| (listener, answer))
        }
        _ => None,
    }
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

/// Asks the worker for a move in `request`; `on_answer` hears the answer unless the
/// ticket is dropped first. A worker that cannot start answers at once with
/// [`EngineFailure::CouldNotStart`] (and no ticket).
pub fn ask(request: String, on_answer: impl Fn(Answer) + 'static) -> Option<Ticket> {
    put(|id| Question::Think { id, request }, on_answer)
}

/// Asks the worker for the value of the position in `request`, as [`ask`] does for a
/// move; the answer is the value in digits.
pub fn evaluate(request: String, on_answer: impl Fn(Answer) + 'static) -> Option<Ticket> {
    put(|id| Question::Evaluate { id, request }, on_answer)
}

/// Sends a question with a new id; its answer goes to `on_answer`. One question waits
/// at a time: a new one cancels the one before.
fn put(
    question: impl FnOnce(u32) -> Question,
    on_answer: impl Fn(Answer) + 'static,
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
        if let Some((before, _)) = engine.asking.replace((id, Rc::new(on_answer))) {
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

    #[test]
    fn questions_and_replies_round_trip_as_text() {
        let think = Question::Think {
            id: 7,
            request: "hard 400 1 b1k-f6c3".to_string(),
        };
        assert_eq!(think.to_message(), "think 7 hard 400 1 b1k-f6c3");
        assert_eq!(Question::from_message(&think.to_message()), Some(think));
        let eval = Question::Evaluate {
            id: 8,
            request: "3 b1k-f6c3".to_string(),
        };
        assert_eq!(eval.to_message(), "eval 8 3 b1k-f6c3");
        assert_eq!(Question::from_message(&eval.to_message()), Some(eval));
        let cancel = Question::Cancel { id: 7 };
        assert_eq!(Question::from_message(&cancel.to_message()), Some(cancel));
        for bad in ["", "think", "think x y", "eval 1", "cancel 1 2", "stop 1"] {
            assert_eq!(Question::from_message(bad), None, "{bad}");
        }
        let replies = [
            Reply::Ready,
            Reply::Answer {
                id: 3,
                answer: Ok("e5".to_string()),
            },
            Reply::Value {
                id: 5,
                value: -999_948,
            },
        ]
        .into_iter()
        .chain(EngineFailure::ALL.map(|e| Reply::Answer {
            id: 4,
            answer: Err(e),
        }));
        for reply in replies {
            assert_eq!(Reply::from_message(&reply.to_message()), Some(reply));
        }
        for bad in [
            "",
            "move",
            "move x e5",
            "error 1 the game is over",
            "value 1 e5",
            "value 1 2 3",
            "value 1 99999999999",
            "hello 1 2",
        ] {
            assert_eq!(Reply::from_message(bad), None, "{bad}");
        }
    }
}
