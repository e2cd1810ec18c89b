//! Computer players for Papa Tākaro, over the pure rules core ([`takaro_core`]).
//!
//! - [`mu_torere`]: the perfect Mū tōrere computer, which only looks moves up in a
//!   table solved at build time, and weaker levels for learners.
//! - [`rng`]: a small seeded random generator, so every computer game can be replayed.
//! - `cli` (native only): the `takaro` command-line tool, as a function tests can call.

pub use takaro_core as core;

pub mod kemu_engine;
pub mod mu_torere;
pub mod rng;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
