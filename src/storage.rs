//! Saving games in the browser's local storage. A save that cannot be read is ignored
//! (and left alone), so it never breaks or replaces the game on screen.
//!
//! Storage may be missing altogether: a sandboxed frame, private browsing, a full quota,
//! or `localStorage` throwing on access. The games then play on unsaved; the first
//! failure is reported once to whoever called [`on_unavailable`], so the page can say
//! so politely.
//!
//! Values are stored as JSON strings (the format earlier versions wrote), using the
//! browser's own `JSON` so the app carries no JSON library.

use std::cell::{Cell, RefCell};

pub const MU_KEY: &str = "papa-takaro.mu-torere.v1";
pub const KEMU_KEY: &str = "papa-takaro.kemu.v1";
/// The chosen colour theme (`light`, `dark`, `contrast`; anything else follows the system).
pub const THEME_KEY: &str = "papa-takaro.theme.v1";
const PROBE_KEY: &str = "papa-takaro.probe";

thread_local! {
    static FAILED: Cell<bool> = const { Cell::new(false) };
    static LISTENER: RefCell<Option<Box<dyn Fn()>>> = const { RefCell::new(None) };
}

fn storage() -> Option<web_sys::Storage> {
    let found = web_sys::window()?.local_storage().ok().flatten();
    if found.is_none() {
        failed();
    }
    found
}

/// Records a failure; the listener hears about the first one only.
fn failed() {
    if !FAILED.with(|f| f.replace(true)) {
        LISTENER.with(|l| {
            if let Some(listener) = l.borrow().as_ref() {
                listener();
            }
        });
    }
}

/// Calls `listener` once when storage first turns out to be unavailable (at once if it
/// already has).
pub fn on_unavailable(listener: impl Fn() + 'static) {
    if FAILED.with(Cell::get) {
        listener();
    } else {
        LISTENER.with(|l| *l.borrow_mut() = Some(Box::new(listener)));
    }
}

/// Checks that a value can be written and removed (private modes may refuse writes).
pub fn probe() -> bool {
    let ok = storage()
        .is_some_and(|s| s.set_item(PROBE_KEY, "1").is_ok() && s.remove_item(PROBE_KEY).is_ok());
    if !ok {
        failed();
    }
    ok
}

/// Reads a saved string, if there is one.
pub fn load(key: &str) -> Option<String> {
    let raw = match storage()?.get_item(key) {
        Ok(raw) => raw?,
        Err(_) => {
            failed();
            return None;
        }
    };
    js_sys::JSON::parse(&raw).ok()?.as_string()
}

/// Saves a string; storage being full or disabled is not an error for the player.
pub fn save(key: &str, value: &str) {
    let Some(storage) = storage() else { return };
    let Some(text) = js_sys::JSON::stringify(&value.into())
        .ok()
        .and_then(|t| t.as_string())
    else {
        return;
    };
    if storage.set_item(key, &text).is_err() {
        failed();
    }
}
