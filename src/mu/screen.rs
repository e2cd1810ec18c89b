//! The Mū tōrere screen: board, status in words, controls. Side effects (the computer's
//! move, saving) live in effects; the reducer only calls the rules core.

use super::board::MuBoard;
use super::state::{describe, MuAction, MuOpponent, MuPresets, MuState};
use crate::storage;
use gloo::timers::callback::Timeout;
use takaro::core::mu_torere::{Game, Outcome, Side};
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

fn save_text(s: &MuState) -> String {
    format!("{}|{}|{}", s.opponent, s.you, s.game.record())
}

fn parse_save(text: &str) -> Option<(MuOpponent, Side, Game)> {
    let mut parts = text.splitn(3, '|');
    let opponent = parts.next()?.parse().ok()?;
    let you = parts.next()?.parse().ok()?;
    let game = Game::from_record(parts.next()?).ok()?;
    Some((opponent, you, game))
}

#[function_component(MuScreen)]
pub fn mu_screen(props: &MuScreenProps) -> Html {
    let MuPresets {
        opponent: preset_opponent,
        you: preset_you,
    } = props.presets;
    let initial_opponent = preset_opponent.unwrap_or(MuOpponent::Computer(Level::Perfect));
    let initial_you = preset_you.unwrap_or(Side::Green);
    let state = use_reducer(move || MuState::new(initial_opponent, initial_you));
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

    // Restore the saved game once, unless the URL asks for a different match (a reload of
    // the same link keeps the game).
    {
        let state = state.clone();
        let chosen_opponent = chosen_opponent.clone();
        let chosen_you = chosen_you.clone();
        use_effect_with((), move |_| {
            let saved = storage::load(storage::MU_KEY).and_then(|t| parse_save(&t));
            if let Some((opponent, you, game)) = saved {
                let fits = preset_opponent.is_none_or(|o| o == opponent)
                    && preset_you.is_none_or(|y| y == you);
                if fits {
                    state.dispatch(MuAction::NewGame { opponent, you });
                    state.dispatch(MuAction::Restore(game));
                    chosen_opponent.set(opponent);
                    chosen_you.set(you);
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
        Callback::from(move |_: MouseEvent| state.dispatch(MuAction::NewGame { opponent, you }))
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
    let hint_list = hints.iter().map(|(p, text)| {
        let place = if p.is_putahi() {
            "the pūtahi".to_string()
        } else {
            format!("kāwai {}", p.index())
        };
        html! { <li>{ format!("Move from {place}: {text}") }</li> }
    });
    let can_undo = !state.game.moves().is_empty();
    let opponent_option = |o: MuOpponent, label: &str| {
        html! { <option value={o.to_string()} selected={*chosen_opponent == o}>{ label.to_string() }</option> }
    };
    let settings_changed = *chosen_opponent != state.opponent || *chosen_you != state.you;
    let moves_text = if state.game.moves().is_empty() {
        "No moves yet.".to_string()
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

    html! {
        <section class="game-screen mu-screen" aria-labelledby="mu-title">
            <h1 id="mu-title">{ "Mū tōrere" }</h1>
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
                        <span class="swatch green" aria-hidden="true">{"▲"}</span>{ " Green (triangle) " }
                        <span class="swatch white" aria-hidden="true">{"●"}</span>{ " White (dot)" }
                    </p>
                    <div class="buttons">
                        <button onclick={on_undo} disabled={!can_undo}>{ "Undo" }</button>
                        <button onclick={on_hints} aria-pressed={state.show_hints.to_string()}>
                            { if state.show_hints { "Hide hints" } else { "Show hints" } }
                        </button>
                        <crate::components::FullscreenButton />
                        { crate::view::projector_button(props.projector) }
                    </div>
                    if state.show_hints {
                        <ul class="hints" aria-label="What each move leads to">
                            { for hint_list }
                        </ul>
                    }
                    { crate::view::more(props.projector, html! { <>
                    <fieldset class="settings">
                        <legend>{ "New game" }</legend>
                        <label>{ "Opponent " }
                            <select onchange={on_opponent} aria-label="Opponent">
                                { opponent_option(MuOpponent::Human, "A friend at this screen") }
                                { opponent_option(MuOpponent::Computer(Level::Easy), "Computer: easy") }
                                { opponent_option(MuOpponent::Computer(Level::Medium), "Computer: medium") }
                                { opponent_option(MuOpponent::Computer(Level::Perfect), "Computer: perfect") }
                            </select>
                        </label>
                        <label>{ "You play " }
                            <select onchange={on_you} aria-label="Your colour">
                                <option value={Side::Green.to_string()} selected={*chosen_you == Side::Green}>{ "Green (moves first)" }</option>
                                <option value={Side::White.to_string()} selected={*chosen_you == Side::White}>{ "White" }</option>
                            </select>
                        </label>
                        <button class={classes!("primary", settings_changed.then_some("attention"))} onclick={on_new}>{ "Start new game" }</button>
                    </fieldset>
                    <p class="moves"><strong>{ "Moves: " }</strong><span data-testid="moves">{ moves_text }</span></p>
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
