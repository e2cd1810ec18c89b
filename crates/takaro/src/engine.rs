//! The Moeraki Kemu engine: negamax with alpha-beta, iterative deepening, a
//! transposition table on the rules core's Zobrist hash, and threat-first move ordering.
//!
//! The game is a placement race with sudden line wins, so the search is built around
//! **threats**: a hollow that would complete one of a tribe's lines (a Tahuna square, an
//! Awa river, an Ara row, the Auge circle). At every node:
//! - the side to move with a threat wins at once;
//! - against one opponent threat the only move searched is the block (and it costs no
//!   depth: a forced move is an extension);
//! - against two different threats the position is lost.
//!
//! At Hard's leaves a threat-sequence search (victory by continuous threats) asks
//! whether the side to move can win by placing stones that each force a block, ending
//! in two threats at once; this sees wins (and dangers) far beyond the search depth.
//! Otherwise leaves are scored by tiles held (with halves), the tiles each side is on
//! course for in open fields, and open lines weighted by how few hollows they still
//! need. A Tane turn is searched when that evaluation says it pays.
//!
//! The search is deterministic for a given seed: its budget is counted in nodes
//! ([`Budget::nodes`]), with a wall-clock stop only as a safety net.

use crate::rng::Rng;
use takaro_core::kemu::{
    geometry, Field, FieldKind, Hollow, HollowSet, Move, Outcome, Position, Tier, Tribe,
};

/// The engine's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Takes a win in one, blocks about half the time, otherwise plays loosely.
    Easy,
    /// A short search.
    Medium,
    /// The strongest the budget allows.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
    pub fn from_name(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
    /// The default thinking time in milliseconds.
    pub fn default_ms(self) -> u32 {
        match self {
            Level::Easy => 20,
            Level::Medium => 60,
            Level::Hard => 500,
        }
    }
}

/// Search nodes per millisecond of budget (measured natively on the 2-core machines;
/// the browser runs fewer, so it asks for a smaller budget).
pub const NODES_PER_MS: u64 = 2000;

/// How much the engine may think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Node budget: the search stops deepening once it is spent (deterministic).
    pub nodes: u64,
    /// Safety stop in milliseconds, measured by the caller's clock.
    pub max_ms: f64,
}

impl Budget {
    /// A budget for about `ms` milliseconds of native search.
    pub fn from_ms(ms: u32) -> Budget {
        Budget {
            nodes: u64::from(ms.max(1)) * NODES_PER_MS,
            max_ms: f64::from(ms.max(1)) * 1.4,
        }
    }
}

/// A clock the search can consult (native `Instant`, or the browser's `performance`).
pub trait Clock {
    fn elapsed_ms(&self) -> f64;
}

/// A clock that never runs out (for deterministic tests).
pub struct NoClock;
impl Clock for NoClock {
    fn elapsed_ms(&self) -> f64 {
        0.0
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for std::time::Instant {
    fn elapsed_ms(&self) -> f64 {
        self.elapsed().as_secs_f64() * 1000.0
    }
}

/// What the engine decided, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub mv: Move,
    /// Score for the mover (positive is good), in the evaluation's units.
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
}

const WIN: i32 = 1_000_000;
const WIN_SOON: i32 = WIN - 1000;

/// The lines that win for a tribe in this game (they depend on the ball and the rules).
#[derive(Clone, Debug)]
struct Lines {
    masks: Vec<HollowSet>,
    /// Lines through each hollow.
    through: Vec<Vec<u16>>,
}

impl Lines {
    fn new(p: &Position) -> Lines {
        let g = geometry();
        let mut masks: Vec<HollowSet> = Vec::new();
        let ball = p.ball();
        for info in g.fields() {
            if info.kind == FieldKind::Square && ball.is_none_or(|b| !info.mask.contains(b)) {
                masks.push(info.mask);
            }
        }
        for line in &g.diagonals {
            match ball.and_then(|b| line.iter().position(|h| *h == b)) {
                None => masks.push(line.iter().copied().collect()),
                Some(bi) => {
                    masks.push(line[..bi].iter().copied().collect());
                    masks.push(line[bi + 1..].iter().copied().collect());
                }
            }
        }
        for row in &g.edge_rows {
            masks.push(row.iter().copied().collect());
        }
        if p.rules().auge && p.rules().tier == Tier::Master {
            let b = ball.map_or(HollowSet::EMPTY, Hollow::bit);
            masks.push(g.circle.difference(b));
        }
        masks.retain(|m| !m.is_empty());
        let mut through = vec![Vec::new(); 57];
        for (i, m) in masks.iter().enumerate() {
            for h in m.iter() {
                through[h.index()].push(i as u16);
            }
        }
        Lines { masks, through }
    }

    /// Hollows where `t` would complete a line now.
    fn threats(&self, p: &Position, t: Tribe) -> HollowSet {
        let mine = p.stones(t);
        let theirs = p.stones(t.other());
        let occupied = p.occupied();
        let mut out = HollowSet::EMPTY;
        for m in &self.masks {
            if m.intersection(theirs).is_empty() {
                let missing = m.difference(mine);
                if missing.len() == 1 && missing.intersection(occupied).is_empty() {
                    out = out.union(missing);
                }
            }
        }
        out
    }

    /// Threats `t` would have after placing on `h` (only lines through `h` can change).
    fn threats_after(&self, p: &Position, t: Tribe, h: Hollow) -> HollowSet {
        let mine = p.stones(t).with(h);
        let theirs = p.stones(t.other());
        let occupied = p.occupied().with(h);
        let mut out = HollowSet::EMPTY;
        for &i in &self.through[h.index()] {
            let m = self.masks[i as usize];
            if m.intersection(theirs).is_empty() {
                let missing = m.difference(mine);
                if missing.len() == 1 && missing.intersection(occupied).is_empty() {
                    out = out.union(missing);
                }
            }
        }
        out
    }
}

/// Points for an open line by how many hollows it still needs.
const NEED: [i32; 10] = [0, 90, 14, 4, 1, 1, 0, 0, 0, 0];

/// The position's value for the player to move.
fn evaluate(p: &Position, lines: &Lines) -> i32 {
    let me = p.to_move();
    let (mine, theirs) = (p.stones(me), p.stones(me.other()));
    let mut score = 0i32;
    for m in &lines.masks {
        let a = m.intersection(mine).len();
        let b = m.intersection(theirs).len();
        let len = m.len();
        if b == 0 && a > 0 {
            score += NEED[len - a];
        } else if a == 0 && b > 0 {
            score -= NEED[len - b];
        }
    }
    if p.rules().tier.has_tiles() {
        let filled = p.occupied().len() as i32;
        let tile_weight = 12 + filled / 2;
        let halves = i32::from(p.score_halves(me)) - i32::from(p.score_halves(me.other()));
        // Fields still open: the tiles each side is on course for, in hundredths of a
        // half point.
        let occupied = p.occupied();
        let ball = p.ball().map_or(HollowSet::EMPTY, Hollow::bit);
        let mut outlook = 0;
        for f in Field::all() {
            let info = f.info();
            if p.blocked().contains(f) || info.mask.is_subset(occupied) {
                continue;
            }
            let a = info.mask.intersection(mine).len();
            let b = info.mask.intersection(theirs).len();
            let stones = info.mask.difference(ball).len();
            outlook +=
                field_prospect(info.kind, stones, a, b) - field_prospect(info.kind, stones, b, a);
        }
        score += tile_weight * halves + tile_weight * outlook / 100;
    }
    score
}

/// How likely a field ends as a tile for the side with `a` stones in it against `b`,
/// times the tile's worth, in hundredths of a half point. `stones` is the number of
/// stones the field will hold (3 beside the ball or on a triangle, else 4).
fn field_prospect(kind: FieldKind, stones: usize, a: usize, b: usize) -> i32 {
    /// Chance (in %) of taking a tile still `n` stones short of it.
    const SHORT: [i32; 4] = [95, 55, 22, 6];
    let chance = |need: usize, worth: i32| -> i32 {
        if stones - b < need {
            return 0; // the opponent already holds too much of it
        }
        worth * SHORT[need.saturating_sub(a).min(3)]
    };
    match kind {
        FieldKind::Square if stones == 3 => chance(2, 2), // beside the ball: 2:1 or 3:0
        FieldKind::Square => chance(3, 2),                // 3:1
        _ => chance(3, 2).max(chance(2, 1)),              // triangle: 3:0 full, 2:1 half
    }
}

/// The tile points (in halves) a Tane turn takes from the opponent, minus the mover's
/// own tiles it removes (its own field's full tile included).
fn tane_swing(p: &Position, mv: Move) -> i32 {
    let Move::Tane(field, d) = mv else { return 0 };
    let me = p.to_move();
    let mut swing = -2;
    for f in field.line(d) {
        match p.tile(*f) {
            Some(t) if t.tribe() == me => swing -= i32::from(t.halves()),
            Some(t) => swing += i32::from(t.halves()),
            None => {}
        }
    }
    swing
}

/// What a Tane turn is worth to the mover at once, by the evaluation: the tiles it
/// takes and gives up, and the open fields it keeps free for the rest of the game.
fn tane_gain(p: &Position, mv: Move, lines: &Lines) -> i32 {
    let mut q = *p;
    if q.play_with(mv, &mut |_| {}).is_err() {
        return i32::MIN;
    }
    // After the Tane turn the opponent is to move: their view, negated.
    -evaluate(&q, lines) - evaluate(p, lines)
}

struct Search<'a> {
    lines: Lines,
    table: Vec<(u64, i32, u8, u8, Option<Move>)>,
    nodes: u64,
    budget: Budget,
    clock: &'a dyn Clock,
    stopped: bool,
    history: [i32; 57],
    noise: Vec<i32>,
    /// Positions looked at by the threat-sequence search.
    vcf_nodes: u64,
    /// How many of its own threats in a row the side to move may look for a forced
    /// win with, at the leaves (0: off).
    vcf_depth: u32,
}

const TABLE_SIZE: usize = 1 << 16;
const EXACT: u8 = 0;
const LOWER: u8 = 1;
const UPPER: u8 = 2;

impl Search<'_> {
    /// Counts a node and says whether the budget is spent. The clock is read every
    /// 1,024 nodes, whatever the node turns out to be.
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
    fn work(&self) -> u64 {
        4 * self.nodes + self.vcf_nodes
    }

    /// Victory by continuous threats: can the side to move (with no threat against it)
    /// win by placing stones that each leave a threat the opponent must block, ending in
    /// two threats at once? Counter-threats from a block end the line (conservatively).
    fn vcf(&mut self, p: &Position, depth: u32) -> bool {
        self.vcf_nodes += 1;
        let me = p.to_move();
        let them = me.other();
        if p.stones_left(me) == 0 || self.stopped {
            return false;
        }
        if !self.lines.threats(p, me).is_empty() {
            return true;
        }
        if depth == 0 || (p.stones_left(them) > 0 && !self.lines.threats(p, them).is_empty()) {
            return false;
        }
        let mine = p.stones(me);
        let theirs = p.stones(them);
        let empty = p.empty_hollows();
        // Hollows that leave a line one stone short: lines free of the opponent with two
        // empty hollows left.
        let mut candidates = HollowSet::EMPTY;
        for m in &self.lines.masks {
            if m.intersection(theirs).is_empty() {
                let missing = m.difference(mine);
                if missing.len() == 2 && missing.is_subset(empty) {
                    candidates = candidates.union(missing);
                }
            }
        }
        for h in candidates.iter() {
            let threats = self.lines.threats_after(p, me, h);
            if threats.is_empty() {
                continue;
            }
            let mut q = *p;
            if q.play_with(Move::Place(h), &mut |_| {}).is_err() || q.is_over() {
                continue;
            }
            if threats.len() >= 2 || q.stones_left(them) == 0 {
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

    /// Candidate moves in search order.
    fn ordered_moves(&self, p: &Position, tt_move: Option<Move>) -> Vec<Move> {
        let me = p.to_move();
        let mine = p.stones(me);
        let theirs = p.stones(me.other());
        let mut scored: Vec<(i32, Move)> = Vec::with_capacity(60);
        for mv in p.legal_moves() {
            let s = match mv {
                Move::Place(h) => {
                    let mut s = self.history[h.index()] / 8
                        + self.noise.get(h.index()).copied().unwrap_or(0);
                    for &i in &self.lines.through[h.index()] {
                        let m = self.lines.masks[i as usize];
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
                    let ts = self.lines.threats_after(p, me, h).len() as i32;
                    s + 200 * ts * ts
                }
                Move::Tane(..) => {
                    // Only Tane turns that pay are searched: they must take more tile
                    // points from the opponent than they give up, and be worth it to
                    // the evaluation (which also counts the fields kept free).
                    if tane_swing(p, mv) <= 0 {
                        continue;
                    }
                    let gain = tane_gain(p, mv, &self.lines);
                    if gain <= 0 {
                        continue;
                    }
                    gain
                }
                Move::Pass => 0,
            };
            let s = if Some(mv) == tt_move { i32::MAX } else { s };
            scored.push((s, mv));
        }
        scored.sort_by_key(|(s, _)| -*s);
        // Keep the best few Tane turns only.
        let mut tanes = 0;
        scored.retain(|(_, m)| {
            if matches!(m, Move::Tane(..)) {
                tanes += 1;
                tanes <= 3
            } else {
                true
            }
        });
        scored.into_iter().map(|(_, m)| m).collect()
    }

    fn negamax(&mut self, p: &Position, depth: i32, mut alpha: i32, beta: i32, ply: i32) -> i32 {
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
        let can_place = p.stones_left(me) > 0 && p.ball().is_some();
        let my_threats = self.lines.threats(p, me);
        if can_place && !my_threats.is_empty() {
            return WIN - ply - 1;
        }
        let their_threats = if p.stones_left(me.other()) > 0 {
            self.lines.threats(p, me.other())
        } else {
            HollowSet::EMPTY
        };
        if their_threats.len() >= 2 && can_place {
            return -(WIN - ply - 2);
        }
        if out_of_time {
            return evaluate(p, &self.lines);
        }
        let forced = can_place && their_threats.len() == 1;
        if depth <= 0 && !forced {
            if self.vcf_depth > 0 && can_place && self.vcf(p, self.vcf_depth) {
                return WIN - ply - 50;
            }
            return evaluate(p, &self.lines);
        }

        let key = p.hash();
        let slot = (key as usize) & (TABLE_SIZE - 1);
        let mut tt_move = None;
        let (k, v, d, flag, m) = self.table[slot];
        if k == key {
            tt_move = m;
            if i32::from(d) >= depth {
                match flag {
                    EXACT => return v,
                    LOWER if v >= beta => return v,
                    UPPER if v <= alpha => return v,
                    _ => {}
                }
            }
        }

        let moves = if forced {
            their_threats.iter().map(Move::Place).collect()
        } else {
            self.ordered_moves(p, tt_move)
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
            let score = -self.negamax(&q, next_depth, -beta, -alpha, ply + 1);
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
                }
                break;
            }
            if self.stopped {
                break;
            }
        }
        if best_move.is_none() {
            return evaluate(p, &self.lines);
        }
        if !self.stopped {
            let flag = if best <= alpha0 {
                UPPER
            } else if best >= beta {
                LOWER
            } else {
                EXACT
            };
            self.table[slot] = (key, best, depth.clamp(0, 255) as u8, flag, best_move);
        }
        best
    }
}

/// Moves that win at once for the player to move.
pub fn winning_moves(p: &Position) -> Vec<Move> {
    if p.ball().is_none() || p.stones_left(p.to_move()) == 0 {
        return Vec::new();
    }
    Lines::new(p)
        .threats(p, p.to_move())
        .iter()
        .map(Move::Place)
        .collect()
}

/// Hollows where the opponent would win at once if it were their turn.
pub fn opponent_threats(p: &Position) -> Vec<Hollow> {
    if p.ball().is_none() {
        return Vec::new();
    }
    Lines::new(p)
        .threats(p, p.to_move().other())
        .iter()
        .collect()
}

fn choose_ball(p: &Position, rng: &mut Rng) -> Move {
    let options: Vec<Hollow> = p.ball_hollows().iter().collect();
    // Prefer the centre (it gives both players two short rivers); else any.
    let f6: Option<Hollow> = "f6".parse().ok();
    let pick = match f6.filter(|h| options.contains(h)) {
        Some(h) if rng.chance(0.5) => h,
        _ => *rng.pick(&options).unwrap_or(&options[0]),
    };
    Move::Place(pick)
}

/// Searches for the best move with a budget; `None` only when the game is over.
/// How a level searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// Deepest iteration.
    pub max_depth: u32,
    /// Random noise added to move scores (evaluation units).
    pub noise: i32,
    /// Threat-sequence search at the leaves (see `vcf`), in own threats; 0 is off.
    pub vcf_depth: u32,
}

pub fn search(
    p: &Position,
    budget: Budget,
    clock: &dyn Clock,
    rng: &mut Rng,
    style: Style,
) -> Option<Choice> {
    let Style {
        max_depth,
        noise,
        vcf_depth,
    } = style;
    let moves = p.legal_moves();
    let first = *moves.first()?;
    if moves.len() == 1 {
        return Some(Choice {
            mv: first,
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    if p.ball().is_none() {
        return Some(Choice {
            mv: choose_ball(p, rng),
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    let mut s = Search {
        lines: Lines::new(p),
        table: vec![(0, 0, 0, 0, None); TABLE_SIZE],
        nodes: 0,
        budget,
        clock,
        stopped: false,
        history: [0; 57],
        vcf_depth,
        vcf_nodes: 0,
        noise: (0..57)
            .map(|_| {
                if noise > 0 {
                    rng.below(noise as usize + 1) as i32
                } else {
                    rng.below(3) as i32
                }
            })
            .collect(),
    };
    // An immediate win needs no search (the side to move has stones: it has more than
    // one move).
    if let Some(win) = s.lines.threats(p, p.to_move()).iter().next() {
        return Some(Choice {
            mv: Move::Place(win),
            score: WIN - 1,
            depth: 1,
            nodes: 1,
        });
    }
    let mut best = Choice {
        mv: first,
        score: -WIN,
        depth: 0,
        nodes: 0,
    };
    let mut root: Vec<Move> = s.ordered_moves(p, None);
    if root.is_empty() {
        root = moves;
    }
    for depth in 1..=max_depth {
        let mut alpha = -WIN - 1;
        let mut iteration_best: Option<(i32, Move)> = None;
        let mut scores = Vec::with_capacity(root.len());
        for &mv in &root {
            let mut q = *p;
            if q.play_with(mv, &mut |_| {}).is_err() {
                continue;
            }
            let score = -s.negamax(&q, depth as i32 - 1, -WIN - 1, -alpha, 1);
            if s.stopped {
                break;
            }
            let noisy = score
                + if noise > 0 {
                    rng.below(noise as usize + 1) as i32
                } else {
                    0
                };
            scores.push((noisy, mv));
            if iteration_best.is_none_or(|(b, _)| noisy > b) {
                iteration_best = Some((noisy, mv));
                alpha = alpha.max(score);
            }
        }
        if s.stopped && iteration_best.is_none() {
            break;
        }
        if let Some((score, mv)) = iteration_best {
            // A partial iteration still searched the previous best first, so its result stands.
            best = Choice {
                mv,
                score,
                depth,
                nodes: s.work(),
            };
        }
        if s.stopped {
            break;
        }
        // Next iteration: best moves first.
        scores.sort_by_key(|(sc, _)| -*sc);
        root = scores.iter().map(|(_, m)| *m).collect();
        if best.score.abs() >= WIN_SOON {
            break;
        }
    }
    best.nodes = s.work();
    Some(best)
}

/// Medium: two plies with forced blocks, and some noise (in evaluation units) so it
/// misjudges quiet positions now and then; it still sees every win and forced block.
const MEDIUM: Style = Style {
    max_depth: 2,
    noise: 30,
    vcf_depth: 0,
};

/// Hard: as deep as the budget allows, with threat sequences at the leaves.
const HARD: Style = Style {
    max_depth: 40,
    noise: 0,
    vcf_depth: 6,
};

/// The engine's move at a level. `ms` overrides the level's thinking time.
pub fn choose(
    p: &Position,
    level: Level,
    ms: Option<u32>,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Choice> {
    let mut rng = Rng::new(seed ^ p.hash());
    let ms = ms.unwrap_or(level.default_ms());
    match level {
        Level::Easy => easy(p, &mut rng).map(|mv| Choice {
            mv,
            score: 0,
            depth: 1,
            nodes: 0,
        }),
        Level::Medium => search(p, Budget::from_ms(ms), clock, &mut rng, MEDIUM),
        Level::Hard => search(p, Budget::from_ms(ms), clock, &mut rng, HARD),
    }
}

/// Easy: a win in one always; a block half the time; otherwise a loose choice.
fn easy(p: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = p.legal_moves();
    if moves.is_empty() {
        return None;
    }
    if p.ball().is_none() {
        return Some(choose_ball(p, rng));
    }
    if let Some(win) = winning_moves(p).first() {
        return Some(*win);
    }
    let threats = opponent_threats(p);
    if !threats.is_empty() && rng.chance(0.5) {
        return Some(Move::Place(threats[rng.below(threats.len())]));
    }
    let places: Vec<Move> = moves
        .iter()
        .copied()
        .filter(|m| matches!(m, Move::Place(_)))
        .collect();
    if places.is_empty() {
        return moves.first().copied();
    }
    if rng.chance(0.5) {
        return rng.pick(&places).copied();
    }
    greedy_pick(p, &places, rng)
}

/// The tile points (in halves) a placement gains for the mover at once.
fn tile_gain(p: &Position, mv: Move) -> i32 {
    let me = p.to_move();
    let mut q = *p;
    if q.play_with(mv, &mut |_| {}).is_err() {
        return i32::MIN;
    }
    (i32::from(q.score_halves(me)) - i32::from(p.score_halves(me)))
        - (i32::from(q.score_halves(me.other())) - i32::from(p.score_halves(me.other())))
}

fn greedy_pick(p: &Position, moves: &[Move], rng: &mut Rng) -> Option<Move> {
    let scored: Vec<(i32, Move)> = moves.iter().map(|m| (tile_gain(p, *m), *m)).collect();
    let best = scored.iter().map(|(s, _)| *s).max()?;
    let top: Vec<Move> = scored
        .into_iter()
        .filter(|(s, _)| *s == best)
        .map(|(_, m)| m)
        .collect();
    rng.pick(&top).copied()
}

/// Baseline `greedy`: win now if possible, else block the opponent's win in one, else
/// the most tile points this move.
pub fn greedy(p: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = p.legal_moves();
    if moves.len() <= 1 || p.ball().is_none() {
        return if p.ball().is_none() && !moves.is_empty() {
            Some(choose_ball(p, rng))
        } else {
            moves.first().copied()
        };
    }
    if let Some(win) = winning_moves(p).first() {
        return Some(*win);
    }
    let threats = opponent_threats(p);
    if !threats.is_empty() {
        return Some(Move::Place(threats[rng.below(threats.len())]));
    }
    let places: Vec<Move> = moves
        .into_iter()
        .filter(|m| matches!(m, Move::Place(_)))
        .collect();
    greedy_pick(p, &places, rng)
}

/// Baseline `random`: any legal move.
pub fn random(p: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = p.legal_moves();
    rng.pick(&moves).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro_core::kemu::Game;

    fn game(r: &str) -> Game {
        Game::from_record(r).unwrap()
    }

    #[test]
    fn every_level_takes_a_win_in_one() {
        // Manaia has c1 e1 g1 on the south edge row; i1 wins (Ara).
        let g = game("beginner a=matau f6 c1 a3 e1 a5 g1 k3");
        for level in Level::ALL {
            for seed in 0..5 {
                let c = choose(g.position(), level, Some(30), seed, &NoClock).unwrap();
                assert_eq!(c.mv.to_string(), "i1", "{level:?} seed {seed}");
            }
        }
    }

    #[test]
    fn medium_and_hard_block_a_single_threat() {
        // Matau threatens a3 a5 a7 (a9 wins); Manaia to move must block a9.
        let g = game("beginner a=manaia f6 a3 k3 a5 k5 a7");
        for level in [Level::Medium, Level::Hard] {
            let c = choose(g.position(), level, Some(30), 1, &NoClock).unwrap();
            assert_eq!(c.mv.to_string(), "a9", "{level:?}");
        }
        assert_eq!(
            greedy(g.position(), &mut Rng::new(1)).unwrap().to_string(),
            "a9"
        );
    }

    #[test]
    fn hard_blocks_a_tahuna_threat() {
        // Manaia has c3 d2 e3: the square d3 needs only d4. Matau to move blocks it.
        let g = game("basic a=matau f6 c3 k5 d2 k7 e3");
        let c = choose(g.position(), Level::Hard, Some(50), 1, &NoClock).unwrap();
        assert_eq!(c.mv.to_string(), "d4");
    }

    #[test]
    fn hard_finds_a_win_by_continuous_threats() {
        // Matau can force a win here by threats alone; Hard sees it at once.
        let g = game("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7");
        let c = choose(g.position(), Level::Hard, Some(20), 1, &NoClock).unwrap();
        assert!(c.score > WIN - 200, "score {}", c.score);
        // Playing it out against best defence ends in a Matau win.
        let mut p = *g.position();
        while !p.is_over() {
            let mv = choose(&p, Level::Hard, Some(50), 2, &NoClock).unwrap().mv;
            p.play(mv).unwrap();
        }
        assert_eq!(p.outcome(), Outcome::Won(Tribe::Matau));
    }

    #[test]
    fn hard_stops_a_threat_sequence_before_it_starts() {
        // Manaia's j2 i3 would run towards the ball (f6); Hard answers so that Manaia has
        // no forced win afterwards.
        let g = game("basic a=matau f6 i3");
        let c = choose(g.position(), Level::Hard, Some(100), 1, &NoClock).unwrap();
        let mut p = *g.position();
        p.play(c.mv).unwrap();
        let reply = choose(&p, Level::Hard, Some(300), 1, &NoClock).unwrap();
        assert!(
            reply.score < WIN_SOON,
            "after {} Manaia wins by force ({})",
            c.mv,
            reply.score
        );
    }

    #[test]
    fn a_tane_that_clears_opponent_tiles_is_searched() {
        // Matau's full tile on d3 faces Manaia's full tiles on d5 and d7 to the north.
        let g = game("master a=matau f6 d4 c3 c5 e3 e5 d2 c7 d6 e7 k5 d8");
        let p = *g.position();
        let lines = Lines::new(&p);
        let north = "Td3>n".parse::<Move>().unwrap();
        let east = "Td3>e".parse::<Move>().unwrap();
        assert!(tane_gain(&p, north, &lines) > 0);
        assert_eq!(
            tane_swing(&p, north),
            2,
            "two Manaia full tiles for Matau's own"
        );
        assert_eq!(tane_swing(&p, east), -2, "east clears nothing");
        assert!(tane_gain(&p, east, &lines) < tane_gain(&p, north, &lines));
        let s = Search {
            lines,
            table: Vec::new(),
            nodes: 0,
            budget: Budget::from_ms(1),
            clock: &NoClock,
            stopped: false,
            history: [0; 57],
            noise: Vec::new(),
            vcf_nodes: 0,
            vcf_depth: 0,
        };
        assert!(s.ordered_moves(&p, None).contains(&north));
    }

    #[test]
    fn same_seed_same_move() {
        let g = game("master a=matau f6 d4 c3 c5 e3 e5 d2 k5");
        let a = choose(g.position(), Level::Hard, Some(40), 9, &NoClock).unwrap();
        let b = choose(g.position(), Level::Hard, Some(40), 9, &NoClock).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn engine_places_the_ball_and_passes() {
        let g = Game::new(takaro_core::kemu::Rules::new(Tier::Basic), Tribe::Matau);
        let c = choose(g.position(), Level::Hard, Some(10), 3, &NoClock).unwrap();
        assert!(matches!(c.mv, Move::Place(h) if h.is_central()));
    }
}
