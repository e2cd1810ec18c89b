//! Live play through the host's NATS server, when the site was built with one
//! (`PAPA_TAKARO_NATS`). The page loads the live client (`live.js`, with the NATS
//! project's WebSocket client) only for a live game, and talks to it by calls that
//! return promises and by `papa-takaro-live` window events. The client asks the host's
//! game service (crates/service), which referees every move with the rules core and
//! the seat's token made in this browser, and sends a move made while offline when the
//! connection returns. Every game that arrives is read here by the
//! rules core and given to the session, which takes it only if it carries on the game
//! ([`super::friend::carry_on`]).

use super::live_bridge::{call, listen, Call, Fields, LiveEvent, Of};
pub use super::live_bridge::{Connection, Held, LiveError};
use super::sides::{last_mover, other_side, side_of};
use super::talk::{read_end, Talk};
use super::{Playable, RemotePlay, Session, SessionAction};
use crate::route::{link_to, Query};
use gloo::events::EventListener;
use std::cell::RefCell;
use std::rc::Rc;
use takaro::core::between::{Offer, Open};
use wasm_bindgen::JsValue;
use yew::platform::spawn_local;
use yew::prelude::*;

/// The server's WebSocket address, as the site was built; empty: no live play.
pub const SERVER: &str = env!("PAPA_TAKARO_NATS");

/// Whether this site offers live play.
pub fn available() -> bool {
    !SERVER.is_empty()
}

/// What the page shows of a live game besides the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LiveView {
    /// `None` until the client has loaded.
    pub connection: Option<Connection>,
    /// Messages ignored: not signed by their side's key, too big, unreadable, or not a
    /// move the rules allow.
    pub ignored: u32,
    /// Why the game could not be opened.
    pub failure: Option<LiveError>,
    /// The invitation's secret, on the device that made the game (its invitation link
    /// carries it).
    pub invite: Option<String>,
    /// Why this device's last move is kept here, not yet sent.
    pub held: Option<Held>,
    /// How many watch the game, as the game service counts them.
    pub watching: u32,
}

/// What the client reports, applied to the view as it stands when it arrives (the
/// listener outlives the render it was made in).
pub enum Report {
    Connection(Option<Connection>),
    Ignored(u32),
    Failure(LiveError),
    Invite(String),
    Held(Option<Held>),
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

/// A live game just made on the server: its id and short code.
pub struct Created {
    pub id: String,
    pub code: String,
}

impl Created {
    fn read(answer: Fields) -> Result<Created, LiveError> {
        Ok(Created {
            id: answer.text("id").ok_or(LiveError::Unreachable)?,
            code: answer.text("code").unwrap_or_default(),
        })
    }
}

/// Makes a live game on the server, this device playing `seat`; `start` is the game's
/// link before any move.
pub async fn create(game: &str, start: &str, seat: &str) -> Result<Created, LiveError> {
    let args = [SERVER.into(), game.into(), start.into(), seat.into()];
    Created::read(call(Call::Create, &args).await?)
}

/// Puts a live game the server no longer has back on it, from this device's copy
/// (`record`, the game's link now; `start`, its link before any move), this device
/// playing `seat`: a new id, a new code and invitation.
pub async fn restore(
    game: &str,
    start: &str,
    record: &str,
    seat: &str,
) -> Result<Created, LiveError> {
    let args = [
        SERVER.into(),
        game.into(),
        start.into(),
        record.into(),
        seat.into(),
    ];
    Created::read(call(Call::Restore, &args).await?)
}

/// The id of the live game with this short code.
pub async fn find_code(code: &str) -> Result<String, LiveError> {
    let answer = call(Call::Code, &[SERVER.into(), code.trim().into()]).await?;
    answer.text("id").ok_or(LiveError::BadCode)
}

/// Sends what this device's seat says to the other in the game `id` at `ply`.
pub async fn say(id: &str, ply: usize, message: &str) -> Result<(), LiveError> {
    let args = [id.into(), (ply as f64).into(), message.into()];
    call(Call::Between, &args).await.map(|_| ())
}

/// Opens the session's live game on the server and keeps it in step: games that arrive
/// go to the session, this device's moves go to the server. Three steps, each its own
/// function: follow what the client reports ([`follow`]), open the game ([`open`]),
/// and send each move of this device's seat ([`use_sending`]).
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

    {
        let (view, send) = (view.clone(), send.clone());
        use_effect_with(
            id.clone(),
            move |id: &Option<(String, Option<&'static str>)>| {
                if let Some((id, seat)) = id.clone() {
                    *listener.borrow_mut() = follow::<G>(&id, view.clone(), send);
                    let opening = Opening {
                        id,
                        seat,
                        invite,
                        known,
                    };
                    spawn_local(open::<G>(opening, view));
                }
                let closing = id.as_ref().map(|(id, _)| id.clone());
                move || {
                    if let Some(id) = closing {
                        spawn_local(async move {
                            let _ = call(Call::Close, &[id.into()]).await;
                        });
                    }
                }
            },
        );
    }
    use_sending(session);
    (*view).clone()
}

/// Follows what the client reports of the game `id`: its states go to the session, the
/// rest to the view. Messages passed over are the client's running total and the states
/// this page could not read.
fn follow<G: Playable>(
    id: &str,
    view: UseReducerHandle<LiveView>,
    send: Callback<SessionAction<G>>,
) -> Option<EventListener> {
    // (passed over by the client so far, unreadable here)
    let ignored = Rc::new(RefCell::new((0u32, 0u32)));
    let this = Of::Game(id.to_string());
    listen(move |of, event| {
        if of != this {
            return;
        }
        match event {
            LiveEvent::State(state) => match arrival::<G>(&state) {
                Some(action) => send.emit(action),
                None => ignored.borrow_mut().1 += 1,
            },
            LiveEvent::Sent { ply } => {
                send.emit(SessionAction::Sent(ply));
                view.dispatch(Report::Held(None));
            }
            LiveEvent::Held(reason) => view.dispatch(Report::Held(reason)),
            LiveEvent::Connection(connection) => view.dispatch(Report::Connection(connection)),
            LiveEvent::Watching(count) => view.dispatch(Report::Watching(count)),
            LiveEvent::Ignored(so_far) => ignored.borrow_mut().0 = so_far,
            LiveEvent::Class(_) | LiveEvent::ClassGone(_) => {}
        }
        let (by_client, here) = *ignored.borrow();
        view.dispatch(Report::Ignored(by_client + here));
    })
}

/// What opening a live game needs to know.
struct Opening {
    id: String,
    /// The seat the address names (`None`: watching).
    seat: Option<&'static str>,
    /// The invitation's secret, if the address carries one.
    invite: Option<String>,
    /// Whether this device had the game before it opened.
    known: bool,
}

/// Opens the game on the server. A device that has the game plays its side (the key this
/// browser holds decides); a device new to it claims the side its invitation names, or
/// else the side left free. Another game's code, or another side than the address
/// guessed, sends the page to that game and side.
async fn open<G: Playable>(opening: Opening, view: UseReducerHandle<LiveView>) {
    let Opening {
        id,
        seat,
        invite,
        known,
    } = opening;
    let ask = |how: String, invite: JsValue| {
        let args = [SERVER.into(), id.as_str().into(), how.into(), invite];
        async move { call(Call::Open, &args).await }
    };
    let opened = match seat {
        None => ask("watch".into(), JsValue::UNDEFINED).await,
        Some(seat) => {
            // New here: which game it is, before a side of it is claimed.
            if !known {
                let watched = ask("watch".into(), JsValue::UNDEFINED).await;
                if let Some(game) = watched
                    .ok()
                    .and_then(|w| w.text("game"))
                    .filter(|g| g != G::NAME)
                {
                    go_to(Query::parse(&format!("game={game}")).with("live", Some(&id)));
                    return;
                }
            }
            let invite: JsValue = invite.as_deref().map_or(JsValue::NULL, JsValue::from);
            match ask(format!("play:{seat}"), invite.clone()).await {
                Err(LiveError::SeatTaken) if !known => {
                    let other = side_of::<G>(seat)
                        .map(|s| G::side_code(other_side::<G>(s)))
                        .unwrap_or(seat);
                    ask(format!("play:{other}"), invite).await
                }
                answer => answer,
            }
        }
    };
    match opened {
        Ok(opened) => {
            if let Some(invite) = opened.text("invite") {
                view.dispatch(Report::Invite(invite));
            }
            let game = opened.text("game").unwrap_or_else(|| G::NAME.into());
            let claimed = opened.text("seat");
            let reseat = seat.is_some() && claimed.as_deref() != seat;
            if game != G::NAME || reseat {
                let query = Query::parse(&format!("game={game}"));
                go_to(match claimed {
                    Some(side) => query.with("live", Some(&id)).with("as", Some(&side)),
                    None => query.with("watch", Some(&id)),
                });
            }
        }
        Err(failure) => view.dispatch(Report::Failure(failure)),
    }
}

/// Replaces the page with another address (another game, or another side of it).
fn go_to(query: Query) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().replace(&link_to(&query.to_link()));
    }
}

/// Sends this device's moves: its seat's last move, once, when the server has not had it.
#[hook]
fn use_sending<G>(session: &Session<G>)
where
    G: Playable,
{
    // The last move sent, by its ply and the game's take-backs and rematches so far: a
    // move taken back by agreement, or a rematch, makes its ply again.
    let sent = use_mut_ref(|| (0u64, 0u64, 0usize));
    let live = session.friend.as_ref().filter(|f| f.live && available());
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
                    let _ = call(Call::Move, &args).await;
                });
            }
        }
    });
}

/// A game the server holds, read by the rules core: the session's action for it, or
/// `None` if it cannot be read.
fn arrival<G: Playable>(state: &Fields) -> Option<SessionAction<G>> {
    let record = state.text("record").filter(|r| !r.is_empty());
    let link = record.or_else(|| state.text("start"))?;
    let game = G::shared(&G::presets(&Query::parse(&link)))?.ok()?;
    let ply = state.number("ply")? as usize;
    if G::played(&game) != ply {
        return None;
    }
    let by = state.text("by").and_then(|b| side_of::<G>(&b));
    Some(SessionAction::Remote {
        game,
        by,
        talk: talk_of::<G>(state),
        seat: state.text("seat").and_then(|s| side_of::<G>(&s)),
    })
}

/// Where things stand between the seats, read from a state the live client reports
/// (`end`, `offer`, `undone`, `round`); what is not the game's seats is left out.
fn talk_of<G: RemotePlay>(state: &Fields) -> Talk {
    let seat = |code: &str| side_of::<G>(code).map(G::side_code);
    let end = state.text("end").and_then(|end| read_end::<G>(&end));
    let offer = state.object("offer").and_then(|o| {
        Some(Open {
            offer: Offer::ALL
                .into_iter()
                .find(|k| Some(k.code()) == o.text("offer").as_deref())?,
            by: seat(&o.text("by")?)?,
            ply: o.number("ply")? as usize,
        })
    });
    let count = |key| state.number(key).unwrap_or(0.0) as u64;
    Talk {
        end,
        offer,
        undone: count("undone"),
        round: count("round"),
        heard: true,
        ..Talk::default()
    }
}
