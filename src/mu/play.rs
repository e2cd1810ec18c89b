//! Mū tōrere on the shared game screen ([`crate::play`]): one impl for each part of
//! [`crate::play::Playable`] (its rules, saving and links, words, board and settings,
//! sides for a friend, computer). The perfect computer answers from the solved table on
//! the page.

use super::board::{counter_art, MuBoard};
use super::presets::MuPresets;
use super::save::{self, MuSave};
use super::settings::{MuSettings, MuSettingsProps};
use super::state::{describe, move_short, place, refused, MuAction, MuOpponent, MuState};
use super::value_chart::{show_value_chart, ValueChart};
use crate::engine::EngineFailure;
use crate::play::{
    BoardTags, Change, ComputerPlay, GameRules, GameView, GameWords, Mover, RemotePlay, Report,
    Saving, Thinker,
};
use crate::random::random_seed;
use crate::route::Query;
use crate::saves::Slot;
use crate::t;
use takaro::core::mu_torere::{Move, MoveError, Outcome, Position, RuleSet, Side};
use takaro::mu_torere::Level;
use takaro::rng::Rng;
use yew::prelude::*;

/// Mū tōrere, as the game screen plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MuTorere;

impl GameRules for MuTorere {
    type State = MuState;
    type Action = MuAction;
    type Refusal = MoveError;
    type Level = Level;

    fn played(s: &MuState) -> usize {
        s.game.moves().len()
    }

    fn mover(s: &MuState) -> Mover<Level> {
        s.mover()
    }

    fn act(s: &mut MuState, action: MuAction) -> Result<Change, MoveError> {
        s.act(action)
    }

    fn is_move(action: &MuAction) -> bool {
        matches!(action, MuAction::Play(_))
    }

    fn take_back(s: &mut MuState) -> bool {
        s.game.undo().is_some()
    }

    fn report(s: &MuState) -> Report {
        let outcome = s.game.outcome();
        Report {
            state: s.game.position().to_string(),
            outcome: outcome.code(),
            over: outcome.is_over(),
            ending: match outcome {
                Outcome::Ongoing => None,
                Outcome::DrawByRepetition => Some("draw"),
                Outcome::Won(w) if w != s.you && s.opponent != MuOpponent::Human => Some("loss"),
                Outcome::Won(_) => Some("win"),
            },
        }
    }
}

impl Saving for MuTorere {
    const NAME: &'static str = "mu-torere";
    const SLOT: Slot = save::GAME;
    type Presets = MuPresets;
    // A game link is read only where friend play is built in: elsewhere none can fail.
    #[cfg(feature = "friends")]
    type LinkError = super::link_error::MuLinkError;
    #[cfg(not(feature = "friends"))]
    type LinkError = std::convert::Infallible;

    fn presets(query: &Query) -> MuPresets {
        MuPresets::from_query(query)
    }

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
            show_names: save.names,
            ..MuState::new(save.opponent, save.you)
        })
    }

    fn to_save(s: &MuState) -> String {
        MuSave {
            opponent: s.opponent,
            you: s.you,
            game: s.game.clone(),
            names: s.show_names,
        }
        .to_text()
    }

    fn fits(s: &MuState, presets: &MuPresets) -> bool {
        presets.opponent.is_none_or(|o| o == s.opponent)
            && presets.you.is_none_or(|y| y == s.you)
            && presets.rules.is_none_or(|r| r == s.rules)
    }

    // A game link (`&record=`) is read where friend play is built in (the learning
    // bundle): its links carry Mū tōrere games.
    #[cfg(feature = "friends")]
    fn shared(presets: &MuPresets) -> Option<Result<MuState, Self::LinkError>> {
        use super::link_error::MuLinkError;
        use takaro::core::mu_torere::Game;
        // A set-up position alone is a game with no move yet.
        let record = match (&presets.record, &presets.position) {
            (Some(record), _) => record.as_str(),
            (None, Some(_)) => "",
            (None, None) => return None,
        };
        let rules = presets.rules.unwrap_or_default();
        let read = match presets.position.as_deref().map(str::parse::<Position>) {
            Some(Ok(position)) => Game::from_position_and_record(rules, position, record),
            Some(Err(e)) => return Some(Err(MuLinkError::Position(e))),
            None => Game::from_record_with(rules, record),
        };
        Some(match read {
            Ok(game) => Ok(MuState {
                game,
                ..MuState::with_rules(MuOpponent::Human, Side::Green, rules)
            }),
            Err(e) => Err(MuLinkError::Record(e)),
        })
    }

    fn link(s: &MuState) -> Query {
        let setup = s.game.positions()[0];
        let query = Query::default()
            .with(
                "position",
                (setup != Position::start())
                    .then(|| setup.to_string())
                    .as_deref(),
            )
            .with("record", Some(&s.game.record()));
        match s.rules {
            RuleSet::Standard => query,
            rules => query.with("rules", Some(&rules.to_string())),
        }
    }
}

impl GameWords for MuTorere {
    fn title(_: &MuState) -> String {
        t::mu_title().to_string()
    }

    fn status(s: &MuState) -> String {
        s.status()
    }

    fn refusal(e: &MoveError) -> String {
        refused(e)
    }

    fn last_move(s: &MuState) -> Option<(String, bool)> {
        let (from, to) = s.last_move()?;
        let mover = s.game.position().to_move().other();
        // Every move but the person's own at this screen is read out.
        let read_out = s.opponent == MuOpponent::Human || mover != s.you;
        Some((super::state::move_in_words(mover, from, to), read_out))
    }
}

impl GameView for MuTorere {
    fn board(
        s: &MuState,
        review: Option<usize>,
        tags: BoardTags,
        act: &Callback<MuAction>,
    ) -> Html {
        if let Some(shown) = review {
            let positions = s.game.positions();
            let shown = shown.min(positions.len() - 1);
            // The move that led here: its counter's point and the point it moved to.
            let last_move = shown
                .checked_sub(1)
                .and_then(|k| s.game.moves().get(k))
                .map(|mv| (mv.from, mv.to));
            let hints: Vec<_> = s
                .hints_at(shown)
                .into_iter()
                .map(|(p, v)| (p, describe(v)))
                .collect();
            return html! {
                <MuBoard position={positions[shown]}
                         outcome={AttrValue::from(Outcome::Ongoing.code())}
                         movable={Vec::new()}
                         {last_move}
                         {hints}
                         show_names={s.show_names}
                         tags={tags.clone()}
                         on_play={Callback::noop()} />
            };
        }
        let hints: Vec<_> = s
            .hints()
            .into_iter()
            .map(|(p, v)| (p, describe(v)))
            .collect();
        let outcome = s.game.outcome().code();
        // A friend's game ended by a resignation or an agreed draw.
        #[cfg(feature = "friends")]
        let outcome = tags.outcome.unwrap_or(outcome);
        html! {
            <MuBoard position={*s.game.position()}
                     outcome={AttrValue::from(outcome)}
                     movable={s.movable()}
                     last_move={s.last_move()}
                     {hints}
                     show_names={s.show_names}
                     {tags}
                     tap_to_explain=true
                     on_play={act.reform(MuAction::Play)} />
        }
    }

    fn panel(s: &MuState) -> Html {
        // The board's own counters, small.
        let icon = |side: Side, class: &'static str| {
            html! {
                <svg class="legend-counter" viewBox="-17 -17 34 34" aria-hidden="true">
                    <g class={classes!("counter", class)}>{ counter_art(side) }</g>
                </svg>
            }
        };
        html! { <>
            <p class="legend mu-legend">
                { icon(Side::Green, "green") }{ format!(" {} ", t::mu_legend_green()) }
                { icon(Side::White, "white") }{ format!(" {}", t::mu_legend_white()) }
            </p>
            if s.game.outcome().is_over() {
                <p class="see-chart">
                    <button onclick={Callback::from(|_: MouseEvent| show_value_chart())}
                            data-testid="see-chart">{ t::mu_see_chart() }</button>
                </p>
            }
        </> }
    }

    fn buttons(s: &MuState, act: &Callback<MuAction>) -> (Html, Html) {
        let views = html! { <>
            <button onclick={act.reform(|_| MuAction::ToggleHints)} aria-pressed={s.show_hints.to_string()}>
                { if s.show_hints { t::mu_hints_hide() } else { t::mu_hints_show() } }
            </button>
            <button onclick={act.reform(|_| MuAction::ToggleNames)} aria-pressed={s.show_names.to_string()}>
                { t::mu_point_names() }
            </button>
        </> };
        (Html::default(), views)
    }

    fn details(s: &MuState, _: &Callback<MuAction>) -> Html {
        // A finished game's hints are those of the move shown (`review`).
        if !s.show_hints || s.game.outcome().is_over() {
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
        let moves = s.game.moves();
        let list = moves
            .iter()
            .map(|&mv| html! { <li>{ move_short(mv) }</li> });
        // A finished game's chart is under step-through (`review`).
        let chart = s.show_hints && !s.game.outcome().is_over();
        html! { <>
            <p class="moves-heading">
                <strong>{ t::mu_moves() }</strong>
                if moves.is_empty() { { t::mu_moves_none() } }
            </p>
            <ol class="moves" data-testid="moves" data-record={s.game.record()}>{ for list }</ol>
            if chart {
                <ValueChart game={s.game.clone()} />
            }
        </> }
    }

    fn review(s: &MuState, shown: usize, on_step: &Callback<usize>) -> Html {
        let hints = s.hints_at(shown).into_iter().map(|(p, v)| {
            html! { <li>{ t::mu_hint_line(t::MuHintLine { place: place(p), value: describe(v) }) }</li> }
        });
        html! { <>
            if s.show_hints {
                <ul class="hints" aria-label={t::mu_hints_label()} data-testid="review-hints">{ for hints }</ul>
            }
            if s.game.outcome().is_over() {
                <ValueChart game={s.game.clone()} shown={shown} on_pick={on_step.clone()} />
            }
        </> }
    }

    fn play_again(s: &MuState) -> Option<MuAction> {
        (s.game.outcome().is_over() && s.opponent != MuOpponent::Remote).then_some(
            MuAction::NewGame {
                opponent: s.opponent,
                you: s.you,
                rules: s.rules,
            },
        )
    }
}

impl RemotePlay for MuTorere {
    type Side = Side;
    const SIDES: [Side; 2] = Side::ALL;
    const DRAWS: bool = true;

    fn side_code(side: Side) -> &'static str {
        match side {
            Side::Green => "green",
            Side::White => "white",
        }
    }

    fn side_name(side: Side) -> String {
        super::state::side_name(side).to_string()
    }

    fn won_code(side: Side) -> &'static str {
        Outcome::Won(side).code()
    }

    fn side_to_move(s: &MuState) -> Option<Side> {
        (!s.game.outcome().is_over()).then(|| s.game.position().to_move())
    }

    fn seated(s: &MuState, seat: Side) -> MuState {
        MuState {
            opponent: MuOpponent::Remote,
            you: seat,
            ..s.clone()
        }
    }

    fn friend_game(s: &MuState, seat: Side) -> MuState {
        MuState::with_rules(MuOpponent::Remote, seat, s.rules)
    }
}

impl ComputerPlay for MuTorere {
    type Move = Move;

    fn play(s: &mut MuState, mv: Move) -> Result<(), MoveError> {
        s.game.play(mv.from).map(|_| ())
    }

    fn thinker(s: &MuState, _: Level) -> Thinker<Move> {
        let now = s.clone();
        Thinker::Here(Box::new(move || {
            now.computer_move(&mut Rng::new(random_seed()))
                .ok_or(EngineFailure::GameOver)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::session::checks::{self, Fixture};
    use takaro::core::mu_torere::Point;

    #[test]
    fn the_session_works_for_mu_torere() {
        let against_computer = MuState::new(MuOpponent::Computer(Level::Perfect), Side::Green);
        let mut after = against_computer.clone();
        let pt = |n| Point::new(n).unwrap();
        after.game.play(pt(1)).unwrap();
        checks::all::<MuTorere>(&Fixture {
            computer_reply: after.computer_move(&mut Rng::new(1)).unwrap(),
            against_computer,
            person_moves: MuAction::Play(pt(1)),
            refused: MuAction::Play(pt(2)),
            between_friends: MuState::new(MuOpponent::Human, Side::Green),
        });
    }
}
