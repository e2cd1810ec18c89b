//! Judges a learner's move in a Mū tōrere lesson by asking the rules core (legality,
//! outcomes, repetition) and, for the traps, the computer's solve: why a move is wrong
//! is a [`Wrong`], said in words by [`wrong_words`].

use super::content::Task;
use super::MuLessons;
use crate::lesson::{Step, Verdict};
use crate::t;
use takaro::core::mu_torere::{Game, MoveError, Outcome, Point, Value};
use takaro::mu_torere::{analyse_in_game, best_move_in_game};
use takaro::rng::Rng;

/// Why a learner's move in a Mū tōrere lesson is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wrong {
    /// The rules refuse it.
    Refused(MoveError),
    /// It is not what the step asks (the step's own words say why).
    NotAsked,
    /// It falls short of the best move, by the solve's values.
    FallsShort { played: Value, best: Value },
}

/// Why a move was wrong in `step`, in the page's language.
pub fn wrong_words(step: &Step<MuLessons>, why: &Wrong) -> String {
    match why {
        Wrong::Refused(e) => cannot_move(e),
        Wrong::NotAsked => (step.wrong)().to_string(),
        Wrong::FallsShort { played, best } => {
            format!("{} {}", (step.wrong)(), explain_wrong(*played, *best))
        }
    }
}

/// Judges the move from `point` in `game`, a step of `step`'s: right (played, with the
/// perfect defence's reply while a fastest win goes on), or why it is wrong.
pub fn judge(step: &Step<MuLessons>, game: &Game, point: Point) -> Verdict<Game, Wrong> {
    if let Err(why) = check(step, game, point) {
        return Verdict::Wrong(why);
    }
    let mut after = game.clone();
    if let Err(e) = after.play(point) {
        return Verdict::Wrong(Wrong::Refused(e));
    }
    let more = step.task == Some(Task::WinFastest) && after.outcome() == Outcome::Ongoing;
    if !more {
        return Verdict::Right {
            game: after,
            said: (step.right)().to_string(),
            more,
        };
    }
    // The perfect defence replies at once (the same reply each time, so a class sees
    // the same lesson).
    if let Some((reply, _)) = best_move_in_game(&after, &mut Rng::new(0)) {
        let _ = after.play(reply.from);
    }
    let said = match reply_words(&after) {
        Some(w) => t::learn_mu_good_reply(w),
        None => t::learn_mu_good().to_string(),
    };
    Verdict::Right {
        game: after,
        said,
        more,
    }
}

/// Whether the move from `point` does what the step asks; `Err` with the reason (the
/// rules' for an illegal move).
fn check(step: &Step<MuLessons>, game: &Game, point: Point) -> Result<(), Wrong> {
    game.check(point).map_err(Wrong::Refused)?;
    let Some(task) = step.task else {
        return Err(Wrong::NotAsked);
    };
    let me = game.position().to_move();
    let value_of = || {
        analyse_in_game(game)
            .into_iter()
            .find(|(m, _)| m.from == point)
            .map(|(_, v)| v)
    };
    let wrong_by = |played: Option<Value>, best: Option<Value>| match (played, best) {
        (Some(played), Some(best)) => Wrong::FallsShort { played, best },
        _ => Wrong::NotAsked,
    };
    let ok = match task {
        Task::AnyMove => true,
        Task::MoveFrom(n) => point.index() == usize::from(n),
        Task::Block => game.outcome_after(point) == Ok(Outcome::Won(me)),
        Task::Repeat => game.outcome_after(point) == Ok(Outcome::DrawByRepetition),
        Task::WinFastest => {
            let best = analyse_in_game(game).first().map(|(_, v)| *v);
            let played = value_of();
            if played != best || !matches!(played, Some(Value::Win(_))) {
                return Err(wrong_by(played, best));
            }
            true
        }
        Task::KeepDraw => {
            let played = value_of();
            if played != Some(Value::Draw) {
                return Err(wrong_by(played, Some(Value::Draw)));
            }
            true
        }
    };
    if ok {
        Ok(())
    } else {
        Err(Wrong::NotAsked)
    }
}

/// The last move in words, e.g. "Green replied from kāwai 4 to the pūtahi."
fn reply_words(game: &Game) -> Option<String> {
    use crate::mu::state::{place, side_name};
    let mv = game.last_move()?;
    Some(t::learn_mu_replied(t::LearnMuReplied {
        side: side_name(game.position().to_move().other()),
        from: place(mv.from),
        to: place(mv.to),
    }))
}

/// Why a clicked counter may not move, from the rules core's error.
pub fn cannot_move(e: &MoveError) -> String {
    crate::mu::state::refused(e)
}

/// Why a move worth `played` falls short of the best, `best`, from the solve's values, in
/// plain words that count one player's own moves (a win in 3 plies is "within 2 of your
/// moves"): "That move only draws: your opponent can now stop you winning; the best move here wins
/// within 2 of your moves."
pub fn explain_wrong(played: Value, best: Value) -> String {
    use crate::i18n::own_moves;
    let (worth, moves) = match played {
        Value::Win(d) => (t::Worth::Wins, own_moves(d)),
        Value::Draw => (t::Worth::Draws, 0),
        Value::Loss(d) if d <= 2 => (t::Worth::LosesSoon, own_moves(d)),
        Value::Loss(d) => (t::Worth::Loses, own_moves(d)),
    };
    let (aim, fastest) = match best {
        Value::Win(d) => (t::Aim::Win, own_moves(d)),
        _ => (t::Aim::Draw, 0),
    };
    t::learn_mu_wrong_move(t::LearnMuWrongMove {
        worth,
        played: moves,
        aim,
        best: fastest,
    })
}

#[cfg(test)]
mod tests {
    use super::super::content::LESSONS;
    use super::*;
    use crate::lesson::state::follow_every_lesson;
    use crate::lesson::{LessonAction, LessonState, Said};
    use crate::mu::state::{place, rules_name, rules_says, side_name};
    use std::rc::Rc;
    use takaro::core::mu_torere::{RuleSet, Side};
    use yew::Reducible;

    type State = LessonState<MuLessons>;

    fn reduce(s: State, a: LessonAction<MuLessons>) -> State {
        (*Rc::new(s).reduce(a)).clone()
    }

    fn play(n: u8) -> LessonAction<MuLessons> {
        LessonAction::Input(Point::new(n).unwrap())
    }

    /// A right move for the step, found by trying every point.
    fn right_move(s: &State) -> Point {
        Point::ALL
            .into_iter()
            .find(|p| check(s.current(), &s.game, *p).is_ok())
            .unwrap_or_else(|| panic!("lesson {} step {} has a right move", s.lesson, s.step))
    }

    #[test]
    fn every_lesson_can_be_finished() {
        let ends = follow_every_lesson::<MuLessons>(|s| vec![right_move(s)]);
        assert_eq!(ends.len(), LESSONS.len());
    }

    #[test]
    fn a_right_move_is_explained_and_waits_for_next() {
        // Lesson 2, step 1: any move.
        let s = State::new(1, 0);
        let p = right_move(&s);
        let s = reduce(s, LessonAction::Input(p));
        assert!(s.solved && !s.done && s.offers_next());
        assert_eq!(
            s.message,
            Some(Said::Right(t::learn_mu_lesson_moves_1_right().to_string()))
        );
        assert_eq!(s.game.moves().len(), 1, "the move stays on the board");
        assert_eq!(
            reduce(s.clone(), LessonAction::Input(p)),
            s,
            "a solved step takes no move"
        );
        let s = reduce(s, LessonAction::Next);
        assert_eq!((s.step, s.game.moves().len()), (1, 0));
        // Its last step: the lesson is done at once.
        let s = reduce(s, play(0));
        assert!(s.solved && s.done && !s.offers_next());
    }

    #[test]
    fn a_wrong_move_is_explained_and_the_position_restored() {
        // The pūtahi rule: kāwai 2 may not enter.
        let s = State::new(2, 1);
        let after = reduce(s.clone(), play(2));
        assert_eq!(
            (&after.game, after.step, after.wrong_moves),
            (&s.game, 1, 1)
        );
        let putahi = MoveError::PutahiNeedsOpponentNeighbour {
            point: Point::new(2).unwrap(),
        };
        assert_eq!(after.message, Some(Said::Wrong(Wrong::Refused(putahi))));
        // Blocking: 0 → 1 is legal but does not block.
        let s = State::new(3, 1);
        let after = reduce(s.clone(), play(0));
        assert_eq!(after.game, s.game);
        assert_eq!(after.message, Some(Said::Wrong(Wrong::NotAsked)));
        // The trap: 5 loses, where another move keeps the draw.
        let s = State::new(4, 1);
        let after = reduce(s.clone(), play(5));
        assert_eq!(after.game, s.game);
        assert!(
            matches!(
                after.message,
                Some(Said::Wrong(Wrong::FallsShort {
                    played: Value::Loss(_),
                    best: Value::Draw
                }))
            ),
            "{:?}",
            after.message
        );
        // A reading step ignores clicks; Next goes on.
        let s = State::new(0, 0);
        assert_eq!(reduce(s.clone(), play(1)), s);
        assert_eq!(reduce(s, LessonAction::Next).step, 1);
    }

    #[test]
    fn the_big_trap_takes_three_moves_and_a_slip_keeps_the_position_before_it() {
        let mut s = State::new(5, 0);
        let mut mine = 0;
        while !s.done {
            if mine == 1 {
                // Between the moves: a wrong one keeps the position after the reply.
                let wrong = Point::ALL
                    .into_iter()
                    .find(|p| s.game.check(*p).is_ok() && check(s.current(), &s.game, *p).is_err())
                    .expect("a second legal move that does not win fastest");
                let after = reduce(s.clone(), LessonAction::Input(wrong));
                assert_eq!((&after.game, after.wrong_moves), (&s.game, 1));
                assert_eq!(s.game.moves().len(), 2);
            }
            let p = right_move(&s);
            s = reduce(s, LessonAction::Input(p));
            mine += 1;
            if !s.done {
                assert!(s.message_text().unwrap().ends_with("Your move."));
            }
        }
        assert_eq!(mine, 3);
        assert_eq!(s.game.moves().len(), 5);
        assert!(matches!(s.game.outcome(), Outcome::Won(_)));
    }

    #[test]
    fn the_lessons_speak_te_reo() {
        use crate::i18n::{set, Lang};
        set(Lang::Mi);
        let after = reduce(State::new(2, 1), play(2));
        let why = after.message_text().unwrap();
        assert!(
            why.starts_with("Kāore e taea taua perepere te neke"),
            "{why}"
        );
        assert!(why.ends_with("Whakamātau anō."), "{why}");
        let after = reduce(State::new(4, 1), play(5));
        assert!(after
            .message_text()
            .unwrap()
            .contains("Ka hinga taua nekehanga"));
        set(Lang::En);
    }

    #[test]
    fn wrong_moves_are_explained_with_the_solve_values() {
        let cases = [
            (Value::Draw, Value::Win(3), "That move only draws: your opponent can now stop you winning; the best move here wins within 2 of your moves."),
            (Value::Win(5), Value::Win(3), "That move wins too, but more slowly: it takes 3 moves of yours; the best move here wins within 2 of your moves."),
            (Value::Loss(2), Value::Draw, "That move loses: your opponent can now win with their next move; another move keeps the draw."),
            (Value::Loss(4), Value::Draw, "That move loses: your opponent can now force a win within 2 moves of theirs; another move keeps the draw."),
            (Value::Win(3), Value::Win(1), "That move wins too, but more slowly: it takes 2 moves of yours; the best move here wins at once."),
        ];
        for (played, best, words) in cases {
            assert_eq!(explain_wrong(played, best), words);
            // The command line's words are the page's.
            assert_eq!(takaro::mu_torere::explain_wrong(played, best), words);
        }
    }

    #[test]
    fn every_reason_has_words_in_both_languages() {
        let step = LESSONS[3].steps[1];
        let p = |n| Point::new(n).unwrap();
        let mut reasons = vec![Wrong::NotAsked];
        reasons.extend(
            [
                MoveError::GameOver,
                MoveError::NotYourCounter {
                    point: p(3),
                    side: Side::White,
                },
                MoveError::NotYourCounter {
                    point: p(0),
                    side: Side::Green,
                },
                MoveError::NotAdjacent {
                    point: p(1),
                    empty: p(3),
                },
                MoveError::PutahiNeedsOpponentNeighbour { point: p(2) },
                MoveError::NeedsOpponentNeighbour { point: p(6) },
            ]
            .map(Wrong::Refused),
        );
        let values = [
            Value::Win(1),
            Value::Win(3),
            Value::Draw,
            Value::Loss(2),
            Value::Loss(4),
        ];
        for played in values {
            for best in [Value::Win(1), Value::Win(3), Value::Draw] {
                reasons.push(Wrong::FallsShort { played, best });
            }
        }
        for why in reasons {
            let said = crate::i18n::in_each_language(|| wrong_words(&step, &why));
            assert!(said.iter().all(|s| !s.trim().is_empty()), "{why:?}");
            assert_ne!(said[0], said[1], "{why:?} is translated");
        }
        assert_eq!(
            wrong_words(
                &step,
                &Wrong::Refused(MoveError::PutahiNeedsOpponentNeighbour { point: p(2) })
            ),
            "That counter cannot move: the counter on kāwai 2 may not enter the pūtahi: \
             it is not next to an opponent's counter."
        );
    }

    /// The page's own words for the rule sets, the sides and the points (the core's
    /// English is the command line's).
    #[test]
    fn rule_sets_sides_and_points_have_words_in_both_languages() {
        for words in [
            crate::i18n::in_each_language(|| RuleSet::ALL.map(rules_name).join("|")),
            crate::i18n::in_each_language(|| RuleSet::ALL.map(rules_says).join("|")),
            crate::i18n::in_each_language(|| Side::ALL.map(side_name).join("|")),
        ] {
            for said in &words {
                let names: Vec<&str> = said.split('|').collect();
                assert!(names.iter().all(|n| !n.trim().is_empty()), "{said}");
                let mut distinct = names.clone();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), names.len(), "{said}");
            }
        }
        assert_eq!(rules_name(RuleSet::Standard), t::mu_rules_standard());
        assert_eq!(side_name(Side::Green), "Green");
        assert_eq!(place(Point::PUTAHI), "the pūtahi");
        assert_eq!(place(Point::new(3).unwrap()), "kāwai 3");
    }
}
