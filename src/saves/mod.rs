//! Everything the page keeps in the browser, in one place: each stored thing has a slot
//! here (its key, with the format's version in it; the language's key, a plain code, has
//! kept its first name) and its format in a file of its own.
//!
//! Nothing a player made is lost:
//! - a save that cannot be read (damaged, or written by a newer version) is kept as it
//!   was under a backup key ([`Slot::read`]) before anything is written over it, and the
//!   page says once that it started afresh;
//! - a newer format gets a new key (`….v2`), so an older page still open in another tab
//!   never writes over it;
//! - a shared game (a link) is shown as a view and saved only when the player asks
//!   (see `crate::play`).
//!
//! The storage itself may be missing (see [`crate::storage`]): reads then find nothing
//! and writes are dropped.

pub mod kemu;
pub mod mu;
pub mod progress;

use crate::storage;
use std::cell::RefCell;

thread_local! {
    /// Slots holding a text that could not be read nor copied aside (storage full): they
    /// are not written this session, so the text stays.
    static KEPT_IN_PLACE: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// One stored thing: its key, which carries the version of its format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub key: &'static str,
}

impl Slot {
    /// The slot stored under `key`.
    pub const fn new(key: &'static str) -> Slot {
        Slot { key }
    }
}

/// The Mū tōrere game in progress (`saves::mu`).
pub const MU_GAME: Slot = Slot::new("papa-takaro.mu-torere.v1");
/// The Moeraki Kemu match in progress (`saves::kemu`).
pub const KEMU_GAME: Slot = Slot::new("papa-takaro.kemu.v1");
/// How far the learner got in the Mū tōrere lessons (`saves::progress`).
pub const MU_LESSONS: Slot = Slot::new("papa-takaro.mu-torere.lessons.v1");
/// How far the learner got in the Moeraki Kemu lessons (`saves::progress`).
pub const KEMU_LESSONS: Slot = Slot::new("papa-takaro.kemu.lessons.v1");
/// The trap trainer's solved puzzles: `<rules>:<n>` words.
pub const MU_PUZZLES: Slot = Slot::new("papa-takaro.mu-torere.puzzles.v1");
/// The chosen colour theme: `light`, `dark` or `contrast` (anything else follows the
/// system).
pub const THEME: Slot = Slot::new("papa-takaro.theme.v1");
/// The chosen language: `en` or `mi`.
pub const LANGUAGE: Slot = Slot::new("papa-takaro.lang");

/// What a slot held.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Loaded<T> {
    /// Nothing was saved (or storage is unavailable).
    Nothing,
    Found(T),
    /// Something was saved that this page cannot read; it has been kept under a backup
    /// key.
    Unreadable,
}

impl<T> Loaded<T> {
    /// The value, if one was read.
    pub fn found(self) -> Option<T> {
        match self {
            Loaded::Found(value) => Some(value),
            _ => None,
        }
    }
}

impl Slot {
    /// Reads the slot with `parse`. What is stored but cannot be read is copied, as it is,
    /// to a backup key ([`backup_key`]) first, so writing the slot afterwards loses nothing.
    pub fn read<T>(self, parse: impl FnOnce(&str) -> Option<T>) -> Loaded<T> {
        let Some(stored) = storage::load_raw(self.key) else {
            return Loaded::Nothing;
        };
        match storage::decode(&stored).and_then(|text| parse(&text)) {
            Some(value) => Loaded::Found(value),
            None => {
                if !keep(self.key, &stored) {
                    KEPT_IN_PLACE.with(|k| k.borrow_mut().push(self.key));
                }
                Loaded::Unreadable
            }
        }
    }

    /// Reads a plain text slot (a preference): `None` when there is nothing to read.
    pub fn read_text(self) -> Option<String> {
        self.read(|text| Some(text.to_string())).found()
    }

    /// Saves `text` in the slot (storage being full or refused is not an error for the
    /// player: the page says so once).
    pub fn write(self, text: &str) {
        if !KEPT_IN_PLACE.with(|k| k.borrow().contains(&self.key)) {
            storage::save(self.key, text);
        }
    }
}

/// Where the `n`th unreadable text of `key` is kept (`n` from 1).
pub fn backup_key(key: &str, n: u32) -> String {
    if n == 1 {
        format!("{key}.unreadable")
    } else {
        format!("{key}.unreadable.{n}")
    }
}

/// Keeps an unreadable stored text under the first free backup key (once: the same text
/// already kept is not copied again). Whether it is kept there.
fn keep(key: &str, stored: &str) -> bool {
    for n in 1..100 {
        let backup = backup_key(key, n);
        match storage::load_raw(&backup) {
            Some(kept) if kept == stored => return true,
            Some(_) => continue,
            None => return storage::save_raw(&backup, stored),
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backups_are_numbered_after_the_first() {
        assert_eq!(
            backup_key(KEMU_GAME.key, 1),
            "papa-takaro.kemu.v1.unreadable"
        );
        assert_eq!(
            backup_key(KEMU_GAME.key, 3),
            "papa-takaro.kemu.v1.unreadable.3"
        );
    }

    #[test]
    fn every_slot_has_its_own_key() {
        let slots = [
            MU_GAME,
            KEMU_GAME,
            MU_LESSONS,
            KEMU_LESSONS,
            MU_PUZZLES,
            THEME,
            LANGUAGE,
        ];
        for (i, a) in slots.iter().enumerate() {
            for b in &slots[i + 1..] {
                assert_ne!(a.key, b.key);
            }
        }
    }
}
