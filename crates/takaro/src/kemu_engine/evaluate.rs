//! How good a quiet position is for the player to move: open lines weighted by how few
//! hollows they still need, tiles held (with halves), and the tiles each side is on
//! course for in fields still open.

use takaro_core::kemu::{Field, FieldKind, Hollow, HollowSet, Position};

/// Points for an open line by how many hollows it still needs.
pub(super) const NEED: [i32; 10] = [0, 90, 14, 4, 1, 1, 0, 0, 0, 0];

/// How much a half point of tiles weighs against open lines: `base` plus
/// `per_filled_pct` hundredths of the number of filled hollows (tiles count for more as
/// the board fills).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileWeight {
    pub base: i32,
    pub per_filled_pct: i32,
}

/// Medium's weights, and the ones a Tane turn is judged by.
pub(super) const DEFAULT_TILES: TileWeight = TileWeight {
    base: 12,
    per_filled_pct: 50,
};

/// Hard's weights: lighter tiles, chosen by matches against the previous Hard (which
/// used [`DEFAULT_TILES`]) at seeds other than docs/performance.md's.
pub(super) const HARD_TILES: TileWeight = TileWeight {
    base: 8,
    per_filled_pct: 30,
};

/// The position's value for the player to move, in the search's units.
pub(super) fn evaluate(p: &Position) -> i32 {
    evaluate_with(p, DEFAULT_TILES)
}

/// The same with the given tile weights.
pub(super) fn evaluate_with(p: &Position, weight: TileWeight) -> i32 {
    let me = p.to_move();
    let (mine, theirs) = (p.stones(me), p.stones(me.other()));
    let mut score = 0i32;
    for m in p.win_lines().masks() {
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
        let tile_weight = weight.base + filled * weight.per_filled_pct / 100;
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

/// The tile points (in halves) a move gains for the mover at once, net of what it
/// costs them: the core plays it on a copy of the position.
pub(super) fn tile_swing(p: &Position, after: &Position) -> i32 {
    let me = p.to_move();
    let net = |q: &Position| i32::from(q.score_halves(me)) - i32::from(q.score_halves(me.other()));
    net(after) - net(p)
}
