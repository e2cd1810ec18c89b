//! A review of a game's moves for learners: where a player missed a win in one, and
//! where a player left the opponent a win in one that the opponent then took.

use super::game::Game;
use super::moves::Move;
use super::rules::Tribe;
use super::sets::HollowSet;

/// What the review says about one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Who played it.
    pub tribe: Tribe,
    pub mv: Move,
    /// Hollows where a stone would have won at once, when the move played did not win.
    pub missed_win: HollowSet,
    /// The opponent could win with their next stone after this move, and did.
    pub gave_win: bool,
}

/// Reviews every move of a game, in order.
pub fn review(game: &Game) -> Vec<MoveReview> {
    let mut position = *game.start();
    let mut reviews: Vec<MoveReview> = Vec::with_capacity(game.moves().len());
    for &mv in game.moves() {
        let tribe = position.to_move();
        let wins_now = position.winning_hollows();
        let won = matches!(mv, Move::Place(h) if wins_now.contains(h));
        // The previous move left a win in one, and this move took it.
        if let Some(previous) = reviews.last_mut() {
            if won && previous.tribe != tribe {
                previous.gave_win = true;
            }
        }
        reviews.push(MoveReview {
            tribe,
            mv,
            missed_win: if won { HollowSet::EMPTY } else { wins_now },
            gave_win: false,
        });
        if position.play(mv).is_err() {
            break; // a game's moves were legal when played
        }
    }
    reviews
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::Hollow;

    fn h(name: &str) -> Hollow {
        name.parse().unwrap()
    }

    #[test]
    fn a_missed_win_and_a_win_given_away() {
        // Manaia (after the ball) builds a3 a5 a7; Matau misses its own d4 Tahuna and
        // does not block a9, which Manaia then takes.
        let game = Game::from_record("basic a=manaia f6 c3 a3 d2 a5 e3 a7 k9 a9").expect("a game");
        let notes = review(&game);
        assert_eq!(notes.len(), 9);
        let k9 = &notes[7];
        assert_eq!(k9.tribe, Tribe::Matau);
        assert_eq!(k9.missed_win, h("d4").bit(), "d4 would have enclosed d3");
        assert!(k9.gave_win, "a9 was left open and taken");
        assert!(
            notes[8].missed_win.is_empty(),
            "the winning move misses nothing"
        );
        assert!(!notes[8].gave_win);
        assert!(notes[..7]
            .iter()
            .all(|n| n.missed_win.is_empty() && !n.gave_win));
    }

    #[test]
    fn a_threat_left_but_not_taken_is_not_marked() {
        // Matau leaves a9 open; Manaia plays elsewhere (and so misses the win).
        let game = Game::from_record("basic a=manaia f6 c3 a3 d2 a5 k9 a7 k7 k5").expect("a game");
        let notes = review(&game);
        assert!(!notes[7].gave_win);
        assert_eq!(notes[8].missed_win, h("a9").bit());
    }
}
