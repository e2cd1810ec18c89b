//! Compiles the translation catalogues (`i18n/<lang>/*.ftl`, Project Fluent syntax) into
//! Rust: one function a message, in `$OUT_DIR/catalogue.rs`, included as `crate::t`.
//!
//! `t::home_lead()` returns the message in the page's language; a message with variables
//! takes them as arguments (`t::moved(side, from, to)`), so a misspelt message or a
//! missing argument is a compile error, and each bundle links only the messages it
//! uses. A message missing from a language falls back to English (`cargo test` reports
//! it, see tests/catalogues.rs).
//!
//! The Fluent this supports, which is all a catalogue here needs: text, `{ $variable }`,
//! `{ -term }` and `{ message }` references, and select expressions on a variable:
//! plural categories (`[one]`, `*[other]`) and exact numbers (`[0]`) select on a number,
//! other keys (`[green]`) on a word. A line break inside a value is a space.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// The languages, in the order of `crate::i18n::Lang`; the first is the fallback.
const LANGS: [(&str, &str); 2] = [("en", "En"), ("mi", "Mi")];

/// A piece of a message after terms and message references are put in place.
#[derive(Clone, Debug)]
enum Part {
    Text(String),
    Var(String),
    Select {
        var: String,
        variants: Vec<(Key, Vec<Part>)>,
        default: usize,
    },
}

#[derive(Clone, Debug)]
enum Key {
    Number(u32),
    Category(String),
    Word(String),
}

/// How a variable is used, which decides its Rust type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum VarKind {
    /// Only shown: `impl Display`.
    Shown,
    /// Selects a plural form: `u32`.
    Count,
    /// Selects by word: `&str`.
    Word,
}

const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

type Catalogue = BTreeMap<String, Vec<Part>>;

fn main() {
    println!("cargo:rerun-if-changed=i18n");
    let mut catalogues = Vec::new();
    for (code, _) in LANGS {
        catalogues.push(read_language(Path::new("i18n").join(code).as_path()));
    }
    let out = generate(&catalogues);
    let path = Path::new(&std::env::var("OUT_DIR").unwrap()).join("catalogue.rs");
    std::fs::write(path, out).unwrap();
}

/// Every `.ftl` file of one language's folder, as one catalogue.
fn read_language(dir: &Path) -> Catalogue {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    let texts: Vec<String> = files
        .iter()
        .map(|file| {
            println!("cargo:rerun-if-changed={}", file.display());
            std::fs::read_to_string(file).unwrap()
        })
        .collect();
    let mut messages = BTreeMap::new();
    let mut terms = BTreeMap::new();
    let mut sources = BTreeMap::new();
    for (file, text) in files.iter().zip(&texts) {
        let resource = fluent_syntax::parser::parse(text.as_str()).unwrap_or_else(|(_, errors)| {
            panic!("{}: the Fluent syntax is wrong: {errors:?}", file.display())
        });
        for entry in resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let id = m.id.name.to_string();
                    assert!(
                        m.attributes.is_empty(),
                        "{}: {id}: attributes are not used here",
                        file.display()
                    );
                    let value = m
                        .value
                        .unwrap_or_else(|| panic!("{}: {id} has no value", file.display()));
                    if let Some(other) = sources.insert(id.clone(), file.clone()) {
                        panic!("{id} is in both {} and {}", other.display(), file.display());
                    }
                    messages.insert(id, value);
                }
                ast::Entry::Term(t) => {
                    terms.insert(t.id.name.to_string(), t.value);
                }
                ast::Entry::Junk { content } => {
                    panic!("{}: cannot read this entry:\n{content}", file.display())
                }
                _ => {}
            }
        }
    }
    let lower = Lower {
        messages: &messages,
        terms: &terms,
    };
    messages
        .iter()
        .map(|(id, pattern)| (id.clone(), lower.pattern(pattern, id, 0)))
        .collect()
}

/// Turns Fluent patterns into parts, putting terms and referenced messages in place.
struct Lower<'a> {
    messages: &'a BTreeMap<String, ast::Pattern<&'a str>>,
    terms: &'a BTreeMap<String, ast::Pattern<&'a str>>,
}

impl Lower<'_> {
    fn pattern(&self, pattern: &ast::Pattern<&str>, id: &str, depth: usize) -> Vec<Part> {
        assert!(depth < 8, "{id}: references go round in a circle");
        let mut parts = Vec::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    parts.push(Part::Text(value.replace('\n', " ")))
                }
                ast::PatternElement::Placeable { expression } => {
                    parts.extend(self.expression(expression, id, depth))
                }
            }
        }
        parts
    }

    fn expression(&self, e: &ast::Expression<&str>, id: &str, depth: usize) -> Vec<Part> {
        match e {
            ast::Expression::Inline(inline) => self.inline(inline, id, depth),
            ast::Expression::Select { selector, variants } => {
                let ast::InlineExpression::VariableReference { id: var } = selector else {
                    panic!("{id}: only a variable can select a variant")
                };
                let variants: Vec<_> = variants
                    .iter()
                    .map(|v| {
                        let key = match &v.key {
                            ast::VariantKey::NumberLiteral { value } => Key::Number(
                                value
                                    .parse()
                                    .unwrap_or_else(|_| panic!("{id}: [{value}] is not a count")),
                            ),
                            ast::VariantKey::Identifier { name }
                                if PLURAL_CATEGORIES.contains(name) =>
                            {
                                Key::Category(name.to_string())
                            }
                            ast::VariantKey::Identifier { name } => Key::Word(name.to_string()),
                        };
                        (key, self.pattern(&v.value, id, depth), v.default)
                    })
                    .collect();
                Vec::from([Part::Select {
                    var: var.name.to_string(),
                    default: variants
                        .iter()
                        .position(|v| v.2)
                        .expect("Fluent requires a default"),
                    variants: variants.into_iter().map(|(k, p, _)| (k, p)).collect(),
                }])
            }
        }
    }

    fn inline(&self, e: &ast::InlineExpression<&str>, id: &str, depth: usize) -> Vec<Part> {
        match e {
            ast::InlineExpression::StringLiteral { value } => {
                Vec::from([Part::Text(value.to_string())])
            }
            ast::InlineExpression::NumberLiteral { value } => {
                Vec::from([Part::Text(value.to_string())])
            }
            ast::InlineExpression::VariableReference { id: var } => {
                Vec::from([Part::Var(var.name.to_string())])
            }
            ast::InlineExpression::TermReference {
                id: term,
                attribute: None,
                arguments: None,
            } => {
                let pattern = self
                    .terms
                    .get(term.name)
                    .unwrap_or_else(|| panic!("{id}: no term -{}", term.name));
                self.pattern(pattern, id, depth + 1)
            }
            ast::InlineExpression::MessageReference {
                id: other,
                attribute: None,
            } => {
                let pattern = self
                    .messages
                    .get(other.name)
                    .unwrap_or_else(|| panic!("{id}: no message {}", other.name));
                self.pattern(pattern, id, depth + 1)
            }
            ast::InlineExpression::Placeable { expression } => {
                self.expression(expression, id, depth)
            }
            other => panic!("{id}: {other:?} is not supported by build.rs"),
        }
    }
}

/// A message's variables in the order they first appear (the order of the generated
/// function's arguments), and how each is used.
#[derive(Default)]
struct Vars(Vec<(String, VarKind)>);

impl Vars {
    fn get(&self, name: &str) -> Option<&VarKind> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, k)| k)
    }

    fn entry(&mut self, name: &str) -> &mut VarKind {
        if self.get(name).is_none() {
            self.0.push((name.to_string(), VarKind::Shown));
        }
        &mut self.0.iter_mut().find(|(n, _)| n == name).unwrap().1
    }

    fn insert(&mut self, name: String, kind: VarKind) -> Option<VarKind> {
        let was = self.get(&name).copied();
        *self.entry(&name) = kind;
        was
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn iter(&self) -> impl Iterator<Item = &(String, VarKind)> {
        self.0.iter()
    }
}

impl IntoIterator for Vars {
    type Item = (String, VarKind);
    type IntoIter = std::vec::IntoIter<(String, VarKind)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.into_iter()
    }
}

/// Each variable of a message and how it is used.
fn variables(parts: &[Part], vars: &mut Vars) {
    for part in parts {
        match part {
            Part::Text(_) => {}
            Part::Var(v) => {
                vars.entry(v);
            }
            Part::Select { var, variants, .. } => {
                let kind = if variants.iter().any(|(k, _)| matches!(k, Key::Word(_))) {
                    VarKind::Word
                } else {
                    VarKind::Count
                };
                let was = vars.insert(var.clone(), kind);
                assert!(
                    was.is_none_or(|w| w == kind || w == VarKind::Shown),
                    "${var} selects both by count and by word"
                );
                for (_, p) in variants {
                    variables(p, vars);
                }
            }
        }
    }
}

fn rust_name(name: &str) -> String {
    let name = name.replace('-', "_");
    const KEYWORDS: [&str; 12] = [
        "as", "fn", "for", "if", "in", "match", "move", "mod", "ref", "self", "type", "use",
    ];
    if KEYWORDS.contains(&name.as_str()) {
        format!("{name}_")
    } else {
        name
    }
}

/// Rust statements that append `parts` to `out`.
fn emit(parts: &[Part], code: &mut String, indent: &str) {
    for part in parts {
        match part {
            Part::Text(t) if t.is_empty() => {}
            Part::Text(t) => writeln!(code, "{indent}out.push_str({t:?});").unwrap(),
            Part::Var(v) => writeln!(
                code,
                "{indent}let _ = write!(out, \"{{}}\", {});",
                rust_name(v)
            )
            .unwrap(),
            Part::Select {
                var,
                variants,
                default,
            } => {
                let var = rust_name(var);
                let mut first = true;
                for (i, (key, body)) in variants.iter().enumerate() {
                    if i == *default {
                        continue;
                    }
                    let test = match key {
                        Key::Number(n) => format!("{var} == {n}"),
                        Key::Category(c) => format!("crate::i18n::plural({var}) == {c:?}"),
                        Key::Word(w) => format!("{var} == {w:?}"),
                    };
                    let word = if first { "if" } else { "} else if" };
                    writeln!(code, "{indent}{word} {test} {{").unwrap();
                    emit(body, code, &format!("{indent}    "));
                    first = false;
                }
                if first {
                    emit(&variants[*default].1, code, indent);
                } else {
                    writeln!(code, "{indent}}} else {{").unwrap();
                    emit(&variants[*default].1, code, &format!("{indent}    "));
                    writeln!(code, "{indent}}}").unwrap();
                }
            }
        }
    }
}

fn plain_text(parts: &[Part]) -> Option<String> {
    parts
        .iter()
        .map(|p| match p {
            Part::Text(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

fn generate(catalogues: &[Catalogue]) -> String {
    let english = &catalogues[0];
    let mut code = String::from(
        "// Generated by build.rs from i18n/*/*.ftl: edit the catalogues, not this file.\n\
         #[allow(unused_imports)]\nuse std::fmt::Write as _;\nuse crate::i18n::{lang, Lang};\n\n",
    );
    let ids: BTreeSet<&String> = english.keys().collect();
    for (code_name, _) in LANGS.iter().skip(1) {
        for id in catalogues[LANGS.iter().position(|l| l.0 == *code_name).unwrap()].keys() {
            assert!(
                ids.contains(id),
                "i18n/{code_name}: {id} is not in the English catalogue"
            );
        }
    }
    for id in ids {
        let mut vars = Vars::default();
        variables(&english[id], &mut vars);
        for catalogue in &catalogues[1..] {
            if let Some(parts) = catalogue.get(id) {
                let mut theirs = Vars::default();
                variables(parts, &mut theirs);
                for (v, kind) in theirs {
                    let ours = vars
                        .get(&v)
                        .unwrap_or_else(|| panic!("{id}: ${v} is not in the English message"));
                    assert!(
                        kind == VarKind::Shown || *ours == VarKind::Shown || kind == *ours,
                        "{id}: ${v} is used differently from English"
                    );
                    if *ours == VarKind::Shown {
                        vars.insert(v, kind);
                    }
                }
            }
        }
        let name = rust_name(id);
        let english_text = plain_text(&english[id]).unwrap_or_default();
        writeln!(
            code,
            "/// `{id}`{}",
            if english_text.is_empty() {
                String::new()
            } else {
                format!(": {english_text:?}")
            }
        )
        .unwrap();
        let texts: Vec<Option<String>> = catalogues
            .iter()
            .map(|c| c.get(id).and_then(|p| plain_text(p)))
            .collect();
        if vars.is_empty() && texts[0].is_some() {
            writeln!(
                code,
                "pub fn {name}() -> &'static str {{\n    match lang() {{"
            )
            .unwrap();
            for (i, (_, variant)) in LANGS.iter().enumerate() {
                let text = texts[i].clone().or_else(|| texts[0].clone()).unwrap();
                writeln!(code, "        Lang::{variant} => {text:?},").unwrap();
            }
            writeln!(code, "    }}\n}}\n").unwrap();
            continue;
        }
        let params: Vec<String> = vars
            .iter()
            .map(|&(ref v, kind)| {
                let ty = match kind {
                    VarKind::Shown => "impl std::fmt::Display",
                    VarKind::Count => "u32",
                    VarKind::Word => "&str",
                };
                format!("{}: {ty}", rust_name(v))
            })
            .collect();
        writeln!(code, "pub fn {name}({}) -> String {{", params.join(", ")).unwrap();
        writeln!(
            code,
            "    let mut out = String::new();\n    match lang() {{"
        )
        .unwrap();
        for (i, (_, variant)) in LANGS.iter().enumerate() {
            let parts = catalogues[i].get(id).unwrap_or(&english[id]);
            writeln!(code, "        Lang::{variant} => {{").unwrap();
            emit(parts, &mut code, "            ");
            writeln!(code, "        }}").unwrap();
        }
        writeln!(code, "    }}\n    out\n}}\n").unwrap();
    }
    code
}
