//! `takaro`: the project's command-line tool.
//!
//! ```text
//! takaro mu-torere solve                 solve figures and table size
//! takaro mu-torere best <position>       the perfect move, e.g. `move 3 win 5`
//! takaro kemu replay <record...> | -     referee a game record, print JSON
//! takaro kemu bench [--games N]          random games per second
//! ```

use std::io::Read;
use std::process::ExitCode;
use takaro::cli;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut stdin = String::new();
    if args.last().map(String::as_str) == Some("-")
        && std::io::stdin().read_to_string(&mut stdin).is_err()
    {
        eprintln!("error: could not read standard input");
        return ExitCode::from(2);
    }
    match cli::run(&args, &stdin) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.code())
        }
    }
}
