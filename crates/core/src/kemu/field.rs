//! Beach fields and the four directions a Tane can face. A field's hollows, kind, name
//! and lines of sight are board tables ([`Field::info`]).

/// Number of beach fields (40 squares, 12 edge triangles, 4 corner triangles).
pub const FIELDS: usize = 56;

/// A beach field, numbered `0..56` in the order of
/// [`Geometry::fields`](super::Geometry::fields).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(pub(crate) u8);

impl Field {
    /// The field with this number, if it is below 56.
    pub fn new(i: usize) -> Option<Field> {
        (i < FIELDS).then_some(Field(i as u8))
    }
    /// Its number, `0..56`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
    /// Every field, in number order.
    pub fn all() -> impl Iterator<Item = Field> {
        (0..FIELDS as u8).map(Field)
    }
}

/// The shape of a beach field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FieldKind {
    /// Four hollows; a full beach.
    Square,
    /// Three hollows on a sideline (semi-beach).
    EdgeTriangle,
    /// The three hollows of a corner diagonal (semi-beach).
    CornerTriangle,
}

/// One of the four sidelines, the direction a Tane faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Towards row 11.
    North,
    /// Towards column k.
    East,
    /// Towards row 1.
    South,
    /// Towards column a.
    West,
}

impl Direction {
    /// The four directions, `n e s w`.
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    /// Its letter in records: `n`, `e`, `s` or `w`.
    pub fn letter(self) -> char {
        match self {
            Direction::North => 'n',
            Direction::East => 'e',
            Direction::South => 's',
            Direction::West => 'w',
        }
    }
    /// The direction with this letter, in either case.
    pub fn from_letter(c: char) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.letter() == c.to_ascii_lowercase())
    }
    /// Its English name: `north`, `east`, `south` or `west`.
    pub fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        }
    }
    /// One step on the grid of field centres (two points).
    pub(crate) fn step(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 2),
            Direction::East => (2, 0),
            Direction::South => (0, -2),
            Direction::West => (-2, 0),
        }
    }
    /// Its position in [`Direction::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A name that is not a field of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFieldError(pub String);

impl std::fmt::Display for ParseFieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "\"{}\" is not a field: fields are named by their centre (column and row with an odd sum, e.g. f5, a4), corner triangles by their middle hollow (b2, b10, j2, j10)",
            self.0
        )
    }
}

impl std::error::Error for ParseFieldError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn direction_letters_round_trip() {
        for d in Direction::ALL {
            assert_eq!(Direction::from_letter(d.letter()), Some(d));
            assert_eq!(
                Direction::from_letter(d.letter().to_ascii_uppercase()),
                Some(d)
            );
            assert_eq!(Direction::ALL[d.index()], d);
        }
        assert_eq!(Direction::from_letter('x'), None);
    }
}
