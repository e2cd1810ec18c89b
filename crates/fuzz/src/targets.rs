//! The fuzz targets: one for each entry point that reads outside text. A target's `check`
//! runs the parser on any text and panics on a failure: a panic inside the parser, or a
//! round trip that is not the identity (parse → print → parse gives the same value, and
//! printing it again gives the same text). It returns whether the parser accepted the
//! text, so a run can say how many inputs reached the round trip.
//!
//! A target's `generate` writes a valid input from random legal play (records, saves) or
//! from the format's vocabulary, which the runner then mutates.

use crate::rng::Rng;
use papa_takaro::embed::check_query;
use papa_takaro::engine::{EngineFailure, Question, Reply};
use papa_takaro::kemu::play::Kemu;
use papa_takaro::kemu::setup::{Controller, Setup};
use papa_takaro::kemu::worker::EngineRequest;
use papa_takaro::mu::play::MuTorere;
use papa_takaro::mu::state::MuOpponent;
use papa_takaro::play::Playable;
use papa_takaro::route::{self, Page};
use papa_takaro::saves::kemu::KemuSave;
use papa_takaro::saves::mu::MuSave;
use takaro::kemu_engine::Level as KemuLevel;
use takaro::mu_torere::Level as MuLevel;
use takaro_core::kemu::{
    self, Direction, Field, Hollow, Match, MatchLength, RecordError, Rules, Tier, Tribe,
};
use takaro_core::mu_torere::{self, Position, RuleSet, Side, POINTS};

/// One fuzz target.
pub struct Target {
    pub name: &'static str,
    /// The entry points it covers.
    pub covers: &'static str,
    /// Runs the entry points on `text`; panics on a failure; true if the text was read.
    pub check: fn(&str) -> bool,
    /// A valid input (or one close to valid) for the runner to mutate.
    pub generate: fn(&mut Rng) -> String,
    /// Tokens of the format, inserted by mutations.
    pub dictionary: &'static [&'static str],
}

/// Every target, in the order a run takes them.
pub const TARGETS: &[Target] = &[
    Target {
        name: "kemu-record",
        covers: "kemu::Game::from_record, Display (the text record), to_compact",
        check: kemu_record,
        generate: gen_kemu_record,
        dictionary: KEMU_RECORD_WORDS,
    },
    Target {
        name: "kemu-compact",
        covers: "kemu::Game::from_compact, to_compact, Display",
        check: kemu_compact,
        generate: gen_kemu_compact,
        dictionary: KEMU_COMPACT_WORDS,
    },
    Target {
        name: "kemu-names",
        covers: "kemu Move, Hollow, Field, Rules, Tier, Tribe: FromStr and Display",
        check: kemu_names,
        generate: gen_kemu_name,
        dictionary: KEMU_RECORD_WORDS,
    },
    Target {
        name: "mu-position",
        covers: "mu_torere::Position FromStr and Display (g/.ggggwwww)",
        check: mu_position,
        generate: gen_mu_position,
        dictionary: &["g", "w", ".", "/", "g/", "w/", "gggg", "wwww", " "],
    },
    Target {
        name: "mu-record",
        covers: "mu_torere::Game::from_record, from_record_with (every rule set), record",
        check: mu_record,
        generate: gen_mu_record,
        dictionary: &["0", "1", "4", "5", "8", "9", " ", ",", "+4", "04", "\t"],
    },
    Target {
        name: "route",
        covers: "route::parse (URL presets), with_param, keeping_settings; the games the presets open (new_game, a shared Kemu record)",
        check: route_query,
        generate: gen_query,
        dictionary: QUERY_WORDS,
    },
    Target {
        name: "embed-query",
        covers: "embed::check_query (the query of an embedding page's open message)",
        check: embed_query,
        generate: gen_embed_query,
        dictionary: QUERY_WORDS,
    },
    Target {
        name: "kemu-save",
        covers: "saves::kemu::KemuSave::from_text, to_text; the page's restore (Kemu::from_save, to_save)",
        check: kemu_save,
        generate: gen_kemu_save,
        dictionary: KEMU_SAVE_WORDS,
    },
    Target {
        name: "mu-save",
        covers: "saves::mu::MuSave::from_text, to_text; the page's restore (MuTorere::from_save, to_save)",
        check: mu_save,
        generate: gen_mu_save,
        dictionary: MU_SAVE_WORDS,
    },
    Target {
        name: "engine-message",
        covers: "engine::Question and engine::Reply: from_message, to_message",
        check: engine_message,
        generate: gen_engine_message,
        dictionary: ENGINE_WORDS,
    },
    Target {
        name: "engine-request",
        covers: "kemu::worker::EngineRequest::from_message, to_message; its record read as the worker reads it",
        check: engine_request,
        generate: gen_engine_request,
        dictionary: ENGINE_WORDS,
    },
];

/// The target of that name.
pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

// ---------------------------------------------------------------------------------------
// Dictionaries.

const KEMU_RECORD_WORDS: &[&str] = &[
    "beginner",
    "basic",
    "master",
    "master+auge",
    "+auge",
    "auge",
    "a=matau",
    "a=manaia",
    "a=",
    "prev=",
    "prev=f6",
    "pass",
    "T",
    "t",
    ">",
    ">n",
    ">e",
    ">s",
    ">w",
    "Tf5>n",
    "tb2>e",
    "f6",
    "e5",
    "c1",
    "k11",
    "a1",
    "b2",
    "j10",
    "k",
    "11",
    " ",
    "\n",
    "\t",
];

const KEMU_COMPACT_WORDS: &[&str] = &[
    "e", "b", "m", "a", "k", "w", "!", "~", ".", "bk", "aw", "!C", "~An", "~4s", "A", "4", "5",
    "z", " ", "n", "e", "s", "w",
];

const QUERY_WORDS: &[&str] = &[
    "?",
    "&",
    "=",
    "game=",
    "game=mu-torere",
    "game=kemu",
    "about=1",
    "about=0",
    "opponent=",
    "opponent=perfect",
    "opponent=human",
    "opponent=hard",
    "you=white",
    "you=green",
    "rules=free",
    "rules=first-two-turns",
    "puzzle=",
    "puzzle=3",
    "lesson=",
    "lesson=2",
    "learn=kemu",
    "learn=mu-torere",
    "tier=master+auge",
    "tier=master%2Bauge",
    "tier=basic",
    "match=5",
    "match=",
    "record=",
    "record=bk",
    "aids=1",
    "embed=1",
    "lang=mi",
    "lang=en",
    "view=projector",
    "theme=dark",
    "theme=contrast",
    "%",
    "%2B",
    "%26",
    "%3D",
    "%3F",
    "%C4%81",
    "%FF",
    "+",
    "#",
    "?game=kemu",
];

const KEMU_SAVE_WORDS: &[&str] = &[
    "setup ",
    "game ",
    "current ",
    "basic",
    "master+auge",
    "beginner",
    "person",
    "human",
    "easy",
    "medium",
    "hard",
    "matau",
    "manaia",
    " 0",
    " 1",
    "\n",
    "\r\n",
    "1",
    "3",
    "5",
    "7",
    "10",
    "bk",
    "aw",
    "!C",
];

const MU_SAVE_WORDS: &[&str] = &[
    "|",
    "human",
    "easy",
    "medium",
    "perfect",
    "green",
    "white",
    "standard",
    "free",
    "adjacent-enemy",
    "first-move",
    "first-two-turns",
    "4",
    "5",
    "0",
    " ",
];

const ENGINE_WORDS: &[&str] = &[
    "ready",
    "move ",
    "error ",
    "think ",
    "cancel ",
    "easy",
    "medium",
    "hard",
    " ",
    "game-over",
    "bad-record",
    "bad-request",
    "bad-reply",
    "could-not-start",
    "bk",
    "mwf",
    "0",
    "4294967295",
    "18446744073709551615",
];

// ---------------------------------------------------------------------------------------
// Moeraki Kemu records.

fn kemu_rules(rng: &mut Rng) -> Rules {
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
    for _ in 0..stop {
        let moves = game.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = *rng.pick(&moves);
        game.play(mv).expect("a legal move plays");
    }
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

/// `parse(print(v)) == v` and printing is stable.
fn round_trip<T>(value: &T)
where
    T: std::str::FromStr + std::fmt::Display + PartialEq + std::fmt::Debug,
    T::Err: std::fmt::Debug,
{
    let printed = value.to_string();
    let again: T = printed
        .parse()
        .unwrap_or_else(|e| panic!("{printed:?} (printed from {value:?}) does not read: {e:?}"));
    assert_eq!(&again, value, "round trip through {printed:?}");
    assert_eq!(again.to_string(), printed);
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

// ---------------------------------------------------------------------------------------
// Mū tōrere.

pub fn mu_position(text: &str) -> bool {
    match text.parse::<Position>() {
        Ok(p) => {
            round_trip(&p);
            assert_eq!(p.to_string().len(), 2 + POINTS);
            true
        }
        Err(e) => {
            let _ = e.to_string();
            false
        }
    }
}

/// A game of random legal moves under a random rule set.
pub fn random_mu_game(rng: &mut Rng) -> mu_torere::Game {
    let rules = *rng.pick(&RuleSet::ALL);
    let mut game = mu_torere::Game::with_rules(rules);
    let stop = rng.below(60);
    for _ in 0..stop {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = *rng.pick(&moves);
        game.play(mv.from).expect("a legal move plays");
    }
    game
}

pub fn gen_mu_position(rng: &mut Rng) -> String {
    if rng.one_in(2) {
        return random_mu_game(rng).position().to_string();
    }
    // Any arrangement of counters, not only reachable ones.
    let mut cells: Vec<char> = "ggggwwww.".chars().collect();
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i + 1));
    }
    let side = rng.pick(&['g', 'w']);
    format!("{side}/{}", cells.into_iter().collect::<String>())
}

pub fn mu_record(text: &str) -> bool {
    let mut read = false;
    for rules in RuleSet::ALL {
        match mu_torere::Game::from_record_with(rules, text) {
            Ok(game) => {
                let record = game.record();
                let again = mu_torere::Game::from_record_with(rules, &record)
                    .unwrap_or_else(|e| panic!("the printed record {record:?} does not read: {e}"));
                assert_eq!(again, game, "record round trip through {record:?}");
                assert_eq!(again.record(), record);
                read = true;
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
    let standard = mu_torere::Game::from_record(text).ok();
    assert_eq!(
        standard,
        mu_torere::Game::from_record_with(RuleSet::Standard, text).ok()
    );
    read
}

pub fn gen_mu_record(rng: &mut Rng) -> String {
    let record = random_mu_game(rng).record();
    match rng.below(6) {
        0 => record.replace(' ', ","),
        1 => record.replace(' ', ", "),
        _ => record,
    }
}

// ---------------------------------------------------------------------------------------
// URL presets and the embedding page's open message.

/// The pairs of a query as `with_param` sees them: raw, not empty.
fn raw_pairs(query: &str) -> Vec<&str> {
    query
        .strip_prefix('?')
        .unwrap_or(query)
        .split('&')
        .filter(|p| !p.is_empty())
        .collect()
}

const PAGES: [Page; 8] = [
    Page::Home,
    Page::MuTorere,
    Page::MuTorereAbout,
    Page::MuTrainer,
    Page::MuLessons,
    Page::Kemu,
    Page::KemuAbout,
    Page::KemuLessons,
];

pub fn route_query(text: &str) -> bool {
    let r = route::parse(text);
    if !text.starts_with('?') {
        assert_eq!(
            route::parse(&format!("?{text}")),
            r,
            "a leading '?' is optional"
        );
    }
    // with_param: the other pairs keep their order and text; the new pair comes last and
    // is what the page reads.
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
        let kept: Vec<&str> = raw_pairs(text)
            .into_iter()
            .filter(|p| p.split('=').next() != Some(key))
            .collect();
        let mut expected = kept.clone();
        let pair = value.map(|v| format!("{key}={v}"));
        if let Some(pair) = &pair {
            expected.push(pair);
        }
        assert_eq!(
            raw_pairs(&out),
            expected,
            "with_param({text:?}, {key:?}, {value:?})"
        );
        let now = route::parse(&out);
        match (key, value) {
            ("lang", Some(_)) => assert_eq!(now.lang.map(|l| l.code()), Some("mi")),
            ("theme", Some(_)) => assert_eq!(now.theme, Some("dark")),
            ("view", Some(_)) => assert!(now.projector),
            ("embed", Some(_)) => assert!(now.embed),
            _ => {}
        }
    }
    // keeping_settings: a link to another page keeps that page.
    for page in PAGES {
        let link = route::keeping_settings(page.query(), text);
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
    let kemu = Kemu::new_game(&r.kemu);
    assert!(
        Kemu::fits(&kemu, &r.kemu),
        "a new game fits its own presets"
    );
    check_state::<Kemu>(&kemu);
    check_state::<MuTorere>(&MuTorere::new_game(&r.mu));
    if let Some(Ok(shared)) = Kemu::shared(&r.kemu) {
        check_state::<Kemu>(&shared);
    }
    if let Some(Ok(shared)) = MuTorere::shared(&r.mu) {
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
    let _ = (P::played(state), P::is_over(state), P::can_undo(state));
    let _ = (P::report(state), P::title(state), P::status(state));
    let _ = (P::notice(state), P::last_move(state), P::thinking(state));
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
    };
    save.to_text()
}

// ---------------------------------------------------------------------------------------
// The engine worker's messages.

pub fn engine_message(text: &str) -> bool {
    let mut read = false;
    if let Some(q) = Question::from_message(text) {
        let printed = q.to_message();
        assert_eq!(
            Question::from_message(&printed),
            Some(q),
            "through {printed:?}"
        );
        read = true;
    }
    if let Some(r) = Reply::from_message(text) {
        let printed = r.to_message();
        assert_eq!(
            Reply::from_message(&printed),
            Some(r),
            "through {printed:?}"
        );
        read = true;
    }
    read
}

pub fn gen_engine_request_text(rng: &mut Rng) -> String {
    let record = if rng.one_in(4) {
        "bk".to_string()
    } else {
        random_kemu_game(rng).to_compact()
    };
    EngineRequest {
        record,
        level: *rng.pick(&KemuLevel::ALL),
        ms: rng.next_u64() as u32 >> rng.below(32),
        seed: rng.next_u64() >> rng.below(64),
    }
    .to_message()
}

pub fn gen_engine_message(rng: &mut Rng) -> String {
    let id = rng.next_u64() as u32 >> rng.below(32);
    match rng.below(5) {
        0 => format!("think {id} {}", gen_engine_request_text(rng)),
        1 => Question::Cancel { id }.to_message(),
        2 => Reply::Ready.to_message(),
        3 => {
            let h = Hollow::new(rng.below(57)).unwrap();
            format!("move {id} {h}")
        }
        _ => Reply::Answer {
            id,
            answer: Err(*rng.pick(&EngineFailure::ALL)),
        }
        .to_message(),
    }
}

pub fn engine_request(text: &str) -> bool {
    match EngineRequest::from_message(text) {
        Some(req) => {
            let printed = req.to_message();
            assert_eq!(
                EngineRequest::from_message(&printed).as_ref(),
                Some(&req),
                "through {printed:?}"
            );
            // The worker then reads the record (the engine itself is not run here).
            kemu_compact(&req.record);
            true
        }
        None => false,
    }
}

pub fn gen_engine_request(rng: &mut Rng) -> String {
    gen_engine_request_text(rng)
}
