//! The release build's steps that only make files smaller (skipped by
//! `PAPA_TAKARO_QUICK=1`):
//!  - the wasm-bindgen JS glue of every bundle, the loader (boot.js) and the first
//!    screen's script (first-screen.js), which every first screen downloads, minified by
//!    terser (Trunk's own minifier cannot parse the glue's
//!    `export { … as default }` and leaves it as it is);
//!  - the first screens' WebAssembly shrunk again by wasm-opt -Oz until it stops
//!    shrinking: Trunk's own pass runs once and takes no further options, and repeating
//!    it saves about 1 KB gzipped a bundle, which the first screens' download budget
//!    (scripts/bundle-size) counts;
//!  - the names by which each bundle's wasm and glue call each other made short
//!    ([`wasm_names`]).

use crate::facts::bundle_files;
use crate::first_screen_script;
use crate::staging::Staging;
use crate::tools::{self, Script};
use crate::wasm_names;
use serde_json::Value;

/// Runs the three steps on the bundles `facts` names; returns what each did.
pub fn shrink(staging: &Staging, facts: &Value) -> Result<Vec<String>, String> {
    let mut said = Vec::new();
    if !staging.shrinking("shrink") {
        return Ok(said);
    }
    let bundles = bundle_files(facts)?;
    let scripts = bundles.iter().map(|b| (b.js.as_str(), Script::Module));
    for (name, kind) in scripts.chain([
        ("boot.js", Script::Module),
        (first_screen_script::FILE, Script::Classic),
    ]) {
        let code = staging.read_text(name)?;
        let out = tools::minify(staging, &code, kind)?;
        staging.write(name, &out)?;
        said.push(format!("{name} {} → {} bytes", code.len(), out.len()));
    }
    for bundle in bundles.iter().filter(|b| b.first_screen) {
        let before = staging.read(&bundle.wasm)?.len();
        tools::converge_wasm(staging, &staging.path(&bundle.wasm))?;
        said.push(format!(
            "{} {before} → {} bytes",
            bundle.wasm,
            staging.read(&bundle.wasm)?.len()
        ));
    }
    for bundle in &bundles {
        let (glue, wasm) = (staging.read_text(&bundle.js)?, staging.read(&bundle.wasm)?);
        let short = wasm_names::shorten(&glue, &wasm).map_err(|e| format!("{}: {e}", bundle.js))?;
        staging.write(&bundle.wasm, &short.wasm)?;
        staging.write(&bundle.js, &short.glue)?;
        said.push(format!(
            "{} and its wasm, {} short names, {} module(s): {} → {} bytes",
            bundle.js,
            short.names,
            short.modules,
            glue.len() + wasm.len(),
            short.glue.len() + short.wasm.len()
        ));
    }
    Ok(said)
}
