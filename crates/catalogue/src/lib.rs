//! Compiles translation catalogues (`i18n/<lang>/*.ftl`, Project Fluent syntax) into Rust:
//! one function a message. The root package's `build.rs` calls [`build`] and writes the
//! result to `$OUT_DIR/catalogue.rs`, included as `crate::t`.
//!
//! # The generated API
//!
//! - A message without variables whose text is plain in every language is
//!   `pub fn home_lead() -> &'static str`.
//! - A message with one variable takes it as its one argument:
//!   `t::kemu_stones_left(count)`. With a single argument there is nothing to swap.
//! - A message with two or more variables takes **one struct** named after the message,
//!   whose fields are the Fluent variable names:
//!   `t::mu_hint_line(t::MuHintLine { place, value })`. Rewording or reordering a sentence
//!   in any language cannot swap two arguments, because a call site names each one.
//!
//! Each message function returns the text in the page's language (`crate::i18n::lang()`);
//! a message missing from a translation falls back to English. A misspelt message or a
//! missing argument is a compile error, and each bundle links only the messages it uses.
//! The generated code calls two functions of the crate that includes it: `crate::i18n::lang()`
//! and `crate::i18n::put(&mut String, &dyn Display)`, which appends a shown variable (one
//! call, where `write!` would build its formatting arguments inline at each variable).
//!
//! A variable's Rust type follows from its use in any language:
//! - only shown (`{ $place }`): any `Display` value (`impl Display`, or a type parameter
//!   of the argument struct);
//! - a number selector (`[one]`, `*[other]`, `[0]`): `u32`;
//! - a word selector (`{ $tribe -> [matau] … *[manaia] … }`): the enum generated for the
//!   [`Selector`] the caller declares for that variable (`t::Tribe`). Its keys must be
//!   exactly the selector's keys in every language, or the build fails: a misspelt or a
//!   missing key cannot silently fall to the default. A word selector cannot also be
//!   shown (its value is a code, not words).
//!
//! # The Fluent this supports
//!
//! All a catalogue here needs: text, `{ $variable }`, `{ -term }` and `{ message }`
//! references (put in place at build time; a reference cycle is an error), string and
//! number literals, and select expressions on a variable. A line break inside a value
//! is a space. Attributes, functions and term arguments are errors.

mod generate;
pub mod message_ids;
mod parse;
mod selectors;

pub use generate::generate;
pub use parse::{parse_language, Catalogue, Key, Message, Part};
pub use selectors::{Selector, VarKind, Vars};

use std::path::{Path, PathBuf};

/// A language of the app: its folder under `i18n/` and its `crate::i18n::Lang` variant.
#[derive(Clone, Copy, Debug)]
pub struct Lang {
    pub code: &'static str,
    pub variant: &'static str,
}

/// Why the catalogues cannot be compiled, in words a translator can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

macro_rules! bail {
    ($($arg:tt)*) => { return Err($crate::Error(format!($($arg)*))) };
}
pub(crate) use bail;

/// The `.ftl` files of one language's folder, sorted, with their text.
pub fn read_folder(dir: &Path) -> Result<Vec<(PathBuf, String)>, Error> {
    let entries = std::fs::read_dir(dir).map_err(|e| Error(format!("{}: {e}", dir.display())))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    if files.is_empty() {
        bail!("{} has no .ftl file", dir.display());
    }
    files
        .into_iter()
        .map(|file| {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| Error(format!("{}: {e}", file.display())))?;
            Ok((file, text))
        })
        .collect()
}

/// Reads `i18n/<lang>/*.ftl` under `dir` for each language (the first is the fallback)
/// and returns the generated Rust. Tells Cargo to rerun when a catalogue changes.
pub fn build(dir: &Path, langs: &[Lang], selectors: &[Selector]) -> Result<String, Error> {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut catalogues = Vec::new();
    for lang in langs {
        let files = read_folder(&dir.join(lang.code))?;
        for (file, _) in &files {
            println!("cargo:rerun-if-changed={}", file.display());
        }
        catalogues.push(parse_language(&files)?);
    }
    generate(&catalogues, langs, selectors)
}
