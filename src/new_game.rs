//! "Start new game" (or match) for both games' settings. While a game is in progress it
//! asks first, in place, with two buttons: Undo cannot bring back a game that a new one
//! replaced. Once the new game has started, the turn line is brought into view and
//! focused, so the player sees (and hears) what to do first. A plain function over the
//! settings' own state (a component of its own would cost the first screen its props
//! comparison).

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

/// Focuses the first element matching `selector`, if it is on the page (focus also
/// scrolls it into view); `by_script`: an element that takes focus only from the page
/// (the turn line), not a Tab stop.
fn focus(selector: &str, by_script: bool) {
    use wasm_bindgen::JsCast;
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(e) = element {
        if by_script {
            let _ = e.set_attribute("tabindex", "-1");
        }
        let _ = e.focus();
    }
}

/// The button, and while asking the question with its two answers after it.
pub fn new_game_button(p: NewGame) -> Html {
    let asking = p.asking;
    let start = {
        let (on_start, asking) = (p.on_start, asking.setter());
        Callback::from(move |_: MouseEvent| {
            asking.set(false);
            on_start.emit(());
            focus("[data-testid=\"status\"]", true);
        })
    };
    let keep = {
        let asking = asking.setter();
        move || {
            asking.set(false);
            focus("[data-new-game]", false);
        }
    };
    let onclick = if p.in_progress {
        let asking = asking.setter();
        Callback::from(move |_: MouseEvent| asking.set(true))
    } else {
        start.clone()
    };
    let on_keep = {
        let keep = keep.clone();
        Callback::from(move |_: MouseEvent| keep())
    };
    // Escape answers "keep playing".
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Escape" {
            e.stop_propagation();
            keep();
        }
    });
    // Always on the page, hidden until asked: the button before it keeps its place (and
    // focus) as the question comes and goes.
    let question = html! {
        <div class="confirm" role="alert" data-testid="new-game-question" hidden={!*asking} {onkeydown}>
            if *asking {
                <p>{ t::new_game_ask() }</p>
                <div class="buttons">
                    <button class="primary" onclick={start}>{ t::new_game_confirm() }</button>
                    <button onclick={on_keep}>{ t::new_game_keep() }</button>
                </div>
            }
        </div>
    };
    html! { <>
        <button class={classes!("primary", p.attention.then_some("attention"))} data-new-game=""
                aria-expanded={p.in_progress.then(|| asking.to_string())} {onclick}>
            { p.label }
        </button>
        { question }
    </> }
}
