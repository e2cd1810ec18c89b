//! "Download diagram" and "Download picture": the board as it stands, saved as a
//! standalone SVG for print or a 1600 px PNG for slides. The page draws only these
//! controls; `static/diagram.js` writes the files from the board on the page, and
//! `static/boot.js` fetches it on the first click of a `data-export` button, so the
//! first screen carries nothing more.

use crate::t;
use yew::prelude::*;

/// The two download buttons and the choice to mark the last move, for the game screen
/// and the lessons of both games. The checkbox is the page's own (the app never sets
/// it), so it keeps its state while moves are played.
pub fn controls() -> Html {
    html! {
        <div class="buttons export" role="group" aria-label={t::export_group()}>
            <button data-export="svg">{ t::export_svg() }</button>
            <button data-export="png">{ t::export_png() }</button>
            <label><input type="checkbox" data-export-last="" />{ t::export_last_move() }</label>
        </div>
    }
}
