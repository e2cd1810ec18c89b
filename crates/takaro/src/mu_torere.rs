//! The Mū tōrere computer: it only looks moves up in the table solved at build time.
//!
//! # Table format
//! [`TABLE`] has one nibble for each of the [`TABLE_SLOTS`] position slots (slot `i` in
//! byte `i / 2`, the low nibble for even `i`), slots numbered by
//! [`Position::index`]. A nibble is the value for the player to move:
//! `0` draw, `1..=7` win in that many plies, `8..=14` loss in `n - 8` plies, `15` a
//! position no game from the start can reach.

use crate::rng::Rng;
use takaro_core::mu_torere::{solve_from, Move, Position, Solve, Value, TABLE_SLOTS};

/// Size of the embedded table in bytes: 1,260 slots at 4 bits.
pub const TABLE_BYTES: usize = TABLE_SLOTS / 2;

/// The solve of every position, written by `build.rs` with the rules core's own solver.
pub static TABLE: &[u8; TABLE_BYTES] = include_bytes!(concat!(env!("OUT_DIR"), "/mu_torere.table"));

/// The value of a position for the player to move; `None` if no game reaches it.
pub fn value(position: &Position) -> Option<Value> {
    let i = position.index();
    let byte = TABLE[i / 2];
    let nibble = if i.is_multiple_of(2) {
        byte & 15
    } else {
        byte >> 4
    };
    Value::from_nibble(nibble)
}

/// A way to look up position values: the embedded table, or a fresh solve.
pub trait Oracle {
    fn value(&self, position: &Position) -> Option<Value>;
}

/// The embedded table (positions reachable from the start).
#[derive(Clone, Copy, Debug, Default)]
pub struct Table;

impl Oracle for Table {
    fn value(&self, position: &Position) -> Option<Value> {
        value(position)
    }
}

impl Oracle for Solve {
    fn value(&self, position: &Position) -> Option<Value> {
        self.values[position.index()]
    }
}

/// The table if it knows the position, else a solve of everything reachable from it
/// (for set-up positions no game from the start reaches).
pub fn oracle_for(position: &Position) -> Box<dyn Oracle> {
    if value(position).is_some() {
        Box::new(Table)
    } else {
        Box::new(solve_from(*position))
    }
}

/// What a move is worth to the player making it.
pub fn move_value(position: &Position, mv: Move) -> Option<Value> {
    move_value_with(&Table, position, mv)
}

fn move_value_with(oracle: &dyn Oracle, position: &Position, mv: Move) -> Option<Value> {
    oracle
        .value(&position.play_unchecked(mv))
        .map(|after| match after {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
        })
}

/// Every legal move with its value for the mover, best first: fastest win, then draws,
/// then the longest defence.
pub fn analyse(position: &Position) -> Vec<(Move, Value)> {
    analyse_with(&Table, position)
}

/// [`analyse`] with another source of values.
pub fn analyse_with(oracle: &dyn Oracle, position: &Position) -> Vec<(Move, Value)> {
    let mut moves: Vec<(Move, Value)> = position
        .legal_moves()
        .into_iter()
        .filter_map(|m| move_value_with(oracle, position, m).map(|v| (m, v)))
        .collect();
    moves.sort_by_key(|(m, v)| (rank(*v), m.from));
    moves
}

/// Lower is better for the mover.
fn rank(v: Value) -> i32 {
    match v {
        Value::Win(d) => i32::from(d),
        Value::Draw => 100,
        Value::Loss(d) => 200 - i32::from(d),
    }
}

/// How many of the opponent's replies after `mv` would lose for them.
fn traps(oracle: &dyn Oracle, position: &Position, mv: Move) -> usize {
    let after = position.play_unchecked(mv);
    after
        .legal_moves()
        .into_iter()
        .filter(|reply| {
            matches!(
                move_value_with(oracle, &after, *reply),
                Some(Value::Loss(_))
            )
        })
        .count()
}

/// The computer's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Perfect,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Perfect];

    /// Probability of playing any legal move at random instead of the table's choice.
    pub fn random_move_chance(self) -> f64 {
        match self {
            Level::Easy => 0.5,
            Level::Medium => 0.2,
            Level::Perfect => 0.0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Perfect => "perfect",
        }
    }

    pub fn from_name(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

/// The perfect choice: the fastest win; else a move keeping the draw that leaves the
/// opponent the most losing replies (random among equals); else the longest defence.
pub fn best_move(position: &Position, rng: &mut Rng) -> Option<(Move, Value)> {
    best_move_with(&Table, position, rng)
}

/// [`best_move`] with another source of values.
pub fn best_move_with(
    oracle: &dyn Oracle,
    position: &Position,
    rng: &mut Rng,
) -> Option<(Move, Value)> {
    let moves = analyse_with(oracle, position);
    let (_, best) = *moves.first()?;
    let equal: Vec<(Move, Value)> = moves.into_iter().filter(|(_, v)| *v == best).collect();
    let candidates = if best == Value::Draw {
        let most = equal
            .iter()
            .map(|(m, _)| traps(oracle, position, *m))
            .max()
            .unwrap_or(0);
        equal
            .into_iter()
            .filter(|(m, _)| traps(oracle, position, *m) == most)
            .collect()
    } else {
        equal
    };
    rng.pick(&candidates).copied()
}

/// The computer's move at a level: with the level's chance a random legal move, else
/// [`best_move`]. `None` when the player to move is blocked.
pub fn choose(position: &Position, level: Level, rng: &mut Rng) -> Option<Move> {
    if rng.chance(level.random_move_chance()) {
        let moves = position.legal_moves();
        return rng.pick(&moves).copied();
    }
    best_move(position, rng).map(|(m, _)| m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro_core::mu_torere::{solve, Game, Outcome, Point};

    #[test]
    fn embedded_table_matches_a_fresh_solve() {
        assert_eq!(solve().to_bytes().as_slice(), TABLE.as_slice());
    }

    #[test]
    fn start_is_drawn() {
        assert_eq!(value(&Position::start()), Some(Value::Draw));
    }

    #[test]
    fn analyse_sorts_best_first_and_values_match_children() {
        for i in 0..TABLE_SLOTS {
            let Some(p) = Position::from_index(i) else {
                continue;
            };
            let Some(v) = value(&p) else { continue };
            let moves = analyse(&p);
            match v {
                Value::Loss(0) => assert!(moves.is_empty()),
                _ => assert_eq!(
                    moves[0].1, v,
                    "best move value equals the position value at {p}"
                ),
            }
        }
    }

    #[test]
    fn perfect_never_worsens_its_value_and_wins_fastest() {
        let mut rng = Rng::new(11);
        for i in 0..TABLE_SLOTS {
            let Some(p) = Position::from_index(i) else {
                continue;
            };
            let Some(v) = value(&p) else { continue };
            match best_move(&p, &mut rng) {
                None => assert_eq!(v, Value::Loss(0)),
                Some((_, got)) => assert_eq!(got, v, "at {p}"),
            }
        }
    }

    #[test]
    fn perfect_against_perfect_draws_and_easy_loses_to_perfect_sometimes() {
        let mut rng = Rng::new(5);
        let mut game = Game::new();
        while game.outcome() == Outcome::Ongoing {
            let mv = choose(game.position(), Level::Perfect, &mut rng).expect("not blocked");
            game.play(mv.from).expect("the table's move is legal");
        }
        assert_eq!(game.outcome(), Outcome::DrawByRepetition);

        let mut perfect_wins = 0;
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let mut game = Game::new();
            while game.outcome() == Outcome::Ongoing {
                let level = if game.position().to_move() == takaro_core::mu_torere::Side::Green {
                    Level::Easy
                } else {
                    Level::Perfect
                };
                let mv = choose(game.position(), level, &mut rng).expect("not blocked");
                game.play(mv.from).expect("legal");
            }
            assert_ne!(
                game.outcome(),
                Outcome::Won(takaro_core::mu_torere::Side::Green)
            );
            if game.outcome() == Outcome::Won(takaro_core::mu_torere::Side::White) {
                perfect_wins += 1;
            }
        }
        assert!(perfect_wins > 0, "the perfect level punishes random moves");
        let _ = Point::PUTAHI;
    }

    #[test]
    fn drawn_positions_set_traps_and_vary() {
        // Wherever drawing moves differ in how many losing replies they leave, the
        // perfect choice is one with the most.
        let mut checked = 0;
        for i in 0..TABLE_SLOTS {
            let Some(p) = Position::from_index(i) else {
                continue;
            };
            if value(&p) != Some(Value::Draw) {
                continue;
            }
            let draws: Vec<Move> = analyse(&p)
                .into_iter()
                .filter(|(_, v)| *v == Value::Draw)
                .map(|(m, _)| m)
                .collect();
            let most = draws
                .iter()
                .map(|m| traps(&Table, &p, *m))
                .max()
                .unwrap_or(0);
            if draws.iter().any(|m| traps(&Table, &p, *m) != most) {
                for seed in 0..4 {
                    let (m, _) = best_move(&p, &mut Rng::new(seed)).unwrap();
                    assert_eq!(traps(&Table, &p, m), most, "at {p}");
                }
                checked += 1;
            }
        }
        assert!(checked > 0, "some drawn positions offer a choice of traps");
        // Among equal moves the choice varies: at the start both 1 and 4 are played.
        let picks: std::collections::HashSet<String> = (0..20)
            .map(|s| {
                best_move(&Position::start(), &mut Rng::new(s))
                    .unwrap()
                    .0
                    .to_string()
            })
            .collect();
        assert_eq!(picks.len(), 2, "{picks:?}");
    }

    #[test]
    fn levels_have_distinct_chances() {
        let c: Vec<f64> = Level::ALL.iter().map(|l| l.random_move_chance()).collect();
        assert!(c[0] > c[1] && c[1] > c[2] && c[2] == 0.0);
    }
}
