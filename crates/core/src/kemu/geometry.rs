//! The Moeraki Kemu board, derived once from the coordinate rule of RULES.md §2.
//!
//! Points `(x, y)` with `x, y ∈ 0..=10`; columns `a`–`k` are `x`, rows `1`–`11` are `y + 1`.
//! A **hollow** is a point with `x + y` even, except the four corners: 57 hollows.
//! A **field** stands on a point with `x + y` odd (a corner triangle on the two points
//! beside its missing corner).
//!
//! ```text
//! 11   . o . o . o . o .
//! 10 . o . o . o . o . o .
//!  9 o . o . o . o . o . o
//!  8 . o . o . @ . o . o .
//!  7 o . o . @ . @ . o . o
//!  6 . o . @ . @ . @ . o .
//!  5 o . o . @ . @ . o . o
//!  4 . o . o . @ . o . o .
//!  3 o . o . o . o . o . o
//!  2 . o . o . o . o . o .
//!  1   . o . o . o . o .
//!    a b c d e f g h i j k
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// Number of hollows.
pub const HOLLOWS: usize = 57;
/// Number of beach fields (40 squares, 12 edge triangles, 4 corner triangles).
pub const FIELDS: usize = 56;
/// Side length of the point grid.
pub const SIZE: u8 = 11;

/// A hollow, numbered `0..57` row by row from `c1` (bottom row first, left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hollow(pub(crate) u8);

/// A beach field, numbered `0..56` in the order of [`Geometry::fields`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(pub(crate) u8);

/// A set of hollows as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HollowSet(pub u64);

/// A set of fields as a bit set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FieldSet(pub u64);

macro_rules! bitset {
    ($set:ident, $item:ident) => {
        impl $set {
            pub const EMPTY: $set = $set(0);
            pub fn contains(self, i: $item) -> bool {
                self.0 >> i.0 & 1 == 1
            }
            pub fn insert(&mut self, i: $item) {
                self.0 |= 1 << i.0;
            }
            pub fn remove(&mut self, i: $item) {
                self.0 &= !(1 << i.0);
            }
            pub fn with(self, i: $item) -> $set {
                $set(self.0 | 1 << i.0)
            }
            pub fn len(self) -> usize {
                self.0.count_ones() as usize
            }
            pub fn is_empty(self) -> bool {
                self.0 == 0
            }
            pub fn is_subset(self, other: $set) -> bool {
                self.0 & !other.0 == 0
            }
            pub fn union(self, other: $set) -> $set {
                $set(self.0 | other.0)
            }
            pub fn intersection(self, other: $set) -> $set {
                $set(self.0 & other.0)
            }
            pub fn difference(self, other: $set) -> $set {
                $set(self.0 & !other.0)
            }
            pub fn iter(self) -> impl Iterator<Item = $item> {
                let mut bits = self.0;
                std::iter::from_fn(move || {
                    if bits == 0 {
                        return None;
                    }
                    let i = bits.trailing_zeros();
                    bits &= bits - 1;
                    Some($item(i as u8))
                })
            }
        }

        impl FromIterator<$item> for $set {
            fn from_iter<I: IntoIterator<Item = $item>>(iter: I) -> $set {
                let mut s = $set::EMPTY;
                for i in iter {
                    s.insert(i);
                }
                s
            }
        }
    };
}

bitset!(HollowSet, Hollow);
bitset!(FieldSet, Field);

/// The name of a grid point: column letter and row number, e.g. `f6` for `(5, 5)`.
pub fn point_name(x: u8, y: u8) -> String {
    format!("{}{}", char::from(b'a' + x), y + 1)
}

/// Reads a point name (`a1` … `k11`) into `(x, y)`.
pub fn parse_point(s: &str) -> Option<(u8, u8)> {
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
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
    pub fn all() -> impl Iterator<Item = Hollow> {
        (0..HOLLOWS as u8).map(Hollow)
    }
    /// The hollow at a grid point, if there is one.
    pub fn at(x: u8, y: u8) -> Option<Hollow> {
        geometry().hollow_at(x, y)
    }
    pub fn xy(self) -> (u8, u8) {
        geometry().hollow_xy[self.index()]
    }
    pub fn name(self) -> String {
        let (x, y) = self.xy();
        point_name(x, y)
    }
    pub fn is_central(self) -> bool {
        geometry().central.contains(self)
    }
    pub fn is_on_circle(self) -> bool {
        geometry().circle.contains(self)
    }
    pub fn bit(self) -> HollowSet {
        HollowSet(1 << self.0)
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
            "{:?} is not a hollow: hollows are named column a–k and row 1–11 with an even sum of both (e.g. f6, c1), except the corners a1, a11, k1, k11",
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
    pub const ALL: [Direction; 4] = [
        Direction::North,
        Direction::East,
        Direction::South,
        Direction::West,
    ];
    pub fn letter(self) -> char {
        match self {
            Direction::North => 'n',
            Direction::East => 'e',
            Direction::South => 's',
            Direction::West => 'w',
        }
    }
    pub fn from_letter(c: char) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|d| d.letter() == c.to_ascii_lowercase())
    }
    pub fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        }
    }
    fn step(self) -> (i8, i8) {
        match self {
            Direction::North => (0, 2),
            Direction::East => (2, 0),
            Direction::South => (0, -2),
            Direction::West => (-2, 0),
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Everything about one field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldInfo {
    pub kind: FieldKind,
    /// Its name: the centre point (`f5`, `a4`), or the middle hollow for a corner
    /// triangle (`b2`).
    pub name: String,
    /// The points it stands on (one; two for a corner triangle).
    pub points: Vec<(u8, u8)>,
    /// Its hollows (4 for a square, 3 for a triangle).
    pub hollows: Vec<Hollow>,
    pub mask: HollowSet,
    /// For each direction (`n e s w`), the fields in the line from here to that sideline.
    pub lines: [Vec<Field>; 4],
}

/// The whole board, built once.
#[derive(Debug)]
pub struct Geometry {
    hollow_xy: Vec<(u8, u8)>,
    hollow_grid: [[Option<Hollow>; 11]; 11],
    fields: Vec<FieldInfo>,
    field_grid: [[Option<Field>; 11]; 11],
    /// For each hollow, the fields it encloses.
    pub fields_of_hollow: Vec<Vec<Field>>,
    /// The 18 diagonals, each from one sideline to the other, in order along the line.
    pub diagonals: Vec<Vec<Hollow>>,
    /// For each hollow, the two diagonals through it (indices into `diagonals`).
    pub diagonals_of_hollow: Vec<[usize; 2]>,
    /// The four edge rows: south (`c1 e1 g1 i1`), north, west (`a3 a5 a7 a9`), east.
    pub edge_rows: [[Hollow; 4]; 4],
    /// For each hollow, the edge row it is on, if any.
    pub edge_row_of_hollow: Vec<Option<usize>>,
    /// The nine central hollows of the Moeraki field.
    pub central: HollowSet,
    /// The four hollows on the white circle: `d6 f4 f8 h6`.
    pub circle: HollowSet,
}

impl Geometry {
    pub fn hollow_at(&self, x: u8, y: u8) -> Option<Hollow> {
        *self.hollow_grid.get(usize::from(y))?.get(usize::from(x))?
    }
    pub fn field_at(&self, x: u8, y: u8) -> Option<Field> {
        *self.field_grid.get(usize::from(y))?.get(usize::from(x))?
    }
    pub fn fields(&self) -> &[FieldInfo] {
        &self.fields
    }
    pub fn field(&self, f: Field) -> &FieldInfo {
        &self.fields[f.index()]
    }

    fn build() -> Geometry {
        let mut hollow_xy = Vec::new();
        let mut hollow_grid = [[None; 11]; 11];
        for y in 0..SIZE {
            for x in 0..SIZE {
                let corner = (x == 0 || x == 10) && (y == 0 || y == 10);
                if (x + y) % 2 == 0 && !corner {
                    hollow_grid[usize::from(y)][usize::from(x)] =
                        Some(Hollow(hollow_xy.len() as u8));
                    hollow_xy.push((x, y));
                }
            }
        }
        let h = |x: i8, y: i8| -> Option<Hollow> {
            if !(0..11).contains(&x) || !(0..11).contains(&y) {
                return None;
            }
            hollow_grid[y as usize][x as usize]
        };

        // Fields, in order of their first point (row by row).
        let mut fields: Vec<FieldInfo> = Vec::new();
        let mut field_grid = [[None; 11]; 11];
        for y in 0..SIZE as i8 {
            for x in 0..SIZE as i8 {
                if (x + y) % 2 == 0 || field_grid[y as usize][x as usize].is_some() {
                    continue;
                }
                let on_side = x == 0 || x == 10 || y == 0 || y == 10;
                let around: Vec<Hollow> = [(x, y - 1), (x - 1, y), (x + 1, y), (x, y + 1)]
                    .into_iter()
                    .filter_map(|(a, b)| h(a, b))
                    .collect();
                let (kind, name, points, hollows) = if !on_side {
                    (
                        FieldKind::Square,
                        point_name(x as u8, y as u8),
                        vec![(x, y)],
                        around,
                    )
                } else if around.len() == 3 {
                    (
                        FieldKind::EdgeTriangle,
                        point_name(x as u8, y as u8),
                        vec![(x, y)],
                        around,
                    )
                } else {
                    // Beside a missing corner: the corner diagonal's three hollows.
                    let cx = if x <= 1 { 0 } else { 10 };
                    let cy = if y <= 1 { 0 } else { 10 };
                    let dx: i8 = if cx == 0 { 1 } else { -1 };
                    let dy: i8 = if cy == 0 { 1 } else { -1 };
                    let hollows: Vec<Hollow> =
                        [(cx + 2 * dx, cy), (cx + dx, cy + dy), (cx, cy + 2 * dy)]
                            .into_iter()
                            .filter_map(|(a, b)| h(a, b))
                            .collect();
                    let middle = point_name((cx + dx) as u8, (cy + dy) as u8);
                    let points = vec![(cx + dx, cy), (cx, cy + dy)];
                    (FieldKind::CornerTriangle, middle, points, hollows)
                };
                let id = Field(fields.len() as u8);
                let points: Vec<(u8, u8)> = points
                    .into_iter()
                    .map(|(a, b)| (a as u8, b as u8))
                    .collect();
                for &(px, py) in &points {
                    field_grid[usize::from(py)][usize::from(px)] = Some(id);
                }
                let mask = hollows.iter().copied().collect();
                fields.push(FieldInfo {
                    kind,
                    name,
                    points,
                    hollows,
                    mask,
                    lines: Default::default(),
                });
            }
        }
        // Lines of sight towards each sideline, traced on the field-centre grid.
        for (i, field) in fields.iter_mut().enumerate() {
            let (x0, y0) = field.points[0];
            for d in Direction::ALL {
                let (dx, dy) = d.step();
                let mut line = Vec::new();
                let (mut x, mut y) = (x0 as i8 + dx, y0 as i8 + dy);
                while (0..11).contains(&x) && (0..11).contains(&y) {
                    if let Some(f) = field_grid[y as usize][x as usize] {
                        if f.index() != i && !line.contains(&f) {
                            line.push(f);
                        }
                    }
                    x += dx;
                    y += dy;
                }
                field.lines[d.index()] = line;
            }
        }
        let mut fields_of_hollow = vec![Vec::new(); HOLLOWS];
        for (i, f) in fields.iter().enumerate() {
            for hollow in &f.hollows {
                fields_of_hollow[hollow.index()].push(Field(i as u8));
            }
        }

        // Diagonals: maximal runs in directions (1, 1) and (1, -1).
        let mut diagonals = Vec::new();
        let mut diagonals_of_hollow = vec![[usize::MAX; 2]; HOLLOWS];
        for (dir, (dx, dy)) in [(1i8, 1i8), (1, -1)].into_iter().enumerate() {
            for &(x, y) in &hollow_xy {
                let (x, y) = (x as i8, y as i8);
                if h(x - dx, y - dy).is_some() {
                    continue; // not the start of a run
                }
                let mut run = Vec::new();
                let (mut cx, mut cy) = (x, y);
                while let Some(hh) = h(cx, cy) {
                    run.push(hh);
                    cx += dx;
                    cy += dy;
                }
                for hh in &run {
                    diagonals_of_hollow[hh.index()][dir] = diagonals.len();
                }
                diagonals.push(run);
            }
        }

        let row = |pts: [(i8, i8); 4]| pts.map(|(x, y)| h(x, y).expect("edge row hollow"));
        let edge_rows = [
            row([(2, 0), (4, 0), (6, 0), (8, 0)]),
            row([(2, 10), (4, 10), (6, 10), (8, 10)]),
            row([(0, 2), (0, 4), (0, 6), (0, 8)]),
            row([(10, 2), (10, 4), (10, 6), (10, 8)]),
        ];
        let mut edge_row_of_hollow = vec![None; HOLLOWS];
        for (i, r) in edge_rows.iter().enumerate() {
            for hh in r {
                edge_row_of_hollow[hh.index()] = Some(i);
            }
        }
        let central = [
            (5, 5),
            (4, 4),
            (4, 6),
            (6, 4),
            (6, 6),
            (3, 5),
            (5, 3),
            (5, 7),
            (7, 5),
        ]
        .into_iter()
        .filter_map(|(x, y)| h(x, y))
        .collect();
        let circle = [(3, 5), (5, 3), (5, 7), (7, 5)]
            .into_iter()
            .filter_map(|(x, y)| h(x, y))
            .collect();
        Geometry {
            hollow_xy,
            hollow_grid,
            fields,
            field_grid,
            fields_of_hollow,
            diagonals,
            diagonals_of_hollow,
            edge_rows,
            edge_row_of_hollow,
            central,
            circle,
        }
    }
}

/// The board geometry, built on first use.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: OnceLock<Geometry> = OnceLock::new();
    GEOMETRY.get_or_init(Geometry::build)
}

impl Field {
    pub fn new(i: usize) -> Option<Field> {
        (i < FIELDS).then_some(Field(i as u8))
    }
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
    pub fn all() -> impl Iterator<Item = Field> {
        (0..FIELDS as u8).map(Field)
    }
    pub fn info(self) -> &'static FieldInfo {
        geometry().field(self)
    }
    pub fn kind(self) -> FieldKind {
        self.info().kind
    }
    pub fn name(self) -> &'static str {
        &self.info().name
    }
    pub fn hollows(self) -> &'static [Hollow] {
        &self.info().hollows
    }
    /// The fields a Tane here facing `d` would clear.
    pub fn line(self, d: Direction) -> &'static [Field] {
        &self.info().lines[d.index()]
    }
    pub fn bit(self) -> FieldSet {
        FieldSet(1 << self.0)
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a field of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseFieldError(pub String);

impl fmt::Display for ParseFieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a field: fields are named by their centre (column and row with an odd sum, e.g. f5, a4), corner triangles by their middle hollow (b2, b10, j2, j10)",
            self.0
        )
    }
}

impl std::error::Error for ParseFieldError {}

impl FromStr for Field {
    type Err = ParseFieldError;
    fn from_str(s: &str) -> Result<Field, ParseFieldError> {
        let lower = s.to_ascii_lowercase();
        Field::all()
            .find(|f| f.name() == lower)
            .ok_or_else(|| ParseFieldError(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hollows(names: &str) -> Vec<Hollow> {
        names
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect()
    }

    fn field(name: &str) -> Field {
        name.parse().unwrap()
    }

    #[test]
    fn counts() {
        let g = geometry();
        assert_eq!(Hollow::all().count(), 57);
        assert_eq!(g.fields().len(), 56);
        let count = |k| g.fields().iter().filter(|f| f.kind == k).count();
        assert_eq!(count(FieldKind::Square), 40);
        assert_eq!(count(FieldKind::EdgeTriangle), 12);
        assert_eq!(count(FieldKind::CornerTriangle), 4);
        assert_eq!(g.diagonals.len(), 18);
        let mut lens: Vec<usize> = g.diagonals.iter().map(Vec::len).collect();
        lens.sort();
        assert_eq!(lens, [3, 3, 3, 3, 5, 5, 5, 5, 7, 7, 7, 7, 9, 9, 9, 9, 9, 9]);
        assert_eq!(g.central.len(), 9);
        assert_eq!(g.circle.len(), 4);
        // 28 stones a player + the ball fill the board.
        assert_eq!(2 * 28 + 1, HOLLOWS);
    }

    #[test]
    fn names_round_trip_and_bad_names_fail() {
        for h in Hollow::all() {
            assert_eq!(h.name().parse::<Hollow>(), Ok(h));
        }
        for f in Field::all() {
            assert_eq!(f.name().parse::<Field>(), Ok(f));
        }
        for bad in [
            "a1", "k11", "a11", "k1", "f5", "l1", "a0", "a12", "", "f", "f06", "66",
        ] {
            assert!(bad.parse::<Hollow>().is_err(), "{bad}");
        }
        assert!("f6".parse::<Field>().is_err());
        assert!("x9".parse::<Field>().is_err());
    }

    #[test]
    fn named_examples() {
        let g = geometry();
        // c1 b2 a3 is a corner diagonal and a corner triangle.
        let corner = hollows("c1 b2 a3");
        assert!(g.diagonals.iter().any(|d| {
            let mut d = d.clone();
            d.sort();
            let mut c = corner.clone();
            c.sort();
            d == c
        }));
        let b2 = field("b2");
        assert_eq!(b2.kind(), FieldKind::CornerTriangle);
        assert_eq!(b2.info().mask, corner.iter().copied().collect());
        assert_eq!(b2.info().points, vec![(1, 0), (0, 1)]);
        // f6 is central; d6 f4 f8 h6 are on the circle.
        assert!("f6".parse::<Hollow>().unwrap().is_central());
        for h in hollows("d6 f4 f8 h6") {
            assert!(h.is_on_circle() && h.is_central());
        }
        for h in hollows("e5 e7 g5 g7") {
            assert!(h.is_central() && !h.is_on_circle());
        }
        assert!(!"c3".parse::<Hollow>().unwrap().is_central());
        // a3 a5 a7 a9 is an edge row.
        assert!(g
            .edge_rows
            .iter()
            .any(|r| r.to_vec() == hollows("a3 a5 a7 a9")));
        assert!(g
            .edge_rows
            .iter()
            .any(|r| r.to_vec() == hollows("c1 e1 g1 i1")));
        // A square field and an edge triangle with their hollows.
        let f5 = field("f5");
        assert_eq!(f5.kind(), FieldKind::Square);
        let mut hs = f5.hollows().to_vec();
        hs.sort();
        let mut want = hollows("f4 e5 g5 f6");
        want.sort();
        assert_eq!(hs, want);
        let a4 = field("a4");
        assert_eq!(a4.kind(), FieldKind::EdgeTriangle);
        assert_eq!(a4.info().mask, hollows("a3 a5 b4").into_iter().collect());
        // Corner-to-corner diagonals through f6 have 9 hollows.
        let f6: Hollow = "f6".parse().unwrap();
        for d in g.diagonals_of_hollow[f6.index()] {
            assert_eq!(g.diagonals[d].len(), 9);
        }
    }

    #[test]
    fn every_hollow_is_on_two_diagonals_and_fields_cover_it() {
        let g = geometry();
        for h in Hollow::all() {
            let [a, b] = g.diagonals_of_hollow[h.index()];
            assert!(g.diagonals[a].contains(&h) && g.diagonals[b].contains(&h) && a != b);
            assert!(!g.fields_of_hollow[h.index()].is_empty());
        }
        // Every odd point of the grid belongs to exactly one field.
        for y in 0..11 {
            for x in 0..11 {
                assert_eq!(g.field_at(x, y).is_some(), (x + y) % 2 == 1, "({x}, {y})");
            }
        }
    }

    #[test]
    fn tane_lines_follow_the_rule_book_examples() {
        let names = |fs: &[Field]| fs.iter().map(|f| f.name()).collect::<Vec<_>>();
        assert_eq!(
            names(field("f5").line(Direction::North)),
            ["f7", "f9", "f11"]
        );
        assert_eq!(
            names(field("b3").line(Direction::North)),
            ["b5", "b7", "b9", "b10"]
        );
        assert_eq!(names(field("f5").line(Direction::South)), ["f3", "f1"]);
        assert_eq!(names(field("f5").line(Direction::East)), ["h5", "j5"]);
        assert_eq!(names(field("f5").line(Direction::West)), ["d5", "b5"]);
        assert!(field("b3").line(Direction::West).is_empty());
        // An edge triangle facing along its side reaches the corner triangle.
        assert_eq!(names(field("a4").line(Direction::South)), ["b2"]);
    }
}
