//! Moeraki Kemu in the page.

pub mod about;
pub mod board;
pub mod lessons;
pub mod screen;
pub mod state;
pub mod worker;
