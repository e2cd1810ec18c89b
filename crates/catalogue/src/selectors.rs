//! Variables and selectors: how each variable of a message is used (which decides its
//! Rust type), and the check that a word selector's keys are exactly its declared keys.

use crate::parse::{Key, Part};
use crate::{bail, Error};

/// A word selector the app declares: a variable name, the Rust enum generated for it in
/// `crate::t`, and its keys (each becomes a variant: `loses-soon` → `LosesSoon`).
///
/// Wherever `$var` selects a variant, in any message and any language, its keys must be
/// exactly `keys`, each once: a misspelt, a missing or an extra key fails the build.
#[derive(Clone, Copy, Debug)]
pub struct Selector {
    pub var: &'static str,
    pub name: &'static str,
    pub keys: &'static [&'static str],
}

impl Selector {
    /// The enum variant of a key: `loses-soon` → `LosesSoon`.
    pub fn variant(key: &str) -> String {
        camel_case(key)
    }
}

/// `mu-hint-line` or `loses_soon` → `MuHintLine`, `LosesSoon`.
pub fn camel_case(name: &str) -> String {
    name.split(['-', '_'])
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect()
}

/// How a variable is used, which decides its Rust type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarKind {
    /// Only shown: any `Display` value.
    Shown,
    /// Selects a plural form or an exact number: `u32`.
    Count,
    /// Selects by word: the declared selector's enum.
    Word,
}

impl VarKind {
    /// The kind of a variable used both ways: a count may be shown too; a word selector
    /// may not (its value is a code, not words).
    fn merge(self, other: VarKind, var: &str) -> Result<VarKind, Error> {
        use VarKind::*;
        match (self, other) {
            (a, b) if a == b => Ok(a),
            (Shown, Count) | (Count, Shown) => Ok(Count),
            (Shown, Word) | (Word, Shown) => {
                bail!("${var} selects by word and is also shown: show a message for it instead")
            }
            _ => bail!("${var} selects both by count and by word"),
        }
    }
}

/// A message's variables in the order they first appear in English, and how each is used.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Vars(pub Vec<(String, VarKind)>);

impl Vars {
    pub fn get(&self, name: &str) -> Option<VarKind> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, k)| *k)
    }

    /// Adds a use of `name`, or merges it with the uses seen so far.
    pub fn add(&mut self, name: &str, kind: VarKind) -> Result<(), Error> {
        match self.0.iter_mut().find(|(n, _)| n == name) {
            Some((_, was)) => *was = was.merge(kind, name)?,
            None => self.0.push((name.to_string(), kind)),
        }
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The variables of `parts` and their uses, checking each select expression's keys
    /// against `selectors`.
    pub fn of(parts: &[Part], selectors: &[Selector]) -> Result<Vars, Error> {
        let mut vars = Vars::default();
        vars.collect(parts, selectors)?;
        Ok(vars)
    }

    fn collect(&mut self, parts: &[Part], selectors: &[Selector]) -> Result<(), Error> {
        for part in parts {
            match part {
                Part::Text(_) => {}
                Part::Var(v) => self.add(v, VarKind::Shown)?,
                Part::Select { var, variants, .. } => {
                    let keys: Vec<&Key> = variants.iter().map(|(k, _)| k).collect();
                    self.add(var, select_kind(var, &keys, selectors)?)?;
                    for (_, p) in variants {
                        self.collect(p, selectors)?;
                    }
                }
            }
        }
        Ok(())
    }
}

/// What a select expression on `$var` with these keys selects by: a word if `$var` is a
/// declared selector (and then its keys must be exactly the declared ones), otherwise a
/// count (and then every key must be a number or a plural category).
fn select_kind(var: &str, keys: &[&Key], selectors: &[Selector]) -> Result<VarKind, Error> {
    let Some(selector) = selectors.iter().find(|s| s.var == var) else {
        if let Some(Key::Word(w)) = keys.iter().find(|k| matches!(k, Key::Word(_))) {
            bail!(
                "${var} has the key [{w}], which is neither a number nor a plural category \
                 (zero, one, two, few, many, other); if ${var} selects by word, declare its \
                 keys (a Selector in build.rs)"
            );
        }
        return Ok(VarKind::Count);
    };
    let mut seen: Vec<&str> = Vec::new();
    for key in keys {
        let word = match key {
            Key::Word(w) | Key::Category(w) => w.clone(),
            Key::Number(n) => n.to_string(),
        };
        if !selector.keys.contains(&word.as_str()) {
            bail!(
                "${var} has the key [{word}], which is not one of {}'s: {}",
                selector.name,
                selector.keys.join(", ")
            );
        }
        if seen.contains(&word.as_str()) {
            bail!("${var} has the key [{word}] twice");
        }
        seen.push(selector.keys.iter().find(|k| **k == word).unwrap());
    }
    let missing: Vec<&str> = selector
        .keys
        .iter()
        .filter(|k| !seen.contains(k))
        .copied()
        .collect();
    if !missing.is_empty() {
        bail!(
            "${var} has no variant for {} (every one of {}'s keys needs its own)",
            missing.join(", "),
            selector.name
        );
    }
    Ok(VarKind::Word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_language;
    use std::path::PathBuf;

    const SELECTORS: [Selector; 2] = [
        Selector {
            var: "side",
            name: "Side",
            keys: &["green", "white"],
        },
        Selector {
            var: "worth",
            name: "Worth",
            keys: &["wins", "loses-soon"],
        },
    ];

    fn vars(source: &str) -> Result<Vars, Error> {
        let c = parse_language(&[(PathBuf::from("t.ftl"), source.to_string())]).unwrap();
        Vars::of(&c["a"].parts, &SELECTORS)
    }

    fn kinds(list: &[(&str, VarKind)]) -> Vars {
        Vars(list.iter().map(|(n, k)| (n.to_string(), *k)).collect())
    }

    #[test]
    fn each_use_gives_a_kind() {
        use VarKind::*;
        let cases = [
            (
                "a = { $x } and { $y }\n",
                kinds(&[("x", Shown), ("y", Shown)]),
            ),
            (
                "a = { $n ->\n  [one] a { $m }\n *[other] { $n } b\n}\n",
                kinds(&[("n", Count), ("m", Shown)]),
            ),
            (
                "a = { $n } { $n ->\n  [0] no\n *[other] b\n}\n",
                kinds(&[("n", Count)]),
            ),
            (
                "a = { $side ->\n  [green] G\n *[white] W { $n }\n}\n",
                kinds(&[("side", Word), ("n", Shown)]),
            ),
            (
                "a = { $worth ->\n  [loses-soon] L\n *[wins] W\n}\n",
                kinds(&[("worth", Word)]),
            ),
        ];
        for (source, want) in cases {
            assert_eq!(vars(source).unwrap(), want, "{source}");
        }
    }

    #[test]
    fn word_keys_must_be_exactly_the_declared_ones() {
        let cases = [
            (
                "a = { $side ->\n  [gren] G\n *[white] W\n}\n",
                "$side has the key [gren], which is not one of Side's: green, white",
            ),
            (
                "a = { $side ->\n *[white] W\n}\n",
                "$side has no variant for green (every one of Side's keys needs its own)",
            ),
            (
                "a = { $side ->\n  [white] G\n *[white] W\n}\n",
                "$side has the key [white] twice",
            ),
            (
                "a = { $side ->\n  [one] G\n *[white] W\n}\n",
                "$side has the key [one], which is not one of Side's",
            ),
            (
                "a = { $tribe ->\n  [matau] M\n *[manaia] W\n}\n",
                "$tribe has the key [matau], which is neither a number nor a plural category",
            ),
            (
                "a = { $n ->\n  [oen] M\n *[other] W\n}\n",
                "$n has the key [oen], which is neither a number",
            ),
            (
                "a = { $side } { $side ->\n  [green] G\n *[white] W\n}\n",
                "$side selects by word and is also shown",
            ),
        ];
        for (source, want) in cases {
            let got = vars(source).unwrap_err().0;
            assert!(got.starts_with(want), "{source}: {got}");
        }
    }

    #[test]
    fn names_are_camel_case() {
        for (name, want) in [
            ("loses-soon", "LosesSoon"),
            ("mu-hint-line", "MuHintLine"),
            ("matau", "Matau"),
            ("a_b", "AB"),
        ] {
            assert_eq!(camel_case(name), want);
        }
    }
}
