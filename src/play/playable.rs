//! Everything a game gives the shared game screen, named once: each part is its own
//! trait, one concern each.

use super::computer_play::ComputerPlay;
use super::game_rules::GameRules;
use super::game_view::GameView;
use super::game_words::GameWords;
use super::remote_play::RemotePlay;
use super::saving::Saving;

/// A game the shared screen plays: its rules ([`GameRules`]), its addresses and saves
/// ([`Saving`]), its words ([`GameWords`]), its parts of the screen ([`GameView`]), its
/// sides for a friend on another device ([`RemotePlay`]) and its computer player
/// ([`ComputerPlay`]). Every game that has all six is one.
pub trait Playable: GameRules + Saving + GameWords + GameView + RemotePlay + ComputerPlay {}

impl<G> Playable for G where G: GameRules + Saving + GameWords + GameView + RemotePlay + ComputerPlay
{}

#[cfg(test)]
mod tests {
    /// How many items (functions, types, constants) the trait `name` in `source` declares:
    /// its lines that begin one, at the trait's indent.
    fn items(source: &str, name: &str) -> usize {
        let start = source
            .find(&format!("pub trait {name}"))
            .unwrap_or_else(|| panic!("no trait {name}"));
        let body = &source[start..];
        let end = body.find("\n}\n").unwrap_or(body.len());
        body[..end]
            .lines()
            .filter(|line| {
                ["    fn ", "    type ", "    const "]
                    .iter()
                    .any(|p| line.starts_with(p))
            })
            .count()
    }

    /// Each part a game gives stays small enough to read at once (issue 38: at most 12
    /// items), and `Playable` only names them.
    #[test]
    fn each_part_of_a_game_is_small() {
        let parts = [
            (include_str!("game_rules.rs"), "GameRules", 11),
            (include_str!("saving.rs"), "Saving", 11),
            (include_str!("game_words.rs"), "GameWords", 4),
            (include_str!("game_view.rs"), "GameView", 8),
            (include_str!("remote_play.rs"), "RemotePlay", 12),
            (include_str!("computer_play.rs"), "ComputerPlay", 4),
        ];
        for (source, name, count) in parts {
            assert_eq!(items(source, name), count, "{name}");
            assert!(count <= 12, "{name} has {count} items");
        }
        let playable = include_str!("playable.rs");
        let declared = playable
            .lines()
            .find(|line| line.starts_with("pub trait Playable"))
            .unwrap_or_default();
        assert!(
            declared.ends_with("{}"),
            "Playable declares no items: {declared}"
        );
    }
}
