//! The computer player: its [`Level`]s and its choice of move (the perfect choice from
//! the tables, with the game's history when positions repeat).

use super::analysis::{analyse_with, traps};
use super::table::{oracle_for_game, Oracle, Table};
use crate::rng::Rng;
use std::fmt;
use std::str::FromStr;
use takaro_core::mu_torere::{Game, Move, Outcome, Position, RuleSet, Value};

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
/// ([`analyse_in_game`](super::analyse_in_game)): when winning it never plays a move that draws by repetition
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
    use crate::mu_torere::analysis::rank;
    use crate::mu_torere::{
        analyse, analyse_in_game, move_value, move_value_with, value, value_in,
    };
    use takaro_core::mu_torere::{solve_game, Point, Side, TABLE_SLOTS};

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
    fn perfect_never_worsens_its_value_and_wins_fastest() {
        let mut rng = Rng::new(11);
        let mut checked = 0;
        for i in 0..TABLE_SLOTS {
            let p = Position::from_index(i).expect("every slot is a position");
            let Some(v) = value(&p) else { continue };
            checked += 1;
            match best_move(&p, &mut rng) {
                None => assert_eq!(v, Value::Loss(0)),
                Some((_, got)) => assert_eq!(got, v, "at {p}"),
            }
        }
        assert_eq!(checked, 1180, "every position the table reaches");
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
