//! The README is the front door (issue 38): at most 200 lines, it links every page of
//! `docs/` and TRANSLATING.md, and every link between the README and the docs that names
//! a file of the repository names one that exists. Links are read with a Markdown parser.

use pulldown_cmark::{Event, Parser, Tag};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The destinations of the links (and images) of a Markdown file.
fn links(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    Parser::new(&text)
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => {
                Some(dest_url.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The repository file a link names, if it names one (not a web address or a fragment
/// of the same page).
fn target(from: &Path, link: &str) -> Option<PathBuf> {
    if link.contains("://") || link.starts_with('#') || link.starts_with("mailto:") {
        return None;
    }
    let path = link.split('#').next()?;
    Some(from.parent()?.join(path))
}

fn pages() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join("docs"))
        .expect("docs/")
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    pages.push(Path::new(ROOT).join("TRANSLATING.md"));
    pages.sort();
    pages
}

#[test]
fn the_readme_is_short_and_links_every_page_of_the_docs() {
    let readme = Path::new(ROOT).join("README.md");
    let lines = std::fs::read_to_string(&readme).unwrap().lines().count();
    assert!(lines <= 200, "README.md has {lines} lines, over 200");
    let linked: Vec<PathBuf> = links(&readme)
        .iter()
        .filter_map(|l| target(&readme, l))
        .filter_map(|p| p.canonicalize().ok())
        .collect();
    for page in pages() {
        let page = page.canonicalize().unwrap();
        assert!(
            linked.contains(&page),
            "README.md does not link {}",
            page.display()
        );
    }
}

#[test]
fn every_link_to_a_file_names_one_that_exists() {
    let mut files = pages();
    files.push(Path::new(ROOT).join("README.md"));
    for file in files {
        for link in links(&file) {
            if let Some(path) = target(&file, &link) {
                assert!(
                    path.exists(),
                    "{}: the link {link} names no file",
                    file.display()
                );
            }
        }
    }
}

/// The shell lines of a Markdown file's code blocks, each without its comment.
fn shell_lines(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let mut in_code = false;
    let mut lines = Vec::new();
    for event in Parser::new(&text) {
        match event {
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(pulldown_cmark::TagEnd::CodeBlock) => in_code = false,
            Event::Text(code) if in_code => lines.extend(
                code.lines()
                    .map(|line| line.split(" #").next().unwrap_or("").trim().to_string()),
            ),
            _ => {}
        }
    }
    lines
}

/// The project's own programs a shell line runs (`./run`, `scripts/fuzz`, …): the first
/// word of each command of the line, after its variable settings.
fn own_programs(line: &str) -> Vec<String> {
    line.split("&&")
        .flat_map(|part| part.split(['|', ';']))
        .filter_map(|command| {
            command
                .split_whitespace()
                .find(|word| !word.contains('='))
                .filter(|word| word.starts_with("./") || word.starts_with("scripts/"))
                .map(str::to_string)
        })
        .collect()
}

/// Every program of the project that the README and the docs tell a reader to run
/// answers `--help` with how to use it, so the docs' commands are known to run. (Tools
/// that are not the project's, such as `trunk`, `cargo` and `npm`, are their makers';
/// the `takaro` commands are checked by crates/takaro/tests/cli.rs.)
#[test]
fn every_program_the_docs_run_answers_help() {
    let mut files = pages();
    files.push(Path::new(ROOT).join("README.md"));
    let mut programs: Vec<(String, PathBuf)> = files
        .iter()
        .flat_map(|file| {
            shell_lines(file)
                .iter()
                .flat_map(|line| own_programs(line))
                .map(|program| (program, file.clone()))
                .collect::<Vec<_>>()
        })
        .collect();
    programs.sort();
    programs.dedup_by(|a, b| a.0 == b.0);
    let names: Vec<&str> = programs.iter().map(|(p, _)| p.as_str()).collect();
    for expected in ["./run", "./test", "scripts/fuzz"] {
        assert!(
            names.contains(&expected),
            "the docs run {expected}: {names:?}"
        );
    }
    for (program, file) in &programs {
        let path = Path::new(ROOT).join(program);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {program} is no file: {e}", file.display()));
        // Only a program that answers --help is run (./test would run every test).
        assert!(
            text.contains(r#"== --help"#),
            "{}: {program} does not answer --help",
            file.display()
        );
        let out = std::process::Command::new(&path)
            .arg("--help")
            .current_dir(ROOT)
            .output()
            .unwrap_or_else(|e| panic!("{}: {program} does not run: {e}", file.display()));
        let usage = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && usage.lines().count() >= 2,
            "{}: {program} --help says no more than {usage:?}",
            file.display()
        );
    }
}
