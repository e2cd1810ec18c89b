//! The header's menu: on screens too narrow for the whole header, one button
//! (`aria-expanded`) shows and hides what it holds (the site's pages and the theme) below
//! the header, which keeps its height. Escape or a press outside the header closes it,
//! Escape giving the focus back to the button; so does following a link in it. On wide
//! screens static/style.css hides the button and shows the content in the header.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// The `id` of the menu's content, which the button controls.
const CONTENT_ID: &str = "site-menu";

/// The menu's state: open or not, and its button (focus returns there on Escape).
#[derive(Clone)]
pub struct MenuState {
    open: UseStateHandle<bool>,
    button: NodeRef,
}

/// The menu's state, kept by the header's component. A hook and a plain function
/// ([`view`]), not a component: a component taking the header's content as children
/// would compare that content at every render, which costs the first screens' bundles
/// about 3 KB. Nothing listens on the window either: Escape is heard in the header, and
/// a press outside it lands on a transparent backdrop that is there only while the menu
/// is open.
#[hook]
pub fn use_menu() -> MenuState {
    MenuState {
        open: use_state(|| false),
        button: use_node_ref(),
    }
}

/// The menu button and the content it shows (both children of the header), and while it
/// is open the backdrop that closes it.
pub fn view(menu: &MenuState, content: Html) -> Html {
    let open = menu.open.clone();
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let close = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(false))
    };
    // Escape closes it and gives the focus back to the button.
    let on_key = {
        let (open, button) = (open.clone(), menu.button.clone());
        Callback::from(move |e: KeyboardEvent| {
            if *open && e.key() == "Escape" {
                open.set(false);
                if let Some(b) = button.cast::<HtmlElement>() {
                    let _ = b.focus();
                }
            }
        })
    };
    // A link followed in the menu closes it (the page changes under it).
    let on_follow = {
        let open = open.clone();
        Callback::from(move |e: MouseEvent| {
            let on_link = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .is_some_and(|el| el.closest("a").ok().flatten().is_some());
            if on_link {
                open.set(false);
            }
        })
    };
    html! {
        <>
            <button ref={menu.button.clone()} class="menu-button" type="button" data-testid="menu-button"
                    aria-expanded={open.to_string()} aria-controls={CONTENT_ID} onclick={toggle}
                    onkeydown={on_key.clone()}>
                { crate::t::menu_button() }
            </button>
            <div id={CONTENT_ID} class={crate::components::class_list(&[Some("site-menu"), open.then_some("open")])}
                 onclick={on_follow} onkeydown={on_key}>
                { content }
            </div>
            if *open {
                <div class="menu-backdrop" aria-hidden="true" onclick={close}></div>
            }
        </>
    }
}
