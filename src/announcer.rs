//! Moves in words for screen-reader users: a visually hidden polite live region that
//! reads out the computer's reply and the opponent's move. Each game says its moves in
//! its own words (`mu::state::move_in_words`, `kemu::announce`).

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct AnnouncerProps {
    /// The sentence to read out (empty: nothing new).
    pub text: AttrValue,
    /// Changes with every move, so the same sentence twice is read twice.
    pub serial: usize,
}

/// A visually hidden polite live region holding the latest move in words.
#[function_component(Announcer)]
pub fn announcer(props: &AnnouncerProps) -> Html {
    html! {
        <div class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcement">
            if !props.text.is_empty() {
                <p key={props.serial}>{ props.text.clone() }</p>
            }
        </div>
    }
}
