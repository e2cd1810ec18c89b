//! The pages of each WebAssembly bundle (see [`crate::route::Bundle`]). Each bin links
//! only its own function, so a game's bundle carries neither the other game nor any
//! lesson, trainer or about page. This is the one module that knows every game: it has
//! each game read its presets from the address ([`MuPresets::from_query`],
//! [`KemuPresets::from_query`]) and gives the print page each game's sheets.

use crate::home::Home;
use crate::kemu::about::KemuAbout;
use crate::kemu::analysis_slot::Analyser;
use crate::kemu::lessons::KemuLessons;
use crate::kemu::play::Kemu;
use crate::kemu::setup::KemuPresets;
use crate::lesson::LessonPage;
use crate::mu::about::MuAbout;
use crate::mu::lessons::MuLessons;
use crate::mu::play::MuTorere;
use crate::mu::presets::MuPresets;
use crate::mu::trainer::MuTrainer;
use crate::play::friend::FriendAddress;
use crate::play::GameScreen;
use crate::print::{PrintPage, Sheets};
use crate::route::{Page, Printable, Route};
use crate::{kemu, mu};
use yew::prelude::*;

/// The home page and the Mū tōrere game.
pub fn mu(route: &Route, opened: u32, navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::Home => html! { <Home navigate={navigate.clone()} /> },
        Page::MuTorere => {
            html! { <GameScreen<MuTorere> key={opened} presets={MuPresets::from_query(&route.query)} projector={route.projector} /> }
        }
        // Pages of the other bundles: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// The Moeraki Kemu game.
pub fn kemu(route: &Route, opened: u32, _navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::Kemu => {
            html! { <GameScreen<Kemu> key={opened} presets={KemuPresets::from_query(&route.query)} projector={route.projector} /> }
        }
        // Pages of the other bundles: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// The learning pages: about both games, both games' lessons, the Mū tōrere trap trainer,
/// the analysis of a finished Moeraki Kemu game, the printable sets and worksheets; and
/// both games with a friend on another device.
pub fn learn(route: &Route, opened: u32, _navigate: &Callback<Page>) -> Html {
    match route.page {
        Page::MuTorereAbout => html! { <MuAbout /> },
        Page::MuTrainer => {
            let presets = MuPresets::from_query(&route.query);
            html! {
                <MuTrainer key={opened} puzzle={presets.puzzle.unwrap_or(1)} rules={presets.rules.unwrap_or_default()} projector={route.projector} />
            }
        }
        Page::MuLessons => {
            let lesson = MuPresets::from_query(&route.query).lesson.unwrap_or(1);
            html! { <LessonPage<MuLessons> key={opened} {lesson} projector={route.projector} /> }
        }
        Page::KemuAbout => html! { <KemuAbout /> },
        Page::KemuLessons => {
            let lesson = KemuPresets::from_query(&route.query).lesson.unwrap_or(1);
            html! { <LessonPage<KemuLessons> key={opened} {lesson} projector={route.projector} /> }
        }
        // The game screen, which in this bundle can analyse a game, finished or not.
        Page::KemuAnalysis => html! {
            <ContextProvider<Analyser> context={Analyser(crate::kemu::analysis::view)}>
                <GameScreen<Kemu> key={opened} presets={KemuPresets::from_query(&route.query)} projector={route.projector} analyse={true} />
            </ContextProvider<Analyser>>
        },
        // Games with a friend on another device: the game screen with friend play.
        Page::MuFriend => html! {
            <GameScreen<MuTorere> key={opened} presets={MuPresets::from_query(&route.query)} projector={route.projector}
                                  friend={FriendAddress::from_query(&route.query)} friends={true} />
        },
        Page::KemuFriend => html! {
            <GameScreen<Kemu> key={opened} presets={KemuPresets::from_query(&route.query)} projector={route.projector}
                              friend={FriendAddress::from_query(&route.query)} friends={true} />
        },
        Page::Print(printable) => html! {
            <PrintPage key={opened} {printable} sheets={sheets(printable)} paper={route.paper} seed={route.seed} />
        },
        // Pages of the play bundle: the shell loads them afresh.
        _ => Html::default(),
    }
}

/// Each printable's sheets, drawn by its game.
fn sheets(printable: Printable) -> Sheets {
    match printable {
        Printable::MuSet => |layout, _| mu::print_set::sheets(layout),
        Printable::MuPuzzles => mu::print_puzzles::sheets,
        Printable::KemuSet => |layout, _| kemu::print_set::sheets(layout),
        Printable::KemuPuzzles => kemu::print_puzzles::sheets,
    }
}

#[cfg(test)]
mod tests {
    use crate::kemu::lessons::KemuLessons;
    use crate::lesson::LessonGame;
    use crate::mu::lessons::MuLessons;
    use crate::{kemu, mu, saves};

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
