//! The guided lessons page (`?learn=mu-torere&lesson=k`): one step at a time, on the
//! real board, for a class to follow on a projector. Progress is remembered.

use super::board::MuBoard;
use super::lessons::{LessonAction, LessonState, Task, LESSONS};
use crate::lesson_progress::{self, Progress, MU_KEY};
use crate::t;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct MuLessonsProps {
    /// The lesson to open, from 1.
    pub lesson: usize,
}

#[function_component(MuLessons)]
pub fn mu_lessons(props: &MuLessonsProps) -> Html {
    let k = props.lesson.clamp(1, LESSONS.len());
    let progress = use_state(|| lesson_progress::load(MU_KEY));
    // An unfinished lesson goes on where it was left; a finished one starts again.
    let start_step = lesson_progress::start_step(&progress, k);
    let state = use_reducer(move || LessonState::new(k - 1, start_step));
    {
        let progress = progress.clone();
        use_effect_with((state.step, state.done), move |(step, done)| {
            lesson_progress::save(
                MU_KEY,
                k,
                if *done {
                    Progress::Done
                } else {
                    Progress::At(*step)
                },
            );
            progress.set(lesson_progress::load(MU_KEY));
        });
    }
    let on_play = {
        let state = state.clone();
        Callback::from(move |p| state.dispatch(LessonAction::Play(p)))
    };
    let on_next = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(LessonAction::Next))
    };
    let on_restart = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(LessonAction::Restart))
    };
    let step = state.current();
    let n = state.steps();
    let lesson_links = LESSONS.iter().enumerate().map(|(i, l)| {
        let number = i + 1;
        let done = lesson_progress::is_done(&progress, number);
        html! {
            <li>
                <a href={crate::route::link_to(&format!("?learn=mu-torere&lesson={number}"))}
                   aria-current={(number == k).then_some("page")}>
                    { (l.title)() }
                </a>
                if done { <span class="done">{ format!(" ✓ {}", t::learn_mu_lesson_done_mark()) }</span> }
            </li>
        }
    });
    let last_move = state.game.moves().last().map(|mv| {
        let positions = state.game.positions();
        (mv.from, positions[positions.len() - 2].empty())
    });
    html! {
        <section class="game-screen lesson mu-lesson" aria-labelledby="lesson-title"
                 data-lesson={format!("mu-torere-{k}")}
                 data-lesson-step={format!("{}/{n}", state.step + 1)}
                 data-lesson-done={state.done.then_some("true")}>
            <h1 id="lesson-title">{ t::learn_mu_lesson_heading(t::LearnMuLessonHeading { number: k, title: (LESSONS[k - 1].title)() }) }</h1>
            <div class="play-area">
                <div class="board-wrap">
                    <MuBoard position={*state.game.position()}
                             outcome={AttrValue::from(state.game.outcome().code())}
                             movable={state.movable()}
                             try_points={state.try_points()}
                             {last_move}
                             hints={Vec::new()}
                             {on_play} />
                </div>
                <aside class="panel">
                    <p class="step-count">{ t::learn_mu_step_count(t::LearnMuStepCount { step: state.step + 1, steps: n }) }</p>
                    <p class="instruction" data-testid="instruction">{ (step.instruction)() }</p>
                    <p class="message" role="status" aria-live="polite" data-testid="explanation">
                        { state.message.clone().unwrap_or_default() }
                    </p>
                    <div class="buttons">
                        if step.task == Task::Read && !state.done {
                            <button class="primary" data-lesson-next="" onclick={on_next}>{ t::learn_mu_next() }</button>
                        }
                        <button onclick={on_restart}>{ t::learn_mu_restart() }</button>
                    </div>
                    if state.done {
                        <p class="lesson-done">
                            { format!("{} ", t::learn_mu_lesson_finished()) }
                            if k < LESSONS.len() {
                                <a href={crate::route::link_to(&format!("?learn=mu-torere&lesson={}", k + 1))}>{ t::learn_mu_go_on(k + 1) }</a>
                            } else {
                                <a href={crate::route::link_to("?game=mu-torere&puzzle=1")}>{ t::learn_mu_try_trainer() }</a>
                            }
                        </p>
                    }
                    <nav aria-label={t::learn_mu_lessons_nav()}>
                        <ol class="lessons">{ for lesson_links }</ol>
                    </nav>
                </aside>
            </div>
        </section>
    }
}
