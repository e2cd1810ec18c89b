//! Reading a Moeraki Kemu game record and the rules (`--tier`) from the command line,
//! shared by the referee's commands (`kemu.rs`) and the engine's (`kemu_engine.rs`).

use super::common::{CliError, Command};
use lexopt::Parser;
use takaro_core::kemu::{Game, ParseNameError, RecordError, Rules};

/// The `--tier` line of a command's help.
pub(super) const TIER_HELP: &str =
    "  --tier T           beginner, basic, master or master+auge (default basic)";

/// The `<record...>` line of a command's help.
pub(super) const RECORD_HELP: &str =
    "  <record...>        a game record, e.g. basic a=matau f6 e5 d4, or its compact\n\
\x20                    form (one word), or - to read it from standard input";

/// The record from the free arguments, or from standard input when it is `-`.
///
/// # Errors
/// A usage error when no record is given.
pub(super) fn record_text(words: &[String], stdin: &str) -> Result<String, CliError> {
    let text = if words == ["-"] {
        stdin.trim().to_string()
    } else {
        words.join(" ")
    };
    if text.is_empty() {
        return Err(CliError::usage(
            "give a game record, e.g. basic a=matau f6 e5 d4 (or - to read stdin)",
        ));
    }
    Ok(text)
}

/// Reads a record in text form, or in compact form when it is one token that is not a tier.
///
/// # Errors
/// Exit code 1 for an illegal move, 2 for a record that cannot be read.
pub(super) fn parse_record(text: &str) -> Result<Game, CliError> {
    let single = !text.contains(char::is_whitespace);
    let result = if single && text.parse::<Rules>().is_err() {
        Game::from_compact(text)
    } else {
        Game::from_record(text)
    };
    result.map_err(|e| match e {
        RecordError::Illegal { .. } => CliError::illegal(e.to_string()),
        _ => CliError::usage(e.to_string()),
    })
}

/// The value of `--tier`: `beginner`, `basic`, `master` or `master+auge`.
///
/// # Errors
/// A usage error naming the accepted tiers.
pub(super) fn tier(command: &Command, parser: &mut Parser) -> Result<Rules, CliError> {
    let name = command.text(parser, "tier")?;
    name.parse()
        .map_err(|e: ParseNameError| command.error(format!("--tier: {e}")))
}
