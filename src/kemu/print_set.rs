//! The Moeraki Kemu set to print: the board (whole on A3, in four parts with alignment
//! marks on A4 and Letter), the pieces (see `print_pieces`), a rule sheet for each tier and
//! the Moeraki scale sheet to track a match.

use super::picture::picture;
use super::print_pieces::{self, unit_mm, BOARD_MM, VIEW};
use crate::print::sheet::{mm, sheet, Layout};
use crate::svg::num;
use crate::t;
use takaro::core::kemu::{Game, MatchLength, Rules, Tier, Tribe};
use yew::prelude::*;

/// The empty board.
fn empty_board() -> Html {
    let game = Game::new(Rules::new(Tier::Master), Tribe::Matau);
    picture(&game, t::print_kemu_board_label(), true)
}

/// The whole board, `BOARD_MM` wide.
fn whole_board() -> Html {
    html! {
        <div class="print-kemu-board" style={format!("width:{}", mm(BOARD_MM))}
             data-print-board="kemu" data-size-mm={num(BOARD_MM)}>
            { empty_board() }
        </div>
    }
}

/// One of the four parts of the board: the window `x0..x1`, `y0..y1` (board units) of the
/// whole board, with the dashed line to cut along and crosses on the hollows where the
/// parts meet.
fn board_part(x: (f64, f64), y: (f64, f64)) -> Html {
    let u = unit_mm();
    let (w, h) = (x.1 - x.0, y.1 - y.0);
    let cut_x = (x.0 < 5.0 && x.1 > 5.0).then_some(5.0);
    let cut_y = (y.0 < 5.0 && y.1 > 5.0).then_some(5.0);
    let cuts = cut_x
        .map(|cx| html! { <line class="cut" x1={num(cx)} y1={num(y.0)} x2={num(cx)} y2={num(y.1)} /> })
        .into_iter()
        .chain(cut_y.map(|cy| html! { <line class="cut" x1={num(x.0)} y1={num(cy)} x2={num(x.1)} y2={num(cy)} /> }));
    // The hollows on the lines where the parts meet: f2, f6, f10 and b6, j6.
    let marks = [(5.0, 1.0), (5.0, 5.0), (5.0, 9.0), (1.0, 5.0), (9.0, 5.0)]
        .into_iter()
        .filter(|(mx, my)| (x.0..=x.1).contains(mx) && (y.0..=y.1).contains(my))
        .map(|(mx, my)| {
            html! {
                <g class="align" transform={format!("translate({} {})", num(mx), num(my))}>
                    <circle r="0.45" />
                    <path d="M-0.7,0 L0.7,0 M0,-0.7 L0,0.7" />
                </g>
            }
        });
    html! {
        <div class="board-part" data-print-clip="" style={format!("width:{};height:{}", mm(w * u), mm(h * u))}>
            <div class="print-kemu-board" data-print-board="kemu" data-size-mm={num(BOARD_MM)}
                 style={format!("width:{};left:{};top:{}", mm(BOARD_MM), mm(-(x.0 - VIEW.0) * u), mm(-(y.0 - VIEW.1) * u))}>
                { empty_board() }
            </div>
            <svg class="board-marks" viewBox={format!("{} {} {} {}", num(x.0), num(y.0), num(w), num(h))} aria-hidden="true">
                { for cuts }
                { for marks }
            </svg>
        </div>
    }
}

fn board_sheets(layout: &Layout) -> Html {
    let legend = html! {
        <ul class="legend">
            <li>{ t::learn_kemu_about_board_hollows() }</li>
            <li>{ t::learn_kemu_about_board_circle() }</li>
            <li>{ t::learn_kemu_about_board_names() }</li>
        </ul>
    };
    if layout.large() {
        return sheet(
            "kemu-board",
            t::print_kemu_board_title(),
            html! {
                <>{ whole_board() }{ legend }</>
            },
        );
    }
    // Each part reaches a little over the middle (f6) so the parts overlap.
    let (left, right, top, bottom) = (
        (VIEW.0, 5.6),
        (4.4, VIEW.0 + VIEW.2),
        (VIEW.1, 5.6),
        (4.4, VIEW.1 + VIEW.2),
    );
    let parts = [(left, top), (right, top), (left, bottom), (right, bottom)];
    html! {
        { for parts.into_iter().enumerate().map(|(i, (x, y))| {
            let title = t::print_kemu_board_part(t::PrintKemuBoardPart { part: i + 1, parts: 4 });
            sheet(&format!("kemu-board-{}", i + 1), &title, html! {
                <>
                    <p>{ t::print_kemu_board_join() }</p>
                    { board_part(x, y) }
                    if i == 0 { { legend.clone() } }
                </>
            })
        }) }
    }
}

/// The rule sheet of a tier: what every tier shares, then what the tier adds.
fn rule_sheet(tier: Tier) -> Html {
    let tier_name = match tier {
        Tier::Beginner => t::kemu_tier_beginner(),
        Tier::Basic => t::kemu_tier_basic(),
        Tier::Master => t::kemu_tier_master(),
    };
    let title = t::print_kemu_rules_title(tier_name);
    let tiles = tier.has_tiles().then(|| {
        html! {
            <>
                <h3>{ t::learn_kemu_about_basic_heading() }</h3>
                <p>{ t::learn_kemu_about_tiles() }</p>
                <p>{ t::learn_kemu_about_marae() }</p>
            </>
        }
    });
    let tane = tier.has_tane().then(|| {
        html! {
            <>
                <h3>{ t::learn_kemu_about_master_heading() }</h3>
                <p>{ t::learn_kemu_about_tane() }</p>
                <p>{ t::print_kemu_rule_tane_pass() }</p>
            </>
        }
    });
    let draw =
        (tier == Tier::Beginner).then(|| html! { <p>{ t::print_kemu_rule_beginner_draw() }</p> });
    sheet(
        &format!("kemu-rules-{}", tier.code()),
        &title,
        html! {
            <div class="rules">
                <h3>{ t::learn_kemu_about_board_heading() }</h3>
                <ul>
                    <li>{ t::learn_kemu_about_board_hollows() }</li>
                    <li>{ t::learn_kemu_about_board_circle() }</li>
                    <li>{ t::learn_kemu_about_board_stones() }</li>
                </ul>
                <h3>{ t::learn_kemu_about_game_heading() }</h3>
                <ol>
                    <li>{ t::learn_kemu_about_game_ball() }</li>
                    <li>{ t::learn_kemu_about_game_first() }</li>
                    <li>{ t::learn_kemu_about_game_check() }</li>
                </ol>
                <h3>{ t::print_kemu_rules_victories() }</h3>
                <ul>
                    <li>{ t::print_kemu_rule_tahuna() }</li>
                    <li>{ t::print_kemu_rule_awa() }</li>
                    <li>{ t::print_kemu_rule_ara() }</li>
                </ul>
                { for draw }
                { for tiles }
                { for tane }
                <h3>{ t::learn_kemu_about_match_heading() }</h3>
                <p>{ t::learn_kemu_about_match() }</p>
            </div>
        },
    )
}

/// The Moeraki scale: a row of ten game wins for each tribe with the four targets
/// marked, and a table to write each game of the match in.
fn scale_sheet() -> Html {
    let targets = [
        MatchLength::Uira,
        MatchLength::Kiwi,
        MatchLength::Moa,
        MatchLength::IkaMoana,
    ];
    let target_at = |n: u8| targets.into_iter().find(|m| m.target() == n);
    let row = |tribe: Tribe| {
        html! {
            <tr>
                <th scope="row">{ tribe.name() }</th>
                { for (1..=10u8).map(|n| html! {
                    <td class={classes!(target_at(n).map(|_| "target"))}>
                        <span class="box" aria-hidden="true"></span>
                    </td>
                }) }
            </tr>
        }
    };
    let games = (1..=12u8).map(|n| html! {
        <tr><th scope="row">{ n.to_string() }</th><td></td><td></td><td></td><td></td><td></td></tr>
    });
    sheet(
        "kemu-scale",
        t::print_kemu_scale_title(),
        html! {
            <>
                <p>{ t::print_kemu_scale_note() }</p>
                <table class="scale-table">
                    <thead>
                        <tr>
                            <th scope="col">{ t::print_kemu_scale_tribe() }</th>
                            { for (1..=10u8).map(|n| html! {
                                <th scope="col">
                                    { n.to_string() }
                                    { for target_at(n).map(|m| html! { <span class="target-name">{ m.name() }</span> }) }
                                </th>
                            }) }
                        </tr>
                    </thead>
                    <tbody>{ row(Tribe::Matau) }{ row(Tribe::Manaia) }</tbody>
                </table>
                <table class="games-table">
                    <thead>
                        <tr>
                            <th scope="col">{ t::print_kemu_games_game() }</th>
                            <th scope="col">{ t::print_kemu_games_player_a() }</th>
                            <th scope="col">{ t::print_kemu_games_ball() }</th>
                            <th scope="col">{ t::print_kemu_games_winner() }</th>
                            <th scope="col">{ t::print_kemu_games_victory() }</th>
                            <th scope="col">{ t::print_kemu_games_tiles() }</th>
                        </tr>
                    </thead>
                    <tbody>{ for games }</tbody>
                </table>
            </>
        },
    )
}

pub fn sheets(layout: &Layout) -> Html {
    html! {
        <>
            { board_sheets(layout) }
            { print_pieces::tile_sheet(Tribe::Matau) }
            { print_pieces::tile_sheet(Tribe::Manaia) }
            { print_pieces::stone_sheet() }
            { for [Tier::Beginner, Tier::Basic, Tier::Master].into_iter().map(rule_sheet) }
            { scale_sheet() }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};
    use yew::virtual_dom::VNode;

    /// The text a piece of page shows, its texts joined with spaces.
    fn text(node: &VNode, out: &mut String) {
        match node {
            VNode::VText(t) => {
                out.push_str(&t.text);
                out.push(' ');
            }
            VNode::VTag(tag) => {
                if let Some(children) = tag.children() {
                    text(children, out);
                }
            }
            VNode::VList(list) => list.iter().for_each(|n| text(n, out)),
            _ => {}
        }
    }

    /// The rules RULES.md states for each tier (§ 2: set-up, tiers, tribal tiles,
    /// victories, Maori-Tane, match), as the messages that say them.
    fn rules_of(tier: Tier) -> Vec<(&'static str, &'static str)> {
        let mut rules = vec![
            ("hollows and fields", t::learn_kemu_about_board_hollows()),
            ("the Moeraki field", t::learn_kemu_about_board_circle()),
            ("28 stones and the ball", t::learn_kemu_about_board_stones()),
            ("Player A places the ball", t::learn_kemu_about_game_ball()),
            (
                "Player B places the first stone",
                t::learn_kemu_about_game_first(),
            ),
            ("a stone a turn, checked", t::learn_kemu_about_game_check()),
            ("Tahuna", t::print_kemu_rule_tahuna()),
            ("Awa", t::print_kemu_rule_awa()),
            ("Ara", t::print_kemu_rule_ara()),
            ("the match", t::learn_kemu_about_match()),
        ];
        match tier {
            Tier::Beginner => {
                rules.push(("a full board is a draw", t::print_kemu_rule_beginner_draw()))
            }
            Tier::Basic | Tier::Master => {
                rules.push(("tribal tiles", t::learn_kemu_about_tiles()));
                rules.push(("Marae", t::learn_kemu_about_marae()));
            }
        }
        if tier == Tier::Master {
            rules.push(("the Maori-Tane", t::learn_kemu_about_tane()));
            rules.push(("a pass after a Tane turn", t::print_kemu_rule_tane_pass()));
        }
        rules
    }

    /// Every rule of a tier is on its sheet, and no other tier's own rule is, in both
    /// languages.
    #[test]
    fn each_tier_sheet_names_each_of_its_rules() {
        let tiers = [Tier::Beginner, Tier::Basic, Tier::Master];
        for lang in Lang::ALL {
            i18n::set(lang);
            let everywhere: Vec<_> = tiers.iter().flat_map(|&t| rules_of(t)).collect();
            for tier in tiers {
                let mut printed = String::new();
                text(&rule_sheet(tier), &mut printed);
                let rules = rules_of(tier);
                for (rule, message) in &rules {
                    assert!(
                        printed.contains(message),
                        "{lang} {tier:?} sheet: the rule \"{rule}\" is missing"
                    );
                }
                for (rule, message) in &everywhere {
                    if !rules.iter().any(|(_, m)| m == message) {
                        assert!(
                            !printed.contains(message),
                            "{lang} {tier:?} sheet: \"{rule}\" is not a rule of this tier"
                        );
                    }
                }
            }
        }
    }
}
