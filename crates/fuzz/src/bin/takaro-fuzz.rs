//! `takaro-fuzz`: runs the fuzz targets (see `scripts/fuzz` and docs/tests.md).
//!
//! ```text
//! takaro-fuzz [--target NAME]... [--runs N] [--seconds S] [--seed N|random]
//!             [--timeout S] [--save-dir DIR] [--list]
//! ```
//! Without `--runs` or `--seconds` each target runs 1,000,000 new inputs. The exit status
//! is 1 if any input failed (each is saved under `regressions/<target>/`), 2 on a hang.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use takaro_fuzz::runner::{crate_dir, quiet_panics, run_target, Options};
use takaro_fuzz::targets::{target, Target, TARGETS};

const USAGE: &str = "usage: takaro-fuzz [--target NAME]... [--runs N] [--seconds S] \
[--seed N|random] [--timeout S] [--save-dir DIR] [--list]";

fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn main() -> ExitCode {
    let mut targets: Vec<&'static Target> = Vec::new();
    let mut options = Options {
        runs: None,
        seconds: None,
        seed: 1,
        timeout: Duration::from_secs(10),
        save_dir: crate_dir().join("regressions"),
        max_failures: 20,
    };
    let mut args = std::env::args().skip(1);
    let fail = |message: String| -> ExitCode {
        eprintln!("{message}\n{USAGE}");
        ExitCode::from(64)
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().unwrap_or_default();
        match arg.as_str() {
            "--list" => {
                for t in TARGETS {
                    println!("{:16} {}", t.name, t.covers);
                }
                return ExitCode::SUCCESS;
            }
            "--target" => {
                let name = value();
                match target(&name) {
                    Some(t) => targets.push(t),
                    None => return fail(format!("no target {name:?} (see --list)")),
                }
            }
            "--runs" => match value().replace('_', "").parse() {
                Ok(n) => options.runs = Some(n),
                Err(_) => return fail("--runs takes a number".into()),
            },
            "--seconds" => match value().parse() {
                Ok(s) => options.seconds = Some(s),
                Err(_) => return fail("--seconds takes a number".into()),
            },
            "--seed" => {
                let v = value();
                options.seed = if v == "random" {
                    SystemTime::now()
                        .duration_since(UNIX_EPOCH)
                        .map_or(1, |d| d.as_nanos() as u64)
                } else {
                    match v.parse() {
                        Ok(n) => n,
                        Err(_) => return fail("--seed takes a number or 'random'".into()),
                    }
                }
            }
            "--timeout" => match value().parse() {
                Ok(s) => options.timeout = Duration::from_secs_f64(s),
                Err(_) => return fail("--timeout takes seconds".into()),
            },
            "--save-dir" => options.save_dir = PathBuf::from(value()),
            "-h" | "--help" => {
                println!("{USAGE}");
                return ExitCode::SUCCESS;
            }
            other => return fail(format!("unknown argument {other:?}")),
        }
    }
    if targets.is_empty() {
        targets = TARGETS.iter().collect();
    }
    if options.runs.is_none() && options.seconds.is_none() {
        options.runs = Some(1_000_000);
    }
    quiet_panics();
    println!(
        "takaro-fuzz: seed {}, {} a target, time-out {:?} an input",
        options.seed,
        match (options.runs, options.seconds) {
            (Some(n), Some(s)) => format!("{} inputs (at most {s} s)", thousands(n)),
            (Some(n), None) => format!("{} inputs", thousands(n)),
            (None, Some(s)) => format!("{s} s"),
            (None, None) => unreachable!(),
        },
        options.timeout
    );
    println!(
        "(accepted: read by the parser, so its round trips were checked; route: a page other than home)"
    );
    let mut failed = false;
    let (mut all_runs, mut all_time) = (0, Duration::ZERO);
    for t in targets {
        let s = run_target(t, &options);
        let secs = s.elapsed.as_secs_f64();
        println!(
            "{:15} {:>10} inputs, {:>9} accepted, {:>3} saved replayed, {} failures, {:7.1} s ({}/s)",
            s.target,
            thousands(s.runs),
            thousands(s.accepted),
            s.replayed,
            s.failures.len(),
            secs,
            thousands((s.runs as f64 / secs.max(1e-9)) as u64)
        );
        failed |= !s.failures.is_empty();
        all_runs += s.runs;
        all_time += s.elapsed;
    }
    println!(
        "total: {} inputs in {:.1} s, {}",
        thousands(all_runs),
        all_time.as_secs_f64(),
        if failed {
            "FAILURES (inputs saved in regressions/)"
        } else {
            "no panic, hang or mismatch"
        }
    );
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
