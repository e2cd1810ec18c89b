//! The guided lessons' content and their state: each step is a real position with one
//! instruction, and the learner's move is checked by the rules core (and, for the
//! traps, by the computer's solve). The content is words and positions; every judgement
//! comes from `takaro`.

use crate::t;
use std::rc::Rc;
use takaro::core::mu_torere::{Game, MoveError, Outcome, Point, Position, RuleSet, Value};
use takaro::mu_torere::{analyse_in_game, best_move_in_game};
use takaro::rng::Rng;
use yew::Reducible;

/// What a step asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Nothing: read, then press Next.
    Read,
    /// Any legal move.
    AnyMove,
    /// Move the counter on this point.
    MoveFrom(u8),
    /// A move after which the opponent cannot move.
    Block,
    /// Win as fast as possible against the perfect defence (several moves).
    WinFastest,
    /// A move that keeps the draw.
    KeepDraw,
    /// A move that repeats a position for the third time.
    Repeat,
}

/// Words from the catalogue (`t::…`), in the page's language.
pub type Words = fn() -> &'static str;

/// No words: a reading step says nothing after it, and needs no "wrong".
fn none() -> &'static str {
    ""
}

/// One step of a lesson.
#[derive(Clone, Copy, Debug)]
pub struct Step {
    /// The moves from the start that lead to the step's position (for the repetition
    /// lesson, whose history matters), or `None` to set up `position` directly.
    pub record: Option<&'static str>,
    /// The step's position, `g/.ggggwwww` form (when `record` is `None`).
    pub position: &'static str,
    pub instruction: Words,
    pub task: Task,
    /// Why a legal but wrong move is wrong (the computer's words are added for the traps).
    pub wrong: Words,
    /// Said after the step is done.
    pub right: Words,
}

/// A lesson: a title and its steps.
#[derive(Clone, Copy, Debug)]
pub struct Lesson {
    pub title: Words,
    pub steps: &'static [Step],
}

const START: &str = "g/.ggggwwww";

/// The lessons, in order (numbered from 1 in links).
pub const LESSONS: [Lesson; 7] = [
    Lesson {
        title: t::learn_mu_lesson_board_title,
        steps: &[
            Step {
                record: None,
                position: START,
                instruction: t::learn_mu_lesson_board_1,
                task: Task::Read,
                wrong: none,
                right: none,
            },
            Step {
                record: None,
                position: START,
                instruction: t::learn_mu_lesson_board_2,
                task: Task::AnyMove,
                wrong: none,
                right: t::learn_mu_lesson_board_2_right,
            },
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_moves_title,
        steps: &[
            Step {
                record: None,
                position: "g/wgg.gwwwg",
                instruction: t::learn_mu_lesson_moves_1,
                task: Task::AnyMove,
                wrong: none,
                right: t::learn_mu_lesson_moves_1_right,
            },
            Step {
                record: None,
                position: "g/ggggww.ww",
                instruction: t::learn_mu_lesson_moves_2,
                task: Task::MoveFrom(0),
                wrong: t::learn_mu_lesson_moves_2_wrong,
                right: t::learn_mu_lesson_moves_2_right,
            },
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_rule_title,
        steps: &[
            Step {
                record: None,
                position: START,
                instruction: t::learn_mu_lesson_rule_1,
                task: Task::Read,
                wrong: none,
                right: none,
            },
            Step {
                record: None,
                position: START,
                instruction: t::learn_mu_lesson_rule_2,
                task: Task::AnyMove,
                wrong: none,
                right: t::learn_mu_lesson_rule_2_right,
            },
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_block_title,
        steps: &[
            Step {
                record: None,
                position: "w/gg.ggwwww",
                instruction: t::learn_mu_lesson_block_1,
                task: Task::Read,
                wrong: none,
                right: none,
            },
            Step {
                record: None,
                position: "g/g.gggwwww",
                instruction: t::learn_mu_lesson_block_2,
                task: Task::Block,
                wrong: t::learn_mu_lesson_block_2_wrong,
                right: t::learn_mu_lesson_block_2_right,
            },
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_small_title,
        steps: &[
            Step {
                record: None,
                position: "g/.ggwggwww",
                instruction: t::learn_mu_lesson_small_1,
                task: Task::WinFastest,
                wrong: t::learn_mu_lesson_small_1_wrong,
                right: t::learn_mu_lesson_small_1_right,
            },
            Step {
                record: None,
                position: "g/.gggwgwww",
                instruction: t::learn_mu_lesson_small_2,
                task: Task::KeepDraw,
                wrong: t::learn_mu_lesson_small_2_wrong,
                right: t::learn_mu_lesson_small_2_right,
            },
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_big_title,
        steps: &[Step {
            record: None,
            position: "w/g.wgggwww",
            instruction: t::learn_mu_lesson_big_1,
            task: Task::WinFastest,
            wrong: t::learn_mu_lesson_big_1_wrong,
            right: t::learn_mu_lesson_big_1_right,
        }],
    },
    Lesson {
        title: t::learn_mu_lesson_repeat_title,
        steps: &[Step {
            record: Some("4 5 0 4 5 0 4 5 0 4 5"),
            position: "",
            instruction: t::learn_mu_lesson_repeat_1,
            task: Task::Repeat,
            wrong: t::learn_mu_lesson_repeat_1_wrong,
            right: t::learn_mu_lesson_repeat_1_right,
        }],
    },
];

impl Step {
    /// The step's game: its record played from the start, or its position set up.
    pub fn game(&self) -> Game {
        match self.record {
            Some(record) => Game::from_record(record).expect("a lesson's record is legal"),
            None => Game::from_position(
                RuleSet::Standard,
                self.position
                    .parse::<Position>()
                    .expect("a lesson's position parses"),
            ),
        }
    }
}

/// The state of one lesson being followed.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonState {
    /// The lesson, from 0.
    pub lesson: usize,
    /// The step, from 0.
    pub step: usize,
    pub game: Game,
    pub done: bool,
    /// What was last said about a move, in words.
    pub message: Option<String>,
    /// How many wrong moves were made in this lesson (none count towards progress).
    pub wrong_moves: u32,
}

/// What can happen in a lesson.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonAction {
    Play(Point),
    /// Go on from a step that asks for no move.
    Next,
    /// Start the lesson again.
    Restart,
}

impl LessonState {
    /// Lesson `lesson` (from 0) at step `step`; out-of-range values are clamped.
    pub fn new(lesson: usize, step: usize) -> LessonState {
        let lesson = lesson.min(LESSONS.len() - 1);
        let step = step.min(LESSONS[lesson].steps.len() - 1);
        LessonState {
            lesson,
            step,
            game: LESSONS[lesson].steps[step].game(),
            done: false,
            message: None,
            wrong_moves: 0,
        }
    }

    pub fn current(&self) -> &'static Step {
        &LESSONS[self.lesson].steps[self.step]
    }

    pub fn steps(&self) -> usize {
        LESSONS[self.lesson].steps.len()
    }

    /// The counters that may move now (ringed on the board).
    pub fn movable(&self) -> Vec<Point> {
        if self.done || self.current().task == Task::Read {
            return Vec::new();
        }
        self.game.legal_moves().iter().map(|m| m.from).collect()
    }

    /// The mover's other counters, clickable so the rules can say why they may not move.
    pub fn try_points(&self) -> Vec<Point> {
        if self.done || self.current().task == Task::Read || self.game.outcome() != Outcome::Ongoing
        {
            return Vec::new();
        }
        let pos = self.game.position();
        Point::ALL
            .into_iter()
            .filter(|p| pos.at(*p) == Some(pos.to_move()))
            .collect()
    }

    fn advance(&mut self, said: &str) {
        self.message = Some(said.to_string());
        if self.step + 1 < self.steps() {
            self.step += 1;
            self.game = self.current().game();
        } else {
            self.done = true;
        }
    }

    /// Whether the move from `point` does what the step asks; `Err` with the reason
    /// (the rules' for an illegal move).
    fn check(&self, point: Point) -> Result<(), String> {
        let step = self.current();
        if let Err(e) = self.game.check(point) {
            return Err(cannot_move(&e));
        }
        let me = self.game.position().to_move();
        let value_of = || {
            analyse_in_game(&self.game)
                .into_iter()
                .find(|(m, _)| m.from == point)
                .map(|(_, v)| v)
        };
        let ok = match step.task {
            Task::Read => false,
            Task::AnyMove => true,
            Task::MoveFrom(n) => point.index() == usize::from(n),
            Task::Block => self.game.outcome_after(point) == Ok(Outcome::Won(me)),
            Task::Repeat => self.game.outcome_after(point) == Ok(Outcome::DrawByRepetition),
            Task::WinFastest => {
                let best = analyse_in_game(&self.game).first().map(|(_, v)| *v);
                let played = value_of();
                if played != best || !matches!(played, Some(Value::Win(_))) {
                    let detail = match (played, best) {
                        (Some(p), Some(b)) => format!(" {}", explain_wrong(p, b)),
                        _ => String::new(),
                    };
                    return Err(format!("{}{detail}", (step.wrong)()));
                }
                true
            }
            Task::KeepDraw => {
                let played = value_of();
                if played != Some(Value::Draw) {
                    let detail = played.map_or(String::new(), |p| {
                        format!(" {}", explain_wrong(p, Value::Draw))
                    });
                    return Err(format!("{}{detail}", (step.wrong)()));
                }
                true
            }
        };
        if ok {
            Ok(())
        } else {
            Err((step.wrong)().to_string())
        }
    }
}

impl Reducible for LessonState {
    type Action = LessonAction;

    fn reduce(self: Rc<Self>, action: LessonAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            LessonAction::Play(point) => {
                if self.done || self.current().task == Task::Read {
                    return self;
                }
                match self.check(point) {
                    Err(why) => {
                        next.game = self.current().game();
                        next.wrong_moves += 1;
                        next.message = Some(t::learn_mu_try_again(why));
                    }
                    Ok(()) => {
                        let _ = next.game.play(point);
                        let step = self.current();
                        let finished = step.task != Task::WinFastest
                            || next.game.outcome() != Outcome::Ongoing;
                        if finished {
                            next.advance((step.right)());
                        } else {
                            // The perfect defence replies at once (the same reply each
                            // time, so a class sees the same lesson).
                            if let Some((reply, _)) =
                                best_move_in_game(&next.game, &mut Rng::new(0))
                            {
                                let _ = next.game.play(reply.from);
                            }
                            let words = match reply_words(&next.game) {
                                Some(w) => t::learn_mu_good_reply(w),
                                None => t::learn_mu_good().to_string(),
                            };
                            next.message = Some(words);
                        }
                    }
                }
            }
            LessonAction::Next => {
                if self.done || self.current().task != Task::Read {
                    return self;
                }
                next.advance("");
                next.message = None;
            }
            LessonAction::Restart => next = LessonState::new(self.lesson, 0),
        }
        Rc::new(next)
    }
}

/// The last move in words, e.g. "Green replied from kāwai 4 to the pūtahi."
fn reply_words(game: &Game) -> Option<String> {
    let mv = game.moves().last()?;
    let positions = game.positions();
    let before = positions.get(positions.len().checked_sub(2)?)?;
    Some(t::learn_mu_replied(t::LearnMuReplied {
        side: side_name(before.to_move()),
        from: place(mv.from),
        to: place(before.empty()),
    }))
}

pub use super::state::{place, rules_name, rules_says, side_name};

/// Why a clicked counter may not move, from the rules core's error.
pub fn cannot_move(e: &MoveError) -> String {
    t::learn_mu_cannot_move(super::state::reason(e))
}

/// Why a move worth `played` falls short of the best, `best`, from the solve's values:
/// "That move only draws: the defence can now hold; the fastest win here takes 3 plies."
pub fn explain_wrong(played: Value, best: Value) -> String {
    let (worth, plies) = match played {
        Value::Win(d) => (t::Worth::Wins, d),
        Value::Draw => (t::Worth::Draws, 0),
        Value::Loss(d) if d <= 2 => (t::Worth::LosesSoon, d),
        Value::Loss(d) => (t::Worth::Loses, d),
    };
    let (aim, fastest) = match best {
        Value::Win(d) => (t::Aim::Win, d),
        _ => (t::Aim::Draw, 0),
    };
    t::learn_mu_wrong_move(t::LearnMuWrongMove {
        worth,
        played: u32::from(plies),
        aim,
        best: u32::from(fastest),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::mu_torere::Side;

    fn reduce(s: LessonState, a: LessonAction) -> LessonState {
        (*Rc::new(s).reduce(a)).clone()
    }

    /// A right move for the step, found by trying every point.
    fn right_move(s: &LessonState) -> Point {
        Point::ALL
            .into_iter()
            .find(|p| s.check(*p).is_ok())
            .unwrap_or_else(|| panic!("lesson {} step {} has a right move", s.lesson, s.step))
    }

    #[test]
    fn every_lesson_can_be_finished_and_every_position_is_real() {
        for (k, lesson) in LESSONS.iter().enumerate() {
            let mut s = LessonState::new(k, 0);
            let mut guard = 0;
            while !s.done {
                guard += 1;
                assert!(guard < 40, "lesson {k} ends");
                s = if s.current().task == Task::Read {
                    reduce(s, LessonAction::Next)
                } else {
                    let p = right_move(&s);
                    reduce(s, LessonAction::Play(p))
                };
            }
            assert_eq!(s.step + 1, lesson.steps.len());
            assert_eq!(s.wrong_moves, 0);
        }
    }

    #[test]
    fn a_wrong_move_is_explained_and_the_step_restored() {
        // The pūtahi rule: kāwai 2 may not enter.
        let s = LessonState::new(2, 1);
        let after = reduce(s.clone(), LessonAction::Play(Point::new(2).unwrap()));
        assert_eq!(after.game, s.game);
        assert_eq!(after.step, 1);
        assert_eq!(after.wrong_moves, 1);
        assert!(after.message.unwrap().contains("may not enter the pūtahi"));
        // Blocking: 0 → 1 is legal but does not block.
        let s = LessonState::new(3, 1);
        let after = reduce(s.clone(), LessonAction::Play(Point::PUTAHI));
        assert_eq!(after.game, s.game);
        assert!(after
            .message
            .unwrap()
            .starts_with("That move lets White move on"));
        // The trap: 5 loses.
        let s = LessonState::new(4, 1);
        let after = reduce(s.clone(), LessonAction::Play(Point::new(5).unwrap()));
        assert_eq!(after.game, s.game);
        assert!(after.message.unwrap().contains("loses"));
        // A Read step ignores clicks; Next goes on.
        let s = LessonState::new(0, 0);
        assert_eq!(
            reduce(s.clone(), LessonAction::Play(Point::new(1).unwrap())),
            s
        );
        assert_eq!(reduce(s, LessonAction::Next).step, 1);
    }

    #[test]
    fn every_lesson_has_words_in_both_languages() {
        use crate::i18n::{set, Lang};
        for lang in Lang::ALL {
            set(lang);
            for lesson in LESSONS {
                assert!(!(lesson.title)().is_empty());
                for step in lesson.steps {
                    assert!(!(step.instruction)().is_empty());
                    if step.task != Task::Read {
                        assert!(!(step.right)().is_empty());
                    }
                }
            }
        }
        // In te reo Māori the rules' reasons and the computer's words are in te reo too.
        set(Lang::Mi);
        let s = LessonState::new(2, 1);
        let after = reduce(s, LessonAction::Play(Point::new(2).unwrap()));
        let why = after.message.unwrap();
        assert!(
            why.starts_with("Kāore e taea taua perepere te neke"),
            "{why}"
        );
        assert!(why.ends_with("Whakamātau anō."), "{why}");
        let s = LessonState::new(4, 1);
        let after = reduce(s, LessonAction::Play(Point::new(5).unwrap()));
        assert!(after.message.unwrap().contains("Ka hinga taua nekehanga"));
        set(Lang::En);
    }

    #[test]
    fn wrong_moves_are_explained_with_the_solve_values() {
        assert_eq!(
            explain_wrong(Value::Draw, Value::Win(3)),
            "That move only draws: the defence can now hold; the fastest win here takes 3 plies."
        );
        assert_eq!(
            explain_wrong(Value::Win(5), Value::Win(3)),
            "That move wins, but only in 5 plies; the fastest win here takes 3 plies."
        );
        assert_eq!(
            explain_wrong(Value::Loss(2), Value::Draw),
            "That move loses: your opponent can now win in 2 plies; another move keeps the draw."
        );
        assert_eq!(
            explain_wrong(Value::Loss(4), Value::Draw),
            "That move loses: your opponent can now force a win in 4 plies; another move keeps the draw."
        );
    }

    #[test]
    fn the_english_words_are_the_rules_cores() {
        // The page's English is the core's own (used by the command line and tests).
        let values = [
            Value::Win(1),
            Value::Win(3),
            Value::Win(5),
            Value::Draw,
            Value::Loss(0),
            Value::Loss(2),
            Value::Loss(4),
        ];
        for played in values {
            for best in values {
                assert_eq!(
                    explain_wrong(played, best),
                    takaro::mu_torere::explain_wrong(played, best)
                );
            }
        }
        let p = |n| Point::new(n).unwrap();
        for e in [
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
        ] {
            assert_eq!(cannot_move(&e), format!("That counter cannot move: {e}."));
        }
        for rules in RuleSet::ALL {
            assert_eq!(rules_name(rules), rules.name());
            assert_eq!(rules_says(rules), rules.describe());
        }
        for side in Side::ALL {
            assert_eq!(side_name(side), side.name());
        }
    }

    #[test]
    fn the_big_trap_takes_three_moves_of_yours() {
        let mut s = LessonState::new(5, 0);
        let mut mine = 0;
        while !s.done {
            let p = right_move(&s);
            s = reduce(s, LessonAction::Play(p));
            mine += 1;
        }
        assert_eq!(mine, 3);
        assert_eq!(s.game.moves().len(), 5);
        assert!(matches!(s.game.outcome(), Outcome::Won(_)));
    }
}
