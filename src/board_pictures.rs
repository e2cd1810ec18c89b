//! The home page's pictures of both boards in their starting position. Each is drawn by
//! its game's own board component, at build time (src/bin/first_screens.rs writes
//! `board-<game>.svg` with the light theme's colours), and the home page shows it as an
//! image: the home page's bundle carries no Moeraki Kemu board, and the pictures cost the
//! first screen no script.

use crate::t;
use yew::prelude::*;

/// A picture of a game's board.
pub struct BoardPicture {
    /// Its file, next to the page.
    pub file: &'static str,
    /// Its text alternative, in the page's language.
    pub alt: fn() -> &'static str,
}

/// Mū tōrere's board at the start.
pub const MU_TORERE: BoardPicture = BoardPicture {
    file: "board-mu-torere.svg",
    alt: t::home_mu_board,
};

/// Moeraki Kemu's board at the start (of the Beginner game, the default).
pub const KEMU: BoardPicture = BoardPicture {
    file: "board-kemu.svg",
    alt: t::home_kemu_board,
};

/// The picture as the home page shows it. Its size is static/style.css's (a square, so
/// the page keeps its place before it arrives and nothing shifts). Loaded lazily:
/// fetched once the page is laid out rather than while its first screen is parsed, so
/// the first paint (the home page's introduction is its largest text) waits for no
/// picture.
pub fn image(picture: &BoardPicture) -> Html {
    html! {
        <img class="board-picture" src={picture.file} alt={(picture.alt)()} loading="lazy" />
    }
}

/// Off the browser (the first screens' build step): each picture's file and its board's
/// markup, drawn by the game's board component with nothing to click.
#[cfg(feature = "ssr")]
pub async fn drawn() -> Vec<(&'static str, String)> {
    let mut drawn = Vec::new();
    for (file, board) in boards() {
        let markup = yew::LocalServerRenderer::<Drawn>::with_props(DrawnProps { board })
            .hydratable(false)
            .render()
            .await;
        drawn.push((file, markup));
    }
    drawn
}

#[cfg(feature = "ssr")]
#[derive(Properties, PartialEq)]
struct DrawnProps {
    board: Html,
}

/// Draws a board given as markup (the renderer draws a component).
#[cfg(feature = "ssr")]
#[function_component(Drawn)]
fn drawn_board(props: &DrawnProps) -> Html {
    props.board.clone()
}

#[cfg(feature = "ssr")]
fn boards() -> [(&'static str, Html); 2] {
    use crate::mu::board::MuBoard;
    use takaro::core::kemu::{Game as KemuGame, Rules, Tier, Tribe};
    use takaro::core::mu_torere::{Game as MuGame, Outcome};
    let mu = html! {
        <MuBoard position={*MuGame::new().position()}
                 outcome={AttrValue::from(Outcome::Ongoing.code())}
                 movable={Vec::new()} last_move={None} hints={Vec::new()}
                 on_play={Callback::noop()} />
    };
    let kemu = KemuGame::new(Rules::new(Tier::Beginner), Tribe::Matau);
    let kemu = crate::kemu::picture::picture(&kemu, t::home_kemu_board(), false);
    [(MU_TORERE.file, mu), (KEMU.file, kemu)]
}
