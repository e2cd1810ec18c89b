//! What every subcommand shares: the error type, the description of a command (its
//! `--help`), and reading option values with messages a person can act on.
//!
//! A leaf: it imports nothing else from `cli`, so every game's module can use it.

use lexopt::{Parser, ValueExt};
use std::ffi::OsString;
use std::fmt;
use std::str::FromStr;

/// A failure of the tool, with its exit code (2: bad usage or input, 1: illegal game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    pub message: String,
    pub code: u8,
}

impl CliError {
    /// Bad usage or unreadable input: exit code 2.
    pub(crate) fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 2,
        }
    }
    /// A well-formed request the rules refuse (an illegal move, a finished game): exit code 1.
    pub(crate) fn illegal(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 1,
        }
    }
    pub fn code(&self) -> u8 {
        self.code
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CliError {}

/// The `--help` entry every command has.
const HELP_OPTION: &str = "  -h, --help         this help";

/// A subcommand: its name, how it is called and what it does.
pub(crate) struct Command {
    /// The game it belongs to, the first word: `mu-torere` or `kemu`.
    pub game: &'static str,
    /// The second word, e.g. `arena`.
    pub name: &'static str,
    /// What follows the name, e.g. `--a <player> --b <player> [--games N]`.
    pub synopsis: &'static str,
    /// What it does: a first line for the overview, then any details for `--help`.
    pub summary: &'static str,
    /// The options and arguments for `--help`, one entry each (an entry may wrap onto
    /// further lines).
    pub options: &'static [&'static str],
    /// Runs it on the arguments after its name; `stdin` is standard input, read when the
    /// arguments end in `-`.
    pub run: fn(&[String], &str) -> Result<String, CliError>,
}

impl Command {
    /// The two words naming it, e.g. `kemu arena`.
    pub fn full_name(&self) -> String {
        format!("{} {}", self.game, self.name)
    }

    /// How to call it, e.g. `takaro kemu sample [--tier T] [--seed S]`.
    pub fn usage_line(&self) -> String {
        if self.synopsis.is_empty() {
            format!("takaro {}", self.full_name())
        } else {
            format!("takaro {} {}", self.full_name(), self.synopsis)
        }
    }

    /// The answer to `--help`.
    pub fn help(&self) -> String {
        let mut out = format!("usage: {}\n\n{}\n", self.usage_line(), self.summary);
        out += "\n";
        for option in self.options.iter().chain(&[HELP_OPTION]) {
            out += option;
            out += "\n";
        }
        out
    }

    /// The arguments after the command's name, ready to be read option by option.
    pub fn parser(&self, args: &[String]) -> Parser {
        Parser::from_args(args)
    }

    /// A usage error (exit code 2) that names the command and where its help is.
    pub fn error(&self, message: impl fmt::Display) -> CliError {
        let name = self.full_name();
        CliError::usage(format!("{name}: {message} (see `takaro {name} --help`)"))
    }

    /// The value of `--option`, as text.
    ///
    /// # Errors
    /// When the option is the last argument, or its value is not valid text.
    pub fn text(&self, parser: &mut Parser, option: &str) -> Result<String, CliError> {
        let value = self.raw_value(parser, option)?;
        value
            .into_string()
            .map_err(|v| self.error(format!("--{option} takes text, not {v:?}")))
    }

    /// The value of `--option`, as a whole number.
    ///
    /// # Errors
    /// When the value is missing or is not a whole number in range.
    pub fn number<T: FromStr>(&self, parser: &mut Parser, option: &str) -> Result<T, CliError> {
        let value = self.raw_value(parser, option)?;
        match value.to_str().map(str::parse::<T>) {
            Some(Ok(n)) => Ok(n),
            _ => Err(self.error(format!("--{option} takes a whole number, not {value:?}"))),
        }
    }

    /// A free argument (not an option), as text.
    ///
    /// # Errors
    /// When it is not valid text.
    pub fn argument(&self, value: OsString) -> Result<String, CliError> {
        value.string().map_err(|e| self.error(e))
    }

    fn raw_value(&self, parser: &mut Parser, option: &str) -> Result<OsString, CliError> {
        parser.value().map_err(|e| match e {
            lexopt::Error::MissingValue { .. } => self.error(format!("--{option} needs a value")),
            e => self.error(e),
        })
    }

    /// The next argument, or a usage error when it cannot be read (for example a value
    /// given to a flag, as in `--records=1`).
    ///
    /// # Errors
    /// As above.
    pub fn next<'p>(&self, parser: &'p mut Parser) -> Result<Option<lexopt::Arg<'p>>, CliError> {
        parser.next().map_err(|e| self.error(e))
    }
}

/// Whether `word` asks for help.
pub(crate) fn is_help(word: &str) -> bool {
    matches!(word, "-h" | "--help" | "help")
}
