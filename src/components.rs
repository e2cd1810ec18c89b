//! The shared components of the page, one per file. A game's own components (its board,
//! its about page) and the game screen are in their modules.

pub use crate::announcer::Announcer;
pub use crate::app::App;
pub use crate::fullscreen::FullscreenButton;
pub use crate::home::Home;
pub use crate::step_through::StepThrough;

/// An element's classes, as `classes!` writes them (the ones given, in order, a space
/// apart), built as one string in one function: `classes!` (and Yew's conversion of a
/// `class={…}` that is not a `Classes`) builds its set inline at each use, whose code the
/// game bundles carried for every element with classes that change. The classes given
/// are distinct and have no spaces.
pub fn class_list(classes: &[Option<&str>]) -> yew::Classes {
    let mut out = String::new();
    for class in classes.iter().flatten() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(class);
    }
    yew::Classes::from(out)
}
