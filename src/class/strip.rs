//! The class strip above a student's game (the live game's page with `&class=<room>`):
//! their name, the round, "Paused by your teacher" (the game cannot be played meanwhile:
//! the service refuses moves, and the page makes the game inert), "Back to the class", and
//! the next round's game, which the page moves to. A removed student sees that alone.

use super::client::use_room;
use super::games::ClassGames;
use super::student::my_game;
use super::{gone, room_address};
use crate::play::live_bridge::LiveError;
use crate::route::{link_to, use_address, Query};
use crate::t;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ClassStripProps {
    pub room: String,
    /// Each game's part of class rooms (for a question to the class).
    pub games: ClassGames,
    /// The game's page.
    pub children: Html,
}

#[function_component(ClassStrip)]
pub fn class_strip(props: &ClassStripProps) -> Html {
    let styles = crate::lazy_style::stylesheet(super::STYLESHEET);
    let view = use_room(&props.room, None);
    let address = use_address();
    // The room's game for this student now, when it is another than this page's.
    let next = view.state.as_ref().and_then(|state| {
        let game = my_game(state)?;
        let here = Query::parse(address.query())
            .get("live")
            .map(|id| id.to_string());
        let there = Query::parse(&game).get("live").map(|id| id.to_string());
        (here != there).then_some(game)
    });
    use_effect_with(next.clone(), |next| {
        if let (Some(next), Some(window)) = (next, web_sys::window()) {
            let _ = window.location().assign(&link_to(next));
        }
    });
    if let Some(why) = view.failure.filter(|w| *w != LiveError::Unreachable) {
        return html! { <section class="class-page">{ styles }{ gone(why) }</section> };
    }
    let state = view.state.clone();
    let paused = state.as_ref().is_some_and(|s| s.paused);
    let ended = state.as_ref().is_some_and(|s| s.ended);
    if ended {
        return html! { <section class="class-page">{ styles }{ gone(LiveError::Ended) }</section> };
    }
    let name = state
        .as_ref()
        .and_then(|s| s.you.clone())
        .unwrap_or_default();
    let round = state.as_ref().map_or(0, |s| s.round);
    let asked = state.as_ref().is_some_and(|s| s.question.is_some());
    html! { <>
        { styles }
        <aside class="class-strip" aria-label={t::class_strip_label()} data-testid="class-strip"
               data-paused={paused.to_string()} data-round={round.to_string()}>
            <p>
                <strong data-name={name.clone()}>{ name.clone() }</strong>
                if round > 0 { { " · " }{ t::class_round(round.to_string()) } }
            </p>
            if paused {
                <p class="message" role="status" data-testid="class-paused">{ t::class_paused_game() }</p>
            }
            if let Some(next) = next {
                <p><a class="button primary" href={address.link_to(&next)} data-testid="class-next-game">{ t::class_next_game() }</a></p>
            }
            <p><a href={address.link_to(&format!("{}&back=1", room_address(&props.room)))} data-testid="class-back">{ t::class_back() }</a></p>
        </aside>
        if let Some((state, question)) = state.as_ref().and_then(|s| Some((s.clone(), s.question.clone()?))) {
            <super::question::StudentQuestion game={props.games.of_room(&state.game)} {state} {question} />
        }
        // Kept while a question is asked, and shown again when it closes.
        <div class="class-game" inert={paused.then_some("")} hidden={asked}>{ props.children.clone() }</div>
    </> }
}
