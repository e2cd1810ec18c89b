//! Moeraki Kemu (RULES.md §2): the 57-hollow board, one game, victories, the
//! Maori-Tane, the match on the Moeraki scale, and game records.
//!
//! ```
//! use takaro_core::kemu::{Game, Rules, Tier, Tribe, Move};
//! let mut game = Game::new(Rules::new(Tier::Basic), Tribe::Matau);
//! game.play("f6".parse::<Move>().unwrap()).unwrap(); // Player A places the ball
//! game.play("e5".parse::<Move>().unwrap()).unwrap(); // Player B's first stone
//! assert_eq!(game.to_string(), "basic a=matau f6 e5");
//! ```

mod game;
mod geometry;
mod matches;
mod moves;
mod position;
mod record;
mod review;
mod rules;
mod victory;
mod zobrist;

pub use game::*;
pub use geometry::*;
pub use matches::*;
pub use moves::*;
pub use position::*;
pub use record::*;
pub use review::*;
pub use rules::*;
pub use victory::*;

#[cfg(test)]
mod tests;
