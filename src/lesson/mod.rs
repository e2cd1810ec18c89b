//! The guided lessons of both games, written once: one step model and one page over a
//! small trait each game implements ([`LessonGame`]).
//!
//! - `game`: the trait, the content types a game fills in ([`Lesson`], [`Step`]) and the
//!   lesson's state a game is given ([`LessonState`]).
//! - `state`: the step model's reducer ([`LessonAction`]).
//! - `page`: the page (`?learn=<game>&lesson=k`), [`LessonPage`].
//!
//! A game supplies its lessons (positions, tasks and words), how to set up a step's
//! position, how to judge a move (by asking the rules core), and how to draw its board.

pub mod game;
pub mod page;
pub mod state;

pub use game::{Choice, Lesson, LessonGame, LessonState, Said, Step, Text, Verdict};
pub use page::LessonPage;
pub use state::LessonAction;
