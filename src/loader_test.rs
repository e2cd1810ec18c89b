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
/// keeps an item under `key` only.
pub fn shows_first_screen(query: &str, key: &str) -> bool {
    let shown = run(
        "firstScreen",
        "const [query, key] = process.argv.slice(1); \
         console.log(firstScreen(query, (k) => (k === key ? '\"saved\"' : null), []) !== null);",
        &[query.to_string(), key.to_string()],
    );
    shown == ["true"]
}
