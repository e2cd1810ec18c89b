//! Following a room's games read-only, as the watch link does (live.js `open(…,
//! "watch")`): each record that arrives is read by the rules core ([`AnyClassPlay::judge`])
//! before anything shows it; one that does not read is dropped and the last good one kept.

use super::games::{AnyClassPlay, Judged};
use crate::play::live;
use crate::play::live_bridge::{call, listen, Call, LiveEvent, Of};
use gloo::events::EventListener;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::rc::Rc;
use yew::platform::spawn_local;
use yew::prelude::*;

/// The games followed, by id, each as last read; and the last move that arrived, in
/// words, for the announcer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Followed {
    pub games: HashMap<String, Judged>,
    /// `(the game's id, how many moves it had)` of the latest change.
    pub latest: Option<(String, usize)>,
}

pub enum Arrival {
    Game(String, Judged),
}

impl Reducible for Followed {
    type Action = Arrival;

    fn reduce(self: Rc<Self>, Arrival::Game(id, judged): Arrival) -> Rc<Self> {
        if self.games.get(&id) == Some(&judged) {
            return self;
        }
        let mut next = (*self).clone();
        next.latest = Some((id.clone(), judged.played));
        next.games.insert(id, judged);
        Rc::new(next)
    }
}

/// Follows the games `ids` of a room playing `game`.
#[hook]
pub fn use_followed(game: &'static dyn AnyClassPlay, ids: BTreeSet<String>) -> Rc<Followed> {
    let followed = use_reducer(Followed::default);
    let listener = use_mut_ref(|| None::<EventListener>);
    let opened = use_mut_ref(BTreeSet::<String>::new);
    // One listener for every game's `state` events.
    {
        let followed = followed.clone();
        use_effect_with((), move |_| {
            let on_event = move |of: Of, event: LiveEvent| {
                let (Of::Game(id), LiveEvent::State(state)) = (of, event) else {
                    return;
                };
                let Some(ply) = state.number("ply") else {
                    return;
                };
                let record = state.text("record").filter(|r| !r.is_empty());
                let Some(link) = record.or_else(|| state.text("start")) else {
                    return;
                };
                if let Some(judged) = game.judge(&link).filter(|j| j.played == ply as usize) {
                    followed.dispatch(Arrival::Game(id, judged));
                }
            };
            *listener.borrow_mut() = listen(on_event);
        });
    }
    // Opens each game not yet followed (a game of the room is never dropped: its result
    // counts).
    {
        let opened = opened.clone();
        use_effect_with(ids, move |ids| {
            for id in ids {
                if opened.borrow_mut().insert(id.clone()) {
                    let id = id.clone();
                    spawn_local(async move {
                        let args = [live::SERVER.into(), id.into(), "watch".into()];
                        let _ = call(Call::Open, &args).await;
                    });
                }
            }
        });
    }
    {
        let opened: Rc<RefCell<BTreeSet<String>>> = opened.clone();
        use_effect_with((), move |_| {
            move || {
                for id in opened.borrow().iter().cloned() {
                    spawn_local(async move {
                        let _ = call(Call::Close, &[id.into()]).await;
                    });
                }
            }
        });
    }
    Rc::new((*followed).clone())
}
