//! The Moeraki Kemu worksheet's pool of puzzles (`src/kemu/print_puzzles.txt`): every
//! answer checked with the rules core, and the generator that wrote the pool from engine
//! self-play (`cargo test --release --test kemu_puzzles -- --ignored` writes it again).
//! A puzzle is fair when its answer is short and complete: one or two stones that win now;
//! the one move after which the opponent cannot win at once; the one move, a Tane turn,
//! that wins whatever the opponent does (searched to the end, so only near it).

use papa_takaro::kemu::print_puzzles::{KemuPuzzle, KemuTask, KEMU_PUZZLES};
use takaro::core::kemu::{Game, Move, Outcome, Position, Rules, Tier, Tribe};
use takaro::kemu_engine::{choose, Level, NoClock};

/// The position after `mv`, if it is legal.
fn after(p: &Position, mv: Move) -> Option<Position> {
    p.preview(mv).ok().map(|(next, _)| next)
}

/// Whether the player to move in `p` can win with the stone they place now.
fn can_win_now(p: &Position) -> bool {
    p.legal_moves()
        .into_iter()
        .any(|mv| after(p, mv).is_some_and(|q| q.outcome() == Outcome::Won(p.to_move())))
}

/// Whether `mv` wins for the player who makes it, with best play from both sides (an
/// exhaustive search over the core's moves: only for the last few hollows).
fn wins_by_force(p: &Position, mv: Move) -> bool {
    let me = p.to_move();
    let Some(next) = after(p, mv) else {
        return false;
    };
    match next.outcome() {
        Outcome::Won(t) => t == me,
        Outcome::Drawn => false,
        Outcome::Ongoing => !next
            .legal_moves()
            .into_iter()
            .any(|reply| wins_by_force(&next, reply)),
    }
}

/// Every move that solves `task` in `p`, worked out with the core alone; `None` when the
/// position is not a fair puzzle of that task (nothing solves it, or the answer is not
/// short).
fn solutions(task: KemuTask, p: &Position) -> Option<Vec<Move>> {
    if p.is_over() || p.ball().is_none() {
        return None;
    }
    let me = p.to_move();
    let moves = p.legal_moves();
    let solving: Vec<Move> = match task {
        KemuTask::WinNow => moves
            .into_iter()
            .filter(|mv| after(p, *mv).is_some_and(|q| q.outcome() == Outcome::Won(me)))
            .collect(),
        // No win of your own, and every move but one lets the opponent win at once.
        KemuTask::StopTheWin if !can_win_now(p) => moves
            .into_iter()
            .filter(|mv| after(p, *mv).is_some_and(|q| !q.is_over() && !can_win_now(&q)))
            .collect(),
        KemuTask::StopTheWin => Vec::new(),
        // Near the end every reply can be searched: a Tane turn is the one move that wins.
        KemuTask::TaneWins if p.empty_hollows().len() <= 4 && p.can_use_tane() => {
            let winning: Vec<Move> = moves
                .into_iter()
                .filter(|mv| wins_by_force(p, *mv))
                .collect();
            if winning.iter().all(|mv| matches!(mv, Move::Tane(..))) {
                winning
            } else {
                Vec::new()
            }
        }
        KemuTask::TaneWins => Vec::new(),
    };
    // A stop puzzle has exactly one answer; a win puzzle at most two.
    let fair = match task {
        KemuTask::StopTheWin | KemuTask::TaneWins => solving.len() == 1,
        KemuTask::WinNow => (1..=2).contains(&solving.len()),
    };
    fair.then_some(solving)
}

#[test]
fn every_answer_is_the_cores() {
    let pool = KemuPuzzle::pool();
    let lines = KEMU_PUZZLES
        .lines()
        .filter(|l| !l.trim().is_empty())
        .count();
    assert_eq!(
        pool.len(),
        lines,
        "every line of the pool reads as a puzzle"
    );
    for task in KemuTask::ALL {
        assert!(
            pool.iter().filter(|p| p.task == task).count() >= 8,
            "enough {task:?} puzzles"
        );
    }
    for puzzle in &pool {
        let p = puzzle.game.position();
        let mut expected = solutions(puzzle.task, p).unwrap_or_default();
        let mut given = puzzle.answers.clone();
        expected.sort_by_key(Move::to_string);
        given.sort_by_key(Move::to_string);
        assert_eq!(given, expected, "{:?} {}", puzzle.task, puzzle.game);
    }
}

/// Plays engine games and keeps, from each, the first position of each task.
#[test]
#[ignore = "writes src/kemu/print_puzzles.txt"]
fn generate_the_pool() {
    let mut lines = Vec::new();
    let mut count = [0usize; 3];
    const WANTED: usize = 16;
    for seed in 0..1500u64 {
        let tier = [Tier::Beginner, Tier::Basic, Tier::Master][(seed % 3) as usize];
        let player_a = if seed % 2 == 0 {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        let mut game = Game::new(Rules::new(tier), player_a);
        let mut found = [false; 3];
        // Medium against Medium, sometimes Easy: mistakes make threats to stop.
        while !game.position().is_over() {
            let p = *game.position();
            for (i, task) in KemuTask::ALL.into_iter().enumerate() {
                if found[i] || count[i] >= WANTED || p.occupied().len() < 9 {
                    continue;
                }
                if let Some(answers) = solutions(task, &p) {
                    found[i] = true;
                    count[i] += 1;
                    let answers: Vec<String> = answers.iter().map(Move::to_string).collect();
                    lines.push(format!(
                        "{} {} {}",
                        task.code(),
                        game.to_compact(),
                        answers.join(" ")
                    ));
                }
            }
            // Master games are left to Medium alone, which often fills the board.
            let level =
                if tier != Tier::Master && (p.occupied().len() + seed as usize).is_multiple_of(5) {
                    Level::Easy
                } else {
                    Level::Medium
                };
            let Some(choice) = choose(&p, level, Some(20), seed, &NoClock) else {
                break;
            };
            if game.play(choice.mv).is_err() {
                break;
            }
        }
        if count.iter().all(|c| *c >= WANTED) {
            break;
        }
    }
    lines.sort();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/kemu/print_puzzles.txt");
    std::fs::write(path, lines.join("\n") + "\n").expect("the pool is written");
    eprintln!(
        "puzzles: win {} stop {} tane {}",
        count[0], count[1], count[2]
    );
}
