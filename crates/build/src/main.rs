//! Papa Tākaro's build program, Trunk's one post_build hook (Trunk.toml): turns the
//! staging folder Trunk has filled (index.html, the bundles, the copied files) into the
//! site, in this order:
//!  1. the reviewers' table of message ids (`message-ids.json`, from the catalogues);
//!  2. release builds: the files made smaller (`shrink`);
//!  3. live play's scripts, and the CSP's `connect-src` (`live_assets`);
//!  4. the build's facts (`facts.json`, and a data block in index.html) from the final
//!     files;
//!  5. the first screens, the boards' pictures and the oEmbed descriptions
//!     (`first_screens`);
//!  6. the first screen's script inline in index.html, allowed by its hash in the CSP
//!     (`first_screen_script`).
//!
//! Debug and release builds write the same pages; a release build's files are smaller.

use papa_takaro_build::staging::Staging;
use papa_takaro_build::{facts, first_screen_script, first_screens, live_assets, shrink};
use std::process::ExitCode;

fn main() -> ExitCode {
    match build() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("build-site: {message}");
            ExitCode::FAILURE
        }
    }
}

fn build() -> Result<(), String> {
    let staging = Staging::from_env()?;
    let say = |step: &str, said: Vec<String>| {
        if !said.is_empty() {
            println!("{step}: {}", said.join(", "));
        }
    };

    let table = takaro_catalogue::message_ids::table(&staging.source.join("i18n"))
        .map_err(|e| format!("message ids: {e}"))?;
    staging.write(
        "message-ids.json",
        takaro_catalogue::message_ids::to_json(&table),
    )?;
    say(
        "message-ids",
        table
            .iter()
            .map(|(lang, ids)| format!("{lang} {}", ids.len()))
            .collect(),
    );

    let stated = facts::stated(&staging)?;
    say("shrink", shrink::shrink(&staging, &stated)?);
    say(
        "live-assets",
        live_assets::write(&staging).map_err(|e| format!("live-assets: {e}"))?,
    );
    let (build, hashed) = facts::write(&staging, &stated)?;
    say(
        "build-facts",
        vec![format!("build {build}, {hashed} files")],
    );
    say("first-screen", first_screens::write(&staging)?);
    say("first-screen-script", first_screen_script::write(&staging)?);
    Ok(())
}
