use super::*;
use std::collections::HashSet;

/// The unordered pair of two players.
fn pair_key(a: usize, b: usize) -> (usize, usize) {
    (a.min(b), a.max(b))
}

/// Asserts that `round` seats every one of `players` exactly once (in a game or on the
/// bye), that it has a bye exactly when their count is odd, and that nobody plays
/// themselves.
fn assert_everyone_once(round: &Round, players: &[usize]) {
    let mut seen: Vec<usize> = round.pairs.iter().flatten().copied().collect();
    seen.extend(round.bye);
    seen.sort_unstable();
    let mut expected = players.to_vec();
    expected.sort_unstable();
    assert_eq!(seen, expected, "{round:?}");
    assert_eq!(round.bye.is_some(), players.len() % 2 == 1, "{round:?}");
    assert!(round.pairs.iter().all(|[a, b]| a != b), "{round:?}");
}

/// A tiny linear congruential generator for repeatable "random" results.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    fn outcome(&mut self) -> Outcome {
        match self.next() % 5 {
            0 | 1 => Outcome::FirstWins,
            2 | 3 => Outcome::SecondWins,
            _ => Outcome::Draw,
        }
    }
}

/// Plays `rounds` Swiss rounds among `players`, deciding each game with `decide`, and
/// checks after each round that everyone is seated once, that no pairing repeats and
/// that nobody has two byes. Returns the history and the byes.
fn play_swiss(
    players: &[usize],
    rounds: usize,
    mut decide: impl FnMut(usize, usize) -> Outcome,
) -> (Vec<Played>, Vec<usize>) {
    let mut history = Vec::new();
    let mut byes = Vec::new();
    let mut pairings = HashSet::new();
    for _ in 0..rounds {
        let round = swiss_round(players, &history, &byes);
        assert_everyone_once(&round, players);
        for &[first, second] in &round.pairs {
            assert!(
                pairings.insert(pair_key(first, second)),
                "{first} and {second} meet again: {round:?}"
            );
            history.push(Played {
                first,
                second,
                outcome: Some(decide(first, second)),
            });
        }
        if let Some(bye) = round.bye {
            assert!(!byes.contains(&bye), "a second bye for {bye}");
            byes.push(bye);
        }
    }
    (history, byes)
}

fn lower_id_wins(first: usize, second: usize) -> Outcome {
    if first < second {
        Outcome::FirstWins
    } else {
        Outcome::SecondWins
    }
}

#[test]
fn round_robin_meets_everyone_once_with_balanced_seats() {
    for n in 2..=12 {
        // Ids out of order, to show only their places matter.
        let players: Vec<usize> = (0..n).map(|i| (i * 7 + 3) % 20).collect();
        let rounds = round_robin(&players);
        assert_eq!(rounds.len(), if n % 2 == 0 { n - 1 } else { n }, "n = {n}");
        let mut pairings = HashSet::new();
        let mut first_seats = HashMap::new();
        let mut second_seats = HashMap::new();
        for round in &rounds {
            assert_everyone_once(round, &players);
            for &[first, second] in &round.pairs {
                assert!(pairings.insert(pair_key(first, second)), "n = {n}");
                *first_seats.entry(first).or_insert(0i32) += 1;
                *second_seats.entry(second).or_insert(0i32) += 1;
            }
        }
        assert_eq!(pairings.len(), n * (n - 1) / 2, "n = {n}");
        for p in &players {
            let firsts = first_seats.get(p).copied().unwrap_or(0);
            let seconds = second_seats.get(p).copied().unwrap_or(0);
            assert_eq!(firsts + seconds, n as i32 - 1);
            assert!((firsts - seconds).abs() <= 1, "n = {n}, player {p}");
        }
        let bye_takers: HashSet<usize> = rounds.iter().filter_map(|r| r.bye).collect();
        assert_eq!(bye_takers.len(), if n % 2 == 1 { n } else { 0 }, "n = {n}");
    }
}

#[test]
fn round_robin_of_too_few_is_empty_and_repeats_count_once() {
    assert!(round_robin(&[]).is_empty());
    assert!(round_robin(&[4]).is_empty());
    assert!(round_robin(&[4, 4]).is_empty());
    assert_eq!(
        round_robin(&[4, 9, 4]),
        vec![Round {
            pairs: vec![[4, 9]],
            bye: None
        }]
    );
}

#[test]
fn swiss_for_seven_over_four_rounds_never_repeats() {
    let players: Vec<usize> = (0..7).collect();
    play_swiss(&players, 4, lower_id_wins);
    for seed in 0..20 {
        let mut lcg = Lcg(seed);
        let (history, byes) = play_swiss(&players, 4, |_, _| lcg.outcome());
        assert_eq!(byes.len(), 4);
        assert_eq!(history.len(), 12);
    }
}

#[test]
fn swiss_gives_every_player_one_bye_before_any_second() {
    let players = [0, 1, 2];
    let (_, byes) = play_swiss(&players, 3, lower_id_wins);
    assert_eq!(byes.iter().collect::<HashSet<_>>().len(), 3);
    // A fourth round must repeat a game, but still pairs everyone and gives the bye
    // to someone with no more byes than the others.
    let mut history = Vec::new();
    for round in round_robin(&players) {
        for [first, second] in round.pairs {
            history.push(Played {
                first,
                second,
                outcome: Some(Outcome::Draw),
            });
        }
    }
    let round = swiss_round(&players, &history, &[2, 1, 0, 2]);
    assert_everyone_once(&round, &players);
    assert_ne!(round.bye, Some(2));
}

#[test]
fn swiss_for_thirty_two_over_six_rounds_never_repeats() {
    let players: Vec<usize> = (0..32).collect();
    play_swiss(&players, 6, lower_id_wins);
    let mut lcg = Lcg(2024);
    play_swiss(&players, 6, |_, _| lcg.outcome());
    let odd: Vec<usize> = (0..31).collect();
    let mut lcg = Lcg(7);
    play_swiss(&odd, 6, |_, _| lcg.outcome());
}

#[test]
fn swiss_pairs_equal_scores_and_gives_the_bye_to_the_lowest() {
    let round = swiss_round(&[0, 1, 2, 3, 4], &[], &[]);
    assert_eq!(
        round,
        Round {
            pairs: vec![[0, 1], [2, 3]],
            bye: Some(4)
        }
    );
    // After 0 and 2 win, the two winners meet, and the two losers.
    let history = [
        Played {
            first: 0,
            second: 1,
            outcome: Some(Outcome::FirstWins),
        },
        Played {
            first: 2,
            second: 3,
            outcome: Some(Outcome::FirstWins),
        },
    ];
    let round = swiss_round(&[0, 1, 2, 3], &history, &[]);
    let pairs: HashSet<_> = round.pairs.iter().map(|&[a, b]| pair_key(a, b)).collect();
    assert_eq!(pairs, HashSet::from([(0, 2), (1, 3)]));
    // 0 and 2 both sat first: the higher one (0, same points, id first) sits first.
    // 1 and 3 both sat second: likewise 1.
    assert_eq!(round.pairs, vec![[0, 2], [1, 3]]);
}

#[test]
fn swiss_seats_first_the_player_who_sat_first_less() {
    let history = [
        Played {
            first: 0,
            second: 1,
            outcome: Some(Outcome::Draw),
        },
        Played {
            first: 3,
            second: 2,
            outcome: Some(Outcome::Draw),
        },
    ];
    let round = swiss_round(&[0, 1, 2, 3], &history, &[]);
    for [first, second] in round.pairs {
        assert!([1, 2].contains(&first), "{first} before {second}");
    }
}

#[test]
fn swiss_repeats_a_game_only_when_it_must() {
    let played = [Played {
        first: 5,
        second: 8,
        outcome: Some(Outcome::SecondWins),
    }];
    let round = swiss_round(&[5, 8], &played, &[]);
    assert_eq!(
        round,
        Round {
            pairs: vec![[8, 5]],
            bye: None
        }
    );
    assert_eq!(swiss_round(&[], &played, &[]), Round::default());
    assert_eq!(
        swiss_round(&[3], &[], &[]),
        Round {
            pairs: vec![],
            bye: Some(3)
        }
    );
    // Four players after a full round robin: one more round repeats exactly two games.
    let mut history = Vec::new();
    for round in round_robin(&[0, 1, 2, 3]) {
        for [first, second] in round.pairs {
            history.push(Played {
                first,
                second,
                outcome: Some(lower_id_wins(first, second)),
            });
        }
    }
    let round = swiss_round(&[0, 1, 2, 3], &history, &[]);
    assert_everyone_once(&round, &[0, 1, 2, 3]);
}

#[test]
fn swiss_is_deterministic() {
    let players: Vec<usize> = (0..11).collect();
    let mut lcg = Lcg(99);
    let (history, byes) = play_swiss(&players, 3, |_, _| lcg.outcome());
    assert_eq!(
        swiss_round(&players, &history, &byes),
        swiss_round(&players, &history, &byes)
    );
}

#[test]
fn standings_recount_points_and_share_ranks_on_full_ties() {
    let players: Vec<usize> = (0..9).collect();
    let mut lcg = Lcg(31);
    let (mut history, byes) = play_swiss(&players, 4, |_, _| lcg.outcome());
    history.push(Played {
        first: 0,
        second: 1,
        outcome: None,
    });
    let table = standings(&players, &history, &byes);
    let finished = history.iter().filter(|g| g.outcome.is_some()).count() as u32;
    assert_eq!(
        table.iter().map(|s| s.halves).sum::<u32>(),
        2 * finished + 2 * byes.len() as u32
    );
    for s in &table {
        assert_eq!(s.halves, 2 * (s.wins + s.byes) + s.draws);
        assert_eq!(s.games, s.wins + s.draws + s.losses);
        assert_eq!(s.games + s.byes, 4);
    }
    for pair in table.windows(2) {
        let key = |s: &Standing| (s.halves, s.buchholz, s.wins);
        assert!(key(&pair[0]) >= key(&pair[1]));
        if key(&pair[0]) == key(&pair[1]) {
            assert_eq!(pair[0].rank, pair[1].rank);
            assert!(pair[0].player < pair[1].player);
        } else {
            assert!(pair[0].rank < pair[1].rank);
        }
    }
    assert_eq!(table[0].rank, 1);
}

#[test]
fn standings_by_hand() {
    // 0 beats 1, 2 draws 3, 3 has a bye, 4 has not played; 1 vs 2 is still going.
    let history = [
        Played {
            first: 0,
            second: 1,
            outcome: Some(Outcome::FirstWins),
        },
        Played {
            first: 2,
            second: 3,
            outcome: Some(Outcome::Draw),
        },
        Played {
            first: 1,
            second: 2,
            outcome: None,
        },
    ];
    let table = standings(&[4, 3, 2, 1, 0], &history, &[3]);
    let lines: Vec<_> = table
        .iter()
        .map(|s| (s.player, s.halves, s.buchholz, s.wins, s.rank))
        .collect();
    assert_eq!(
        lines,
        vec![
            (3, 3, 1, 0, 1),
            (0, 2, 0, 1, 2),
            (2, 1, 3, 0, 3),
            (1, 0, 2, 0, 4),
            (4, 0, 0, 0, 5),
        ]
    );
    assert_eq!(table[0].byes, 1);
    assert_eq!(table[0].games, 1);
    assert_eq!(table[3].losses, 1);
    // Full ties share a rank; the listing order then follows the id.
    let ties = standings(&[7, 6, 5], &[], &[]);
    assert_eq!(
        ties.iter().map(|s| (s.player, s.rank)).collect::<Vec<_>>(),
        vec![(5, 1), (6, 1), (7, 1)]
    );
}

#[test]
fn swiss_repeats_as_few_games_as_it_can() {
    // 0 has met everyone, and 1 has met 2: one repeat is needed, and one is enough.
    let history: Vec<Played> = [(0, 1), (2, 0), (0, 3), (1, 2)]
        .into_iter()
        .map(|(first, second)| Played {
            first,
            second,
            outcome: Some(Outcome::Draw),
        })
        .collect();
    let met: HashSet<_> = history
        .iter()
        .map(|g| pair_key(g.first, g.second))
        .collect();
    let round = swiss_round(&[0, 1, 2, 3], &history, &[]);
    assert_everyone_once(&round, &[0, 1, 2, 3]);
    let repeats = round
        .pairs
        .iter()
        .filter(|&&[a, b]| met.contains(&pair_key(a, b)))
        .count();
    assert_eq!(repeats, 1, "{round:?}");
}

#[test]
fn swiss_finds_the_one_repeat_two_odd_groups_need() {
    // Two groups of 15 and 17 where everyone has met everyone of the other group: no
    // pairing avoids a repeat, though every player has someone left to meet.
    let players: Vec<usize> = (0..32).collect();
    let mut history = Vec::new();
    for a in 0..15 {
        for b in 15..32 {
            history.push(Played {
                first: a,
                second: b,
                outcome: Some(Outcome::Draw),
            });
        }
    }
    let round = swiss_round(&players, &history, &[]);
    assert_everyone_once(&round, &players);
    let across = round.pairs.iter().filter(|&&[a, b]| (a < 15) != (b < 15));
    assert_eq!(across.count(), 1, "{round:?}");
}
