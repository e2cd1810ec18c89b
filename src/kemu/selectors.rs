//! Moeraki Kemu's core types as the catalogues' word selectors (`t::Tribe`,
//! `t::Direction`, `t::Level`, declared in build.rs, their keys checked against every
//! catalogue at build time). Each conversion is an exhaustive match, so a new value in the
//! core is a compile error here; the tests check that each value lands on the key spelt
//! like the core's own code for it.

use crate::t;
use takaro::core::kemu::{Direction, Tribe};
use takaro::kemu_engine::Level;

impl From<Tribe> for t::Tribe {
    fn from(tribe: Tribe) -> Self {
        match tribe {
            Tribe::Matau => t::Tribe::Matau,
            Tribe::Manaia => t::Tribe::Manaia,
        }
    }
}

impl From<Level> for t::Level {
    fn from(level: Level) -> Self {
        match level {
            Level::Easy => t::Level::Easy,
            Level::Medium => t::Level::Medium,
            Level::Hard => t::Level::Hard,
        }
    }
}

impl From<Direction> for t::Direction {
    fn from(d: Direction) -> Self {
        match d {
            Direction::North => t::Direction::North,
            Direction::East => t::Direction::East,
            Direction::South => t::Direction::South,
            Direction::West => t::Direction::West,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_value_has_the_key_of_its_core_code() {
        for tribe in Tribe::ALL {
            assert_eq!(t::Tribe::from(tribe).key(), tribe.code());
        }
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            assert_eq!(t::Level::from(level).key(), level.name());
        }
        for d in [
            Direction::North,
            Direction::East,
            Direction::South,
            Direction::West,
        ] {
            assert_eq!(t::Direction::from(d).key(), d.name());
        }
    }
}
