//! Who watches each live game: the connections that waited on it as watchers in the last
//! [`WATCHED_FOR`]. Kept in each process's memory only, and told to the others on
//! `takaro.watching.<game>` (the connection's id; `-` and the id when it waits as a player
//! after all), as class rooms' presence is; nothing of it is stored. A page's `wait` comes back at least every [`crate::protocol::WAIT_FOR`],
//! so a watcher still there is seen again well within the window.

use std::collections::HashMap;
use std::time::{Duration, Instant};

/// How long a watcher counts after its last wait.
pub const WATCHED_FOR: Duration = Duration::from_secs(40);

/// Game id → watcher's connection id → when last seen.
#[derive(Default)]
pub struct Watching {
    games: HashMap<String, HashMap<String, Instant>>,
}

impl Watching {
    /// `connection` waited on `game` as a watcher at `now`; `true` when it was not
    /// counted just before (the count went up).
    pub fn seen(&mut self, game: &str, connection: &str, now: Instant) -> bool {
        self.forget_before(now);
        self.games
            .entry(game.to_string())
            .or_default()
            .insert(connection.to_string(), now)
            .is_none()
    }

    /// `connection` waits on `game` as a player now (a page that looked at the game
    /// before it took its seat): `true` when it was counted as a watcher.
    pub fn forget(&mut self, game: &str, connection: &str) -> bool {
        self.games
            .get_mut(game)
            .is_some_and(|watchers| watchers.remove(connection).is_some())
    }

    /// How many watch `game` at `now`.
    pub fn count(&self, game: &str, now: Instant) -> usize {
        self.games.get(game).map_or(0, |watchers| {
            watchers
                .values()
                .filter(|at| now.saturating_duration_since(**at) < WATCHED_FOR)
                .count()
        })
    }

    /// Forgets the watchers not seen for [`WATCHED_FOR`], and games nobody watches.
    fn forget_before(&mut self, now: Instant) {
        self.games.retain(|_, watchers| {
            watchers.retain(|_, at| now.saturating_duration_since(*at) < WATCHED_FOR);
            !watchers.is_empty()
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_watcher_counts_once_until_it_stops_waiting() {
        let mut watching = Watching::default();
        let t0 = Instant::now();
        assert_eq!(watching.count("g", t0), 0);
        assert!(watching.seen("g", "a", t0));
        assert!(
            !watching.seen("g", "a", t0 + Duration::from_secs(15)),
            "the same watcher again"
        );
        assert!(watching.seen("g", "b", t0 + Duration::from_secs(16)));
        assert!(watching.seen("other", "a", t0 + Duration::from_secs(16)));
        assert_eq!(watching.count("g", t0 + Duration::from_secs(20)), 2);
        // Neither waits again: `a` (last seen at 15 s) goes first, then `b` (16 s).
        assert_eq!(watching.count("g", t0 + Duration::from_secs(56)), 0);
        assert_eq!(watching.count("g", t0 + Duration::from_secs(55)), 1);
        assert!(
            watching.seen("g", "b", t0 + Duration::from_secs(60)),
            "counted again"
        );
        assert_eq!(watching.count("g", t0 + Duration::from_secs(60)), 1);
        // A page that looked first and then took a seat is no watcher.
        assert!(watching.forget("g", "b"));
        assert!(!watching.forget("g", "b"));
        assert_eq!(watching.count("g", t0 + Duration::from_secs(60)), 0);
    }
}
