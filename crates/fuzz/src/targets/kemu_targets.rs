//! Targets for Moeraki Kemu records (long and compact) and names.

use super::*;

// ---------------------------------------------------------------------------------------
// Moeraki Kemu records.

pub(super) fn kemu_rules(rng: &mut Rng) -> Rules {
    match rng.below(4) {
        0 => Rules::new(Tier::Beginner),
        1 => Rules::new(Tier::Basic),
        2 => Rules::new(Tier::Master),
        _ => Rules::master_with_auge(),
    }
}

/// A game of random legal moves: from the start to the end, or stopped early.
pub fn random_kemu_game(rng: &mut Rng) -> kemu::Game {
    let rules = kemu_rules(rng);
    let player_a = *rng.pick(&Tribe::ALL);
    let previous = rng.one_in(4).then(|| Hollow::new(rng.below(57))).flatten();
    let start = kemu::Position::new(rules, player_a).with_previous_ball(previous);
    let mut game = kemu::Game::from_start(start);
    let stop = if rng.one_in(3) { rng.below(80) } else { 200 };
    play_moves(rng, &mut game, stop);
    game
}

/// Checks that the token an error names is the token at that place in the text.
fn check_record_error(text: &str, e: &RecordError) {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    match e {
        RecordError::Empty => assert!(tokens.is_empty(), "Empty for a record with tokens"),
        RecordError::BadTier { token } => assert_eq!(Some(&token.as_str()), tokens.first()),
        RecordError::BadToken {
            position, token, ..
        } => {
            assert!(*position >= 1, "token positions count from 1");
            assert_eq!(Some(&token.as_str()), tokens.get(position - 1), "{e}");
        }
        RecordError::Illegal { number, token, .. } => {
            assert!(*number >= 1, "move numbers count from 1");
            assert!(tokens.contains(&token.as_str()), "{e}");
        }
    }
    let _ = e.to_string();
}

fn check_compact_error(text: &str, e: &RecordError) {
    let chars: Vec<char> = text.trim().chars().collect();
    match e {
        RecordError::Empty => assert!(chars.is_empty(), "Empty for a record with characters"),
        RecordError::BadTier { .. } => panic!("the compact form has no BadTier: {e}"),
        RecordError::BadToken {
            position, token, ..
        } => {
            assert!(*position >= 1, "character positions count from 1");
            let at = chars.get(position - 1).map(|c| c.to_string());
            assert_eq!(at.unwrap_or_default(), *token, "{e}");
        }
        RecordError::Illegal { number, .. } => assert!(*number >= 1),
    }
    let _ = e.to_string();
}

/// A game's two printed forms both read back as the same game and print the same.
fn check_kemu_round_trips(game: &kemu::Game) {
    let text = game.to_string();
    let again = kemu::Game::from_record(&text)
        .unwrap_or_else(|e| panic!("the printed record {text:?} does not read: {e}"));
    assert_eq!(&again, game, "text record round trip: {text:?}");
    assert_eq!(again.to_string(), text);
    let compact = game.to_compact();
    let again = kemu::Game::from_compact(&compact)
        .unwrap_or_else(|e| panic!("the printed compact record {compact:?} does not read: {e}"));
    assert_eq!(&again, game, "compact record round trip: {compact:?}");
    assert_eq!(again.to_compact(), compact);
}

pub fn kemu_record(text: &str) -> bool {
    match kemu::Game::from_record(text) {
        Ok(game) => {
            check_kemu_round_trips(&game);
            true
        }
        Err(e) => {
            check_record_error(text, &e);
            false
        }
    }
}

pub fn kemu_compact(text: &str) -> bool {
    match kemu::Game::from_compact(text) {
        Ok(game) => {
            check_kemu_round_trips(&game);
            true
        }
        Err(e) => {
            check_compact_error(text, &e);
            false
        }
    }
}

/// Changes the case of some ASCII letters (records read in any case).
fn recase(rng: &mut Rng, text: &str) -> String {
    if !rng.one_in(4) {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            if rng.one_in(3) {
                c.to_ascii_uppercase()
            } else {
                c
            }
        })
        .collect()
}

pub fn gen_kemu_record(rng: &mut Rng) -> String {
    let game = random_kemu_game(rng);
    let text = game.to_string();
    let mut tokens: Vec<String> = text.split(' ').map(str::to_string).collect();
    // The header in another order, `auge` as a word of its own, other whitespace.
    if rng.one_in(4) {
        tokens.swap(0, 1);
    }
    if rng.one_in(8) && tokens[0].ends_with("+auge") {
        tokens[0] = "master".into();
        tokens.insert(1, "auge".into());
    }
    let sep = *rng.pick(&[" ", " ", " ", "  ", "\n", "\t", " \r\n"]);
    recase(rng, &tokens.join(sep))
}

pub fn gen_kemu_compact(rng: &mut Rng) -> String {
    let compact = random_kemu_game(rng).to_compact();
    if rng.one_in(8) {
        format!(" {compact}\n")
    } else {
        compact
    }
}

pub fn kemu_names(text: &str) -> bool {
    let mut read = false;
    let mv = text.parse::<kemu::Move>();
    if let Ok(mv) = &mv {
        round_trip(mv);
        read = true;
    }
    if let Ok(h) = text.parse::<Hollow>() {
        round_trip(&h);
        assert_eq!(mv, Ok(kemu::Move::Place(h)), "a hollow is a move");
        read = true;
    }
    if let Ok(f) = text.parse::<Field>() {
        round_trip(&f);
        read = true;
    }
    if let Ok(r) = text.parse::<Rules>() {
        round_trip(&r);
        read = true;
    }
    if let Ok(t) = text.parse::<Tier>() {
        assert_eq!(t.code().parse::<Tier>(), Ok(t));
        read = true;
    }
    if let Ok(t) = text.parse::<Tribe>() {
        assert_eq!(t.code().parse::<Tribe>(), Ok(t));
        read = true;
    }
    read
}

pub fn gen_kemu_name(rng: &mut Rng) -> String {
    let text = match rng.below(6) {
        0 => Hollow::new(rng.below(57)).unwrap().to_string(),
        1 => Field::all().nth(rng.below(56)).unwrap().to_string(),
        2 => {
            let f = Field::all().nth(rng.below(56)).unwrap();
            let d = rng.pick(&Direction::ALL);
            format!("T{f}>{}", d.letter())
        }
        3 => kemu_rules(rng).to_string(),
        4 => rng
            .pick(&["matau", "manaia", "beginner", "basic", "master", "pass"])
            .to_string(),
        _ => {
            // Any column and row, on the board or off it.
            let col = char::from(b'a' + rng.below(13) as u8);
            format!("{col}{}", rng.below(14))
        }
    };
    recase(rng, &text)
}
