//! Moeraki Kemu on the shared game screen ([`crate::play`]): one impl for each part of
//! [`crate::play::Playable`] (its rules, saving and links, words, board, match settings
//! and Tane controls, sides for a friend, computer). The computer thinks in the page's
//! engine worker.

use super::analysis_slot::AnalysisSlot;
use super::board::KemuBoard;
use super::link_error::KemuLinkError;
use super::panel::{
    aids_legend, aids_text, match_won, move_list, scale, share_link, tane_panel, tribe_line,
};
use super::resign::resign_button;
use super::save::{self, KemuSave};
use super::settings::KemuSettings;
use super::setup::{Controller, KemuPresets, Setup};
use super::state::{KemuAction, KemuState, Refusal, TanePreview, TaneStep};
use super::words::tier_label;
use super::worker::move_request;
use crate::play::{
    BoardTags, Change, ComputerPlay, GameRules, GameView, GameWords, Mover, RemotePlay, Report,
    Saving, Thinker,
};
use crate::random::random_seed;
use crate::route::Query;
use crate::saves::Slot;
use crate::t;
use takaro::core::kemu::{FieldSet, Game, HollowSet, MatchLength, Move, Outcome, Tribe};
use takaro::kemu_engine::Level;
use yew::prelude::*;

/// Moeraki Kemu, as the game screen plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kemu;

impl GameRules for Kemu {
    type State = KemuState;
    type Action = KemuAction;
    type Refusal = Refusal;
    type Level = Level;

    fn played(s: &KemuState) -> usize {
        super::match_state::played(s)
    }

    fn mover(s: &KemuState) -> Mover<Level> {
        s.mover()
    }

    fn act(s: &mut KemuState, action: KemuAction) -> Result<Change, Refusal> {
        s.act(action)
    }

    fn is_move(action: &KemuAction) -> bool {
        matches!(
            action,
            KemuAction::ClickHollow(_)
                | KemuAction::PickTaneField(_)
                | KemuAction::ConfirmTane
                | KemuAction::Pass
        )
    }

    fn take_back(s: &mut KemuState) -> bool {
        s.take_back()
    }

    fn undone(s: &mut KemuState) {
        s.undo_used = true;
    }

    fn report(s: &KemuState) -> Report {
        let outcome = s.game.outcome();
        Report {
            state: s.record(),
            outcome: outcome.code(),
            over: outcome.is_over(),
            ending: match outcome {
                Outcome::Ongoing => None,
                Outcome::Drawn => Some("draw"),
                Outcome::Won(w)
                    if !s.setup.friendly() && s.setup.controller(w) != Controller::Person =>
                {
                    Some("loss")
                }
                Outcome::Won(_) => Some("win"),
            },
        }
    }
}

impl Saving for Kemu {
    const NAME: &'static str = "kemu";
    const SLOT: Slot = save::GAME;
    type Presets = KemuPresets;
    type LinkError = KemuLinkError;

    fn presets(query: &Query) -> KemuPresets {
        KemuPresets::from_query(query)
    }

    fn new_game(presets: &KemuPresets) -> KemuState {
        let setup = Setup::from_presets(presets);
        KemuState {
            aids: presets.aids.unwrap_or(setup.aids_by_default()),
            aids_chosen: presets.aids.is_some(),
            ..KemuState::new(setup)
        }
    }

    fn from_save(text: &str) -> Option<KemuState> {
        KemuState::from_save(KemuSave::from_text(text)?)
    }

    fn to_save(s: &KemuState) -> String {
        s.to_save().to_text()
    }

    fn fits(s: &KemuState, presets: &KemuPresets) -> bool {
        s.setup.fits(presets)
    }

    fn shared(presets: &KemuPresets) -> Option<Result<KemuState, KemuLinkError>> {
        let record = presets.record.as_ref()?;
        let length = presets.length.unwrap_or(MatchLength::Single);
        let earlier = presets.earlier.as_deref().unwrap_or_default();
        Some(super::match_state::from_link(length, earlier, record))
    }

    fn link(s: &KemuState) -> Query {
        super::match_state::link(s)
    }
}

impl GameWords for Kemu {
    fn title(s: &KemuState) -> String {
        let rules = s.game.position().rules();
        if rules.auge {
            t::kemu_title_auge(tier_label(rules.tier))
        } else {
            t::kemu_title(tier_label(rules.tier))
        }
    }

    fn status(s: &KemuState) -> String {
        s.status()
    }

    fn refusal(refusal: &Refusal) -> String {
        refusal.text()
    }

    fn last_move(s: &KemuState) -> Option<(String, bool)> {
        let player_a = s.game.position().player_a();
        let mover = super::announce::mover(&s.last_events, player_a)?;
        // Every move but the person's own at this screen is read out.
        let read_out = s.setup.friendly() || s.setup.controller(mover) != Controller::Person;
        Some((
            super::announce::move_in_words(&s.last_events, player_a),
            read_out,
        ))
    }
}

impl GameView for Kemu {
    fn board(
        s: &KemuState,
        review: Option<usize>,
        tags: BoardTags,
        act: &Callback<KemuAction>,
    ) -> Html {
        let on_hollow = act.reform(KemuAction::ClickHollow);
        let on_field = act.reform(KemuAction::PickTaneField);
        if let Some(k) = review {
            // The earlier position, replayed by the core from the game's start.
            let mut earlier = Game::from_start(*s.game.start());
            for mv in s.game.moves().iter().take(k) {
                if earlier.play(*mv).is_err() {
                    break;
                }
            }
            return html! {
                <KemuBoard position={*earlier.position()}
                           record={AttrValue::from(earlier.to_string())}
                           outcome={AttrValue::from(earlier.outcome().code())}
                           clickable_hollows={HollowSet::EMPTY}
                           clickable_fields={FieldSet::EMPTY}
                           tane_preview={TanePreview::default()}
                           winning_hollows={HollowSet::EMPTY} winning_fields={FieldSet::EMPTY}
                           last={earlier.last_placed()}
                           show_names={s.show_names}
                           tags={tags.clone()}
                           {on_hollow} {on_field} />
            };
        }
        let (winning_hollows, winning_fields) = s.game.victory_marks();
        let outcome = s.game.outcome().code();
        // A friend's game ended by a resignation or an agreed draw.
        #[cfg(feature = "friends")]
        let outcome = tags.outcome.unwrap_or(outcome);
        html! {
            <KemuBoard position={*s.game.position()}
                       record={AttrValue::from(s.record())}
                       outcome={AttrValue::from(outcome)}
                       clickable_hollows={s.clickable_hollows()}
                       clickable_fields={s.clickable_fields()}
                       tane_preview={s.tane_preview()}
                       {winning_hollows} {winning_fields}
                       last={s.game.last_placed()}
                       show_names={s.show_names}
                       warnings={s.warnings()}
                       {tags}
                       tap_to_explain=true
                       {on_hollow} {on_field} />
        }
    }

    fn panel(s: &KemuState) -> Html {
        let m = s.current_match();
        let warnings = s.warnings();
        html! { <>
            // The aids right under the turn line, in a live region (read out as they
            // appear), with what the board's marks mean.
            if s.aids {
                <div aria-live="polite">
                    if let Some(text) = aids_text(s, warnings) {
                        <p class="aids" data-testid="aids">{ text }</p>
                        <p class="note" data-testid="aids-legend">{ aids_legend(warnings) }</p>
                    }
                </div>
            }
            <ul class="tribes" data-testid="tribes">
                { tribe_line(s, Tribe::Matau) }
                { tribe_line(s, Tribe::Manaia) }
            </ul>
            { scale(s, &m) }
            if let Some(w) = m.winner() {
                <p class="celebrate" role="status">{ match_won(s, &m, w) }</p>
            }
        </> }
    }

    fn buttons(s: &KemuState, act: &Callback<KemuAction>) -> (Html, Html) {
        let send = |action: KemuAction| act.reform(move |_: MouseEvent| action.clone());
        let to_move = s.game.position().to_move();
        let m = s.current_match();
        let over = s.game.outcome() != Outcome::Ongoing;
        let moves = html! { <>
            if s.can_start_tane() && s.tane == TaneStep::Off {
                <button onclick={send(KemuAction::StartTane)}>{ t::kemu_use_tane(to_move.name()) }</button>
            }
            if s.must_pass() {
                <button class="primary" onclick={send(KemuAction::Pass)}>{ t::kemu_pass() }</button>
            }
            if over && m.winner().is_none() {
                <button class="primary" onclick={send(KemuAction::NextGame)}>{ t::kemu_next_game(m.next_player_a().name()) }</button>
            }
        </> };
        let views = html! { <>
            <button onclick={send(KemuAction::ToggleNames)} aria-pressed={s.show_names.to_string()}>{ t::kemu_hollow_names() }</button>
            <button onclick={send(KemuAction::ToggleAids)} aria-pressed={s.aids.to_string()}
                    title={t::kemu_aids_title()}>{ t::kemu_aids() }</button>
        </> };
        (moves, views)
    }

    fn details(s: &KemuState, act: &Callback<KemuAction>) -> Html {
        let p = s.game.position();
        html! { <>
            { tane_panel(s, act) }
            if s.resigner().is_some() {
                // Resign and "Analyse the game so far" side by side where they fit.
                <div class="buttons game-in-progress">
                    { resign_button(s, act) }
                    <AnalysisSlot game={s.game.clone()} shown={s.game.moves().len()} on_step={Callback::noop()} offer_only=true />
                </div>
            }
            if p.tane(Tribe::Matau).is_some() || p.tane(Tribe::Manaia).is_some() {
                <p class="note">{ t::kemu_tane_note() }</p>
            }
            if s.undo_used {
                <p class="note" data-testid="undo-note">{ t::kemu_undo_note() }</p>
            }
        </> }
    }

    fn settings(s: &KemuState, act: &Callback<KemuAction>) -> Html {
        html! { <KemuSettings setup={s.setup} in_progress={s.match_in_progress()} act={act.clone()} /> }
    }

    fn moves(s: &KemuState) -> Html {
        html! {
            <details class="moves-box">
                <summary>{ t::kemu_moves(s.game.moves().len()) }</summary>
                { move_list(s) }
                <p class="moves">{ s.record() }</p>
                if let Some(link) = share_link(&s.game) {
                    <label class="share">{ format!("{} ", t::kemu_share_link()) }
                        <input type="text" readonly=true value={link} data-testid="share-link"
                               onfocus={Callback::from(|e: FocusEvent| {
                                   let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                                   input.select();
                               })} />
                    </label>
                }
            </details>
        }
    }

    fn review(s: &KemuState, shown: usize, on_step: &Callback<usize>) -> Html {
        if s.game.moves().is_empty() {
            return Html::default();
        }
        html! { <AnalysisSlot game={s.game.clone()} {shown} on_step={on_step.clone()} /> }
    }

    fn play_again(s: &KemuState) -> Option<KemuAction> {
        let over = s.game.outcome() != Outcome::Ongoing;
        let remote = [s.setup.matau, s.setup.manaia].contains(&Controller::Remote);
        // A game of a match that goes on has its "Next game" button.
        (over && s.current_match().winner().is_some() && !remote)
            .then_some(KemuAction::NewMatch(s.setup))
    }
}

impl RemotePlay for Kemu {
    type Side = Tribe;
    const SIDES: [Tribe; 2] = Tribe::ALL;
    const DRAWS: bool = false;

    fn side_code(side: Tribe) -> &'static str {
        side.code()
    }

    fn side_name(side: Tribe) -> String {
        side.name().to_string()
    }

    fn won_code(side: Tribe) -> &'static str {
        side.code()
    }

    fn side_to_move(s: &KemuState) -> Option<Tribe> {
        (!s.game.outcome().is_over()).then(|| s.to_move())
    }

    fn seated(s: &KemuState, seat: Tribe) -> KemuState {
        let mut seated = s.clone();
        seated.setup = seated.setup.seated(seat);
        // A game read from a link or the server: its last move played again, so the page
        // says what the friend did.
        if seated.last_events.is_empty() {
            if let Some(&last) = seated.game.moves().last() {
                seated.take_back();
                // Legal: the core has just played it in reading the record.
                let _ = seated.play(last);
            }
        }
        seated
    }

    fn friend_game(s: &KemuState, seat: Tribe) -> KemuState {
        // A rematch between friends on two devices keeps their match's length.
        let remote = [s.setup.matau, s.setup.manaia].contains(&Controller::Remote);
        let length = if remote {
            s.setup.length
        } else {
            MatchLength::Single
        };
        super::match_state::new_match(s, seat, length)
    }

    fn friend_lengths() -> Vec<(u8, String)> {
        super::match_state::FRIEND_LENGTHS
            .into_iter()
            .map(|m| (m.target(), super::words::length_label(m)))
            .collect()
    }

    fn match_goes_on(s: &KemuState) -> bool {
        s.game.outcome().is_over() && s.current_match().winner().is_none()
    }

    fn friend_match(s: &KemuState, seat: Tribe, wins: u8) -> KemuState {
        let length = MatchLength::from_target(wins)
            .filter(|m| super::match_state::FRIEND_LENGTHS.contains(m))
            .unwrap_or(MatchLength::Single);
        super::match_state::new_match(s, seat, length)
    }
}

impl ComputerPlay for Kemu {
    type Move = Move;

    fn play(s: &mut KemuState, mv: Move) -> Result<(), Refusal> {
        s.play(mv).map_err(Refusal::NotAllowed)
    }

    fn thinker(s: &KemuState, level: Level) -> Thinker<Move> {
        Thinker::Worker(move_request(&s.game, level, random_seed()).into())
    }

    fn uses_engine(s: &KemuState) -> bool {
        !s.setup.friendly()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::setup::Controller;
    use crate::play::session::checks::{self, Fixture};

    #[test]
    fn the_session_works_for_moeraki_kemu() {
        let hollow = |name: &str| name.parse().unwrap();
        checks::all::<Kemu>(&Fixture {
            against_computer: KemuState::new(Setup {
                manaia: Controller::Computer(Level::Easy),
                ..Setup::default()
            }),
            person_moves: KemuAction::ClickHollow(hollow("f6")),
            computer_reply: Move::Place(hollow("c3")),
            refused: KemuAction::ClickHollow(hollow("c1")),
            between_friends: KemuState::new(Setup::default()),
        });
    }
}
