//! "Resign" for a Moeraki Kemu game in progress ([`KemuState::resigner`] says who may):
//! it asks first ([`crate::ask_first`]), then ends the game, won by the other tribe, and
//! the match counts it.

use super::state::{KemuAction, KemuState};
use crate::ask_first::{ask_first, AskFirst};
use crate::t;
use takaro::core::kemu::Tribe;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ResignProps {
    /// The tribe that would resign.
    pub tribe: Tribe,
    /// The other tribe, as the turn line names it ("Manaia (computer)").
    pub winner: AttrValue,
    pub act: Callback<KemuAction>,
}

/// The button and its question.
#[function_component(Resign)]
pub fn resign(props: &ResignProps) -> Html {
    let asking = use_state(|| false);
    {
        // A question for one tribe is not left open for the other.
        let asking = asking.clone();
        use_effect_with(props.tribe, move |_| asking.set(false));
    }
    ask_first(AskFirst {
        label: t::kemu_resign().to_string(),
        class: Classes::new(),
        name: "resign",
        ask: true,
        question: t::kemu_resign_ask(props.winner.to_string()),
        yes: t::kemu_resign_confirm().to_string(),
        keep: t::new_game_keep().to_string(),
        asking,
        on_yes: props.act.reform(|()| KemuAction::Resign),
    })
}

/// The button, while the game can be resigned.
pub fn resign_button(state: &KemuState, act: &Callback<KemuAction>) -> Html {
    match state.resigner() {
        Some(tribe) => html! {
            <Resign {tribe} winner={AttrValue::from(state.name(tribe.other()))} act={act.clone()} />
        },
        None => Html::default(),
    }
}
