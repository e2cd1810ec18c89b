//! The pages of each WebAssembly bundle (see [`crate::route::Bundle`]). Each bin links
//! only its own function, so a game's bundle carries neither the other game nor any
//! lesson, trainer or about page. With the registry of games ([`crate::games`]), this is
//! the one module that knows every game's pages: it has each game read its presets from
//! the address ([`MuPresets::from_query`],
//! [`KemuPresets::from_query`]), gives the print page each game's sheets, and draws each
//! game's board at the start for the home page's pictures ([`board_at_start`]), hands
//! the embed builder each game's own options ([`EmbedOptions`]), and hands class rooms
//! each game's part of them (`class_play`).

use crate::app::PageView;
use crate::embed_builder::{EmbedBuilder, GameOptions, TextError};
use crate::games::{Diagram, EmbedKind, Game, GamePage, Sheet};
use crate::home::Home;
use crate::kemu::about::KemuAbout;
use crate::kemu::analysis_slot::Analyser;
use crate::kemu::lessons::KemuLessons;
use crate::kemu::play::Kemu;
use crate::kemu::setup::KemuPresets;
use crate::lesson::{LessonGame, LessonPage};
use crate::mu::about::MuAbout;
use crate::mu::lessons::MuLessons;
use crate::mu::play::MuTorere;
use crate::mu::presets::MuPresets;
use crate::mu::trainer::MuTrainer;
use crate::play::friend::FriendAddress;
use crate::play::GameScreen;
use crate::print::{PrintPage, Sheets};
use crate::route::{Bundle, Page, Printable, Query, Route};
use crate::saves::Slot;
use crate::{kemu, mu};
use yew::prelude::*;

/// Each bundle's pages.
pub fn of(bundle: Bundle) -> PageView {
    match bundle {
        Bundle::Mu => mu,
        Bundle::Kemu => kemu,
        Bundle::Learn => learn,
        Bundle::About => about,
        Bundle::Print => print,
    }
}

/// A screen drawn before any WebAssembly arrives, in each language: rendered at build
/// time by the app's components (crates/build/src/first_screens.rs), shown by static/boot.js.
pub struct FirstScreen {
    /// Its name in file names and the loader (`first-<name>-<lang>`).
    pub name: &'static str,
    /// The address (query) that draws it, as the page's links and docs/ spell it.
    pub query: &'static str,
    /// The bundle that draws it.
    pub bundle: Bundle,
    /// What the app resumes instead when the browser keeps it.
    pub unless_stored: &'static [Slot],
}

const fn screen(
    name: &'static str,
    query: &'static str,
    bundle: Bundle,
    unless_stored: &'static [Slot],
) -> FirstScreen {
    FirstScreen {
        name,
        query,
        bundle,
        unless_stored,
    }
}

/// What stops a first screen: nothing; a saved game of either game (the app resumes
/// it); either game's lessons under way.
const NOTHING: &[Slot] = &[];
const MU_GAME: &[Slot] = &[mu::save::GAME];
const KEMU_GAME: &[Slot] = &[kemu::save::GAME];
const MU_LESSONS: &[Slot] = &[MuLessons::PROGRESS];
const KEMU_LESSONS: &[Slot] = &[KemuLessons::PROGRESS];

/// The first screens: the home page and both games at their default settings (these
/// three are in index.html), each Moeraki Kemu tier at its default match (and as the
/// page's links and docs/ spell them), the embedded games of docs/hosting.md's examples, both
/// about pages, and both games' first lesson.
#[rustfmt::skip]
pub const FIRST_SCREENS: &[FirstScreen] = &[
    screen("home", "", Bundle::Mu, NOTHING),
    screen("mu-torere", "?game=mu-torere", Bundle::Mu, MU_GAME),
    screen("kemu", "?game=kemu", Bundle::Kemu, KEMU_GAME),
    screen("kemu-beginner", "?game=kemu&tier=beginner", Bundle::Kemu, KEMU_GAME),
    screen("kemu-basic", "?game=kemu&tier=basic", Bundle::Kemu, KEMU_GAME),
    screen("kemu-basic-1", "?game=kemu&tier=basic&match=1", Bundle::Kemu, KEMU_GAME),
    screen("kemu-master", "?game=kemu&tier=master", Bundle::Kemu, KEMU_GAME),
    screen("kemu-master-3", "?game=kemu&tier=master&match=3", Bundle::Kemu, KEMU_GAME),
    screen("kemu-master-auge", "?game=kemu&tier=master%2Bauge", Bundle::Kemu, KEMU_GAME),
    screen("mu-torere-embedded", "?game=mu-torere&embed=1", Bundle::Mu, MU_GAME),
    screen("kemu-embedded", "?game=kemu&embed=1", Bundle::Kemu, KEMU_GAME),
    screen("kemu-basic-1-embedded", "?game=kemu&tier=basic&match=1&embed=1", Bundle::Kemu, KEMU_GAME),
    screen("mu-torere-about", "?game=mu-torere&about=1", Bundle::About, NOTHING),
    screen("kemu-about", "?game=kemu&about=1", Bundle::About, NOTHING),
    screen("mu-torere-lessons", "?learn=mu-torere", Bundle::Learn, MU_LESSONS),
    screen("mu-torere-lesson-1", "?learn=mu-torere&lesson=1", Bundle::Learn, MU_LESSONS),
    screen("kemu-lessons", "?learn=kemu", Bundle::Learn, KEMU_LESSONS),
    screen("kemu-lesson-1", "?learn=kemu&lesson=1", Bundle::Learn, KEMU_LESSONS),
];

/// The home page and the Mū tōrere game.
pub fn mu(route: &Route, opened: u32, navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::Home => html! { <Home navigate={navigate.clone()} /> },
        Page::Game {
            game: Game::MuTorere,
            kind: GamePage::Play,
        } => {
            html! { <GameScreen<MuTorere> key={opened} presets={MuPresets::from_query(&route.query)} projector={route.projector} /> }
        }
        // Pages of the other bundles: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// The Moeraki Kemu game.
pub fn kemu(route: &Route, opened: u32, _navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::Game {
            game: Game::Kemu,
            kind: GamePage::Play,
        } => {
            html! { <GameScreen<Kemu> key={opened} presets={KemuPresets::from_query(&route.query)} projector={route.projector} /> }
        }
        // Pages of the other bundles: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// The learning pages: both games' lessons, the Mū tōrere trap trainer, the analysis of a
/// finished Moeraki Kemu game; and both games with a friend on another device.
pub fn learn(route: &Route, opened: u32, _navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::Game {
            game: Game::MuTorere,
            kind: GamePage::Trainer,
        } => {
            let presets = MuPresets::from_query(&route.query);
            html! {
                <MuTrainer key={opened} puzzle={presets.puzzle.unwrap_or(1)} rules={presets.rules.unwrap_or_default()} projector={route.projector} />
            }
        }
        Page::Game {
            game: Game::MuTorere,
            kind: GamePage::Lessons,
        } => {
            let lesson = MuPresets::from_query(&route.query).lesson.unwrap_or(1);
            html! { <LessonPage<MuLessons> key={opened} {lesson} projector={route.projector} /> }
        }
        Page::Game {
            game: Game::Kemu,
            kind: GamePage::Lessons,
        } => {
            let lesson = KemuPresets::from_query(&route.query).lesson.unwrap_or(1);
            html! { <LessonPage<KemuLessons> key={opened} {lesson} projector={route.projector} /> }
        }
        // The game screen, which in this bundle can analyse a game, finished or not.
        Page::Game {
            game: Game::Kemu,
            kind: GamePage::Analysis,
        } => html! {
            <ContextProvider<Analyser> context={Analyser(crate::kemu::analysis::view)}>
                <GameScreen<Kemu> key={opened} presets={KemuPresets::from_query(&route.query)} projector={route.projector} analyse={true} />
            </ContextProvider<Analyser>>
        },
        // Games with a friend on another device: the game screen with friend play (a
        // class room's game with the class strip above it).
        Page::Game {
            game: Game::MuTorere,
            kind: GamePage::Friend,
        } => in_class(
            route,
            html! {
                <GameScreen<MuTorere> key={opened} presets={MuPresets::from_query(&route.query)} projector={route.projector}
                                      friend={FriendAddress::from_query(&route.query)} friends={true} />
            },
        ),
        Page::Game {
            game: Game::Kemu,
            kind: GamePage::Friend,
        } => in_class(
            route,
            html! {
                <GameScreen<Kemu> key={opened} presets={KemuPresets::from_query(&route.query)} projector={route.projector}
                                  friend={FriendAddress::from_query(&route.query)} friends={true} />
            },
        ),
        Page::EmbedBuilder => html! { <EmbedBuilder<EmbedOptions> key={opened} /> },
        // Class rooms.
        #[cfg(feature = "friends")]
        Page::Class => html! {
            <crate::class::ClassPage key={opened} query={route.query.clone()} projector={route.projector}
                                     games={crate::class::ClassGames(class_play)} />
        },
        // Pages of the other bundles: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// A friend's game, with the class strip above it when a class room gave it
/// (`&class=<room>`).
fn in_class(route: &Route, game: Html) -> Html {
    #[cfg(feature = "friends")]
    if let Some(room) = route
        .query
        .get("class")
        .filter(|room| crate::class::is_room_id(room))
    {
        return html! {
            <crate::class::strip::ClassStrip room={room.to_string()} games={crate::class::ClassGames(class_play)}>
                { game }
            </crate::class::strip::ClassStrip>
        };
    }
    let _ = route;
    game
}

/// Each game's part of class rooms (`<game>/class_play.rs`), which the class pages (the
/// learning bundle's `?class=…`) take for the game a room plays.
#[cfg(feature = "friends")]
fn class_play(game: Game) -> &'static dyn crate::class::games::AnyClassPlay {
    use crate::class::games::of;
    match game {
        Game::MuTorere => of::<MuTorere>(),
        Game::Kemu => of::<Kemu>(),
    }
}

/// Each game's own options in the embed builder (the learning bundle's
/// `?embed-builder=1`), which its folder keeps (`<game>/embed_options.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmbedOptions {
    MuTorere(mu::embed_options::Options),
    Kemu(kemu::embed_options::Options),
}

impl GameOptions for EmbedOptions {
    fn of(game: Game) -> EmbedOptions {
        match game {
            Game::MuTorere => EmbedOptions::MuTorere(Default::default()),
            Game::Kemu => EmbedOptions::Kemu(Default::default()),
        }
    }

    fn game(&self) -> Game {
        match self {
            EmbedOptions::MuTorere(_) => Game::MuTorere,
            EmbedOptions::Kemu(_) => Game::Kemu,
        }
    }

    fn numbers(game: Game, kind: EmbedKind) -> Vec<(String, String)> {
        match game {
            Game::MuTorere => mu::embed_options::numbers(kind),
            Game::Kemu => kemu::embed_options::numbers(kind),
        }
    }

    fn controls(&self, kind: EmbedKind, on: Callback<EmbedOptions>) -> Html {
        match self {
            EmbedOptions::MuTorere(options) => {
                mu::embed_options::controls(kind, options, on.reform(EmbedOptions::MuTorere))
            }
            EmbedOptions::Kemu(options) => {
                kemu::embed_options::controls(kind, options, on.reform(EmbedOptions::Kemu))
            }
        }
    }

    fn query(&self, kind: EmbedKind, text: &str, query: Query) -> Result<Query, TextError> {
        match self {
            EmbedOptions::MuTorere(options) => mu::embed_options::query(kind, options, text, query),
            EmbedOptions::Kemu(options) => kemu::embed_options::query(kind, options, text, query),
        }
    }
}

/// The about pages of both games.
pub fn about(route: &Route, _opened: u32, _navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::Game {
            game: Game::MuTorere,
            kind: GamePage::About,
        } => html! { <MuAbout /> },
        Page::Game {
            game: Game::Kemu,
            kind: GamePage::About,
        } => html! { <KemuAbout /> },
        // Pages of the other bundles: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// The printable sets and worksheets.
pub fn print(route: &Route, opened: u32, _navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::Print(printable) => html! {
            <PrintPage key={opened} {printable} sheets={sheets(printable)} paper={route.paper} seed={route.seed} />
        },
        // Pages of the other bundles: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// Each printable's sheets, drawn by its game.
fn sheets(printable: Printable) -> Sheets {
    match (printable.game, printable.sheet) {
        (Game::MuTorere, Sheet::Set) => |layout, _| mu::print_set::sheets(layout),
        (Game::MuTorere, Sheet::Puzzles) => mu::print_puzzles::sheets,
        (Game::Kemu, Sheet::Set) => |layout, _| kemu::print_set::sheets(layout),
        (Game::Kemu, Sheet::Puzzles) => kemu::print_puzzles::sheets,
    }
}

/// The diagrams of a game's about page, in the page's order.
pub fn about_diagrams(game: Game) -> &'static [Diagram] {
    match game {
        Game::MuTorere => &[],
        Game::Kemu => &kemu::about::DIAGRAMS,
    }
}

/// The board of one of a game's about-page diagrams ([`about_diagrams`]), with nothing to
/// click, for its picture's file (off the browser).
#[cfg(feature = "ssr")]
pub fn diagram_board(game: Game, diagram: &Diagram) -> Result<Html, String> {
    match game {
        Game::MuTorere => Err(format!(
            "{}: Mū tōrere's about page has no diagrams",
            diagram.file
        )),
        Game::Kemu => kemu::about::diagram_board(diagram),
    }
}

/// A game's board at the start, with nothing to click, for the home page's picture
/// (src/board_pictures.rs, off the browser).
#[cfg(feature = "ssr")]
pub fn board_at_start(game: Game) -> Html {
    match game {
        Game::MuTorere => mu::board::at_start(),
        Game::Kemu => kemu::picture::at_start(),
    }
}

#[cfg(test)]
mod tests {
    use crate::kemu::lessons::KemuLessons;
    use crate::lesson::LessonGame;
    use crate::mu::lessons::MuLessons;
    use crate::{kemu, mu, saves};

    #[test]
    fn each_first_screen_is_drawn_by_its_bundle_and_named_once() {
        use super::FIRST_SCREENS;
        use crate::games::{Game, GamePage};
        use crate::route::{parse, Page};
        for (i, screen) in FIRST_SCREENS.iter().enumerate() {
            let page = parse(screen.query).page;
            assert_eq!(page.bundle(), screen.bundle, "{}", screen.query);
            // A game's screen is not drawn while its game is saved (the app resumes it).
            let save = match page {
                Page::Game {
                    game: Game::MuTorere,
                    kind: GamePage::Play,
                } => Some(mu::save::GAME),
                Page::Game {
                    game: Game::Kemu,
                    kind: GamePage::Play,
                } => Some(kemu::save::GAME),
                _ => None,
            };
            let keys: Vec<&str> = screen.unless_stored.iter().map(|s| s.key).collect();
            match (page, save) {
                (_, Some(save)) => assert_eq!(keys, [save.key], "{}", screen.query),
                (Page::Home, _) => assert!(keys.is_empty(), "{}", screen.query),
                (page, _) if page.is(GamePage::About) => {
                    assert!(keys.is_empty(), "{}", screen.query)
                }
                _ => assert!(!keys.is_empty(), "{}: lessons under way", screen.query),
            }
            for other in &FIRST_SCREENS[i + 1..] {
                assert_ne!(screen.name, other.name);
                assert_ne!(screen.query, other.query);
            }
        }
    }

    #[test]
    fn every_slot_has_keys_of_its_own() {
        let slots = [
            mu::save::GAME,
            mu::save::PUZZLES,
            MuLessons::PROGRESS,
            kemu::save::GAME,
            KemuLessons::PROGRESS,
            saves::THEME,
            saves::LANGUAGE,
        ];
        let keys: Vec<&str> = slots.iter().flat_map(|slot| slot.keys()).collect();
        for (i, a) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(a), "{a}");
        }
    }
}
