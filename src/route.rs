//! The page's URL presets: `?game=mu-torere&opponent=perfect&you=white&rules=free`,
//! the Mū tōrere trap trainer (`?game=mu-torere&puzzle=3`) and lessons
//! (`?learn=mu-torere&lesson=2`),
//! `?game=kemu&tier=master&match=5`, the Moeraki Kemu lessons (`?learn=kemu&lesson=3`),
//! the about pages (`&about=1`), the language (`&lang=mi`), the projector view
//! (`&view=projector`) and a colour theme (`&theme=dark`).
//!
//! The route reads which page the address opens and the settings every page shares; the
//! rest of the query ([`Query`]) is each game's to read (its presets, e.g.
//! `MuPresets::from_query`), which [`crate::pages`] asks for.

use crate::i18n::Lang;
use crate::theme::Theme;
use std::borrow::Cow;

mod address;
mod page;
mod paper;
mod query;
pub use address::{
    current_query, go_to, link_to, push_query, replace_query, reread_address, set_address,
    use_address, use_address_provider, whole_address, Address,
};
pub use page::{Page, Printable};
pub use paper::Paper;
pub use query::Query;

pub use crate::games::Bundle;
use crate::games::{Game, GamePage};

/// The keys that send an address to a bundle other than its game's, in the order they
/// count (the first found decides), each with the one value that does not (`None`: every
/// value does) and the bundle it sends to, as the loader reads them from the build's facts
/// (src/build_facts.rs) before any WebAssembly has run: printable sheets, lessons, about
/// pages, the trap trainer, the Kemu analysis and friends' games. [`parse`] reads some of
/// them more strictly (`puzzle=x` opens no trainer); where the two disagree, the app opens
/// the page's own address.
pub const BUNDLE_KEYS: [(&str, Option<&str>, Bundle); 11] = [
    ("print", None, Bundle::Print),
    ("learn", None, Bundle::Learn),
    ("embed-builder", Some("0"), Bundle::Learn),
    ("about", Some("0"), Bundle::About),
    ("puzzle", None, Bundle::Learn),
    ("analyse", Some("0"), Bundle::Learn),
    ("friends", Some("0"), Bundle::Learn),
    ("friend", Some(""), Bundle::Learn),
    ("live", Some(""), Bundle::Learn),
    ("watch", Some(""), Bundle::Learn),
    // A Mū tōrere position to view and play on from (its game links are read with friend
    // play's, in the learning bundle).
    ("position", Some(""), Bundle::Learn),
];

/// The key of a class room's addresses (`?class=…`), which the loader reads after
/// [`BUNDLE_KEYS`] (the build's facts list it last): every value sends an address to the
/// learning bundle, the only one that has class rooms (the `friends` feature), so the
/// first screens' bundles neither read nor carry it.
pub const CLASS_KEY: (&str, Option<&str>, Bundle) = ("class", None, Bundle::Learn);

/// Which page an address opens, the settings every page shares, and the whole query,
/// from which each game reads its own presets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub page: Page,
    /// The decoded query, for the game's presets (see [`crate::pages`]).
    pub query: Query,
    /// `&embed=1`: the game alone, without the site's header and footer (for iframes).
    pub embed: bool,
    /// `&lang=en|mi`: the page's language (else the remembered or the browser's).
    pub lang: Option<Lang>,
    /// `&view=projector`: the board as large as the screen allows, for a class.
    pub projector: bool,
    /// `&theme=light|dark|contrast`: the colour theme (else the saved choice, else the
    /// system's).
    pub theme: Option<Theme>,
    /// `&paper=a4|a3|letter` for a printable page (else the browser's locale decides).
    pub paper: Option<Paper>,
    /// `&seed=<n>`: which worksheet of puzzles to print.
    pub seed: Option<u64>,
}

/// Reads a query string (with or without the leading `?`). Unknown or bad values are
/// ignored, so a bad link still opens a working page.
pub fn parse(query: &str) -> Route {
    let query = Query::parse(query);
    let mut route = Route {
        page: Page::Home,
        query: Query::default(),
        embed: false,
        lang: None,
        projector: false,
        theme: None,
        paper: None,
        seed: None,
    };
    let (mut game, mut learn, mut print) = (Cow::from(""), Cow::from(""), None);
    let (mut about, mut analyse, mut puzzle, mut friend) = (false, false, false, false);
    let (mut builder, mut position) = (false, false);
    // One pass: the last value of a key counts.
    for (key, value) in query.pairs() {
        let v = value.as_ref();
        match key.as_ref() {
            "game" => game = value,
            "learn" => learn = value,
            "embed-builder" => builder = v != "0",
            "print" => print = Printable::from_code(v),
            "about" => about = v != "0",
            "analyse" => analyse = v != "0",
            "puzzle" => puzzle = v.parse::<usize>().is_ok_and(|n| n >= 1),
            "friend" | "live" | "watch" => friend = !v.is_empty(),
            "position" => position = !v.is_empty(),
            "friends" => friend = v != "0",
            "embed" => route.embed = v != "0",
            "lang" => route.lang = v.parse().ok(),
            "view" => route.projector = v == "projector",
            "theme" => route.theme = v.parse().ok(),
            "paper" => route.paper = Paper::named(v),
            "seed" => route.seed = v.parse().ok(),
            _ => {}
        }
    }
    route.page = if let Some(printable) = print {
        Page::Print(printable)
    } else if let Some(game) = Game::from_slug(&learn) {
        Page::of(game, GamePage::Lessons)
    } else if builder {
        Page::EmbedBuilder
    } else if let Some(game) = Game::from_slug(&game) {
        // The first of the keys that names a kind of page the game has.
        let has = |kind| game.pages().contains(&kind);
        let kind = if about {
            GamePage::About
        } else if (friend || (position && game.opens_positions())) && has(GamePage::Friend) {
            GamePage::Friend
        } else if puzzle && has(GamePage::Trainer) {
            GamePage::Trainer
        } else if analyse && has(GamePage::Analysis) {
            GamePage::Analysis
        } else {
            GamePage::Play
        };
        Page::of(game, kind)
    } else {
        Page::Home
    };
    // A class room's address, unless a key the loader reads first names another page
    // (its games are friends' games with `&class=` added, a lesson or a print wins).
    #[cfg(feature = "friends")]
    if query.get(CLASS_KEY.0).is_some()
        && (route.page == Page::Home || route.page.is(GamePage::Play))
        && !about
        && !puzzle
        && !analyse
    {
        route.page = Page::Class;
    }
    route.query = query;
    route
}

/// The same query with `lang=` set to `lang` (the language control's links).
pub fn with_lang(query: &str, lang: Lang) -> String {
    with_param(query, "lang", Some(lang.code()))
}

/// The settings a link to another page keeps: the language, the theme, being embedded in
/// another site's frame, and showing message ids (`ids=1`, for reviewers).
pub const KEPT_ACROSS_PAGES: [&str; 4] = ["lang", "theme", "embed", "ids"];

/// A link to another page (`target`, its query) that keeps the current page's
/// language, theme and embedding (`current`, its query).
pub fn keeping_settings(target: &str, current: &str) -> String {
    let current = Query::parse(current);
    let link = KEPT_ACROSS_PAGES
        .iter()
        .fold(Query::parse(target), |link, key| match current.get(key) {
            Some(value) => link.with(key, Some(&value)),
            None => link,
        })
        .to_link();
    if link.is_empty() {
        "?".to_string()
    } else {
        link
    }
}

/// `query` with `key` set to `value`, or without it (`None`); other pairs keep their
/// order (see [`Query::with`]). The result starts with `?` unless it is empty.
pub fn with_param(query: &str, key: &str, value: Option<&str>) -> String {
    Query::parse(query).with(key, value).to_link()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_pages() {
        assert_eq!(
            parse("?game=mu-torere&opponent=perfect&you=white").page,
            Page::of(Game::MuTorere, GamePage::Play)
        );
        assert_eq!(
            parse("game=mu-torere&opponent=human").page,
            Page::of(Game::MuTorere, GamePage::Play)
        );
        assert_eq!(
            parse("?game=mu-torere&rules=free").page,
            Page::of(Game::MuTorere, GamePage::Play)
        );
        assert_eq!(
            parse("?game=mu-torere&puzzle=3&rules=free").page,
            Page::of(Game::MuTorere, GamePage::Trainer)
        );
        assert_eq!(
            parse("?game=mu-torere&puzzle=0").page,
            Page::of(Game::MuTorere, GamePage::Play)
        );
        assert_eq!(
            parse("?game=mu-torere&puzzle=x").page,
            Page::of(Game::MuTorere, GamePage::Play)
        );
        assert_eq!(
            parse("?learn=mu-torere&lesson=4").page,
            Page::of(Game::MuTorere, GamePage::Lessons)
        );
        assert_eq!(parse("?learn=chess").page, Page::Home);
        assert_eq!(
            parse("?game=kemu&tier=master&match=5&opponent=hard").page,
            Page::of(Game::Kemu, GamePage::Play)
        );
        assert_eq!(
            parse("?learn=kemu&lesson=4").page,
            Page::of(Game::Kemu, GamePage::Lessons)
        );
        assert_eq!(parse("?learn=kemu").page.bundle(), Bundle::Learn);
        assert_eq!(
            parse("?game=kemu&record=bAx!Bcd&analyse=1").page,
            Page::of(Game::Kemu, GamePage::Analysis)
        );
        assert_eq!(
            parse("?game=kemu&analyse=0").page,
            Page::of(Game::Kemu, GamePage::Play)
        );
        for page in Page::all() {
            assert_eq!(parse(&page.query()).page, page);
        }
        // A key names a page only of a game that has it.
        assert_eq!(
            parse("?game=kemu&puzzle=1").page,
            Page::of(Game::Kemu, GamePage::Play)
        );
        assert_eq!(
            parse("?game=mu-torere&analyse=1").page,
            Page::of(Game::MuTorere, GamePage::Play)
        );
        assert_eq!(
            parse("?game=mu-torere&position=abc").page,
            Page::of(Game::MuTorere, GamePage::Friend)
        );
        assert_eq!(
            parse("?game=kemu&position=abc").page,
            Page::of(Game::Kemu, GamePage::Play)
        );
        assert_eq!(
            parse("?game=kemu&friends=1&about=1").page,
            Page::of(Game::Kemu, GamePage::About)
        );
    }

    #[test]
    fn each_game_has_its_bundle() {
        for game in Game::ALL {
            let page = parse(&format!("?game={}", game.slug())).page;
            assert_eq!(page.bundle(), game.bundle());
        }
    }

    #[test]
    fn the_query_is_kept_for_the_games() {
        let r = parse("?game=kemu&tier=master%2Bauge&lang=mi");
        assert_eq!(r.query.get("tier").as_deref(), Some("master+auge"));
        assert_eq!(r.query.get("game").as_deref(), Some("kemu"));
        assert_eq!(r.query.get("match").as_deref(), None);
    }

    #[test]
    fn printables_paper_and_seed() {
        assert_eq!(Printable::all().count(), 4);
        for printable in Printable::all() {
            let r = parse(&format!("?print={}", printable.code()));
            assert_eq!(r.page, Page::Print(printable));
            assert_eq!(r.page.bundle(), Bundle::Print);
        }
        let r = parse("?print=kemu&paper=a3&seed=12&lang=mi");
        assert_eq!(
            (r.paper, r.seed, r.lang),
            (Some(Paper::A3), Some(12), Some(Lang::Mi))
        );
        let r = parse("?print=chess&paper=a5&seed=x");
        assert_eq!((r.page, r.paper, r.seed), (Page::Home, None, None));
    }

    #[test]
    fn links_keep_the_language_theme_and_embedding() {
        let current = "?game=kemu&tier=master&lang=mi&view=projector&embed=1&theme=dark";
        assert_eq!(
            keeping_settings("?learn=kemu&lesson=2", current),
            "?learn=kemu&lesson=2&lang=mi&theme=dark&embed=1"
        );
        assert_eq!(keeping_settings("", "?game=kemu"), "?");
        assert_eq!(keeping_settings("", "?lang=en"), "?lang=en");
        // A reviewer showing message ids keeps them from page to page.
        assert_eq!(
            keeping_settings("?game=mu-torere&about=1", "?game=kemu&ids=1&lang=mi"),
            "?game=mu-torere&about=1&lang=mi&ids=1"
        );
        // The key is read as the page reads it, so the link keeps the language the
        // page shows.
        assert_eq!(parse("?l%61ng=mi").lang, Some(Lang::Mi));
        assert_eq!(
            keeping_settings("?game=kemu", "?l%61ng=mi"),
            "?game=kemu&lang=mi"
        );
        assert_eq!(
            keeping_settings("?game=kemu", "?lang=en&lang=mi"),
            "?game=kemu&lang=mi"
        );
    }

    #[test]
    fn the_language_is_read_and_replaced() {
        assert_eq!(parse("?game=kemu&lang=mi").lang, Some(Lang::Mi));
        assert_eq!(parse("?lang=fr").lang, None);
        assert_eq!(parse("?game=kemu").lang, None);
        assert_eq!(
            with_lang("?game=kemu&lang=en&tier=basic", Lang::Mi),
            "?game=kemu&tier=basic&lang=mi"
        );
        assert_eq!(
            with_lang("?l%61ng=en&game=kemu", Lang::Mi),
            "?game=kemu&lang=mi"
        );
        assert_eq!(with_lang("", Lang::En), "?lang=en");
    }

    #[test]
    fn bad_values_are_ignored() {
        let r = parse("?game=chess&opponent=god&you=purple&tier=x");
        assert_eq!(r.page, Page::Home);
        assert_eq!(parse("").page, Page::Home);
        assert_eq!(
            parse("?game=kemu&about=1").page,
            Page::of(Game::Kemu, GamePage::About)
        );
        assert!(parse("?game=kemu&embed=1").embed);
        assert!(!parse("?game=kemu&embed=0").embed);
        assert!(!parse("?game=kemu").embed);
    }

    #[test]
    fn projector_view_and_themes() {
        let r = parse("?game=kemu&tier=master&view=projector&theme=contrast");
        assert!(r.projector);
        assert_eq!(r.theme, Some(Theme::Contrast));
        let r = parse("?game=kemu&view=normal&theme=purple");
        assert!(!r.projector);
        assert_eq!(r.theme, None);
        for t in Theme::ALL {
            assert_eq!(parse(&format!("?theme={}", t.code())).theme, Some(t));
        }
    }

    #[test]
    fn params_are_added_replaced_and_removed() {
        let q = "?game=kemu&tier=master&embed=1";
        let on = with_param(q, "view", Some("projector"));
        assert_eq!(on, "?game=kemu&tier=master&embed=1&view=projector");
        assert_eq!(with_param(&on, "view", Some("projector")), on);
        assert_eq!(with_param(&on, "view", None), q);
        assert_eq!(with_param("", "view", Some("projector")), "?view=projector");
        assert_eq!(with_param("?theme=dark", "theme", None), "");
        assert_eq!(with_param("?viewer=1&view", "view", None), "?viewer=1");
        assert_eq!(with_param("?view=projector&&", "view", None), "");
        // Every occurrence of the key goes, however it was spelt.
        assert_eq!(
            with_param("?lang=en&l%61ng=fr&a=1", "lang", Some("mi")),
            "?a=1&lang=mi"
        );
    }

    #[test]
    fn values_are_escaped_and_read_back() {
        // A `?` inside a value (found by the fuzzer) stays a `?` of that value.
        assert_eq!(with_param("?a=b?&lang=en", "lang", None), "?a=b%3F");
        let odd = "a b&c=d+e?f#g/h%i ā";
        let q = with_param("?game=kemu", "note", Some(odd));
        assert_eq!(q, "?game=kemu&note=a+b%26c%3Dd%2Be%3Ff%23g%2Fh%25i+%C4%81");
        assert_eq!(Query::parse(&q).get("note").as_deref(), Some(odd));
        assert_eq!(Query::parse(&q).get("game").as_deref(), Some("kemu"));
        // A key needing escapes too.
        let q = with_param("", "a&b", Some("1"));
        assert_eq!(q, "?a%26b=1");
        assert_eq!(Query::parse(&q).get("a&b").as_deref(), Some("1"));
        // Kemu's compact record reads back whether or not its `!` and `~` are escaped.
        let q = with_param("?game=kemu&record=bAx!Bcd.~Dn", "theme", Some("dark"));
        assert_eq!(
            Query::parse(&q).get("record").as_deref(),
            Some("bAx!Bcd.~Dn")
        );
        assert_eq!(Query::default().to_link(), "");
    }
}
