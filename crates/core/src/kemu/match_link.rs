//! A friends' match as a link carries it: the match's length (`match=3`), the finished
//! games' compact records (`earlier=…`, joined by `_`) and the game being played
//! (`record=…`). Read once by [`MatchLink::read`], which replays every earlier game
//! into a [`Match`] and checks that the current game is the one the match calls for
//! (its rules, its Player A, and the earlier ball it may not reuse).
//!
//! `_` is no character of a compact record (letters, digits, `!`, `.`, `~`, `-`), so
//! the records join without escaping.

use super::game::Game;
use super::matches::{Match, MatchError, MatchLength};
use super::record::RecordError;
use std::fmt;

/// What joins the earlier games' compact records in `earlier=`.
pub const SEPARATOR: char = '_';

/// Why a match's link was not taken; nothing it names is played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchLinkError {
    /// A record (the `game`th, counted from 1; the current game is the last) cannot be
    /// read.
    Record { game: usize, error: RecordError },
    /// A game (counted from 1) does not belong to the match at its place.
    Game { game: usize, error: MatchError },
    /// Earlier games in a link of a single game.
    NotAMatch,
}

impl fmt::Display for MatchLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Record { game, error } => write!(f, "game {game} of the match: {error}"),
            Self::Game { game, error } => write!(f, "game {game} of the match: {error}"),
            Self::NotAMatch => f.write_str("a single game has no earlier games"),
        }
    }
}

impl std::error::Error for MatchLinkError {}

/// A friends' match read from a link: the finished games, the match they make, and the
/// game in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchLink {
    earlier: Vec<Game>,
    finished: Match,
    current: Game,
}

impl MatchLink {
    /// Reads a match of `length` from its earlier games' records (`earlier`, joined by
    /// [`SEPARATOR`]; empty for the first game) and the current game's record.
    ///
    /// # Errors
    /// [`MatchLinkError`] for the first game that cannot be read or does not belong.
    ///
    /// # Examples
    /// ```
    /// use takaro_core::kemu::{Game, MatchLength, MatchLink, Rules, Tier, Tribe};
    /// // The first game of a match of three wins: it stands alone.
    /// let first = Game::new(Rules::new(Tier::Beginner), Tribe::Matau).to_compact();
    /// let m = MatchLink::read(MatchLength::Uira, "", &first).unwrap();
    /// assert_eq!(m.finished().wins(Tribe::Matau), 0);
    /// // A single game has no earlier games.
    /// assert!(MatchLink::read(MatchLength::Single, &first, &first).is_err());
    /// ```
    pub fn read(
        length: MatchLength,
        earlier: &str,
        current: &str,
    ) -> Result<MatchLink, MatchLinkError> {
        let records: Vec<&str> = earlier
            .split(SEPARATOR)
            .filter(|r| !r.trim().is_empty())
            .collect();
        if length == MatchLength::Single && !records.is_empty() {
            return Err(MatchLinkError::NotAMatch);
        }
        let read = |game: usize, text: &str| {
            Game::from_compact(text).map_err(|error| MatchLinkError::Record { game, error })
        };
        let current_game = read(records.len() + 1, current)?;
        let mut games = Vec::with_capacity(records.len());
        for (i, text) in records.iter().enumerate() {
            games.push(read(i + 1, text)?);
        }
        // The first game says the rules and who placed the first ball.
        let first = games.first().unwrap_or(&current_game).start();
        let mut finished = Match::new(first.rules(), length, first.player_a());
        for (i, game) in games.iter().enumerate() {
            finished
                .record(game)
                .map_err(|error| MatchLinkError::Game { game: i + 1, error })?;
        }
        let game = games.len() + 1;
        if finished.winner().is_some() {
            let error = MatchError::MatchOver;
            return Err(MatchLinkError::Game { game, error });
        }
        if current_game.start() != finished.next_game().start() {
            // The same checks the match makes of a finished game, named the same way.
            let mut probe = finished.clone();
            let error = match probe.record(&current_game) {
                Err(e) if e != MatchError::GameNotOver => e,
                _ => MatchError::WrongPlayerA,
            };
            return Err(MatchLinkError::Game { game, error });
        }
        Ok(MatchLink {
            earlier: games,
            finished,
            current: current_game,
        })
    }

    /// The `earlier=` text of these finished games (empty for none).
    pub fn earlier_text(games: &[Game]) -> String {
        let records: Vec<String> = games.iter().map(Game::to_compact).collect();
        records.join(&SEPARATOR.to_string())
    }

    /// The finished games, in order.
    pub fn earlier(&self) -> &[Game] {
        &self.earlier
    }

    /// The match of the finished games (its score, and who starts the current game).
    pub fn finished(&self) -> &Match {
        &self.finished
    }

    /// The game in play (it may be over, the next not yet started).
    pub fn current(&self) -> &Game {
        &self.current
    }

    /// The parts: the finished games, their match, and the game in play.
    pub fn into_parts(self) -> (Vec<Game>, Match, Game) {
        (self.earlier, self.finished, self.current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::{Move, Rules, Tier, Tribe};

    fn play(game: &mut Game, moves: &str) {
        for token in moves.split_whitespace() {
            let mv: Move = token.parse().expect("a move");
            game.play(mv).expect("legal");
        }
    }

    /// A Beginner game won by Player B's Ara on the bottom edge row (c1 e1 g1 i1).
    fn won_by_b(m: &Match, ball: &str) -> Game {
        let b = m.next_player_a().other();
        let mut g = m.next_game();
        // Player B places c1 e1 g1 i1; Player A answers far away on the top row.
        play(&mut g, &format!("{ball} c1 c11 e1 e11 g1 g11 i1"));
        assert_eq!(g.outcome(), crate::kemu::Outcome::Won(b));
        g
    }

    fn uira() -> Match {
        Match::new(Rules::new(Tier::Beginner), MatchLength::Uira, Tribe::Matau)
    }

    #[test]
    fn a_match_link_reads_back_what_was_written() {
        let mut m = uira();
        let g1 = won_by_b(&m, "f6");
        m.record(&g1).unwrap();
        let g2 = won_by_b(&m, "e5");
        m.record(&g2).unwrap();
        let mut g3 = m.next_game();
        play(&mut g3, "f6");
        let earlier = MatchLink::earlier_text(&[g1.clone(), g2.clone()]);
        assert_eq!(earlier.matches(SEPARATOR).count(), 1);
        let link = MatchLink::read(MatchLength::Uira, &earlier, &g3.to_compact()).unwrap();
        assert_eq!(link.earlier(), &[g1, g2]);
        assert_eq!(link.current(), &g3);
        // Manaia (Player B of the first game) won it, then Matau won the second.
        assert_eq!(link.finished().wins(Tribe::Manaia), 1);
        assert_eq!(link.finished().wins(Tribe::Matau), 1);
        assert_eq!(link.finished().next_player_a(), Tribe::Matau);
        // A first game stands alone: no earlier games.
        let first = uira().next_game();
        let link = MatchLink::read(MatchLength::Uira, "", &first.to_compact()).unwrap();
        assert!(link.earlier().is_empty());
    }

    #[test]
    fn a_forged_or_broken_match_is_refused() {
        let mut m = uira();
        let g1 = won_by_b(&m, "f6");
        m.record(&g1).unwrap();
        let g2 = m.next_game();
        let one = g1.to_compact();
        let unfinished = uira().next_game().to_compact();
        let wrong_a = Game::new(Rules::new(Tier::Beginner), Tribe::Matau);
        // Player A right, but no earlier ball to keep away from.
        let same_ball = Game::new(Rules::new(Tier::Beginner), Tribe::Manaia);
        let basic = Game::new(Rules::new(Tier::Basic), Tribe::Manaia).to_compact();
        let g = |game, error| Err(MatchLinkError::Game { game, error });
        // (length, earlier, current, what it reads as)
        let table: [(MatchLength, &str, String, Result<(), MatchLinkError>); 7] = [
            (MatchLength::Uira, &one, g2.to_compact(), Ok(())),
            (
                MatchLength::Single,
                &one,
                g2.to_compact(),
                Err(MatchLinkError::NotAMatch),
            ),
            // An earlier game not yet over.
            (
                MatchLength::Uira,
                &unfinished,
                g2.to_compact(),
                g(1, MatchError::GameNotOver),
            ),
            // The loser of the first game as Player A of the second.
            (
                MatchLength::Uira,
                &one,
                wrong_a.to_compact(),
                g(2, MatchError::WrongPlayerA),
            ),
            // The second game forgets the earlier ball.
            (
                MatchLength::Uira,
                &one,
                same_ball.to_compact(),
                g(2, MatchError::BallRepeated),
            ),
            (MatchLength::Uira, &one, basic, g(2, MatchError::WrongRules)),
            // A single game, over: read, with nothing after it.
            (MatchLength::Single, "", one.clone(), Ok(())),
        ];
        for (length, earlier, current, expected) in table {
            let read = MatchLink::read(length, earlier, &current).map(|_| ());
            assert_eq!(read, expected, "{length} {earlier} {current}");
        }
        // Unreadable text names its game.
        assert!(matches!(
            MatchLink::read(MatchLength::Uira, "zz", "ek"),
            Err(MatchLinkError::Record { game: 1, .. })
        ));
        assert!(matches!(
            MatchLink::read(MatchLength::Uira, &one, "q"),
            Err(MatchLinkError::Record { game: 2, .. })
        ));
    }

    #[test]
    fn no_game_after_the_match_is_won() {
        let mut m = uira();
        let mut games = Vec::new();
        // Player B wins every game, so the winners alternate: Manaia, Matau, Manaia,
        // Matau, Manaia, who has three.
        for ball in ["f6", "e5", "f6", "e5", "f6"] {
            let earlier = MatchLink::earlier_text(&games);
            let next = m.next_game().to_compact();
            assert!(MatchLink::read(MatchLength::Uira, &earlier, &next).is_ok());
            let g = won_by_b(&m, ball);
            m.record(&g).unwrap();
            games.push(g);
        }
        assert_eq!(m.winner(), Some(Tribe::Manaia));
        let earlier = MatchLink::earlier_text(&games);
        let next = Game::new(Rules::new(Tier::Beginner), Tribe::Manaia).to_compact();
        assert_eq!(
            MatchLink::read(MatchLength::Uira, &earlier, &next),
            Err(MatchLinkError::Game {
                game: 6,
                error: MatchError::MatchOver
            })
        );
    }

    #[test]
    fn every_error_reads_as_words() {
        let errors = [
            MatchLinkError::NotAMatch,
            MatchLinkError::Game {
                game: 2,
                error: MatchError::BallRepeated,
            },
            MatchLinkError::Record {
                game: 1,
                error: RecordError::Empty,
            },
        ];
        for e in errors {
            assert!(e.to_string().len() > 10);
        }
    }
}
