//! Hollows: the 57 points of the board a stone (or the ball) fills, their names and
//! their grid coordinates.
//!
//! Points `(x, y)` with `x, y ∈ 0..=10`; columns `a`–`k` are `x`, rows `1`–`11` are
//! `y + 1`. A **hollow** is a point with `x + y` even, except the four corners. The
//! coordinates are computed at compile time, so a hollow's name needs no table.

use std::fmt;
use std::str::FromStr;

/// Number of hollows.
pub const HOLLOWS: usize = 57;
/// Side length of the point grid.
pub const SIZE: u8 = 11;

/// A hollow, numbered `0..57` row by row from `c1` (bottom row first, left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hollow(pub(crate) u8);

/// Whether the grid point `(x, y)` is a hollow.
const fn is_hollow_point(x: u8, y: u8) -> bool {
    let corner = (x == 0 || x == 10) && (y == 0 || y == 10);
    (x + y).is_multiple_of(2) && !corner
}

/// Each hollow's grid point, by number.
const HOLLOW_XY: [(u8, u8); HOLLOWS] = {
    let mut xy = [(0, 0); HOLLOWS];
    let mut n = 0;
    let mut y = 0;
    while y < SIZE {
        let mut x = 0;
        while x < SIZE {
            if is_hollow_point(x, y) {
                xy[n] = (x, y);
                n += 1;
            }
            x += 1;
        }
        y += 1;
    }
    xy
};

/// The hollow number at each grid point `[y][x]`, or `NONE`.
const NONE: u8 = u8::MAX;
const HOLLOW_GRID: [[u8; SIZE as usize]; SIZE as usize] = {
    let mut grid = [[NONE; SIZE as usize]; SIZE as usize];
    let mut n = 0;
    while n < HOLLOWS {
        let (x, y) = HOLLOW_XY[n];
        grid[y as usize][x as usize] = n as u8;
        n += 1;
    }
    grid
};

/// The name of a grid point: column letter and row number, e.g. `f6` for `(5, 5)`.
pub fn point_name(x: u8, y: u8) -> String {
    format!("{}{}", char::from(b'a' + x), y + 1)
}

/// Reads a point name (`a1` … `k11`) into `(x, y)`.
fn parse_point(s: &str) -> Option<(u8, u8)> {
    let mut chars = s.chars();
    let col = chars.next()?.to_ascii_lowercase();
    if !('a'..='k').contains(&col) {
        return None;
    }
    let row_text = chars.as_str();
    if row_text.is_empty() || row_text.len() > 2 || row_text.starts_with('0') {
        return None;
    }
    let row: u8 = row_text.parse().ok()?;
    if !(1..=SIZE).contains(&row) {
        return None;
    }
    Some((col as u8 - b'a', row - 1))
}

impl Hollow {
    /// The hollow with this number, if it is below 57.
    pub fn new(i: usize) -> Option<Hollow> {
        (i < HOLLOWS).then_some(Hollow(i as u8))
    }
    /// Its number, `0..57`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
    /// Every hollow, in number order.
    pub fn all() -> impl Iterator<Item = Hollow> {
        (0..HOLLOWS as u8).map(Hollow)
    }
    /// The hollow at a grid point, if there is one.
    pub const fn at(x: u8, y: u8) -> Option<Hollow> {
        if x >= SIZE || y >= SIZE {
            return None;
        }
        match HOLLOW_GRID[y as usize][x as usize] {
            NONE => None,
            n => Some(Hollow(n)),
        }
    }
    /// Its grid point `(x, y)`.
    pub const fn xy(self) -> (u8, u8) {
        HOLLOW_XY[self.0 as usize]
    }
    /// Its name, e.g. `f6`.
    pub fn name(self) -> String {
        let (x, y) = self.xy();
        point_name(x, y)
    }
}

impl fmt::Display for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// A name that is not a hollow of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseHollowError(pub String);

impl fmt::Display for ParseHollowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a hollow: hollows are named column a–k and row 1–11 with an even sum of both (e.g. f6, c1), except the corners a1, a11, k1, k11",
            self.0
        )
    }
}

impl std::error::Error for ParseHollowError {}

impl FromStr for Hollow {
    type Err = ParseHollowError;
    fn from_str(s: &str) -> Result<Hollow, ParseHollowError> {
        parse_point(s)
            .and_then(|(x, y)| Hollow::at(x, y))
            .ok_or_else(|| ParseHollowError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bad_names_fail() {
        assert_eq!(Hollow::all().count(), 57);
        for h in Hollow::all() {
            assert_eq!(h.name().parse::<Hollow>(), Ok(h));
            let (x, y) = h.xy();
            assert_eq!(Hollow::at(x, y), Some(h));
        }
        for (name, number) in [("c1", 0), ("f6", 28), ("i11", 56)] {
            assert_eq!(name.parse::<Hollow>().map(Hollow::index), Ok(number));
        }
        for bad in [
            "a1", "k11", "a11", "k1", "f5", "l1", "a0", "a12", "", "f", "f06", "66",
        ] {
            assert!(bad.parse::<Hollow>().is_err(), "{bad}");
        }
        assert_eq!(Hollow::at(11, 0), None);
    }
}
