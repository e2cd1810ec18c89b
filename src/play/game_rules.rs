//! A game's rules as the game screen asks them: its state, the actions on it and who is
//! to move. Every other part a game gives the screen ([`super::Playable`]) builds on this.

use std::fmt::Debug;

/// A game's state and the actions on it, each answered by the rules core.
pub trait GameRules: Clone + PartialEq + 'static {
    /// The game and what the screen shows of it (not the session around it).
    type State: Clone + PartialEq + Debug + 'static;
    /// What a person can do to it: moves, choices, settings.
    type Action: Clone + 'static;
    /// Why an action was refused (the rules core's error, or a step out of order).
    type Refusal: Clone + PartialEq + Debug + 'static;
    /// How strong the computer plays, when it is to move.
    type Level: Copy + PartialEq + Debug + 'static;

    /// Moves played in the current game.
    fn played(state: &Self::State) -> usize;
    /// Who is to move now ([`Mover::Nobody`] once the game is over).
    fn mover(state: &Self::State) -> Mover<Self::Level>;
    /// Does a person's action; what it changed, or why it was refused (the state is
    /// then unchanged).
    fn act(state: &mut Self::State, action: Self::Action) -> Result<Change, Self::Refusal>;
    /// Whether the action plays on the board (refused while the computer is to move).
    fn is_move(action: &Self::Action) -> bool;
    /// Takes back the last move of the current game; `false` if there is none.
    fn take_back(state: &mut Self::State) -> bool;
    /// Told once after the person's Undo took moves back.
    fn undone(_state: &mut Self::State) {}
    /// The board's state text and outcome code for an embedding page and the board's
    /// attributes, and whether the game is over.
    fn report(state: &Self::State) -> Report;
}

/// Who is to move now. Every kind of opponent is one of these, for every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover<Level> {
    /// Nobody: the game is over.
    Nobody,
    /// A person at this screen.
    Person,
    /// The computer, at this level.
    Computer(Level),
    /// A player on another device: a friend answering by link or live.
    Remote,
}

/// What a game's own action did, so the session knows what to reset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Only what the screen shows (a toggle, part of a move being chosen).
    Nothing,
    /// A move was played.
    Moved,
    /// A new game (or the next game of a match) began.
    NewGame,
}

/// What an embedding page and the board's attributes are told of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The position or record (`data-position`, `data-record`).
    pub state: String,
    /// `data-outcome`: `ongoing`, the winner's code or `draw`.
    pub outcome: &'static str,
    pub over: bool,
    /// How it ended for the person at this screen (`data-ending` on the turn line, each
    /// its own look): `win` (or any win between two people at one screen), `loss` (to
    /// the computer or a friend) or `draw`; `None` while it goes on.
    pub ending: Option<&'static str>,
}

/// The game after its first `ply` moves (taken back by the game's own rules).
pub fn played_to<G: GameRules>(state: &G::State, ply: usize) -> G::State {
    let mut copy = state.clone();
    while G::played(&copy) > ply && G::take_back(&mut copy) {}
    copy
}
