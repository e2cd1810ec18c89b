//! The computer's turn, the same way for both games: a game says which position the
//! computer is to answer ([`Playable::computer_key`]) and who works it out
//! ([`Playable::thinker`]), the screen has it answered, and the answer comes back as the
//! game's own action. Mū tōrere's solved table answers on the page
//! after a short pause; Moeraki Kemu asks the page's one engine worker
//! ([`crate::engine`]). A new position (a move, undo, a new game) cancels the question.

use super::Playable;
use crate::engine::{self, EngineFailure, MoveQuestion, Ticket};
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long a computer that answers at once waits, so the player sees its move arrive.
const PAUSE_MS: u32 = 450;

/// Which position the computer is answering: the game (by id) and the moves played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnKey {
    pub game_id: u32,
    pub ply: usize,
    /// Counts the times the player asked again after a failure.
    pub attempt: u32,
}

/// Who works out the computer's move.
pub enum Thinker<M> {
    /// The page, after a short pause.
    Here(Box<dyn FnOnce() -> Result<M, EngineFailure>>),
    /// The engine worker, asked this question (an `engine::MoveRequest`, `.into()`).
    Worker(MoveQuestion<M>),
}

/// A question being answered; dropping it cancels it.
struct Pending {
    _timer: Option<Timeout>,
    _ticket: Option<Ticket>,
}

/// Has the computer answer whenever it is to move.
#[hook]
pub fn use_computer<G>(state: &UseReducerHandle<G::State>, active: bool)
where
    G: Playable,
{
    // The engine starts early, so the first answer does not wait for it.
    let wants_engine = active && G::uses_engine(state);
    use_effect_with(wants_engine, |wants| {
        if *wants {
            engine::start();
        }
    });
    let key = if active { G::computer_key(state) } else { None };
    let state = state.clone();
    use_effect_with(key, move |key| {
        let dispatcher = state.dispatcher();
        let pending = (*key).and_then(|key| {
            Some(match G::thinker(&state)? {
                Thinker::Here(think) => Pending {
                    _timer: Some(Timeout::new(PAUSE_MS, move || {
                        dispatcher.dispatch(G::computer_answer(key, think()))
                    })),
                    _ticket: None,
                },
                Thinker::Worker(question) => Pending {
                    _timer: None,
                    _ticket: engine::ask(question, move |answer| {
                        dispatcher.dispatch(G::computer_answer(key, answer))
                    }),
                },
            })
        });
        move || drop(pending)
    });
}
