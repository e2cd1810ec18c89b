//! One printed sheet: its title, the scale it must be printed at, its content and a
//! 10 cm check ruler; and the measures of the paper it is laid out on.

use crate::route::Paper;
use crate::svg::num;
use crate::t;
use yew::prelude::*;

/// The margin of every printed page (`@page` in static/style.css), in millimetres.
pub const MARGIN_MM: f64 = 10.0;

/// What a sheet may fill on the chosen paper.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    pub paper: Paper,
    /// The printable width and height inside the margins, in millimetres.
    pub width_mm: f64,
    pub height_mm: f64,
}

impl Layout {
    pub fn new(paper: Paper) -> Layout {
        let (w, h) = paper.size_mm();
        Layout {
            paper,
            width_mm: w - 2.0 * MARGIN_MM,
            height_mm: h - 2.0 * MARGIN_MM,
        }
    }

    /// Whether the paper is A3 (a whole Moeraki Kemu board fits on one sheet).
    pub fn large(&self) -> bool {
        self.paper == Paper::A3
    }
}

/// `12.5mm`: a length for a style attribute.
pub fn mm(x: f64) -> String {
    format!("{}mm", num(x))
}

/// A sheet: one printed page.
pub fn sheet(name: &str, title: &str, body: Html) -> Html {
    html! {
        <section class="sheet" data-sheet={name.to_string()}>
            <header class="sheet-head">
                <h2>{ title.to_string() }</h2>
                <p class="scale">{ t::print_scale() }</p>
            </header>
            <div class="sheet-body">{ body }</div>
            { ruler() }
        </section>
    }
}

/// A 10 cm line with a tick every centimetre, to check that the sheet printed at 100 %.
pub fn ruler() -> Html {
    let ticks = (0..=20u8).map(|i| {
        let x = f64::from(i) * 5.0;
        let long = i % 2 == 0;
        html! { <line x1={num(x)} y1="0" x2={num(x)} y2={if long { "4" } else { "2.5" }} /> }
    });
    let labels = (0..=10u8).map(|cm| {
        html! { <text x={(u16::from(cm) * 10).to_string()} y="8" text-anchor="middle">{ cm.to_string() }</text> }
    });
    html! {
        <figure class="ruler" data-ruler="100">
            <svg viewBox="-3 -1 106 10.5" role="img" aria-label={t::print_ruler_label()}>
                <line x1="0" y1="0" x2="100" y2="0" />
                { for ticks }
                { for labels }
            </svg>
            <figcaption>{ t::print_ruler() }</figcaption>
        </figure>
    }
}

/// A worksheet's pages of puzzles, then its answers page (`<game>-puzzles-answers`): a
/// note, then one list item an answer.
pub fn with_answers(
    game: &str,
    pages: impl Iterator<Item = Html>,
    note: &str,
    answers: impl Iterator<Item = Html>,
) -> Html {
    html! {
        <>
            { for pages }
            { sheet(&format!("{game}-puzzles-answers"), t::print_answers_title(), html! {
                <>
                    <p>{ note.to_string() }</p>
                    <ul class="answers">{ for answers }</ul>
                </>
            }) }
        </>
    }
}
