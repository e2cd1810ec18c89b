//! The Mū tōrere worksheet (`?print=mu-torere-puzzles`): the trap trainer's puzzles, six
//! to a page, each a diagram with its task, then the answers from the solve. `&seed=`
//! turns and recolours every puzzle differently (a symmetry changes nothing in the rules).

use super::print_set::{star, Labels};
use super::state::side_name;
use super::trainer::goal_words;
use crate::print::sheet::{mm, sheet, with_answers, Layout};
use crate::t;
use takaro::core::mu_torere::{Game, Move, RuleSet, Value};
use takaro::mu_torere::{analyse_in_game, puzzles, Goal, Puzzle, Symmetry};
use takaro::rng::Rng;
use yew::prelude::*;

/// Puzzles on a page.
const PER_PAGE: usize = 6;

/// A puzzle as printed: its game (seen through the seed's symmetry) and its answers.
struct Printed {
    puzzle: Puzzle,
    game: Game,
    /// The moves that solve it: the fastest wins, or the moves that keep the draw.
    answers: Vec<Move>,
}

fn printed(seed: u64) -> Vec<Printed> {
    let mut rng = Rng::new(seed);
    puzzles(RuleSet::Standard)
        .into_iter()
        .map(|puzzle| {
            let game = puzzle.game(Symmetry::nth(rng.below(Symmetry::COUNT)));
            let moves = analyse_in_game(&game);
            let best = moves.first().map(|(_, v)| *v);
            let answers = moves
                .iter()
                .filter(|(_, v)| match puzzle.goal {
                    Goal::WinIn(_) => Some(*v) == best,
                    Goal::AvoidTheTrap => *v == Value::Draw,
                })
                .map(|(m, _)| *m)
                .collect();
            Printed {
                puzzle,
                game,
                answers,
            }
        })
        .collect()
}

fn goal_code(goal: Goal) -> String {
    match goal {
        Goal::WinIn(d) => format!("win-{d}"),
        Goal::AvoidTheTrap => "avoid".to_string(),
    }
}

/// `3 → 0`: a move in the notation, from the point it leaves to the point it enters.
fn move_words(m: Move) -> String {
    format!("{} → {}", m.from.index(), m.to.index())
}

fn diagram(p: &Printed, size_mm: f64) -> Html {
    let position = p.game.position();
    let task = t::print_mu_task(t::PrintMuTask {
        number: p.puzzle.number,
        side: side_name(position.to_move()),
        goal: goal_words(p.puzzle.goal),
    });
    let answer: Vec<String> = p
        .answers
        .iter()
        .map(|m| m.from.index().to_string())
        .collect();
    html! {
        <figure class="puzzle" data-position={position.to_string()} data-goal={goal_code(p.puzzle.goal)}
                data-answer={answer.join(" ")}>
            <svg class="print-mu-board" viewBox="-125 -125 250 250" style={format!("width:{}", mm(size_mm))}
                 role="img" aria-label={task.clone()}>
                { star(Some(position), Labels::Numbers) }
            </svg>
            <figcaption>{ task }</figcaption>
        </figure>
    }
}

pub fn sheets(layout: &Layout, seed: u64) -> Html {
    let all = printed(seed);
    // Two columns, three rows, under the heading and above the ruler.
    let size = ((layout.width_mm / 2.0) - 12.0).min((layout.height_mm - 70.0) / 3.0 - 12.0);
    let pages = all.chunks(PER_PAGE).enumerate().map(|(i, chunk)| {
        let title = t::print_mu_puzzles_page(t::PrintMuPuzzlesPage {
            page: i + 1,
            pages: all.len().div_ceil(PER_PAGE),
        });
        sheet(
            &format!("mu-puzzles-{}", i + 1),
            &title,
            html! {
                <>
                    { (i == 0).then(|| html! { <p>{ t::print_mu_puzzles_note() }</p> }) }
                    <div class="puzzles">{ for chunk.iter().map(|p| diagram(p, size)) }</div>
                </>
            },
        )
    });
    let answers = all.iter().map(|p| {
        let moves: Vec<String> = p.answers.iter().map(|m| move_words(*m)).collect();
        html! {
            <li data-answer-for={p.puzzle.number.to_string()}>
                { t::print_mu_answer(t::PrintMuAnswer { number: p.puzzle.number, moves: moves.join(", ") }) }
            </li>
        }
    });
    with_answers("mu", pages, t::print_mu_answers_note(), answers)
}
