//! A student's view of the room (`?class=<room>` on their device): their generated name
//! and "Another name", waiting for the teacher, and, once the room gives them a game, that
//! game (the live game's page with `&class=`) or, for the odd one out, a game against the
//! computer on their own device.

use super::client::{self, RoomState, Student};
use super::games::{level_name, AnyClassPlay};
use super::{game_address, gone_words};
use crate::route::{link_to, use_address};
use crate::t;
use std::rc::Rc;
use yew::platform::spawn_local;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StudentViewProps {
    pub game: &'static dyn AnyClassPlay,
    pub state: Rc<RoomState>,
    /// Come back from the game ("Back to the class"): it is offered, not opened.
    #[prop_or_default]
    pub back: bool,
}

/// This student in the room's state.
pub fn me(state: &RoomState) -> Option<&Student> {
    state.you.as_deref().and_then(|you| state.student(you))
}

/// The address of the game the room gives this student now, if any.
pub fn my_game(state: &RoomState) -> Option<String> {
    let me = me(state)?;
    Some(game_address(
        &state.game,
        me.game.as_deref()?,
        me.seat.as_deref()?,
        &state.room,
    ))
}

#[function_component(StudentView)]
pub fn student_view(props: &StudentViewProps) -> Html {
    let here = use_address();
    let state = &props.state;
    let failure = use_state(|| None::<String>);
    // A game given: its page plays it (the seat's key is already on this device).
    let game = if state.ended { None } else { my_game(state) };
    let opens = game
        .clone()
        .filter(|_| !props.back && state.question.is_none());
    use_effect_with(opens, |game| {
        if let (Some(game), Some(window)) = (game, web_sys::window()) {
            let _ = window.location().assign(&link_to(game));
        }
    });
    let another = {
        let (room, failure) = (state.room.clone(), failure.clone());
        Callback::from(move |_: MouseEvent| {
            let (room, failure) = (room.clone(), failure.clone());
            spawn_local(async move {
                // The new name arrives with the room's next state.
                if let Err(why) = client::another_name(&room).await {
                    failure.set(Some(gone_words(why).to_string()));
                }
            });
        })
    };
    if state.ended {
        return super::gone(crate::play::live_bridge::LiveError::Ended);
    }
    let name = state.you.clone().unwrap_or_default();
    if let Some(question) = state.question.clone() {
        return html! { <>
            <p class="class-you" data-testid="class-you">
                { t::class_you_are() }{ " " }<strong data-name={name.clone()} data-testid="class-name">{ name.clone() }</strong>
            </p>
            <super::question::StudentQuestion game={props.game} state={state.clone()} {question} />
        </> };
    }
    let me = me(state);
    let computer = me.is_some_and(|m| m.computer);
    html! { <>
        <h1 id="class-title">{ t::class_title() }</h1>
        <p class="class-you" data-testid="class-you">
            { t::class_you_are() }{ " " }<strong data-name={name.clone()} data-testid="class-name">{ name.clone() }</strong>
        </p>
        if state.round == 0 {
            <button onclick={another} data-testid="class-another-name">{ t::class_another_name() }</button>
        }
        if state.paused {
            <p class="message" role="status" data-testid="class-paused">{ t::class_paused() }</p>
        }
        if computer {
            <p role="status" data-testid="class-computer">{ t::class_odd_one(level_name(&state.level)) }</p>
            <p><a class="button primary" href={here.link_to(&props.game.computer_game(&state.start, &state.level))}
                  data-testid="class-computer-game">{ t::class_play_computer() }</a></p>
        } else if let Some(game) = game {
            <p role="status"><a class="button primary" href={here.link_to(&game)} data-testid="class-go-to-game">{ t::class_go_to_game() }</a></p>
        } else {
            <p role="status" data-testid="class-waiting">{ t::class_waiting() }</p>
        }
        if let Some(why) = &*failure {
            <p class="message" role="alert">{ why.clone() }</p>
        }
    </> }
}
