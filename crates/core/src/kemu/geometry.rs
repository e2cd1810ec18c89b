//! The Moeraki Kemu board's tables, derived once from the coordinate rule of RULES.md
//! §2: each field's hollows and lines of sight, the diagonals, the edge rows.
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

use super::field::{Direction, Field, FieldKind, ParseFieldError};
use super::hollow::{point_name, Hollow, HOLLOWS, SIZE};
use super::sets::HollowSet;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

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
    fields: Vec<FieldInfo>,
    /// For each hollow, the fields it encloses.
    pub fields_of_hollow: Vec<Vec<Field>>,
    /// The 18 diagonals, each from one sideline to the other, in order along the line
    /// (see also [`Hollow::diagonals`]).
    pub diagonals: Vec<Vec<Hollow>>,
    /// For each hollow, the two diagonals through it (indices into `diagonals`).
    pub diagonals_of_hollow: Vec<[usize; 2]>,
    /// The four edge rows: south (`c1 e1 g1 i1`), north, west (`a3 a5 a7 a9`), east.
    pub edge_rows: [[Hollow; 4]; 4],
}

impl Geometry {
    pub fn fields(&self) -> &[FieldInfo] {
        &self.fields
    }
    pub fn field(&self, f: Field) -> &FieldInfo {
        &self.fields[f.index()]
    }

    fn build() -> Geometry {
        let h = |x: i8, y: i8| -> Option<Hollow> {
            if !(0..11).contains(&x) || !(0..11).contains(&y) {
                return None;
            }
            Hollow::at(x as u8, y as u8)
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
            for (x, y) in Hollow::all().map(Hollow::xy) {
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
        Geometry {
            fields,
            fields_of_hollow,
            diagonals,
            diagonals_of_hollow,
            edge_rows,
        }
    }
}

/// The board geometry, built on first use.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: OnceLock<Geometry> = OnceLock::new();
    GEOMETRY.get_or_init(Geometry::build)
}

impl Hollow {
    /// The two diagonals through this hollow, each in order from one sideline to the
    /// other (a diagonal is an Awa's line; see [`Geometry::diagonals`]).
    pub fn diagonals(self) -> [&'static [Hollow]; 2] {
        let g = geometry();
        g.diagonals_of_hollow[self.index()].map(|d| g.diagonals[d].as_slice())
    }

    /// The diagonal through both this hollow and `other`, if they share one (each
    /// hollow shares a diagonal with itself: the first of its two).
    pub fn diagonal_with(self, other: Hollow) -> Option<&'static [Hollow]> {
        self.diagonals().into_iter().find(|d| d.contains(&other))
    }
}

impl Field {
    /// Everything about this field (from the board tables).
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
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

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
                let holding = Field::all()
                    .filter(|f| f.info().points.contains(&(x, y)))
                    .count();
                assert_eq!(holding, usize::from((x + y) % 2 == 1), "({x}, {y})");
            }
        }
    }

    #[test]
    fn each_hollow_knows_its_two_diagonals() {
        let names = |d: &[Hollow]| d.iter().map(|h| h.to_string()).collect::<Vec<_>>();
        let h = |name: &str| name.parse::<Hollow>().unwrap();
        let [a, b] = h("f6").diagonals();
        assert_eq!(
            names(a),
            ["b2", "c3", "d4", "e5", "f6", "g7", "h8", "i9", "j10"]
        );
        assert_eq!(
            names(b),
            ["b10", "c9", "d8", "e7", "f6", "g5", "h4", "i3", "j2"]
        );
        // (hollow, other, the diagonal through both)
        let cases = [
            ("a3", "c1", Some("a3 b2 c1")),
            ("c1", "e5", None),
            ("b2", "f6", Some("b2 c3 d4 e5 f6 g7 h8 i9 j10")),
        ];
        for (one, other, want) in cases {
            let got = h(one).diagonal_with(h(other)).map(names);
            let want = want.map(|w| w.split_whitespace().map(String::from).collect::<Vec<_>>());
            assert_eq!(got, want, "{one} {other}");
        }
        for hollow in Hollow::all() {
            for d in hollow.diagonals() {
                assert!(d.contains(&hollow));
                assert!(geometry().diagonals.iter().any(|g| g.as_slice() == d));
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
