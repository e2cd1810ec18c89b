//! Live play through the host's NATS server, when the site was built with one
//! (`PAPA_TAKARO_NATS`). The page loads the live client (`live.js`, with the NATS
//! project's WebSocket client) only for a live game, and talks to it by calls that
//! return promises and by `papa-takaro-live` window events. The client asks the host's
//! game service (crates/service), which referees every move with the rules core and
//! the seat's token made in this browser, and sends a move made while offline when the
//! connection returns. Every game that arrives is read here by the
//! rules core and given to the session, which takes it only if it carries on the game
//! ([`super::friend::carry_on`]).

use super::lazy_script::Ready;
use super::sides::{last_mover, other_side, side_of};
use super::talk::{read_end, Talk};
use super::{Playable, RemotePlay, Session, SessionAction};
use crate::route::{link_to, Query};
use gloo::events::EventListener;
use js_sys::{Array, Function, Promise, Reflect, JSON};
use std::cell::RefCell;
use std::rc::Rc;
use takaro::core::between::{Offer, Open};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::platform::spawn_local;
use yew::prelude::*;

/// The server's WebSocket address, as the site was built; empty: no live play.
pub const SERVER: &str = env!("PAPA_TAKARO_NATS");

/// Whether this site offers live play.
pub fn available() -> bool {
    !SERVER.is_empty()
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

    pub(crate) fn from_code(code: &str) -> Option<Connection> {
        [
            Connection::Connected,
            Connection::Reconnecting,
            Connection::Offline,
        ]
        .into_iter()
        .find(|c| c.code() == code)
    }
}

/// What the page shows of a live game besides the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LiveView {
    /// `None` until the client has loaded.
    pub connection: Option<Connection>,
    /// Messages ignored: not signed by their side's key, too big, unreadable, or not a
    /// move the rules allow.
    pub ignored: u32,
    /// Why the game could not be opened (the client's short code).
    pub failure: Option<String>,
    /// The invitation's secret, on the device that made the game (its invitation link
    /// carries it).
    pub invite: Option<String>,
    /// Why this device's last move is kept here, not yet sent (`full`, `refused`).
    pub held: Option<String>,
    /// How many watch the game, as the game service counts them.
    pub watching: u32,
}

/// What the client reports, applied to the view as it stands when it arrives (the
/// listener outlives the render it was made in).
pub enum Report {
    Connection(Option<Connection>),
    Ignored(u32),
    Failure(String),
    Invite(String),
    Held(Option<String>),
    Watching(u32),
}

impl Reducible for LiveView {
    type Action = Report;

    fn reduce(self: Rc<Self>, report: Report) -> Rc<Self> {
        let mut next = (*self).clone();
        match report {
            Report::Connection(connection) => next.connection = connection,
            Report::Ignored(count) => next.ignored = count,
            Report::Failure(code) => {
                next = LiveView {
                    failure: Some(code),
                    ..LiveView::default()
                }
            }
            Report::Invite(invite) => next.invite = Some(invite),
            Report::Held(reason) => next.held = reason,
            Report::Watching(count) => next.watching = count,
        }
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

/// The live client's API (`live.js`, loaded the first time).
async fn client() -> Result<JsValue, String> {
    super::lazy_script::global_from(
        "live.js",
        Ready::Event("papa-takaro-live-ready"),
        "papaTakaroLive",
    )
    .await
    .map_err(|()| "unreachable".to_string())
}

/// Calls the client's `method`; its answer (JSON text) read, or the short code of why
/// it failed.
pub(crate) async fn call(method: &str, args: &[JsValue]) -> Result<JsValue, String> {
    let api = client().await?;
    let function: Function = Reflect::get(&api, &method.into())
        .ok()
        .and_then(|f| f.dyn_into().ok())
        .ok_or_else(|| format!("no {method}"))?;
    let args: Array = args.iter().collect();
    let promise: Promise = function
        .apply(&api, &args)
        .ok()
        .and_then(|p| p.dyn_into().ok())
        .ok_or("unreachable")?;
    match JsFuture::from(promise).await {
        Ok(answer) => Ok(answer
            .as_string()
            .and_then(|text| JSON::parse(&text).ok())
            .unwrap_or_default()),
        Err(error) => Err(Reflect::get(&error, &"message".into())
            .ok()
            .and_then(|m| m.as_string())
            .unwrap_or_else(|| "unreachable".into())),
    }
}

pub(crate) fn text(object: &JsValue, key: &str) -> Option<String> {
    Reflect::get(object, &key.into()).ok()?.as_string()
}

pub(crate) fn number(object: &JsValue, key: &str) -> Option<f64> {
    Reflect::get(object, &key.into()).ok()?.as_f64()
}

/// A live game just made on the server: its id and short code.
pub struct Created {
    pub id: String,
    pub code: String,
}

/// Makes a live game on the server, this device playing `seat`; `start` is the game's
/// link before any move.
pub async fn create(game: &str, start: &str, seat: &str) -> Result<Created, String> {
    let answer = call(
        "create",
        &[SERVER.into(), game.into(), start.into(), seat.into()],
    )
    .await?;
    Ok(Created {
        id: text(&answer, "id").ok_or("unreachable")?,
        code: text(&answer, "code").unwrap_or_default(),
    })
}

/// Puts a live game the server no longer has back on it, from this device's copy
/// (`record`, the game's link now; `start`, its link before any move), this device
/// playing `seat`: a new id, a new code and invitation.
pub async fn restore(game: &str, start: &str, record: &str, seat: &str) -> Result<Created, String> {
    let args = [
        SERVER.into(),
        game.into(),
        start.into(),
        record.into(),
        seat.into(),
    ];
    let answer = call("restore", &args).await?;
    Ok(Created {
        id: text(&answer, "id").ok_or("unreachable")?,
        code: text(&answer, "code").unwrap_or_default(),
    })
}

/// The id of the live game with this short code.
pub async fn find_code(code: &str) -> Result<String, String> {
    let answer = call("code", &[SERVER.into(), code.trim().into()]).await?;
    text(&answer, "id").ok_or_else(|| "bad-code".into())
}

/// Opens the session's live game on the server and keeps it in step: games that arrive
/// go to the session, this device's moves go to the server.
#[hook]
pub fn use_live<G>(session: &Session<G>, send: &Callback<SessionAction<G>>) -> LiveView
where
    G: Playable,
{
    let view = use_reducer(LiveView::default);
    let listener = use_mut_ref(|| None::<EventListener>);
    let live = session.friend.as_ref().filter(|f| f.live && available());
    let id: Option<(String, Option<&'static str>)> = live.map(|f| (f.id.clone(), f.seat));
    let invite: Option<String> = live.and_then(|f| f.invite.clone());
    // Whether the game was had before it opened (read once: having it from the server
    // does not open it again).
    let known = live.is_some_and(|f| f.known);

    // Open the game, and listen to what the client reports.
    {
        let (view, send) = (view.clone(), send.clone());
        use_effect_with(
            id.clone(),
            move |id: &Option<(String, Option<&'static str>)>| {
                if let Some((id, seat)) = id.clone() {
                    let ignored = Rc::new(RefCell::new(0u32));
                    let on_event = {
                        let (view, ignored, id) = (view.clone(), ignored.clone(), id.clone());
                        move |event: &web_sys::Event| {
                            let detail = Reflect::get(event, &"detail".into())
                                .ok()
                                .and_then(|d| d.as_string())
                                .and_then(|d| JSON::parse(&d).ok())
                                .unwrap_or_default();
                            if text(&detail, "id").is_some_and(|of| of != id) {
                                return;
                            }
                            match text(&detail, "type").as_deref() {
                                Some("state") => {
                                    if let Some(action) = arrival::<G>(&detail) {
                                        send.emit(action);
                                    } else {
                                        *ignored.borrow_mut() += 1;
                                    }
                                }
                                Some("sent") => {
                                    if let Some(ply) = number(&detail, "ply") {
                                        send.emit(SessionAction::Sent(ply as usize));
                                    }
                                    view.dispatch(Report::Held(None));
                                }
                                Some("held") => {
                                    view.dispatch(Report::Held(text(&detail, "reason")))
                                }
                                Some("connection") => {
                                    let connection = text(&detail, "state")
                                        .and_then(|c| Connection::from_code(&c));
                                    view.dispatch(Report::Connection(connection));
                                }
                                Some("watching") => {
                                    let count = number(&detail, "count").unwrap_or(0.0);
                                    view.dispatch(Report::Watching(count as u32));
                                }
                                Some("ignored") => {
                                    *ignored.borrow_mut() +=
                                        number(&detail, "count").unwrap_or(1.0) as u32;
                                }
                                _ => {}
                            }
                            view.dispatch(Report::Ignored(*ignored.borrow()));
                        }
                    };
                    if let Some(window) = web_sys::window() {
                        *listener.borrow_mut() =
                            Some(EventListener::new(&window, "papa-takaro-live", on_event));
                    }
                    // A device that has the game plays its side (the key this browser holds
                    // decides); a device new to it claims the side its invitation names, or
                    // else the side left free.
                    let view = view.clone();
                    spawn_local(async move {
                        let opened = match seat {
                            None => {
                                call("open", &[SERVER.into(), id.as_str().into(), "watch".into()])
                                    .await
                            }
                            Some(seat) => {
                                let play = |side: &str| format!("play:{side}");
                                // New here: which game it is, before a side of it is claimed.
                                if !known {
                                    let watched = call(
                                        "open",
                                        &[SERVER.into(), id.as_str().into(), "watch".into()],
                                    )
                                    .await;
                                    if let Some(game) = watched
                                        .ok()
                                        .and_then(|w| text(&w, "game"))
                                        .filter(|g| g != G::NAME)
                                    {
                                        let query = Query::parse(&format!("game={game}"))
                                            .with("live", Some(&id));
                                        if let Some(window) = web_sys::window() {
                                            let _ = window
                                                .location()
                                                .replace(&link_to(&query.to_link()));
                                        }
                                        return;
                                    }
                                }
                                let invite: JsValue =
                                    invite.as_deref().map_or(JsValue::NULL, JsValue::from);
                                let first = call(
                                    "open",
                                    &[
                                        SERVER.into(),
                                        id.as_str().into(),
                                        play(seat).into(),
                                        invite.clone(),
                                    ],
                                )
                                .await;
                                match first {
                                    Err(why) if why == "seat-taken" && !known => {
                                        let other = side_of::<G>(seat)
                                            .map(|s| G::side_code(other_side::<G>(s)))
                                            .unwrap_or(seat);
                                        call(
                                            "open",
                                            &[
                                                SERVER.into(),
                                                id.as_str().into(),
                                                play(other).into(),
                                                invite,
                                            ],
                                        )
                                        .await
                                    }
                                    answer => answer,
                                }
                            }
                        };
                        match opened {
                            Ok(opened) => {
                                if let Some(invite) = text(&opened, "invite") {
                                    view.dispatch(Report::Invite(invite));
                                }
                                // Another game's code, or another side than the address
                                // guessed: the page of that game and side plays it.
                                let game = text(&opened, "game").unwrap_or_else(|| G::NAME.into());
                                let claimed = text(&opened, "seat");
                                let reseat = seat.is_some() && claimed.as_deref() != seat;
                                if game != G::NAME || reseat {
                                    let query = Query::parse(&format!("game={game}"));
                                    let query = match claimed {
                                        Some(side) => {
                                            query.with("live", Some(&id)).with("as", Some(&side))
                                        }
                                        None => query.with("watch", Some(&id)),
                                    };
                                    if let Some(window) = web_sys::window() {
                                        let _ =
                                            window.location().replace(&link_to(&query.to_link()));
                                    }
                                }
                            }
                            Err(failure) => view.dispatch(Report::Failure(failure)),
                        }
                    });
                }
                let closing = id.as_ref().map(|(id, _)| id.clone());
                move || {
                    if let Some(id) = closing {
                        spawn_local(async move {
                            let _ = call("close", &[id.into()]).await;
                        });
                    }
                }
            },
        );
    }

    // Send this device's moves.
    // The last move sent, by its ply and the game's take-backs and rematches so far: a
    // move taken back by agreement, or a rematch, makes its ply again.
    let sent = use_mut_ref(|| (0u64, 0u64, 0usize));
    let to_send = live.and_then(|friend| {
        let seat = friend.seat.and_then(side_of::<G>)?;
        let played = G::played(&session.game);
        let unsent = friend.known && played > friend.confirmed;
        (unsent && last_mover::<G>(&session.game) == Some(seat)).then(|| {
            (
                friend.id.clone(),
                (friend.talk.undone, friend.talk.round, played),
                G::link(&session.game).text().to_string(),
                G::side_code(seat),
            )
        })
    });
    use_effect_with(to_send, move |to_send| {
        if let Some((id, key, link, seat)) = to_send.clone() {
            if *sent.borrow() != key {
                *sent.borrow_mut() = key;
                spawn_local(async move {
                    let args = [id.into(), (key.2 as f64).into(), link.into(), seat.into()];
                    let _ = call("move", &args).await;
                });
            }
        }
    });
    (*view).clone()
}

/// A game the server holds, read by the rules core: the session's action for it, or
/// `None` if it cannot be read.
fn arrival<G: Playable>(detail: &JsValue) -> Option<SessionAction<G>> {
    let record = text(detail, "record").filter(|r| !r.is_empty());
    let link = record.or_else(|| text(detail, "start"))?;
    let game = G::shared(&G::presets(&Query::parse(&link)))?.ok()?;
    let ply = number(detail, "ply")? as usize;
    if G::played(&game) != ply {
        return None;
    }
    let by = text(detail, "by").and_then(|b| side_of::<G>(&b));
    Some(SessionAction::Remote {
        game,
        by,
        talk: talk_of::<G>(detail),
        seat: text(detail, "seat").and_then(|s| side_of::<G>(&s)),
    })
}

/// Where things stand between the seats, read from a state the live client reports
/// (`end`, `offer`, `undone`, `round`); what is not the game's seats is left out.
fn talk_of<G: RemotePlay>(detail: &JsValue) -> Talk {
    let seat = |code: &str| side_of::<G>(code).map(G::side_code);
    let end = text(detail, "end").and_then(|end| read_end::<G>(&end));
    let offer = js_sys::Reflect::get(detail, &"offer".into())
        .ok()
        .filter(|o| o.is_object())
        .and_then(|o| {
            Some(Open {
                offer: Offer::ALL
                    .into_iter()
                    .find(|k| Some(k.code()) == text(&o, "offer").as_deref())?,
                by: seat(&text(&o, "by")?)?,
                ply: number(&o, "ply")? as usize,
            })
        });
    let count = |key| number(detail, key).unwrap_or(0.0) as u64;
    Talk {
        end,
        offer,
        undone: count("undone"),
        round: count("round"),
        heard: true,
        ..Talk::default()
    }
}
