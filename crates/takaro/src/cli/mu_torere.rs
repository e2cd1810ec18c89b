//! `takaro mu-torere solve | best | bench`: the Mū tōrere table and the perfect computer.

use super::common::{CliError, Command};
use crate::mu_torere::{best_move, best_move_with, oracle_for_rules, table, value, TABLE_BYTES};
use crate::rng::Rng;
use lexopt::Arg;
use lexopt::Parser;
use std::time::Instant;
use takaro_core::mu_torere::{self, ParsePositionError, Position, RuleSet, Value};

/// The `--rules` entry of the commands that take one.
const RULES_OPTION: &str =
    "  --rules R          standard (the default), free, adjacent-enemy, first-move\n\
\x20                    or first-two-turns";

pub(super) const SOLVE: Command = Command {
    game: "mu-torere",
    name: "solve",
    synopsis: "[--rules R]",
    summary: "The solve's figures: reachable, winning, losing and drawn positions, table size.\n\
With --rules, first the start's value for Green (`start win N`, `start loss N` or\n\
`start draw`); the opening rule sets (first-move, first-two-turns), whose values\n\
depend on the move count too, then give only their table's size.",
    options: &[RULES_OPTION],
    run: solve,
};

pub(super) const BEST: Command = Command {
    game: "mu-torere",
    name: "best",
    synopsis: "[--rules R] <position>",
    summary: "The perfect move and its value, e.g. `move 3 win 5` or `move 1 draw`.\n\
A blocked player gets `no-move loss`; a position no game reaches is solved on the spot.\n\
Answers for the rule sets whose values depend on the position alone: standard, free,\n\
adjacent-enemy.",
    options: &[
        RULES_OPTION,
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

/// Reads `--rules R`.
///
/// # Errors
/// A usage error when the name is not a rule set's.
fn rules_option(command: &Command, parser: &mut Parser) -> Result<RuleSet, CliError> {
    let text = command.text(parser, "rules")?;
    text.parse().map_err(|e| command.error(e))
}

fn solve(args: &[String], _stdin: &str) -> Result<String, CliError> {
    let mut parser = SOLVE.parser(args);
    let mut rules = None;
    while let Some(arg) = SOLVE.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(SOLVE.help()),
            Arg::Long("rules") => rules = Some(rules_option(&SOLVE, &mut parser)?),
            other => return Err(SOLVE.error(other.unexpected())),
        }
    }
    let Some(rules) = rules else {
        let s = mu_torere::solve();
        return Ok(figures(&s, TABLE_BYTES));
    };
    let s = mu_torere::solve_rules(rules);
    let start = match s.value(&Position::start(), 0) {
        Some(Value::Win(d)) => format!("start win {d}\n"),
        Some(Value::Loss(d)) => format!("start loss {d}\n"),
        _ => "start draw\n".to_string(),
    };
    let bytes = table(rules).len();
    Ok(if rules.position_only() {
        start + &figures(&s, bytes)
    } else {
        format!("{start}table_bytes {bytes}\n")
    })
}

/// The solve's figures, one a line.
fn figures(s: &mu_torere::Solve, table_bytes: usize) -> String {
    format!(
        "reachable {}\nwinning {}\nlosing {}\ndrawn {}\ntable_bytes {}\n",
        s.reachable(),
        s.winning(),
        s.losing(),
        s.drawn(),
        table_bytes
    )
}

fn best(args: &[String], _stdin: &str) -> Result<String, CliError> {
    let mut parser = BEST.parser(args);
    let mut positions = Vec::new();
    let mut rules = RuleSet::Standard;
    while let Some(arg) = BEST.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(BEST.help()),
            Arg::Long("rules") => rules = rules_option(&BEST, &mut parser)?,
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
    if !rules.position_only() {
        return Err(BEST.error(format!(
            "under {rules} a position's value depends on the move count too; \
             use standard, free or adjacent-enemy"
        )));
    }
    let oracle = oracle_for_rules(rules, &position);
    let mut rng = Rng::new(0);
    Ok(
        match best_move_with(oracle.as_ref(), &position, 0, &mut rng) {
            None => "no-move loss\n".to_string(),
            Some((mv, Value::Win(d))) => format!("move {mv} win {d}\n"),
            Some((mv, Value::Loss(d))) => format!("move {mv} loss {d}\n"),
            Some((mv, Value::Draw)) => format!("move {mv} draw\n"),
        },
    )
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

#[cfg(test)]
mod tests {
    use crate::cli::run;

    fn takaro(words: &[&str]) -> Result<String, super::CliError> {
        let args: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        run(&args, "")
    }

    #[test]
    fn solve_without_rules_prints_what_it_always_has() {
        assert_eq!(
            takaro(&["mu-torere", "solve"]).unwrap(),
            "reachable 1180\nwinning 208\nlosing 128\ndrawn 844\ntable_bytes 630\n"
        );
    }

    #[test]
    fn solve_with_rules_gives_the_start_and_the_figures() {
        let lines = |r: &str| takaro(&["mu-torere", "solve", "--rules", r]).unwrap();
        assert_eq!(
            lines("standard"),
            "start draw\nreachable 1180\nwinning 208\nlosing 128\ndrawn 844\ntable_bytes 630\n"
        );
        assert_eq!(
            lines("free"),
            "start win 1\nreachable 1180\nwinning 320\nlosing 160\ndrawn 700\ntable_bytes 630\n"
        );
        assert_eq!(
            lines("adjacent-enemy"),
            "start draw\nreachable 1100\nwinning 0\nlosing 0\ndrawn 1100\ntable_bytes 630\n"
        );
        assert_eq!(lines("first-move"), "start loss 4\ntable_bytes 1890\n");
        assert_eq!(lines("first-two-turns"), "start draw\ntable_bytes 3150\n");
        let err = takaro(&["mu-torere", "solve", "--rules", "chess"]).unwrap_err();
        assert_eq!(err.code(), 2);
        assert!(err.message.contains("'first-two-turns'"), "{err}");
        assert_eq!(
            takaro(&["mu-torere", "solve", "--rules"])
                .unwrap_err()
                .code(),
            2
        );
    }

    #[test]
    fn best_answers_under_the_position_only_rule_sets() {
        let best = |r: &str, p: &str| takaro(&["mu-torere", "best", "--rules", r, p]);
        assert_eq!(best("free", "g/.ggggwwww").unwrap(), "move 3 win 1\n");
        assert_eq!(
            best("standard", "g/.ggggwwww").unwrap(),
            takaro(&["mu-torere", "best", "g/.ggggwwww"]).unwrap()
        );
        assert_eq!(
            best("adjacent-enemy", "g/.ggggwwww")
                .unwrap()
                .split(' ')
                .nth(2),
            Some("draw\n")
        );
        let err = best("first-move", "g/.ggggwwww").unwrap_err();
        assert_eq!(err.code(), 2);
        assert!(err.message.contains("move count"), "{err}");
    }
}
