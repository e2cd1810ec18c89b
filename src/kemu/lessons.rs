//! Moeraki Kemu's guided lessons: their content and their state. Each step is a real
//! position, built from a game record, with one instruction; the learner's stone (or
//! Tane turn) is judged by the rules core: legal moves, victories, threats, the events
//! of a move (tiles) and the preview of a Tane turn. The content is words and positions
//! only.
//!
//! Every English word of the lessons is in this file (the lessons below and [`words`]),
//! so that they can move into translation catalogues together.

use super::state::{score_text, TanePreview};
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

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The game record (text form) that leads to the step's position.
    pub record: &'static str,
    /// Hollows marked on the board while the step is open (space-separated names).
    pub mark_hollows: &'static str,
    /// Fields marked on the board while the step is open.
    pub mark_fields: &'static str,
    pub instruction: &'static str,
    pub task: Task,
    /// Why a legal but wrong move is wrong (the core's facts are added to it).
    pub wrong: &'static str,
    /// Said once the step is done.
    pub right: &'static str,
}

/// A lesson: a title and its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub title: &'static str,
    pub steps: &'static [Step],
}

const CENTRAL: &str = "f6 e5 e7 g5 g7 d6 f4 f8 h6";

/// A step that asks for no move.
const fn read(
    record: &'static str,
    mark_hollows: &'static str,
    mark_fields: &'static str,
    instruction: &'static str,
) -> Step {
    Step {
        record,
        mark_hollows,
        mark_fields,
        instruction,
        task: Task::Read,
        wrong: "",
        right: "",
    }
}

/// A step that asks for a move.
const fn act(
    record: &'static str,
    instruction: &'static str,
    task: Task,
    wrong: &'static str,
    right: &'static str,
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
        title: "The board and its names",
        steps: &[
            read(
                "beginner a=matau",
                "c1 f6 k9",
                "",
                "Moeraki Kemu is played on 57 hollows joined by diagonal lines. A hollow is named by its column, \
                 a to k from left to right, and its row, 1 to 11 from the bottom up: the centre is f6, and c1 and k9 \
                 are marked as well. Stones are placed in the hollows, one a turn, and never move.",
            ),
            read(
                "beginner a=matau",
                "",
                "d3 a4 b2",
                "Between the lines lie 56 beach fields. Forty are squares with a hollow at each corner; twelve \
                 triangles lie along the sidelines and four cut the corners. A field is named by the point at its \
                 centre: the marked square is d3 and the triangle on the left sideline a4. A corner triangle is named \
                 by its middle hollow: the marked one, c1, b2 and a3, is b2.",
            ),
            read(
                "beginner a=matau",
                CENTRAL,
                "",
                "In the middle, a white circle marks the Moeraki field: f6 and the eight hollows around it, \
                 e5, e7, g5 and g7, and d6, f4, f8 and h6, which lie on the circle itself. The ball may only \
                 go in one of these nine central hollows.",
            ),
            act(
                "beginner a=matau f6",
                "The Moeraki ball already lies on f6, and you play Manaia, the white stones. \
                 Place a stone on hollow h4: column h, row 4.",
                Task::PlaceOn("h4"),
                "Hollow h4 is in column h, the eighth from the left, and in row 4, the fourth from the bottom.",
                "Yes, that is h4. The names of the columns and rows are written around the board.",
            ),
        ],
    },
    Lesson {
        title: "Placing the ball",
        steps: &[
            read(
                "beginner a=matau",
                CENTRAL,
                "",
                "Every game begins with the Moeraki ball. Player A places it in one of the nine central hollows; \
                 it belongs to nobody. Then Player B places the first stone, and the players take turns, one stone \
                 each, in any empty hollow.",
            ),
            Step {
                record: "beginner a=matau",
                mark_hollows: "c1 d2 e3 f4 g5 h6 i7 j8 k9",
                mark_fields: "",
                instruction: "Where the ball lies matters: on a diagonal through the ball, a river may run from one \
                              end of the diagonal up to the ball, so it needs fewer stones. You are Player A (Matau). \
                              Place the ball on the marked diagonal that starts at c1.",
                task: Task::BallOnDiagonalOf("c1"),
                wrong: "The ball may lie there, but not on the marked diagonal from c1 (c1, d2, e3, f4, g5, h6 …).",
                right: "Good: the diagonal from c1 now ends at the ball, so a river from c1 needs only the \
                        stones up to it. Next, Player B would place the first stone.",
            },
        ],
    },
    Lesson {
        title: "Awa: the river",
        steps: &[
            act(
                "beginner a=matau f6 c9 g1 h10 h2 b6 j4 c5 k5 d10",
                "A river (Awa) wins when every hollow of a diagonal, from one side of the board to the other, \
                 holds your stones. You play Matau (black): your stones fill all but one hollow of a short \
                 diagonal. Complete the river.",
                Task::Win(VictoryKind::Awa),
                "That stone does not complete a diagonal. Look for black stones in a slanting line with one gap, \
                 running from sideline to sideline.",
                "An Awa: the whole diagonal from g1 to k5 holds Matau's stones.",
            ),
            act(
                "beginner a=matau g5 b8 j2 e9 h4 a5 c1 i9 d2 k7",
                "This time the ball lies on g5. On a diagonal through the ball, the hollows from one end of the \
                 diagonal up to the ball are enough for a river. Find Matau's short river and complete it.",
                Task::Win(VictoryKind::Awa),
                "That stone does not finish a river. Which diagonal runs from a sideline into the ball with one gap left?",
                "An Awa up to the ball: j2, i3 and h4 reach from the sideline to the ball on g5.",
            ),
        ],
    },
    Lesson {
        title: "Ara: the path",
        steps: &[act(
            "beginner a=matau f6 k9 a3 c7 a5 e3 a9 g9 k3 h2 k5 i7",
            "An edge row is the four hollows along one sideline: c1, e1, g1 and i1 at the bottom, a3, a5, a7 and a9 \
             on the left, and likewise at the top and on the right. A path (Ara) wins when all four hold your \
             stones. Complete a path for Matau.",
            Task::Win(VictoryKind::Ara),
            "That stone does not fill an edge row with your stones. A row that holds a Manaia stone can no longer be yours.",
            "An Ara: a3, a5, a7 and a9 all hold Matau's stones.",
        )],
    },
    Lesson {
        title: "Tahuna: the beach",
        steps: &[act(
            "beginner a=matau f6 h2 c3 b8 e3 f10 d4 j8 g3 c9 i3 k7",
            "A beach (Tahuna) wins when the four hollows around one square field all hold your stones. Matau has \
             three stones around two squares near the bottom. Enclose a beach.",
            Task::Win(VictoryKind::Tahuna),
            "That does not enclose a square with four of your stones. A square with a Manaia stone on it can no longer be your beach.",
            "A Tahuna: field d3 is enclosed by c3, d2, e3 and d4, all Matau's.",
        )],
    },
    Lesson {
        title: "Blocking",
        steps: &[
            act(
                "beginner a=matau f6 c1 d6 e1 g7 g1 c9 j6 h10 b8",
                "Watch your opponent's lines as well as your own. Manaia (white) needs one more stone for a path \
                 along the bottom sideline. You play Matau: place your stone where Manaia would win next.",
                Task::Block,
                "That does not stop Manaia.",
                "Blocked: a Matau stone on i1 spoils Manaia's path.",
            ),
            act(
                "beginner a=matau f6 j10 c3 i9 d8 h8 k5 b4 a7 e1",
                "Manaia has three stones on the diagonal from j10 towards the ball on f6. Where would Manaia win \
                 next? Block it.",
                Task::Block,
                "That does not stop Manaia's river.",
                "Blocked: with Matau on g7, the river from j10 can no longer reach the ball.",
            ),
        ],
    },
    Lesson {
        title: "Tribal tiles",
        steps: &[
            act(
                "basic a=matau f6 d4 c3 i3 e3 h2 g3 j8 b8 f10",
                "In the Basic and Master games a field is settled when its last hollow is filled. A square won \
                 3:1 gets a full tile (1 point) for the majority; at 2:2 it stays empty. Two squares near the bottom \
                 each lack one stone. Place the Matau stone that wins a full tile.",
                Task::Tile("d3", TileKind::Full),
                "That stone wins Matau no full tile.",
                "Field d3 is enclosed 3:1: a full Matau tile.",
            ),
            act(
                "basic a=matau f6 g5 e5 a7 c9 h10 j4 k5",
                "The ball counts for nobody, so a square beside it has only three stones: 3:0 or 2:1 wins its full \
                 tile. Field f5, between e5, g5, f4 and the ball, lacks one stone. Win its tile for Matau.",
                Task::Tile("f5", TileKind::Full),
                "That stone does not settle field f5.",
                "2:1 beside the ball: a full Matau tile on f5.",
            ),
            act(
                "basic a=matau f6 a3 b4 k5 e9 k7 g3 d10",
                "The triangles along the sidelines have three hollows: 3:0 wins a full tile, 2:1 a half tile \
                 (½ point, drawn split by a line). The tile goes to the majority, whoever places the last stone. \
                 Win a half tile for Matau.",
                Task::Tile("a4", TileKind::Half),
                "That stone wins Matau no half tile.",
                "Triangle a4 is settled 2:1: a half tile for Matau.",
            ),
        ],
    },
    Lesson {
        title: "The Marae count",
        steps: &[
            read(
                "basic a=manaia e5 h8 g7 i1 g3 b8 h2 h10 f6 f10 f8 j8 k5 f4 c9 i9 b4 b2 a3 a7 b10 e11 i7 c3 j6 j10 e3 \
                 d2 c7 d10 d8 h6 j2 c11 a5 i3 g5 d6 h4 j4 g1 b6 g9 a9 d4 i5 i11 e1 k7 f2 k9 e7 e9 c5 c1 k3 g11",
                "",
                "",
                "When every hollow is filled and the last stone completed no Tahuna, Awa or Ara, the Marae decides. \
                 Each tribe counts its tiles, 1 for a full tile and ½ for a half tile, and the higher total wins. \
                 The totals of this game are shown beside the board.",
            ),
            read(
                "basic a=matau g7 k9 a7 a9 f2 d8 e7 d2 k5 b2 d4 j10 j2 d10 c3 c7 a3 h10 k7 j4 i1 j6 a5 g9 b8 j8 i11 \
                 c11 g5 c9 f4 h2 g3 h6 e1 h4 i5 e5 i3 f6 h8 g1 f10 d6 i7 e11 b10 g11 i9 e3 b6 c5 f8 k3 c1 b4 e9",
                "",
                "",
                "When both totals are equal, Player A, who placed the ball, wins. In this game Matau placed the \
                 ball and the count is level, so Matau wins.",
            ),
            act(
                "basic a=matau f6 i9 i5 c7 c3 h6 e1 g3 d2 a7 j10 g1 g7 e5 j6 g11 j4 i11 h10 e9 i3 a9 b8 g5 b10 k5 \
                 a5 j2 h2 e3 d4 c9 f4 b4 e7 g9 k7 h4 c11 c5 d8 k3 a3 b6 f10 j8 d6 f8 i7 d10 i1 f2 k9 c1 b2",
                "Two hollows are left, e11 and h8. You play Manaia (Player B); Matau will fill the last one. Matau \
                 placed the ball, so a level count goes to Matau. Which stone wins you the count?",
                Task::WinCount,
                "That stone does not win the count.",
                "Manaia wins the Marae.",
            ),
        ],
    },
    Lesson {
        title: "The Maori-Tane",
        steps: &[
            read(
                "master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n",
                "",
                "",
                "In the Master game each tribe has one Maori-Tane. Once a game, instead of placing a stone, you may \
                 stand your Tane on a field with a full tile of your own (that tile is removed) and turn it to face \
                 one of the four sidelines. Every field in its line of sight, up to that sideline, loses its tile, \
                 yours included, and stays free of tiles for the rest of the game. Here Matau's Tane on d3 faces \
                 north: d5, d7, d9 and d11 are kept free.",
            ),
            act(
                "master a=matau h6 d4 c3 c5 e3 d6 d2 c7 e5 d8 e7 b2 a3 h10 b4 k5 b6 f2",
                "You play Matau. Manaia has full tiles on c6, d5 and d7; yours are on b3 and d3. Choose one of your \
                 full tiles for the Tane, then the sideline it faces, so that its line of sight takes Manaia's \
                 tiles away. The fields a direction would clear are shaded before you confirm.",
                Task::TaneRemoves,
                "Another line takes more of Manaia's tiles away.",
                "The Tane on d3 faces north: Manaia's tiles on d5 and d7 are gone, and those fields stay free for \
                 the rest of the game.",
            ),
        ],
    },
];

/// Every other English word of the lessons: the page's chrome and the sentences built
/// from what the core reports.
pub mod words {
    use super::{score_text, Field, Hollow, MoveError, Position, Tile, Tribe, VictoryKind};
    use takaro::core::kemu::{Direction, Game, Outcome};

    pub const NEXT: &str = "Next";
    pub const RESTART: &str = "Start the lesson again";
    pub const FINISHED: &str = "Lesson finished. ";
    pub const PLAY: &str = "Play a game of Moeraki Kemu";
    pub const LESSONS_NAV: &str = "Lessons";
    pub const DONE_MARK: &str = " ✓ done";
    pub const TRY_AGAIN: &str = "Try again.";
    pub const TANE_GROUP: &str = "Tane direction";
    pub const CONFIRM_TANE: &str = "Confirm Tane";
    pub const CANCEL_TANE: &str = "Cancel Tane";
    pub const TANE_NOT_STONE: &str =
        "This step asks for the Tane, not a stone: click one of your full tiles first.";

    pub fn title(k: usize, title: &str) -> String {
        format!("Learn Moeraki Kemu — lesson {k}: {title}")
    }

    pub fn step_of(i: usize, n: usize) -> String {
        format!("Step {i} of {n}")
    }

    pub fn go_on(k: usize) -> String {
        format!("Go on to lesson {k}")
    }

    fn tribe(t: Tribe) -> &'static str {
        match t {
            Tribe::Matau => "Matau (black)",
            Tribe::Manaia => "Manaia (white)",
        }
    }

    fn direction(d: Direction) -> &'static str {
        match d {
            Direction::North => "north",
            Direction::East => "east",
            Direction::South => "south",
            Direction::West => "west",
        }
    }

    /// Who is to play, or how the game ended.
    pub fn status(game: &Game) -> String {
        let p = game.position();
        match p.outcome() {
            Outcome::Ongoing if p.awaiting_ball() => {
                format!("{}, Player A, places the Moeraki ball.", tribe(p.to_move()))
            }
            Outcome::Ongoing => format!("{} to play.", tribe(p.to_move())),
            Outcome::Drawn => "A draw: the board is full.".to_string(),
            Outcome::Won(w) => {
                let kinds: Vec<&str> = game.victories().iter().map(|v| v.kind.name()).collect();
                format!("{} wins: {}.", w.name(), kinds.join(" and "))
            }
        }
    }

    /// Both tile totals.
    pub fn count(p: &Position) -> String {
        format!(
            "Matau {}, Manaia {}",
            score_text(p.score_halves(Tribe::Matau)),
            score_text(p.score_halves(Tribe::Manaia))
        )
    }

    pub fn tiles(p: &Position) -> String {
        format!("Tiles: {}.", count(p))
    }

    /// A move the rules refuse, in words.
    pub fn refused(e: &MoveError) -> String {
        match e {
            MoveError::Occupied(h) => format!("Hollow {h} is already taken."),
            MoveError::BallNotCentral(h) => format!(
                "The Moeraki ball goes only in one of the nine central hollows, and {h} is not one of them."
            ),
            MoveError::NoFullTileOfYours { field, .. } => {
                format!("The Tane stands only on a full tile of your own, and field {field} has none.")
            }
            _ => "That move is not allowed here.".to_string(),
        }
    }

    pub fn placed_on(h: Hollow) -> String {
        format!("That is hollow {h}.")
    }

    pub fn other_victory(got: VictoryKind, wanted: VictoryKind) -> String {
        format!(
            "That wins too ({}), but this step asks for {}.",
            got.name(),
            wanted.name()
        )
    }

    pub fn would_win(t: Tribe, h: Hollow, kind: Option<VictoryKind>) -> String {
        match kind {
            Some(k) => format!(
                "{} would win next with a stone on {h} ({}).",
                t.name(),
                k.name()
            ),
            None => format!("{} would win next with a stone on {h}.", t.name()),
        }
    }

    /// What happened to a field the stone enclosed.
    pub fn settled(f: Field, tile: Option<Tile>) -> String {
        match tile {
            Some(Tile::Full(t)) => format!("Field {f} is enclosed: a full tile for {}.", t.name()),
            Some(Tile::Half(t)) => format!("Field {f} is enclosed: a half tile for {}.", t.name()),
            None => format!("Field {f} is enclosed, but with no majority it stays empty."),
        }
    }

    /// The count after a wrong last-but-one stone and the forced last one.
    pub fn count_after(filler: Tribe, last: Hollow, p: &Position) -> String {
        let (a, b) = (p.score(Tribe::Matau), p.score(Tribe::Manaia));
        let verdict = if a == b {
            format!("level, so Player A, {}, wins.", p.player_a().name())
        } else {
            let winner = if a > b { Tribe::Matau } else { Tribe::Manaia };
            format!("{} has more.", winner.name())
        };
        format!(
            "{} would fill the last hollow, {last}, and the count would be {}: {verdict}",
            filler.name(),
            count(p)
        )
    }

    pub fn count_result(p: &Position) -> String {
        format!("The count: {}.", count(p))
    }

    pub fn tane_on(f: Field) -> String {
        format!("Tane on field {f}: choose the sideline it faces. The fields it would clear are shaded on the board.")
    }

    pub fn face(d: Direction, clears: &[Field]) -> String {
        if clears.is_empty() {
            format!("Face {} (clears no fields)", direction(d))
        } else {
            let names: Vec<&str> = clears.iter().map(|f| f.name()).collect();
            format!("Face {} (clears {})", direction(d), names.join(", "))
        }
    }

    pub fn tane_removes(
        f: Field,
        d: Direction,
        opponent: Tribe,
        theirs: usize,
        mine: usize,
    ) -> String {
        format!(
            "Facing {}, the Tane on {f} removes {theirs} of {}'s tiles and {mine} of yours (the one under it included).",
            direction(d),
            opponent.name()
        )
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
        let mut preview = TanePreview::default();
        let Some((f, Some(d))) = self.tane else {
            return preview;
        };
        let Ok((_, events)) = self.game.position().preview(Move::Tane(f, d)) else {
            return preview;
        };
        for event in events {
            match event {
                Event::TileRemoved(field, _) => preview.removed.insert(field),
                Event::FieldBlocked(field) => preview.line.insert(field),
                _ => {}
            }
        }
        preview
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
                step.wrong.to_string()
            } else {
                format!("{detail} {}", step.wrong)
            }
        };
        let placed = match mv {
            Move::Place(h) => Some(h),
            _ => None,
        };
        if step.task == Task::TaneRemoves {
            let Move::Tane(f, d) = mv else {
                return Err(words::TANE_NOT_STONE.to_string());
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
            return Err(words::TANE_NOT_STONE.to_string());
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
                self.message = Some(format!("{why} {}", words::TRY_AGAIN));
            }
            Ok((game, events)) => {
                let step = self.current();
                let mut said = step.right.to_string();
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
                assert!(!step.instruction.is_empty());
                if step.task != Task::Read {
                    let p = game.position();
                    assert_eq!(
                        p.outcome(),
                        Outcome::Ongoing,
                        "lesson {} step {}",
                        k + 1,
                        i + 1
                    );
                    assert!(!step.wrong.is_empty() && !step.right.is_empty());
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
        assert!(said.ends_with(words::TRY_AGAIN));
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
        assert!(said.starts_with(words::TANE_NOT_STONE), "{said}");
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
