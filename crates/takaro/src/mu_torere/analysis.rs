//! What each move is worth: a move's value from the position it reaches, every move
//! best first, and how many losing replies a move leaves the opponent.

use super::table::{oracle_for_game, Oracle, Table};
use takaro_core::mu_torere::{Game, Move, Outcome, Position, RuleSet, Value};

/// What a move is worth to the player making it, under `standard`.
pub fn move_value(position: &Position, mv: Move) -> Option<Value> {
    move_value_with(&Table(RuleSet::Standard), position, 0, mv)
}

/// What a move made after `plies` moves is worth to its player, by `oracle`.
pub fn move_value_with(
    oracle: &dyn Oracle,
    position: &Position,
    plies: usize,
    mv: Move,
) -> Option<Value> {
    oracle
        .value(&position.play_unchecked(mv), plies + 1)
        .map(Value::for_opponent)
}

/// Every legal move with its value for the mover under `standard`, best first: fastest
/// win, then draws, then the longest defence.
pub fn analyse(position: &Position) -> Vec<(Move, Value)> {
    analyse_with(&Table(RuleSet::Standard), position, 0)
}

/// [`analyse`] for the game's current position, under its rule set and with its
/// history: a move that repeats a position for the third time is worth a draw, and so
/// is one that lets the opponent claim that draw later. Empty when the game is over.
pub fn analyse_in_game(game: &Game) -> Vec<(Move, Value)> {
    if game.outcome() != Outcome::Ongoing {
        return Vec::new();
    }
    analyse_with(
        oracle_for_game(game).as_ref(),
        game.position(),
        game.moves().len(),
    )
}

/// [`analyse`] with another source of values (and its rule set), after `plies` moves.
pub fn analyse_with(oracle: &dyn Oracle, position: &Position, plies: usize) -> Vec<(Move, Value)> {
    let restriction = oracle.rules().restriction(plies);
    let mut moves: Vec<(Move, Value)> = position
        .legal_moves_under(restriction)
        .into_iter()
        .filter_map(|m| move_value_with(oracle, position, plies, m).map(|v| (m, v)))
        .collect();
    // No two moves start from the same point, so the keys are unique and an unstable sort
    // gives the one order (and keeps the stable sort's code out of the page's bundles).
    moves.sort_unstable_by_key(|(m, v)| (rank(*v), m.from));
    moves
}

/// Lower is better for the mover.
pub(super) fn rank(v: Value) -> i32 {
    match v {
        Value::Win(d) => i32::from(d),
        Value::Draw => 100,
        Value::Loss(d) => 200 - i32::from(d),
    }
}

/// How many of the opponent's replies after `mv` (made after `plies` moves) would lose
/// for them.
pub fn traps(oracle: &dyn Oracle, position: &Position, plies: usize, mv: Move) -> usize {
    let after = position.play_unchecked(mv);
    after
        .legal_moves_under(oracle.rules().restriction(plies + 1))
        .into_iter()
        .filter(|reply| {
            matches!(
                move_value_with(oracle, &after, plies + 1, *reply),
                Some(Value::Loss(_))
            )
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mu_torere::value;
    use takaro_core::mu_torere::TABLE_SLOTS;

    #[test]
    fn analyse_sorts_best_first_and_values_match_children() {
        let mut checked = 0;
        for i in 0..TABLE_SLOTS {
            let p = Position::from_index(i).expect("every slot is a position");
            let Some(v) = value(&p) else { continue };
            checked += 1;
            let moves = analyse(&p);
            match v {
                Value::Loss(0) => assert!(moves.is_empty()),
                _ => assert_eq!(
                    moves[0].1, v,
                    "best move value equals the position value at {p}"
                ),
            }
        }
        assert_eq!(checked, 1180, "every position the table reaches");
    }
}
