//! One statement of the build's facts: what the loader (static/boot.js), the service
//! worker (static/sw.js) and the build program need to know of the app, generated from
//! the Rust that defines it rather than spelt again (docs/hosting.md). The build program
//! (crates/build/src/facts.rs) puts it into the build as `facts.json` and as the page's
//! `<script type="application/json" id="build-facts">`.
//!
//! The facts (a JSON object):
//! - `bundles`: each bundle's files by language (`{"app": {"en": [glue, wasm], …}}`),
//!   keyed by its English Cargo bin; `worker`: the engine worker's files;
//! - `pages`: the bundle of each game's page by its `game=` (`""`: the home page), and
//!   `keys`: the keys that send an address to another bundle, in the order they count,
//!   each with the one value that does not and that bundle ([`route::BUNDLE_KEYS`]);
//! - `languages`: the codes [`i18n::choose`] knows, the default first; `slots`: the
//!   stored language's and theme's keys; `themes`: the theme codes; `systemThemes`: the
//!   media queries that pick the theme when none is chosen, the first match counting;
//! - `kept`: the settings a link to another page keeps ([`route::KEPT_ACROSS_PAGES`]);
//! - `firstScreens`: the first screens' `name`, `query`, `bundle`, and the `saves` whose
//!   presence means the app resumes a game or lessons instead
//!   ([`crate::pages::FIRST_SCREENS`]).
//!
//! The build program adds `build`, the build's id, and `hashes`, each bundle
//! file's content hash, which the service worker checks.
//!
//! A bundle's name is spelt in Cargo.toml, in index.html's Trunk links and here only.

use crate::games::Game;
use crate::i18n::Lang;
use crate::route::{self, Bundle, Page, Query};
use crate::saves;
use crate::theme::{Theme, SYSTEM_THEMES};
use serde_json::{json, Map, Value};
use std::path::Path;

/// The Cargo bin that builds `bundle` for `lang` (Cargo.toml; index.html's Trunk links):
/// a game's bundle's from the registry of games ([`Game::bin`]).
pub fn bin(bundle: Bundle, lang: Lang) -> &'static str {
    match bundle {
        Bundle::Learn => "learn",
        Bundle::About => "about",
        Bundle::Print => "print",
        _ => Game::ALL
            .into_iter()
            .find(|game| game.bundle() == bundle)
            .map_or_else(
                || panic!("{bundle:?} is no game's bundle"),
                |game| game.bin(lang),
            ),
    }
}

/// A bundle's name in the facts: its English bin.
pub fn name(bundle: Bundle) -> &'static str {
    bin(bundle, Lang::En)
}

/// The Kemu engine's web worker (Cargo.toml; index.html's Trunk link).
const ENGINE_WORKER: &str = "worker";

/// Every bundle, each once: each game's (the registry's), then the shared ones.
fn every_bundle() -> impl Iterator<Item = Bundle> {
    Game::ALL
        .into_iter()
        .map(Game::bundle)
        .chain([Bundle::Learn, Bundle::About, Bundle::Print])
}

/// A bin's glue and wasm as Trunk names them unhashed (`<bin>.js`, `<bin>_bg.wasm`).
pub fn unhashed(bin: &str) -> [String; 2] {
    [format!("{bin}.js"), format!("{bin}_bg.wasm")]
}

/// A bin's glue and wasm in Trunk's staging folder `dir`: unhashed, or, for the bundle
/// linked into the page, `<bin>-<hash>.js` and `<bin>-<hash>_bg.wasm`.
pub fn files_in(dir: &Path, bin: &str) -> Result<[String; 2], String> {
    let plain = unhashed(bin);
    if dir.join(&plain[0]).exists() {
        return Ok(plain);
    }
    let names = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok());
    for name in names {
        let Some(hash) = name
            .strip_prefix(bin)
            .and_then(|rest| rest.strip_prefix('-'))
            .and_then(|rest| rest.strip_suffix(".js"))
        else {
            continue;
        };
        if hash.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Ok([name.clone(), format!("{bin}-{hash}_bg.wasm")]);
        }
    }
    Err(format!("no glue of the bundle {bin} in {}", dir.display()))
}

/// The facts, with each bin's glue and wasm as `files` names them (`build` is added by
/// the build program from the files' contents).
pub fn facts(files: impl Fn(&str) -> Result<[String; 2], String>) -> Result<Value, String> {
    let mut bundles = Map::new();
    for bundle in every_bundle() {
        let mut by_lang = Map::new();
        for lang in Lang::ALL {
            by_lang.insert(lang.code().into(), json!(files(bin(bundle, lang))?));
        }
        bundles.insert(name(bundle).into(), Value::Object(by_lang));
    }
    let [worker_js, worker_wasm] = files(ENGINE_WORKER)?;
    let mut pages = Map::new();
    for page in Page::all()
        .into_iter()
        .filter(|p| Game::ALL.iter().any(|game| game.bundle() == p.bundle()))
    {
        let query = Query::parse(&page.query());
        let game = query.get("game").unwrap_or_default();
        pages.insert(game.into_owned(), json!(name(page.bundle())));
    }
    let first_screens: Vec<Value> = crate::pages::FIRST_SCREENS
        .iter()
        .map(|screen| {
            let saves: Vec<&str> = screen.unless_stored.iter().flat_map(|s| s.keys()).collect();
            json!({
                "name": screen.name,
                "query": screen.query,
                "bundle": name(screen.bundle),
                "saves": saves,
                "inline": in_page(screen.query),
            })
        })
        .collect();
    Ok(json!({
        "bundles": bundles,
        "worker": [crate::engine::LOADER, worker_js, worker_wasm],
        "pages": pages,
        "keys": route::BUNDLE_KEYS.iter().chain([&route::CLASS_KEY]).map(|(key, refused, bundle)| json!([key, refused, name(*bundle)])).collect::<Vec<_>>(),
        "languages": Lang::ALL.map(Lang::code),
        "slots": { "lang": saves::LANGUAGE.key, "theme": saves::THEME.key },
        "themes": Theme::ALL.map(Theme::code),
        "systemThemes": SYSTEM_THEMES.map(|(query, theme)| json!([query, theme.code()])),
        "kept": route::KEPT_ACROSS_PAGES,
        "firstScreens": first_screens,
        "games": Game::ALL.map(|game| json!({
            "slug": game.slug(),
            "board": game.board_class(),
            "picture": game.picture().file,
            "diagrams": crate::pages::about_diagrams(game).iter().map(|d| d.file).collect::<Vec<_>>(),
        })),
    }))
}

/// Whether the first screen of `query` is in index.html itself (in English) rather than
/// a file: the home page's and each game's at its default settings (`?game=<slug>`).
pub fn in_page(query: &str) -> bool {
    query.is_empty()
        || query
            .strip_prefix("?game=")
            .and_then(Game::from_slug)
            .is_some()
}

/// The facts of a build whose files are all unhashed (tests).
pub fn unhashed_facts() -> Value {
    facts(|bin| Ok(unhashed(bin))).expect("unhashed names always exist")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bundle_and_language_has_its_files() {
        let facts = unhashed_facts();
        for bundle in every_bundle() {
            for lang in Lang::ALL {
                let files = &facts["bundles"][name(bundle)][lang.code()];
                assert_eq!(
                    files,
                    &json!(unhashed(bin(bundle, lang))),
                    "{bundle:?} {lang}"
                );
            }
        }
        assert_eq!(
            facts["pages"],
            json!({"": "app", "mu-torere": "app", "kemu": "kemu"})
        );
        // The language the loader falls back to is the app's default.
        assert_eq!(facts["languages"][0], json!(Lang::default().code()));
        assert_eq!(
            facts["firstScreens"][2]["saves"],
            json!(["papa-takaro.kemu.v1"])
        );
        // The screens in index.html: the home page and each game's default.
        let inline: Vec<&str> = facts["firstScreens"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["inline"] == json!(true))
            .map(|s| s["name"].as_str().unwrap())
            .collect();
        assert_eq!(inline, ["home", "mu-torere", "kemu"]);
        assert_eq!(
            facts["games"][1],
            json!({"slug": "kemu", "board": "kemu-board", "picture": "board-kemu.svg",
                "diagrams": ["diagram-kemu-tahuna.svg", "diagram-kemu-awa.svg", "diagram-kemu-ara.svg",
                    "diagram-kemu-tiles.svg", "diagram-kemu-tane.svg"]})
        );
    }

    #[test]
    fn the_page_bundle_is_found_by_its_hash() {
        let dir = std::env::temp_dir().join(format!("build-facts-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for file in [
            "app-0123abcd.js",
            "app-0123abcd_bg.wasm",
            "app_mi.js",
            "app_mi_bg.wasm",
        ] {
            std::fs::write(dir.join(file), "").unwrap();
        }
        assert_eq!(
            files_in(&dir, "app"),
            Ok([
                "app-0123abcd.js".to_string(),
                "app-0123abcd_bg.wasm".to_string()
            ])
        );
        assert_eq!(files_in(&dir, "app_mi"), Ok(unhashed("app_mi")));
        assert!(files_in(&dir, "kemu").is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
