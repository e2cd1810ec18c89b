//! The rules of the two games of Papa Tākaro, in pure Rust with no web dependency.
//!
//! - [`mu_torere`]: Mū tōrere, its position text form, and the complete solve.
//! - [`kemu`]: Moeraki Kemu, board geometry, game state, victories, match and records.
//! - [`between`]: what friends send each other besides moves: resign, take back, draw,
//!   rematch.
//! - [`class_names`]: the generated names of students in a class room.
//! - [`tournament`]: class tournaments: round robin, Swiss rounds and standings.
//!
//! The games follow the project's rule book (`RULES.md`, mirrored in the in-game
//! "Choices this version makes" pages).

pub mod between;
pub mod class_names;
pub mod kemu;
pub mod mu_torere;
pub mod tournament;
