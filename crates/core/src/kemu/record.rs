//! Game records: the readable text form and a compact form for URLs.
//!
//! Text form: `<tier>[+auge] a=<matau|manaia> [prev=<hollow>] <moves...>`, e.g.
//! `basic a=matau f6 e5 d4`. The first move is the ball; `Tf5>n` is a Tane turn and
//! `pass` a pass; a last token `resign=matau` (or `manaia`) says that tribe resigned.
//!
//! Compact form (URL-safe): one letter for the rules (`e` beginner, `b` basic, `m`
//! master, `a` master with Auge), one for Player A (`k` Matau, `w` Manaia), optionally
//! `!` and the previous ball's hollow, then one character a move: a hollow is
//! `ALPHABET[index]`, a pass is `.`, a Tane turn is `~`, the field's character and the
//! direction letter; a resignation, last, is `-` and the tribe's letter (`k`, `w`).

use super::field::{Direction, Field};
use super::game::Game;
use super::hollow::{Hollow, ParseHollowError};
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
    /// A token (in the compact form, a character) could not be read; `position` counts
    /// tokens (characters) from 1.
    BadToken {
        position: usize,
        token: String,
        reason: BadTokenReason,
    },
    /// A move was illegal; `number` counts moves from 1 (the ball is move 1).
    Illegal {
        number: usize,
        token: String,
        error: MoveError,
    },
}

/// Why a token of a record could not be read (in [`RecordError::BadToken`]).
///
/// A page maps each variant to a message of its own; `Display` gives the English text
/// the command line prints.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadTokenReason {
    /// Text form: a second tier after the first.
    TierTwice,
    /// Text form: `a=` followed by something other than `matau` or `manaia`.
    PlayerA,
    /// Text form: `prev=` followed by something that is not a hollow.
    PreviousBall(ParseHollowError),
    /// Text form: a token after the header that is not a move.
    Move(ParseMoveError),
    /// Either form: `+auge` (or `a`) with a tier other than Master.
    AugeOnlyInMaster,
    /// Compact form: the first character is not `e`, `b`, `m` or `a`.
    TierCharacter,
    /// Compact form: the second character is not `k` or `w`.
    PlayerACharacter,
    /// Compact form: `!` is not followed by a hollow's character.
    PreviousBallCharacter,
    /// Compact form: `~` is not followed by a field's character and a direction.
    TaneCharacters,
    /// Compact form: a character that is no move.
    MoveCharacter,
}

impl fmt::Display for BadTokenReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TierTwice => f.write_str("the tier is given twice"),
            Self::PlayerA => f.write_str("Player A is a=matau or a=manaia"),
            Self::PreviousBall(e) => e.fmt(f),
            Self::Move(e) => e.fmt(f),
            Self::AugeOnlyInMaster => {
                f.write_str("the Auge rule is played only in the Master game")
            }
            Self::TierCharacter => f.write_str("the first character is the tier: e, b, m or a"),
            Self::PlayerACharacter => {
                f.write_str("the second character is Player A: k (Matau) or w (Manaia)")
            }
            Self::PreviousBallCharacter => {
                f.write_str("'!' is followed by the previous ball's hollow")
            }
            Self::TaneCharacters => {
                f.write_str("'~' is followed by a field and a direction (n, e, s, w)")
            }
            Self::MoveCharacter => f.write_str("not a move character"),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str(
                "the record is empty: it starts with the tier (beginner, basic or master)",
            ),
            Self::BadTier { token } => write!(
                f,
                "token 1: \"{token}\" is not a tier; use beginner, basic, master or master+auge"
            ),
            Self::BadToken {
                position,
                token,
                reason,
            } => {
                write!(f, "token {position}: \"{token}\": {reason}")
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

/// A tribe's letter in the compact form (Player A, a resignation).
fn tribe_letter(tribe: Tribe) -> char {
    match tribe {
        Tribe::Matau => 'k',
        Tribe::Manaia => 'w',
    }
}

/// The tribe of a compact form's letter.
fn tribe_of_letter(c: char) -> Option<Tribe> {
    match c {
        'k' => Some(Tribe::Matau),
        'w' => Some(Tribe::Manaia),
        _ => None,
    }
}

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
        if let Some(tribe) = self.resigned() {
            write!(f, " resign={}", tribe.code())?;
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
            let bad = |reason: BadTokenReason| RecordError::BadToken {
                position: i + 1,
                token: token.to_string(),
                reason,
            };
            let (name, plus_auge) = match lower.split_once('+') {
                Some((t, "auge")) => (t, true),
                _ => (lower.as_str(), false),
            };
            if let Ok(t) = name.parse::<Tier>() {
                if tier.is_some() {
                    return Err(bad(BadTokenReason::TierTwice));
                }
                tier = Some(t);
                auge |= plus_auge;
            } else if let Some(a) = lower.strip_prefix("a=") {
                player_a = a
                    .parse::<Tribe>()
                    .map_err(|_| bad(BadTokenReason::PlayerA))?;
            } else if let Some(p) = lower.strip_prefix("prev=") {
                previous = Some(
                    p.parse::<Hollow>()
                        .map_err(|e| bad(BadTokenReason::PreviousBall(e)))?,
                );
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
                reason: BadTokenReason::AugeOnlyInMaster,
            });
        }
        let mut game =
            Game::from_start(Position::new(rules, player_a).with_previous_ball(previous));
        for (n, token) in tokens[i..].iter().enumerate() {
            let resigner = match token.to_ascii_lowercase().as_str() {
                "resign=matau" => Some(Tribe::Matau),
                "resign=manaia" => Some(Tribe::Manaia),
                _ => None,
            };
            if let Some(tribe) = resigner {
                game.resign(tribe).map_err(|error| RecordError::Illegal {
                    number: n + 1,
                    token: token.to_string(),
                    error,
                })?;
                continue;
            }
            let mv: Move = token
                .parse()
                .map_err(|e: ParseMoveError| RecordError::BadToken {
                    position: i + n + 1,
                    token: token.to_string(),
                    reason: BadTokenReason::Move(e),
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
        s.push(tribe_letter(start.player_a()));
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
        if let Some(tribe) = self.resigned() {
            s.push('-');
            s.push(tribe_letter(tribe));
        }
        s
    }

    /// Reads a compact record and plays it.
    ///
    /// # Errors
    /// [`RecordError`] naming the first bad character or illegal move.
    pub fn from_compact(text: &str) -> Result<Game, RecordError> {
        let chars: Vec<char> = text.trim().chars().collect();
        let bad = |position: usize, reason: BadTokenReason| RecordError::BadToken {
            position: position + 1,
            token: chars
                .get(position)
                .map(|c| c.to_string())
                .unwrap_or_default(),
            reason,
        };
        let index = |c: char| ALPHABET.iter().position(|a| char::from(*a) == c);
        let rules = match chars.first() {
            None => return Err(RecordError::Empty),
            Some('e') => Rules::new(Tier::Beginner),
            Some('b') => Rules::new(Tier::Basic),
            Some('m') => Rules::new(Tier::Master),
            Some('a') => Rules::master_with_auge(),
            Some(_) => return Err(bad(0, BadTokenReason::TierCharacter)),
        };
        let player_a = chars
            .get(1)
            .and_then(|c| tribe_of_letter(*c))
            .ok_or_else(|| bad(1, BadTokenReason::PlayerACharacter))?;
        let mut i = 2;
        let mut previous = None;
        if chars.get(i) == Some(&'!') {
            previous = chars
                .get(i + 1)
                .and_then(|c| index(*c))
                .and_then(Hollow::new);
            if previous.is_none() {
                return Err(bad(i + 1, BadTokenReason::PreviousBallCharacter));
            }
            i += 2;
        }
        let mut game =
            Game::from_start(Position::new(rules, player_a).with_previous_ball(previous));
        let mut number = 0;
        while i < chars.len() {
            let at = i;
            if chars[i] == '-' {
                let tribe = chars
                    .get(i + 1)
                    .and_then(|c| tribe_of_letter(*c))
                    .ok_or_else(|| bad(at + 1, BadTokenReason::PlayerACharacter))?;
                game.resign(tribe).map_err(|error| RecordError::Illegal {
                    number: number + 1,
                    token: format!("-{}", chars[i + 1]),
                    error,
                })?;
                i += 2;
                continue;
            }
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
                        _ => return Err(bad(at, BadTokenReason::TaneCharacters)),
                    }
                }
                c => Move::Place(
                    index(c)
                        .and_then(Hollow::new)
                        .ok_or_else(|| bad(at, BadTokenReason::MoveCharacter))?,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::Outcome;

    /// Share links carry the compact form as it is (`src/kemu/panel.rs`): every
    /// character it uses needs no escape in a URL's query.
    #[test]
    fn the_compact_form_needs_no_escapes_in_a_query() {
        let game = Game::from_record("master a=matau prev=a5 f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n")
            .expect("a record");
        let compact = game.to_compact();
        assert!(compact.contains('!') && compact.contains('~'), "{compact}");
        let url_safe = |c: u8| c.is_ascii_alphanumeric() || b"!.~-".contains(&c);
        assert!(ALPHABET.iter().all(|&c| url_safe(c)));
        assert!(compact.bytes().all(url_safe), "{compact}");
        for d in Direction::ALL {
            assert!(url_safe(d.letter() as u8));
        }
    }

    #[test]
    fn a_resignation_ends_the_game_and_both_forms_carry_it() {
        let mut game = Game::from_record("basic a=matau f6 e5 d4").expect("a record");
        game.resign(Tribe::Manaia).expect("the game goes on");
        assert_eq!(game.outcome(), Outcome::Won(Tribe::Matau));
        assert_eq!(game.resigned(), Some(Tribe::Manaia));
        assert_eq!(game.to_string(), "basic a=matau f6 e5 d4 resign=manaia");
        assert_eq!(Game::from_record(&game.to_string()), Ok(game.clone()));
        let compact = game.to_compact();
        assert!(compact.ends_with("-w"), "{compact}");
        assert_eq!(Game::from_compact(&compact), Ok(game.clone()));
        // Nothing is played after a resignation, and nobody resigns twice.
        let mut over = game.clone();
        assert_eq!(
            over.play(Move::Place("c3".parse().unwrap())),
            Err(MoveError::GameOver)
        );
        assert_eq!(over.resign(Tribe::Matau), Err(MoveError::GameOver));
        assert!(matches!(
            Game::from_record("basic a=matau f6 resign=matau e5"),
            Err(RecordError::Illegal { number: 3, .. })
        ));
        assert!(matches!(
            Game::from_compact(&format!("{compact}A")),
            Err(RecordError::Illegal { .. })
        ));
        assert!(matches!(
            Game::from_compact("bk-x"),
            Err(RecordError::BadToken {
                position: 4,
                reason: BadTokenReason::PlayerACharacter,
                ..
            })
        ));
        // Undo takes back the resignation with the last move.
        assert_eq!(over.undo(), Some(Move::Place("d4".parse().unwrap())));
        assert_eq!(over.outcome(), Outcome::Ongoing);
        assert_eq!(over.resigned(), None);
    }

    /// The reason a record fails with, and its English text.
    fn reason(result: Result<Game, RecordError>) -> (BadTokenReason, String) {
        match result {
            Err(RecordError::BadToken { reason, .. }) => {
                let text = reason.to_string();
                (reason, text)
            }
            other => panic!("not a bad token: {other:?}"),
        }
    }

    #[test]
    fn bad_tokens_have_typed_reasons_and_readable_text() {
        use BadTokenReason as R;
        let text = |r: &str| reason(Game::from_record(r));
        let compact = |r: &str| reason(Game::from_compact(r));
        let cases = [
            (
                text("basic master f6"),
                R::TierTwice,
                "the tier is given twice",
            ),
            (
                text("basic a=x f6"),
                R::PlayerA,
                "Player A is a=matau or a=manaia",
            ),
            (
                text("basic+auge f6"),
                R::AugeOnlyInMaster,
                "the Auge rule is played only in the Master game",
            ),
            (
                compact("xk"),
                R::TierCharacter,
                "the first character is the tier: e, b, m or a",
            ),
            (
                compact("bx"),
                R::PlayerACharacter,
                "the second character is Player A: k (Matau) or w (Manaia)",
            ),
            (
                compact("bk!"),
                R::PreviousBallCharacter,
                "'!' is followed by the previous ball's hollow",
            ),
            (
                compact("bkd~"),
                R::TaneCharacters,
                "'~' is followed by a field and a direction (n, e, s, w)",
            ),
            (compact("bk#"), R::MoveCharacter, "not a move character"),
        ];
        for ((got, got_text), want, want_text) in cases {
            assert_eq!(got, want);
            assert_eq!(got_text, want_text);
        }
        // The wrapped errors keep their own text.
        let (r, t) = text("basic prev=a1 f6");
        assert_eq!(r, R::PreviousBall(ParseHollowError("a1".into())));
        assert_eq!(t, ParseHollowError("a1".into()).to_string());
        let (r, t) = text("basic f6 zz");
        assert_eq!(r, R::Move(ParseMoveError("zz".into())));
        assert_eq!(t, ParseMoveError("zz".into()).to_string());
    }
}
