//! The analysis of a Moeraki Kemu game ("where did I go wrong"): every position's value
//! to Matau by the engine ([`evaluate_for_matau`], Hard's search to a fixed depth), and
//! the moves whose value swung against their player by [`THRESHOLD`] or more, each with
//! what it let the opponent do, asked of the rules core. `takaro kemu eval` prints it;
//! the page works the values out in its engine worker and the marks with [`marks`].

use crate::kemu_engine::{evaluate_for_matau, WIN_SOON};
use takaro_core::kemu::{Game, Hollow, Move, Position, Tribe};

/// The depth the page and `takaro kemu eval` search by default: a whole game takes a
/// few seconds in the browser.
pub const DEPTH: u32 = 3;

/// The deepest search an analysis may ask for (deeper takes minutes a game).
pub const MAX_DEPTH: u32 = 8;

/// Values are capped at this for the chart and for swings: a forced win counts as this.
pub const CAP: i32 = 600;

/// A move that loses its player this much value (after the cap) is marked.
pub const THRESHOLD: i32 = 150;

/// Every position of `game`, the start first and the position after the last move last.
pub fn positions(game: &Game) -> Vec<Position> {
    let mut p = *game.start();
    let mut out = Vec::with_capacity(game.moves().len() + 1);
    out.push(p);
    for &mv in game.moves() {
        if p.play_with(mv, &mut |_| {}).is_err() {
            break; // cannot happen: the game's own moves
        }
        out.push(p);
    }
    out
}

/// The value to Matau of every position of `game` (see [`positions`]) at `depth`.
pub fn evaluate_game(game: &Game, depth: u32) -> Vec<i32> {
    positions(game)
        .iter()
        .map(|p| evaluate_for_matau(p, depth))
        .collect()
}

/// The tribe a value says wins by force, if any.
pub fn forced_winner(value: i32) -> Option<Tribe> {
    match value {
        v if v >= WIN_SOON => Some(Tribe::Matau),
        v if v <= -WIN_SOON => Some(Tribe::Manaia),
        _ => None,
    }
}

/// A value capped at ±[`CAP`].
pub fn capped(value: i32) -> i32 {
    value.clamp(-CAP, CAP)
}

/// What a marked move let the opponent do, or what it missed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Consequence {
    /// The mover could have won at once, at this hollow.
    MissedWin(Hollow),
    /// The opponent can now win at once, at this hollow.
    WinNow(Hollow),
    /// The opponent can now place a stone here that threatens two wins at once, and the
    /// mover then has no win of their own.
    DoubleThreat(Hollow),
    /// The engine finds a forced win for the opponent.
    ForcedWin,
    /// The engine found a forced win for the mover before the move, and none after it.
    MissedForcedWin,
    /// None of those: the move only lost value.
    Points,
}

impl Consequence {
    /// The code in `takaro kemu eval`'s JSON and the page's `data-mark-kind`.
    pub fn code(self) -> &'static str {
        match self {
            Consequence::MissedWin(_) => "missed-win",
            Consequence::WinNow(_) => "win-now",
            Consequence::DoubleThreat(_) => "double-threat",
            Consequence::ForcedWin => "forced-win",
            Consequence::MissedForcedWin => "missed-forced-win",
            Consequence::Points => "points",
        }
    }

    /// The hollow it happens at, if one.
    pub fn hollow(self) -> Option<Hollow> {
        match self {
            Consequence::MissedWin(h) | Consequence::WinNow(h) | Consequence::DoubleThreat(h) => {
                Some(h)
            }
            Consequence::ForcedWin | Consequence::MissedForcedWin | Consequence::Points => None,
        }
    }
}

/// A move whose value swung against its player past [`THRESHOLD`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    /// The move's number (1 = the ball's placement).
    pub ply: usize,
    pub mover: Tribe,
    pub mv: Move,
    /// The capped value the mover lost (positive).
    pub lost: i32,
    pub consequence: Consequence,
}

impl Mark {
    /// In words, e.g. "move 23: Manaia's g7 let Matau make a double threat at e5" (the
    /// command line's English; the page builds its words from the same data).
    pub fn words(&self) -> String {
        let opponent = self.mover.other().name();
        let what = match self.consequence {
            Consequence::MissedWin(h) => format!("missed a win at {h}"),
            Consequence::WinNow(h) => format!("let {opponent} win at once at {h}"),
            Consequence::DoubleThreat(h) => {
                format!("let {opponent} make a double threat at {h}")
            }
            Consequence::ForcedWin => format!("let {opponent} make sure of a win"),
            Consequence::MissedForcedWin => "missed a sure win".to_string(),
            Consequence::Points => format!(
                "was a swing of {} points against {}",
                self.lost,
                self.mover.name()
            ),
        };
        format!(
            "move {}: {}'s {} {what}",
            self.ply,
            self.mover.name(),
            self.mv
        )
    }
}

/// The moves of `game` whose value (`values`, one a position, from [`evaluate_game`] or
/// the page's worker) swung against their player by [`THRESHOLD`] or more. A move that
/// was the only one allowed (a pass) is never marked.
pub fn marks(game: &Game, values: &[i32]) -> Vec<Mark> {
    let positions = positions(game);
    game.moves()
        .iter()
        .enumerate()
        .filter_map(|(i, &mv)| {
            let (before, after) = (positions.get(i)?, positions.get(i + 1)?);
            let (was, now) = (*values.get(i)?, *values.get(i + 1)?);
            let mover = before.to_move();
            let sign = if mover == Tribe::Matau { 1 } else { -1 };
            let lost = sign * (capped(was) - capped(now));
            if lost < THRESHOLD || before.legal_moves().len() < 2 {
                return None;
            }
            Some(Mark {
                ply: i + 1,
                mover,
                mv,
                lost,
                consequence: consequence(before, after, was, now, mover),
            })
        })
        .collect()
}

/// What the move from `before` to `after` (valued `was` and `now`) let the opponent do,
/// by the core's threats, or what the mover missed.
fn consequence(
    before: &Position,
    after: &Position,
    was: i32,
    now: i32,
    mover: Tribe,
) -> Consequence {
    let opponent = mover.other();
    if let Some(h) = before.winning_hollows().iter().next() {
        return Consequence::MissedWin(h);
    }
    if after.is_over() {
        return Consequence::Points;
    }
    if let Some(h) = after.winning_hollows().iter().next() {
        return Consequence::WinNow(h);
    }
    let double = after.placeable_hollows().iter().find(|&h| {
        after.preview(Move::Place(h)).is_ok_and(|(q, _)| {
            !q.is_over() && q.live_threats(opponent).len() >= 2 && q.winning_hollows().is_empty()
        })
    });
    if let Some(h) = double {
        return Consequence::DoubleThreat(h);
    }
    if forced_winner(now) == Some(opponent) {
        return Consequence::ForcedWin;
    }
    if forced_winner(was) == Some(mover) {
        return Consequence::MissedForcedWin;
    }
    Consequence::Points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu_engine::WIN;

    fn game(r: &str) -> Game {
        Game::from_record(r).unwrap()
    }

    #[test]
    fn values_are_matau_s_and_a_finished_game_is_won() {
        // Manaia has c1 e1 g1 on the south edge row and wins with i1 (Ara).
        let g = game("beginner a=matau f6 c1 a3 e1 a5 g1 k3 i1");
        let values = evaluate_game(&g, DEPTH);
        assert_eq!(values.len(), g.moves().len() + 1);
        assert_eq!(*values.last().unwrap(), -WIN, "Manaia has won");
        // Before i1, Manaia (to move) wins at once: a forced win for Manaia.
        assert_eq!(forced_winner(values[values.len() - 2]), Some(Tribe::Manaia));
        // The same position valued from the other side is the same number.
        let p = positions(&g)[3];
        assert_eq!(evaluate_for_matau(&p, DEPTH), values[3]);
    }

    #[test]
    fn letting_the_opponent_win_at_once_is_marked() {
        // Matau's k3 leaves Manaia's c1 e1 g1 open at i1 (Matau could have blocked).
        let g = game("beginner a=matau f6 c1 a3 e1 a5 g1 k3 i1");
        let values = evaluate_game(&g, DEPTH);
        let marks = marks(&g, &values);
        let k3 = marks.iter().find(|m| m.ply == 7).expect("k3 is marked");
        assert_eq!(k3.mover, Tribe::Matau);
        assert_eq!(k3.mv.to_string(), "k3");
        assert_eq!(k3.consequence, Consequence::WinNow("i1".parse().unwrap()));
        assert!(k3.lost >= THRESHOLD);
        assert_eq!(
            k3.words(),
            "move 7: Matau's k3 let Manaia win at once at i1"
        );
        // The winning move itself is no mistake.
        assert!(marks.iter().all(|m| m.mover == Tribe::Matau), "{marks:?}");
    }

    #[test]
    fn a_missed_win_is_named_before_anything_else() {
        // Manaia could win at i1 with its fourth stone but plays k5; Matau blocks.
        let g = game("beginner a=matau f6 c1 a3 e1 a5 g1 a7 k5 i1");
        let values = evaluate_game(&g, DEPTH);
        let k5 = marks(&g, &values)
            .into_iter()
            .find(|m| m.ply == 8)
            .expect("k5 is marked");
        assert_eq!(
            k5.consequence,
            Consequence::MissedWin("i1".parse().unwrap())
        );
        assert_eq!(k5.words(), "move 8: Manaia's k5 missed a win at i1");
    }

    #[test]
    fn marks_follow_the_threshold_and_skip_forced_moves() {
        // The ball (move 1, Matau), then Manaia's c1 and Matau's a3.
        let g = game("beginner a=matau f6 c1 a3");
        let positions = positions(&g);
        assert_eq!(positions[1].to_move(), Tribe::Manaia);
        // Values made up to test the swing rule alone: Manaia's c1 (move 2) loses 150,
        // Matau's a3 (move 3) loses 149.
        let values = [0, 0, 150, 1];
        let found = marks(&g, &values);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].ply, 2);
        assert_eq!(found[0].mover, Tribe::Manaia);
        assert_eq!(found[0].lost, 150);
        assert_eq!(found[0].consequence, Consequence::Points);
        assert_eq!(
            found[0].words(),
            "move 2: Manaia's c1 was a swing of 150 points against Manaia"
        );
        // A forced win for the opponent is capped, and named when nothing nearer is.
        let m = marks(&g, &[0, 0, WIN_SOON, WIN_SOON])[0];
        assert_eq!(m.lost, CAP);
        assert_eq!(m.consequence, Consequence::ForcedWin);
        assert_eq!(
            m.words(),
            "move 2: Manaia's c1 let Matau make sure of a win"
        );
        // A forced win of the mover's that the move let slip.
        let m = marks(&g, &[-WIN_SOON, -WIN_SOON, -100, -100])[0];
        assert_eq!(m.consequence, Consequence::MissedForcedWin);
        assert_eq!(m.words(), "move 2: Manaia's c1 missed a sure win");
        // A pass, the only move allowed, is never marked, whatever the values say.
        let mut g = game(
            "master a=matau d6 b10 f2 k7 a5 h4 g5 j10 i7 i9 e7 g7 b6 d2 b4 a9 g1 k3 e5 a7 g9 \
             i5 d10 a3 i1 f10 e9 c3 h6 h10 h8 c9 d8 g3 e3 f8 k9 j4 j8 e11 b2 j6 b8 j2 k5 h2 \
             c11 d4 i3 c1 f6 c7 g11 f4 e1 c5",
        );
        g.play("Td7>s".parse().unwrap()).unwrap();
        g.play(Move::Pass).unwrap();
        let n = g.moves().len();
        assert_eq!(
            super::positions(&g)[n - 1].to_move(),
            Tribe::Manaia,
            "Manaia passed"
        );
        let mut values = vec![0; n + 1];
        values[n] = CAP;
        assert!(marks(&g, &values).is_empty(), "the pass is not marked");
    }

    #[test]
    fn a_double_threat_is_found_by_the_core() {
        // Random Basic games: wherever the core's threats say the opponent could place a
        // stone that threatens two wins, the consequence names such a hollow.
        let mut rng = crate::rng::Rng::new(5);
        let mut found = 0;
        for _ in 0..40 {
            let mut p = *Game::new(
                takaro_core::kemu::Rules::new(takaro_core::kemu::Tier::Basic),
                Tribe::Matau,
            )
            .position();
            while !p.is_over() {
                let before = p;
                let mv = crate::kemu_engine::random(&p, &mut rng).unwrap();
                p.play(mv).unwrap();
                let c = consequence(&before, &p, 0, 0, before.to_move());
                if let Consequence::DoubleThreat(h) = c {
                    assert!(before.winning_hollows().is_empty());
                    assert!(p.winning_hollows().is_empty());
                    let (q, _) = p.preview(Move::Place(h)).unwrap();
                    assert!(q.live_threats(p.to_move()).len() >= 2, "{h}");
                    assert!(q.winning_hollows().is_empty());
                    found += 1;
                }
            }
        }
        assert!(found > 0);
    }

    #[test]
    fn the_same_game_gives_the_same_values() {
        let g = game("basic a=manaia f6 e5 g7 d4 h8 c3 i9 e3");
        assert_eq!(evaluate_game(&g, DEPTH), evaluate_game(&g, DEPTH));
    }
}
