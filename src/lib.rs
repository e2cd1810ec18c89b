//! Papa Tākaro in the browser: a Yew component tree that draws both boards as SVG and
//! sends clicks to the pure-Rust rules core ([`takaro`]).
//!
//! - `app`: the page shell, navigation and URL presets.
//! - `mu`: Mū tōrere (state reducer, board, game screen, about page).
//! - `kemu`: Moeraki Kemu (state reducer, board, game screen, about page).
//! - `route`: reading `?game=…` presets (plain Rust, unit-tested natively).
//! - `storage`: saving and restoring games (a corrupt save is ignored; no storage at all
//!   is said once, and the games still play).
//! - `embed`: the messages exchanged with a page that frames the game.
//! - `announcer`: moves in words for screen readers (a live region).
//! - `crash`: the panic hook's visible message and reload link.
//! - `view`: the colour theme and the projector view (attributes on `<html>`).

pub mod announcer;
pub mod app;
pub mod components;
pub mod crash;
pub mod embed;
pub mod fullscreen;
pub mod kemu;
pub mod mu;
pub mod route;
pub mod step_through;
pub mod storage;
pub mod svg;
pub mod view;

pub use app::App;
