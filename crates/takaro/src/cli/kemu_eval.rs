//! `takaro kemu eval`: the analysis of a game, as the page's "Analyse" shows it.

use super::common::{CliError, Command};
use super::kemu_input::{parse_record, record_text, RECORD_HELP};
use crate::kemu_analysis::{evaluate_game, marks, DEPTH, MAX_DEPTH};
use lexopt::Arg;
use serde::Serialize;

pub(super) const EVAL: Command = Command {
    game: "kemu",
    name: "eval",
    synopsis: "[--depth D] <record...>",
    summary: "Values every position of a game for Matau and marks the moves that lost most.\n\
Prints one line of JSON: depth; values, one a position from the start to the end, by\n\
Hard's search to the depth (positive is good for Matau; 1000000 a won game, 999000\n\
and more a forced win); marks, each move whose value swung against its player by 150\n\
or more (values capped at 600): move (1 = the ball), mover, notation, lost, kind\n\
(missed-win, win-now, double-threat, forced-win, missed-forced-win or points), at\n\
(its hollow, or null) and words; compact, the game's record as a share link carries it. The page's analysis\n\
gives the same values and marks.",
    options: &[
        "  --depth D          plies searched (1 to 8, default 3: the page's)",
        RECORD_HELP,
    ],
    run: eval,
};

#[derive(Serialize)]
struct MarkJson {
    #[serde(rename = "move")]
    ply: usize,
    mover: &'static str,
    notation: String,
    lost: i32,
    kind: &'static str,
    at: Option<String>,
    words: String,
}

#[derive(Serialize)]
struct EvalJson {
    depth: u32,
    values: Vec<i32>,
    marks: Vec<MarkJson>,
    /// The game's compact record, as a share link (`?game=kemu&record=`) carries it.
    compact: String,
}

fn eval(args: &[String], stdin: &str) -> Result<String, CliError> {
    let mut parser = EVAL.parser(args);
    let mut depth = DEPTH;
    let mut words = Vec::new();
    while let Some(arg) = EVAL.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(EVAL.help()),
            Arg::Long("depth") => {
                depth = EVAL.number(&mut parser, "depth")?;
                if !(1..=MAX_DEPTH).contains(&depth) {
                    return Err(
                        EVAL.error(format!("--depth: {depth} is not from 1 to {MAX_DEPTH}"))
                    );
                }
            }
            Arg::Value(v) => words.push(EVAL.argument(v)?),
            other => return Err(EVAL.error(other.unexpected())),
        }
    }
    let game = parse_record(&record_text(&words, stdin)?)?;
    let values = evaluate_game(&game, depth);
    let marks = marks(&game, &values)
        .into_iter()
        .map(|m| MarkJson {
            ply: m.ply,
            mover: m.mover.code(),
            notation: m.mv.to_string(),
            lost: m.lost,
            kind: m.consequence.code(),
            at: m.consequence.hollow().map(|h| h.to_string()),
            words: m.words(),
        })
        .collect();
    let json = EvalJson {
        depth,
        values,
        marks,
        compact: game.to_compact(),
    };
    Ok(serde_json::to_string(&json).unwrap_or_default() + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(words: &[&str]) -> Result<String, CliError> {
        let args: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        eval(&args, "")
    }

    #[test]
    fn prints_values_and_marks_as_json() {
        let out = run(&[
            "beginner", "a=matau", "f6", "c1", "a3", "e1", "a5", "g1", "k3", "i1",
        ])
        .unwrap();
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["depth"], 3);
        let values = json["values"].as_array().unwrap();
        assert_eq!(values.len(), 9, "the start and eight moves");
        assert_eq!(values[8], -1_000_000, "Manaia has won");
        let k3 = json["marks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["move"] == 7)
            .unwrap();
        assert_eq!(k3["mover"], "matau");
        assert_eq!(k3["notation"], "k3");
        assert_eq!(k3["kind"], "win-now");
        assert_eq!(k3["at"], "i1");
        assert_eq!(
            k3["words"],
            "move 7: Matau's k3 let Manaia win at once at i1"
        );
        // The compact form and --depth give the same game another depth.
        let compact = takaro_core::kemu::Game::from_record("beginner a=matau f6 c1")
            .unwrap()
            .to_compact();
        let out = run(&["--depth", "1", &compact]).unwrap();
        assert!(out.starts_with("{\"depth\":1,\"values\":["), "{out}");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(json["compact"], compact.as_str());
    }

    #[test]
    fn refuses_a_bad_depth_or_record() {
        for words in [
            &["--depth", "0", "basic", "f6"][..],
            &["--depth", "9", "basic", "f6"],
            &["--depth", "x", "basic", "f6"],
            &["--deep", "basic"],
            &[],
        ] {
            assert_eq!(run(words).unwrap_err().code(), 2, "{words:?}");
        }
        assert_eq!(run(&["basic", "f6", "f6"]).unwrap_err().code(), 1);
    }
}
