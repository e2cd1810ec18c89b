//! Runs a target on many inputs: replays its saved inputs first, then generates and
//! mutates new ones from a seed. A panic (a crash or a failed round trip) is caught,
//! reported with the input, and the input is saved under `regressions/<target>/`; an
//! input that runs longer than the time-out is reported and saved the same way by a
//! watchdog thread, which then stops the process.

use crate::mutate::{mutate, random_bytes};
use crate::rng::{fnv, Rng};
use crate::targets::Target;
use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The crate's directory: the corpus and the regressions live there.
pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Inputs every run replays first: the seed corpus and every input that ever failed.
pub fn saved_inputs(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for dir in ["corpus", "regressions"] {
        let dir = crate_dir().join(dir).join(target);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for path in paths {
            if path.is_file() {
                let bytes = std::fs::read(&path).expect("a saved input reads");
                out.push((path, bytes));
            }
        }
    }
    out
}

/// How a run goes.
#[derive(Clone, Debug)]
pub struct Options {
    /// New inputs to run (after the saved ones); `None`: until `seconds` have passed.
    pub runs: Option<u64>,
    /// Stop after this long, even if `runs` are not done.
    pub seconds: Option<f64>,
    pub seed: u64,
    /// An input that takes longer is a hang.
    pub timeout: Duration,
    /// Where failing inputs are saved (`regressions/` of the crate by default).
    pub save_dir: PathBuf,
    /// Stop the target after this many failures.
    pub max_failures: usize,
}

/// What a run of one target did.
#[derive(Clone, Debug)]
pub struct Summary {
    pub target: &'static str,
    pub replayed: usize,
    pub runs: u64,
    /// Inputs the parser accepted (which went through the round trips).
    pub accepted: u64,
    pub failures: Vec<PathBuf>,
    pub elapsed: Duration,
}

thread_local! {
    static PANIC_MESSAGE: RefCell<Option<String>> = const { RefCell::new(None) };
    static IN_TARGET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Keeps the message and place of a panic in a target for the report instead of
/// printing it; a panic anywhere else is printed as usual.
pub fn quiet_panics() {
    let default = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(no message)".into());
        if IN_TARGET.with(|t| t.get()) {
            PANIC_MESSAGE.with(|m| *m.borrow_mut() = Some(format!("{message}{place}")));
        } else {
            default(info);
        }
    }));
}

/// Runs `check` on one input; the panic message if it failed.
pub fn run_one(target: &Target, input: &[u8]) -> Result<bool, String> {
    let text = String::from_utf8_lossy(input);
    PANIC_MESSAGE.with(|m| m.borrow_mut().take());
    IN_TARGET.with(|t| t.set(true));
    let result = panic::catch_unwind(AssertUnwindSafe(|| (target.check)(&text)));
    IN_TARGET.with(|t| t.set(false));
    result.map_err(|_| {
        PANIC_MESSAGE
            .with(|m| m.borrow_mut().take())
            .unwrap_or_else(|| "panic".into())
    })
}

/// Saves a failing input as `<dir>/<target>/<kind>-<hash>`; returns the path.
pub fn save_failure(dir: &Path, target: &str, kind: &str, input: &[u8]) -> PathBuf {
    let dir = dir.join(target);
    let path = dir.join(format!("{kind}-{:016x}", fnv(input)));
    if let Err(e) = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, input)) {
        eprintln!("could not save {}: {e}", path.display());
    }
    path
}

/// The input being run, and since when, for the watchdog.
type Current = Arc<Mutex<Option<(Instant, Vec<u8>)>>>;

fn watchdog(target: &'static str, current: Current, done: Arc<AtomicBool>, options: &Options) {
    let timeout = options.timeout;
    let dir = options.save_dir.clone();
    std::thread::spawn(move || {
        while !done.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(50));
            let guard = current.lock().unwrap_or_else(|e| e.into_inner());
            if let Some((since, input)) = guard.as_ref() {
                if since.elapsed() > timeout {
                    let path = save_failure(&dir, target, "hang", input);
                    eprintln!(
                        "HANG in {target}: an input ran over {:?}: {:?}\n  saved as {}",
                        timeout,
                        String::from_utf8_lossy(input),
                        path.display()
                    );
                    std::process::exit(2);
                }
            }
        }
    });
}

/// Runs one target: the saved inputs, then new ones.
pub fn run_target(target: &'static Target, options: &Options) -> Summary {
    let start = Instant::now();
    let current: Current = Arc::new(Mutex::new(None));
    let done = Arc::new(AtomicBool::new(false));
    watchdog(target.name, current.clone(), done.clone(), options);
    let mut summary = Summary {
        target: target.name,
        replayed: 0,
        runs: 0,
        accepted: 0,
        failures: Vec::new(),
        elapsed: Duration::ZERO,
    };
    let run = |input: &[u8], summary: &mut Summary, new: bool| {
        *current.lock().unwrap_or_else(|e| e.into_inner()) = Some((Instant::now(), input.to_vec()));
        let result = run_one(target, input);
        *current.lock().unwrap_or_else(|e| e.into_inner()) = None;
        match result {
            Ok(accepted) => summary.accepted += u64::from(accepted && new),
            Err(message) => {
                let path = if new {
                    save_failure(&options.save_dir, target.name, "crash", input)
                } else {
                    PathBuf::from("(already saved)")
                };
                eprintln!(
                    "FAILURE in {}: {message}\n  input: {:?}\n  saved as {}",
                    target.name,
                    String::from_utf8_lossy(input),
                    path.display()
                );
                summary.failures.push(path);
            }
        }
    };

    let saved = saved_inputs(target.name);
    for (_, bytes) in &saved {
        run(bytes, &mut summary, false);
        summary.replayed += 1;
    }
    let corpus: Vec<Vec<u8>> = saved.into_iter().map(|(_, b)| b).collect();

    let mut rng = Rng::new(options.seed ^ fnv(target.name.as_bytes()));
    // A pool of generated valid inputs: generating one (a whole random game) costs more
    // than a mutation, so each is mutated many times before it is replaced.
    let mut pool: Vec<Vec<u8>> = (0..64)
        .map(|_| (target.generate)(&mut rng).into_bytes())
        .collect();
    let deadline = options.seconds.map(Duration::from_secs_f64);
    let mut input = Vec::new();
    loop {
        if options.runs.is_some_and(|n| summary.runs >= n)
            || summary.failures.len() >= options.max_failures
        {
            break;
        }
        if summary.runs.is_multiple_of(256) && deadline.is_some_and(|d| start.elapsed() >= d) {
            break;
        }
        if rng.one_in(8) {
            let i = rng.below(pool.len());
            pool[i] = (target.generate)(&mut rng).into_bytes();
        }
        input.clear();
        let from_pool: &Vec<u8> = rng.pick(&pool);
        match rng.below(20) {
            0 => input = random_bytes(&mut rng),
            1..=3 => input.extend_from_slice(from_pool),
            n => {
                let base: &Vec<u8> = if n <= 7 && !corpus.is_empty() {
                    rng.pick(&corpus)
                } else {
                    from_pool
                };
                input.extend_from_slice(base);
                let other: &Vec<u8> = rng.pick(&pool);
                mutate(&mut rng, &mut input, target.dictionary, other);
            }
        }
        run(&input, &mut summary, true);
        summary.runs += 1;
    }
    done.store(true, Ordering::Relaxed);
    summary.elapsed = start.elapsed();
    summary
}
