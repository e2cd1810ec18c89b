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
            Joined::Now(i, next) => {
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
        Ok(Joined::Already(3))
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
        Ok(Joined::Already(0))
    );
    let unlocked = act(&locked, Action::Unlock, 1).unwrap().room;
    assert!(matches!(
        join(&unlocked, &secret(9), &mut draws(1)),
        Ok(Joined::Now(3, _))
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
        Joined::Now(_, next) => next,
        other => panic!("{other:?}"),
    };
    assert!(!room.teacher_changed(&joined));
    assert!(room.teacher_changed(&act(&room, Action::Pause, 1).unwrap().room));
    assert!(room.teacher_changed(&act(&room, Action::Next, 1).unwrap().room));
}

// ---- Ask the class (question.rs) ----

const QUESTION: &str = "rules=free&position=g/.ggggwwww";

fn legal_points() -> (Vec<String>, Vec<String>) {
    use takaro_core::mu_torere::{Game, Point, RuleSet};
    let game = Game::from_position(RuleSet::Free, "g/.ggggwwww".parse().unwrap());
    let legal: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| m.from.to_string())
        .collect();
    let illegal = Point::ALL
        .iter()
        .map(|p| p.to_string())
        .filter(|p| !legal.contains(p))
        .collect();
    (legal, illegal)
}

#[test]
fn a_question_takes_each_students_one_legal_move_and_shows_names_only_to_the_teacher() {
    let room = room_of(4);
    let asked = act(&room, Action::Ask(QUESTION.into()), 1).unwrap().room;
    let (legal, illegal) = legal_points();
    assert!(legal.len() >= 2, "{legal:?}");
    // Students 0 and 1 choose the first legal move, 2 the second; 2 changes their mind.
    let mut room = asked.clone();
    for (student, mv) in [
        (0, &legal[0]),
        (1, &legal[0]),
        (2, &legal[0]),
        (2, &legal[1]),
    ] {
        room = answer(&room, student, 1, mv).unwrap();
    }
    assert!(matches!(
        answer(&room, 3, 1, &illegal[0]),
        Err(Refusal::Illegal(_))
    ));
    assert_eq!(
        answer(&room, 3, 2, &legal[0]),
        Err(Refusal::MovedOn),
        "another question's number"
    );
    assert!(
        matches!(answer(&room, 3, 1, "x9"), Err(Refusal::Illegal(why)) if why.contains("x9 is not a move"))
    );

    let teacher = room
        .public(ID, 5, Role::Teacher, &|_| true)
        .question
        .unwrap();
    assert_eq!(teacher.answered, 3);
    let tallies: Vec<(String, usize)> = teacher
        .answers
        .unwrap()
        .into_iter()
        .map(|t| (t.mv, t.count))
        .collect();
    assert_eq!(tallies, vec![(legal[0].clone(), 2), (legal[1].clone(), 1)]);
    assert_eq!(
        teacher.by.unwrap().get(&room.students[2].name),
        Some(&legal[1])
    );
    // The projector counts, and sees the moves only once shown; never a name.
    let watch = room.public(ID, 5, Role::Watch, &|_| true).question.unwrap();
    assert_eq!((watch.answered, watch.answers, watch.by), (3, None, None));
    let student = room
        .public(ID, 5, Role::Student(2), &|_| true)
        .question
        .unwrap();
    assert_eq!(
        (student.yours.as_deref(), student.by),
        (Some(legal[1].as_str()), None)
    );

    let shown = act(&room, Action::Show, 1).unwrap().room;
    assert_eq!(
        answer(&shown, 3, 1, &legal[0]),
        Err(Refusal::MovedOn),
        "answering has closed"
    );
    let watch = shown
        .public(ID, 6, Role::Watch, &|_| true)
        .question
        .unwrap();
    assert_eq!(watch.answers.unwrap().len(), 2);
    assert!(watch.by.is_none());
    let revealed = act(&shown, Action::Reveal, 1).unwrap().room;
    assert_eq!(
        act(&revealed, Action::Show, 1).map(|_| ()),
        Err(Refusal::BadRequest),
        "no going back"
    );
    let done = act(&revealed, Action::Done, 1).unwrap().room;
    assert!(done.question.is_none());
    assert_eq!(
        act(&done, Action::Show, 1).map(|_| ()),
        Err(Refusal::BadRequest)
    );
    // The next question is numbered on, after the last one ended too (a late answer to
    // the first is not taken as one to the second).
    let again = act(&done, Action::Ask(QUESTION.into()), 1).unwrap().room;
    assert_eq!(again.question.as_ref().unwrap().number, 2);
    assert_eq!(answer(&again, 0, 1, &legal[0]), Err(Refusal::MovedOn));
    // A removed student's answer no longer counts.
    let answered = answer(&again, 0, 2, &legal[0]).unwrap();
    let name = answered.students[0].name.clone();
    let removed = act(&answered, Action::Remove(name), 1).unwrap().room;
    let teacher = removed
        .public(ID, 9, Role::Teacher, &|_| true)
        .question
        .unwrap();
    assert_eq!((teacher.answered, teacher.by.unwrap().len()), (0, 0));
}

#[test]
fn a_question_is_a_position_of_the_rooms_game_with_a_move_to_make() {
    let room = room_of(2);
    for bad in [
        "rules=free&position=g/ggggwwww",
        "record=nonsense",
        "rules=free&position=x/.ggggwwww",
    ] {
        assert!(
            matches!(
                act(&room, Action::Ask(bad.into()), 1),
                Err(Refusal::Illegal(_))
            ),
            "{bad}"
        );
    }
    let long = format!("record={}", "1+".repeat(2000));
    assert_eq!(
        act(&room, Action::Ask(long), 1).map(|_| ()),
        Err(Refusal::TooBig)
    );
    // A record from the start is a position too; a student may not ask.
    assert!(act(&room, Action::Ask("rules=free&record=".into()), 1).is_ok());
    let asked = act(&room, Action::Ask(QUESTION.into()), 1).unwrap().room;
    assert_eq!(
        student_place(&asked, &secret(TEACHER)),
        Err(Refusal::SeatTaken)
    );
    let paused = act(&asked, Action::Pause, 1).unwrap().room;
    assert_eq!(
        answer(&paused, 0, 1, &legal_points().0[0]),
        Err(Refusal::Paused)
    );
}

// ---- Class tournaments (class_tournament.rs) ----

/// Every game of the room decided: the first seat wins when its student's place is lower,
/// else the second (a deterministic stand-in for the rules core's judgement).
fn decided(room: &StoredRoom) -> Outcomes {
    room.games
        .iter()
        .map(|g| {
            let outcome = if g.players[0] < g.players[1] {
                Outcome::FirstWins
            } else {
                Outcome::SecondWins
            };
            (g.id.clone(), outcome)
        })
        .collect()
}

#[test]
fn a_four_round_swiss_for_seven_pairs_no_one_twice_gives_one_bye_each_and_counts_the_standings() {
    let mut room = act(&room_of(7), Action::Pair(None), 3).unwrap().room;
    let before = room.games.len();
    room = act(
        &room,
        Action::Tournament {
            system: System::Swiss,
            rounds: 4,
        },
        1,
    )
    .unwrap()
    .room;
    for _ in 1..4 {
        let outcomes = decided(&room);
        room = act_after(&room, Action::Next, 1, &outcomes).unwrap().room;
    }
    let tournament = room.tournament.clone().unwrap();
    assert_eq!((tournament.paired(), tournament.finished()), (4, false));
    // After the last round, Next counts it and pairs no one.
    let outcomes = decided(&room);
    let last = act_after(&room, Action::Next, 1, &outcomes).unwrap();
    assert!(last.games.is_empty());
    let tournament = last.room.tournament.clone().unwrap();
    assert!(tournament.finished());
    let games = &room.games[before..];
    assert_eq!(games.len(), 4 * 3, "three games a round");
    let mut met = HashSet::new();
    for g in games {
        let [a, b] = g.players;
        assert!(met.insert((a.min(b), a.max(b))), "{a} and {b} met twice");
    }
    let byes: Vec<usize> = tournament.byes.iter().map(|b| b.unwrap()).collect();
    assert_eq!(
        byes.iter().collect::<HashSet<_>>().len(),
        4,
        "four different byes: {byes:?}"
    );
    // The standings are a recount of the games: 2 halves a win and a bye.
    for line in &tournament.standings {
        let wins = games
            .iter()
            .filter(|g| {
                (g.players[0] == line.player && g.players[0] < g.players[1])
                    || (g.players[1] == line.player && g.players[1] < g.players[0])
            })
            .count() as u32;
        let bye = byes.iter().filter(|&&b| b == line.player).count() as u32;
        assert_eq!(
            (line.wins, line.byes, line.halves),
            (wins, bye, 2 * (wins + bye))
        );
    }
    // Everyone sees the standings by generated name.
    let seen = last
        .room
        .public(ID, 9, Role::Watch, &|_| true)
        .tournament
        .unwrap();
    assert_eq!(seen.standings.len(), 7);
    assert!(seen.finished);
    assert_eq!(seen.standings[0].rank, 1);
}

#[test]
fn a_round_robin_plays_everyone_once_and_takes_at_most_eight() {
    let mut room = act(
        &room_of(5),
        Action::Tournament {
            system: System::RoundRobin,
            rounds: 0,
        },
        1,
    )
    .unwrap()
    .room;
    while !room.tournament.as_ref().unwrap().finished() {
        let outcomes = decided(&room);
        room = act_after(&room, Action::Next, 1, &outcomes).unwrap().room;
    }
    let mut met = HashSet::new();
    for g in &room.games {
        let [a, b] = g.players;
        assert!(met.insert((a.min(b), a.max(b))));
    }
    assert_eq!(met.len(), 10, "five students: ten games");
    assert_eq!(
        act(
            &room_of(9),
            Action::Tournament {
                system: System::RoundRobin,
                rounds: 0
            },
            1
        )
        .map(|_| ()),
        Err(Refusal::BadRequest)
    );
    assert_eq!(
        act(
            &room_of(4),
            Action::Tournament {
                system: System::Swiss,
                rounds: 0
            },
            1
        )
        .map(|_| ()),
        Err(Refusal::BadRequest)
    );
    // A pairing of the teacher's own ends a tournament where it stands.
    let started = act(
        &room_of(4),
        Action::Tournament {
            system: System::Swiss,
            rounds: 3,
        },
        1,
    )
    .unwrap()
    .room;
    let stopped = act(&started, Action::Pair(None), 1).unwrap().room;
    assert!(stopped.tournament.unwrap().finished());
}
