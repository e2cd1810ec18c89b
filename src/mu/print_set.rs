//! The Mū tōrere set to print: the board with its points named in te reo Māori, the 4 + 4
//! counters told apart by shape (triangle, dot), and a one-page rule sheet.

use super::board::{counter_art, ring_points, xy};
use super::state::point_name;
use crate::print::sheet::{mm, sheet, Layout};
use crate::svg::num;
use crate::t;
use takaro::core::mu_torere::{Point, Position, Side};
use yew::prelude::*;

/// The board's printed width: at least 180 mm on A4 and Letter, larger on A3.
pub fn board_mm(layout: &Layout) -> f64 {
    if layout.large() {
        260.0
    } else {
        180.0
    }
}

/// Where a point's name is written (its baseline's middle), clear of the point and the
/// lines, in the board's units.
fn name_at(p: Point) -> (f64, f64) {
    match p.index() {
        0 => (16.0, -35.0),
        1 => (0.0, -113.0),
        2 => (88.0, -88.0),
        3 => (94.0, -24.0),
        4 => (88.0, 96.0),
        5 => (0.0, 121.0),
        6 => (-88.0, 96.0),
        7 => (-94.0, -24.0),
        _ => (-88.0, -88.0),
    }
}

/// What is written beside the points: their names in te reo Māori (the set's board), or
/// their numbers in the notation (a diagram).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Labels {
    Names,
    Numbers,
}

/// The star in outlines: its ring and arms, the nine points with their names or numbers,
/// and the counters of `position` if one is given (inside an SVG of view box
/// `-125 -125 250 250`).
pub fn star(position: Option<&Position>, labels: Labels) -> Html {
    let arms = Point::ALL[1..].iter().map(|&k| {
        let (x, y) = xy(k);
        html! { <line class="arm" x1="0" y1="0" x2={num(x)} y2={num(y)} /> }
    });
    let points = Point::ALL.iter().map(|&p| {
        let (x, y) = xy(p);
        let at = position.and_then(|pos| pos.at(p));
        html! {
            <g transform={format!("translate({} {})", num(x), num(y))}>
                <circle class="spot" r="20" />
                { for at.map(counter) }
            </g>
        }
    });
    let names = Point::ALL.iter().map(|&p| {
        let (x, y) = name_at(p);
        match labels {
            Labels::Names => html! { <text x={num(x)} y={num(y)} text-anchor="middle" lang="mi">{ point_name(p) }</text> },
            Labels::Numbers => html! { <text class="number" x={num(x)} y={num(y)} text-anchor="middle">{ p.index().to_string() }</text> },
        }
    });
    html! {
        <>
            <polygon class="ring-line" points={ring_points()} />
            { for arms }
            { for points }
            { for names }
        </>
    }
}

/// The set's board, `size_mm` wide.
pub fn board(size_mm: f64) -> Html {
    html! {
        <svg class="print-mu-board" viewBox="-125 -125 250 250" style={format!("width:{}", mm(size_mm))}
             data-print-board="mu-torere" data-size-mm={num(size_mm)}
             role="img" aria-label={t::print_mu_board_label()}>
            { star(None, Labels::Names) }
        </svg>
    }
}

/// A counter as it is drawn on screen: Green with a triangle, White with a dot.
pub fn counter(side: Side) -> Html {
    let class = match side {
        Side::Green => "counter green",
        Side::White => "counter white",
    };
    html! { <g class={class}>{ counter_art(side) }</g> }
}

/// A counter to cut out, `size_mm` across.
fn counter_piece(side: Side, size_mm: f64) -> Html {
    let kind = match side {
        Side::Green => "counter-green",
        Side::White => "counter-white",
    };
    html! {
        <svg class="piece" viewBox="-16 -16 32 32" style={format!("width:{0};height:{0}", mm(size_mm))}
             data-print-piece={kind} role="img" aria-label={t::print_mu_counter(side.into())}>
            { counter(side) }
        </svg>
    }
}

pub fn sheets(layout: &Layout) -> Html {
    let size = board_mm(layout);
    let counters = [Side::Green, Side::White].into_iter().map(|side| {
        html! {
            <div class="pieces">{ for (0..4).map(|_| counter_piece(side, 26.0)) }</div>
        }
    });
    html! {
        <>
            { sheet("mu-board", t::print_mu_board_title(), html! {
                <>
                    <p>{ t::print_mu_board_note() }</p>
                    { board(size) }
                </>
            }) }
            { sheet("mu-counters", t::print_mu_counters_title(), html! {
                <>
                    <p>{ t::print_mu_counters_note() }</p>
                    { for counters }
                </>
            }) }
            { sheet("mu-rules", t::print_mu_rules_title(), rules()) }
        </>
    }
}

/// The rule sheet: the words of the about page's rules (one home for them).
fn rules() -> Html {
    html! {
        <div class="rules">
            { super::about::terms() }
            <h3>{ t::print_rules_setup() }</h3>
            <p>{ t::learn_mu_about_play_start() }{ " " }{ t::learn_mu_choice_first() }</p>
            <h3>{ t::print_rules_moving() }</h3>
            <p>{ t::learn_mu_about_play_move() }</p>
            <ul>
                <li>{ t::learn_mu_about_play_along() }</li>
                <li>{ t::learn_mu_about_play_out() }</li>
                <li>{ t::learn_mu_about_play_in() }</li>
            </ul>
            <h3>{ t::learn_mu_lesson_rule_title() }</h3>
            <p>{ t::learn_mu_lesson_rule_1() }</p>
            <h3>{ t::print_rules_end() }</h3>
            <p>{ t::learn_mu_about_play_lose() }</p>
            <p>{ t::learn_mu_choice_repetition() }</p>
        </div>
    }
}
