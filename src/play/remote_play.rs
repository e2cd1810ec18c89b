//! A game's sides, as a friend on another device plays one of them ([`super::friend`],
//! live play): their codes and names, the side to move, and a game seated for a friend.

use super::game_rules::GameRules;
use std::fmt::Debug;

/// The two sides of a game, and a game seated for a friend on another device.
pub trait RemotePlay: GameRules {
    /// A side of the board, which a player on each device plays against a friend.
    type Side: Copy + PartialEq + Debug + 'static;
    /// Both sides.
    const SIDES: [Self::Side; 2];
    /// Whether friends may agree a draw (Mū tōrere, which can go round without end).
    const DRAWS: bool;

    /// A side's name in links and `data-seat` (`green`, `matau`).
    fn side_code(side: Self::Side) -> &'static str;
    /// A side's name in words.
    fn side_name(side: Self::Side) -> String;
    /// The board's `data-outcome` when this side has won (`g`, `matau`).
    fn won_code(side: Self::Side) -> &'static str;
    /// The side to move; `None` once the game is over.
    fn side_to_move(state: &Self::State) -> Option<Self::Side>;
    /// The same game (its moves kept), the person here playing `seat` against a friend
    /// on another device ([`super::Mover::Remote`] for the other side).
    fn seated(state: &Self::State, seat: Self::Side) -> Self::State;
    /// A new game under the rules of `state`, seated as [`RemotePlay::seated`]: a single
    /// game, or (between friends on two devices already) a match of the same length.
    fn friend_game(state: &Self::State, seat: Self::Side) -> Self::State;

    /// The lengths a game with a friend may be chosen to have, by number of games won
    /// (`1`: a single game), with their names; none when there is no choice.
    fn friend_lengths() -> Vec<(u8, String)> {
        Vec::new()
    }

    /// Whether the game is over and its match goes on with a next game.
    fn match_goes_on(state: &Self::State) -> bool {
        let _ = state;
        false
    }

    /// A new game with a friend as [`RemotePlay::friend_game`], in a match of `wins`
    /// (one of [`RemotePlay::friend_lengths`]; anything else: a single game).
    fn friend_match(state: &Self::State, seat: Self::Side, wins: u8) -> Self::State {
        let _ = wins;
        Self::friend_game(state, seat)
    }
}
