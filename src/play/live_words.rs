//! Live play's short codes (the live client's and the game service's) in words.

use crate::t;

/// Why a live game could not be opened or made, in words.
pub fn failure_words(code: &str) -> &'static str {
    match code {
        "seat-taken" => t::friend_failed_seat_taken(),
        "not-found" => t::friend_failed_not_found(),
        "bad-code" => t::friend_failed_bad_code(),
        "moved-on" => t::play_moved_on(),
        "full" => t::friend_failed_full(),
        "refused" => t::friend_failed_refused(),
        "too-big" | "illegal" => t::friend_failed_refused_move(),
        _ => t::friend_failed_unreachable(),
    }
}

/// Why this device's move is kept here rather than sent, in words.
pub fn held_words(reason: &str) -> &'static str {
    match reason {
        "full" => t::friend_held_full(),
        _ => t::friend_held_refused(),
    }
}
