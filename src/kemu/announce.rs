//! A Moeraki Kemu move in words for the announcer, e.g. "Manaia placed a stone on e5:
//! full tile on d4 for Manaia", built from the events the rules core returned for the
//! move, so the page re-derives no rules.

use crate::t;
use takaro::core::kemu::{Event, Tile, Tribe};

/// A Moeraki Kemu move in words, from the events the core returned for it. `player_a`
/// names who placed the ball (the ball's event carries no tribe).
pub fn move_in_words(events: &[Event], player_a: Tribe) -> String {
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
pub fn mover(events: &[Event], player_a: Tribe) -> Option<Tribe> {
    events.iter().find_map(|e| match e {
        Event::BallPlaced(_) => Some(player_a),
        Event::StonePlaced(t, _) | Event::TanePlaced(t, _, _) | Event::Passed(t) => Some(*t),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::Game;

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
        assert_eq!(move_in_words(&e, a), "Matau placed the Moeraki ball on f6");
        assert_eq!(mover(&e, a), Some(Tribe::Matau));
        let (e, a) = last_events("basic a=matau f6 c3");
        assert_eq!(move_in_words(&e, a), "Manaia placed a stone on c3");
        assert_eq!(mover(&e, a), Some(Tribe::Manaia));
        // The about page's example: a half tile on a4 for Manaia, then Matau's full d3.
        let (e, a) = last_events("basic a=matau f6 a3 b4 a5");
        assert_eq!(
            move_in_words(&e, a),
            "Manaia placed a stone on a5: half tile on a4 for Manaia"
        );
        let (e, a) = last_events("basic a=matau f6 a3 b4 a5 c3 d4 e3 k3 d2");
        assert_eq!(
            move_in_words(&e, a),
            "Matau placed a stone on d2: full tile on d3 for Matau"
        );
        let (e, a) = last_events("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7 Td3>n");
        let text = move_in_words(&e, a);
        assert!(
            text.starts_with("Matau stood the Tane on d3 facing north: "),
            "{text}"
        );
        assert!(text.contains("d5, d7, d9, d11 kept free"), "{text}");
    }
}
