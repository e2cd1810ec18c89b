//! The page's URL presets: `?game=mu-torere&opponent=perfect&you=white&rules=free`,
//! the Mū tōrere trap trainer (`?game=mu-torere&puzzle=3`) and lessons
//! (`?learn=mu-torere&lesson=2`),
//! `?game=kemu&tier=master&match=5`, the Moeraki Kemu lessons (`?learn=kemu&lesson=3`),
//! the about pages (`&about=1`), the language (`&lang=mi`), the projector view
//! (`&view=projector`) and a colour theme (`&theme=dark`).

use crate::i18n::Lang;
use crate::kemu::setup::KemuPresets;
use crate::mu::state::MuPresets;
use takaro::core::kemu::MatchLength;

/// The three WebAssembly bundles the site is split into, so that each first screen
/// downloads only what it draws. `static/boot.js` picks the bundle from the address with
/// the same rule (`bundle`), which a test here runs to compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bundle {
    /// The home page and the Mū tōrere game (the `app` bundle).
    Mu,
    /// The Moeraki Kemu game (the `kemu` bundle).
    Kemu,
    /// The about pages, the lessons and the trap trainer, the Kemu analysis and the printable
    /// sheets (the `learn` bundle).
    Learn,
}

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    MuTorere,
    MuTorereAbout,
    /// The trap trainer: puzzles from the solve.
    MuTrainer,
    /// The guided lessons.
    MuLessons,
    Kemu,
    KemuAbout,
    /// The Moeraki Kemu guided lessons.
    KemuLessons,
    /// A Moeraki Kemu game (the player's own, or a shared `&record=`) with the analysis of
    /// its finish (`&analyse=1`).
    KemuAnalysis,
    /// A printable set or worksheet (`?print=…`).
    Print(Printable),
}

/// What `?print=` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Printable {
    /// The Mū tōrere board, counters and rule sheet.
    MuSet,
    /// The Moeraki Kemu board, tiles, Tane, ball, stones, rule sheets and scale sheet.
    KemuSet,
    /// The trap trainer's puzzles as a worksheet.
    MuPuzzles,
    /// Moeraki Kemu positions from engine games as a worksheet.
    KemuPuzzles,
}

impl Printable {
    pub const ALL: [Printable; 4] = [
        Printable::MuSet,
        Printable::KemuSet,
        Printable::MuPuzzles,
        Printable::KemuPuzzles,
    ];

    /// Its name in the address (`?print=<code>`).
    pub fn code(self) -> &'static str {
        match self {
            Printable::MuSet => "mu-torere",
            Printable::KemuSet => "kemu",
            Printable::MuPuzzles => "mu-torere-puzzles",
            Printable::KemuPuzzles => "kemu-puzzles",
        }
    }
}

/// The paper a sheet is laid out for (`&paper=a4|a3|letter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    A4,
    A3,
    Letter,
}

impl Paper {
    pub const ALL: [Paper; 3] = [Paper::A4, Paper::A3, Paper::Letter];

    pub fn code(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::A3 => "a3",
            Paper::Letter => "letter",
        }
    }

    /// Width and height of the sheet in millimetres, portrait.
    pub fn size_mm(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::A3 => (297.0, 420.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    fn named(code: &str) -> Option<Paper> {
        Paper::ALL.into_iter().find(|p| p.code() == code)
    }

    /// The paper usual where a browser's language tag (`en-US`, `mi-NZ`) points: Letter
    /// in the Americas that use it, else A4.
    pub fn for_locale(tag: &str) -> Paper {
        const LETTER: [&str; 9] = ["US", "CA", "MX", "PH", "CL", "CO", "VE", "PR", "GT"];
        let region = tag.split(['-', '_']).skip(1).find(|part| part.len() == 2);
        match region {
            Some(r) if LETTER.iter().any(|l| l.eq_ignore_ascii_case(r)) => Paper::Letter,
            _ => Paper::A4,
        }
    }
}

impl Page {
    /// Every page.
    pub const ALL: [Page; 13] = [
        Page::Home,
        Page::MuTorere,
        Page::MuTorereAbout,
        Page::MuTrainer,
        Page::MuLessons,
        Page::Kemu,
        Page::KemuAbout,
        Page::KemuLessons,
        Page::KemuAnalysis,
        Page::Print(Printable::MuSet),
        Page::Print(Printable::KemuSet),
        Page::Print(Printable::MuPuzzles),
        Page::Print(Printable::KemuPuzzles),
    ];

    /// The bundle that draws this page.
    pub fn bundle(self) -> Bundle {
        match self {
            Page::Home | Page::MuTorere => Bundle::Mu,
            Page::Kemu => Bundle::Kemu,
            Page::MuTorereAbout
            | Page::MuTrainer
            | Page::MuLessons
            | Page::KemuAbout
            | Page::KemuLessons
            | Page::KemuAnalysis
            | Page::Print(_) => Bundle::Learn,
        }
    }

    /// The query string that opens this page.
    pub fn query(self) -> &'static str {
        match self {
            Page::Home => "",
            Page::MuTorere => "?game=mu-torere",
            Page::MuTorereAbout => "?game=mu-torere&about=1",
            Page::MuTrainer => "?game=mu-torere&puzzle=1",
            Page::MuLessons => "?learn=mu-torere",
            Page::Kemu => "?game=kemu",
            Page::KemuAbout => "?game=kemu&about=1",
            Page::KemuLessons => "?learn=kemu",
            Page::KemuAnalysis => "?game=kemu&analyse=1",
            Page::Print(Printable::MuSet) => "?print=mu-torere",
            Page::Print(Printable::KemuSet) => "?print=kemu",
            Page::Print(Printable::MuPuzzles) => "?print=mu-torere-puzzles",
            Page::Print(Printable::KemuPuzzles) => "?print=kemu-puzzles",
        }
    }
}

/// Everything a URL can preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub page: Page,
    pub mu: MuPresets,
    pub kemu: KemuPresets,
    /// `&embed=1`: the game alone, without the site's header and footer (for iframes).
    pub embed: bool,
    /// `&lang=en|mi`: the page's language (else the remembered or the browser's).
    pub lang: Option<Lang>,
    /// `&view=projector`: the board as large as the screen allows, for a class.
    pub projector: bool,
    /// `&theme=light|dark|contrast`: the colour theme (else the saved choice, else the
    /// system's).
    pub theme: Option<&'static str>,
    /// `&paper=a4|a3|letter` for a printable page (else the browser's locale decides).
    pub paper: Option<Paper>,
    /// `&seed=<n>`: which worksheet of puzzles to print.
    pub seed: Option<u64>,
}

/// The colour themes (`data-theme` on `<html>`; static/style.css colours each one).
pub const THEMES: [&str; 3] = ["light", "dark", "contrast"];

/// Reads a query string (with or without the leading `?`). Unknown or bad values are
/// ignored, so a bad link still opens a working page.
pub fn parse(query: &str) -> Route {
    let mut r = Route {
        page: Page::Home,
        mu: MuPresets::default(),
        kemu: KemuPresets::default(),
        embed: false,
        lang: None,
        projector: false,
        theme: None,
        paper: None,
        seed: None,
    };
    let mut print = None;
    let mut about = false;
    let mut analyse = false;
    let mut game = String::new();
    let mut learn = String::new();
    let query = query.strip_prefix('?').unwrap_or(query);
    // Values arrive percent-decoded (`master%2Bauge` is `master+auge`; a `+` is a space).
    for (k, v) in form_urlencoded::parse(query.as_bytes()) {
        let v = v.as_ref();
        match k.as_ref() {
            "game" => game = v.to_string(),
            "about" => about = v != "0",
            "analyse" => analyse = v != "0",
            "opponent" => {
                r.mu.opponent = v.parse().ok();
                r.kemu.opponent = v.parse().ok();
            }
            "you" => r.mu.you = v.parse().ok(),
            "rules" => r.mu.rules = v.parse().ok(),
            "puzzle" => r.mu.puzzle = v.parse().ok().filter(|n| *n >= 1),
            "lesson" => {
                r.mu.lesson = v.parse().ok().filter(|n| *n >= 1);
                r.kemu.lesson = r.mu.lesson;
            }
            "learn" => learn = v.to_string(),
            // `master+auge`: a `+` left unescaped in a link reads as a space.
            "tier" => r.kemu.rules = v.replace(' ', "+").parse().ok(),
            "match" => r.kemu.length = v.parse().ok().and_then(MatchLength::from_target),
            "record" if !v.is_empty() => r.kemu.record = Some(v.to_string()),
            "aids" => r.kemu.aids = v != "0",
            "embed" => r.embed = v != "0",
            "lang" => r.lang = v.parse().ok(),
            "view" => r.projector = v == "projector",
            "theme" => r.theme = theme_named(v),
            "print" => print = Printable::ALL.into_iter().find(|p| p.code() == v),
            "paper" => r.paper = Paper::named(v),
            "seed" => r.seed = v.parse().ok(),
            _ => {}
        }
    }
    r.page = match (game.as_str(), about) {
        _ if print.is_some() => print.map_or(Page::Home, Page::Print),
        _ if learn == "mu-torere" => Page::MuLessons,
        _ if learn == "kemu" => Page::KemuLessons,
        ("mu-torere", false) if r.mu.puzzle.is_some() => Page::MuTrainer,
        ("mu-torere", false) => Page::MuTorere,
        ("mu-torere", true) => Page::MuTorereAbout,
        ("kemu", false) if analyse => Page::KemuAnalysis,
        ("kemu", false) => Page::Kemu,
        ("kemu", true) => Page::KemuAbout,
        _ => Page::Home,
    };
    r
}

/// The same query with `lang=` set to `lang` (the language control's links).
pub fn with_lang(query: &str, lang: Lang) -> String {
    with_param(query, "lang", Some(lang.code()))
}

/// The theme of that name, if it is one of [`THEMES`].
pub fn theme_named(name: &str) -> Option<&'static str> {
    THEMES.into_iter().find(|t| *t == name)
}

/// The settings a link to another page keeps: the language, the theme, being embedded in
/// another site's frame, and showing message ids (`ids=1`, for reviewers).
const KEPT_ACROSS_PAGES: [&str; 4] = ["lang", "theme", "embed", "ids"];

/// The value of `key` in `query`, if it is there.
fn param<'q>(query: &'q str, key: &str) -> Option<&'q str> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query.split('&').find_map(|pair| {
        pair.split_once('=')
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v)
    })
}

/// A link to another page (`target`, its query) that keeps the current page's
/// language, theme and embedding (`current`, its query).
pub fn keeping_settings(target: &str, current: &str) -> String {
    let link = KEPT_ACROSS_PAGES
        .iter()
        .fold(target.to_string(), |link, key| match param(current, key) {
            Some(value) => with_param(&link, key, Some(value)),
            None => link,
        });
    if link.is_empty() {
        "?".to_string()
    } else {
        link
    }
}

/// A link to another page that keeps the current page's settings (see
/// [`keeping_settings`]).
pub fn link_to(target: &str) -> String {
    keeping_settings(target, &current_query())
}

/// `query` with `key` set to `value`, or without it (`None`); other pairs keep their
/// order. The result starts with `?` unless it is empty.
pub fn with_param(query: &str, key: &str, value: Option<&str>) -> String {
    let mut out = String::from("?");
    let pairs = query.strip_prefix('?').unwrap_or(query).split('&');
    for pair in pairs.filter(|p| !p.is_empty() && p.split('=').next() != Some(key)) {
        out += pair;
        out += "&";
    }
    if let Some(v) = value {
        out += key;
        out += "=";
        out += v;
    }
    // Without the last `&` (and nothing left: no `?` either); a pair's own `?` stays.
    let out = out.strip_suffix('&').unwrap_or(&out);
    if out == "?" {
        String::new()
    } else {
        out.to_string()
    }
}

/// The page's query string: the one place the app reads its address.
pub fn current_query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// Puts a query in the location bar in place of the current one (an embedding page's
/// `open`, the view and the theme add no entry to the history).
pub fn replace_query(query: &str) {
    show_query(query, false);
}

/// Puts a query in the location bar as a new entry of the history (a page opened by a
/// link of the site's own).
pub fn push_query(query: &str) {
    show_query(query, true);
}

fn show_query(query: &str, push: bool) {
    let Some(w) = web_sys::window() else { return };
    let Ok(history) = w.history() else { return };
    let url = format!("{}{query}", w.location().pathname().unwrap_or_default());
    let null = wasm_bindgen::JsValue::NULL;
    let _ = if push {
        history.push_state_with_url(&null, "", Some(&url))
    } else {
        history.replace_state_with_url(&null, "", Some(&url))
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::setup::Controller;
    use crate::mu::state::MuOpponent;
    use takaro::core::kemu::{Rules, Tier};
    use takaro::core::mu_torere::Side;
    use takaro::kemu_engine::Level as KemuLevel;
    use takaro::mu_torere::Level;

    #[test]
    fn mu_torere_presets() {
        let r = parse("?game=mu-torere&opponent=perfect&you=white");
        assert_eq!(r.page, Page::MuTorere);
        assert_eq!(r.mu.opponent, Some(MuOpponent::Computer(Level::Perfect)));
        assert_eq!(r.mu.you, Some(Side::White));
        let r = parse("game=mu-torere&opponent=human");
        assert_eq!(r.mu.opponent, Some(MuOpponent::Human));
        assert_eq!(r.mu.you, None);
    }

    #[test]
    fn mu_torere_rules_puzzles_and_lessons() {
        use takaro::core::mu_torere::RuleSet;
        for rules in RuleSet::ALL {
            let r = parse(&format!("?game=mu-torere&rules={rules}"));
            assert_eq!((r.page, r.mu.rules), (Page::MuTorere, Some(rules)));
        }
        assert_eq!(parse("?game=mu-torere&rules=chess").mu.rules, None);
        let r = parse("?game=mu-torere&puzzle=3&rules=free");
        assert_eq!(r.page, Page::MuTrainer);
        assert_eq!((r.mu.puzzle, r.mu.rules), (Some(3), Some(RuleSet::Free)));
        assert_eq!(parse("?game=mu-torere&puzzle=0").page, Page::MuTorere);
        let r = parse("?learn=mu-torere&lesson=4");
        assert_eq!((r.page, r.mu.lesson), (Page::MuLessons, Some(4)));
        assert_eq!(parse("?learn=mu-torere").mu.lesson, None);
        assert_eq!(parse("?learn=chess").page, Page::Home);
        for page in [Page::MuTrainer, Page::MuLessons] {
            assert_eq!(parse(page.query()).page, page);
        }
    }

    #[test]
    fn kemu_lessons() {
        let r = parse("?learn=kemu&lesson=4");
        assert_eq!((r.page, r.kemu.lesson), (Page::KemuLessons, Some(4)));
        assert_eq!(parse("?learn=kemu").kemu.lesson, None);
        assert_eq!(parse("?learn=kemu&lesson=0").kemu.lesson, None);
        assert_eq!(parse("?learn=kemu").page.bundle(), Bundle::Learn);
        assert_eq!(parse(Page::KemuLessons.query()).page, Page::KemuLessons);
        assert_eq!(parse("?learn=mu-torere&lesson=2").page, Page::MuLessons);
    }

    /// The bundle `static/boot.js` loads for each query, by running its own rule
    /// (`bundle`) in Node.
    fn loader_bundles(queries: &[&str]) -> Vec<Bundle> {
        let queries: Vec<String> = queries.iter().map(|q| q.to_string()).collect();
        crate::loader_test::run(
            "bundle",
            "for (const q of process.argv.slice(1)) console.log(bundle(q));",
            &queries,
        )
        .iter()
        .map(|l| match l.as_str() {
            "learn" => Bundle::Learn,
            "kemu" => Bundle::Kemu,
            "app" => Bundle::Mu,
            _ => panic!("boot.js named no bundle: {l:?}"),
        })
        .collect()
    }

    #[test]
    fn bundles_follow_the_rule_of_the_loader() {
        let pages = Page::ALL;
        let mut queries: Vec<String> = pages.iter().map(|p| p.query().to_string()).collect();
        queries.extend(
            [
                "?game=mu-torere&puzzle=2&rules=free",
                "?game=kemu&about=0",
                "?game=kemu&about=1&lang=mi",
                "?learn=kemu&lesson=3&embed=1",
                "?game=kemu&tier=master&match=5&opponent=hard",
                "?print=kemu&paper=a3&lang=mi",
                "?lang=en&print=mu-torere-puzzles&seed=7",
                "?game=k%65mu&lang=mi",
                "?game=kemu&game=mu-torere",
                "?game=mu-torere&game=kemu",
                "?game=chess",
            ]
            .map(String::from),
        );
        let queries: Vec<&str> = queries.iter().map(String::as_str).collect();
        let loader = loader_bundles(&queries);
        assert_eq!(loader.len(), queries.len());
        for (query, loads) in queries.iter().zip(loader) {
            assert_eq!(parse(query).page.bundle(), loads, "{query:?}");
        }
        for page in pages {
            assert_eq!(parse(page.query()).page, page);
        }
    }

    #[test]
    fn printables_paper_and_seed() {
        for printable in Printable::ALL {
            let r = parse(&format!("?print={}", printable.code()));
            assert_eq!(r.page, Page::Print(printable));
            assert_eq!(r.page.bundle(), Bundle::Learn);
        }
        let r = parse("?print=kemu&paper=a3&seed=12&lang=mi");
        assert_eq!(
            (r.paper, r.seed, r.lang),
            (Some(Paper::A3), Some(12), Some(Lang::Mi))
        );
        let r = parse("?print=chess&paper=a5&seed=x");
        assert_eq!((r.page, r.paper, r.seed), (Page::Home, None, None));
        assert_eq!(Paper::for_locale("en-US"), Paper::Letter);
        assert_eq!(Paper::for_locale("es_MX"), Paper::Letter);
        assert_eq!(Paper::for_locale("mi-NZ"), Paper::A4);
        assert_eq!(Paper::for_locale("en"), Paper::A4);
        assert_eq!(Paper::for_locale("zh-Hant-TW"), Paper::A4);
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
        assert_eq!(param("?a=1&b=2", "b"), Some("2"));
        assert_eq!(param("?a=1", "b"), None);
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
        assert_eq!(with_lang("", Lang::En), "?lang=en");
    }

    #[test]
    fn every_side_reads_back() {
        for side in Side::ALL {
            let r = parse(&format!("?game=mu-torere&you={side}"));
            assert_eq!(r.mu.you, Some(side));
        }
    }

    #[test]
    fn kemu_presets() {
        let r = parse("?game=kemu&tier=master&match=5&opponent=hard");
        assert_eq!(r.page, Page::Kemu);
        assert_eq!(r.kemu.rules, Some(Rules::new(Tier::Master)));
        assert_eq!(r.kemu.length, Some(MatchLength::Kiwi));
        assert_eq!(r.kemu.opponent, Some(Controller::Computer(KemuLevel::Hard)));
        let r = parse("?game=kemu&tier=master%2Bauge&match=10");
        assert_eq!(r.kemu.rules, Some(Rules::master_with_auge()));
        assert_eq!(r.kemu.length, Some(MatchLength::IkaMoana));
        assert_eq!(parse("?game=kemu&match=4").kemu.length, None);
        assert_eq!(parse("?game=kemu&tier=basic%2Bauge").kemu.rules, None);
        assert_eq!(
            parse("?game=kemu&tier=master+auge").kemu.rules,
            Some(Rules::master_with_auge()),
            "links written before the query was decoded keep working"
        );
        let r = parse("?game=kemu&record=bAx%21Bcd.%7EDn");
        assert_eq!(r.kemu.record.as_deref(), Some("bAx!Bcd.~Dn"));
        assert!(parse("?game=kemu&aids=1").kemu.aids);
        assert!(!parse("?game=kemu").kemu.aids);
    }

    #[test]
    fn bad_values_are_ignored() {
        let r = parse("?game=chess&opponent=god&you=purple&tier=x");
        assert_eq!(r.page, Page::Home);
        assert_eq!(r.mu, MuPresets::default());
        assert_eq!(r.kemu, KemuPresets::default());
        assert_eq!(parse("").page, Page::Home);
        assert_eq!(parse("?game=kemu&about=1").page, Page::KemuAbout);
        assert!(parse("?game=kemu&embed=1").embed);
        assert!(!parse("?game=kemu").embed);
    }

    #[test]
    fn projector_view_and_themes() {
        let r = parse("?game=kemu&tier=master&view=projector&theme=contrast");
        assert!(r.projector);
        assert_eq!(r.theme, Some("contrast"));
        assert_eq!(r.kemu.rules, Some(Rules::new(Tier::Master)));
        let r = parse("?game=kemu&view=normal&theme=purple");
        assert!(!r.projector);
        assert_eq!(r.theme, None);
        for t in THEMES {
            assert_eq!(parse(&format!("?theme={t}")).theme, Some(t));
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
        // A pair that ends in `?` keeps it (found by the fuzzer).
        assert_eq!(with_param("?a=b?&lang=en", "lang", None), "?a=b?");
    }
}
