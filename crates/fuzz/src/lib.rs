//! Fuzzing for Papa Tākaro on stable Rust: every entry point that reads outside text
//! (Moeraki Kemu records, Mū tōrere positions and records, URL presets, saves, the engine
//! worker's messages, the embedding page's open message) is a [`targets::Target`]; the
//! [`runner`] feeds each target generated and mutated inputs from a seed, and replays
//! the committed corpus and every input that ever failed (`crates/fuzz/regressions/`).
//!
//! Run it with `scripts/fuzz` (see docs/tests.md).

pub mod mutate;
pub mod rng;
pub mod runner;
pub mod targets;
