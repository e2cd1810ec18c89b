//! Moeraki Kemu on the shared game screen ([`crate::play`]): its board, its words, its
//! match settings and the Tane controls. The computer thinks in the page's engine worker.

use super::analysis_slot::AnalysisSlot;
use super::board::{new_tiles, KemuBoard};
use super::panel::{
    aids_legend, aids_text, match_won, move_list, scale, share_link, tane_panel, tribe_line,
};
use super::resign::resign_button;
use super::save::{self, KemuSave};
use super::settings::KemuSettings;
use super::setup::{Controller, KemuPresets, Setup};
use super::state::{KemuAction, KemuState, Refusal, TanePreview, TaneStep};
use super::words::{record_error_text, tier_label};
use super::worker::move_request;
use crate::play::{BoardTags, Change, Mover, Playable, Report, Thinker};
use crate::random::random_seed;
use crate::route::Query;
use crate::saves::Slot;
use crate::t;
use takaro::core::kemu::{FieldSet, Game, HollowSet, Move, Outcome, Tribe};
use takaro::kemu_engine::Level;
use yew::prelude::*;

/// Moeraki Kemu, as the game screen plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kemu;

impl Playable for Kemu {
    const NAME: &'static str = "kemu";
    const SLOT: Slot = save::GAME;
    type State = KemuState;
    type Action = KemuAction;
    type Presets = KemuPresets;
    type Move = Move;
    type Level = Level;
    type Refusal = Refusal;
    type Side = Tribe;

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

    fn shared(presets: &KemuPresets) -> Option<Result<KemuState, String>> {
        let record = presets.record.as_ref()?;
        Some(match Game::from_compact(record) {
            // A later game of a match depends on the earlier ball; only a first game
            // stands on its own.
            Ok(g) if g.stands_alone() => {
                let setup = Setup {
                    rules: g.start().rules(),
                    first_player_a: g.start().player_a(),
                    ..Setup::default()
                };
                Ok(KemuState {
                    game: g,
                    ..KemuState::new(setup)
                })
            }
            Ok(_) => Err(t::kemu_link_later_game().to_string()),
            Err(e) => Err(t::kemu_link_unreadable(record_error_text(&e))),
        })
    }

    fn played(s: &KemuState) -> usize {
        s.game.moves().len()
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

    fn play(s: &mut KemuState, mv: Move) -> Result<(), Refusal> {
        s.play(mv).map_err(Refusal::NotAllowed)
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
        }
    }

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
                           new_tiles={FieldSet::EMPTY}
                           last={earlier.last_placed()}
                           show_names={s.show_names}
                           tags={tags.clone()}
                           {on_hollow} {on_field} />
            };
        }
        let (winning_hollows, winning_fields) = s.game.victory_marks();
        let new_tiles = new_tiles(&s.last_events);
        html! {
            <KemuBoard position={*s.game.position()}
                       record={AttrValue::from(s.record())}
                       outcome={AttrValue::from(s.game.outcome().code())}
                       clickable_hollows={s.clickable_hollows()}
                       clickable_fields={s.clickable_fields()}
                       tane_preview={s.tane_preview()}
                       {winning_hollows} {winning_fields} {new_tiles}
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
                <div class="buttons game-in-progress">
                    { resign_button(s, act) }
                </div>
                <AnalysisSlot game={s.game.clone()} shown={s.game.moves().len()} on_step={Callback::noop()} offer_only=true />
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

    const SIDES: [Tribe; 2] = Tribe::ALL;

    fn side_code(side: Tribe) -> &'static str {
        side.code()
    }

    fn side_name(side: Tribe) -> String {
        side.name().to_string()
    }

    fn side_to_move(s: &KemuState) -> Option<Tribe> {
        (!s.game.outcome().is_over()).then(|| s.to_move())
    }

    fn link(s: &KemuState) -> Query {
        Query::default().with("record", Some(&s.game.to_compact()))
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
        KemuState::new(
            Setup {
                rules: s.setup.rules,
                ..Setup::default()
            }
            .seated(seat),
        )
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
