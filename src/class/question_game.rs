//! The position of a question to the class, read by the rules core through its game's own
//! page state ([`QuestionGame`]), and what the question's pages ask of it in any game
//! ([`QuestionPosition`]): its board (the student's move reported as the rules core
//! writes it), a move in words, its link, and the class's answers judged by its game. The
//! service checks each answer again ([`takaro`]'s rules, docs/class-protocol.md).

use super::class_play::read;
use super::client::Question;
use super::question_play::{BoardLabel, QuestionPlay};
use crate::play::BoardTags;
use std::rc::Rc;
use yew::prelude::*;

/// A question's position, as the game's page holds a game.
pub struct QuestionGame<G: QuestionPlay>(pub G::State);

impl<G: QuestionPlay> Clone for QuestionGame<G> {
    fn clone(&self) -> Self {
        QuestionGame(self.0.clone())
    }
}

impl<G: QuestionPlay> PartialEq for QuestionGame<G> {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl<G: QuestionPlay> QuestionGame<G> {
    /// The position of a question's link, when it reads and a side is to move there.
    pub fn read(link: &str) -> Option<QuestionGame<G>> {
        let read = QuestionGame(read::<G>(link)?);
        read.to_move().is_some().then_some(read)
    }

    /// The position after the move written `code`, if it is legal here.
    pub fn after(&self, code: &str) -> Option<QuestionGame<G>> {
        let mv = G::move_written(&self.0, code)?;
        let mut next = self.0.clone();
        G::play(&mut next, mv).ok()?;
        Some(QuestionGame(next))
    }

    /// What a click on its board sends: the position after the click's action, when the
    /// action is taken and changes it.
    fn on_click(&self, on: &Callback<Rc<dyn QuestionPosition>>) -> Callback<G::Action> {
        let (here, on) = (self.clone(), on.clone());
        Callback::from(move |action| {
            let mut next = here.clone();
            if G::act(&mut next.0, action).is_ok() && next != here {
                on.emit(Rc::new(next));
            }
        })
    }
}

/// A question's position, whichever game: what the question's pages show of it.
pub trait QuestionPosition {
    /// The side to move's code, `None` once the game is over.
    fn to_move(&self) -> Option<&'static str>;
    /// The side to move in words ("Green").
    fn to_move_name(&self) -> String;
    /// Moves played from where it began.
    fn played(&self) -> usize;
    /// The position's game link (what a question is asked with).
    fn link(&self) -> String;
    /// The last move, written as an answer is (as the rules core writes it).
    fn last_move_written(&self) -> Option<String>;
    /// The move written `code` in words ("Green moves from kāwai 3 to the pūtahi"), if
    /// it is legal here.
    fn move_words(&self, code: &str) -> Option<String>;
    /// The board of this position, clickable: each click that changes the position
    /// sends the position after it to `on` (a move, or the first tap of one that takes
    /// more), which the page keeps or answers with.
    fn board(&self, on: &Callback<Rc<dyn QuestionPosition>>) -> Html;
    /// The controls a move may need besides the board, sending as the board does.
    fn controls(&self, on: &Callback<Rc<dyn QuestionPosition>>) -> Html;
    /// The board after the move written `code`, that move marked, not clickable.
    fn board_after(&self, code: &str) -> Html;
    /// The board with the class's answers marked on it ([`QuestionPlay::answers_board`]).
    fn answers_board(&self, labels: &[BoardLabel]) -> Html;
    /// The class's answers, judged by the game ([`QuestionPlay::answers`]).
    fn answers(&self, question: &Question, level: &str) -> Html;
}

impl<G: QuestionPlay> QuestionPosition for QuestionGame<G> {
    fn to_move(&self) -> Option<&'static str> {
        G::side_to_move(&self.0).map(G::side_code)
    }

    fn to_move_name(&self) -> String {
        G::side_to_move(&self.0)
            .map(G::side_name)
            .unwrap_or_default()
    }

    fn played(&self) -> usize {
        G::played(&self.0)
    }

    fn link(&self) -> String {
        G::link(&self.0).text().to_string()
    }

    fn last_move_written(&self) -> Option<String> {
        G::last_move_written(&self.0)
    }

    fn move_words(&self, code: &str) -> Option<String> {
        G::last_move(&self.after(code)?.0).map(|(words, _)| words)
    }

    fn board(&self, on: &Callback<Rc<dyn QuestionPosition>>) -> Html {
        G::board(&self.0, None, BoardTags::default(), &self.on_click(on))
    }

    fn controls(&self, on: &Callback<Rc<dyn QuestionPosition>>) -> Html {
        G::question_controls(&self.0, &self.on_click(on))
    }

    fn board_after(&self, code: &str) -> Html {
        match self.after(code) {
            Some(after) => G::board(
                &after.0,
                Some(G::played(&after.0)),
                BoardTags::default(),
                &Callback::noop(),
            ),
            None => self.board(&Callback::noop()),
        }
    }

    fn answers_board(&self, labels: &[BoardLabel]) -> Html {
        G::answers_board(&self.0, labels)
    }

    fn answers(&self, question: &Question, level: &str) -> Html {
        G::answers(&self.0, question, level)
    }
}
