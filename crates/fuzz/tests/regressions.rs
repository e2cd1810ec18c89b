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

/// A bug planted for the next test: a Master game of exactly five moves fails.
fn planted(text: &str) -> bool {
    use takaro_core::kemu::{Game, Tier};
    match Game::from_record(text) {
        Ok(g) => {
            let five_in_master = g.moves().len() == 5 && g.start().rules().tier == Tier::Master;
            assert!(!five_in_master, "the planted bug");
            true
        }
        Err(_) => false,
    }
}

static PLANTED: takaro_fuzz::targets::Target = takaro_fuzz::targets::Target {
    name: "planted",
    covers: "a bug planted to show that the runner finds, reports and saves a failure",
    check: planted,
    generate: takaro_fuzz::targets::gen_kemu_record,
    dictionary: &["master", "basic", "f6", "e5", "pass"],
};

#[test]
fn the_runner_finds_and_saves_a_planted_bug() {
    quiet_panics();
    let dir = std::env::temp_dir().join(format!("takaro-fuzz-planted-{}", std::process::id()));
    let options = Options {
        runs: Some(50_000),
        seconds: None,
        seed: 3,
        timeout: std::time::Duration::from_secs(60),
        save_dir: dir.clone(),
        max_failures: 1,
    };
    let s = run_target(&PLANTED, &options);
    assert_eq!(
        s.failures.len(),
        1,
        "the planted bug was not found in {} inputs",
        s.runs
    );
    let saved = std::fs::read(&s.failures[0]).expect("the failing input is saved");
    let message = run_one(&PLANTED, &saved).expect_err("the saved input fails again");
    assert!(message.contains("the planted bug"), "{message}");
    let _ = std::fs::remove_dir_all(dir);
}

/// The generators reach past the first checks: most generated saves restore a match on
/// the game screen, and generated queries open each page.
#[test]
fn generated_inputs_reach_deep() {
    use papa_takaro::kemu::play::Kemu;
    use papa_takaro::play::Saving;
    use takaro_fuzz::rng::Rng;
    use takaro_fuzz::targets::{gen_kemu_save, gen_query};
    let mut rng = Rng::new(11);
    let n = 400;
    let restored = (0..n)
        .filter(|_| Kemu::from_save(&gen_kemu_save(&mut rng)).is_some())
        .count();
    eprintln!("{restored} of {n} generated Kemu saves restore");
    assert!(restored * 2 > n, "{restored} of {n}");
    let pages: std::collections::HashSet<_> = (0..2000)
        .map(|_| format!("{:?}", papa_takaro::route::parse(&gen_query(&mut rng)).page))
        .collect();
    assert_eq!(pages.len(), 8, "{pages:?}");
}
