//! Moeraki Kemu (RULES.md §2): the 57-hollow board, one game, victories, the
//! Maori-Tane, the match on the Moeraki scale, and game records.
//!
//! - `hollow`, `field`, `sets`: the board's vocabulary ([`Hollow`], [`Field`],
//!   [`Direction`], [`HollowSet`], [`FieldSet`] and the named sets
//!   [`HollowSet::CENTRAL`], [`HollowSet::CIRCLE`]);
//! - `geometry`: the board tables built once ([`geometry`]: fields, diagonals, edge
//!   rows);
//! - `position`, `moves`, `game`, `victory`: play, its events and its victories;
//! - `rules`, `matches`, `match_link`, `record`, `review`: tiers, the match, a friends'
//!   match as a link carries it, records, reviewing.
//!
//! ```
//! use takaro_core::kemu::{Game, Rules, Tier, Tribe, Move};
//! let mut game = Game::new(Rules::new(Tier::Basic), Tribe::Matau);
//! game.play("f6".parse::<Move>().unwrap()).unwrap(); // Player A places the ball
//! game.play("e5".parse::<Move>().unwrap()).unwrap(); // Player B's first stone
//! assert_eq!(game.to_string(), "basic a=matau f6 e5");
//! ```

mod field;
mod game;
mod geometry;
mod hollow;
mod match_link;
mod matches;
mod moves;
mod position;
mod record;
mod review;
mod rules;
mod sets;
mod tables;
mod victory;
mod zobrist;

pub use field::*;
pub use game::*;
pub use geometry::*;
pub use hollow::*;
pub use match_link::*;
pub use matches::*;
pub use moves::*;
pub use position::*;
pub use record::*;
pub use review::*;
pub use rules::*;
pub use sets::*;
pub use victory::*;

#[cfg(test)]
mod tests;
