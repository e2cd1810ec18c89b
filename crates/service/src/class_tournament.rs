//! A class tournament in a room (docs/class-protocol.md, "Tournaments"): round robin for
//! up to eight students or Swiss rounds, paired by [`takaro_core::tournament`] from the
//! games' outcomes as the rules core judges them, with the standings counted each time
//! the teacher moves on a round. Pure: the room ([`crate::room`]) hands it its games,
//! who is still present, and the outcomes the server read from the stored games.

use crate::protocol::Refusal;
use crate::record::{GameKind, Played as Record};
use crate::room_game::RoomGame;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use takaro_core::tournament::{self, Outcome, Played, Round};

/// The most students a round robin takes (seven rounds).
pub const MAX_ROUND_ROBIN: usize = 8;
/// The most Swiss rounds a teacher may set.
pub const MAX_SWISS_ROUNDS: u32 = 12;

/// How the tournament pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum System {
    Swiss,
    RoundRobin,
}

impl System {
    pub fn from_code(code: &str) -> Option<System> {
        match code {
            "swiss" => Some(System::Swiss),
            "round-robin" => Some(System::RoundRobin),
            _ => None,
        }
    }
}

/// One round as stored: pairs (first seat, second seat) and the bye.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredRound {
    pub pairs: Vec<[usize; 2]>,
    pub bye: Option<usize>,
}

/// A line of the standings, by the student's place in the room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredStanding {
    pub player: usize,
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

/// The room's tournament as the bucket keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredTournament {
    pub system: System,
    pub rounds: u32,
    /// The room's round that was the tournament's first.
    pub first_round: u32,
    /// The students in it, by place (those present when it began).
    pub players: Vec<usize>,
    /// Each round paired so far: its bye.
    pub byes: Vec<Option<usize>>,
    /// A round robin's whole schedule, fixed when it began.
    #[serde(default)]
    pub schedule: Vec<StoredRound>,
    /// The standings after `counted` rounds.
    pub standings: Vec<StoredStanding>,
    pub counted: u32,
}

/// The outcome of each of the room's games judged so far, by game id.
pub type Outcomes = HashMap<String, Outcome>;

/// A stored game's outcome as the rules core judges its record; `None` while it goes on
/// (or when it does not read).
pub fn outcome_of(game: &str, start: &str, record: &str) -> Option<Outcome> {
    let kind = GameKind::from_name(game)?;
    let link = if record.is_empty() { start } else { record };
    let played = Record::read(kind, link).ok()?;
    match played.winner()? {
        None => Some(Outcome::Draw),
        Some(seat) if seat == kind.seats()[0] => Some(Outcome::FirstWins),
        Some(_) => Some(Outcome::SecondWins),
    }
}

impl StoredTournament {
    /// Rounds paired so far.
    pub fn paired(&self) -> u32 {
        self.byes.len() as u32
    }

    /// Whether every round has been played and counted.
    pub fn finished(&self) -> bool {
        self.counted >= self.rounds
    }

    /// The room's games of the tournament so far, with their outcomes.
    pub fn history(&self, games: &[RoomGame], outcomes: &Outcomes) -> Vec<Played> {
        let last = self.first_round + self.paired();
        games
            .iter()
            .filter(|g| (self.first_round..last).contains(&g.round))
            .map(|g| Played {
                first: g.players[0],
                second: g.players[1],
                outcome: outcomes.get(&g.id).copied(),
            })
            .collect()
    }

    fn bye_list(&self) -> Vec<usize> {
        self.byes.iter().flatten().copied().collect()
    }

    /// Counts the standings of every round paired so far.
    pub fn count(&mut self, games: &[RoomGame], outcomes: &Outcomes) {
        let history = self.history(games, outcomes);
        self.standings = tournament::standings(&self.players, &history, &self.bye_list())
            .into_iter()
            .map(|s| StoredStanding {
                player: s.player,
                halves: s.halves,
                games: s.games,
                wins: s.wins,
                draws: s.draws,
                losses: s.losses,
                byes: s.byes,
                buchholz: s.buchholz,
                rank: s.rank,
            })
            .collect();
        self.counted = self.paired();
    }

    /// The next round's pairs among the students still in the room (`present(i)`); `None`
    /// once every round is paired.
    pub fn next_round(
        &self,
        games: &[RoomGame],
        present: &dyn Fn(usize) -> bool,
        outcomes: &Outcomes,
    ) -> Option<Round> {
        if self.paired() >= self.rounds {
            return None;
        }
        let present: Vec<usize> = self
            .players
            .iter()
            .copied()
            .filter(|&p| present(p))
            .collect();
        Some(match self.system {
            System::Swiss => {
                tournament::swiss_round(&present, &self.history(games, outcomes), &self.bye_list())
            }
            System::RoundRobin => {
                let planned = &self.schedule[self.paired() as usize];
                // A removed student's partner plays the computer (the round's one bye, if
                // it has none yet; else they wait).
                let mut bye = planned.bye.filter(|b| present.contains(b));
                let mut pairs = Vec::new();
                for &[a, b] in &planned.pairs {
                    match (present.contains(&a), present.contains(&b)) {
                        (true, true) => pairs.push([a, b]),
                        (true, false) if bye.is_none() => bye = Some(a),
                        (false, true) if bye.is_none() => bye = Some(b),
                        _ => {}
                    }
                }
                Round { pairs, bye }
            }
        })
    }
}

/// A new tournament of the students `players` (those present), beginning at the room's
/// round `first_round`, and its first round.
///
/// # Errors
/// [`Refusal::BadRequest`] for fewer than two students, a round robin of more than
/// [`MAX_ROUND_ROBIN`], or Swiss rounds outside 1–[`MAX_SWISS_ROUNDS`].
pub fn start(
    players: Vec<usize>,
    first_round: u32,
    system: System,
    rounds: u32,
) -> Result<(StoredTournament, Round), Refusal> {
    if players.len() < 2 {
        return Err(Refusal::BadRequest);
    }
    let (rounds, schedule) = match system {
        System::RoundRobin => {
            if players.len() > MAX_ROUND_ROBIN {
                return Err(Refusal::BadRequest);
            }
            let schedule: Vec<StoredRound> = tournament::round_robin(&players)
                .into_iter()
                .map(|r| StoredRound {
                    pairs: r.pairs,
                    bye: r.bye,
                })
                .collect();
            (schedule.len() as u32, schedule)
        }
        System::Swiss => {
            if !(1..=MAX_SWISS_ROUNDS).contains(&rounds) {
                return Err(Refusal::BadRequest);
            }
            (rounds, Vec::new())
        }
    };
    let tournament = StoredTournament {
        system,
        rounds,
        first_round,
        players,
        byes: Vec::new(),
        schedule,
        standings: Vec::new(),
        counted: 0,
    };
    let first = tournament
        .next_round(&[], &|_| true, &Outcomes::new())
        .ok_or(Refusal::BadRequest)?;
    Ok((tournament, first))
}
