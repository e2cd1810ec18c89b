//! Mū tōrere's sides as the catalogues' word selector (`t::Side`, declared in build.rs,
//! its keys checked against every catalogue at build time). The conversion is an
//! exhaustive match, so a new side in the core is a compile error here; the test checks
//! that each side lands on the key spelt like the core's own code for it.

use crate::t;
use takaro::core::mu_torere::Side;

impl From<Side> for t::Side {
    fn from(side: Side) -> Self {
        match side {
            Side::Green => t::Side::Green,
            Side::White => t::Side::White,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_has_the_key_of_its_core_code() {
        for side in [Side::Green, Side::White] {
            assert_eq!(t::Side::from(side).key(), side.to_string());
        }
    }
}
