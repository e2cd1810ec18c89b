//! The value of every move: a small SVG chart of what each position of a game is worth
//! with perfect play (from the computer's table or solve), and the moves that threw a
//! draw or a win away, in words.

use super::state::{place, side_name};
use crate::svg::{num, pair};
use crate::t;
use takaro::core::mu_torere::Game;
use takaro::mu_torere::{game_values, slips, PlyValue, Slip};
use yew::prelude::*;

/// Horizontal space between plies in SVG units.
const STEP: f64 = 14.0;
/// Left margin for the row labels.
const LEFT: f64 = 64.0;
const HEIGHT: f64 = 120.0;

/// The height of a value: Green's wins at the top (faster wins higher), draws in the
/// middle, White's wins at the bottom.
fn y(v: &PlyValue) -> f64 {
    let d = f64::from(v.distance.unwrap_or(0));
    match v.code() {
        "green" => 12.0 + 5.0 * d,
        "white" => HEIGHT - 12.0 - 5.0 * d,
        _ => HEIGHT / 2.0,
    }
}

fn x(ply: usize) -> f64 {
    LEFT + STEP * ply as f64
}

/// A value in words, built from its data (the core's `words()` stays English for the
/// command line): "Green wins in 5", "Green has won", "draw".
fn value_words(v: &PlyValue) -> String {
    match (v.winner, v.distance) {
        (Some(w), Some(0)) => t::mu_value_won(side_name(w)),
        (Some(w), Some(d)) => t::mu_value_wins_in(t::MuValueWinsIn {
            side: side_name(w),
            plies: u32::from(d),
        }),
        _ => t::mu_value_draw().to_string(),
    }
}

/// A slip in words, e.g. "move 7: White's move from kāwai 3 let Green win in 5".
fn slip_words(s: &Slip) -> String {
    let (mover, from) = (side_name(s.mover), place(s.from));
    match (s.after.winner, s.after.distance) {
        (Some(w), Some(0)) => t::mu_slip_win_now(t::MuSlipWinNow {
            move_: s.ply,
            mover,
            place: from,
            winner: side_name(w),
        }),
        (Some(w), Some(d)) => t::mu_slip_win_in(t::MuSlipWinIn {
            move_: s.ply,
            mover,
            place: from,
            winner: side_name(w),
            plies: u32::from(d),
        }),
        _ => t::mu_slip_draw(t::MuSlipDraw {
            move_: s.ply,
            mover,
            place: from,
        }),
    }
}

#[derive(Properties, PartialEq)]
pub struct ValueChartProps {
    pub game: Game,
}

#[function_component(ValueChart)]
pub fn value_chart(props: &ValueChartProps) -> Html {
    let computed = use_memo(props.game.clone(), |game| {
        let values = game_values(game);
        let slips = slips(game, &values);
        (values, slips)
    });
    let (values, slips) = &*computed;
    let positions = props.game.positions();
    let width = x(values.len().max(12)) + 8.0;
    let line: String = values
        .iter()
        .map(|v| pair(x(v.ply), y(v)))
        .collect::<Vec<_>>()
        .join(" ");
    let slip_plies: Vec<usize> = slips.iter().map(|s| s.ply).collect();
    let marks = values.iter().map(|v| {
        let slipped = slip_plies.contains(&v.ply);
        let title = if v.ply == 0 {
            t::mu_chart_at_start(value_words(v))
        } else {
            t::mu_chart_after_move(t::MuChartAfterMove { move_: v.ply, value: value_words(v) })
        };
        html! {
            <circle class={classes!("mark", format!("value-{}", v.code()), slipped.then_some("slip"))}
                    cx={num(x(v.ply))} cy={num(y(v))}
                    r={if slipped { "5" } else { "3" }}
                    data-ply={v.ply.to_string()}
                    data-value={v.code()}
                    data-distance={v.distance.map(|d| d.to_string())}
                    data-position={positions.get(v.ply).map(|p| p.to_string())}>
                <title>{ title }</title>
            </circle>
        }
    });
    let slip_labels = slips.iter().map(|s| {
        let v = &s.after;
        html! {
            <text class="slip-label" x={num(x(v.ply))} y={num(y(v) + if v.code() == "green" { 14.0 } else { -8.0 })}
                  text-anchor="middle">{ s.ply.to_string() }</text>
        }
    });
    let summary = match values.last() {
        Some(last) => t::mu_chart_summary(t::MuChartSummary {
            count: crate::i18n::count(values.len()),
            value: value_words(last),
        }),
        None => String::new(),
    };
    html! {
        <figure class="value-chart" data-testid="value-chart">
            <figcaption>{ t::mu_chart_caption() }</figcaption>
            <svg viewBox={format!("0 0 {} {}", num(width), num(HEIGHT))} role="img" aria-label={summary}>
                <line class="axis" x1={num(LEFT)} x2={num(width)} y1={num(HEIGHT / 2.0)} y2={num(HEIGHT / 2.0)} />
                <text class="row-label" x="2" y="16">{ t::mu_chart_green_wins() }</text>
                <text class="row-label" x="2" y={num(HEIGHT / 2.0 + 4.0)}>{ t::mu_chart_draw() }</text>
                <text class="row-label" x="2" y={num(HEIGHT - 8.0)}>{ t::mu_chart_white_wins() }</text>
                <polyline class="value-line" points={line} />
                { for marks }
                { for slip_labels }
            </svg>
            <p class="chart-note">{ t::mu_chart_note() }</p>
            <ul class="slips" aria-live="polite" data-testid="slips">
                if slips.is_empty() {
                    <li>{ t::mu_chart_no_slips() }</li>
                }
                { for slips.iter().map(|s| html! { <li data-slip={s.ply.to_string()}>{ slip_words(s) }</li> }) }
            </ul>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::mu_torere::Outcome;

    /// In English the page's words are the core's (which the command line prints), for
    /// every value and slip of every short game.
    #[test]
    fn english_values_and_slips_read_as_the_cores() {
        let mut slips_seen = 0;
        let mut stack = vec![Game::new()];
        while let Some(g) = stack.pop() {
            let values = game_values(&g);
            for v in &values {
                assert_eq!(value_words(v), v.words());
            }
            for s in slips(&g, &values) {
                assert_eq!(slip_words(&s), s.words());
                slips_seen += 1;
            }
            if g.moves().len() < 5 && g.outcome() == Outcome::Ongoing {
                for m in g.legal_moves() {
                    let mut next = g.clone();
                    next.play(m.from).unwrap();
                    stack.push(next);
                }
            }
        }
        assert!(slips_seen > 0);
    }
}
