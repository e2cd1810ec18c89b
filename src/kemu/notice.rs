//! The messages the Kemu screen shows under its turn line until the next action.

use super::words::move_error_text;
use crate::engine::EngineFailure;
use crate::t;
use takaro::core::kemu::MoveError;

/// A message shown under the status line until the next action.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A move the rules core refused, and why.
    NotAllowed(MoveError),
    /// A click while the computer is to move.
    ComputerThinking,
    /// A click on a hollow during a Tane turn.
    FinishTane,
}

impl Notice {
    /// The message in the page's language.
    pub fn text(&self) -> String {
        match self {
            Notice::NotAllowed(e) => t::kemu_not_allowed(move_error_text(e)),
            Notice::ComputerThinking => t::kemu_wait_computer().to_string(),
            Notice::FinishTane => t::kemu_finish_tane().to_string(),
        }
    }
}

/// Why the computer gave no move, in the page's language.
pub fn failure_text(failure: EngineFailure) -> String {
    match failure {
        EngineFailure::GameOver => move_error_text(&MoveError::GameOver),
        EngineFailure::CouldNotStart => t::kemu_reason_no_start().to_string(),
        EngineFailure::BadRecord => t::kemu_reason_bad_record().to_string(),
        EngineFailure::BadRequest => t::kemu_reason_bad_request().to_string(),
        EngineFailure::BadReply => t::kemu_reason_bad_reply().to_string(),
    }
}
