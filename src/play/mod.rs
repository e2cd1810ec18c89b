//! One game screen for both games. A game supplies what is its own through
//! [`Playable`]: its state and the actions on it (which call the rules core), its board,
//! its words and its settings. Everything else is written once here: the session
//! ([`session`]: undo back to the person's turn, the computer's failure and "Ask again",
//! notices, a shared game's view), the title, the turn line, the controls,
//! step-through, the projector view, reports to an embedding page, the computer's turn
//! ([`computer`]) and saving ([`start`]).

pub mod computer;
pub mod friend;
#[cfg(feature = "friends")]
pub mod friend_opening;
#[cfg(feature = "friends")]
pub mod friend_panel;
#[cfg(feature = "friends")]
pub mod lazy_script;
#[cfg(feature = "friends")]
pub mod live;
#[cfg(feature = "friends")]
pub mod live_words;
#[cfg(feature = "friends")]
pub mod restore_game;
pub mod screen;
pub mod session;
pub mod start;

use crate::route::Query;
use crate::saves::Slot;
use std::fmt::Debug;
use yew::prelude::*;

pub use computer::{Thinker, TurnKey};
pub use screen::GameScreen;
pub use session::{Change, Mover, Notice, Session, SessionAction};

/// What a game gives the shared game screen: only what is its own.
pub trait Playable: Clone + PartialEq + 'static {
    /// The game's name in addresses, `data-game` and embedding messages.
    const NAME: &'static str;
    /// Where the game in progress is saved.
    const SLOT: Slot;

    /// The game and what the screen shows of it (not the session around it).
    type State: Clone + PartialEq + Debug + 'static;
    /// What a person can do to it: moves, choices, settings.
    type Action: Clone + 'static;
    /// What an address presets (`?game=…&…`).
    type Presets: Clone + PartialEq + 'static;
    /// A whole move, as the computer gives it.
    type Move: Clone + 'static;
    /// How strong the computer plays.
    type Level: Copy + PartialEq + Debug + 'static;
    /// Why an action was refused (the rules core's error, or a step out of order).
    type Refusal: Clone + PartialEq + Debug + 'static;
    /// A side of the board, which a player on each device plays against a friend.
    type Side: Copy + PartialEq + Debug + 'static;

    // Setting up.

    /// What an address presets (`?game=…&…`).
    fn presets(query: &Query) -> Self::Presets;
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

    // Playing, by the rules core.

    /// Moves played in the current game.
    fn played(state: &Self::State) -> usize;
    /// Who is to move now ([`Mover::Nobody`] once the game is over).
    fn mover(state: &Self::State) -> Mover<Self::Level>;
    /// Does a person's action; what it changed, or why it was refused (the state is
    /// then unchanged).
    fn act(state: &mut Self::State, action: Self::Action) -> Result<Change, Self::Refusal>;
    /// Whether the action plays on the board (refused while the computer is to move).
    fn is_move(action: &Self::Action) -> bool;
    /// Plays the computer's move.
    fn play(state: &mut Self::State, mv: Self::Move) -> Result<(), Self::Refusal>;
    /// Takes back the last move of the current game; `false` if there is none.
    fn take_back(state: &mut Self::State) -> bool;
    /// Told once after the person's Undo took moves back.
    fn undone(_state: &mut Self::State) {}
    /// The board's state text and outcome code for an embedding page and the board's
    /// attributes, and whether the game is over.
    fn report(state: &Self::State) -> Report;

    // Words.

    /// The page's heading.
    fn title(state: &Self::State) -> String;
    /// Whose turn it is and what to do, or how the game ended.
    fn status(state: &Self::State) -> String;
    /// A refusal in words.
    fn refusal(refusal: &Self::Refusal) -> String;
    /// The last move in words, and whether it is read out (the computer's move, or any
    /// move between two people at one screen).
    fn last_move(state: &Self::State) -> Option<(String, bool)>;

    // The screen's parts.

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

    // A friend on another device ([`friend`]).

    /// Both sides.
    const SIDES: [Self::Side; 2];
    /// A side's name in links and `data-seat` (`green`, `matau`).
    fn side_code(side: Self::Side) -> &'static str;
    /// A side's name in words.
    fn side_name(side: Self::Side) -> String;
    /// The side to move; `None` once the game is over.
    fn side_to_move(state: &Self::State) -> Option<Self::Side>;
    /// The game as a link carries it: the pairs [`Playable::shared`] reads back
    /// (`record=…` and whatever reading it needs). The same game gives the same link.
    fn link(state: &Self::State) -> Query;
    /// The same game (its moves kept), the person here playing `seat` against a friend
    /// on another device ([`Mover::Remote`] for the other side).
    fn seated(state: &Self::State, seat: Self::Side) -> Self::State;
    /// A new single game under the rules of `state`, seated as [`Playable::seated`].
    fn friend_game(state: &Self::State, seat: Self::Side) -> Self::State;

    // The computer.

    /// Who works out the computer's move at this level in this position (asked once a
    /// position, when the computer is to move).
    fn thinker(state: &Self::State, level: Self::Level) -> Thinker<Self::Move>;
    /// Whether this game asks the engine worker (it is then started early).
    fn uses_engine(_state: &Self::State) -> bool {
        false
    }
}

/// The game after its first `ply` moves (taken back by the game's own rules).
pub fn played_to<G: Playable>(state: &G::State, ply: usize) -> G::State {
    let mut copy = state.clone();
    while G::played(&copy) > ply && G::take_back(&mut copy) {}
    copy
}

/// What an embedding page and the board's attributes are told of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The position or record (`data-position`, `data-record`).
    pub state: String,
    /// `data-outcome`: `ongoing`, the winner's code or `draw`.
    pub outcome: &'static str,
    pub over: bool,
}

/// What the board tells of a game with a friend on another device: the side this device
/// plays (`data-seat`) and, live, the connection (`data-connection`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardTags {
    pub seat: Option<&'static str>,
    pub connection: Option<&'static str>,
}
