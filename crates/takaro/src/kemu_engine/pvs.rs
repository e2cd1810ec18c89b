//! Hard's root search: principal-variation search with aspiration windows and, near the
//! end of a game, a proof search first (see `Style::pvs` in `search`).

use super::search::*;
use super::Choice;
use takaro_core::kemu::{Move, Position};

/// One root iteration at `depth` in the window `(lo, hi)`: the previous best move
/// first with the whole window, the others with a null window and a re-search when one
/// proves better. Returns the best (score, move) found, or `None` when stopped before
/// any move was searched, and every move's score (a bound for most) for ordering.
pub(super) fn root_iteration(
    s: &mut Search,
    p: &Position,
    root: &[Move],
    depth: u32,
    lo: i32,
    hi: i32,
) -> (Option<Scored>, Vec<Scored>) {
    let mut alpha = lo;
    let mut best: Option<Scored> = None;
    let mut scores = Vec::with_capacity(root.len());
    let d = depth as i32 - 1;
    for &mv in root {
        let mut q = *p;
        if q.play_with(mv, &mut |_| {}).is_err() {
            continue;
        }
        let score = if best.is_none() {
            -s.negamax(&q, d, -hi, -alpha, 1)
        } else {
            let t = -s.negamax(&q, d, -alpha - 1, -alpha, 1);
            if t > alpha && t < hi && !s.stopped {
                -s.negamax(&q, d, -hi, -alpha, 1)
            } else {
                t
            }
        };
        if s.stopped {
            break;
        }
        scores.push((score, mv));
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, mv));
        }
        alpha = alpha.max(score);
        if alpha >= hi {
            break;
        }
    }
    (best, scores)
}

/// Hard's iterative deepening: principal-variation search with an aspiration window
/// around the previous iteration's score, widened to the whole range when the score
/// falls outside it.
pub(super) fn search_pvs(
    s: &mut Search,
    p: &Position,
    mut root: Vec<Move>,
    mut best: Choice,
    max_depth: u32,
) -> Choice {
    let full = (-WIN - 1, WIN + 1);
    for depth in 1..=max_depth {
        let (mut lo, mut hi) = if depth >= 3 && best.score.abs() < WIN_SOON {
            (best.score - ASPIRATION, best.score + ASPIRATION)
        } else {
            full
        };
        loop {
            let (found, mut scores) = root_iteration(s, p, &root, depth, lo, hi);
            if s.stopped {
                // A partial iteration searched the previous best first; a move that
                // proved better inside the window stands.
                if let Some((score, mv)) = found {
                    if score > lo {
                        best = Choice {
                            mv,
                            score,
                            depth,
                            nodes: s.work(),
                        };
                    }
                }
                best.nodes = s.work();
                return best;
            }
            let Some((score, mv)) = found else {
                best.nodes = s.work();
                return best;
            };
            if score <= lo && lo > full.0 {
                lo = full.0;
                continue;
            }
            if score >= hi && hi < full.1 {
                hi = full.1;
                continue;
            }
            best = Choice {
                mv,
                score,
                depth,
                nodes: s.work(),
            };
            // Next iteration: best move first, then by score.
            scores.sort_by_key(|(sc, m)| (*m != mv, -*sc));
            let mut next: Vec<Move> = scores.iter().map(|(_, m)| *m).collect();
            for &m in &root {
                if !next.contains(&m) {
                    next.push(m);
                }
            }
            root = next;
            break;
        }
        if best.score.abs() >= WIN_SOON {
            break;
        }
    }
    best.nodes = s.work();
    best
}
