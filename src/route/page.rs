//! The pages of the site ([`Page`]), each game's from the registry of games
//! ([`Game::pages`]), and the printed sheets ([`Printable`]): what a page is, the bundle
//! that draws it and the query that opens it. [`super::parse`] reads an address into one.

use super::Bundle;
use crate::games::{Game, GamePage, Sheet};

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    /// A page of one game: the kinds each has are the registry's ([`Game::pages`]).
    Game {
        game: Game,
        kind: GamePage,
    },
    /// A printable set or worksheet (`?print=…`).
    Print(Printable),
    /// "Put it on your site" (`?embed-builder=1`): the code to embed a game, a puzzle, a
    /// lesson, a position or a live game in another site.
    EmbedBuilder,
    /// A class room (`?class=new`, `join`, `data` or a room's id): only in the bundles
    /// built with friend play, so the first screens' bundles do not grow.
    #[cfg(feature = "friends")]
    Class,
}

/// What `?print=` prints: a sheet of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Printable {
    pub game: Game,
    pub sheet: Sheet,
}

impl Printable {
    /// Every printable: each sheet of each game.
    pub fn all() -> impl Iterator<Item = Printable> {
        Game::ALL
            .into_iter()
            .flat_map(|game| [Sheet::Set, Sheet::Puzzles].map(|sheet| Printable { game, sheet }))
    }

    /// Its name in the address (`?print=<code>`): the game's slug, with `-puzzles` for
    /// its worksheet.
    pub fn code(self) -> String {
        let suffix = match self.sheet {
            Sheet::Set => "",
            Sheet::Puzzles => PUZZLES,
        };
        let mut code = String::from(self.game.slug());
        code.push_str(suffix);
        code
    }

    /// The printable `?print=<code>` names.
    pub(super) fn from_code(code: &str) -> Option<Printable> {
        let (slug, sheet) = match code.strip_suffix(PUZZLES) {
            Some(slug) => (slug, Sheet::Puzzles),
            None => (code, Sheet::Set),
        };
        Game::from_slug(slug).map(|game| Printable { game, sheet })
    }
}

/// What a worksheet's `?print=` adds to its game's slug.
const PUZZLES: &str = "-puzzles";

impl Page {
    /// Every page (and, with friend play, [`Page::Class`]).
    pub fn all() -> Vec<Page> {
        let games = Game::ALL.into_iter().flat_map(|game| {
            game.pages()
                .iter()
                .map(move |&kind| Page::Game { game, kind })
        });
        let mut all: Vec<Page> = std::iter::once(Page::Home).chain(games).collect();
        all.extend(Printable::all().map(Page::Print));
        all.push(Page::EmbedBuilder);
        all
    }

    /// The page of `game` of kind `kind`.
    pub fn of(game: Game, kind: GamePage) -> Page {
        Page::Game { game, kind }
    }

    /// The bundle that draws this page.
    pub fn bundle(self) -> Bundle {
        match self {
            Page::Home => Bundle::Mu,
            Page::Game {
                game,
                kind: GamePage::Play,
            } => game.bundle(),
            Page::Game {
                kind: GamePage::About,
                ..
            } => Bundle::About,
            Page::Print(_) => Bundle::Print,
            Page::Game { .. } | Page::EmbedBuilder => Bundle::Learn,
            #[cfg(feature = "friends")]
            Page::Class => Bundle::Learn,
        }
    }

    /// The query string that opens this page.
    pub fn query(self) -> String {
        match self {
            Page::Home => String::new(),
            Page::Game { game, kind } => {
                let (key, rest) = match kind {
                    GamePage::Play => ("?game=", ""),
                    GamePage::About => ("?game=", "&about=1"),
                    GamePage::Trainer => ("?game=", "&puzzle=1"),
                    GamePage::Lessons => ("?learn=", ""),
                    GamePage::Analysis => ("?game=", "&analyse=1"),
                    GamePage::Friend => ("?game=", "&friends=1"),
                };
                let mut query = String::from(key);
                query.push_str(game.slug());
                query.push_str(rest);
                query
            }
            #[cfg(feature = "friends")]
            Page::Class => "?class=new".to_string(),
            Page::Print(printable) => {
                let mut query = String::from("?print=");
                query.push_str(&printable.code());
                query
            }
            Page::EmbedBuilder => "?embed-builder=1".to_string(),
        }
    }

    /// Whether it is a game's page of kind `kind`.
    pub fn is(self, kind: GamePage) -> bool {
        matches!(self, Page::Game { kind: k, .. } if k == kind)
    }
}
