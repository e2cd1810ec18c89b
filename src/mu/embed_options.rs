//! Mū tōrere in the embed builder (`crate::embed_builder`, which
//! `crate::pages::EmbedOptions` hands its options; the registry's `Game::embeds` lists the
//! kinds of embed it offers): its options (the opponent and the rule set), their controls,
//! its puzzles and lessons to choose from, and what they add to the embedded page's
//! address.

use crate::embed_builder::{lesson_options, on_change, select, typed_in, TextError};
use crate::games::EmbedKind;
use crate::mu::lessons::MuLessons;
use crate::mu::state::rules_name;
use crate::route::Query;
use crate::t;
use takaro::core::mu_torere::{Position, RuleSet};
use yew::prelude::*;

/// Its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The opponent: `human`, `easy`, `medium`, `perfect`.
    pub opponent: String,
    /// The rule set (`RuleSet`'s words).
    pub rules: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            opponent: "human".into(),
            rules: "standard".into(),
        }
    }
}

/// The trap trainer's puzzles, or the lessons.
pub fn numbers(kind: EmbedKind) -> Vec<(String, String)> {
    match kind {
        EmbedKind::Puzzle => (1..=takaro::mu_torere::puzzles(RuleSet::Standard).len())
            .map(|n| (n.to_string(), n.to_string()))
            .collect(),
        EmbedKind::Lesson => lesson_options::<MuLessons>(),
        _ => Vec::new(),
    }
}

/// The opponent (of the game and of a position) and the rule set (of the game).
pub fn controls(kind: EmbedKind, options: &Options, on: Callback<Options>) -> Html {
    if !matches!(kind, EmbedKind::Play | EmbedKind::Position) {
        return html! {};
    }
    let change = |apply: fn(&mut Options, String)| on_change(options, &on, apply);
    html! { <>
        { select("embed-mu-opponent", t::mu_opponent_label(), vec![
            ("human".into(), t::mu_opponent_human().into()),
            ("easy".into(), t::mu_opponent_easy().into()),
            ("medium".into(), t::mu_opponent_medium().into()),
            ("perfect".into(), t::mu_opponent_perfect().into()),
        ], &options.opponent, change(|o, v| o.opponent = v)) }
        if kind == EmbedKind::Play {
            { select("embed-mu-rules", t::mu_rules_label(),
                RuleSet::ALL.into_iter().map(|r| (r.to_string(), rules_name(r).to_string())).collect(),
                &options.rules, change(|o, v| o.rules = v)) }
        }
    </> }
}

/// What the game and a position add to the address: the opponent and the rule set (when
/// not the standard one); the position typed in (or a link's), as the rules core writes it.
pub fn query(
    kind: EmbedKind,
    options: &Options,
    text: &str,
    query: Query,
) -> Result<Query, TextError> {
    Ok(match kind {
        EmbedKind::Play => {
            let query = query.with("opponent", Some(&options.opponent));
            if options.rules != "standard" {
                query.with("rules", Some(&options.rules))
            } else {
                query
            }
        }
        EmbedKind::Position => {
            let typed = typed_in(text, "position")?;
            let position: Position =
                typed
                    .parse()
                    .map_err(|e: <Position as std::str::FromStr>::Err| {
                        TextError::Position(e.to_string())
                    })?;
            query
                .with("position", Some(&position.to_string()))
                .with("opponent", Some(&options.opponent))
        }
        _ => query,
    })
}
