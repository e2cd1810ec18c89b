//! Tests only: runs the loader's functions (`static/boot.js`, with
//! `static/first-screen.js`) in Node on the build's facts ([`crate::build_facts`]), so
//! that every rule the loader applies (the bundle, the language, the theme, the saved
//! games that hide a first screen, the settings links keep) is compared with the Rust
//! that defines it, on many cases.

use crate::build_facts::unhashed_facts;

/// Runs `body` (JavaScript that may use every function of static/boot.js and
/// static/first-screen.js as `boot`, `facts`, the build's facts, and `process.argv`) with
/// `args`, and returns the lines it printed.
pub fn run(body: &str, args: &[String]) -> Vec<String> {
    let boot = concat!(env!("CARGO_MANIFEST_DIR"), "/static/boot.js");
    let facts = unhashed_facts().to_string();
    // boot.js runs static/first-screen.js, which gives its rules as `papaTakaroFirstScreen`.
    let script = format!(
        "const loader = await import({boot:?}); \
         const boot = {{ ...globalThis.papaTakaroFirstScreen, ...loader }}; \
         const facts = JSON.parse({facts:?}); {body}"
    );
    let out = std::process::Command::new("node")
        .args(["--input-type=module", "--no-warnings", "-e", &script])
        .args(args)
        .output()
        .expect("node runs static/boot.js (scripts/setup installs it)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(String::from)
        .collect()
}

/// Whether the loader shows its first screen for the address `query` when the browser
/// keeps an item under `key` only, with the build's list of first screens.
pub fn shows_first_screen(query: &str, key: &str) -> bool {
    let shown = run(
        "const [query, key] = process.argv.slice(1); \
         console.log(boot.firstScreen(query, (k) => (k === key ? '\"saved\"' : null), [], facts) !== null);",
        &[query.to_string(), key.to_string()],
    );
    shown == ["true"]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::build_facts;
    use crate::i18n::{choose, Lang};
    use crate::lesson::LessonGame;
    use crate::pages::FIRST_SCREENS;
    use crate::route::{keeping_settings, parse, Page};
    use crate::theme::{Theme, SYSTEM_THEMES};
    use serde_json::{json, Value};

    /// Runs `body` once a case: each case a JSON value `c`; one printed line a case.
    fn each(cases: &[Value], body: &str) -> Vec<String> {
        let out = run(
            &format!("for (const c of JSON.parse(process.argv[1])) console.log({body});"),
            &[Value::from(cases.to_vec()).to_string()],
        );
        assert_eq!(out.len(), cases.len());
        out
    }

    /// Addresses: every page's, each game's with the keys that send it to the learning
    /// bundle or not, odd spellings, each with and without the language and other settings.
    fn addresses() -> Vec<String> {
        let mut bases: Vec<String> = Page::all().iter().map(|p| p.query()).collect();
        for game in ["mu-torere", "kemu"] {
            let mut extras = vec![
                "",
                "about=1",
                "about=0",
                "about",
                "about=",
                "friends=1",
                "friends=0",
                "friend=AAAAAAAAAAAAAAAAAAAAAA&as=white",
                "friend=",
                "live=AAAAAAAAAAAAAAAAAAAAAA",
                "watch=AAAAAAAAAAAAAAAAAAAAAA",
                "analyse=0",
                "about=1&about=0",
                "friends=1&friends=0",
            ];
            extras.push(if game == "kemu" {
                "analyse=1&record=bAx!Bcd"
            } else {
                "puzzle=2&rules=free"
            });
            for extra in extras {
                bases.push(format!("?game={game}&{extra}"));
                bases.push(format!("?{extra}&game={game}&tier=master&match=3"));
            }
        }
        bases.extend(
            [
                "?game=chess",
                "?game=kemu&game=mu-torere",
                "?game=mu-torere&game=kemu",
                "?game=k%65mu",
                "?g%61me=kemu",
                "?game=__proto__",
                "?game=constructor",
                "?game=",
                "?game",
                "?learn=kemu&lesson=3",
                "?learn=mu-torere",
                "?print=kemu-puzzles&seed=7",
                "?print=mu-torere&paper=a3",
                "?game=kemu+",
                "?x=1&game=kemu",
            ]
            .map(String::from),
        );
        let settings = [
            "",
            "&lang=mi",
            "&lang=en",
            "&lang=fr",
            "&lang=mi&lang=en",
            "&l%61ng=mi",
            "&lang=mi-NZ",
            "&embed=1&theme=dark",
            "&view=projector&ids=1",
        ];
        let mut all = Vec::new();
        for base in &bases {
            for setting in settings {
                let query = format!("{base}{setting}");
                all.push(match query.strip_prefix('&') {
                    Some(rest) => format!("?{rest}"),
                    None => query,
                });
            }
        }
        all
    }

    #[test]
    fn the_loader_starts_the_bundle_and_language_the_page_draws() {
        let remembered = [None, Some("mi"), Some("en"), Some("EN"), Some("de")];
        let preferred: [&[&str]; 5] =
            [&[], &["mi-NZ"], &["fr-FR", "mi", "en"], &["en-NZ"], &["de"]];
        let facts = build_facts::unhashed_facts();
        let cases: Vec<Value> = addresses()
            .iter()
            .enumerate()
            .map(|(i, q)| json!([q, remembered[i % 5], preferred[i % 7 % 5]]))
            .collect();
        let loader = each(
            &cases,
            "JSON.stringify(boot.files(c[0], boot.language(c[0], () => c[1] === null ? null : JSON.stringify(c[1]), c[2], facts), facts))",
        );
        for (case, loads) in cases.iter().zip(loader) {
            let query = case[0].as_str().unwrap();
            let preferred: Vec<String> = case[2]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l.as_str().unwrap().to_string())
                .collect();
            let lang = choose(
                parse(query).lang,
                case[1].as_str().and_then(|r| r.parse().ok()),
                &preferred,
            );
            let bundle = build_facts::name(parse(query).page.bundle());
            assert_eq!(
                facts["bundles"][bundle][lang.code()].to_string(),
                loads,
                "{case}"
            );
        }
    }

    #[test]
    fn the_loader_sets_the_theme_the_page_sets() {
        let stored = [
            None,
            Some("\"dark\""),
            Some("\"contrast\""),
            Some("\"light\""),
            Some("\"Dark\""),
            Some("dark"),
            Some("\"purple\""),
            Some(""),
            Some("null"),
        ];
        let mut cases = Vec::new();
        for raw in stored {
            for matching in 0..4 {
                let matches: Vec<&str> = SYSTEM_THEMES[..2]
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| matching & (1 << i) != 0)
                    .map(|(_, (q, _))| *q)
                    .chain(["all"])
                    .collect();
                cases.push(json!([raw, matches]));
            }
        }
        let loader = each(
            &cases,
            "JSON.stringify(boot.theme(() => c[0], (q) => c[1].includes(q), facts))",
        );
        for (case, loads) in cases.iter().zip(loader) {
            let matches: Vec<&str> = case[1]
                .as_array()
                .unwrap()
                .iter()
                .map(|q| q.as_str().unwrap())
                .collect();
            // As the app reads it: the saved choice (a JSON string), else the system's.
            let saved = case[0]
                .as_str()
                .and_then(crate::storage::decode)
                .and_then(|t| t.parse::<Theme>().ok());
            let shown = saved.unwrap_or_else(|| crate::theme::system(|q| matches.contains(&q)));
            let expected = match saved {
                Some(saved) => json!({"saved": saved.code(), "shown": shown.code()}),
                None => json!({"shown": shown.code()}),
            };
            assert_eq!(expected.to_string(), loads, "{case}");
        }
    }

    #[test]
    fn a_saved_game_hides_only_its_own_first_screen() {
        let keys: Vec<&str> = [
            <crate::mu::play::MuTorere as crate::play::Saving>::SLOT,
            <crate::kemu::play::Kemu as crate::play::Saving>::SLOT,
        ]
        .iter()
        .flat_map(|slot| slot.keys())
        .chain([
            crate::saves::THEME.key,
            crate::saves::LANGUAGE.key,
            crate::mu::lessons::MuLessons::PROGRESS.key,
            crate::kemu::lessons::KemuLessons::PROGRESS.key,
        ])
        .collect();
        for screen in FIRST_SCREENS {
            let page = parse(screen.query).page;
            // What the page resumes instead: a saved game, lessons under way.
            use crate::games::{Game, GamePage};
            let own: Vec<&str> = match page {
                Page::Game {
                    game: Game::MuTorere,
                    kind: GamePage::Play,
                } => <crate::mu::play::MuTorere as crate::play::Saving>::SLOT
                    .keys()
                    .collect(),
                Page::Game {
                    game: Game::Kemu,
                    kind: GamePage::Play,
                } => <crate::kemu::play::Kemu as crate::play::Saving>::SLOT
                    .keys()
                    .collect(),
                Page::Game {
                    game: Game::MuTorere,
                    kind: GamePage::Lessons,
                } => crate::mu::lessons::MuLessons::PROGRESS.keys().collect(),
                Page::Game {
                    game: Game::Kemu,
                    kind: GamePage::Lessons,
                } => crate::kemu::lessons::KemuLessons::PROGRESS.keys().collect(),
                _ => Vec::new(),
            };
            for key in &keys {
                for query in [
                    screen.query.to_string(),
                    format!("{}&lang=mi", screen.query),
                    format!("?lang=en&{}", screen.query.trim_start_matches('?')),
                ] {
                    let query = match query.strip_prefix('&') {
                        Some(rest) => format!("?{rest}"),
                        None => query,
                    };
                    let query = query.replace("?&", "?");
                    assert_eq!(
                        shows_first_screen(&query, key),
                        !own.contains(key),
                        "{query} {key}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_loader_shows_first_screens_on_their_own_addresses_only() {
        let shown = |q: &str| shows_first_screen(q, "none");
        for q in [
            "",
            "?lang=mi",
            "?game=kemu",
            "?lang=mi&game=kemu",
            "?game=mu-torere&lang=en",
            "?game=kemu&tier=master",
            "?tier=master&game=kemu",
            "?game=kemu&about=1",
            "?game=kemu&tier=basic&match=1&embed=1&lang=mi",
            "?learn=kemu&lesson=1",
        ] {
            assert!(shown(q), "{q}");
        }
        for q in [
            "?lang=mi&lang=en",
            "?game=kemu&game=kemu",
            "?game=kemu&tier=master&match=5",
            "?learn=kemu&lesson=2",
            "?lang=fr",
            "?l%61ng=mi",
            "?game=k%65mu",
            "?game=chess",
            "?game=kemu&about=0",
            "?theme=dark",
        ] {
            assert!(!shown(q), "{q}");
        }
    }

    #[test]
    fn links_keep_the_settings_the_app_keeps() {
        let targets: Vec<String> = Page::all()
            .iter()
            .map(|p| p.query())
            .chain(["?game=kemu&tier=master+auge&match=3", "?note=a+b%26c"].map(String::from))
            .collect();
        let currents = [
            "",
            "?lang=mi",
            "?game=kemu&lang=en&theme=dark",
            "?embed=1&ids=1&view=projector",
            "?l%61ng=mi&lang=en",
            "?lang=en&lang=mi&theme=contrast&theme=light",
            "?embed=0",
            "?game=kemu&note=x",
        ];
        let mut cases = Vec::new();
        for target in &targets {
            for current in currents {
                cases.push(json!([target, current]));
            }
        }
        cases.push(json!(["?game=mu-torere&about=1#corrections", "?lang=mi"]));
        let loader = each(&cases, "boot.keeping(c[0], c[1], facts)");
        for (case, loads) in cases.iter().zip(loader) {
            let (href, current) = (case[0].as_str().unwrap(), case[1].as_str().unwrap());
            let (target, hash) = href
                .split_once('#')
                .map_or((href, None), |(t, h)| (t, Some(h)));
            let kept = keeping_settings(target, current);
            let expected = hash.map_or(kept.clone(), |h| format!("{kept}#{h}"));
            assert_eq!(expected, loads, "{case}");
        }
    }

    #[test]
    fn the_facts_name_every_language_and_theme() {
        let facts = build_facts::unhashed_facts();
        assert_eq!(facts["languages"], json!(Lang::ALL.map(Lang::code)));
        assert_eq!(facts["themes"], json!(Theme::ALL.map(Theme::code)));
    }
}
