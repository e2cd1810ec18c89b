//! The vocabulary of a Moeraki Kemu game: tribes, tiers, the rules a game is played
//! by, and tribal tiles. Each name reads back from its text (`matau`, `master+auge`).

use std::fmt;
use std::str::FromStr;

/// Stones each tribe has at the start.
pub const STONES: u8 = 28;

/// One of the two tribes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tribe {
    /// Black stones.
    Matau,
    /// White stones.
    Manaia,
}

impl Tribe {
    pub const ALL: [Tribe; 2] = [Tribe::Matau, Tribe::Manaia];

    pub fn other(self) -> Tribe {
        match self {
            Tribe::Matau => Tribe::Manaia,
            Tribe::Manaia => Tribe::Matau,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
    /// Lower-case name used in records and JSON: `matau`, `manaia`.
    pub fn code(self) -> &'static str {
        match self {
            Tribe::Matau => "matau",
            Tribe::Manaia => "manaia",
        }
    }
    /// The name as the game publishes it: `Matau`, `Manaia`.
    pub fn name(self) -> &'static str {
        match self {
            Tribe::Matau => "Matau",
            Tribe::Manaia => "Manaia",
        }
    }
    /// Colour of the tribe's stones.
    pub fn colour(self) -> &'static str {
        match self {
            Tribe::Matau => "black",
            Tribe::Manaia => "white",
        }
    }
}

impl fmt::Display for Tribe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The three tiers of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tier {
    /// Tahuna, Awa, Ara; a full board without one is a draw. No tiles, no Tane.
    Beginner,
    /// Adds tribal tiles and the Marae count.
    Basic,
    /// Adds the Maori-Tane (and the optional Auge rule).
    Master,
}

impl Tier {
    pub const ALL: [Tier; 3] = [Tier::Beginner, Tier::Basic, Tier::Master];

    pub fn code(self) -> &'static str {
        match self {
            Tier::Beginner => "beginner",
            Tier::Basic => "basic",
            Tier::Master => "master",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Tier::Beginner => "Beginner",
            Tier::Basic => "Basic",
            Tier::Master => "Master",
        }
    }
    /// Whether settled fields get tribal tiles (and a full board is a Marae count).
    pub fn has_tiles(self) -> bool {
        self != Tier::Beginner
    }
    pub fn has_tane(self) -> bool {
        self == Tier::Master
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The rules a game is played by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub tier: Tier,
    /// The optional Auge victory (Master only; off by default).
    pub auge: bool,
}

impl Rules {
    pub fn new(tier: Tier) -> Rules {
        Rules { tier, auge: false }
    }
    /// Master with the optional Auge rule.
    pub fn master_with_auge() -> Rules {
        Rules {
            tier: Tier::Master,
            auge: true,
        }
    }
    pub(crate) fn auge_on(self) -> bool {
        self.auge && self.tier == Tier::Master
    }
}

/// A tribal tile on a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tile {
    /// One point.
    Full(Tribe),
    /// Half a point (a triangle won 2:1), drawn split by a diagonal line.
    Half(Tribe),
}

impl Tile {
    pub fn tribe(self) -> Tribe {
        match self {
            Tile::Full(t) | Tile::Half(t) => t,
        }
    }
    /// Worth in half points.
    pub fn halves(self) -> u16 {
        match self {
            Tile::Full(_) => 2,
            Tile::Half(_) => 1,
        }
    }
    /// `matau-full`, `manaia-half`, ...
    pub fn code(self) -> String {
        match self {
            Tile::Full(t) => format!("{}-full", t.code()),
            Tile::Half(t) => format!("{}-half", t.code()),
        }
    }
    pub(crate) fn key_index(self) -> usize {
        match self {
            Tile::Full(t) => t.index() * 2,
            Tile::Half(t) => t.index() * 2 + 1,
        }
    }
}

/// A name that is not one of a vocabulary type's values (a tribe, a tier, rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseNameError {
    /// What was being read: "tribe", "tier", "rules".
    pub what: &'static str,
    pub text: String,
    /// The accepted names, for the message.
    pub expected: &'static str,
}

impl fmt::Display for ParseNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a {}; use {}",
            self.text, self.what, self.expected
        )
    }
}

impl std::error::Error for ParseNameError {}

impl FromStr for Tribe {
    type Err = ParseNameError;
    /// `matau` or `manaia`, in any case.
    fn from_str(s: &str) -> Result<Tribe, ParseNameError> {
        Tribe::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseNameError {
                what: "tribe",
                text: s.to_string(),
                expected: "matau or manaia",
            })
    }
}

impl FromStr for Tier {
    type Err = ParseNameError;
    /// `beginner`, `basic` or `master`, in any case.
    fn from_str(s: &str) -> Result<Tier, ParseNameError> {
        Tier::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseNameError {
                what: "tier",
                text: s.to_string(),
                expected: "beginner, basic or master",
            })
    }
}

/// `beginner`, `basic`, `master` or `master+auge`: the form records and links use.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tier.code())?;
        if self.auge_on() {
            f.write_str("+auge")?;
        }
        Ok(())
    }
}

impl FromStr for Rules {
    type Err = ParseNameError;
    /// A tier, optionally `+auge` (Master only). A link's query is percent-decoded
    /// before it reaches here, so `%2B` is not read as `+`.
    fn from_str(s: &str) -> Result<Rules, ParseNameError> {
        let bad = || ParseNameError {
            what: "set of rules",
            text: s.to_string(),
            expected: "beginner, basic, master or master+auge",
        };
        let lower = s.to_ascii_lowercase();
        let (tier, auge) = match lower.split_once('+') {
            Some((tier, "auge")) => (tier, true),
            Some(_) => return Err(bad()),
            None => (lower.as_str(), false),
        };
        let tier: Tier = tier.parse().map_err(|_| bad())?;
        if auge && tier != Tier::Master {
            return Err(bad());
        }
        Ok(Rules { tier, auge })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for t in Tribe::ALL {
            assert_eq!(t.to_string().parse::<Tribe>(), Ok(t));
            assert_eq!(t.code().parse::<Tribe>(), Ok(t));
        }
        for t in Tier::ALL {
            assert_eq!(t.to_string().parse::<Tier>(), Ok(t));
            let rules = Rules::new(t);
            assert_eq!(rules.to_string(), t.code());
            assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
        }
        let auge = Rules::master_with_auge();
        assert_eq!(auge.to_string(), "master+auge");
        assert_eq!("Master+Auge".parse::<Rules>(), Ok(auge));
        assert!("master%2Bauge".parse::<Rules>().is_err());
    }

    #[test]
    fn bad_names_say_what_is_accepted() {
        let e = "green".parse::<Tribe>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"green\" is not a tribe; use matau or manaia"
        );
        assert!(
            "basic+auge".parse::<Rules>().is_err(),
            "Auge is a Master option"
        );
        assert!("master+tane".parse::<Rules>().is_err());
        assert!("".parse::<Tier>().is_err());
    }
}
