//! Papa Tākaro's build program: everything Trunk's one post_build hook does to the
//! staging folder before it becomes `dist/` (src/main.rs runs the steps in order).
//! Generated files are read by parsers made for them: HTML and SVG by lol_html and
//! html5ever (scraper), CSS by lightningcss, JavaScript by oxc, WebAssembly by wasmparser
//! and written by wasm-encoder. Established tools (terser, wasm-opt) run as tools.

pub mod csp;
pub mod facts;
pub mod first_screen_script;
pub mod first_screens;
pub mod glue_uses;
pub mod html;
pub mod live_assets;
pub mod oembed;
pub mod pictures;
pub mod shrink;
pub mod staging;
pub mod tools;
pub mod translation;
pub mod wasm_names;
