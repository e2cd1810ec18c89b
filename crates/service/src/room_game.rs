//! One game a class room paired ([`crate::room`]), as the room keeps it: shared with the
//! class tournament ([`crate::class_tournament`]), which reads a room's games without
//! the room.

use serde::{Deserialize, Serialize};

/// One game the room paired, by the students' places in the room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomGame {
    pub id: String,
    pub round: u32,
    /// The student on the game's first seat, then the one on the second.
    pub players: [usize; 2],
}
