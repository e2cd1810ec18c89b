//! Moeraki Kemu in the embed builder (`crate::embed_builder`, which
//! `crate::pages::EmbedOptions` hands its options; the registry's `Game::embeds` lists the
//! kinds of embed it offers): its options (the tier, the match's length and the opponent),
//! their controls, its lessons to choose from, and what they add to the embedded page's
//! address.

use crate::embed_builder::{lesson_options, on_change, select, typed_in, TextError};
use crate::games::EmbedKind;
use crate::kemu::lessons::KemuLessons;
use crate::kemu::words::{length_label, level_label, tier_label};
use crate::route::Query;
use crate::t;
use takaro::core::kemu::{Game, MatchLength, Rules, Tier};
use takaro::kemu_engine::Level;
use yew::prelude::*;

/// Its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The tier (`Rules`' words).
    pub tier: String,
    /// The match's length: the points to win.
    pub length: String,
    /// The opponent: `human` or a computer's level.
    pub opponent: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            tier: "basic".into(),
            length: "1".into(),
            opponent: "human".into(),
        }
    }
}

/// The lessons.
pub fn numbers(kind: EmbedKind) -> Vec<(String, String)> {
    match kind {
        EmbedKind::Lesson => lesson_options::<KemuLessons>(),
        _ => Vec::new(),
    }
}

/// The game's tier, match length and opponent.
pub fn controls(kind: EmbedKind, options: &Options, on: Callback<Options>) -> Html {
    if kind != EmbedKind::Play {
        return html! {};
    }
    let change = |apply: fn(&mut Options, String)| on_change(options, &on, apply);
    html! { <>
        { select("embed-kemu-tier", t::kemu_setting_tier(),
            Tier::ALL.into_iter().map(|t| (Rules::new(t).to_string(), tier_label(t).to_string())).collect(),
            &options.tier, change(|o, v| o.tier = v)) }
        { select("embed-kemu-match", t::kemu_setting_length(),
            MatchLength::ALL.iter().map(|m| (m.target().to_string(), length_label(*m))).collect(),
            &options.length, change(|o, v| o.length = v)) }
        { select("embed-kemu-opponent", t::mu_opponent_label(),
            std::iter::once(("human".to_string(), t::mu_opponent_human().to_string()))
                .chain([Level::Easy, Level::Medium, Level::Hard].into_iter().map(|l| (l.to_string(), level_label(l))))
                .collect(),
            &options.opponent, change(|o, v| o.opponent = v)) }
    </> }
}

/// What the game and a record add to the address: the tier, the match's length and the
/// opponent (when a computer); the record typed in (or a link's), as the rules core
/// writes it.
pub fn query(
    kind: EmbedKind,
    options: &Options,
    text: &str,
    query: Query,
) -> Result<Query, TextError> {
    Ok(match kind {
        EmbedKind::Play => {
            let query = query
                .with("tier", Some(&options.tier))
                .with("match", Some(&options.length));
            if options.opponent != "human" {
                query.with("opponent", Some(&options.opponent))
            } else {
                query
            }
        }
        EmbedKind::Record => {
            let typed = typed_in(text, "record")?;
            let game = Game::from_compact(&typed).map_err(|e| TextError::Record(e.to_string()))?;
            query.with("record", Some(&game.to_compact()))
        }
        _ => query,
    })
}
