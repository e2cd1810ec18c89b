//! The guided lessons' content and their state: each step is a real position with one
//! instruction, and the learner's move is checked by the rules core (and, for the
//! traps, by the computer's solve). The content is words and positions; every judgement
//! comes from `takaro`.

use std::rc::Rc;
use takaro::core::mu_torere::{Game, Outcome, Point, Position, RuleSet, Value};
use takaro::mu_torere::{analyse_in_game, best_move_in_game, explain_wrong};
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

/// One step of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// The moves from the start that lead to the step's position (for the repetition
    /// lesson, whose history matters), or `None` to set up `position` directly.
    pub record: Option<&'static str>,
    /// The step's position, `g/.ggggwwww` form (when `record` is `None`).
    pub position: &'static str,
    pub instruction: &'static str,
    pub task: Task,
    /// Why a legal but wrong move is wrong (the computer's words are added for the traps).
    pub wrong: &'static str,
    /// Said after the step is done.
    pub right: &'static str,
}

/// A lesson: a title and its steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    pub title: &'static str,
    pub steps: &'static [Step],
}

const START: &str = "g/.ggggwwww";

/// The lessons, in order (numbered from 1 in links).
pub const LESSONS: [Lesson; 7] = [
    Lesson {
        title: "The board and its parts",
        steps: &[
            Step {
                record: None,
                position: START,
                instruction: "This is the Mū tōrere board. The eight arms are the kāwai, numbered 1 to 8 clockwise from the top; \
                              the centre is the pūtahi. Each player has four counters, the perepere: Green (triangles) starts on \
                              kāwai 1 to 4, White (dots) on kāwai 5 to 8. Exactly one point is ever empty: now the pūtahi.",
                task: Task::Read,
                wrong: "",
                right: "",
            },
            Step {
                record: None,
                position: START,
                instruction: "Green moves first. Every move takes one of your perepere into the empty point. Move a Green counter into the pūtahi.",
                task: Task::AnyMove,
                wrong: "",
                right: "Yes: your counter is on the pūtahi, and the point it left is the new empty point.",
            },
        ],
    },
    Lesson {
        title: "How counters move",
        steps: &[
            Step {
                record: None,
                position: "g/wgg.gwwwg",
                instruction: "Kāwai 3 is empty. A counter on a kāwai may step along the ring to the kāwai beside it. Move a Green counter into kāwai 3.",
                task: Task::AnyMove,
                wrong: "",
                right: "Right: counters on kāwai 2 and 4 are next to kāwai 3, so either may step into it.",
            },
            Step {
                record: None,
                position: "g/ggggww.ww",
                instruction: "Kāwai 6 is empty, far from Green's counters on the ring. The counter on the pūtahi may jump out to any kāwai. Move it.",
                task: Task::MoveFrom(0),
                wrong: "That counter is not next to the empty kāwai 6. Only the counter on the pūtahi can reach it.",
                right: "Yes: from the pūtahi a counter can go out to whichever kāwai is empty.",
            },
        ],
    },
    Lesson {
        title: "The pūtahi rule",
        steps: &[
            Step {
                record: None,
                position: START,
                instruction: "A counter may enter the pūtahi only if an opponent's counter stands on a kāwai beside it. \
                              At the start, kāwai 1 is beside White's kāwai 8, and kāwai 4 beside White's kāwai 5; \
                              kāwai 2 and 3 have only Green neighbours.",
                task: Task::Read,
                wrong: "",
                right: "",
            },
            Step {
                record: None,
                position: START,
                instruction: "Try it: move into the pūtahi a Green counter that is allowed to go there. You may click any Green counter; the rules will say if it may not move.",
                task: Task::AnyMove,
                wrong: "",
                right: "Right. Without this rule Green could win at once by moving kāwai 2 or 3 into the pūtahi: White's counters would be walled in.",
            },
        ],
    },
    Lesson {
        title: "Blocking",
        steps: &[
            Step {
                record: None,
                position: "w/gg.ggwwww",
                instruction: "The player who cannot move loses. Here it is White's turn, and kāwai 2 is empty; its neighbours, \
                              kāwai 1 and 3, and the pūtahi all hold Green counters. White cannot move: Green has won.",
                task: Task::Read,
                wrong: "",
                right: "",
            },
            Step {
                record: None,
                position: "g/g.gggwwww",
                instruction: "Green to move, and kāwai 1 is empty. Find the move that leaves White no move at all.",
                task: Task::Block,
                wrong: "That move lets White move on. Look at the point your move will leave empty: who stands next to it?",
                right: "Blocked! The point you left empty is surrounded by Green, so White cannot move.",
            },
        ],
    },
    Lesson {
        title: "The small traps",
        steps: &[
            Step {
                record: None,
                position: "g/.ggwggwww",
                instruction: "Green can force a win in 3 plies (Green, White, Green), whatever White does. Find the first move; the computer defends as well as it can.",
                task: Task::WinFastest,
                wrong: "That is not the quickest way to trap White.",
                right: "Trapped: White had only one reply, and it walked into the block.",
            },
            Step {
                record: None,
                position: "g/.gggwgwww",
                instruction: "Now the other side of a trap. The game is level, but one Green move here loses. Find a move that keeps the draw.",
                task: Task::KeepDraw,
                wrong: "That move walks into a trap.",
                right: "Safe: the game stays level.",
            },
        ],
    },
    Lesson {
        title: "The big trap",
        steps: &[
            Step {
                record: None,
                position: "w/g.wgggwww",
                instruction: "The longest forced win in Mū tōrere takes 5 plies, and this is it. You play White: find the win against the perfect defence, move by move.",
                task: Task::WinFastest,
                wrong: "That lets Green escape the big trap.",
                right: "The big trap is closed: Green is blocked.",
            },
        ],
    },
    Lesson {
        title: "A draw by repetition",
        steps: &[
            Step {
                record: Some("4 5 0 4 5 0 4 5 0 4 5"),
                position: "",
                instruction: "Two careful players can go round and round. When the same position (the board and the player to move) comes up \
                              a third time, the game is a draw. The players have gone round this loop once and nearly twice: moving out of the pūtahi \
                              to kāwai 5 now brings back the starting position for the third time. Make that move.",
                task: Task::Repeat,
                wrong: "That move does not bring back a position for the third time.",
                right: "Drawn by repetition: the starting position has come up three times.",
            },
        ],
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
            return Err(format!("That counter cannot move: {e}."));
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
                    return Err(format!("{}{detail}", step.wrong));
                }
                true
            }
            Task::KeepDraw => {
                let played = value_of();
                if played != Some(Value::Draw) {
                    let detail = played.map_or(String::new(), |p| {
                        format!(" {}", explain_wrong(p, Value::Draw))
                    });
                    return Err(format!("{}{detail}", step.wrong));
                }
                true
            }
        };
        if ok {
            Ok(())
        } else {
            Err(step.wrong.to_string())
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
                        next.message = Some(format!("{why} Try again."));
                    }
                    Ok(()) => {
                        let _ = next.game.play(point);
                        let step = self.current();
                        let finished = step.task != Task::WinFastest
                            || next.game.outcome() != Outcome::Ongoing;
                        if finished {
                            next.advance(step.right);
                        } else {
                            // The perfect defence replies at once (the same reply each
                            // time, so a class sees the same lesson).
                            if let Some((reply, _)) =
                                best_move_in_game(&next.game, &mut Rng::new(0))
                            {
                                let _ = next.game.play(reply.from);
                            }
                            let words = match reply_words(&next.game) {
                                Some(w) => format!("Good. {w} Your move."),
                                None => "Good.".to_string(),
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
    let name = |p: Point| {
        if p.is_putahi() {
            "the pūtahi".to_string()
        } else {
            format!("kāwai {p}")
        }
    };
    Some(format!(
        "{} replied from {} to {}.",
        before.to_move().name(),
        name(mv.from),
        name(before.empty())
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

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
