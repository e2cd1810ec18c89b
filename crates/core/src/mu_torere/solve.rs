//! The complete solve by retrograde analysis: the table's slot numbering and byte
//! format, and a solve that takes a game's history into account. The values it gives
//! are [`Value`]s.

use super::board::{Side, POINTS};
use super::game::Game;
use super::position::Position;
use super::rules::RuleSet;
use super::value::{Value, UNREACHABLE};

/// Number of table slots: 630 boards × 2 sides to move.
pub const TABLE_SLOTS: usize = 1260;

const fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut r = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

impl Position {
    /// Index of this position in a solve's table: `0..TABLE_SLOTS`.
    ///
    /// The board is ranked as (empty point) × (which 4 of the other 8 points are green),
    /// 9 × 70 = 630 boards, times two sides to move.
    pub fn index(&self) -> usize {
        let empty = self.empty().index();
        let mut rank = 0usize;
        let mut greens_seen = 0usize;
        // Combinatorial number system over the 8 occupied points, in point order.
        for (slot, side) in self.board().into_iter().flatten().enumerate() {
            if side == Side::Green {
                greens_seen += 1;
                rank += binomial(slot, greens_seen);
            }
        }
        ((empty * 70 + rank) << 1) | usize::from(self.to_move() == Side::White)
    }

    /// The position with a given table index, the inverse of [`Position::index`].
    pub fn from_index(index: usize) -> Option<Position> {
        if index >= TABLE_SLOTS {
            return None;
        }
        let to_move = if index & 1 == 1 {
            Side::White
        } else {
            Side::Green
        };
        let board_rank = index >> 1;
        let empty = board_rank / 70;
        let mut rank = board_rank % 70;
        // Decode the combination: highest slot first.
        let mut greens = [false; 8];
        let mut k = 4;
        for slot in (0..8).rev() {
            if k > 0 && binomial(slot, k) <= rank {
                rank -= binomial(slot, k);
                greens[slot] = true;
                k -= 1;
            }
        }
        let mut board = [None; POINTS];
        let mut slot = 0;
        for (p, cell) in board.iter_mut().enumerate() {
            if p == empty {
                continue;
            }
            *cell = Some(if greens[slot] {
                Side::Green
            } else {
                Side::White
            });
            slot += 1;
        }
        Position::from_parts(board, to_move).ok()
    }
}

/// The result of a solve under one rule set: a value for every slot it reached.
///
/// Slots are (phase, position): slot `phase * TABLE_SLOTS + position.index()`, where
/// the phase is [`RuleSet::phase`] of the number of moves made. The position-only rule
/// sets have one phase, so their slots are the positions' indices; `first-move` has
/// three phases (0, 1 and "2 or more moves made") and `first-two-turns` five. Two
/// games in the same position and phase have the same legal moves from then on, which
/// makes (position, phase) a faithful state for the opening rule sets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solve {
    /// The rule set solved.
    pub rules: RuleSet,
    /// Value of each slot (`None` = not reachable from the solve's root).
    pub values: Vec<Option<Value>>,
}

impl Solve {
    /// What `position` is worth to the player to move there after `plies` moves.
    pub fn value(&self, position: &Position, plies: usize) -> Option<Value> {
        self.values[slot(self.rules, position, plies)]
    }
    /// How many slots the solve reached.
    pub fn reachable(&self) -> usize {
        self.values.iter().flatten().count()
    }
    /// How many are won for the player to move.
    pub fn winning(&self) -> usize {
        self.count(|v| matches!(v, Value::Win(_)))
    }
    /// How many are lost for the player to move.
    pub fn losing(&self) -> usize {
        self.count(|v| matches!(v, Value::Loss(_)))
    }
    /// How many are drawn.
    pub fn drawn(&self) -> usize {
        self.count(|v| v == Value::Draw)
    }
    fn count(&self, f: impl Fn(Value) -> bool) -> usize {
        self.values.iter().flatten().filter(|v| f(**v)).count()
    }

    /// Packs the solve into 4 bits a slot, two slots a byte (even slot in the low nibble).
    pub fn to_bytes(&self) -> Vec<u8> {
        let nibble = |v: &Option<Value>| v.map_or(UNREACHABLE, Value::to_nibble);
        self.values
            .chunks(2)
            .map(|pair| nibble(&pair[0]) | (pair.get(1).map_or(UNREACHABLE, nibble) << 4))
            .collect()
    }
}

/// The slot of `position` after `plies` moves in a solve of `rules` (see [`Solve`]).
pub fn slot(rules: RuleSet, position: &Position, plies: usize) -> usize {
    rules.phase(plies) * TABLE_SLOTS + position.index()
}

/// Solves every position reachable from the start under `standard` by retrograde
/// analysis.
///
/// Positions with no move are lost in 0; a position is won in `d + 1` if some move
/// reaches a position lost in `d` (the least such `d`), lost in `1 + max d` if every move
/// reaches a won position; all others are drawn (play can go on for ever, which the
/// repetition rule turns into a draw).
pub fn solve() -> Solve {
    solve_rules(RuleSet::Standard)
}

/// Solves every (position, phase) reachable from the start under a rule set, by the
/// same analysis as [`solve`].
pub fn solve_rules(rules: RuleSet) -> Solve {
    solve_with(rules, Position::start(), 0, |_| false)
}

/// Solves every position reachable from `root` under `rules` (the same analysis as
/// [`solve`]), with `root` as a game's first position (no moves made); used for
/// positions no game from the start reaches, which the tables leave out.
pub fn solve_from_with(rules: RuleSet, root: Position) -> Solve {
    solve_with(rules, root, 0, |_| false)
}

/// Solves every position reachable from the game's current position, under the game's
/// rule set and taking the game's history into account: reaching a position the game
/// has seen twice ends it drawn ([`Game::draws_by_repetition_at`]), so such a position
/// is worth a draw; the others are solved as in [`solve`].
///
/// The values are what each position is worth on reaching it, so a move's value is the
/// value of the position it reaches. They are exact for this game although the solve
/// looks at no deeper history: a forced win never passes a position twice (its
/// distance falls with every ply), so only positions already seen twice can turn it
/// into a draw; any other line is drawn anyway.
pub fn solve_game(game: &Game) -> Solve {
    solve_with(game.rules(), *game.position(), game.moves().len(), |p| {
        game.draws_by_repetition_at(p)
    })
}

/// The retrograde analysis from `root` after `root_plies` moves, with the positions
/// `draws` names worth a draw.
fn solve_with(
    rules: RuleSet,
    root: Position,
    root_plies: usize,
    draws: impl Fn(&Position) -> bool,
) -> Solve {
    let slots = rules.phases() * TABLE_SLOTS;
    let mut reachable = vec![false; slots];
    let root_phase = rules.phase(root_plies);
    let mut stack = vec![(root, root_phase)];
    reachable[root_phase * TABLE_SLOTS + root.index()] = true;
    let mut states = Vec::new();
    let mut children: Vec<Vec<usize>> = Vec::new();
    while let Some((pos, phase)) = stack.pop() {
        let next_phase = rules.phase(phase + 1);
        let mut kids = Vec::new();
        for mv in pos.legal_moves_under(rules.restriction(phase)) {
            let next = pos.play_unchecked(mv);
            let i = next_phase * TABLE_SLOTS + next.index();
            kids.push(i);
            if !reachable[i] {
                reachable[i] = true;
                stack.push((next, next_phase));
            }
        }
        states.push((pos, phase * TABLE_SLOTS + pos.index()));
        children.push(kids);
    }
    let mut values: Vec<Option<Value>> = vec![None; slots];
    for ((pos, i), kids) in states.iter().zip(&children) {
        if draws(pos) {
            values[*i] = Some(Value::Draw);
        } else if kids.is_empty() {
            values[*i] = Some(Value::Loss(0));
        }
    }
    // Iterate to a fixed point: ply by ply, so distances are exact.
    let mut changed = true;
    while changed {
        changed = false;
        let snapshot = values.clone();
        for ((_, i), kids) in states.iter().zip(&children) {
            let i = *i;
            if snapshot[i].is_some() {
                continue;
            }
            let fastest_win = kids
                .iter()
                .filter_map(|k| match snapshot[*k] {
                    Some(Value::Loss(d)) => Some(d + 1),
                    _ => None,
                })
                .min();
            if let Some(d) = fastest_win {
                values[i] = Some(Value::Win(d));
                changed = true;
                continue;
            }
            let all_won: Option<Vec<u8>> = kids
                .iter()
                .map(|k| match snapshot[*k] {
                    Some(Value::Win(d)) => Some(d),
                    _ => None,
                })
                .collect();
            if let Some(wins) = all_won {
                values[i] = Some(Value::Loss(1 + wins.into_iter().max().unwrap_or(0)));
                changed = true;
            }
        }
    }
    for (i, v) in values.iter_mut().enumerate() {
        if reachable[i] && v.is_none() {
            *v = Some(Value::Draw);
        }
    }
    Solve { rules, values }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mu_torere::Outcome;

    #[test]
    fn index_round_trips_for_every_slot() {
        let mut distinct = std::collections::HashSet::new();
        for i in 0..TABLE_SLOTS {
            let p = Position::from_index(i).expect("every slot is a position");
            assert_eq!(p.index(), i);
            distinct.insert(p);
        }
        assert_eq!(
            distinct.len(),
            TABLE_SLOTS,
            "every slot is a different position"
        );
        assert_eq!(Position::from_index(TABLE_SLOTS), None);
    }

    #[test]
    fn solve_matches_the_published_figures() {
        let s = solve();
        assert_eq!(s.reachable(), 1180);
        assert_eq!(s.winning(), 208);
        assert_eq!(s.losing(), 128);
        assert_eq!(s.drawn(), 844);
        assert_eq!(s.values[Position::start().index()], Some(Value::Draw));
        let blocked = s
            .values
            .iter()
            .filter(|v| **v == Some(Value::Loss(0)))
            .count();
        assert_eq!(blocked, 80, "losing positions with no move");
        let longest = s
            .values
            .iter()
            .flatten()
            .filter_map(|v| match v {
                Value::Win(d) => Some(*d),
                _ => None,
            })
            .max();
        assert_eq!(longest, Some(5), "longest forced win in plies");
        assert_eq!(s.to_bytes().len(), 630);
    }

    #[test]
    fn every_rule_set_has_its_figures() {
        // (rule set, reachable slots, winning, losing, drawn, the start's value)
        let expected = [
            (RuleSet::Standard, 1180, 208, 128, 844, Value::Draw),
            (RuleSet::Free, 1180, 320, 160, 700, Value::Win(1)),
            (RuleSet::AdjacentEnemy, 1100, 0, 0, 1100, Value::Draw),
            (RuleSet::FirstMove, 1183, 322, 161, 700, Value::Loss(4)),
            (RuleSet::FirstTwoTurns, 1187, 320, 160, 707, Value::Draw),
        ];
        for (rules, reachable, winning, losing, drawn, start) in expected {
            let s = solve_rules(rules);
            assert_eq!(
                (s.reachable(), s.winning(), s.losing(), s.drawn()),
                (reachable, winning, losing, drawn),
                "{rules}"
            );
            assert_eq!(s.value(&Position::start(), 0), Some(start), "{rules}");
            assert_eq!(s.to_bytes().len(), rules.phases() * TABLE_SLOTS / 2);
        }
        // After the opening, the opening rule sets are `free`.
        let free = solve_rules(RuleSet::Free);
        for rules in [RuleSet::FirstMove, RuleSet::FirstTwoTurns] {
            let s = solve_rules(rules);
            let late = rules.opening_plies();
            let mut checked = 0;
            for i in 0..TABLE_SLOTS {
                let p = Position::from_index(i).unwrap();
                if let Some(v) = s.value(&p, late) {
                    assert_eq!(Some(v), free.value(&p, 0), "{rules} at {p}");
                    checked += 1;
                }
            }
            assert!(checked > 0, "{rules}: positions after the opening");
        }
    }

    #[test]
    fn solved_values_are_consistent_with_the_moves() {
        for rules in RuleSet::ALL {
            let s = solve_rules(rules);
            for (i, v) in s.values.iter().enumerate() {
                let Some(v) = v else { continue };
                let phase = i / TABLE_SLOTS;
                let p = Position::from_index(i % TABLE_SLOTS).unwrap();
                let kids: Vec<Value> = p
                    .legal_moves_under(rules.restriction(phase))
                    .iter()
                    .map(|m| {
                        s.value(&p.play_unchecked(*m), phase + 1)
                            .expect("children are reachable")
                    })
                    .collect();
                match v {
                    Value::Win(d) => assert!(kids.contains(&Value::Loss(d - 1))),
                    Value::Loss(d) => {
                        assert!(kids.iter().all(|k| matches!(k, Value::Win(_))));
                        assert!(*d == 0 || kids.contains(&Value::Win(d - 1)));
                    }
                    Value::Draw => {
                        assert!(kids.contains(&Value::Draw), "{rules} {p}");
                        assert!(!kids.iter().any(|k| matches!(k, Value::Loss(_))));
                    }
                }
            }
        }
    }

    #[test]
    fn losing_positions_have_at_most_one_move() {
        // A fact of the game: the side that is losing never has a choice, so it can
        // claim a repetition draw only when its one move repeats a position.
        let s = solve();
        for (i, v) in s.values.iter().enumerate() {
            if let (Some(Value::Loss(_)), Some(p)) = (v, Position::from_index(i)) {
                assert!(p.legal_moves().len() <= 1, "{p}");
            }
        }
    }

    /// A small generator for random games (the core has no random crate).
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: usize) -> usize {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (self.0 >> 33) as usize % n
        }
    }

    /// Every prefix of some random games from the start, as games.
    fn random_game_prefixes(games: u64, plies: usize) -> Vec<Game> {
        let mut out = Vec::new();
        for seed in 0..games {
            let mut rng = Lcg(seed);
            let mut game = Game::new();
            for _ in 0..plies {
                if game.outcome() != Outcome::Ongoing {
                    break;
                }
                out.push(game.clone());
                let moves = game.position().legal_moves();
                game.play(moves[rng.below(moves.len())].from).unwrap();
            }
        }
        out
    }

    fn seen_twice(game: &Game) -> bool {
        game.positions()
            .iter()
            .any(|p| game.draws_by_repetition_at(p))
    }

    #[test]
    fn solve_game_without_repeated_positions_matches_the_table() {
        let table = solve();
        let mut checked = 0;
        for game in random_game_prefixes(40, 30) {
            if seen_twice(&game) {
                continue;
            }
            let s = solve_game(&game);
            for (i, v) in s.values.iter().enumerate() {
                if v.is_some() {
                    assert_eq!(*v, table.values[i], "after {:?}", game.record());
                }
            }
            checked += 1;
        }
        assert!(checked > 100);
    }

    /// Whether the player to move can force a win within `plies` plies, found by playing
    /// the game itself (its outcome includes the repetition draw).
    fn wins_within(game: &mut Game, plies: u8) -> bool {
        if plies == 0 {
            return false;
        }
        let me = game.position().to_move();
        game.position().legal_moves().into_iter().any(|m| {
            game.play(m.from).unwrap();
            let won = match game.outcome() {
                Outcome::Won(w) => w == me,
                Outcome::DrawByRepetition => false,
                Outcome::Ongoing => loses_within(game, plies - 1),
            };
            game.undo();
            won
        })
    }

    /// Whether the player to move (in an ongoing game) loses within `plies` plies.
    fn loses_within(game: &mut Game, plies: u8) -> bool {
        if plies == 0 {
            return false;
        }
        let me = game.position().to_move();
        game.position().legal_moves().into_iter().all(|m| {
            game.play(m.from).unwrap();
            let lost = match game.outcome() {
                Outcome::Won(w) => w != me,
                Outcome::DrawByRepetition => false,
                Outcome::Ongoing => wins_within(game, plies - 1),
            };
            game.undo();
            lost
        })
    }

    #[test]
    fn solve_game_agrees_with_a_search_of_the_game() {
        // In games where a position has occurred twice, the value solve_game gives each
        // move is what playing the game out finds, within a horizon of 7 plies.
        const HORIZON: u8 = 7;
        let table = solve();
        let (mut checked, mut changed_by_history) = (0, 0);
        // Random games rarely meet a changed value, so add games that do (the computer's
        // tests use them too): a won position whose fastest wins include a third
        // repetition, and losing positions whose one move repeats a third time.
        let mut games = random_game_prefixes(60, 40);
        for record in [
            "4 5 0 4 3 0 5 6 0 3 4 5 6 0 5 6 0 5 6 0 5 6 0",
            "4 5 0 8 1 0 3 4 0 3 2 1 8 0 1 8 0 1 8 0 1 8 0",
            "4 5 0 4 3 0 5 6 0 5 6 0 4 3 0 4 3",
        ] {
            let mut game = Game::new();
            for token in record.split(' ') {
                games.push(game.clone());
                game.play(token.parse().unwrap()).unwrap();
            }
            games.push(game);
        }
        for mut game in games {
            if !seen_twice(&game) {
                continue;
            }
            let s = solve_game(&game);
            let position = *game.position();
            for m in position.legal_moves() {
                let after = position.play_unchecked(m);
                let value = s.values[after.index()].expect("solved");
                if Some(value) != table.values[after.index()] {
                    changed_by_history += 1;
                }
                let record = format!("{} then {m}", game.record());
                game.play(m.from).unwrap();
                match (game.outcome(), value) {
                    (Outcome::Won(_), _) => assert_eq!(value, Value::Loss(0), "{record}"),
                    (Outcome::DrawByRepetition, _) => assert_eq!(value, Value::Draw, "{record}"),
                    (Outcome::Ongoing, Value::Loss(d)) => {
                        assert!(loses_within(&mut game, d), "{record}");
                        assert!(d < 2 || !loses_within(&mut game, d - 2), "{record}");
                    }
                    (Outcome::Ongoing, Value::Win(d)) => {
                        assert!(wins_within(&mut game, d), "{record}");
                        assert!(d < 2 || !wins_within(&mut game, d - 2), "{record}");
                    }
                    (Outcome::Ongoing, Value::Draw) => {
                        assert!(!wins_within(&mut game, HORIZON), "{record}");
                        assert!(!loses_within(&mut game, HORIZON), "{record}");
                    }
                }
                game.undo();
                checked += 1;
            }
        }
        assert!(checked > 100, "{checked}");
        assert!(
            changed_by_history >= 4,
            "{changed_by_history} values differ from the table's"
        );
    }
}
