//! Judges a learner's stone (or Tane turn) in a Kemu lesson by asking the rules core:
//! legal moves, victories, threats, the events of a move (tiles), the Tane's preview,
//! and the outcome of the Marae count. Why a move is wrong is a [`Wrong`], said in
//! words by [`super::words::wrong`].

use super::content::{Task, TileKind};
pub use super::wrong::{Fact, Wrong};
use super::{words, KemuLessons, Played};
use crate::lesson::{Step, Verdict};
use takaro::core::kemu::{
    geometry, Event, Field, Game, Hollow, Move, Outcome, Tile, Tribe, VictoryKind,
};

/// Judges `mv` in `game`, a step of `step`'s: right (played, with the forced reply of a
/// count), or why it is wrong.
pub fn judge(step: &Step<KemuLessons>, game: &Game, mv: Move) -> Verdict<Played, Wrong> {
    match check(step, game, mv) {
        Err(why) => Verdict::Wrong(why),
        Ok((game, events)) => {
            let mut said = (step.right)().to_string();
            if step.task == Some(Task::WinCount) {
                said = format!("{said} {}", words::count_result(game.position()));
            }
            Verdict::Right {
                game: Played { game, events },
                said,
                more: false,
            }
        }
    }
}

/// Tiles of `t` removed by a Tane turn's events.
fn removed(events: &[Event], t: Tribe) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::TileRemoved(_, tile) if tile.tribe() == t))
        .count()
}

/// Plays `mv` on a copy of the step's game and judges it: the game after it (and any
/// forced reply) and the move's events, or why it is wrong.
pub fn check(step: &Step<KemuLessons>, game: &Game, mv: Move) -> Result<(Game, Vec<Event>), Wrong> {
    let before = *game.position();
    let me = before.to_move();
    let them = me.other();
    let mut game = game.clone();
    let events = game.play(mv).map_err(Wrong::Refused)?;
    let after = *game.position();
    let placed = match mv {
        Move::Place(h) => Some(h),
        _ => None,
    };
    let Some(task) = step.task else {
        return Err(Wrong::NotAsked(None));
    };
    if task == Task::TaneRemoves {
        let Move::Tane(field, direction) = mv else {
            return Err(Wrong::StoneNotTane);
        };
        let best = before
            .legal_moves()
            .into_iter()
            .filter(|m| matches!(m, Move::Tane(..)))
            .filter_map(|m| before.preview(m).ok())
            .map(|(_, e)| removed(&e, them))
            .max()
            .unwrap_or(0);
        let theirs = removed(&events, them);
        if theirs == best && best > 0 {
            return Ok((game, events));
        }
        return Err(Wrong::NotAsked(Some(Fact::TaneRemoves {
            field,
            direction,
            opponent: them,
            theirs,
            mine: removed(&events, me),
        })));
    }
    let Some(h) = placed else {
        return Err(Wrong::StoneNotTane);
    };
    match task {
        Task::TaneRemoves => Err(Wrong::NotAsked(None)),
        Task::PlaceOn(name) => {
            if name.parse::<Hollow>().ok() == Some(h) {
                Ok((game, events))
            } else {
                Err(Wrong::NotAsked(Some(Fact::PlacedOn(h))))
            }
        }
        Task::BallOnDiagonalOf(name) => {
            let end = name.parse::<Hollow>().ok();
            let on_it = geometry()
                .diagonals
                .iter()
                .any(|d| d.contains(&h) && end.is_some_and(|e| d.contains(&e)));
            if before.awaiting_ball() && on_it {
                Ok((game, events))
            } else {
                Err(Wrong::NotAsked(None))
            }
        }
        Task::Win(kind) => {
            let mine: Vec<VictoryKind> = game
                .victories()
                .iter()
                .filter(|v| v.tribe == me)
                .map(|v| v.kind)
                .collect();
            match mine.first() {
                _ if mine.contains(&kind) => Ok((game, events)),
                Some(other) => Err(Wrong::OtherVictory {
                    got: *other,
                    wanted: kind,
                }),
                None => Err(Wrong::NotAsked(None)),
            }
        }
        Task::Block => {
            if before.threats(them).contains(h) {
                return Ok((game, events));
            }
            let fact = after.winning_hollows().iter().next().map(|next| {
                let victory = after.preview(Move::Place(next)).ok().and_then(|(_, e)| {
                    e.iter().find_map(|e| match e {
                        Event::Victory(v) => Some(v.kind),
                        _ => None,
                    })
                });
                Fact::WouldWin {
                    tribe: them,
                    hollow: next,
                    victory,
                }
            });
            Err(Wrong::NotAsked(fact))
        }
        Task::Tile(name, kind) => {
            let want = match kind {
                TileKind::Full => Tile::Full(me),
                TileKind::Half => Tile::Half(me),
            };
            let field = name.parse::<Field>().ok();
            let got = events
                .iter()
                .any(|e| matches!(e, Event::TilePlaced(f, t) if Some(*f) == field && *t == want));
            if got {
                return Ok((game, events));
            }
            let settled: Vec<(Field, Option<Tile>)> = events
                .iter()
                .filter_map(|e| match e {
                    Event::TilePlaced(f, t) => Some((*f, Some(*t))),
                    Event::FieldStaysEmpty(f) => Some((*f, None)),
                    _ => None,
                })
                .collect();
            Err(Wrong::NotAsked(
                (!settled.is_empty()).then_some(Fact::Settled(settled)),
            ))
        }
        Task::WinCount => {
            // The opponent's reply is forced (one hollow left): the core plays it.
            let mut last = None;
            while game.outcome() == Outcome::Ongoing {
                let replies = game.position().legal_moves();
                let [reply] = replies.as_slice() else { break };
                if let Move::Place(r) = reply {
                    last = Some(*r);
                }
                if game.play(*reply).is_err() {
                    break;
                }
            }
            let by_count = game
                .victories()
                .iter()
                .any(|v| v.kind == VictoryKind::Marae && v.tribe == me);
            if by_count && game.outcome() == Outcome::Won(me) {
                return Ok((game, events));
            }
            let p = game.position();
            let fact = match (last, p.outcome()) {
                (Some(last), Outcome::Won(winner)) => Some(Fact::CountAfter {
                    filler: them,
                    last,
                    matau: p.score_halves(Tribe::Matau),
                    manaia: p.score_halves(Tribe::Manaia),
                    winner,
                }),
                _ => None,
            };
            Err(Wrong::NotAsked(fact))
        }
    }
}
