//! "Resign" for a Moeraki Kemu game in progress ([`KemuState::resigner`] says who may):
//! it asks first ([`crate::ask_first`]; the question is the state's `asking_resign`), then
//! ends the game, won by the other tribe, and the match counts it.

use super::state::{KemuAction, KemuState};
use crate::ask_first::{ask_first, AskFirst};
use crate::t;
use yew::prelude::*;

/// The button and its question, while the game can be resigned.
pub fn resign_button(state: &KemuState, act: &Callback<KemuAction>) -> Html {
    let Some(tribe) = state.resigner() else {
        return Html::default();
    };
    ask_first(AskFirst {
        label: t::kemu_resign().to_string(),
        class: Classes::new(),
        name: "resign",
        ask: true,
        question: t::kemu_resign_ask(state.name(tribe.other())),
        yes: t::kemu_resign_confirm().to_string(),
        keep: t::new_game_keep().to_string(),
        asking: state.asking_resign,
        set_asking: act.reform(KemuAction::AskResign),
        on_yes: act.reform(|()| KemuAction::Resign),
    })
}
