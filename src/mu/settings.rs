//! The Mū tōrere settings for a new game: the opponent, your side and the rule set, and
//! the links to learn. A choice takes effect with "Start a new game".

use super::state::{rules_name, rules_says, MuAction, MuOpponent, MuState};
use crate::new_game::{new_game_button, NewGame};
use crate::t;
use takaro::core::mu_torere::{RuleSet, Side};
use takaro::mu_torere::Level;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MuSettingsProps {
    /// The game on the screen (its settings are the starting choice).
    pub opponent: MuOpponent,
    pub you: Side,
    pub rules: RuleSet,
    /// Moves have been played and the game is not over ("Start" asks first).
    pub in_progress: bool,
    pub act: Callback<MuAction>,
}

/// The value a select was changed to, read as `T`.
fn chosen<T: std::str::FromStr + 'static>(set: impl Fn(T) + 'static) -> Callback<Event> {
    Callback::from(move |e: Event| {
        if let Ok(value) = e
            .target_unchecked_into::<HtmlSelectElement>()
            .value()
            .parse()
        {
            set(value);
        }
    })
}

#[function_component(MuSettings)]
pub fn mu_settings(props: &MuSettingsProps) -> Html {
    let here = crate::route::use_address();
    let opponent = use_state(|| props.opponent);
    let you = use_state(|| props.you);
    let rules = use_state(|| props.rules);
    let asking = use_state(|| false);
    let changed = *opponent != props.opponent || *you != props.you || *rules != props.rules;
    let on_new = {
        let (act, opponent, you, rules) = (props.act.clone(), *opponent, *you, *rules);
        Callback::from(move |()| {
            act.emit(MuAction::NewGame {
                opponent,
                you,
                rules,
            })
        })
    };
    let opponent_option = |o: MuOpponent, label: &'static str| {
        html! { <option value={o.to_string()} selected={*opponent == o}>{ label }</option> }
    };
    let rules_option = |r: RuleSet| {
        html! { <option value={r.to_string()} selected={*rules == r}>{ rules_name(r) }</option> }
    };
    let learn_links = crate::i18n::rich(
        &t::mu_learn(t::MuLearn {
            lessons: crate::i18n::SLOTS[0],
            trainer: crate::i18n::SLOTS[1],
        }),
        &[
            html! { <a href={crate::view::link_to_play(&here, "?learn=mu-torere")}>{ t::mu_learn_lessons() }</a> },
            html! { <a href={crate::view::link_to_play(&here, &format!("?game=mu-torere&puzzle=1&rules={}", props.rules))}>{ t::mu_learn_trainer() }</a> },
        ],
    );
    html! { <>
        <fieldset class="settings">
            <legend>{ t::mu_new_game() }</legend>
            <label>{ t::mu_opponent() }
                <select onchange={chosen({ let s = opponent.setter(); move |o| s.set(o) })} aria-label={t::mu_opponent_label()}>
                    { opponent_option(MuOpponent::Human, t::mu_opponent_human()) }
                    { opponent_option(MuOpponent::Computer(Level::Easy), t::mu_opponent_easy()) }
                    { opponent_option(MuOpponent::Computer(Level::Medium), t::mu_opponent_medium()) }
                    { opponent_option(MuOpponent::Computer(Level::Perfect), t::mu_opponent_perfect()) }
                </select>
            </label>
            <label>{ t::mu_you_play() }
                <select onchange={chosen({ let s = you.setter(); move |y| s.set(y) })} aria-label={t::mu_you_label()}>
                    <option value={Side::Green.to_string()} selected={*you == Side::Green}>{ t::mu_you_green() }</option>
                    <option value={Side::White.to_string()} selected={*you == Side::White}>{ t::mu_you_white() }</option>
                </select>
            </label>
            <label>{ t::mu_rules() }
                <select onchange={chosen({ let s = rules.setter(); move |r| s.set(r) })} aria-label={t::mu_rules_label()}>
                    { for RuleSet::ALL.into_iter().map(rules_option) }
                </select>
            </label>
            <p class="rules-note">{ t::mu_rules_note(t::MuRulesNote { rules: rules_name(*rules), description: rules_says(*rules) }) }</p>
            { new_game_button(NewGame { label: t::mu_start(), in_progress: props.in_progress, attention: changed, asking, on_start: on_new }) }
        </fieldset>
        <p class="learn-links">{ learn_links }</p>
        <p class="learn-links"><a href={here.link_to(&class_link(props.rules))} data-testid="teach-a-class">{ t::home_teach_class() }</a></p>
    </> }
}

impl MuSettingsProps {
    /// The settings of the game on the screen.
    pub fn of(state: &MuState, act: &Callback<MuAction>) -> MuSettingsProps {
        MuSettingsProps {
            opponent: state.opponent,
            you: state.you,
            rules: state.rules,
            in_progress: !state.game.moves().is_empty() && !state.game.outcome().is_over(),
            act: act.clone(),
        }
    }
}

/// "Teach a class" with this game and rule set chosen (`?class=new&game=mu-torere&rules=…`).
fn class_link(rules: RuleSet) -> String {
    crate::route::Query::parse("class=new&game=mu-torere")
        .with("rules", Some(&rules.to_string()))
        .to_link()
}
