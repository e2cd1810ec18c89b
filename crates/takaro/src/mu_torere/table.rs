//! The solved tables embedded at build time, one for each rule set, and the
//! [`Oracle`]s that look values up in them or solve afresh.

use takaro_core::mu_torere::{
    slot, solve_from_with, solve_game, Game, Position, RuleSet, Solve, Value, TABLE_SLOTS,
};

/// Size of the embedded `standard` table in bytes: 1,260 slots at 4 bits.
pub const TABLE_BYTES: usize = TABLE_SLOTS / 2;

/// The `standard` solve of every position reachable from the start, written by
/// `build.rs` with the rules core's own solver.
pub static TABLE: &[u8; TABLE_BYTES] =
    include_bytes!(concat!(env!("OUT_DIR"), "/mu_torere_standard.table"));
static FREE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/mu_torere_free.table"));
static ADJACENT_ENEMY: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/mu_torere_adjacent-enemy.table"));
static FIRST_MOVE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/mu_torere_first-move.table"));
static FIRST_TWO_TURNS: &[u8] =
    include_bytes!(concat!(env!("OUT_DIR"), "/mu_torere_first-two-turns.table"));

/// The embedded table of a rule set.
pub fn table(rules: RuleSet) -> &'static [u8] {
    match rules {
        RuleSet::Standard => TABLE,
        RuleSet::Free => FREE,
        RuleSet::AdjacentEnemy => ADJACENT_ENEMY,
        RuleSet::FirstMove => FIRST_MOVE,
        RuleSet::FirstTwoTurns => FIRST_TWO_TURNS,
    }
}

/// The value of a position for the player to move under `standard`, without history;
/// `None` if no game from the start reaches it.
pub fn value(position: &Position) -> Option<Value> {
    value_in(RuleSet::Standard, position, 0)
}

/// The value of a position for the player to move after `plies` moves of a game under
/// `rules`, without history; `None` if no game from the start reaches it.
pub fn value_in(rules: RuleSet, position: &Position, plies: usize) -> Option<Value> {
    let i = slot(rules, position, plies);
    let byte = table(rules)[i / 2];
    let nibble = if i.is_multiple_of(2) {
        byte & 15
    } else {
        byte >> 4
    };
    Value::from_nibble(nibble)
}

/// What a rule set's embedded table says: counts of its reachable slots by value, and
/// the start's value for Green.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figures {
    pub reachable: usize,
    pub winning: usize,
    pub losing: usize,
    pub drawn: usize,
    /// The start's value for Green, who moves first.
    pub start: Value,
}

/// Counts the embedded table of `rules` (for the opening rule sets the counts are of
/// (position, phase) slots).
pub fn figures(rules: RuleSet) -> Figures {
    let values: Vec<Value> = table(rules)
        .iter()
        .flat_map(|b| [b & 15, b >> 4])
        .filter_map(Value::from_nibble)
        .collect();
    let count = |f: fn(&Value) -> bool| values.iter().filter(|v| f(v)).count();
    Figures {
        reachable: values.len(),
        winning: count(|v| matches!(v, Value::Win(_))),
        losing: count(|v| matches!(v, Value::Loss(_))),
        drawn: count(|v| *v == Value::Draw),
        start: value_in(rules, &Position::start(), 0).unwrap_or(Value::Draw),
    }
}

/// A way to look up position values: an embedded table, or a fresh solve.
pub trait Oracle {
    /// The rule set the values are for.
    fn rules(&self) -> RuleSet;
    /// What `position` is worth to the player to move there after `plies` moves; `None`
    /// if the oracle does not know it. (For [`solve_game`]'s solve: the worth on
    /// reaching it in that game.)
    fn value(&self, position: &Position, plies: usize) -> Option<Value>;
}

/// An embedded table (positions reachable from the start under its rule set).
#[derive(Clone, Copy, Debug, Default)]
pub struct Table(pub RuleSet);

impl Oracle for Table {
    fn rules(&self) -> RuleSet {
        self.0
    }
    fn value(&self, position: &Position, plies: usize) -> Option<Value> {
        value_in(self.0, position, plies)
    }
}

impl Oracle for Solve {
    fn rules(&self) -> RuleSet {
        self.rules
    }
    fn value(&self, position: &Position, plies: usize) -> Option<Value> {
        Solve::value(self, position, plies)
    }
}

/// The table of `rules` if it knows the position (as a game's first, no moves made),
/// else a solve of everything reachable from it (for set-up positions no game from the
/// start reaches).
pub fn oracle_for_rules(rules: RuleSet, position: &Position) -> Box<dyn Oracle> {
    if rules.position_only() && value_in(rules, position, 0).is_some() {
        Box::new(Table(rules))
    } else {
        Box::new(solve_from_with(rules, *position))
    }
}

/// For a game in which no position has occurred twice (there, the history changes no
/// value): its rule set's table if that knows the position, else a solve from it. For
/// other games a solve with the game's history ([`solve_game`]).
pub fn oracle_for_game(game: &Game) -> Box<dyn Oracle> {
    let repetition_possible = game
        .positions()
        .iter()
        .any(|p| game.draws_by_repetition_at(p));
    let plies = game.moves().len();
    if repetition_possible || value_in(game.rules(), game.position(), plies).is_none() {
        Box::new(solve_game(game))
    } else {
        Box::new(Table(game.rules()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro_core::mu_torere::solve;

    #[test]
    fn embedded_table_matches_a_fresh_solve() {
        assert_eq!(solve().to_bytes().as_slice(), TABLE.as_slice());
    }

    #[test]
    fn every_embedded_table_matches_a_fresh_solve() {
        for rules in RuleSet::ALL {
            let fresh = takaro_core::mu_torere::solve_rules(rules);
            assert_eq!(fresh.to_bytes().as_slice(), table(rules), "{rules}");
            assert_eq!(table(rules).len(), rules.phases() * TABLE_BYTES);
            let f = figures(rules);
            assert_eq!(
                (f.reachable, f.winning, f.losing, f.drawn),
                (
                    fresh.reachable(),
                    fresh.winning(),
                    fresh.losing(),
                    fresh.drawn()
                )
            );
            assert_eq!(Some(f.start), fresh.value(&Position::start(), 0));
        }
    }

    #[test]
    fn start_is_drawn() {
        assert_eq!(value(&Position::start()), Some(Value::Draw));
    }
}
