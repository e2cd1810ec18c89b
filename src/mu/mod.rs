//! Mū tōrere in the page: what it gives the shared game screen (`play`: its board,
//! words and settings), its state, its learning pages, and what it gives class rooms
//! (`class_play`, `answer_arrows`).

pub mod about;
#[cfg(feature = "friends")]
pub mod answer_arrows;
pub mod board;
#[cfg(feature = "friends")]
pub mod class_play;
pub mod embed_options;
#[cfg(test)]
mod friend_tests;
pub mod lessons;
#[cfg(feature = "friends")]
pub mod link_error;
pub mod play;
pub mod presets;
pub mod print_puzzles;
pub mod print_set;
pub mod save;
mod selectors;
pub mod settings;
pub mod state;
pub mod trainer;
pub mod value_chart;
