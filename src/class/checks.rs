//! Class rooms' behaviour, checked once for every game: each game's tests
//! (`src/<game>/class_play.rs`) call [`all`].

use super::ask::lesson_steps;
use super::games;
use super::question_play::QuestionPlay;
use crate::route::Query;

/// Every check, for `G`.
pub fn all<G: QuestionPlay>() {
    a_start_link_reads_as_a_new_game::<G>();
    lesson_steps_that_ask_for_a_move_are_questions::<G>();
    puzzles_are_questions::<G>();
}

/// Under each rule set, a room's start link reads as a new game of the game the registry
/// names, and an odd student's game keeps the rule set.
fn a_start_link_reads_as_a_new_game<G: QuestionPlay>() {
    let game = games::of::<G>();
    assert_eq!(game.game().slug(), G::NAME);
    for (rules, _) in game.rule_sets() {
        let start = game.start(&rules);
        let judged = game.judge(&start).expect(&start);
        assert_eq!((judged.played, judged.outcome), (0, "playing"), "{start}");
        // The rules are in the start link (or in its record).
        let computer = Query::parse(&game.computer_game(&start, "1"));
        assert_eq!(computer.get(G::RULES_KEY).as_deref(), Some(rules.as_str()));
    }
}

fn lesson_steps_that_ask_for_a_move_are_questions<G: QuestionPlay>() {
    let game = games::of::<G>();
    let steps = lesson_steps(game);
    assert!(steps.len() >= 5, "{}: {} steps", G::NAME, steps.len());
    for (label, link) in &steps {
        let position = game.question(link).expect(link);
        assert!(position.to_move().is_some(), "{label}: a move to make");
    }
}

fn puzzles_are_questions<G: QuestionPlay>() {
    let game = games::of::<G>();
    let start = game.start(&game.rule_sets()[0].0);
    for link in game.puzzle_questions(&start) {
        assert!(game.question(&link).is_some(), "{link}");
    }
}
