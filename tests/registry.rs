//! One registry of games (src/games/, with src/pages.rs: what each game draws on each
//! page): outside the games' own folders (src/mu/, src/kemu/) and the registry, no file
//! of `src/` names both games, nor does the build program (`crates/build`) or a script of
//! `static/` or `scripts/`. A file that
//! names both is almost always a list of the games, which a third game would have to be
//! added to by hand; such a list belongs in the registry (`Game`, its methods,
//! `crate::pages`), from which the rest is derived. docs/architecture.md's "Adding a game"
//! lists what a new game touches.
//!
//! What counts as naming a game: its slug (`mu-torere`, `kemu`), its `Game` variant
//! (`MuTorere`, `Kemu`), its folder's module (`mu::`, `kemu::`) or the core's
//! (`mu_torere`), its board's class (`mu-board`, `kemu-board`), case aside. Comments and a
//! file's `#[cfg(test)] mod tests` are not read (tests name example addresses of both).

use std::path::{Path, PathBuf};

/// Words that name Mū tōrere, and words that name Moeraki Kemu (lower case).
const MU_TORERE: &[&str] = &["mu-torere", "mu_torere", "mutorere", "mu::", "mu-board"];
const KEMU: &[&str] = &["kemu"];

/// The files of `src/` outside the games' folders and the registry that still name both
/// games, each with why. Keep it short: a new entry needs a reason the registry cannot give.
const EXCEPTIONS: &[(&str, &str)] = &[];

/// Whether the text names both games.
fn names_both(text: &str) -> bool {
    let text = text.to_lowercase();
    let names = |words: &[&str]| {
        words.iter().any(|word| {
            text.match_indices(word).any(|(at, _)| {
                // `mu::` inside `kemu::` is Kemu's.
                !(word.starts_with("mu") && text[..at].ends_with("ke"))
            })
        })
    };
    names(MU_TORERE) && names(KEMU)
}

/// A Rust file without its comments and its test module.
fn rust_code(text: &str) -> String {
    let code = match text.find("#[cfg(test)]\nmod ") {
        Some(at) => &text[..at],
        None => text,
    };
    code.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A script without its comments (`//` lines and `/* … */` blocks).
fn script_code(text: &str) -> String {
    let mut code = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("/*") {
        code.push_str(&rest[..at]);
        rest = rest[at..]
            .find("*/")
            .map_or("", |end| &rest[at + end + 2..]);
    }
    code.push_str(rest);
    code.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn files(dir: &Path, ext: &str, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ext, found);
        } else if path.extension().is_some_and(|e| e == ext) {
            found.push(path);
        }
    }
}

/// The files (relative to the crate) of `dir` ending in `ext` that name both games.
fn naming_both(dir: &str, ext: &str, code: fn(&str) -> String) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    files(&root.join(dir), ext, &mut found);
    let mut named: Vec<String> = found
        .iter()
        .filter(|path| names_both(&code(&std::fs::read_to_string(path).unwrap())))
        .map(|path| {
            path.strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .collect();
    named.sort();
    named
}

fn excepted(file: &str) -> bool {
    // The games' folders, the registry, and its other half: what each game draws on each
    // page (src/pages.rs, above the rest as the registry is below it).
    let owned = ["src/mu/", "src/kemu/", "src/games/", "src/pages.rs"];
    owned.iter().any(|dir| file.starts_with(dir))
        || EXCEPTIONS.iter().any(|(path, _)| file.starts_with(path))
}

#[test]
fn only_the_registry_names_both_games() {
    let mut named = naming_both("src", "rs", rust_code);
    named.extend(naming_both("crates/build/src", "rs", rust_code));
    for dir in ["static", "scripts"] {
        named.extend(naming_both(dir, "js", script_code));
        named.extend(naming_both(dir, "mjs", script_code));
    }
    let outside: Vec<&String> = named.iter().filter(|file| !excepted(file)).collect();
    assert!(
        outside.is_empty(),
        "these files name both games outside the registry of games (src/games/): make the \
         list a method of `games::Game` or a fact of the build (src/build_facts.rs), or \
         say in tests/registry.rs why it cannot be: {outside:?}"
    );
    // Every exception is still needed.
    for (path, why) in EXCEPTIONS {
        assert!(
            named.iter().any(|file| file.starts_with(path)),
            "{path} no longer names both games: take it off the exceptions ({why})"
        );
    }
}

#[test]
fn naming_is_read_as_documented() {
    assert!(names_both("Game::MuTorere => 1, Game::Kemu => 2"));
    assert!(names_both(r#"["mu-board", "kemu-board"]"#));
    assert!(!names_both("crate::kemu::board::KemuBoard"));
    assert!(!names_both("takaro::core::mu_torere::Side"));
    assert!(!names_both(&rust_code(
        "// Mu-torere and kemu\nfn f() {}\n#[cfg(test)]\nmod tests { \"kemu\" \"mu-torere\" }"
    )));
    assert!(!names_both(&script_code(
        "/* mu-torere */ const a = \"kemu\";\n// mu-board"
    )));
}
