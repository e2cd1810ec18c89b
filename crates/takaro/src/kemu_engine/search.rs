//! The search: negamax with alpha-beta, a transposition table on the core's Zobrist
//! hash, threat-first move ordering, forced blocks as extensions, and a threat-sequence
//! search at the leaves. The entry with iterative deepening is `root`; Hard's root
//! (`Style::pvs`: principal-variation search, aspiration windows, an endgame proof
//! search) is `pvs`, and Hard also keeps killer moves here. Threats are the core's:
//! hollows that would complete one of its winning lines.

use super::evaluate::{evaluate, evaluate_with, tile_swing, TileWeight, NEED};
use super::{Budget, Clock};
use crate::rng::Rng;
use takaro_core::kemu::{HollowSet, Move, Outcome, Position, WinLines, HOLLOWS};

/// The value of a won game (a win found `n` plies ahead scores a little less).
pub const WIN: i32 = 1_000_000;
/// Values beyond this are forced wins (or losses, negated).
pub const WIN_SOON: i32 = WIN - 1000;

/// With this few empty hollows left, every Tane turn is searched (see `ordered_moves`).
const ENDGAME_HOLLOWS: usize = 6;

/// How a level searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Random noise added to move scores (evaluation units).
    pub noise: i32,
    /// Threat-sequence search at the leaves (see `vcf`), in own threats; 0 is off.
    pub vcf_depth: u32,
    /// Principal-variation search (null windows after the first move), killer moves,
    /// and aspiration windows at the root. Off keeps the plain alpha-beta of Medium.
    pub pvs: bool,
    /// How the leaves weigh tiles against open lines.
    pub tiles: TileWeight,
}

/// Deepest ply that keeps killer moves.
const MAX_PLY: usize = 64;

/// Half width of the root's aspiration window, in evaluation units.
pub(super) const ASPIRATION: i32 = 60;

/// Hard's use of its node budget over the game (percentages of the budget), chosen by
/// matches against the previous Hard (`takaro kemu versus`, docs/performance.md): with this few
/// empty hollows left it first tries to prove a win to the end of the game
/// (`SOLVE_BUDGET`), then, if none is proved, searches as usual (`AFTER_SOLVE_BUDGET`);
/// before that it searches with `MIDDLE_BUDGET`. The mean over a game stays below the
/// previous Hard's time a move at the same `--ms`.
pub(super) const SOLVE_HOLLOWS: usize = 14;
pub(super) const SOLVE_BUDGET: u64 = 400;
pub(super) const AFTER_SOLVE_BUDGET: u64 = 100;
pub(super) const MIDDLE_BUDGET: u64 = 80;

/// What a Tane turn is worth to the mover, if it is worth searching: it must take more
/// tile points from the opponent than it gives up (the core's preview of the turn says
/// which tiles go, the Tane's own field included), and the evaluation, which also counts
/// the fields kept free for the rest of the game, must agree.
fn tane_gain(p: &Position, mv: Move) -> Option<i32> {
    let (after, _) = p.preview(mv).ok()?;
    if tile_swing(p, &after) <= 0 {
        return None;
    }
    // After the Tane turn the opponent is to move: their view, negated.
    let gain = -evaluate(&after) - evaluate(p);
    (gain > 0).then_some(gain)
}

pub(super) struct Search<'a> {
    pub(super) lines: &'static WinLines,
    table: Vec<TableEntry>,
    pub(super) nodes: u64,
    pub(super) budget: Budget,
    pub(super) clock: &'a dyn Clock,
    pub(super) stopped: bool,
    pub(super) history: [i32; HOLLOWS],
    pub(super) noise: Vec<i32>,
    /// Positions looked at by the threat-sequence search.
    pub(super) vcf_nodes: u64,
    /// How many of its own threats in a row the side to move may look for a forced
    /// win with, at the leaves (0: off).
    pub(super) vcf_depth: u32,
    pub(super) pvs: bool,
    tiles: TileWeight,
    /// Two quiet moves per ply that last cut the search off there.
    pub(super) killers: [[Option<Move>; 2]; MAX_PLY],
}

const TABLE_SIZE: usize = 1 << 16;

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    Exact,
    /// The value is at least the score (the search cut off above beta).
    Lower,
    /// The value is at most the score (no move reached alpha).
    Upper,
}

/// One slot of the transposition table, indexed by the low bits of the position's hash.
#[derive(Clone, Copy, Debug)]
struct TableEntry {
    key: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    best: Option<Move>,
}

const EMPTY_ENTRY: TableEntry = TableEntry {
    key: 0,
    score: 0,
    depth: 0,
    bound: Bound::Exact,
    best: None,
};

impl<'a> Search<'a> {
    pub(super) fn new(
        p: &Position,
        budget: Budget,
        clock: &'a dyn Clock,
        rng: &mut Rng,
        style: Style,
    ) -> Search<'a> {
        Search {
            lines: p.win_lines(),
            table: vec![EMPTY_ENTRY; TABLE_SIZE],
            nodes: 0,
            budget,
            clock,
            stopped: false,
            history: [0; HOLLOWS],
            vcf_depth: style.vcf_depth,
            vcf_nodes: 0,
            pvs: style.pvs,
            tiles: style.tiles,
            killers: [[None; 2]; MAX_PLY],
            // A small random preference between hollows, larger for a noisy level.
            noise: (0..HOLLOWS)
                .map(|_| rng.below(style.noise.max(2) as usize + 1) as i32)
                .collect(),
        }
    }

    /// Counts a node and says whether the budget is spent. The clock (a far-off safety
    /// net, see [`Budget`]) is read every 64 nodes.
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.work() >= self.budget.nodes
            || (self.nodes.is_multiple_of(64) && self.clock.elapsed_ms() > self.budget.max_ms)
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// Work done, in node units: a search node counts 4, a threat-sequence node 1.
    pub(super) fn work(&self) -> u64 {
        4 * self.nodes + self.vcf_nodes
    }

    /// Victory by continuous threats: can the side to move (with no threat against it)
    /// win by placing stones that each leave a threat the opponent must block, ending in
    /// two threats at once? Counter-threats from a block end the line (conservatively).
    fn vcf(&mut self, p: &Position, depth: u32) -> bool {
        self.vcf_nodes += 1;
        let me = p.to_move();
        let them = me.other();
        if p.must_pass() || self.stopped {
            return false;
        }
        if !p.threats(me).is_empty() {
            return true;
        }
        if depth == 0 || !p.live_threats(them).is_empty() {
            return false;
        }
        let mine = p.stones(me);
        let theirs = p.stones(them);
        let empty = p.empty_hollows();
        // Hollows that leave a line one stone short: lines free of the opponent with two
        // empty hollows left.
        let mut candidates = HollowSet::EMPTY;
        for m in self.lines.masks() {
            if m.intersection(theirs).is_empty() {
                let missing = m.difference(mine);
                if missing.len() == 2 && missing.is_subset(empty) {
                    candidates = candidates.union(missing);
                }
            }
        }
        for h in candidates.iter() {
            let threats = self.lines.threats_through(mine, theirs, h);
            if threats.is_empty() {
                continue;
            }
            let mut q = *p;
            if q.play_with(Move::Place(h), &mut |_| {}).is_err() || q.is_over() {
                continue;
            }
            if threats.len() >= 2 || q.must_pass() {
                return true;
            }
            let block = threats.iter().next().map(Move::Place).unwrap_or(Move::Pass);
            let mut r = q;
            if r.play_with(block, &mut |_| {}).is_err() || r.is_over() {
                continue;
            }
            if self.vcf(&r, depth - 1) {
                return true;
            }
        }
        false
    }

    /// Candidate moves in search order. Tane turns are searched only when they pay
    /// (see `tane_gain`), the best three of them, except near the end of the game, where
    /// the Marae count is close, the tree is small, and every Tane turn is searched.
    pub(super) fn ordered_moves(
        &self,
        p: &Position,
        tt_move: Option<Move>,
        ply: usize,
    ) -> Vec<Move> {
        let killers = if self.pvs && ply < MAX_PLY {
            self.killers[ply]
        } else {
            [None; 2]
        };
        let every_tane = p.empty_hollows().len() <= ENDGAME_HOLLOWS;
        let me = p.to_move();
        let mine = p.stones(me);
        let theirs = p.stones(me.other());
        let mut scored: Vec<(i32, Move)> = Vec::with_capacity(60);
        for mv in p.legal_moves() {
            let s = match mv {
                Move::Place(h) => {
                    let mut s = self.history[h.index()] / 8
                        + self.noise.get(h.index()).copied().unwrap_or(0);
                    for &i in self.lines.through(h) {
                        let m = self.lines.masks()[usize::from(i)];
                        let a = m.intersection(mine).len();
                        let b = m.intersection(theirs).len();
                        let len = m.len();
                        if b == 0 {
                            s += 2 * NEED[len - a - 1].max(1);
                        }
                        if a == 0 && b > 0 {
                            s += NEED[len - b];
                        }
                    }
                    let ts = self.lines.threats_through(mine, theirs, h).len() as i32;
                    s + 200 * ts * ts
                }
                Move::Tane(..) => match tane_gain(p, mv) {
                    Some(gain) => gain,
                    None if every_tane => -WIN,
                    None => continue,
                },
                Move::Pass => 0,
            };
            let s = if Some(mv) == tt_move {
                i32::MAX
            } else if Some(mv) == killers[0] {
                s.max(0) + 20_000
            } else if Some(mv) == killers[1] {
                s.max(0) + 19_000
            } else {
                s
            };
            scored.push((s, mv));
        }
        scored.sort_by_key(|(s, _)| -*s);
        // Keep the best few Tane turns only.
        let mut tanes = 0;
        scored.retain(|(_, m)| {
            if matches!(m, Move::Tane(..)) && !every_tane {
                tanes += 1;
                tanes <= 3
            } else {
                true
            }
        });
        scored.into_iter().map(|(_, m)| m).collect()
    }

    pub(super) fn negamax(
        &mut self,
        p: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        let out_of_time = self.count_node();
        match p.outcome() {
            Outcome::Won(t) => {
                return if t == p.to_move() {
                    WIN - ply
                } else {
                    -(WIN - ply)
                }
            }
            Outcome::Drawn => return 0,
            Outcome::Ongoing => {}
        }
        let me = p.to_move();
        let can_place = p.ball().is_some() && !p.must_pass();
        if can_place && !p.threats(me).is_empty() {
            return WIN - ply - 1;
        }
        let their_threats = p.live_threats(me.other());
        if their_threats.len() >= 2 && can_place {
            return -(WIN - ply - 2);
        }
        if out_of_time {
            return evaluate_with(p, self.tiles);
        }
        let forced = can_place && their_threats.len() == 1;
        if depth <= 0 && !forced {
            if self.vcf_depth > 0 && can_place && self.vcf(p, self.vcf_depth) {
                return WIN - ply - 50;
            }
            return evaluate_with(p, self.tiles);
        }

        let key = p.hash();
        let slot = (key as usize) & (TABLE_SIZE - 1);
        let mut tt_move = None;
        let entry = self.table[slot];
        if entry.key == key {
            tt_move = entry.best;
            if i32::from(entry.depth) >= depth {
                let v = entry.score;
                match entry.bound {
                    Bound::Exact => return v,
                    Bound::Lower if v >= beta => return v,
                    Bound::Upper if v <= alpha => return v,
                    _ => {}
                }
            }
        }

        let moves = if forced {
            their_threats.iter().map(Move::Place).collect()
        } else {
            self.ordered_moves(p, tt_move, ply as usize)
        };
        let next_depth = if forced { depth } else { depth - 1 };
        let alpha0 = alpha;
        let mut best = -WIN - 1;
        let mut best_move = None;
        for mv in moves {
            let mut q = *p;
            if q.play_with(mv, &mut |_| {}).is_err() {
                continue;
            }
            let score = if self.pvs && best_move.is_some() {
                // A null window first: most later moves only need proving worse.
                let s = -self.negamax(&q, next_depth, -alpha - 1, -alpha, ply + 1);
                if s > alpha && s < beta && !self.stopped {
                    -self.negamax(&q, next_depth, -beta, -alpha, ply + 1)
                } else {
                    s
                }
            } else {
                -self.negamax(&q, next_depth, -beta, -alpha, ply + 1)
            };
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if let Move::Place(h) = mv {
                    self.history[h.index()] += depth * depth;
                    let k = ply as usize;
                    if self.pvs && !forced && k < MAX_PLY && self.killers[k][0] != Some(mv) {
                        self.killers[k][1] = self.killers[k][0];
                        self.killers[k][0] = Some(mv);
                    }
                }
                break;
            }
            if self.stopped {
                break;
            }
        }
        if best_move.is_none() {
            return evaluate_with(p, self.tiles);
        }
        if !self.stopped {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta {
                Bound::Lower
            } else {
                Bound::Exact
            };
            self.table[slot] = TableEntry {
                key,
                score: best,
                depth: depth.clamp(0, 255) as u8,
                bound,
                best: best_move,
            };
        }
        best
    }
}

/// A root move with its score.
pub(super) type Scored = (i32, Move);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu_engine::NoClock;
    use takaro_core::kemu::Game;

    #[test]
    fn a_tane_that_clears_opponent_tiles_is_searched() {
        // Matau's full tile on d3 faces Manaia's full tiles on d5 and d7 to the north.
        let g = Game::from_record("master a=matau f6 d4 c3 c5 e3 e5 d2 c7 d6 e7 k5 d8").unwrap();
        let p = *g.position();
        let north = "Td3>n".parse::<Move>().unwrap();
        let east = "Td3>e".parse::<Move>().unwrap();
        let swing = |mv| tile_swing(&p, &p.preview(mv).unwrap().0);
        assert_eq!(swing(north), 2, "two Manaia full tiles for Matau's own");
        assert_eq!(swing(east), -2, "east clears nothing and gives up d3");
        assert!(tane_gain(&p, north).is_some_and(|gain| gain > 0));
        assert_eq!(tane_gain(&p, east), None);
        let s = Search::new(
            &p,
            Budget::from_ms(1),
            &NoClock,
            &mut Rng::new(1),
            Style {
                max_depth: 1,
                noise: 0,
                vcf_depth: 0,
                pvs: false,
                tiles: super::super::evaluate::DEFAULT_TILES,
            },
        );
        let ordered = s.ordered_moves(&p, None, 0);
        assert!(ordered.contains(&north));
        assert!(!ordered.contains(&east));
    }
}
