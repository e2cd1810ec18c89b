//! The board's vocabulary: the two sides, the nine points and their lines, and moves.

use std::fmt;
use std::str::FromStr;

/// Number of points on the board: the pūtahi and eight kāwai.
pub const POINTS: usize = 9;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Green,
    White,
}

impl Side {
    /// Both sides, Green (who moves first) first.
    pub const ALL: [Side; 2] = [Side::Green, Side::White];

    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Green => Side::White,
            Side::White => Side::Green,
        }
    }

    /// The letter used in position strings: `g` or `w`.
    pub fn letter(self) -> char {
        match self {
            Side::Green => 'g',
            Side::White => 'w',
        }
    }

    /// English name for messages, capitalised ("Green", "White"); see also `Display`.
    pub fn name(self) -> &'static str {
        match self {
            Side::Green => "Green",
            Side::White => "White",
        }
    }

    /// The side with this position-string letter.
    pub(super) fn from_letter(c: char) -> Option<Side> {
        match c {
            'g' => Some(Side::Green),
            'w' => Some(Side::White),
            _ => None,
        }
    }
}

/// `green` or `white`, the form [`Side`]'s [`FromStr`] reads (in links and saves).
impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Green => "green",
            Side::White => "white",
        })
    }
}

/// Why a side's name could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSideError(pub String);

impl fmt::Display for ParseSideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a side is 'green' or 'white', not {:?}", self.0)
    }
}

impl std::error::Error for ParseSideError {}

impl FromStr for Side {
    type Err = ParseSideError;

    /// Reads `green` or `white`, in any case.
    fn from_str(s: &str) -> Result<Side, ParseSideError> {
        Side::ALL
            .into_iter()
            .find(|side| s.eq_ignore_ascii_case(&side.to_string()))
            .ok_or_else(|| ParseSideError(s.to_string()))
    }
}

/// A point of the board: `0` is the pūtahi, `1..=8` the kāwai.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The centre point.
    pub const PUTAHI: Point = Point(0);
    /// Every point, the pūtahi first, then kāwai 1 to 8.
    pub const ALL: [Point; POINTS] = [
        Point(0),
        Point(1),
        Point(2),
        Point(3),
        Point(4),
        Point(5),
        Point(6),
        Point(7),
        Point(8),
    ];

    /// The point with this number, if it is `0..=8`.
    pub fn new(n: u8) -> Option<Point> {
        (usize::from(n) < POINTS).then_some(Point(n))
    }

    /// The point's number, `0..=8`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Whether this is the centre point.
    pub fn is_putahi(self) -> bool {
        self.0 == 0
    }

    /// The two kāwai beside a kāwai (wrapping 8↔1); `None` for the pūtahi.
    pub fn kawai_neighbours(self) -> Option<[Point; 2]> {
        if self.is_putahi() {
            return None;
        }
        let prev = if self.0 == 1 { 8 } else { self.0 - 1 };
        let next = if self.0 == 8 { 1 } else { self.0 + 1 };
        Some([Point(prev), Point(next)])
    }

    /// Whether two points are joined by a line of the board.
    pub fn is_adjacent(self, other: Point) -> bool {
        if self == other {
            return false;
        }
        if self.is_putahi() || other.is_putahi() {
            return true;
        }
        self.kawai_neighbours().is_some_and(|n| n.contains(&other))
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Why a point's number could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsePointError(pub String);

impl fmt::Display for ParsePointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a point 0..8", self.0)
    }
}

impl std::error::Error for ParsePointError {}

impl FromStr for Point {
    type Err = ParsePointError;

    /// Reads a point's number, `0` (the pūtahi) to `8`.
    fn from_str(s: &str) -> Result<Point, ParsePointError> {
        s.parse::<u8>()
            .ok()
            .and_then(Point::new)
            .ok_or_else(|| ParsePointError(s.to_string()))
    }
}

/// A move: the counter on `from` goes to `to`, the point that was empty before it.
///
/// Moves come from the rules ([`Position::check`](super::Position::check),
/// [`Position::legal_moves`](super::Position::legal_moves),
/// [`Game::play`](super::Game::play)), which fill in `to`; a page can draw the move
/// from `from` to `to` without looking at the position before it. It is written as the
/// point the counter leaves (`4`), since `to` follows from the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The point the counter leaves.
    pub from: Point,
    /// The point it goes to: the one empty point of the position before the move.
    pub to: Point,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjacency_wraps_and_centre_touches_all() {
        let p = |n| Point::new(n).unwrap();
        assert!(p(8).is_adjacent(p(1)));
        assert!(p(1).is_adjacent(p(2)));
        assert!(!p(1).is_adjacent(p(3)));
        for k in 1..=8 {
            assert!(p(0).is_adjacent(p(k)));
            assert!(p(k).is_adjacent(p(0)));
        }
        assert!(!p(4).is_adjacent(p(4)));
        assert_eq!(p(0).kawai_neighbours(), None);
        assert_eq!(p(1).kawai_neighbours(), Some([p(8), p(2)]));
    }

    #[test]
    fn side_text_round_trips() {
        for side in Side::ALL {
            assert_eq!(side.to_string().parse::<Side>(), Ok(side));
            assert_eq!(side.other().other(), side);
        }
        assert_eq!(Side::Green.to_string(), "green");
        assert_eq!(Side::White.to_string(), "white");
        assert_eq!("White".parse::<Side>(), Ok(Side::White));
        for bad in ["", "g", "purple", " green"] {
            let err = bad.parse::<Side>().unwrap_err();
            assert_eq!(err, ParseSideError(bad.to_string()));
            assert!(err.to_string().contains("'green' or 'white'"), "{err}");
        }
    }

    #[test]
    fn point_text_round_trips() {
        for p in Point::ALL {
            assert_eq!(p.to_string().parse::<Point>(), Ok(p));
            assert_eq!(Point::new(p.to_string().parse().unwrap()), Some(p));
        }
        for bad in ["9", "-1", "x", ""] {
            let err = bad.parse::<Point>().unwrap_err();
            assert_eq!(err.to_string(), format!("{bad:?} is not a point 0..8"));
        }
    }
}
