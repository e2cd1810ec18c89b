//! What the game screen shows of a game with a friend on another device ([`panel`]):
//! the side this device plays, the link to send (copy, share, QR code) or the live
//! game's connection, invitation and watch link; and how such a game starts
//! ([`FriendStart`]: by link, live, or by a live game's short code) with the list of
//! games with friends.

use super::friend::{entry, friend_link, live_link, new_game_id, other_side, side_of, FriendParts};
use super::friend_opening::FriendNote;
use super::lazy_script::Ready;
use super::live::{self, use_live, Connection, LiveView};
use super::live_words::{failure_words, held_words};
use super::restore_game::RestoreGame;
use super::{BoardTags, Mover, Playable, Session, SessionAction};
use crate::route::go_to as open;
use crate::route::Query;
use crate::saves::friends::{self, FriendGame};
use crate::t;
use js_sys::{Function, Promise, Reflect};
use std::marker::PhantomData;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlInputElement;
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
                    let mut query = address.with("as", None);
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
    // A move kept on this device (the server full or busy) is said on the turn line; a
    // view of a friend's link speaks of the game as the link left it, not of a turn.
    let held = live
        .held
        .as_deref()
        .map(|reason| held_words(reason).to_string());
    let link_view = session.viewing && session.seat().is_some();
    FriendParts {
        status: held.or_else(|| {
            G::side_to_move(&session.game).and_then(|side| {
                if link_view {
                    Some(t::friend_view_status(G::side_name(side)))
                } else {
                    waiting.then(|| t::friend_waiting(G::side_name(side)))
                }
            })
        }),
        panel: panel(session, &live, code.as_deref()),
        tags: BoardTags {
            seat: session.friend.as_ref().and_then(|f| f.seat),
            connection: live.connection.map(|c| c.code()),
        },
        start: html! { <FriendStart<G> state={session.game.clone()} open={start_open} /> },
    }
}

/// The friend's-game part of the panel, under the turn line.
pub fn panel<G: Playable>(session: &Session<G>, live: &LiveView, code: Option<&str>) -> Html {
    let Some(friend) = &session.friend else {
        return Html::default();
    };
    let seat = session.seat();
    let seat_line = match seat {
        Some(side) => t::friend_you_play(G::side_name(side)),
        None => t::friend_watching().to_string(),
    };
    let back = html! {
        <p><a href={crate::route::link_to(&format!("?game={}", G::NAME))}>{ t::friend_back_to_yours() }</a></p>
    };
    if !friend.live {
        let Some(seat) = seat else {
            return Html::default();
        };
        if session.viewing {
            return link_view::<G>(&friend.id);
        }
        let theirs = G::mover(&session.game) == Mover::Remote;
        let over = G::side_to_move(&session.game).is_none();
        let hint = if over {
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
        let offered = over || theirs;
        let link = absolute(&friend_link::<G>(
            &friend.id,
            &session.game,
            other_side::<G>(seat),
        ));
        return html! {
            <section class="friend" aria-labelledby="friend-title" data-testid="friend">
                <h2 id="friend-title">{ t::friend_title() }</h2>
                <p data-testid="friend-seat">{ seat_line }</p>
                <p data-testid="friend-hint">{ hint }</p>
                if offered {
                    <SendLink href={link} kind={LinkKind::Game} />
                }
                { back }
            </section>
        };
    }
    let connection = match (live.connection, &live.failure, &live.held) {
        (_, Some(failure), _) => failure_words(failure).to_string(),
        (_, _, Some(held)) => held_words(held).to_string(),
        (Some(Connection::Connected), ..) => t::friend_connected().to_string(),
        (Some(Connection::Reconnecting), ..) => t::friend_reconnecting().to_string(),
        (Some(Connection::Offline), ..) => t::friend_offline().to_string(),
        (None, ..) => t::friend_connecting().to_string(),
    };
    // A class room's game (`&class=`): the room paired the players, so there is no one
    // to invite.
    let in_class = Query::parse(&crate::route::current_query())
        .get("class")
        .is_some();
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
            if let (Some("not-found"), Some(seat)) = (live.failure.as_deref(), seat) {
                <RestoreGame<G> state={session.game.clone()} {seat} />
            }
            { for invite }
            <p><a data-watch-link="" href={absolute(&live_link::<G>(&friend.id, None))}>{ t::friend_watch_link() }</a></p>
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
fn link_view<G: Playable>(id: &str) -> Html {
    let mode = match friends::find(id) {
        Some(kept) if kept.live => "live",
        _ => "friend",
    };
    let current = crate::route::link_to(
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
                <a href={crate::route::link_to(&format!("?game={}", G::NAME))}>{ t::friend_back_to_yours() }</a>
            </div>
        </section>
    }
}

/// Why a friend's game opened as a view, or did not open, in words.
pub fn note_words(note: FriendNote) -> String {
    match note {
        FriendNote::BadLink(why) => why,
        FriendNote::OlderLink => t::friend_link_older().to_string(),
        FriendNote::OtherGame => t::friend_link_other().to_string(),
        FriendNote::UnknownFriendGame => t::friend_link_unknown().to_string(),
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

#[derive(Properties, PartialEq)]
pub struct FriendStartProps<G: Playable> {
    /// The game shown: a friend's game takes its rules.
    pub state: G::State,
    /// Shown open (the page for starting a game with a friend).
    #[prop_or_default]
    pub open: bool,
    #[prop_or_default]
    pub game: PhantomData<G>,
}

/// "Play a friend on another device": the side to play, by link or live, joining a live
/// game by its code, and the games with friends on this device.
#[function_component(FriendStart)]
pub fn friend_start<G: Playable>(props: &FriendStartProps<G>) -> Html {
    let seat = use_state(|| G::SIDES[0]);
    let failure = use_state(|| None::<String>);
    let code_input = use_node_ref();
    // Opened by its own address (the game's "Play a friend on another device" link): the
    // part is far down the page, so it is brought into view with its heading focused.
    let section = use_node_ref();
    {
        let (section, open) = (section.clone(), props.open);
        use_effect_with((), move |_| {
            // Once the app is on the page (it is drawn off the page first).
            crate::first_render::when_shown(move || {
                let summary = section
                    .cast::<web_sys::Element>()
                    .filter(|_| open)
                    .and_then(|details| details.query_selector("summary").ok().flatten())
                    .and_then(|summary| summary.dyn_into::<web_sys::HtmlElement>().ok());
                if let Some(summary) = summary {
                    summary.scroll_into_view();
                    let _ = summary.focus();
                }
            });
        });
    }
    let on_side = {
        let seat = seat.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(side) = side_of::<G>(&value) {
                seat.set(side);
            }
        })
    };
    let by_link = {
        let (state, seat) = (props.state.clone(), *seat);
        Callback::from(move |_: MouseEvent| {
            let id = new_game_id();
            let game = G::friend_game(&state, seat);
            friends::save(entry::<G>(&id, seat, false, "", &game));
            open(&format!("?game={}&friend={id}", G::NAME));
        })
    };
    let live_game = {
        let (state, seat, failure) = (props.state.clone(), *seat, failure.clone());
        Callback::from(move |_: MouseEvent| {
            let game = G::friend_game(&state, seat);
            let failure = failure.clone();
            spawn_local(async move {
                let start = G::link(&game).text().to_string();
                match live::create(G::NAME, &start, G::side_code(seat)).await {
                    Ok(created) => {
                        friends::save(entry::<G>(&created.id, seat, true, &created.code, &game));
                        open(&format!("?game={}&live={}", G::NAME, created.id));
                    }
                    Err(why) => failure.set(Some(failure_words(&why).to_string())),
                }
            });
        })
    };
    let join = {
        let (input, failure) = (code_input.clone(), failure.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let code = input
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            let failure = failure.clone();
            spawn_local(async move {
                match live::find_code(&code).await {
                    Ok(id) => open(&format!("?game={}&live={id}", G::NAME)),
                    Err(why) => failure.set(Some(failure_words(&why).to_string())),
                }
            });
        })
    };
    // The list as the page opened (only this page changes it, by leaving for a game).
    let games = use_memo((), |_| {
        friends::list()
            .into_iter()
            .filter(|g| g.game == G::NAME)
            .collect::<Vec<FriendGame>>()
    });
    html! {
        <details class="friend-start" data-testid="friend-start" open={props.open} ref={section}>
            <summary>{ t::friend_start_title() }</summary>
            <label>{ t::friend_your_side() }{ " " }
                <select onchange={on_side}>
                    { for G::SIDES.into_iter().map(|side| html! {
                        <option value={G::side_code(side)} selected={side == *seat}>{ G::side_name(side) }</option>
                    }) }
                </select>
            </label>
            <div class="buttons">
                <button onclick={by_link}>{ t::friend_by_link() }</button>
                if live::available() {
                    <button onclick={live_game}>{ t::friend_live() }</button>
                }
            </div>
            <p class="note">{ t::friend_by_link_explain() }</p>
            if live::available() {
                <p class="note">{ t::friend_live_explain() }</p>
            }
            if live::available() {
                <form class="join-code" onsubmit={join}>
                    <label>{ t::friend_code_label() }{ " " }
                        <input ref={code_input} autocomplete="off" autocapitalize="characters" size="8" />
                    </label>
                    { " " }<button type="submit">{ t::friend_join() }</button>
                </form>
            }
            if let Some(why) = &*failure {
                <p class="message" role="alert">{ why.clone() }</p>
            }
            if !games.is_empty() {
                <h3>{ t::friend_games_title() }</h3>
                <ul class="friend-games" data-testid="friend-games">
                    { for games.iter().map(|g| game_line::<G>(g)) }
                </ul>
            }
        </details>
    }
}

/// One game in the list: the friend's side, whose turn, the last move and the date.
fn game_line<G: Playable>(g: &FriendGame) -> Html {
    let Some(seat) = side_of::<G>(&g.seat) else {
        return Html::default();
    };
    let turn = if g.to_move.is_empty() {
        t::friend_turn_over()
    } else if g.to_move == g.seat {
        t::friend_turn_yours()
    } else {
        t::friend_turn_theirs()
    };
    let mode = if g.live { "live" } else { "friend" };
    let href = crate::route::link_to(
        &Query::parse(&format!("game={}", G::NAME))
            .with(mode, Some(&g.id))
            .to_link(),
    );
    html! {
        <li>
            <a {href}>{ t::friend_game_line(t::FriendGameLine {
                side: G::side_name(other_side::<G>(seat)),
                turn,
                date: g.date.as_str(),
            }) }</a>
            if !g.last_move.is_empty() {
                <span class="last">{ format!(" · {}", g.last_move) }</span>
            }
        </li>
    }
}

/// A friend's game as the list keeps it (none for a view or a watched game, nor for a
/// live game not yet had from the server).
fn friend_entry<G: Playable>(session: &Session<G>, code: Option<&str>) -> Option<FriendGame> {
    let friend = session.friend.as_ref()?;
    let seat = session.seat()?;
    if session.viewing || !friend.known {
        return None;
    }
    Some(entry::<G>(
        &friend.id,
        seat,
        friend.live,
        code.unwrap_or_default(),
        &session.game,
    ))
}
