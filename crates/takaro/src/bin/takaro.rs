//! `takaro`: the project's command-line tool.
//!
//! ```text
//! takaro mu-torere solve                 the solve's figures and the table's size
//! takaro mu-torere best <position>       the perfect move, e.g. `move 3 win 5`
//! takaro mu-torere bench                 time the perfect computer's choice
//! takaro kemu replay <record...> | -     referee a game record, print its state as JSON
//! takaro kemu move [--level L] [--ms N] [--seed S] [-v] <record...> | -
//!                                        the engine's move
//! takaro kemu arena --a P --b P [--games N] [--tier T] [--ms N] [--seed S] [--records]
//!                                        computer players against each other
//! takaro kemu eval [--depth D] <record...> | -
//!                                        every position's value for Matau, and the
//!                                        moves that lost most (JSON)
//! takaro kemu versus --b-bin PATH [--a-bin PATH] [--level L] [--games N] [--ms N] ...
//!                                        this build's engine against another build's
//! takaro kemu bench [--games N] [--tier T] [--seed S]
//!                                        random games per second
//! takaro kemu sample [--tier T] [--seed S]
//!                                        a full-board game with no stone victory
//! ```
//!
//! `takaro --help` lists the commands and `takaro <game> <command> --help` explains one.
//! Exit codes: 0 done, 1 a game the rules refuse (an illegal move), 2 bad usage or input.

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
