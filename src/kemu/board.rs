//! The Moeraki Kemu board as SVG: the 57 hollows on the diagonal grid, the 56 beach
//! fields with their tiles, the white circle of the Moeraki field, the sidelines, any
//! Tane and its line of sight. It draws what it is given and reports clicks on the
//! hollows and fields it is told are clickable; it knows no rules.

use super::pieces::{
    ball_art, centroid, field_polygon, points_attr, stone_art, svg_xy, tane_art, tile_body,
    tile_shape,
};
use super::state::{TanePreview, Warnings};
use crate::components::class_list;
use crate::svg::num;
use crate::t;
use takaro::core::kemu::{
    geometry, Field, FieldKind, FieldSet, Hollow, HollowSet, Position, Tile, Tribe, FIELDS, HOLLOWS,
};
use yew::prelude::*;

/// The hollow an arrow key moves to: straight along the column or row (two grid steps),
/// else the nearer diagonal neighbour that way.
pub fn arrow_target(h: Hollow, key: &str) -> Option<Hollow> {
    let (dx, dy): (i8, i8) = match key {
        "ArrowUp" => (0, 1),
        "ArrowDown" => (0, -1),
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        _ => return None,
    };
    let (x, y) = h.xy();
    let (x, y) = (x as i8, y as i8);
    let at = |x: i8, y: i8| -> Option<Hollow> {
        (x >= 0 && y >= 0)
            .then(|| Hollow::at(x as u8, y as u8))
            .flatten()
    };
    at(x + 2 * dx, y + 2 * dy)
        .or_else(|| at(x + dx + dy, y + dy + dx))
        .or_else(|| at(x + dx - dy, y + dy - dx))
}

/// Moves keyboard focus to a hollow of the board on the page.
fn focus_hollow(h: Hollow) {
    use wasm_bindgen::JsCast;
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector(&format!("[data-game=\"kemu\"] [data-hollow=\"{h}\"]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(e) = element {
        let _ = e.focus();
    }
}

/// The accessible name of a hollow, e.g. "f6, empty, central hollow".
pub fn hollow_label(h: Hollow, p: &Position) -> String {
    let content = if p.ball() == Some(h) {
        t::kemu_ball().to_string()
    } else {
        match p.stone_at(h) {
            Some(tribe) => t::kemu_stone(tribe.into()),
            None => t::kemu_hollow_empty().to_string(),
        }
    };
    if h.is_on_circle() {
        t::kemu_hollow_label_circle(t::KemuHollowLabelCircle { hollow: h, content })
    } else if h.is_central() {
        t::kemu_hollow_label_central(t::KemuHollowLabelCentral { hollow: h, content })
    } else {
        t::kemu_hollow_label(t::KemuHollowLabel { hollow: h, content })
    }
}

/// The accessible name of a field.
pub fn field_label(f: Field, p: &Position) -> String {
    let kind = match f.kind() {
        FieldKind::Square => t::kemu_field_square(),
        FieldKind::EdgeTriangle => t::kemu_field_edge(),
        FieldKind::CornerTriangle => t::kemu_field_corner(),
    };
    let tile = match p.tile(f) {
        Some(Tile::Full(tribe)) => Some(t::kemu_tile_full(tribe.name())),
        Some(Tile::Half(tribe)) => Some(t::kemu_tile_half(tribe.name())),
        None if p.blocked().contains(f) => Some(t::kemu_field_kept_free().to_string()),
        None => None,
    };
    match tile {
        Some(tile) => t::kemu_field_label_tile(t::KemuFieldLabelTile {
            field: f,
            kind,
            tile,
        }),
        None => t::kemu_field_label(t::KemuFieldLabel { field: f, kind }),
    }
}

#[derive(Properties, PartialEq)]
pub struct KemuBoardProps {
    /// A friend's game: the side this device plays and the connection.
    #[prop_or_default]
    pub tags: crate::play::BoardTags,
    pub position: Position,
    pub record: AttrValue,
    /// `ongoing`, `matau`, `manaia` or `draw`.
    pub outcome: AttrValue,
    pub clickable_hollows: HollowSet,
    pub clickable_fields: FieldSet,
    /// What the Tane turn being chosen would do (the core's preview).
    pub tane_preview: TanePreview,
    /// The hollows and fields of the winning line or field.
    pub winning_hollows: HollowSet,
    pub winning_fields: FieldSet,
    pub last: Option<Hollow>,
    pub show_names: bool,
    /// The learner aids' marks (empty when the aids are off).
    #[prop_or_default]
    pub warnings: Warnings,
    /// A tap on any other hollow (a stone's, the ball's, one the ball may not go to) is
    /// reported too, so a game can say why nothing happened, but makes it no button.
    #[prop_or_default]
    pub tap_to_explain: bool,
    pub on_hollow: Callback<Hollow>,
    pub on_field: Callback<Field>,
    /// For a picture in the about page: the board becomes one image with this name and
    /// carries no game attributes.
    #[prop_or_default]
    pub caption: Option<AttrValue>,
    /// Short labels drawn on hollows (a class's answers: how many chose each).
    #[prop_or_default]
    pub labels: Vec<(Hollow, AttrValue)>,
}

#[function_component(KemuBoard)]
pub fn kemu_board(props: &KemuBoardProps) -> Html {
    let tags = &props.tags;
    let p = props.position;
    let roving = use_state(|| None::<Hollow>);
    // Drawn a part a task when the page opens: the frame, the fields in two parts, then
    // the hollows in three (`first_render`).
    let steps = crate::first_render::use_steps(5);
    let g = geometry();
    // A live board is a group of named hollows and fields; a picture (about page) is one
    // image, whose parts carry no roles or names of their own.
    let live = props.caption.is_none();

    let fields = Field::all()
        .enumerate()
        .filter(|&(i, _)| steps >= if i < FIELDS / 2 { 1 } else { 2 })
        .map(|(_, f)| {
            let poly = field_polygon(f);
            let tile = p.tile(f);
            let clickable = props.clickable_fields.contains(f);
            let (onclick, onkeydown) = crate::svg::activation(clickable, &props.on_field, f);
            let label = if clickable {
                t::kemu_field_tane_choice(field_label(f, &p))
            } else {
                field_label(f, &p)
            };
            let class = class_list(&[
                Some("field"),
                p.blocked().contains(f).then_some("blocked"),
                props.tane_preview.line.contains(f).then_some("preview"),
                clickable.then_some("tane-choice"),
                props.winning_fields.contains(f).then_some("highlight"),
            ]);
            let tile_art = tile.map(|t| {
                let class = class_list(&[
                    Some("tile-art"),
                    props
                        .tane_preview
                        .removed
                        .contains(f)
                        .then_some("previewed"),
                ]);
                html! {
                    <g {class} aria-hidden="true">
                        { tile_shape(t, &tile_body(f)) }
                    </g>
                }
            });
            html! {
                <g key={f.name()}>
                    <polygon class={class} points={points_attr(&poly)}
                             data-field={f.name()}
                             data-tile={tile.map(|t| t.code())}
                             role={if clickable { Some("button") } else { live.then_some("img") }}
                             tabindex={clickable.then_some("0")}
                             aria-label={live.then_some(label)}
                             {onclick} {onkeydown} />
                    { for tile_art }
                </g>
            }
        });

    let diagonals = g.diagonals.iter().map(|line| {
        let (a, b) = (line[0].xy(), line[line.len() - 1].xy());
        let (x1, y1) = svg_xy(a.0, a.1);
        let (x2, y2) = svg_xy(b.0, b.1);
        html! { <line class="gridline" x1={num(x1)} y1={num(y1)} x2={num(x2)} y2={num(y2)} /> }
    });

    let tanes = Tribe::ALL
        .iter()
        .filter_map(|t| p.tane(*t).map(|u| (*t, u)))
        .map(|(t, u)| {
            let (cx, cy) = centroid(&field_polygon(u.field));
            let end = u
                .field
                .line(u.direction)
                .last()
                .map(|f| centroid(&field_polygon(*f)));
            let arrow = end.map(|(ex, ey)| {
                html! {
                    <line class="tane-line" x1={num(cx)} y1={num(cy)} x2={num(ex)} y2={num(ey)} />
                }
            });
            html! {
                <g class={class_list(&[Some("tane-figure"), Some(t.code())])} aria-hidden="true">
                    { for arrow }
                    <g transform={format!("translate({} {})", num(cx), num(cy))}>
                        { tane_art() }
                    </g>
                </g>
            }
        });

    // The hollow that takes the board's single Tab stop: the last focused one, else the
    // first clickable one, else f6.
    let tab_stop = (*roving)
        .or_else(|| props.clickable_hollows.iter().next())
        .or_else(|| Hollow::at(5, 5));
    let hollows = Hollow::all().enumerate().filter(|&(i, _)| steps >= 3 + (3 * i / HOLLOWS) as u8).map(|(_, h)| {
        let (x, y) = h.xy();
        let (sx, sy) = svg_xy(x, y);
        let clickable = props.clickable_hollows.contains(h);
        let (onclick, _) = crate::svg::activation(clickable, &props.on_hollow, h);
        let onclick = onclick.or_else(|| {
            (props.tap_to_explain && live).then(|| props.on_hollow.reform(move |_: MouseEvent| h))
        });
        // Keyboard: one Tab stop for the board; arrow keys move between hollows.
        let onkeydown = {
            let report = props.on_hollow.clone();
            Callback::from(move |e: KeyboardEvent| {
                let key = e.key();
                if let Some(next) = arrow_target(h, &key) {
                    e.prevent_default();
                    focus_hollow(next);
                } else if clickable && (key == "Enter" || key == " ") {
                    e.prevent_default();
                    report.emit(h);
                }
            })
        };
        let onfocus = {
            let roving = roving.clone();
            Callback::from(move |_: FocusEvent| roving.set(Some(h)))
        };
        let piece = if p.ball() == Some(h) {
            html! { <g aria-hidden="true">{ ball_art() }</g> }
        } else {
            match p.stone_at(h) {
                Some(t) => html! { <g aria-hidden="true">{ stone_art(t) }</g> },
                None => html! {},
            }
        };
        let class = class_list(&[
            Some("hollow"),
            h.is_central().then_some("central"),
            clickable.then_some("clickable"),
            // The ball's few hollows are marked, not only on hover.
            (clickable && p.awaiting_ball()).then_some("offered"),
            (props.last == Some(h)).then_some("last"),
            props.winning_hollows.contains(h).then_some("winning"),
        ]);
        let warn_you = props.warnings.you.contains(h);
        let warn_opponent = props.warnings.opponent.contains(h);
        let warn = match (warn_you, warn_opponent) {
            (true, true) => Some("you opponent"),
            (true, false) => Some("you"),
            (false, true) => Some("opponent"),
            (false, false) => None,
        };
        let label = live.then(|| {
            let mut label = hollow_label(h, &p);
            if warn_you {
                label = t::kemu_hollow_wins_here(label);
            }
            if warn_opponent {
                label = t::kemu_hollow_opponent_wins_here(label);
            }
            label
        });
        html! {
            <g key={h.to_string()} class={class} data-hollow={h.to_string()} data-warn={warn}
               transform={format!("translate({} {})", num(sx), num(sy))}
               role={if clickable { Some("button") } else { live.then_some("img") }}
               tabindex={live.then_some(if Some(h) == tab_stop { "0" } else { "-1" })}
               aria-label={label}
               {onclick} {onkeydown} {onfocus}>
                <circle class="hit" r="0.5" fill="transparent" />
                <circle class="pit" r="0.24" />
                { piece }
                if props.last == Some(h) || props.winning_hollows.contains(h) {
                    <circle class="pit-ring" r="0.5" />
                }
                // Shapes, not only colours: a solid ring where you win, a dashed square
                // where the opponent would.
                if warn_you {
                    <circle class="warn-you" r="0.42" />
                }
                if warn_opponent {
                    <rect class="warn-opponent" x="-0.44" y="-0.44" width="0.88" height="0.88" />
                }
            </g>
        }
    });

    let names = props.show_names.then(|| {
        let cols = (0..11u8).map(|x| html! {
            <text class="label" x={x.to_string()} y="10.95" text-anchor="middle">{ char::from(b'a' + x).to_string() }</text>
        });
        let rows = (0..11u8).map(|y| {
            let (_, sy) = svg_xy(0, y);
            html! { <text class="label" x="-0.75" y={num(sy + 0.15)} text-anchor="middle">{ (y + 1).to_string() }</text> }
        });
        html! { <g aria-hidden="true">{ for cols }{ for rows }</g> }
    });

    let (fx, fy) = svg_xy(5, 5);
    html! {
        <svg class="board kemu-board" viewBox="-1.3 -0.7 12.2 12.2"
             role={if live { "group" } else { "img" }}
             aria-label={props.caption.clone().unwrap_or_else(|| AttrValue::from(t::kemu_board_label()))}
             aria-describedby={live.then_some("kemu-board-keys")}
             data-game={live.then_some("kemu")}
             data-record={live.then(|| props.record.clone())}
             data-outcome={live.then(|| props.outcome.clone())}
             data-seat={tags.seat.filter(|_| live)}
             data-connection={tags.connection.filter(|_| live)}>
            if live {
                <desc id="kemu-board-keys">{ t::kemu_board_keys() }</desc>
            }
            <defs>
                <pattern id="kemu-blocked" patternUnits="userSpaceOnUse" width="0.35" height="0.35" patternTransform="rotate(45)">
                    <rect width="0.35" height="0.35" fill="#e8d3a5" />
                    <line x1="0" y1="0" x2="0" y2="0.35" stroke="#9c3d12" stroke-width="0.12" />
                </pattern>
                <marker id="kemu-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
                    <path d="M0,0 L10,5 L0,10 z" fill="#9c3d12" />
                </marker>
            </defs>
            <rect class="beach" x="0" y="0" width="10" height="10" />
            { for fields }
            { for diagonals }
            <rect class="sideline" x="0" y="0" width="10" height="10" />
            <circle class="circle" cx={num(fx)} cy={num(fy)} r="2" />
            { for tanes }
            { for hollows }
            { for names }
            { for props.labels.iter().map(|(h, text)| {
                let (sx, sy) = svg_xy(h.xy().0, h.xy().1);
                html! { <text class="hollow-label" x={num(sx)} y={num(sy + 0.18)} text-anchor="middle">{ text.clone() }</text> }
            }) }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::Game;

    #[test]
    fn grid_to_svg_puts_row_one_at_the_bottom() {
        assert_eq!(svg_xy(0, 0), (0.0, 10.0));
        assert_eq!(svg_xy(5, 5), (5.0, 5.0));
        assert_eq!(svg_xy(10, 10), (10.0, 0.0));
    }

    #[test]
    fn every_field_has_a_polygon_of_its_shape() {
        for f in Field::all() {
            let n = field_polygon(f).len();
            match f.kind() {
                FieldKind::Square => assert_eq!(n, 4, "{f}"),
                _ => assert_eq!(n, 3, "{f}"),
            }
        }
        let b2: Field = "b2".parse().unwrap();
        let poly = field_polygon(b2);
        assert!(
            poly.contains(&(0.0, 10.0)),
            "the corner triangle reaches the missing corner"
        );
    }

    #[test]
    fn labels_follow_the_page_contract() {
        let g = Game::from_record("basic a=matau f6 c3").unwrap();
        let p = g.position();
        let h = |s: &str| s.parse::<Hollow>().unwrap();
        assert_eq!(hollow_label(h("e5"), p), "e5, empty, central hollow");
        assert_eq!(hollow_label(h("f6"), p), "f6, Moeraki ball, central hollow");
        assert_eq!(hollow_label(h("c3"), p), "c3, Manaia stone (white)");
        assert_eq!(
            hollow_label(h("d6"), p),
            "d6, empty, central hollow on the circle"
        );
        let g = Game::from_record("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n").unwrap();
        let p = g.position();
        let f = |s: &str| s.parse::<Field>().unwrap();
        assert_eq!(field_label(f("d3"), p), "Field d3, beach field");
        assert_eq!(
            field_label(f("d5"), p),
            "Field d5, beach field, kept free by a Tane"
        );
        assert_eq!(field_label(f("a4"), p), "Field a4, edge triangle");
        assert_eq!(field_label(f("b2"), p), "Field b2, corner triangle");
        let g = Game::from_record("basic a=matau f6 d4 c3 c5 e3 e5 d2").unwrap();
        assert_eq!(
            field_label(f("d3"), g.position()),
            "Field d3, beach field, Matau full tile"
        );
    }

    #[test]
    fn arrows_move_between_neighbouring_hollows() {
        let h = |s: &str| s.parse::<Hollow>().unwrap();
        assert_eq!(arrow_target(h("f6"), "ArrowUp"), Some(h("f8")));
        assert_eq!(arrow_target(h("f6"), "ArrowRight"), Some(h("h6")));
        assert_eq!(arrow_target(h("a3"), "ArrowLeft"), None);
        // From the top row, Up has nowhere to go; from c1, Left steps diagonally to b2.
        assert_eq!(arrow_target(h("c11"), "ArrowUp"), None);
        assert_eq!(arrow_target(h("c1"), "ArrowLeft"), Some(h("b2")));
        assert_eq!(arrow_target(h("f6"), "Enter"), None);
    }
}
