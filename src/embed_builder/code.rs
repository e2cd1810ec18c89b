//! What the embed builder makes of the host's choices: the embedded page's address, and
//! the code to copy, as a plain `<iframe>` and as a `<papa-takaro>` element
//! (static/papa-takaro-embed.js, docs/hosting.md "Embedding"). A position, a record or a
//! watch link typed in is read by the rules core first: what cannot be read is refused with
//! the reason and makes no code.

use crate::games::{EmbedKind, Game};
use crate::route::Query;
use std::fmt;
use yew::{Callback, Html};

/// Each game's own options, kept while another kind is chosen, and what they do:
/// `crate::pages::EmbedOptions`, which hands each game's to its folder
/// (`src/<game>/embed_options.rs`).
pub trait GameOptions: Clone + fmt::Debug + PartialEq + 'static {
    /// The options `game` starts with.
    fn of(game: Game) -> Self;
    /// The game they are of.
    fn game(&self) -> Game;
    /// The puzzles or lessons of `game` an embed of `kind` chooses among (value, words),
    /// numbered from 1.
    fn numbers(game: Game, kind: EmbedKind) -> Vec<(String, String)>;
    /// The controls of the options an embed of `kind` reads; `on` is told the options
    /// chosen.
    fn controls(&self, kind: EmbedKind, on: Callback<Self>) -> Html;
    /// `query` (which names the game, and the puzzle or lesson) with what an embed of
    /// `kind` adds: the options it reads, and `text`, a position or record typed in, read
    /// by the rules core.
    fn query(&self, kind: EmbedKind, text: &str, query: Query) -> Result<Query, TextError>;
}

/// What is embedded: a kind of embed a game offers (the registry's `Game::embeds`), or a
/// live game to watch (`&watch=<id>`), of any game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Game(Game, EmbedKind),
    Watch,
}

impl Kind {
    /// Every kind, in the order the builder lists them: each kind of embed, for each game
    /// that offers it, then watching.
    pub fn all() -> Vec<Kind> {
        EmbedKind::ALL
            .into_iter()
            .flat_map(|kind| {
                Game::ALL
                    .into_iter()
                    .filter(move |game| game.embed(kind).is_some())
                    .map(move |game| Kind::Game(game, kind))
            })
            .chain([Kind::Watch])
            .collect()
    }

    /// Its value in the builder's form.
    pub fn code(self) -> &'static str {
        match self {
            Kind::Game(game, kind) => game.embed(kind).map_or("", |offer| offer.code),
            Kind::Watch => "watch",
        }
    }

    pub fn from_code(code: &str) -> Option<Kind> {
        Kind::all().into_iter().find(|k| k.code() == code)
    }
}

/// Everything the host chose. The settings of a kind not chosen are kept (switching back
/// finds them), and left out of the address.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<O: GameOptions> {
    pub kind: Kind,
    /// Each game's own options (`GameOptions`: Mū tōrere's opponent and rule set, Moeraki
    /// Kemu's tier, match length and opponent), one for each game.
    pub options: Vec<O>,
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

impl<O: GameOptions> Default for Choice<O> {
    fn default() -> Choice<O> {
        Choice {
            kind: Kind::Game(Game::ALL[0], EmbedKind::Play),
            options: Game::ALL.into_iter().map(O::of).collect(),
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
pub fn in_link(text: &str, key: &str) -> Option<String> {
    let query = text.split_once('?').map_or(text, |(_, q)| q);
    let query = query.split('#').next().unwrap_or_default();
    Query::parse(query).get(key).map(|value| value.into_owned())
}

/// What is typed for `key` (a position, a record): its value in a link (or a query) typed
/// in, else the text itself; an error when nothing is typed.
pub fn typed_in(text: &str, key: &str) -> Result<String, TextError> {
    let typed = in_link(text, key).unwrap_or_else(|| text.to_string());
    if typed.is_empty() {
        return Err(TextError::Empty);
    }
    Ok(typed)
}

/// A live game's id as the service makes it: letters, digits, `-` and `_`.
fn is_game_id(id: &str) -> bool {
    (8..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

impl<O: GameOptions> Choice<O> {
    /// The options of `game`.
    pub fn options(&self, game: Game) -> O {
        self.options
            .iter()
            .find(|options| options.game() == game)
            .cloned()
            .unwrap_or_else(|| O::of(game))
    }

    /// Keeps `options` as their game's.
    pub fn set_options(&mut self, options: O) {
        match self
            .options
            .iter_mut()
            .find(|kept| kept.game() == options.game())
        {
            Some(kept) => *kept = options,
            None => self.options.push(options),
        }
    }

    /// The embedded page's query without `embed=1`: its own keys in the order a person
    /// reads them, then the language, theme and sound.
    pub fn query(&self) -> Result<Query, TextError> {
        let text = self.text.trim();
        let mut query = Query::default();
        match self.kind {
            Kind::Game(game, kind) => {
                let key = if kind == EmbedKind::Lesson {
                    "learn"
                } else {
                    "game"
                };
                query = query.with(key, Some(game.slug()));
                let number = self.number.to_string();
                match kind {
                    EmbedKind::Puzzle => query = query.with("puzzle", Some(&number)),
                    EmbedKind::Lesson => query = query.with("lesson", Some(&number)),
                    _ => {}
                }
                query = self.options(game).query(kind, text, query)?;
            }
            Kind::Watch => {
                let game = in_link(text, "game").and_then(|g| Game::from_slug(&g));
                let id = in_link(text, "watch").filter(|id| is_game_id(id));
                match (game, id) {
                    (Some(game), Some(id)) => {
                        query = query
                            .with("game", Some(game.slug()))
                            .with("watch", Some(&id));
                    }
                    _ if text.is_empty() => return Err(TextError::Empty),
                    _ => return Err(TextError::WatchLink),
                }
            }
        }
        let mut set = |key: &str, value: &str| query = query.with(key, Some(value));
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
    pub fn game(&self) -> Option<Game> {
        match self.kind {
            Kind::Game(game, _) => Some(game),
            Kind::Watch => in_link(self.text.trim(), "game").and_then(|g| Game::from_slug(&g)),
        }
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
    use crate::kemu::embed_options::Options as KemuOptions;
    use crate::pages::EmbedOptions;

    type Choice = super::Choice<EmbedOptions>;
    use takaro::core::kemu::Game as KemuGame;

    fn choice(kind: Kind, text: &str) -> Choice {
        Choice {
            kind,
            text: text.into(),
            ..Choice::default()
        }
    }

    #[test]
    fn the_kinds_are_listed_in_the_builders_order() {
        let codes: Vec<&str> = Kind::all().into_iter().map(Kind::code).collect();
        assert_eq!(
            codes,
            [
                "mu-game",
                "kemu-game",
                "mu-puzzle",
                "mu-lesson",
                "kemu-lesson",
                "mu-position",
                "kemu-record",
                "watch"
            ]
        );
        for kind in Kind::all() {
            assert_eq!(Kind::from_code(kind.code()), Some(kind));
        }
    }

    #[test]
    fn each_kind_makes_the_address_its_page_reads() {
        let link = |c: &Choice| c.query().unwrap().to_link();
        assert_eq!(link(&Choice::default()), "?game=mu-torere&opponent=human");
        let mut kemu = Choice {
            kind: Kind::Game(Game::Kemu, EmbedKind::Play),
            lang: "mi".into(),
            theme: "dark".into(),
            sound: true,
            ..Choice::default()
        };
        kemu.set_options(EmbedOptions::Kemu(KemuOptions {
            tier: "master".into(),
            length: "3".into(),
            opponent: "easy".into(),
        }));
        assert_eq!(
            link(&kemu),
            "?game=kemu&tier=master&match=3&opponent=easy&lang=mi&theme=dark&sound=1"
        );
        let puzzle = Choice {
            number: 4,
            ..choice(Kind::Game(Game::MuTorere, EmbedKind::Puzzle), "")
        };
        assert_eq!(link(&puzzle), "?game=mu-torere&puzzle=4");
        let lesson = Choice {
            number: 2,
            ..choice(Kind::Game(Game::Kemu, EmbedKind::Lesson), "")
        };
        assert_eq!(link(&lesson), "?learn=kemu&lesson=2");
        for page in [
            Choice::default(),
            kemu,
            puzzle,
            lesson,
            choice(
                Kind::Game(Game::MuTorere, EmbedKind::Position),
                "w/g.gggwwww",
            ),
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
        let position = choice(
            Kind::Game(Game::MuTorere, EmbedKind::Position),
            " w/g.gggwwww ",
        );
        assert_eq!(
            position.query().unwrap().get("position").as_deref(),
            Some("w/g.gggwwww")
        );
        // A whole link is read for its key.
        let linked = choice(
            Kind::Game(Game::MuTorere, EmbedKind::Position),
            "https://example.org/?game=mu-torere&position=w%2Fg.gggwwww",
        );
        assert_eq!(
            linked.query().unwrap().get("position").as_deref(),
            Some("w/g.gggwwww")
        );
        assert!(matches!(
            choice(
                Kind::Game(Game::MuTorere, EmbedKind::Position),
                "g/gggggwwww"
            )
            .query(),
            Err(TextError::Position(_))
        ));
        assert_eq!(
            choice(Kind::Game(Game::MuTorere, EmbedKind::Position), "").query(),
            Err(TextError::Empty)
        );

        let game = KemuGame::from_record("basic a=matau f6 c3").unwrap();
        let compact = game.to_compact();
        let record = choice(
            Kind::Game(Game::Kemu, EmbedKind::Record),
            &format!("http://x/?game=kemu&record={compact}"),
        );
        assert_eq!(
            record.query().unwrap().get("record").as_deref(),
            Some(compact.as_str())
        );
        assert!(matches!(
            choice(Kind::Game(Game::Kemu, EmbedKind::Record), "zz!!").query(),
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
        assert_eq!(watch.game().map(Game::slug), Some("kemu"));
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
            kind: Kind::Game(Game::Kemu, EmbedKind::Play),
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
