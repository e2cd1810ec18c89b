//! The browser's local storage, and what happens when it is missing. What is stored
//! where, and in which format, is `crate::saves`.
//!
//! Storage may be missing altogether: a sandboxed frame, private browsing, a full quota,
//! or `localStorage` throwing on access. The games then play on unsaved; the first
//! failure is reported once to whoever called [`on_unavailable`], so the page can say
//! so politely.
//!
//! Values are stored as JSON strings (the format earlier versions wrote), using the
//! browser's own `JSON` so the app carries no JSON library. Off the browser (native unit
//! tests, the first screens rendered at build time) storage is in memory, one per thread
//! ([`memory`]), and empty until written.

use std::cell::{Cell, RefCell};

#[cfg(target_arch = "wasm32")]
use browser as local;
#[cfg(not(target_arch = "wasm32"))]
use memory as local;

const PROBE_KEY: &str = "papa-takaro.probe";

thread_local! {
    static FAILED: Cell<bool> = const { Cell::new(false) };
    static LISTENER: RefCell<Option<Box<dyn Fn()>>> = const { RefCell::new(None) };
}

/// Storage refused an access (missing, full, or throwing).
struct Refused;

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
    let ok = local::set(PROBE_KEY, "1").is_ok() && local::remove(PROBE_KEY).is_ok();
    if !ok {
        failed();
    }
    ok
}

/// The stored item as it is (a JSON string for everything this page writes), if any.
pub fn load_raw(key: &str) -> Option<String> {
    local::get(key).unwrap_or_else(|Refused| {
        failed();
        None
    })
}

/// The text of a stored JSON string (`None` if the item is anything else).
pub fn decode(stored: &str) -> Option<String> {
    local::json_text(stored)
}

/// Stores an item as it is; whether it was stored.
pub fn save_raw(key: &str, stored: &str) -> bool {
    let stored = local::set(key, stored).is_ok();
    if !stored {
        failed();
    }
    stored
}

/// Saves a string (as JSON); storage being full or disabled is not an error for the
/// player.
pub fn save(key: &str, value: &str) {
    if let Some(stored) = local::json_string(value) {
        save_raw(key, &stored);
    }
}

/// The page's `localStorage`, and the browser's `JSON`.
#[cfg(target_arch = "wasm32")]
mod browser {
    use super::Refused;

    fn storage() -> Result<web_sys::Storage, Refused> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or(Refused)
    }

    pub fn get(key: &str) -> Result<Option<String>, Refused> {
        storage()?.get_item(key).map_err(|_| Refused)
    }

    pub fn set(key: &str, stored: &str) -> Result<(), Refused> {
        storage()?.set_item(key, stored).map_err(|_| Refused)
    }

    pub fn remove(key: &str) -> Result<(), Refused> {
        storage()?.remove_item(key).map_err(|_| Refused)
    }

    pub fn json_text(stored: &str) -> Option<String> {
        js_sys::JSON::parse(stored).ok()?.as_string()
    }

    pub fn json_string(text: &str) -> Option<String> {
        js_sys::JSON::stringify(&text.into()).ok()?.as_string()
    }
}

/// Off the browser: a storage in memory, one per thread (so one per test), which can be
/// made to refuse writes as a full quota does.
#[cfg(not(target_arch = "wasm32"))]
pub mod memory {
    use super::Refused;
    use std::cell::{Cell, RefCell};
    use std::collections::BTreeMap;

    thread_local! {
        static ITEMS: RefCell<BTreeMap<String, String>> = const { RefCell::new(BTreeMap::new()) };
        static FULL: Cell<bool> = const { Cell::new(false) };
    }

    /// Every stored item, as it is.
    pub fn items() -> BTreeMap<String, String> {
        ITEMS.with(|items| items.borrow().clone())
    }

    /// Removes every item.
    pub fn clear() {
        ITEMS.with(|items| items.borrow_mut().clear());
    }

    /// Makes every later write fail (or succeed again).
    pub fn set_full(full: bool) {
        FULL.with(|f| f.set(full));
    }

    pub(super) fn get(key: &str) -> Result<Option<String>, Refused> {
        Ok(ITEMS.with(|items| items.borrow().get(key).cloned()))
    }

    pub(super) fn set(key: &str, stored: &str) -> Result<(), Refused> {
        if FULL.with(Cell::get) {
            return Err(Refused);
        }
        ITEMS.with(|items| {
            items
                .borrow_mut()
                .insert(key.to_string(), stored.to_string())
        });
        Ok(())
    }

    pub(super) fn remove(key: &str) -> Result<(), Refused> {
        ITEMS.with(|items| items.borrow_mut().remove(key));
        Ok(())
    }

    pub(super) fn json_text(stored: &str) -> Option<String> {
        serde_json::from_str(stored).ok()
    }

    pub(super) fn json_string(text: &str) -> Option<String> {
        serde_json::to_string(text).ok()
    }
}
