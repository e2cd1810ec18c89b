//! Moeraki Kemu's lessons: their content. Each step is a real position, built from a
//! game record, with one instruction and perhaps a task; the board marks what a step
//! talks about, named here or taken from the core's geometry. The content is words and
//! positions only: the judge ([`super::judge`]) asks the rules core.
//!
//! The words are in the catalogues `i18n/<lang>/lessons-kemu.ftl`: the lessons below
//! point at their messages (`t::lessons_kemu_l3_s1` is lesson 3, step 1).

use super::KemuLessons;
use crate::lesson::{Lesson, Step};
use crate::t;
use takaro::core::kemu::{Field, FieldSet, Hollow, HollowSet, VictoryKind};

/// A tile of the mover's, full or half.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileKind {
    Full,
    Half,
}

/// What a step asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// A stone on this hollow.
    PlaceOn(&'static str),
    /// The ball on a central hollow of a diagonal through this hollow (so a river from
    /// there may end at the ball).
    BallOnDiagonalOf(&'static str),
    /// A stone that wins with this victory.
    Win(VictoryKind),
    /// A stone where the opponent would win next (the core's threats).
    Block,
    /// A stone that settles this field with a tile of the mover's.
    Tile(&'static str, TileKind),
    /// A stone after which the last hollow is filled (by the forced reply) and the
    /// mover wins the Marae count.
    WinCount,
    /// A Tane turn whose line removes as many of the opponent's tiles as any can.
    TaneRemoves,
}

/// What the board marks while a step is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    Nothing,
    /// Hollows by name, space-separated.
    Hollows(&'static str),
    /// Fields by name, space-separated.
    Fields(&'static str),
    /// The nine central hollows, as the core's geometry has them.
    Central,
    /// The diagonal through two hollows, as the core's geometry has it.
    Diagonal(&'static str, &'static str),
}

/// How a step's position is made: a game record (text form), and the marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub record: &'static str,
    pub marks: Marks,
}

/// A step's position from its record, nothing marked.
const fn from(record: &'static str) -> Setup {
    Setup {
        record,
        marks: Marks::Nothing,
    }
}

/// A step's position from its record, with marks.
const fn shown(record: &'static str, marks: Marks) -> Setup {
    Setup { record, marks }
}

impl Marks {
    /// The hollows and fields marked, or `None` where a name or a diagonal is unknown.
    pub fn resolve(self) -> Option<(HollowSet, FieldSet)> {
        Some(match self {
            Marks::Nothing => (HollowSet::EMPTY, FieldSet::EMPTY),
            Marks::Hollows(list) => {
                let set = list
                    .split_whitespace()
                    .map(|n| n.parse::<Hollow>().ok())
                    .collect::<Option<_>>()?;
                (set, FieldSet::EMPTY)
            }
            Marks::Fields(list) => {
                let set = list
                    .split_whitespace()
                    .map(|n| n.parse::<Field>().ok())
                    .collect::<Option<_>>()?;
                (HollowSet::EMPTY, set)
            }
            Marks::Central => (HollowSet::CENTRAL, FieldSet::EMPTY),
            Marks::Diagonal(a, b) => {
                let (a, b) = (a.parse::<Hollow>().ok()?, b.parse::<Hollow>().ok()?);
                (
                    a.diagonal_with(b)?.iter().copied().collect(),
                    FieldSet::EMPTY,
                )
            }
        })
    }

    /// The hollows and fields marked (nothing where a name is unknown; a test checks
    /// every step's).
    pub fn sets(self) -> (HollowSet, FieldSet) {
        self.resolve()
            .unwrap_or((HollowSet::EMPTY, FieldSet::EMPTY))
    }
}

/// The lessons, in order (numbered from 1 in links).
pub static LESSONS: [Lesson<KemuLessons>; 9] = [
    Lesson {
        title: t::lessons_kemu_l1_title,
        steps: &[
            Step::read(shown("beginner a=matau", Marks::Hollows("c1 f6 k9")), t::lessons_kemu_l1_s1),
            Step::read(shown("beginner a=matau", Marks::Fields("d3 a4 b2")), t::lessons_kemu_l1_s2),
            Step::read(shown("beginner a=matau", Marks::Central), t::lessons_kemu_l1_s3),
            Step::act(
                from("beginner a=matau f6"),
                t::lessons_kemu_l1_s4,
                Task::PlaceOn("h4"),
                t::lessons_kemu_l1_s4_wrong,
                t::lessons_kemu_l1_s4_right,
            ),
        ],
    },
    Lesson {
        title: t::lessons_kemu_l2_title,
        steps: &[
            Step::read(shown("beginner a=matau", Marks::Central), t::lessons_kemu_l2_s1),
            Step::act(
                shown("beginner a=matau", Marks::Diagonal("c1", "k9")),
                t::lessons_kemu_l2_s2,
                Task::BallOnDiagonalOf("c1"),
                t::lessons_kemu_l2_s2_wrong,
                t::lessons_kemu_l2_s2_right,
            ),
        ],
    },
    Lesson {
        title: t::lessons_kemu_l3_title,
        steps: &[
            Step::act(
                from("beginner a=matau f6 c9 g1 h10 h2 b6 j4 c5 k5 d10"),
                t::lessons_kemu_l3_s1,
                Task::Win(VictoryKind::Awa),
                t::lessons_kemu_l3_s1_wrong,
                t::lessons_kemu_l3_s1_right,
            ),
            Step::act(
                from("beginner a=matau g5 b8 j2 e9 h4 a5 c1 i9 d2 k7"),
                t::lessons_kemu_l3_s2,
                Task::Win(VictoryKind::Awa),
                t::lessons_kemu_l3_s2_wrong,
                t::lessons_kemu_l3_s2_right,
            ),
        ],
    },
    Lesson {
        title: t::lessons_kemu_l4_title,
        steps: &[Step::act(
                from("beginner a=matau f6 k9 a3 c7 a5 e3 a9 g9 k3 h2 k5 i7"),
            t::lessons_kemu_l4_s1,
            Task::Win(VictoryKind::Ara),
            t::lessons_kemu_l4_s1_wrong,
            t::lessons_kemu_l4_s1_right,
        )],
    },
    Lesson {
        title: t::lessons_kemu_l5_title,
        steps: &[Step::act(
                from("beginner a=matau f6 h2 c3 b8 e3 f10 d4 j8 g3 c9 i3 k7"),
            t::lessons_kemu_l5_s1,
            Task::Win(VictoryKind::Tahuna),
            t::lessons_kemu_l5_s1_wrong,
            t::lessons_kemu_l5_s1_right,
        )],
    },
    Lesson {
        title: t::lessons_kemu_l6_title,
        steps: &[
            Step::act(
                from("beginner a=matau f6 c1 d6 e1 g7 g1 c9 j6 h10 b8"),
                t::lessons_kemu_l6_s1,
                Task::Block,
                t::lessons_kemu_l6_s1_wrong,
                t::lessons_kemu_l6_s1_right,
            ),
            Step::act(
                from("beginner a=matau f6 j10 c3 i9 d8 h8 k5 b4 a7 e1"),
                t::lessons_kemu_l6_s2,
                Task::Block,
                t::lessons_kemu_l6_s2_wrong,
                t::lessons_kemu_l6_s2_right,
            ),
        ],
    },
    Lesson {
        title: t::lessons_kemu_l7_title,
        steps: &[
            Step::act(
                from("basic a=matau f6 d4 c3 i3 e3 h2 g3 j8 b8 f10"),
                t::lessons_kemu_l7_s1,
                Task::Tile("d3", TileKind::Full),
                t::lessons_kemu_l7_s1_wrong,
                t::lessons_kemu_l7_s1_right,
            ),
            Step::act(
                from("basic a=matau f6 g5 e5 a7 c9 h10 j4 k5"),
                t::lessons_kemu_l7_s2,
                Task::Tile("f5", TileKind::Full),
                t::lessons_kemu_l7_s2_wrong,
                t::lessons_kemu_l7_s2_right,
            ),
            Step::act(
                from("basic a=matau f6 a3 b4 k5 e9 k7 g3 d10"),
                t::lessons_kemu_l7_s3,
                Task::Tile("a4", TileKind::Half),
                t::lessons_kemu_l7_s3_wrong,
                t::lessons_kemu_l7_s3_right,
            ),
        ],
    },
    Lesson {
        title: t::lessons_kemu_l8_title,
        steps: &[
            Step::read(from("basic a=manaia e5 h8 g7 i1 g3 b8 h2 h10 f6 f10 f8 j8 k5 f4 c9 i9 b4 b2 a3 a7 b10 e11 i7 c3 j6 j10 e3 \
                 d2 c7 d10 d8 h6 j2 c11 a5 i3 g5 d6 h4 j4 g1 b6 g9 a9 d4 i5 i11 e1 k7 f2 k9 e7 e9 c5 c1 k3 g11"), t::lessons_kemu_l8_s1),
            Step::read(from("basic a=matau g7 k9 a7 a9 f2 d8 e7 d2 k5 b2 d4 j10 j2 d10 c3 c7 a3 h10 k7 j4 i1 j6 a5 g9 b8 j8 i11 \
                 c11 g5 c9 f4 h2 g3 h6 e1 h4 i5 e5 i3 f6 h8 g1 f10 d6 i7 e11 b10 g11 i9 e3 b6 c5 f8 k3 c1 b4 e9"), t::lessons_kemu_l8_s2),
            Step::act(
                from("basic a=matau f6 i9 i5 c7 c3 h6 e1 g3 d2 a7 j10 g1 g7 e5 j6 g11 j4 i11 h10 e9 i3 a9 b8 g5 b10 k5 \
                 a5 j2 h2 e3 d4 c9 f4 b4 e7 g9 k7 h4 c11 c5 d8 k3 a3 b6 f10 j8 d6 f8 i7 d10 i1 f2 k9 c1 b2"),
                t::lessons_kemu_l8_s3,
                Task::WinCount,
                t::lessons_kemu_l8_s3_wrong,
                t::lessons_kemu_l8_s3_right,
            ),
        ],
    },
    Lesson {
        title: t::lessons_kemu_l9_title,
        steps: &[
            Step::read(from("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n"), t::lessons_kemu_l9_s1),
            Step::act(
                from("master a=matau h6 d4 c3 c5 e3 d6 d2 c7 e5 d8 e7 b2 a3 h10 b4 k5 b6 f2"),
                t::lessons_kemu_l9_s2,
                Task::TaneRemoves,
                t::lessons_kemu_l9_s2_wrong,
                t::lessons_kemu_l9_s2_right,
            ),
        ],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::{Game, Outcome};

    #[test]
    fn every_position_builds_and_every_mark_is_a_name() {
        for (k, lesson) in LESSONS.iter().enumerate() {
            assert!(!lesson.steps.is_empty());
            for (i, step) in lesson.steps.iter().enumerate() {
                let at = format!("lesson {} step {}", k + 1, i + 1);
                let record = step.setup.record;
                let game = Game::from_record(record).unwrap_or_else(|e| panic!("{at}: {e}"));
                assert_eq!(
                    game.to_string(),
                    record.split_whitespace().collect::<Vec<_>>().join(" ")
                );
                let marks = step.setup.marks;
                let (mh, mf) = marks.resolve().unwrap_or_else(|| panic!("{at}: {marks:?}"));
                match marks {
                    Marks::Nothing => assert!(mh.is_empty() && mf.is_empty()),
                    Marks::Hollows(names) => assert_eq!(mh.len(), names.split_whitespace().count()),
                    Marks::Fields(names) => assert_eq!(mf.len(), names.split_whitespace().count()),
                    Marks::Central => assert!(mh.len() == 9 && mh.iter().all(Hollow::is_central)),
                    Marks::Diagonal(a, b) => {
                        assert!(
                            mh.len() > 2
                                && mh.contains(a.parse().unwrap())
                                && mh.contains(b.parse().unwrap())
                        )
                    }
                }
                assert!(!(step.instruction)().is_empty());
                if let Some(task) = step.task {
                    let p = game.position();
                    assert_eq!(p.outcome(), Outcome::Ongoing, "{at}");
                    assert!(!(step.wrong)().is_empty() && !(step.right)().is_empty());
                    // The learner's own winning hollows would confuse a step about something else.
                    let wins = p.winning_hollows();
                    match task {
                        Task::Win(_) => assert_eq!(wins.len(), 1, "{at}"),
                        _ => assert!(wins.is_empty(), "{at}"),
                    }
                }
            }
        }
    }

    #[test]
    fn the_lessons_mark_the_central_hollows_and_the_diagonal_from_c1() {
        let names = |set: HollowSet| {
            let mut v: Vec<String> = set.iter().map(|h| h.to_string()).collect();
            v.sort();
            v.join(" ")
        };
        assert_eq!(names(Marks::Central.sets().0), "d6 e5 e7 f4 f6 f8 g5 g7 h6");
        assert_eq!(
            names(Marks::Diagonal("c1", "k9").sets().0),
            "c1 d2 e3 f4 g5 h6 i7 j8 k9"
        );
        assert_eq!(
            Marks::Diagonal("c1", "c3").resolve(),
            None,
            "not on one diagonal"
        );
    }

    #[test]
    fn every_language_names_the_same_hollows_and_fields() {
        use crate::i18n::{set, Lang};
        fn names(text: &str) -> Vec<&str> {
            let mut v: Vec<&str> = text
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| {
                    let mut chars = w.chars();
                    chars.next().is_some_and(|c| ('a'..='k').contains(&c))
                        && matches!(chars.as_str().parse::<u8>(), Ok(1..=11))
                        && !chars.as_str().starts_with('0')
                })
                .collect();
            v.sort_unstable();
            v.dedup();
            v
        }
        for (k, lesson) in LESSONS.iter().enumerate() {
            for (i, step) in lesson.steps.iter().enumerate() {
                for text in [step.instruction, step.wrong, step.right] {
                    set(Lang::En);
                    let english = names(text());
                    for lang in Lang::ALL {
                        set(lang);
                        assert_eq!(
                            names(text()),
                            english,
                            "lesson {} step {} in {lang}",
                            k + 1,
                            i + 1
                        );
                        assert!(!text().is_empty() || english.is_empty());
                    }
                }
            }
        }
        set(Lang::En);
    }
}
