//! The first screen's script (`static/first-screen.js`) put into index.html inline, last
//! in the body, so that it runs while the page is read: a screen index.html holds is shown
//! at once, and the file of one it does not hold is fetched beside the loader rather than
//! after it. It is allowed by its hash in the Content-Security-Policy's `script-src`
//! ('unsafe-inline' stays out). The file stays in the site too: where a server sends an
//! older policy, without the hash, the browser blocks the inline copy and the loader runs
//! the file.

use crate::csp;
use crate::html;
use crate::staging::Staging;
use base64::prelude::{Engine, BASE64_STANDARD};
use sha2::{Digest, Sha256};

/// The script, as Trunk copies it into the site.
pub const FILE: &str = "first-screen.js";

/// The policy's source that allows exactly `script` inline: `'sha256-<base64>'` of its
/// UTF-8 text.
pub fn hash_source(script: &str) -> String {
    format!(
        "'sha256-{}'",
        BASE64_STANDARD.encode(Sha256::digest(script.as_bytes()))
    )
}

/// index.html's text with `script` last in its body and allowed by its hash.
pub fn inline(page: &str, script: &str) -> Result<String, String> {
    // In a script element, the HTML parser ends the script at `</script` and changes how
    // it reads after `<!--`: the text must hold neither to arrive as it is (and match its hash).
    let lower = script.to_ascii_lowercase();
    if lower.contains("</script") || lower.contains("<!--") {
        return Err(format!(
            "{FILE} holds `</script` or `<!--`, which cannot be inline"
        ));
    }
    let page = html::before_body_end(page, &format!("<script>{script}</script>"))?;
    csp::allow(&page, "script-src", &hash_source(script))
}

/// Puts the staged script into the staged index.html; returns what it did.
pub fn write(staging: &Staging) -> Result<Vec<String>, String> {
    let script = staging.read_text(FILE)?;
    let page = inline(&staging.read_text("index.html")?, &script)?;
    staging.write("index.html", page)?;
    Ok(vec![format!(
        "{FILE} inline ({} bytes), script-src {}",
        script.len(),
        hash_source(&script)
    )])
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = include_str!("../../../index.html");

    #[test]
    fn the_script_is_last_in_the_body_and_allowed_by_its_hash_alone() {
        let script = "\"use strict\";{const a=1<2&&\"ā\";}";
        let out = inline(PAGE, script).unwrap();
        let body_end = out.rfind("</body>").unwrap();
        assert!(out[..body_end]
            .trim_end()
            .ends_with(&format!("<script>{script}</script>")));
        // The hash of the UTF-8 text, as `openssl dgst -sha256 -binary | base64` gives it.
        let source = hash_source(script);
        assert_eq!(
            source,
            "'sha256-n7+B+k9QY89s5//deI9m1OfKK3i1MAWiq/Fecs7EETI='"
        );
        assert!(out.contains(&format!("script-src 'self' 'wasm-unsafe-eval' {source};")));
    }

    #[test]
    fn a_script_that_would_end_early_is_refused() {
        for bad in ["a('</script>')", "a('</SCRIPT ')", "a('<!--')"] {
            assert!(inline(PAGE, bad).is_err(), "{bad}");
        }
    }
}
