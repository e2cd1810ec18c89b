//! Mū tōrere: the eight-armed star (RULES.md section 1).
//!
//! ```text
//!            1
//!        8       2
//!     7      0      3        0 = pūtahi (centre), 1..8 = kāwai (arm ends),
//!        6       4               numbered clockwise from the top.
//!            5
//! ```
//!
//! Each player has four counters (perepere). Green starts on kāwai 1–4 and moves first,
//! White starts on 5–8. Exactly one point is always empty and every move fills it.
//!
//! - `board`: [`Side`], [`Point`] and [`Move`];
//! - `position`: [`Position`], its legal moves and its text form `g/.ggggwwww`;
//! - `rules`: the five rule sets ([`RuleSet`]) and the [`Restriction`] each puts on a
//!   move at each ply;
//! - `game`: [`Game`], its history, [`Outcome`] and the repetition draw;
//! - `value`: a position's game-theoretic [`Value`] and its one-nibble table form;
//! - `solve`: the complete solve ([`solve`]) and [`solve_game`].
//!
//! ```
//! use takaro_core::mu_torere::{Game, Outcome, Point, Side};
//! let mut game = Game::new();
//! game.play(Point::new(4).unwrap()).unwrap(); // Green's counter on kāwai 4 enters the pūtahi
//! assert_eq!(game.position().to_string(), "w/gggg.wwww");
//! assert_eq!(game.position().to_move(), Side::White);
//! assert_eq!(game.outcome(), Outcome::Ongoing);
//! ```

mod board;
mod game;
mod position;
mod rules;
mod solve;
mod value;

pub use board::*;
pub use game::*;
pub use position::*;
pub use rules::*;
pub use solve::*;
pub use value::*;
