//! The Moeraki Kemu lessons page (`?learn=kemu&lesson=k`): one step at a time on the
//! real board, for a class to follow on a projector. Progress is remembered. Its words
//! come from the catalogue (`lessons-kemu-…`), through [`super::lessons`].

use super::board::KemuBoard;
use super::lessons::{words, LessonAction, LessonState, Task, LESSONS};
use crate::i18n::{rich, SLOTS};
use crate::lesson_progress::{self, Progress, KEMU_KEY};
use crate::t;
use takaro::core::kemu::{Direction, Event, FieldSet};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct KemuLessonsProps {
    /// The lesson to open, from 1.
    pub lesson: usize,
}

#[function_component(KemuLessons)]
pub fn kemu_lessons(props: &KemuLessonsProps) -> Html {
    let k = props.lesson.clamp(1, LESSONS.len());
    let progress = use_state(|| lesson_progress::load(KEMU_KEY));
    // An unfinished lesson goes on where it was left; a finished one starts again.
    let start_step = lesson_progress::start_step(&progress, k);
    let state = use_reducer(move || LessonState::new(k - 1, start_step));
    {
        let progress = progress.clone();
        use_effect_with((state.step, state.done), move |(step, done)| {
            let p = if *done {
                Progress::Done
            } else {
                Progress::At(*step)
            };
            lesson_progress::save(KEMU_KEY, k, p);
            progress.set(lesson_progress::load(KEMU_KEY));
        });
    }
    let send = |action: LessonAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let on_hollow = {
        let state = state.clone();
        Callback::from(move |h| state.dispatch(LessonAction::Place(h)))
    };
    let on_field = {
        let state = state.clone();
        Callback::from(move |f| state.dispatch(LessonAction::PickField(f)))
    };

    let step = state.current();
    let n = state.steps();
    let p = *state.game.position();
    let (winning_hollows, winning_fields) = state.highlights();
    let new_tiles: FieldSet = state
        .last_events
        .iter()
        .filter_map(|e| match e {
            Event::TilePlaced(f, _) => Some(*f),
            _ => None,
        })
        .collect();

    let tane_panel = match state.tane {
        Some((f, chosen)) if state.asks_for_move() => {
            let buttons = Direction::ALL.iter().map(|&d| {
                html! {
                    <button onclick={send(LessonAction::PickDirection(d))}
                            aria-pressed={(chosen == Some(d)).to_string()}
                            data-direction={d.letter().to_string()}>
                        { words::face(d, f.line(d)) }
                    </button>
                }
            });
            html! {
                <div class="tane-panel" role="group" aria-label={t::lessons_kemu_tane_group()}>
                    <p>{ words::tane_on(f) }</p>
                    <div class="buttons">{ for buttons }</div>
                    <div class="buttons">
                        <button class="primary" disabled={chosen.is_none()}
                                onclick={send(LessonAction::ConfirmTane)}>{ t::lessons_kemu_confirm_tane() }</button>
                        <button onclick={send(LessonAction::CancelTane)}>{ t::lessons_kemu_cancel_tane() }</button>
                    </div>
                </div>
            }
        }
        _ => html! {},
    };

    let lesson_links = LESSONS.iter().enumerate().map(|(i, l)| {
        let number = i + 1;
        html! {
            <li>
                <a href={crate::route::link_to(&format!("?learn=kemu&lesson={number}"))}
                   aria-current={(number == k).then_some("page")}>
                    { (l.title)() }
                </a>
                if lesson_progress::is_done(&progress, number) {
                    <span class="done">{ t::lessons_kemu_done_mark() }</span>
                }
            </li>
        }
    });

    // "Lesson finished." and a link on to the next lesson, or to a game after the last.
    let next_link = if k < LESSONS.len() {
        html! { <a href={crate::route::link_to(&format!("?learn=kemu&lesson={}", k + 1))}>{ t::lessons_kemu_go_on(k + 1) }</a> }
    } else {
        html! { <a href={crate::route::link_to("?game=kemu")}>{ t::lessons_kemu_play() }</a> }
    };
    let finished = rich(&t::lessons_kemu_finished(SLOTS[0]), &[next_link]);

    html! {
        <section class="game-screen lesson kemu-lesson" aria-labelledby="lesson-title"
                 data-lesson={format!("kemu-{k}")}
                 data-lesson-step={format!("{}/{n}", state.step + 1)}
                 data-lesson-done={state.done.then_some("true")}>
            <h1 id="lesson-title">{ t::lessons_kemu_heading(t::LessonsKemuHeading { number: k, title: (LESSONS[k - 1].title)() }) }</h1>
            <div class="play-area">
                <div class="board-wrap">
                    <KemuBoard position={p}
                               record={AttrValue::from(state.game.to_string())}
                               outcome={AttrValue::from(state.game.outcome().code())}
                               clickable_hollows={state.clickable_hollows()}
                               clickable_fields={state.clickable_fields()}
                               tane_preview={state.tane_preview()}
                               {winning_hollows} {winning_fields} {new_tiles}
                               last={state.last_hollow()}
                               show_names={true}
                               {on_hollow} {on_field} />
                </div>
                <aside class="panel">
                    <p class="step-count">{ t::lessons_kemu_step_of(t::LessonsKemuStepOf { step: state.step + 1, steps: n }) }</p>
                    <p class="instruction" data-testid="instruction">{ (step.instruction)() }</p>
                    <p class="message" role="status" aria-live="polite" data-testid="explanation">
                        { state.message.clone().unwrap_or_default() }
                    </p>
                    // Who is to play matters once there is a move to make, or a result to read.
                    if step.task != Task::Read || p.is_over() {
                        <p class="status" data-testid="status">{ words::status(&state.game) }</p>
                    }
                    if p.rules().tier.has_tiles() {
                        <p class="tiles" data-testid="tiles">{ words::tiles(&p) }</p>
                    }
                    { tane_panel }
                    <div class="buttons">
                        if state.offers_next() {
                            <button class="primary" data-lesson-next="" onclick={send(LessonAction::Next)}>{ t::lessons_kemu_next() }</button>
                        }
                        <button onclick={send(LessonAction::Restart)}>{ t::lessons_kemu_restart() }</button>
                    </div>
                    if state.done {
                        <p class="lesson-done">{ finished }</p>
                    }
                    <nav aria-label={t::lessons_kemu_nav()}>
                        <ol class="lessons">{ for lesson_links }</ol>
                    </nav>
                </aside>
            </div>
        </section>
    }
}
