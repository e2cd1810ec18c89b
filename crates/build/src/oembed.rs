//! The oEmbed descriptions (<https://oembed.com>, type `rich`) of the addresses that have
//! a first screen (an embedded screen's is its page's), written beside them:
//! `oembed-<screen>-<lang>.json`, each giving the `<iframe>` that embeds the address (as
//! the embed builder writes it), its title, and a thumbnail (its game's board picture).
//! index.html names the home page's (`<link rel="alternate" type="application/json+oembed">`):
//! a static site serves that one page for every address.
//!
//! The site's address: `PAPA_TAKARO_SITE` at build time (say
//! `https://example.org/takaro/`); without it the addresses are relative to the site's
//! folder, which serves a page in that folder (docs/hosting.md, "oEmbed").

use crate::html;
use serde::Serialize;
use url::Url;

/// The embedded frame's size in the descriptions: the builder's default.
const WIDTH: u32 = 600;
const HEIGHT: u32 = 450;
/// The board pictures' size (their viewBox is square).
const THUMBNAIL: u32 = 400;

/// What a description is written from: one first screen.
pub struct Described<'a> {
    /// The screen's address (`?game=kemu`, or "").
    pub query: &'a str,
    pub lang: &'a str,
    pub title: &'a str,
    /// The file of its game's board picture.
    pub thumbnail: &'a str,
}

/// The site's folder: `PAPA_TAKARO_SITE` as an absolute address ending in `/`, else `./`.
pub fn site_folder(site: Option<&str>) -> Result<String, String> {
    let Some(site) = site.filter(|s| !s.is_empty()) else {
        return Ok("./".into());
    };
    let url =
        Url::parse(site).map_err(|_| format!("PAPA_TAKARO_SITE is not an address: {site}"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!(
            "PAPA_TAKARO_SITE must be an http(s) address, not {site}"
        ));
    }
    let href = url.to_string();
    Ok(if href.ends_with('/') {
        href
    } else {
        format!("{href}/")
    })
}

/// An oEmbed description (`rich`), its fields in the specification's order.
#[derive(Serialize)]
pub struct Description<'a> {
    pub version: &'static str,
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub title: &'a str,
    pub provider_name: &'static str,
    pub provider_url: &'a str,
    pub html: String,
    pub width: u32,
    pub height: u32,
    pub thumbnail_url: String,
    pub thumbnail_width: u32,
    pub thumbnail_height: u32,
}

/// The oEmbed description of one first screen, on the site `site`.
pub fn description<'a>(screen: &Described<'a>, site: &'a str) -> Description<'a> {
    let mut pairs: Vec<&str> = screen
        .query
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && *p != "embed=1")
        .collect();
    let lang = format!("lang={}", screen.lang);
    if screen.lang != "en" {
        pairs.push(&lang);
    }
    pairs.push("embed=1");
    let src = format!("{site}?{}", pairs.join("&"));
    let html = format!(
        r#"<iframe src="{}" title="{}" sandbox="allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox" allow="fullscreen" style="width: 100%; max-width: {WIDTH}px; height: {HEIGHT}px; border: 0"></iframe>"#,
        html::attribute_text(&src),
        html::attribute_text(screen.title)
    );
    Description {
        version: "1.0",
        kind: "rich",
        title: screen.title,
        provider_name: "Papa Tākaro",
        provider_url: site,
        html,
        width: WIDTH,
        height: HEIGHT,
        thumbnail_url: format!("{site}{}", screen.thumbnail),
        thumbnail_width: THUMBNAIL,
        thumbnail_height: THUMBNAIL,
    }
}

/// The file of a screen's description (`name`: `<screen>-<lang>`).
pub fn file_of(name: &str) -> String {
    format!("oembed-{name}.json")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_embeds_its_address_in_its_language() {
        let screen = Described {
            query: "?game=kemu&embed=1",
            lang: "mi",
            title: "Moeraki \"Kemu\"",
            thumbnail: "board-kemu.svg",
        };
        let d = description(&screen, "https://example.org/takaro/");
        assert_eq!(d.thumbnail_url, "https://example.org/takaro/board-kemu.svg");
        let html = &d.html;
        assert!(html.starts_with(r#"<iframe src="https://example.org/takaro/?game=kemu&amp;lang=mi&amp;embed=1" title="Moeraki &quot;Kemu&quot;""#), "{html}");
        let home = description(
            &Described {
                query: "",
                lang: "en",
                title: "Papa Tākaro",
                thumbnail: "board-mu-torere.svg",
            },
            "./",
        );
        assert!(home.html.starts_with(r#"<iframe src="./?embed=1""#));
        let json = serde_json::to_string(&home).unwrap();
        let start = r#"{"version":"1.0","type":"rich","title":"Papa Tākaro","provider_name":"Papa Tākaro","provider_url":"./","html":"#;
        assert!(json.starts_with(start), "{json}");
    }

    #[test]
    fn the_site_is_an_http_folder() {
        assert_eq!(site_folder(None).unwrap(), "./");
        assert_eq!(
            site_folder(Some("https://example.org/takaro")).unwrap(),
            "https://example.org/takaro/"
        );
        assert_eq!(
            site_folder(Some("https://example.org/takaro/")).unwrap(),
            "https://example.org/takaro/"
        );
        assert!(site_folder(Some("ftp://example.org/")).is_err());
        assert!(site_folder(Some("not an address")).is_err());
    }
}
