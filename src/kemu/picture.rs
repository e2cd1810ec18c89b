//! The Moeraki Kemu board as a picture: a position with nothing to click, for the about
//! page's diagrams and the printed sheets.

use super::board::KemuBoard;
use super::state::TanePreview;
use takaro::core::kemu::{FieldSet, Game, HollowSet};
use yew::prelude::*;

/// A board that is a picture (the about page's diagrams, printed sheets): a game's
/// position with its winning marks, named `caption`, with nothing to click; `show_names`
/// writes the column letters and row numbers around it.
pub fn picture(game: &Game, caption: &str, show_names: bool) -> Html {
    let (winning_hollows, winning_fields) = game.victory_marks();
    html! {
        <KemuBoard position={*game.position()}
                   record={AttrValue::from(game.to_string())}
                   outcome="ongoing"
                   clickable_hollows={HollowSet::EMPTY}
                   clickable_fields={FieldSet::EMPTY}
                   tane_preview={TanePreview::default()}
                   {winning_hollows} {winning_fields}
                   last={None}
                   {show_names}
                   caption={Some(AttrValue::from(caption.to_string()))}
                   on_hollow={Callback::noop()}
                   on_field={Callback::noop()} />
    }
}

/// The board at the start of the Beginner game (the default), as a picture: the home
/// page's picture of it (src/board_pictures.rs, drawn off the browser).
#[cfg(feature = "ssr")]
pub fn at_start() -> Html {
    use takaro::core::kemu::{Rules, Tier, Tribe};
    let game = Game::new(Rules::new(Tier::Beginner), Tribe::Matau);
    picture(&game, crate::t::home_kemu_board(), false)
}
