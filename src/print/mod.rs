//! Print and play (`?print=…`): the sets to print for both games (boards, pieces to cut
//! out, rule sheets, the Moeraki scale sheet) and the puzzle worksheets. Each sheet is one
//! printed page, laid out in millimetres for the paper chosen (`&paper=a4|a3|letter`) and
//! printed with the browser's own Print (`@page` rules in static/print.css, which only
//! these pages load). On screen the sheets are shown as pages under a bar with the print
//! button, which prints nothing itself.
//!
//! Page contract for tests: a board is `[data-print-board]` with `data-size-mm`, its
//! printed width; every piece to cut out carries `data-print-piece="<kind>"`.
//!
//! This module is the page and the sheet every game prints on; each game draws its own
//! sheets (`mu::print_set`, `kemu::print_puzzles`, …), which [`crate::pages`] gives the
//! page ([`Sheets`]).

pub mod sheet;

use crate::games::{Game, Sheet};
use crate::route::{use_address, with_param, Address, Page, Paper, Printable};
use crate::t;
use sheet::Layout;
use yew::prelude::*;

/// A game's sheets of one printable, laid out for the paper, with the worksheet's seed
/// (`&seed=`, 1 when not given; a set ignores it).
pub type Sheets = fn(&Layout, u64) -> Html;

/// The paper of the browser's language (`en-US` prints on Letter, most others on A4).
fn browser_paper() -> Paper {
    let tag = web_sys::window()
        .and_then(|w| w.navigator().language())
        .unwrap_or_default();
    Paper::for_locale(&tag)
}

fn title(printable: Printable) -> &'static str {
    printable.game.print_title(printable.sheet)
}

fn paper_name(paper: Paper) -> &'static str {
    match paper {
        Paper::A4 => t::print_paper_a4(),
        Paper::A3 => t::print_paper_a3(),
        Paper::Letter => t::print_paper_letter(),
    }
}

/// The links from a game's about page to its set and its worksheet.
pub fn links(here: &Address, game: Game) -> Html {
    let set = Printable {
        game,
        sheet: Sheet::Set,
    };
    let worksheet = Printable {
        game,
        sheet: Sheet::Puzzles,
    };
    html! {
        <ul class="print-links" data-testid="print-links">
            <li><a href={here.link_to(&Page::Print(set).query())}>{ t::print_link_set() }</a></li>
            <li><a href={here.link_to(&Page::Print(worksheet).query())}>{ t::print_link_puzzles() }</a></li>
        </ul>
    }
}

#[derive(Properties)]
pub struct PrintPageProps {
    pub printable: Printable,
    /// Its sheets, drawn by its game.
    pub sheets: Sheets,
    /// The paper asked for in the address, else the browser's.
    pub paper: Option<Paper>,
    /// Which set of puzzles (worksheets only).
    pub seed: Option<u64>,
}

/// A printable has one set of sheets, so the printable tells two pages' sheets apart
/// (function pointers do not compare reliably).
impl PartialEq for PrintPageProps {
    fn eq(&self, other: &Self) -> bool {
        (self.printable, self.paper, self.seed) == (other.printable, other.paper, other.seed)
    }
}

/// Adds the print pages' stylesheet (`static/print.css`, kept out of the first screen's
/// download) to the document once; `data-styled` on the set tells when it applies.
#[hook]
fn use_print_styles() -> bool {
    let styled = use_state(|| false);
    {
        let styled = styled.clone();
        use_effect_with((), move |_| {
            let Some(document) = web_sys::window().and_then(|w| w.document()) else {
                return;
            };
            if let Ok(Some(_)) = document.query_selector("link[href=\"print.css\"]") {
                return styled.set(true);
            }
            let head = document.query_selector("head").ok().flatten();
            if let (Some(head), Ok(link)) = (head, document.create_element("link")) {
                let _ = link.set_attribute("rel", "stylesheet");
                let _ = link.set_attribute("href", "print.css");
                gloo::events::EventListener::once(&link, "load", move |_| styled.set(true))
                    .forget();
                let _ = head.append_child(&link);
            }
        });
    }
    *styled
}

/// The sheets drawn under `body`, in order.
fn sheets_in(body: &NodeRef) -> Vec<web_sys::Element> {
    fn walk(el: &web_sys::Element, out: &mut Vec<web_sys::Element>) {
        let mut child = el.first_element_child();
        while let Some(c) = child {
            if c.has_attribute("data-sheet") {
                out.push(c.clone());
            } else {
                walk(&c, out);
            }
            child = c.next_element_sibling();
        }
    }
    let mut out = Vec::new();
    if let Some(el) = body.cast::<web_sys::Element>() {
        walk(&el, &mut out);
    }
    out
}

/// The sheets listed (`data-sheet`, title), those left out, and the sheets' element.
type SheetChoice = (
    UseStateHandle<Vec<(String, String)>>,
    UseStateHandle<Vec<String>>,
    NodeRef,
);

/// Which sheets to print: the sheets on the page (`data-sheet` and title), read once they
/// are drawn, and those the teacher left out (marked `data-skip` on the sheet, which
/// print.css leaves out of print and greys on screen), with the sheets' element.
#[hook]
fn use_sheet_choice(printable: Printable, paper: Paper, seed: u64) -> SheetChoice {
    let listed = use_state(Vec::<(String, String)>::new);
    let skipped = use_state(Vec::<String>::new);
    let body = use_node_ref();
    {
        let (listed, body) = (listed.clone(), body.clone());
        use_effect_with((printable, paper, seed), move |_| {
            let found = sheets_in(&body).into_iter().map(|sheet| {
                let name = sheet.get_attribute("data-sheet").unwrap_or_default();
                let title = sheet
                    .query_selector("h2")
                    .ok()
                    .flatten()
                    .and_then(|h| h.text_content())
                    .unwrap_or_default();
                (name, title)
            });
            listed.set(found.collect());
        });
    }
    {
        let body = body.clone();
        use_effect_with(
            ((*skipped).clone(), (*listed).clone()),
            move |(skipped, _)| {
                for sheet in sheets_in(&body) {
                    let name = sheet.get_attribute("data-sheet").unwrap_or_default();
                    let _ = if skipped.contains(&name) {
                        sheet.set_attribute("data-skip", "")
                    } else {
                        sheet.remove_attribute("data-skip")
                    };
                }
            },
        );
    }
    (listed, skipped, body)
}

#[function_component(PrintPage)]
pub fn print_page(props: &PrintPageProps) -> Html {
    let styled = use_print_styles();
    let here = use_address();
    let paper = props.paper.unwrap_or_else(browser_paper);
    let layout = Layout::new(paper);
    let seed = props.seed.unwrap_or(1);
    let sheets = (props.sheets)(&layout, seed);
    let query = here.link_to(&Page::Print(props.printable).query());
    let papers = Paper::ALL.into_iter().map(|p| {
        let href = with_param(&query, "paper", Some(p.code()));
        let href = match props.seed {
            Some(s) => with_param(&href, "seed", Some(&s.to_string())),
            None => href,
        };
        html! {
            <li><a href={href} aria-current={(p == paper).then_some("true")}>{ paper_name(p) }</a></li>
        }
    });
    let worksheet = props.printable.sheet == Sheet::Puzzles;
    let another = worksheet.then(|| {
        let next = seed.wrapping_add(1).to_string();
        let href = with_param(&query, "paper", Some(paper.code()));
        let href = with_param(&href, "seed", Some(&next));
        html! { <a class="button" href={href} data-testid="another-set">{ t::print_another_set() }</a> }
    });
    let print = Callback::from(|_: MouseEvent| {
        if let Some(w) = web_sys::window() {
            let _ = w.print();
        }
    });
    let (listed, skipped, body) = use_sheet_choice(props.printable, paper, seed);
    let choices = listed.iter().map(|(name, title)| {
        let on = !skipped.contains(name);
        let onchange = {
            let (skipped, name) = (skipped.clone(), name.clone());
            Callback::from(move |_: Event| {
                let mut now = (*skipped).clone();
                if let Some(i) = now.iter().position(|n| *n == name) {
                    now.remove(i);
                } else {
                    now.push(name.clone());
                }
                skipped.set(now);
            })
        };
        html! {
            <li><label><input type="checkbox" checked={on} {onchange} data-sheet-choice={name.clone()} />{ title.clone() }</label></li>
        }
    });
    let none_left = !listed.is_empty() && listed.iter().all(|(n, _)| skipped.contains(n));
    html! {
        <article class="print-set" data-printable={props.printable.code()} data-paper={paper.code()}
                 data-seed={worksheet.then(|| seed.to_string())}
                 data-styled={styled.then_some("")}>
            <div class="print-controls">
                <h1>{ title(props.printable) }</h1>
                <p>{ t::print_how(paper_name(paper)) }</p>
                <nav aria-label={t::print_paper_label()}>
                    <ul class="paper-choice">{ for papers }</ul>
                </nav>
                if !listed.is_empty() {
                    <fieldset class="sheet-choice" data-testid="sheet-choice">
                        <legend>{ t::print_choose() }</legend>
                        <ul>{ for choices }</ul>
                    </fieldset>
                }
                <p class="print-actions">
                    <button class="primary" onclick={print} disabled={none_left}>{ t::print_button() }</button>
                    { for another }
                </p>
            </div>
            <div class="sheets" ref={body}>{ sheets }</div>
        </article>
    }
}
