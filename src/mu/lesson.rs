//! The guided lessons page (`?learn=mu-torere&lesson=k`): one step at a time, on the
//! real board, for a class to follow on a projector. Progress is remembered.

use super::board::MuBoard;
use super::lessons::{LessonAction, LessonState, Task, LESSONS};
use crate::storage;
use crate::t;
use yew::prelude::*;

/// Where progress is remembered: `k=done` or `k=<step>` entries (lessons from 1, steps
/// from 0), space-separated.
const PROGRESS_KEY: &str = "papa-takaro.mu-torere.lessons.v1";

/// The saved progress: for each lesson from 1, `Some(step)` if started, or done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Progress {
    At(usize),
    Done,
}

fn load_progress() -> Vec<(usize, Progress)> {
    storage::load(PROGRESS_KEY)
        .map(|text| parse_progress(&text))
        .unwrap_or_default()
}

fn parse_progress(text: &str) -> Vec<(usize, Progress)> {
    text.split_whitespace()
        .filter_map(|entry| {
            let (k, v) = entry.split_once('=')?;
            let k: usize = k.parse().ok()?;
            let p = if v == "done" {
                Progress::Done
            } else {
                Progress::At(v.parse().ok()?)
            };
            Some((k, p))
        })
        .collect()
}

fn progress_text(list: &[(usize, Progress)]) -> String {
    list.iter()
        .map(|(k, p)| match p {
            Progress::Done => format!("{k}=done"),
            Progress::At(s) => format!("{k}={s}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Records lesson `k`'s progress; a finished lesson stays finished.
fn save_progress(k: usize, p: Progress) {
    let mut list = load_progress();
    match list.iter_mut().find(|(j, _)| *j == k) {
        Some((_, Progress::Done)) => return,
        Some(entry) => entry.1 = p,
        None => list.push((k, p)),
    }
    storage::save(PROGRESS_KEY, &progress_text(&list));
}

#[derive(Properties, PartialEq)]
pub struct MuLessonsProps {
    /// The lesson to open, from 1.
    pub lesson: usize,
}

#[function_component(MuLessons)]
pub fn mu_lessons(props: &MuLessonsProps) -> Html {
    let k = props.lesson.clamp(1, LESSONS.len());
    let progress = use_state(load_progress);
    // An unfinished lesson goes on where it was left; a finished one starts again.
    let start_step = progress
        .iter()
        .find(|(j, _)| *j == k)
        .and_then(|(_, p)| match p {
            Progress::At(s) => Some(*s),
            Progress::Done => None,
        })
        .unwrap_or(0);
    let state = use_reducer(move || LessonState::new(k - 1, start_step));
    {
        let progress = progress.clone();
        use_effect_with((state.step, state.done), move |(step, done)| {
            save_progress(
                k,
                if *done {
                    Progress::Done
                } else {
                    Progress::At(*step)
                },
            );
            progress.set(load_progress());
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
        let done = progress
            .iter()
            .any(|(j, p)| *j == number && *p == Progress::Done);
        html! {
            <li>
                <a href={format!("?learn=mu-torere&lesson={number}")}
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
        <section class="game-screen mu-lesson" aria-labelledby="lesson-title"
                 data-lesson={format!("mu-torere-{k}")}
                 data-lesson-step={format!("{}/{n}", state.step + 1)}
                 data-lesson-done={state.done.then_some("true")}>
            <h1 id="lesson-title">{ t::learn_mu_lesson_heading(k, (LESSONS[k - 1].title)()) }</h1>
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
                    <p class="step-count">{ t::learn_mu_step_count(state.step + 1, n) }</p>
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
                                <a href={format!("?learn=mu-torere&lesson={}", k + 1)}>{ t::learn_mu_go_on(k + 1) }</a>
                            } else {
                                <a href="?game=mu-torere&puzzle=1">{ t::learn_mu_try_trainer() }</a>
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_round_trips_and_ignores_junk() {
        let list = vec![(1, Progress::Done), (3, Progress::At(1))];
        assert_eq!(parse_progress(&progress_text(&list)), list);
        assert_eq!(
            parse_progress("x=1 2=done 4=q 5"),
            vec![(2, Progress::Done)]
        );
    }
}
