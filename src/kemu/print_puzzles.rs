//! The Moeraki Kemu worksheet (`?print=kemu-puzzles`): positions from engine games, each a
//! diagram with its task (win now, stop the opponent's win, the Tane turn that wins), then
//! the answers. The positions and answers are committed data (`print_puzzles.txt`), written
//! from engine self-play by `tests/kemu_puzzles.rs`, which also checks every answer with
//! the rules core; this page carries no engine. `&seed=` picks another set from the pool.

use super::picture::picture;
use crate::print::sheet::{mm, sheet, with_answers, Layout};
use crate::t;
use takaro::core::kemu::{Game, Move};
use takaro::rng::Rng;
use yew::prelude::*;

/// The pool: one puzzle a line, `<task> <compact record> <answer>…` (see [`KemuPuzzle`]).
pub const KEMU_PUZZLES: &str = include_str!("print_puzzles.txt");

/// What a puzzle asks of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KemuTask {
    /// Place the stone that wins now.
    WinNow,
    /// The opponent wins next turn unless you stop it: the one placement that does.
    StopTheWin,
    /// Only a Tane turn wins the game (Master), whatever the opponent does.
    TaneWins,
}

impl KemuTask {
    pub const ALL: [KemuTask; 3] = [KemuTask::WinNow, KemuTask::StopTheWin, KemuTask::TaneWins];

    pub fn code(self) -> &'static str {
        match self {
            KemuTask::WinNow => "win",
            KemuTask::StopTheWin => "stop",
            KemuTask::TaneWins => "tane",
        }
    }
}

/// A puzzle of the pool: a game from its compact record, the task, and every move that
/// solves it.
#[derive(Clone, Debug, PartialEq)]
pub struct KemuPuzzle {
    pub task: KemuTask,
    pub game: Game,
    pub answers: Vec<Move>,
}

impl KemuPuzzle {
    /// Reads one line of the pool; `None` for a line that is not a puzzle.
    pub fn parse(line: &str) -> Option<KemuPuzzle> {
        let mut words = line.split_whitespace();
        let task = words.next()?;
        let task = KemuTask::ALL.into_iter().find(|t| t.code() == task)?;
        let game = Game::from_compact(words.next()?).ok()?;
        let answers: Option<Vec<Move>> = words.map(|w| w.parse().ok()).collect();
        let answers = answers.filter(|a| !a.is_empty())?;
        Some(KemuPuzzle {
            task,
            game,
            answers,
        })
    }

    /// Every puzzle of the pool.
    pub fn pool() -> Vec<KemuPuzzle> {
        KEMU_PUZZLES.lines().filter_map(KemuPuzzle::parse).collect()
    }
}

/// Puzzles on a worksheet, of each task.
const EACH: usize = 4;

/// The worksheet of `seed`: up to [`EACH`] puzzles of each task, drawn from the pool.
pub fn pick(seed: u64) -> Vec<KemuPuzzle> {
    let mut rng = Rng::new(seed);
    let pool = KemuPuzzle::pool();
    KemuTask::ALL
        .into_iter()
        .flat_map(|task| {
            let mut of_task: Vec<&KemuPuzzle> = pool.iter().filter(|p| p.task == task).collect();
            let mut chosen = Vec::new();
            while chosen.len() < EACH && !of_task.is_empty() {
                chosen.push(of_task.swap_remove(rng.below(of_task.len())).clone());
            }
            chosen
        })
        .collect()
}

fn task_words(p: &KemuPuzzle, number: usize) -> String {
    let tribe = p.game.position().to_move().name();
    match p.task {
        KemuTask::WinNow => t::print_kemu_task_win(t::PrintKemuTaskWin { number, tribe }),
        KemuTask::StopTheWin => t::print_kemu_task_stop(t::PrintKemuTaskStop { number, tribe }),
        KemuTask::TaneWins => t::print_kemu_task_tane(t::PrintKemuTaskTane { number, tribe }),
    }
}

fn answers_text(p: &KemuPuzzle) -> String {
    p.answers
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn sheets(layout: &Layout, seed: u64) -> Html {
    let puzzles = pick(seed);
    // Two columns; two rows on A4 and Letter, three on A3.
    let per_page = if layout.large() { 6 } else { 4 };
    let rows = (per_page / 2) as f64;
    let size = (layout.width_mm / 2.0 - 10.0).min((layout.height_mm - 60.0) / rows - 16.0);
    let pages = puzzles.len().div_ceil(per_page);
    let sheets = puzzles.chunks(per_page).enumerate().map(|(i, chunk)| {
        let title = t::print_kemu_puzzles_page(t::PrintKemuPuzzlesPage { page: i + 1, pages });
        let figures = chunk.iter().enumerate().map(|(j, p)| {
            let task = task_words(p, i * per_page + j + 1);
            html! {
                <figure class="puzzle" data-record={p.game.to_string()} data-task={p.task.code()}
                        data-answer={answers_text(p)}>
                    <div style={format!("width:{}", mm(size))}>{ picture(&p.game, &task, true) }</div>
                    <figcaption>{ task }</figcaption>
                </figure>
            }
        });
        sheet(&format!("kemu-puzzles-{}", i + 1), &title, html! {
            <>
                { (i == 0).then(|| html! { <p>{ t::print_kemu_puzzles_note() }</p> }) }
                <div class="puzzles">{ for figures }</div>
            </>
        })
    });
    let answers = puzzles.iter().enumerate().map(|(i, p)| {
        html! {
            <li>{ t::print_kemu_answer(t::PrintKemuAnswer { number: i + 1, moves: answers_text(p).replace(' ', ", ") }) }</li>
        }
    });
    with_answers("kemu", sheets, t::print_kemu_answers_note(), answers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_and_bad_ones_skipped() {
        assert!(KemuPuzzle::parse("").is_none());
        assert!(KemuPuzzle::parse("chess x y").is_none());
        let game = Game::from_record("beginner a=matau f6 c1 a3 e1 a5 g1").unwrap();
        let line = format!("win {} i1", game.to_compact());
        let p = KemuPuzzle::parse(&line).unwrap();
        assert_eq!(p.task, KemuTask::WinNow);
        assert_eq!(answers_text(&p), "i1");
        assert!(KemuPuzzle::parse(&format!("win {}", game.to_compact())).is_none());
    }

    #[test]
    fn a_seed_picks_a_set_of_each_task() {
        let a = pick(1);
        assert!(!a.is_empty());
        for task in KemuTask::ALL {
            assert_eq!(
                a.iter().filter(|p| p.task == task).count(),
                EACH,
                "{task:?}"
            );
        }
        assert_eq!(pick(1), a, "the same seed, the same set");
        assert_ne!(pick(2), a, "another seed, another set");
    }
}
