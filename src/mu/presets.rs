//! What a link presets for Mū tōrere, read from the address's query.

use super::state::MuOpponent;
use crate::route::Query;
use takaro::core::mu_torere::{RuleSet, Side};

/// What a link presets for Mū tōrere:
/// `?game=mu-torere&opponent=perfect&you=white&rules=free`, a trainer puzzle
/// (`&puzzle=3`), or a lesson (`?learn=mu-torere&lesson=2`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MuPresets {
    pub opponent: Option<MuOpponent>,
    pub you: Option<Side>,
    pub rules: Option<RuleSet>,
    /// The trap trainer's puzzle, numbered from 1.
    pub puzzle: Option<usize>,
    /// The lesson, numbered from 1.
    pub lesson: Option<usize>,
    /// A shared game: the points moved from (`&record=4+5+0`), under `rules`.
    pub record: Option<String>,
    /// The set-up position a shared game's record starts from (`&position=g/.ggggwwww`:
    /// a puzzle's or a class question's), as written (read with the record, so a bad one
    /// is told rather than dropped).
    pub position: Option<String>,
}

impl MuPresets {
    /// Reads `opponent`, `you`, `rules`, `puzzle`, `lesson` and `record`; a bad value presets
    /// nothing, so a bad link still opens a working page.
    pub fn from_query(query: &Query) -> MuPresets {
        let mut presets = MuPresets::default();
        // One pass: the last value of a key counts, as in the route.
        for (key, value) in query.pairs() {
            let v = value.as_ref();
            match key.as_ref() {
                // A friend on another device is never preset by an address.
                "opponent" => {
                    presets.opponent = v.parse().ok().filter(|o| *o != MuOpponent::Remote)
                }
                "you" => presets.you = v.parse().ok(),
                "rules" => presets.rules = v.parse().ok(),
                "puzzle" => presets.puzzle = v.parse().ok().filter(|n| *n >= 1),
                "lesson" => presets.lesson = v.parse().ok().filter(|n| *n >= 1),
                "record" => presets.record = Some(v.to_string()),
                "position" => presets.position = Some(v.to_string()),
                _ => {}
            }
        }
        presets
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::mu_torere::Level;

    fn presets(query: &str) -> MuPresets {
        MuPresets::from_query(&Query::parse(query))
    }

    #[test]
    fn opponent_and_side() {
        let p = presets("?game=mu-torere&opponent=perfect&you=white");
        assert_eq!(p.opponent, Some(MuOpponent::Computer(Level::Perfect)));
        assert_eq!(p.you, Some(Side::White));
        let p = presets("game=mu-torere&opponent=human");
        assert_eq!(p.opponent, Some(MuOpponent::Human));
        assert_eq!(p.you, None);
        for side in Side::ALL {
            assert_eq!(
                presets(&format!("?game=mu-torere&you={side}")).you,
                Some(side)
            );
        }
    }

    #[test]
    fn rules_puzzles_and_lessons() {
        for rules in RuleSet::ALL {
            assert_eq!(
                presets(&format!("?game=mu-torere&rules={rules}")).rules,
                Some(rules)
            );
        }
        assert_eq!(presets("?game=mu-torere&rules=chess").rules, None);
        let p = presets("?game=mu-torere&puzzle=3&rules=free");
        assert_eq!((p.puzzle, p.rules), (Some(3), Some(RuleSet::Free)));
        assert_eq!(presets("?game=mu-torere&puzzle=0").puzzle, None);
        assert_eq!(presets("?learn=mu-torere&lesson=4").lesson, Some(4));
        assert_eq!(presets("?learn=mu-torere").lesson, None);
        assert_eq!(presets("?learn=mu-torere&lesson=0").lesson, None);
    }

    #[test]
    fn keys_and_values_are_percent_decoded() {
        let p = presets("?%6Fpponent=m%65dium&you=%67reen");
        assert_eq!(p.opponent, Some(MuOpponent::Computer(Level::Medium)));
        assert_eq!(p.you, Some(Side::Green));
    }

    #[test]
    fn bad_values_preset_nothing() {
        let p = presets("?game=chess&opponent=god&you=purple&rules=x&puzzle=one&lesson=-1");
        assert_eq!(p, MuPresets::default());
    }
}
