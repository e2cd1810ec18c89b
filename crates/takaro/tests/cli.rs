//! The `takaro` binary, run as a user runs it.

use std::io::Write;
use std::process::{Command, Stdio};

fn takaro(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_takaro"))
        .args(args)
        .output()
        .expect("run takaro");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn mu_torere_solve_prints_the_published_figures() {
    let (code, out, _) = takaro(&["mu-torere", "solve"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "reachable 1180\nwinning 208\nlosing 128\ndrawn 844\ntable_bytes 630\n"
    );
}

#[test]
fn mu_torere_best_moves() {
    // The start is drawn: Green's only moves are 1 and 4 into the pūtahi.
    let (code, out, _) = takaro(&["mu-torere", "best", "g/.ggggwwww"]);
    assert_eq!(code, 0);
    assert!(out == "move 1 draw\n" || out == "move 4 draw\n", "{out}");
    // A blocked player.
    assert_eq!(
        takaro(&["mu-torere", "best", "g/w.wggggww"]).1,
        "no-move loss\n"
    );
    // A set-up position no game from the start reaches is solved on the spot.
    use takaro::core::mu_torere::{Position, TABLE_SLOTS};
    let unreachable = (0..TABLE_SLOTS)
        .filter_map(Position::from_index)
        .find(|p| takaro::mu_torere::value(p).is_none() && !p.is_blocked())
        .expect("80 slots are unreachable");
    let (code, out, _) = takaro(&["mu-torere", "best", &unreachable.to_string()]);
    assert_eq!(code, 0);
    assert!(out.starts_with("move "), "{unreachable}: {out}");
}

#[test]
fn mu_torere_best_finds_the_fastest_win() {
    // Search the table for a position won in 1 and check the tool says so.
    use takaro::core::mu_torere::{Position, Value, TABLE_SLOTS};
    let (won1, won5) = {
        let mut w1 = None;
        let mut w5 = None;
        for i in 0..TABLE_SLOTS {
            let Some(p) = Position::from_index(i) else {
                continue;
            };
            match takaro::mu_torere::value(&p) {
                Some(Value::Win(1)) if w1.is_none() => w1 = Some(p),
                Some(Value::Win(5)) if w5.is_none() => w5 = Some(p),
                _ => {}
            }
        }
        (w1.unwrap(), w5.unwrap())
    };
    let (_, out, _) = takaro(&["mu-torere", "best", &won1.to_string()]);
    assert!(out.ends_with(" win 1\n"), "{out}");
    let (_, out, _) = takaro(&["mu-torere", "best", &won5.to_string()]);
    assert!(out.ends_with(" win 5\n"), "{out}");
    let mv: u8 = out.split_whitespace().nth(1).unwrap().parse().unwrap();
    let after = won5
        .play(takaro::core::mu_torere::Point::new(mv).unwrap())
        .unwrap();
    assert_eq!(takaro::mu_torere::value(&after), Some(Value::Loss(4)));
}

#[test]
fn mu_torere_bad_position_fails_clearly() {
    for bad in ["g/.gggwwww", "x/.ggggwwww", "nonsense"] {
        let (code, out, err) = takaro(&["mu-torere", "best", bad]);
        assert_ne!(code, 0, "{bad}");
        assert!(out.is_empty());
        assert!(err.contains("bad position"), "{err}");
    }
}

#[test]
fn kemu_replay_reports_the_state_as_json() {
    let (code, out, _) = takaro(&[
        "kemu", "replay", "basic", "a=matau", "f6", "k3", "c1", "k5", "b2", "i9", "a3",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["tier"], "basic");
    assert_eq!(v["outcome"], "won");
    assert_eq!(v["winner"], "matau");
    assert_eq!(v["to_move"], serde_json::Value::Null);
    assert_eq!(v["victories"][0]["kind"], "awa");
    assert_eq!(v["tiles"]["b2"], "matau-full");
    assert_eq!(v["score"]["matau"], 1.0);
    assert_eq!(v["stones_left"]["matau"], 25);
    assert_eq!(v["stones_left"]["manaia"], 25);
}

#[test]
fn kemu_replay_reads_stdin_and_the_compact_form() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_takaro"))
        .args(["kemu", "replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["blocked"], serde_json::json!(["d5", "d7", "d9", "d11"]));
    assert_eq!(v["to_move"], "manaia");
    assert_eq!(v["score"]["matau"], 0.0);
    let game = takaro::core::kemu::Game::from_record(v["record"].as_str().unwrap()).unwrap();
    let (_, again, _) = takaro(&["kemu", "replay", &game.to_compact()]);
    assert_eq!(again, String::from_utf8(out.stdout).unwrap());
}

#[test]
fn kemu_replay_refuses_illegal_moves_with_the_reason() {
    let (code, out, err) = takaro(&["kemu", "replay", "basic", "a=matau", "f6", "e5", "e5"]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(
        err.contains("move 3 (e5) is illegal: hollow e5 is already taken"),
        "{err}"
    );
    let (code, _, err) = takaro(&["kemu", "replay", "basic", "a=matau", "c3"]);
    assert_eq!(code, 1);
    assert!(err.contains("central"), "{err}");
    let (code, _, err) = takaro(&["kemu", "replay", "basic", "a=matau", "f6", "q9"]);
    assert_eq!(code, 2);
    assert!(err.contains("token 4"), "{err}");
}
