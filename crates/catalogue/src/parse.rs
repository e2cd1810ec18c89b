//! Parsing and lowering: Fluent text in, each message as a list of [`Part`]s out, with
//! terms and referenced messages put in place.

use crate::{bail, Error};
use fluent_syntax::ast;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// A piece of a message after terms and message references are put in place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    Text(String),
    Var(String),
    Select {
        var: String,
        variants: Vec<(Key, Vec<Part>)>,
        /// The index in `variants` of the default (`*[…]`) variant.
        default: usize,
    },
}

/// A select expression's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Key {
    /// An exact number: `[0]`.
    Number(u32),
    /// A plural category: `[one]`, `[other]`.
    Category(String),
    /// Any other word: `[green]`.
    Word(String),
}

/// The CLDR plural categories; any other identifier key is a word.
pub const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// One message: the file it is in and its lowered value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub file: PathBuf,
    pub parts: Vec<Part>,
}

/// One language's messages by id.
pub type Catalogue = BTreeMap<String, Message>;

/// Parses one language's files (path and text) into one catalogue. Terms are shared by
/// the language's files; a message id may be defined only once.
pub fn parse_language(files: &[(PathBuf, String)]) -> Result<Catalogue, Error> {
    let mut messages = BTreeMap::new();
    let mut terms = BTreeMap::new();
    let mut sources: BTreeMap<String, PathBuf> = BTreeMap::new();
    for (file, text) in files {
        let resource = fluent_syntax::parser::parse(text.as_str()).map_err(|(_, errors)| {
            Error(format!(
                "{}: the Fluent syntax is wrong: {errors:?}",
                file.display()
            ))
        })?;
        for entry in resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let id = m.id.name.to_string();
                    if !m.attributes.is_empty() {
                        bail!("{}: {id}: attributes are not used here", file.display());
                    }
                    let Some(value) = m.value else {
                        bail!("{}: {id} has no value", file.display());
                    };
                    if let Some(other) = sources.insert(id.clone(), file.clone()) {
                        bail!("{id} is in both {} and {}", other.display(), file.display());
                    }
                    messages.insert(id, value);
                }
                ast::Entry::Term(t) => {
                    terms.insert(t.id.name.to_string(), t.value);
                }
                ast::Entry::Junk { content } => {
                    bail!("{}: cannot read this entry:\n{content}", file.display())
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
        .map(|(id, pattern)| {
            let mut path = vec![id.clone()];
            let parts = lower
                .pattern(pattern, &mut path)
                .map_err(|e| Error(format!("{}: {e}", sources[id].display())))?;
            let file = sources[id].clone();
            Ok((id.clone(), Message { file, parts }))
        })
        .collect()
}

/// Turns Fluent patterns into parts, putting terms and referenced messages in place.
struct Lower<'a> {
    messages: &'a BTreeMap<String, ast::Pattern<&'a str>>,
    terms: &'a BTreeMap<String, ast::Pattern<&'a str>>,
}

/// `path` is the chain of messages and terms (`-term`) being put in place, the message
/// itself first: it names the message in errors and finds reference cycles.
type Path = Vec<String>;

impl Lower<'_> {
    fn pattern(&self, pattern: &ast::Pattern<&str>, path: &mut Path) -> Result<Vec<Part>, Error> {
        let mut parts = Vec::new();
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    parts.push(Part::Text(value.replace('\n', " ")))
                }
                ast::PatternElement::Placeable { expression } => {
                    parts.extend(self.expression(expression, path)?)
                }
            }
        }
        Ok(parts)
    }

    fn expression(&self, e: &ast::Expression<&str>, path: &mut Path) -> Result<Vec<Part>, Error> {
        let id = path[0].clone();
        let ast::Expression::Select { selector, variants } = e else {
            let ast::Expression::Inline(inline) = e else {
                unreachable!()
            };
            return self.inline(inline, path);
        };
        let ast::InlineExpression::VariableReference { id: var } = selector else {
            bail!("{id}: only a variable can select a variant")
        };
        let mut lowered = Vec::new();
        let mut default = 0;
        for (i, v) in variants.iter().enumerate() {
            let key = match &v.key {
                ast::VariantKey::NumberLiteral { value } => match value.parse() {
                    Ok(n) => Key::Number(n),
                    Err(_) => bail!("{id}: [{value}] is not a count"),
                },
                ast::VariantKey::Identifier { name } if PLURAL_CATEGORIES.contains(name) => {
                    Key::Category(name.to_string())
                }
                ast::VariantKey::Identifier { name } => Key::Word(name.to_string()),
            };
            if v.default {
                default = i;
            }
            lowered.push((key, self.pattern(&v.value, path)?));
        }
        Ok(Vec::from([Part::Select {
            var: var.name.to_string(),
            variants: lowered,
            default,
        }]))
    }

    fn inline(&self, e: &ast::InlineExpression<&str>, path: &mut Path) -> Result<Vec<Part>, Error> {
        let (name, pattern) = match e {
            ast::InlineExpression::StringLiteral { value }
            | ast::InlineExpression::NumberLiteral { value } => {
                return Ok(Vec::from([Part::Text(value.to_string())]))
            }
            ast::InlineExpression::VariableReference { id: var } => {
                return Ok(Vec::from([Part::Var(var.name.to_string())]))
            }
            ast::InlineExpression::Placeable { expression } => {
                return self.expression(expression, path)
            }
            ast::InlineExpression::TermReference {
                id: term,
                attribute: None,
                arguments: None,
            } => (format!("-{}", term.name), self.terms.get(term.name)),
            ast::InlineExpression::MessageReference {
                id: other,
                attribute: None,
            } => (other.name.to_string(), self.messages.get(other.name)),
            other => bail!("{}: {other:?} is not supported here", path[0]),
        };
        let Some(pattern) = pattern else {
            bail!("{}: there is no {} to put in", path[0], reference(&name))
        };
        if path.contains(&name) {
            bail!(
                "{}: references go round in a circle: {} → {name}",
                path[0],
                path.join(" → ")
            );
        }
        path.push(name);
        let parts = self.pattern(pattern, path);
        path.pop();
        parts
    }
}

fn reference(name: &str) -> String {
    if name.starts_with('-') {
        format!("term {name}")
    } else {
        format!("message {name}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(source: &str) -> Result<Catalogue, Error> {
        parse_language(&[(PathBuf::from("t.ftl"), source.to_string())])
    }

    fn parts(source: &str, id: &str) -> Vec<Part> {
        parse(source).unwrap().remove(id).unwrap().parts
    }

    fn text(t: &str) -> Part {
        Part::Text(t.to_string())
    }

    #[test]
    fn lowers_text_variables_terms_and_references() {
        let source = "-game = Mū tōrere\nname = { -game }\nhi = Play { name }, { $who }!\n";
        let cases: [(&str, Vec<Part>); 2] = [
            ("name", vec![text("Mū tōrere")]),
            (
                "hi",
                vec![
                    text("Play "),
                    text("Mū tōrere"),
                    text(", "),
                    Part::Var("who".into()),
                    text("!"),
                ],
            ),
        ];
        for (id, want) in cases {
            assert_eq!(parts(source, id), want, "{id}");
        }
    }

    #[test]
    fn a_line_break_is_a_space_and_literals_are_text() {
        assert_eq!(
            parts("a = one\n    two { \"x\" } { 3 }\n", "a"),
            [text("one "), text("two "), text("x"), text(" "), text("3")]
        );
    }

    #[test]
    fn keys_are_numbers_categories_or_words() {
        let source = "a = { $n ->\n    [0] none\n    [one] one\n   *[other] many\n}\n\
                      b = { $side ->\n    [green] G\n   *[white] W\n}\n";
        let Part::Select {
            var,
            variants,
            default,
        } = &parts(source, "a")[0]
        else {
            panic!()
        };
        assert_eq!((var.as_str(), *default), ("n", 2));
        let keys: Vec<&Key> = variants.iter().map(|v| &v.0).collect();
        assert_eq!(
            keys,
            [
                &Key::Number(0),
                &Key::Category("one".into()),
                &Key::Category("other".into())
            ]
        );
        let Part::Select { variants, .. } = &parts(source, "b")[0] else {
            panic!()
        };
        assert_eq!(variants[0], (Key::Word("green".into()), vec![text("G")]));
    }

    #[test]
    fn errors_name_the_message_and_the_problem() {
        let cases = [
            (
                "a = { missing }\n",
                "t.ftl: a: there is no message missing to put in",
            ),
            (
                "a = { -gone }\n",
                "t.ftl: a: there is no term -gone to put in",
            ),
            (
                "a = x { b }\nb = y { a }\n",
                "t.ftl: a: references go round in a circle: a → b → a",
            ),
            (
                "-t = { -t }\na = { -t }\n",
                "t.ftl: a: references go round in a circle: a → -t → -t",
            ),
            ("a = x\na = y\n", "a is in both t.ftl and t.ftl"),
            (
                "a = x\n    .title = y\n",
                "t.ftl: a: attributes are not used here",
            ),
            (
                "a = { $x ->\n   *[1.5] y\n}\n",
                "t.ftl: a: [1.5] is not a count",
            ),
            ("a = { NUMBER($x) }\n", "is not supported here"),
        ];
        for (source, want) in cases {
            let got = parse(source).unwrap_err().0;
            assert!(got.contains(want), "{source:?}: {got}");
        }
    }

    #[test]
    fn the_syntax_errors_name_the_file() {
        let got = parse("a = { $x\n").unwrap_err().0;
        assert!(got.starts_with("t.ftl: "), "{got}");
    }
}
