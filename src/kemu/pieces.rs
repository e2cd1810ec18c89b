//! The shapes of Moeraki Kemu's board and pieces as SVG, for the board and the printed
//! pieces: where each hollow and field is drawn, and the tiles, stones, ball and
//! Maori-Tane.

use crate::components::class_list;
use crate::svg::{num, pair};
use takaro::core::kemu::{Field, FieldKind, Hollow, Tile, Tribe};
use yew::prelude::*;

/// SVG coordinates of a grid point: one unit a step, row 1 at the bottom.
pub fn svg_xy(x: u8, y: u8) -> (f64, f64) {
    (f64::from(x), 10.0 - f64::from(y))
}

/// The corners of a field's area in SVG coordinates.
pub fn field_polygon(f: Field) -> Vec<(f64, f64)> {
    let info = f.info();
    match info.kind {
        FieldKind::CornerTriangle => {
            // The missing corner and the two ends of the corner diagonal.
            let (px, py) = info.points[0];
            let (qx, qy) = info.points[1];
            let cx = if px.min(qx) == 0 { 0 } else { 10 };
            let cy = if py.min(qy) == 0 { 0 } else { 10 };
            let mut pts = vec![svg_xy(cx, cy)];
            let ends: Vec<Hollow> = info
                .hollows
                .iter()
                .copied()
                .filter(|h| {
                    let (x, y) = h.xy();
                    x == cx || y == cy
                })
                .collect();
            pts.extend(ends.iter().map(|h| {
                let (x, y) = h.xy();
                svg_xy(x, y)
            }));
            pts
        }
        _ => {
            // Hollows in order around the centre.
            let (cx, cy) = info.points[0];
            let (cx, cy) = svg_xy(cx, cy);
            let mut pts: Vec<(f64, f64)> = info
                .hollows
                .iter()
                .map(|h| {
                    let (x, y) = h.xy();
                    svg_xy(x, y)
                })
                .collect();
            // At most four hollows: an insertion sort by angle (the library's stable sort
            // would add 5 KB to the bundle).
            let angle = |p: (f64, f64)| (p.1 - cy).atan2(p.0 - cx);
            for i in 1..pts.len() {
                let mut j = i;
                while j > 0 && angle(pts[j - 1]) > angle(pts[j]) {
                    pts.swap(j - 1, j);
                    j -= 1;
                }
            }
            pts
        }
    }
}

pub fn centroid(pts: &[(f64, f64)]) -> (f64, f64) {
    let n = pts.len().max(1) as f64;
    (
        pts.iter().map(|p| p.0).sum::<f64>() / n,
        pts.iter().map(|p| p.1).sum::<f64>() / n,
    )
}

fn inset(pts: &[(f64, f64)], k: f64) -> Vec<(f64, f64)> {
    let (cx, cy) = centroid(pts);
    pts.iter()
        .map(|(x, y)| (cx + (x - cx) * k, cy + (y - cy) * k))
        .collect()
}

pub fn points_attr(pts: &[(f64, f64)]) -> String {
    pts.iter()
        .map(|&(x, y)| pair(x, y))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The half of a triangle a half tile covers: apex, one end, and the middle of the
/// longest side (the split is the "diagonal dividing line").
/// A point in SVG coordinates.
pub type Pt = (f64, f64);

fn half_polygon(tri: &[Pt]) -> (Vec<Pt>, Pt, Pt) {
    let d = |a: (f64, f64), b: (f64, f64)| (a.0 - b.0).hypot(a.1 - b.1);
    let mut best = (0, 1);
    let mut longest = 0.0;
    for i in 0..tri.len() {
        for j in i + 1..tri.len() {
            if d(tri[i], tri[j]) > longest {
                longest = d(tri[i], tri[j]);
                best = (i, j);
            }
        }
    }
    let apex = (0..tri.len())
        .find(|k| *k != best.0 && *k != best.1)
        .unwrap_or(0);
    let (a, b) = (tri[best.0], tri[best.1]);
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    (vec![tri[apex], a, mid], tri[apex], mid)
}

/// A tile on the field whose area is `body` (a full tile fills it; a half tile fills
/// half of it and shows the dividing line).
pub fn tile_shape(t: Tile, body: &[Pt]) -> Html {
    let tribe = t.tribe().code();
    match t {
        Tile::Full(_) => html! {
            <polygon class={class_list(&[Some("tile"), Some(tribe)])} points={points_attr(body)} />
        },
        Tile::Half(_) => {
            let (half, a, b) = half_polygon(body);
            html! {
                <>
                    <polygon class={class_list(&[Some("tile"), Some(tribe)])} points={points_attr(&half)} />
                    <line class="tile-mark" x1={num(a.0)} y1={num(a.1)} x2={num(b.0)} y2={num(b.1)}
                          stroke={if t.tribe() == Tribe::Matau { "#eee" } else { "#333" }} stroke-width="0.05" />
                    <polygon class="tile-outline" points={points_attr(body)} fill="none" stroke="#1b130c" stroke-width="0.03" />
                </>
            }
        }
    }
}

/// The area a tile covers on a field: the field, a little smaller.
pub fn tile_body(f: Field) -> Vec<Pt> {
    inset(&field_polygon(f), 0.82)
}

/// A stone, 0.4 units in radius, with its tribe's mark: Matau a ring, Manaia a dot.
pub fn stone_art(t: Tribe) -> Html {
    html! {
        <>
            <circle class={class_list(&[Some("stone"), Some(t.code())])} r="0.4" />
            if t == Tribe::Matau {
                <circle class="stone-mark matau" r="0.18" />
            } else {
                <circle class="stone-mark manaia" r="0.09" />
            }
        </>
    }
}

/// The Moeraki ball, 0.36 units in radius, with its cross.
pub fn ball_art() -> Html {
    html! {
        <>
            <circle class="ball" r="0.36" />
            <path d="M-0.2,0 L0.2,0 M0,-0.2 L0,0.2" stroke="#0e2a1e" stroke-width="0.06" />
        </>
    }
}

/// A Maori-Tane figure, about 0.8 units tall, centred on its field.
pub fn tane_art() -> Html {
    html! {
        <>
            <path class="tane" d="M0,-0.42 L0.3,-0.1 L0.18,0.4 L-0.18,0.4 L-0.3,-0.1 Z" />
            <text class="label" text-anchor="middle" y="0.22">{ "T" }</text>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_tile_splits_a_triangle_through_its_apex() {
        let tri = [(0.0, 2.0), (0.0, 4.0), (1.0, 3.0)];
        let (half, apex, mid) = half_polygon(&tri);
        assert_eq!(apex, (1.0, 3.0));
        assert_eq!(mid, (0.0, 3.0));
        assert_eq!(half.len(), 3);
    }
}
