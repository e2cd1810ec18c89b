//! Why the Kemu screen refused a person's action, shown under its turn line until the
//! next action.

use super::words::move_error_text;
use crate::t;
use takaro::core::kemu::MoveError;

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// A move the rules core refused, and why.
    NotAllowed(MoveError),
    /// A click on a hollow during a Tane turn.
    FinishTane,
}

impl Refusal {
    /// The message in the page's language.
    pub fn text(&self) -> String {
        match self {
            Refusal::NotAllowed(e) => t::kemu_not_allowed(move_error_text(e)),
            Refusal::FinishTane => t::kemu_finish_tane().to_string(),
        }
    }
}
