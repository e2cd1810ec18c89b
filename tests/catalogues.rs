//! The translation catalogues (`i18n/<lang>/*.ftl`) agree with each other: every message
//! is in every language, uses the same variables as English and is not empty, and no
//! catalogue spells a te reo Māori word without its macrons. A reviewer who edits a
//! catalogue runs `./test` (or `cargo test --test catalogues`) to learn what broke.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use takaro_catalogue::Part;

const LANGS: [&str; 2] = ["en", "mi"];

/// One message: the file it is in, its variables and its text without markup (terms and
/// referenced messages put in place, each variable an `X`, every variant of a select).
struct Message {
    file: PathBuf,
    variables: BTreeSet<String>,
    text: String,
}

/// One language's catalogue, read by the build's own parser (crates/catalogue).
fn catalogue(lang: &str) -> BTreeMap<String, Message> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join(lang);
    let files = takaro_catalogue::read_folder(&dir).unwrap_or_else(|e| panic!("{e}"));
    takaro_catalogue::parse_language(&files)
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .map(|(id, m)| {
            let mut message = Message {
                file: m.file,
                variables: BTreeSet::new(),
                text: String::new(),
            };
            flatten(&m.parts, &mut message);
            (id, message)
        })
        .collect()
}

fn flatten(parts: &[Part], into: &mut Message) {
    for part in parts {
        match part {
            Part::Text(t) => into.text.push_str(t),
            Part::Var(v) => {
                into.variables.insert(v.clone());
                into.text.push('X');
            }
            Part::Select { var, variants, .. } => {
                into.variables.insert(var.clone());
                for (_, p) in variants {
                    into.text.push(' ');
                    flatten(p, into);
                }
            }
        }
    }
}

#[test]
fn every_message_is_in_every_language_with_the_same_variables() {
    let english = catalogue("en");
    let mut problems = Vec::new();
    for lang in &LANGS[1..] {
        let other = catalogue(lang);
        for (id, message) in &english {
            match other.get(id) {
                None => problems.push(format!(
                    "{lang}: `{id}` is missing (English: {})",
                    message.file.display()
                )),
                Some(theirs) if theirs.variables != message.variables => problems.push(format!(
                    "{lang}: `{id}` ({}) uses {:?}; English uses {:?}",
                    theirs.file.display(),
                    theirs.variables,
                    message.variables
                )),
                Some(_) => {}
            }
        }
        for (id, theirs) in &other {
            if !english.contains_key(id) {
                problems.push(format!(
                    "{lang}: `{id}` ({}) is not in English",
                    theirs.file.display()
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "the catalogues disagree:\n{}",
        problems.join("\n")
    );
}

#[test]
fn no_message_is_empty() {
    let mut problems = Vec::new();
    for lang in LANGS {
        for (id, message) in catalogue(lang) {
            if message.text.trim().is_empty() {
                problems.push(format!(
                    "{lang}: `{id}` ({}) is empty",
                    message.file.display()
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Te reo Māori words as they are often mistyped without macrons, and how to write them.
/// "Maori" stays only in published names: "Maori-Tane" of Moeraki Kemu and the title of
/// Elsdon Best's book (the term `-best-book`, which the check now sees in place).
const MACRONLESS: [(&str, &str); 6] = [
    ("maori", "Māori"),
    ("mu torere", "Mū tōrere"),
    ("mu-torere", "Mū tōrere"),
    ("putahi", "pūtahi"),
    ("kawai", "kāwai"),
    ("takaro", "Tākaro"),
];

/// Macron-less spellings in a text, as "found → write".
fn macronless(text: &str) -> Vec<String> {
    let lower = text
        .to_lowercase()
        .replace("maori-tane", "")
        .replace("games and pastimes of the maori", "");
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_alphabetic() || c == '-'))
        .filter(|w| !w.is_empty())
        .collect();
    let joined = format!(" {} ", words.join(" "));
    MACRONLESS
        .iter()
        .filter(|(bad, _)| {
            joined.contains(&format!(" {bad} ")) || joined.contains(&format!(" {bad}-"))
        })
        .map(|(bad, good)| format!("{bad} → {good}"))
        .collect()
}

#[test]
fn the_macron_check_finds_what_it_should() {
    assert_eq!(
        macronless("Play Mu torere at the putahi"),
        ["mu torere → Mū tōrere", "putahi → pūtahi"]
    );
    assert_eq!(macronless("A Maori game"), ["maori → Māori"]);
    assert!(macronless(
        "The Maori-Tane of Moeraki Kemu; Games and Pastimes of the Maori; Māori, Mū tōrere, \
         pūtahi, kāwai, Papa Tākaro"
    )
    .is_empty());
    assert_eq!(macronless("Papa Takaro"), ["takaro → Tākaro"]);
}

#[test]
fn te_reo_words_keep_their_macrons_in_every_catalogue() {
    let mut problems = Vec::new();
    for lang in LANGS {
        for (id, message) in catalogue(lang) {
            for found in macronless(&message.text) {
                problems.push(format!(
                    "{lang}: `{id}` ({}): {found}",
                    message.file.display()
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "spellings without macrons:\n{}",
        problems.join("\n")
    );
}

/// Every Rust file of the app, as one text.
fn app_source() -> String {
    fn walk(dir: &Path, into: &mut String) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, into);
            } else if path.extension().is_some_and(|x| x == "rs") {
                into.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let mut source = String::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut source,
    );
    source
}

#[test]
fn every_message_is_shown_somewhere() {
    // A message the page never calls (`t::name`) or the catalogue never puts into another
    // (`{ id }`) is a string a translator would translate for nothing.
    let source = app_source();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("i18n")
        .join("en");
    let catalogue_text: String = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    let unused: Vec<String> = catalogue("en")
        .into_keys()
        .filter(|id| {
            let function = format!("t::{}", id.replace('-', "_"));
            let called = source.match_indices(&function).any(|(at, _)| {
                !source[at + function.len()..]
                    .starts_with(|c: char| c.is_alphanumeric() || c == '_')
            });
            !called && !catalogue_text.contains(&format!("{{ {id} }}"))
        })
        .collect();
    assert!(unused.is_empty(), "messages nothing shows: {unused:?}");
}
