//! The Moeraki Kemu settings for a new match: the tier, the length, who plays each
//! tribe and who is Player A of the first game, and the link to the lessons. A choice
//! takes effect with "Start a new match".

use super::setup::{Controller, Setup};
use super::state::KemuAction;
use super::words::{length_label, level_label, tier_label};
use crate::new_game::{new_game_button, NewGame};
use crate::t;
use takaro::core::kemu::{MatchLength, Rules, Tier, Tribe};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct KemuSettingsProps {
    /// The match on the screen (its settings are the starting choice).
    pub setup: Setup,
    /// A match is in progress: moves played, no winner yet ("Start" asks first).
    #[prop_or_default]
    pub in_progress: bool,
    pub act: Callback<KemuAction>,
}

/// One labelled select: `options` as (value, label), and how a value changes the setup.
fn select(
    chosen: &UseStateHandle<Setup>,
    name: String,
    options: Vec<(String, String)>,
    current: String,
    apply: fn(&mut Setup, &str),
) -> Html {
    let chosen = chosen.clone();
    let onchange = Callback::from(move |e: Event| {
        let mut setup = *chosen;
        apply(
            &mut setup,
            &e.target_unchecked_into::<HtmlSelectElement>().value(),
        );
        chosen.set(setup);
    });
    let options = options.into_iter().map(|(value, label)| {
        let selected = value == current;
        html! { <option {value} {selected}>{ label }</option> }
    });
    html! {
        <label>{ format!("{name} ") }<select aria-label={name} {onchange}>{ for options }</select></label>
    }
}

/// Who can play a tribe, as (value, label).
fn controllers() -> Vec<(String, String)> {
    Controller::ALL
        .into_iter()
        .map(|c| {
            let label = match c {
                Controller::Person => t::kemu_controller_person().to_string(),
                Controller::Computer(level) => t::kemu_controller_computer(level_label(level)),
                // Not offered here: a friend on another device is invited from the
                // "Play a friend" part.
                Controller::Remote => t::friend_who().to_string(),
            };
            (c.to_string(), label)
        })
        .collect()
}

#[function_component(KemuSettings)]
pub fn kemu_settings(props: &KemuSettingsProps) -> Html {
    let here = crate::route::use_address();
    let chosen = use_state(|| props.setup);
    let asking = use_state(|| false);
    let c = *chosen;
    let tiers = Tier::ALL
        .into_iter()
        .map(Rules::new)
        .chain([Rules::master_with_auge()])
        .map(|r| {
            let label = if r.auge {
                t::kemu_tier_master_auge()
            } else {
                tier_label(r.tier)
            };
            (r.to_string(), label.to_string())
        })
        .collect();
    let lengths = MatchLength::ALL
        .iter()
        .map(|m| (m.target().to_string(), length_label(*m)))
        .collect();
    let tribes = Tribe::ALL
        .iter()
        .map(|t| (t.code().to_string(), t.name().to_string()))
        .collect();
    let start = props.act.reform(move |()| KemuAction::NewMatch(c));
    html! { <>
        <fieldset class="settings">
            <legend>{ t::kemu_new_match() }</legend>
            { select(&chosen, t::kemu_setting_tier().to_string(), tiers, c.rules.to_string(),
                |s, v| if let Ok(r) = v.parse() { s.rules = r }) }
            { select(&chosen, t::kemu_setting_length().to_string(), lengths, c.length.target().to_string(),
                |s, v| if let Some(m) = v.parse().ok().and_then(MatchLength::from_target) { s.length = m }) }
            { select(&chosen, t::kemu_tribe_heading(t::Tribe::Matau), controllers(), c.matau.to_string(),
                |s, v| if let Ok(x) = v.parse() { s.matau = x }) }
            { select(&chosen, t::kemu_tribe_heading(t::Tribe::Manaia), controllers(), c.manaia.to_string(),
                |s, v| if let Ok(x) = v.parse() { s.manaia = x }) }
            { select(&chosen, t::kemu_setting_player_a().to_string(), tribes, c.first_player_a.code().to_string(),
                |s, v| if let Ok(t) = v.parse() { s.first_player_a = t }) }
            { new_game_button(NewGame { label: t::kemu_start_match(), in_progress: props.in_progress, attention: c != props.setup, asking, on_start: start }) }
        </fieldset>
        <p class="learn-links">{ crate::i18n::rich(
            &t::kemu_learn(crate::i18n::SLOTS[0]),
            &[html! { <a href={crate::view::link_to_play(&here, "?learn=kemu")}>{ t::kemu_learn_lessons() }</a> }],
        ) }</p>
        // A class room with this tier chosen (`?class=new&game=kemu&tier=…`).
        <p class="learn-links"><a href={here.link_to(&crate::route::Query::parse("class=new&game=kemu")
            .with("tier", Some(&c.rules.to_string())).to_link())} data-testid="teach-a-class">{ t::home_teach_class() }</a></p>
    </> }
}
