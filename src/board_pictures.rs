//! The home page's pictures of both boards in their starting position. Each is drawn by
//! its game's own board component, at build time (crates/build/src/first_screens.rs writes
//! `board-<game>.svg` with the light theme's colours), and the home page shows it as an
//! image: the home page's bundle carries no Moeraki Kemu board, and the pictures cost the
//! first screen no script.

use crate::games::BoardPicture;
use yew::prelude::*;

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

/// Off the browser (the first screens' build step): each game and its board's markup at
/// the start, drawn by the game's board component with nothing to click (`at_start`:
/// `pages::board_at_start`).
#[cfg(feature = "ssr")]
pub async fn drawn(at_start: fn(crate::games::Game) -> Html) -> Vec<(crate::games::Game, String)> {
    let mut drawn = Vec::new();
    for game in crate::games::Game::ALL {
        drawn.push((game, markup(at_start(game)).await));
    }
    drawn
}

/// Off the browser: the markup of a board drawn with nothing to click (a picture's).
#[cfg(feature = "ssr")]
pub async fn markup(board: Html) -> String {
    yew::LocalServerRenderer::<Drawn>::with_props(DrawnProps { board })
        .hydratable(false)
        .render()
        .await
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
