//! The projector's view of a room (`?class=<room>&key=<watch>&view=projector`, or the
//! teacher's own device with `&view=projector`): read-only. While the room takes
//! students, its join code and link with a QR code; then every game of the current round,
//! each on its game's own board (small, not clickable), with both generated names, whose
//! turn, the moves made and the result. A board clicked (or Enter) shows large with its
//! last move; Escape goes back to all of them. Moves are read out as they arrive.

use super::client::{RoomGame, RoomState};
use super::follow::use_followed;
use super::games::{AnyClassPlay, Judged};
use super::{absolute, join_address, JoinLink};
use crate::announcer::Announcer;
use crate::t;
use gloo::events::EventListener;
use std::rc::Rc;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ProjectorProps {
    pub game: &'static dyn AnyClassPlay,
    pub state: Rc<RoomState>,
}

/// The two generated names of a game, first seat first, as `data-players` has them:
/// "A / B".
pub fn players(game: &dyn AnyClassPlay, room_game: &RoomGame) -> String {
    game.sides()
        .map(|side| room_game.at(side).unwrap_or("?").to_string())
        .join(" / ")
}

#[function_component(Projector)]
pub fn projector(props: &ProjectorProps) -> Html {
    let state = &props.state;
    let game = props.game;
    let ids = state.current_games().map(|g| g.id.clone()).collect();
    let followed = use_followed(game, ids);
    let large = use_state(|| None::<String>);
    // Escape goes back to every board.
    {
        let large = large.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "keydown", move |e| {
                    let key = wasm_bindgen::JsCast::unchecked_ref::<KeyboardEvent>(e).key();
                    if key == "Escape" {
                        large.set(None);
                    }
                })
            });
            move || drop(listener)
        });
    }
    let announcement = followed
        .latest
        .as_ref()
        .and_then(|(id, _)| {
            let room_game = state.games.iter().find(|g| &g.id == id)?;
            let judged = followed.games.get(id)?;
            let words = game.board(&judged.link)?.last_move?;
            Some(format!("{}: {words}", players(game, room_game)))
        })
        .unwrap_or_default();
    let serial = followed.latest.as_ref().map_or(0, |(_, n)| *n);
    let games: Vec<&RoomGame> = state.current_games().collect();
    // More boards than fit: pages of BOARDS_A_PAGE that turn by themselves (unless paused).
    let pages = games.len().div_ceil(BOARDS_A_PAGE).max(1);
    let paging = use_reducer(PageTurner::default);
    {
        let paging = paging.clone();
        use_effect_with((pages, paging.running), move |&(pages, running)| {
            let timer = (pages > 1 && running).then(|| {
                gloo::timers::callback::Interval::new(PAGE_SECONDS * 1000, move || {
                    paging.dispatch(Paging::On(pages))
                })
            });
            move || drop(timer)
        });
    }
    let shown_page = paging.page % pages;
    let first = shown_page * BOARDS_A_PAGE;
    let on_page: Vec<&RoomGame> = games
        .iter()
        .skip(first)
        .take(BOARDS_A_PAGE)
        .copied()
        .collect();
    let turn = |what: Paging| {
        let paging = paging.clone();
        Callback::from(move |_: MouseEvent| paging.dispatch(what))
    };
    let shown = large
        .as_ref()
        .and_then(|id| games.iter().find(|g| &g.id == id).copied());
    html! {
        <div class="class-projector" data-testid="class-projector">
            <h1 id="class-title">{ t::class_projector_title(game.game().name()) }</h1>
            if let Some(code) = &state.code {
                // Large until the first round, then out of the boards' way.
                <JoinLink code={code.clone()} big={state.round == 0} />
            }
            if state.paused {
                <p class="class-notice" role="status">{ t::class_paused_all() }</p>
            }
            if state.ended {
                <p class="class-notice" role="status">{ t::class_ended() }</p>
            }
            if state.round > 0 {
                <h2>{ t::class_round(state.round.to_string()) }</h2>
            }
            // A tournament's standings, once a round has been counted.
            if let Some(tournament) = state.tournament.clone().filter(|t| t.counted > 0) {
                <super::standings::Standings {tournament} />
            }
            <Announcer text={announcement} {serial} />
            if let Some(question) = state.question.clone() {
                <super::question::ProjectorQuestion {game} state={state.clone()} {question} />
            } else if let Some(room_game) = shown {
                <div class="class-large" data-testid="class-large">
                    { board_card(game, room_game, followed.games.get(&room_game.id), true, Callback::noop()) }
                    <button onclick={let large = large.clone(); move |_| large.set(None)} data-testid="class-all-boards">{ t::class_all_boards() }</button>
                </div>
            } else if games.is_empty() {
                <p role="status">{ t::class_no_games_yet(state.present().count().to_string()) }</p>
            } else {
                if pages > 1 {
                    <div class="buttons class-pages" role="group" aria-label={t::class_pages_label()}
                         data-testid="class-pages" data-page={shown_page.to_string()} data-pages={pages.to_string()}>
                        <span role="status">{ t::class_boards_shown(t::ClassBoardsShown {
                            from: (first + 1) as u32, to: (first + on_page.len()) as u32, count: games.len() as u32 }) }</span>
                        <button onclick={turn(Paging::Back(pages))} data-testid="class-page-back">{ t::class_page_back() }</button>
                        <button onclick={turn(Paging::On(pages))} data-testid="class-page-on">{ t::class_page_on() }</button>
                        <button onclick={turn(Paging::Toggle)} aria-pressed={(!paging.running).to_string()} data-testid="class-page-pause">
                            { t::class_page_pause() }
                        </button>
                    </div>
                }
                <ul class="class-boards" data-count={on_page.len().to_string()}>
                    { for on_page.iter().map(|g| {
                        let large = large.clone();
                        let id = g.id.clone();
                        let open = Callback::from(move |_: MouseEvent| large.set(Some(id.clone())));
                        html! { <li key={g.id.clone()}>{ board_card(game, g, followed.games.get(&g.id), false, open) }</li> }
                    }) }
                </ul>
            }
        </div>
    }
}

/// The most boards legible at once at 1920×1080 (pieces of 12 px at least).
const BOARDS_A_PAGE: usize = 16;
/// How long a page of boards shows before the next.
const PAGE_SECONDS: u32 = 15;

/// Which page of boards shows, and whether pages turn by themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PageTurner {
    page: usize,
    running: bool,
}

impl Default for PageTurner {
    fn default() -> Self {
        PageTurner {
            page: 0,
            running: true,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Paging {
    /// The next page of so many (the timer, or by hand).
    On(usize),
    /// The page before, of so many.
    Back(usize),
    /// Pause or resume the turning.
    Toggle,
}

impl Reducible for PageTurner {
    type Action = Paging;

    fn reduce(self: std::rc::Rc<Self>, action: Paging) -> std::rc::Rc<Self> {
        let mut next = *self;
        match action {
            Paging::On(pages) => next.page = (next.page % pages.max(1) + 1) % pages.max(1),
            Paging::Back(pages) => {
                next.page = (next.page % pages.max(1) + pages.max(1) - 1) % pages.max(1)
            }
            Paging::Toggle => next.running = !next.running,
        }
        std::rc::Rc::new(next)
    }
}

/// One game of the round: its board and lines, as a button that shows it large (or, large,
/// with its last move in words).
fn board_card(
    game: &dyn AnyClassPlay,
    room_game: &RoomGame,
    judged: Option<&Judged>,
    large: bool,
    open: Callback<MouseEvent>,
) -> Html {
    let players = players(game, room_game);
    let drawn = judged.and_then(|j| game.board(&j.link));
    let names = game.sides().map(|side| {
        let name = room_game.at(side).unwrap_or("?");
        format!("{name} ({})", game.side_name(side))
    });
    let lines = html! { <>
        { for names.iter().map(|name| html! { <span class="class-board-names">{ name.clone() }</span> }) }
        <span class="class-board-status">{ drawn.as_ref().map(|d| d.status.clone()).unwrap_or_default() }</span>
    </> };
    let moves = judged.map(|j| {
        html! {
            <span class="class-board-moves">{ t::class_moves_made(j.played.to_string()) }</span>
        }
    });
    let board = drawn.as_ref().map(|d| d.board.clone()).unwrap_or_default();
    let record = judged.map(|j| j.link.clone()).unwrap_or_default();
    let outcome = judged.map_or("playing", |j| j.outcome);
    let played = judged.map_or(0, |j| j.played).to_string();
    if large {
        let last = drawn.and_then(|d| d.last_move);
        return html! {
            <div class="class-board large" data-class-board="" data-record={record} data-outcome={outcome}
                 data-players={players} data-played={played}>
                { board }
                { lines }
                { for moves }
                if let Some(last) = last {
                    <p class="recent" data-testid="class-last-move">{ last }</p>
                }
            </div>
        };
    }
    // The card takes a click anywhere; Tab reaches its button, which Enter presses (the
    // board itself is no control: a button holds none).
    html! {
        <article class="class-board" data-class-board="" data-record={record} data-outcome={outcome}
                 data-players={players.clone()} data-played={played} onclick={open.clone()}>
            { board }
            { lines }
            <span class="class-board-foot">
                { for moves }
                <button class="class-show-large" onclick={open} data-show-large="">
                    { t::class_show_large() }<span class="visually-hidden">{ format!(" {players}") }</span>
                </button>
            </span>
        </article>
    }
}

/// The whole join link of a code (what the QR code holds).
pub fn join_link(code: &str) -> String {
    absolute(&join_address(code))
}
