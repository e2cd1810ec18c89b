//! "Put this game back on the server": a live game the server no longer has (its time
//! ran out, or the host's store was lost), made again from this device's copy through
//! the game service, which replays the record with the rules core. The friend gets a new
//! invitation; the old entry stays in the list of games with friends.

use super::friend::entry;
use super::live_words::failure_words;
use super::{live, played_to, Playable};
use crate::route::go_to;
use crate::saves::friends;
use crate::t;
use yew::platform::spawn_local;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RestoreGameProps<G: Playable> {
    /// The game as this device has it.
    pub state: G::State,
    pub seat: G::Side,
}

/// The button, and why it failed if it did.
#[function_component(RestoreGame)]
pub fn restore_game<G: Playable>(props: &RestoreGameProps<G>) -> Html {
    let failure = use_state(|| None::<&'static str>);
    let onclick = {
        let (state, seat, failure) = (props.state.clone(), props.seat, failure.clone());
        Callback::from(move |_: MouseEvent| {
            let (state, failure) = (state.clone(), failure.clone());
            spawn_local(async move {
                let start = G::link(&played_to::<G>(&state, 0)).text().to_string();
                let record = G::link(&state).text().to_string();
                match live::restore(G::NAME, &start, &record, G::side_code(seat)).await {
                    Ok(made) => {
                        friends::save(entry::<G>(&made.id, seat, true, &made.code, &state));
                        go_to(&format!("?game={}&live={}", G::NAME, made.id));
                    }
                    Err(why) => failure.set(Some(failure_words(why))),
                }
            });
        })
    };
    html! { <>
        <p><button type="button" {onclick} data-testid="live-restore">{ t::friend_restore() }</button></p>
        if let Some(why) = *failure {
            <p class="note" role="status">{ why }</p>
        }
    </> }
}
