//! The value of every move: a small SVG chart of what each position of a game is worth
//! with perfect play (from the computer's table or solve), and the moves that threw a
//! draw or a win away, in words.

use crate::svg::{num, pair};
use takaro::core::mu_torere::Game;
use takaro::mu_torere::{game_values, slips, PlyValue};
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
        let when = if v.ply == 0 {
            "At the start".to_string()
        } else {
            format!("After move {}", v.ply)
        };
        html! {
            <circle class={classes!("mark", format!("value-{}", v.code()), slipped.then_some("slip"))}
                    cx={num(x(v.ply))} cy={num(y(v))}
                    r={if slipped { "5" } else { "3" }}
                    data-ply={v.ply.to_string()}
                    data-value={v.code()}
                    data-distance={v.distance.map(|d| d.to_string())}
                    data-position={positions.get(v.ply).map(|p| p.to_string())}>
                <title>{ format!("{when}: {}", v.words()) }</title>
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
        Some(last) => format!(
            "Value of each position with perfect play, {} positions; now: {}.",
            values.len(),
            last.words()
        ),
        None => String::new(),
    };
    html! {
        <figure class="value-chart" data-testid="value-chart">
            <figcaption>{ "The value of every move" }</figcaption>
            <svg viewBox={format!("0 0 {} {}", num(width), num(HEIGHT))} role="img" aria-label={summary}>
                <line class="axis" x1={num(LEFT)} x2={num(width)} y1={num(HEIGHT / 2.0)} y2={num(HEIGHT / 2.0)} />
                <text class="row-label" x="2" y="16">{ "Green wins" }</text>
                <text class="row-label" x="2" y={num(HEIGHT / 2.0 + 4.0)}>{ "Draw" }</text>
                <text class="row-label" x="2" y={num(HEIGHT - 8.0)}>{ "White wins" }</text>
                <polyline class="value-line" points={line} />
                { for marks }
                { for slip_labels }
            </svg>
            <p class="chart-note">{ "Higher means better for Green, lower better for White; the nearer the edge, the sooner the win. Values come from the computer's solve." }</p>
            <ul class="slips" aria-live="polite" data-testid="slips">
                if slips.is_empty() {
                    <li>{ "No move so far threw away a draw or a win." }</li>
                }
                { for slips.iter().map(|s| html! { <li data-slip={s.ply.to_string()}>{ s.words() }</li> }) }
            </ul>
        </figure>
    }
}
