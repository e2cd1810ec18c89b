//! A short arena in CI: Hard must clearly beat the `greedy` baseline in the Basic and
//! Master games, and nobody may lose to `random`. (The full benchmark figures are in the
//! README; that a Tane which pays is searched is a unit test in `engine.rs`.)

use takaro::cli::run;

struct Side {
    wins: u32,
    losses: u32,
    tane_turns: u32,
}

fn arena(a: &str, b: &str, games: u32, tier: &str, ms: u32) -> (Side, Side) {
    let args: Vec<String> = [
        "kemu",
        "arena",
        "--a",
        a,
        "--b",
        b,
        "--games",
        &games.to_string(),
        "--tier",
        tier,
        "--ms",
        &ms.to_string(),
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let out = run(&args, "").expect("arena runs");
    let side = |prefix: &str| {
        let line = out
            .lines()
            .find(|l| l.starts_with(prefix))
            .expect("a line per side");
        let field = |name: &str| -> u32 {
            let words: Vec<&str> = line.split_whitespace().collect();
            let i = words
                .iter()
                .position(|w| *w == name)
                .expect("field present");
            words[i + 1].parse().expect("a number")
        };
        Side {
            wins: field("wins"),
            losses: field("losses"),
            tane_turns: field("tane_turns"),
        }
    };
    (side("a "), side("b "))
}

#[test]
fn hard_clearly_beats_greedy() {
    let (hard, greedy) = arena("hard", "greedy", 20, "basic", 40);
    assert!(
        hard.wins >= 17,
        "hard won only {} of 20 against greedy",
        hard.wins
    );
    assert_eq!(greedy.wins, hard.losses);
}

#[test]
fn hard_clearly_beats_greedy_in_master_games() {
    let (hard, greedy) = arena("hard", "greedy", 10, "master", 40);
    assert!(hard.wins >= 9, "hard won {} of 10 Master games", hard.wins);
    assert_eq!(
        greedy.tane_turns, 0,
        "the greedy baseline only places stones"
    );
}

#[test]
fn nobody_loses_to_random() {
    for level in ["easy", "medium", "hard"] {
        let (engine, _) = arena(level, "random", 10, "basic", 20);
        assert_eq!(engine.losses, 0, "{level} lost to random");
    }
}
