//! The registry of games: the one list of the games the site plays ([`Game::ALL`]) and
//! what each provides: its slug in addresses, the kinds of page it has
//! ([`Game::pages`], from which `route::Page` and the site's links are derived), its
//! bundle and that bundle's Cargo bins ([`Game::bundle`], [`Game::bin`]), its names on
//! the site's pages, its board's class and the home page's picture of it
//! ([`Game::picture`]). From it the build's facts are derived (src/build_facts.rs: the
//! bundles' bins, the games' pages, which first screens index.html holds, and `games`:
//! each game's slug, board class and picture), which the build steps and the service
//! worker read instead of listing the games again. `crate::pages` is the other half of
//! the registry: what each game draws on each page of each bundle, and the first screens
//! (and each game's part of the embed builder and of class rooms, which name no game).
//! Its submodule `embed` is the embed builder's part: the kinds of embed each game offers
//! ([`Game::embeds`]) and the frame's title; each game's own options are in its folder,
//! handed to the builder by `crate::pages::EmbedOptions`.
//!
//! Each game's own code lives in its folder (src/mu/, src/kemu/); outside them, only this
//! module and `crate::pages` name both games together, but for the exceptions
//! tests/registry.rs lists, each with why. docs/architecture.md's "Adding a game" lists
//! what a third game touches. This module sits below the address (`crate::route` reads
//! games from it) and names no page's code.

use crate::i18n::Lang;
use crate::t;

mod embed;

pub use embed::{EmbedKind, EmbedOffer};

/// The WebAssembly bundles the site is split into, so that each page downloads only what
/// it draws. `static/boot.js` picks the bundle from the address with the same rule
/// (`bundle`, reading `route::BUNDLE_KEYS` from the build's facts), which
/// src/loader_test.rs runs to compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The home page and the Mū tōrere game (the `app` bundle).
    Mu,
    /// The Moeraki Kemu game (the `kemu` bundle).
    Kemu,
    /// The lessons and the trap trainer, the Kemu analysis, and games with a friend on
    /// another device (the `learn` bundle).
    Learn,
    /// Both about pages (the `about` bundle): where someone searching for a game lands.
    About,
    /// The printable sets and worksheets (the `print` bundle).
    Print,
}

/// A kind of page a game may have (`route::Page::Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamePage {
    /// The game (`?game=<slug>`).
    Play,
    /// Its about page (`&about=1`).
    About,
    /// Its trap trainer (`&puzzle=<n>`).
    Trainer,
    /// Its guided lessons (`?learn=<slug>`).
    Lessons,
    /// A game (the player's own, or a shared `&record=`) with the analysis of its finish
    /// (`&analyse=1`).
    Analysis,
    /// The game with a friend on another device: a friend's game (`&friend=`, `&live=`,
    /// `&watch=`), or starting one (`&friends=1`).
    Friend,
}

impl GamePage {
    /// Whether it plays on a board (and so starts with a link past the header to it).
    pub fn has_board(self) -> bool {
        matches!(
            self,
            GamePage::Play | GamePage::Trainer | GamePage::Lessons | GamePage::Analysis
        )
    }
}

/// What a printed page of a game holds (`?print=…`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// The board, its pieces and the rule sheets (`?print=<slug>`).
    Set,
    /// Puzzles as a worksheet (`?print=<slug>-puzzles`).
    Puzzles,
}

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

/// A picture of a position beside the words of a game's about page (each game's are
/// `pages::about_diagrams`). Like the home page's pictures, its file is drawn by the
/// game's board component at build time (the first screens' step:
/// crates/build/src/first_screens.rs), so the page shows an image rather than a whole
/// board of elements for the app to draw and take over.
#[derive(Clone, Copy)]
pub struct Diagram {
    /// Its file, next to the page.
    pub file: &'static str,
    /// The position, as the game's record.
    pub record: &'static str,
    /// What it shows, in the page's language: its caption and text alternative.
    pub caption: fn() -> &'static str,
}

impl Diagram {
    pub const fn new(
        file: &'static str,
        record: &'static str,
        caption: fn() -> &'static str,
    ) -> Self {
        Diagram {
            file,
            record,
            caption,
        }
    }
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

    /// The kinds of page it has, besides printed sheets of each [`Sheet`]. Every game
    /// has its game, its about page and its lessons (the header and the home page link to
    /// them); the others are its own.
    pub fn pages(self) -> &'static [GamePage] {
        use GamePage::*;
        match self {
            Game::MuTorere => &[Play, About, Trainer, Lessons, Friend],
            Game::Kemu => &[Play, About, Lessons, Analysis, Friend],
        }
    }

    /// Whether a position in its address (`&position=`) opens its friend page: a
    /// position to view and play on from, read with friends' game links (Mū tōrere's).
    pub fn opens_positions(self) -> bool {
        self == Game::MuTorere
    }

    /// What an embedded game's link to the site carries when followed (static/frame-links.js):
    /// Mū tōrere's board position, or the record of Moeraki Kemu's own link to its game.
    pub fn carried_to_site(self) -> &'static str {
        match self {
            Game::MuTorere => "position",
            Game::Kemu => "record",
        }
    }

    /// Its name, as the header and the home page say it.
    pub fn name(self) -> &'static str {
        match self {
            Game::MuTorere => t::nav_mu_torere(),
            Game::Kemu => t::nav_kemu(),
        }
    }

    /// The header's name of its about page.
    pub fn about_name(self) -> &'static str {
        match self {
            Game::MuTorere => t::nav_mu_about(),
            Game::Kemu => t::nav_kemu_about(),
        }
    }

    /// The home page's words of it: what it is, and its button to play.
    pub fn home_words(self) -> (&'static str, &'static str) {
        match self {
            Game::MuTorere => (t::home_mu_summary(), t::home_mu_play()),
            Game::Kemu => (t::home_kemu_summary(), t::home_kemu_play()),
        }
    }

    /// The line under an embedded page of it ("Papa Tākaro · Mū tōrere").
    pub fn credit(self) -> &'static str {
        match self {
            Game::MuTorere => t::embed_credit_mu_torere(),
            Game::Kemu => t::embed_credit_kemu(),
        }
    }

    /// The title of a printed page of it.
    pub fn print_title(self, sheet: Sheet) -> &'static str {
        match (self, sheet) {
            (Game::MuTorere, Sheet::Set) => t::print_mu_title(),
            (Game::Kemu, Sheet::Set) => t::print_kemu_title(),
            (Game::MuTorere, Sheet::Puzzles) => t::print_mu_puzzles_title(),
            (Game::Kemu, Sheet::Puzzles) => t::print_kemu_puzzles_title(),
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_is_named_and_bundled_once() {
        for (i, game) in Game::ALL.into_iter().enumerate() {
            assert_eq!(Game::from_slug(game.slug()), Some(game));
            for kind in [GamePage::Play, GamePage::About, GamePage::Lessons] {
                assert!(
                    game.pages().contains(&kind),
                    "{game:?} has no {kind:?} page"
                );
            }
            for other in &Game::ALL[i + 1..] {
                assert_ne!(game.bundle(), other.bundle());
                assert_ne!(game.picture().file, other.picture().file);
            }
        }
        assert_eq!(Game::from_slug("chess"), None);
    }

    #[test]
    fn each_game_offers_its_game_to_embed_under_its_own_values() {
        let mut codes = Vec::new();
        for game in Game::ALL {
            assert!(game.embed(EmbedKind::Play).is_some(), "{game:?}");
            assert!(game.embed(EmbedKind::Lesson).is_some(), "{game:?}");
            for offer in game.embeds() {
                assert!(!codes.contains(&offer.code), "{}", offer.code);
                codes.push(offer.code);
            }
        }
    }
}
