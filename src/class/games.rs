//! The two games as a class room uses them, through each game's own parts of
//! [`crate::play::Playable`]: the rule sets to choose from, the start link a room is made
//! with, a game record read and judged by the rules core ([`Judged`]), its board drawn
//! read-only, and the address of a game against the computer for an odd student.

use crate::kemu::play::Kemu;
use crate::kemu::setup::KemuPresets;
use crate::mu::play::MuTorere;
use crate::mu::presets::MuPresets;
use crate::play::sides::side_of;
use crate::play::{BoardTags, GameView, GameWords, RemotePlay, Saving};
use crate::route::Query;
use crate::t;
use takaro::core::kemu::{Rules, Tier};
use takaro::core::mu_torere::RuleSet;
use yew::prelude::*;

/// The game a room plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClassGame {
    Mu,
    Kemu,
}

/// The computer's levels an odd student may play, as the room stores them (`"1"`…).
pub const LEVELS: [&str; 3] = ["1", "2", "3"];

/// A room's game read by the rules core: what the projector, the console and the results
/// show of it. Made only from a record that reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The record link as the service holds it (`data-record`).
    pub link: String,
    pub played: usize,
    /// `playing`, or the result's code as the game screens give it (`g`, `w`, `matau`,
    /// `manaia`, `draw`).
    pub outcome: &'static str,
    /// The winner's side code, when a side won.
    pub winner: Option<&'static str>,
    pub over: bool,
}

impl ClassGame {
    pub const ALL: [ClassGame; 2] = [ClassGame::Mu, ClassGame::Kemu];

    /// Its name in addresses and in the room (`mu-torere`, `kemu`).
    pub fn code(self) -> &'static str {
        match self {
            ClassGame::Mu => MuTorere::NAME,
            ClassGame::Kemu => Kemu::NAME,
        }
    }

    pub fn named(code: &str) -> Option<ClassGame> {
        ClassGame::ALL.into_iter().find(|g| g.code() == code)
    }

    pub fn title(self) -> &'static str {
        match self {
            ClassGame::Mu => t::mu_title(),
            ClassGame::Kemu => t::class_kemu(),
        }
    }

    /// The address key of its rule set (`rules` for Mū tōrere, `tier` for Moeraki Kemu).
    pub fn rules_key(self) -> &'static str {
        match self {
            ClassGame::Mu => "rules",
            ClassGame::Kemu => "tier",
        }
    }

    /// The rule sets a teacher chooses from: their codes in addresses and their names.
    pub fn rule_sets(self) -> Vec<(String, String)> {
        match self {
            ClassGame::Mu => RuleSet::ALL
                .into_iter()
                .map(|r| (r.to_string(), crate::mu::state::rules_name(r).to_string()))
                .collect(),
            ClassGame::Kemu => Tier::ALL
                .into_iter()
                .map(|tier| {
                    let name = crate::kemu::words::tier_label(tier).to_string();
                    (tier.code().to_string(), name)
                })
                .collect(),
        }
    }

    /// The rule set an address presets, as the game's own page reads it (its code), else
    /// the game's default.
    pub fn rules_in(self, query: &Query) -> String {
        match self {
            ClassGame::Mu => MuPresets::from_query(query)
                .rules
                .unwrap_or_default()
                .to_string(),
            ClassGame::Kemu => KemuPresets::from_query(query)
                .rules
                .unwrap_or(Rules::new(Tier::Beginner))
                .to_string(),
        }
    }

    /// The game's link before any move under the rule set `rules` (its code): what a room
    /// is made with, and every game of it starts from.
    pub fn start(self, rules: &str) -> String {
        let query = Query::parse(&format!("{}={rules}", self.rules_key()));
        match self {
            ClassGame::Mu => start_of::<MuTorere>(&query),
            ClassGame::Kemu => start_of::<Kemu>(&query),
        }
    }

    /// A record link read and judged by the rules core; `None` if it does not read.
    pub fn judge(self, link: &str) -> Option<Judged> {
        match self {
            ClassGame::Mu => judge::<MuTorere>(link),
            ClassGame::Kemu => judge::<Kemu>(link),
        }
    }

    /// The board of a record that reads, not clickable (the last move marked), with the
    /// turn or result in words and the last move in words.
    pub fn board(self, link: &str) -> Option<DrawnGame> {
        match self {
            ClassGame::Mu => drawn::<MuTorere>(link),
            ClassGame::Kemu => drawn::<Kemu>(link),
        }
    }

    /// A side's name in words (`green` → Green).
    pub fn side_name(self, code: &str) -> String {
        match self {
            ClassGame::Mu => side_of::<MuTorere>(code).map(MuTorere::side_name),
            ClassGame::Kemu => side_of::<Kemu>(code).map(Kemu::side_name),
        }
        .unwrap_or_default()
    }

    /// Both sides' codes, the first seat first.
    pub fn sides(self) -> [&'static str; 2] {
        match self {
            ClassGame::Mu => MuTorere::SIDES.map(MuTorere::side_code),
            ClassGame::Kemu => Kemu::SIDES.map(Kemu::side_code),
        }
    }

    /// The address of a game against the computer at the room's `level` under the
    /// room's rules (read from its start link), on the student's own device.
    pub fn computer_game(self, start: &str, level: &str) -> String {
        let rules = self.rules_in(&Query::parse(start));
        let rules = match self {
            // A Kemu start is a record: its rules are in it.
            ClassGame::Kemu => Kemu::shared(&Kemu::presets(&Query::parse(start)))
                .and_then(Result::ok)
                .map(|s| s.setup.rules.to_string())
                .unwrap_or(rules),
            ClassGame::Mu => rules,
        };
        let opponent = match (self, level) {
            (ClassGame::Mu, "1") => "easy",
            (ClassGame::Mu, "2") => "medium",
            (ClassGame::Mu, _) => "perfect",
            (ClassGame::Kemu, "1") => "easy",
            (ClassGame::Kemu, "2") => "medium",
            (ClassGame::Kemu, _) => "hard",
        };
        let query = Query::parse(&format!("game={}", self.code()))
            .with(self.rules_key(), Some(&rules))
            .with("opponent", Some(opponent));
        match self {
            ClassGame::Kemu => query.with("match", Some("1")),
            ClassGame::Mu => query,
        }
        .to_link()
    }
}

/// The level's name in words.
pub fn level_name(level: &str) -> &'static str {
    match level {
        "1" => t::class_level_easy(),
        "2" => t::class_level_medium(),
        _ => t::class_level_strong(),
    }
}

fn start_of<G: Saving + RemotePlay>(query: &Query) -> String {
    let first = G::SIDES[0];
    let game = G::friend_game(&G::new_game(&G::presets(query)), first);
    G::link(&game).text().to_string()
}

fn read<G: Saving>(link: &str) -> Option<G::State> {
    G::shared(&G::presets(&Query::parse(link)))?.ok()
}

fn judge<G: Saving + RemotePlay>(link: &str) -> Option<Judged> {
    let state = read::<G>(link)?;
    let report = G::report(&state);
    Some(Judged {
        link: link.to_string(),
        played: G::played(&state),
        outcome: if report.over {
            report.outcome
        } else {
            "playing"
        },
        winner: winner_side(report.outcome, G::SIDES.map(G::side_code)),
        over: report.over,
    })
}

/// The side a result's code names: the code is the side's code (`matau`) or its first
/// letter (Mū tōrere's `g`, `w`); `draw` and `ongoing` name none.
pub fn winner_side(outcome: &str, sides: [&'static str; 2]) -> Option<&'static str> {
    sides
        .into_iter()
        .find(|side| *side == outcome || (outcome.len() == 1 && side.starts_with(outcome)))
}

/// A game drawn for the projector.
pub struct DrawnGame {
    pub board: Html,
    /// Whose turn, or how the game ended.
    pub status: String,
    /// The last move in words (read out where boards change).
    pub last_move: Option<String>,
}

fn drawn<G: Saving + GameView + GameWords>(link: &str) -> Option<DrawnGame> {
    let state = read::<G>(link)?;
    let played = G::played(&state);
    Some(DrawnGame {
        board: G::board(
            &state,
            Some(played),
            BoardTags::default(),
            &Callback::noop(),
        ),
        status: G::status(&state),
        last_move: G::last_move(&state).map(|(words, _)| words),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_codes_name_their_side() {
        let mu = ClassGame::Mu.sides();
        assert_eq!(winner_side("g", mu), Some("green"));
        assert_eq!(winner_side("w", mu), Some("white"));
        assert_eq!(winner_side("draw", mu), None);
        assert_eq!(winner_side("ongoing", mu), None);
        let kemu = ClassGame::Kemu.sides();
        assert_eq!(winner_side("manaia", kemu), Some("manaia"));
        assert_eq!(winner_side("draw", kemu), None);
    }

    #[test]
    fn a_start_link_reads_as_a_new_game() {
        for game in ClassGame::ALL {
            for (rules, _) in game.rule_sets() {
                let start = game.start(&rules);
                let judged = game.judge(&start).expect(&start);
                assert_eq!((judged.played, judged.outcome), (0, "playing"), "{start}");
                // The rules are in the start link (Kemu's in its record).
                let computer = Query::parse(&game.computer_game(&start, "1"));
                assert_eq!(
                    computer.get(game.rules_key()).as_deref(),
                    Some(rules.as_str())
                );
            }
        }
        assert_eq!(ClassGame::Mu.judge("record=9+9"), None);
        assert_eq!(ClassGame::Kemu.judge("record=nonsense"), None);
    }

    #[test]
    fn the_computer_game_keeps_the_rules() {
        let start = ClassGame::Mu.start("free");
        assert_eq!(
            ClassGame::Mu.computer_game(&start, "1"),
            "?game=mu-torere&rules=free&opponent=easy"
        );
        let start = ClassGame::Kemu.start("basic");
        assert_eq!(
            ClassGame::Kemu.computer_game(&start, "3"),
            "?game=kemu&tier=basic&opponent=hard&match=1"
        );
    }
}
