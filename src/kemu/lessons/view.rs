//! How a Kemu lesson step is drawn: the board with what may be clicked now and what is
//! marked, and beside it the tile count and the Tane panel.

use super::content::Task;
use super::{words, KemuInput, KemuLessons};
use crate::kemu::board::KemuBoard;
use crate::kemu::tane::{self, TanePreview, TaneStep};
use crate::lesson::LessonState;
use takaro::core::kemu::{FieldSet, Hollow, HollowSet};
use yew::prelude::*;

type State = LessonState<KemuLessons>;

/// Hollows the learner may click: where the core lets them place now.
pub fn clickable_hollows(state: &State) -> HollowSet {
    if state.asks_for_move() {
        state.game.game.position().placeable_hollows()
    } else {
        HollowSet::EMPTY
    }
}

/// Fields the learner may click: their full tiles, in the Tane step.
pub fn clickable_fields(state: &State) -> FieldSet {
    if state.asks_for_move() && state.current().task == Some(Task::TaneRemoves) {
        state.game.game.position().tane_fields()
    } else {
        FieldSet::EMPTY
    }
}

/// What the Tane turn being chosen would do, as the core previews it.
pub fn tane_preview(state: &State) -> TanePreview {
    state.pending.preview(state.game.game.position())
}

/// What the board highlights: the step's marks while it is open, then the victory.
fn highlights(state: &State) -> (HollowSet, FieldSet) {
    let (mut h, mut f) = if state.open() {
        state.current().setup.marks.sets()
    } else {
        (HollowSet::EMPTY, FieldSet::EMPTY)
    };
    let (won_h, won_f) = state.game.game.victory_marks();
    h = h.union(won_h);
    f = f.union(won_f);
    (h, f)
}

/// The hollow of the learner's stone, once the step is solved.
fn last_hollow(state: &State) -> Option<Hollow> {
    state.game.game.last_placed().filter(|_| !state.open())
}

pub fn board(state: &State, on_input: Callback<KemuInput>) -> Html {
    let game = &state.game.game;
    let (winning_hollows, winning_fields) = highlights(state);
    html! {
        <KemuBoard position={*game.position()}
                   record={AttrValue::from(game.to_string())}
                   outcome={AttrValue::from(game.outcome().code())}
                   clickable_hollows={clickable_hollows(state)}
                   clickable_fields={clickable_fields(state)}
                   tane_preview={tane_preview(state)}
                   {winning_hollows} {winning_fields}
                   last={last_hollow(state)}
                   show_names={true}
                   tap_to_explain=true
                   on_hollow={on_input.reform(KemuInput::Hollow)}
                   on_field={on_input.reform(KemuInput::Field)} />
    }
}

/// The tile count (in the Basic and Master games), and the Tane panel once a tile is
/// chosen for it.
pub fn beside(state: &State, on_input: Callback<KemuInput>) -> Html {
    let p = *state.game.game.position();
    let step = if state.asks_for_move() {
        state.pending
    } else {
        TaneStep::Off
    };
    html! {
        <>
            if p.rules().tier.has_tiles() {
                <p class="tiles" data-testid="tiles">{ words::tiles(&p) }</p>
            }
            { tane::panel(step, &on_input.reform(KemuInput::Tane)) }
        </>
    }
}
