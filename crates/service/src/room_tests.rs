//! Tests of the room referee (room.rs).

use super::*;
use crate::class_tournament::{Outcomes, System};
use std::collections::HashSet;
use takaro_core::tournament::Outcome;

fn secret(n: usize) -> Secret {
    Secret::try_from(format!("{n:0>22}")).unwrap()
}

const TEACHER: usize = 1000;
const WATCH: usize = 1001;
const ID: &str = "aaaaaaaaaaaaaaaaaaaaaaaa";

/// A deterministic `draw`: a small linear congruential generator.
fn draws(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed;
    move |n| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) % n.max(1) as u64) as usize
    }
}

fn ids() -> impl FnMut() -> String {
    let mut n = 0;
    move || {
        n += 1;
        format!("{n:a>24}")
    }
}

/// Ids that follow the room's `made` games' (so each game of a room has its own).
fn ids_after(made: usize) -> impl FnMut() -> String {
    let mut n = made;
    move || {
        n += 1;
        format!("{n:a>24}")
    }
}

fn room_of(students: usize) -> StoredRoom {
    let mut room = new_room(
        "mu-torere",
        "record=",
        "2",
        &secret(TEACHER),
        &secret(WATCH),
        "ABCDEF",
        1,
    )
    .unwrap();
    let mut draw = draws(7);
    for n in 0..students {
        match join(&room, &secret(n), &mut draw).unwrap() {
            Verdict::Store(i, next) => {
                assert_eq!(i, n);
                room = next;
            }
            other => panic!("{other:?}"),
        }
    }
    room
}

fn act(room: &StoredRoom, action: Action, seed: u64) -> Result<Taught, Refusal> {
    act_after(room, action, seed, &Outcomes::new())
}

/// [`act`] with the room's games' outcomes so far.
fn act_after(
    room: &StoredRoom,
    action: Action,
    seed: u64,
    outcomes: &Outcomes,
) -> Result<Taught, Refusal> {
    teach(
        room,
        ID,
        &secret(TEACHER),
        &action,
        Chance {
            draw: &mut draws(seed),
            new_id: &mut ids_after(room.games.len()),
            now: 2,
        },
        outcomes,
    )
}

/// Whether the students present could be paired with no two who have met.
fn repeat_free_possible(room: &StoredRoom) -> bool {
    let present: Vec<usize> = (0..room.students.len())
        .filter(|&i| !room.students[i].removed)
        .collect();
    let met = crate::pairing::meetings(&room.games);
    let may = |a: usize, b: usize| !met.contains_key(&(a.min(b), a.max(b)));
    let options: Vec<Option<usize>> = if present.len() % 2 == 1 {
        present.iter().copied().map(Some).collect()
    } else {
        vec![None]
    };
    options.into_iter().any(|alone| {
        let rest: Vec<usize> = present
            .iter()
            .copied()
            .filter(|&i| Some(i) != alone)
            .collect();
        crate::pairing::pair_up(&rest, &may, &mut u32::MAX.clone()).is_some()
    })
}

#[test]
fn names_are_unique_and_a_reload_is_the_same_student() {
    let room = room_of(40);
    let names: HashSet<&str> = room.students.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names.len(), 40);
    assert_eq!(
        join(&room, &secret(3), &mut draws(1)),
        Ok(Verdict::Unchanged(3))
    );
    assert_eq!(
        join(&room, &secret(40), &mut draws(1)),
        Err(Refusal::Full),
        "40 students a room"
    );
}

#[test]
fn a_new_name_is_free_and_others_keep_theirs() {
    let room = room_of(5);
    let renamed = rename(&room, &secret(2), &mut draws(9)).unwrap();
    assert_ne!(renamed.students[2].name, room.students[2].name);
    assert!(room
        .students
        .iter()
        .all(|s| s.name != renamed.students[2].name));
    assert_eq!(renamed.students[1], room.students[1]);
    assert_eq!(
        rename(&room, &secret(77), &mut draws(9)),
        Err(Refusal::NotFound)
    );
}

#[test]
fn a_removed_student_cannot_come_back_and_a_locked_room_takes_no_one() {
    let room = room_of(3);
    let name = room.students[1].name.clone();
    let removed = act(&room, Action::Remove(name), 1).unwrap().room;
    assert_eq!(
        join(&removed, &secret(1), &mut draws(1)),
        Err(Refusal::Removed)
    );
    assert_eq!(removed.role_of(&secret(1)), Err(Refusal::Removed));
    assert_eq!(
        rename(&removed, &secret(1), &mut draws(1)),
        Err(Refusal::Removed)
    );
    assert_eq!(check_move(&removed, &secret(1)), Err(Refusal::SeatTaken));
    assert_eq!(check_move(&removed, &secret(0)), Ok(()));
    assert_eq!(
        act(&room, Action::Remove("Nobody Here".into()), 1),
        Err(Refusal::BadRequest)
    );

    let locked = act(&room, Action::Lock, 1).unwrap().room;
    assert_eq!(
        join(&locked, &secret(9), &mut draws(1)),
        Err(Refusal::Locked)
    );
    assert_eq!(
        join(&locked, &secret(0), &mut draws(1)),
        Ok(Verdict::Unchanged(0))
    );
    let unlocked = act(&locked, Action::Unlock, 1).unwrap().room;
    assert!(matches!(
        join(&unlocked, &secret(9), &mut draws(1)),
        Ok(Verdict::Store(3, _))
    ));
}

#[test]
fn pause_and_end_stop_moves_and_only_the_teacher_teaches() {
    let room = room_of(2);
    let paused = act(&room, Action::Pause, 1).unwrap().room;
    assert_eq!(check_move(&paused, &secret(0)), Err(Refusal::Paused));
    let resumed = act(&paused, Action::Resume, 1).unwrap().room;
    assert_eq!(check_move(&resumed, &secret(0)), Ok(()));
    let ended = act(&room, Action::End, 1).unwrap().room;
    assert_eq!(check_move(&ended, &secret(0)), Err(Refusal::Ended));
    assert_eq!(act(&ended, Action::Resume, 1), Err(Refusal::Ended));
    assert_eq!(
        join(&ended, &secret(5), &mut draws(1)),
        Err(Refusal::Locked)
    );
    for key in [secret(0), secret(WATCH), secret(55)] {
        assert_eq!(
            teach(
                &room,
                ID,
                &key,
                &Action::Pause,
                Chance {
                    draw: &mut draws(1),
                    new_id: &mut ids(),
                    now: 2
                },
                &Outcomes::new()
            ),
            Err(Refusal::SeatTaken)
        );
    }
    assert_eq!(room.role_of(&secret(TEACHER)), Ok(Role::Teacher));
    assert_eq!(room.role_of(&secret(WATCH)), Ok(Role::Watch));
    assert_eq!(room.role_of(&secret(1)), Ok(Role::Student(1)));
    assert_eq!(room.role_of(&secret(55)), Err(Refusal::NotFound));
}

#[test]
fn a_pairing_covers_everyone_once_and_the_odd_student_plays_the_computer() {
    for (students, seed) in [(6, 1), (7, 2), (1, 3), (40, 4), (39, 5)] {
        let room = room_of(students);
        let taught = act(&room, Action::Pair(None), seed).unwrap();
        let next = &taught.room;
        assert_eq!(next.round, 1);
        assert_eq!(taught.games.len(), students / 2);
        let mut seen = HashSet::new();
        for game in &next.games {
            assert!(
                game.players.iter().all(|p| seen.insert(*p)),
                "{students}: once each"
            );
        }
        let alone: Vec<usize> = (0..students)
            .filter(|&i| next.students[i].computer)
            .collect();
        assert_eq!(alone.len(), students % 2, "{students}");
        assert_eq!(seen.len() + alone.len(), students);
        // Each game stored holds both students' token hashes, in the room, no code.
        for ((id, game), paired) in taught.games.iter().zip(&next.games) {
            assert_eq!(*id, paired.id);
            assert_eq!(game.room.as_deref(), Some(ID));
            assert_eq!((game.invite.as_ref(), game.code.as_ref()), (None, None));
            assert_eq!(game.seats["green"], hash(&secret(paired.players[0])));
            assert_eq!(game.seats["white"], hash(&secret(paired.players[1])));
            assert_eq!(
                next.students[paired.players[0]].seat.as_deref(),
                Some("green")
            );
            assert_eq!(next.students[paired.players[1]].game.as_ref(), Some(id));
        }
    }
}

#[test]
fn next_rounds_avoid_repeats_while_possible_and_sides_alternate() {
    for students in [6, 7] {
        for seed in 1..=20 {
            let mut room = room_of(students);
            let mut met = HashSet::new();
            for round in 1..=8 {
                let possible = repeat_free_possible(&room);
                room = act(&room, Action::Next, seed * 100 + round).unwrap().room;
                let pairs: Vec<(usize, usize)> = room
                    .games
                    .iter()
                    .filter(|g| g.round as u64 == round)
                    .map(|g| {
                        (
                            g.players[0].min(g.players[1]),
                            g.players[0].max(g.players[1]),
                        )
                    })
                    .collect();
                let repeats = pairs.iter().filter(|p| met.contains(*p)).count();
                if possible {
                    assert_eq!(
                        repeats, 0,
                        "{students} students, seed {seed}, round {round}"
                    );
                }
                met.extend(pairs);
            }
            // Sides: two partners leaning the same way cannot both be evened, so a
            // student may lean by two, never more.
            for i in 0..students {
                let lean: i64 = room
                    .games
                    .iter()
                    .map(|g| i64::from(g.players[0] == i) - i64::from(g.players[1] == i))
                    .sum();
                assert!(
                    lean.abs() <= 2,
                    "{students} students, seed {seed}: {i} leans {lean}"
                );
            }
        }
    }
    // Two students: the same partner every round, on the other side each time.
    let mut room = room_of(2);
    let mut firsts = Vec::new();
    for round in 1..=4 {
        room = act(&room, Action::Next, round).unwrap().room;
        firsts.push(room.games.last().unwrap().players[0]);
    }
    assert!(firsts.windows(2).all(|w| w[0] != w[1]), "{firsts:?}");
}

#[test]
fn the_odd_student_out_changes_from_round_to_round() {
    let mut room = room_of(7);
    for round in 1..=7 {
        room = act(&room, Action::Next, round).unwrap().room;
    }
    assert!(
        room.students.iter().all(|s| s.computers == 1),
        "each once in 7 rounds"
    );
}

#[test]
fn pairs_by_hand_are_checked() {
    let room = room_of(5);
    let name = |i: usize| room.students[i].name.clone();
    let taught = act(&room, Action::Pair(Some(vec![[name(3), name(0)]])), 1).unwrap();
    assert_eq!(
        taught.room.games[0].players,
        [3, 0],
        "the first named takes the first seat"
    );
    assert_eq!(
        taught.room.students[1].game, None,
        "students not named wait"
    );
    assert!(!taught.room.students[1].computer);
    for pairs in [
        vec![[name(1), name(1)]],
        vec![[name(1), name(2)], [name(2), name(3)]],
        vec![[name(1), "Nobody Here".to_string()]],
        vec![],
    ] {
        assert_eq!(
            act(&room, Action::Pair(Some(pairs)), 1),
            Err(Refusal::BadRequest)
        );
    }
    let removed = act(&room, Action::Remove(name(4)), 1).unwrap().room;
    assert_eq!(
        act(&removed, Action::Pair(Some(vec![[name(4), name(0)]])), 1),
        Err(Refusal::BadRequest),
        "a removed student is not present"
    );
    // A random pairing leaves the removed student out.
    let paired = act(&removed, Action::Pair(None), 1).unwrap().room;
    assert!(paired.games.iter().all(|g| !g.players.contains(&4)));
    assert_eq!(paired.games.len(), 2);
}

#[test]
fn states_show_no_hash_or_secret_and_the_code_only_to_the_teacher_and_the_projector() {
    let mut room = room_of(5);
    room = act(&room, Action::Pair(None), 3).unwrap().room;
    let connected = |name: &str| name == room.students[0].name;
    for role in [Role::Teacher, Role::Watch, Role::Student(2)] {
        let state = room.public(ID, 9, role, &connected);
        let text = serde_json::to_string(&state).unwrap();
        for n in [TEACHER, WATCH, 0, 1, 2, 3, 4] {
            assert!(!text.contains(&hash(&secret(n))), "{role:?}");
            assert!(!text.contains(secret(n).as_str()), "{role:?}");
        }
        assert_eq!(state.code.is_some(), role != Role::Student(2), "{role:?}");
        assert_eq!(state.you.is_some(), role == Role::Student(2));
        assert!(state.students[0].connected && !state.students[1].connected);
        assert_eq!(state.games.len(), 2);
    }
    let locked = act(&room, Action::Lock, 1).unwrap().room;
    assert_eq!(locked.public(ID, 1, Role::Teacher, &|_| true).code, None);
}

#[test]
fn a_state_lists_the_newest_rounds_that_fit() {
    let mut room = room_of(40);
    for round in 1..=5 {
        room = act(&room, Action::Next, round).unwrap().room;
    }
    let state = room.public(ID, 1, Role::Teacher, &|_| false);
    assert_eq!(state.games.len(), 60, "three rounds of 20");
    assert!(state.games.iter().all(|g| g.round >= 3));
    assert!(serde_json::to_string(&state).unwrap().len() < 16384);
}

#[test]
fn only_a_teachers_change_makes_a_racing_teacher_busy() {
    let room = room_of(3);
    let joined = match join(&room, &secret(8), &mut draws(1)).unwrap() {
        Verdict::Store(_, next) => next,
        other => panic!("{other:?}"),
    };
    assert!(!room.teacher_changed(&joined));
    assert!(room.teacher_changed(&act(&room, Action::Pause, 1).unwrap().room));
    assert!(room.teacher_changed(&act(&room, Action::Next, 1).unwrap().room));
}

// ---- Ask the class (question.rs) ----

#[path = "room_question_tests.rs"]
mod questions;
#[path = "room_tournament_tests.rs"]
mod tournaments;
