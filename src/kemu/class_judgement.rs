//! The engine's judgement of the class's answers to a Moeraki Kemu question
//! (`super::class_play`): the computer's move at the room's level (with a fixed seed, so every device and `takaro
//! kemu move --seed 1` name the same move), then the value of the position after each
//! move chosen, by the analysis's search ([`DEPTH`] plies, the value `takaro kemu eval`
//! prints). The page's one engine worker answers one question at a time, so the moves are
//! asked one after another; each value shows as it arrives.

use super::worker::move_request;
use crate::class::answers::{Grade, Mark};
use crate::engine::{self, Ticket, ValueRequest};
use crate::t;
use std::cell::RefCell;
use std::rc::Rc;
use takaro::core::kemu::{Game, Move, Tribe};
use takaro::kemu_analysis::{capped, DEPTH, THRESHOLD};
use takaro::kemu_engine::Level;
use yew::prelude::*;

/// The engine's seed for a question's best move.
pub const KEMU_SEED: u64 = 1;

/// An answer this much (or more) below the best value found is "a little weaker"; from
/// [`THRESHOLD`] on it is a mistake, as the analysis page marks one.
pub const CLOSE: i32 = 50;

/// What a Moeraki Kemu answer is worth beside the best move found (the computer's and
/// the class's), by the values after each (capped as the analysis caps them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KemuWorth {
    Good,
    Weaker,
    Mistake,
}

impl KemuWorth {
    /// Its mark on the answer: `data-value` `good`, `weaker` or `mistake`, and its words.
    pub fn mark(self) -> Mark {
        let (grade, code, words) = match self {
            KemuWorth::Good => (Grade::Best, "good", t::class_kemu_good()),
            KemuWorth::Weaker => (Grade::Short, "weaker", t::class_kemu_weaker()),
            KemuWorth::Mistake => (Grade::Wrong, "mistake", t::class_kemu_mistake()),
        };
        Mark { grade, code, words }
    }

    /// The worth of a move valued `value` where the best move found is valued `best`
    /// (both to the side that moves).
    pub fn judge(value: i32, best: i32) -> KemuWorth {
        match capped(best) - capped(value) {
            lost if lost >= THRESHOLD => KemuWorth::Mistake,
            lost if lost >= CLOSE => KemuWorth::Weaker,
            _ => KemuWorth::Good,
        }
    }
}

/// What the engine has said so far about a question's position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Judgement {
    /// The computer's move, as the rules core writes it.
    pub best: Option<String>,
    /// Each move valued so far: its code and the value after it to Matau (the
    /// analysis's sign: positive is good for Matau).
    pub values: Vec<(String, i32)>,
    /// The side that moves in the question's position.
    pub mover: Option<Tribe>,
}

impl Judgement {
    /// The value after the move written `code`, to Matau.
    pub fn value(&self, code: &str) -> Option<i32> {
        self.values.iter().find(|(c, _)| c == code).map(|v| v.1)
    }

    fn for_mover(&self, value: i32) -> i32 {
        match self.mover {
            Some(Tribe::Manaia) => -value,
            _ => value,
        }
    }

    /// The worth of the move written `code`, once it and the computer's move are valued.
    pub fn worth(&self, code: &str) -> Option<KemuWorth> {
        let value = self.for_mover(self.value(code)?);
        self.value(self.best.as_deref()?)?;
        let best = self.values.iter().map(|v| self.for_mover(v.1)).max()?;
        Some(KemuWorth::judge(value, best))
    }
}

/// The engine's move at the level the room's setting names.
fn level(setting: &str) -> Level {
    match setting {
        "1" => Level::Easy,
        "2" => Level::Medium,
        _ => Level::Hard,
    }
}

/// Asks the worker the next thing `judgement` lacks: the computer's move, then the value
/// after it and after each of `answers`, one at a time, publishing each reply.
fn ask_next(
    game: Rc<Game>,
    setting: Rc<str>,
    answers: Rc<Vec<String>>,
    judgement: Rc<RefCell<Judgement>>,
    publish: Callback<Judgement>,
    waiting: Rc<RefCell<Option<Ticket>>>,
) {
    let again = {
        let (game, setting, answers) = (game.clone(), setting.clone(), answers.clone());
        let (judgement, publish, waiting) = (judgement.clone(), publish.clone(), waiting.clone());
        move || {
            publish.emit(judgement.borrow().clone());
            ask_next(
                game.clone(),
                setting.clone(),
                answers.clone(),
                judgement.clone(),
                publish.clone(),
                waiting.clone(),
            );
        }
    };
    let known = judgement.borrow().clone();
    let Some(best) = known.best.clone() else {
        let request = move_request(&game, level(&setting), KEMU_SEED);
        let ticket = engine::ask(request.into(), move |answer: Result<Move, _>| {
            if let Ok(mv) = answer {
                judgement.borrow_mut().best = Some(mv.to_string());
                again();
            }
        });
        *waiting.borrow_mut() = ticket;
        return;
    };
    let unvalued = std::iter::once(&best)
        .chain(answers.iter())
        .filter(|code| known.value(code).is_none())
        .find_map(|code| {
            let mv: Move = code.parse().ok()?;
            let mut after = (*game).clone();
            after.play(mv).ok()?;
            Some((code.clone(), after.to_compact()))
        });
    let Some((code, record)) = unvalued else {
        waiting.borrow_mut().take();
        return;
    };
    let request = ValueRequest {
        depth: DEPTH,
        record,
    };
    let ticket = engine::evaluate(request, move |answer| {
        if let Ok(value) = answer {
            judgement.borrow_mut().values.push((code.clone(), value));
            again();
        }
    });
    *waiting.borrow_mut() = ticket;
}

/// The engine's judgement of a question's position `game` and the moves `answers` chosen
/// in it, at the room's level `setting`. Values already known are kept while answers
/// arrive; a new position starts afresh.
#[hook]
pub fn use_kemu_judgement(
    game: Game,
    setting: String,
    answers: Vec<String>,
) -> UseStateHandle<Judgement> {
    let shown = use_state(Judgement::default);
    let known = use_mut_ref(|| (String::new(), Rc::new(RefCell::new(Judgement::default()))));
    let waiting = use_mut_ref(|| None::<Ticket>);
    {
        let shown = shown.clone();
        let key = (game.to_compact(), answers.clone());
        use_effect_with(key, move |(record, _)| {
            let record = record.clone();
            let judgement = {
                let mut known = known.borrow_mut();
                if known.0 != record {
                    let fresh = Judgement {
                        mover: Some(game.position().to_move()),
                        ..Judgement::default()
                    };
                    *known = (record, Rc::new(RefCell::new(fresh)));
                }
                known.1.clone()
            };
            shown.set(judgement.borrow().clone());
            let publish = Callback::from(move |j: Judgement| shown.set(j));
            ask_next(
                Rc::new(game),
                Rc::from(setting.as_str()),
                Rc::new(answers),
                judgement,
                publish,
                waiting,
            );
        });
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_judged_by_what_it_loses_beside_the_best_found() {
        assert_eq!(KemuWorth::judge(40, 40), KemuWorth::Good);
        assert_eq!(KemuWorth::judge(-9, 40), KemuWorth::Good);
        assert_eq!(KemuWorth::judge(-10, 40), KemuWorth::Weaker);
        assert_eq!(KemuWorth::judge(-110, 40), KemuWorth::Mistake);
        // A forced win counts as the cap: a move that keeps a smaller edge is a mistake.
        assert_eq!(KemuWorth::judge(0, 999_500), KemuWorth::Mistake);
        assert_eq!(KemuWorth::judge(999_000, 1_000_000), KemuWorth::Good);
    }

    #[test]
    fn values_are_to_matau_and_worths_to_the_mover() {
        let judgement = Judgement {
            best: Some("c1".into()),
            values: vec![("c1".into(), -200), ("e5".into(), 100)],
            mover: Some(Tribe::Manaia),
        };
        assert_eq!(judgement.worth("c1"), Some(KemuWorth::Good));
        assert_eq!(judgement.worth("e5"), Some(KemuWorth::Mistake));
        assert_eq!(judgement.worth("a3"), None);
    }

    #[test]
    fn nothing_is_judged_before_the_computer_s_move_is_valued() {
        let judgement = Judgement {
            best: Some("c1".into()),
            values: vec![("e5".into(), 100)],
            mover: Some(Tribe::Matau),
        };
        assert_eq!(judgement.worth("e5"), None);
    }
}
