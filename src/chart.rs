//! The chart of a game's value, shared by Mū tōrere's value chart and the analysis of
//! a Moeraki Kemu game: one dot a position joined by a line, the marked moves ringed and
//! numbered, three row labels (one side's wins at the top, the other's at the bottom),
//! and a text alternative. Each game says where a dot stands and what it carries. Given
//! `on_pick`, each dot is a button that shows its position (one Tab stop, the dot shown;
//! the arrow keys, Home and End move along the game).

use crate::svg::{num, pair};
use std::rc::Rc;
use yew::prelude::*;

/// Horizontal space between plies in SVG units.
const STEP: f64 = 14.0;
/// The least left margin for the row labels.
const LEFT: f64 = 64.0;
/// About how wide a letter of a row label is, at the largest size the page draws them.
const LETTER: f64 = 6.5;
const HEIGHT: f64 = 120.0;
/// The room kept above the top row and below the bottom one.
const EDGE: f64 = 12.0;

/// The left margin: room for the longest row label (in te reo Māori they are longer), so
/// no label runs into the dots.
fn left_margin(rows: &[AttrValue; 3]) -> f64 {
    let longest = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0);
    (longest as f64 * LETTER + 8.0).max(LEFT)
}

fn x(left: f64, ply: usize) -> f64 {
    left + STEP * ply as f64
}

/// How high `level` stands: +1 at the top row, 0 in the middle, −1 at the bottom.
fn y(level: f64) -> f64 {
    HEIGHT / 2.0 - level.clamp(-1.0, 1.0) * (HEIGHT / 2.0 - EDGE)
}

/// One position of the game on the chart.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartPoint {
    /// Moves made before it (0: the start).
    pub ply: usize,
    /// From −1 (the bottom row's side wins) to +1 (the top row's).
    pub level: f64,
    /// The dot's class (its colour).
    pub class: &'static str,
    /// The move that reached it is marked (a slip, a big swing).
    pub marked: bool,
    /// Its tooltip.
    pub title: String,
    /// Its value as tests and tools read it (`data-value`).
    pub value: String,
    /// More for tests (`data-distance`, `data-position`).
    pub distance: Option<String>,
    pub position: Option<String>,
}

/// The dots, made once a game (by `use_memo`) and compared by identity: a new list is a
/// new chart.
#[derive(Clone, Debug)]
pub struct ChartPoints(pub Rc<Vec<ChartPoint>>);

impl PartialEq for ChartPoints {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[derive(Properties, PartialEq)]
pub struct ValueChartProps {
    pub testid: &'static str,
    pub caption: AttrValue,
    /// The text alternative: what the chart shows, in one sentence.
    pub summary: AttrValue,
    /// The row labels: top, middle, bottom.
    pub rows: [AttrValue; 3],
    pub points: ChartPoints,
    /// How to read it.
    pub note: AttrValue,
    /// Under the note: the marked moves in words.
    #[prop_or_default]
    pub children: Html,
    /// The figure's `id`, for a link that brings the chart into view.
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// Asks to show the position of a dot (its ply); `None`: the dots are a picture.
    #[prop_or_default]
    pub on_pick: Option<Callback<usize>>,
    /// The ply whose position is shown (its dot is marked, and is the Tab stop).
    #[prop_or_default]
    pub shown: Option<usize>,
}

/// The ply an arrow key, Home or End asks for from `shown`, among `count` dots.
fn key_step(key: &str, shown: usize, count: usize) -> Option<usize> {
    let last = count.checked_sub(1)?;
    Some(match key {
        "ArrowLeft" | "ArrowDown" => shown.saturating_sub(1),
        "ArrowRight" | "ArrowUp" => (shown + 1).min(last),
        "Home" => 0,
        "End" => last,
        _ => return None,
    })
}

#[function_component(ValueChart)]
pub fn value_chart(props: &ValueChartProps) -> Html {
    let points = &props.points.0;
    let svg = use_node_ref();
    let shown = props.shown.unwrap_or(points.len().saturating_sub(1));
    {
        // The keyboard's focus follows the dot shown, while it is in the chart.
        let svg = svg.clone();
        use_effect_with(shown, move |shown| {
            let Some(svg) = svg.cast::<web_sys::Element>() else {
                return;
            };
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            if active.is_some_and(|a| svg.contains(Some(&a))) {
                if let Ok(Some(dot)) = svg.query_selector(&format!("[data-ply=\"{shown}\"]")) {
                    if let Ok(dot) = wasm_bindgen::JsCast::dyn_into::<web_sys::SvgElement>(dot) {
                        let _ = dot.focus();
                    }
                }
            }
        });
    }
    let on_key = props.on_pick.clone().map(|pick| {
        let count = points.len();
        Callback::from(move |e: KeyboardEvent| {
            if let Some(to) = key_step(&e.key(), shown, count) {
                e.prevent_default();
                pick.emit(to);
            }
        })
    });
    let left = left_margin(&props.rows);
    let x = |ply| x(left, ply);
    let width = x(points.len().max(12)) + 8.0;
    let line: String = points
        .iter()
        .map(|p| pair(x(p.ply), y(p.level)))
        .collect::<Vec<_>>()
        .join(" ");
    let dots = points.iter().map(|p| {
        let pickable = props.on_pick.is_some();
        let (onclick, onkeydown) = match &props.on_pick {
            Some(pick) => crate::svg::activation(true, pick, p.ply),
            None => (None, None),
        };
        let is_shown = pickable && p.ply == shown;
        html! {
            <circle class={classes!("mark", p.class, p.marked.then_some("slip"), is_shown.then_some("shown"))}
                    cx={num(x(p.ply))} cy={num(y(p.level))} r={if p.marked { "5" } else { "3" }}
                    role={pickable.then_some("button")}
                    tabindex={pickable.then_some(if is_shown { "0" } else { "-1" })}
                    aria-label={pickable.then(|| p.title.clone())}
                    aria-current={is_shown.then_some("step")}
                    {onclick} {onkeydown}
                    data-ply={p.ply.to_string()} data-value={p.value.clone()}
                    data-distance={p.distance.clone()} data-position={p.position.clone()}>
                <title>{ p.title.clone() }</title>
            </circle>
        }
    });
    // A larger, invisible target round each dot, for fingers (at least 24 px on screen).
    let targets = props.on_pick.as_ref().map(|pick| {
        let targets = points.iter().map(|p| {
            let ply = p.ply;
            html! {
                <rect class="pick" x={num(x(ply) - STEP / 2.0)} y="0" width={num(STEP)} height={num(HEIGHT)}
                      onclick={pick.reform(move |_: MouseEvent| ply)} />
            }
        });
        html! { <g aria-hidden="true">{ for targets }</g> }
    });
    let labels = points.iter().filter(|p| p.marked).map(|p| {
        let below = if p.level > 0.0 { 14.0 } else { -8.0 };
        html! {
            <text class="slip-label" x={num(x(p.ply))} y={num(y(p.level) + below)}
                  text-anchor="middle">{ p.ply.to_string() }</text>
        }
    });
    let [top, middle, bottom] = props.rows.clone();
    html! {
        <figure class={classes!("value-chart", props.on_pick.is_some().then_some("pickable"))}
                data-testid={props.testid} id={props.id.clone()} tabindex={props.id.as_ref().map(|_| "-1")}>
            { crate::lazy_style::stylesheet("charts.css") }
            <figcaption>{ props.caption.clone() }</figcaption>
            // `--w`: its width in units, so that on a phone a dot's target is 24 px wide
            // (the chart then scrolls sideways in its figure).
            <svg viewBox={format!("0 0 {} {}", num(width), num(HEIGHT))} ref={svg}
                 style={props.on_pick.is_some().then(|| format!("--w:{}", num(width)))}
                 role={if props.on_pick.is_some() { "group" } else { "img" }}
                 aria-label={props.summary.clone()} onkeydown={on_key}>
                <line class="axis" x1={num(left)} x2={num(width)} y1={num(HEIGHT / 2.0)} y2={num(HEIGHT / 2.0)} />
                <text class="row-label" x="2" y="16">{ top }</text>
                <text class="row-label" x="2" y={num(HEIGHT / 2.0 + 4.0)}>{ middle }</text>
                <text class="row-label" x="2" y={num(HEIGHT - 8.0)}>{ bottom }</text>
                <polyline class="value-line" points={line} />
                { for targets }
                { for dots }
                { for labels }
            </svg>
            <p class="chart-note">{ props.note.clone() }</p>
            { props.children.clone() }
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_row_labels_get_a_wider_margin() {
        let rows = |top: &'static str| [top.into(), "Even".into(), "Manaia".into()];
        assert_eq!(left_margin(&rows("Matau")), LEFT);
        assert!(left_margin(&rows("Kei mua a Manaia")) >= 16.0 * LETTER);
    }

    #[test]
    fn levels_run_from_the_top_row_to_the_bottom() {
        assert_eq!(y(1.0), EDGE);
        assert_eq!(y(0.0), HEIGHT / 2.0);
        assert_eq!(y(-1.0), HEIGHT - EDGE);
        assert_eq!(y(5.0), EDGE, "clamped");
    }

    #[test]
    fn keys_step_along_the_dots_and_stop_at_the_ends() {
        assert_eq!(key_step("ArrowRight", 3, 10), Some(4));
        assert_eq!(key_step("ArrowRight", 9, 10), Some(9));
        assert_eq!(key_step("ArrowLeft", 0, 10), Some(0));
        assert_eq!(key_step("ArrowLeft", 3, 10), Some(2));
        assert_eq!(key_step("Home", 3, 10), Some(0));
        assert_eq!(key_step("End", 3, 10), Some(9));
        assert_eq!(key_step("Tab", 3, 10), None);
        assert_eq!(key_step("End", 0, 0), None, "no dots");
    }
}
