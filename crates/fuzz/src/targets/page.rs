//! Targets for what the page reads: URL presets, the embedding page's open message, saves and the engine worker's messages.

use super::*;

// ---------------------------------------------------------------------------------------
// URL presets and the embedding page's open message.

/// The pairs of a query as the page reads them: decoded.
fn pairs(query: &str) -> Vec<(String, String)> {
    route::Query::parse(query)
        .pairs()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

pub fn route_query(text: &str) -> bool {
    let r = route::parse(text);
    if !text.starts_with('?') {
        assert_eq!(
            route::parse(&format!("?{text}")),
            r,
            "a leading '?' is optional"
        );
    }
    // with_param: the other pairs keep their order and what they read as; the new pair
    // comes last and is what the page reads; the text written is stable.
    for (key, value) in [
        ("lang", Some("mi")),
        ("theme", Some("dark")),
        ("view", Some("projector")),
        ("embed", Some("1")),
        ("lang", None),
        ("record", None),
    ] {
        let out = route::with_param(text, key, value);
        assert!(out.is_empty() || out.starts_with('?'), "{out:?}");
        let mut expected: Vec<(String, String)> =
            pairs(text).into_iter().filter(|(k, _)| k != key).collect();
        if let Some(value) = value {
            expected.push((key.to_string(), value.to_string()));
        }
        assert_eq!(
            pairs(&out),
            expected,
            "with_param({text:?}, {key:?}, {value:?})"
        );
        assert_eq!(
            route::with_param(&out, key, value),
            out,
            "written once: {out:?}"
        );
        let now = route::parse(&out);
        match (key, value) {
            ("lang", Some(_)) => assert_eq!(now.lang.map(|l| l.code()), Some("mi")),
            ("theme", Some(_)) => assert_eq!(now.theme.map(|t| t.code()), Some("dark")),
            ("view", Some(_)) => assert!(now.projector),
            ("embed", Some(_)) => assert!(now.embed),
            _ => {}
        }
    }
    // keeping_settings: a link to another page keeps that page.
    for page in Page::all() {
        let link = route::keeping_settings(&page.query(), text);
        assert!(link.starts_with('?'), "{link:?}");
        assert_eq!(
            route::parse(&link).page,
            page,
            "keeping_settings({page:?}, {text:?}) = {link:?}"
        );
    }
    // The site's links are queries (`?…`); this one is the text's own.
    let own = format!("?{}", text.strip_prefix('?').unwrap_or(text));
    let link = route::keeping_settings(&own, text);
    assert!(link.starts_with('?'));
    assert_eq!(
        route::parse(&link).page,
        r.page,
        "keeping_settings({own:?}, q) = {link:?}"
    );
    // The games the presets open, as the game screen opens them.
    let kemu_presets = KemuPresets::from_query(&r.query);
    let mu_presets = MuPresets::from_query(&r.query);
    let kemu = Kemu::new_game(&kemu_presets);
    assert!(
        Kemu::fits(&kemu, &kemu_presets),
        "a new game fits its own presets"
    );
    check_state::<Kemu>(&kemu);
    check_state::<MuTorere>(&MuTorere::new_game(&mu_presets));
    if let Some(Ok(shared)) = Kemu::shared(&kemu_presets) {
        check_state::<Kemu>(&shared);
    }
    if let Some(Ok(shared)) = MuTorere::shared(&mu_presets) {
        check_state::<MuTorere>(&shared);
    }
    r.page != Page::Home
}

/// A game screen's state, however it was made (a restored save, a link): it saves and
/// restores to the same save, and the screen's words for it can be made.
fn check_state<P: Playable>(state: &P::State) {
    let text = P::to_save(state);
    let again = P::from_save(&text)
        .unwrap_or_else(|| panic!("the page's own save {text:?} does not restore"));
    assert_eq!(P::to_save(&again), text, "save → restore → save");
    let session = Session::<P>::new(state.clone());
    let _ = (P::played(state), P::mover(state), session.can_undo());
    let _ = (P::report(state), P::title(state), P::status(state));
    let _ = (
        P::last_move(state),
        session.thinking(),
        session.computer_key(),
    );
}

pub fn gen_query(rng: &mut Rng) -> String {
    const PAIRS: &[(&str, &[&str])] = &[
        ("game", &["mu-torere", "kemu", "chess", ""]),
        ("about", &["1", "0", "yes"]),
        (
            "opponent",
            &[
                "perfect", "medium", "easy", "human", "hard", "person", "god",
            ],
        ),
        ("you", &["green", "white", "red"]),
        (
            "rules",
            &[
                "standard",
                "free",
                "adjacent-enemy",
                "first-move",
                "first-two-turns",
            ],
        ),
        ("puzzle", &["1", "3", "0", "-1", "99999999999"]),
        ("lesson", &["1", "2", "9", "0"]),
        ("learn", &["mu-torere", "kemu", "go"]),
        (
            "tier",
            &[
                "beginner",
                "basic",
                "master",
                "master+auge",
                "master%2Bauge",
                "basic+auge",
            ],
        ),
        ("match", &["1", "3", "5", "7", "10", "2", "256"]),
        ("record", &["bk", "bkBC", "mw!CA", "", "zz"]),
        ("aids", &["1", "0"]),
        ("embed", &["1", "0"]),
        ("lang", &["en", "mi", "fr"]),
        ("view", &["projector", "board"]),
        ("theme", &["light", "dark", "contrast", "pink"]),
    ];
    let n = rng.below(6);
    let mut pairs = Vec::new();
    for _ in 0..n {
        let (k, vs) = rng.pick(PAIRS);
        let v = rng.pick(vs);
        pairs.push(if rng.one_in(10) {
            k.to_string()
        } else {
            format!("{k}={v}")
        });
    }
    let q = pairs.join("&");
    if rng.one_in(5) {
        q
    } else {
        format!("?{q}")
    }
}

pub fn embed_query(text: &str) -> bool {
    match check_query(text) {
        Some(q) => {
            assert_eq!(q, text);
            assert!(q.starts_with('?') && q.len() <= 2000 && q.is_ascii());
            assert!(q == "?" || route::parse(q).page != Page::Home);
            assert_eq!(check_query(q), Some(q));
            true
        }
        None => false,
    }
}

pub fn gen_embed_query(rng: &mut Rng) -> String {
    let q = gen_query(rng);
    if q.starts_with('?') || rng.one_in(4) {
        q
    } else {
        format!("?{q}")
    }
}

// ---------------------------------------------------------------------------------------
// Saves.

fn kemu_controller(rng: &mut Rng) -> Controller {
    *rng.pick(&Controller::ALL)
}

pub fn kemu_save(text: &str) -> bool {
    match KemuSave::from_text(text) {
        Some(save) => {
            let printed = save.to_text();
            let again = KemuSave::from_text(&printed)
                .unwrap_or_else(|| panic!("the printed save {printed:?} does not read"));
            assert_eq!(again, save, "save round trip through {printed:?}");
            assert_eq!(again.to_text(), printed);
            if let Some(state) = Kemu::from_save(text) {
                check_state::<Kemu>(&state);
            }
            true
        }
        None => {
            assert!(Kemu::from_save(text).is_none());
            false
        }
    }
}

/// A random game played to its end from `game`'s start (or stopped early).
fn play_randomly(rng: &mut Rng, game: &mut kemu::Game, to_the_end: bool) {
    let stop = if to_the_end { 200 } else { rng.below(60) };
    play_moves(rng, game, stop);
}

/// Up to `stop` random legal moves (fewer when the game ends).
pub(super) fn play_moves(rng: &mut Rng, game: &mut kemu::Game, stop: usize) {
    for _ in 0..stop {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = *rng.pick(&moves);
        game.play(mv).expect("a legal move plays");
    }
}

pub fn gen_kemu_save(rng: &mut Rng) -> String {
    let setup = Setup {
        rules: kemu_rules(rng),
        length: *rng.pick(&MatchLength::ALL),
        matau: kemu_controller(rng),
        manaia: kemu_controller(rng),
        first_player_a: *rng.pick(&Tribe::ALL),
    };
    let (games, current) = if rng.one_in(4) {
        // Games of any kind, which need not make a match.
        let games = (0..rng.below(3)).map(|_| random_kemu_game(rng)).collect();
        (games, random_kemu_game(rng))
    } else {
        // A match as the page saves it: finished games that belong, then the next one.
        let mut m = Match::new(setup.rules, setup.length, setup.first_player_a);
        let mut games = Vec::new();
        for _ in 0..rng.below(4) {
            if m.winner().is_some() {
                break;
            }
            let mut g = m.next_game();
            play_randomly(rng, &mut g, true);
            if m.record(&g).is_err() {
                break;
            }
            games.push(g);
        }
        let mut current = m.next_game();
        let to_the_end = rng.one_in(4);
        play_randomly(rng, &mut current, to_the_end);
        (games, current)
    };
    let save = KemuSave {
        setup,
        games,
        current,
        undo_used: rng.one_in(2),
        names: !rng.one_in(3),
    };
    save.to_text()
}

pub fn mu_save(text: &str) -> bool {
    match MuSave::from_text(text) {
        Some(save) => {
            let printed = save.to_text();
            let again = MuSave::from_text(&printed)
                .unwrap_or_else(|| panic!("the printed save {printed:?} does not read"));
            assert_eq!(again, save, "save round trip through {printed:?}");
            assert_eq!(again.to_text(), printed);
            let state = MuTorere::from_save(text).expect("a save that reads restores");
            check_state::<MuTorere>(&state);
            true
        }
        None => {
            assert!(MuTorere::from_save(text).is_none());
            false
        }
    }
}

pub fn gen_mu_save(rng: &mut Rng) -> String {
    let opponent = match rng.below(4) {
        0 => MuOpponent::Human,
        _ => MuOpponent::Computer(*rng.pick(&MuLevel::ALL)),
    };
    let save = MuSave {
        opponent,
        you: *rng.pick(&Side::ALL),
        game: random_mu_game(rng),
        names: rng.below(2) == 0,
    };
    save.to_text()
}

// ---------------------------------------------------------------------------------------
// The engine worker's messages.

pub fn engine_message(text: &str) -> bool {
    let mut read = false;
    if let Ok(q) = Question::decode(text) {
        let printed = q.encode();
        assert_eq!(Question::decode(&printed), Ok(q), "through {printed:?}");
        read = true;
    }
    if let Ok(r) = Reply::<kemu::Move>::decode(text) {
        let printed = r.encode();
        assert_eq!(
            Reply::<kemu::Move>::decode(&printed),
            Ok(r),
            "through {printed:?}"
        );
        read = true;
    }
    read
}

/// A move request for the Kemu worker: a level (mostly one of Kemu's), a time, a seed
/// and a game.
pub fn gen_move_request(rng: &mut Rng) -> MoveRequest {
    let record = if rng.one_in(4) {
        "bk".to_string()
    } else {
        random_kemu_game(rng).to_compact()
    };
    MoveRequest {
        record,
        level: rng.below(KemuLevel::ALL.len() + 1) as u8,
        ms: rng.next_u64() as u32 >> rng.below(32),
        seed: rng.next_u64() >> rng.below(64),
    }
}

/// A value request: a depth (mostly in range) and a game.
pub fn gen_value_request(rng: &mut Rng) -> ValueRequest {
    ValueRequest {
        depth: rng.below(10) as u32,
        record: random_kemu_game(rng).to_compact(),
    }
}

pub fn gen_engine_message(rng: &mut Rng) -> String {
    let id = rng.next_u64() as u32 >> rng.below(32);
    match rng.below(7) {
        0 => Question::Think {
            id,
            request: gen_move_request(rng),
        }
        .encode(),
        5 => Question::Evaluate {
            id,
            request: gen_value_request(rng),
        }
        .encode(),
        6 => Reply::<kemu::Move>::Answer {
            id,
            answer: Ok(Answer::Value(rng.next_u64() as i32 >> rng.below(32))),
        }
        .encode(),
        1 => Question::Cancel { id }.encode(),
        2 => Reply::<kemu::Move>::Ready.encode(),
        3 => {
            let h = Hollow::new(rng.below(57)).unwrap();
            format!("move {id} {h}")
        }
        _ => Reply::<kemu::Move>::Answer {
            id,
            answer: Err(*rng.pick(&EngineFailure::ALL)),
        }
        .encode(),
    }
}

/// What the Kemu worker reads of a question: the question, then its game's record.
pub fn engine_request(text: &str) -> bool {
    let record = match Question::decode(text) {
        Ok(Question::Think { request, .. }) => request.record,
        Ok(Question::Evaluate { request, .. }) => request.record,
        Ok(Question::Cancel { .. }) | Err(_) => return false,
    };
    // The engine itself is not run here.
    kemu_compact(&record);
    true
}

pub fn gen_engine_request(rng: &mut Rng) -> String {
    let id = rng.next_u64() as u32 >> rng.below(32);
    if rng.one_in(3) {
        Question::Evaluate {
            id,
            request: gen_value_request(rng),
        }
        .encode()
    } else {
        Question::Think {
            id,
            request: gen_move_request(rng),
        }
        .encode()
    }
}
