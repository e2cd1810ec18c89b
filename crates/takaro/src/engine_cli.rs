//! `takaro kemu move` and `takaro kemu arena` (filled in with the engine).

use crate::cli::CliError;

pub(crate) fn kemu_move(_rest: &[&str], _stdin: &str) -> Result<String, CliError> {
    Err(CliError { message: "not yet".into(), code: 2 })
}

pub(crate) fn kemu_arena(_rest: &[&str]) -> Result<String, CliError> {
    Err(CliError { message: "not yet".into(), code: 2 })
}
