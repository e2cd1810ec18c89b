//! Class tournaments in a room: Swiss rounds and round robins, counted from the games.

use super::*;

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
