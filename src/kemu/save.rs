//! The Moeraki Kemu match in progress, as the browser keeps it ([`crate::saves`]): a
//! line of settings, a line for each finished game of the match, the current game with
//! its undo mark, and `names off` while the board hides the hollows' names.
//!
//! ```text
//! setup <tier> <games to win> <matau> <manaia> <first player A>
//! game <compact record>
//! current <compact record> <0|1: undo was used>
//! names off
//! ```
//!
//! `names off` comes last, so a page from before it reads the match and only forgets
//! the choice.

use super::setup::Setup;
use crate::saves::Slot;
use takaro::core::kemu::{Game, MatchLength};

/// The match in progress ([`KemuSave`]).
pub const GAME: Slot = Slot::new("papa-takaro.kemu.v1");

/// A match as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct KemuSave {
    pub setup: Setup,
    /// The finished games, in order.
    pub games: Vec<Game>,
    pub current: Game,
    pub undo_used: bool,
    /// The board shows the hollows' names (the default).
    pub names: bool,
}

impl KemuSave {
    /// The saved form.
    pub fn to_text(&self) -> String {
        let st = self.setup;
        let mut out = format!(
            "setup {} {} {} {} {}\n",
            st.rules,
            st.length.target(),
            st.matau,
            st.manaia,
            st.first_player_a.code()
        );
        for g in &self.games {
            out += &format!("game {}\n", g.to_compact());
        }
        out += &format!(
            "current {} {}\n",
            self.current.to_compact(),
            u8::from(self.undo_used)
        );
        if !self.names {
            out += "names off\n";
        }
        out
    }

    /// Reads a save; `None` if any part is wrong.
    pub fn from_text(text: &str) -> Option<KemuSave> {
        let mut lines = text.lines();
        let head: Vec<&str> = lines.next()?.split_whitespace().collect();
        let ["setup", rules, len, matau, manaia, first] = head.as_slice() else {
            return None;
        };
        let setup = Setup {
            rules: rules.parse().ok()?,
            length: MatchLength::from_target(len.parse().ok()?)?,
            matau: matau.parse().ok()?,
            manaia: manaia.parse().ok()?,
            first_player_a: first.parse().ok()?,
        };
        // A line after the current game is a choice of the view: one this version does not
        // know is passed over, as a page from before `names off` passes over that.
        let names = !text.lines().any(|line| line.trim() == "names off");
        let mut games = Vec::new();
        for line in lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["game", g] => games.push(Game::from_compact(g).ok()?),
                ["current", g, undo @ ("0" | "1")] => {
                    return Some(KemuSave {
                        setup,
                        games,
                        current: Game::from_compact(g).ok()?,
                        undo_used: *undo == "1",
                        names,
                    })
                }
                _ => return None,
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::setup::Controller;
    use takaro::core::kemu::{Rules, Tribe};
    use takaro::kemu_engine::Level;

    #[test]
    fn saves_round_trip_and_bad_saves_do_not_read() {
        let setup = Setup {
            rules: Rules::master_with_auge(),
            length: MatchLength::Kiwi,
            matau: Controller::Person,
            manaia: Controller::Computer(Level::Hard),
            first_player_a: Tribe::Manaia,
        };
        let mut current = Game::new(setup.rules, Tribe::Manaia);
        current.play("e5".parse().unwrap()).unwrap();
        current.play("c3".parse().unwrap()).unwrap();
        let save = KemuSave {
            setup,
            games: vec![],
            current,
            undo_used: true,
            names: true,
        };
        assert_eq!(KemuSave::from_text(&save.to_text()), Some(save.clone()));
        let hidden = KemuSave {
            names: false,
            ..save.clone()
        };
        assert!(
            hidden.to_text().ends_with("\nnames off\n"),
            "{}",
            hidden.to_text()
        );
        assert_eq!(KemuSave::from_text(&hidden.to_text()), Some(hidden));
        // A line after the current game that this version does not know is passed over.
        let later = format!("{}view large\n", save.to_text());
        assert_eq!(KemuSave::from_text(&later), Some(save));
        for bad in [
            "",
            "setup basic 4 person person matau\ncurrent bk 0",
            "setup basic 1 person person matau\ncurrent zz 0",
            "setup basic 1 person person matau\ncurrent bk 7",
            "setup basic 1 person person matau",
            "junk",
        ] {
            assert_eq!(KemuSave::from_text(bad), None, "{bad}");
        }
    }

    /// A save of each version the game slot reads (the current one, then each older one
    /// it still knows), written alone and read back through the slot.
    #[test]
    fn a_save_of_each_version_reads_back() {
        let setup = Setup {
            rules: Rules::master_with_auge(),
            length: MatchLength::Kiwi,
            matau: Controller::Computer(Level::Easy),
            manaia: Controller::Person,
            first_player_a: Tribe::Manaia,
        };
        let mut current = Game::new(setup.rules, Tribe::Manaia);
        current.play("e5".parse().unwrap()).unwrap();
        let expected = KemuSave {
            setup,
            games: vec![],
            current,
            undo_used: false,
            names: true,
        };
        let samples = [(
            "papa-takaro.kemu.v1",
            "setup master+auge 5 easy person manaia\ncurrent awW 0\n",
        )];
        crate::saves::checks::every_version_reads_back(
            GAME,
            &samples,
            KemuSave::from_text,
            &expected,
        );
    }

    /// The loader shows the new game's first screen only when no version of the save is
    /// kept (the app would resume it).
    #[test]
    fn the_loader_sees_every_version_of_the_save() {
        crate::saves::checks::the_loader_sees_every_version(
            GAME,
            "?game=kemu",
            "papa-takaro.mu-torere.v1",
        );
    }
}
