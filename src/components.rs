//! The shared components of the page, one per file. A game's own components (its board,
//! its about page) and the game screen are in their modules.

pub use crate::announcer::Announcer;
pub use crate::app::App;
pub use crate::fullscreen::FullscreenButton;
pub use crate::home::Home;
pub use crate::step_through::StepThrough;
