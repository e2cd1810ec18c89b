//! A Moeraki Kemu match between friends on two devices, as its link carries it: the
//! length (`match=3`), the finished games (`earlier=…`) and the game in play
//! (`record=…`), read by the rules core ([`MatchLink`]). Between devices the moves are
//! counted across the match, so a link of the next game is the same match with more
//! moves; a next game with no move yet is written as the game before it (both devices
//! then agree, whichever started it first).
//!
//! The match's part is friend code (feature `friends`); without it a link is one game.

use super::link_error::KemuLinkError;
#[cfg(feature = "friends")]
use super::setup::Controller;
use super::setup::Setup;
use super::state::KemuState;
use crate::route::Query;
use takaro::core::kemu::{Game, MatchLength, Tribe};
#[cfg(feature = "friends")]
use takaro::core::kemu::{Match, MatchLink, MatchLinkError};

/// The lengths a friends' match may have: a single game, or Uira, Kiwi or Moa.
pub const FRIEND_LENGTHS: [MatchLength; 4] = [
    MatchLength::Single,
    MatchLength::Uira,
    MatchLength::Kiwi,
    MatchLength::Moa,
];

/// Whether a friend on another device plays one of the tribes.
#[cfg(feature = "friends")]
fn remote(s: &KemuState) -> bool {
    [s.setup.matau, s.setup.manaia].contains(&Controller::Remote)
}

/// Moves played: in a friends' match on two devices, across its games.
pub fn played(s: &KemuState) -> usize {
    #[cfg(feature = "friends")]
    if remote(s) {
        let earlier: usize = s.history.iter().map(|g| g.moves().len()).sum();
        return earlier + s.game.moves().len();
    }
    s.game.moves().len()
}

/// A new game with a friend under the rules of `s`: the person here plays `seat`, in a
/// match of `length`.
pub fn new_match(s: &KemuState, seat: Tribe, length: MatchLength) -> KemuState {
    KemuState::new(
        Setup {
            rules: s.setup.rules,
            length,
            ..Setup::default()
        }
        .seated(seat),
    )
}

/// The state a link opens: one game, or (`earlier` not empty, or `length` a match) the
/// match so far with its game in play.
///
/// # Errors
/// [`KemuLinkError`] when a record cannot be read or a game does not belong; nothing is
/// opened.
pub fn from_link(
    length: MatchLength,
    earlier: &str,
    record: &str,
) -> Result<KemuState, KemuLinkError> {
    #[cfg(feature = "friends")]
    if length != MatchLength::Single || !earlier.is_empty() {
        return match MatchLink::read(length, earlier, record) {
            Ok(read) => Ok(from_parts(length, read)),
            Err(MatchLinkError::Record { error, .. }) => Err(KemuLinkError::Record(error)),
            Err(MatchLinkError::Game { game: 1, .. }) if earlier.is_empty() => {
                Err(KemuLinkError::LaterGame)
            }
            Err(e) => Err(KemuLinkError::Match(e)),
        };
    }
    let _ = (length, earlier);
    match Game::from_compact(record) {
        // A later game of a match depends on the earlier ball; only a first game
        // stands on its own.
        Ok(g) if g.stands_alone() => {
            let setup = Setup {
                rules: g.start().rules(),
                first_player_a: g.start().player_a(),
                ..Setup::default()
            };
            Ok(KemuState {
                game: g,
                ..KemuState::new(setup)
            })
        }
        Ok(_) => Err(KemuLinkError::LaterGame),
        Err(e) => Err(KemuLinkError::Record(e)),
    }
}

/// The state of a match read from a link.
#[cfg(feature = "friends")]
fn from_parts(length: MatchLength, read: MatchLink) -> KemuState {
    let (history, finished, game): (Vec<Game>, Match, Game) = read.into_parts();
    let first = history.first().unwrap_or(&game).start();
    let setup = Setup {
        rules: first.rules(),
        first_player_a: first.player_a(),
        length,
        ..Setup::default()
    };
    KemuState {
        game,
        history,
        finished,
        ..KemuState::new(setup)
    }
}

/// The game as a link carries it: `record=`, and in a friends' match `match=` and
/// `earlier=`.
pub fn link(s: &KemuState) -> Query {
    #[cfg(feature = "friends")]
    if remote(s) && s.setup.length != MatchLength::Single {
        // A next game not begun is the game before it.
        let (earlier, current) = match s.history.split_last() {
            Some((last, before)) if s.game.moves().is_empty() => (before, last),
            _ => (&s.history[..], &s.game),
        };
        let target = s.setup.length.target().to_string();
        let earlier = MatchLink::earlier_text(earlier);
        return Query::default()
            .with("match", Some(&target))
            .with("earlier", Some(earlier.as_str()).filter(|e| !e.is_empty()))
            .with("record", Some(&current.to_compact()));
    }
    Query::default().with("record", Some(&s.game.to_compact()))
}
