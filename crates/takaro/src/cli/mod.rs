//! The `takaro` command line, as a function from arguments to output so tests can call it.
//!
//! One module a group of subcommands, each depending only downward:
//!
//! ```text
//! mod.rs (run: finds the command)
//!  ├── mu_torere.rs    mu-torere solve | best | bench
//!  ├── kemu.rs         kemu replay | bench | sample ──┐
//!  ├── kemu_engine.rs  kemu move | arena ─────────────┤
//!  ├── kemu_eval.rs    kemu eval (the analysis of a game) ┤
//!  ├── kemu_versus.rs  kemu versus (builds against each other) ┤
//!  │                                      kemu_input.rs (record, --tier)
//!  └── common.rs (CliError, Command: --help and option values) ← used by all
//! ```
//!
//! Arguments are read with [`lexopt`]: an unknown option is an error naming it, flags
//! take no value, and every command answers `-h`/`--help`.

mod common;
mod kemu;
mod kemu_engine;
mod kemu_eval;
mod kemu_input;
mod kemu_versus;
mod mu_torere;

pub use common::CliError;
use common::{is_help, Command};
pub use kemu::replay_json;

/// Every command, in the order the overview lists them.
const COMMANDS: [&Command; 10] = [
    &mu_torere::SOLVE,
    &mu_torere::BEST,
    &mu_torere::BENCH,
    &kemu::REPLAY,
    &kemu_engine::MOVE,
    &kemu_engine::ARENA,
    &kemu_eval::EVAL,
    &kemu_versus::VERSUS,
    &kemu::BENCH,
    &kemu::SAMPLE,
];

/// The overview of the commands, of one game (`Some("kemu")`) or of all.
pub fn usage(game: Option<&str>) -> String {
    let mut out = String::from("usage:\n");
    for c in COMMANDS
        .iter()
        .filter(|c| game.is_none() || game == Some(c.game))
    {
        out += &format!("  {}\n      {}\n", c.usage_line(), first_line(c.summary));
    }
    out += "\n`takaro <game> <command> --help` explains a command and its options.\n";
    out
}

fn first_line(text: &str) -> &str {
    text.lines().next().unwrap_or(text)
}

/// Runs the tool; `stdin` is used when the record is given as `-`.
///
/// # Errors
/// A [`CliError`] with a readable message and an exit code: 2 for bad usage or
/// input, 1 for a game the rules refuse.
pub fn run(args: &[String], stdin: &str) -> Result<String, CliError> {
    let Some((game, rest)) = args.split_first() else {
        return Err(CliError::usage(usage(None).trim_end()));
    };
    if is_help(game) {
        return Ok(usage(None));
    }
    if !COMMANDS.iter().any(|c| c.game == game.as_str()) {
        return Err(CliError::usage(format!(
            "unknown game or command {game:?}; the games are mu-torere and kemu\n\n{}",
            usage(None).trim_end()
        )));
    }
    let Some((name, rest)) = rest.split_first() else {
        return Err(CliError::usage(format!(
            "{game}: which command?\n\n{}",
            usage(Some(game)).trim_end()
        )));
    };
    if is_help(name) {
        return Ok(usage(Some(game)));
    }
    match COMMANDS
        .iter()
        .find(|c| c.game == game.as_str() && c.name == name.as_str())
    {
        Some(command) => (command.run)(rest, stdin),
        None => Err(CliError::usage(format!(
            "{game}: unknown command {name:?}\n\n{}",
            usage(Some(game)).trim_end()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn the_binary_documents_every_command() {
        let doc = include_str!("../bin/takaro.rs");
        for c in COMMANDS {
            let call = format!("takaro {}", c.full_name());
            assert!(
                doc.contains(&call),
                "src/bin/takaro.rs does not list `{call}`"
            );
        }
    }

    #[test]
    fn the_overview_lists_every_command_and_each_answers_help() {
        let overview = run(&args(&["--help"]), "").unwrap();
        for c in COMMANDS {
            assert!(overview.contains(&c.usage_line()), "{}", c.full_name());
            for help in ["--help", "-h"] {
                let out = run(&args(&[c.game, c.name, help]), "").unwrap();
                assert!(
                    out.starts_with(&format!("usage: {}\n", c.usage_line())),
                    "{out}"
                );
            }
        }
    }

    #[test]
    fn names_are_unique() {
        for (i, c) in COMMANDS.iter().enumerate() {
            for d in &COMMANDS[i + 1..] {
                assert_ne!(c.full_name(), d.full_name());
            }
        }
    }

    #[test]
    fn unknown_words_are_usage_errors() {
        for words in [
            &["chess"][..],
            &["kemu"],
            &["kemu", "solve"],
            &["mu-torere", "replay"],
            &[],
        ] {
            let e = run(&args(words), "").unwrap_err();
            assert_eq!(e.code(), 2, "{words:?}");
            assert!(e.message.contains("usage:"), "{words:?}: {e}");
        }
    }
}
