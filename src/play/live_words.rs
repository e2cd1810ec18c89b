//! Live play's refusals (the live client's and the game service's) in words.

use super::live::{Held, LiveError};
use crate::t;

/// Why a live game could not be opened or made, in words.
pub fn failure_words(error: LiveError) -> &'static str {
    match error {
        LiveError::SeatTaken => t::friend_failed_seat_taken(),
        LiveError::NotFound => t::friend_failed_not_found(),
        LiveError::BadCode => t::friend_failed_bad_code(),
        LiveError::MovedOn => t::play_moved_on(),
        LiveError::Full => t::friend_failed_full(),
        LiveError::Refused => t::friend_failed_refused(),
        LiveError::TooBig | LiveError::Illegal => t::friend_failed_refused_move(),
        LiveError::Unreachable => t::friend_failed_unreachable(),
        // A class room's refusals (locked, removed, paused, ended, busy): a friend's game
        // never hears them.
        _ => t::friend_failed_unreachable(),
    }
}

/// Why this device's move is kept here rather than sent, in words.
pub fn held_words(reason: Held) -> &'static str {
    match reason {
        Held::Full => t::friend_held_full(),
        Held::Refused => t::friend_held_refused(),
    }
}
