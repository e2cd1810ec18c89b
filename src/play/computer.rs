//! The computer's turn, the same way for both games: the session says which position the
//! computer is to answer ([`Session::computer_key`]), the game says who works it out
//! ([`ComputerPlay::thinker`](super::ComputerPlay::thinker)), and the answer comes back to the session, which drops it if
//! the position has changed since. Mū tōrere's solved table answers on the page
//! after a short pause; Moeraki Kemu asks the page's one engine worker
//! ([`crate::engine`]). A new position (a move, undo, a new game) cancels the question.

use super::computer_play::Thinker;
use super::{Playable, Session, SessionAction};
use crate::engine::{self, EngineFailure, Ticket};
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

/// A question being answered; dropping it cancels it.
struct Pending {
    _timer: Option<Timeout>,
    _ticket: Option<Ticket>,
}

/// Has the computer answer in a game screen's session whenever it is to move.
#[hook]
pub fn use_computer<G>(session: &UseReducerHandle<Session<G>>)
where
    G: Playable,
{
    // The engine starts early, so the first answer does not wait for it.
    let wants_engine = !session.viewing && G::uses_engine(&session.game);
    let key = session.computer_key();
    let thinker = {
        let session = session.clone();
        move || Some(G::thinker(&session.game, session.computer_to_move()?))
    };
    let dispatcher = session.dispatcher();
    use_answer(
        key,
        wants_engine,
        thinker,
        Callback::from(move |(key, answer)| {
            dispatcher.dispatch(SessionAction::Computer { key, answer })
        }),
    );
}

/// Has the computer answer the position `key` (when `Some`): `thinker` says who works it
/// out, and `answer` is told the move or why there is none. A new key cancels the question. The game screen and the trap trainer both
/// take the computer's turn through this.
#[hook]
pub fn use_answer<M, T>(
    key: Option<TurnKey>,
    wants_engine: bool,
    thinker: T,
    answer: Callback<(TurnKey, Result<M, EngineFailure>)>,
) where
    M: 'static,
    T: FnOnce() -> Option<Thinker<M>> + 'static,
{
    use_effect_with(wants_engine, |wants| {
        if *wants {
            engine::start();
        }
    });
    use_effect_with(key, move |key| {
        let pending = (*key).and_then(|key| {
            Some(match thinker()? {
                Thinker::Here(think) => Pending {
                    _timer: Some(Timeout::new(PAUSE_MS, move || answer.emit((key, think())))),
                    _ticket: None,
                },
                Thinker::Worker(question) => Pending {
                    _timer: None,
                    _ticket: engine::ask(question, move |mv| answer.emit((key, mv))),
                },
            })
        });
        move || drop(pending)
    });
}
