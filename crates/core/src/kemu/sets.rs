//! Sets of hollows and of fields as bit sets (57 hollows and 56 fields each fit a
//! `u64`), and the named sets of the board: the Moeraki field's nine central hollows and
//! the four on the white circle.

use super::field::Field;
use super::hollow::Hollow;

/// A set of hollows as a bit set (bit `i` is hollow number `i`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HollowSet(pub u64);

/// A set of fields as a bit set (bit `i` is field number `i`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FieldSet(pub u64);

macro_rules! bitset {
    ($set:ident, $item:ident) => {
        impl $set {
            /// The empty set.
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
            /// The set with `i` added.
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
            /// The members in number order.
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

/// The hollows at these grid points, at compile time.
const fn hollows_at(points: &[(u8, u8)]) -> HollowSet {
    let mut bits = 0u64;
    let mut i = 0;
    while i < points.len() {
        if let Some(h) = Hollow::at(points[i].0, points[i].1) {
            bits |= 1 << h.0;
        }
        i += 1;
    }
    HollowSet(bits)
}

impl HollowSet {
    /// The nine central hollows of the Moeraki field (the Marae), where the ball is
    /// placed: `f6` and the eight around it, `e5 e7 g5 g7 d6 f4 f8 h6` (RULES.md §2).
    ///
    /// ```text
    ///  8 . . . . . @ . . . . .
    ///  7 . . . . @ . @ . . . .
    ///  6 . . . @ . @ . @ . . .
    ///  5 . . . . @ . @ . . . .
    ///  4 . . . . . @ . . . . .
    ///    a b c d e f g h i j k
    /// ```
    pub const CENTRAL: HollowSet = hollows_at(&[
        (5, 5),
        (4, 4),
        (4, 6),
        (6, 4),
        (6, 6),
        (3, 5),
        (5, 3),
        (5, 7),
        (7, 5),
    ]);

    /// The four hollows on the white circle, `d6 f4 f8 h6`: the Auge's (RULES.md §2).
    pub const CIRCLE: HollowSet = hollows_at(&[(3, 5), (5, 3), (5, 7), (7, 5)]);
}

impl Hollow {
    /// The set of this hollow alone.
    pub fn bit(self) -> HollowSet {
        HollowSet(1 << self.0)
    }
    /// Whether it is one of the nine central hollows ([`HollowSet::CENTRAL`]).
    pub fn is_central(self) -> bool {
        HollowSet::CENTRAL.contains(self)
    }
    /// Whether it is on the white circle ([`HollowSet::CIRCLE`]).
    pub fn is_on_circle(self) -> bool {
        HollowSet::CIRCLE.contains(self)
    }
}

impl Field {
    /// The set of this field alone.
    pub fn bit(self) -> FieldSet {
        FieldSet(1 << self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hollows(names: &str) -> HollowSet {
        names
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect()
    }

    #[test]
    fn named_sets_match_the_rule_book() {
        let cases = [
            (HollowSet::CENTRAL, "f6 e5 e7 g5 g7 d6 f4 f8 h6", 9),
            (HollowSet::CIRCLE, "d6 f4 f8 h6", 4),
        ];
        for (set, names, len) in cases {
            assert_eq!(set, hollows(names));
            assert_eq!(set.len(), len);
        }
        assert!(HollowSet::CIRCLE.is_subset(HollowSet::CENTRAL));
    }

    #[test]
    fn set_operations() {
        let a = hollows("c1 f6 i11");
        let b = hollows("f6 k3");
        assert_eq!(a.union(b), hollows("c1 f6 i11 k3"));
        assert_eq!(a.intersection(b), hollows("f6"));
        assert_eq!(a.difference(b), hollows("c1 i11"));
        assert!(hollows("f6").is_subset(a) && !b.is_subset(a));
        let names: Vec<String> = a.iter().map(|h| h.to_string()).collect();
        assert_eq!(names, ["c1", "f6", "i11"], "number order");
        let mut c = a;
        c.remove("f6".parse().unwrap());
        c.insert("k3".parse().unwrap());
        assert_eq!(c, hollows("c1 i11 k3"));
        assert_eq!(HollowSet::EMPTY.len(), 0);
        assert!(HollowSet::EMPTY.is_empty());
    }
}
