//! Tests of the game referee (referee.rs).

use super::*;
use takaro_core::mu_torere;

fn secret(letter: char) -> Secret {
    Secret::try_from(letter.to_string().repeat(22)).unwrap()
}

fn new_game() -> StoredGame {
    create(
        "mu-torere",
        "record=",
        "green",
        &secret('g'),
        &secret('i'),
        "ABCDEF",
        1,
    )
    .unwrap()
}

/// The Mū tōrere game after its first `n` legal moves (the first legal each time).
fn mu_after(n: usize) -> String {
    let mut game = mu_torere::Game::from_record_with(Default::default(), "").unwrap();
    for _ in 0..n {
        let mv = game.legal_moves()[0];
        game.play(mv.from).unwrap();
    }
    format!("record={}", game.record())
}

fn with_friend() -> StoredGame {
    match claim(&new_game(), Some("white"), Some(&secret('i')), &secret('w')).unwrap() {
        Verdict::Store(seat, game) => {
            assert_eq!(seat, "white");
            game
        }
        other => panic!("{other:?}"),
    }
}

/// `game` after the moves of `mu_after(n)`, each by its seat's token.
fn played(n: usize) -> StoredGame {
    let mut game = with_friend();
    for ply in 1..=n {
        let token = secret(if ply % 2 == 1 { 'g' } else { 'w' });
        match play(&game, &token, ply as u64, &mu_after(ply)) {
            Ok(Verdict::Store((), next)) => game = next,
            other => panic!("{other:?}"),
        }
    }
    game
}

#[test]
fn only_a_seat_resigns_and_only_for_itself() {
    let game = played(2);
    // A stranger's or a watcher's token (no seat) changes nothing.
    assert_eq!(
        between(&game, &secret('s'), 2, "resign"),
        Err(Refusal::SeatTaken)
    );
    // A message about a game that has moved on, or no message at all.
    assert_eq!(
        between(&game, &secret('w'), 1, "resign"),
        Err(Refusal::MovedOn)
    );
    assert_eq!(
        between(&game, &secret('w'), 2, "resign=green"),
        Err(Refusal::BadRequest)
    );
    // White's token resigns White's seat, whatever the sender wished.
    let over = between(&game, &secret('w'), 2, "resign").unwrap();
    assert_eq!(over.end.as_deref(), Some("resign-white"));
    assert_eq!((over.ply, over.record.as_str()), (2, game.record.as_str()));
    assert!(matches!(
        between(&over, &secret('g'), 2, "resign"),
        Err(Refusal::Illegal(_))
    ));
    assert!(matches!(
        play(&over, &secret('g'), 3, &mu_after(3)),
        Err(Refusal::Illegal(_))
    ));
    assert_eq!(over.public("x", 9).end.as_deref(), Some("resign-white"));
}

#[test]
fn a_takeback_is_asked_and_answered() {
    let game = played(3);
    // Green made the last move: only Green asks, only White answers.
    assert!(matches!(
        between(&game, &secret('w'), 3, "offer-takeback"),
        Err(Refusal::Illegal(_))
    ));
    let asked = between(&game, &secret('g'), 3, "offer-takeback").unwrap();
    let offer = asked.public("x", 1).offer.expect("open");
    assert_eq!(
        (offer.offer.as_str(), offer.by.as_str()),
        ("takeback", "green")
    );
    assert!(matches!(
        between(&asked, &secret('g'), 3, "accept-takeback"),
        Err(Refusal::Illegal(_))
    ));
    assert_eq!(
        between(&asked, &secret('s'), 3, "accept-takeback"),
        Err(Refusal::SeatTaken)
    );
    let declined = between(&asked, &secret('w'), 3, "decline-takeback").unwrap();
    assert_eq!((declined.ply, declined.offer.is_none()), (3, true));
    let taken = between(&asked, &secret('w'), 3, "accept-takeback").unwrap();
    assert_eq!(taken.ply, 2);
    // Written as a page writes a link (a space as `+`).
    assert_eq!(taken.record.replace('+', " "), mu_after(2));
    assert_eq!(taken.by.as_deref(), Some("white"));
    assert_eq!((taken.undone, taken.offer.is_none()), (1, true));
    // Green plays again from there.
    assert!(matches!(
        play(&taken, &secret('g'), 3, &mu_after(3)),
        Ok(Verdict::Store((), _))
    ));
    // A move lapses an offer: White moved, Green's request is gone.
    let Ok(Verdict::Store((), moved)) = play(&asked, &secret('w'), 4, &mu_after(4)) else {
        panic!("White's move");
    };
    assert_eq!(moved.offer, None);
    // The first move taken back: the game at its start again.
    let one = played(1);
    let asked = between(&one, &secret('g'), 1, "offer-takeback").unwrap();
    let start = between(&asked, &secret('w'), 1, "accept-takeback").unwrap();
    assert_eq!((start.ply, start.record.as_str(), start.by), (0, "", None));
}

#[test]
fn a_draw_is_agreed_and_a_rematch_swaps_the_seats() {
    let game = played(2);
    let offered = between(&game, &secret('g'), 2, "offer-draw").unwrap();
    let drawn = between(&offered, &secret('w'), 2, "accept-draw").unwrap();
    assert_eq!(drawn.end.as_deref(), Some("draw"));
    assert!(matches!(
        between(&game, &secret('g'), 2, "offer-rematch"),
        Err(Refusal::Illegal(_))
    ));
    let asked = between(&drawn, &secret('w'), 2, "offer-rematch").unwrap();
    let again = between(&asked, &secret('g'), 2, "accept-rematch").unwrap();
    assert_eq!((again.ply, again.end.as_deref(), again.round), (0, None, 1));
    assert_eq!(again.seat_of(&secret('g')), Some("white"));
    assert_eq!(again.seat_of(&secret('w')), Some("green"));
    // The old Green token now plays White: it waits for the new Green.
    assert_eq!(
        play(&again, &secret('g'), 1, &mu_after(1)),
        Err(Refusal::SeatTaken)
    );
    assert!(matches!(
        play(&again, &secret('w'), 1, &mu_after(1)),
        Ok(Verdict::Store((), _))
    ));
    // Moeraki Kemu has no draw by agreement.
    let kemu = create(
        "kemu",
        "record=bk",
        "matau",
        &secret('g'),
        &secret('i'),
        "ABCDEF",
        1,
    );
    assert!(matches!(
        between(&kemu.unwrap(), &secret('g'), 0, "offer-draw"),
        Err(Refusal::Illegal(_))
    ));
}

#[test]
fn a_class_rooms_game_takes_no_message() {
    let mut game = played(2);
    game.room = Some("room".into());
    assert!(matches!(
        between(&game, &secret('w'), 2, "resign"),
        Err(Refusal::Illegal(_))
    ));
}

#[test]
fn the_open_seat_needs_the_invitation() {
    let game = new_game();
    assert_eq!(
        claim(&game, Some("white"), Some(&secret('x')), &secret('s')),
        Err(Refusal::SeatTaken)
    );
    assert_eq!(
        claim(&game, Some("green"), Some(&secret('i')), &secret('s')),
        Err(Refusal::SeatTaken)
    );
    let taken = with_friend();
    assert_eq!(taken.invite, None);
    assert_eq!(taken.code, None);
    assert_eq!(
        claim(&taken, Some("white"), Some(&secret('i')), &secret('s')),
        Err(Refusal::SeatTaken),
        "the invitation is spent once the seat is taken"
    );
    assert_eq!(
        claim(&taken, Some("white"), Some(&secret('i')), &secret('w')),
        Ok(Verdict::Unchanged("white".into())),
        "the friend's own reload"
    );
}

#[test]
fn moves_are_refereed_by_seat_turn_and_rules() {
    let game = with_friend();
    // White cannot move first, nor for Green.
    assert_eq!(
        play(&game, &secret('w'), 1, &mu_after(1)),
        Err(Refusal::SeatTaken)
    );
    // A stranger's token holds no seat.
    assert_eq!(
        play(&game, &secret('s'), 1, &mu_after(1)),
        Err(Refusal::SeatTaken)
    );
    // Two moves at once, a ply far ahead, and a record of another game.
    assert_eq!(
        play(&game, &secret('g'), 2, &mu_after(2)),
        Err(Refusal::MovedOn)
    );
    assert_eq!(
        play(&game, &secret('g'), u64::MAX, &mu_after(1)),
        Err(Refusal::MovedOn)
    );
    assert_eq!(
        play(&game, &secret('g'), 1, "record=zzz"),
        Err(Refusal::Illegal(
            "the record cannot be read: ".to_string()
                + &mu_torere::Game::from_record("zzz").unwrap_err().to_string()
        ))
    );
    // The same moves from another set-up position are another game.
    let first = mu_after(1);
    let moved = first.trim_start_matches("record=");
    let elsewhere = format!("position=g/.gggwgwww&record={moved}");
    assert!(mu_torere::Game::from_position_and_record(
        Default::default(),
        "g/.gggwgwww".parse().unwrap(),
        moved,
    )
    .is_ok());
    assert_eq!(
        play(&game, &secret('g'), 1, &elsewhere),
        Err(Refusal::MovedOn)
    );
    assert!(matches!(
        check_start("mu-torere", "position=g/.gggwgwww&record="),
        Err(Refusal::Illegal(_))
    ));
    let Ok(Verdict::Store((), one)) = play(&game, &secret('g'), 1, &mu_after(1)) else {
        panic!("Green's first move");
    };
    assert_eq!((one.ply, one.by.as_deref()), (1, Some("green")));
    assert_eq!(
        play(&one, &secret('g'), 1, &mu_after(1)),
        Ok(Verdict::Unchanged(())),
        "sent again after a lost answer"
    );
    assert_eq!(
        play(&one, &secret('g'), 2, &mu_after(2)),
        Err(Refusal::SeatTaken),
        "Green again"
    );
    assert!(matches!(
        play(&one, &secret('w'), 2, &mu_after(2)),
        Ok(Verdict::Store((), _))
    ));
}

#[test]
fn a_game_is_restored_from_a_devices_record() {
    let restored = restore(
        "mu-torere",
        "record=",
        &mu_after(3),
        "white",
        &secret('w'),
        &secret('i'),
        "C",
        1,
    )
    .unwrap();
    assert_eq!((restored.ply, restored.by.as_deref()), (3, Some("green")));
    assert!(matches!(
        play(&restored, &secret('w'), 4, &mu_after(4)),
        Ok(Verdict::Store((), _))
    ));
    assert!(matches!(
        restore(
            "mu-torere",
            "record=&rules=free",
            &mu_after(3),
            "white",
            &secret('w'),
            &secret('i'),
            "C",
            1
        ),
        Err(Refusal::Illegal(_))
    ));
    assert!(matches!(
        restore(
            "mu-torere",
            "record=",
            "record=zz",
            "white",
            &secret('w'),
            &secret('i'),
            "C",
            1
        ),
        Err(Refusal::Illegal(_))
    ));
}

#[test]
fn a_game_starts_from_a_start() {
    assert!(matches!(
        create(
            "mu-torere",
            &mu_after(1),
            "green",
            &secret('g'),
            &secret('i'),
            "C",
            1
        ),
        Err(Refusal::Illegal(_))
    ));
    assert_eq!(
        create("chess", "", "green", &secret('g'), &secret('i'), "C", 1),
        Err(Refusal::BadRequest)
    );
    assert_eq!(
        create("mu-torere", "", "black", &secret('g'), &secret('i'), "C", 1),
        Err(Refusal::BadRequest)
    );
}

#[test]
fn max_record_bytes_fits_the_longest_games() {
    // A Mū tōrere record is one character a move; the longest game the page lets
    // a friend game reach (a draw by repetition) is far below the limit.
    let mut game = mu_torere::Game::from_record_with(Default::default(), "").unwrap();
    while !game.outcome().is_over() && game.moves().len() < 400 {
        let mv = game.legal_moves()[0];
        game.play(mv.from).unwrap();
    }
    assert!(format!("record={}", game.record()).len() < MAX_RECORD_BYTES);
}

#[test]
fn games_stored_before_class_rooms_still_read() {
    let mut value = serde_json::to_value(with_friend()).unwrap();
    assert!(value.get("room").is_none(), "a friend game names no room");
    value.as_object_mut().unwrap().remove("room");
    let read: StoredGame = serde_json::from_value(value).unwrap();
    assert_eq!(read, with_friend());
    let paired = room_game("kemu", "record=bk", "a", "b", "r", 1).unwrap();
    assert_eq!(paired.room.as_deref(), Some("r"));
    assert_eq!((paired.invite, paired.code), (None, None));
}

#[test]
fn the_public_state_shows_no_secret() {
    let game = with_friend();
    let text = serde_json::to_string(&game.public("id", 3)).unwrap();
    assert!(!text.contains(&hash(&secret('g'))));
    assert!(!text.contains("ABCDEF"));
    assert!(text.contains(r#""seats":["green","white"]"#));
}
