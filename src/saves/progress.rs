//! How far a learner got in a game's guided lessons (the slot is the game's
//! `LessonGame::PROGRESS`).
//!
//! The stored text is space-separated `k=done` or `k=<step>` entries (lessons from 1,
//! steps from 0). A text with an entry that cannot be read is kept aside whole (see
//! [`Slot::read`]), and the progress starts afresh.

use super::Slot;

/// One lesson's progress: started at a step, or done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    At(usize),
    Done,
}

/// The saved progress, lesson by lesson (from 1).
pub fn load(slot: Slot) -> Vec<(usize, Progress)> {
    slot.read(parse).found().unwrap_or_default()
}

/// Records lesson `k`'s progress; a finished lesson stays finished.
pub fn save(slot: Slot, k: usize, p: Progress) {
    let mut list = load(slot);
    match list.iter_mut().find(|(j, _)| *j == k) {
        Some((_, Progress::Done)) => return,
        Some(entry) => entry.1 = p,
        None => list.push((k, p)),
    }
    slot.write(&text(&list));
}

/// The step to open lesson `k` at: an unfinished lesson goes on where it was left, a
/// finished one (or a new one) starts from the beginning.
pub fn start_step(list: &[(usize, Progress)], k: usize) -> usize {
    list.iter()
        .find(|(j, _)| *j == k)
        .and_then(|(_, p)| match p {
            Progress::At(s) => Some(*s),
            Progress::Done => None,
        })
        .unwrap_or(0)
}

/// Whether lesson `k` is done.
pub fn is_done(list: &[(usize, Progress)], k: usize) -> bool {
    list.iter().any(|(j, p)| *j == k && *p == Progress::Done)
}

fn parse(text: &str) -> Option<Vec<(usize, Progress)>> {
    text.split_whitespace()
        .map(|entry| {
            let (k, v) = entry.split_once('=')?;
            let k: usize = k.parse().ok()?;
            let p = if v == "done" {
                Progress::Done
            } else {
                Progress::At(v.parse().ok()?)
            };
            Some((k, p))
        })
        .collect()
}

fn text(list: &[(usize, Progress)]) -> String {
    list.iter()
        .map(|(k, p)| match p {
            Progress::Done => format!("{k}=done"),
            Progress::At(s) => format!("{k}={s}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_junk_does_not_read() {
        let list = vec![(1, Progress::Done), (3, Progress::At(1))];
        assert_eq!(parse(&text(&list)), Some(list));
        assert_eq!(parse(""), Some(vec![]));
        for bad in ["x=1 2=done", "2=done 4=q", "5"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_lesson_opens_where_it_was_left() {
        let list = vec![(1, Progress::Done), (3, Progress::At(2))];
        assert_eq!(start_step(&list, 1), 0);
        assert_eq!(start_step(&list, 3), 2);
        assert_eq!(start_step(&list, 4), 0);
        assert!(is_done(&list, 1) && !is_done(&list, 3));
    }
}
