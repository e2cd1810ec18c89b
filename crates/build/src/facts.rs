//! The build's facts (`papa_takaro::build_facts`, stated by the Rust that defines them)
//! put into the build for the loader, the service worker and the other steps:
//!  - `facts.json`: the facts, with `hashes` (each bundle file's and the loader's content
//!    hash, which static/sw.js checks before it keeps a file), `build` (the build's id,
//!    from those hashes) and `page` (the files index.html's head names, which the service
//!    worker keeps with the page);
//!  - index.html: the loader's part of them (without `worker`, `hashes`, `games` and
//!    `page`) as a data block at the end of the body,
//!    `<script type="application/json" id="build-facts">`, which static/boot.js reads (a
//!    data block is not run, so `script-src 'self'` has nothing to allow).

use crate::html;
use crate::staging::Staging;
use papa_takaro::build_facts::{facts, files_in};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

/// One bundle's files (`js`, `wasm`), and whether a first screen starts it.
pub struct BundleFiles {
    pub js: String,
    pub wasm: String,
    pub first_screen: bool,
}

/// The facts of the bundles in the staging folder, as the app states them.
pub fn stated(staging: &Staging) -> Result<Value, String> {
    facts(|bin| files_in(&staging.dir, bin))
}

/// Each bundle's glue and wasm, once (an error when the facts do not list them as
/// `{"<bundle>": {"<lang>": [glue, wasm]}}`).
pub fn bundle_files(facts: &Value) -> Result<Vec<BundleFiles>, String> {
    let first: Vec<&str> = facts["firstScreens"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|screen| screen["bundle"].as_str())
        .collect();
    let bundles = facts["bundles"]
        .as_object()
        .ok_or("the build's facts list no bundles")?;
    let mut files: Vec<BundleFiles> = Vec::new();
    for (name, by_lang) in bundles {
        let languages = by_lang
            .as_object()
            .ok_or(format!("the bundle {name} has no files by language"))?;
        for pair in languages.values() {
            let (Some(js), Some(wasm)) = (pair[0].as_str(), pair[1].as_str()) else {
                return Err(format!(
                    "the bundle {name}'s files are not [glue, wasm]: {pair}"
                ));
            };
            if !files.iter().any(|b| b.js == js) {
                files.push(BundleFiles {
                    js: js.into(),
                    wasm: wasm.into(),
                    first_screen: first.contains(&name.as_str()),
                });
            }
        }
    }
    Ok(files)
}

/// A file's content hash, as static/sw.js computes it (SHA-256, the first 16 hex digits).
pub fn content_hash(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// The facts static/boot.js reads: all but the service worker's and the build's
/// (`worker`, `hashes`, `games`, `page`, each first screen's `bundle` and `inline`).
pub fn loader_facts(all: &Value) -> Value {
    let mut facts = all.as_object().cloned().unwrap_or_default();
    for key in ["worker", "hashes", "games", "page"] {
        facts.remove(key);
    }
    if let Some(Value::Array(screens)) = facts.get_mut("firstScreens") {
        for screen in screens.iter_mut().filter_map(Value::as_object_mut) {
            screen.remove("bundle");
            screen.remove("inline");
        }
    }
    Value::Object(facts)
}

/// JSON that may stand inside a `<script>` element: every `<` written as `\u003c`
/// (escaped while serializing, so no `</script>` can appear).
pub fn in_script(value: &Value) -> String {
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, ScriptSafe);
    serde::Serialize::serialize(value, &mut serializer).expect("JSON values serialize");
    String::from_utf8(out).expect("serde_json writes UTF-8")
}

/// serde_json's compact formatter, writing `<` in strings as `\u003c`.
struct ScriptSafe;

impl serde_json::ser::Formatter for ScriptSafe {
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        writer: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        let mut parts = fragment.split('<');
        writer.write_all(parts.next().unwrap_or_default().as_bytes())?;
        for part in parts {
            writer.write_all(br"\u003c")?;
            writer.write_all(part.as_bytes())?;
        }
        Ok(())
    }
}

/// `html` with its build-facts data block holding `text`: replaced, or put before
/// `</body>`.
pub fn with_facts_block(html: &str, text: &str) -> Result<String, String> {
    let block = format!(r#"<script type="application/json" id="build-facts">{text}</script>"#);
    match html::replace_element(html, "script#build-facts", &block)? {
        Some(out) => Ok(out),
        None => html::before_body_end(html, &block),
    }
}

/// Writes `facts.json` and index.html's data block: `stated` with the staged files'
/// hashes, the build's id and the head's files. Returns the build's id and how many
/// files it hashed.
pub fn write(staging: &Staging, stated: &Value) -> Result<(String, usize), String> {
    let mut files: Vec<String> = bundle_files(stated)?
        .into_iter()
        .flat_map(|b| [b.js, b.wasm])
        .collect();
    files.extend(
        stated["worker"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|f| f.as_str().map(String::from)),
    );
    files.push("boot.js".into());
    let mut hashes = Map::new();
    for file in &files {
        hashes.insert(
            file.clone(),
            Value::String(content_hash(&staging.read(file)?)),
        );
    }
    let listed: Vec<&str> = hashes
        .iter()
        .flat_map(|(f, h)| [f.as_str(), h.as_str().unwrap_or_default()])
        .collect();
    let build = content_hash(listed.join("\n").as_bytes());
    let page = staging.read_text("index.html")?;
    let mut all = Map::new();
    all.insert("build".into(), Value::String(build.clone()));
    all.extend(stated.as_object().cloned().unwrap_or_default());
    all.insert("hashes".into(), Value::Object(hashes));
    all.insert("page".into(), html::head_files(&page)?.into());
    let all = Value::Object(all);
    staging.write("facts.json", all.to_string())?;
    staging.write(
        "index.html",
        with_facts_block(&page, &in_script(&loader_facts(&all)))?,
    )?;
    Ok((build, files.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_hash_is_sha256s_first_sixteen_hex_digits() {
        assert_eq!(content_hash(b"abc"), "ba7816bf8f01cfea");
    }

    #[test]
    fn script_text_never_holds_a_less_than_sign() {
        let text = in_script(&json!({ "a": "</script><b>", "c": ["<"] }));
        assert_eq!(text, r#"{"a":"\u003c/script>\u003cb>","c":["\u003c"]}"#);
        assert_eq!(
            serde_json::from_str::<Value>(&text).unwrap(),
            json!({ "a": "</script><b>", "c": ["<"] })
        );
    }

    #[test]
    fn the_loader_gets_all_but_the_workers_and_the_builds_facts() {
        let all = json!({
            "build": "b", "worker": [], "hashes": {}, "games": [], "page": [], "kept": ["lang"],
            "firstScreens": [{ "name": "kemu", "bundle": "kemu", "inline": true, "query": "?game=kemu" }],
        });
        assert_eq!(
            loader_facts(&all),
            json!({ "build": "b", "kept": ["lang"], "firstScreens": [{ "name": "kemu", "query": "?game=kemu" }] })
        );
    }

    #[test]
    fn bundles_are_listed_once_each_with_whether_a_first_screen_starts_them() {
        let facts = papa_takaro::build_facts::unhashed_facts();
        let files = bundle_files(&facts).unwrap();
        let app = files.iter().find(|b| b.js == "app.js").unwrap();
        assert!(app.first_screen && app.wasm == "app_bg.wasm");
        assert!(
            !files
                .iter()
                .find(|b| b.js == "print.js")
                .unwrap()
                .first_screen
        );
        let mut names: Vec<&str> = files.iter().map(|b| b.js.as_str()).collect();
        names.dedup();
        assert_eq!(names.len(), files.len());
    }

    #[test]
    fn facts_without_their_bundles_files_are_an_error() {
        assert!(bundle_files(&json!({})).is_err());
        assert!(bundle_files(&json!({ "bundles": { "app": { "en": ["app.js"] } } })).is_err());
    }

    #[test]
    fn the_facts_block_is_replaced_or_added() {
        let page = "<html><body><p>x</p></body></html>";
        let once = with_facts_block(page, "{}").unwrap();
        assert_eq!(
            once,
            r#"<html><body><p>x</p><script type="application/json" id="build-facts">{}</script></body></html>"#
        );
        let twice = with_facts_block(&once, r#"{"a":1}"#).unwrap();
        assert_eq!(
            twice,
            r#"<html><body><p>x</p><script type="application/json" id="build-facts">{"a":1}</script></body></html>"#
        );
    }
}
