//! Endgames where only the Maori-Tane wins: one hollow is left, every placement loses the
//! Marae count, and a Tane turn that clears the opponent's tiles wins it. An exhaustive
//! search over the core's moves proves which moves win; Hard must find one of them.

use takaro::core::kemu::{Game, Move, Outcome, Position};
use takaro::kemu_engine::{choose, Level, NoClock};

/// Whether `mv` wins for the player who makes it, with best play from both sides.
fn wins(p: &Position, mv: Move) -> bool {
    let me = p.to_move();
    let (after, _) = p.preview(mv).expect("a legal move");
    match after.outcome() {
        Outcome::Won(t) => t == me,
        Outcome::Drawn => false,
        Outcome::Ongoing => !after
            .legal_moves()
            .into_iter()
            .any(|reply| wins(&after, reply)),
    }
}

/// Records found by playing random Master games with no stone victory to the last
/// hollow; each is one move before the Marae count.
const ONLY_THE_TANE_WINS: [(&str, &str); 2] = [
    (
        "master a=matau d6 b10 f2 k7 a5 h4 g5 j10 i7 i9 e7 g7 b6 d2 b4 a9 g1 k3 e5 a7 g9 i5 \
         d10 a3 i1 f10 e9 c3 h6 h10 h8 c9 d8 g3 e3 f8 k9 j4 j8 e11 b2 j6 b8 j2 k5 h2 c11 d4 \
         i3 c1 f6 c7 g11 f4 e1 c5",
        "Td7>s",
    ),
    (
        "master a=matau e7 c1 g7 b2 b8 k7 f2 j10 g3 i5 k9 d8 a7 g9 k3 a9 e1 e11 e3 k5 f10 j8 \
         j2 a5 f6 e9 h8 f4 c9 i9 b4 j4 g11 i7 g1 d2 c11 d4 c3 e5 b10 h4 h6 h2 b6 d10 j6 g5 \
         d6 i1 i3 c5 f8 c7 h10 i11",
        "Tj3>n",
    ),
];

#[test]
fn only_a_tane_turn_wins_and_hard_finds_it() {
    for (record, only_win) in ONLY_THE_TANE_WINS {
        let game = Game::from_record(record).expect("a legal record");
        let p = *game.position();
        assert_eq!(p.empty_hollows().len(), 1, "{record}");
        let winning: Vec<String> = p
            .legal_moves()
            .into_iter()
            .filter(|mv| wins(&p, *mv))
            .map(|mv| mv.to_string())
            .collect();
        assert_eq!(winning, [only_win], "the one winning move in {record}");
        for seed in 0..3 {
            let choice = choose(&p, Level::Hard, Some(50), seed, &NoClock).expect("a move");
            assert_eq!(
                choice.mv.to_string(),
                only_win,
                "Hard (seed {seed}) in {record}"
            );
        }
    }
}

#[test]
fn a_finished_game_is_read_from_the_side_that_would_move_next() {
    // The last stone decides the Marae count; the engine reads the result from the side
    // to move, which passes to the other player even when the move ends the game.
    let game = Game::from_record(ONLY_THE_TANE_WINS[0].0).unwrap();
    let p = *game.position();
    let last = Move::Place(p.empty_hollows().iter().next().unwrap());
    let (after, _) = p.preview(last).unwrap();
    assert!(after.is_over());
    assert_eq!(after.to_move(), p.to_move().other());
    assert!(!wins(&p, last), "the last stone loses the count here");
}
