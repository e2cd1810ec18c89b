//! One line of the list of games with friends: the friend's side, whose turn, the last
//! move and the date, linking to the game.

use super::sides::{other_side, side_of};
use super::Playable;
use crate::route::{Address, Query};
use crate::saves::friends::FriendGame;
use crate::t;
use yew::prelude::*;

/// One game in the list: the friend's side, whose turn, the last move and the date.
pub fn game_line<G: Playable>(here: &Address, g: &FriendGame) -> Html {
    let Some(seat) = side_of::<G>(&g.seat) else {
        return Html::default();
    };
    let turn = if g.to_move.is_empty() {
        t::friend_turn_over()
    } else if g.to_move == g.seat {
        t::friend_turn_yours()
    } else {
        t::friend_turn_theirs()
    };
    let mode = if g.live { "live" } else { "friend" };
    let href = here.link_to(
        &Query::parse(&format!("game={}", G::NAME))
            .with(mode, Some(&g.id))
            .to_link(),
    );
    html! {
        <li>
            <a {href}>{ t::friend_game_line(t::FriendGameLine {
                side: G::side_name(other_side::<G>(seat)),
                turn,
                date: g.date.as_str(),
            }) }</a>
            if !g.last_move.is_empty() {
                <span class="last">{ format!(" · {}", g.last_move) }</span>
            }
        </li>
    }
}
