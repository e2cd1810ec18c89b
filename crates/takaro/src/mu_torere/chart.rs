//! The value of every ply of a game, from the table (or, once a position has come
//! twice, from a solve with the game's history), and the moves that threw a result
//! away.

use super::analyse_in_game;
use takaro_core::mu_torere::{Game, Outcome, Point, Side, Value};

/// What a position of a game is worth with perfect play from there on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlyValue {
    /// Plies made before this position (0 = the game's first position).
    pub ply: usize,
    /// Who wins with perfect play; `None` for a draw.
    pub winner: Option<Side>,
    /// Plies to the end of a won game (0 when it is over); `None` for a draw.
    pub distance: Option<u8>,
}

impl PlyValue {
    /// The value of a position for its player to move, as a [`PlyValue`].
    fn from_mover(ply: usize, mover: Side, v: Value) -> PlyValue {
        let (winner, distance) = match v {
            Value::Win(d) => (Some(mover), Some(d)),
            Value::Loss(d) => (Some(mover.other()), Some(d)),
            Value::Draw => (None, None),
        };
        PlyValue {
            ply,
            winner,
            distance,
        }
    }

    /// `green`, `white` or `draw`: who wins with perfect play.
    pub fn code(&self) -> &'static str {
        match self.winner {
            Some(Side::Green) => "green",
            Some(Side::White) => "white",
            None => "draw",
        }
    }

    /// In words: "Green wins in 5", "Green has won", "draw".
    pub fn words(&self) -> String {
        match (self.winner, self.distance) {
            (Some(w), Some(0)) => format!("{} has won", w.name()),
            (Some(w), Some(d)) => format!("{} wins in {d}", w.name()),
            _ => "draw".to_string(),
        }
    }

    /// How good the position is for `side`: higher is better (a faster win is better,
    /// a slower loss less bad).
    fn score_for(&self, side: Side) -> i32 {
        match (self.winner, self.distance) {
            (Some(w), Some(d)) if w == side => 100 - i32::from(d),
            (Some(_), Some(d)) => -100 + i32::from(d),
            _ => 0,
        }
    }
}

/// A move that turned a draw into a loss, or a win into a draw or a loss, for its
/// player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slip {
    /// The move's number (1 = the game's first move).
    pub ply: usize,
    pub mover: Side,
    pub from: Point,
    pub before: PlyValue,
    pub after: PlyValue,
}

impl Slip {
    /// In words, e.g. "move 7: White's move from kāwai 3 let Green win in 5".
    pub fn words(&self) -> String {
        let place = if self.from.is_putahi() {
            "the pūtahi".to_string()
        } else {
            format!("kāwai {}", self.from)
        };
        let what = match (self.after.winner, self.after.distance) {
            (Some(w), Some(0)) => format!("let {} win at once", w.name()),
            (Some(w), Some(d)) => format!("let {} win in {d}", w.name()),
            _ => "threw away the win: the game is now a draw".to_string(),
        };
        format!(
            "move {}: {}'s move from {place} {what}",
            self.ply,
            self.mover.name()
        )
    }
}

/// The value after every ply of `game`, the first position first.
pub fn game_values(game: &Game) -> Vec<PlyValue> {
    let positions = game.positions();
    let mut prefix = Game::from_position(game.rules(), positions[0]);
    let mut values = Vec::with_capacity(positions.len());
    for (ply, mv) in std::iter::once(None)
        .chain(game.moves().iter().map(Some))
        .enumerate()
    {
        if let Some(mv) = mv {
            if prefix.play(mv.from).is_err() {
                break; // cannot happen: the game's own moves
            }
        }
        let mover = prefix.position().to_move();
        values.push(match prefix.outcome() {
            Outcome::Won(w) => PlyValue {
                ply,
                winner: Some(w),
                distance: Some(0),
            },
            Outcome::DrawByRepetition => PlyValue::from_mover(ply, mover, Value::Draw),
            Outcome::Ongoing => {
                let best = analyse_in_game(&prefix)
                    .first()
                    .map_or(Value::Draw, |(_, v)| *v);
                PlyValue::from_mover(ply, mover, best)
            }
        });
    }
    values
}

/// The moves of `game` that made its player's result worse: a draw thrown into a loss,
/// or a win thrown into a draw or a loss. (A slower win is not counted.)
pub fn slips(game: &Game, values: &[PlyValue]) -> Vec<Slip> {
    let positions = game.positions();
    values
        .windows(2)
        .zip(game.moves())
        .zip(positions)
        .filter_map(|((pair, mv), before_pos)| {
            let (before, after) = (pair[0], pair[1]);
            let mover = before_pos.to_move();
            let worse =
                before.winner != after.winner && after.score_for(mover) < before.score_for(mover);
            worse.then_some(Slip {
                ply: after.ply,
                mover,
                from: mv.from,
                before,
                after,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro_core::mu_torere::{Position, RuleSet};

    #[test]
    fn a_drawn_start_and_a_slip_into_a_loss() {
        // 4 5 0 4 3 … from the computer's tests: find a game with a slip by playing
        // until the table says someone has thrown the draw away.
        let game = Game::from_record("1 8 0").unwrap();
        let values = game_values(&game);
        assert_eq!(values.len(), 4);
        assert_eq!(values[0].code(), "draw");
        for (k, v) in values.iter().enumerate() {
            assert_eq!(v.ply, k);
            let pos = game.positions()[k];
            let table = super::super::value(&pos).unwrap();
            assert_eq!(*v, PlyValue::from_mover(k, pos.to_move(), table));
        }
    }

    #[test]
    fn slips_name_the_move_and_what_it_let_happen() {
        // Search short games for one where a player throws a draw away, and check the
        // slip against the values on both sides of it.
        let mut found = 0;
        let mut stack = vec![Game::new()];
        while let Some(g) = stack.pop() {
            if g.moves().len() >= 5 || g.outcome() != Outcome::Ongoing {
                let values = game_values(&g);
                for s in slips(&g, &values) {
                    assert!(s.before.score_for(s.mover) > s.after.score_for(s.mover));
                    assert_eq!(s.after.winner, Some(s.mover.other()));
                    assert!(s.words().starts_with(&format!("move {}: ", s.ply)));
                    assert!(s.words().contains(" let "), "{}", s.words());
                    found += 1;
                }
                continue;
            }
            for m in g.legal_moves() {
                let mut next = g.clone();
                next.play(m.from).unwrap();
                stack.push(next);
            }
        }
        assert!(found > 0);
        let slip = Slip {
            ply: 7,
            mover: Side::White,
            from: Point::new(3).unwrap(),
            before: PlyValue {
                ply: 6,
                winner: None,
                distance: None,
            },
            after: PlyValue {
                ply: 7,
                winner: Some(Side::Green),
                distance: Some(5),
            },
        };
        assert_eq!(
            slip.words(),
            "move 7: White's move from kāwai 3 let Green win in 5"
        );
    }

    #[test]
    fn a_finished_game_ends_at_distance_zero() {
        let game = Game::from_record_with(RuleSet::Free, "3").unwrap();
        let values = game_values(&game);
        assert_eq!(values[0].words(), "Green wins in 1");
        assert_eq!(values[1].words(), "Green has won");
        assert_eq!(values[1].distance, Some(0));
        assert!(slips(&game, &values).is_empty(), "winning is no slip");
        let drawn = Game::from_record("4 5 0 4 5 0 4 5 0 4 5 0").unwrap();
        let values = game_values(&drawn);
        assert_eq!(values.len(), 13);
        assert_eq!(values[12].code(), "draw", "drawn by repetition");
        for (k, v) in values.iter().enumerate().take(12) {
            // No position has come a third time before the end, and the table agrees
            // wherever none has come twice.
            let prefix = Game::from_record(&drawn.record()[..2 * k]).unwrap();
            if !prefix
                .positions()
                .iter()
                .any(|p| prefix.draws_by_repetition_at(p))
            {
                let pos = prefix.position();
                let table = super::super::value(pos).unwrap();
                assert_eq!(*v, PlyValue::from_mover(k, pos.to_move(), table));
            }
        }
        assert_eq!(
            game_values(&Game::from_position(
                RuleSet::Standard,
                "g/w.wggggww".parse::<Position>().unwrap()
            ))[0]
                .words(),
            "White has won"
        );
    }
}
