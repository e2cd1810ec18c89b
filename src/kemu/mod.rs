//! Moeraki Kemu in the page: what it gives the shared game screen (`play`: its board,
//! words, settings and panel), its state, the engine worker, the analysis of a finished
//! game, its learning pages, and what it gives class rooms (`class_play`,
//! `class_judgement`).

pub mod about;
pub mod analysis;
pub mod analysis_slot;
pub mod announce;
pub mod board;
#[cfg(feature = "friends")]
pub mod class_judgement;
#[cfg(feature = "friends")]
pub mod class_play;
pub mod embed_options;
pub mod lessons;
pub mod link_error;
pub mod match_state;
#[cfg(all(test, feature = "friends"))]
mod match_tests;
pub mod notice;
pub mod panel;
pub mod picture;
pub mod pieces;
pub mod play;
pub mod print_pieces;
pub mod print_puzzles;
pub mod print_set;
pub mod resign;
pub mod save;
mod selectors;
pub mod settings;
pub mod setup;
pub mod state;
#[cfg(test)]
mod state_tests;
pub mod status;
pub mod tane;
pub mod words;
pub mod worker;
