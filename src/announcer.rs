//! Moves in words for screen-reader users: a polite live region that reads out the
//! computer's reply and the opponent's move, e.g. "White moved from kāwai 6 to the
//! pūtahi" or "Manaia placed a stone on e5: full tile on d4 for Manaia". The Moeraki
//! Kemu sentence is built from the events the rules core returned for the move, so the
//! page re-derives no rules.

use crate::mu::state::{place, side_name};
use crate::t;
use takaro::core::kemu::{Event, Tile, Tribe};
use takaro::core::mu_torere::{Point, Side};
use yew::prelude::*;

/// A Mū tōrere move in words.
pub fn mu_move(side: Side, from: Point, to: Point) -> String {
    t::announce_mu_move(t::AnnounceMuMove {
        side: side_name(side),
        from: place(from),
        to: place(to),
    })
}

/// A Moeraki Kemu move in words, from the events the core returned for it. `player_a`
/// names who placed the ball (the ball's event carries no tribe).
pub fn kemu_move(events: &[Event], player_a: Tribe) -> String {
    let mut head = String::new();
    let mut after: Vec<String> = Vec::new();
    let mut blocked: Vec<String> = Vec::new();
    for event in events {
        match event {
            // The tribes' names are the same in every language.
            Event::BallPlaced(h) => {
                head = t::announce_kemu_ball(t::AnnounceKemuBall {
                    tribe: player_a.name(),
                    hollow: h,
                })
            }
            Event::StonePlaced(tribe, h) => {
                head = t::announce_kemu_stone(t::AnnounceKemuStone {
                    tribe: tribe.name(),
                    hollow: h,
                })
            }
            Event::TanePlaced(tribe, f, d) => {
                head = t::announce_kemu_tane(t::AnnounceKemuTane {
                    tribe: tribe.name(),
                    field: f,
                    direction: (*d).into(),
                })
            }
            Event::Passed(tribe) => head = t::announce_kemu_passed(tribe.name()),
            Event::TilePlaced(f, Tile::Full(tribe)) => {
                after.push(t::announce_kemu_full_tile(t::AnnounceKemuFullTile {
                    field: f,
                    tribe: tribe.name(),
                }))
            }
            Event::TilePlaced(f, Tile::Half(tribe)) => {
                after.push(t::announce_kemu_half_tile(t::AnnounceKemuHalfTile {
                    field: f,
                    tribe: tribe.name(),
                }))
            }
            Event::FieldStaysEmpty(f) => after.push(t::announce_kemu_stays_empty(f)),
            Event::TileRemoved(f, tile) => {
                after.push(t::announce_kemu_tile_removed(t::AnnounceKemuTileRemoved {
                    tribe: tile.tribe().name(),
                    field: f,
                }))
            }
            Event::FieldBlocked(f) => blocked.push(f.to_string()),
            // The status line announces how the game ended.
            Event::Victory(_) | Event::Draw => {}
        }
    }
    if !blocked.is_empty() {
        after.push(t::announce_kemu_kept_free(blocked.join(", ")));
    }
    if after.is_empty() {
        head
    } else {
        t::announce_kemu_with_effects(t::AnnounceKemuWithEffects {
            move_: head,
            effects: after.join("; "),
        })
    }
}

/// Who made the move that caused these events.
pub fn kemu_mover(events: &[Event], player_a: Tribe) -> Option<Tribe> {
    events.iter().find_map(|e| match e {
        Event::BallPlaced(_) => Some(player_a),
        Event::StonePlaced(t, _) | Event::TanePlaced(t, _, _) | Event::Passed(t) => Some(*t),
        _ => None,
    })
}

#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// The sentence to read out (empty: nothing new).
    pub text: AttrValue,
    /// Changes with every move, so the same sentence twice is read twice.
    pub serial: usize,
}

/// A visually hidden polite live region holding the latest move in words.
#[function_component(Announcer)]
pub fn announcer(props: &AnnouncerProps) -> Html {
    html! {
        <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcement">
            if !props.text.is_empty() {
                <p key={props.serial}>{ props.text.clone() }</p>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::Game;

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn mu_torere_moves_read_with_their_te_reo_names() {
        assert_eq!(
            mu_move(Side::White, pt(6), Point::PUTAHI),
            "White moved from kāwai 6 to the pūtahi"
        );
        assert_eq!(
            mu_move(Side::Green, Point::PUTAHI, pt(3)),
            "Green moved from the pūtahi to kāwai 3"
        );
    }

    /// The events of the last move of a recorded game, as the core returns them.
    fn last_events(record: &str) -> (Vec<Event>, Tribe) {
        let (rest, last) = record.rsplit_once(' ').unwrap();
        let mut g = Game::from_record(rest).unwrap();
        let events = g.play(last.parse().unwrap()).unwrap();
        (events, g.position().player_a())
    }

    #[test]
    fn kemu_moves_read_from_the_cores_events() {
        let (e, a) = last_events("basic a=matau f6");
        assert_eq!(kemu_move(&e, a), "Matau placed the Moeraki ball on f6");
        assert_eq!(kemu_mover(&e, a), Some(Tribe::Matau));
        let (e, a) = last_events("basic a=matau f6 c3");
        assert_eq!(kemu_move(&e, a), "Manaia placed a stone on c3");
        assert_eq!(kemu_mover(&e, a), Some(Tribe::Manaia));
        // The about page's example: a half tile on a4 for Manaia, then Matau's full d3.
        let (e, a) = last_events("basic a=matau f6 a3 b4 a5");
        assert_eq!(
            kemu_move(&e, a),
            "Manaia placed a stone on a5: half tile on a4 for Manaia"
        );
        let (e, a) = last_events("basic a=matau f6 a3 b4 a5 c3 d4 e3 k3 d2");
        assert_eq!(
            kemu_move(&e, a),
            "Matau placed a stone on d2: full tile on d3 for Matau"
        );
        let (e, a) = last_events("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n");
        let text = kemu_move(&e, a);
        assert!(
            text.starts_with("Matau stood the Tane on d3 facing north: "),
            "{text}"
        );
        assert!(text.contains("d5, d7, d9, d11 kept free"), "{text}");
    }
}
