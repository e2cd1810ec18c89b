//! Stepping through a finished game: buttons and arrow keys choose the move after which
//! the board shows the game. The screens replay the position with the rules core.

use crate::t;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StepThroughProps {
    /// The move after which the board shows the game (0: the start).
    pub shown: usize,
    /// Moves in the game.
    pub played: usize,
    /// Asks to show the game after this many moves.
    pub on_step: Callback<usize>,
}

#[function_component(StepThrough)]
pub fn step_through(props: &StepThroughProps) -> Html {
    let StepThroughProps {
        shown,
        played,
        ref on_step,
    } = *props;
    let step = |to: usize| on_step.reform(move |_: MouseEvent| to);
    let on_key = {
        let on_step = on_step.clone();
        Callback::from(move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "ArrowLeft" => shown.saturating_sub(1),
                "ArrowRight" => (shown + 1).min(played),
                "Home" => 0,
                "End" => played,
                _ => return,
            };
            e.prevent_default();
            on_step.emit(to);
        })
    };
    html! {
        <div class="review" role="group" aria-label={t::review_group()}
             data-testid="review" data-review-ply={shown.to_string()} onkeydown={on_key}>
            <button onclick={step(0)} disabled={shown == 0}>{ t::review_start() }</button>
            <button onclick={step(shown.saturating_sub(1))} disabled={shown == 0}>{ t::review_back() }</button>
            <button onclick={step(shown + 1)} disabled={shown >= played}>{ t::review_forward() }</button>
            <button onclick={step(played)} disabled={shown >= played}>{ t::review_end() }</button>
            <p role="status">{ t::review_showing(t::ReviewShowing { shown, played }) }</p>
        </div>
    }
}
