//! The typed bridge to the live client (`static/live.js` and the class rooms'
//! `static/live-class.js`, loaded the first time a live game or a class room is opened,
//! so the first screens' bundles do without them). Its calls are [`Call`]s; a refusal is
//! a [`LiveError`]; what it reports on the window's `papa-takaro-live` events is a
//! [`LiveEvent`] of a game or a room ([`Of`]), heard by [`listen`]. Answers and events
//! arrive as JSON text, read here into [`Fields`]: nothing else names the client's
//! methods, refusal codes, events or their types. (A class room's state is read from its
//! fields by `class::room_state`; how a game is opened, `watch` or `play:<seat>`, by the
//! callers of [`Call::Open`].)

use super::lazy_script::{global_from, Ready};
use js_sys::{Array, Function, Promise, Reflect, JSON};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The client's calls (docs/live.md names what each asks of the game service).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// Makes a game, this device holding a seat.
    Create,
    /// Puts a game the server has lost back on it, from this device's copy.
    Restore,
    /// The game a six-letter code names.
    Code,
    /// Opens a game, to play a seat or to watch.
    Open,
    /// Stops following a game.
    Close,
    /// Sends this device's move.
    Move,
    /// Sends what one seat says to the other (resign, offers and answers).
    Between,
    /// Makes a class room, this device its teacher (docs/class-protocol.md).
    ClassNew,
    /// Joins a class room by its join code, as a student.
    ClassJoin,
    /// Opens a class room and follows it.
    ClassOpen,
    /// Asks for another generated name.
    ClassName,
    /// A student's answer to the class's question.
    ClassAnswer,
    /// What the teacher asks of the room.
    ClassTeach,
    /// Stops following a class room.
    ClassClose,
    /// The rooms this device holds keys of.
    ClassList,
}

impl Call {
    fn method(self) -> &'static str {
        match self {
            Call::Create => "create",
            Call::Restore => "restore",
            Call::Code => "code",
            Call::Open => "open",
            Call::Close => "close",
            Call::Move => "move",
            Call::Between => "between",
            Call::ClassNew => "classNew",
            Call::ClassJoin => "classJoin",
            Call::ClassOpen => "classOpen",
            Call::ClassName => "className",
            Call::ClassAnswer => "classAnswer",
            Call::ClassTeach => "classTeach",
            Call::ClassClose => "classClose",
            Call::ClassList => "classList",
        }
    }
}

/// Why the client or the game service refused a call, or why a room is gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiveError {
    /// The seat asked for is someone else's.
    SeatTaken,
    /// No such game (it may have expired).
    NotFound,
    /// No game has that code.
    BadCode,
    /// The game has moved on past what was sent.
    MovedOn,
    /// The server has no room for more games or moves.
    Full,
    /// Too many requests, or refused outright.
    Refused,
    /// A move the limits refuse.
    TooBig,
    /// A message the rules refuse.
    Illegal,
    /// The class room takes no one new.
    Locked,
    /// This student was removed from the class room.
    Removed,
    /// The class room is paused.
    Paused,
    /// The class room has ended.
    Ended,
    /// The class room was changing; the change may be asked again.
    Busy,
    /// The client could not load, the server did not answer, or the answer or its code
    /// is not one this page can read.
    Unreachable,
}

impl LiveError {
    const ALL: [LiveError; 14] = [
        LiveError::SeatTaken,
        LiveError::NotFound,
        LiveError::BadCode,
        LiveError::MovedOn,
        LiveError::Full,
        LiveError::Refused,
        LiveError::TooBig,
        LiveError::Illegal,
        LiveError::Locked,
        LiveError::Removed,
        LiveError::Paused,
        LiveError::Ended,
        LiveError::Busy,
        LiveError::Unreachable,
    ];

    /// The client's code for it (a class room's `data-reason`).
    pub fn code(self) -> &'static str {
        match self {
            LiveError::SeatTaken => "seat-taken",
            LiveError::NotFound => "not-found",
            LiveError::BadCode => "bad-code",
            LiveError::MovedOn => "moved-on",
            LiveError::Full => "full",
            LiveError::Refused => "refused",
            LiveError::TooBig => "too-big",
            LiveError::Illegal => "illegal",
            LiveError::Locked => "locked",
            LiveError::Removed => "removed",
            LiveError::Paused => "paused",
            LiveError::Ended => "ended",
            LiveError::Busy => "busy",
            LiveError::Unreachable => "unreachable",
        }
    }

    /// The refusal a code names; one the page does not know reads as unreachable.
    pub fn from_code(code: &str) -> LiveError {
        Self::ALL
            .into_iter()
            .find(|e| e.code() == code)
            .unwrap_or(LiveError::Unreachable)
    }
}

/// Why this device's move is kept here, not yet sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Held {
    /// The server is full for now.
    Full,
    /// The server refused it for now (too many requests).
    Refused,
}

/// The connection to the server, as the page shows it (`data-connection`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connection {
    Connected,
    Reconnecting,
    Offline,
}

impl Connection {
    pub fn code(self) -> &'static str {
        match self {
            Connection::Connected => "connected",
            Connection::Reconnecting => "reconnecting",
            Connection::Offline => "offline",
        }
    }

    fn from_code(code: &str) -> Option<Connection> {
        [
            Connection::Connected,
            Connection::Reconnecting,
            Connection::Offline,
        ]
        .into_iter()
        .find(|c| c.code() == code)
    }
}

/// The text under `key` of a JSON object the client gave.
pub fn text(object: &JsValue, key: &str) -> Option<String> {
    Reflect::get(object, &key.into()).ok()?.as_string()
}

/// The number under `key` of a JSON object the client gave.
pub fn number(object: &JsValue, key: &str) -> Option<f64> {
    Reflect::get(object, &key.into()).ok()?.as_f64()
}

/// An answer or a reported state: a JSON value, read by its fields.
#[derive(Clone, Debug, Default)]
pub struct Fields(JsValue);

impl Fields {
    fn parse(text: Option<String>) -> Fields {
        Fields(text.and_then(|t| JSON::parse(&t).ok()).unwrap_or_default())
    }

    pub fn text(&self, key: &str) -> Option<String> {
        text(&self.0, key)
    }

    pub fn number(&self, key: &str) -> Option<f64> {
        number(&self.0, key)
    }

    /// The object under `key`, if there is one.
    pub fn object(&self, key: &str) -> Option<Fields> {
        let value = Reflect::get(&self.0, &key.into()).ok()?;
        value.is_object().then_some(Fields(value))
    }

    /// The value as it came, for a reader of a larger shape (a class room's state).
    pub fn value(&self) -> &JsValue {
        &self.0
    }
}

/// What an event is about: a game (its id) or a class room (its id).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Of {
    Game(String),
    Room(String),
}

/// What the client reports of a game or a class room.
pub enum LiveEvent {
    /// The game as the server holds it (read by the rules core: `live::arrival`).
    State(Fields),
    /// The move of this ply was taken by the server.
    Sent { ply: usize },
    /// This device's move is kept here (`None`: no longer).
    Held(Option<Held>),
    /// The connection of a game or a room changed (`None`: a state this page does not
    /// know).
    Connection(Option<Connection>),
    /// How many watch the game.
    Watching(u32),
    /// How many messages the client has passed over so far (not signed by their side's
    /// key, too big, unreadable): a running total.
    Ignored(u32),
    /// The class room as the service holds it, when it changes (its `state`).
    Class(Fields),
    /// The class room is gone for this device: removed, ended or not found.
    ClassGone(LiveError),
}

impl LiveEvent {
    /// What a `papa-takaro-live` window event reports, and what of; `None` for a kind this
    /// page does not know.
    fn read(event: &web_sys::Event) -> Option<(Of, LiveEvent)> {
        let detail = Reflect::get(event, &"detail".into()).ok()?;
        let fields = Fields::parse(detail.as_string());
        let game = || fields.text("id").map(Of::Game);
        let room = || fields.text("room").map(Of::Room);
        let connection = || {
            let state = fields.text("state");
            LiveEvent::Connection(state.and_then(|c| Connection::from_code(&c)))
        };
        let count = |key| fields.number(key).map(|n| n as u32);
        Some(match fields.text("type")?.as_str() {
            "sent" => (
                game()?,
                LiveEvent::Sent {
                    ply: fields.number("ply")? as usize,
                },
            ),
            "held" => (
                game()?,
                LiveEvent::Held(fields.text("reason").map(|r| match r.as_str() {
                    "full" => Held::Full,
                    _ => Held::Refused,
                })),
            ),
            "connection" => (game()?, connection()),
            "watching" => (game()?, LiveEvent::Watching(count("count").unwrap_or(0))),
            "ignored" => (game()?, LiveEvent::Ignored(count("count").unwrap_or(1))),
            "class" => (room()?, LiveEvent::Class(fields.object("state")?)),
            "class-connection" => (room()?, connection()),
            "class-gone" => {
                let reason = fields.text("reason");
                let why = reason.map_or(LiveError::NotFound, |r| LiveError::from_code(&r));
                (room()?, LiveEvent::ClassGone(why))
            }
            "state" => (game()?, LiveEvent::State(fields)),
            _ => return None,
        })
    }
}

/// Hears what the client reports (the window's `papa-takaro-live` events) while the
/// listener is kept.
pub fn listen(on_event: impl Fn(Of, LiveEvent) + 'static) -> Option<gloo::events::EventListener> {
    let window = web_sys::window()?;
    Some(gloo::events::EventListener::new(
        &window,
        "papa-takaro-live",
        move |event| {
            if let Some((of, event)) = LiveEvent::read(event) {
                on_event(of, event);
            }
        },
    ))
}

/// The live client's API, loaded the first time.
async fn client() -> Result<JsValue, LiveError> {
    global_from(
        "live.js",
        Ready::Event("papa-takaro-live-ready"),
        "papaTakaroLive",
    )
    .await
    .map_err(|()| LiveError::Unreachable)
}

/// Makes `call` with `args`: its answer, or why it was refused.
pub async fn call(call: Call, args: &[JsValue]) -> Result<Fields, LiveError> {
    let api = client().await?;
    let function: Function = Reflect::get(&api, &call.method().into())
        .ok()
        .and_then(|f| f.dyn_into().ok())
        .ok_or(LiveError::Unreachable)?;
    let args: Array = args.iter().collect();
    let promise: Promise = function
        .apply(&api, &args)
        .ok()
        .and_then(|p| p.dyn_into().ok())
        .ok_or(LiveError::Unreachable)?;
    match JsFuture::from(promise).await {
        Ok(answer) => Ok(Fields::parse(answer.as_string())),
        Err(error) => Err(Reflect::get(&error, &"message".into())
            .ok()
            .and_then(|m| m.as_string())
            .map_or(LiveError::Unreachable, |code| LiveError::from_code(&code))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_refusal_reads_back_from_its_code_and_an_unknown_one_is_unreachable() {
        for error in LiveError::ALL {
            assert_eq!(LiveError::from_code(error.code()), error, "{error:?}");
        }
        assert_eq!(LiveError::from_code("no-such"), LiveError::Unreachable);
    }

    /// The client's source: live.js and the class rooms' live-class.js.
    const CLIENT: [&str; 2] = [
        include_str!("../../static/live.js"),
        include_str!("../../static/live-class.js"),
    ];

    #[test]
    fn every_refusal_is_one_the_client_says() {
        for error in LiveError::ALL {
            let quoted = format!("\"{}\"", error.code());
            assert!(
                CLIENT.iter().any(|file| file.contains(&quoted)),
                "the client never says {quoted}"
            );
        }
    }

    #[test]
    fn every_refusal_the_client_passes_on_has_its_own_error() {
        // live.js's `CODES`: the refusals it gives the page as they are.
        let codes = CLIENT[0]
            .split_once("const CODES = [")
            .and_then(|(_, rest)| rest.split_once("];"))
            .map(|(list, _)| list)
            .expect("live.js lists its CODES");
        let codes: Vec<&str> = codes.split('"').skip(1).step_by(2).collect();
        assert!(codes.len() > 10, "{codes:?}");
        for code in codes {
            assert_eq!(LiveError::from_code(code).code(), code, "{code}");
        }
    }

    #[test]
    fn every_call_is_a_method_of_the_client() {
        // The names in the objects the two files give the page: live.js's
        // `return { create, … }` and live-class.js's `api: { classNew, … }`.
        let api: Vec<&str> = CLIENT
            .iter()
            .flat_map(|file| file.lines())
            .filter(|line| line.contains("return { create,") || line.contains("api: { "))
            .flat_map(|line| line.split(|c: char| !c.is_ascii_alphanumeric()))
            .collect();
        let calls = [
            Call::Create,
            Call::Restore,
            Call::Code,
            Call::Open,
            Call::Close,
            Call::Move,
            Call::Between,
            Call::ClassNew,
            Call::ClassJoin,
            Call::ClassOpen,
            Call::ClassName,
            Call::ClassAnswer,
            Call::ClassTeach,
            Call::ClassClose,
            Call::ClassList,
        ];
        for call in calls {
            assert!(
                api.contains(&call.method()),
                "the client has no {}",
                call.method()
            );
        }
    }
}
