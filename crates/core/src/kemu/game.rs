//! A game: its start, the moves played, and the victories (or the resignation) that
//! ended it.

use super::hollow::Hollow;
use super::moves::{Event, Move, MoveError, Outcome};
use super::position::Position;
use super::rules::{Rules, Tribe};
use super::sets::{FieldSet, HollowSet};
use super::victory::{victory_marks, Victory};

/// A game: the position after each move, the moves, and the victories at the end, or
/// the tribe that resigned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    victories: Vec<Victory>,
    resigned: Option<Tribe>,
}

impl Game {
    pub fn new(rules: Rules, player_a: Tribe) -> Game {
        Game::from_start(Position::new(rules, player_a))
    }

    /// A game from a given (empty-board) start, e.g. with a previous ball hollow.
    pub fn from_start(start: Position) -> Game {
        Game {
            start,
            position: start,
            moves: Vec::new(),
            victories: Vec::new(),
            resigned: None,
        }
    }

    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn start(&self) -> &Position {
        &self.start
    }
    /// Whether the game stands on its own: the first game of a match. A later game
    /// depends on the earlier game's ball (RULES.md: the ball may not return to the same
    /// central hollow), so only a first game can be shared by a link.
    pub fn stands_alone(&self) -> bool {
        self.start.previous_ball().is_none()
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// The hollow of the last move, if it placed a stone (or the ball); `None` at the
    /// start and after a pass or a Tane turn.
    pub fn last_placed(&self) -> Option<Hollow> {
        match self.moves.last() {
            Some(Move::Place(h)) => Some(*h),
            _ => None,
        }
    }
    /// The victories that ended the game (empty while it goes on, or after a draw).
    pub fn victories(&self) -> &[Victory] {
        &self.victories
    }
    /// What the board marks for the victories that ended the game: the hollows of each
    /// stone victory's line and each Tahuna's square ([`Victory::marks`]; a Marae marks
    /// nothing). Empty while the game goes on and after a draw.
    pub fn victory_marks(&self) -> (HollowSet, FieldSet) {
        victory_marks(&self.victories)
    }
    /// How the game stands: a resignation ends it, won by the other tribe; otherwise the
    /// position says.
    pub fn outcome(&self) -> Outcome {
        match self.resigned {
            Some(tribe) => Outcome::Won(tribe.other()),
            None => self.position.outcome(),
        }
    }
    /// The tribe that resigned the game, if one did.
    pub fn resigned(&self) -> Option<Tribe> {
        self.resigned
    }

    /// `tribe` resigns: the game ends, won by the other tribe. Either tribe may resign at
    /// any time while the game goes on, on its turn or not.
    ///
    /// # Errors
    /// [`MoveError::GameOver`] if the game has already ended.
    pub fn resign(&mut self, tribe: Tribe) -> Result<(), MoveError> {
        if self.outcome().is_over() {
            return Err(MoveError::GameOver);
        }
        self.resigned = Some(tribe);
        Ok(())
    }

    /// Plays a move for whoever is to move.
    ///
    /// # Errors
    /// [`MoveError`] if it is illegal; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, MoveError> {
        if self.resigned.is_some() {
            return Err(MoveError::GameOver);
        }
        let events = self.position.play(mv)?;
        self.moves.push(mv);
        self.victories.extend(events.iter().filter_map(|e| match e {
            Event::Victory(v) => Some(v.clone()),
            _ => None,
        }));
        Ok(events)
    }

    /// Plays a move for a given tribe, refusing it if it is not that tribe's turn.
    ///
    /// # Errors
    /// [`MoveError::NotYourTurn`], or any error of [`Game::play`].
    pub fn play_as(&mut self, tribe: Tribe, mv: Move) -> Result<Vec<Event>, MoveError> {
        if self.outcome().is_over() {
            return Err(MoveError::GameOver);
        }
        if self.position.to_move() != tribe {
            return Err(MoveError::NotYourTurn {
                tribe,
                to_move: self.position.to_move(),
            });
        }
        self.play(mv)
    }

    /// Takes back the last move (replaying the rest), and a resignation after it;
    /// returns the move, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        self.resigned = None;
        let last = self.moves.pop()?;
        let moves = std::mem::take(&mut self.moves);
        let mut replay = Game::from_start(self.start);
        for mv in moves {
            // Every move was legal when first played from the same start.
            if replay.play(mv).is_err() {
                break;
            }
        }
        *self = replay;
        Some(last)
    }
}
