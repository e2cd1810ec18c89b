//! `takaro mu-torere solve | best | bench`: the Mū tōrere table and the perfect computer.

use super::common::{CliError, Command};
use crate::mu_torere::{best_move, best_move_with, oracle_for, value, TABLE_BYTES};
use crate::rng::Rng;
use lexopt::Arg;
use std::time::Instant;
use takaro_core::mu_torere::{self, ParsePositionError, Position, Value};

pub(super) const SOLVE: Command = Command {
    game: "mu-torere",
    name: "solve",
    synopsis: "",
    summary: "The solve's figures: reachable, winning, losing and drawn positions, table size.",
    options: &[],
    run: solve,
};

pub(super) const BEST: Command = Command {
    game: "mu-torere",
    name: "best",
    synopsis: "<position>",
    summary: "The perfect move and its value, e.g. `move 3 win 5` or `move 1 draw`.\n\
A blocked player gets `no-move loss`; a position no game reaches is solved on the spot.",
    options: &[
        "  <position>         the player to move, a slash, then the pūtahi and kāwai 1 to 8\n\
\x20                    (clockwise from the top): g/.ggggwwww (g Green, w White, . empty)",
    ],
    run: best,
};

pub(super) const BENCH: Command = Command {
    game: "mu-torere",
    name: "bench",
    synopsis: "",
    summary: "Times the perfect computer's choice over every reachable position, 200 rounds.",
    options: &[],
    run: bench,
};

/// Reads the arguments of a command that takes none: `true` when they ask for help.
///
/// # Errors
/// A usage error naming any other argument.
fn help_asked(command: &Command, args: &[String]) -> Result<bool, CliError> {
    let mut parser = command.parser(args);
    match command.next(&mut parser)? {
        None => Ok(false),
        Some(Arg::Short('h') | Arg::Long("help")) => Ok(true),
        Some(other) => Err(command.error(other.unexpected())),
    }
}

fn solve(args: &[String], _stdin: &str) -> Result<String, CliError> {
    if help_asked(&SOLVE, args)? {
        return Ok(SOLVE.help());
    }
    let s = mu_torere::solve();
    Ok(format!(
        "reachable {}\nwinning {}\nlosing {}\ndrawn {}\ntable_bytes {}\n",
        s.reachable(),
        s.winning(),
        s.losing(),
        s.drawn(),
        TABLE_BYTES
    ))
}

fn best(args: &[String], _stdin: &str) -> Result<String, CliError> {
    let mut parser = BEST.parser(args);
    let mut positions = Vec::new();
    while let Some(arg) = BEST.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(BEST.help()),
            Arg::Value(v) => positions.push(BEST.argument(v)?),
            other => return Err(BEST.error(other.unexpected())),
        }
    }
    let [text] = positions.as_slice() else {
        return Err(BEST.error("give one position, e.g. g/.ggggwwww"));
    };
    let position: Position = text
        .parse()
        .map_err(|e: ParsePositionError| CliError::usage(format!("bad position {text:?}: {e}")))?;
    let oracle = oracle_for(&position);
    let mut rng = Rng::new(0);
    Ok(match best_move_with(oracle.as_ref(), &position, &mut rng) {
        None => "no-move loss\n".to_string(),
        Some((mv, Value::Win(d))) => format!("move {mv} win {d}\n"),
        Some((mv, Value::Loss(d))) => format!("move {mv} loss {d}\n"),
        Some((mv, Value::Draw)) => format!("move {mv} draw\n"),
    })
}

fn bench(args: &[String], _stdin: &str) -> Result<String, CliError> {
    if help_asked(&BENCH, args)? {
        return Ok(BENCH.help());
    }
    let positions: Vec<Position> = (0..mu_torere::TABLE_SLOTS)
        .filter_map(Position::from_index)
        .filter(|p| value(p).is_some())
        .collect();
    let mut rng = Rng::new(1);
    let rounds = 200;
    let start = Instant::now();
    let mut found = 0usize;
    for _ in 0..rounds {
        for p in &positions {
            found += usize::from(best_move(p, &mut rng).is_some());
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = positions.len() * rounds;
    Ok(format!(
        "choices {n}\nwith_a_move {found}\nseconds {secs:.3}\nmicroseconds_per_choice {:.2}\n",
        secs * 1e6 / n as f64
    ))
}
