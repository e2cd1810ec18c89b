//! The step model of every lesson, and its reducer. The reducer only passes the learner's
//! inputs to the game ([`LessonGame::choose`], [`LessonGame::judge`], which ask the rules
//! core) and keeps the step, the words said and the progress.
//!
//! - A step without a task shows Next at once.
//! - A step with a task waits for the learner's move. A wrong move is explained and
//!   counted, and the position before it stays. A right move is played (with any reply)
//!   and explained; when the step asks for no more, it is solved: its result stays on
//!   the board until Next, or the lesson is done after its last step.
//! - Restart goes back to the lesson's first step.

use super::game::{Choice, LessonGame, LessonState, Said, Step, Verdict};
use crate::t;
use std::rc::Rc;
use yew::Reducible;

/// What can happen in a lesson.
#[derive(Clone, Debug, PartialEq)]
pub enum LessonAction<G: LessonGame> {
    /// A click, key or button on the board or beside it.
    Input(G::Input),
    /// Go on from a step that asks for no move, or from a solved one.
    Next,
    /// Start the lesson again.
    Restart,
}

impl<G: LessonGame> LessonState<G> {
    /// Lesson `lesson` (from 0) at step `step`; out-of-range values are clamped.
    pub fn new(lesson: usize, step: usize) -> LessonState<G> {
        let lesson = lesson.min(G::lessons().len() - 1);
        let step = step.min(G::lessons()[lesson].steps.len() - 1);
        LessonState {
            lesson,
            step,
            game: G::lessons()[lesson].steps[step].game(),
            pending: G::Pending::default(),
            solved: false,
            done: false,
            message: None,
            wrong_moves: 0,
        }
    }

    pub fn current(&self) -> &'static Step<G> {
        &G::lessons()[self.lesson].steps[self.step]
    }

    /// How many steps the lesson has.
    pub fn steps(&self) -> usize {
        G::lessons()[self.lesson].steps.len()
    }

    /// Whether the step waits for the learner's move.
    pub fn asks_for_move(&self) -> bool {
        !self.done && !self.solved && self.current().task.is_some()
    }

    /// Whether a step is open: not yet solved (a reading step is always open).
    pub fn open(&self) -> bool {
        !self.solved && !self.done
    }

    /// Whether the Next button is offered.
    pub fn offers_next(&self) -> bool {
        !self.done && (self.solved || self.current().task.is_none())
    }

    /// What was last said about a move, in the page's language.
    pub fn message_text(&self) -> Option<String> {
        Some(match self.message.as_ref()? {
            Said::Right(words) => words.clone(),
            Said::Wrong(why) => t::lessons_try_again(G::wrong_words(self.current(), why)),
        })
    }

    /// Whether what was last said praises a right move (it then looks unlike a wrong
    /// move's explanation).
    pub fn message_is_right(&self) -> bool {
        matches!(self.message, Some(Said::Right(_)))
    }

    fn play(&mut self, mv: G::Move) {
        self.pending = G::Pending::default();
        match G::judge(self.current(), &self.game, mv) {
            Verdict::Wrong(why) => {
                self.wrong_moves += 1;
                self.message = Some(Said::Wrong(why));
            }
            Verdict::Right { game, said, more } => {
                self.game = game;
                self.message = Some(Said::Right(said));
                if !more {
                    self.solved = true;
                    self.done = self.step + 1 == self.steps();
                }
            }
        }
    }
}

impl<G: LessonGame> Reducible for LessonState<G> {
    type Action = LessonAction<G>;

    fn reduce(self: Rc<Self>, action: LessonAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            LessonAction::Input(input) => {
                if !self.asks_for_move() {
                    return self;
                }
                match G::choose(&self, input) {
                    Choice::Play(mv) => next.play(mv),
                    Choice::Pending(p) => next.pending = p,
                    Choice::Ignore => return self,
                }
            }
            LessonAction::Next => {
                if !self.offers_next() {
                    return self;
                }
                if self.step + 1 < self.steps() {
                    next = LessonState {
                        wrong_moves: self.wrong_moves,
                        ..LessonState::new(self.lesson, self.step + 1)
                    };
                } else {
                    next.done = true;
                }
            }
            LessonAction::Restart => next = LessonState::new(self.lesson, 0),
        }
        Rc::new(next)
    }
}

/// Follows every lesson of `G` to its end, pressing Next where it is offered and giving
/// `answer`'s inputs where a move is asked; each lesson ends with no wrong move. For the
/// games' tests.
#[cfg(test)]
pub fn follow_every_lesson<G: LessonGame>(
    answer: impl Fn(&LessonState<G>) -> Vec<G::Input>,
) -> Vec<LessonState<G>> {
    let mut ends = Vec::new();
    for k in 0..G::lessons().len() {
        let mut s = Rc::new(LessonState::<G>::new(k, 0));
        for guard in 0.. {
            assert!(guard < 40, "lesson {} ends", k + 1);
            if s.done {
                break;
            }
            if s.offers_next() {
                s = s.reduce(LessonAction::Next);
            } else {
                for input in answer(&s) {
                    s = s.reduce(LessonAction::Input(input));
                }
            }
        }
        assert_eq!(
            s.step + 1,
            s.steps(),
            "lesson {} ends on its last step",
            k + 1
        );
        assert_eq!(s.wrong_moves, 0, "lesson {}: no wrong move", k + 1);
        assert!(
            s.message.is_some(),
            "lesson {}: its end is explained",
            k + 1
        );
        ends.push((*s).clone());
    }
    ends
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lesson::Lesson;
    use yew::{Callback, Html};

    /// A toy game: the learner names numbers; the script answers 0 between them.
    #[derive(Clone, Copy, Debug, PartialEq)]
    struct Toy;

    #[derive(Clone, Debug, PartialEq)]
    enum Press {
        Say(u8),
        /// Chooses a number without saying it yet.
        Hold(u8),
        Go,
    }

    fn instruction() -> &'static str {
        "Say the numbers."
    }
    fn wrong() -> &'static str {
        "Not that one."
    }
    fn right() -> &'static str {
        "Well said."
    }

    const ONE: &[u8] = &[1];
    const THREE: &[u8] = &[2, 3, 4];

    static TOY: [Lesson<Toy>; 1] = [Lesson {
        title: instruction,
        steps: &[
            Step::read(7, instruction),
            Step::act(7, instruction, ONE, wrong, right),
            Step::act(0, instruction, THREE, wrong, right),
        ],
    }];

    impl LessonGame for Toy {
        /// The numbers said so far (the script's 0s included).
        type Game = Vec<u8>;
        type Move = u8;
        /// The first number on the board.
        type Setup = u8;
        /// The numbers to say, in order.
        type Task = &'static [u8];
        type Input = Press;
        type Pending = Option<u8>;
        /// The number said wrongly.
        type Reason = u8;
        const SLUG: &'static str = "toy";
        const PROGRESS: crate::saves::Slot = crate::saves::Slot::new("toy");
        const AFTER_LAST: &'static str = "?game=toy";

        fn lessons() -> &'static [Lesson<Toy>] {
            &TOY
        }
        fn game(setup: &u8) -> Vec<u8> {
            vec![*setup]
        }
        fn choose(state: &LessonState<Toy>, input: Press) -> Choice<u8, Option<u8>> {
            match (input, state.pending) {
                (Press::Say(n), _) => Choice::Play(n),
                (Press::Hold(n), _) => Choice::Pending(Some(n)),
                (Press::Go, Some(n)) => Choice::Play(n),
                (Press::Go, None) => Choice::Ignore,
            }
        }
        fn judge(step: &Step<Toy>, game: &Vec<u8>, mv: u8) -> Verdict<Vec<u8>, u8> {
            let task = step.task.unwrap_or_default();
            let said = game[1..].iter().filter(|n| **n != 0).count();
            if task.get(said) != Some(&mv) {
                return Verdict::Wrong(mv);
            }
            let mut game = game.clone();
            game.push(mv);
            let more = said + 1 < task.len();
            if more {
                game.push(0);
            }
            Verdict::Right {
                game,
                said: (step.right)().to_string(),
                more,
            }
        }
        fn wrong_words(step: &Step<Toy>, mv: &u8) -> String {
            format!("{mv}? {}", (step.wrong)())
        }
        fn is_over(_: &Vec<u8>) -> bool {
            false
        }
        fn heading(number: usize, title: &str) -> String {
            format!("{number}: {title}")
        }
        fn after_last() -> &'static str {
            "Play"
        }
        fn status(_: &Vec<u8>) -> String {
            String::new()
        }
        fn board(_: &LessonState<Toy>, _: Callback<Press>) -> Html {
            Html::default()
        }
    }

    fn reduce(s: LessonState<Toy>, a: LessonAction<Toy>) -> LessonState<Toy> {
        (*Rc::new(s).reduce(a)).clone()
    }

    fn say(n: u8) -> LessonAction<Toy> {
        LessonAction::Input(Press::Say(n))
    }

    /// What the learner sees: step (from 1), board, solved, done, Next offered,
    /// wrong moves, words.
    type Seen = (usize, Vec<u8>, bool, bool, bool, u32, Option<String>);

    fn seen(s: &LessonState<Toy>) -> Seen {
        (
            s.step + 1,
            s.game.clone(),
            s.solved,
            s.done,
            s.offers_next(),
            s.wrong_moves,
            s.message_text(),
        )
    }

    fn said(text: &str) -> Option<String> {
        Some(text.to_string())
    }

    #[test]
    fn the_step_model_step_by_step() {
        let right = said("Well said.");
        let try_again = |n: u8| said(&format!("{n}? Not that one. Try again."));
        // (start step, actions, what is seen after them)
        let table: Vec<(usize, Vec<LessonAction<Toy>>, Seen)> = vec![
            // A reading step shows Next at once and ignores the board.
            (0, vec![], (1, vec![7], false, false, true, 0, None)),
            (0, vec![say(1)], (1, vec![7], false, false, true, 0, None)),
            (
                0,
                vec![LessonAction::Next],
                (2, vec![7], false, false, false, 0, None),
            ),
            // A right move is played and explained; Next waits to be pressed.
            (
                1,
                vec![say(1)],
                (2, vec![7, 1], true, false, true, 0, right.clone()),
            ),
            // A solved step takes no more moves.
            (
                1,
                vec![say(1), say(5)],
                (2, vec![7, 1], true, false, true, 0, right.clone()),
            ),
            (
                1,
                vec![say(1), LessonAction::Next],
                (3, vec![0], false, false, false, 0, None),
            ),
            // A wrong move is explained and counted; the position before it stays.
            (
                1,
                vec![say(5)],
                (2, vec![7], false, false, false, 1, try_again(5)),
            ),
            (
                1,
                vec![say(5), say(1)],
                (2, vec![7, 1], true, false, true, 1, right.clone()),
            ),
            // Next does nothing while the step waits for a move.
            (
                1,
                vec![LessonAction::Next],
                (2, vec![7], false, false, false, 0, None),
            ),
            // A step of several moves: the script answers between them.
            (
                2,
                vec![say(2)],
                (3, vec![0, 2, 0], false, false, false, 0, right.clone()),
            ),
            (
                2,
                vec![say(2), say(3)],
                (
                    3,
                    vec![0, 2, 0, 3, 0],
                    false,
                    false,
                    false,
                    0,
                    right.clone(),
                ),
            ),
            // A wrong move inside it keeps the position before that move, not the step's start.
            (
                2,
                vec![say(2), say(4)],
                (3, vec![0, 2, 0], false, false, false, 1, try_again(4)),
            ),
            // The last step solved: the lesson is done, with no Next.
            (
                2,
                vec![say(2), say(3), say(4)],
                (
                    3,
                    vec![0, 2, 0, 3, 0, 4],
                    true,
                    true,
                    false,
                    0,
                    right.clone(),
                ),
            ),
            (
                2,
                vec![say(2), say(3), say(4), LessonAction::Next, say(1)],
                (
                    3,
                    vec![0, 2, 0, 3, 0, 4],
                    true,
                    true,
                    false,
                    0,
                    right.clone(),
                ),
            ),
            // Restart goes back to the first step, from anywhere.
            (
                2,
                vec![say(2), say(9), LessonAction::Restart],
                (1, vec![7], false, false, true, 0, None),
            ),
            (
                2,
                vec![say(2), say(3), say(4), LessonAction::Restart],
                (1, vec![7], false, false, true, 0, None),
            ),
            // A move put together from two inputs; a wrong one clears the choice.
            (
                1,
                vec![LessonAction::Input(Press::Go)],
                (2, vec![7], false, false, false, 0, None),
            ),
            (
                1,
                vec![
                    LessonAction::Input(Press::Hold(1)),
                    LessonAction::Input(Press::Go),
                ],
                (2, vec![7, 1], true, false, true, 0, right.clone()),
            ),
        ];
        for (i, (start, actions, want)) in table.into_iter().enumerate() {
            let mut s = LessonState::<Toy>::new(0, start);
            for a in actions {
                s = reduce(s, a);
            }
            assert_eq!(seen(&s), want, "row {i}");
            assert_eq!(s.pending, None, "row {i}: no choice left open");
        }
    }

    #[test]
    fn a_pending_choice_is_kept_until_played_and_wrong_moves_carry_over_next() {
        let s = reduce(
            LessonState::<Toy>::new(0, 1),
            LessonAction::Input(Press::Hold(5)),
        );
        assert_eq!((s.pending, s.game.clone()), (Some(5), vec![7]));
        let s = reduce(s, LessonAction::Input(Press::Go));
        assert_eq!((s.pending, s.wrong_moves), (None, 1));
        let s = reduce(reduce(s, say(1)), LessonAction::Next);
        assert_eq!((s.step, s.wrong_moves), (2, 1));
    }

    #[test]
    fn out_of_range_lessons_and_steps_are_clamped_and_ignored_input_changes_nothing() {
        let s = LessonState::<Toy>::new(9, 9);
        assert_eq!((s.lesson, s.step), (0, 2));
        let before = Rc::new(LessonState::<Toy>::new(0, 0));
        let after = before.clone().reduce(say(1));
        assert!(
            Rc::ptr_eq(&before, &after),
            "a reading step ignores the board"
        );
    }
}
