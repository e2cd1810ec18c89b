//! The build step that renders the first screens (run by scripts/first-screen.mjs after a
//! release build, with the `ssr` feature): each first-screen address in each language,
//! drawn by the app's own components with nothing stored, through Yew's server-side
//! renderer. No browser runs. Writes one JSON object a line: the screen's `name`
//! (`<page>-<lang>`), its `query`, `lang`, the page's `title` and `description`, and the
//! `html` the app draws in its host (`<div class="app">`).

use papa_takaro::i18n::Lang;
use papa_takaro::pages;
use papa_takaro::route::{Bundle, FIRST_SCREENS};

fn main() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a runtime of one thread");
    let local = tokio::task::LocalSet::new();
    local.block_on(&runtime, async {
        for screen in FIRST_SCREENS {
            let pages = match screen.bundle {
                Bundle::Kemu => pages::kemu,
                _ => pages::mu,
            };
            for lang in Lang::ALL {
                let html = papa_takaro::app::render(screen.bundle, pages, screen.query, lang).await;
                let line = serde_json::json!({
                    "name": format!("{}-{}", screen.name, lang.code()),
                    "query": screen.query,
                    "lang": lang.code(),
                    "title": papa_takaro::t::page_title(),
                    "description": papa_takaro::t::page_description(),
                    "html": html,
                });
                println!("{line}");
            }
        }
    });
}
