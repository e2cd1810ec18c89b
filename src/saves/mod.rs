//! What the page keeps in the browser, and how: each stored thing has a [`Slot`] (its
//! key, with the format's version in it; the language's key, a plain code, has kept its
//! first name). The shared ones (theme, language) and the lessons' progress are here;
//! each game's save, with its slot and format, is in the game's folder (`mu::save`,
//! `kemu::save`).
//!
//! Nothing a player made is lost:
//! - a save that cannot be read (damaged, or written by a newer version) is kept as it
//!   was under a backup key ([`Slot::read`]) before anything is written over it, and the
//!   page says once that it started afresh;
//! - a newer format gets a new key (`….v2`), so an older page still open in another tab
//!   never writes over it;
//! - a newer format still reads the older ones: its slot lists their keys, newest first,
//!   each with the step that turns its text into the next version's ([`Older`]). When the
//!   current key holds nothing, the newest older key that holds something is read and
//!   carried up the chain. The old text is never written over nor removed (that older
//!   page may still use it); the first write goes to the current key;
//! - a shared game (a link) is shown as a view and saved only when the player asks
//!   (see `crate::play`).
//!
//! Every format is still at its first version (`v1`): no change so far has needed a
//! new one, since the Mū tōrere save reads its older texts within `v1`. So no slot lists
//! older versions yet; the chain is shown working by this module's tests, on a test
//! format of three versions.
//!
//! The loader (`static/boot.js`) shows a game's pre-drawn new game only when no save of
//! that game is kept, which it checks under `papa-takaro.<game>.v1`. Each game's
//! `save.rs` runs it on every key its slot reads, so a new version fails that test
//! until the loader also checks the new key.
//!
//! The storage itself may be missing (see [`crate::storage`]): reads then find nothing
//! and writes are dropped.

pub mod friends;
pub mod progress;

use crate::storage;
use std::cell::RefCell;

thread_local! {
    /// Slots holding a text that could not be read nor copied aside (storage full): they
    /// are not written this session, so the text stays.
    static KEPT_IN_PLACE: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// One stored thing: its key, which carries the version of its format, and the older
/// versions of that format it still reads.
#[derive(Clone, Copy, Debug)]
pub struct Slot {
    pub key: &'static str,
    /// The format's older versions, newest first (none for a format still at its first).
    pub older: &'static [Older],
}

/// An older version of a slot's format: where it was kept, and how its text becomes
/// the next version's (each version knows only the one before it, so the versions make
/// a chain from the oldest to the current one).
#[derive(Clone, Copy, Debug)]
pub struct Older {
    pub key: &'static str,
    /// The next version's text for a text of this version; `None` if it cannot be read.
    pub upgrade: fn(&str) -> Option<String>,
}

impl Slot {
    /// The slot stored under `key`, with no older versions.
    pub const fn new(key: &'static str) -> Slot {
        Slot { key, older: &[] }
    }

    /// The same slot, also reading the `older` versions (newest first).
    pub const fn reading(self, older: &'static [Older]) -> Slot {
        Slot { older, ..self }
    }

    /// Every key the slot reads, the current one first.
    pub fn keys(self) -> impl Iterator<Item = &'static str> {
        std::iter::once(self.key).chain(self.older.iter().map(|o| o.key))
    }
}

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
    /// Reads the slot with `parse` (which reads the current version): the current key,
    /// else the newest older key holding something, its text carried up to the current
    /// version. What is stored but cannot be read is copied, as it is, to a backup key
    /// ([`backup_key`]) first, so writing the slot afterwards loses nothing.
    pub fn read<T>(self, parse: impl FnOnce(&str) -> Option<T>) -> Loaded<T> {
        if let Some(stored) = storage::load_raw(self.key) {
            let read = storage::decode(&stored).and_then(|text| parse(&text));
            if read.is_none() && !keep(self.key, &stored) {
                KEPT_IN_PLACE.with(|k| k.borrow_mut().push(self.key));
            }
            return read.map_or(Loaded::Unreadable, Loaded::Found);
        }
        for (i, older) in self.older.iter().enumerate() {
            let Some(stored) = storage::load_raw(older.key) else {
                continue;
            };
            // This version, then each newer one up to the current version.
            let upgraded = storage::decode(&stored).and_then(|text| {
                self.older[..=i]
                    .iter()
                    .rev()
                    .try_fold(text, |text, step| (step.upgrade)(&text))
            });
            let read = upgraded.and_then(|text| parse(&text));
            if read.is_none() {
                // Only the current key is written, so the text stays where it is even
                // if it cannot be copied aside; the copy is for an older page's writes.
                keep(older.key, &stored);
            }
            return read.map_or(Loaded::Unreadable, Loaded::Found);
        }
        Loaded::Nothing
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
mod tests;

/// Checks a game's slot against a sample text of every version it reads.
#[cfg(test)]
pub mod checks {
    use super::Slot;
    use std::fmt::Debug;

    /// Each key the slot reads, written alone with its sample text (`samples`: key and
    /// text), reads back through the slot as `expected`; a key without a sample fails.
    pub fn every_version_reads_back<T: PartialEq + Debug>(
        slot: Slot,
        samples: &[(&str, &str)],
        parse: impl Fn(&str) -> Option<T>,
        expected: &T,
    ) {
        for key in slot.keys() {
            crate::storage::memory::clear();
            let (_, text) = samples
                .iter()
                .find(|(k, _)| *k == key)
                .unwrap_or_else(|| panic!("a sample of {key}"));
            crate::storage::save(key, text);
            assert_eq!(slot.read(&parse).found().as_ref(), Some(expected), "{key}");
        }
    }

    /// The loader shows the new game's first screen at `query` only when no version of
    /// the slot's save is kept (the app would resume it), and still when another game's
    /// save (`other_key`) is.
    pub fn the_loader_sees_every_version(slot: Slot, query: &str, other_key: &str) {
        use crate::loader_test::shows_first_screen;
        for key in slot.keys() {
            assert!(!shows_first_screen(query, key), "{key}");
        }
        assert!(shows_first_screen(query, other_key));
    }
}
