//! The guided lessons of both games, written once: one step model and one page over a
//! small trait each game implements ([`LessonGame`]).
//!
//! - `game`: the trait, and the content types a game fills in ([`Lesson`], [`Step`]).
//! - `state`: the step model and its reducer ([`LessonState`], [`LessonAction`]).
//! - `page`: the page (`?learn=<game>&lesson=k`), [`LessonPage`].
//!
//! A game supplies its lessons (positions, tasks and words), how to set up a step's
//! position, how to judge a move (by asking the rules core), and how to draw its board.

pub mod game;
pub mod page;
pub mod state;

pub use game::{Choice, Lesson, LessonGame, Step, Text, Verdict};
pub use page::LessonPage;
pub use state::{LessonAction, LessonState, Said};
