//! The lessons page of either game (`?learn=<game>&lesson=k`): one step at a time on
//! the real board, for a class to follow on a projector. Progress is remembered.

use super::game::{LessonGame, LessonState};
use super::state::LessonAction;
use crate::i18n::{rich, SLOTS};
use crate::route::{use_address, Address};
use crate::saves::progress::{self as saved, Progress};
use crate::t;
use std::marker::PhantomData;
use yew::prelude::*;

#[derive(Properties)]
pub struct LessonPageProps<G: LessonGame> {
    /// The lesson to open, from 1.
    pub lesson: usize,
    /// The projector view is on (`&view=projector`).
    #[prop_or_default]
    pub projector: bool,
    #[prop_or_default]
    pub game: PhantomData<G>,
}

impl<G: LessonGame> PartialEq for LessonPageProps<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.lesson, self.projector) == (other.lesson, other.projector)
    }
}

/// The address of lesson `number` of game `G`.
fn lesson_link<G: LessonGame>(here: &Address, number: usize) -> String {
    crate::view::link_to_play(here, &format!("?learn={}&lesson={number}", G::SLUG))
}

#[function_component(LessonPage)]
pub fn lesson_page<G: LessonGame>(props: &LessonPageProps<G>) -> Html {
    let here = use_address();
    let lessons = G::lessons();
    let k = props.lesson.clamp(1, lessons.len());
    let progress = use_state(|| saved::load(G::PROGRESS));
    // An unfinished lesson goes on where it was left; a finished one starts again.
    let start_step = saved::start_step(&progress, k);
    let state = use_reducer(move || LessonState::<G>::new(k - 1, start_step));
    {
        let progress = progress.clone();
        use_effect_with((state.step, state.done), move |(step, done)| {
            let p = if *done {
                Progress::Done
            } else {
                Progress::At(*step)
            };
            saved::save(G::PROGRESS, k, p);
            progress.set(saved::load(G::PROGRESS));
        });
    }
    let send = |action: LessonAction<G>| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let on_input = {
        let state = state.clone();
        Callback::from(move |input| state.dispatch(LessonAction::Input(input)))
    };

    let step = state.current();
    let n = state.steps();
    let lesson_links = lessons.iter().enumerate().map(|(i, l)| {
        let number = i + 1;
        html! {
            <li>
                <a href={lesson_link::<G>(&here, number)} aria-current={(number == k).then_some("page")}>
                    { (l.title)() }
                </a>
                if saved::is_done(&progress, number) {
                    <span class="done">{ t::lessons_done_mark() }</span>
                }
            </li>
        }
    });
    // "Lesson finished." and a link on to the next lesson, or onwards after the last.
    let next_link = if k < lessons.len() {
        html! { <a href={lesson_link::<G>(&here, k + 1)}>{ t::lessons_go_on(k + 1) }</a> }
    } else {
        html! { <a href={crate::view::link_to_play(&here, G::AFTER_LAST)}>{ G::after_last() }</a> }
    };
    let finished = rich(&t::lessons_finished(SLOTS[0]), &[next_link]);

    html! {
        <section class="game-screen lesson" aria-labelledby="lesson-title"
                 data-lesson={format!("{}-{k}", G::SLUG)}
                 data-lesson-step={format!("{}/{n}", state.step + 1)}
                 data-lesson-done={state.done.then_some("true")}>
            <h1 id="lesson-title">{ G::heading(k, (lessons[k - 1].title)()) }</h1>
            <div class="play-area">
                <div class="board-wrap">
                    { G::board(&state, on_input.clone()) }
                </div>
                <aside class="panel">
                    <p class="step-count">{ t::lessons_step_of(t::LessonsStepOf { step: state.step + 1, steps: n }) }</p>
                    <p class="instruction" data-testid="instruction">{ (step.instruction)() }</p>
                    <p class={classes!("message", state.message_is_right().then_some("success"))}
                       role="status" aria-live="polite" data-testid="explanation">
                        { state.message_text().unwrap_or_default() }
                    </p>
                    // Who is to play matters once there is a move to make, or a result to read
                    // (not once the lesson is done: nobody is to move then).
                    if (step.task.is_some() && !state.done) || G::is_over(&state.game) {
                        <p class="status" data-testid="status">{ G::status(&state.game) }</p>
                    }
                    { G::beside(&state, on_input) }
                    <div class="buttons">
                        if state.offers_next() {
                            <button class="primary" data-lesson-next="" onclick={send(LessonAction::Next)}>{ t::lessons_next() }</button>
                        }
                        <button onclick={send(LessonAction::Restart)}>{ t::lessons_restart() }</button>
                        { crate::view::projector_button(props.projector) }
                    </div>
                    if state.done {
                        <p class="lesson-done">{ finished }</p>
                    }
                    { crate::export::controls() }
                    <nav aria-label={t::lessons_nav()}>
                        <ol class="lessons">{ for lesson_links }</ol>
                    </nav>
                    // Onwards at any time (Mū tōrere: the trap trainer; Moeraki Kemu: a game).
                    <p class="learn-links" data-testid="lessons-onwards">
                        <a href={crate::view::link_to_play(&here, G::AFTER_LAST)}>{ G::after_last() }</a>
                    </p>
                </aside>
            </div>
        </section>
    }
}
