//! What a browser sees of a class room (docs/class-protocol.md, "The room's state"): the
//! stored room ([`crate::room`]) as each role may see it. No hash and no secret is ever in
//! a [`RoomState`]; a real name never is (the service has none).

use crate::class_tournament::System;
use crate::question::{PublicQuestion, Viewer};
use crate::record::GameKind;
use crate::room::{Role, RoomGame, StoredRoom, STATE_GAMES};
use serde::Serialize;
use std::collections::BTreeMap;

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
                let name = |i: usize| {
                    let student = self.students.get(i).filter(|s| !s.removed)?;
                    Some(student.name.clone())
                };
                q.public(
                    &name,
                    match role {
                        Role::Teacher => Viewer::Teacher,
                        Role::Student(i) => Viewer::Student(i),
                        Role::Watch => Viewer::Watch,
                    },
                )
            }),
        }
    }
}
