//! The Mū tōrere board as SVG. It draws what it is given and reports clicks on the
//! points it is told are clickable; it knows no rules.

use super::state::point_name;
use crate::svg::{num, pair};
use crate::t;
use takaro::core::mu_torere::{Point, Position, Side};
use yew::prelude::*;

/// Radius of the ring of kāwai in SVG units (the view box is 240 wide).
const R: f64 = 88.0;

/// R·sin 45°: the kāwai on the diagonals.
const D: f64 = R * std::f64::consts::FRAC_1_SQRT_2;

/// The kāwai 1–8 on the ring, every 45° clockwise from the top (a table rather than
/// `sin`/`cos`, whose code would cost the page several kilobytes).
const RING: [(f64, f64); 8] = [
    (0.0, -R),
    (D, -D),
    (R, 0.0),
    (D, D),
    (0.0, R),
    (-D, D),
    (-R, 0.0),
    (-D, -D),
];

/// The board's SVG coordinates: the pūtahi at the origin (drawings laid over the board
/// use the same).
pub const VIEW_BOX: &str = "-125 -125 250 250";

/// SVG coordinates of a point: the pūtahi at the centre, kāwai 1 at the top, clockwise.
pub fn xy(p: Point) -> (f64, f64) {
    match p.index() {
        0 => (0.0, 0.0),
        k => RING[(k - 1) % 8],
    }
}

/// The ring through the eight kāwai, as an SVG list of points.
pub fn ring_points() -> String {
    Point::ALL[1..]
        .iter()
        .map(|&k| {
            let (x, y) = xy(k);
            pair(x, y)
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The radius of a point's spot; the last move's arrow keeps this far (and a little
/// more) from the points it joins, so its head shows beside the counter that arrived.
const SPOT: f64 = 20.0;

/// The last move's arrow, from the edge of the point left to the edge of the point
/// reached: `(x1, y1, x2, y2)`.
pub fn arrow_ends(from: Point, to: Point) -> (f64, f64, f64, f64) {
    let ((x1, y1), (x2, y2)) = (xy(from), xy(to));
    let length = (x2 - x1).hypot(y2 - y1);
    let gap = SPOT + 2.0;
    let (dx, dy) = ((x2 - x1) / length * gap, (y2 - y1) / length * gap);
    (x1 + dx, y1 + dy, x2 - dx, y2 - dy)
}

/// Where a point's name is written on the screen's board (the middle of the text): a
/// kāwai's on its arm, between the counter and the centre (above the arm for kāwai 3
/// and 7, whose arms lie along the text; a little outwards on the diagonals, clear of
/// the pūtahi's name); the pūtahi's just above its counter. At least 4 units clear of
/// every point's spot (20 units in radius, its stroke 1.25 more) and of each other, and
/// of the hints beside the counters.
fn name_at(p: Point) -> (f64, f64) {
    let (x, y) = xy(p);
    match p.index() {
        0 => (0.0, -30.0),
        3 | 7 => (x / R * 44.0, -9.0),
        k if k % 2 == 0 => (x.signum() * 37.0, y.signum() * 34.0),
        _ => (0.0, y / R * 52.0),
    }
}

/// A counter, 15 units in radius, with its side's mark: Green a triangle, White a dot
/// (shapes, so colour is never the only cue).
pub fn counter_art(side: Side) -> Html {
    let mark = match side {
        Side::Green => html! { <path class="mark" d="M0,-7 L6,4 L-6,4 Z" /> },
        Side::White => html! { <circle class="mark" r="5" /> },
    };
    html! {
        <>
            <circle r="15" />
            { mark }
        </>
    }
}

/// The accessible name of a point, e.g. "Kāwai 3, green counter, can move".
pub fn point_label(p: Point, at: Option<Side>, movable: bool) -> String {
    point_label_for(p, at, movable, false)
}

/// [`point_label`], or for a counter a lesson lets you try although it may not move,
/// "…, try it".
fn point_label_for(p: Point, at: Option<Side>, movable: bool, tryable: bool) -> String {
    let place = if p.is_putahi() {
        t::mu_point_putahi().to_string()
    } else {
        t::mu_point_kawai(p.index())
    };
    let what = match at {
        None => t::mu_point_empty().to_string(),
        Some(s) => t::mu_point_counter(s.into()),
    };
    if movable {
        t::mu_point_can_move(t::MuPointCanMove { point: place, what })
    } else if tryable {
        t::mu_point_try(t::MuPointTry { point: place, what })
    } else {
        t::mu_point(t::MuPoint { point: place, what })
    }
}

#[derive(Properties, PartialEq)]
pub struct MuBoardProps {
    /// A friend's game: the side this device plays and the connection.
    #[prop_or_default]
    pub tags: crate::play::BoardTags,
    pub position: Position,
    /// `ongoing`, `g`, `w` or `draw`.
    pub outcome: AttrValue,
    /// Points whose counters may be clicked now.
    pub movable: Vec<Point>,
    pub last_move: Option<(Point, Point)>,
    /// Short hint labels to draw beside counters.
    pub hints: Vec<(Point, String)>,
    /// The board writes each point's name (kāwai 1–8, pūtahi).
    #[prop_or_default]
    pub show_names: bool,
    /// Counters that may be clicked although they cannot move, so a lesson can let the
    /// rules explain why (they get no "can move" ring).
    #[prop_or_default]
    pub try_points: Vec<Point>,
    /// A tap on a counter that cannot move is reported too (so a game can say why), but
    /// makes it no button: keyboard users reach only the counters that move.
    #[prop_or_default]
    pub tap_to_explain: bool,
    pub on_play: Callback<Point>,
}

/// Keeps keyboard focus on the board when the focused counter can no longer be pressed
/// (it has moved, or the turn has passed): the board itself takes it, so the next Tab
/// goes to a counter that can move rather than past the board (to Undo, say).
/// `had_focus`: whether focus was last inside the board.
fn keep_focus_on_board(board: &NodeRef, had_focus: bool) {
    let Some(svg) = board.cast::<web_sys::SvgElement>() else {
        return;
    };
    let document = web_sys::window().and_then(|w| w.document());
    let active = document.as_ref().and_then(|d| d.active_element());
    let body: Option<web_sys::Element> = document.and_then(|d| d.body()).map(Into::into);
    let lost = match active {
        // The browser has already let go of the counter.
        None => had_focus,
        Some(ref e) if Some(e) == body.as_ref() => had_focus,
        // A counter that has lost its Tab stop still holds focus until the browser
        // notices.
        Some(ref e) => e != svg.as_ref() && svg.contains(Some(e)) && !e.has_attribute("tabindex"),
    };
    if lost {
        let _ = svg.focus();
    }
}

#[function_component(MuBoard)]
pub fn mu_board(props: &MuBoardProps) -> Html {
    let tags = &props.tags;
    let pos = props.position;
    let board = use_node_ref();
    // Whether focus was last inside the board (a counter or the board itself).
    let had_focus = use_mut_ref(|| false);
    {
        let (board, had_focus) = (board.clone(), had_focus.clone());
        use_effect_with((pos, props.movable.clone()), move |_| {
            // Read first: focusing the board runs `onfocusin`, which writes it.
            let had = *had_focus.borrow();
            keep_focus_on_board(&board, had);
        });
    }
    let onfocusin = {
        let had_focus = had_focus.clone();
        Callback::from(move |_: FocusEvent| *had_focus.borrow_mut() = true)
    };
    // Focus leaving for somewhere else on the page; a counter that loses its Tab stop
    // loses focus to nowhere, and the board then takes it (above).
    let onfocusout = {
        let (board, had_focus) = (board.clone(), had_focus);
        Callback::from(move |e: FocusEvent| {
            use wasm_bindgen::JsCast;
            let to = e
                .related_target()
                .and_then(|t| t.dyn_into::<web_sys::Node>().ok());
            let inside = board
                .cast::<web_sys::Node>()
                .is_some_and(|b| to.as_ref().is_some_and(|t| b.contains(Some(t))));
            if to.is_some() && !inside {
                *had_focus.borrow_mut() = false;
            }
        })
    };
    let arms = Point::ALL[1..].iter().map(|&k| {
        let (x, y) = xy(k);
        html! { <line class="arm" x1="0" y1="0" x2={num(x)} y2={num(y)} /> }
    });
    let ring = ring_points();
    let last_line = props.last_move.map(|(from, to)| {
        let (x1, y1, x2, y2) = arrow_ends(from, to);
        html! {
            <line class="last-move" x1={num(x1)} y1={num(y1)}
                  x2={num(x2)} y2={num(y2)} marker-end="url(#mu-arrow)" />
        }
    });
    let points = Point::ALL.iter().map(|&p| {
        let (x, y) = xy(p);
        let at = pos.at(p);
        let movable = props.movable.contains(&p);
        let tryable = !movable && props.try_points.contains(&p);
        let label = point_label_for(p, at, movable, tryable);
        let clickable = movable || tryable;
        let (onclick, onkeydown) = crate::svg::activation(clickable, &props.on_play, p);
        let onclick = onclick.or_else(|| {
            props.tap_to_explain.then(|| props.on_play.reform(move |_: MouseEvent| p))
        });
        // The arriving counter slides in from where it left: static/sound.js, loaded on
        // the first gesture, moves it (no bytes of the first screen).
        let counter = at.map(|side| {
            let cls = match side {
                Side::Green => "counter green",
                Side::White => "counter white",
            };
            html! {
                <g class={cls}>
                    { counter_art(side) }
                </g>
            }
        });
        let hint = props.hints.iter().find(|(q, _)| *q == p).map(|(_, text)| {
            let dy = if y > 0.0 || p.is_putahi() { 30.0 } else { -24.0 };
            html! { <text class="hint" y={num(dy)} text-anchor="middle">{ text.clone() }</text> }
        });
        html! {
            <g class={classes!("point", movable.then_some("movable"), p.is_putahi().then_some("putahi"))}
               data-point={p.index().to_string()}
               transform={format!("translate({} {})", num(x), num(y))}
               role={if clickable { "button" } else { "img" }}
               tabindex={clickable.then_some("0")}
               aria-label={label}
               {onclick} {onkeydown}>
                <circle class="spot" r="20" />
                if movable { <circle class="ring" r="19" /> }
                { for counter }
                { for hint }
            </g>
        }
    });
    // Drawn last, over the lines; the points' accessible names already say them.
    let names = props.show_names.then(|| {
        let names = Point::ALL.iter().map(|&p| {
            let (x, y) = name_at(p);
            html! {
                <text class="point-name" x={num(x)} y={num(y + 3.0)} text-anchor="middle" lang="mi"
                      data-name-of={p.index().to_string()}>{ point_name(p) }</text>
            }
        });
        html! { <g class="point-names" aria-hidden="true">{ for names }</g> }
    });
    html! {
        <svg class="board mu-board" viewBox={VIEW_BOX} role="group" ref={board}
             tabindex="-1" {onfocusin} {onfocusout}
             aria-label={t::mu_board_label()}
             data-game="mu-torere"
             data-position={pos.to_string()}
             data-outcome={props.outcome.clone()}
             data-seat={tags.seat}
             data-connection={tags.connection}>
            <defs>
                <marker id="mu-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M0,0 L10,5 L0,10 z" class="arrow-head" />
                </marker>
            </defs>
            <polygon class="ring-line" points={ring} />
            { for arms }
            { for last_line }
            { for points }
            { for names }
        </svg>
    }
}

/// The board at the start, with nothing to click: the home page's picture of it
/// (src/board_pictures.rs, drawn off the browser).
#[cfg(feature = "ssr")]
pub fn at_start() -> Html {
    use takaro::core::mu_torere::{Game, Outcome};
    html! {
        <MuBoard position={*Game::new().position()}
                 outcome={AttrValue::from(Outcome::Ongoing.code())}
                 movable={Vec::new()} last_move={None} hints={Vec::new()}
                 on_play={Callback::noop()} />
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kawai_one_is_at_the_top_and_go_clockwise() {
        let (x1, y1) = xy(Point::new(1).unwrap());
        let (x3, y3) = xy(Point::new(3).unwrap());
        assert!(x1.abs() < 1e-9 && y1 < 0.0);
        assert!(x3 > 80.0 && y3.abs() < 1e-9, "kāwai 3 is to the right");
        assert_eq!(xy(Point::PUTAHI), (0.0, 0.0));
    }

    #[test]
    fn the_ring_table_is_the_circle() {
        for k in 1..=8u8 {
            let angle = f64::from(k - 1) * std::f64::consts::FRAC_PI_4;
            let (x, y) = xy(Point::new(k).unwrap());
            assert!((x - R * angle.sin()).abs() < 1e-9, "kāwai {k}");
            assert!((y + R * angle.cos()).abs() < 1e-9, "kāwai {k}");
        }
    }

    #[test]
    fn the_arrow_runs_between_the_points_edges() {
        let pt = |n| Point::new(n).unwrap();
        for (from, to) in [
            (pt(4), Point::PUTAHI),
            (Point::PUTAHI, pt(1)),
            (pt(2), pt(3)),
        ] {
            let (x1, y1, x2, y2) = arrow_ends(from, to);
            let ((fx, fy), (tx, ty)) = (xy(from), xy(to));
            let gap = SPOT + 2.0;
            assert!(
                ((x1 - fx).hypot(y1 - fy) - gap).abs() < 1e-9,
                "{from}→{to}: start"
            );
            assert!(
                ((x2 - tx).hypot(y2 - ty) - gap).abs() < 1e-9,
                "{from}→{to}: end"
            );
            let whole = (tx - fx).hypot(ty - fy);
            assert!(
                ((x2 - x1).hypot(y2 - y1) - (whole - 2.0 * gap)).abs() < 1e-9,
                "on the line"
            );
        }
        // The pūtahi's arrow to kāwai 1 points up, ending below the counter.
        let (_, _, x2, y2) = arrow_ends(Point::PUTAHI, pt(1));
        assert!(x2.abs() < 1e-9 && (y2 - (-R + SPOT + 2.0)).abs() < 1e-9);
    }

    #[test]
    fn names_stand_clear_of_the_counters_and_of_each_other() {
        for p in Point::ALL {
            let (nx, ny) = name_at(p);
            for q in Point::ALL {
                let (qx, qy) = xy(q);
                // A spot is 21.25 units in radius with its stroke; a name (bold, 8 units)
                // is about 2.5 a letter wide on each side of its middle and 4 each side of
                // it up and down: the box's nearest point is at least 4 from the spot.
                let half = |p: Point| 2.5 * point_name(p).chars().count() as f64;
                let (dx, dy) = ((nx - qx).abs(), (ny - qy).abs());
                let (gx, gy) = ((dx - half(p)).max(0.0), (dy - 4.0).max(0.0));
                assert!(gx.hypot(gy) >= 21.25 + 4.0, "{p}'s name on {q}'s spot");
                let (mx, my) = name_at(q);
                if p != q {
                    let apart =
                        (nx - mx).abs() >= half(p) + half(q) + 4.0 || (ny - my).abs() >= 8.0 + 4.0;
                    assert!(apart, "{p}'s name on {q}'s");
                }
            }
        }
    }

    #[test]
    fn labels_name_the_point_the_counter_and_whether_it_moves() {
        let p = Point::new(3).unwrap();
        assert_eq!(
            point_label(p, Some(Side::Green), true),
            "Kāwai 3, green counter, can move"
        );
        assert_eq!(
            point_label(Point::PUTAHI, None, false),
            "Pūtahi (centre), empty"
        );
    }
}
