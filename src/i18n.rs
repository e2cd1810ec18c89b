//! The page's language: English (`en`, the default) or te reo Māori (`mi`).
//!
//! The words themselves are in the catalogues `i18n/<lang>/*.ftl`, compiled by build.rs
//! into [`crate::t`]. The language is chosen once when a page starts: `?lang=` in the
//! address, else the choice remembered from an earlier visit, else the browser's
//! preferred languages; the header's control opens the same page in the other language
//! (games are saved after every move, so the game in progress carries over).

use std::cell::Cell;
use std::fmt;
use std::str::FromStr;

/// Where a speaker's corrections to the te reo Māori text go, as the site that hosts the
/// game set it when it built the app (`PAPA_TAKARO_CORRECTIONS=mailto:…`, checked by
/// build.rs); `None` when it set none.
pub fn corrections_contact() -> Option<&'static str> {
    const CONTACT: &str = env!("PAPA_TAKARO_CORRECTIONS");
    (!CONTACT.is_empty()).then_some(CONTACT)
}

/// The section of "About Mū tōrere" that tells a speaker how to send a correction.
pub const CORRECTIONS_SECTION: &str = "corrections";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Mi,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Mi];

    /// The BCP 47 code, as in `<html lang>` and `?lang=`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Mi => "mi",
        }
    }

    /// The language's name in itself, for the language control.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Mi => "Te reo Māori",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Appends a message's variable to its text (`crate::t`'s generated functions): one
/// call, rather than `write!`'s formatting arguments built at each variable of each
/// message, which every bundle carries for the messages it shows.
#[inline(never)]
pub fn put(out: &mut String, value: &dyn fmt::Display) {
    use fmt::Write as _;
    let _ = write!(out, "{value}");
}

/// A language code this site has no catalogue for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLanguage(pub String);

impl fmt::Display for UnknownLanguage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no catalogue for the language {:?} (en or mi)", self.0)
    }
}

impl FromStr for Lang {
    type Err = UnknownLanguage;

    /// `en`, `mi`, and regional forms such as `en-NZ` or `mi-NZ`.
    fn from_str(s: &str) -> Result<Lang, UnknownLanguage> {
        let primary = s.split(['-', '_']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "en" => Ok(Lang::En),
            "mi" => Ok(Lang::Mi),
            _ => Err(UnknownLanguage(s.to_string())),
        }
    }
}

/// The language of the page: the address's, else the remembered choice, else the
/// first of the browser's preferred languages that has a catalogue, else English.
pub fn choose(from_address: Option<Lang>, remembered: Option<Lang>, preferred: &[String]) -> Lang {
    from_address
        .or(remembered)
        .or_else(|| preferred.iter().find_map(|l| l.parse().ok()))
        .unwrap_or_default()
}

thread_local! {
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language a bundle is built for alone (Cargo features `only-en`, `only-mi`: the
/// first screens' bundles, one a language, so each downloads the words of its own
/// language only); `None` for a bundle of both languages.
pub const BUILT_FOR: Option<Lang> = if cfg!(feature = "only-mi") {
    Some(Lang::Mi)
} else if cfg!(feature = "only-en") {
    Some(Lang::En)
} else {
    None
};

/// The page's language. In a bundle of one language it is a constant, so the compiler
/// leaves the other language's words out.
pub fn lang() -> Lang {
    match BUILT_FOR {
        Some(lang) => lang,
        None => LANG.with(Cell::get),
    }
}

/// Sets the page's language (at start-up; tests).
pub fn set(lang: Lang) {
    LANG.with(|l| l.set(lang));
}

/// What `words` says in each language, in the order of [`Lang::ALL`] (the page's
/// language is English again afterwards). For tests of the words.
#[cfg(test)]
pub fn in_each_language<R>(words: impl Fn() -> R) -> Vec<R> {
    let said = Lang::ALL
        .iter()
        .map(|&l| {
            set(l);
            words()
        })
        .collect();
    set(Lang::En);
    said
}

/// The plural category of a count. English and te reo Māori both have two (CLDR): `one`
/// for 1 and `other` for every other count.
pub fn plural(n: u32) -> &'static str {
    if n == 1 {
        "one"
    } else {
        "other"
    }
}

/// A length as a catalogue count (`u32`, as the plural rules take): `count(all.len())`.
pub fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A count of plies (moves by both players, the last one by the player counted) as the
/// site counts moves in every message, in both languages: that player's own moves
/// (issue 40). A win in 5 plies is a win in 3 of the winner's moves; a search 3 plies
/// deep looks 2 of the mover's moves ahead.
pub fn own_moves(plies: impl Into<u32>) -> u32 {
    plies.into().div_ceil(2)
}

/// Stand-ins for the elements inside a sentence (links, emphasis): call the message with
/// `SLOTS[0]`, `SLOTS[1]`… as those arguments, then [`rich`] puts the elements in, so a
/// translation may order the sentence freely.
pub const SLOTS: [&str; 4] = ["\u{1}0", "\u{1}1", "\u{1}2", "\u{1}3"];

/// A sentence with elements inside it: `text` holds [`SLOTS`] where `parts` go.
pub fn rich(text: &str, parts: &[yew::Html]) -> yew::Html {
    // Each piece after the first begins with a slot's digit (split, not sliced: slicing
    // by index would bring in its panic message, about 1.5 KB gzipped).
    let mut pieces = text.split('\u{1}');
    let mut nodes = vec![yew::Html::from(
        pieces.next().unwrap_or_default().to_string(),
    )];
    for piece in pieces {
        let mut rest = piece.chars();
        let slot = rest.next().and_then(|c| c.to_digit(10));
        if let Some(part) = slot.and_then(|i| parts.get(i as usize)) {
            nodes.push(part.clone());
        }
        nodes.push(yew::Html::from(rest.as_str().to_string()));
    }
    nodes.into_iter().collect()
}

/// Chooses the page's language at start-up, remembers a choice made in the address, and
/// sets `<html lang>`, the title and the description (`<meta name="description">`).
/// `from_address` is the address's `lang=`.
pub fn start(from_address: Option<Lang>) {
    let remembered = crate::saves::LANGUAGE
        .read_text()
        .and_then(|s| s.parse().ok());
    let preferred: Vec<String> = web_sys::window()
        .map(|w| {
            w.navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .collect()
        })
        .unwrap_or_default();
    // static/boot.js chose a bundle of one language by the same rule (`language`).
    let chosen = choose(from_address, remembered, &preferred);
    set(chosen);
    if from_address.is_some() && remembered != from_address {
        crate::saves::LANGUAGE.write(chosen.code());
    }
    let chosen = lang();
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if let Some(html) = document.document_element() {
            let _ = html.set_attribute("lang", chosen.code());
        }
        document.set_title(crate::t::page_title());
        if let Ok(Some(meta)) = document.query_selector("meta[name=description]") {
            let _ = meta.set_attribute("content", crate::t::page_description());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_regional_forms_are_read() {
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse(), Ok(lang));
        }
        assert_eq!("mi-NZ".parse(), Ok(Lang::Mi));
        assert_eq!("en_GB".parse(), Ok(Lang::En));
        assert_eq!("EN".parse(), Ok(Lang::En));
        let err = "fr".parse::<Lang>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "no catalogue for the language \"fr\" (en or mi)"
        );
    }

    #[test]
    fn the_address_then_the_memory_then_the_browser_choose() {
        let browser = ["fr-FR".to_string(), "mi-NZ".to_string(), "en".to_string()];
        assert_eq!(choose(Some(Lang::En), Some(Lang::Mi), &browser), Lang::En);
        assert_eq!(choose(None, Some(Lang::En), &browser), Lang::En);
        assert_eq!(choose(None, None, &browser), Lang::Mi);
        assert_eq!(choose(None, None, &["de".to_string()]), Lang::En);
        assert_eq!(choose(None, None, &[]), Lang::En);
    }

    #[test]
    fn slots_are_split_out_of_a_sentence() {
        // The markers never reach the page: the text around them does, in order.
        let text = format!("Follow the {}, then the {}.", SLOTS[1], SLOTS[0]);
        let parts = [yew::html! { <a>{ "A" }</a> }, yew::html! { <b>{ "B" }</b> }];
        let html = rich(&text, &parts);
        let yew::Html::VList(list) = html else {
            panic!("a list")
        };
        let seen: Vec<String> = list
            .iter()
            .map(|node| match node {
                yew::virtual_dom::VNode::VText(t) => t.text.to_string(),
                yew::virtual_dom::VNode::VTag(tag) => format!("<{}>", tag.tag()),
                _ => "?".to_string(),
            })
            .collect();
        assert_eq!(seen, ["Follow the ", "<b>", ", then the ", "<a>", "."]);
    }

    #[test]
    fn lengths_become_counts() {
        assert_eq!(count(3), 3);
        assert_eq!(count(usize::MAX), u32::MAX);
    }

    #[test]
    fn plural_categories() {
        assert_eq!(plural(1), "one");
        for n in [0, 2, 5, 21] {
            assert_eq!(plural(n), "other");
        }
    }
}
