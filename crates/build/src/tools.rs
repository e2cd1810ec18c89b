//! The established tools the build runs: terser (JavaScript) and wasm-opt (WebAssembly).
//! A release build needs both; a missing one stops the build with a message naming what
//! installs it, so that two machines never build two different sites from one commit.

use crate::staging::Staging;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The WebAssembly features Rust's wasm32-unknown-unknown target uses.
const WASM_FEATURES: [&str; 6] = [
    "--enable-bulk-memory",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Whether a script is an ES module or a classic script.
#[derive(Clone, Copy)]
pub enum Script {
    Module,
    Classic,
}

/// `code` minified by terser (compressed twice, names mangled, ES2020), as the release
/// build minifies every script it writes.
pub fn minify(staging: &Staging, code: &str, kind: Script) -> Result<String, String> {
    let terser = tool(staging, "terser").ok_or(
        "terser is not installed: run `scripts/setup npm` (or build with PAPA_TAKARO_QUICK=1 to skip minifying)",
    )?;
    let mut command = Command::new(terser);
    if let Script::Module = kind {
        command.arg("--module");
    }
    command.args(["--ecma", "2020", "--compress", "passes=2", "--mangle"]);
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("terser: {e}"))?;
    let mut stdin = child.stdin.take().expect("piped stdin");
    let input = code.to_owned();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("terser: {e}"))?;
    writer
        .join()
        .expect("the writer does not panic")
        .map_err(|e| format!("terser: {e}"))?;
    if !output.status.success() {
        return Err(format!("terser failed ({})", output.status));
    }
    let out = String::from_utf8(output.stdout).map_err(|e| format!("terser: {e}"))?;
    Ok(out.strip_suffix('\n').unwrap_or(&out).to_owned())
}

/// Runs wasm-opt -Oz on `file` until it stops shrinking (`--converge`), leaving out the
/// custom sections no browser reads (the tools' names, the target's features).
pub fn converge_wasm(staging: &Staging, file: &Path) -> Result<(), String> {
    let wasm_opt = tool(staging, "wasm-opt").ok_or(
        "wasm-opt is not installed: run `scripts/setup web` (npm binaryen), or build with PAPA_TAKARO_QUICK=1 to skip this step",
    )?;
    let status = Command::new(wasm_opt)
        .args(WASM_FEATURES)
        .args([
            "-Oz",
            "--converge",
            "--strip-producers",
            "--strip-target-features",
        ])
        .arg(file)
        .arg("-o")
        .arg(file)
        .status()
        .map_err(|e| format!("wasm-opt: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("wasm-opt failed on {} ({status})", file.display()))
    }
}

/// A tool in the project's `node_modules/.bin` (the version package-lock.json pins),
/// else on the `PATH`.
fn tool(staging: &Staging, name: &str) -> Option<PathBuf> {
    let in_project = std::iter::once(staging.source.join("node_modules/.bin").join(name));
    let on_path = std::env::var_os("PATH")
        .into_iter()
        .flat_map(|path| std::env::split_paths(&path).collect::<Vec<_>>())
        .map(|dir| dir.join(name));
    in_project.chain(on_path).find(|file| file.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_projects_own_tool_comes_first() {
        let project = std::env::temp_dir().join(format!("build-site-tools-{}", std::process::id()));
        let bin = project.join("node_modules/.bin");
        std::fs::create_dir_all(&bin).unwrap();
        std::fs::write(bin.join("terser"), "").unwrap();
        let staging = Staging {
            dir: project.clone(),
            source: project.clone(),
            release: true,
            quick: false,
        };
        let found = tool(&staging, "terser");
        let missing = tool(&staging, "no-such-tool-anywhere");
        std::fs::remove_dir_all(&project).unwrap();
        assert_eq!(found, Some(bin.join("terser")));
        assert_eq!(missing, None);
    }
}
