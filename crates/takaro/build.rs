//! Solves Mū tōrere at build time with the rules core the game itself uses, and writes
//! the packed table (4 bits a position slot) to `$OUT_DIR/mu_torere.table`.

use std::path::PathBuf;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=../core/src/mu_torere");
    let solve = takaro_core::mu_torere::solve();
    let bytes = solve.to_bytes();
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("mu_torere.table"), &bytes).expect("write the Mū tōrere table");
}
