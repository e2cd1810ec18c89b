//! The registry of games: the one list of the games the site plays ([`Game::ALL`]) and
//! what each provides: its slug in addresses, its bundle and that bundle's Cargo bins
//! ([`Game::bundle`], [`Game::bin`]), its board's class and the home page's picture of it
//! ([`Game::picture`], drawn by [`Game::board_at_start`]). From it the build's facts are
//! derived (src/build_facts.rs: the bundles' bins, the games' pages, which first screens
//! index.html holds, and `games`: each game's slug, board class and picture), which the
//! build steps and the service worker read instead of listing the games again.
//! [`pages`] is the other half of the registry: what each game draws on each page of each
//! bundle, and the first screens.
//!
//! Each game's own code lives in its folder (src/mu/, src/kemu/); outside them, only this
//! module names both games together, but for the exceptions tests/registry.rs lists, each
//! with why. docs/architecture.md's "Adding a game" lists what a third game touches.

pub mod pages;

use crate::i18n::Lang;
use crate::route::Bundle;
use crate::t;

/// A game of the site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    /// Mū tōrere (src/mu/).
    MuTorere,
    /// Moeraki Kemu (src/kemu/).
    Kemu,
}

/// A picture of a game's board at the start, which the home page shows (written by the
/// first screens' build step: src/board_pictures.rs).
pub struct BoardPicture {
    /// Its file, next to the page.
    pub file: &'static str,
    /// Its text alternative, in the page's language.
    pub alt: fn() -> &'static str,
}

impl Game {
    /// Every game, in the order the site lists them.
    pub const ALL: [Game; 2] = [Game::MuTorere, Game::Kemu];

    /// Its name in addresses (`?game=<slug>`, `?learn=<slug>`, `?print=<slug>`), in the
    /// first screens' and the pictures' file names, and in `data-game`.
    pub fn slug(self) -> &'static str {
        match self {
            Game::MuTorere => "mu-torere",
            Game::Kemu => "kemu",
        }
    }

    /// The game an address's slug names.
    pub fn from_slug(slug: &str) -> Option<Game> {
        match slug {
            "mu-torere" => Some(Game::MuTorere),
            "kemu" => Some(Game::Kemu),
            _ => None,
        }
    }

    /// The bundle that draws its game (Mū tōrere's also draws the home page).
    pub fn bundle(self) -> Bundle {
        match self {
            Game::MuTorere => Bundle::Mu,
            Game::Kemu => Bundle::Kemu,
        }
    }

    /// The Cargo bin that builds its game bundle in `lang` (Cargo.toml; index.html's
    /// Trunk links).
    pub fn bin(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Game::MuTorere, Lang::En) => "app",
            (Game::MuTorere, Lang::Mi) => "app_mi",
            (Game::Kemu, Lang::En) => "kemu",
            (Game::Kemu, Lang::Mi) => "kemu_mi",
        }
    }

    /// The class of its board's `<svg>` (src/mu/board.rs, src/kemu/board.rs), whose
    /// rules in static/style.css the home page's picture of it carries.
    pub fn board_class(self) -> &'static str {
        match self {
            Game::MuTorere => "mu-board",
            Game::Kemu => "kemu-board",
        }
    }

    /// The home page's picture of its board.
    pub fn picture(self) -> BoardPicture {
        match self {
            Game::MuTorere => BoardPicture {
                file: "board-mu-torere.svg",
                alt: t::home_mu_board,
            },
            Game::Kemu => BoardPicture {
                file: "board-kemu.svg",
                alt: t::home_kemu_board,
            },
        }
    }

    /// Its board at the start, with nothing to click, for the home page's picture
    /// (src/board_pictures.rs, off the browser).
    #[cfg(feature = "ssr")]
    pub fn board_at_start(self) -> yew::Html {
        match self {
            Game::MuTorere => crate::mu::board::at_start(),
            Game::Kemu => crate::kemu::picture::at_start(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_named_and_bundled_once() {
        for (i, game) in Game::ALL.into_iter().enumerate() {
            assert_eq!(Game::from_slug(game.slug()), Some(game));
            assert_eq!(
                crate::route::parse(&format!("?game={}", game.slug()))
                    .page
                    .bundle(),
                game.bundle()
            );
            for other in &Game::ALL[i + 1..] {
                assert_ne!(game.bundle(), other.bundle());
                assert_ne!(game.picture().file, other.picture().file);
            }
        }
        assert_eq!(Game::from_slug("chess"), None);
    }
}
