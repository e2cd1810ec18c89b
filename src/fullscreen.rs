//! A "Full screen" button for projecting a game to a class.

use yew::prelude::*;

fn document_element() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.document_element()
}

fn is_fullscreen() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.fullscreen_element())
        .is_some()
}

/// Toggles full-screen display of the whole page.
#[function_component(FullscreenButton)]
pub fn fullscreen_button() -> Html {
    // Read once drawn (a render reads no window), and whenever it changes: Escape, or the
    // browser's own control, also leaves full screen.
    let on = use_state(|| false);
    {
        let on = on.setter();
        use_effect_with((), move |_| {
            on.set(is_fullscreen());
            let listener = web_sys::window().and_then(|w| w.document()).map(|d| {
                gloo::events::EventListener::new(&d, "fullscreenchange", move |_| {
                    on.set(is_fullscreen())
                })
            });
            move || drop(listener)
        });
    }
    let onclick = {
        let on = on.clone();
        Callback::from(move |_: MouseEvent| {
            if is_fullscreen() {
                if let Some(d) = web_sys::window().and_then(|w| w.document()) {
                    d.exit_fullscreen();
                }
                on.set(false);
            } else if let Some(e) = document_element() {
                on.set(e.request_fullscreen().is_ok());
            }
        })
    };
    html! {
        <button {onclick} aria-pressed={(*on).to_string()}>
            { if *on { crate::t::fullscreen_leave() } else { crate::t::fullscreen_enter() } }
        </button>
    }
}
