//! Victories, and the lines of hollows that make them.
//!
//! Every stone victory is a *line*: a set of hollows that wins for the tribe whose
//! stones fill it. Which lines exist depends on where the ball lies (it splits a
//! diagonal into two rivers and takes a square out of play) and on the Auge option, so
//! [`WinLines::of`] builds each such set once and keeps it. The rules core decides
//! victories with these lines, and the engine and the page ask the same lines for
//! threats (hollows that would complete one).

use super::field::{Field, FieldKind};
use super::geometry::geometry;
use super::hollow::{Hollow, HOLLOWS};
use super::rules::Tribe;
use super::sets::{FieldSet, HollowSet};
use std::sync::OnceLock;

/// The kinds of victory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VictoryKind {
    /// A square field enclosed by four of your stones.
    Tahuna,
    /// A diagonal of your stones, or from one end of a diagonal up to the ball.
    Awa,
    /// An edge row of four of your stones.
    Ara,
    /// Full board: the higher tile count (ties to Player A).
    Marae,
    /// The four circle hollows (or the ball and three): Master, optional.
    Auge,
}

impl VictoryKind {
    pub fn code(self) -> &'static str {
        match self {
            VictoryKind::Tahuna => "tahuna",
            VictoryKind::Awa => "awa",
            VictoryKind::Ara => "ara",
            VictoryKind::Marae => "marae",
            VictoryKind::Auge => "auge",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            VictoryKind::Tahuna => "Tahuna",
            VictoryKind::Awa => "Awa",
            VictoryKind::Ara => "Ara",
            VictoryKind::Marae => "Marae",
            VictoryKind::Auge => "Auge",
        }
    }
}

/// A victory, with the hollows and fields that make it (for highlighting).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Victory {
    pub kind: VictoryKind,
    pub tribe: Tribe,
    pub hollows: Vec<Hollow>,
    pub fields: Vec<Field>,
}

impl Victory {
    /// What a board marks for this victory: the hollows of its line (the Tahuna's
    /// four, the Awa's river, the Ara's row, the Auge's circle) and, for a Tahuna, its
    /// square field. A Marae is won by counting every tile on the board, which the board
    /// shows already: it marks nothing.
    pub fn marks(&self) -> (HollowSet, FieldSet) {
        if self.kind == VictoryKind::Marae {
            return (HollowSet::EMPTY, FieldSet::EMPTY);
        }
        (
            self.hollows.iter().copied().collect(),
            self.fields.iter().copied().collect(),
        )
    }
}

/// The marks of several victories together (see [`Victory::marks`]), e.g. of every
/// victory a game ended with.
pub fn victory_marks<'a>(
    victories: impl IntoIterator<Item = &'a Victory>,
) -> (HollowSet, FieldSet) {
    victories
        .into_iter()
        .fold((HollowSet::EMPTY, FieldSet::EMPTY), |(h, f), v| {
            let (vh, vf) = v.marks();
            (h.union(vh), f.union(vf))
        })
}

/// A line that wins for the tribe whose stones fill [`WinLine::stones`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinLine {
    pub kind: VictoryKind,
    /// The hollows a victory on this line shows (the circle's four for Auge, with the
    /// ball if it lies on the circle), in board order along the line.
    pub hollows: Vec<Hollow>,
    /// The hollows that must hold the tribe's stones.
    pub stones: HollowSet,
    /// The square of a Tahuna.
    pub field: Option<Field>,
}

impl WinLine {
    /// The victory this line gives `tribe` once filled.
    pub fn victory(&self, tribe: Tribe) -> Victory {
        Victory {
            kind: self.kind,
            tribe,
            hollows: self.hollows.clone(),
            fields: self.field.into_iter().collect(),
        }
    }
}

/// Every line that wins in a game with the ball on a given hollow (or not yet placed)
/// and the Auge rule on or off:
///
/// - **Tahuna**: each square field without the ball;
/// - **Awa**: each diagonal without the ball, or the two parts the ball splits it into
///   (from each end up to the ball);
/// - **Ara**: each edge row of four;
/// - **Auge** (Master, optional): the four circle hollows, less the ball.
#[derive(Clone, Debug)]
pub struct WinLines {
    lines: Vec<WinLine>,
    /// `lines[i].stones`, kept apart for fast scans.
    masks: Vec<HollowSet>,
    /// The indices of the lines through each hollow.
    through: Vec<Vec<u16>>,
    /// The masks of the lines through each hollow, in a fixed-size array (the first
    /// `through_len`), for the move path: at most four squares, two rivers, an edge row
    /// and the circle meet at a hollow.
    through_masks: [[HollowSet; MAX_LINES_THROUGH]; HOLLOWS],
    through_len: [u8; HOLLOWS],
}

/// Most winning lines through one hollow.
const MAX_LINES_THROUGH: usize = 8;

impl WinLines {
    /// The lines of a game with the ball on `ball` (`None` before it is placed) and the
    /// Auge rule in force or not. Built on first use and kept.
    pub fn of(ball: Option<Hollow>, auge: bool) -> &'static WinLines {
        const SLOTS: usize = 2 * (HOLLOWS + 1);
        static BUILT: [OnceLock<WinLines>; SLOTS] = [const { OnceLock::new() }; SLOTS];
        let slot = 2 * ball.map_or(HOLLOWS, Hollow::index) + usize::from(auge);
        BUILT[slot].get_or_init(|| WinLines::build(ball, auge))
    }

    fn build(ball: Option<Hollow>, auge: bool) -> WinLines {
        let g = geometry();
        let ball_set = ball.map_or(HollowSet::EMPTY, Hollow::bit);
        let mut lines = Vec::new();
        for f in Field::all() {
            let info = f.info();
            if info.kind == FieldKind::Square && info.mask.intersection(ball_set).is_empty() {
                lines.push(WinLine {
                    kind: VictoryKind::Tahuna,
                    hollows: info.hollows.clone(),
                    stones: info.mask,
                    field: Some(f),
                });
            }
        }
        let mut awa = |hollows: &[Hollow]| {
            if !hollows.is_empty() {
                lines.push(WinLine {
                    kind: VictoryKind::Awa,
                    hollows: hollows.to_vec(),
                    stones: hollows.iter().copied().collect(),
                    field: None,
                });
            }
        };
        for diagonal in &g.diagonals {
            match ball.and_then(|b| diagonal.iter().position(|h| *h == b)) {
                None => awa(diagonal),
                Some(at) => {
                    awa(&diagonal[..at]);
                    awa(&diagonal[at + 1..]);
                }
            }
        }
        for row in &g.edge_rows {
            lines.push(WinLine {
                kind: VictoryKind::Ara,
                hollows: row.to_vec(),
                stones: row.iter().copied().collect(),
                field: None,
            });
        }
        if auge {
            lines.push(WinLine {
                kind: VictoryKind::Auge,
                hollows: HollowSet::CIRCLE.iter().collect(),
                stones: HollowSet::CIRCLE.difference(ball_set),
                field: None,
            });
        }
        let masks: Vec<HollowSet> = lines.iter().map(|l| l.stones).collect();
        let mut through = vec![Vec::new(); HOLLOWS];
        for (i, mask) in masks.iter().enumerate() {
            for h in mask.iter() {
                through[h.index()].push(i as u16);
            }
        }
        let mut through_masks = [[HollowSet::EMPTY; MAX_LINES_THROUGH]; HOLLOWS];
        let mut through_len = [0u8; HOLLOWS];
        for (h, lines) in through.iter().enumerate() {
            assert!(
                lines.len() <= MAX_LINES_THROUGH,
                "too many lines through a hollow"
            );
            for (j, &i) in lines.iter().enumerate() {
                through_masks[h][j] = masks[usize::from(i)];
            }
            through_len[h] = lines.len() as u8;
        }
        WinLines {
            lines,
            masks,
            through,
            through_masks,
            through_len,
        }
    }

    pub fn lines(&self) -> &[WinLine] {
        &self.lines
    }

    /// The stones each line needs, in the order of [`WinLines::lines`].
    pub fn masks(&self) -> &[HollowSet] {
        &self.masks
    }

    /// Indices (into [`WinLines::lines`]) of the lines through a hollow.
    pub fn through(&self, h: Hollow) -> &[u16] {
        &self.through[h.index()]
    }

    /// The stones each line through `h` needs (as [`WinLines::through`], without the
    /// indirection).
    pub fn masks_through(&self, h: Hollow) -> &[HollowSet] {
        &self.through_masks[h.index()][..usize::from(self.through_len[h.index()])]
    }

    /// Whether `stones` fill a line through `h`: the test after each placement.
    pub fn fills_through(&self, stones: HollowSet, h: Hollow) -> bool {
        self.masks_through(h).iter().any(|m| m.is_subset(stones))
    }

    /// The lines through `h` that `stones` fill.
    pub fn filled_through(&self, stones: HollowSet, h: Hollow) -> impl Iterator<Item = &WinLine> {
        self.through(h)
            .iter()
            .map(|&i| &self.lines[usize::from(i)])
            .filter(move |line| line.stones.is_subset(stones))
    }

    /// Hollows where one more stone of the side holding `mine` would fill a line, given
    /// the other side's stones `theirs`. The ball is never in a line, so each such
    /// hollow is empty.
    pub fn threats(&self, mine: HollowSet, theirs: HollowSet) -> HollowSet {
        let mut out = HollowSet::EMPTY;
        for m in &self.masks {
            if m.intersection(theirs).is_empty() {
                let missing = m.difference(mine);
                if missing.len() == 1 {
                    out = out.union(missing);
                }
            }
        }
        out
    }

    /// The threats that a stone on `h` creates for the side holding `mine`: like
    /// [`WinLines::threats`], but only the lines through `h` are looked at.
    pub fn threats_through(&self, mine: HollowSet, theirs: HollowSet, h: Hollow) -> HollowSet {
        let mine = mine.with(h);
        let mut out = HollowSet::EMPTY;
        for &m in self.masks_through(h) {
            if m.intersection(theirs).is_empty() {
                let missing = m.difference(mine);
                if missing.len() == 1 {
                    out = out.union(missing);
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(name: &str) -> Hollow {
        name.parse().unwrap()
    }

    #[test]
    fn the_ball_splits_a_diagonal_and_takes_squares_out_of_play() {
        let before = WinLines::of(None, false);
        let centre = WinLines::of(Some(h("f6")), false);
        let count =
            |lines: &WinLines, kind| lines.lines().iter().filter(|l| l.kind == kind).count();
        let g = geometry();
        assert_eq!(count(before, VictoryKind::Awa), g.diagonals.len());
        assert_eq!(count(before, VictoryKind::Ara), 4);
        assert_eq!(count(before, VictoryKind::Auge), 0);
        // f6 lies on two diagonals: each becomes two rivers.
        assert_eq!(count(centre, VictoryKind::Awa), g.diagonals.len() + 2);
        let squares_with_f6 = g
            .fields()
            .iter()
            .filter(|i| i.kind == FieldKind::Square && i.mask.contains(h("f6")))
            .count();
        assert_eq!(
            count(centre, VictoryKind::Tahuna),
            count(before, VictoryKind::Tahuna) - squares_with_f6
        );
        assert!(centre.lines().iter().all(|l| !l.stones.contains(h("f6"))));
        let auge = WinLines::of(Some(h("d6")), true);
        let circle = auge
            .lines()
            .iter()
            .find(|l| l.kind == VictoryKind::Auge)
            .unwrap();
        assert_eq!(
            circle.stones.len(),
            3,
            "the ball on the circle counts for the tribe"
        );
        assert_eq!(circle.hollows.len(), 4);
    }

    #[test]
    fn threats_are_lines_one_stone_short_and_free_of_the_other_side() {
        let lines = WinLines::of(Some(h("f6")), false);
        let mine: HollowSet = ["a3", "a5", "a7"].into_iter().map(h).collect();
        assert!(lines.threats(mine, HollowSet::EMPTY).contains(h("a9")));
        assert!(!lines.threats(mine, h("a9").bit()).contains(h("a9")));
        let two: HollowSet = ["a3", "a5"].into_iter().map(h).collect();
        assert_eq!(
            lines.threats_through(two, HollowSet::EMPTY, h("a7")),
            h("a9").bit()
        );
    }
}
