//! "Start new game" (or match) for both games' settings. While a game is in progress it
//! asks first, in place, with two buttons: Undo cannot bring back a game that a new one
//! replaced. Once the new game has started, the turn line is brought into view and
//! focused, so the player sees (and hears) what to do first.

use crate::t;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewGameButtonProps {
    /// The button's words ("Start new game", "Start new match").
    pub label: AttrValue,
    /// A game is in progress (moves played, not finished): ask before ending it.
    pub in_progress: bool,
    /// The settings chosen differ from the game's: the button is marked.
    #[prop_or_default]
    pub attention: bool,
    /// Starts the new game.
    pub on_start: Callback<()>,
}

/// Brings the turn line (`data-testid="status"`) into view and gives it focus.
fn focus_turn_line() {
    use wasm_bindgen::JsCast;
    let line = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("[data-testid=\"status\"]").ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(line) = line {
        let _ = line.set_attribute("tabindex", "-1");
        let _ = line.focus();
    }
}

/// Focuses the element behind `node`, if it is on the page.
fn focus(node: &NodeRef) {
    if let Some(e) = node.cast::<web_sys::HtmlElement>() {
        let _ = e.focus();
    }
}

#[function_component(NewGameButton)]
pub fn new_game_button(props: &NewGameButtonProps) -> Html {
    let asking = use_state(|| false);
    let button = use_node_ref();
    let confirm = use_node_ref();
    // Focus follows the question: onto its first answer, and back to the button after.
    let answered = use_mut_ref(|| false);
    {
        let (button, confirm, answered) = (button.clone(), confirm.clone(), answered.clone());
        use_effect_with(*asking, move |asking| {
            let cancelled = std::mem::take(&mut *answered.borrow_mut());
            if *asking {
                focus(&confirm);
            } else if cancelled {
                focus(&button);
            }
        });
    }
    let start = {
        let (on_start, asking) = (props.on_start.clone(), asking.setter());
        Callback::from(move |_: MouseEvent| {
            asking.set(false);
            on_start.emit(());
            focus_turn_line();
        })
    };
    let cancel = {
        let (asking, answered) = (asking.setter(), answered.clone());
        move || {
            *answered.borrow_mut() = true;
            asking.set(false);
        }
    };
    if *asking {
        let on_keep = {
            let cancel = cancel.clone();
            Callback::from(move |_: MouseEvent| cancel())
        };
        // Escape answers "keep playing" (and leaves the projector view alone).
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.stop_propagation();
                cancel();
            }
        });
        return html! {
            <div class="confirm" role="group" aria-labelledby="new-game-question" {onkeydown}
                 data-testid="new-game-question">
                <p id="new-game-question">{ t::new_game_ask() }</p>
                <div class="buttons">
                    <button class="primary" ref={confirm} onclick={start}>{ props.label.clone() }</button>
                    <button onclick={on_keep}>{ t::new_game_keep() }</button>
                </div>
            </div>
        };
    }
    let onclick = if props.in_progress {
        let asking = asking.setter();
        Callback::from(move |_: MouseEvent| asking.set(true))
    } else {
        start
    };
    html! {
        <button class={classes!("primary", props.attention.then_some("attention"))} ref={button} {onclick}>
            { props.label.clone() }
        </button>
    }
}
