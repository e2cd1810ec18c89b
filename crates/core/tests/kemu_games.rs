//! Whole games of Moeraki Kemu: full-board endings (Beginner draw, Marae with half
//! tiles and the Player-A tie-break), the pass after a Tane turn, records and matches,
//! and random-game properties.

use proptest::prelude::*;
use takaro_core::kemu::{
    Event, Field, Game, HollowSet, Match, MatchError, MatchLength, Move, MoveError, Outcome,
    Position, RecordError, Rules, Tier, Tile, Tribe, VictoryKind, STONES,
};

/// A tiny deterministic generator for these tests.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Whether playing `mv` would end the game with a stone victory.
fn wins_now(p: &Position, mv: Move) -> bool {
    let mut q = *p;
    let events = q.play(mv).unwrap_or_default();
    events
        .iter()
        .any(|e| matches!(e, Event::Victory(v) if v.kind != VictoryKind::Marae))
}

/// Plays random moves that avoid stone victories, to reach a full board; `tane_at`
/// makes Matau use the Tane at that ply or later when it can (Manaia never does).
fn quiet_game(rules: Rules, seed: u64, tane_at: Option<usize>) -> Option<Game> {
    let mut rng = Lcg(seed);
    let mut g = Game::new(rules, Tribe::Matau);
    while g.outcome() == Outcome::Ongoing {
        let p = *g.position();
        let moves = p.legal_moves();
        let tane: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| matches!(m, Move::Tane(..)))
            .collect();
        let mv = if tane_at.is_some_and(|t| g.moves().len() >= t)
            && p.to_move() == Tribe::Matau
            && !tane.is_empty()
        {
            tane[rng.below(tane.len())]
        } else {
            let quiet: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|m| !matches!(m, Move::Tane(..)) && !wins_now(&p, *m))
                .collect();
            if quiet.is_empty() {
                return None;
            }
            quiet[rng.below(quiet.len())]
        };
        g.play(mv).expect("legal move");
    }
    Some(g)
}

#[test]
fn beginner_full_board_without_victory_is_a_draw() {
    let g = (0..50)
        .find_map(|seed| quiet_game(Rules::new(Tier::Beginner), seed, None))
        .expect("some quiet game fills the board");
    assert_eq!(g.outcome(), Outcome::Drawn);
    assert!(g.victories().is_empty());
    assert_eq!(g.position().empty_hollows().len(), 0);
    assert_eq!(g.moves().len(), 57);
}

#[test]
fn marae_counts_full_and_half_tiles_and_ties_go_to_player_a() {
    let mut seen_halves = false;
    let mut seen_tie = false;
    let mut seen_win = false;
    for seed in 0..400 {
        let Some(g) = quiet_game(Rules::new(Tier::Basic), seed, None) else {
            continue;
        };
        let p = g.position();
        let m = p.score_halves(Tribe::Matau);
        let w = p.score_halves(Tribe::Manaia);
        // The score is exactly the tiles on the board.
        let mut count = [0u16; 2];
        for f in Field::all() {
            if let Some(t) = p.tile(f) {
                count[t.tribe().index()] += t.halves();
                seen_halves |= matches!(t, Tile::Half(_));
            }
        }
        assert_eq!([m, w], count);
        let expected = if m > w {
            Tribe::Matau
        } else if w > m {
            Tribe::Manaia
        } else {
            seen_tie = true;
            p.player_a()
        };
        seen_win |= m != w;
        assert_eq!(g.outcome(), Outcome::Won(expected));
        assert_eq!(g.victories().len(), 1);
        assert_eq!(g.victories()[0].kind, VictoryKind::Marae);
        assert_eq!(g.victories()[0].tribe, expected);
        if seen_tie && seen_halves && seen_win {
            return;
        }
    }
    panic!("expected Marae games with halves ({seen_halves}), a tie ({seen_tie}) and a clear win ({seen_win})");
}

#[test]
fn after_a_tane_turn_the_other_player_runs_out_and_passes() {
    let g = (0..300)
        .find_map(|seed| {
            let g = quiet_game(Rules::new(Tier::Master), seed, Some(20))?;
            g.moves()
                .iter()
                .any(|m| matches!(m, Move::Tane(..)))
                .then_some(g)
        })
        .expect("a quiet Master game with a Tane turn");
    let passes = g.moves().iter().filter(|m| **m == Move::Pass).count();
    let tanes = g
        .moves()
        .iter()
        .filter(|m| matches!(m, Move::Tane(..)))
        .count();
    assert_eq!(tanes, 1);
    assert_eq!(
        passes, 1,
        "Matau's Tane turn leaves Manaia a turn without a stone"
    );
    // Every pass was made by a player with no stones left: replay and check.
    let mut replay = Game::from_start(*g.start());
    for mv in g.moves() {
        let p = *replay.position();
        if *mv == Move::Pass {
            assert_eq!(p.stones_left(p.to_move()), 0);
            assert!(p.legal_moves() == vec![Move::Pass]);
        } else if matches!(mv, Move::Place(_)) && p.ball().is_some() {
            assert!(p.stones_left(p.to_move()) > 0);
        }
        replay.play(*mv).unwrap();
    }
    assert_eq!(g.position().stones_left(Tribe::Matau), 0);
    assert_eq!(g.position().stones_left(Tribe::Manaia), 0);
    assert!(matches!(g.outcome(), Outcome::Won(_)));
}

#[test]
fn no_stones_left_means_pass() {
    // Find a moment in a quiet Tane game where a player has no stones: placing fails.
    for seed in 0..300 {
        let Some(g) = quiet_game(Rules::new(Tier::Master), seed, Some(20)) else {
            continue;
        };
        let Some(i) = g.moves().iter().position(|m| *m == Move::Pass) else {
            continue;
        };
        let mut replay = Game::from_start(*g.start());
        for mv in &g.moves()[..i] {
            replay.play(*mv).unwrap();
        }
        let empty = replay.position().empty_hollows().iter().next().unwrap();
        let t = replay.position().to_move();
        assert_eq!(
            replay.play(Move::Place(empty)),
            Err(MoveError::NoStonesLeft(t))
        );
        return;
    }
    panic!("no pass found");
}

#[test]
fn records_round_trip_in_text_and_compact_form() {
    let text = "master a=manaia prev=e5 f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n";
    let g = Game::from_record(text).unwrap();
    assert_eq!(g.to_string(), text);
    let compact = g.to_compact();
    assert!(compact
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "-_.~!".contains(c)));
    assert_eq!(Game::from_compact(&compact).unwrap(), g);
    let auge = Game::from_record("master+auge a=matau f6 a3").unwrap();
    assert_eq!(auge.to_string(), "master+auge a=matau f6 a3");
    assert_eq!(Game::from_compact(&auge.to_compact()).unwrap(), auge);
    // Case and an "auge" option token are accepted on input.
    let g2 = Game::from_record("MASTER auge A=Matau f6 a3").unwrap();
    assert_eq!(g2, auge);
    // Header tokens may come in any order; the tier must be there once.
    let g3 = Game::from_record("a=matau master+auge f6 a3").unwrap();
    assert_eq!(g3, auge);
    assert!(matches!(
        Game::from_record("a=matau f6 a3"),
        Err(RecordError::BadTier { .. })
    ));
    assert!(matches!(
        Game::from_record("basic basic f6"),
        Err(RecordError::BadToken { position: 2, .. })
    ));
}

#[test]
fn bad_records_say_where() {
    assert_eq!(Game::from_record(""), Err(RecordError::Empty));
    assert!(matches!(
        Game::from_record("expert a=matau"),
        Err(RecordError::BadTier { .. })
    ));
    let e = Game::from_record("basic a=matau f6 e5 zz").unwrap_err();
    assert!(
        matches!(e, RecordError::BadToken { position: 5, .. }),
        "{e:?}"
    );
    assert!(e.to_string().starts_with("token 5: \"zz\""));
    let e = Game::from_record("basic a=matau f6 e5 e5").unwrap_err();
    assert_eq!(
        e,
        RecordError::Illegal {
            number: 3,
            token: "e5".into(),
            error: MoveError::Occupied("e5".parse().unwrap())
        }
    );
    assert_eq!(
        e.to_string(),
        "move 3 (e5) is illegal: hollow e5 is already taken"
    );
    assert!(matches!(
        Game::from_record("basic a=nobody f6"),
        Err(RecordError::BadToken { position: 2, .. })
    ));
    assert!(matches!(
        Game::from_record("basic+auge a=matau"),
        Err(RecordError::BadToken { .. })
    ));
    assert!(Game::from_compact("").is_err());
    assert!(Game::from_compact("bk?").is_err());
    assert!(Game::from_compact("xk").is_err());
    assert!(
        Game::from_compact("bkAA").is_err(),
        "the ball must be central"
    );
}

fn finished_game(
    rules: Rules,
    player_a: Tribe,
    previous: Option<takaro_core::kemu::Hollow>,
    winner: Tribe,
) -> Game {
    // Winner takes the south edge row; the other player fills far away.
    let ball = ["f6", "e5", "e7"]
        .iter()
        .map(|b| b.parse().unwrap())
        .find(|b| Some(*b) != previous)
        .unwrap();
    let mut g = Game::from_start(Position::new(rules, player_a).with_previous_ball(previous));
    g.play(Move::Place(ball)).unwrap();
    let row = ["c1", "e1", "g1", "i1"];
    let far = ["a5", "a9", "c11", "k5", "b8"];
    let (mut r, mut fi) = (0, 0);
    while g.outcome() == Outcome::Ongoing {
        let name = if g.position().to_move() == winner {
            r += 1;
            row[r - 1]
        } else {
            fi += 1;
            far[fi - 1]
        };
        g.play(name.parse().unwrap()).unwrap();
    }
    assert_eq!(g.outcome(), Outcome::Won(winner));
    g
}

#[test]
fn match_on_the_moeraki_scale() {
    let rules = Rules::new(Tier::Basic);
    let mut m = Match::new(rules, MatchLength::Uira, Tribe::Matau);
    assert_eq!(MatchLength::Uira.target(), 3);
    assert_eq!(MatchLength::IkaMoana.target(), 10);
    assert_eq!(MatchLength::from_target(7), Some(MatchLength::Moa));
    // An unfinished game is refused.
    assert_eq!(m.record(&m.next_game()), Err(MatchError::GameNotOver));
    // Manaia wins game 1 and becomes Player A; the ball must move.
    let g1 = finished_game(rules, Tribe::Matau, None, Tribe::Manaia);
    m.record(&g1).unwrap();
    assert_eq!(m.wins(Tribe::Manaia), 1);
    assert_eq!(m.next_player_a(), Tribe::Manaia);
    assert_eq!(m.previous_ball(), g1.position().ball());
    let mut next = m.next_game();
    assert_eq!(next.position().player_a(), Tribe::Manaia);
    assert_eq!(
        next.play(Move::Place(g1.position().ball().unwrap())),
        Err(MoveError::BallSameAsPreviousGame(
            g1.position().ball().unwrap()
        ))
    );
    // A game with the wrong Player A does not belong to this match.
    let wrong = finished_game(rules, Tribe::Matau, m.previous_ball(), Tribe::Matau);
    assert_eq!(m.record(&wrong), Err(MatchError::WrongPlayerA));
    for _ in 0..2 {
        let g = finished_game(rules, m.next_player_a(), m.previous_ball(), Tribe::Matau);
        m.record(&g).unwrap();
    }
    assert_eq!(m.winner(), None);
    let g = finished_game(rules, m.next_player_a(), m.previous_ball(), Tribe::Matau);
    m.record(&g).unwrap();
    assert_eq!(m.wins(Tribe::Matau), 3);
    assert_eq!(m.winner(), Some(Tribe::Matau));
    let after = finished_game(rules, m.next_player_a(), m.previous_ball(), Tribe::Matau);
    assert_eq!(m.record(&after), Err(MatchError::MatchOver));
}

#[test]
fn drawn_game_swaps_roles_and_adds_nothing() {
    let rules = Rules::new(Tier::Beginner);
    let g = (0..50).find_map(|s| quiet_game(rules, s, None)).unwrap();
    assert_eq!(g.outcome(), Outcome::Drawn);
    let mut m = Match::new(rules, MatchLength::Single, Tribe::Matau);
    m.record(&g).unwrap();
    assert_eq!(m.next_player_a(), Tribe::Manaia);
    assert_eq!(
        (m.wins(Tribe::Matau), m.wins(Tribe::Manaia), m.draws()),
        (0, 0, 1)
    );
    assert_eq!(m.winner(), None);
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    prop_oneof![
        Just(Rules::new(Tier::Beginner)),
        Just(Rules::new(Tier::Basic)),
        Just(Rules::new(Tier::Master)),
        Just(Rules::master_with_auge()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// Random legal games never panic, end by the time the board is full, and keep
    /// stones, tiles, blocked fields and records consistent after every move.
    #[test]
    fn random_games_stay_consistent(rules in rules_strategy(), a in prop::bool::ANY, choices in prop::collection::vec(any::<u16>(), 70)) {
        let player_a = if a { Tribe::Matau } else { Tribe::Manaia };
        let mut g = Game::new(rules, player_a);
        let mut placements = 0;
        for c in choices {
            if g.outcome() != Outcome::Ongoing { break; }
            let moves = g.position().legal_moves();
            prop_assert!(!moves.is_empty(), "an ongoing game always has a move");
            let mv = moves[usize::from(c) % moves.len()];
            let before = *g.position();
            let events = g.play(mv).unwrap();
            prop_assert!(!events.is_empty());
            if matches!(mv, Move::Place(_)) { placements += 1; }
            let p = g.position();
            for t in Tribe::ALL {
                prop_assert_eq!(u32::from(p.stones_left(t)) + p.stones(t).len() as u32, u32::from(STONES));
            }
            prop_assert!(p.stones(Tribe::Matau).intersection(p.stones(Tribe::Manaia)).is_empty());
            let mut halves = [0u16; 2];
            for f in Field::all() {
                if let Some(t) = p.tile(f) {
                    halves[t.tribe().index()] += t.halves();
                    prop_assert!(!p.blocked().contains(f), "a blocked field holds no tile");
                    prop_assert!(f.info().mask.is_subset(p.occupied()), "tiles only on enclosed fields");
                    prop_assert!(rules.tier != Tier::Beginner);
                }
            }
            prop_assert_eq!(halves, [p.score_halves(Tribe::Matau), p.score_halves(Tribe::Manaia)]);
            // The incrementally kept threats equal a scan of every winning line.
            for t in Tribe::ALL {
                let scan = if p.awaiting_ball() {
                    HollowSet::EMPTY
                } else {
                    p.win_lines().threats(p.stones(t), p.stones(t.other()))
                };
                prop_assert_eq!(p.threats(t), scan, "threats of {:?}", t);
            }
            if p.outcome() == Outcome::Ongoing {
                prop_assert_ne!(p.to_move(), before.to_move());
            }
            prop_assert!(placements <= 57);
        }
        // 70 choices is more than any game needs (57 placements + 2 Tane turns + passes).
        prop_assert_ne!(g.outcome(), Outcome::Ongoing);
        if g.outcome() == Outcome::Drawn {
            prop_assert_eq!(rules.tier, Tier::Beginner);
            prop_assert!(g.position().empty_hollows().is_empty());
        }
        let text = g.to_string();
        prop_assert_eq!(&Game::from_record(&text).unwrap(), &g);
        prop_assert_eq!(&Game::from_compact(&g.to_compact()).unwrap(), &g);
    }

    /// Illegal input never panics: any token is either played or refused with a reason.
    #[test]
    fn arbitrary_tokens_never_panic(tokens in prop::collection::vec("[a-kT0-9>nesw.!~]{1,6}", 0..12)) {
        let record = format!("master a=matau {}", tokens.join(" "));
        match Game::from_record(&record) {
            Ok(g) => prop_assert_eq!(Game::from_record(&g.to_string()).unwrap(), g),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
        let _ = Game::from_compact(&tokens.concat());
    }
}
