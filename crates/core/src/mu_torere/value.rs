//! The game-theoretic value of a Mū tōrere position ([`Value`]) and its one-nibble
//! form in the solved tables.

/// Game-theoretic value of a position for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The player to move wins in this many plies (odd; at most 5 from the start's
    /// positions without history) with best play.
    Win(u8),
    /// The player to move loses in this many plies (even; 0 = blocked now).
    Loss(u8),
    Draw,
}

impl Value {
    /// What a position worth `self` to its player to move is worth to the other player,
    /// who moved into it, counted from before that move: one ply longer and the other
    /// way round. A loss in `d` for the side to move is a win in `d + 1` for the side
    /// that just moved; a draw stays a draw.
    ///
    /// This is how a move is valued from the position it reaches.
    ///
    /// # Examples
    /// ```
    /// use takaro_core::mu_torere::Value;
    /// assert_eq!(Value::Loss(0).for_opponent(), Value::Win(1)); // the move that blocks
    /// assert_eq!(Value::Win(3).for_opponent(), Value::Loss(4));
    /// assert_eq!(Value::Draw.for_opponent(), Value::Draw);
    /// ```
    pub fn for_opponent(self) -> Value {
        match self {
            Value::Win(d) => Value::Loss(d + 1),
            Value::Loss(d) => Value::Win(d + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// One nibble: 0 draw, 1..=7 win in n plies, 8..=14 loss in n-8 plies.
    pub fn to_nibble(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(d) => d.clamp(1, 7),
            Value::Loss(d) => 8 + d.min(6),
        }
    }

    /// The inverse of [`Value::to_nibble`]; `None` for [`UNREACHABLE`].
    pub fn from_nibble(n: u8) -> Option<Value> {
        match n & 15 {
            0 => Some(Value::Draw),
            d @ 1..=7 => Some(Value::Win(d)),
            d @ 8..=14 => Some(Value::Loss(d - 8)),
            _ => None,
        }
    }
}

/// Nibble marking a table slot the solve did not reach.
pub const UNREACHABLE: u8 = 15;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nibbles_round_trip() {
        for v in [
            Value::Draw,
            Value::Win(1),
            Value::Win(3),
            Value::Win(5),
            Value::Loss(0),
            Value::Loss(2),
            Value::Loss(4),
        ] {
            assert_eq!(Value::from_nibble(v.to_nibble()), Some(v));
        }
        assert_eq!(Value::from_nibble(UNREACHABLE), None);
    }

    #[test]
    fn for_opponent_swaps_sides_and_adds_the_ply() {
        for (v, want) in [
            (Value::Draw, Value::Draw),
            (Value::Loss(0), Value::Win(1)),
            (Value::Loss(2), Value::Win(3)),
            (Value::Win(1), Value::Loss(2)),
            (Value::Win(5), Value::Loss(6)),
        ] {
            assert_eq!(v.for_opponent(), want, "{v:?}");
        }
    }
}
