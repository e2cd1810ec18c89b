//! Fixed-size board tables for the move path: each field's hollows as a bit set, the
//! fields around each hollow, and each Tane line as a bit set of fields. They are read
//! from [`geometry`] once and kept in plain arrays, so playing a move follows no
//! pointer into a `Vec` and allocates nothing.

use super::field::{Direction, Field, FieldKind, FIELDS};
use super::geometry::geometry;
use super::hollow::{Hollow, HOLLOWS};
use super::sets::{FieldSet, HollowSet};
use std::sync::OnceLock;

/// Most fields a hollow encloses (four squares round a hollow inside the board).
pub(crate) const MAX_FIELDS_OF_HOLLOW: usize = 4;

/// The board tables in fixed-size arrays.
pub(crate) struct Tables {
    /// Each field's hollows.
    pub field_mask: [HollowSet; FIELDS],
    /// The square fields (the rest are triangles).
    pub squares: FieldSet,
    /// For each hollow, the fields it encloses (the first `fields_of_hollow_len`).
    pub fields_of_hollow: [[Field; MAX_FIELDS_OF_HOLLOW]; HOLLOWS],
    pub fields_of_hollow_len: [u8; HOLLOWS],
    /// For each field and direction (`n e s w`), the fields a Tane there clears.
    pub tane_line: [[FieldSet; 4]; FIELDS],
}

impl Tables {
    fn build() -> Tables {
        let g = geometry();
        let mut t = Tables {
            field_mask: [HollowSet::EMPTY; FIELDS],
            squares: FieldSet::EMPTY,
            fields_of_hollow: [[Field(0); MAX_FIELDS_OF_HOLLOW]; HOLLOWS],
            fields_of_hollow_len: [0; HOLLOWS],
            tane_line: [[FieldSet::EMPTY; 4]; FIELDS],
        };
        for f in Field::all() {
            let info = f.info();
            t.field_mask[f.index()] = info.mask;
            if info.kind == FieldKind::Square {
                t.squares.insert(f);
            }
            for d in Direction::ALL {
                t.tane_line[f.index()][d.index()] = f.line(d).iter().copied().collect();
            }
        }
        for h in Hollow::all() {
            let fields = &g.fields_of_hollow[h.index()];
            assert!(
                fields.len() <= MAX_FIELDS_OF_HOLLOW,
                "a hollow in >4 fields"
            );
            t.fields_of_hollow[h.index()][..fields.len()].copy_from_slice(fields);
            t.fields_of_hollow_len[h.index()] = fields.len() as u8;
        }
        t
    }

    /// The fields enclosed by hollow `h`.
    pub fn fields_of(&self, h: Hollow) -> &[Field] {
        &self.fields_of_hollow[h.index()][..usize::from(self.fields_of_hollow_len[h.index()])]
    }
}

/// The tables, built on first use.
pub(crate) fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_the_geometry() {
        let t = tables();
        let g = geometry();
        for f in Field::all() {
            assert_eq!(t.field_mask[f.index()], f.info().mask);
            assert_eq!(t.squares.contains(f), f.kind() == FieldKind::Square);
            for d in Direction::ALL {
                let line: Vec<Field> = t.tane_line[f.index()][d.index()].iter().collect();
                let mut want = f.line(d).to_vec();
                want.sort();
                assert_eq!(line, want);
            }
        }
        for h in Hollow::all() {
            assert_eq!(t.fields_of(h), g.fields_of_hollow[h.index()].as_slice());
        }
    }
}
