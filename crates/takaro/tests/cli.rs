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

#[test]
fn kemu_replay_json_is_pinned_byte_for_byte() {
    // The browser tests parse this JSON: its fields, their order and number format
    // are an interface. One game with a victory and a tile, one with a Tane.
    // `threats` (each tribe's winning hollows) is there only while the game goes on.
    let (code, out, _) = takaro(&[
        "kemu", "replay", "basic", "a=matau", "f6", "k3", "c1", "k5", "b2", "i9", "a3",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        concat!(
            r#"{"tier":"basic","auge":false,"player_a":"matau","ball":"f6","to_move":null,"#,
            r#""outcome":"won","winner":"matau","victories":[{"kind":"awa","tribe":"matau","#,
            r#""hollows":["a3","b2","c1"],"fields":[]}],"score":{"manaia":0.0,"matau":1.0},"#,
            r#""tiles":{"b2":"matau-full"},"blocked":[],"stones_left":{"manaia":25,"matau":25},"#,
            r#""tanes":{},"moves":7,"record":"basic a=matau f6 k3 c1 k5 b2 i9 a3","threats":{}}"#,
            "\n"
        )
    );
    let (code, out, _) = takaro(&[
        "kemu", "replay", "master", "a=matau", "f6", "d4", "c3", "c5", "e3", "e5", "d2", "k5",
        "d6", "k7", "Td3>n",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        concat!(
            r#"{"tier":"master","auge":false,"player_a":"matau","ball":"f6","to_move":"manaia","#,
            r#""outcome":"ongoing","winner":null,"victories":[],"score":{"manaia":0.0,"matau":0.0},"#,
            r#""tiles":{},"blocked":["d5","d7","d9","d11"],"stones_left":{"manaia":23,"matau":24},"#,
            r#""tanes":{"matau":{"field":"d3","direction":"n","line":["d5","d7","d9","d11"]}},"#,
            r#""moves":11,"record":"master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n","#,
            r#""threats":{"manaia":[],"matau":[]}}"#,
            "\n"
        )
    );
}

/// Every subcommand, as its two words.
const COMMANDS: [[&str; 2]; 8] = [
    ["mu-torere", "solve"],
    ["mu-torere", "best"],
    ["mu-torere", "bench"],
    ["kemu", "replay"],
    ["kemu", "move"],
    ["kemu", "arena"],
    ["kemu", "bench"],
    ["kemu", "sample"],
];

#[test]
fn every_command_answers_help_with_its_own_usage() {
    let (code, overview, _) = takaro(&["--help"]);
    assert_eq!(code, 0);
    for [game, name] in COMMANDS {
        let call = format!("takaro {game} {name}");
        assert!(overview.contains(&call), "`takaro --help` misses {call}");
        for help in ["--help", "-h"] {
            let (code, out, err) = takaro(&[game, name, help]);
            assert_eq!(code, 0, "{call} {help}: {err}");
            assert!(err.is_empty(), "{call} {help}: {err}");
            assert!(
                out.starts_with(&format!("usage: {call}")),
                "{call} {help}: {out}"
            );
            assert!(out.contains("--help"), "{call} {help}: {out}");
        }
    }
    // Help comes first even before a record or other options.
    let (code, out, _) = takaro(&["kemu", "arena", "--a", "hard", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("--records"), "{out}");
    let (code, out, _) = takaro(&["kemu", "--help"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("takaro kemu sample") && !out.contains("mu-torere"),
        "{out}"
    );
}

#[test]
fn unknown_options_are_errors_that_name_the_option() {
    let cases: [(&[&str], &str); 8] = [
        (&["mu-torere", "solve", "--fast"], "--fast"),
        (
            &["mu-torere", "best", "--depth", "3", "g/.ggggwwww"],
            "--depth",
        ),
        (&["mu-torere", "bench", "--rounds", "5"], "--rounds"),
        (
            &["kemu", "replay", "--pretty", "basic", "a=matau", "f6"],
            "--pretty",
        ),
        (
            &[
                "kemu", "move", "--level", "easy", "--think", "basic", "a=matau", "f6",
            ],
            "--think",
        ),
        // Once `--game 100` silently ran the default 20 games.
        (
            &[
                "kemu", "arena", "--a", "hard", "--b", "greedy", "--game", "100",
            ],
            "--game",
        ),
        (&["kemu", "bench", "--gmaes", "5"], "--gmaes"),
        (&["kemu", "sample", "-x"], "-x"),
    ];
    for (args, option) in cases {
        let (code, out, err) = takaro(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(&format!("'{option}'")), "{args:?}: {err}");
        assert!(err.contains(&format!("{} {}", args[0], args[1])), "{err}");
    }
}

#[test]
fn flags_take_no_value() {
    // `--records` is a flag: each game's record, then the totals.
    let (code, out, err) = takaro(&[
        "kemu",
        "arena",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "2",
        "--records",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[0].starts_with("game 1 (") && lines[1].starts_with("game 2 ("));
    assert_eq!(lines[2], "tier basic games 2");
    let (_, without, _) = takaro(&[
        "kemu", "arena", "--a", "greedy", "--b", "random", "--games", "2",
    ]);
    assert_eq!(without.lines().count(), 3, "{without}");
    // The old spelling `--records 1` is refused with the reason.
    let (code, _, err) = takaro(&[
        "kemu",
        "arena",
        "--a",
        "greedy",
        "--b",
        "random",
        "--records",
        "1",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("--records is a flag"), "{err}");
    let (code, _, err) = takaro(&[
        "kemu",
        "arena",
        "--a",
        "greedy",
        "--b",
        "random",
        "--records=yes",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("'--records'"), "{err}");
    // `-v` anywhere reports the search on stderr and leaves the move alone on stdout.
    let (code, out, err) = takaro(&[
        "kemu", "move", "--level", "easy", "basic", "a=matau", "f6", "-v", "e5",
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(err.starts_with("depth "), "{err}");
}

#[test]
fn missing_and_bad_values_are_readable_usage_errors() {
    let cases: [(&[&str], &str); 9] = [
        (&["kemu", "arena", "--b", "greedy"], "--a is required"),
        (&["kemu", "arena", "--a", "hard"], "--b is required"),
        (
            &["kemu", "arena", "--a", "hard", "--b", "chess"],
            "not \"chess\"",
        ),
        (&["kemu", "bench", "--games"], "--games needs a value"),
        (
            &["kemu", "bench", "--games", "lots"],
            "--games takes a whole number, not \"lots\"",
        ),
        (
            &["kemu", "sample", "--tier", "grand"],
            "--tier: \"grand\" is not a set of rules; use beginner, basic, master or master+auge",
        ),
        (
            &["kemu", "move", "--level", "expert", "basic"],
            "--level: \"expert\" is not a level; use easy, medium or hard",
        ),
        (&["kemu", "move", "--level", "easy"], "give a game record"),
        (&["mu-torere", "best"], "give one position"),
    ];
    for (args, expected) in cases {
        let (code, out, err) = takaro(args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
    }
    for args in [&["chess"][..], &["kemu"], &["kemu", "solve"], &[]] {
        let (code, _, err) = takaro(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("usage:"), "{args:?}: {err}");
    }
}

#[test]
fn kemu_replay_reports_each_tribes_threats() {
    // Manaia places the ball; Matau's c3 d2 e3 need d4 (Tahuna on d3), Manaia's a3 a5 a7
    // need a9 (Ara).
    let (code, out, _) = takaro(&[
        "kemu", "replay", "basic", "a=manaia", "f6", "c3", "a3", "d2", "a5", "e3", "a7",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains(r#""threats":{"manaia":["a9"],"matau":["d4"]}"#),
        "{out}"
    );
}

#[test]
fn kemu_versus_two_equal_builds_score_exactly_half() {
    // Pairs swap the sides with the same tier, Player A and seed, so a build against
    // itself wins each pair's games once each.
    let bin = env!("CARGO_BIN_EXE_takaro");
    let (code, out, err) = takaro(&[
        "kemu",
        "versus",
        "--a-bin",
        bin,
        "--b-bin",
        bin,
        "--games",
        "8",
        "--ms",
        "2",
        "--records",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("score a 4.0 of 8: 50.0% ± 0.0%"), "{out}");
    assert!(out.contains("pair 3 a=matau"), "{out}");
    assert!(
        out.contains(" basic a=matau ") && out.contains(" master a=manaia "),
        "{out}"
    );
    let a = out.lines().find(|l| l.starts_with("a ")).unwrap();
    assert!(a.contains("wins 4 draws 0 losses 4"), "{a}");
}

/// Every `takaro` command the README and the docs show (`cargo run --release --bin takaro
/// -- <game> <command> …`) is one the binary knows: it answers `--help` with its usage.
#[test]
fn every_command_the_docs_show_is_known() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = vec![root.join("README.md"), root.join("TRANSLATING.md")];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            files.push(path);
        }
    }
    let mut commands: Vec<(String, String)> = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (_, after) in text
            .lines()
            .filter_map(|l| l.split_once("--bin takaro -- "))
        {
            let words: Vec<&str> = after.split_whitespace().take(2).collect();
            commands.push((words.join(" "), file.display().to_string()));
        }
    }
    commands.sort();
    commands.dedup_by(|a, b| a.0 == b.0);
    assert!(
        commands.len() >= 8,
        "the docs show the commands: {commands:?}"
    );
    for (command, file) in &commands {
        let mut args: Vec<&str> = command.split(' ').collect();
        args.push("--help");
        let (code, out, err) = takaro(&args);
        assert!(
            code == 0 && out.starts_with(&format!("usage: takaro {command}")),
            "{file}: takaro {command} --help: {code} {out} {err}"
        );
    }
}
