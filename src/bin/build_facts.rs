//! The build step that states the build's facts (`papa_takaro::build_facts`), run by
//! scripts/build-facts.mjs in Trunk's post_build hook: prints them as one JSON object,
//! with each bundle's files as named in Trunk's staging folder (`TRUNK_STAGING_DIR`, else
//! the folder given as the one argument). Built with the features of the first screens'
//! step (`ssr`), so the two share one native build of the app.

use papa_takaro::build_facts::{facts, files_in};
use std::path::PathBuf;

fn main() {
    let dir = std::env::args_os()
        .nth(1)
        .or_else(|| std::env::var_os("TRUNK_STAGING_DIR"))
        .map(PathBuf::from);
    let Some(dir) = dir else {
        eprintln!("build-facts: give the staging folder (or set TRUNK_STAGING_DIR)");
        std::process::exit(2);
    };
    match facts(|bin| files_in(&dir, bin)) {
        Ok(facts) => println!("{facts}"),
        Err(message) => {
            eprintln!("build-facts: {message}");
            std::process::exit(1);
        }
    }
}
