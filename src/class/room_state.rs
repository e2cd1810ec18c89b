//! A class room's state as the page reads it from the service's answers and `class`
//! events (docs/class-protocol.md, "The room's state"): its students, games, question and
//! tournament, each read from the live client's objects into Rust ([`RoomState::read`]).

use crate::play::live_bridge::{number, text};
use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;

/// Who this device is in a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Teacher,
    Student,
    /// The projector's watch link: reads the room and nothing else.
    Watch,
}

impl Role {
    pub(super) fn from_code(code: &str) -> Option<Role> {
        match code {
            "teacher" => Some(Role::Teacher),
            "student" => Some(Role::Student),
            "watch" => Some(Role::Watch),
            _ => None,
        }
    }
}

/// A student of the room, by their generated name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    pub name: String,
    pub connected: bool,
    pub removed: bool,
    /// The live game the room gives them this round, and their side in it.
    pub game: Option<String>,
    pub seat: Option<String>,
    /// The odd one out this round: they play the computer on their own device.
    pub computer: bool,
}

/// A game the room made: its live game id, round and the generated names at each seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoomGame {
    pub id: String,
    pub round: u32,
    /// `(side code, name)`, as the state lists them.
    pub seats: Vec<(String, String)>,
}

impl RoomGame {
    /// The name at a side, if anyone sits there.
    pub fn at(&self, side: &str) -> Option<&str> {
        self.seats
            .iter()
            .find(|(s, _)| s == side)
            .map(|(_, name)| name.as_str())
    }
}

/// A room as the service holds it (docs/class-protocol.md, "The room's state").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoomState {
    pub room: String,
    pub revision: u64,
    /// The game's slug (`crate::games::Game::slug`).
    pub game: String,
    /// The game's link before any move.
    pub start: String,
    /// The computer's level for an odd student (`1`…`3` on this page).
    pub level: String,
    /// The join code while the room takes students (teacher and projector only).
    pub code: Option<String>,
    pub locked: bool,
    pub paused: bool,
    pub ended: bool,
    pub round: u32,
    /// Moves the room refused (while paused, from a removed student).
    pub refused: u32,
    pub students: Vec<Student>,
    pub games: Vec<RoomGame>,
    /// The student's own name (students only).
    pub you: Option<String>,
    /// The question to the class, while there is one.
    pub question: Option<Question>,
    /// The class tournament, once one has begun.
    pub tournament: Option<Tournament>,
}

/// A class tournament as every device sees it (docs/class-protocol.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tournament {
    /// `swiss` or `round-robin`.
    pub system: String,
    pub rounds: u32,
    /// Rounds paired so far, and counted in `standings`.
    pub paired: u32,
    pub counted: u32,
    pub finished: bool,
    pub standings: Vec<Standing>,
}

/// A line of the standings, by generated name; points in halves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub name: String,
    pub halves: u32,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub buchholz: u32,
    pub rank: u32,
}

impl Tournament {
    fn read(value: &JsValue) -> Option<Tournament> {
        let count = |v: &JsValue, key: &str| number(v, key).map(|n| n as u32);
        let standings = list(value, "standings")
            .iter()
            .map(|s| {
                Some(Standing {
                    name: text(s, "name")?,
                    halves: count(s, "halves")?,
                    games: count(s, "games")?,
                    wins: count(s, "wins")?,
                    draws: count(s, "draws")?,
                    losses: count(s, "losses")?,
                    byes: count(s, "byes")?,
                    buchholz: count(s, "buchholz")?,
                    rank: count(s, "rank")?,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Tournament {
            system: text(value, "system")?,
            rounds: count(value, "rounds")?,
            paired: count(value, "paired")?,
            counted: count(value, "counted")?,
            finished: flag(value, "finished"),
            standings,
        })
    }
}

/// How far a question to the class has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Students answer.
    Open,
    /// Answering has closed; the class's answers are shown.
    Shown,
    /// The best move is told too.
    Revealed,
}

/// The question to the class, as this device may see it (docs/class-protocol.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub number: u32,
    /// The position: a game link of the room's game.
    pub link: String,
    pub stage: Stage,
    pub answered: usize,
    /// Each move chosen (as the rules core writes it) and how many chose it: the teacher
    /// always, others once shown.
    pub answers: Vec<(String, usize)>,
    /// Who chose what (the teacher only).
    pub by: Vec<(String, String)>,
    /// This student's answer.
    pub yours: Option<String>,
}

impl Question {
    fn read(value: &JsValue) -> Option<Question> {
        let stage = match text(value, "stage")?.as_str() {
            "open" => Stage::Open,
            "shown" => Stage::Shown,
            "revealed" => Stage::Revealed,
            _ => return None,
        };
        let answers = list(value, "answers")
            .iter()
            .map(|a| Some((text(a, "move")?, number(a, "count")? as usize)))
            .collect::<Option<Vec<_>>>()?;
        let by = Reflect::get(value, &"by".into())
            .ok()
            .filter(|v| v.is_object())
            .map(|by| {
                js_sys::Object::entries(&by.into())
                    .iter()
                    .filter_map(|pair| {
                        let pair = Array::from(&pair);
                        Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
                    })
                    .collect()
            })
            .unwrap_or_default();
        Some(Question {
            number: number(value, "number")? as u32,
            link: text(value, "link")?,
            stage,
            answered: number(value, "answered").unwrap_or(0.0) as usize,
            answers,
            by,
            yours: text(value, "yours"),
        })
    }
}

fn flag(object: &JsValue, key: &str) -> bool {
    Reflect::get(object, &key.into())
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

pub(super) fn list(object: &JsValue, key: &str) -> Vec<JsValue> {
    Reflect::get(object, &key.into())
        .ok()
        .filter(Array::is_array)
        .map(|v| Array::from(&v).iter().collect())
        .unwrap_or_default()
}

impl RoomState {
    /// The state in an answer or event; `None` when it is not one (nothing is shown of
    /// a state that does not read).
    pub fn read(value: &JsValue) -> Option<RoomState> {
        let students = list(value, "students")
            .iter()
            .map(|s| {
                Some(Student {
                    name: text(s, "name")?,
                    connected: flag(s, "connected"),
                    removed: flag(s, "removed"),
                    game: text(s, "game"),
                    seat: text(s, "seat"),
                    computer: flag(s, "computer"),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        let games = list(value, "games")
            .iter()
            .map(|g| {
                let seats = Reflect::get(g, &"seats".into()).ok()?;
                let seats = js_sys::Object::entries(&seats.into())
                    .iter()
                    .filter_map(|pair| {
                        let pair = Array::from(&pair);
                        Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
                    })
                    .collect();
                Some(RoomGame {
                    id: text(g, "id")?,
                    round: number(g, "round")? as u32,
                    seats,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(RoomState {
            room: text(value, "room")?,
            revision: number(value, "revision")? as u64,
            game: text(value, "game")?,
            start: text(value, "start").unwrap_or_default(),
            level: text(value, "level").unwrap_or_default(),
            code: text(value, "code"),
            locked: flag(value, "locked"),
            paused: flag(value, "paused"),
            ended: flag(value, "ended"),
            round: number(value, "round").unwrap_or(0.0) as u32,
            refused: number(value, "refused").unwrap_or(0.0) as u32,
            students,
            games,
            you: text(value, "you"),
            question: Reflect::get(value, &"question".into())
                .ok()
                .filter(|q| q.is_object())
                .and_then(|q| Question::read(&q)),
            tournament: Reflect::get(value, &"tournament".into())
                .ok()
                .filter(|t| t.is_object())
                .and_then(|t| Tournament::read(&t)),
        })
    }

    /// The student with this name.
    pub fn student(&self, name: &str) -> Option<&Student> {
        self.students.iter().find(|s| s.name == name)
    }

    /// The students still in the room.
    pub fn present(&self) -> impl Iterator<Item = &Student> {
        self.students.iter().filter(|s| !s.removed)
    }

    /// The games of the current round.
    pub fn current_games(&self) -> impl Iterator<Item = &RoomGame> {
        self.games.iter().filter(move |g| g.round == self.round)
    }
}
