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
    use takaro::core::kemu::{Field, Game, Hollow, Tribe};

    #[test]
    fn english_words_are_the_cores_own() {
        // The page maps the core's values to catalogue messages; in English they must
        // read exactly as the core's `Display` texts (the CLI and the tests use those).
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
            assert_eq!(move_error_text(&e), e.to_string());
        }
        // A link's compact record: the page counts characters ("character 3"), where the
        // core, which reads both forms for the command line, says "token 3"; the rest of
        // the words are the core's.
        let bad_records = ["", "zz!!", "e", "ek!", "ekA~", "ekA~Bq", "ek?", "ekAA"];
        let mut characters = 0;
        for record in bad_records {
            let e = Game::from_compact(record).unwrap_err();
            let core = e.to_string();
            let page = record_error_text(&e);
            if matches!(e, RecordError::BadToken { .. }) {
                assert_eq!(page, core.replacen("token ", "character ", 1), "{record:?}");
                characters += 1;
            } else {
                assert_eq!(page, core, "{record:?}");
            }
        }
        assert!(characters >= 4, "bad characters compared: {characters}");
        // A record written out in words: the page's words are the core's, "token N".
        for record in [
            "nonsense f6",
            "beginner beginner",
            "basic a=nobody",
            "basic a=matau f6 q9",
        ] {
            let e = Game::from_record(record).unwrap_err();
            assert_eq!(record_error_text(&e), e.to_string(), "{record:?}");
        }
        for tier in Tier::ALL {
            assert_eq!(tier_label(tier), tier.to_string());
        }
        for length in MatchLength::ALL {
            assert_eq!(length_label(length), length.to_string());
        }
        for level in Level::ALL {
            assert_eq!(level_label(level), level.to_string());
        }
        for d in Direction::ALL {
            assert_eq!(direction_label(d), d.name());
        }
    }

    #[test]
    fn scores_read_with_halves() {
        assert_eq!(score_text(0), "0");
        assert_eq!(score_text(1), "½");
        assert_eq!(score_text(5), "2½");
        assert_eq!(score_text(6), "3");
    }
}
