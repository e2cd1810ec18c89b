//! The five rule sets (RULES.md, "Other rule sets"): which moves each allows, and how
//! far into the game its restriction lasts.
//!
//! Where RULES.md is silent, this module decides: the opening plies of `first-move` and
//! `first-two-turns` are counted from a game's first position, which for a set-up game
//! ([`Game::from_position`](super::Game::from_position), used by lessons and puzzles)
//! is the set-up position; and the solve of those two rule sets is over (position,
//! phase), the phase being the number of moves made capped at the end of the opening
//! ([`RuleSet::phase`]), since two games in the same position and phase have the same
//! moves from then on.

use std::fmt;
use std::str::FromStr;

/// A rule set: what it takes for a counter to move. Everything else (start, colours,
/// loss when blocked, repetition draw) is the same in all five.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleSet {
    /// Into the pūtahi only beside an opponent on a neighbouring kāwai (the default).
    #[default]
    Standard,
    /// No restriction.
    Free,
    /// Every move needs an opponent's counter adjacent to the moving one.
    AdjacentEnemy,
    /// The standard restriction for each player's first move (plies 1–2), then free.
    FirstMove,
    /// The standard restriction for each player's first two moves (plies 1–4), then free.
    FirstTwoTurns,
}

/// The condition a move must meet at one ply of a game under a [`RuleSet`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Restriction {
    /// A counter may enter the pūtahi only beside an opponent on a neighbouring kāwai.
    PutahiBesideOpponent,
    /// Every move needs an opponent's counter adjacent to the moving counter.
    EveryMoveBesideOpponent,
    /// Any counter next to the empty point may move.
    None,
}

impl RuleSet {
    /// All five, the default first.
    pub const ALL: [RuleSet; 5] = [
        RuleSet::Standard,
        RuleSet::Free,
        RuleSet::AdjacentEnemy,
        RuleSet::FirstMove,
        RuleSet::FirstTwoTurns,
    ];

    /// The name used in links, saves and the command line, e.g. `first-two-turns`.
    pub fn name(self) -> &'static str {
        match self {
            RuleSet::Standard => "standard",
            RuleSet::Free => "free",
            RuleSet::AdjacentEnemy => "adjacent-enemy",
            RuleSet::FirstMove => "first-move",
            RuleSet::FirstTwoTurns => "first-two-turns",
        }
    }

    /// How many plies from the start the standard restriction lasts before play is
    /// free; `0` for the three rule sets whose restriction never changes.
    pub fn opening_plies(self) -> usize {
        match self {
            RuleSet::FirstMove => 2,
            RuleSet::FirstTwoTurns => 4,
            _ => 0,
        }
    }

    /// Whether a position's value depends on the position alone (`standard`, `free`,
    /// `adjacent-enemy`), not on how many moves have been made.
    pub fn position_only(self) -> bool {
        self.opening_plies() == 0
    }

    /// How many phases a solve of this rule set tells apart: one for the position-only
    /// rule sets; for the opening rule sets, one for each ply of the opening plus one
    /// for all later plies (see [`RuleSet::phase`]).
    pub fn phases(self) -> usize {
        self.opening_plies() + 1
    }

    /// The phase of a game after `plies` moves: `plies`, capped at the end of the
    /// opening. Two games in the same position and phase have the same future, which
    /// is why a solve of an opening rule set is over (position, phase).
    pub fn phase(self, plies: usize) -> usize {
        plies.min(self.opening_plies())
    }

    /// The restriction on the move made after `plies` moves (at phase `plies`).
    pub fn restriction(self, plies: usize) -> Restriction {
        match self {
            RuleSet::Standard => Restriction::PutahiBesideOpponent,
            RuleSet::Free => Restriction::None,
            RuleSet::AdjacentEnemy => Restriction::EveryMoveBesideOpponent,
            RuleSet::FirstMove | RuleSet::FirstTwoTurns => {
                if plies < self.opening_plies() {
                    Restriction::PutahiBesideOpponent
                } else {
                    Restriction::None
                }
            }
        }
    }

    /// A sentence for people: what the rule set asks of a move.
    pub fn describe(self) -> &'static str {
        match self {
            RuleSet::Standard => {
                "a counter may enter the pūtahi only if an opponent's counter is on a kāwai beside it"
            }
            RuleSet::Free => "any counter next to the empty point may move into it",
            RuleSet::AdjacentEnemy => {
                "a counter may move only if an opponent's counter is next to it"
            }
            RuleSet::FirstMove => {
                "the pūtahi rule holds for each player's first move only, then any move is allowed"
            }
            RuleSet::FirstTwoTurns => {
                "the pūtahi rule holds for each player's first two moves, then any move is allowed"
            }
        }
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a rule set's name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRuleSetError(pub String);

impl fmt::Display for ParseRuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a rule set is 'standard', 'free', 'adjacent-enemy', 'first-move' or 'first-two-turns', not {:?}",
            self.0
        )
    }
}

impl std::error::Error for ParseRuleSetError {}

impl FromStr for RuleSet {
    type Err = ParseRuleSetError;

    /// Reads a rule set's name, in any case.
    fn from_str(s: &str) -> Result<RuleSet, ParseRuleSetError> {
        RuleSet::ALL
            .into_iter()
            .find(|r| s.eq_ignore_ascii_case(r.name()))
            .ok_or_else(|| ParseRuleSetError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bad_names_are_typed_errors() {
        for r in RuleSet::ALL {
            assert_eq!(r.to_string().parse::<RuleSet>(), Ok(r));
        }
        assert_eq!("Free".parse::<RuleSet>(), Ok(RuleSet::Free));
        assert_eq!(RuleSet::default(), RuleSet::Standard);
        for bad in ["", "std", "first move", "free "] {
            let err = bad.parse::<RuleSet>().unwrap_err();
            assert_eq!(err, ParseRuleSetError(bad.to_string()));
            assert!(err.to_string().contains("'first-two-turns'"), "{err}");
        }
    }

    #[test]
    fn opening_rule_sets_turn_free_after_their_opening() {
        use Restriction::*;
        let first_move: Vec<_> = (0..4).map(|p| RuleSet::FirstMove.restriction(p)).collect();
        assert_eq!(
            first_move,
            [PutahiBesideOpponent, PutahiBesideOpponent, None, None]
        );
        let two: Vec<_> = (0..6)
            .map(|p| RuleSet::FirstTwoTurns.restriction(p))
            .collect();
        assert_eq!(
            two,
            [
                PutahiBesideOpponent,
                PutahiBesideOpponent,
                PutahiBesideOpponent,
                PutahiBesideOpponent,
                None,
                None
            ]
        );
        assert_eq!(RuleSet::FirstTwoTurns.phase(9), 4);
        assert_eq!(RuleSet::FirstMove.phases(), 3);
        for r in [RuleSet::Standard, RuleSet::Free, RuleSet::AdjacentEnemy] {
            assert!(r.position_only());
            assert_eq!(r.phases(), 1);
            assert_eq!(r.phase(7), 0);
            assert_eq!(r.restriction(0), r.restriction(100));
        }
    }
}
