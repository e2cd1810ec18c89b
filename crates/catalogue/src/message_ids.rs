//! The table behind reviewers' mode (`&ids=1`, static/ids.js): each message of a
//! language as a regular expression of its text, so that a text on the page can be traced
//! back to its message id. Terms and referenced messages are in place (as [`parse_language`]
//! lowers them), a variable matches anything, and a select matches any of its variants.
//!
//! The expressions are JavaScript's (`u` flag): only the characters that are special there
//! are escaped, since an escape of any other character is an error in that mode.

use crate::{parse_language, read_folder, Error, Message, Part};
use std::path::Path;

/// One message in the table: its id, its text as a regular expression, and how many
/// fixed characters (not blanks) it has, by which the closest match is chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessagePattern {
    pub id: String,
    pub source: String,
    pub literal: usize,
}

impl MessagePattern {
    /// A message of the catalogue (its id and lowered value) as a pattern.
    pub fn of((id, message): (String, Message)) -> MessagePattern {
        let (source, literal) = pattern(&trimmed(message.parts));
        MessagePattern {
            id,
            source,
            literal,
        }
    }
}

/// Every language folder under `i18n` (sorted by code) with its messages' patterns.
pub fn table(i18n: &Path) -> Result<Vec<(String, Vec<MessagePattern>)>, Error> {
    let entries = std::fs::read_dir(i18n).map_err(|e| Error(format!("{}: {e}", i18n.display())))?;
    let mut langs: Vec<String> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    langs.sort();
    langs
        .into_iter()
        .map(|lang| {
            let catalogue = parse_language(&read_folder(&i18n.join(&lang))?)?;
            let patterns = catalogue.into_iter().map(MessagePattern::of).collect();
            Ok((lang, patterns))
        })
        .collect()
}

/// The table as JSON: `{ "<lang>": [[id, source, literal], …], … }`.
pub fn to_json(table: &[(String, Vec<MessagePattern>)]) -> String {
    let languages = table
        .iter()
        .map(|(lang, patterns)| {
            let rows = patterns
                .iter()
                .map(|p| serde_json::json!([p.id, p.source, p.literal]))
                .collect::<Vec<_>>();
            (lang.clone(), serde_json::Value::Array(rows))
        })
        .collect::<serde_json::Map<_, _>>();
    serde_json::Value::Object(languages).to_string()
}

/// A message's parts as a regular expression, and its count of fixed characters.
fn pattern(parts: &[Part]) -> (String, usize) {
    let mut source = String::new();
    let mut literal = 0;
    for part in parts {
        match part {
            Part::Text(text) => {
                source.push_str(&escape(text));
                literal += text.chars().filter(|c| !c.is_whitespace()).count();
            }
            Part::Var(_) => source.push_str(r"[\s\S]*?"),
            Part::Select { variants, .. } => {
                let alternatives: Vec<(String, usize)> = variants
                    .iter()
                    .map(|(_, parts)| pattern(&trimmed(parts.clone())))
                    .collect();
                let sources: Vec<&str> = alternatives.iter().map(|(s, _)| s.as_str()).collect();
                source.push_str(&format!("(?:{})", sources.join("|")));
                literal += alternatives.iter().map(|(_, n)| *n).min().unwrap_or(0);
            }
        }
    }
    (source, literal)
}

/// A pattern without its leading and trailing blanks, as Fluent reads it.
fn trimmed(mut parts: Vec<Part>) -> Vec<Part> {
    if let Some(Part::Text(first)) = parts.first_mut() {
        *first = first.trim_start().to_string();
    }
    if let Some(Part::Text(last)) = parts.last_mut() {
        *last = last.trim_end().to_string();
    }
    parts.retain(|p| !matches!(p, Part::Text(t) if t.is_empty()));
    parts
}

/// Text as a JavaScript regular expression matching it: its special characters escaped,
/// and any run of blanks matching any run of blanks (the page may wrap a line).
fn escape(text: &str) -> String {
    let mut out = String::new();
    let mut blank = false;
    for c in text.chars() {
        if c.is_whitespace() {
            if !blank {
                out.push_str(r"\s+");
            }
            blank = true;
            continue;
        }
        blank = false;
        if ".*+?^${}()|[]\\".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn patterns_of(ftl: &str) -> Vec<MessagePattern> {
        let catalogue = parse_language(&[("test.ftl".into(), ftl.to_string())]).unwrap();
        catalogue.into_iter().map(MessagePattern::of).collect()
    }

    #[test]
    fn text_is_escaped_and_blanks_match_any_blanks() {
        let p = &patterns_of("a = Move 8 (of 9)?  Yes.\n")[0];
        assert_eq!(p.source, r"Move\s+8\s+\(of\s+9\)\?\s+Yes\.");
        assert_eq!(p.literal, "Move8(of9)?Yes.".len());
    }

    #[test]
    fn terms_references_variables_and_selects_are_in_place() {
        let ftl = "-game = Mū tōrere\n\
                   b = Play { -game }\n\
                   c = { b }: { $n ->\n    [one] one move\n   *[other] { $n } moves\n}\n";
        let p = patterns_of(ftl);
        assert_eq!(p[0].source, r"Play\s+Mū\s+tōrere");
        assert_eq!(p[1].id, "c");
        assert_eq!(
            p[1].source,
            r"Play\s+Mū\s+tōrere:\s+(?:one\s+move|[\s\S]*?\s+moves)"
        );
        // The fewest fixed characters of the variants ("moves": 5).
        assert_eq!(p[1].literal, "PlayMūtōrere:".chars().count() + 5);
    }

    #[test]
    fn every_catalogue_gives_patterns_javascript_can_read() {
        let i18n = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../i18n");
        let table = table(&i18n).unwrap();
        let langs: Vec<&str> = table.iter().map(|(l, _)| l.as_str()).collect();
        assert_eq!(langs, ["en", "mi"]);
        for (_, patterns) in &table {
            assert!(patterns.len() > 500, "every message is in the table");
            for p in patterns {
                // Unicode mode allows an escape only of a special character (and `\s`, `\S`).
                let mut chars = p.source.chars();
                while let Some(c) = chars.next() {
                    if c == '\\' {
                        let escaped = chars.next().unwrap_or(' ');
                        assert!(
                            ".*+?^${}()|[]\\sS".contains(escaped),
                            "{}: \\{escaped} in {}",
                            p.id,
                            p.source
                        );
                    }
                }
                // Balanced groups: the only parentheses not escaped are the selects' own.
                let opened = p.source.matches("(?:").count();
                let closed = p.source.matches(')').count() - p.source.matches(r"\)").count();
                assert_eq!(opened, closed, "{}: {}", p.id, p.source);
            }
        }
        let json: serde_json::Value = serde_json::from_str(&to_json(&table)).unwrap();
        assert_eq!(json["en"][0].as_array().unwrap().len(), 3);
    }
}
