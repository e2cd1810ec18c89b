//! Papa Tākaro in the browser: a Yew component tree that draws both boards as SVG and
//! sends clicks to the pure-Rust rules core ([`takaro`]).
//!
//! - `app`: the page shell, navigation and URL presets.
//! - `menu`: the header's menu button for narrow screens.
//! - `games`: the registry of games (what each game provides) and `pages`: which
//!   pages each WebAssembly bundle draws (`route::Bundle`).
//! - `build_facts` (native only): the build's facts for the loader, the service worker and
//!   the build scripts.
//! - `home`: the home page; `board_pictures`: its pictures of both boards.
//! - `i18n` and `t`: the page's language and its words (catalogues in `i18n/`).
//! - `play`: the game screen both games share; a game supplies its part (`Playable`:
//!   its rules, saving, words, view, remote play and computer, a trait each).
//! - `mu`: Mū tōrere (state reducer, board, its part of the game screen, about page,
//!   lessons, trainer).
//! - `kemu`: Moeraki Kemu (state reducer, board, its part of the game screen, about
//!   page, lessons, the engine worker's side).
//! - `engine`: the page's one engine worker.
//! - `random`: seeds for the computers' random choices.
//! - `saves`: everything kept in the browser, each with a versioned format.
//! - `print`: the sets to print and play (boards, pieces, rule sheets) and the puzzle
//!   worksheets.
//! - `lesson`: the guided lessons' step model and page, shared by both games.
//! - `route`: reading `?game=…` presets (plain Rust, unit-tested natively).
//! - `storage`: the browser's storage (no storage at all is said once, and the games
//!   still play).
//! - `embed`: the messages exchanged with a page that frames the game.
//! - `embed_credit`: an embedded page's links to the site.
//! - `lazy_style`: stylesheets brought by the parts drawn later (out of the first screens).
//! - `announcer`: moves in words for screen readers (a live region).
//! - `crash`: the crash message and reload link, made ready for the loader to show after a panic.
//! - `view`: the colour theme and the projector view (attributes on `<html>`).
//! - `first_render`: the app drawn in short steps, then shown at once.
//! - `new_game`: "Start new game", which asks first while a game is in progress.
//! - `class` (friend play's bundles only): class rooms: a teacher's console, students'
//!   games, the projector's view of every game (issue 36).
//! - `export`: the position's download controls (the files are written by
//!   `static/diagram.js`).

pub mod announcer;
pub mod app;
pub mod ask_first;
pub mod board_pictures;
#[cfg(not(target_arch = "wasm32"))]
pub mod build_facts;
pub mod chart;
#[cfg(feature = "friends")]
pub mod class;
pub mod components;
pub mod crash;
pub mod embed;
pub mod embed_builder;
pub mod embed_credit;
pub mod engine;
pub mod export;
pub mod first_render;
pub mod fullscreen;
pub mod games;
pub mod home;
pub mod i18n;
pub mod kemu;
pub mod lazy_style;
pub mod lesson;
#[cfg(test)]
mod loader_test;
pub mod menu;
pub mod mu;
pub mod new_game;
pub mod pages;
pub mod play;
pub mod print;
pub mod random;
pub mod route;
pub mod saves;
pub mod sound;
pub mod step_through;
pub mod storage;
pub mod svg;
pub mod theme;
pub mod view;

/// The interface's words in the page's language: one function a message, compiled by
/// build.rs from the catalogues `i18n/<lang>/*.ftl` (see TRANSLATING.md).
#[allow(clippy::all)] // generated code
pub mod t {
    include!(concat!(env!("OUT_DIR"), "/catalogue.rs"));
}

pub use app::App;

/// The WebAssembly bundles' allocator: Talc, made for WebAssembly, a few KB smaller than
/// Rust's default (dlmalloc), which every first screen downloads.
#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
