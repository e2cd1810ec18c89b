//! Writes `message-ids.json`, the table reviewers' mode (`&ids=1`) fetches, into Trunk's
//! staging folder (`TRUNK_STAGING_DIR`) or the folder given as the only argument, from
//! the catalogues in `i18n/` of the project Trunk builds (`TRUNK_SOURCE_DIR`, else the
//! current folder). Run by Trunk as a build hook (Trunk.toml). The folder is read when it
//! runs, not when it is compiled: a binary built for another checkout sharing the target
//! folder reads this one's catalogues.

use std::path::PathBuf;
use std::process::ExitCode;
use takaro_catalogue::message_ids::{table, to_json};

fn main() -> ExitCode {
    let Some(out) = std::env::args_os()
        .nth(1)
        .or_else(|| std::env::var_os("TRUNK_STAGING_DIR"))
        .map(PathBuf::from)
    else {
        eprintln!("message-ids: give the folder to write into (or set TRUNK_STAGING_DIR)");
        return ExitCode::FAILURE;
    };
    let project =
        std::env::var_os("TRUNK_SOURCE_DIR").map_or_else(|| PathBuf::from("."), PathBuf::from);
    let i18n = project.join("i18n");
    let table = match table(&i18n) {
        Ok(table) => table,
        Err(e) => {
            eprintln!("message-ids: {e}");
            return ExitCode::FAILURE;
        }
    };
    let file = out.join("message-ids.json");
    if let Err(e) = std::fs::write(&file, to_json(&table)) {
        eprintln!("message-ids: {}: {e}", file.display());
        return ExitCode::FAILURE;
    }
    let counts: Vec<String> = table
        .iter()
        .map(|(lang, p)| format!("{lang} {}", p.len()))
        .collect();
    println!("message-ids: {} messages", counts.join(", "));
    ExitCode::SUCCESS
}
