//! The class's answers to a Mū tōrere question (`super::class_play`) drawn over its
//! board: an arrow from each counter moved to the empty point, with how many chose it and
//! its mark at its middle, styled by its value. It is laid over the game's board in the
//! board's own coordinates, so the board (in every first screen) carries none of it.

use super::board::{arrow_ends, VIEW_BOX};
use crate::svg::num;
use takaro::core::mu_torere::Point;
use yew::prelude::*;

/// A move drawn as an arrow, with a short label (`×3 ✓`) and its class (`win`, `draw`,
/// `loss`) once its value is known.
#[derive(Clone, Debug, PartialEq)]
pub struct Arrow {
    pub from: Point,
    pub to: Point,
    pub label: String,
    pub kind: Option<&'static str>,
}

#[derive(Properties, PartialEq)]
pub struct AnswerArrowsProps {
    pub arrows: Vec<Arrow>,
}

/// The arrows, for a screen reader hidden: the list below the board says each answer.
#[function_component(AnswerArrows)]
pub fn answer_arrows(props: &AnswerArrowsProps) -> Html {
    let arrows = props.arrows.iter().map(|arrow| {
        let (x1, y1, x2, y2) = arrow_ends(arrow.from, arrow.to);
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        html! {
            <g class={classes!("answer-arrow", arrow.kind)} data-from={arrow.from.index().to_string()}
               data-to={arrow.to.index().to_string()}>
                <line x1={num(x1)} y1={num(y1)} x2={num(x2)} y2={num(y2)} marker-end="url(#answer-arrow-head)" />
                <text x={num(mx)} y={num(my + 4.0)} text-anchor="middle">{ arrow.label.clone() }</text>
            </g>
        }
    });
    html! {
        <svg class="answer-arrows" viewBox={VIEW_BOX} aria-hidden="true">
            <defs>
                <marker id="answer-arrow-head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M0,0 L10,5 L0,10 z" class="answer-arrow-head" />
                </marker>
            </defs>
            { for arrows }
        </svg>
    }
}
