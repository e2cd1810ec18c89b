//! The slots' guarantees, on a test format of three versions (the page's formats are all
//! at their first): a count, `v0` `7`, then `v1` `count=7`, then `v2` `count=7 step=1`.

use super::*;
use crate::storage::memory;

const V0: &str = "test.count.v0";
const V1: &str = "test.count.v1";
const V2: &str = "test.count.v2";

/// `7` → `count=7`.
fn v0_to_v1(text: &str) -> Option<String> {
    let count: u32 = text.parse().ok()?;
    Some(format!("count={count}"))
}

/// `count=7` → `count=7 step=1`.
fn v1_to_v2(text: &str) -> Option<String> {
    let count: u32 = text.strip_prefix("count=")?.parse().ok()?;
    Some(format!("count={count} step=1"))
}

const COUNT: Slot = Slot::new(V2).reading(&[
    Older {
        key: V1,
        upgrade: v1_to_v2,
    },
    Older {
        key: V0,
        upgrade: v0_to_v1,
    },
]);

/// Reads the current version, `count=<n> step=<m>`.
fn parse(text: &str) -> Option<(u32, u32)> {
    let (count, step) = text.split_once(' ')?;
    Some((
        count.strip_prefix("count=")?.parse().ok()?,
        step.strip_prefix("step=")?.parse().ok()?,
    ))
}

fn stored(key: &str) -> Option<String> {
    memory::items().get(key).cloned()
}

#[test]
fn a_save_of_each_older_version_reads_back_and_stays() {
    for (key, text) in [(V1, "count=7"), (V0, "7")] {
        memory::clear();
        storage::save(key, text);
        let kept = stored(key);
        assert_eq!(COUNT.read(parse), Loaded::Found((7, 1)), "{key}");
        COUNT.write("count=8 step=1");
        assert_eq!(stored(key), kept, "the old text stays: {key}");
        assert_eq!(stored(V2).as_deref(), Some("\"count=8 step=1\""));
        assert_eq!(COUNT.read(parse), Loaded::Found((8, 1)), "{key}");
    }
}

#[test]
fn the_current_key_comes_first_then_the_newest_older_one() {
    storage::save(V0, "5");
    assert_eq!(COUNT.read(parse), Loaded::Found((5, 1)));
    storage::save(V1, "count=6");
    assert_eq!(COUNT.read(parse), Loaded::Found((6, 1)));
    storage::save(V2, "count=7 step=3");
    assert_eq!(COUNT.read(parse), Loaded::Found((7, 3)));
    assert_eq!(COUNT.keys().collect::<Vec<_>>(), [V2, V1, V0]);
}

#[test]
fn nothing_stored_reads_as_nothing() {
    assert_eq!(COUNT.read(parse), Loaded::Nothing);
    assert_eq!(THEME.read_text(), None);
}

#[test]
fn an_unreadable_older_save_is_kept_aside_and_in_place() {
    // Unreadable by its own version's step, by a later one, or not a JSON string.
    for (key, raw) in [(V1, "\"count=many\""), (V0, "\"-1\""), (V1, "{")] {
        memory::clear();
        storage::save_raw(key, raw);
        assert_eq!(COUNT.read(parse), Loaded::Unreadable, "{raw}");
        assert_eq!(stored(&backup_key(key, 1)).as_deref(), Some(raw));
        COUNT.write("count=1 step=1");
        assert_eq!(stored(key).as_deref(), Some(raw));
        assert_eq!(COUNT.read(parse), Loaded::Found((1, 1)), "{raw}");
    }
}

#[test]
fn an_unreadable_older_save_that_cannot_be_copied_stays_and_the_current_key_is_written() {
    storage::save(V0, "x");
    memory::set_full(true);
    assert_eq!(COUNT.read(parse), Loaded::Unreadable);
    memory::set_full(false);
    COUNT.write("count=1 step=1");
    assert_eq!(stored(V0).as_deref(), Some("\"x\""));
    assert_eq!(COUNT.read(parse), Loaded::Found((1, 1)));
}

#[test]
fn an_unreadable_current_save_is_kept_before_it_is_written_over() {
    storage::save(V2, "count=7");
    storage::save(V1, "count=6");
    assert_eq!(COUNT.read(parse), Loaded::Unreadable, "not the older save");
    assert_eq!(stored(&backup_key(V2, 1)).as_deref(), Some("\"count=7\""));
    // The same text is not copied twice; another one goes to the next backup key.
    assert_eq!(COUNT.read(parse), Loaded::Unreadable);
    assert_eq!(stored(&backup_key(V2, 2)), None);
    storage::save(V2, "count=8");
    assert_eq!(COUNT.read(parse), Loaded::Unreadable);
    assert_eq!(stored(&backup_key(V2, 2)).as_deref(), Some("\"count=8\""));
}

#[test]
fn an_unreadable_current_save_that_cannot_be_copied_is_not_written_over() {
    storage::save(V2, "junk");
    memory::set_full(true);
    assert_eq!(COUNT.read(parse), Loaded::Unreadable);
    memory::set_full(false);
    COUNT.write("count=1 step=1");
    assert_eq!(stored(V2).as_deref(), Some("\"junk\""));
}

#[test]
fn backups_are_numbered_after_the_first() {
    assert_eq!(
        backup_key("papa-takaro.kemu.v1", 1),
        "papa-takaro.kemu.v1.unreadable"
    );
    assert_eq!(
        backup_key("papa-takaro.kemu.v1", 3),
        "papa-takaro.kemu.v1.unreadable.3"
    );
}
