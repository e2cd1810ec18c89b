//! One game screen for both games. A game supplies what is its own through
//! [`Playable`]: its state and reducer (which call the rules core), its board, its
//! words and its settings. Everything else is written once here: the title, the turn
//! line, the controls, step-through, the projector view, reports to an embedding page,
//! the computer's turn ([`computer`]) and saving ([`start`]).

pub mod computer;
pub mod screen;
pub mod start;

use crate::engine::EngineFailure;
use crate::saves::Slot;
use yew::prelude::*;

pub use computer::{Thinker, TurnKey};
pub use screen::GameScreen;

/// What a game gives the shared game screen.
pub trait Playable: PartialEq + 'static {
    /// The game's name in addresses, `data-game` and embedding messages.
    const NAME: &'static str;
    /// Where the game in progress is saved.
    const SLOT: Slot;

    /// Everything the screen shows; the reducer only calls the rules core.
    type State: Reducible<Action = Self::Action> + Clone + PartialEq + 'static;
    type Action: Clone + 'static;
    /// What an address presets (`?game=…&…`).
    type Presets: Clone + PartialEq + 'static;
    /// A move as the computer gives it.
    type Move: 'static;

    /// A new game as the presets ask.
    fn new_game(presets: &Self::Presets) -> Self::State;
    /// A saved game; `None` if the text cannot be read.
    fn from_save(text: &str) -> Option<Self::State>;
    /// The saved form of a game.
    fn to_save(state: &Self::State) -> String;
    /// Whether a saved game agrees with what the address presets (a link asking for other
    /// settings starts a new game, and the saved one stays saved until a move is made).
    fn fits(state: &Self::State, presets: &Self::Presets) -> bool;
    /// A game shared by a link in the presets: `Some(Ok)` to view it, `Some(Err)` with
    /// why it cannot be opened, in words.
    fn shared(_presets: &Self::Presets) -> Option<Result<Self::State, String>> {
        None
    }
    /// The game shown after `ply` moves, as a game of the player's own (a shared game's
    /// "Play from here").
    fn play_from(state: &Self::State, ply: usize) -> Self::State;
    /// The action that puts a whole new state in place (the copy "Play from here" makes).
    fn replace(state: Self::State) -> Self::Action;

    /// Counts new games (and restored ones), so effects start again.
    fn game_id(state: &Self::State) -> u32;
    /// Moves played in the current game.
    fn played(state: &Self::State) -> usize;
    fn is_over(state: &Self::State) -> bool;
    /// The board's state text and outcome code for an embedding page.
    fn report(state: &Self::State) -> (String, &'static str);

    /// The page's heading.
    fn title(state: &Self::State) -> String;
    /// Whose turn it is and what to do, or how the game ended.
    fn status(state: &Self::State) -> String;
    /// Whether the computer is thinking now.
    fn thinking(state: &Self::State) -> bool;
    /// A refusal or a failure to show under the turn line.
    fn notice(state: &Self::State) -> Option<String>;
    /// The last move in words, and whether it is read out (the computer's move, or any
    /// move between two people at one screen).
    fn last_move(state: &Self::State) -> Option<(String, bool)>;
    fn can_undo(state: &Self::State) -> bool;
    fn undo() -> Self::Action;

    /// The board: live, or (`review`) the game after that many moves, not clickable.
    fn board(state: &Self::State, review: Option<usize>, act: &Callback<Self::Action>) -> Html;
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

    /// The position the computer is to answer, if it is to move now (asked at every
    /// render: cheap).
    fn computer_key(state: &Self::State) -> Option<TurnKey>;
    /// Who works out the computer's move in this position (asked once a position, when
    /// [`Playable::computer_key`] is `Some`).
    fn thinker(state: &Self::State) -> Option<Thinker<Self::Move>>;
    /// The action that plays the computer's move (or says why there is none).
    fn computer_answer(key: TurnKey, answer: Result<Self::Move, EngineFailure>) -> Self::Action;
    /// Whether this game asks the engine worker (it is then started early).
    fn uses_engine(_state: &Self::State) -> bool {
        false
    }
}
