//! Mū tōrere on the shared game screen ([`crate::play`]): its board, its words and its
//! settings. The perfect computer answers from the solved table on the page.

use super::board::MuBoard;
use super::settings::{MuSettings, MuSettingsProps};
use super::state::{describe, place, MuAction, MuOpponent, MuPresets, MuState};
use super::value_chart::ValueChart;
use crate::engine::EngineFailure;
use crate::play::{Playable, Thinker, TurnKey};
use crate::random::random_seed;
use crate::saves::{self, mu::MuSave};
use crate::t;
use takaro::core::mu_torere::{Move, Outcome, Side};
use takaro::mu_torere::Level;
use takaro::rng::Rng;
use yew::prelude::*;

/// Mū tōrere, as the game screen plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MuTorere;

impl Playable for MuTorere {
    const NAME: &'static str = "mu-torere";
    const SLOT: saves::Slot = saves::MU_GAME;
    type State = MuState;
    type Action = MuAction;
    type Presets = MuPresets;
    type Move = Move;

    fn new_game(presets: &MuPresets) -> MuState {
        MuState::with_rules(
            presets
                .opponent
                .unwrap_or(MuOpponent::Computer(Level::Perfect)),
            presets.you.unwrap_or(Side::Green),
            presets.rules.unwrap_or_default(),
        )
    }

    fn from_save(text: &str) -> Option<MuState> {
        let save = MuSave::from_text(text)?;
        Some(MuState {
            rules: save.game.rules(),
            game: save.game,
            ..MuState::new(save.opponent, save.you)
        })
    }

    fn to_save(s: &MuState) -> String {
        MuSave {
            opponent: s.opponent,
            you: s.you,
            game: s.game.clone(),
        }
        .to_text()
    }

    fn fits(s: &MuState, presets: &MuPresets) -> bool {
        presets.opponent.is_none_or(|o| o == s.opponent)
            && presets.you.is_none_or(|y| y == s.you)
            && presets.rules.is_none_or(|r| r == s.rules)
    }

    fn play_from(s: &MuState, ply: usize) -> MuState {
        let mut copy = s.clone();
        while copy.game.moves().len() > ply && copy.game.undo().is_some() {}
        copy
    }

    fn replace(state: MuState) -> MuAction {
        MuAction::Replace(Box::new(state))
    }

    fn game_id(s: &MuState) -> u32 {
        s.game_id
    }

    fn played(s: &MuState) -> usize {
        s.game.moves().len()
    }

    fn is_over(s: &MuState) -> bool {
        s.game.outcome() != Outcome::Ongoing
    }

    fn report(s: &MuState) -> (String, &'static str) {
        (s.game.position().to_string(), s.game.outcome().code())
    }

    fn title(_: &MuState) -> String {
        t::mu_title().to_string()
    }

    fn status(s: &MuState) -> String {
        s.status()
    }

    fn thinking(s: &MuState) -> bool {
        s.computer_to_move()
    }

    fn notice(s: &MuState) -> Option<String> {
        s.message.clone()
    }

    fn last_move(s: &MuState) -> Option<(String, bool)> {
        let (from, to) = s.last_move()?;
        let mover = s.game.position().to_move().other();
        let read_out = s.opponent == MuOpponent::Human || mover != s.you;
        Some((crate::announcer::mu_move(mover, from, to), read_out))
    }

    fn can_undo(s: &MuState) -> bool {
        !s.game.moves().is_empty()
    }

    fn undo() -> MuAction {
        MuAction::Undo
    }

    fn board(s: &MuState, review: Option<usize>, act: &Callback<MuAction>) -> Html {
        if let Some(shown) = review {
            let positions = s.game.positions();
            let shown = shown.min(positions.len() - 1);
            // The move that led here: its counter's point and the point it moved to.
            let last_move = shown
                .checked_sub(1)
                .and_then(|k| s.game.moves().get(k))
                .map(|mv| (mv.from, mv.to));
            return html! {
                <MuBoard position={positions[shown]}
                         outcome={AttrValue::from(Outcome::Ongoing.code())}
                         movable={Vec::new()}
                         {last_move}
                         hints={Vec::new()}
                         on_play={Callback::noop()} />
            };
        }
        let hints: Vec<_> = s
            .hints()
            .into_iter()
            .map(|(p, v)| (p, describe(v)))
            .collect();
        html! {
            <MuBoard position={*s.game.position()}
                     outcome={AttrValue::from(s.game.outcome().code())}
                     movable={s.movable()}
                     last_move={s.last_move()}
                     {hints}
                     on_play={act.reform(MuAction::Play)} />
        }
    }

    fn panel(_: &MuState) -> Html {
        html! {
            <p class="legend">
                <span class="swatch green" aria-hidden="true">{"▲"}</span>{ format!(" {} ", t::mu_legend_green()) }
                <span class="swatch white" aria-hidden="true">{"●"}</span>{ format!(" {}", t::mu_legend_white()) }
            </p>
        }
    }

    fn buttons(s: &MuState, act: &Callback<MuAction>) -> (Html, Html) {
        let hints = html! {
            <button onclick={act.reform(|_| MuAction::ToggleHints)} aria-pressed={s.show_hints.to_string()}>
                { if s.show_hints { t::mu_hints_hide() } else { t::mu_hints_show() } }
            </button>
        };
        (Html::default(), hints)
    }

    fn details(s: &MuState, _: &Callback<MuAction>) -> Html {
        if !s.show_hints {
            return Html::default();
        }
        let lines = s.hints().into_iter().map(|(p, v)| {
            html! { <li>{ t::mu_hint_line(t::MuHintLine { place: place(p), value: describe(v) }) }</li> }
        });
        html! { <ul class="hints" aria-label={t::mu_hints_label()}>{ for lines }</ul> }
    }

    fn settings(s: &MuState, act: &Callback<MuAction>) -> Html {
        html! { <MuSettings ..MuSettingsProps::of(s, act) /> }
    }

    fn moves(s: &MuState) -> Html {
        let text = if s.game.moves().is_empty() {
            t::mu_moves_none().to_string()
        } else {
            s.game.record()
        };
        let chart = s.show_hints || s.game.outcome() != Outcome::Ongoing;
        html! { <>
            <p class="moves"><strong>{ t::mu_moves() }</strong><span data-testid="moves">{ text }</span></p>
            if chart {
                <ValueChart game={s.game.clone()} />
            }
        </> }
    }

    fn computer_key(s: &MuState) -> Option<TurnKey> {
        s.computer_to_move().then(|| s.turn_key())
    }

    fn thinker(s: &MuState) -> Option<Thinker<Move>> {
        let now = s.clone();
        Some(Thinker::Here(Box::new(move || {
            now.computer_move(&mut Rng::new(random_seed()))
                .ok_or(EngineFailure::GameOver)
        })))
    }

    fn computer_answer(key: TurnKey, answer: Result<Move, EngineFailure>) -> MuAction {
        MuAction::ComputerPlays { key, answer }
    }
}
