//! Tests only: runs a function of the loader, `static/boot.js`, in Node, so that the
//! app's rules and the loader's copies of them are compared on the same cases.

/// Imports `function` from static/boot.js, runs `body` (JavaScript that may use it and
/// `process.argv`) with `args`, and returns the lines it printed.
pub fn run(function: &str, body: &str, args: &[String]) -> Vec<String> {
    let boot = concat!(env!("CARGO_MANIFEST_DIR"), "/static/boot.js");
    let script = format!("const {{ {function} }} = await import({boot:?}); {body}");
    let out = std::process::Command::new("node")
        .args(["--input-type=module", "--no-warnings", "-e", &script])
        .args(args)
        .output()
        .expect("node runs static/boot.js (scripts/setup installs it)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(String::from)
        .collect()
}

/// Whether the loader shows its first screen for the address `query` when the browser
/// keeps an item under `key` only, with the build's list of first screens.
pub fn shows_first_screen(query: &str, key: &str) -> bool {
    let shown = run(
        "firstScreen",
        "const [query, key, screens] = process.argv.slice(1); \
         console.log(firstScreen(query, (k) => (k === key ? '\"saved\"' : null), [], JSON.parse(screens)) !== null);",
        &[query.to_string(), key.to_string(), first_screens()],
    );
    shown == ["true"]
}

/// The list of first screens as scripts/first-screen.mjs writes it into the page:
/// address → [name, the keys of the saves that make the app draw something else].
pub fn first_screens() -> String {
    let list: serde_json::Map<String, serde_json::Value> = crate::pages::FIRST_SCREENS
        .iter()
        .map(|screen| {
            let keys: Vec<&str> = screen.unless_stored.iter().flat_map(|s| s.keys()).collect();
            (
                screen.query.to_string(),
                serde_json::json!([screen.name, keys]),
            )
        })
        .collect();
    serde_json::Value::Object(list).to_string()
}
