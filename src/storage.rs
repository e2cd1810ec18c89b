//! The browser's local storage, and what happens when it is missing. What is stored
//! where, and in which format, is `crate::saves`.
//!
//! Storage may be missing altogether: a sandboxed frame, private browsing, a full quota,
//! or `localStorage` throwing on access. The games then play on unsaved; the first
//! failure is reported once to whoever called [`on_unavailable`], so the page can say
//! so politely.
//!
//! Values are stored as JSON strings (the format earlier versions wrote), using the
//! browser's own `JSON` so the app carries no JSON library.

use std::cell::{Cell, RefCell};

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

/// The stored item as it is (a JSON string for everything this page writes), if any.
pub fn load_raw(key: &str) -> Option<String> {
    match storage()?.get_item(key) {
        Ok(raw) => raw,
        Err(_) => {
            failed();
            None
        }
    }
}

/// The text of a stored JSON string (`None` if the item is anything else).
pub fn decode(stored: &str) -> Option<String> {
    js_sys::JSON::parse(stored).ok()?.as_string()
}

/// Stores an item as it is; whether it was stored.
pub fn save_raw(key: &str, stored: &str) -> bool {
    let Some(storage) = storage() else {
        return false;
    };
    let stored = storage.set_item(key, stored).is_ok();
    if !stored {
        failed();
    }
    stored
}

/// Saves a string (as JSON); storage being full or disabled is not an error for the
/// player.
pub fn save(key: &str, value: &str) {
    if let Some(text) = js_sys::JSON::stringify(&value.into())
        .ok()
        .and_then(|t| t.as_string())
    {
        save_raw(key, &text);
    }
}
