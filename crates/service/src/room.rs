//! The referee of class rooms (docs/class-protocol.md): each request judged against the
//! stored room as a pure function of the two, giving the room (and games) to store or a
//! [`Refusal`]. Chance (a name, a pairing, a side) comes in as an argument, `draw(n)`: a
//! number below `n`, so tests are deterministic. A key is known by its SHA-256 only
//! ([`crate::referee::hash`]); no hash and no secret is ever in a [`RoomState`].

use crate::class_protocol::{Action, MAX_STUDENTS};
use crate::class_tournament::{self, Outcomes, StoredTournament};
use crate::pairing::{by_hand, random_pairs, sided, Candidate, Class, Plan};
use crate::protocol::{Refusal, Secret};
use crate::question::{self, Stage, StoredQuestion};
use crate::record::GameKind;
use crate::referee::{self, hash, StoredGame};
pub use crate::room_game::RoomGame;
use crate::verdict::Verdict;
use serde::{Deserialize, Serialize};
use takaro_core::class_names;

/// The most games a room keeps (every round's): far more than a lesson plays, and a room
/// of them is well under the bucket's largest value.
pub const MAX_GAMES: usize = 400;
/// The most games a [`RoomState`] lists: whole rounds, newest first, and always the
/// current round (a state must fit one NATS message, 16 KiB).
pub const STATE_GAMES: usize = 60;

/// A class room as the bucket keeps it (JSON, one key per room).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRoom {
    /// The format's version (1).
    pub v: u32,
    /// `mu-torere` or `kemu`.
    pub game: String,
    /// The game link before any move, for every game of the room.
    pub start: String,
    /// The computer's level for a student without a partner (opaque here).
    pub level: String,
    /// The teacher key's hash.
    pub teacher: String,
    /// The watch key's hash.
    pub watch: String,
    /// The join code (the bucket's `code.<CODE>` names the room).
    pub code: String,
    pub locked: bool,
    pub paused: bool,
    pub ended: bool,
    /// The current round (0 before the first pairing).
    pub round: u32,
    /// Moves refused in the room's games (paused, ended, removed).
    pub refused: u64,
    /// In the order they joined; never deleted (a removed student keeps their name).
    pub students: Vec<StoredStudent>,
    /// Every round's games, oldest first.
    pub games: Vec<RoomGame>,
    /// Seconds since 1970 when the room was made.
    pub created: u64,
    /// The question to the class, while the teacher asks one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<StoredQuestion>,
    /// Questions asked so far (the next one's number follows it).
    #[serde(default)]
    pub asked: u32,
    /// The class tournament, once one has begun (kept with its standings after).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<StoredTournament>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredStudent {
    /// The generated name ([`class_names`]), unique in the room.
    pub name: String,
    /// The student token's hash (also their seat's in each game they are paired in).
    pub token: String,
    pub removed: bool,
    /// This round's game and seat, if any.
    pub game: Option<String>,
    pub seat: Option<String>,
    /// Whether this round they play the computer on their own device.
    pub computer: bool,
    /// Rounds they have played the computer.
    pub computers: u32,
}

/// Who shows a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Teacher,
    /// The student at that place in [`StoredRoom::students`].
    Student(usize),
    Watch,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Teacher => "teacher",
            Role::Student(_) => "student",
            Role::Watch => "watch",
        }
    }
}

impl StoredRoom {
    /// The room's game, as the rules core names it.
    pub fn kind(&self) -> Result<GameKind, Refusal> {
        GameKind::from_name(&self.game).ok_or(Refusal::NotFound)
    }

    fn student_of(&self, token: &Secret) -> Option<usize> {
        let hash = hash(token);
        self.students.iter().position(|s| s.token == hash)
    }

    /// Who `key` is in this room.
    ///
    /// # Errors
    /// [`Refusal::Removed`] for a removed student's token, [`Refusal::NotFound`] for a key
    /// that is none of the room's (the room's existence is not told).
    pub fn role_of(&self, key: &Secret) -> Result<Role, Refusal> {
        let hashed = hash(key);
        if hashed == self.teacher {
            Ok(Role::Teacher)
        } else if hashed == self.watch {
            Ok(Role::Watch)
        } else {
            match self.student_of(key) {
                Some(i) if self.students[i].removed => Err(Refusal::Removed),
                Some(i) => Ok(Role::Student(i)),
                None => Err(Refusal::NotFound),
            }
        }
    }

    /// Whether a change the teacher makes differs between `self` and `other` (a join,
    /// a new name or a refused move's count does not): a teacher's change that lost a
    /// race to one of those may be judged again, one that lost to the teacher's is `busy`.
    pub fn teacher_changed(&self, other: &StoredRoom) -> bool {
        let asked = |room: &StoredRoom| room.question.as_ref().map(|q| (q.number, q.stage));
        let counted = |room: &StoredRoom| room.tournament.as_ref().map(|t| (t.rounds, t.counted));
        (
            self.locked,
            self.paused,
            self.ended,
            self.round,
            asked(self),
            counted(self),
        ) != (
            other.locked,
            other.paused,
            other.ended,
            other.round,
            asked(other),
            counted(other),
        ) || self
            .students
            .iter()
            .zip(&other.students)
            .any(|(a, b)| a.removed != b.removed)
    }
}

/// A new room.
///
/// # Errors
/// As [`referee::check_start`].
pub fn new_room(
    game: &str,
    start: &str,
    level: &str,
    teacher: &Secret,
    watch: &Secret,
    code: &str,
    now: u64,
) -> Result<StoredRoom, Refusal> {
    referee::check_start(game, start)?;
    Ok(StoredRoom {
        v: 1,
        game: game.to_string(),
        start: start.to_string(),
        level: level.to_string(),
        teacher: hash(teacher),
        watch: hash(watch),
        code: code.to_string(),
        locked: false,
        paused: false,
        ended: false,
        round: 0,
        refused: 0,
        students: Vec::new(),
        games: Vec::new(),
        created: now,
        question: None,
        asked: 0,
        tournament: None,
    })
}

/// A name not in use in the room, drawn by `draw`; `None` when every name is taken.
fn free_name(room: &StoredRoom, draw: &mut dyn FnMut(usize) -> usize) -> Option<String> {
    let free: Vec<String> = class_names::all()
        .filter(|name| room.students.iter().all(|s| s.name != *name))
        .collect();
    if free.is_empty() {
        return None;
    }
    Some(free[draw(free.len()) % free.len()].clone())
}

/// `token` joins the room under a free generated name.
///
/// # Errors
/// [`Refusal::Removed`] for a removed student's token, [`Refusal::Locked`] when the room
/// is locked or ended, [`Refusal::Full`] past [`MAX_STUDENTS`].
pub fn join(
    room: &StoredRoom,
    token: &Secret,
    draw: &mut dyn FnMut(usize) -> usize,
) -> Result<Verdict<usize, StoredRoom>, Refusal> {
    if let Some(i) = room.student_of(token) {
        return if room.students[i].removed {
            Err(Refusal::Removed)
        } else {
            Ok(Verdict::Unchanged(i))
        };
    }
    if room.locked || room.ended {
        return Err(Refusal::Locked);
    }
    if room.students.len() >= MAX_STUDENTS {
        return Err(Refusal::Full);
    }
    let name = free_name(room, draw).ok_or(Refusal::Full)?;
    let mut next = room.clone();
    next.students.push(StoredStudent {
        name,
        token: hash(token),
        removed: false,
        game: None,
        seat: None,
        computer: false,
        computers: 0,
    });
    Ok(Verdict::Store(next.students.len() - 1, next))
}

/// The student of `token` takes another free name.
///
/// # Errors
/// [`Refusal::NotFound`] for a token that is no student's, [`Refusal::Removed`],
/// [`Refusal::Ended`].
pub fn rename(
    room: &StoredRoom,
    token: &Secret,
    draw: &mut dyn FnMut(usize) -> usize,
) -> Result<StoredRoom, Refusal> {
    let i = room.student_of(token).ok_or(Refusal::NotFound)?;
    if room.students[i].removed {
        return Err(Refusal::Removed);
    }
    if room.ended {
        return Err(Refusal::Ended);
    }
    let name = free_name(room, draw).ok_or(Refusal::Full)?;
    let mut next = room.clone();
    next.students[i].name = name;
    Ok(next)
}

/// The place of the student whose token this is.
///
/// # Errors
/// As [`StoredRoom::role_of`]; the teacher's or the watch key is [`Refusal::SeatTaken`].
pub fn student_place(room: &StoredRoom, token: &Secret) -> Result<usize, Refusal> {
    match room.role_of(token)? {
        Role::Student(i) => Ok(i),
        _ => Err(Refusal::SeatTaken),
    }
}

/// The room after the student at place `student` answers question `number` with `mv`.
///
/// # Errors
/// [`Refusal::Ended`], [`Refusal::Paused`] (the class takes no moves meanwhile),
/// [`Refusal::MovedOn`] when that question is not open, [`Refusal::Illegal`] for a move
/// the rules do not allow there.
pub fn answer(
    room: &StoredRoom,
    student: usize,
    number: u32,
    mv: &str,
) -> Result<StoredRoom, Refusal> {
    if room.ended {
        return Err(Refusal::Ended);
    }
    if room.paused {
        return Err(Refusal::Paused);
    }
    let asked = room.question.as_ref().ok_or(Refusal::MovedOn)?;
    let mut next = room.clone();
    next.question = Some(asked.answered(room.kind()?, student, number, mv)?);
    Ok(next)
}

/// Whether a move by `token` in one of the room's games may be judged.
///
/// # Errors
/// [`Refusal::Ended`], [`Refusal::Paused`], and [`Refusal::SeatTaken`] for a removed
/// student.
pub fn check_move(room: &StoredRoom, token: &Secret) -> Result<(), Refusal> {
    if room.ended {
        return Err(Refusal::Ended);
    }
    if room.paused {
        return Err(Refusal::Paused);
    }
    match room.student_of(token) {
        Some(i) if room.students[i].removed => Err(Refusal::SeatTaken),
        _ => Ok(()),
    }
}

/// What a teacher's action may draw on besides the room: chance (`draw(n)`, a number
/// below `n`), new game ids, and the time.
pub struct Chance<'a> {
    pub draw: &'a mut dyn FnMut(usize) -> usize,
    pub new_id: &'a mut dyn FnMut() -> String,
    pub now: u64,
}

/// The room after a teacher's action, and the games a new round makes (to store before
/// the room).
#[derive(Debug, PartialEq, Eq)]
pub struct Taught {
    pub room: StoredRoom,
    pub games: Vec<(String, StoredGame)>,
}

/// The teacher's `action` on room `id`; `new_id` makes each new game's id; `outcomes`
/// are the room's games' results so far, as the rules core judged them (a tournament's
/// pairings and standings need them).
///
/// # Errors
/// [`Refusal::SeatTaken`] for a key that is not the teacher's, [`Refusal::Ended`] once
/// the room has ended, [`Refusal::BadRequest`] for a student or a pairing that is not the
/// room's, [`Refusal::Full`] past [`MAX_GAMES`].
pub fn teach(
    room: &StoredRoom,
    id: &str,
    teacher: &Secret,
    action: &Action,
    chance: Chance,
    outcomes: &Outcomes,
) -> Result<Taught, Refusal> {
    let Chance { draw, new_id, now } = chance;
    if hash(teacher) != room.teacher {
        return Err(Refusal::SeatTaken);
    }
    if room.ended {
        return Err(Refusal::Ended);
    }
    let mut next = room.clone();
    // A tournament under way: its round is counted before any new pairing, and a pairing
    // of the teacher's own ends it there.
    let running = room.tournament.clone().filter(|t| !t.finished());
    let mut tournament_round = false;
    let plan = match action {
        Action::Pause => {
            next.paused = true;
            None
        }
        Action::Resume => {
            next.paused = false;
            None
        }
        Action::Lock => {
            next.locked = true;
            None
        }
        Action::Unlock => {
            next.locked = false;
            None
        }
        Action::End => {
            next.ended = true;
            None
        }
        Action::Remove(name) => {
            let student = next
                .students
                .iter_mut()
                .find(|s| s.name == *name)
                .ok_or(Refusal::BadRequest)?;
            student.removed = true;
            None
        }
        Action::Ask(link) => {
            next.question = Some(question::ask(room.kind()?, room.asked + 1, link)?);
            next.asked += 1;
            None
        }
        Action::Show | Action::Reveal => {
            let stage = if *action == Action::Show {
                Stage::Shown
            } else {
                Stage::Revealed
            };
            let asked = room.question.as_ref().ok_or(Refusal::BadRequest)?;
            next.question = Some(asked.advanced(stage)?);
            None
        }
        Action::Done => {
            next.question = None;
            None
        }
        Action::Tournament { system, rounds } => {
            let present = (0..room.students.len())
                .filter(|&i| !room.students[i].removed)
                .collect();
            let (started, first) =
                class_tournament::start(present, room.round + 1, *system, *rounds)?;
            next.tournament = Some(started);
            tournament_round = true;
            Some(Plan {
                pairs: first.pairs,
                computer: first.bye,
            })
        }
        Action::Pair(_) | Action::Next => match (action, running) {
            (Action::Next, Some(mut counted)) => {
                counted.count(&room.games, outcomes);
                let present = |i: usize| room.students.get(i).is_some_and(|s| !s.removed);
                let round = counted.next_round(&room.games, &present, outcomes);
                next.tournament = Some(counted);
                tournament_round = round.is_some();
                round.map(|r| Plan {
                    pairs: r.pairs,
                    computer: r.bye,
                })
            }
            (_, running) => {
                if let Some(mut stopped) = running {
                    stopped.count(&room.games, outcomes);
                    stopped.rounds = stopped.paired();
                    next.tournament = Some(stopped);
                }
                let class = Class {
                    students: room
                        .students
                        .iter()
                        .map(|s| Candidate {
                            name: s.name.clone(),
                            removed: s.removed,
                            computers: s.computers,
                        })
                        .collect(),
                    games: &room.games,
                };
                Some(match action {
                    Action::Pair(Some(pairs)) => by_hand(&class, pairs)?,
                    Action::Pair(None) => sided(&class, random_pairs(&class, draw)?, false, draw),
                    _ => sided(&class, random_pairs(&class, draw)?, true, draw),
                })
            }
        },
    };
    let Some(plan) = plan else {
        return Ok(Taught {
            room: next,
            games: Vec::new(),
        });
    };
    if room.games.len() + plan.pairs.len() > MAX_GAMES {
        return Err(Refusal::Full);
    }
    let seats = room.kind()?.seats();
    next.round += 1;
    for student in &mut next.students {
        student.game = None;
        student.seat = None;
        student.computer = false;
    }
    let mut games = Vec::new();
    for [first, second] in plan.pairs {
        let game_id = new_id();
        let game = referee::room_game(
            &room.game,
            &room.start,
            &room.students[first].token,
            &room.students[second].token,
            id,
            now,
        )?;
        for (student, seat) in [(first, seats[0]), (second, seats[1])] {
            next.students[student].game = Some(game_id.clone());
            next.students[student].seat = Some(seat.to_string());
        }
        next.games.push(RoomGame {
            id: game_id.clone(),
            round: next.round,
            players: [first, second],
        });
        games.push((game_id, game));
    }
    if let Some(alone) = plan.computer {
        next.students[alone].computer = true;
        next.students[alone].computers += 1;
    }
    if let Some(t) = next.tournament.as_mut().filter(|_| tournament_round) {
        t.byes.push(plan.computer);
    }
    Ok(Taught { room: next, games })
}

#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
