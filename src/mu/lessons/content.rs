//! The Mū tōrere lessons' content: each step is a real position with one instruction and
//! perhaps a task. The content is words and positions; every judgement comes from the
//! rules core and the computer's solve ([`super::judge`]).

use super::MuLessons;
use crate::lesson::{Lesson, Step};
use crate::t;

/// What a step asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
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

/// How a step's position is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setup {
    /// A position in `g/.ggggwwww` form.
    Position(&'static str),
    /// The moves from the start that lead to it (for the repetition lesson, whose
    /// history matters).
    Record(&'static str),
}

/// No words: a step where every legal move is right needs no "wrong".
fn none() -> &'static str {
    ""
}

const START: &str = "g/.ggggwwww";

/// The lessons, in order (numbered from 1 in links).
pub static LESSONS: [Lesson<MuLessons>; 7] = [
    Lesson {
        title: t::learn_mu_lesson_board_title,
        steps: &[
            Step::read(Setup::Position(START), t::learn_mu_lesson_board_1),
            Step::act(
                Setup::Position(START),
                t::learn_mu_lesson_board_2,
                Task::AnyMove,
                none,
                t::learn_mu_lesson_board_2_right,
            ),
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_moves_title,
        steps: &[
            Step::act(
                Setup::Position("g/wgg.gwwwg"),
                t::learn_mu_lesson_moves_1,
                Task::AnyMove,
                none,
                t::learn_mu_lesson_moves_1_right,
            ),
            Step::act(
                Setup::Position("g/ggggww.ww"),
                t::learn_mu_lesson_moves_2,
                Task::MoveFrom(0),
                t::learn_mu_lesson_moves_2_wrong,
                t::learn_mu_lesson_moves_2_right,
            ),
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_rule_title,
        steps: &[
            Step::read(Setup::Position(START), t::learn_mu_lesson_rule_1),
            Step::act(
                Setup::Position(START),
                t::learn_mu_lesson_rule_2,
                Task::AnyMove,
                none,
                t::learn_mu_lesson_rule_2_right,
            ),
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_block_title,
        steps: &[
            Step::read(Setup::Position("w/gg.ggwwww"), t::learn_mu_lesson_block_1),
            Step::act(
                Setup::Position("g/g.gggwwww"),
                t::learn_mu_lesson_block_2,
                Task::Block,
                t::learn_mu_lesson_block_2_wrong,
                t::learn_mu_lesson_block_2_right,
            ),
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_small_title,
        steps: &[
            Step::act(
                Setup::Position("g/.ggwggwww"),
                t::learn_mu_lesson_small_1,
                Task::WinFastest,
                t::learn_mu_lesson_small_1_wrong,
                t::learn_mu_lesson_small_1_right,
            ),
            Step::act(
                Setup::Position("g/.gggwgwww"),
                t::learn_mu_lesson_small_2,
                Task::KeepDraw,
                t::learn_mu_lesson_small_2_wrong,
                t::learn_mu_lesson_small_2_right,
            ),
        ],
    },
    Lesson {
        title: t::learn_mu_lesson_big_title,
        steps: &[Step::act(
            Setup::Position("w/g.wgggwww"),
            t::learn_mu_lesson_big_1,
            Task::WinFastest,
            t::learn_mu_lesson_big_1_wrong,
            t::learn_mu_lesson_big_1_right,
        )],
    },
    Lesson {
        title: t::learn_mu_lesson_repeat_title,
        steps: &[Step::act(
            Setup::Record("4 5 0 4 5 0 4 5 0 4 5"),
            t::learn_mu_lesson_repeat_1,
            Task::Repeat,
            t::learn_mu_lesson_repeat_1_wrong,
            t::learn_mu_lesson_repeat_1_right,
        )],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_has_words_in_both_languages_and_a_real_position() {
        use crate::i18n::{set, Lang};
        for lang in Lang::ALL {
            set(lang);
            for lesson in &LESSONS {
                assert!(!(lesson.title)().is_empty());
                assert!(!lesson.steps.is_empty());
                for step in lesson.steps {
                    assert!(!(step.instruction)().is_empty());
                    if step.task.is_some() {
                        assert!(!(step.right)().is_empty());
                    }
                    // Panics if a position does not parse or a record is illegal.
                    let _ = step.game();
                }
            }
        }
        set(Lang::En);
    }
}
