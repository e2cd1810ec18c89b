//! A panic must not leave a frozen page. The hook shows a visible message with a reload
//! link (a plain link: once the WebAssembly has stopped, no Rust code can run a click
//! handler). Games are saved after every move, so the reload brings the game back.
//!
//! Test hook: dispatching the window event [`TEST_PANIC_EVENT`] makes the app panic on
//! purpose (the browser tests use it; nothing else does).

use wasm_bindgen::JsCast;

/// `window.dispatchEvent(new Event("papa-takaro:test-panic"))` panics the app.
pub const TEST_PANIC_EVENT: &str = "papa-takaro:test-panic";

/// Installs the panic hook (once, at start-up, before the app renders: Yew keeps a hook
/// set through it). With `panic = "abort"` the hook still runs before the WebAssembly
/// stops.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Papa Tākaro stopped: {info}").into());
        show_message();
    }));
}

/// Listens for the test hook's event for the rest of the page's life.
pub fn listen_for_test_panic() {
    if let Some(w) = web_sys::window() {
        gloo::events::EventListener::new(&w, TEST_PANIC_EVENT, |_| {
            panic!("a panic asked for by the test hook");
        })
        .forget();
    }
}

fn show_message() -> Option<()> {
    let window = web_sys::window()?;
    let document = window.document()?;
    if document.get_element_by_id("crash").is_some() {
        return Some(());
    }
    let href = window.location().href().ok()?;
    let message = document.create_element("div").ok()?;
    message.set_id("crash");
    message.set_attribute("role", "alert").ok()?;
    message.set_text_content(Some(&format!("{} ", crate::t::crash_message())));
    let link = document.create_element("a").ok()?;
    link.set_attribute("href", &href).ok()?;
    link.set_text_content(Some(crate::t::crash_reload()));
    message.append_child(&link).ok()?;
    document.body()?.prepend_with_node_1(&message).ok()?;
    let _ = link.dyn_into::<web_sys::HtmlElement>().ok()?.focus();
    Some(())
}
