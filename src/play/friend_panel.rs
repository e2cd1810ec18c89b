//! What the game screen shows of a game with a friend on another device ([`panel`]):
//! the side this device plays, the link to send (copy, share, QR code) or the live
//! game's connection, invitation and watch link; and how such a game starts
//! ([`FriendStart`](super::friend_start::FriendStart)).

use super::friend::{entry, friend_link, live_link, FriendParts};
use super::friend_start::FriendStart;
use super::friend_talk::TalkControls;
use super::lazy_script::Ready;
use super::live::{use_live, Connection, LiveError, LiveView};
use super::live_words::{failure_words, held_words};
use super::restore_game::RestoreGame;
use super::sides::other_side;
use super::{BoardTags, Mover, Playable, Session, SessionAction};
use crate::route::{Address, Query};
use crate::saves::friends::{self, FriendGame};
use crate::t;
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yew::platform::spawn_local;
use yew::prelude::*;

/// The whole address of a query on this page (what a friend's device opens).
fn absolute(query: &str) -> String {
    crate::route::whole_address(query).unwrap_or_else(|| query.to_string())
}

/// Friend play on the game screen: live play kept in step, the panel's part, what the
/// board tells, and starting a game (`start_open`: its part opens at once).
#[hook]
pub fn use_friend_parts<G>(
    session: &Session<G>,
    send: &Callback<SessionAction<G>>,
    start_open: bool,
) -> FriendParts
where
    G: Playable,
{
    let live = use_live::<G>(session, send);
    let here = crate::route::use_address();
    // A live game's short code, kept in the list when the game was made (read once).
    let code = use_memo(session.friend.as_ref().map(|f| f.id.clone()), |id| {
        id.as_ref()
            .and_then(|id| friends::find(id))
            .map(|kept| kept.code)
            .filter(|code| !code.is_empty())
    });
    // Once a link has opened the game, the address names the game only: a reload opens it
    // as this device has it, and the link cannot roll it back later.
    {
        let by_link = session
            .friend
            .as_ref()
            .filter(|f| !f.live && !session.viewing)
            .map(|f| (f.id.clone(), G::link(&session.game)));
        use_effect_with(by_link, |opened| {
            if let Some((id, link)) = opened {
                let address = Query::parse(&crate::route::current_query());
                if address.get("record").is_some() {
                    let mut query = address
                        .with("as", None)
                        .with("end", None)
                        .with(super::friend_link_talk::TALK, None);
                    for (key, _) in link.pairs() {
                        query = query.with(&key, None);
                    }
                    crate::route::replace_query(&query.with("friend", Some(id)).to_link());
                }
            }
        });
    }
    // A friend's game is saved in the list of games with friends, never in the slot.
    use_effect_with(friend_entry(session, code.as_deref()), |entry| {
        if let Some(entry) = entry {
            friends::save(entry.clone());
        }
    });
    let waiting = G::mover(&session.game) == Mover::Remote && !session.viewing;
    let your_turn = G::mover(&session.game) == Mover::Person
        && !session.viewing
        && session.friend.as_ref().is_some_and(|f| f.seat.is_some());
    super::turn_cue::use_turn_cue(your_turn);
    // A move kept on this device (the server full or busy) is said on the turn line; a
    // view of a friend's link speaks of the game as the link left it, not of a turn.
    let held = live.held.map(|reason| held_words(reason).to_string());
    let link_view = session.viewing && session.seat().is_some();
    // A resignation or an agreed draw ends the game: the turn line says so.
    let ended = session
        .friend
        .as_ref()
        .and_then(|f| f.talk.end)
        .map(super::friend_talk::ending_words::<G>);
    FriendParts {
        status: ended.or(held).or_else(|| {
            G::side_to_move(&session.game).and_then(|side| {
                if link_view {
                    Some(t::friend_view_status(G::side_name(side)))
                } else {
                    waiting.then(|| t::friend_waiting(G::side_name(side)))
                }
            })
        }),
        panel: panel(&here, session, send, &live, code.as_deref()),
        tags: BoardTags {
            seat: session.friend.as_ref().and_then(|f| f.seat),
            connection: live.connection.map(|c| c.code()),
            outcome: session
                .friend
                .as_ref()
                .and_then(|f| f.talk.end)
                .map(super::talk::ending_outcome::<G>),
        },
        start: html! { <FriendStart<G> state={session.game.clone()} open={start_open} /> },
    }
}

/// The friend's-game part of the panel, under the turn line.
pub fn panel<G: Playable>(
    here: &Address,
    session: &Session<G>,
    send: &Callback<SessionAction<G>>,
    live: &LiveView,
    code: Option<&str>,
) -> Html {
    let Some(friend) = &session.friend else {
        return Html::default();
    };
    let seat = session.seat();
    let seat_line = match seat {
        Some(side) => t::friend_you_play(G::side_name(side)),
        None => t::friend_watching().to_string(),
    };
    let back = html! { <>
        // Why Undo is greyed (its `aria-describedby`, src/play/screen.rs).
        <p class="note" id="undo-why" data-testid="undo-why">{ t::friend_undo_off() }</p>
        <p><a href={here.link_to(&format!("?game={}", G::NAME))}>{ t::friend_back_to_yours() }</a></p>
    </> };
    if !friend.live {
        let Some(seat) = seat else {
            return Html::default();
        };
        if session.viewing {
            return link_view::<G>(here, &friend.id);
        }
        let theirs = G::mover(&session.game) == Mover::Remote && friend.talk.end.is_none();
        let over = G::side_to_move(&session.game).is_none() || friend.talk.end.is_some();
        let played = G::played(&session.game);
        // Something said (an offer, an answer) waits to be sent in the link.
        let said = super::friend_link_talk::to_send(&friend.talk, played).is_some();
        let hint = if said && !over {
            t::friend_link_said()
        } else if over && G::match_goes_on(&session.game) {
            t::friend_link_next()
        } else if over {
            t::friend_link_final()
        } else if theirs && G::played(&session.game) == 0 {
            t::friend_link_first()
        } else if theirs {
            t::friend_link_send()
        } else {
            t::friend_link_after_move()
        };
        // While this device is to move, the link would carry nothing the friend has not
        // seen: it is offered once there is a move to send (or the friend is to begin).
        let offered = over || theirs || said;
        let link = friend_link::<G>(&friend.id, &session.game, other_side::<G>(seat));
        // A resignation, an offer or an answer travels in the link, as a move does.
        let link = super::friend_link_talk::write(Query::parse(&link), &friend.talk, played, false);
        let link = absolute(&link.to_link());
        return html! {
            <section class="friend" aria-labelledby="friend-title" data-testid="friend">
                <h2 id="friend-title">{ t::friend_title() }</h2>
                <p data-testid="friend-seat">{ seat_line }</p>
                <p data-testid="friend-hint">{ hint }</p>
                if offered {
                    <SendLink href={link} kind={LinkKind::Game} />
                }
                <TalkControls<G> game={session.game.clone()} friend={friend.clone()} session={send.clone()} />
                { back }
            </section>
        };
    }
    let connection = match (live.connection, live.failure, live.held) {
        (_, Some(failure), _) => failure_words(failure).to_string(),
        (_, _, Some(held)) => held_words(held).to_string(),
        (Some(Connection::Connected), ..) => t::friend_connected().to_string(),
        (Some(Connection::Reconnecting), ..) => t::friend_reconnecting().to_string(),
        (Some(Connection::Offline), ..) => t::friend_offline().to_string(),
        (None, ..) => t::friend_connecting().to_string(),
    };
    // A class room's game (`&class=`): the room paired the players, so there is no one
    // to invite.
    let in_class = Query::parse(here.query()).get("class").is_some();
    let invite = seat.filter(|_| !in_class).map(|seat| {
        let invite = live.invite.as_deref();
        let link = absolute(&live_link::<G>(&friend.id, Some((other_side::<G>(seat), invite))));
        html! { <>
            <p>{ t::friend_live_invite() }</p>
            <SendLink href={link} kind={LinkKind::Invite} />
            if let Some(code) = code.map(str::to_string) {
                <p>{ t::friend_live_code() }{ " " }<strong class="game-code" data-testid="game-code">{ code }</strong></p>
            }
        </> }
    });
    html! {
        <section class="friend" aria-labelledby="friend-title" data-testid="friend">
            <h2 id="friend-title">{ t::friend_live_title() }</h2>
            <p data-testid="friend-seat">{ seat_line }</p>
            <p class="connection" role="status" data-testid="connection">{ connection }</p>
            if seat.is_some() {
                <TalkControls<G> game={session.game.clone()} friend={friend.clone()} session={send.clone()} />
            }
            if let (Some(LiveError::NotFound), Some(seat)) = (live.failure, seat) {
                <RestoreGame<G> state={session.game.clone()} {seat} />
            }
            if seat.is_some() {
                <super::notify_toggle::NotifyToggle />
            }
            { for invite }
            <p><a data-watch-link="" href={absolute(&live_link::<G>(&friend.id, None))}>{ t::friend_watch_link() }</a></p>
            if live.watching > 0 {
                <p data-testid="watchers" data-count={live.watching.to_string()}>{ t::friend_watchers(live.watching) }</p>
            }
            if live.ignored > 0 {
                <p class="note">{ t::friend_ignored(live.ignored) }</p>
            }
            { back }
        </section>
    }
}

/// An older or other link of a game with a friend, shown as a view: no "Play from here"
/// (the game is the friend's, and the player's own game keeps its place), but the way to
/// the current game with that friend, and back to the player's own game.
fn link_view<G: Playable>(here: &Address, id: &str) -> Html {
    let mode = match friends::find(id) {
        Some(kept) if kept.live => "live",
        _ => "friend",
    };
    let current = here.link_to(
        &Query::parse(&format!("game={}", G::NAME))
            .with(mode, Some(id))
            .to_link(),
    );
    html! {
        <section class="friend shared-view" aria-labelledby="friend-title" data-testid="friend-view">
            <h2 id="friend-title">{ t::friend_view_title() }</h2>
            <p>{ t::friend_view_note() }</p>
            <div class="buttons">
                <a class="button primary" href={current} data-testid="friend-current">{ t::friend_view_current() }</a>
                <a href={here.link_to(&format!("?game={}", G::NAME))}>{ t::friend_back_to_yours() }</a>
            </div>
        </section>
    }
}

/// Which link [`SendLink`] offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkKind {
    /// The game so far (`data-friend-link`).
    Game,
    /// The invitation to a live game (`data-friend-link` too: it is what the friend opens).
    Invite,
}

#[derive(Properties, PartialEq)]
pub struct SendLinkProps {
    pub href: String,
    pub kind: LinkKind,
}

/// A link to send a friend: the link itself, Copy, Share (where the browser has a share
/// sheet) and a QR code to scan.
#[function_component(SendLink)]
pub fn send_link(props: &SendLinkProps) -> Html {
    let copied = use_state(|| false);
    let qr = use_state(|| None::<Result<(u32, String), ()>>);
    {
        let copied = copied.clone();
        use_effect_with(props.href.clone(), move |_| copied.set(false));
    }
    let copy = {
        let (href, copied) = (props.href.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            let written = navigator_call("clipboard", "writeText", &href);
            spawn_local(async move {
                if let Some(promise) = written {
                    copied.set(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
                }
            });
        })
    };
    // Whether the browser has a share sheet: asked once drawn (a render reads no window).
    let can_share = use_state(|| false);
    {
        let can_share = can_share.setter();
        use_effect_with((), move |_| {
            can_share.set(
                web_sys::window()
                    .and_then(|w| Reflect::get(&w.navigator(), &"share".into()).ok())
                    .is_some_and(|f| f.is_function()),
            )
        });
    }
    let can_share = *can_share;
    let share = {
        let href = props.href.clone();
        Callback::from(move |_: MouseEvent| {
            let data = js_sys::Object::new();
            let _ = Reflect::set(&data, &"url".into(), &href.as_str().into());
            let _ = Reflect::set(&data, &"title".into(), &t::friend_share_title().into());
            if let Some(navigator) = web_sys::window().map(|w| w.navigator()) {
                if let Some(share) = Reflect::get(&navigator, &"share".into())
                    .ok()
                    .and_then(|f| f.dyn_into::<Function>().ok())
                {
                    // A cancelled share sheet is not an error for the player.
                    if let Ok(promise) = share.call1(&navigator, &data) {
                        if let Ok(promise) = promise.dyn_into::<Promise>() {
                            spawn_local(async move {
                                let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
                            });
                        }
                    }
                }
            }
        })
    };
    let show_qr = {
        let (href, qr) = (props.href.clone(), qr.clone());
        Callback::from(move |_: MouseEvent| {
            if qr.is_some() {
                qr.set(None);
                return;
            }
            let (href, qr) = (href.clone(), qr.clone());
            spawn_local(async move { qr.set(Some(qr_code(&href).await)) });
        })
    };
    let label = match props.kind {
        LinkKind::Game => t::friend_link_label(),
        LinkKind::Invite => t::friend_invite_label(),
    };
    html! {
        <div class="send-link">
            <p class="link-line"><a data-friend-link="" href={props.href.clone()}>{ label }</a></p>
            <div class="buttons">
                <button onclick={copy}>{ if *copied { t::friend_copied() } else { t::friend_copy() } }</button>
                if can_share {
                    <button onclick={share}>{ t::friend_share() }</button>
                }
                <button onclick={show_qr} aria-expanded={qr.is_some().to_string()}>{ t::friend_qr() }</button>
            </div>
            {
                match &*qr {
                    Some(Ok((size, path))) => html! {
                        <svg class="qr" viewBox={format!("-4 -4 {} {}", size + 8, size + 8)} role="img"
                             aria-label={t::friend_qr_label()} data-testid="qr">
                            <rect x="-4" y="-4" width={(size + 8).to_string()} height={(size + 8).to_string()} fill="#fff" />
                            <path d={path.clone()} fill="#000" />
                        </svg>
                    },
                    Some(Err(())) => html! { <p class="message">{ t::friend_qr_failed() }</p> },
                    None => Html::default(),
                }
            }
        </div>
    }
}

/// Calls `navigator[object][method](text)`, if the browser has it.
fn navigator_call(object: &str, method: &str, text: &str) -> Option<Promise> {
    let navigator = web_sys::window()?.navigator();
    let target = Reflect::get(&navigator, &object.into()).ok()?;
    let function: Function = Reflect::get(&target, &method.into())
        .ok()?
        .dyn_into()
        .ok()?;
    function.call1(&target, &text.into()).ok()?.dyn_into().ok()
}

/// A QR code of `text`: its size in modules and the SVG path of its dark modules, made
/// by the QR module (`friend-qr.js`, loaded the first time one is asked for).
pub(crate) async fn qr_code(text: &str) -> Result<(u32, String), ()> {
    let maker: Function =
        super::lazy_script::global_from("friend-qr.js", Ready::Loaded, "papaTakaroQr")
            .await?
            .dyn_into()
            .map_err(|_| ())?;
    let code = maker.call1(&JsValue::NULL, &text.into()).map_err(|_| ())?;
    let size = Reflect::get(&code, &"size".into())
        .ok()
        .and_then(|s| s.as_f64())
        .ok_or(())?;
    let path = Reflect::get(&code, &"path".into())
        .ok()
        .and_then(|p| p.as_string())
        .ok_or(())?;
    Ok((size as u32, path))
}

/// A friend's game as the list keeps it (none for a view or a watched game, nor for a
/// live game not yet had from the server).
fn friend_entry<G: Playable>(session: &Session<G>, code: Option<&str>) -> Option<FriendGame> {
    let friend = session.friend.as_ref()?;
    let seat = session.seat()?;
    if session.viewing || !friend.known {
        return None;
    }
    let mut kept = entry::<G>(
        &friend.id,
        seat,
        friend.live,
        code.unwrap_or_default(),
        &session.game,
    );
    // By link, how it ended, what was said and the offer open are kept with the game
    // (live, the service keeps them).
    if !friend.live {
        let ply = G::played(&session.game);
        let query =
            super::friend_link_talk::write(Query::parse(&kept.link), &friend.talk, ply, true);
        kept.link = query.text().to_string();
    }
    Some(kept)
}
