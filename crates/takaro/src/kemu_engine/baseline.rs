//! The players that do not search: Easy, and the arena's `greedy` and `random`
//! baselines. Wins and blocks come from the core's threats.

use super::evaluate::tile_swing;
use crate::rng::Rng;
use takaro_core::kemu::{Hollow, Move, Position};

/// The ball's hollow: the centre half the time (it gives both players two short
/// rivers), else any allowed one.
pub(super) fn choose_ball(p: &Position, rng: &mut Rng) -> Option<Move> {
    let options: Vec<Hollow> = p.ball_hollows().iter().collect();
    let centre: Option<Hollow> = "f6".parse().ok().filter(|h| options.contains(h));
    match centre {
        Some(h) if rng.chance(0.5) => Some(Move::Place(h)),
        _ => rng.pick(&options).copied().map(Move::Place),
    }
}

/// The tile points (in halves) a move gains for the mover at once.
fn tile_gain(p: &Position, mv: Move) -> i32 {
    p.preview(mv)
        .map_or(i32::MIN, |(after, _)| tile_swing(p, &after))
}

/// One of the placements that gain the most tile points at once.
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

/// One of the hollows where the opponent would win next, to block it (only while they
/// have stones left: [`Position::live_threats`]).
fn block(p: &Position, rng: &mut Rng) -> Option<Move> {
    let threats: Vec<Hollow> = p.live_threats(p.to_move().other()).iter().collect();
    rng.pick(&threats).copied().map(Move::Place)
}

fn placements(moves: &[Move]) -> Vec<Move> {
    moves
        .iter()
        .copied()
        .filter(|m| matches!(m, Move::Place(_)))
        .collect()
}

/// The move that needs no thought: the ball, the only legal move, or a win now.
fn obvious(p: &Position, moves: &[Move], rng: &mut Rng) -> Option<Move> {
    if p.awaiting_ball() {
        return choose_ball(p, rng);
    }
    if moves.len() == 1 {
        return moves.first().copied();
    }
    p.winning_hollows().iter().next().map(Move::Place)
}

/// Easy: a win in one always; a block half the time; otherwise a random placement or
/// the greediest one, half and half.
pub(super) fn easy(p: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = p.legal_moves();
    if let Some(mv) = obvious(p, &moves, rng) {
        return Some(mv);
    }
    if !p.live_threats(p.to_move().other()).is_empty() && rng.chance(0.5) {
        return block(p, rng);
    }
    let places = placements(&moves);
    if rng.chance(0.5) {
        return rng.pick(&places).copied();
    }
    greedy_pick(p, &places, rng)
}

/// Baseline `greedy`: win now if possible, else block the opponent's win in one, else
/// the most tile points this move.
pub fn greedy(p: &Position, rng: &mut Rng) -> Option<Move> {
    let moves = p.legal_moves();
    if let Some(mv) = obvious(p, &moves, rng) {
        return Some(mv);
    }
    if let Some(mv) = block(p, rng) {
        return Some(mv);
    }
    greedy_pick(p, &placements(&moves), rng)
}

/// Baseline `random`: any legal move.
pub fn random(p: &Position, rng: &mut Rng) -> Option<Move> {
    rng.pick(&p.legal_moves()).copied()
}
