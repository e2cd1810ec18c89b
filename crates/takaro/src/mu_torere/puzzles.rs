//! The trap trainer's puzzles, found in a rule set's embedded table (nothing is typed
//! in): every kind of winning position as a "win in N" puzzle, and every kind of drawn
//! position where some move loses as an "avoid the trap" puzzle.
//!
//! Two positions are of the same kind when a symmetry of the board (one of 8 rotations,
//! with or without a reflection) together with swapping the colours (and the player to
//! move) or not, turns one into the other. The rules do not tell these apart, so the
//! table gives them the same value.

use super::{analyse_in_game, value_in};
use std::fmt;
use takaro_core::mu_torere::{
    Game, MoveError, Point, Position, RuleSet, Side, Value, POINTS, TABLE_SLOTS,
};

/// One of the 32 symmetries: rotate by `rotate` eighths of a turn (clockwise), after
/// reflecting left to right if `reflect`, and swap the colours if `swap`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    pub rotate: u8,
    pub reflect: bool,
    pub swap: bool,
}

impl Symmetry {
    /// How many symmetries there are.
    pub const COUNT: usize = 32;

    /// The `i`-th symmetry, `i < 32` (wrapping beyond); `0` changes nothing.
    pub fn nth(i: usize) -> Symmetry {
        Symmetry {
            rotate: (i % 8) as u8,
            reflect: (i / 8) % 2 == 1,
            swap: (i / 16) % 2 == 1,
        }
    }

    /// Where a point goes.
    pub fn point(self, p: Point) -> Point {
        if p.is_putahi() {
            return p;
        }
        let i = p.index() - 1;
        let i = if self.reflect { (8 - i) % 8 } else { i };
        let i = (i + usize::from(self.rotate)) % 8;
        Point::ALL[i + 1]
    }

    /// The image of a position.
    pub fn apply(self, position: &Position) -> Position {
        let colour = |s: Side| if self.swap { s.other() } else { s };
        let mut board = [None; POINTS];
        for p in Point::ALL {
            board[self.point(p).index()] = position.at(p).map(colour);
        }
        Position::from_parts(board, colour(position.to_move()))
            .expect("a symmetry keeps four counters a side")
    }
}

/// The kind of a position: its image with the smallest table index.
pub fn canonical(position: &Position) -> Position {
    (0..Symmetry::COUNT)
        .map(|i| Symmetry::nth(i).apply(position))
        .min_by_key(Position::index)
        .expect("there are symmetries")
}

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Win in this many plies (yours and the defence's) against the perfect defence.
    WinIn(u8),
    /// The position is drawn but a move loses: find a move that keeps the draw.
    AvoidTheTrap,
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::WinIn(1) => f.write_str("Win in 1 move: block your opponent with this move"),
            Goal::WinIn(d) => write!(
                f,
                "Win in {} moves of yours: block your opponent, whatever they do",
                d.div_ceil(2)
            ),
            Goal::AvoidTheTrap => {
                f.write_str("Avoid the trap: a move here loses; find one that keeps the draw")
            }
        }
    }
}

/// A puzzle: a kind of position and what to do there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Numbered from 1, win puzzles first (fastest first), then the traps.
    pub number: usize,
    pub goal: Goal,
    /// The kind's first reachable member in table order; play it through a random
    /// [`Symmetry`] so it looks new.
    pub position: Position,
    /// The rule set it is played under.
    pub rules: RuleSet,
}

/// The rule set whose puzzles the trainer offers under `rules`: the position-only rule
/// sets their own; the opening rule sets `free`, the rules of every position after
/// their opening.
pub fn puzzle_rules(rules: RuleSet) -> RuleSet {
    if rules.position_only() {
        rules
    } else {
        RuleSet::Free
    }
}

/// Every puzzle of a rule set (see [`puzzle_rules`]), numbered.
pub fn puzzles(rules: RuleSet) -> Vec<Puzzle> {
    let rules = puzzle_rules(rules);
    // Each kind's first reachable member (in table order), in the order of the kinds'
    // canonical indices.
    let mut seen = vec![false; TABLE_SLOTS];
    let mut kinds: Vec<(usize, Position)> = Vec::new();
    for p in (0..TABLE_SLOTS).filter_map(Position::from_index) {
        let kind = canonical(&p).index();
        if value_in(rules, &p, 0).is_some() && !seen[kind] {
            seen[kind] = true;
            kinds.push((kind, p));
        }
    }
    kinds.sort_unstable_by_key(|(kind, _)| *kind);
    let mut wins: Vec<(u8, Position)> = Vec::new();
    let mut traps: Vec<Position> = Vec::new();
    for (_, p) in kinds {
        match value_in(rules, &p, 0) {
            Some(Value::Win(d)) => wins.push((d, p)),
            Some(Value::Draw) if has_a_losing_move(rules, &p) => traps.push(p),
            _ => {}
        }
    }
    wins.sort_unstable_by_key(|(d, p)| (*d, p.index()));
    wins.into_iter()
        .map(|(d, p)| (Goal::WinIn(d), p))
        .chain(traps.into_iter().map(|p| (Goal::AvoidTheTrap, p)))
        .enumerate()
        .map(|(i, (goal, position))| Puzzle {
            number: i + 1,
            goal,
            position,
            rules,
        })
        .collect()
}

fn has_a_losing_move(rules: RuleSet, p: &Position) -> bool {
    analyse_in_game(&Game::from_position(rules, *p))
        .iter()
        .any(|(_, v)| matches!(v, Value::Loss(_)))
}

/// What the trainer makes of a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not a legal move.
    Illegal(MoveError),
    /// A right move; the puzzle goes on (the defence replies).
    Good,
    /// A right move that completes the puzzle.
    Solved,
    /// A legal move that is not the fastest win, or that loses the draw: what it is
    /// worth, and what the best move was worth.
    Wrong { played: Value, best: Value },
}

impl Puzzle {
    /// The puzzle's game, seen through a symmetry.
    pub fn game(&self, symmetry: Symmetry) -> Game {
        Game::from_position(self.rules, symmetry.apply(&self.position))
    }

    /// Judges the learner's move from `from` in `game` (the puzzle's game so far, with
    /// the learner to move), without playing it.
    pub fn judge(&self, game: &Game, from: Point) -> Verdict {
        if let Err(e) = game.check(from) {
            return Verdict::Illegal(e);
        }
        let moves = analyse_in_game(game);
        let Some(&(_, best)) = moves.first() else {
            return Verdict::Illegal(MoveError::GameOver);
        };
        let played = moves
            .iter()
            .find(|(m, _)| m.from == from)
            .map_or(Value::Draw, |(_, v)| *v);
        let right = match self.goal {
            Goal::WinIn(_) => played == best && matches!(best, Value::Win(_)),
            Goal::AvoidTheTrap => played == Value::Draw,
        };
        if !right {
            return Verdict::Wrong { played, best };
        }
        let done = match self.goal {
            Goal::WinIn(_) => played == Value::Win(1),
            Goal::AvoidTheTrap => true,
        };
        if done {
            Verdict::Solved
        } else {
            Verdict::Good
        }
    }
}

/// Why a move was wrong, in plain words that count one player's own moves, e.g. "That
/// move only draws: your opponent can now stop you winning; the best move here wins within 2 of
/// your moves."
pub fn explain_wrong(played: Value, best: Value) -> String {
    let worth = match played {
        Value::Win(d) => format!(
            "wins too, but more slowly: it takes {} of yours",
            moves(d.div_ceil(2))
        ),
        Value::Draw => "only draws: your opponent can now stop you winning".to_string(),
        Value::Loss(d) if d <= 2 => match d.div_ceil(2) {
            1 => "loses: your opponent can now win with their next move".to_string(),
            n => format!("loses: your opponent can now win within {n} of their moves"),
        },
        Value::Loss(d) => format!(
            "loses: your opponent can now force a win within {} of theirs",
            moves(d.div_ceil(2))
        ),
    };
    let aim = match best {
        Value::Win(1) => "the best move here wins at once".to_string(),
        Value::Win(d) => format!(
            "the best move here wins within {} of your moves",
            d.div_ceil(2)
        ),
        _ => "another move keeps the draw".to_string(),
    };
    format!("That move {worth}; {aim}.")
}

/// "1 move", "3 moves".
fn moves(n: u8) -> String {
    if n == 1 {
        "1 move".to_string()
    } else {
        format!("{n} moves")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mu_torere::{best_move_in_game, value};
    use crate::rng::Rng;
    use takaro_core::mu_torere::Outcome;

    #[test]
    fn symmetries_keep_values() {
        let mut compared = 0;
        for i in 0..TABLE_SLOTS {
            let p = Position::from_index(i).unwrap();
            let Some(v) = value(&p) else { continue };
            for s in 0..Symmetry::COUNT {
                let image = Symmetry::nth(s).apply(&p);
                // An image no game from the start reaches has no value to compare.
                if let Some(w) = value(&image) {
                    assert_eq!(v, w, "{p} and {image}");
                    compared += 1;
                }
            }
        }
        assert!(compared > 1180, "images were compared ({compared})");
        assert_eq!(
            Symmetry::nth(0).apply(&Position::start()),
            Position::start()
        );
    }

    #[test]
    fn standard_has_43_kinds_7_winning_and_5_losing() {
        let mut kinds = std::collections::HashMap::new();
        for i in 0..TABLE_SLOTS {
            let p = Position::from_index(i).unwrap();
            if let Some(v) = value(&p) {
                kinds.insert(canonical(&p), v);
            }
        }
        assert_eq!(kinds.len(), 43);
        let wins: Vec<u8> = {
            let mut w: Vec<u8> = kinds
                .values()
                .filter_map(|v| match v {
                    Value::Win(d) => Some(*d),
                    _ => None,
                })
                .collect();
            w.sort();
            w
        };
        assert_eq!(wins, [1, 1, 1, 1, 3, 3, 5]);
        let losses = kinds
            .values()
            .filter(|v| matches!(v, Value::Loss(_)))
            .count();
        assert_eq!(losses, 5);
        let ps = puzzles(RuleSet::Standard);
        let goals: Vec<Goal> = ps.iter().take(7).map(|p| p.goal).collect();
        assert_eq!(
            goals,
            [1, 1, 1, 1, 3, 3, 5].map(Goal::WinIn),
            "the seven winning kinds come first"
        );
        assert!(ps[7..].iter().all(|p| p.goal == Goal::AvoidTheTrap));
        assert!(ps.len() > 7, "some drawn positions hide a trap");
        for (i, p) in ps.iter().enumerate() {
            assert_eq!(p.number, i + 1);
        }
    }

    #[test]
    fn every_puzzle_is_solved_by_perfect_play_in_every_orientation() {
        let mut rng = Rng::new(4);
        for rules in RuleSet::ALL {
            for puzzle in puzzles(rules) {
                for s in [0, 5, 13, 22, 31] {
                    let mut game = puzzle.game(Symmetry::nth(s));
                    let me = game.position().to_move();
                    loop {
                        let (mv, _) = best_move_in_game(&game, &mut rng).expect("a move");
                        let verdict = puzzle.judge(&game, mv.from);
                        assert!(
                            matches!(verdict, Verdict::Good | Verdict::Solved),
                            "{rules} puzzle {}: {verdict:?}",
                            puzzle.number
                        );
                        game.play(mv.from).unwrap();
                        if verdict == Verdict::Solved {
                            break;
                        }
                        let (reply, _) = best_move_in_game(&game, &mut rng).expect("defence");
                        game.play(reply.from).unwrap();
                    }
                    match puzzle.goal {
                        Goal::WinIn(d) => {
                            assert_eq!(game.outcome(), Outcome::Won(me));
                            assert_eq!(game.moves().len(), usize::from(d));
                        }
                        Goal::AvoidTheTrap => assert_eq!(game.moves().len(), 1),
                    }
                }
            }
        }
        assert!(
            puzzles(RuleSet::AdjacentEnemy).is_empty(),
            "nothing is won there"
        );
        assert_eq!(puzzles(RuleSet::FirstMove), puzzles(RuleSet::Free));
    }

    #[test]
    fn wrong_moves_are_judged_and_explained() {
        let mut wrong = 0;
        for puzzle in puzzles(RuleSet::Standard) {
            let game = puzzle.game(Symmetry::nth(0));
            for m in game.legal_moves() {
                if let Verdict::Wrong { played, best } = puzzle.judge(&game, m.from) {
                    assert_ne!(played, best);
                    let words = explain_wrong(played, best);
                    assert!(words.starts_with("That move "), "{words}");
                    wrong += 1;
                }
            }
            let taken = Point::ALL
                .into_iter()
                .find(|p| game.position().at(*p) == Some(game.position().to_move().other()))
                .unwrap();
            assert!(matches!(
                puzzle.judge(&game, taken),
                Verdict::Illegal(MoveError::NotYourCounter { .. })
            ));
        }
        assert!(wrong > 0);
        assert_eq!(
            explain_wrong(Value::Draw, Value::Win(3)),
            "That move only draws: your opponent can now stop you winning; the best move here wins within 2 of your moves."
        );
        assert_eq!(
            explain_wrong(Value::Win(3), Value::Win(1)),
            "That move wins too, but more slowly: it takes 2 moves of yours; the best move here wins at once."
        );
    }
}
