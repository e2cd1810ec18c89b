//! What friends in a live game send each other besides moves: a resignation, an offer
//! (take back the last move, a draw, a rematch) and its answer. The rules are the core's
//! ([`takaro_core::between`]); the game service judges each message for the seat whose
//! key sent it, and every state it sends says where things stand
//! ([`Talk`](super::talk::Talk)). This
//! device offers only what the core allows its seat now ([`TalkControls`]).

use super::friend::Friend;
use super::live;
use super::live_words::failure_words;
use super::sides::{other_side, side_of};
use super::talk::standing;
use super::{Playable, RemotePlay, SessionAction};
use crate::ask_first::{ask_first, AskFirst};
use crate::t;
use takaro::core::between::{judge, Ending, Message, Offer};
use yew::platform::spawn_local;
use yew::prelude::*;

/// The turn line once the game ended by a resignation or an agreed draw.
pub fn ending_words<G: RemotePlay>(end: Ending<&'static str>) -> String {
    match end {
        Ending::Drawn => t::friend_ended_draw().to_string(),
        Ending::Resigned(code) => {
            let side = side_of::<G>(code).unwrap_or(G::SIDES[0]);
            t::friend_ended_resigned(t::FriendEndedResigned {
                side: G::side_name(side),
                winner: G::side_name(other_side::<G>(side)),
            })
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct TalkControlsProps<G: Playable> {
    pub game: G::State,
    /// A seated friend's game, by link or live.
    pub friend: Friend,
    /// The session's actions (what is said by link).
    pub session: Callback<SessionAction<G>>,
}

/// The offer waiting for an answer in words, and the buttons this seat may press now:
/// Resign (asked first), ask to take back, offer a draw or a rematch, or accept or
/// decline the friend's offer.
#[function_component(TalkControls)]
pub fn talk_controls<G: Playable>(props: &TalkControlsProps<G>) -> Html {
    let asking = use_state(|| false);
    let failure = use_state(|| None::<String>);
    let friend = &props.friend;
    let Some(seat) = friend.seat else {
        return Html::default();
    };
    let talk = &friend.talk;
    let standing = standing::<G>(&props.game, talk);
    let open = talk.offer.filter(|o| o.stands(&standing));
    // Live, the game service is asked; by link, the next link carries it.
    let allowed = |message| judge(&standing, open.as_ref(), seat, message).is_ok();
    let send = {
        let (id, ply, failure) = (friend.id.clone(), standing.ply, failure.clone());
        let (live, session) = (friend.live, props.session.clone());
        Callback::from(move |message: Message| {
            if !live {
                session.emit(SessionAction::Say(message));
                return;
            }
            let (id, failure) = (id.clone(), failure.clone());
            failure.set(None);
            spawn_local(async move {
                if let Err(why) = live::say(&id, ply, &message.to_string()).await {
                    failure.set(Some(failure_words(why).to_string()));
                }
            });
        })
    };
    let button = |message: Message, label: &str| {
        allowed(message).then(|| {
            let onclick = send.reform(move |_: MouseEvent| message);
            html! { <button {onclick} data-talk={message.to_string()}>{ label.to_string() }</button> }
        })
    };
    let winner = side_of::<G>(seat).map(|s| G::side_name(other_side::<G>(s)));
    let resign = (allowed(Message::Resign)).then(|| {
        ask_first(AskFirst {
            label: t::friend_resign().to_string(),
            class: Classes::new(),
            name: "friend-resign",
            ask: true,
            question: t::friend_resign_ask(winner.clone().unwrap_or_default()),
            yes: t::friend_resign_confirm().to_string(),
            keep: t::friend_keep_playing().to_string(),
            asking: *asking,
            set_asking: {
                let asking = asking.clone();
                Callback::from(move |ask| asking.set(ask))
            },
            on_yes: send.reform(|()| Message::Resign),
        })
    });
    // The friend's offer and its answers, or this seat's offer waiting for one.
    let offer_line = open.map(|o| {
        if o.by == seat {
            return html! { <p data-testid="talk-offer" data-offer={o.offer.code()}>{ t::friend_offer_waiting() }</p> };
        }
        let words = match o.offer {
            Offer::Takeback => t::friend_offer_takeback(),
            Offer::Draw => t::friend_offer_draw(),
            Offer::Rematch => t::friend_offer_rematch(),
        };
        html! { <>
            <p data-testid="talk-offer" data-offer={o.offer.code()}>{ words }</p>
            <div class="buttons">
                { for button(Message::Accept(o.offer), t::friend_accept()) }
                { for button(Message::Decline(o.offer), t::friend_decline()) }
            </div>
        </> }
    });
    // By link: this device's offer the friend declined, until a move.
    let declined = talk
        .declined
        .filter(|o| o.stands(&standing))
        .map(|o| html! { <p data-testid="talk-declined" data-offer={o.offer.code()}>{ t::friend_declined() }</p> });
    html! {
        <div class="friend-talk" role="group" aria-label={t::friend_talk_label()} data-testid="talk">
            // Said as it changes: an offer made, answered or lapsed.
            <div role="status" aria-live="polite">{ for offer_line }{ for declined }</div>
            <div class="buttons">
                { for button(Message::Offer(Offer::Takeback), t::friend_takeback_ask()) }
                { for button(Message::Offer(Offer::Draw), t::friend_draw_offer()) }
                { for button(Message::Offer(Offer::Rematch), t::friend_rematch_offer()) }
                { for resign }
            </div>
            if let Some(why) = (*failure).clone() {
                <p class="message" role="alert">{ why }</p>
            }
        </div>
    }
}
