//! Moeraki Kemu's values in words: the names of tiers, lengths, levels and directions,
//! scores, and why the rules core refused a move or a record, in the page's language.
//! In English each reads exactly as the core's own `Display` text (tested).

use crate::i18n::Lang;
use crate::t;
use takaro::core::kemu::{BadTokenReason, Direction, MatchLength, MoveError, RecordError, Tier};
use takaro::kemu_engine::Level;

/// A reason from outside the catalogue (a technical text in English): shown as it is in
/// English, and as a general word in another language.
fn untranslated(reason: &str) -> String {
    if crate::i18n::lang() == Lang::En {
        reason.to_string()
    } else {
        t::kemu_reason_unknown().to_string()
    }
}

/// A token of a record as the core's messages quote it (without `Debug` formatting, which
/// would bring its escaping and Unicode tables into the bundle).
fn quoted(token: &str) -> String {
    format!("\"{token}\"")
}

/// A tier's name.
pub fn tier_label(tier: Tier) -> &'static str {
    match tier {
        Tier::Beginner => t::kemu_tier_beginner(),
        Tier::Basic => t::kemu_tier_basic(),
        Tier::Master => t::kemu_tier_master(),
    }
}

/// A match length: `Single game`, `Kiwi (5)`.
pub fn length_label(length: MatchLength) -> String {
    match length {
        MatchLength::Single => t::kemu_length_single().to_string(),
        m => t::kemu_length_named(t::KemuLengthNamed {
            name: m.name(),
            target: m.target(),
        }),
    }
}

/// The computer's level: `easy`, `medium`, `hard`.
pub fn level_label(level: Level) -> String {
    t::kemu_level(level.into())
}

/// A direction a Tane faces: `north`…
pub fn direction_label(d: Direction) -> String {
    t::kemu_direction(d.into())
}

/// Why the rules core refused a move, in the page's language (the English words are
/// the core's own `Display` text).
pub fn move_error_text(e: &MoveError) -> String {
    match e {
        MoveError::GameOver => t::kemu_error_game_over().to_string(),
        MoveError::NotYourTurn { tribe, to_move } => {
            t::kemu_error_not_your_turn(t::KemuErrorNotYourTurn {
                to_move: to_move.name(),
                tribe: tribe.name(),
            })
        }
        MoveError::Occupied(h) => t::kemu_error_occupied(h),
        MoveError::BallNotCentral(h) => t::kemu_error_ball_not_central(h),
        MoveError::BallSameAsPreviousGame(h) => t::kemu_error_ball_same(h),
        MoveError::BallNotPlaced => t::kemu_error_ball_not_placed().to_string(),
        MoveError::NoStonesLeft(tribe) => t::kemu_error_no_stones(tribe.name()),
        MoveError::CannotPass(tribe) => t::kemu_error_cannot_pass(tribe.name()),
        MoveError::TaneNotInTier(tier) => t::kemu_error_tane_tier(tier_label(*tier)),
        MoveError::TaneAlreadyUsed(tribe) => t::kemu_error_tane_used(tribe.name()),
        MoveError::NoFullTileOfYours { field, tribe } => {
            t::kemu_error_no_full_tile(t::KemuErrorNoFullTile {
                tribe: tribe.name(),
                field,
            })
        }
    }
}

/// Why a game record could not be read, in the page's language (the English words are
/// the core's own `Display` text).
pub fn record_error_text(e: &RecordError) -> String {
    match e {
        RecordError::Empty => t::kemu_record_empty().to_string(),
        RecordError::BadTier { token } => t::kemu_record_bad_tier(quoted(token)),
        RecordError::BadToken {
            position,
            token,
            reason,
        } => match compact_reason(reason) {
            Some(reason) => t::kemu_record_bad_character(t::KemuRecordBadCharacter {
                position,
                token: quoted(token),
                reason,
            }),
            None => t::kemu_record_bad_token(t::KemuRecordBadToken {
                position,
                token: quoted(token),
                reason: untranslated(&reason.to_string()),
            }),
        },
        RecordError::Illegal {
            number,
            token,
            error,
        } => t::kemu_record_illegal(t::KemuRecordIllegal {
            number,
            move_: token,
            why: move_error_text(error),
        }),
    }
}

/// The reasons the core gives for a wrong character of a compact record (the form in
/// links), by their variant; `None` for a reason of the written-out form (a token).
fn compact_reason(reason: &BadTokenReason) -> Option<&'static str> {
    Some(match reason {
        BadTokenReason::TierCharacter => t::kemu_record_reason_tier(),
        BadTokenReason::PlayerACharacter => t::kemu_record_reason_player_a(),
        BadTokenReason::PreviousBallCharacter => t::kemu_record_reason_previous(),
        BadTokenReason::TaneCharacters => t::kemu_record_reason_tane(),
        BadTokenReason::MoveCharacter => t::kemu_record_reason_move(),
        _ => return None,
    })
}

/// A score counted in halves, written with ½: `2`, `2½`, `½`.
pub fn score_text(halves: u16) -> String {
    match (halves / 2, halves % 2) {
        (whole, 0) => whole.to_string(),
        (0, _) => "½".into(),
        (whole, _) => format!("{whole}½"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::in_each_language;
    use takaro::core::kemu::{Field, Game, Hollow, Tribe};

    /// Each value's words in both languages: none empty, and translated where `translated`.
    fn in_both(what: &str, words: impl Fn() -> String, translated: bool) {
        let said = in_each_language(words);
        assert!(said.iter().all(|s| !s.trim().is_empty()), "{what}");
        if translated {
            assert_ne!(said[0], said[1], "{what} is translated");
        }
    }

    /// The page's own words for the core's values (the core's English is the command
    /// line's).
    #[test]
    fn the_cores_values_have_words_in_both_languages() {
        let h = |s: &str| s.parse::<Hollow>().unwrap();
        let field: Field = "d3".parse().unwrap();
        let errors = [
            MoveError::GameOver,
            MoveError::NotYourTurn {
                tribe: Tribe::Matau,
                to_move: Tribe::Manaia,
            },
            MoveError::Occupied(h("f6")),
            MoveError::BallNotCentral(h("c3")),
            MoveError::BallSameAsPreviousGame(h("e5")),
            MoveError::BallNotPlaced,
            MoveError::NoStonesLeft(Tribe::Manaia),
            MoveError::CannotPass(Tribe::Matau),
            MoveError::TaneNotInTier(Tier::Basic),
            MoveError::TaneAlreadyUsed(Tribe::Matau),
            MoveError::NoFullTileOfYours {
                field,
                tribe: Tribe::Manaia,
            },
        ];
        for e in errors {
            in_both(&format!("{e:?}"), || move_error_text(&e), true);
        }
        assert_eq!(
            move_error_text(&MoveError::Occupied(h("f6"))),
            "hollow f6 is already taken"
        );
        // A link's compact record counts characters; a record in words counts tokens.
        for record in ["", "zz!!", "e", "ek!", "ekA~", "ekA~Bq", "ek?", "ekAA"] {
            let e = Game::from_compact(record).unwrap_err();
            in_both(&format!("{e:?}"), || record_error_text(&e), true);
            if matches!(e, RecordError::BadToken { .. }) {
                assert!(record_error_text(&e).contains("character "), "{record:?}");
            }
        }
        for record in [
            "nonsense f6",
            "beginner beginner",
            "basic a=nobody",
            "basic a=matau f6 q9",
        ] {
            let e = Game::from_record(record).unwrap_err();
            in_both(&format!("{e:?}"), || record_error_text(&e), true);
        }
        // Labels (a match length's Māori name reads the same in both).
        for tier in Tier::ALL {
            in_both(&format!("{tier:?}"), || tier_label(tier).to_string(), true);
        }
        for length in MatchLength::ALL {
            in_both(&format!("{length:?}"), || length_label(length), false);
        }
        for level in Level::ALL {
            in_both(&format!("{level:?}"), || level_label(level), true);
        }
        for d in Direction::ALL {
            in_both(&format!("{d:?}"), || direction_label(d), true);
        }
        assert_eq!(direction_label(Direction::North), "north");
    }

    #[test]
    fn scores_read_with_halves() {
        assert_eq!(score_text(0), "0");
        assert_eq!(score_text(1), "½");
        assert_eq!(score_text(5), "2½");
        assert_eq!(score_text(6), "3");
    }
}
