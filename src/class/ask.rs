//! "Ask the class" in the teacher's console: a question on any board of the room as it
//! stands, a trap trainer puzzle, a lesson step that asks for a move, a shared game link
//! (each where the room's game offers them: its
//! [`super::question_play::QuestionPlay`]), or the teacher's own board set up by playing
//! moves from the start.

use super::client::{send_teach, RoomView, Teach};
use super::follow::Followed;
use super::games::AnyClassPlay;
use super::projector::players;
use super::question_game::QuestionPosition;
use crate::t;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AskProps {
    pub game: &'static dyn AnyClassPlay,
    pub view: UseReducerHandle<RoomView>,
    pub followed: Rc<Followed>,
}

/// The lesson steps of `game` that ask for a move, as question links: `(label, link)`.
pub(super) fn lesson_steps(game: &dyn AnyClassPlay) -> Vec<(String, String)> {
    game.lesson_questions()
        .into_iter()
        .map(|(lesson, step, link)| {
            let label = t::class_lesson_step(t::ClassLessonStep {
                lesson,
                step: step as u32 + 1,
            });
            (label, link)
        })
        .filter(|(_, link)| game.question(link).is_some())
        .collect()
}

#[function_component(AskTheClass)]
pub fn ask_the_class(props: &AskProps) -> Html {
    let state = props.view.state.clone().unwrap_or_default();
    let game = props.game;
    let own = use_state(|| game.question(&state.start));
    let chosen_board = use_state(|| None::<String>);
    let chosen_puzzle = use_state(|| 1usize);
    let shared = use_state(String::new);
    let unreadable = use_state(|| false);
    let ask = |link: Option<String>| {
        let (view, room, unreadable) = (props.view.clone(), state.room.clone(), unreadable.clone());
        Callback::from(move |_: MouseEvent| match link.clone() {
            Some(link) => {
                unreadable.set(false);
                send_teach(&view, &room, Teach::Ask(link));
            }
            None => unreadable.set(true),
        })
    };
    // Boards of this round still being played, with their players.
    let boards: Vec<(String, String, String)> = state
        .current_games()
        .filter_map(|g| {
            let judged = props.followed.games.get(&g.id)?;
            game.question(&judged.link)?;
            Some((g.id.clone(), players(game, g), judged.link.clone()))
        })
        .collect();
    let board_link = (*chosen_board)
        .as_ref()
        .and_then(|id| boards.iter().find(|(g, _, _)| g == id))
        .or(boards.first())
        .map(|(_, _, link)| link.clone());
    let on_board = {
        let chosen_board = chosen_board.clone();
        Callback::from(move |e: Event| {
            chosen_board.set(Some(e.target_unchecked_into::<HtmlSelectElement>().value()))
        })
    };
    let puzzles = game.puzzle_questions(&state.start);
    let puzzle_link = (*chosen_puzzle)
        .checked_sub(1)
        .and_then(|k| puzzles.get(k))
        .cloned();
    let on_puzzle = {
        let chosen_puzzle = chosen_puzzle.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            chosen_puzzle.set(value.parse().unwrap_or(1));
        })
    };
    let on_shared = {
        let shared = shared.clone();
        Callback::from(move |e: InputEvent| {
            shared.set(e.target_unchecked_into::<HtmlInputElement>().value())
        })
    };
    // A pasted game link (the whole address, or only its query).
    let steps = use_memo(game, |game| lesson_steps(*game));
    let chosen_step = use_state(|| 0usize);
    let on_step = {
        let chosen_step = chosen_step.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            chosen_step.set(value.parse().unwrap_or(0));
        })
    };
    let step_link = steps.get(*chosen_step).map(|(_, link)| link.clone());
    let shared_link = {
        let text = shared.trim();
        let query = text.split_once('?').map_or(text, |(_, q)| q);
        game.question(query).map(|p| p.link())
    };
    let on_own = {
        let own = own.clone();
        Callback::from(move |next: Rc<dyn QuestionPosition>| {
            if next.to_move().is_some() {
                own.set(Some(next));
            }
        })
    };
    let own_again = {
        let (own, start) = (own.clone(), state.start.clone());
        Callback::from(move |_: MouseEvent| own.set(game.question(&start)))
    };
    html! {
        <section class="class-ask" aria-labelledby="class-ask-title" data-testid="class-ask">
            <h2 id="class-ask-title">{ t::class_ask_title() }</h2>
            <p class="note">{ t::class_ask_note() }</p>
            if !boards.is_empty() {
                <p class="class-ask-row">
                    <label>{ t::class_ask_board() }{ " " }
                        <select onchange={on_board} data-testid="class-ask-board-choice">
                            { for boards.iter().map(|(id, names, _)| html! {
                                <option value={id.clone()} selected={board_link.is_some() && chosen_board.as_deref() == Some(id.as_str())}>{ names.clone() }</option>
                            }) }
                        </select>
                    </label>{ " " }
                    <button onclick={ask(board_link)} data-teach="ask-board">{ t::class_ask_button() }</button>
                </p>
            }
            if !puzzles.is_empty() {
                <p class="class-ask-row">
                    <label>{ t::class_ask_puzzle() }{ " " }
                        <select onchange={on_puzzle} data-testid="class-ask-puzzle-choice">
                            { for (1..=puzzles.len()).map(|n| html! {
                                <option value={n.to_string()} selected={n == *chosen_puzzle}>{ t::class_puzzle_number(n as u32) }</option>
                            }) }
                        </select>
                    </label>{ " " }
                    <button onclick={ask(puzzle_link)} data-teach="ask-puzzle">{ t::class_ask_button() }</button>
                </p>
            }
            if !steps.is_empty() {
                <p class="class-ask-row">
                    <label>{ t::class_ask_lesson() }{ " " }
                        <select onchange={on_step} data-testid="class-ask-lesson-choice">
                            { for steps.iter().enumerate().map(|(k, (label, _))| html! {
                                <option value={k.to_string()} selected={k == *chosen_step}>{ label.clone() }</option>
                            }) }
                        </select>
                    </label>{ " " }
                    <button onclick={ask(step_link)} data-teach="ask-lesson">{ t::class_ask_button() }</button>
                </p>
            }
            if game.shared_questions() {
                <p class="class-ask-row">
                    <label>{ t::class_ask_shared() }{ " " }
                        <input value={(*shared).clone()} oninput={on_shared} autocomplete="off" data-testid="class-ask-shared" />
                    </label>{ " " }
                    <button onclick={ask(shared_link)} data-teach="ask-shared">{ t::class_ask_button() }</button>
                </p>
            }
            if *unreadable {
                <p class="message" role="alert">{ t::class_ask_unreadable() }</p>
            }
            if let Some(position) = &*own {
                <details class="class-own-board">
                    <summary>{ t::class_ask_own() }</summary>
                    <p class="turn-line" role="status">{ t::class_own_turn(position.to_move_name()) }</p>
                    <div class="class-question-board" data-testid="class-own-board">{ position.board(&on_own) }</div>
                    <div class="buttons">
                        <button class="primary" onclick={ask(Some(position.link()))} data-teach="ask-own">{ t::class_ask_button() }</button>
                        <button onclick={own_again} disabled={position.played() == 0}>{ t::class_own_again() }</button>
                    </div>
                </details>
            }
        </section>
    }
}
