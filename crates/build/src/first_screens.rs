//! The first screens, drawn before any WebAssembly arrives. The app's own components
//! render them natively (Yew's server-side renderer, with nothing stored; no browser
//! runs), so a first screen is the app's own render, never a copy kept by hand; the app
//! takes over the same markup. The addresses are `pages::FIRST_SCREENS`, each in English
//! and te reo Māori.
//!
//! The home page and both games in English are written into index.html as `<template>`s
//! (about 7 KB gzipped together), so that a first visit draws its screen with nothing to
//! fetch after the loader. Every other screen is a file, `first-<name>-<lang>.json`,
//! which static/boot.js fetches: what differs from the closest of those three
//! ([`translation`]: a Māori screen is about a third of its whole markup), or the whole
//! markup where none has its shape. Whole files for every screen would be simpler but
//! cost the te reo Māori Kemu screen about 3.1 KB gzipped (docs/performance.md). With
//! `lang=` in the address the app draws the same screen except that its links to other
//! pages keep `lang=`, which boot.js adds to them.
//!
//! The same step writes the pictures of the boards ([`pictures`]: the home page's, and
//! the about pages' diagrams) and each screen's oEmbed description ([`oembed`]).

use crate::oembed::{self, Described};
use crate::staging::Staging;
use crate::translation::{self, Filed};
use crate::{html, pictures};
use papa_takaro::games::Game;
use papa_takaro::i18n::Lang;
use papa_takaro::pages::{self, FIRST_SCREENS};
use papa_takaro::route::Query;
use serde::Serialize;

/// One first screen as the app draws it, in one language.
pub struct Screen {
    /// `<screen>-<lang>`.
    pub name: String,
    pub query: &'static str,
    pub lang: Lang,
    pub title: String,
    pub description: String,
    /// The markup boot.js puts on the page: the app's host with what the app draws in it.
    pub markup: String,
    /// Whether index.html holds it rather than a file.
    pub inline: bool,
}

/// A picture of a board: the home page's, at the start, or an about page's diagram.
pub struct Picture {
    pub file: &'static str,
    pub board: &'static str,
    pub svg: String,
}

/// Every first screen in every language, and the boards' pictures, drawn by the app.
pub fn draw() -> Result<(Vec<Screen>, Vec<Picture>), String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("a runtime of one thread");
    tokio::task::LocalSet::new().block_on(&runtime, async {
        let mut screens = Vec::new();
        for screen in FIRST_SCREENS {
            for lang in Lang::ALL {
                let view = pages::of(screen.bundle);
                let drawn = papa_takaro::app::render(screen.bundle, view, screen.query, lang).await;
                screens.push(Screen {
                    name: format!("{}-{}", screen.name, lang.code()),
                    query: screen.query,
                    lang,
                    title: papa_takaro::t::page_title().to_owned(),
                    description: papa_takaro::t::page_description().to_owned(),
                    markup: format!(r#"<div data-first-screen class="app">{drawn}</div>"#),
                    inline: lang == Lang::ALL[0] && papa_takaro::build_facts::in_page(screen.query),
                });
            }
        }
        // The pictures are in the light theme's colours; the page's language does not show.
        papa_takaro::i18n::set(Lang::En);
        let mut pictures: Vec<Picture> = papa_takaro::board_pictures::drawn(pages::board_at_start)
            .await
            .into_iter()
            .map(|(game, svg)| Picture {
                file: game.picture().file,
                board: game.board_class(),
                svg,
            })
            .collect();
        for game in Game::ALL {
            for diagram in pages::about_diagrams(game) {
                let board = pages::diagram_board(game, diagram)?;
                pictures.push(Picture {
                    file: diagram.file,
                    board: game.board_class(),
                    svg: papa_takaro::board_pictures::markup(board).await,
                });
            }
        }
        Ok((screens, pictures))
    })
}

/// The picture of the board of the game a screen shows (its `game=` or `learn=`; the
/// home page's: the first game's), its oEmbed thumbnail.
fn thumbnail(query: &str) -> &'static str {
    let query = Query::parse(query);
    let game = ["game", "learn"]
        .into_iter()
        .find_map(|key| query.get(key).and_then(|slug| Game::from_slug(&slug)))
        .unwrap_or(Game::ALL[0]);
    game.picture().file
}

/// A screen index.html holds, as the `<template>` boot.js clones.
fn template(screen: &Screen) -> String {
    format!(
        r#"<template data-first-screen-of="{}" data-markup="{}" data-lang="{}" data-title="{}" data-description="{}">{}</template>
"#,
        screen.name,
        translation::markup_id(&screen.markup),
        screen.lang.code(),
        html::attribute_text(&screen.title),
        html::attribute_text(&screen.description),
        screen.markup
    )
}

/// A first screen's file, `first-<name>-<lang>.json`, in this key order: the screen
/// index.html holds that it changes (`of`, and `markup`, that screen's [`markup_id`],
/// which boot.js compares) with the change, or the whole markup (`html`).
///
/// [`markup_id`]: translation::markup_id
#[derive(Serialize)]
struct ScreenFile<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    of: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    markup: Option<String>,
    lang: &'a str,
    title: &'a str,
    description: &'a str,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    change: Option<Filed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    html: Option<&'a str>,
}

/// The file of a screen index.html does not hold: what differs from the closest screen
/// there, or its whole markup where that is smaller.
fn file<'a>(screen: &'a Screen, inline: &[&'a Screen]) -> ScreenFile<'a> {
    let closest = inline
        .iter()
        .filter_map(|base| {
            Some((
                *base,
                translation::translation(&base.markup, &screen.markup)?,
            ))
        })
        .filter(|(_, change)| change.json_len() < translation::utf16_len(&screen.markup))
        .min_by_key(|(_, change)| change.json_len());
    ScreenFile {
        of: closest.as_ref().map(|(base, _)| base.name.as_str()),
        markup: closest
            .as_ref()
            .map(|(base, _)| translation::markup_id(&base.markup)),
        lang: screen.lang.code(),
        title: &screen.title,
        description: &screen.description,
        html: closest.is_none().then_some(screen.markup.as_str()),
        change: closest.map(|(_, change)| change.filed()),
    }
}

/// Writes the first screens, the pictures and the oEmbed descriptions; returns what it
/// wrote, for the build's output.
pub fn write(staging: &Staging) -> Result<Vec<String>, String> {
    let (screens, pictures) = draw()?;
    let inline: Vec<&Screen> = screens.iter().filter(|s| s.inline).collect();
    let mut said: Vec<String> = inline
        .iter()
        .map(|s| format!("index.html ({})", s.name))
        .collect();
    for screen in screens.iter().filter(|s| !s.inline) {
        let contents = file(screen, &inline);
        let name = format!("first-{}.json", screen.name);
        let json = serde_json::to_string(&contents).map_err(|e| format!("{name}: {e}"))?;
        staging.write(&name, json)?;
        said.push(match contents.of {
            Some(base) => format!("{name} (from {base})"),
            None => format!("{name} (whole)"),
        });
    }
    let templates: String = inline.iter().map(|s| template(s)).collect();
    let page = staging.read_text("index.html")?;
    staging.write("index.html", html::before_body_end(&page, &templates)?)?;

    let css = staging.source_text("static/style.css")?;
    for picture in &pictures {
        let file = pictures::standalone_picture(&picture.svg, picture.board, &css)
            .map_err(|e| format!("{}: {e}", picture.file))?;
        staging.write(picture.file, &file)?;
        said.push(format!("{} ({} bytes)", picture.file, file.len()));
    }

    let site = oembed::site_folder(crate::staging::setting("PAPA_TAKARO_SITE")?.as_deref())?;
    for screen in &screens {
        let described = Described {
            query: screen.query,
            lang: screen.lang.code(),
            title: &screen.title,
            thumbnail: thumbnail(screen.query),
        };
        let json = serde_json::to_string(&oembed::description(&described, &site))
            .map_err(|e| format!("oEmbed: {e}"))?;
        staging.write(&oembed::file_of(&screen.name), json)?;
    }
    let addresses = if site == "./" {
        "addresses relative to the site's folder".to_owned()
    } else {
        site
    };
    said.push(format!(
        "{} oEmbed descriptions ({addresses})",
        screens.len()
    ));
    Ok(said)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screen(name: &str, lang: Lang, inner: &str) -> Screen {
        Screen {
            name: name.into(),
            query: "",
            lang,
            title: "Papa \"Tākaro\" <&>".into(),
            description: "d".into(),
            markup: format!(r#"<div data-first-screen class="app">{inner}</div>"#),
            inline: lang == Lang::En,
        }
    }

    #[test]
    fn a_screen_is_written_against_the_closest_screen_of_the_page() {
        let long = "<p>the same long text of a screen, the same every time</p>".repeat(8);
        let game = screen(
            "game-en",
            Lang::En,
            &format!(r#"<h1 id="t">Game</h1>{long}"#),
        );
        let home = screen("home-en", Lang::En, r#"<nav id="n">Home</nav>"#);
        let game_mi = screen(
            "game-mi",
            Lang::Mi,
            &format!(r#"<h1 id="t">Kēmu</h1>{long}"#),
        );
        let json = serde_json::to_string(&file(&game_mi, &[&home, &game])).unwrap();
        let markup = translation::markup_id(&game.markup);
        assert_eq!(
            json,
            format!(
                r#"{{"of":"game-en","markup":"{markup}","lang":"mi","title":"Papa \"Tākaro\" <&>","description":"d","text":[[2,"Kēmu"]],"attrs":[],"removed":[],"inserted":[]}}"#
            )
        );
    }

    #[test]
    fn a_screen_unlike_any_is_written_whole() {
        let home = screen("home-en", Lang::En, r#"<nav id="n">Home</nav>"#);
        let about = screen("about-mi", Lang::Mi, r#"<article id="a">Mō</article>"#);
        let json = serde_json::to_string(&file(&about, &[&home])).unwrap();
        let whole = format!(
            r#"{{"lang":"mi","title":{},"description":"d","html":{}}}"#,
            serde_json::to_string(&about.title).unwrap(),
            serde_json::to_string(&about.markup).unwrap()
        );
        assert_eq!(json, whole);
    }

    #[test]
    fn a_template_carries_its_screens_words_escaped() {
        let home = screen("home-en", Lang::En, "<p>x</p>");
        assert_eq!(
            template(&home),
            format!(
                "<template data-first-screen-of=\"home-en\" data-markup=\"{}\" data-lang=\"en\" data-title=\"Papa &quot;Tākaro&quot; &lt;&amp;>\" data-description=\"d\">{}</template>\n",
                translation::markup_id(&home.markup),
                home.markup
            )
        );
    }
}
