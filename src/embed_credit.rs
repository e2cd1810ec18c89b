//! An embedded page's way to the site it comes from: the line under it that says what
//! it is and where from ("Papa Tākaro · Mū tōrere"), and the "Open on Papa Tākaro" link
//! of a frame that cannot store. Both open the same page on the site, in a new tab, where
//! games are kept. On a game's page they carry the game in the frame when followed
//! (`data-to-site`, read by static/frame-links.js), so a game begun in a frame is not lost
//! with it.

use crate::games::GamePage;
use crate::route::{Address, Page};
use crate::t;
use yew::prelude::*;

/// This page on the site, outside the frame: its address without `embed`. (Written from
/// the folder, `./?…`: the loader gives a first screen's `?…` links the address's
/// `embed=1`, as the app's own links keep it.)
fn on_site(here: &Address) -> String {
    format!("./{}", here.with_param("embed", None))
}

/// A link to this page on the site, in a new tab. On a game's page it is marked with what
/// static/frame-links.js adds when it is followed: Mū tōrere's board position, or the
/// record of Moeraki Kemu's own link to the game.
pub fn link(here: &Address, text: &'static str, page: Page) -> Html {
    let carries = match page {
        Page::Game {
            game,
            kind: GamePage::Play,
        } => Some(game.carried_to_site()),
        _ => None,
    };
    html! { <a href={on_site(here)} target="_blank" rel="noopener" data-to-site={carries}>{ text }</a> }
}

/// The line under an embedded page: the site and the game it shows.
pub fn credit(here: &Address, page: Page) -> Html {
    let text = match page {
        Page::Game { game, .. } => game.credit(),
        _ => t::embed_credit_site(),
    };
    html! { <p class="embed-credit" data-testid="embed-credit">{ link(here, text, page) }</p> }
}
