//! The engine worker's messages: typed questions and replies ([`Question`], [`Reply`]),
//! which become lines of text only at the `postMessage` edge ([`Question::encode`] /
//! [`Question::decode`], [`Reply::encode`] / [`Reply::decode`]), and why the computer
//! gave no move ([`EngineFailure`]).

use std::fmt;
use std::str::FromStr;

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

/// A request for the computer's move in a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRequest {
    /// The game so far, in the game's compact record.
    pub record: String,
    /// The game's level, counted from 0, the weakest.
    pub level: u8,
    /// Thinking time in native-equivalent milliseconds.
    pub ms: u32,
    /// The seed of the choices among equal moves.
    pub seed: u64,
}

/// A request for the value of the position a game's record ends in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueRequest {
    /// Plies searched.
    pub depth: u32,
    /// The game up to the position, in the game's compact record.
    pub record: String,
}

/// What the page asks the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    /// Choose a move.
    Think { id: u32, request: MoveRequest },
    /// Value a position.
    Evaluate { id: u32, request: ValueRequest },
    /// Forget question `id`.
    Cancel { id: u32 },
}

/// A message that could not be read, with its question's id if that much could be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub id: Option<u32>,
}

/// Splits `<kind> <id> <rest>`; the rest may be empty.
fn frame(text: &str) -> Result<(&str, u32, &str), Unreadable> {
    let mut parts = text.splitn(3, ' ');
    let kind = parts.next().unwrap_or_default();
    let id = parts.next().and_then(|id| id.parse().ok());
    let id = id.ok_or(Unreadable { id: None })?;
    Ok((kind, id, parts.next().unwrap_or_default()))
}

/// Reads `<level> <ms> <seed> <record>`.
fn read_move_request(text: &str) -> Option<MoveRequest> {
    let mut words = text.splitn(4, ' ');
    Some(MoveRequest {
        level: words.next()?.parse().ok()?,
        ms: words.next()?.parse().ok()?,
        seed: words.next()?.parse().ok()?,
        record: words.next()?.to_string(),
    })
}

/// Reads `<depth> <record>`.
fn read_value_request(text: &str) -> Option<ValueRequest> {
    let (depth, record) = text.split_once(' ')?;
    Some(ValueRequest {
        depth: depth.parse().ok()?,
        record: record.to_string(),
    })
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

    /// The message for the worker.
    pub fn encode(&self) -> String {
        match self {
            Question::Think { id, request: r } => {
                format!("think {id} {} {} {} {}", r.level, r.ms, r.seed, r.record)
            }
            Question::Evaluate { id, request: r } => format!("eval {id} {} {}", r.depth, r.record),
            Question::Cancel { id } => format!("cancel {id}"),
        }
    }

    /// Reads a message from the page.
    pub fn decode(text: &str) -> Result<Question, Unreadable> {
        let (kind, id, rest) = frame(text)?;
        let question = match kind {
            "think" => read_move_request(rest).map(|request| Question::Think { id, request }),
            "eval" => read_value_request(rest).map(|request| Question::Evaluate { id, request }),
            "cancel" if rest.is_empty() => Some(Question::Cancel { id }),
            _ => None,
        };
        question.ok_or(Unreadable { id: Some(id) })
    }
}

/// What the worker worked out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<M> {
    /// The move chosen.
    Move(M),
    /// The position's value.
    Value(i32),
}

impl<M> Answer<M> {
    /// The move, if the answer is one (a value where a move was asked is a bad reply).
    pub fn into_move(self) -> Result<M, EngineFailure> {
        match self {
            Answer::Move(mv) => Ok(mv),
            Answer::Value(_) => Err(EngineFailure::BadReply),
        }
    }

    /// The value, if the answer is one (a move where a value was asked is a bad reply).
    pub fn into_value(self) -> Result<i32, EngineFailure> {
        match self {
            Answer::Value(value) => Ok(value),
            Answer::Move(_) => Err(EngineFailure::BadReply),
        }
    }
}

/// What the worker said, with the game's moves of type `M`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply<M> {
    /// It is listening.
    Ready,
    /// The answer to question `id`, or why there is none.
    Answer {
        id: u32,
        answer: Result<Answer<M>, EngineFailure>,
    },
}

/// The worker's first message: it is listening.
pub const READY: &str = "ready";

impl<M: fmt::Display> Reply<M> {
    /// The message for the page.
    pub fn encode(&self) -> String {
        match self {
            Reply::Ready => READY.to_string(),
            Reply::Answer { id, answer } => match answer {
                Ok(Answer::Move(mv)) => format!("move {id} {mv}"),
                Ok(Answer::Value(value)) => format!("value {id} {value}"),
                Err(e) => format!("error {id} {}", e.code()),
            },
        }
    }
}

impl<M: FromStr> Reply<M> {
    /// Reads a message from the worker.
    pub fn decode(text: &str) -> Result<Reply<M>, Unreadable> {
        if text == READY {
            return Ok(Reply::Ready);
        }
        let (kind, id, word) = frame(text)?;
        let answer = match kind {
            "move" => word.parse().ok().map(|mv| Ok(Answer::Move(mv))),
            "value" => word.parse().ok().map(|value| Ok(Answer::Value(value))),
            "error" => EngineFailure::from_code(word).map(Err),
            _ => None,
        };
        let answer = answer.filter(|_| !word.is_empty() && !word.contains(' '));
        answer
            .map(|answer| Reply::Answer { id, answer })
            .ok_or(Unreadable { id: Some(id) })
    }
}
