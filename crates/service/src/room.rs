//! The referee of class rooms (docs/class-protocol.md): each request judged against the
//! stored room as a pure function of the two, giving the room (and games) to store or a
//! [`Refusal`]. Chance (a name, a pairing, a side) comes in as an argument, `draw(n)`: a
//! number below `n`, so tests are deterministic. A key is known by its SHA-256 only
//! ([`crate::referee::hash`]); no hash and no secret is ever in a [`RoomState`].

use crate::class_protocol::{Action, MAX_STUDENTS};
use crate::class_tournament::{self, Outcomes, StoredTournament, System};
use crate::protocol::{Refusal, Secret};
use crate::question::{self, PublicQuestion, Stage, StoredQuestion, Viewer};
use crate::record::GameKind;
use crate::referee::{self, hash, StoredGame};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use takaro_core::class_names;

/// The most games a room keeps (every round's): far more than a lesson plays, and a room
/// of them is well under the bucket's largest value.
pub const MAX_GAMES: usize = 400;
/// The most games a [`RoomState`] lists: whole rounds, newest first, and always the
/// current round (a state must fit one NATS message, 16 KiB).
pub const STATE_GAMES: usize = 60;
/// Steps a search for pairs may take before it allows one more repeat.
const SEARCH_STEPS: u32 = 4000;

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

/// One game the room paired, by the students' places in [`StoredRoom::students`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomGame {
    pub id: String,
    pub round: u32,
    /// The student on the game's first seat, then the one on the second.
    pub players: [usize; 2],
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

/// What a browser sees of a room (docs/class-protocol.md, "The room's state").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoomState {
    pub room: String,
    pub revision: u64,
    pub game: String,
    pub start: String,
    pub level: String,
    /// For the teacher and the projector, while the room takes students.
    pub code: Option<String>,
    pub locked: bool,
    pub paused: bool,
    pub ended: bool,
    pub round: u32,
    pub refused: u64,
    pub students: Vec<PublicStudent>,
    pub games: Vec<PublicGame>,
    /// The student's own name (students only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub you: Option<String>,
    /// The question to the class, as this role may see it.
    pub question: Option<PublicQuestion>,
    /// The class tournament, if one has begun.
    pub tournament: Option<PublicTournament>,
}

/// What every device sees of a class tournament: generated names only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicTournament {
    pub system: System,
    pub rounds: u32,
    /// Rounds paired so far, and counted in `standings`.
    pub paired: u32,
    pub counted: u32,
    pub finished: bool,
    pub standings: Vec<PublicStanding>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicStanding {
    pub name: String,
    /// Points in halves (a win 2, a draw 1, a bye 2).
    pub halves: u32,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    pub buchholz: u32,
    pub rank: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicStudent {
    pub name: String,
    pub connected: bool,
    pub removed: bool,
    pub game: Option<String>,
    pub seat: Option<String>,
    pub computer: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicGame {
    pub id: String,
    pub round: u32,
    /// Seat → the student's name.
    pub seats: BTreeMap<String, String>,
}

impl StoredRoom {
    fn kind(&self) -> Result<GameKind, Refusal> {
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

    /// The room as `role` sees it; `connected(name)` says whether a student is connected.
    pub fn public(
        &self,
        id: &str,
        revision: u64,
        role: Role,
        connected: &dyn Fn(&str) -> bool,
    ) -> RoomState {
        let seats = self.kind().map_or(["", ""], GameKind::seats);
        let names = |game: &RoomGame| {
            BTreeMap::from([
                (
                    seats[0].to_string(),
                    self.students[game.players[0]].name.clone(),
                ),
                (
                    seats[1].to_string(),
                    self.students[game.players[1]].name.clone(),
                ),
            ])
        };
        // Whole rounds, newest first, while they fit; the current round always.
        let mut shown = 0;
        let mut first_round = self.round;
        for round in (1..=self.round).rev() {
            let count = self.games.iter().filter(|g| g.round == round).count();
            if round < self.round && shown + count > STATE_GAMES {
                break;
            }
            shown += count;
            first_round = round;
        }
        let takes_students = !self.locked && !self.ended;
        RoomState {
            room: id.to_string(),
            revision,
            game: self.game.clone(),
            start: self.start.clone(),
            level: self.level.clone(),
            code: (takes_students && !matches!(role, Role::Student(_))).then(|| self.code.clone()),
            locked: self.locked,
            paused: self.paused,
            ended: self.ended,
            round: self.round,
            refused: self.refused,
            students: self
                .students
                .iter()
                .map(|s| PublicStudent {
                    name: s.name.clone(),
                    connected: !s.removed && connected(&s.name),
                    removed: s.removed,
                    game: s.game.clone(),
                    seat: s.seat.clone(),
                    computer: s.computer,
                })
                .collect(),
            games: self
                .games
                .iter()
                .filter(|g| g.round >= first_round)
                .map(|g| PublicGame {
                    id: g.id.clone(),
                    round: g.round,
                    seats: names(g),
                })
                .collect(),
            you: match role {
                Role::Student(i) => Some(self.students[i].name.clone()),
                _ => None,
            },
            tournament: self.tournament.as_ref().map(|t| PublicTournament {
                system: t.system,
                rounds: t.rounds,
                paired: t.paired(),
                counted: t.counted,
                finished: t.finished(),
                standings: t
                    .standings
                    .iter()
                    .filter_map(|s| {
                        Some(PublicStanding {
                            name: self.students.get(s.player)?.name.clone(),
                            halves: s.halves,
                            games: s.games,
                            wins: s.wins,
                            draws: s.draws,
                            losses: s.losses,
                            byes: s.byes,
                            buchholz: s.buchholz,
                            rank: s.rank,
                        })
                    })
                    .collect(),
            }),
            question: self.question.as_ref().map(|q| {
                q.public(
                    self,
                    match role {
                        Role::Teacher => Viewer::Teacher,
                        Role::Student(i) => Viewer::Student(i),
                        Role::Watch => Viewer::Watch,
                    },
                )
            }),
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

/// What a join did.
#[derive(Debug, PartialEq, Eq)]
// One a request, moved once: boxing the stored value would save nothing.
#[allow(clippy::large_enum_variant)]
pub enum Joined {
    /// The token is already this student's (a reload): nothing to store.
    Already(usize),
    /// The student at that place, new: store the room.
    Now(usize, StoredRoom),
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
) -> Result<Joined, Refusal> {
    if let Some(i) = room.student_of(token) {
        return if room.students[i].removed {
            Err(Refusal::Removed)
        } else {
            Ok(Joined::Already(i))
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
    Ok(Joined::Now(next.students.len() - 1, next))
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
            next.question = Some(question::ask(room, link)?);
            next.asked += 1;
            None
        }
        Action::Show => {
            next = question::advance(room, Stage::Shown)?;
            None
        }
        Action::Reveal => {
            next = question::advance(room, Stage::Revealed)?;
            None
        }
        Action::Done => {
            next.question = None;
            None
        }
        Action::Tournament { system, rounds } => {
            let (started, first) = class_tournament::start(room, *system, *rounds)?;
            next.tournament = Some(started);
            tournament_round = true;
            Some(Plan {
                pairs: first.pairs,
                computer: first.bye,
            })
        }
        Action::Pair(_) | Action::Next => match (action, running) {
            (Action::Next, Some(mut counted)) => {
                counted.count(room, outcomes);
                let round = counted.next_round(room, outcomes);
                next.tournament = Some(counted);
                tournament_round = round.is_some();
                round.map(|r| Plan {
                    pairs: r.pairs,
                    computer: r.bye,
                })
            }
            (_, running) => {
                if let Some(mut stopped) = running {
                    stopped.count(room, outcomes);
                    stopped.rounds = stopped.paired();
                    next.tournament = Some(stopped);
                }
                Some(match action {
                    Action::Pair(Some(pairs)) => by_hand(room, pairs)?,
                    Action::Pair(None) => sided(room, random_pairs(room, draw)?, false, draw),
                    _ => sided(room, random_pairs(room, draw)?, true, draw),
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

/// A round's pairs (first seat, second seat) and the student who plays the computer.
#[derive(Debug, PartialEq, Eq)]
struct Plan {
    pairs: Vec<[usize; 2]>,
    computer: Option<usize>,
}

/// The teacher's pairs by name: every named student present (not removed) and named
/// once; the first of each pair takes the first seat.
fn by_hand(room: &StoredRoom, pairs: &[[String; 2]]) -> Result<Plan, Refusal> {
    if pairs.is_empty() {
        return Err(Refusal::BadRequest);
    }
    let mut named = vec![false; room.students.len()];
    let mut place = |name: &str| {
        let i = room
            .students
            .iter()
            .position(|s| s.name == name && !s.removed)
            .ok_or(Refusal::BadRequest)?;
        if std::mem::replace(&mut named[i], true) {
            return Err(Refusal::BadRequest);
        }
        Ok(i)
    };
    let pairs = pairs
        .iter()
        .map(|[a, b]| Ok([place(a)?, place(b)?]))
        .collect::<Result<Vec<_>, Refusal>>()?;
    Ok(Plan {
        pairs,
        computer: None,
    })
}

/// How often each two students have played each other.
fn meetings(room: &StoredRoom) -> HashMap<(usize, usize), u32> {
    let mut met = HashMap::new();
    for game in &room.games {
        let [a, b] = game.players;
        *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
    }
    met
}

/// Random pairs of every student not removed, with as few repeats as can be found: the
/// fewest meetings allowed between partners is raised only when a search finds no pairing
/// within it. With an odd number, one student (of those who have played the computer
/// least, if a pairing allows) plays the computer.
fn random_pairs(
    room: &StoredRoom,
    draw: &mut dyn FnMut(usize) -> usize,
) -> Result<(Vec<[usize; 2]>, Option<usize>), Refusal> {
    let mut present: Vec<usize> = (0..room.students.len())
        .filter(|&i| !room.students[i].removed)
        .collect();
    if present.is_empty() {
        return Err(Refusal::BadRequest);
    }
    for i in (1..present.len()).rev() {
        present.swap(i, draw(i + 1) % (i + 1));
    }
    let met = meetings(room);
    let met_of = |a: usize, b: usize| met.get(&(a.min(b), a.max(b))).copied().unwrap_or(0);
    // Who may play the computer: everyone, fewest computer rounds first (ties in the
    // shuffled order); no one when the number is even.
    let mut alone: Vec<Option<usize>> = if present.len() % 2 == 1 {
        let mut by_rounds = present.clone();
        by_rounds.sort_by_key(|&i| room.students[i].computers);
        by_rounds.into_iter().map(Some).collect()
    } else {
        vec![None]
    };
    alone.truncate(8);
    let most = met.values().copied().max().unwrap_or(0);
    for allowed in 0..=most {
        for &computer in &alone {
            let rest: Vec<usize> = present
                .iter()
                .copied()
                .filter(|&i| Some(i) != computer)
                .collect();
            let mut steps = SEARCH_STEPS;
            if let Some(pairs) = pair_up(&rest, &|a, b| met_of(a, b) <= allowed, &mut steps) {
                return Ok((pairs, computer));
            }
        }
    }
    // Every meeting allowed: any pairing will do.
    let computer = alone[0];
    let rest: Vec<usize> = present
        .into_iter()
        .filter(|&i| Some(i) != computer)
        .collect();
    Ok((rest.chunks(2).map(|p| [p[0], p[1]]).collect(), computer))
}

/// A pairing of all of `students` (an even number) in which `may(a, b)` holds for each
/// pair, searched depth-first in their order; `None` when there is none or the steps run
/// out.
fn pair_up(
    students: &[usize],
    may: &dyn Fn(usize, usize) -> bool,
    steps: &mut u32,
) -> Option<Vec<[usize; 2]>> {
    let Some((&first, rest)) = students.split_first() else {
        return Some(Vec::new());
    };
    for (k, &partner) in rest.iter().enumerate() {
        if *steps == 0 {
            return None;
        }
        *steps -= 1;
        if !may(first, partner) {
            continue;
        }
        let others: Vec<usize> = rest
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != k)
            .map(|(_, &s)| s)
            .collect();
        if let Some(mut pairs) = pair_up(&others, may, steps) {
            pairs.push([first, partner]);
            return Some(pairs);
        }
    }
    None
}

/// Sides for each pair: at random, or (`balanced`) the first seat to the student who has
/// played it less often than the second, else to the one who played the second seat last
/// (at random when still even).
fn sided(
    room: &StoredRoom,
    (pairs, computer): (Vec<[usize; 2]>, Option<usize>),
    balanced: bool,
    draw: &mut dyn FnMut(usize) -> usize,
) -> Plan {
    // (first seats less second seats, +1 if the last game was on the first seat, -1 if
    // on the second): the larger takes the second seat.
    let lean = |student: usize| -> (i64, i64) {
        let side =
            |g: &RoomGame| i64::from(g.players[0] == student) - i64::from(g.players[1] == student);
        let total = room.games.iter().map(side).sum();
        let last = room
            .games
            .iter()
            .rev()
            .map(side)
            .find(|s| *s != 0)
            .unwrap_or(0);
        (total, last)
    };
    let pairs = pairs
        .into_iter()
        .map(|[a, b]| {
            let swap = if balanced && lean(a) != lean(b) {
                lean(a) > lean(b)
            } else {
                draw(2) % 2 == 1
            };
            if swap {
                [b, a]
            } else {
                [a, b]
            }
        })
        .collect();
    Plan { pairs, computer }
}
#[cfg(test)]
#[path = "room_tests.rs"]
mod tests;
