//! Unit tests for every rule and every error of one Moeraki Kemu game.

use super::*;
use crate::kemu::{Field, Hollow};

fn h(name: &str) -> Hollow {
    name.parse().unwrap()
}
fn f(name: &str) -> Field {
    name.parse().unwrap()
}
fn mv(s: &str) -> Move {
    s.parse().unwrap()
}
fn game(record: &str) -> Game {
    Game::from_record(record).unwrap_or_else(|e| panic!("{record}: {e}"))
}
fn kinds(g: &Game) -> Vec<(VictoryKind, Tribe)> {
    g.victories().iter().map(|v| (v.kind, v.tribe)).collect()
}
fn names(hs: &[Hollow]) -> Vec<String> {
    let mut v: Vec<String> = hs.iter().map(|h| h.to_string()).collect();
    v.sort();
    v
}

#[test]
fn player_a_places_the_ball_then_b_places_first_stone() {
    let mut g = Game::new(Rules::new(Tier::Basic), Tribe::Manaia);
    assert_eq!(g.position().to_move(), Tribe::Manaia);
    assert_eq!(g.play(mv("f6")).unwrap(), vec![Event::BallPlaced(h("f6"))]);
    assert_eq!(
        g.position().to_move(),
        Tribe::Matau,
        "Player B places the first stone"
    );
    assert_eq!(
        g.play(mv("c3")).unwrap(),
        vec![Event::StonePlaced(Tribe::Matau, h("c3"))]
    );
    assert_eq!(g.position().to_move(), Tribe::Manaia);
    assert_eq!(g.position().stones_left(Tribe::Matau), 27);
    assert_eq!(g.position().stones_left(Tribe::Manaia), 28);
}

#[test]
fn the_last_placed_hollow_is_the_last_moves_if_it_placed() {
    let mut g = Game::new(Rules::new(Tier::Master), Tribe::Matau);
    assert_eq!(g.last_placed(), None, "nothing at the start");
    g.play(mv("f6")).unwrap();
    assert_eq!(g.last_placed(), Some(h("f6")), "the ball");
    let mut g = game("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n");
    assert_eq!(g.last_placed(), None, "a Tane turn places nothing");
    g.undo();
    assert_eq!(g.last_placed(), Some(h("k7")), "a stone");
}

#[test]
fn ball_rules() {
    let mut g = Game::new(Rules::new(Tier::Beginner), Tribe::Matau);
    assert_eq!(g.play(mv("c3")), Err(MoveError::BallNotCentral(h("c3"))));
    assert_eq!(g.play(Move::Pass), Err(MoveError::BallNotPlaced));
    assert_eq!(g.position().ball_hollows().len(), 9);
    let mut later = Game::from_start(
        Position::new(Rules::new(Tier::Beginner), Tribe::Matau).with_previous_ball(Some(h("e5"))),
    );
    assert_eq!(
        later.play(mv("e5")),
        Err(MoveError::BallSameAsPreviousGame(h("e5")))
    );
    assert_eq!(later.position().ball_hollows().len(), 8);
    assert!(later.play(mv("e7")).is_ok());
    // A stone may not go on the ball or on another stone.
    assert_eq!(later.play(mv("e7")), Err(MoveError::Occupied(h("e7"))));
    later.play(mv("a5")).unwrap();
    assert_eq!(later.play(mv("a5")), Err(MoveError::Occupied(h("a5"))));
}

#[test]
fn play_as_refuses_the_wrong_tribe() {
    let mut g = game("basic a=matau f6");
    assert_eq!(
        g.play_as(Tribe::Matau, mv("c3")),
        Err(MoveError::NotYourTurn {
            tribe: Tribe::Matau,
            to_move: Tribe::Manaia
        })
    );
    assert!(g.play_as(Tribe::Manaia, mv("c3")).is_ok());
}

#[test]
fn ara_edge_row() {
    let g = game("beginner a=matau f6 c1 a3 e1 a5 g1 a7 i1");
    assert_eq!(g.outcome(), Outcome::Won(Tribe::Manaia));
    assert_eq!(kinds(&g), [(VictoryKind::Ara, Tribe::Manaia)]);
    assert_eq!(names(&g.victories()[0].hollows), ["c1", "e1", "g1", "i1"]);
    // The game is over: nothing more is accepted.
    let mut g = g;
    assert_eq!(g.play(mv("k3")), Err(MoveError::GameOver));
}

#[test]
fn awa_corner_diagonal_and_its_tile() {
    let mut g = game("basic a=matau f6 k3 c1 k5 b2 i9");
    let events = g.play(mv("a3")).unwrap();
    assert_eq!(events.len(), 3, "{events:?}");
    assert_eq!(events[0], Event::StonePlaced(Tribe::Matau, h("a3")));
    assert_eq!(
        events[1],
        Event::TilePlaced(f("b2"), Tile::Full(Tribe::Matau))
    );
    assert!(
        matches!(&events[2], Event::Victory(v) if v.kind == VictoryKind::Awa && v.tribe == Tribe::Matau)
    );
    assert_eq!(names(&g.victories()[0].hollows), ["a3", "b2", "c1"]);
    assert_eq!(g.outcome(), Outcome::Won(Tribe::Matau));
}

#[test]
fn awa_from_an_end_to_the_ball() {
    // Ball f6 lies on the corner-to-corner diagonal b2 … j10: b2 c3 d4 e5 is a river.
    let g = game("beginner a=matau f6 i1 b2 a7 c3 e11 d4 g3 e5");
    assert_eq!(kinds(&g), [(VictoryKind::Awa, Tribe::Matau)]);
    assert_eq!(names(&g.victories()[0].hollows), ["b2", "c3", "d4", "e5"]);
    // From the other end too.
    let g = game("beginner a=matau f6 i1 j10 a7 i9 e11 h8 g3 g7");
    assert_eq!(names(&g.victories()[0].hollows), ["g7", "h8", "i9", "j10"]);
    // Four stones on the side of the ball away from the end are not a river.
    let g = game("beginner a=matau e5 i1 f6 a7 g7 e11 h8 g3 i9");
    assert_eq!(g.outcome(), Outcome::Ongoing);
}

#[test]
fn awa_full_diagonal_without_the_ball() {
    // c1 d2 e3 f4 g5 h6 i7 j8 k9: nine hollows, the ball (f6) not on it.
    let line = ["c1", "d2", "e3", "f4", "g5", "h6", "i7", "j8", "k9"];
    let fillers = ["a5", "a9", "c11", "e11", "g11", "b8", "c9", "k5"];
    let mut record = String::from("beginner a=manaia f6");
    for i in 0..9 {
        record += &format!(" {}", line[i]);
        if i < 8 {
            record += &format!(" {}", fillers[i]);
        }
    }
    let g = game(&record);
    assert_eq!(kinds(&g), [(VictoryKind::Awa, Tribe::Matau)]);
    assert_eq!(g.victories()[0].hollows.len(), 9);
}

#[test]
fn tahuna_four_of_your_stones_round_a_square() {
    // d3 is enclosed by c3 e3 d2 d4.
    let g = game("basic a=matau f6 c3 k3 e3 k5 d2 k7 d4");
    assert_eq!(kinds(&g), [(VictoryKind::Tahuna, Tribe::Manaia)]);
    assert_eq!(g.victories()[0].fields, vec![f("d3")]);
    assert_eq!(
        g.position().tile(f("d3")),
        Some(Tile::Full(Tribe::Manaia)),
        "a Tahuna square also gets its full tribal tile"
    );
}

#[test]
fn several_victories_at_once_are_all_reported() {
    // a3 completes the corner river c1 b2 a3 and the edge row a3 a5 a7 a9.
    let g = game("beginner a=matau f6 c1 k3 b2 k5 a5 k7 a7 i1 a9 e11 a3");
    assert_eq!(g.outcome(), Outcome::Won(Tribe::Manaia));
    let mut k = kinds(&g);
    k.sort_by_key(|(kind, _)| kind.code());
    assert_eq!(
        k,
        [
            (VictoryKind::Ara, Tribe::Manaia),
            (VictoryKind::Awa, Tribe::Manaia)
        ]
    );
}

#[test]
fn tiles_square_three_to_one_and_two_to_two() {
    // d3: Manaia c3 e3 d2, Matau d4 → 3:1 Manaia.
    let g = game("basic a=matau f6 c3 d4 e3 k3 d2");
    assert_eq!(g.position().tile(f("d3")), Some(Tile::Full(Tribe::Manaia)));
    assert_eq!(g.position().score_halves(Tribe::Manaia), 2);
    // 2:2 stays empty.
    let mut g = game("basic a=matau f6 c3 d4 e3 d2");
    let events = g.play(mv("k3")).unwrap();
    assert!(!events.iter().any(|e| matches!(e, Event::TilePlaced(..))));
    assert!(g.position().tile(f("d3")).is_none());
    // No tiles at all in the Beginner game.
    let g = game("beginner a=matau f6 c3 d4 e3 k3 d2");
    assert_eq!(g.position().tile(f("d3")), None);
}

#[test]
fn tiles_square_with_the_ball() {
    // f5 is enclosed by f4 e5 g5 and the ball f6: 2:1 and 3:0 both give a full tile.
    let g = game("basic a=matau f6 f4 e5 g5");
    assert_eq!(g.position().tile(f("f5")), Some(Tile::Full(Tribe::Manaia)));
    let g = game("basic a=matau f6 f4 k3 e5 k5 g5");
    assert_eq!(g.position().tile(f("f5")), Some(Tile::Full(Tribe::Manaia)));
}

#[test]
fn tiles_triangles_full_and_half() {
    // Edge triangle a4 (a3 a5 b4): 3:0 full, 2:1 half.
    let g = game("basic a=matau f6 a3 k3 a5 k5 b4");
    assert_eq!(g.position().tile(f("a4")), Some(Tile::Full(Tribe::Manaia)));
    let g = game("basic a=matau f6 a3 b4 a5");
    assert_eq!(g.position().tile(f("a4")), Some(Tile::Half(Tribe::Manaia)));
    assert_eq!(g.position().score_halves(Tribe::Manaia), 1);
    assert_eq!(g.position().score(Tribe::Manaia), 0.5);
    assert_eq!(Tile::Half(Tribe::Manaia).code(), "manaia-half");
}

#[test]
fn placed_colour_settles_first() {
    // Matau's b4 closes a4 (a3 a5 b4: 2:1 Manaia → half) and b5 (a5 c5 b4 b6: 3:1 Matau).
    let mut g = game("basic a=matau f6 a3 c5 a5 b6 k3");
    let events = g.play(mv("b4")).unwrap();
    let tiles: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::TilePlaced(..)))
        .collect();
    assert_eq!(
        tiles,
        [
            &Event::TilePlaced(f("b5"), Tile::Full(Tribe::Matau)),
            &Event::TilePlaced(f("a4"), Tile::Half(Tribe::Manaia)),
        ]
    );
}

/// Master: Matau holds d3 (3:1), Manaia holds d5 (3:1); Manaia to move.
const TANE_SETUP: &str = "master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6";

#[test]
fn tane_clears_its_line_and_keeps_it_free() {
    let mut g = game(TANE_SETUP);
    assert_eq!(g.position().tile(f("d3")), Some(Tile::Full(Tribe::Matau)));
    assert_eq!(g.position().tile(f("d5")), Some(Tile::Full(Tribe::Manaia)));
    g.play(mv("k7")).unwrap();
    assert_eq!(
        g.position().tane_fields().iter().collect::<Vec<_>>(),
        [f("d3")]
    );
    let events = g.play(mv("Td3>n")).unwrap();
    assert_eq!(
        events,
        vec![
            Event::TanePlaced(Tribe::Matau, f("d3"), Direction::North),
            Event::TileRemoved(f("d3"), Tile::Full(Tribe::Matau)),
            Event::TileRemoved(f("d5"), Tile::Full(Tribe::Manaia)),
            Event::FieldBlocked(f("d5")),
            Event::FieldBlocked(f("d7")),
            Event::FieldBlocked(f("d9")),
            Event::FieldBlocked(f("d11")),
        ]
    );
    let p = *g.position();
    assert_eq!(p.score_halves(Tribe::Matau), 0);
    assert_eq!(p.score_halves(Tribe::Manaia), 0);
    assert_eq!(
        p.stones_left(Tribe::Matau),
        24,
        "a Tane turn places no stone"
    );
    assert_eq!(p.to_move(), Tribe::Manaia);
    assert!(p.tane(Tribe::Matau).is_some());
    // d7 (c7 e7 d6 d8) is later enclosed 3:1 for Manaia but stays free.
    for m in ["c7", "a9", "e7", "c11"] {
        g.play(mv(m)).unwrap();
    }
    let events = g.play(mv("d8")).unwrap();
    assert!(events.contains(&Event::FieldStaysEmpty(f("d7"))));
    assert_eq!(g.position().tile(f("d7")), None);
    // The Tane is once a game.
    assert_eq!(g.position().to_move(), Tribe::Matau);
    assert!(!g.position().can_use_tane());
    assert!(g.position().tane_fields().is_empty());
}

#[test]
fn second_tane_crossing_governs_the_field() {
    // Matau's Tane on d3 faces north; Manaia then wins f7 (e7 g7 + ball, Matau f8) and
    // faces west across d7, the crossing.
    let mut g = game(TANE_SETUP);
    for m in ["k7", "Td3>n", "e7", "a9", "g7", "f8"] {
        g.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert_eq!(g.position().governed_by(f("d7")), Some(Tribe::Matau));
    assert_eq!(g.position().tile(f("f7")), Some(Tile::Full(Tribe::Manaia)));
    g.play(mv("Tf7>w")).unwrap();
    let p = g.position();
    assert_eq!(
        p.governed_by(f("d7")),
        Some(Tribe::Manaia),
        "the first Tane's effect is lifted"
    );
    assert_eq!(p.governed_by(f("d5")), Some(Tribe::Matau));
    let blocked: Vec<&str> = p.blocked().iter().map(|x| x.name()).collect();
    assert_eq!(blocked.len(), 5);
    for name in ["d5", "d7", "d9", "d11", "b7"] {
        assert!(p.blocked().contains(f(name)), "{name}");
    }
    assert_eq!(p.tile(f("f7")), None);
}

#[test]
fn tane_errors() {
    let mut basic = game("basic a=matau f6 d4 c3 c5 e3 e5 d2 k5");
    assert_eq!(
        basic.play(mv("Td3>n")),
        Err(MoveError::TaneNotInTier(Tier::Basic))
    );
    let mut g = game(TANE_SETUP);
    g.play(mv("k7")).unwrap();
    assert_eq!(
        g.play(mv("Td5>n")),
        Err(MoveError::NoFullTileOfYours {
            field: f("d5"),
            tribe: Tribe::Matau
        })
    );
    assert_eq!(
        g.play(mv("Tf5>n")),
        Err(MoveError::NoFullTileOfYours {
            field: f("f5"),
            tribe: Tribe::Matau
        })
    );
    g.play(mv("Td3>e")).unwrap();
    g.play(mv("a3")).unwrap();
    assert_eq!(
        g.play(mv("Td3>n")),
        Err(MoveError::TaneAlreadyUsed(Tribe::Matau))
    );
    assert_eq!(g.play(Move::Pass), Err(MoveError::CannotPass(Tribe::Matau)));
}

#[test]
fn auge_only_with_the_option() {
    let record = "a=matau f6 a3 d6 k3 f4 k5 f8 k7 h6";
    let g = game(&format!("master+auge {record}"));
    assert_eq!(kinds(&g), [(VictoryKind::Auge, Tribe::Matau)]);
    let g = game(&format!("master {record}"));
    assert_eq!(g.outcome(), Outcome::Ongoing);
    let g = game(&format!("basic {record}"));
    assert_eq!(g.outcome(), Outcome::Ongoing);
    // With the ball on the circle, the ball and three stones.
    let g = game("master+auge a=matau d6 a3 f4 k3 f8 k5 h6");
    assert_eq!(kinds(&g), [(VictoryKind::Auge, Tribe::Matau)]);
}

#[test]
fn move_text_round_trips_and_bad_tokens_fail() {
    for s in ["f6", "c1", "Tf5>n", "Ta4>s", "pass"] {
        assert_eq!(mv(s).to_string(), s);
    }
    for bad in ["f5", "Tf6>n", "Tf5>x", "Tf5", "Tf5>nn", "x", "", "T>n"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

#[test]
fn undo_replays_to_the_previous_position() {
    let mut g = game("basic a=matau f6 c3 d4 e3 k3");
    let before = *g.position();
    g.play(mv("d2")).unwrap();
    assert_ne!(*g.position(), before);
    assert_eq!(g.undo(), Some(mv("d2")));
    assert_eq!(*g.position(), before);
    assert_eq!(g.to_string(), "basic a=matau f6 c3 d4 e3 k3");
}

#[test]
fn hash_follows_the_position_not_the_order() {
    let a = game("basic a=matau f6 c3 d4 e3 k3");
    let b = game("basic a=matau f6 e3 k3 c3 d4");
    assert_eq!(a.position().hash(), b.position().hash());
    let c = game("basic a=matau f6 d4 c3 k3 e3");
    assert_ne!(a.position().hash(), c.position().hash());
}

#[test]
fn stone_victories_ignore_the_tane() {
    // d9 (c9 e9 d8 d10) lies in Matau's Tane line; Manaia enclosing it 4:0 still wins.
    let mut g = game(TANE_SETUP);
    for m in ["k7", "Td3>n", "c9", "a3", "e9", "a5", "d8", "k3"] {
        g.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(g.position().blocked().contains(f("d9")));
    g.play(mv("d10")).unwrap();
    assert_eq!(kinds(&g), [(VictoryKind::Tahuna, Tribe::Manaia)]);
}

#[test]
fn threats_and_winning_hollows() {
    // Manaia places the ball; Matau has c3 d2 e3 (d4 would enclose the square d3),
    // Manaia a3 a5 a7 (a9 wins the edge row), and Matau is to move.
    let g = game("basic a=manaia f6 c3 a3 d2 a5 e3 a7");
    let p = g.position();
    assert_eq!(p.to_move(), Tribe::Matau);
    assert_eq!(p.threats(Tribe::Manaia), h("a9").bit());
    assert_eq!(p.threats(Tribe::Matau), h("d4").bit());
    assert_eq!(p.winning_hollows(), h("d4").bit());
    let before_ball = Game::new(Rules::new(Tier::Basic), Tribe::Matau);
    assert!(before_ball.position().threats(Tribe::Matau).is_empty());
    // Both have stones left: their threats are live, whoever is to move.
    for t in Tribe::ALL {
        assert_eq!(p.live_threats(t), p.threats(t));
    }
}

#[test]
fn a_tribe_without_stones_has_no_live_threats_and_must_pass() {
    // One hollow is left; Matau turns its Tane instead of placing its last stone, so
    // Manaia has placed all 28 stones.
    let mut g = game(ONE_HOLLOW_LEFT);
    g.play(mv("Td7>s")).unwrap();
    let p = g.position();
    assert_eq!(p.stones_left(Tribe::Manaia), 0);
    assert!(p.must_pass());
    assert_eq!(p.legal_moves(), [Move::Pass]);
    // The last hollow would complete a Manaia line, but Manaia has no stone for it.
    assert_eq!(p.threats(Tribe::Manaia), p.empty_hollows());
    assert!(p.live_threats(Tribe::Manaia).is_empty());
    assert_eq!(p.live_threats(Tribe::Matau), p.threats(Tribe::Matau));
}

#[test]
fn placeable_hollows_and_the_pass_follow_the_phase() {
    let mut g = Game::new(Rules::new(Tier::Basic), Tribe::Matau);
    assert_eq!(
        g.position().placeable_hollows().len(),
        9,
        "the ball's hollows"
    );
    g.play(mv("f6")).unwrap();
    assert_eq!(g.position().placeable_hollows().len(), 56);
    assert!(!g.position().must_pass());
    // Near the end of a game few hollows are empty, but they take stones, not the ball.
    while g.position().empty_hollows().len() > 7 {
        let p = *g.position();
        let quiet = p.empty_hollows().difference(p.winning_hollows());
        let h = quiet
            .iter()
            .next()
            .expect("a hollow that does not end the game");
        g.play(Move::Place(h)).unwrap();
    }
    let p = g.position();
    assert!(!p.is_over());
    assert!(p.placeable_hollows().len() <= 7);
    assert_eq!(p.placeable_hollows(), p.empty_hollows());
}

#[test]
fn preview_says_what_a_tane_turn_removes_including_its_own_field() {
    // Matau's full tile on d3 faces Manaia's full tiles on d5 and d7 to the north.
    let g = game("master a=matau f6 d4 c3 c5 e3 e5 d2 c7 d6 e7 k5 d8");
    let p = *g.position();
    let (after, events) = p.preview(mv("Td3>n")).unwrap();
    let removed: Vec<Field> = events
        .iter()
        .filter_map(|e| match e {
            Event::TileRemoved(field, _) => Some(*field),
            _ => None,
        })
        .collect();
    assert_eq!(
        removed[0],
        f("d3"),
        "the Tane's own field loses its tile first"
    );
    assert!(removed.contains(&f("d5")) && removed.contains(&f("d7")));
    assert_eq!(after.tile(f("d3")), None);
    assert_eq!(*g.position(), p, "a preview leaves the position alone");
    assert_eq!(
        p.preview(mv("Td5>n")),
        Err(MoveError::NoFullTileOfYours {
            field: f("d5"),
            tribe: Tribe::Matau
        })
    );
}

/// The first record of `ONLY_THE_TANE_WINS` in takaro's `tests/tane_endgame.rs`: one hollow left, no
/// stone victory anywhere.
const ONE_HOLLOW_LEFT: &str =
    "master a=matau d6 b10 f2 k7 a5 h4 g5 j10 i7 i9 e7 g7 b6 d2 b4 a9 g1 k3 e5 a7 g9 \
     i5 d10 a3 i1 f10 e9 c3 h6 h10 h8 c9 d8 g3 e3 f8 k9 j4 j8 e11 b2 j6 b8 j2 k5 h2 \
     c11 d4 i3 c1 f6 c7 g11 f4 e1 c5";

#[test]
fn victory_marks_are_the_lines_and_tahuna_squares() {
    let hollows = |names: &str| names.split_whitespace().map(h).collect::<HollowSet>();
    let fields = |names: &str| names.split_whitespace().map(f).collect::<FieldSet>();
    let cases = [
        // Ara: the edge row.
        (
            "beginner a=matau f6 c1 a3 e1 a5 g1 a7 i1",
            "c1 e1 g1 i1",
            "",
        ),
        // Awa: the river, not the corner tile it also earns.
        ("basic a=matau f6 k3 c1 k5 b2 i9 a3", "a3 b2 c1", ""),
        // Tahuna: the four hollows and the square.
        ("basic a=matau f6 c3 k5 d2 k7 e3 k9 d4", "c3 d2 e3 d4", "d3"),
        // Still going: nothing.
        ("basic a=matau f6 c3", "", ""),
    ];
    for (record, want_hollows, want_fields) in cases {
        let g = game(record);
        assert_eq!(
            g.victory_marks(),
            (hollows(want_hollows), fields(want_fields)),
            "{record}"
        );
    }
    // A Marae is won on the count of every tile: it marks nothing.
    let mut g = game(ONE_HOLLOW_LEFT);
    let last = g.position().empty_hollows().iter().next().unwrap();
    g.play(Move::Place(last)).unwrap();
    assert_eq!(kinds(&g)[0].0, VictoryKind::Marae);
    assert!(!g.victories()[0].fields.is_empty());
    assert_eq!(g.victory_marks(), (HollowSet::EMPTY, FieldSet::EMPTY));
}
