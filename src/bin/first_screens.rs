//! The build step that renders the first screens (run by scripts/first-screen.mjs after a
//! release build, with the `ssr` feature): each of `pages::FIRST_SCREENS` in each
//! language, drawn by the app's own components with nothing stored, through Yew's
//! server-side renderer. No browser runs. Writes one JSON object a line: the screen's
//! `name` (`<screen>-<lang>`), its `screen`, `query`, `lang`, the page's `title` and
//! `description`, the `html` the app draws in its host (`<div class="app">`) and the
//! `thumbnail` of its oEmbed description (its game's board picture); then one a picture of the home
//! page (`board_pictures`): its file (`picture`), its board's class (`board`) and the
//! board's markup (`svg`), each game's as the registry (`games`) names them.

use papa_takaro::games::Game;
use papa_takaro::i18n::Lang;
use papa_takaro::pages::{self, FIRST_SCREENS};
use papa_takaro::route::Query;

/// The picture of the board of the game a first screen shows (its `game=` or `learn=`;
/// the home page's: the first game's), the thumbnail of its oEmbed description
/// (scripts/oembed.mjs).
fn thumbnail(query: &str) -> &'static str {
    let query = Query::parse(query);
    let game = ["game", "learn"]
        .into_iter()
        .find_map(|key| query.get(key).and_then(|slug| Game::from_slug(&slug)))
        .unwrap_or(Game::ALL[0]);
    game.picture().file
}

fn main() {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a runtime of one thread");
    let local = tokio::task::LocalSet::new();
    local.block_on(&runtime, async {
        for screen in FIRST_SCREENS {
            for lang in Lang::ALL {
                let pages = pages::of(screen.bundle);
                let html = papa_takaro::app::render(screen.bundle, pages, screen.query, lang).await;
                let line = serde_json::json!({
                    "name": format!("{}-{}", screen.name, lang.code()),
                    "screen": screen.name,
                    "query": screen.query,
                    "lang": lang.code(),
                    "title": papa_takaro::t::page_title(),
                    "description": papa_takaro::t::page_description(),
                    "html": html,
                    "thumbnail": thumbnail(screen.query),
                });
                println!("{line}");
            }
        }
        // The home page's pictures of the boards, in the light theme's colours (the page's
        // language does not show in them).
        papa_takaro::i18n::set(Lang::En);
        for (game, svg) in papa_takaro::board_pictures::drawn(pages::board_at_start).await {
            let (picture, board) = (game.picture().file, game.board_class());
            println!(
                "{}",
                serde_json::json!({ "picture": picture, "board": board, "svg": svg })
            );
        }
    })
}
