//! The settings of a Moeraki Kemu match: who plays each tribe, the tier, the length,
//! and what a link presets.

use crate::route::Query;
use std::fmt;
use std::str::FromStr;
use takaro::core::kemu::{MatchLength, Rules, Tier, Tribe};
use takaro::kemu_engine::{Level, ParseLevelError};

/// Who moves a tribe's stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controller {
    /// A person at this screen.
    Person,
    Computer(Level),
    /// A friend on another device (by link or live).
    Remote,
}

impl Controller {
    pub const ALL: [Controller; 4] = [
        Controller::Person,
        Controller::Computer(Level::Easy),
        Controller::Computer(Level::Medium),
        Controller::Computer(Level::Hard),
    ];
}

/// `person`, or the computer's level (`easy`, `medium`, `hard`).
impl fmt::Display for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Controller::Person => f.write_str("person"),
            Controller::Computer(level) => level.fmt(f),
            Controller::Remote => f.write_str("remote"),
        }
    }
}

impl FromStr for Controller {
    type Err = ParseLevelError;
    /// Reads `person` (or `human`, as in `?opponent=human`) or a level name.
    fn from_str(s: &str) -> Result<Controller, ParseLevelError> {
        if s == "person" || s == "human" {
            Ok(Controller::Person)
        } else if s == "remote" {
            Ok(Controller::Remote)
        } else {
            s.parse().map(Controller::Computer)
        }
    }
}

/// What a link presets for Moeraki Kemu: `?game=kemu&tier=master+auge&match=5&opponent=hard`,
/// or a shared game (`&record=`). Each part is optional.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KemuPresets {
    pub rules: Option<Rules>,
    pub length: Option<MatchLength>,
    /// Who plays Manaia against you (Matau).
    pub opponent: Option<Controller>,
    /// A shared game in compact form.
    pub record: Option<String>,
    /// A friends' match's finished games (`&earlier=`, compact records joined by `_`).
    pub earlier: Option<String>,
    /// `&aids=1` (or `&aids=0`): the learner aids start switched on (off), whatever the
    /// setup's default ([`Setup::aids_by_default`]).
    pub aids: Option<bool>,
    /// `?learn=kemu&lesson=k`: the lesson to open, from 1.
    pub lesson: Option<usize>,
}

impl KemuPresets {
    /// Reads `tier`, `match`, `opponent`, `record`, `earlier`, `aids` and `lesson`; a bad value
    /// presets nothing, so a bad link still opens a working page.
    pub fn from_query(query: &Query) -> KemuPresets {
        let mut presets = KemuPresets::default();
        // One pass: the last value of a key counts, as in the route.
        for (key, value) in query.pairs() {
            let v = value.as_ref();
            match key.as_ref() {
                // `master+auge`: a `+` left unescaped in a link reads as a space.
                "tier" => presets.rules = v.replace(' ', "+").parse().ok(),
                "match" => {
                    presets.length = v.parse().ok().and_then(MatchLength::from_target);
                }
                // A friend on another device is never preset by an address.
                "opponent" => {
                    presets.opponent = v.parse().ok().filter(|c| *c != Controller::Remote)
                }
                "record" if !v.is_empty() => presets.record = Some(v.to_string()),
                // A friends' match's earlier games: friend code, out of the first screens.
                #[cfg(feature = "friends")]
                "earlier" if !v.is_empty() => presets.earlier = Some(v.to_string()),
                "aids" => presets.aids = Some(v != "0"),
                "lesson" => presets.lesson = v.parse().ok().filter(|n| *n >= 1),
                _ => {}
            }
        }
        presets
    }
}

/// The settings of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub length: MatchLength,
    pub matau: Controller,
    pub manaia: Controller,
    /// Player A of the first game (places the ball).
    pub first_player_a: Tribe,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            rules: Rules::new(Tier::Beginner),
            length: MatchLength::Single,
            matau: Controller::Person,
            manaia: Controller::Person,
            first_player_a: Tribe::Matau,
        }
    }
}

impl Setup {
    /// A setup from URL presets: against the computer, you play Matau.
    pub fn from_presets(presets: &KemuPresets) -> Setup {
        let mut s = Setup::default();
        if let Some(rules) = presets.rules {
            s.rules = rules;
        }
        if let Some(length) = presets.length {
            s.length = length;
        }
        if let Some(opponent) = presets.opponent {
            s.manaia = opponent;
        }
        s
    }

    /// Whether this setup agrees with URL presets (those given).
    pub fn fits(&self, presets: &KemuPresets) -> bool {
        presets.rules.is_none_or(|r| r == self.rules)
            && presets.length.is_none_or(|l| l == self.length)
            && presets.opponent.is_none_or(|o| o == self.manaia)
    }

    pub fn controller(&self, t: Tribe) -> Controller {
        match t {
            Tribe::Matau => self.matau,
            Tribe::Manaia => self.manaia,
        }
    }

    /// The same rules and length, a person here playing `seat` against a friend on
    /// another device.
    pub fn seated(self, seat: Tribe) -> Setup {
        let (mine, theirs) = (Controller::Person, Controller::Remote);
        let (matau, manaia) = match seat {
            Tribe::Matau => (mine, theirs),
            Tribe::Manaia => (theirs, mine),
        };
        Setup {
            matau,
            manaia,
            ..self
        }
    }

    /// True when a person plays both tribes.
    pub fn friendly(&self) -> bool {
        self.matau == Controller::Person && self.manaia == Controller::Person
    }

    /// Whether the learner aids start switched on: for a newcomer's first games, a
    /// person against the computer at Easy or Medium in Beginner or Basic (a quick loss
    /// with no help is what puts a newcomer off).
    pub fn aids_by_default(&self) -> bool {
        let learning =
            |c: Controller| matches!(c, Controller::Computer(Level::Easy | Level::Medium));
        let against_computer = match (self.matau, self.manaia) {
            (Controller::Person, other) | (other, Controller::Person) => learning(other),
            _ => false,
        };
        against_computer && matches!(self.rules.tier, Tier::Beginner | Tier::Basic)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_fit_only_a_matching_setup() {
        let presets = |rules, length, opponent| KemuPresets {
            rules,
            length,
            opponent,
            record: None,
            earlier: None,
            aids: None,
            lesson: None,
        };
        let master = Some(Rules::new(Tier::Master));
        let s = Setup::from_presets(&presets(master, Some(MatchLength::Kiwi), None));
        assert!(s.fits(&presets(master, Some(MatchLength::Kiwi), None)));
        assert!(s.fits(&KemuPresets::default()));
        assert!(!s.fits(&presets(Some(Rules::new(Tier::Basic)), None, None)));
        assert!(!s.fits(&presets(Some(Rules::master_with_auge()), None, None)));
        assert!(!s.fits(&presets(None, Some(MatchLength::Moa), None)));
        let hard = Controller::Computer(Level::Hard);
        assert!(!s.fits(&presets(None, None, Some(hard))));
        assert_eq!(
            Setup::from_presets(&presets(None, None, Some(hard))).manaia,
            hard
        );
    }

    fn presets(query: &str) -> KemuPresets {
        KemuPresets::from_query(&Query::parse(query))
    }

    #[test]
    fn a_link_presets_the_match() {
        let p = presets("?game=kemu&tier=master&match=5&opponent=hard");
        assert_eq!(p.rules, Some(Rules::new(Tier::Master)));
        assert_eq!(p.length, Some(MatchLength::Kiwi));
        assert_eq!(p.opponent, Some(Controller::Computer(Level::Hard)));
        assert_eq!(
            presets("?opponent=human").opponent,
            Some(Controller::Person)
        );
        let p = presets("?game=kemu&tier=master%2Bauge&match=10");
        assert_eq!(p.rules, Some(Rules::master_with_auge()));
        assert_eq!(p.length, Some(MatchLength::IkaMoana));
        assert_eq!(presets("?game=kemu&match=4").length, None);
        assert_eq!(presets("?game=kemu&tier=basic%2Bauge").rules, None);
        assert_eq!(
            presets("?game=kemu&tier=master+auge").rules,
            Some(Rules::master_with_auge()),
            "links written before the query was decoded keep working"
        );
        assert_eq!(presets("?game=kemu&aids=1").aids, Some(true));
        assert_eq!(presets("?game=kemu&aids=0").aids, Some(false));
        assert_eq!(presets("?game=kemu").aids, None);
    }

    #[test]
    fn the_aids_start_on_for_a_newcomer_against_an_easy_computer() {
        let against = |tier: Tier, level: Level| Setup {
            rules: Rules::new(tier),
            manaia: Controller::Computer(level),
            ..Setup::default()
        };
        assert!(against(Tier::Beginner, Level::Easy).aids_by_default());
        assert!(against(Tier::Basic, Level::Medium).aids_by_default());
        assert!(!against(Tier::Basic, Level::Hard).aids_by_default());
        assert!(!against(Tier::Master, Level::Easy).aids_by_default());
        assert!(
            !Setup::default().aids_by_default(),
            "two people at one screen"
        );
        let matau_computer = Setup {
            matau: Controller::Computer(Level::Easy),
            manaia: Controller::Person,
            ..Setup::default()
        };
        assert!(matau_computer.aids_by_default());
        let friend = Setup {
            manaia: Controller::Remote,
            ..Setup::default()
        };
        assert!(!friend.aids_by_default());
    }

    #[test]
    fn a_shared_game_and_a_lesson() {
        // The compact record is URL-safe and arrives as it is, or escaped.
        assert_eq!(
            presets("?game=kemu&record=bAx!Bcd.~Dn").record.as_deref(),
            Some("bAx!Bcd.~Dn")
        );
        assert_eq!(
            presets("?game=kemu&record=bAx%21Bcd.%7EDn")
                .record
                .as_deref(),
            Some("bAx!Bcd.~Dn")
        );
        assert_eq!(presets("?game=kemu&record=").record, None);
        assert_eq!(presets("?learn=kemu&lesson=4").lesson, Some(4));
        assert_eq!(presets("?learn=kemu").lesson, None);
        assert_eq!(presets("?learn=kemu&lesson=0").lesson, None);
    }

    #[test]
    fn bad_values_preset_nothing() {
        let p = presets("?game=chess&opponent=god&tier=x&match=x&lesson=x");
        assert_eq!(p, KemuPresets::default());
    }
}
