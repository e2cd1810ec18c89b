//! Compiles the translation catalogues `i18n/<lang>/*.ftl` into `$OUT_DIR/catalogue.rs`,
//! included as `crate::t`: see the `takaro-catalogue` crate (crates/catalogue) for the
//! generated API and the Fluent it supports.

use takaro_catalogue::{Lang, Selector};

/// The languages, in the order of `crate::i18n::Lang`; the first is the fallback.
const LANGS: [Lang; 2] = [
    Lang {
        code: "en",
        variant: "En",
    },
    Lang {
        code: "mi",
        variant: "Mi",
    },
];

/// Every variable that selects by word, and its keys: each becomes an enum in `crate::t`
/// (`t::Tribe`), which src/i18n.rs converts from the core's types. A key misspelt or
/// missing in any catalogue fails the build.
const SELECTORS: [Selector; 6] = [
    Selector {
        var: "tribe",
        name: "Tribe",
        keys: &["matau", "manaia"],
    },
    Selector {
        var: "side",
        name: "Side",
        keys: &["green", "white"],
    },
    Selector {
        var: "level",
        name: "Level",
        keys: &["easy", "medium", "hard"],
    },
    Selector {
        var: "direction",
        name: "Direction",
        keys: &["north", "east", "south", "west"],
    },
    Selector {
        var: "worth",
        name: "Worth",
        keys: &["wins", "draws", "loses-soon", "loses"],
    },
    Selector {
        var: "aim",
        name: "Aim",
        keys: &["win", "draw"],
    },
];

/// Where a speaker's corrections to the te reo Māori text go, if the site that hosts the
/// game sets it when it builds: `PAPA_TAKARO_CORRECTIONS=mailto:…` or `=https://…`.
/// Empty (the default) sends the review note's link to the about page's section on
/// corrections. The app reads it as `env!("PAPA_TAKARO_CORRECTIONS")`.
fn corrections_contact() -> String {
    println!("cargo:rerun-if-env-changed=PAPA_TAKARO_CORRECTIONS");
    let contact = std::env::var("PAPA_TAKARO_CORRECTIONS").unwrap_or_default();
    let contact = contact.trim();
    let scheme_ok = ["mailto:", "https://", "http://"]
        .iter()
        .any(|s| contact.starts_with(s) && contact.len() > s.len());
    let chars_ok = !contact
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '<' | '>' | '\\'));
    let acceptable = contact.is_empty() || (scheme_ok && chars_ok);
    if !acceptable {
        panic!(
            "PAPA_TAKARO_CORRECTIONS must be a mailto:, https:// or http:// address without \
             spaces or quotes (percent-encode them), not {contact:?}"
        );
    }
    contact.to_string()
}

/// The NATS server's WebSocket address for live play, if the site that hosts the game
/// sets it when it builds: `PAPA_TAKARO_NATS=wss://…` (`ws://` only on loopback, for
/// `./run` and the tests). Empty (the default): no live play, and by-link play still.
/// The app reads it as `env!("PAPA_TAKARO_NATS")`; the release build also names it in
/// the page's `connect-src`.
fn nats_server() -> String {
    println!("cargo:rerun-if-env-changed=PAPA_TAKARO_NATS");
    let address = std::env::var("PAPA_TAKARO_NATS").unwrap_or_default();
    let address = address.trim();
    let loopback = ["ws://127.0.0.1:", "ws://localhost:", "ws://[::1]:"]
        .iter()
        .any(|s| address.starts_with(s));
    let secure = address.starts_with("wss://") && address.len() > "wss://".len();
    let chars_ok = !address.chars().any(|c| {
        c.is_whitespace() || c.is_control() || matches!(c, '"' | '<' | '>' | '\\' | ';' | '\'')
    });
    if !(address.is_empty() || ((loopback || secure) && chars_ok)) {
        panic!(
            "PAPA_TAKARO_NATS must be a wss:// address (ws:// only on loopback) without \
             spaces, quotes or semicolons, not {address:?}"
        );
    }
    address.to_string()
}

fn main() {
    println!(
        "cargo:rustc-env=PAPA_TAKARO_CORRECTIONS={}",
        corrections_contact()
    );
    println!("cargo:rustc-env=PAPA_TAKARO_NATS={}", nats_server());
    let code = takaro_catalogue::build("i18n".as_ref(), &LANGS, &SELECTORS)
        .unwrap_or_else(|e| panic!("the catalogues in i18n/ cannot be compiled: {e}"));
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogue.rs");
    std::fs::write(out, code).unwrap();
}
