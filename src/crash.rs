//! A panic must not leave a frozen page. The WebAssembly bundles abort at once on a panic
//! (`.cargo/config.toml`: no panic hook runs and no message is formatted), which the
//! browser reports as an uncaught `WebAssembly.RuntimeError`; by then no Rust code can
//! run. So the message is made ready at start-up, off the page and in the page's language
//! ([`prepare_message`]), and the loader (static/boot.js) puts it on the page when the
//! WebAssembly stops: a visible alert with a link that reloads the address (a plain link,
//! for the same reason). Games are saved after every move, so the reload brings the game
//! back.
//!
//! Test hook: dispatching the window event [`TEST_PANIC_EVENT`] makes the app panic on
//! purpose (the browser tests use it; nothing else does).

/// `window.dispatchEvent(new Event("papa-takaro:test-panic"))` panics the app.
pub const TEST_PANIC_EVENT: &str = "papa-takaro:test-panic";

/// Where the loader finds the message: a property of the page's global object.
const MESSAGE_GLOBAL: &str = "papaTakaroCrash";

/// Builds the crash message (`<div id="crash" role="alert">` with its reload link, whose
/// address the loader sets when it shows it) and hands it to the loader. Called once the
/// page's language is known.
pub fn prepare_message() {
    let _ = prepared();
}

fn prepared() -> Option<()> {
    let window = web_sys::window()?;
    let document = window.document()?;
    let message = document.create_element("div").ok()?;
    message.set_id("crash");
    message.set_attribute("role", "alert").ok()?;
    message.set_text_content(Some(&format!("{} ", crate::t::crash_message())));
    let link = document.create_element("a").ok()?;
    link.set_text_content(Some(crate::t::crash_reload()));
    message.append_child(&link).ok()?;
    js_sys::Reflect::set(&window, &MESSAGE_GLOBAL.into(), &message).ok()?;
    Some(())
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
