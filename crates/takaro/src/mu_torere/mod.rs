//! The Mū tōrere computer: it looks moves up in the tables solved at build time (one
//! for each rule set), and in a game where a position has already occurred twice it
//! solves again with the game's history ([`solve_game`]), so it knows which moves draw
//! by repetition.
//!
//! # Table format
//! Each table has one nibble for each slot of its rule set's solve (slot `i` in byte
//! `i / 2`, the low nibble for even `i`). Slots are (phase, position), numbered
//! `phase * TABLE_SLOTS + position.index()` ([`takaro_core::mu_torere::slot`]): the
//! position-only rule sets have one phase ([`TABLE_SLOTS`] slots), `first-move` three
//! and `first-two-turns` five. A nibble is the value for the player to move:
//! `0` draw, `1..=7` win in that many plies, `8..=14` loss in `n - 8` plies, `15` a
//! slot no game from the start can reach.
//!
//! - `chart`: the value after every ply of a game, and the moves that threw a result
//!   away ([`game_values`], [`slips`]);
//! - `puzzles`: the trap trainer's puzzles, found in the tables ([`puzzles`]).

mod chart;
mod puzzles;

pub use chart::*;
pub use puzzles::*;

use crate::rng::Rng;
use std::fmt;
use std::str::FromStr;
use takaro_core::mu_torere::{
    slot, solve_from_with, solve_game, Game, Move, Outcome, Position, RuleSet, Solve, Value,
    TABLE_SLOTS,
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

/// The `standard` table if it knows the position, else a solve of everything reachable
/// from it (for set-up positions no game from the start reaches).
pub fn oracle_for(position: &Position) -> Box<dyn Oracle> {
    oracle_for_rules(RuleSet::Standard, position)
}

/// [`oracle_for`] under a rule set, for a position as a game's first (no moves made).
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

/// The computer's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    Easy,
    Medium,
    Perfect,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Perfect];

    /// Probability of playing any legal move at random instead of the table's choice.
    pub fn random_move_chance(self) -> f64 {
        match self {
            Level::Easy => 0.5,
            Level::Medium => 0.2,
            Level::Perfect => 0.0,
        }
    }

    /// The level's name: `easy`, `medium` or `perfect` (its `Display` and `FromStr`
    /// form).
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Perfect => "perfect",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a computer level's name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a computer level is 'easy', 'medium' or 'perfect', not {:?}",
            self.0
        )
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;

    /// Reads `easy`, `medium` or `perfect`, in any case.
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| s.eq_ignore_ascii_case(l.name()))
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

/// The perfect choice under `standard`: the fastest win; else a move keeping the draw
/// that leaves the opponent the most losing replies (random among equals); else the
/// longest defence.
pub fn best_move(position: &Position, rng: &mut Rng) -> Option<(Move, Value)> {
    best_move_with(&Table(RuleSet::Standard), position, 0, rng)
}

/// [`best_move`] with another source of values (and its rule set), after `plies` moves.
pub fn best_move_with(
    oracle: &dyn Oracle,
    position: &Position,
    plies: usize,
    rng: &mut Rng,
) -> Option<(Move, Value)> {
    pick_best(oracle, position, plies, rng, |_| false)
}

/// The best move by `oracle`; among drawing moves, those that leave the most losing
/// replies, where a move that `ends_game` leaves none.
fn pick_best(
    oracle: &dyn Oracle,
    position: &Position,
    plies: usize,
    rng: &mut Rng,
    ends_game: impl Fn(Move) -> bool,
) -> Option<(Move, Value)> {
    let moves = analyse_with(oracle, position, plies);
    let (_, best) = *moves.first()?;
    let equal: Vec<(Move, Value)> = moves.into_iter().filter(|(_, v)| *v == best).collect();
    let candidates = if best == Value::Draw {
        let trap_count = |m: Move| {
            if ends_game(m) {
                0
            } else {
                traps(oracle, position, plies, m)
            }
        };
        let most = equal.iter().map(|(m, _)| trap_count(*m)).max().unwrap_or(0);
        equal
            .into_iter()
            .filter(|(m, _)| trap_count(*m) == most)
            .collect()
    } else {
        equal
    };
    rng.pick(&candidates).copied()
}

/// [`best_move`] in the game's current position, knowing the game's history
/// ([`analyse_in_game`]): when winning it never plays a move that draws by repetition
/// if a winning move remains, and when losing it takes a repetition draw if one is
/// there. `None` when the game is over.
pub fn best_move_in_game(game: &Game, rng: &mut Rng) -> Option<(Move, Value)> {
    if game.outcome() != Outcome::Ongoing {
        return None;
    }
    let oracle = oracle_for_game(game);
    pick_best(
        oracle.as_ref(),
        game.position(),
        game.moves().len(),
        rng,
        |m| game.outcome_after(m.from) != Ok(Outcome::Ongoing),
    )
}

/// The computer's move in a game at a level: with the level's chance a random legal
/// move, else [`best_move_in_game`]. `None` when the game is over.
pub fn choose(game: &Game, level: Level, rng: &mut Rng) -> Option<Move> {
    if game.outcome() != Outcome::Ongoing {
        return None;
    }
    if rng.chance(level.random_move_chance()) {
        let moves = game.legal_moves();
        return rng.pick(&moves).copied();
    }
    best_move_in_game(game, rng).map(|(m, _)| m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro_core::mu_torere::{solve, Point, Side};

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
    fn perfect_play_under_every_rule_set_keeps_the_start_value() {
        for rules in RuleSet::ALL {
            let start = value_in(rules, &Position::start(), 0).unwrap();
            for seed in 0..6 {
                let mut rng = Rng::new(seed);
                let mut game = Game::with_rules(rules);
                let mut plies = 0;
                while game.outcome() == Outcome::Ongoing && plies < 200 {
                    let mv = choose(&game, Level::Perfect, &mut rng).expect("not over");
                    game.play(mv.from).expect("the table's move is legal");
                    plies += 1;
                }
                let expected = match start {
                    Value::Draw => Outcome::DrawByRepetition,
                    Value::Win(_) => Outcome::Won(Side::Green),
                    Value::Loss(_) => Outcome::Won(Side::White),
                };
                assert_eq!(game.outcome(), expected, "{rules}: {}", game.record());
                if let Value::Win(d) | Value::Loss(d) = start {
                    assert_eq!(game.moves().len(), usize::from(d), "{rules}");
                }
            }
        }
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
            let mv = choose(&game, Level::Perfect, &mut rng).expect("not over");
            game.play(mv.from).expect("the table's move is legal");
        }
        assert_eq!(game.outcome(), Outcome::DrawByRepetition);

        let mut perfect_wins = 0;
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let mut game = Game::new();
            while game.outcome() == Outcome::Ongoing {
                let level = if game.position().to_move() == Side::Green {
                    Level::Easy
                } else {
                    Level::Perfect
                };
                let mv = choose(&game, level, &mut rng).expect("not over");
                game.play(mv.from).expect("legal");
            }
            assert_ne!(game.outcome(), Outcome::Won(Side::Green));
            if game.outcome() == Outcome::Won(Side::White) {
                perfect_wins += 1;
            }
        }
        assert!(perfect_wins > 0, "the perfect level punishes random moves");
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
                .map(|m| traps(&Table(RuleSet::Standard), &p, 0, *m))
                .max()
                .unwrap_or(0);
            if draws
                .iter()
                .any(|m| traps(&Table(RuleSet::Standard), &p, 0, *m) != most)
            {
                for seed in 0..4 {
                    let (m, _) = best_move(&p, &mut Rng::new(seed)).unwrap();
                    assert_eq!(traps(&Table(RuleSet::Standard), &p, 0, m), most, "at {p}");
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

    #[test]
    fn level_text_round_trips() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            assert_eq!(level.to_string(), level.name());
        }
        assert_eq!("Perfect".parse::<Level>(), Ok(Level::Perfect));
        for bad in ["", "god", "hard", "perfect "] {
            let err = bad.parse::<Level>().unwrap_err();
            assert_eq!(err, ParseLevelError(bad.to_string()));
            assert!(
                err.to_string().contains("'easy', 'medium' or 'perfect'"),
                "{err}"
            );
        }
    }

    fn game(record: &str) -> Game {
        Game::from_record(record).expect("test record is legal")
    }

    #[test]
    fn winning_computer_avoids_the_third_repetition() {
        // White to move at w/.gggwwgww wins in 3 with 5 or 7, but the position after 5
        // has occurred twice: moving there draws by repetition.
        let g = game("4 5 0 4 3 0 5 6 0 3 4 5 6 0 5 6 0 5 6 0 5 6 0");
        assert_eq!(g.position().to_string(), "w/.gggwwgww");
        let p = |n| Point::new(n).unwrap();
        assert_eq!(g.outcome_after(p(5)), Ok(Outcome::DrawByRepetition));
        assert_eq!(g.outcome_after(p(7)), Ok(Outcome::Ongoing));
        assert_eq!(
            move_value(
                g.position(),
                Move {
                    from: p(5),
                    to: p(0)
                }
            ),
            Some(Value::Win(3))
        );
        // The table alone cannot tell the two apart; the game-aware choice can.
        let table_picks: std::collections::HashSet<Point> = (0..20)
            .map(|s| best_move(g.position(), &mut Rng::new(s)).unwrap().0.from)
            .collect();
        assert!(table_picks.contains(&p(5)), "{table_picks:?}");
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            assert_eq!(
                best_move_in_game(&g, &mut rng),
                Some((
                    Move {
                        from: p(7),
                        to: p(0)
                    },
                    Value::Win(3)
                ))
            );
            assert_eq!(
                choose(&g, Level::Perfect, &mut rng),
                Some(Move {
                    from: p(7),
                    to: p(0)
                })
            );
        }
        let values: Vec<(Point, Value)> = analyse_in_game(&g)
            .into_iter()
            .map(|(m, v)| (m.from, v))
            .collect();
        assert_eq!(values[0], (p(7), Value::Win(3)));
        assert!(values.contains(&(p(5), Value::Draw)), "{values:?}");
    }

    #[test]
    fn losing_computer_claims_the_repetition_draw() {
        // White to move at w/wgg.ggwww loses in 4 by the table, but its move (the only
        // one: a losing side never has a choice in Mū tōrere) reaches a position seen
        // twice, which draws.
        let g = game("4 5 0 4 3 0 5 6 0 5 6 0 4 3 0 4 3");
        assert_eq!(g.position().to_string(), "w/wgg.ggwww");
        assert_eq!(value(g.position()), Some(Value::Loss(4)));
        let claim = Move {
            from: Point::PUTAHI,
            to: Point::new(3).unwrap(),
        };
        assert_eq!(g.outcome_after(claim.from), Ok(Outcome::DrawByRepetition));
        assert_eq!(analyse(g.position()), vec![(claim, Value::Loss(4))]);
        assert_eq!(analyse_in_game(&g), vec![(claim, Value::Draw)]);
        let mut rng = Rng::new(3);
        assert_eq!(best_move_in_game(&g, &mut rng), Some((claim, Value::Draw)));
        let mv = choose(&g, Level::Perfect, &mut rng).unwrap();
        let mut g = g;
        g.play(mv.from).unwrap();
        assert_eq!(g.outcome(), Outcome::DrawByRepetition);
    }

    #[test]
    fn without_repeated_positions_the_game_changes_nothing() {
        // Until a position has occurred twice, the game-aware choice is the table's.
        let mut rng = Rng::new(9);
        for seed in 0..30 {
            let mut g = Game::new();
            while g.outcome() == Outcome::Ongoing
                && !g.positions().iter().any(|p| g.draws_by_repetition_at(p))
            {
                assert_eq!(analyse_in_game(&g), analyse(g.position()));
                assert_eq!(
                    best_move_in_game(&g, &mut Rng::new(seed)),
                    best_move(g.position(), &mut Rng::new(seed))
                );
                let mv = choose(&g, Level::Easy, &mut rng).unwrap();
                g.play(mv.from).unwrap();
            }
        }
    }

    #[test]
    fn a_finished_game_has_no_computer_move() {
        let drawn = game("4 5 0 4 5 0 4 5 0 4 5 0");
        assert_eq!(drawn.outcome(), Outcome::DrawByRepetition);
        let mut rng = Rng::new(1);
        assert_eq!(choose(&drawn, Level::Easy, &mut rng), None);
        assert_eq!(best_move_in_game(&drawn, &mut rng), None);
        assert!(analyse_in_game(&drawn).is_empty());
    }

    #[test]
    fn perfect_in_game_keeps_the_value_solve_game_gives() {
        // Along games that repeat positions, the perfect move is worth the best value
        // the history allows, and a won side never steps into a repetition draw.
        let mut checked = 0;
        for seed in 0..40 {
            let mut rng = Rng::new(seed);
            let mut g = Game::new();
            for _ in 0..60 {
                if g.outcome() != Outcome::Ongoing {
                    break;
                }
                let s = solve_game(&g);
                let best_possible = g
                    .position()
                    .legal_moves()
                    .into_iter()
                    .filter_map(|m| move_value_with(&s, g.position(), g.moves().len(), m))
                    .min_by_key(|v| rank(*v));
                let (mv, v) = best_move_in_game(&g, &mut rng).expect("ongoing");
                assert_eq!(Some(v), best_possible, "after {:?}", g.record());
                if let Value::Win(_) = v {
                    assert_ne!(g.outcome_after(mv.from), Ok(Outcome::DrawByRepetition));
                }
                checked += 1;
                // Mostly random play, so positions repeat.
                let mv = choose(&g, Level::Easy, &mut rng).unwrap();
                g.play(mv.from).unwrap();
            }
        }
        assert!(checked > 200);
    }
}
