//! The engine's entry: a search for the best move within a budget, as a level's style
//! asks (Hard's root is in `pvs`).

use super::baseline::choose_ball;
use super::pvs::{root_iteration, search_pvs};
use super::search::*;
use super::{Budget, Choice, Clock, NoClock};
use crate::rng::Rng;
use takaro_core::kemu::{Move, Outcome, Position};

/// The value of `p` for its player to move by `style`'s iterative deepening (Hard's:
/// principal variations and aspiration windows) to exactly `depth` plies
/// (forced blocks and threat sequences still reach beyond it), with no budget or clock,
/// seeded by the position alone; see [`super::evaluate_for_matau`].
pub(super) fn evaluate_to_depth(p: &Position, depth: u32, style: Style) -> i32 {
    match p.outcome() {
        Outcome::Won(t) if t == p.to_move() => return WIN,
        Outcome::Won(_) => return -WIN,
        Outcome::Drawn => return 0,
        Outcome::Ongoing => {}
    }
    let unlimited = Budget {
        nodes: u64::MAX,
        max_ms: f64::INFINITY,
    };
    let mut rng = Rng::new(p.hash());
    let style = Style {
        max_depth: depth.max(1),
        ..style
    };
    let mut s = Search::new(p, unlimited, &NoClock, &mut rng, style);
    let mut root = s.ordered_moves(p, None, 0);
    if root.is_empty() {
        root = p.legal_moves();
    }
    let Some(&first) = root.first() else {
        return 0;
    };
    let start = Choice {
        mv: first,
        score: -WIN,
        depth: 0,
        nodes: 0,
    };
    search_pvs(&mut s, p, root, start, style.max_depth).score
}

/// Searches for the best move within a budget; `None` only when the game is over.
pub fn search(
    p: &Position,
    budget: Budget,
    clock: &dyn Clock,
    rng: &mut Rng,
    style: Style,
) -> Option<Choice> {
    let Style {
        max_depth, noise, ..
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
    if p.awaiting_ball() {
        return Some(Choice {
            mv: choose_ball(p, rng)?,
            score: 0,
            depth: 0,
            nodes: 0,
        });
    }
    let mut s = Search::new(p, budget, clock, rng, style);
    // An immediate win needs no search (the side to move has stones: it has more than
    // one move).
    if let Some(win) = p.winning_hollows().iter().next() {
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
    let mut root: Vec<Move> = s.ordered_moves(p, None, 0);
    if root.is_empty() {
        root = moves;
    }
    let empties = p.empty_hollows().len();
    if style.pvs && empties <= SOLVE_HOLLOWS {
        // Near the end a game between good players is a Marae count: first try to
        // prove a win outright, searching to the end with a null window around a draw.
        let base = s.budget.nodes;
        s.budget.nodes = base * SOLVE_BUDGET / 100;
        let depth = empties as u32 + 5;
        let (found, _) = root_iteration(&mut s, p, &root, depth, -1, 1);
        if !s.stopped {
            if let Some((score, mv)) = found {
                if score >= 1 {
                    return Some(Choice {
                        mv,
                        score,
                        depth,
                        nodes: s.work(),
                    });
                }
            }
        }
        // No win proved (a loss, or out of budget): search as usual.
        s.stopped = false;
        s.budget.nodes = s.work() + base * AFTER_SOLVE_BUDGET / 100;
    } else if style.pvs {
        s.budget.nodes = s.budget.nodes * MIDDLE_BUDGET / 100;
    }
    if style.pvs {
        return Some(search_pvs(&mut s, p, root, best, max_depth));
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
