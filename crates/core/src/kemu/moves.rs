//! Moves, what they cause (events), how a game stands, and why a move is refused.

use super::field::{Direction, Field};
use super::hollow::Hollow;
use super::rules::{Tier, Tile, Tribe};
use super::victory::Victory;
use std::fmt;
use std::str::FromStr;

/// A move: place (the ball when none is down yet, else a stone), a Tane turn, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// `f6`: the ball as the first move of a game, a stone afterwards.
    Place(Hollow),
    /// `Tf5>n`: the Tane on the field facing a sideline.
    Tane(Field, Direction),
    /// `pass`: only for a player without stones left.
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(h) => write!(f, "{h}"),
            Move::Tane(field, d) => write!(f, "T{field}>{}", d.letter()),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// A move token that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseMoveError(pub String);

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" is not a move: write a hollow (f6), a Tane turn (Tf5>n, facing n, e, s or w) or pass",
            self.0
        )
    }
}

impl std::error::Error for ParseMoveError {}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Move, ParseMoveError> {
        let bad = || ParseMoveError(s.to_string());
        if s.eq_ignore_ascii_case("pass") {
            return Ok(Move::Pass);
        }
        if let Some(rest) = s.strip_prefix('T').or_else(|| s.strip_prefix('t')) {
            let (field, dir) = rest.split_once('>').ok_or_else(bad)?;
            let field: Field = field.parse().map_err(|_| bad())?;
            let mut chars = dir.chars();
            let d = match (chars.next().and_then(Direction::from_letter), chars.next()) {
                (Some(d), None) => d,
                _ => return Err(bad()),
            };
            return Ok(Move::Tane(field, d));
        }
        s.parse::<Hollow>().map(Move::Place).map_err(|_| bad())
    }
}

/// What a move caused, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    BallPlaced(Hollow),
    StonePlaced(Tribe, Hollow),
    /// A field was enclosed and settled with a tile.
    TilePlaced(Field, Tile),
    /// A field was enclosed and stays empty (2:2, or kept free by a Tane).
    FieldStaysEmpty(Field),
    TanePlaced(Tribe, Field, Direction),
    TileRemoved(Field, Tile),
    /// A field in a Tane's line, free of tiles for the rest of the game.
    FieldBlocked(Field),
    Passed(Tribe),
    Victory(Victory),
    /// Beginner: a full board with no victory.
    Draw,
}

/// How a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Ongoing,
    Won(Tribe),
    Drawn,
}

impl Outcome {
    /// `ongoing`, `matau`, `manaia` or `draw` (the page's `data-outcome`).
    pub fn code(self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Won(t) => t.code(),
            Outcome::Drawn => "draw",
        }
    }

    /// Whether the game has ended (won or drawn).
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }
}

/// Why a move was refused. The position is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    NotYourTurn {
        tribe: Tribe,
        to_move: Tribe,
    },
    Occupied(Hollow),
    BallNotCentral(Hollow),
    BallSameAsPreviousGame(Hollow),
    /// A stone, Tane or pass before Player A has placed the ball.
    BallNotPlaced,
    NoStonesLeft(Tribe),
    CannotPass(Tribe),
    TaneNotInTier(Tier),
    TaneAlreadyUsed(Tribe),
    NoFullTileOfYours {
        field: Field,
        tribe: Tribe,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::GameOver => f.write_str("the game is over"),
            Self::NotYourTurn { tribe, to_move } => {
                write!(f, "it is {to_move}'s turn, not {tribe}'s")
            }
            Self::Occupied(h) => write!(f, "hollow {h} is already taken"),
            Self::BallNotCentral(h) => write!(
                f,
                "the Moeraki ball goes in one of the 9 central hollows (f6, e5, e7, g5, g7, d6, f4, f8, h6), not {h}"
            ),
            Self::BallSameAsPreviousGame(h) => write!(
                f,
                "the ball was in {h} last game; this game it must go in a different central hollow"
            ),
            Self::BallNotPlaced => {
                f.write_str("Player A must first place the Moeraki ball in a central hollow")
            }
            Self::NoStonesLeft(t) => write!(f, "{t} has no stones left and must pass"),
            Self::CannotPass(t) => write!(
                f,
                "{t} still has stones and must place one (a pass is only for a player with none left)"
            ),
            Self::TaneNotInTier(t) => write!(
                f,
                "the Maori-Tane is played only in the Master game, not the {t} game"
            ),
            Self::TaneAlreadyUsed(t) => write!(f, "{t} has already used the Tane this game"),
            Self::NoFullTileOfYours { field, tribe } => write!(
                f,
                "the Tane must stand on a full tile of {tribe}'s own; field {field} has none"
            ),
        }
    }
}

impl std::error::Error for MoveError {}
