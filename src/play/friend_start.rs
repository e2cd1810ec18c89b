//! "Play a friend on another device": the side to play, a single game or (Moeraki Kemu)
//! a match, by link or live, joining a live game by its short code, and the list of
//! games with friends on this device.

use super::friend::{entry, new_game_id};
use super::live;
use super::live_words::failure_words;
use super::sides::side_of;
use super::Playable;
use crate::route::go_to as open;
use crate::saves::friends::{self, FriendGame};
use crate::t;
use std::marker::PhantomData;
use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

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
    let here = crate::route::use_address();
    let seat = use_state(|| G::SIDES[0]);
    // A single game (1), or a match of that many wins where the game has them.
    let wins = use_state(|| 1_u8);
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
    let on_side = on_select(&seat, side_of::<G>);
    let on_wins = on_select(&wins, |value| value.parse().ok());
    let lengths = G::friend_lengths();
    let by_link = {
        let (state, seat, wins) = (props.state.clone(), *seat, *wins);
        Callback::from(move |_: MouseEvent| {
            let id = new_game_id();
            let game = G::friend_match(&state, seat, wins);
            friends::save(entry::<G>(&id, seat, false, "", &game));
            open(&format!("?game={}&friend={id}", G::NAME));
        })
    };
    let live_game = {
        let (state, seat, failure) = (props.state.clone(), *seat, failure.clone());
        Callback::from(move |_: MouseEvent| {
            // Live, a single game: the game service referees one game at a time.
            let game = G::friend_game(&state, seat);
            let failure = failure.clone();
            spawn_local(async move {
                let start = G::link(&game).text().to_string();
                match live::create(G::NAME, &start, G::side_code(seat)).await {
                    Ok(created) => {
                        friends::save(entry::<G>(&created.id, seat, true, &created.code, &game));
                        open(&format!("?game={}&live={}", G::NAME, created.id));
                    }
                    Err(why) => failure.set(Some(failure_words(why).to_string())),
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
                    Err(why) => failure.set(Some(failure_words(why).to_string())),
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
            if !lengths.is_empty() {
                { " " }
                <label>{ t::friend_match_label() }{ " " }
                    <select onchange={on_wins} data-testid="friend-match">
                        { for lengths.iter().map(|(n, name)| html! {
                            <option value={n.to_string()} selected={*n == *wins}>{ name.clone() }</option>
                        }) }
                    </select>
                </label>
            }
            <div class="buttons">
                <button onclick={by_link}>{ t::friend_by_link() }</button>
                if live::available() {
                    // The game service referees one game at a time: a match is by link.
                    <button onclick={live_game} disabled={*wins > 1}
                            aria-describedby={(*wins > 1).then_some("live-single")}>{ t::friend_live() }</button>
                }
            </div>
            if live::available() && *wins > 1 {
                <p class="note" id="live-single">{ t::friend_live_single() }</p>
            }
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
                    { for games.iter().map(|g| super::friend_game_line::game_line::<G>(&here, g)) }
                </ul>
            }
        </details>
    }
}

/// A select's change, read by `read` into `state`; a value it cannot read changes nothing.
fn on_select<T: 'static>(
    state: &UseStateHandle<T>,
    read: impl Fn(&str) -> Option<T> + 'static,
) -> Callback<Event> {
    let state = state.clone();
    Callback::from(move |e: Event| {
        let value = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        if let Some(value) = read(&value) {
            state.set(value);
        }
    })
}
