//! Saving games in the browser's local storage. A save that cannot be read is ignored
//! (and left alone), so it never breaks or replaces the game on screen.

use gloo::storage::{LocalStorage, Storage};

pub const MU_KEY: &str = "papa-takaro.mu-torere.v1";
pub const KEMU_KEY: &str = "papa-takaro.kemu.v1";

/// Reads a saved string, if there is one.
pub fn load(key: &str) -> Option<String> {
    LocalStorage::get::<String>(key).ok()
}

/// Saves a string; storage being full or disabled is not an error for the player.
pub fn save(key: &str, value: &str) {
    let _ = LocalStorage::set(key, value);
}
