//! The Mū tōrere save (slot `papa-takaro.mu-torere.v1`): `opponent|you|record`, then
//! `|rules` unless the rule set is `standard` (so saves from before the rule sets still
//! read). The record is the moves' points, space-separated (`4 5 0`).

use crate::mu::state::MuOpponent;
use takaro::core::mu_torere::{Game, RuleSet, Side};

/// A game as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct MuSave {
    pub opponent: MuOpponent,
    pub you: Side,
    /// The game, with its rule set.
    pub game: Game,
}

impl MuSave {
    /// The saved form.
    pub fn to_text(&self) -> String {
        let mut text = format!("{}|{}|{}", self.opponent, self.you, self.game.record());
        if self.game.rules() != RuleSet::Standard {
            text = format!("{text}|{}", self.game.rules());
        }
        text
    }

    /// Reads a save; `None` if any part is wrong.
    pub fn from_text(text: &str) -> Option<MuSave> {
        let mut parts = text.splitn(4, '|');
        let opponent = parts.next()?.parse().ok()?;
        let you = parts.next()?.parse().ok()?;
        let record = parts.next()?;
        let rules = match parts.next() {
            None => RuleSet::Standard,
            Some(name) => name.parse().ok()?,
        };
        let game = Game::from_record_with(rules, record).ok()?;
        Some(MuSave {
            opponent,
            you,
            game,
        })
    }
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
            };
            let text = save.to_text();
            assert_eq!(text.ends_with("|free"), rules == RuleSet::Free, "{text}");
            assert_eq!(MuSave::from_text(&text), Some(save));
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
        ] {
            assert_eq!(MuSave::from_text(bad), None, "{bad}");
        }
    }
}
