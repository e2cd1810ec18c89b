//! The edits the build makes to index.html, each by lol_html's streaming rewriter (an
//! HTML tokenizer that leaves every byte it is not asked to change as it was).

use lol_html::html_content::ContentType;
use lol_html::{element, rewrite_str, EndTagHandler, RewriteStrSettings};
use scraper::{Html, Selector};
use std::cell::Cell;
use url::Url;

/// Text for an attribute value between double quotes.
pub fn attribute_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// `html` with `markup` put just before `</body>` (Trunk's minifier leaves out
/// `</head>`, never `</body>`).
pub fn before_body_end(html: &str, markup: &str) -> Result<String, String> {
    let found = Cell::new(false);
    let out = rewrite_str(
        html,
        RewriteStrSettings::new().append_element_content_handler(element!("body", |el| {
            if let Some(handlers) = el.end_tag_handlers() {
                let markup = markup.to_owned();
                let handler: EndTagHandler<'static> = Box::new(move |end| {
                    end.before(&markup, ContentType::Html);
                    Ok(())
                });
                handlers.push(handler);
                found.set(true);
            }
            Ok(())
        })),
    )
    .map_err(|e| format!("index.html: {e}"))?;
    if found.get() {
        Ok(out)
    } else {
        Err("index.html has no </body>".into())
    }
}

/// `html` with the element `selector` names replaced by `markup`, or `None` when there is
/// no such element.
pub fn replace_element(html: &str, selector: &str, markup: &str) -> Result<Option<String>, String> {
    let found = Cell::new(false);
    let out = rewrite_str(
        html,
        RewriteStrSettings::new().append_element_content_handler(element!(selector, |el| {
            el.replace(markup, ContentType::Html);
            found.set(true);
            Ok(())
        })),
    )
    .map_err(|e| format!("index.html: {e}"))?;
    Ok(found.get().then_some(out))
}

/// The files in the page's folder that `html`'s head names (any element's `href` or
/// `src`), resolved as URLs: the page's style, icon, manifest, loader and oEmbed
/// description. The body's first screens link to pages, not files. Read by html5ever's
/// tree builder, since Trunk's minifier leaves out the `<head>` tags themselves.
pub fn head_files(html: &str) -> Result<Vec<String>, String> {
    let site = Url::parse("https://site.invalid/").expect("a valid base");
    let named = Selector::parse("head [href], head [src]").expect("a valid selector");
    let mut files = Vec::<String>::new();
    for element in Html::parse_document(html).select(&named) {
        let values = ["href", "src"]
            .into_iter()
            .filter_map(|name| element.value().attr(name));
        for value in values {
            let url = site
                .join(value)
                .map_err(|e| format!("index.html's head names {value:?}: {e}"))?;
            let file = url.path().trim_start_matches('/');
            let in_folder = url.origin() == site.origin()
                && url.query().is_none_or(str::is_empty)
                && !file.is_empty()
                && !file.contains('/');
            if in_folder && !files.iter().any(|f| f == file) {
                files.push(file.to_owned());
            }
        }
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_goes_before_the_end_of_the_body() {
        let page = "<html><head><title>x</title><body><p>a</p></body></html>";
        assert_eq!(
            before_body_end(page, "<template>t</template>").unwrap(),
            "<html><head><title>x</title><body><p>a</p><template>t</template></body></html>"
        );
        assert!(before_body_end("<p>no body end", "x").is_err());
    }

    #[test]
    fn an_element_is_replaced_only_when_present() {
        let page =
            r#"<body><script type="application/json" id="build-facts">{"a":1}</script></body>"#;
        let block = r#"<script type="application/json" id="build-facts">{"a":2}</script>"#;
        assert_eq!(
            replace_element(page, "script#build-facts", block)
                .unwrap()
                .as_deref(),
            Some(format!("<body>{block}</body>").as_str())
        );
        assert_eq!(
            replace_element("<body></body>", "script#build-facts", block).unwrap(),
            None
        );
    }

    #[test]
    fn the_head_without_its_tags_names_the_same_files() {
        let page = r#"<!doctype html><html lang=en><meta charset=utf-8><link href=./style-1.css rel=stylesheet><script src=./boot.js type=module></script><body><img src="x.png"></body></html>"#;
        assert_eq!(head_files(page).unwrap(), ["style-1.css", "boot.js"]);
    }

    #[test]
    fn the_head_names_files_of_the_folder_only() {
        let page = r#"<html><head><link rel="stylesheet" href="./style-1.css"><script type="module" src="boot.js"></script>
            <link rel="icon" href="icon.svg"><link rel="manifest" href="manifest.webmanifest">
            <link rel="alternate" href="https://other.example/x.json"><link href="/abs/file.css"><link href="sub/x.js">
            <link href="boot.js"><a href="?game=kemu"></a></head><body><a href="page.html"></a></body></html>"#;
        assert_eq!(
            head_files(page).unwrap(),
            ["style-1.css", "boot.js", "icon.svg", "manifest.webmanifest"]
        );
    }
}
