//! Every saved input (the seed corpus and every input that ever failed, under
//! `corpus/<target>/` and `regressions/<target>/`) passes its target, and each target
//! passes a few thousand generated inputs: part of `cargo test`.

use takaro_fuzz::runner::{quiet_panics, run_one, run_target, saved_inputs, Options};
use takaro_fuzz::targets::TARGETS;

#[test]
fn saved_inputs_pass() {
    let mut failures = Vec::new();
    let mut count = 0;
    for t in TARGETS {
        for (path, bytes) in saved_inputs(t.name) {
            count += 1;
            if let Err(message) = run_one(t, &bytes) {
                failures.push(format!("{}: {message}", path.display()));
            }
        }
    }
    assert!(count > 0, "no saved inputs found");
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn every_directory_names_a_target() {
    let root = takaro_fuzz::runner::crate_dir();
    for dir in ["corpus", "regressions"] {
        for entry in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
            if entry.path().is_dir() {
                let name = entry.file_name().to_string_lossy().to_string();
                assert!(TARGETS.iter().any(|t| t.name == name), "{dir}/{name}");
            }
        }
    }
}

#[test]
fn a_short_run_of_each_target() {
    quiet_panics();
    let dir = std::env::temp_dir().join(format!("takaro-fuzz-test-{}", std::process::id()));
    let options = Options {
        runs: Some(2000),
        seconds: None,
        seed: 7,
        timeout: std::time::Duration::from_secs(60),
        save_dir: dir,
        max_failures: 1,
    };
    for t in TARGETS {
        let s = run_target(t, &options);
        assert!(s.failures.is_empty(), "{}: {:?}", t.name, s.failures);
        assert_eq!(s.runs, 2000);
        assert!(s.accepted > 0, "{}: no input was read", t.name);
    }
}
