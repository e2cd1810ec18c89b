//! The value of every move: a small SVG chart of what each position of a game is worth
//! with perfect play (from the computer's table or solve), and the moves that threw a
//! draw or a win away, in words. Under a finished game each dot shows its position.

use super::state::{place, side_name};
use crate::chart::{ChartPoint, ChartPoints, ValueChart as Chart};
use crate::t;
use std::rc::Rc;
use takaro::core::mu_torere::Game;
use takaro::mu_torere::{game_values, slips, PlyValue, Slip};
use yew::prelude::*;

/// How high a value stands: Green's wins at the top (faster wins higher), draws in the
/// middle, White's wins at the bottom (one row a ply of distance).
fn level(v: &PlyValue) -> f64 {
    let near = 1.0 - 5.0 * f64::from(v.distance.unwrap_or(0)) / 48.0;
    match v.code() {
        "green" => near,
        "white" => -near,
        _ => 0.0,
    }
}

/// A value in words, built from its data (the core's `words()` stays English for the
/// command line): "Green wins in 5", "Green has won", "draw".
fn value_words(v: &PlyValue) -> String {
    match (v.winner, v.distance) {
        (Some(w), Some(0)) => t::mu_value_won(side_name(w)),
        (Some(w), Some(d)) => t::mu_value_wins_in(t::MuValueWinsIn {
            side: side_name(w),
            moves: crate::i18n::own_moves(d),
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
            moves: crate::i18n::own_moves(d),
        }),
        _ => t::mu_slip_draw(t::MuSlipDraw {
            move_: s.ply,
            mover,
            place: from,
        }),
    }
}

/// The chart's `id`, for [`show_value_chart`].
const ID: &str = "mu-value-chart";

/// Brings the value chart into view (opening the projector view's disclosure round it)
/// and gives it the keyboard's focus: the end of a game points to it.
pub fn show_value_chart() {
    use wasm_bindgen::JsCast;
    let Some(chart) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(ID))
    else {
        return;
    };
    if let Ok(Some(disclosure)) = chart.closest("details") {
        let _ = disclosure.set_attribute("open", "");
    }
    let Ok(chart) = chart.dyn_into::<web_sys::HtmlElement>() else {
        return;
    };
    // Where the panel scrolls by itself (laptops and the projector), its top meets the
    // chart's and the page keeps its header in view; a chart taller than the panel would
    // otherwise be centred by focus, its top cut off. Elsewhere focus scrolls the page.
    match chart.closest(".panel") {
        Ok(Some(panel)) if panel.scroll_height() > panel.client_height() => {
            // From the panel's inner edge (inside its border).
            let below = chart.get_bounding_client_rect().top()
                - panel.get_bounding_client_rect().top()
                - f64::from(panel.client_top());
            panel.set_scroll_top(panel.scroll_top() + below as i32);
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = chart.focus_with_options(&options);
        }
        _ => {
            let _ = chart.focus();
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct ValueChartProps {
    pub game: Game,
    /// Under a finished game: the move after which the board shows the game, and how to
    /// show another (a dot's click, tap or key).
    #[prop_or_default]
    pub shown: Option<usize>,
    #[prop_or_default]
    pub on_pick: Option<Callback<usize>>,
}

#[function_component(ValueChart)]
pub fn value_chart(props: &ValueChartProps) -> Html {
    let computed = use_memo(props.game.clone(), |game| {
        let values = game_values(game);
        let slips = slips(game, &values);
        let positions = game.positions();
        let points: Vec<ChartPoint> = values
            .iter()
            .map(|v| ChartPoint {
                ply: v.ply,
                level: level(v),
                class: match v.code() {
                    "green" => "value-green",
                    "white" => "value-white",
                    _ => "value-draw",
                },
                marked: slips.iter().any(|s| s.ply == v.ply),
                title: if v.ply == 0 {
                    t::mu_chart_at_start(value_words(v))
                } else {
                    t::mu_chart_after_move(t::MuChartAfterMove {
                        move_: v.ply,
                        value: value_words(v),
                    })
                },
                value: v.code().to_string(),
                distance: v.distance.map(|d| d.to_string()),
                position: positions.get(v.ply).map(|p| p.to_string()),
            })
            .collect();
        let summary = match values.last() {
            Some(last) => t::mu_chart_summary(t::MuChartSummary {
                count: crate::i18n::count(values.len()),
                value: value_words(last),
            }),
            None => String::new(),
        };
        (ChartPoints(Rc::new(points)), slips, summary)
    });
    let (points, slips, summary) = &*computed;
    html! {
        <Chart testid="value-chart" caption={t::mu_chart_caption()} summary={summary.clone()}
               rows={[t::mu_chart_green_wins().into(), t::mu_chart_draw().into(), t::mu_chart_white_wins().into()]}
               points={points.clone()} note={t::mu_chart_note()}
               id={AttrValue::Static(ID)} shown={props.shown} on_pick={props.on_pick.clone()}>
            <ul class="slips" aria-live="polite" data-testid="slips">
                if slips.is_empty() {
                    <li>{ t::mu_chart_no_slips() }</li>
                }
                { for slips.iter().map(|s| html! { <li data-slip={s.ply.to_string()}>{ slip_words(s) }</li> }) }
            </ul>
        </Chart>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::in_each_language;
    use takaro::core::mu_torere::Outcome;

    /// Every value and slip of every short game has the page's words in both languages.
    #[test]
    fn values_and_slips_have_words_in_both_languages() {
        let mut slips_seen = 0;
        let mut stack = vec![Game::new()];
        while let Some(g) = stack.pop() {
            let values = game_values(&g);
            for v in &values {
                let said = in_each_language(|| value_words(v));
                assert!(said.iter().all(|w| !w.is_empty()), "{v:?}");
            }
            for s in slips(&g, &values) {
                let said = in_each_language(|| slip_words(&s));
                assert!(said[0] != said[1] && !said[1].is_empty(), "{said:?}");
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
