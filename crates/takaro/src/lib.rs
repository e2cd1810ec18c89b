//! Computer players for Papa Tākaro, over the pure rules core ([`takaro_core`]).
//!
//! - [`mu_torere`]: the perfect Mū tōrere computer, which looks moves up in a table
//!   solved at build time (and solves again, with the game's history, once a position
//!   has come twice), and weaker levels for learners.
//! - [`kemu_engine`]: the Moeraki Kemu engine (Easy, Medium, Hard) and the arena's
//!   baseline players.
//! - [`rng`]: a small seeded random generator, so every computer game can be replayed.
//! - `cli` (native only): the `takaro` command-line tool, as a function tests can call.

pub use takaro_core as core;

pub mod kemu_analysis;
pub mod kemu_engine;
pub mod mu_torere;
pub mod rng;

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
