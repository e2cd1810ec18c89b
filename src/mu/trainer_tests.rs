//! Tests of the trap trainer's reducer (trainer.rs).

use super::*;

fn reduce(s: TrainerState, a: TrainerAction) -> TrainerState {
    (*Rc::new(s).reduce(a)).clone()
}

/// A "win in 3" puzzle (these have moves that do not win fastest): the trainer on it,
/// its best first move and a move that does not win fastest.
fn win_in_three() -> (TrainerState, Move, Move) {
    let puzzle = puzzles(RuleSet::Standard)
        .into_iter()
        .find(|p| p.goal == Goal::WinIn(3))
        .unwrap();
    let s = TrainerState::new(puzzle, Symmetry::nth(9));
    let moves = analyse_in_game(&s.game);
    let (best, _) = moves[0];
    let (worse, _) = *moves
        .iter()
        .find(|(_, v)| *v != moves[0].1)
        .expect("a win in 3 has a move that does not win fastest");
    (s, best, worse)
}

#[test]
fn a_wrong_move_stays_with_its_refutation_until_the_next_tap() {
    let (s, best, worse) = win_in_three();
    let tried = reduce(s.clone(), TrainerAction::Play(worse.from));
    assert_eq!(
        tried.game.moves()[0],
        worse,
        "the wrong move is on the board"
    );
    let mut after_wrong = s.game.clone();
    after_wrong.play(worse.from).unwrap();
    let refutation = analyse_in_game(&after_wrong)[0].0;
    assert_eq!(
        tried.game.moves().get(1),
        Some(&refutation),
        "with the defence's best answer"
    );
    assert!(tried.tried && !tried.solved && !tried.praised);
    assert!(tried.movable().is_empty() && !tried.defence_to_move());
    assert_eq!(
        tried.status(),
        "Your try, and the defence's best answer to it."
    );
    assert!(
        tried.message.clone().unwrap().contains("Tap a counter"),
        "{:?}",
        tried.message
    );
    let after = reduce(tried, TrainerAction::Play(s.game.position().empty()));
    assert_eq!(after.game, s.game, "the next tap starts the puzzle again");
    assert!(!after.tried && after.message.is_none());
    let after = reduce(s.clone(), TrainerAction::Play(best.from));
    assert_eq!(after.game.moves().len(), 1);
    assert!(after.praised, "a right move is praised");
    assert!(after.defence_to_move());
    assert!(after.movable().is_empty());
    let reply = best_move_in_game(&after.game, &mut Rng::new(1)).unwrap().0;
    let key = after.defence_key().unwrap();
    // A reply to an earlier attempt is dropped.
    let stale = TurnKey {
        game_id: key.game_id + 1,
        ..key
    };
    let dropped = reduce(
        after.clone(),
        TrainerAction::Defend {
            key: stale,
            mv: reply,
        },
    );
    assert_eq!(dropped.game, after.game);
    let after = reduce(after, TrainerAction::Defend { key, mv: reply });
    assert_eq!(after.game.moves().len(), 2);
    let (finish, _) = analyse_in_game(&after.game)[0];
    let after = reduce(after, TrainerAction::Play(finish.from));
    assert!(after.solved);
    assert_eq!(after.game.outcome(), Outcome::Won(after.learner()));
    assert_eq!(after.status(), "Solved! Well done.");
    // An illegal click only explains.
    let s2 = reduce(s.clone(), TrainerAction::Play(s.game.position().empty()));
    assert_eq!(s2.game, s.game);
    assert_eq!(
        s2.message.as_deref(),
        Some("There is no green counter there: tap one of the ringed green counters."),
        "an empty point says what to tap instead"
    );
}

#[test]
fn after_two_wrong_tries_the_answer_is_offered_and_shown() {
    let (s, best, worse) = win_in_three();
    assert!(!s.offers_answer());
    assert_eq!(
        reduce(s.clone(), TrainerAction::ShowAnswer),
        s,
        "not offered yet"
    );
    let once = reduce(s.clone(), TrainerAction::Play(worse.from));
    assert!(!once.offers_answer(), "one wrong try");
    let again = reduce(once, TrainerAction::Restart);
    let twice = reduce(again, TrainerAction::Play(worse.from));
    assert!(twice.tried && twice.offers_answer(), "two wrong tries");
    let shown = reduce(twice, TrainerAction::ShowAnswer);
    assert_eq!(shown.answer, Some(best));
    assert_eq!(
        shown.game, s.game,
        "the answer is shown from the puzzle's position"
    );
    assert!(!shown.offers_answer(), "already shown");
    assert_eq!(
        shown.message, None,
        "the answer is not in the mistakes' box"
    );
    let words = shown.answer_words().unwrap();
    assert!(
        words.starts_with("The answer: move your counter from "),
        "{words}"
    );
    assert!(
        words.contains(&place(best.from)) && words.ends_with(&format!("to {}.", place(best.to))),
        "{words}"
    );
    // Playing it solves the first step; the answer goes.
    let played = reduce(shown, TrainerAction::Play(best.from));
    assert_eq!(played.answer, None);
    assert!(played.praised);
}

#[test]
fn the_trainer_speaks_te_reo() {
    use crate::i18n::{set, Lang};
    set(Lang::Mi);
    let puzzle = puzzles(RuleSet::Standard)[0];
    let s = TrainerState::new(puzzle, Symmetry::nth(0));
    assert!(s.status().ends_with(": māu e neke."), "{}", s.status());
    assert_eq!(
        goal_words(puzzle.goal),
        "Toa i tāu nekehanga kotahi: aukatihia tō hoariri ki tēnei nekehanga"
    );
    set(Lang::En);
    assert_eq!(
        goal_words(Goal::WinIn(3)),
        "Win in 2 moves of yours: block your opponent, whatever they do"
    );
    assert_eq!(
        goal_words(Goal::AvoidTheTrap),
        "Avoid the trap: a move here loses; find one that keeps the draw"
    );
}
