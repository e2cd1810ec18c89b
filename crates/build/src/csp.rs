//! index.html's Content-Security-Policy (its `<meta http-equiv>` element), to which the
//! build adds what the built page needs: live play's server (`connect-src`) and the first
//! screen's inline script, by its hash (`script-src`).

use lol_html::{element, rewrite_str, RewriteStrSettings};
use std::cell::Cell;

/// index.html's text with `source` added to the policy's `directive` (once). Only the
/// meta element's content attribute changes.
pub fn allow(html: &str, directive: &str, source: &str) -> Result<String, String> {
    let found = Cell::new(0);
    let out = rewrite_str(
        html,
        RewriteStrSettings::new().append_element_content_handler(element!(
            "meta[http-equiv][content]",
            |el| {
                let policy = el.get_attribute("http-equiv").unwrap_or_default();
                if found.get() != 0 || !policy.eq_ignore_ascii_case("content-security-policy") {
                    return Ok(());
                }
                let content = el.get_attribute("content").unwrap_or_default();
                let mut directives: Vec<String> = content
                    .split(';')
                    .map(str::trim)
                    .filter(|d| !d.is_empty())
                    .map(String::from)
                    .collect();
                let Some(named) = directives
                    .iter_mut()
                    .find(|d| d.split_whitespace().next() == Some(directive))
                else {
                    found.set(1);
                    return Ok(());
                };
                let mut sources: Vec<&str> = named.split_whitespace().collect();
                if !sources.contains(&source) {
                    sources.push(source);
                }
                *named = sources.join(" ");
                el.set_attribute("content", &directives.join("; "))?;
                found.set(2);
                Ok(())
            }
        )),
    )
    .map_err(|e| format!("index.html: {e}"))?;
    match found.get() {
        2 => Ok(out),
        1 => Err(format!("the Content-Security-Policy has no {directive}")),
        _ => Err("index.html has no Content-Security-Policy meta element".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = include_str!("../../../index.html");

    #[test]
    fn a_directive_gains_exactly_the_source_and_nothing_else_changes() {
        let out = allow(PAGE, "connect-src", "wss://nats.example.org:8443").unwrap();
        let changed: Vec<(&str, &str)> = out
            .lines()
            .zip(PAGE.lines())
            .filter(|(a, b)| a != b)
            .collect();
        assert_eq!(out.lines().count(), PAGE.lines().count());
        assert_eq!(changed.len(), 1);
        assert!(
            changed[0]
                .0
                .contains("connect-src 'self' wss://nats.example.org:8443; worker-src"),
            "{}",
            changed[0].0
        );
        assert_eq!(
            allow(&out, "connect-src", "wss://nats.example.org:8443").unwrap(),
            out
        );
        let hashed = allow(PAGE, "script-src", "'sha256-AAAA'").unwrap();
        assert!(hashed.contains("script-src 'self' 'wasm-unsafe-eval' 'sha256-AAAA'; style-src"));
    }

    #[test]
    fn a_page_without_a_csp_or_the_directive_is_an_error() {
        let bare = "<html><head></head><body></body></html>";
        assert!(allow(bare, "connect-src", "wss://a.org").is_err());
        let without = r#"<meta http-equiv="Content-Security-Policy" content="default-src 'self'">"#;
        assert_eq!(
            allow(without, "connect-src", "wss://a.org").unwrap_err(),
            "the Content-Security-Policy has no connect-src"
        );
    }
}
