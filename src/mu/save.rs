//! What Mū tōrere keeps in the browser ([`crate::saves`]): the game in progress, and
//! the trap trainer's solved puzzles.
//!
//! The game ([`GAME`]) is `opponent|you|record`, then `|rules` unless the rule set is
//! `standard` (so saves from before the rule sets still read), then `|names` while the
//! board shows the points' names. The record is the moves' points, space-separated
//! (`4 5 0`).

use super::state::MuOpponent;
use crate::saves::Slot;
use takaro::core::mu_torere::{Game, RuleSet, Side};

/// The game in progress ([`MuSave`]).
pub const GAME: Slot = Slot::new("papa-takaro.mu-torere.v1");
/// The trap trainer's solved puzzles: `<rules>:<n>` words.
pub const PUZZLES: Slot = Slot::new("papa-takaro.mu-torere.puzzles.v1");

/// A game as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct MuSave {
    pub opponent: MuOpponent,
    pub you: Side,
    /// The game, with its rule set.
    pub game: Game,
    /// The board shows the points' names.
    pub names: bool,
}

impl MuSave {
    /// The saved form.
    pub fn to_text(&self) -> String {
        let mut text = format!("{}|{}|{}", self.opponent, self.you, self.game.record());
        if self.game.rules() != RuleSet::Standard {
            text = format!("{text}|{}", self.game.rules());
        }
        if self.names {
            text += "|names";
        }
        text
    }

    /// Reads a save; `None` if any part is wrong.
    pub fn from_text(text: &str) -> Option<MuSave> {
        let mut parts = text.split('|');
        let opponent = parts.next()?.parse().ok()?;
        let you = parts.next()?.parse().ok()?;
        let record = parts.next()?;
        let mut rest = parts.peekable();
        let rules = match rest.next_if(|part| *part != "names") {
            None => RuleSet::Standard,
            Some(name) => name.parse().ok()?,
        };
        let names = rest.next_if_eq(&"names").is_some();
        if rest.next().is_some() {
            return None;
        }
        let game = Game::from_record_with(rules, record).ok()?;
        Some(MuSave {
            opponent,
            you,
            game,
            names,
        })
    }
}

/// The trap trainer's solved puzzles, as `<rules>:<number>` entries.
pub fn solved_puzzles() -> Vec<String> {
    PUZZLES
        .read_text()
        .map(|t| t.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default()
}

/// Records the solved puzzles.
pub fn save_solved_puzzles(list: &[String]) {
    PUZZLES.write(&list.join(" "));
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::mu_torere::Level;

    #[test]
    fn saves_round_trip_and_bad_saves_do_not_read() {
        for rules in [RuleSet::Standard, RuleSet::Free] {
            let save = MuSave {
                opponent: MuOpponent::Computer(Level::Easy),
                you: Side::White,
                game: Game::from_record_with(rules, "4 5").unwrap(),
                names: false,
            };
            let text = save.to_text();
            assert_eq!(text.ends_with("|free"), rules == RuleSet::Free, "{text}");
            assert_eq!(MuSave::from_text(&text), Some(save.clone()));
            let named = MuSave {
                names: true,
                ..save
            };
            let text = named.to_text();
            assert!(text.ends_with("|names"), "{text}");
            assert_eq!(MuSave::from_text(&text), Some(named));
        }
        assert_eq!(
            MuSave::from_text("human|green|").map(|s| s.game.moves().len()),
            Some(0),
            "a save from before the rule sets"
        );
        for bad in [
            "",
            "perfect|green|2 2 x",
            "god|green|",
            "human|green|4|chess",
            "human|green|4|names|free",
            "human|green|4|free|names|names",
        ] {
            assert_eq!(MuSave::from_text(bad), None, "{bad}");
        }
    }

    /// A save of each version the game slot reads (the current one, then each older one
    /// it still knows), written alone and read back through the slot.
    #[test]
    fn a_save_of_each_version_reads_back() {
        let game = Game::from_record_with(RuleSet::Free, "4 5").unwrap();
        let expected = MuSave {
            opponent: MuOpponent::Computer(Level::Medium),
            you: Side::White,
            game,
            names: false,
        };
        let samples = [("papa-takaro.mu-torere.v1", "medium|white|4 5|free")];
        crate::saves::checks::every_version_reads_back(
            GAME,
            &samples,
            MuSave::from_text,
            &expected,
        );
    }

    /// The loader shows the new game's first screen only when no version of the save is
    /// kept (the app would resume it).
    #[test]
    fn the_loader_sees_every_version_of_the_save() {
        crate::saves::checks::the_loader_sees_every_version(
            GAME,
            "?game=mu-torere",
            "papa-takaro.kemu.v1",
        );
    }
}
