//! The game's own parts of the game screen: its board, its lines and buttons, its
//! settings, its moves and what it shows while a game is stepped through.

use super::game_rules::GameRules;
use yew::prelude::*;

/// What a game draws on the shared screen; the screen lays the parts out.
pub trait GameView: GameRules {
    /// The board: live (telling `tags`), or (`review`) the game after that many moves,
    /// not clickable.
    fn board(
        state: &Self::State,
        review: Option<usize>,
        tags: BoardTags,
        act: &Callback<Self::Action>,
    ) -> Html;
    /// The game's own lines under the turn line (players, scores, legend).
    fn panel(state: &Self::State) -> Html;
    /// The game's own buttons: those before Undo (moves of the game) and after it
    /// (what the board shows).
    fn buttons(state: &Self::State, act: &Callback<Self::Action>) -> (Html, Html);
    /// The game's own parts under the buttons (hints, aids, a Tane turn, notes).
    fn details(state: &Self::State, act: &Callback<Self::Action>) -> Html;
    /// The settings for a new game, and links to learn.
    fn settings(state: &Self::State, act: &Callback<Self::Action>) -> Html;
    /// The moves played, in the settings' disclosure.
    fn moves(state: &Self::State) -> Html;
    /// The game's own parts under step-through, while a finished (or shared) game is
    /// stepped through (Moeraki Kemu's analysis): `shown` is the move the board shows
    /// after, and `on_step` shows another.
    fn review(_state: &Self::State, _shown: usize, _on_step: &Callback<usize>) -> Html {
        Html::default()
    }
    /// What starts the same kind of game again once this one is over ("Play again",
    /// beside the result): the same opponent and settings. `None` while the game goes on,
    /// or when it goes on by another button (the next game of a match).
    fn play_again(_state: &Self::State) -> Option<Self::Action> {
        None
    }
}

/// What the board tells of a game with a friend on another device: the side this device
/// plays (`data-seat`), live, the connection (`data-connection`), and how the game ended
/// by a resignation or an agreed draw (`data-outcome`, in place of the rules' `ongoing`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardTags {
    pub seat: Option<&'static str>,
    pub connection: Option<&'static str>,
    #[cfg(feature = "friends")]
    pub outcome: Option<&'static str>,
}
