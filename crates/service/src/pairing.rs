//! A round's pairs for a class room ([`crate::room`]): chosen by hand, or at random with
//! as few repeat partners as a bounded search finds, and sides given at random or to the
//! student who has played the first seat less. It reads only what pairing needs of the
//! room ([`Class`]); chance comes in as `draw(n)`, a number below `n`.

use crate::protocol::Refusal;
use crate::room_game::RoomGame;
use std::collections::HashMap;

/// Steps a search for pairs may take before it allows one more repeat.
const SEARCH_STEPS: u32 = 4000;

/// What pairing reads of a student, by their place in the room.
pub struct Candidate {
    pub name: String,
    pub removed: bool,
    /// Rounds they have played the computer.
    pub computers: u32,
}

/// What pairing reads of a room: its students and every round's games.
pub struct Class<'a> {
    pub students: Vec<Candidate>,
    pub games: &'a [RoomGame],
}

/// A round's pairs (first seat, second seat) and the student who plays the computer.
#[derive(Debug, PartialEq, Eq)]
pub struct Plan {
    pub pairs: Vec<[usize; 2]>,
    pub computer: Option<usize>,
}

/// The teacher's pairs by name: every named student present (not removed) and named
/// once; the first of each pair takes the first seat.
pub fn by_hand(room: &Class, pairs: &[[String; 2]]) -> Result<Plan, Refusal> {
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
pub(crate) fn meetings(games: &[RoomGame]) -> HashMap<(usize, usize), u32> {
    let mut met = HashMap::new();
    for game in games {
        let [a, b] = game.players;
        *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
    }
    met
}

/// Random pairs of every student not removed, with as few repeats as can be found: the
/// fewest meetings allowed between partners is raised only when a search finds no pairing
/// within it. With an odd number, one student (of those who have played the computer
/// least, if a pairing allows) plays the computer.
pub fn random_pairs(
    room: &Class,
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
    let met = meetings(room.games);
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
pub(crate) fn pair_up(
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
pub fn sided(
    room: &Class,
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
