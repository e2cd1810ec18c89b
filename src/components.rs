//! The components of the page, one per file.

pub use crate::announcer::Announcer;
pub use crate::app::App;
pub use crate::fullscreen::FullscreenButton;
pub use crate::home::Home;
pub use crate::kemu::about::KemuAbout;
pub use crate::kemu::board::KemuBoard;
pub use crate::mu::about::MuAbout;
pub use crate::mu::board::MuBoard;
pub use crate::play::GameScreen;
pub use crate::step_through::StepThrough;
