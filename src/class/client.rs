//! The class room's side of the live client (`static/live.js`: `classNew`, `classJoin`,
//! `classOpen`, `className`, `classAnswer`, `classTeach`, `classClose`, `classList`), as
//! docs/class-protocol.md describes the requests: each call's answer read into Rust, and
//! [`use_room`], which keeps a room's state in step with the service's `class` events.
//! The page never holds a key: live.js keeps them in IndexedDB.

use super::room_state::list;
pub use super::room_state::{
    Question, Role, RoomGame, RoomState, Stage, Standing, Student, Tournament,
};
use crate::play::live;
use crate::play::live_bridge::{
    call, listen, text, Call, Connection, Fields, LiveError, LiveEvent, Of,
};
use gloo::events::EventListener;
use js_sys::{Array, Reflect};
use std::rc::Rc;
use wasm_bindgen::JsValue;
use yew::platform::spawn_local;
use yew::prelude::*;

fn state_in(answer: &Fields) -> Result<RoomState, LiveError> {
    let state = answer.object("state").ok_or(LiveError::Unreachable)?;
    RoomState::read(state.value()).ok_or(LiveError::Unreachable)
}

/// A room just made (this device its teacher) or joined (a student): its id, and for the
/// teacher the projector's watch secret (live.js keeps the keys).
pub struct Made {
    pub room: String,
    pub watch: Option<String>,
}

/// Opens a class room on the server for `game` (`start`: its link before any move;
/// `level`: the computer's level for an odd student); this device is its teacher.
pub async fn open_new(game: &str, start: &str, level: &str) -> Result<Made, LiveError> {
    let args = [live::SERVER.into(), game.into(), start.into(), level.into()];
    let answer = call(Call::ClassNew, &args).await?;
    Ok(Made {
        room: answer.text("room").ok_or(LiveError::Unreachable)?,
        watch: answer.text("watch"),
    })
}

/// Joins the room with this join code as a student.
pub async fn join(code: &str) -> Result<Made, LiveError> {
    let answer = call(Call::ClassJoin, &[live::SERVER.into(), code.into()]).await?;
    Ok(Made {
        room: answer.text("room").ok_or(LiveError::Unreachable)?,
        watch: None,
    })
}

/// Where the teacher's device keeps a room's watch secret for the projector's link (live.js
/// keeps its own copy with the room's keys, but gives it only when the room is made).
fn watch_key(room: &str) -> String {
    format!("papa-takaro-class-watch:{room}")
}

/// Keeps the watch secret of a room this device made.
pub fn remember_watch(room: &str, watch: &str) {
    crate::storage::save(&watch_key(room), watch);
}

/// The watch secret of a room this device made, if kept.
pub fn remembered_watch(room: &str) -> Option<String> {
    crate::storage::load_raw(&watch_key(room)).and_then(|stored| crate::storage::decode(&stored))
}

/// Asks for another generated name (a student).
pub async fn another_name(room: &str) -> Result<RoomState, LiveError> {
    state_in(&call(Call::ClassName, &[room.into()]).await?)
}

/// This student's answer to question `number`: the move as the rules core writes it.
pub async fn answer(room: &str, number: u32, mv: &str) -> Result<RoomState, LiveError> {
    let args = [room.into(), number.into(), mv.into()];
    state_in(&call(Call::ClassAnswer, &args).await?)
}

/// What a teacher asks of the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Teach {
    /// A new round: random pairs, or these pairs (`[first seat, second seat]`).
    Pair(Option<Vec<(String, String)>>),
    Next,
    Pause,
    Resume,
    Lock,
    Unlock,
    End,
    Remove(String),
    /// A question to the class on the position of this game link.
    Ask(String),
    /// Answering closes; the answers are shown.
    Show,
    Reveal,
    /// The question ends; the students go back to their games.
    Done,
    /// A class tournament (`swiss` or `round-robin`) of so many rounds (Swiss).
    Tournament(String, u32),
}

impl Teach {
    fn action(&self) -> &'static str {
        match self {
            Teach::Pair(_) => "pair",
            Teach::Next => "next",
            Teach::Pause => "pause",
            Teach::Resume => "resume",
            Teach::Lock => "lock",
            Teach::Unlock => "unlock",
            Teach::End => "end",
            Teach::Remove(_) => "remove",
            Teach::Ask(_) => "ask",
            Teach::Show => "show",
            Teach::Reveal => "reveal",
            Teach::Done => "done",
            Teach::Tournament(..) => "tournament",
        }
    }
}

/// Does what the teacher asked; the room as it is after it.
pub async fn teach(room: &str, what: &Teach) -> Result<RoomState, LiveError> {
    let options = js_sys::Object::new();
    match what {
        Teach::Remove(name) => {
            let _ = Reflect::set(&options, &"student".into(), &name.as_str().into());
        }
        Teach::Ask(link) => {
            let _ = Reflect::set(&options, &"position".into(), &link.as_str().into());
        }
        Teach::Tournament(system, rounds) => {
            let _ = Reflect::set(&options, &"system".into(), &system.as_str().into());
            let _ = Reflect::set(&options, &"rounds".into(), &(*rounds).into());
        }
        Teach::Pair(Some(pairs)) => {
            let pairs: Array = pairs
                .iter()
                .map(|(a, b)| -> JsValue {
                    [JsValue::from(a.as_str()), JsValue::from(b.as_str())]
                        .iter()
                        .collect::<Array>()
                        .into()
                })
                .collect();
            let _ = Reflect::set(&options, &"pairs".into(), &pairs);
        }
        _ => {}
    }
    let args = [room.into(), what.action().into(), options.into()];
    state_in(&call(Call::ClassTeach, &args).await?)
}

/// A room this device has a key of (the teacher's rooms, on the new class page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownRoom {
    pub room: String,
    pub role: Role,
    pub game: Option<String>,
}

/// The rooms this device has keys of.
pub async fn known_rooms() -> Result<Vec<KnownRoom>, LiveError> {
    let answer = call(Call::ClassList, &[live::SERVER.into()]).await?;
    let answer = answer.value();
    let rooms = if Array::is_array(answer) {
        Array::from(answer).iter().collect()
    } else {
        list(answer, "rooms")
    };
    Ok(rooms
        .iter()
        .filter_map(|r| {
            Some(KnownRoom {
                room: text(r, "room")?,
                role: Role::from_code(&text(r, "role")?)?,
                game: text(r, "game"),
            })
        })
        .collect())
}

/// A room as this page shows it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RoomView {
    pub role: Option<Role>,
    pub state: Option<Rc<RoomState>>,
    /// The room's watch secret, when live.js gives it to the teacher (the projector link).
    pub watch: Option<String>,
    /// Why the room could not be opened or is gone (removed, ended, not found,
    /// unreachable…).
    pub failure: Option<LiveError>,
    pub connection: Option<Connection>,
    /// Why the last change asked for was refused.
    pub refused: Option<LiveError>,
}

/// What changes a [`RoomView`].
pub enum RoomEvent {
    Opened(Role, RoomState, Option<String>),
    State(RoomState),
    Connection(Option<Connection>),
    Failed(LiveError),
    Refused(Option<LiveError>),
}

impl Reducible for RoomView {
    type Action = RoomEvent;

    fn reduce(self: Rc<Self>, event: RoomEvent) -> Rc<Self> {
        let mut next = (*self).clone();
        match event {
            RoomEvent::Opened(role, state, watch) => {
                next.role = Some(role);
                next.watch = watch;
                next.state = Some(Rc::new(state));
                next.failure = None;
            }
            // Only a newer state is taken (events and answers may cross).
            RoomEvent::State(state) => {
                if next
                    .state
                    .as_ref()
                    .is_none_or(|s| s.revision < state.revision)
                {
                    next.state = Some(Rc::new(state));
                }
            }
            RoomEvent::Connection(connection) => next.connection = connection,
            RoomEvent::Failed(why) => next.failure = Some(why),
            RoomEvent::Refused(why) => next.refused = why,
        }
        Rc::new(next)
    }
}

/// Opens the room (`key`: the projector's watch secret from its address; else live.js
/// uses the key this device holds) and follows it: the view, and how to send it what a
/// change asked for answered.
#[hook]
pub fn use_room(room: &str, key: Option<&str>) -> UseReducerHandle<RoomView> {
    let view = use_reducer(RoomView::default);
    let listener = use_mut_ref(|| None::<EventListener>);
    {
        let view = view.clone();
        use_effect_with(
            (room.to_string(), key.map(str::to_string)),
            move |(room, key)| {
                let on_event = {
                    let (view, this) = (view.clone(), Of::Room(room.clone()));
                    move |of: Of, event: LiveEvent| {
                        if of != this {
                            return;
                        }
                        match event {
                            LiveEvent::Class(state) => {
                                if let Some(state) = RoomState::read(state.value()) {
                                    view.dispatch(RoomEvent::State(state));
                                }
                            }
                            LiveEvent::Connection(connection) => {
                                view.dispatch(RoomEvent::Connection(connection))
                            }
                            LiveEvent::ClassGone(why) => view.dispatch(RoomEvent::Failed(why)),
                            _ => {}
                        }
                    }
                };
                *listener.borrow_mut() = listen(on_event);
                let (room, key) = (room.clone(), key.clone());
                let closing = room.clone();
                spawn_local(async move {
                    let key: JsValue = key.as_deref().map_or(JsValue::NULL, JsValue::from);
                    let args = [live::SERVER.into(), room.as_str().into(), key];
                    let opened = call(Call::ClassOpen, &args).await.and_then(|answer| {
                        let role = answer
                            .text("role")
                            .and_then(|r| Role::from_code(&r))
                            .ok_or(LiveError::Unreachable)?;
                        Ok((role, state_in(&answer)?, answer.text("watch")))
                    });
                    match opened {
                        Ok((role, state, watch)) => {
                            view.dispatch(RoomEvent::Opened(role, state, watch))
                        }
                        Err(why) => view.dispatch(RoomEvent::Failed(why)),
                    }
                });
                move || {
                    spawn_local(async move {
                        let _ = call(Call::ClassClose, &[closing.into()]).await;
                    });
                }
            },
        );
    }
    view
}

/// Sends what the teacher asked, and shows the room as the answer has it (or why it was
/// refused: a lost race, `busy`, shows the room as it now is with the next event).
pub fn send_teach(view: &UseReducerHandle<RoomView>, room: &str, what: Teach) {
    let (view, room) = (view.clone(), room.to_string());
    spawn_local(async move {
        match teach(&room, &what).await {
            Ok(state) => {
                view.dispatch(RoomEvent::Refused(None));
                view.dispatch(RoomEvent::State(state));
            }
            Err(why) => view.dispatch(RoomEvent::Refused(Some(why))),
        }
    });
}
