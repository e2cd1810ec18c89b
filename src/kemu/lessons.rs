//! Moeraki Kemu's guided lessons: their content and their state. Each step is a real
//! position, built from a game record, with one instruction; the learner's stone (or
//! Tane turn) is judged by the rules core: legal moves, victories, threats, the events
//! of a move (tiles) and the preview of a Tane turn. The content is words and positions
//! only.
//!
//! The words are in the catalogues `i18n/<lang>/lessons-kemu.ftl`: the lessons below
//! point at their messages (`t::lessons_kemu_l3_s1` is lesson 3, step 1), and [`words`]
//! builds the sentences about what the core reports.

use super::state::TanePreview;
use super::words::score_text;
use crate::t;
use std::rc::Rc;
use takaro::core::kemu::{
    geometry, Direction, Event, Field, FieldSet, Game, Hollow, HollowSet, Move, MoveError, Outcome,
    Position, Tile, Tribe, VictoryKind,
};
use yew::Reducible;

/// A tile of the mover's, full or half.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileKind {
    Full,
    Half,
}

/// What a step asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Nothing: read, then press Next.
    Read,
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

/// A text of a lesson: its message in the page's language.
pub type Text = fn() -> &'static str;

/// One step of a lesson.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The game record (text form) that leads to the step's position.
    pub record: &'static str,
    /// Hollows marked on the board while the step is open (space-separated names).
    pub mark_hollows: &'static str,
    /// Fields marked on the board while the step is open.
    pub mark_fields: &'static str,
    pub instruction: Text,
    pub task: Task,
    /// Why a legal but wrong move is wrong (the core's facts are added to it).
    pub wrong: Text,
    /// Said once the step is done.
    pub right: Text,
}

/// A lesson: a title and its steps.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    pub title: Text,
    pub steps: &'static [Step],
}

const CENTRAL: &str = "f6 e5 e7 g5 g7 d6 f4 f8 h6";

/// The right and wrong texts of a step that asks for no move.
fn nothing() -> &'static str {
    ""
}

/// A step that asks for no move.
const fn read(
    record: &'static str,
    mark_hollows: &'static str,
    mark_fields: &'static str,
    instruction: Text,
) -> Step {
    Step {
        record,
        mark_hollows,
        mark_fields,
        instruction,
        task: Task::Read,
        wrong: nothing,
        right: nothing,
    }
}

/// A step that asks for a move.
const fn act(
    record: &'static str,
    instruction: Text,
    task: Task,
    wrong: Text,
    right: Text,
) -> Step {
    Step {
        record,
        mark_hollows: "",
        mark_fields: "",
        instruction,
        task,
        wrong,
        right,
    }
}

/// The lessons, in order (numbered from 1 in links).
pub const LESSONS: [Lesson; 9] = [
    Lesson {
        title: t::lessons_kemu_l1_title,
        steps: &[
            read(
                "beginner a=matau",
                "c1 f6 k9",
                "",
                t::lessons_kemu_l1_s1,
            ),
            read(
                "beginner a=matau",
                "",
                "d3 a4 b2",
                t::lessons_kemu_l1_s2,
            ),
            read(
                "beginner a=matau",
                CENTRAL,
                "",
                t::lessons_kemu_l1_s3,
            ),
            act(
                "beginner a=matau f6",
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
            read(
                "beginner a=matau",
                CENTRAL,
                "",
                t::lessons_kemu_l2_s1,
            ),
            Step {
                record: "beginner a=matau",
                mark_hollows: "c1 d2 e3 f4 g5 h6 i7 j8 k9",
                mark_fields: "",
                instruction: t::lessons_kemu_l2_s2,
                task: Task::BallOnDiagonalOf("c1"),
                wrong: t::lessons_kemu_l2_s2_wrong,
                right: t::lessons_kemu_l2_s2_right,
            },
        ],
    },
    Lesson {
        title: t::lessons_kemu_l3_title,
        steps: &[
            act(
                "beginner a=matau f6 c9 g1 h10 h2 b6 j4 c5 k5 d10",
                t::lessons_kemu_l3_s1,
                Task::Win(VictoryKind::Awa),
                t::lessons_kemu_l3_s1_wrong,
                t::lessons_kemu_l3_s1_right,
            ),
            act(
                "beginner a=matau g5 b8 j2 e9 h4 a5 c1 i9 d2 k7",
                t::lessons_kemu_l3_s2,
                Task::Win(VictoryKind::Awa),
                t::lessons_kemu_l3_s2_wrong,
                t::lessons_kemu_l3_s2_right,
            ),
        ],
    },
    Lesson {
        title: t::lessons_kemu_l4_title,
        steps: &[act(
            "beginner a=matau f6 k9 a3 c7 a5 e3 a9 g9 k3 h2 k5 i7",
            t::lessons_kemu_l4_s1,
            Task::Win(VictoryKind::Ara),
            t::lessons_kemu_l4_s1_wrong,
            t::lessons_kemu_l4_s1_right,
        )],
    },
    Lesson {
        title: t::lessons_kemu_l5_title,
        steps: &[act(
            "beginner a=matau f6 h2 c3 b8 e3 f10 d4 j8 g3 c9 i3 k7",
            t::lessons_kemu_l5_s1,
            Task::Win(VictoryKind::Tahuna),
            t::lessons_kemu_l5_s1_wrong,
            t::lessons_kemu_l5_s1_right,
        )],
    },
    Lesson {
        title: t::lessons_kemu_l6_title,
        steps: &[
            act(
                "beginner a=matau f6 c1 d6 e1 g7 g1 c9 j6 h10 b8",
                t::lessons_kemu_l6_s1,
                Task::Block,
                t::lessons_kemu_l6_s1_wrong,
                t::lessons_kemu_l6_s1_right,
            ),
            act(
                "beginner a=matau f6 j10 c3 i9 d8 h8 k5 b4 a7 e1",
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
            act(
                "basic a=matau f6 d4 c3 i3 e3 h2 g3 j8 b8 f10",
                t::lessons_kemu_l7_s1,
                Task::Tile("d3", TileKind::Full),
                t::lessons_kemu_l7_s1_wrong,
                t::lessons_kemu_l7_s1_right,
            ),
            act(
                "basic a=matau f6 g5 e5 a7 c9 h10 j4 k5",
                t::lessons_kemu_l7_s2,
                Task::Tile("f5", TileKind::Full),
                t::lessons_kemu_l7_s2_wrong,
                t::lessons_kemu_l7_s2_right,
            ),
            act(
                "basic a=matau f6 a3 b4 k5 e9 k7 g3 d10",
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
            read(
                "basic a=manaia e5 h8 g7 i1 g3 b8 h2 h10 f6 f10 f8 j8 k5 f4 c9 i9 b4 b2 a3 a7 b10 e11 i7 c3 j6 j10 e3 \
                 d2 c7 d10 d8 h6 j2 c11 a5 i3 g5 d6 h4 j4 g1 b6 g9 a9 d4 i5 i11 e1 k7 f2 k9 e7 e9 c5 c1 k3 g11",
                "",
                "",
                t::lessons_kemu_l8_s1,
            ),
            read(
                "basic a=matau g7 k9 a7 a9 f2 d8 e7 d2 k5 b2 d4 j10 j2 d10 c3 c7 a3 h10 k7 j4 i1 j6 a5 g9 b8 j8 i11 \
                 c11 g5 c9 f4 h2 g3 h6 e1 h4 i5 e5 i3 f6 h8 g1 f10 d6 i7 e11 b10 g11 i9 e3 b6 c5 f8 k3 c1 b4 e9",
                "",
                "",
                t::lessons_kemu_l8_s2,
            ),
            act(
                "basic a=matau f6 i9 i5 c7 c3 h6 e1 g3 d2 a7 j10 g1 g7 e5 j6 g11 j4 i11 h10 e9 i3 a9 b8 g5 b10 k5 \
                 a5 j2 h2 e3 d4 c9 f4 b4 e7 g9 k7 h4 c11 c5 d8 k3 a3 b6 f10 j8 d6 f8 i7 d10 i1 f2 k9 c1 b2",
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
            read(
                "master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n",
                "",
                "",
                t::lessons_kemu_l9_s1,
            ),
            act(
                "master a=matau h6 d4 c3 c5 e3 d6 d2 c7 e5 d8 e7 b2 a3 h10 b4 k5 b6 f2",
                t::lessons_kemu_l9_s2,
                Task::TaneRemoves,
                t::lessons_kemu_l9_s2_wrong,
                t::lessons_kemu_l9_s2_right,
            ),
        ],
    },
];

/// The sentences built from what the core reports, and the names of its values, from
/// the catalogue (`lessons-kemu-…`).
pub mod words {
    use super::{score_text, Field, Hollow, MoveError, Position, Tile, Tribe, VictoryKind};
    use crate::t;
    use takaro::core::kemu::{Direction, Game, Outcome};

    /// "Matau (black)", as on the game screen.
    fn tribe(who: Tribe) -> String {
        t::kemu_tribe_heading(who.into())
    }

    /// "north", as on the game screen.
    fn direction(d: Direction) -> String {
        crate::kemu::words::direction_label(d)
    }

    /// Names joined into a list ("Awa and Ara").
    fn and_list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
        names.into_iter().fold(String::new(), |list, name| {
            if list.is_empty() {
                name.to_string()
            } else {
                t::lessons_kemu_and(t::LessonsKemuAnd { list, last: name })
            }
        })
    }

    /// Who is to play, or how the game ended.
    pub fn status(game: &Game) -> String {
        let p = game.position();
        match p.outcome() {
            Outcome::Ongoing if p.awaiting_ball() => {
                t::lessons_kemu_status_ball(tribe(p.to_move()))
            }
            Outcome::Ongoing => t::lessons_kemu_status_to_play(tribe(p.to_move())),
            Outcome::Drawn => t::lessons_kemu_status_draw().to_string(),
            Outcome::Won(w) => t::lessons_kemu_status_won(t::LessonsKemuStatusWon {
                tribe: w.name(),
                victories: and_list(game.victories().iter().map(|v| v.kind.name())),
            }),
        }
    }

    /// Both tile totals.
    pub fn count(p: &Position) -> String {
        t::lessons_kemu_count(t::LessonsKemuCount {
            matau: score_text(p.score_halves(Tribe::Matau)),
            manaia: score_text(p.score_halves(Tribe::Manaia)),
        })
    }

    pub fn tiles(p: &Position) -> String {
        t::lessons_kemu_tiles(count(p))
    }

    /// A move the rules refuse, in words.
    pub fn refused(e: &MoveError) -> String {
        match e {
            MoveError::Occupied(h) => t::lessons_kemu_refused_occupied(h),
            MoveError::BallNotCentral(h) => t::lessons_kemu_refused_ball(h),
            MoveError::NoFullTileOfYours { field, .. } => t::lessons_kemu_refused_tane(field),
            _ => t::lessons_kemu_refused().to_string(),
        }
    }

    pub fn placed_on(h: Hollow) -> String {
        t::lessons_kemu_placed_on(h)
    }

    pub fn other_victory(got: VictoryKind, wanted: VictoryKind) -> String {
        t::lessons_kemu_other_victory(t::LessonsKemuOtherVictory {
            got: got.name(),
            wanted: wanted.name(),
        })
    }

    pub fn would_win(who: Tribe, h: Hollow, kind: Option<VictoryKind>) -> String {
        match kind {
            Some(k) => t::lessons_kemu_would_win(t::LessonsKemuWouldWin {
                tribe: who.name(),
                hollow: h,
                victory: k.name(),
            }),
            None => t::lessons_kemu_would_win_plain(t::LessonsKemuWouldWinPlain {
                tribe: who.name(),
                hollow: h,
            }),
        }
    }

    /// What happened to a field the stone enclosed.
    pub fn settled(f: Field, tile: Option<Tile>) -> String {
        match tile {
            Some(Tile::Full(who)) => t::lessons_kemu_settled_full(t::LessonsKemuSettledFull {
                field: f,
                tribe: who.name(),
            }),
            Some(Tile::Half(who)) => t::lessons_kemu_settled_half(t::LessonsKemuSettledHalf {
                field: f,
                tribe: who.name(),
            }),
            None => t::lessons_kemu_settled_empty(f),
        }
    }

    /// The count after a wrong last-but-one stone and the forced last one.
    pub fn count_after(filler: Tribe, last: Hollow, p: &Position) -> String {
        let (a, b) = (p.score(Tribe::Matau), p.score(Tribe::Manaia));
        let verdict = if a == b {
            t::lessons_kemu_count_level(p.player_a().name())
        } else {
            let winner = if a > b { Tribe::Matau } else { Tribe::Manaia };
            t::lessons_kemu_count_more(winner.name())
        };
        t::lessons_kemu_count_after(t::LessonsKemuCountAfter {
            tribe: filler.name(),
            hollow: last,
            count: count(p),
            verdict,
        })
    }

    pub fn count_result(p: &Position) -> String {
        t::lessons_kemu_count_result(count(p))
    }

    pub fn tane_on(f: Field) -> String {
        t::lessons_kemu_tane_on(f)
    }

    pub fn face(d: Direction, clears: &[Field]) -> String {
        if clears.is_empty() {
            t::lessons_kemu_face_none(direction(d))
        } else {
            let names: Vec<&str> = clears.iter().map(|f| f.name()).collect();
            t::lessons_kemu_face(t::LessonsKemuFace {
                direction: direction(d),
                fields: names.join(", "),
            })
        }
    }

    pub fn tane_removes(
        f: Field,
        d: Direction,
        opponent: Tribe,
        theirs: usize,
        mine: usize,
    ) -> String {
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        t::lessons_kemu_tane_removes(t::LessonsKemuTaneRemoves {
            direction: direction(d),
            field: f,
            theirs: count(theirs),
            tribe: opponent.name(),
            mine: count(mine),
        })
    }
}

fn hollows(names: &str) -> HollowSet {
    names
        .split_whitespace()
        .filter_map(|n| n.parse::<Hollow>().ok())
        .collect()
}

fn fields(names: &str) -> FieldSet {
    names
        .split_whitespace()
        .filter_map(|n| n.parse::<Field>().ok())
        .collect()
}

impl Step {
    /// The step's game: its record played by the core.
    pub fn game(&self) -> Game {
        Game::from_record(self.record).expect("a lesson's record is legal")
    }

    /// The hollows and fields marked while the step is open.
    pub fn marks(&self) -> (HollowSet, FieldSet) {
        (hollows(self.mark_hollows), fields(self.mark_fields))
    }
}

/// The state of one lesson being followed.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonState {
    /// The lesson, from 0.
    pub lesson: usize,
    /// The step, from 0.
    pub step: usize,
    pub game: Game,
    /// The step's move was right; its result stays on the board until Next.
    pub solved: bool,
    /// The last step is solved.
    pub done: bool,
    /// What was last said about a move, in words.
    pub message: Option<String>,
    /// Wrong moves made in this lesson (none counts towards progress).
    pub wrong_moves: u32,
    /// The Tane turn being chosen: its field, and the direction once picked.
    pub tane: Option<(Field, Option<Direction>)>,
    /// The events of the learner's move (new tiles are animated).
    pub last_events: Vec<Event>,
}

/// What can happen in a lesson.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonAction {
    Place(Hollow),
    /// A full tile of the learner's chosen for the Tane.
    PickField(Field),
    PickDirection(Direction),
    ConfirmTane,
    CancelTane,
    /// Go on from a step that asks for no move, or from a solved one.
    Next,
    /// Start the lesson again.
    Restart,
}

impl LessonState {
    /// Lesson `lesson` (from 0) at step `step`; out-of-range values are clamped.
    pub fn new(lesson: usize, step: usize) -> LessonState {
        let lesson = lesson.min(LESSONS.len() - 1);
        let step = step.min(LESSONS[lesson].steps.len() - 1);
        LessonState {
            lesson,
            step,
            game: LESSONS[lesson].steps[step].game(),
            solved: false,
            done: false,
            message: None,
            wrong_moves: 0,
            tane: None,
            last_events: Vec::new(),
        }
    }

    pub fn current(&self) -> &'static Step {
        &LESSONS[self.lesson].steps[self.step]
    }

    pub fn steps(&self) -> usize {
        LESSONS[self.lesson].steps.len()
    }

    /// Whether the step waits for the learner's move.
    pub fn asks_for_move(&self) -> bool {
        !self.done && !self.solved && self.current().task != Task::Read
    }

    /// Whether a Next button is offered.
    pub fn offers_next(&self) -> bool {
        !self.done && (self.solved || self.current().task == Task::Read)
    }

    /// Hollows the learner may click: where the core lets them place now.
    pub fn clickable_hollows(&self) -> HollowSet {
        if self.asks_for_move() {
            self.game.position().placeable_hollows()
        } else {
            HollowSet::EMPTY
        }
    }

    /// Fields the learner may click: their full tiles, in the Tane step.
    pub fn clickable_fields(&self) -> FieldSet {
        if self.asks_for_move() && self.current().task == Task::TaneRemoves {
            self.game.position().tane_fields()
        } else {
            FieldSet::EMPTY
        }
    }

    /// What the Tane turn being chosen would do, as the core previews it.
    pub fn tane_preview(&self) -> TanePreview {
        match self.tane {
            Some((f, Some(d))) => TanePreview::of(self.game.position(), f, d),
            _ => TanePreview::default(),
        }
    }

    /// What the board highlights: the step's marks while it is open, then the victory.
    pub fn highlights(&self) -> (HollowSet, FieldSet) {
        let (mut h, mut f) = if self.asks_for_move() || self.current().task == Task::Read {
            self.current().marks()
        } else {
            (HollowSet::EMPTY, FieldSet::EMPTY)
        };
        for v in self.game.victories() {
            h = h.union(v.hollows.iter().copied().collect());
            if v.kind != VictoryKind::Marae {
                f = f.union(v.fields.iter().copied().collect());
            }
        }
        (h, f)
    }

    /// The hollow of the learner's stone, once played.
    pub fn last_hollow(&self) -> Option<Hollow> {
        if !self.solved && !self.done {
            return None;
        }
        match self.game.moves().last() {
            Some(Move::Place(h)) => Some(*h),
            _ => None,
        }
    }

    /// Tiles of `t` removed by a Tane turn's events.
    fn removed(events: &[Event], t: Tribe) -> usize {
        events
            .iter()
            .filter(|e| matches!(e, Event::TileRemoved(_, tile) if tile.tribe() == t))
            .count()
    }

    /// Plays `mv` on a copy of the step's game and judges it: the game after it (and
    /// any forced reply) and the move's events, or why it is wrong.
    fn check(&self, mv: Move) -> Result<(Game, Vec<Event>), String> {
        let step = self.current();
        let before = *self.game.position();
        let me = before.to_move();
        let them = me.other();
        let mut game = self.game.clone();
        let events = game.play(mv).map_err(|e| words::refused(&e))?;
        let after = *game.position();
        let wrong = |detail: String| {
            if detail.is_empty() {
                (step.wrong)().to_string()
            } else {
                format!("{detail} {}", (step.wrong)())
            }
        };
        let placed = match mv {
            Move::Place(h) => Some(h),
            _ => None,
        };
        if step.task == Task::TaneRemoves {
            let Move::Tane(f, d) = mv else {
                return Err(t::lessons_kemu_tane_not_stone().to_string());
            };
            let best = before
                .legal_moves()
                .into_iter()
                .filter(|m| matches!(m, Move::Tane(..)))
                .filter_map(|m| before.preview(m).ok())
                .map(|(_, e)| Self::removed(&e, them))
                .max()
                .unwrap_or(0);
            let theirs = Self::removed(&events, them);
            if theirs == best && best > 0 {
                return Ok((game, events));
            }
            let mine = Self::removed(&events, me);
            return Err(wrong(words::tane_removes(f, d, them, theirs, mine)));
        }
        let Some(h) = placed else {
            return Err(t::lessons_kemu_tane_not_stone().to_string());
        };
        match step.task {
            Task::Read | Task::TaneRemoves => Err(String::new()),
            Task::PlaceOn(name) => {
                if name.parse::<Hollow>().ok() == Some(h) {
                    Ok((game, events))
                } else {
                    Err(wrong(words::placed_on(h)))
                }
            }
            Task::BallOnDiagonalOf(name) => {
                let end = name.parse::<Hollow>().ok();
                let on_it = geometry()
                    .diagonals
                    .iter()
                    .any(|d| d.contains(&h) && end.is_some_and(|e| d.contains(&e)));
                if before.awaiting_ball() && on_it {
                    Ok((game, events))
                } else {
                    Err(wrong(String::new()))
                }
            }
            Task::Win(kind) => {
                let mine: Vec<VictoryKind> = game
                    .victories()
                    .iter()
                    .filter(|v| v.tribe == me)
                    .map(|v| v.kind)
                    .collect();
                match mine.first() {
                    _ if mine.contains(&kind) => Ok((game, events)),
                    Some(other) => Err(words::other_victory(*other, kind)),
                    None => Err(wrong(String::new())),
                }
            }
            Task::Block => {
                if before.threats(them).contains(h) {
                    return Ok((game, events));
                }
                let detail = after
                    .winning_hollows()
                    .iter()
                    .next()
                    .map(|next| {
                        let kind = after.preview(Move::Place(next)).ok().and_then(|(_, e)| {
                            e.iter().find_map(|e| match e {
                                Event::Victory(v) => Some(v.kind),
                                _ => None,
                            })
                        });
                        words::would_win(them, next, kind)
                    })
                    .unwrap_or_default();
                Err(wrong(detail))
            }
            Task::Tile(name, kind) => {
                let want = match kind {
                    TileKind::Full => Tile::Full(me),
                    TileKind::Half => Tile::Half(me),
                };
                let field = name.parse::<Field>().ok();
                let got = events.iter().any(
                    |e| matches!(e, Event::TilePlaced(f, t) if Some(*f) == field && *t == want),
                );
                if got {
                    return Ok((game, events));
                }
                let detail: Vec<String> = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::TilePlaced(f, t) => Some(words::settled(*f, Some(*t))),
                        Event::FieldStaysEmpty(f) => Some(words::settled(*f, None)),
                        _ => None,
                    })
                    .collect();
                Err(wrong(detail.join(" ")))
            }
            Task::WinCount => {
                // The opponent's reply is forced (one hollow left): the core plays it.
                let mut last = None;
                while game.outcome() == Outcome::Ongoing {
                    let replies = game.position().legal_moves();
                    let [reply] = replies.as_slice() else { break };
                    if let Move::Place(r) = reply {
                        last = Some(*r);
                    }
                    if game.play(*reply).is_err() {
                        break;
                    }
                }
                let by_count = game
                    .victories()
                    .iter()
                    .any(|v| v.kind == VictoryKind::Marae && v.tribe == me);
                if by_count && game.outcome() == Outcome::Won(me) {
                    return Ok((game, events));
                }
                let detail = last
                    .map(|r| words::count_after(them, r, game.position()))
                    .unwrap_or_default();
                Err(wrong(detail))
            }
        }
    }

    /// Judges and plays the learner's move.
    fn try_move(&mut self, mv: Move) {
        self.tane = None;
        match self.check(mv) {
            Err(why) => {
                // The step's position stays as it was.
                self.wrong_moves += 1;
                self.message = Some(format!("{why} {}", t::lessons_kemu_try_again()));
            }
            Ok((game, events)) => {
                let step = self.current();
                let mut said = (step.right)().to_string();
                if step.task == Task::WinCount {
                    said = format!("{said} {}", words::count_result(game.position()));
                }
                self.game = game;
                self.last_events = events;
                self.message = Some(said);
                self.solved = true;
                if self.step + 1 == self.steps() {
                    self.done = true;
                }
            }
        }
    }
}

impl Reducible for LessonState {
    type Action = LessonAction;

    fn reduce(self: Rc<Self>, action: LessonAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            LessonAction::Place(h) => {
                if !self.asks_for_move() {
                    return self;
                }
                next.try_move(Move::Place(h));
            }
            LessonAction::PickField(f) => {
                if !self.clickable_fields().contains(f) {
                    return self;
                }
                next.tane = Some((f, None));
            }
            LessonAction::PickDirection(d) => {
                let Some((f, _)) = self.tane else {
                    return self;
                };
                next.tane = Some((f, Some(d)));
            }
            LessonAction::ConfirmTane => {
                let Some((f, Some(d))) = self.tane else {
                    return self;
                };
                if !self.asks_for_move() {
                    return self;
                }
                next.try_move(Move::Tane(f, d));
            }
            LessonAction::CancelTane => next.tane = None,
            LessonAction::Next => {
                if !self.offers_next() {
                    return self;
                }
                if self.step + 1 < self.steps() {
                    next = LessonState {
                        wrong_moves: self.wrong_moves,
                        ..LessonState::new(self.lesson, self.step + 1)
                    };
                } else {
                    next.done = true;
                }
            }
            LessonAction::Restart => next = LessonState::new(self.lesson, 0),
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::Tier;

    fn reduce(s: LessonState, a: LessonAction) -> LessonState {
        (*Rc::new(s).reduce(a)).clone()
    }

    fn h(name: &str) -> Hollow {
        name.parse().unwrap()
    }

    fn f(name: &str) -> Field {
        name.parse().unwrap()
    }

    /// Every step that asks for a move, with its state.
    fn action_steps() -> Vec<LessonState> {
        let mut out = Vec::new();
        for (k, lesson) in LESSONS.iter().enumerate() {
            for (i, step) in lesson.steps.iter().enumerate() {
                if step.task != Task::Read {
                    out.push(LessonState::new(k, i));
                }
            }
        }
        out
    }

    /// The legal moves of a step, split into right and wrong by the lesson's judge.
    fn judged(s: &LessonState) -> (Vec<Move>, Vec<(Move, String)>) {
        let mut right = Vec::new();
        let mut wrong = Vec::new();
        for mv in s.game.position().legal_moves() {
            match s.check(mv) {
                Ok(_) => right.push(mv),
                Err(why) => wrong.push((mv, why)),
            }
        }
        (right, wrong)
    }

    #[test]
    fn every_position_builds_and_every_mark_is_a_name() {
        for (k, lesson) in LESSONS.iter().enumerate() {
            assert!(!lesson.steps.is_empty());
            for (i, step) in lesson.steps.iter().enumerate() {
                let game = Game::from_record(step.record)
                    .unwrap_or_else(|e| panic!("lesson {} step {}: {e}", k + 1, i + 1));
                assert_eq!(
                    game.to_string(),
                    step.record.split_whitespace().collect::<Vec<_>>().join(" ")
                );
                let (mh, mf) = step.marks();
                assert_eq!(
                    mh.len(),
                    step.mark_hollows.split_whitespace().count(),
                    "{}",
                    step.mark_hollows
                );
                assert_eq!(
                    mf.len(),
                    step.mark_fields.split_whitespace().count(),
                    "{}",
                    step.mark_fields
                );
                assert!(!(step.instruction)().is_empty());
                if step.task != Task::Read {
                    let p = game.position();
                    assert_eq!(
                        p.outcome(),
                        Outcome::Ongoing,
                        "lesson {} step {}",
                        k + 1,
                        i + 1
                    );
                    assert!(!(step.wrong)().is_empty() && !(step.right)().is_empty());
                    // The learner's own winning hollows would confuse a step about something else.
                    let wins = p.winning_hollows();
                    match step.task {
                        Task::Win(_) => {
                            assert_eq!(wins.len(), 1, "lesson {} step {}", k + 1, i + 1)
                        }
                        _ => assert!(wins.is_empty(), "lesson {} step {}", k + 1, i + 1),
                    }
                }
            }
        }
    }

    #[test]
    fn every_action_step_has_a_right_and_a_wrong_legal_answer() {
        for s in action_steps() {
            let (right, wrong) = judged(&s);
            let at = format!("lesson {} step {}", s.lesson + 1, s.step + 1);
            assert!(!right.is_empty(), "{at}: a right answer");
            assert!(!wrong.is_empty(), "{at}: a wrong answer");
            for (mv, why) in wrong {
                assert!(!why.trim().is_empty(), "{at}: {mv} is explained");
            }
        }
    }

    /// The right answers do what the instructions say, by the core's own account.
    #[test]
    fn every_right_answer_does_what_the_step_asks() {
        for s in action_steps() {
            let at = format!("lesson {} step {}", s.lesson + 1, s.step + 1);
            let before = *s.game.position();
            let me = before.to_move();
            let (right, _) = judged(&s);
            for mv in right {
                let (game, events) = s.check(mv).unwrap();
                let after = game.position();
                match s.current().task {
                    Task::Read => unreachable!(),
                    Task::PlaceOn(name) => {
                        assert_eq!(mv, Move::Place(h(name)), "{at}");
                        assert_eq!(after.stone_at(h(name)), Some(me), "{at}");
                    }
                    Task::BallOnDiagonalOf(name) => {
                        // A river from the named end now stops at the ball.
                        let ball = after.ball().unwrap();
                        assert!(ball.is_central(), "{at}");
                        let full = geometry()
                            .diagonals
                            .iter()
                            .find(|d| d.contains(&h(name)) && d.contains(&ball))
                            .unwrap()
                            .len();
                        assert!(
                            after
                                .win_lines()
                                .lines()
                                .iter()
                                .any(|l| l.kind == VictoryKind::Awa
                                    && l.stones.contains(h(name))
                                    && l.stones.len() < full
                                    && !l.stones.contains(ball)),
                            "{at}: {mv}"
                        );
                    }
                    Task::Win(kind) => {
                        assert_eq!(after.outcome(), Outcome::Won(me), "{at}");
                        assert!(
                            game.victories()
                                .iter()
                                .any(|v| v.kind == kind && v.tribe == me),
                            "{at}"
                        );
                    }
                    Task::Block => {
                        assert!(
                            !before.threats(me.other()).is_empty(),
                            "{at}: there is a threat"
                        );
                        assert!(after.threats(me.other()).is_empty(), "{at}: {mv} blocks it");
                        assert_eq!(after.outcome(), Outcome::Ongoing);
                    }
                    Task::Tile(name, kind) => {
                        let want = match kind {
                            TileKind::Full => Tile::Full(me),
                            TileKind::Half => Tile::Half(me),
                        };
                        assert_eq!(after.tile(f(name)), Some(want), "{at}");
                        assert!(events.contains(&Event::TilePlaced(f(name), want)), "{at}");
                        assert_eq!(after.outcome(), Outcome::Ongoing);
                    }
                    Task::WinCount => {
                        assert!(after.empty_hollows().is_empty(), "{at}: the board is full");
                        assert_eq!(after.outcome(), Outcome::Won(me), "{at}");
                        assert_eq!(game.victories().len(), 1);
                        assert_eq!(game.victories()[0].kind, VictoryKind::Marae);
                        assert!(after.score(me) > after.score(me.other()), "{at}");
                    }
                    Task::TaneRemoves => {
                        let theirs = |p: &Position| {
                            Field::all()
                                .filter(|x| p.tile(*x).is_some_and(|t| t.tribe() == me.other()))
                                .count()
                        };
                        assert!(matches!(mv, Move::Tane(..)), "{at}");
                        assert!(theirs(after) < theirs(&before), "{at}: {mv}");
                        for e in &events {
                            if let Event::TileRemoved(x, _) = e {
                                assert!(after.tile(*x).is_none());
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_content_names_the_right_answers() {
        // The words of the steps that name their answer agree with the core's judge.
        let right = |k: usize, i: usize| judged(&LessonState::new(k, i)).0;
        assert_eq!(right(0, 3), vec![Move::Place(h("h4"))]);
        assert_eq!(
            right(1, 1),
            ["f4", "g5", "h6"].map(|n| Move::Place(h(n))).to_vec()
        );
        assert_eq!(right(2, 0), vec![Move::Place(h("i3"))]);
        assert_eq!(right(2, 1), vec![Move::Place(h("i3"))]);
        assert_eq!(right(3, 0), vec![Move::Place(h("a7"))]);
        assert_eq!(right(4, 0), vec![Move::Place(h("d2"))]);
        assert_eq!(right(5, 0), vec![Move::Place(h("i1"))]);
        assert_eq!(right(5, 1), vec![Move::Place(h("g7"))]);
        assert_eq!(right(6, 0), vec![Move::Place(h("d2"))]);
        assert_eq!(right(6, 1), vec![Move::Place(h("f4"))]);
        assert_eq!(right(6, 2), vec![Move::Place(h("a5"))]);
        assert_eq!(right(7, 2), vec![Move::Place(h("h8"))]);
        assert_eq!(right(8, 1), vec![Move::Tane(f("d3"), Direction::North)]);
        // The hollows and fields the right answers' words name.
        let won = |k: usize, i: usize| {
            let s = LessonState::new(k, i);
            let mv = judged(&s).0[0];
            let (game, _) = s.check(mv).unwrap();
            let v = game.victories()[0].clone();
            let mut names: Vec<String> = v.hollows.iter().map(|x| x.to_string()).collect();
            names.sort();
            (
                names.join(" "),
                v.fields.iter().map(|x| x.name()).collect::<Vec<_>>(),
            )
        };
        assert_eq!(won(2, 0).0, "g1 h2 i3 j4 k5");
        assert_eq!(won(2, 1).0, "h4 i3 j2");
        assert_eq!(won(3, 0).0, "a3 a5 a7 a9");
        assert_eq!(won(4, 0).1, vec!["d3"]);
        // The Tane step names each tribe's full tiles.
        let p = *LESSONS[8].steps[1].game().position();
        let full = |t: Tribe| {
            let mut v: Vec<&str> = Field::all()
                .filter(|x| p.tile(*x) == Some(Tile::Full(t)))
                .map(|x| x.name())
                .collect();
            v.sort();
            v
        };
        assert_eq!(full(Tribe::Manaia), vec!["c6", "d5", "d7"]);
        assert_eq!(full(Tribe::Matau), vec!["b3", "d3"]);
        // The Tane shown in the reading step keeps d5, d7, d9 and d11 free.
        let shown = *LESSONS[8].steps[0].game().position();
        let line: Vec<&str> = shown.blocked().iter().map(|x| x.name()).collect();
        assert_eq!(line, vec!["d5", "d7", "d9", "d11"]);
        // Tiers: the tiles from lesson 7 on, the Tane in lesson 9.
        for (k, tier) in [
            (0, Tier::Beginner),
            (6, Tier::Basic),
            (7, Tier::Basic),
            (8, Tier::Master),
        ] {
            for step in LESSONS[k].steps {
                assert_eq!(step.game().position().rules().tier, tier);
            }
        }
    }

    /// A translation names the same hollows and fields as the English (`f6`, `d3`).
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

    #[test]
    fn the_marae_lesson_shows_a_count_and_a_tie() {
        let plain = LESSONS[7].steps[0].game();
        assert!(plain.position().empty_hollows().is_empty());
        assert_eq!(plain.victories()[0].kind, VictoryKind::Marae);
        let p = plain.position();
        assert_ne!(p.score(Tribe::Matau), p.score(Tribe::Manaia));
        let tie = LESSONS[7].steps[1].game();
        let p = tie.position();
        assert!(p.empty_hollows().is_empty());
        assert_eq!(p.score(Tribe::Matau), p.score(Tribe::Manaia));
        assert_eq!(
            (p.player_a(), p.outcome()),
            (Tribe::Matau, Outcome::Won(Tribe::Matau))
        );
        // The wrong stone of the last step gives the level count that Player A wins.
        let s = LessonState::new(7, 2);
        let why = s.check(Move::Place(h("e11"))).unwrap_err();
        assert!(
            why.contains("Matau 16, Manaia 16") && why.contains("Player A, Matau, wins"),
            "{why}"
        );
    }

    #[test]
    fn every_lesson_can_be_finished() {
        for (k, lesson) in LESSONS.iter().enumerate() {
            let mut s = LessonState::new(k, 0);
            let mut guard = 0;
            while !s.done {
                guard += 1;
                assert!(guard < 40, "lesson {k} ends");
                s = if s.offers_next() {
                    reduce(s, LessonAction::Next)
                } else {
                    match judged(&s).0[0] {
                        Move::Place(x) => reduce(s, LessonAction::Place(x)),
                        Move::Tane(x, d) => {
                            let s = reduce(s, LessonAction::PickField(x));
                            let s = reduce(s, LessonAction::PickDirection(d));
                            assert!(!s.tane_preview().line.is_empty());
                            reduce(s, LessonAction::ConfirmTane)
                        }
                        Move::Pass => unreachable!(),
                    }
                };
            }
            assert_eq!(s.step + 1, lesson.steps.len());
            assert_eq!(s.wrong_moves, 0);
            assert!(s.message.is_some());
            assert!(s.clickable_hollows().is_empty());
        }
    }

    #[test]
    fn a_wrong_move_is_explained_and_the_step_restored() {
        // Blocking: a stone elsewhere leaves Manaia's Ara.
        let s = LessonState::new(5, 0);
        let after = reduce(s.clone(), LessonAction::Place(h("a3")));
        assert_eq!(
            (after.game.clone(), after.step, after.wrong_moves),
            (s.game.clone(), 0, 1)
        );
        let said = after.message.unwrap();
        assert!(
            said.starts_with("Manaia would win next with a stone on i1 (Ara)."),
            "{said}"
        );
        assert!(said.ends_with(t::lessons_kemu_try_again()));
        // Tiles: the 2:2 square is named.
        let s = LessonState::new(6, 0);
        let said = reduce(s, LessonAction::Place(h("h4"))).message.unwrap();
        assert!(
            said.starts_with("Field h3 is enclosed, but with no majority"),
            "{said}"
        );
        // The half tile goes to the majority.
        let s = LessonState::new(6, 2);
        let said = reduce(s, LessonAction::Place(h("j6"))).message.unwrap();
        assert!(
            said.starts_with("Field k6 is enclosed: a half tile for Manaia."),
            "{said}"
        );
        // The Tane facing the wrong way, and a stone in the Tane step.
        let s = LessonState::new(8, 1);
        let s2 = reduce(s.clone(), LessonAction::PickField(f("d3")));
        let s2 = reduce(s2, LessonAction::PickDirection(Direction::West));
        assert!(s2.tane_preview().removed.contains(f("b3")));
        let s2 = reduce(s2, LessonAction::ConfirmTane);
        assert_eq!(s2.game, s.game);
        assert_eq!(s2.tane, None);
        let said = s2.message.unwrap();
        assert!(
            said.starts_with(
                "Facing west, the Tane on d3 removes 0 of Manaia's tiles and 2 of yours"
            ),
            "{said}"
        );
        let said = reduce(s.clone(), LessonAction::Place(h("k9")))
            .message
            .unwrap();
        assert!(said.starts_with(t::lessons_kemu_tane_not_stone()), "{said}");
        // Not the named hollow.
        let said = reduce(LessonState::new(0, 3), LessonAction::Place(h("d4")))
            .message
            .unwrap();
        assert!(said.starts_with("That is hollow d4."), "{said}");
        // A reading step ignores clicks; Next goes on; a solved step waits for Next.
        let s = LessonState::new(0, 0);
        assert_eq!(reduce(s.clone(), LessonAction::Place(h("f6"))), s);
        assert_eq!(reduce(s, LessonAction::Next).step, 1);
        let s = reduce(LessonState::new(2, 0), LessonAction::Place(h("i3")));
        assert!(s.solved && !s.done && s.offers_next());
        assert_eq!(s.game.outcome(), Outcome::Won(Tribe::Matau));
        assert_eq!(reduce(s.clone(), LessonAction::Place(h("c1"))), s);
        assert_eq!(
            reduce(s, LessonAction::Next).game,
            LESSONS[2].steps[1].game()
        );
        let s = reduce(LessonState::new(1, 1), LessonAction::Place(h("g5")));
        assert!(s.solved && s.done && !s.offers_next());
        assert_eq!(s.game.position().ball(), Some(h("g5")));
    }
}
