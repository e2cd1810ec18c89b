//! What the embed builder makes of the host's choices: the embedded page's address, and
//! the code to copy, as a plain `<iframe>` and as a `<papa-takaro>` element
//! (static/papa-takaro-embed.js, docs/hosting.md "Embedding"). A position, a record or a
//! watch link typed in is read by the rules core first: what cannot be read is refused with
//! the reason and makes no code.

use crate::route::Query;
use std::fmt;
use takaro::core::kemu::Game as KemuGame;
use takaro::core::mu_torere::Position;

/// What is embedded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    MuGame,
    KemuGame,
    /// A trap-trainer puzzle (`&puzzle=<n>`).
    MuPuzzle,
    MuLesson,
    KemuLesson,
    /// A Mū tōrere position to play on from (`&position=`).
    MuPosition,
    /// A Moeraki Kemu game to step through (`&record=<compact>`).
    KemuRecord,
    /// A live game to watch (`&watch=<id>`).
    Watch,
}

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::MuGame,
        Kind::KemuGame,
        Kind::MuPuzzle,
        Kind::MuLesson,
        Kind::KemuLesson,
        Kind::MuPosition,
        Kind::KemuRecord,
        Kind::Watch,
    ];

    /// Its value in the builder's form.
    pub fn code(self) -> &'static str {
        match self {
            Kind::MuGame => "mu-game",
            Kind::KemuGame => "kemu-game",
            Kind::MuPuzzle => "mu-puzzle",
            Kind::MuLesson => "mu-lesson",
            Kind::KemuLesson => "kemu-lesson",
            Kind::MuPosition => "mu-position",
            Kind::KemuRecord => "kemu-record",
            Kind::Watch => "watch",
        }
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The game it shows (`game=` or `learn=`), where the kind alone says.
    fn game(self) -> Option<&'static str> {
        match self {
            Kind::MuGame | Kind::MuPuzzle | Kind::MuLesson | Kind::MuPosition => Some("mu-torere"),
            Kind::KemuGame | Kind::KemuLesson | Kind::KemuRecord => Some("kemu"),
            Kind::Watch => None,
        }
    }
}

/// Everything the host chose. The settings of a kind not chosen are kept (switching back
/// finds them), and left out of the address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub kind: Kind,
    /// Mū tōrere's opponent (`human`, `easy`, `medium`, `perfect`) and rule set.
    pub mu_opponent: String,
    pub mu_rules: String,
    /// Moeraki Kemu's tier, match length and opponent (`human` or a level).
    pub kemu_tier: String,
    pub kemu_match: String,
    pub kemu_opponent: String,
    /// The puzzle's or the lesson's number, from 1.
    pub number: usize,
    /// The position, record or watch link typed in.
    pub text: String,
    /// `en`, `mi`, or empty: the visitor's.
    pub lang: String,
    /// `light`, `dark`, `contrast`, or empty: the visitor's.
    pub theme: String,
    /// The frame's width in CSS pixels; 0: the whole width of its place.
    pub width: u32,
    /// Sound after the visitor's first tap (`sound=1`); else the frame stays quiet, as an
    /// embedded game is by default (docs/sound.md).
    pub sound: bool,
}

impl Default for Choice {
    fn default() -> Choice {
        Choice {
            kind: Kind::MuGame,
            mu_opponent: "human".into(),
            mu_rules: "standard".into(),
            kemu_tier: "basic".into(),
            kemu_match: "1".into(),
            kemu_opponent: "human".into(),
            number: 1,
            text: String::new(),
            lang: String::new(),
            theme: String::new(),
            width: 600,
            sound: false,
        }
    }
}

/// Why typed text makes no embed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    /// Nothing typed yet.
    Empty,
    /// The rules core cannot read the Mū tōrere position: its reason.
    Position(String),
    /// The rules core cannot read the Moeraki Kemu record: its reason.
    Record(String),
    /// Not a link to watch a live game of either game.
    WatchLink,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::Empty => f.write_str("nothing typed"),
            TextError::Position(why) | TextError::Record(why) => f.write_str(why),
            TextError::WatchLink => f.write_str("not a link to watch a live game"),
        }
    }
}

/// The value of `key` in typed text that is a link (or a query), else `None`.
fn in_link(text: &str, key: &str) -> Option<String> {
    let query = text.split_once('?').map_or(text, |(_, q)| q);
    let query = query.split('#').next().unwrap_or_default();
    Query::parse(query).get(key).map(|value| value.into_owned())
}

/// A live game's id as the service makes it: letters, digits, `-` and `_`.
fn is_game_id(id: &str) -> bool {
    (8..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl Choice {
    /// The embedded page's query without `embed=1`: its own keys in the order a person
    /// reads them, then the language, theme and sound.
    pub fn query(&self) -> Result<Query, TextError> {
        let mut query = Query::default();
        let mut set = |key: &str, value: &str| query = query.with(key, Some(value));
        let text = self.text.trim();
        match self.kind {
            Kind::MuGame | Kind::MuPuzzle | Kind::MuPosition => set("game", "mu-torere"),
            Kind::KemuGame | Kind::KemuRecord => set("game", "kemu"),
            Kind::MuLesson => set("learn", "mu-torere"),
            Kind::KemuLesson => set("learn", "kemu"),
            Kind::Watch => {
                let game = in_link(text, "game").filter(|g| g == "mu-torere" || g == "kemu");
                let id = in_link(text, "watch").filter(|id| is_game_id(id));
                match (game, id) {
                    (Some(game), Some(id)) => {
                        set("game", &game);
                        set("watch", &id);
                    }
                    _ if text.is_empty() => return Err(TextError::Empty),
                    _ => return Err(TextError::WatchLink),
                }
            }
        }
        match self.kind {
            Kind::MuGame => {
                set("opponent", &self.mu_opponent);
                if self.mu_rules != "standard" {
                    set("rules", &self.mu_rules);
                }
            }
            Kind::KemuGame => {
                set("tier", &self.kemu_tier);
                set("match", &self.kemu_match);
                if self.kemu_opponent != "human" {
                    set("opponent", &self.kemu_opponent);
                }
            }
            Kind::MuPuzzle => set("puzzle", &self.number.to_string()),
            Kind::MuLesson | Kind::KemuLesson => set("lesson", &self.number.to_string()),
            Kind::MuPosition => {
                let typed = in_link(text, "position").unwrap_or_else(|| text.to_string());
                if typed.is_empty() {
                    return Err(TextError::Empty);
                }
                let position: Position =
                    typed
                        .parse()
                        .map_err(|e: <Position as std::str::FromStr>::Err| {
                            TextError::Position(e.to_string())
                        })?;
                set("position", &position.to_string());
                set("opponent", &self.mu_opponent);
            }
            Kind::KemuRecord => {
                let typed = in_link(text, "record").unwrap_or_else(|| text.to_string());
                if typed.is_empty() {
                    return Err(TextError::Empty);
                }
                let game =
                    KemuGame::from_compact(&typed).map_err(|e| TextError::Record(e.to_string()))?;
                set("record", &game.to_compact());
            }
            Kind::Watch => {}
        }
        if !self.lang.is_empty() {
            set("lang", &self.lang);
        }
        if !self.theme.is_empty() {
            set("theme", &self.theme);
        }
        if self.sound {
            set("sound", "1");
        }
        Ok(query)
    }

    /// The game shown, for the frame's title.
    pub fn game(&self) -> Option<&'static str> {
        self.kind
            .game()
            .or_else(|| match in_link(self.text.trim(), "game").as_deref() {
                Some("mu-torere") => Some("mu-torere"),
                Some("kemu") => Some("kemu"),
                _ => None,
            })
    }
}

/// `text` escaped for an HTML attribute's value in double quotes (and for text).
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The folder of a page's address (`https://example.org/games/` of
/// `https://example.org/games/index.html`).
pub fn folder_of(page: &str) -> &str {
    let page = page.split(['?', '#']).next().unwrap_or_default();
    page.rfind('/').map_or(page, |slash| &page[..=slash])
}

/// What the code names: the site's folder, the query, the frame's title and size.
pub struct Embed<'a> {
    pub site: &'a str,
    pub query: &'a Query,
    pub title: &'a str,
    pub width: u32,
    pub height: u32,
}

impl Embed<'_> {
    /// The embedded page's whole address.
    pub fn address(&self) -> String {
        format!(
            "{}{}",
            self.site,
            self.query.with("embed", Some("1")).to_link()
        )
    }

    /// A plain `<iframe>` with the sandbox and permissions docs/hosting.md asks for.
    pub fn iframe(&self) -> String {
        let width = match self.width {
            0 => String::new(),
            w => format!(" max-width: {w}px;"),
        };
        format!(
            "<iframe src=\"{}\" title=\"{}\"\n        sandbox=\"allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox\" allow=\"fullscreen\"\n        style=\"width: 100%;{width} height: {}px; border: 0\"></iframe>",
            escaped(&self.address()),
            escaped(self.title),
            self.height
        )
    }

    /// The script once and the element, with a link to the page for a browser without it.
    pub fn element(&self) -> String {
        let attributes: String = self
            .query
            .pairs()
            .map(|(key, value)| format!(" {}=\"{}\"", escaped(&key), escaped(&value)))
            .collect();
        let width = match self.width {
            0 => String::new(),
            w => format!(" style=\"max-width: {w}px\""),
        };
        format!(
            "<script src=\"{site}papa-takaro-embed.js\" defer></script>\n<papa-takaro site=\"{site}\"{attributes}{width}>\n  <a href=\"{link}\">{title}</a>\n</papa-takaro>",
            site = escaped(self.site),
            link = escaped(&format!("{}{}", self.site, self.query.to_link())),
            title = escaped(self.title),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(kind: Kind, text: &str) -> Choice {
        Choice {
            kind,
            text: text.into(),
            ..Choice::default()
        }
    }

    #[test]
    fn each_kind_makes_the_address_its_page_reads() {
        let link = |c: &Choice| c.query().unwrap().to_link();
        assert_eq!(link(&Choice::default()), "?game=mu-torere&opponent=human");
        let kemu = Choice {
            kind: Kind::KemuGame,
            kemu_tier: "master".into(),
            kemu_match: "3".into(),
            kemu_opponent: "easy".into(),
            lang: "mi".into(),
            theme: "dark".into(),
            sound: true,
            ..Choice::default()
        };
        assert_eq!(
            link(&kemu),
            "?game=kemu&tier=master&match=3&opponent=easy&lang=mi&theme=dark&sound=1"
        );
        let puzzle = Choice {
            number: 4,
            ..choice(Kind::MuPuzzle, "")
        };
        assert_eq!(link(&puzzle), "?game=mu-torere&puzzle=4");
        let lesson = Choice {
            number: 2,
            ..choice(Kind::KemuLesson, "")
        };
        assert_eq!(link(&lesson), "?learn=kemu&lesson=2");
        for page in [
            Choice::default(),
            kemu,
            puzzle,
            lesson,
            choice(Kind::MuPosition, "w/g.gggwwww"),
        ] {
            let address = link(&page);
            assert_ne!(
                crate::route::parse(&address).page,
                crate::route::Page::Home,
                "{address} opens its page"
            );
        }
    }

    #[test]
    fn typed_positions_records_and_links_are_read_by_the_rules_core() {
        let position = choice(Kind::MuPosition, " w/g.gggwwww ");
        assert_eq!(
            position.query().unwrap().get("position").as_deref(),
            Some("w/g.gggwwww")
        );
        // A whole link is read for its key.
        let linked = choice(
            Kind::MuPosition,
            "https://example.org/?game=mu-torere&position=w%2Fg.gggwwww",
        );
        assert_eq!(
            linked.query().unwrap().get("position").as_deref(),
            Some("w/g.gggwwww")
        );
        assert!(matches!(
            choice(Kind::MuPosition, "g/gggggwwww").query(),
            Err(TextError::Position(_))
        ));
        assert_eq!(choice(Kind::MuPosition, "").query(), Err(TextError::Empty));

        let game = KemuGame::from_record("basic a=matau f6 c3").unwrap();
        let compact = game.to_compact();
        let record = choice(
            Kind::KemuRecord,
            &format!("http://x/?game=kemu&record={compact}"),
        );
        assert_eq!(
            record.query().unwrap().get("record").as_deref(),
            Some(compact.as_str())
        );
        assert!(matches!(
            choice(Kind::KemuRecord, "zz!!").query(),
            Err(TextError::Record(_))
        ));

        let watch = choice(
            Kind::Watch,
            "https://example.org/t/?game=kemu&watch=AbCdEfGhIjKlMnOpQrStUv",
        );
        assert_eq!(
            watch.query().unwrap().to_link(),
            "?game=kemu&watch=AbCdEfGhIjKlMnOpQrStUv"
        );
        assert_eq!(watch.game(), Some("kemu"));
        for bad in [
            "https://example.org/?game=chess&watch=AbCdEfGhIjKl",
            "?game=kemu&watch=<script>",
            "hello",
        ] {
            assert_eq!(
                choice(Kind::Watch, bad).query(),
                Err(TextError::WatchLink),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_code_escapes_what_it_quotes_and_names_the_site_folder() {
        assert_eq!(
            folder_of("https://example.org/games/index.html?x=1"),
            "https://example.org/games/"
        );
        assert_eq!(
            folder_of("https://example.org/games/"),
            "https://example.org/games/"
        );
        let query = Choice {
            kind: Kind::KemuGame,
            lang: "mi".into(),
            ..Choice::default()
        }
        .query()
        .unwrap();
        let embed = Embed {
            site: "https://example.org/t/",
            query: &query,
            title: "Papa Tākaro: \"Moeraki Kemu\"",
            width: 600,
            height: 450,
        };
        assert_eq!(
            embed.address(),
            "https://example.org/t/?game=kemu&tier=basic&match=1&lang=mi&embed=1"
        );
        let iframe = embed.iframe();
        assert!(iframe.contains("src=\"https://example.org/t/?game=kemu&amp;tier=basic&amp;match=1&amp;lang=mi&amp;embed=1\""), "{iframe}");
        assert!(
            iframe.contains("title=\"Papa Tākaro: &quot;Moeraki Kemu&quot;\""),
            "{iframe}"
        );
        assert!(
            iframe.contains("max-width: 600px; height: 450px"),
            "{iframe}"
        );
        let element = embed.element();
        assert!(
            element.starts_with(
                "<script src=\"https://example.org/t/papa-takaro-embed.js\" defer></script>"
            ),
            "{element}"
        );
        assert!(element.contains("<papa-takaro site=\"https://example.org/t/\" game=\"kemu\" tier=\"basic\" match=\"1\" lang=\"mi\" style=\"max-width: 600px\">"), "{element}");
        assert!(element.contains("<a href=\"https://example.org/t/?game=kemu&amp;tier=basic&amp;match=1&amp;lang=mi\">"), "{element}");
    }
}
