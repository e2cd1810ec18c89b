//! The fuzz targets: one for each entry point that reads outside text. A target's `check`
//! runs the parser on any text and panics on a failure: a panic inside the parser, or a
//! round trip that is not the identity (parse → print → parse gives the same value, and
//! printing it again gives the same text). It returns whether the parser accepted the
//! text, so a run can say how many inputs reached the round trip.
//!
//! A target's `generate` writes a valid input from random legal play (records, saves) or
//! from the format's vocabulary, which the runner then mutates.
//!
//! The targets of each kind are in their own file: `kemu_targets` (records and names), `mu_targets`
//! (positions and records), `page` (URL presets, the embedding page's message, saves,
//! the engine worker's messages).

use crate::rng::Rng;
use papa_takaro::embed::check_query;
use papa_takaro::engine::{Answer, EngineFailure, MoveRequest, Question, Reply, ValueRequest};
use papa_takaro::kemu::play::Kemu;
use papa_takaro::kemu::save::KemuSave;
use papa_takaro::kemu::setup::{Controller, KemuPresets, Setup};
use papa_takaro::mu::play::MuTorere;
use papa_takaro::mu::presets::MuPresets;
use papa_takaro::mu::save::MuSave;
use papa_takaro::mu::state::MuOpponent;
use papa_takaro::play::{Playable, Saving, Session};
use papa_takaro::route::{self, Page};
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
        covers: "route::parse (URL presets), with_param, keeping_settings; each game's presets from the query and the games they open (new_game, a shared Kemu record)",
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
        covers: "kemu::save::KemuSave::from_text, to_text; the page's restore (Kemu::from_save, to_save)",
        check: kemu_save,
        generate: gen_kemu_save,
        dictionary: KEMU_SAVE_WORDS,
    },
    Target {
        name: "mu-save",
        covers: "mu::save::MuSave::from_text, to_text; the page's restore (MuTorere::from_save, to_save)",
        check: mu_save,
        generate: gen_mu_save,
        dictionary: MU_SAVE_WORDS,
    },
    Target {
        name: "engine-message",
        covers: "engine::Question and engine::Reply (with Kemu's moves): decode, encode",
        check: engine_message,
        generate: gen_engine_message,
        dictionary: ENGINE_WORDS,
    },
    Target {
        name: "engine-request",
        covers: "engine::Question::decode of move and value requests; their record read as the Kemu worker reads it",
        check: engine_request,
        generate: gen_engine_request,
        dictionary: ENGINE_WORDS,
    },
    Target {
        name: "service-request",
        covers: "the game service's requests (protocol::Request::parse) judged by its referee (create, restore, claim, play) against a game of each kind",
        check: service_request,
        generate: gen_service_request,
        dictionary: SERVICE_WORDS,
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
    "1",
    "2",
    "3",
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
    "eval ",
    "value ",
    "cancel ",
    "1",
    "2",
    "3",
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

mod kemu_targets;
mod mu_targets;
mod page;
mod service;

pub use kemu_targets::*;
pub use mu_targets::*;
pub use page::*;
pub use service::*;
