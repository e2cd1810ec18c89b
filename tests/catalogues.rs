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

/// English nouns that a count must not stand in front of outside a plural selector
/// ("1 plies"). "moves", "wins" and "draws" are verbs after a name ("Green moves"), so
/// they count only after a variable that is not one of [`NAME_VARIABLES`].
const PLURAL_NOUNS: [&str; 18] = [
    "plies",
    "positions",
    "games",
    "puzzles",
    "stones",
    "hollows",
    "tiles",
    "fields",
    "steps",
    "lessons",
    "times",
    "points",
    "counters",
    "traps",
    "players",
    "kinds",
    "notches",
    "kāwai",
];
const NOUN_OR_VERB: [&str; 3] = ["moves", "wins", "draws"];
/// Variables that hold a name (a side, a tribe, a player), never a count.
const NAME_VARIABLES: [&str; 6] = ["who", "tribe", "side", "winner", "loser", "mover"];
/// Te reo Māori plural determiners: "ngā nekehanga e { $n }" says more than one.
const MI_PLURAL_DETERMINERS: [&str; 6] = ["ngā", "āu", "ōu", "aku", "ōku", "āna"];

/// The text parts next to `parts[at]`: what stands right before it and right after it.
fn neighbours(parts: &[Part], at: usize) -> (String, String) {
    let text = |p: &Part| match p {
        Part::Text(t) => Some(t.clone()),
        _ => None,
    };
    let mut before: Vec<String> = parts[..at].iter().rev().map_while(text).collect();
    before.reverse();
    let after: String = parts[at + 1..].iter().map_while(text).collect();
    (before.concat(), after)
}

/// Where a count stands before a plural noun outside a selector on that count, in one
/// message's parts: "{ $x } plies" (en), "e { $x } ngā …" or "ngā … e { $x }" (mi).
/// `selected` holds the variables whose selectors the parts are inside.
fn bare_counts(lang: &str, parts: &[Part], selected: &mut Vec<String>, found: &mut Vec<String>) {
    for (at, part) in parts.iter().enumerate() {
        match part {
            Part::Var(v) if !selected.contains(v) => {
                let (before, after) = neighbours(parts, at);
                // The next word, or a word in brackets on its own: "{ $n } (plies)".
                let rest = after.trim_start();
                let bracketed = rest.strip_prefix('(');
                let word: String = bracketed
                    .unwrap_or(rest)
                    .chars()
                    .take_while(|c| c.is_alphabetic())
                    .collect();
                let closed = bracketed.is_none_or(|b| b[word.len()..].starts_with(')'));
                let next = if closed {
                    word.to_lowercase()
                } else {
                    String::new()
                };
                let bare = match lang {
                    "en" => {
                        PLURAL_NOUNS.contains(&next.as_str())
                            || (NOUN_OR_VERB.contains(&next.as_str())
                                && !NAME_VARIABLES.contains(&v.as_str()))
                    }
                    _ => {
                        let words: Vec<&str> = before.split_whitespace().collect();
                        let ends_in_e = words.last() == Some(&"e") && before.ends_with(' ');
                        let determiner = words.len() >= 2
                            && words[words.len().saturating_sub(5)..words.len() - 1]
                                .iter()
                                .any(|w| MI_PLURAL_DETERMINERS.contains(w));
                        ends_in_e && (next == "ngā" || determiner)
                    }
                };
                if bare {
                    found.push(format!("{before}{{ ${v} }}{after}").trim().to_string());
                }
            }
            Part::Select { var, variants, .. } => {
                selected.push(var.clone());
                for (_, p) in variants {
                    bare_counts(lang, p, selected, found);
                }
                selected.pop();
            }
            _ => {}
        }
    }
}

/// A count written out before a plural noun: "1 plies", "e 1 ngā", "e kotahi ngā".
fn one_before_plural(lang: &str, text: &str) -> bool {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    match lang {
        "en" => words
            .windows(2)
            .any(|w| w[0] == "1" && PLURAL_NOUNS.contains(&w[1].as_str())),
        _ => words
            .windows(3)
            .any(|w| w[0] == "e" && (w[1] == "1" || w[1] == "kotahi") && w[2] == "ngā"),
    }
}

fn bare_counts_in(lang: &str, source: &str) -> Vec<String> {
    let parsed =
        takaro_catalogue::parse_language(&[(PathBuf::from("t.ftl"), source.to_string())]).unwrap();
    let mut found = Vec::new();
    for m in parsed.values() {
        bare_counts(lang, &m.parts, &mut Vec::new(), &mut found);
    }
    found
}

#[test]
fn the_plural_check_finds_what_it_should() {
    let en = "a = win in { $plies } plies\n\
              b = Green wins in { $n } (plies)\n\
              c = { $who } wins; { $target } wins\n\
              d = { $n ->\n  [one] { $n } ply\n *[other] { $n } plies\n}\n\
              e = { $worth ->\n  [wins] in { $n } plies\n *[draws] no\n}\n\
              f = Green moves; positions: { $count }\n\
              g = puzzle { $number } (puzzles: 3)\n";
    assert_eq!(
        bare_counts_in("en", en),
        [
            "win in { $plies } plies",
            "Green wins in { $n } (plies)",
            "wins; { $target } wins",
            "in { $n } plies"
        ]
    );
    let mi = "a = e { $n } ngā nekehanga\n\
              b = i roto i āu nekehanga e { $moves }\n\
              c = { $n ->\n  [one] kotahi\n *[other] e { $n } ngā nekehanga\n}\n\
              d = kēmu { $number }: { $n } ki te { $m }\n";
    assert_eq!(
        bare_counts_in("mi", mi),
        [
            "e { $n } ngā nekehanga",
            "i roto i āu nekehanga e { $moves }"
        ]
    );
    assert!(one_before_plural("en", "Green wins in 1 plies."));
    assert!(!one_before_plural("en", "four in 1 ply, two in 3 plies"));
    assert!(one_before_plural("mi", "e 1 ngā nekehanga"));
    assert!(!one_before_plural("mi", "e 2 ngā nekehanga"));
}

#[test]
fn every_count_before_a_plural_noun_is_in_a_plural_selector() {
    let mut problems = Vec::new();
    for lang in LANGS {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("i18n")
            .join(lang);
        let files = takaro_catalogue::read_folder(&dir).unwrap_or_else(|e| panic!("{e}"));
        let parsed = takaro_catalogue::parse_language(&files).unwrap_or_else(|e| panic!("{e}"));
        for (id, m) in parsed {
            let mut found = Vec::new();
            bare_counts(lang, &m.parts, &mut Vec::new(), &mut found);
            for f in found {
                problems.push(format!("{lang}: `{id}` ({}): \"{f}\"", m.file.display()));
            }
        }
        for (id, message) in catalogue(lang) {
            if one_before_plural(lang, &message.text) {
                problems.push(format!(
                    "{lang}: `{id}` ({}) writes a 1 before a plural noun",
                    message.file.display()
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "a count before a plural noun, outside a plural selector ({{ $n -> [one] … *[other] … }}):\n{}",
        problems.join("\n")
    );
}

/// Te reo Māori forms the glossary (TRANSLATING.md) rejects, as word sequences in a
/// message's text (lower case, punctuation dropped), with what to write instead (issue 40).
/// "tōtika" is straight or proper (the lessons' "rārangi tōtika" stays); "ira" is the dot
/// on White's counters, not a point; a Kemu stone is never moved, and a panel that both
/// games share says "tāu nekehanga".
const REJECTED: [(&[&str], &str); 7] = [
    (&["tākaro", "tōtika"], "live is \"mataora\": tākaro mataora"),
    (&["kēmu", "tōtika"], "live is \"mataora\": kēmu mataora"),
    (&["i", "te", "ira"], "a point is \"wāhi\": i te wāhi"),
    (
        &["nekehia", "tāu", "kōhatu"],
        "a stone is placed, not moved: mahia tāu nekehanga",
    ),
    (
        &["nekehia", "te", "kōhatu"],
        "a stone is placed, not moved: whakatakotoria te kōhatu",
    ),
    (
        &["nekehia", "he", "kōhatu"],
        "a stone is placed, not moved: whakatakotoria he kōhatu",
    ),
    (
        &["hoki", "mai", "te", "hononga"],
        "\"hononga\" is the link; the connection is \"hono\": ina hono anō",
    ),
];

/// The rejected forms in a te reo Māori text, as "found → write".
fn rejected(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    REJECTED
        .iter()
        .filter(|(bad, _)| words.windows(bad.len()).any(|w| w == *bad))
        .map(|(bad, good)| format!("\"{}\" → {good}", bad.join(" ")))
        .collect()
}

#[test]
fn the_glossary_check_finds_what_it_should() {
    assert_eq!(
        rejected("Tākaro tōtika ki tētahi hoa"),
        ["\"tākaro tōtika\" → live is \"mataora\": tākaro mataora"]
    );
    assert_eq!(rejected("ehara a “9” i te ira (0 ki te 8)").len(), 1);
    assert_eq!(rejected("Nekehia tāu kōhatu, kātahi ka tuku").len(), 1);
    assert_eq!(rejected("ka tukuna ina hoki mai te hononga.").len(), 1);
    assert!(rejected(
        "Tākaro mataora ki tētahi hoa; he rārangi tōtika; Mā (ira); he ira mō Mā; ehara a “9” i \
         te wāhi; Mahia tāu nekehanga; kāore rawa e neke ngā kōhatu; ina hono anō"
    )
    .is_empty());
}

#[test]
fn te_reo_uses_the_glossary_forms() {
    let mut problems = Vec::new();
    for (id, message) in catalogue("mi") {
        for found in rejected(&message.text) {
            problems.push(format!("mi: `{id}` ({}): {found}", message.file.display()));
        }
    }
    assert!(
        problems.is_empty(),
        "forms TRANSLATING.md's glossary rejects:\n{}",
        problems.join("\n")
    );
}
