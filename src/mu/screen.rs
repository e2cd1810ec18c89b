//! The Mū tōrere screen: board, status in words, controls. Side effects (the computer's
//! move, saving) live in effects; the reducer only calls the rules core.

use super::board::MuBoard;
use super::state::{
    describe, place, rules_name, rules_says, MuAction, MuOpponent, MuPresets, MuState,
};
use super::value_chart::ValueChart;
use crate::storage;
use crate::t;
use gloo::timers::callback::Timeout;
use takaro::core::mu_torere::{Game, Outcome, RuleSet, Side};
use takaro::mu_torere::Level;
use takaro::rng::Rng;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// How long the computer waits before answering, so the player sees its move arrive.
const COMPUTER_DELAY_MS: u32 = 450;

#[derive(Properties, PartialEq)]
pub struct MuScreenProps {
    /// Presets from the URL; when given, they start a fresh game instead of the saved one.
    pub presets: MuPresets,
    /// The projector view is on (`&view=projector`).
    pub projector: bool,
}

/// A seed for the computer's random choices among equal moves.
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// `opponent|you|record`, then `|rules` unless the rule set is `standard` (so saves
/// from before the rule sets still read).
fn save_text(s: &MuState) -> String {
    let mut text = format!("{}|{}|{}", s.opponent, s.you, s.game.record());
    if s.rules != RuleSet::Standard {
        text = format!("{text}|{}", s.rules);
    }
    text
}

fn parse_save(text: &str) -> Option<(MuOpponent, Side, Game)> {
    let mut parts = text.splitn(4, '|');
    let opponent = parts.next()?.parse().ok()?;
    let you = parts.next()?.parse().ok()?;
    let record = parts.next()?;
    let rules = match parts.next() {
        None => RuleSet::Standard,
        Some(name) => name.parse().ok()?,
    };
    let game = Game::from_record_with(rules, record).ok()?;
    Some((opponent, you, game))
}

#[function_component(MuScreen)]
pub fn mu_screen(props: &MuScreenProps) -> Html {
    let MuPresets {
        opponent: preset_opponent,
        you: preset_you,
        rules: preset_rules,
        ..
    } = props.presets;
    let initial_opponent = preset_opponent.unwrap_or(MuOpponent::Computer(Level::Perfect));
    let initial_you = preset_you.unwrap_or(Side::Green);
    let initial_rules = preset_rules.unwrap_or_default();
    let state =
        use_reducer(move || MuState::with_rules(initial_opponent, initial_you, initial_rules));
    // The move after which a finished game is shown (`None`: the end).
    let review_at = use_state(|| None::<usize>);
    {
        let review_at = review_at.clone();
        use_effect_with((state.game_id, state.game.moves().len()), move |_| {
            review_at.set(None);
        });
    }
    let chosen_opponent = use_state(|| initial_opponent);
    let chosen_you = use_state(|| initial_you);
    let chosen_rules = use_state(|| initial_rules);

    // Restore the saved game once, unless the URL asks for a different match (a reload of
    // the same link keeps the game).
    {
        let state = state.clone();
        let chosen_opponent = chosen_opponent.clone();
        let chosen_you = chosen_you.clone();
        let chosen_rules = chosen_rules.clone();
        use_effect_with((), move |_| {
            let saved = storage::load(storage::MU_KEY).and_then(|t| parse_save(&t));
            if let Some((opponent, you, game)) = saved {
                let rules = game.rules();
                let fits = preset_opponent.is_none_or(|o| o == opponent)
                    && preset_you.is_none_or(|y| y == you)
                    && preset_rules.is_none_or(|r| r == rules);
                if fits {
                    state.dispatch(MuAction::NewGame {
                        opponent,
                        you,
                        rules,
                    });
                    state.dispatch(MuAction::Restore(game));
                    chosen_opponent.set(opponent);
                    chosen_you.set(you);
                    chosen_rules.set(rules);
                }
            }
        });
    }
    // Save after every change.
    {
        let text = save_text(&state);
        use_effect_with(text, |text| storage::save(storage::MU_KEY, text));
    }
    // The computer answers after a short pause; undo or a new game cancels it.
    {
        let state = state.clone();
        let deps = (
            state.game.record(),
            state.game_id,
            state.opponent,
            state.you,
            state.rules,
        );
        use_effect_with(deps, move |_| {
            let pending = state.computer_to_move().then(|| {
                let now = (*state).clone();
                let dispatcher = state.dispatcher();
                Timeout::new(COMPUTER_DELAY_MS, move || {
                    let mut rng = Rng::new(random_seed());
                    if let Some(mv) = now.computer_move(&mut rng) {
                        dispatcher.dispatch(MuAction::ComputerPlays(mv));
                    }
                })
            });
            move || drop(pending)
        });
    }

    // A page that frames the game hears about every change of the board.
    crate::embed::use_report(
        "mu-torere",
        state.game_id,
        state.game.moves().len(),
        state.game.position().to_string(),
        AttrValue::from(state.game.outcome().code()),
    );
    // The computer's reply (or, at one screen, every move) is read out in words.
    let mover = state.game.position().to_move().other();
    // The last move in words, also shown in large text in the projector view.
    let recent = state
        .last_move()
        .map(|(from, to)| crate::announcer::mu_move(mover, from, to));
    let announcement = recent
        .clone()
        .filter(|_| state.opponent == MuOpponent::Human || mover != state.you)
        .unwrap_or_default();

    let on_play = {
        let state = state.clone();
        Callback::from(move |p| state.dispatch(MuAction::Play(p)))
    };
    let on_undo = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(MuAction::Undo))
    };
    let on_new = {
        let state = state.clone();
        let opponent = *chosen_opponent;
        let you = *chosen_you;
        let rules = *chosen_rules;
        Callback::from(move |_: MouseEvent| {
            state.dispatch(MuAction::NewGame {
                opponent,
                you,
                rules,
            })
        })
    };
    let on_rules = {
        let chosen_rules = chosen_rules.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(r) = select.value().parse::<RuleSet>() {
                chosen_rules.set(r);
            }
        })
    };
    let on_hints = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(MuAction::ToggleHints))
    };
    let on_opponent = {
        let chosen_opponent = chosen_opponent.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(o) = select.value().parse::<MuOpponent>() {
                chosen_opponent.set(o);
            }
        })
    };
    let on_you = {
        let chosen_you = chosen_you.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(side) = select.value().parse::<Side>() {
                chosen_you.set(side);
            }
        })
    };

    let hints: Vec<_> = state
        .hints()
        .into_iter()
        .map(|(p, v)| (p, describe(v)))
        .collect();
    let hint_list = hints
        .iter()
        .map(|(p, text)| html! { <li>{ t::mu_hint_line(place(*p), text) }</li> });
    let can_undo = !state.game.moves().is_empty();
    let opponent_option = |o: MuOpponent, label: &'static str| {
        html! { <option value={o.to_string()} selected={*chosen_opponent == o}>{ label }</option> }
    };
    let settings_changed = *chosen_opponent != state.opponent
        || *chosen_you != state.you
        || *chosen_rules != state.rules;
    let rules_option = |r: RuleSet| {
        html! { <option value={r.to_string()} selected={*chosen_rules == r}>{ rules_name(r) }</option> }
    };
    let moves_text = if state.game.moves().is_empty() {
        t::mu_moves_none().to_string()
    } else {
        state.game.record()
    };

    // A finished game can be stepped through; the core kept every position.
    let over = state.game.outcome() != Outcome::Ongoing;
    let played = state.game.moves().len();
    let shown = review_at.filter(|_| over).map_or(played, |k| k.min(played));
    let on_step = {
        let review_at = review_at.clone();
        Callback::from(move |to: usize| review_at.set((to < played).then_some(to)))
    };
    let board = if shown < played {
        let positions = state.game.positions();
        // The move that led here: its counter's point and the point it moved to.
        let last_move = shown
            .checked_sub(1)
            .and_then(|k| Some((state.game.moves().get(k)?.from, positions.get(k)?.empty())));
        html! {
            <MuBoard position={positions[shown]}
                     outcome={AttrValue::from(Outcome::Ongoing.code())}
                     movable={Vec::new()}
                     {last_move}
                     hints={Vec::new()}
                     on_play={Callback::noop()} />
        }
    } else {
        html! {
            <MuBoard position={*state.game.position()}
                     outcome={AttrValue::from(state.game.outcome().code())}
                     movable={state.movable()}
                     last_move={state.last_move()}
                     hints={hints.clone()}
                     {on_play} />
        }
    };

    let learn_links = crate::i18n::rich(
        &t::mu_learn(crate::i18n::SLOTS[0], crate::i18n::SLOTS[1]),
        &[
            html! { <a href={crate::route::link_to("?learn=mu-torere")}>{ t::mu_learn_lessons() }</a> },
            html! { <a href={crate::route::link_to(&format!("?game=mu-torere&puzzle=1&rules={}", state.rules))}>{ t::mu_learn_trainer() }</a> },
        ],
    );

    html! {
        <section class="game-screen mu-screen" aria-labelledby="mu-title">
            <h1 id="mu-title">{ t::mu_title() }</h1>
            <div class="play-area">
                <div class="board-wrap">
                    { board }
                </div>
                <aside class="panel">
                    <p class={classes!("status", over.then_some("ended"))}
                       role="status" aria-live="polite" data-testid="status">{ state.status() }</p>
                    if let Some(msg) = &state.message {
                        <p class="message" role="alert">{ msg.clone() }</p>
                    }
                    if let Some(text) = recent {
                        <p class="recent">{ text }</p>
                    }
                    <crate::components::Announcer text={announcement} serial={state.game.moves().len()} />
                    if over {
                        <crate::components::StepThrough {shown} {played} {on_step} />
                    }
                    <p class="legend">
                        <span class="swatch green" aria-hidden="true">{"▲"}</span>{ format!(" {} ", t::mu_legend_green()) }
                        <span class="swatch white" aria-hidden="true">{"●"}</span>{ format!(" {}", t::mu_legend_white()) }
                    </p>
                    <div class="buttons">
                        <button onclick={on_undo} disabled={!can_undo}>{ t::mu_undo() }</button>
                        <button onclick={on_hints} aria-pressed={state.show_hints.to_string()}>
                            { if state.show_hints { t::mu_hints_hide() } else { t::mu_hints_show() } }
                        </button>
                        <crate::components::FullscreenButton />
                        { crate::view::projector_button(props.projector) }
                    </div>
                    if state.show_hints {
                        <ul class="hints" aria-label={t::mu_hints_label()}>
                            { for hint_list }
                        </ul>
                    }
                    { crate::view::more(props.projector, html! { <>
                    <fieldset class="settings">
                        <legend>{ t::mu_new_game() }</legend>
                        <label>{ t::mu_opponent() }
                            <select onchange={on_opponent} aria-label={t::mu_opponent_label()}>
                                { opponent_option(MuOpponent::Human, t::mu_opponent_human()) }
                                { opponent_option(MuOpponent::Computer(Level::Easy), t::mu_opponent_easy()) }
                                { opponent_option(MuOpponent::Computer(Level::Medium), t::mu_opponent_medium()) }
                                { opponent_option(MuOpponent::Computer(Level::Perfect), t::mu_opponent_perfect()) }
                            </select>
                        </label>
                        <label>{ t::mu_you_play() }
                            <select onchange={on_you} aria-label={t::mu_you_label()}>
                                <option value={Side::Green.to_string()} selected={*chosen_you == Side::Green}>{ t::mu_you_green() }</option>
                                <option value={Side::White.to_string()} selected={*chosen_you == Side::White}>{ t::mu_you_white() }</option>
                            </select>
                        </label>
                        <label>{ t::mu_rules() }
                            <select onchange={on_rules} aria-label={t::mu_rules_label()}>
                                { for RuleSet::ALL.into_iter().map(rules_option) }
                            </select>
                        </label>
                        <p class="rules-note">{ t::mu_rules_note(rules_name(*chosen_rules), rules_says(*chosen_rules)) }</p>
                        <button class={classes!("primary", settings_changed.then_some("attention"))} onclick={on_new}>{ t::mu_start() }</button>
                    </fieldset>
                    <p class="learn-links">{ learn_links }</p>
                    <p class="moves"><strong>{ t::mu_moves() }</strong><span data-testid="moves">{ moves_text }</span></p>
                    if state.show_hints || state.game.outcome() != Outcome::Ongoing {
                        <ValueChart game={state.game.clone()} />
                    }
                    </> }) }
                </aside>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saves_round_trip_and_bad_saves_are_ignored() {
        let mut s = MuState::new(MuOpponent::Computer(Level::Easy), Side::White);
        s.game
            .play(takaro::core::mu_torere::Point::new(4).unwrap())
            .unwrap();
        let (o, y, g) = parse_save(&save_text(&s)).unwrap();
        assert_eq!((o, y, g.record()), (s.opponent, s.you, "4".to_string()));
        for bad in [
            "",
            "perfect",
            "perfect|green|9",
            "god|green|",
            "perfect|blue|",
            "perfect|green|2",
        ] {
            assert!(parse_save(bad).is_none(), "{bad}");
        }
    }
}
