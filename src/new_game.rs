//! "Start new game" (or match) for both games' settings. While a game is in progress it
//! asks first ([`crate::ask_first`]): Undo cannot bring back a game that a new one
//! replaced. Once the new game has started, the turn line is brought into view and
//! focused, so the player sees (and hears) what to do first.

use crate::ask_first::{ask_first, AskFirst};
use crate::t;
use yew::prelude::*;

/// What the settings give the button.
pub struct NewGame {
    /// The button's words ("Start new game", "Start new match").
    pub label: &'static str,
    /// A game is in progress (moves played, not finished): ask before ending it.
    pub in_progress: bool,
    /// The settings chosen differ from the game's: the button is marked.
    pub attention: bool,
    /// Whether the question is shown (the settings' state).
    pub asking: UseStateHandle<bool>,
    /// Starts the new game.
    pub on_start: Callback<()>,
}

/// The button, and while asking the question with its two answers after it.
pub fn new_game_button(p: NewGame) -> Html {
    ask_first(AskFirst {
        label: p.label.to_string(),
        class: crate::components::class_list(&[
            Some("primary"),
            p.attention.then_some("attention"),
        ]),
        name: "new-game",
        ask: p.in_progress,
        question: t::new_game_ask().to_string(),
        yes: t::new_game_confirm().to_string(),
        keep: t::new_game_keep().to_string(),
        asking: *p.asking,
        set_asking: {
            let asking = p.asking.setter();
            Callback::from(move |ask| asking.set(ask))
        },
        on_yes: p.on_start,
    })
}
