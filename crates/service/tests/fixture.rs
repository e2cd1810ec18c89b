//! The games the live tests and the load benchmark play (`tests/live/games.json`): each
//! game's start link and its link after every move, made here by the rules core (the
//! first legal move each time), so that the service, which referees every move, takes
//! them. `UPDATE_FIXTURE=1 cargo test -p takaro-service --test fixture` writes the file
//! anew; otherwise the test fails when it is stale.

use serde_json::{json, Value};
use takaro_core::{kemu, mu_torere};

/// Moves a game of the fixture keeps at most.
const LONGEST: usize = 80;

fn mu_game() -> Value {
    let mut game = mu_torere::Game::from_record_with(Default::default(), "").unwrap();
    let mut links = Vec::new();
    while !game.outcome().is_over() && links.len() < LONGEST {
        let moves = game.legal_moves();
        // Not the first legal move always: that would repeat a position at once.
        let mv = moves[links.len() % moves.len()];
        game.play(mv.from).unwrap();
        links.push(format!("record={}", game.record()));
    }
    json!({ "game": "mu-torere", "seats": ["green", "white"], "start": "record=", "links": links })
}

fn kemu_game() -> Value {
    let mut game = kemu::Game::new(kemu::Rules::new(kemu::Tier::Basic), kemu::Tribe::Matau);
    let start = format!("record={}", game.to_compact());
    let mut links = Vec::new();
    while !game.outcome().is_over() && links.len() < LONGEST {
        let moves = game.position().legal_moves();
        let mv = moves[links.len() * 7 % moves.len()];
        game.play(mv).unwrap();
        links.push(format!("record={}", game.to_compact()));
    }
    let seats = [kemu::Tribe::Matau.code(), kemu::Tribe::Manaia.code()];
    json!({ "game": "kemu", "seats": seats, "start": start, "links": links })
}

#[test]
fn the_live_tests_games_are_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/live/games.json");
    let text = serde_json::to_string_pretty(&json!([mu_game(), kemu_game()])).unwrap() + "\n";
    if std::env::var_os("UPDATE_FIXTURE").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let kept = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        kept == text,
        "tests/live/games.json is stale: UPDATE_FIXTURE=1 cargo test -p takaro-service --test fixture"
    );
}
