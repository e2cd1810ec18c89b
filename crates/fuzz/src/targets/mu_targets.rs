//! Targets for Mū tōrere positions and records.

use super::*;

// ---------------------------------------------------------------------------------------
// Mū tōrere.

pub fn mu_position(text: &str) -> bool {
    match text.parse::<Position>() {
        Ok(p) => {
            round_trip(&p);
            assert_eq!(p.to_string().len(), 2 + POINTS);
            true
        }
        Err(e) => {
            let _ = e.to_string();
            false
        }
    }
}

/// A game of random legal moves under a random rule set.
pub fn random_mu_game(rng: &mut Rng) -> mu_torere::Game {
    let rules = *rng.pick(&RuleSet::ALL);
    let mut game = mu_torere::Game::with_rules(rules);
    let stop = rng.below(60);
    for _ in 0..stop {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = *rng.pick(&moves);
        game.play(mv.from).expect("a legal move plays");
    }
    game
}

pub fn gen_mu_position(rng: &mut Rng) -> String {
    if rng.one_in(2) {
        return random_mu_game(rng).position().to_string();
    }
    // Any arrangement of counters, not only reachable ones.
    let mut cells: Vec<char> = "ggggwwww.".chars().collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i + 1));
    }
    let side = rng.pick(&['g', 'w']);
    format!("{side}/{}", cells.into_iter().collect::<String>())
}

pub fn mu_record(text: &str) -> bool {
    let mut read = false;
    for rules in RuleSet::ALL {
        match mu_torere::Game::from_record_with(rules, text) {
            Ok(game) => {
                let record = game.record();
                let again = mu_torere::Game::from_record_with(rules, &record)
                    .unwrap_or_else(|e| panic!("the printed record {record:?} does not read: {e}"));
                assert_eq!(again, game, "record round trip through {record:?}");
                assert_eq!(again.record(), record);
                read = true;
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
    let standard = mu_torere::Game::from_record(text).ok();
    assert_eq!(
        standard,
        mu_torere::Game::from_record_with(RuleSet::Standard, text).ok()
    );
    read
}

pub fn gen_mu_record(rng: &mut Rng) -> String {
    let record = random_mu_game(rng).record();
    match rng.below(6) {
        0 => record.replace(' ', ","),
        1 => record.replace(' ', ", "),
        _ => record,
    }
}
