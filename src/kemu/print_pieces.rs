//! The Moeraki Kemu pieces to cut out, at the printed board's scale: 24 tribal tiles a
//! tribe, the stones as discs, the Moeraki ball and the two Maori-Tane as fold-up figures.

use super::pieces::{ball_art, stone_art, tane_art, tile_body, tile_shape, Pt};
use crate::print::sheet::{mm, sheet};
use crate::svg::num;
use crate::t;
use takaro::core::kemu::{Field, Tile, Tribe};
use yew::prelude::*;

/// The board's printed width in millimetres, names included: on one A3 sheet, or the
/// same size in four parts.
pub const BOARD_MM: f64 = 270.0;

/// The board picture's view box (`src/kemu/board.rs`): its left and top edges and its
/// width, in board units (one unit is one grid step).
pub const VIEW: (f64, f64, f64) = (-1.3, -0.7, 12.2);

/// Millimetres a board unit.
pub fn unit_mm() -> f64 {
    BOARD_MM / VIEW.2
}

/// The set's 24 tiles a tribe: full tiles the size of a square field (cut along the
/// dotted diagonal, one covers a triangle), and half tiles the size of a triangle. The
/// published set's split of the 24 is not known; 8 halves cover the 16 triangles between
/// the two tribes.
pub const FULL_TILES: usize = 16;
pub const HALF_TILES: usize = 8;

/// Stones a tribe.
const STONES: usize = 28;

/// `min_x min_y width height` around `points`, with a margin.
fn view_box(points: &[Pt], margin: f64) -> (f64, f64, f64, f64) {
    let min_x = points.iter().map(|p| p.0).fold(f64::MAX, f64::min) - margin;
    let min_y = points.iter().map(|p| p.1).fold(f64::MAX, f64::min) - margin;
    let max_x = points.iter().map(|p| p.0).fold(f64::MIN, f64::max) + margin;
    let max_y = points.iter().map(|p| p.1).fold(f64::MIN, f64::max) + margin;
    (min_x, min_y, max_x - min_x, max_y - min_y)
}

/// A piece: an SVG `w` × `h` board units drawn at the board's scale.
fn piece(kind: &str, label: &str, view: (f64, f64, f64, f64), art: Html) -> Html {
    let u = unit_mm();
    let (x, y, w, h) = view;
    html! {
        <svg class="piece" viewBox={format!("{} {} {} {}", num(x), num(y), num(w), num(h))}
             style={format!("width:{};height:{}", mm(w * u), mm(h * u))}
             data-print-piece={kind.to_string()} role="img" aria-label={label.to_string()}>
            { art }
        </svg>
    }
}

fn field(name: &str) -> Option<Field> {
    name.parse().ok()
}

fn tile_piece(tile: Tile) -> Html {
    // A square field (d3) for a full tile, an edge triangle (a4) for a half.
    let (kind, model) = match tile {
        Tile::Full(_) => ("full", field("d3")),
        Tile::Half(_) => ("half", field("a4")),
    };
    let Some(model) = model else {
        return html! {};
    };
    let body = tile_body(model);
    let fold = matches!(tile, Tile::Full(_)).then(|| {
        // The diagonal along which a full tile is cut to cover a triangle field.
        let (a, b) = (body[0], body[2]);
        html! { <line class="fold" x1={num(a.0)} y1={num(a.1)} x2={num(b.0)} y2={num(b.1)} /> }
    });
    let label = match tile {
        Tile::Full(tribe) => t::kemu_tile_full(tribe.name()),
        Tile::Half(tribe) => t::kemu_tile_half(tribe.name()),
    };
    piece(
        &format!("tile-{}-{kind}", tile.tribe().code()),
        &label,
        view_box(&body, 0.03),
        html! { <>{ tile_shape(tile, &body) }{ for fold }</> },
    )
}

/// The tiles of one tribe.
pub fn tile_sheet(tribe: Tribe) -> Html {
    let full = (0..FULL_TILES).map(|_| tile_piece(Tile::Full(tribe)));
    let half = (0..HALF_TILES).map(|_| tile_piece(Tile::Half(tribe)));
    sheet(
        &format!("kemu-tiles-{}", tribe.code()),
        &t::print_kemu_tiles_title(tribe.name()),
        html! {
            <>
                <p>{ t::print_kemu_tiles_note() }</p>
                <div class="pieces">{ for full }</div>
                <div class="pieces">{ for half }</div>
            </>
        },
    )
}

fn stone_piece(tribe: Tribe) -> Html {
    piece(
        &format!("stone-{}", tribe.code()),
        &t::kemu_stone(tribe.into()),
        (-0.405, -0.405, 0.81, 0.81),
        stone_art(tribe),
    )
}

/// A Tane to fold: foot, the figure upside down (its back), the figure, foot; fold on
/// the dashed lines into a tent that stands on its feet.
fn tane_piece(tribe: Tribe) -> Html {
    let panel = |y: f64, flip: bool| {
        let turn = flip.then(|| format!("rotate(180 0.6 {})", num(y + 0.6)));
        html! {
            <g transform={turn}>
                <g class={classes!("tane-figure", tribe.code())} transform={format!("translate(0.6 {})", num(y + 0.5))}>
                    { tane_art() }
                </g>
                <text class="tane-name" x="0.6" y={num(y + 1.12)} text-anchor="middle">{ tribe.name() }</text>
            </g>
        }
    };
    piece(
        &format!("tane-{}", tribe.code()),
        &t::print_kemu_tane_label(tribe.name()),
        (-0.02, -0.02, 1.24, 3.04),
        html! {
            <>
                <rect class="outline" x="0" y="0" width="1.2" height="3" />
                { panel(0.3, true) }
                { panel(1.5, false) }
                <path class="fold" d="M0,0.3 H1.2 M0,1.5 H1.2 M0,2.7 H1.2" />
            </>
        },
    )
}

/// The stones, the ball and the two Tane.
pub fn stone_sheet() -> Html {
    let stones = |tribe: Tribe| {
        html! { <div class="pieces">{ for (0..STONES).map(|_| stone_piece(tribe)) }</div> }
    };
    let ball = piece(
        "ball",
        t::kemu_ball(),
        (-0.38, -0.38, 0.76, 0.76),
        ball_art(),
    );
    sheet(
        "kemu-pieces",
        t::print_kemu_pieces_title(),
        html! {
            <>
                <p>{ t::print_kemu_stones_note() }</p>
                { stones(Tribe::Matau) }
                { stones(Tribe::Manaia) }
                <p>{ t::print_kemu_tane_note() }</p>
                <div class="pieces">
                    { ball }
                    { tane_piece(Tribe::Matau) }
                    { tane_piece(Tribe::Manaia) }
                </div>
            </>
        },
    )
}
