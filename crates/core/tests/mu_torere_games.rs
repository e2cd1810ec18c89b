//! Random Mū tōrere games and arbitrary text: invariants hold, `Game::outcome_after`
//! foresees what playing the move brings, and nothing panics.

use proptest::prelude::*;
use takaro_core::mu_torere::{Game, Outcome, Position, Side};

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_four_counters_each(choices in prop::collection::vec(any::<u8>(), 0..200)) {
        let mut game = Game::new();
        for c in choices {
            if game.outcome() != Outcome::Ongoing {
                break;
            }
            let moves = game.position().legal_moves();
            prop_assert!(!moves.is_empty());
            let before = *game.position();
            let from = moves[usize::from(c) % moves.len()].from;
            let foreseen = game.outcome_after(from).unwrap();
            game.play(from).unwrap();
            prop_assert_eq!(game.outcome(), foreseen);
            let p = game.position();
            let board = p.board();
            prop_assert_eq!(board.iter().filter(|c| **c == Some(Side::Green)).count(), 4);
            prop_assert_eq!(board.iter().filter(|c| **c == Some(Side::White)).count(), 4);
            prop_assert_eq!(p.to_move(), before.to_move().other());
            prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), *p);
        }
        let replay = Game::from_record(&game.record()).unwrap();
        prop_assert_eq!(replay.position(), game.position());
        prop_assert_eq!(replay.outcome(), game.outcome());
        if let Outcome::Won(w) = game.outcome() {
            prop_assert!(game.position().is_blocked());
            prop_assert_eq!(game.position().to_move(), w.other());
        }
    }

    #[test]
    fn arbitrary_text_never_panics(s in ".{0,14}") {
        if let Ok(p) = s.parse::<Position>() {
            prop_assert_eq!(p.to_string(), s.trim());
        }
        if let Ok(game) = Game::from_record(&s) {
            prop_assert_eq!(Game::from_record(&game.record()).unwrap(), game);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    /// Under every rule set: the game's legal moves are exactly the points it accepts,
    /// `outcome_after` foresees each move, and a record replays under its rule set.
    #[test]
    fn random_games_under_every_rule_set(rules_at in 0usize..5, choices in prop::collection::vec(any::<u8>(), 0..120)) {
        let rules = takaro_core::mu_torere::RuleSet::ALL[rules_at];
        let mut game = Game::with_rules(rules);
        for c in choices {
            let moves = game.legal_moves();
            if game.outcome() != Outcome::Ongoing {
                prop_assert!(moves.is_empty());
                break;
            }
            prop_assert!(!moves.is_empty(), "an ongoing game has a move");
            for p in takaro_core::mu_torere::Point::ALL {
                prop_assert_eq!(game.check(p).is_ok(), moves.iter().any(|m| m.from == p));
            }
            let from = moves[usize::from(c) % moves.len()].from;
            let foreseen = game.outcome_after(from).unwrap();
            game.play(from).unwrap();
            prop_assert_eq!(game.outcome(), foreseen);
        }
        let replay = Game::from_record_with(rules, &game.record()).unwrap();
        prop_assert_eq!(replay, game);
    }
}
