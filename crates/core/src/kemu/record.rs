//! Game records: the readable text form and a compact form for URLs.
//!
//! Text form: `<tier>[+auge] a=<matau|manaia> [prev=<hollow>] <moves...>`, e.g.
//! `basic a=matau f6 e5 d4`. The first move is the ball; `Tf5>n` is a Tane turn and
//! `pass` a pass.
//!
//! Compact form (URL-safe): one letter for the rules (`e` beginner, `b` basic, `m`
//! master, `a` master with Auge), one for Player A (`k` Matau, `w` Manaia), optionally
//! `!` and the previous ball's hollow, then one character a move: a hollow is
//! `ALPHABET[index]`, a pass is `.`, a Tane turn is `~`, the field's character and the
//! direction letter.

use super::game::Game;
use super::geometry::{Direction, Field, Hollow};
use super::moves::{Move, MoveError, ParseMoveError};
use super::position::Position;
use super::rules::{Rules, Tier, Tribe};
use std::fmt;

/// Characters for hollow and field numbers in the compact form.
const ALPHABET: &[u8; 57] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz01234";

/// Why a record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The record is empty.
    Empty,
    /// The first token is not a tier.
    BadTier { token: String },
    /// A token could not be read; `position` counts tokens from 1.
    BadToken {
        position: usize,
        token: String,
        reason: String,
    },
    /// A move was illegal; `number` counts moves from 1 (the ball is move 1).
    Illegal {
        number: usize,
        token: String,
        error: MoveError,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str(
                "the record is empty: it starts with the tier (beginner, basic or master)",
            ),
            Self::BadTier { token } => write!(
                f,
                "token 1: {token:?} is not a tier; use beginner, basic, master or master+auge"
            ),
            Self::BadToken {
                position,
                token,
                reason,
            } => {
                write!(f, "token {position}: {token:?}: {reason}")
            }
            Self::Illegal {
                number,
                token,
                error,
            } => {
                write!(f, "move {number} ({token}) is illegal: {error}")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl fmt::Display for Game {
    /// The text record, e.g. `basic a=matau f6 e5 d4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let start = self.start();
        write!(f, "{} a={}", start.rules(), start.player_a().code())?;
        if let Some(p) = start.previous_ball() {
            write!(f, " prev={p}")?;
        }
        for mv in self.moves() {
            write!(f, " {mv}")?;
        }
        Ok(())
    }
}

impl Game {
    /// Reads a text record and plays it.
    ///
    /// # Errors
    /// [`RecordError`] naming the first bad token or illegal move.
    pub fn from_record(text: &str) -> Result<Game, RecordError> {
        let tokens: Vec<&str> = text.split_whitespace().collect();
        let first = *tokens.first().ok_or(RecordError::Empty)?;
        let mut tier = None;
        let mut auge = false;
        let mut player_a = Tribe::Matau;
        let mut previous = None;
        let mut i = 0;
        // The header (tier, options) in any order, before the first move.
        while let Some(token) = tokens.get(i) {
            let lower = token.to_ascii_lowercase();
            let bad = |reason: &str| RecordError::BadToken {
                position: i + 1,
                token: token.to_string(),
                reason: reason.into(),
            };
            let (name, plus_auge) = match lower.split_once('+') {
                Some((t, "auge")) => (t, true),
                _ => (lower.as_str(), false),
            };
            if let Ok(t) = name.parse::<Tier>() {
                if tier.is_some() {
                    return Err(bad("the tier is given twice"));
                }
                tier = Some(t);
                auge |= plus_auge;
            } else if let Some(a) = lower.strip_prefix("a=") {
                player_a = a
                    .parse::<Tribe>()
                    .map_err(|_| bad("Player A is a=matau or a=manaia"))?;
            } else if let Some(p) = lower.strip_prefix("prev=") {
                previous = Some(p.parse::<Hollow>().map_err(|e| bad(&e.to_string()))?);
            } else if lower == "auge" {
                auge = true;
            } else {
                break;
            }
            i += 1;
        }
        let tier = tier.ok_or_else(|| RecordError::BadTier {
            token: first.into(),
        })?;
        let rules = Rules { tier, auge };
        if rules.auge && rules.tier != Tier::Master {
            return Err(RecordError::BadToken {
                position: 1,
                token: first.into(),
                reason: "the Auge rule is played only in the Master game".into(),
            });
        }
        let mut game =
            Game::from_start(Position::new(rules, player_a).with_previous_ball(previous));
        for (n, token) in tokens[i..].iter().enumerate() {
            let mv: Move = token
                .parse()
                .map_err(|e: ParseMoveError| RecordError::BadToken {
                    position: i + n + 1,
                    token: token.to_string(),
                    reason: e.to_string(),
                })?;
            game.play(mv).map_err(|error| RecordError::Illegal {
                number: n + 1,
                token: token.to_string(),
                error,
            })?;
        }
        Ok(game)
    }

    /// The compact, URL-safe record.
    pub fn to_compact(&self) -> String {
        let start = self.start();
        let r = start.rules();
        let mut s = String::new();
        s.push(match (r.tier, r.auge) {
            (Tier::Beginner, _) => 'e',
            (Tier::Basic, _) => 'b',
            (Tier::Master, false) => 'm',
            (Tier::Master, true) => 'a',
        });
        s.push(match start.player_a() {
            Tribe::Matau => 'k',
            Tribe::Manaia => 'w',
        });
        if let Some(p) = start.previous_ball() {
            s.push('!');
            s.push(char::from(ALPHABET[p.index()]));
        }
        for mv in self.moves() {
            match mv {
                Move::Place(h) => s.push(char::from(ALPHABET[h.index()])),
                Move::Pass => s.push('.'),
                Move::Tane(f, d) => {
                    s.push('~');
                    s.push(char::from(ALPHABET[f.index()]));
                    s.push(d.letter());
                }
            }
        }
        s
    }

    /// Reads a compact record and plays it.
    ///
    /// # Errors
    /// [`RecordError`] naming the first bad character or illegal move.
    pub fn from_compact(text: &str) -> Result<Game, RecordError> {
        let chars: Vec<char> = text.trim().chars().collect();
        let bad = |position: usize, reason: &str| RecordError::BadToken {
            position: position + 1,
            token: chars
                .get(position)
                .map(|c| c.to_string())
                .unwrap_or_default(),
            reason: reason.into(),
        };
        let index = |c: char| ALPHABET.iter().position(|a| char::from(*a) == c);
        let rules = match chars.first() {
            None => return Err(RecordError::Empty),
            Some('e') => Rules::new(Tier::Beginner),
            Some('b') => Rules::new(Tier::Basic),
            Some('m') => Rules::new(Tier::Master),
            Some('a') => Rules::master_with_auge(),
            Some(_) => return Err(bad(0, "the first character is the tier: e, b, m or a")),
        };
        let player_a = match chars.get(1) {
            Some('k') => Tribe::Matau,
            Some('w') => Tribe::Manaia,
            _ => {
                return Err(bad(
                    1,
                    "the second character is Player A: k (Matau) or w (Manaia)",
                ))
            }
        };
        let mut i = 2;
        let mut previous = None;
        if chars.get(i) == Some(&'!') {
            previous = chars
                .get(i + 1)
                .and_then(|c| index(*c))
                .and_then(Hollow::new);
            if previous.is_none() {
                return Err(bad(i + 1, "'!' is followed by the previous ball's hollow"));
            }
            i += 2;
        }
        let mut game =
            Game::from_start(Position::new(rules, player_a).with_previous_ball(previous));
        let mut number = 0;
        while i < chars.len() {
            let at = i;
            let mv = match chars[i] {
                '.' => Move::Pass,
                '~' => {
                    let field = chars
                        .get(i + 1)
                        .and_then(|c| index(*c))
                        .and_then(Field::new);
                    let dir = chars.get(i + 2).and_then(|c| Direction::from_letter(*c));
                    match (field, dir) {
                        (Some(f), Some(d)) => {
                            i += 2;
                            Move::Tane(f, d)
                        }
                        _ => {
                            return Err(bad(
                                at,
                                "'~' is followed by a field and a direction (n, e, s, w)",
                            ))
                        }
                    }
                }
                c => Move::Place(
                    index(c)
                        .and_then(Hollow::new)
                        .ok_or_else(|| bad(at, "not a move character"))?,
                ),
            };
            i += 1;
            number += 1;
            game.play(mv).map_err(|error| RecordError::Illegal {
                number,
                token: mv.to_string(),
                error,
            })?;
        }
        Ok(game)
    }
}
