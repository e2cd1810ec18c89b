//! Live play's files and address.
//!  - Writes the lazily loaded scripts of "Play a friend" into the build: live.js
//!    (static/live.js, which imports live-class.js: class rooms), nats-ws.js (npm
//!    nats.ws's ES module, which live.js imports) and friend-qr.js (npm
//!    qrcode-generator and static/friend-qr.js in one classic script); minified in
//!    release builds. No first screen fetches them (scripts/bundle-size).
//!  - When `PAPA_TAKARO_NATS` names the NATS server's WebSocket address, the page's
//!    Content-Security-Policy lets it connect there and nowhere else: its `connect-src`
//!    gets exactly that address (wss://, or ws:// on loopback only; anything else fails
//!    the build).

use crate::csp;
use crate::staging::Staging;
use crate::tools::{self, Script};
use url::Url;

/// The hosts that may be reached over plain ws://.
const LOOPBACK: [&str; 3] = ["127.0.0.1", "localhost", "[::1]"];

/// The CSP source for a NATS WebSocket address, or what is wrong with it.
pub fn nats_source(address: &str) -> Result<String, String> {
    let url = Url::parse(address)
        .map_err(|_| format!("PAPA_TAKARO_NATS is not an address: {address}"))?;
    let host = url.host_str().unwrap_or_default();
    match url.scheme() {
        "wss" => {}
        "ws" if LOOPBACK.contains(&host) => {}
        "ws" => {
            return Err(format!(
                "PAPA_TAKARO_NATS may use ws:// only on loopback (127.0.0.1, localhost, [::1]); use wss:// for {host}"
            ))
        }
        _ => return Err(format!("PAPA_TAKARO_NATS must be a wss:// address: {address}")),
    }
    if !url.username().is_empty()
        || url.password().is_some()
        || url.query().is_some()
        || url.fragment().is_some()
    {
        return Err(format!(
            "PAPA_TAKARO_NATS must not carry credentials, a query or a fragment: {address}"
        ));
    }
    let path = url.path();
    if !path
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._~-".contains(c))
    {
        return Err(format!(
            "PAPA_TAKARO_NATS's path may hold only letters, digits and / . _ ~ -: {address}"
        ));
    }
    let port = url.port().map(|p| format!(":{p}")).unwrap_or_default();
    let path = if path == "/" { "" } else { path };
    Ok(format!("{}://{host}{port}{path}", url.scheme()))
}

/// The CSP source `PAPA_TAKARO_NATS` asks for: none when it is unset or empty (the page
/// is left as it is), else its address, or what is wrong with it.
pub fn connect_source(setting: Option<&str>) -> Result<Option<String>, String> {
    setting
        .filter(|address| !address.is_empty())
        .map(nats_source)
        .transpose()
}

/// Writes live play's scripts, and lets the CSP reach `PAPA_TAKARO_NATS` when it is set.
/// Returns what it did, for the build's output.
pub fn write(staging: &Staging) -> Result<Vec<String>, String> {
    let shrink = staging.shrinking("live-assets");
    let source = connect_source(crate::staging::setting("PAPA_TAKARO_NATS")?.as_deref())?;
    let qr = format!(
        "(function () {{\n{}\n{}\n}})();\n",
        staging.source_text("node_modules/qrcode-generator/dist/qrcode.js")?,
        staging.source_text("static/friend-qr.js")?
    );
    let files = [
        (
            "live.js",
            staging.source_text("static/live.js")?,
            Script::Module,
        ),
        (
            "live-class.js",
            staging.source_text("static/live-class.js")?,
            Script::Module,
        ),
        (
            "nats-ws.js",
            staging.source_text("node_modules/nats.ws/esm/nats.js")?,
            Script::Module,
        ),
        ("friend-qr.js", qr, Script::Classic),
    ];
    let mut said = Vec::new();
    for (name, code, kind) in files {
        let code = if shrink {
            tools::minify(staging, &code, kind)?
        } else {
            code
        };
        staging.write(name, &code)?;
        said.push(format!("{name} {} bytes", code.len()));
    }
    if let Some(source) = source {
        let page = staging.read_text("index.html")?;
        staging.write("index.html", csp::allow(&page, "connect-src", &source)?)?;
        said.push(format!("connect-src allows {source}"));
    }
    Ok(said)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_an_address_the_page_is_left_as_it_is() {
        assert_eq!(connect_source(None).unwrap(), None);
        assert_eq!(connect_source(Some("")).unwrap(), None);
        assert_eq!(
            connect_source(Some("wss://a.org/")).unwrap().as_deref(),
            Some("wss://a.org")
        );
        assert!(connect_source(Some("ws://a.org")).is_err());
    }

    #[test]
    fn the_address_must_be_wss_or_ws_on_loopback() {
        assert_eq!(
            nats_source("wss://nats.example.org/").unwrap(),
            "wss://nats.example.org"
        );
        assert_eq!(
            nats_source("wss://nats.example.org:443/ws").unwrap(),
            "wss://nats.example.org/ws"
        );
        assert_eq!(
            nats_source("ws://127.0.0.1:4223").unwrap(),
            "ws://127.0.0.1:4223"
        );
        assert_eq!(
            nats_source("ws://localhost:4223").unwrap(),
            "ws://localhost:4223"
        );
        assert_eq!(nats_source("ws://[::1]:4223").unwrap(), "ws://[::1]:4223");
        for bad in [
            "ws://nats.example.org",
            "https://nats.example.org",
            "wss://u:p@nats.example.org",
            "wss://x.org/?a=1",
            "wss://x.org/#a",
            "nonsense",
            "wss://a.org 'unsafe-inline'",
            "wss://a.org/x;script-src",
            "wss://a.org/x,y",
        ] {
            assert!(nats_source(bad).is_err(), "{bad}");
        }
    }
}
