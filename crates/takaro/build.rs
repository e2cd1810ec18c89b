//! Solves Mū tōrere at build time under each of the five rule sets, with the rules core
//! the game itself uses, and writes each packed table (4 bits a slot) to
//! `$OUT_DIR/mu_torere_<rule set>.table`.

use std::path::PathBuf;
use takaro_core::mu_torere::{solve_rules, RuleSet};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=../core/src/mu_torere");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    for rules in RuleSet::ALL {
        let bytes = solve_rules(rules).to_bytes();
        std::fs::write(out.join(format!("mu_torere_{rules}.table")), &bytes)
            .expect("write a Mū tōrere table");
    }
}
