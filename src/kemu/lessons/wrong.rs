//! Why a learner's move in a Kemu lesson is wrong, by the rules core's account: found
//! by [`super::judge`], said in words by [`super::words::wrong`].

use takaro::core::kemu::{Direction, Field, Hollow, MoveError, Tile, Tribe, VictoryKind};

/// Why a learner's move in a Kemu lesson is wrong.
#[derive(Clone, Debug, PartialEq)]
pub enum Wrong {
    /// The rules refuse it.
    Refused(MoveError),
    /// A stone, in the step that asks for the Tane.
    StoneNotTane,
    /// It won, but by another victory than the step asks for.
    OtherVictory {
        got: VictoryKind,
        wanted: VictoryKind,
    },
    /// It is not what the step asks: what the move did, where that helps, then the
    /// step's own words.
    NotAsked(Option<Fact>),
}

/// What a wrong move did, by the core's account.
#[derive(Clone, Debug, PartialEq)]
pub enum Fact {
    /// The stone went on this hollow (not the one named).
    PlacedOn(Hollow),
    /// The opponent would win next with a stone on `hollow` (by `victory`, if known).
    WouldWin {
        tribe: Tribe,
        hollow: Hollow,
        victory: Option<VictoryKind>,
    },
    /// The fields the stone enclosed, and the tile each got (`None`: it stays empty).
    Settled(Vec<(Field, Option<Tile>)>),
    /// `filler` filled the last hollow, `last`; the count then gave the game to
    /// `winner` (the totals in halves).
    CountAfter {
        filler: Tribe,
        last: Hollow,
        matau: u16,
        manaia: u16,
        winner: Tribe,
    },
    /// The Tane on `field` facing `direction` removes `theirs` of the opponent's tiles
    /// and `mine` of the learner's.
    TaneRemoves {
        field: Field,
        direction: Direction,
        opponent: Tribe,
        theirs: usize,
        mine: usize,
    },
}
