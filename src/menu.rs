//! The header's menu: on screens too narrow for the whole header, one button shows and
//! hides what it holds (the site's pages, the theme and the switches) below the header,
//! which keeps its height. The browser does the work: the content is a `popover` and the
//! button its `popovertarget`, so the button says whether it is expanded, Escape or a
//! press outside closes it (Escape giving the focus back to the button), and it works
//! before the WebAssembly has arrived. Following a link in it closes it too ([`close`]:
//! the page changes under it). On wide screens static/style.css hides the button and
//! shows the content in the header.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The `id` of the menu's content, which the button shows and hides.
const CONTENT_ID: &str = "site-menu";

/// The menu button and the content it shows (both children of the header).
pub fn view(content: Html) -> Html {
    html! {
        <>
            <button class="menu-button" type="button" data-testid="menu-button" popovertarget={CONTENT_ID}>
                { crate::t::menu_button() }
            </button>
            <div id={CONTENT_ID} class="site-menu" popover="auto">{ content }</div>
        </>
    }
}

/// Closes the menu if it is open (a page opened, by a link in it or elsewhere).
pub fn close() {
    let menu = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(CONTENT_ID));
    if let Some(menu) = menu {
        let _ = menu.unchecked_into::<web_sys::HtmlElement>().hide_popover();
    }
}
