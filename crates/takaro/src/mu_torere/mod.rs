//! The Mū tōrere computer: it looks moves up in the tables solved at build time (one
//! for each rule set), and in a game where a position has already occurred twice it
//! solves again with the game's history
//! ([`solve_game`](takaro_core::mu_torere::solve_game)), so it knows which moves draw by
//! repetition.
//!
//! # Table format
//! Each table has one nibble for each slot of its rule set's solve (slot `i` in byte
//! `i / 2`, the low nibble for even `i`). Slots are (phase, position), numbered
//! `phase * TABLE_SLOTS + position.index()` ([`takaro_core::mu_torere::slot`]): the
//! position-only rule sets have one phase
//! ([`TABLE_SLOTS`](takaro_core::mu_torere::TABLE_SLOTS) slots), `first-move` three and
//! `first-two-turns` five. A nibble is the value for the player to move:
//! `0` draw, `1..=7` win in that many plies, `8..=14` loss in `n - 8` plies, `15` a
//! slot no game from the start can reach.
//!
//! - `table`: the embedded tables ([`table`], [`value_in`], [`figures`]) and the
//!   [`Oracle`]s over them;
//! - `analysis`: what each move is worth ([`analyse`], [`analyse_in_game`], [`traps`]);
//! - `player`: the computer's [`Level`]s and its move ([`best_move_in_game`],
//!   [`choose`]);
//! - `chart`: the value after every ply of a game, and the moves that threw a result
//!   away ([`game_values`], [`slips`]);
//! - `puzzles`: the trap trainer's puzzles, found in the tables ([`puzzles`]).

mod analysis;
mod chart;
mod player;
mod puzzles;
mod table;

pub use analysis::*;
pub use chart::*;
pub use player::*;
pub use puzzles::*;
pub use table::*;
