//! A game from the start: its history, the outcome (a block or the repetition draw),
//! undo, and the game record (`4 5 0 …`).

use super::board::{Move, Point, Side};
use super::position::{MoveError, Position};
use super::rules::{Restriction, RuleSet};
use std::fmt;

/// The occurrence of one position that ends the game drawn (RULES.md: the third).
const REPETITION_DRAW_AT: usize = 3;

/// How a game ended, or that it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Ongoing,
    /// This side won: the other was blocked.
    Won(Side),
    /// The same position (board and player to move) occurred a third time.
    DrawByRepetition,
}

impl Outcome {
    /// The short code used by the page: `ongoing`, `g`, `w` or `draw`.
    pub fn code(self) -> &'static str {
        match self {
            Outcome::Ongoing => "ongoing",
            Outcome::Won(Side::Green) => "g",
            Outcome::Won(Side::White) => "w",
            Outcome::DrawByRepetition => "draw",
        }
    }

    /// Whether the game has ended (won or drawn).
    pub fn is_over(self) -> bool {
        self != Outcome::Ongoing
    }

    /// The outcome once `position` has occurred `occurrences` times, with the moves
    /// now under `restriction`: the repetition draw first, then the block.
    fn at(position: &Position, occurrences: usize, restriction: Restriction) -> Outcome {
        if occurrences >= REPETITION_DRAW_AT {
            Outcome::DrawByRepetition
        } else if position.is_blocked_under(restriction) {
            Outcome::Won(position.to_move().other())
        } else {
            Outcome::Ongoing
        }
    }
}

/// A game under one rule set: every position so far and the moves between them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The first position (the start, unless set up) first; always one more than `moves`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    rules: RuleSet,
}

impl Default for Game {
    fn default() -> Self {
        Game::new()
    }
}

/// Why a game record could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseRecordError {
    /// A token is not a point number `0..=8`.
    BadToken { index: usize, token: String },
    /// A move is illegal in the position it was played from.
    Illegal { index: usize, error: MoveError },
}

impl fmt::Display for ParseRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadToken { index, token } => {
                write!(f, "move {}: {token:?} is not a point 0..8", index + 1)
            }
            Self::Illegal { index, error } => write!(f, "move {}: {error}", index + 1),
        }
    }
}

impl std::error::Error for ParseRecordError {}

impl Game {
    /// A new game from the start position under the `standard` rule set.
    pub fn new() -> Game {
        Game::with_rules(RuleSet::Standard)
    }

    /// A new game from the start position under a rule set.
    pub fn with_rules(rules: RuleSet) -> Game {
        Game::from_position(rules, Position::start())
    }

    /// A game that begins at a set-up position (a lesson's or a puzzle's). Its moves
    /// are counted from there, so under an opening rule set the set-up position starts
    /// the opening; the set-up position counts as its first occurrence.
    pub fn from_position(rules: RuleSet, position: Position) -> Game {
        Game {
            positions: vec![position],
            moves: Vec::new(),
            rules,
        }
    }

    /// Reads a game record under the `standard` rule set: the points moved from,
    /// separated by spaces or commas.
    ///
    /// # Errors
    /// [`ParseRecordError`] naming the first bad or illegal move.
    pub fn from_record(record: &str) -> Result<Game, ParseRecordError> {
        Game::from_record_with(RuleSet::Standard, record)
    }

    /// Reads a game record under a rule set.
    ///
    /// # Errors
    /// [`ParseRecordError`] naming the first bad or illegal move.
    pub fn from_record_with(rules: RuleSet, record: &str) -> Result<Game, ParseRecordError> {
        Game::from_position_and_record(rules, Position::start(), record)
    }

    /// Reads a game record that starts from a set-up position (see [`Game::from_position`]).
    ///
    /// # Errors
    /// [`ParseRecordError`] naming the first bad or illegal move.
    pub fn from_position_and_record(
        rules: RuleSet,
        position: Position,
        record: &str,
    ) -> Result<Game, ParseRecordError> {
        let mut game = Game::from_position(rules, position);
        for (index, token) in record
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .enumerate()
        {
            let point = token
                .parse::<Point>()
                .map_err(|_| ParseRecordError::BadToken {
                    index,
                    token: token.to_string(),
                })?;
            game.play(point)
                .map_err(|error| ParseRecordError::Illegal { index, error })?;
        }
        Ok(game)
    }

    /// The record: the points moved from, separated by spaces.
    pub fn record(&self) -> String {
        self.moves
            .iter()
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    /// The rule set this game is played under.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// The restriction on the next move (it depends on the move count under the
    /// opening rule sets).
    pub fn restriction(&self) -> Restriction {
        self.rules.restriction(self.moves.len())
    }

    /// The legal moves now, under the game's rule set (empty once the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome() != Outcome::Ongoing {
            return Vec::new();
        }
        self.position().legal_moves_under(self.restriction())
    }

    /// Checks the move from `from` now, without playing it.
    ///
    /// # Errors
    /// The [`MoveError`] that [`Game::play`] would give.
    pub fn check(&self, from: Point) -> Result<Move, MoveError> {
        if self.outcome() != Outcome::Ongoing {
            return Err(MoveError::GameOver);
        }
        self.position().check_under(from, self.restriction())
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The last move played, with the point it went to (`mv.from`, `mv.to`); `None` at
    /// the start. For a page to mark the last move.
    pub fn last_move(&self) -> Option<Move> {
        self.moves.last().copied()
    }

    /// All positions so far, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How many times `position` has occurred in this game (the start counts).
    pub fn occurrences(&self, position: &Position) -> usize {
        self.positions.iter().filter(|p| *p == position).count()
    }

    /// How the game stands: ongoing, won by the side whose opponent is blocked, or
    /// drawn because the current position has occurred a third time.
    pub fn outcome(&self) -> Outcome {
        let pos = self.position();
        Outcome::at(pos, self.occurrences(pos), self.restriction())
    }

    /// Whether a move that reaches `position` would end this game drawn by repetition:
    /// the game has seen that position twice already.
    pub fn draws_by_repetition_at(&self, position: &Position) -> bool {
        self.occurrences(position) + 1 >= REPETITION_DRAW_AT
    }

    /// The outcome the move from `from` would bring, without playing it.
    ///
    /// # Errors
    /// The [`MoveError`] that [`Game::play`] would give.
    ///
    /// # Examples
    /// ```
    /// use takaro_core::mu_torere::{Game, Outcome, Point};
    /// // Six plies bring back the start; at the end of the second round it would
    /// // occur for the third time.
    /// let game = Game::from_record("4 5 0 4 5 0 4 5 0 4 5").unwrap();
    /// assert_eq!(game.outcome_after(Point::PUTAHI), Ok(Outcome::DrawByRepetition));
    /// assert_eq!(game.outcome(), Outcome::Ongoing);
    /// ```
    pub fn outcome_after(&self, from: Point) -> Result<Outcome, MoveError> {
        let mv = self.check(from)?;
        let next = self.position().play_unchecked(mv);
        let restriction = self.rules.restriction(self.moves.len() + 1);
        Ok(Outcome::at(&next, self.occurrences(&next) + 1, restriction))
    }

    /// Plays the move from the given point.
    ///
    /// # Errors
    /// [`MoveError`] if the game is over or the move is illegal; the game is unchanged.
    pub fn play(&mut self, from: Point) -> Result<Move, MoveError> {
        let mv = self.check(from)?;
        let pos = *self.position();
        self.positions.push(pos.play_unchecked(mv));
        self.moves.push(mv);
        Ok(mv)
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        Some(mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        s.parse().expect("test position parses")
    }

    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn blocked_game_is_won_by_the_other_side() {
        let game = Game::from_position(RuleSet::Standard, pos("g/w.wggggww"));
        assert_eq!(game.outcome(), Outcome::Won(Side::White));
        assert_eq!(game.outcome().code(), "w");
        assert_eq!(game.outcome_after(pt(3)), Err(MoveError::GameOver));
    }

    #[test]
    fn third_repetition_draws() {
        // 4→0, 5→4, 0→5, 4→0, 5→4, 0→5 brings back the start with Green to move.
        let cycle = "4 5 0 4 5 0";
        let mut game = Game::from_record(cycle).unwrap();
        assert_eq!(game.position(), &Position::start());
        assert_eq!(game.occurrences(&Position::start()), 2);
        assert_eq!(game.outcome(), Outcome::Ongoing);
        for n in [4, 5, 0, 4, 5] {
            game.play(pt(n)).unwrap();
            assert_eq!(game.outcome(), Outcome::Ongoing);
        }
        game.play(Point::PUTAHI).unwrap();
        assert_eq!(game.occurrences(&Position::start()), 3);
        assert_eq!(game.outcome(), Outcome::DrawByRepetition);
        assert_eq!(game.play(pt(4)), Err(MoveError::GameOver));
        assert_eq!(game.record(), "4 5 0 4 5 0 4 5 0 4 5 0");
    }

    #[test]
    fn outcome_after_agrees_with_playing_the_move() {
        // Along the repetition cycle, and for every legal and illegal point.
        let mut game = Game::new();
        for n in [4, 5, 0, 4, 5, 0, 4, 5, 0, 4, 5, 0] {
            for p in Point::ALL {
                let mut played = game.clone();
                let expected = played.play(p).map(|_| played.outcome());
                assert_eq!(
                    game.outcome_after(p),
                    expected,
                    "{} then {p}",
                    game.record()
                );
            }
            game.play(pt(n)).unwrap();
        }
        assert_eq!(game.outcome(), Outcome::DrawByRepetition);
    }

    #[test]
    fn draws_by_repetition_at_counts_the_history() {
        let game = Game::from_record("4 5 0 4 5 0").unwrap();
        let start = Position::start();
        assert!(game.draws_by_repetition_at(&start), "seen twice");
        // After 4→0 the position differs from the one after the cycle's third ply (the
        // colours on kāwai 4 and 5 are swapped), so it has occurred once.
        let after_4 = start.play(pt(4)).unwrap();
        assert_eq!(game.occurrences(&after_4), 1);
        assert!(!game.draws_by_repetition_at(&after_4));
        let fresh = start.play(pt(1)).unwrap();
        assert_eq!(game.occurrences(&fresh), 0);
        assert!(!game.draws_by_repetition_at(&fresh));
        let once = Game::from_record("4").unwrap();
        assert!(!once.draws_by_repetition_at(&start), "seen once");
    }

    #[test]
    fn undo_restores_the_previous_position() {
        let mut game = Game::new();
        assert_eq!(game.last_move(), None);
        game.play(pt(1)).unwrap();
        assert_eq!(game.record(), "1");
        let last = Move {
            from: pt(1),
            to: Point::PUTAHI,
        };
        assert_eq!(game.last_move(), Some(last));
        assert_eq!(game.undo().map(|m| m.to_string()), Some("1".into()));
        assert_eq!(game.position(), &Position::start());
        assert_eq!(game.undo(), None);
    }

    #[test]
    fn rule_sets_change_which_moves_are_legal() {
        // Under `free`, Green's kāwai 2 may enter the pūtahi at the start; the block of
        // White that follows wins at once.
        let mut free = Game::with_rules(RuleSet::Free);
        assert_eq!(free.legal_moves().len(), 4);
        free.play(pt(3)).unwrap();
        assert_eq!(free.outcome(), Outcome::Won(Side::Green));
        // Under `first-move` the pūtahi rule holds for plies 1 and 2 only.
        let mut first = Game::with_rules(RuleSet::FirstMove);
        assert_eq!(
            first.check(pt(2)),
            Err(MoveError::PutahiNeedsOpponentNeighbour { point: pt(2) })
        );
        first.play(pt(4)).unwrap(); // into the pūtahi
        first.play(pt(5)).unwrap(); // White follows onto kāwai 4
        first.play(Point::PUTAHI).unwrap(); // Green out to kāwai 5
        assert_eq!(first.position().to_string(), "w/.gggwgwww");
        first.play(pt(6)).unwrap(); // ply 4, free now: kāwai 6 has no green neighbour
        assert_eq!(first.rules(), RuleSet::FirstMove);
        // Under `adjacent-enemy`, a counter with no opponent beside it may not move.
        let adjacent = Game::from_position(RuleSet::AdjacentEnemy, pos("g/ggg.gwwww"));
        assert_eq!(
            adjacent.check(pt(2)),
            Err(MoveError::NeedsOpponentNeighbour { point: pt(2) })
        );
        assert!(adjacent.check(pt(4)).is_ok(), "kāwai 4 is beside White's 5");
        assert!(
            adjacent.check(Point::PUTAHI).is_ok(),
            "the pūtahi touches every kāwai"
        );
        assert_eq!(
            MoveError::NeedsOpponentNeighbour { point: pt(2) }.to_string(),
            "the counter on point 2 may not move: no opponent's counter is next to it"
        );
        assert_eq!(
            Game::from_record_with(RuleSet::Free, "3")
                .unwrap()
                .outcome(),
            Outcome::Won(Side::Green)
        );
        assert!(Game::from_record("3").is_err());
    }

    #[test]
    fn record_errors_name_the_move() {
        let err = Game::from_record("1 x").unwrap_err();
        assert_eq!(err.to_string(), "move 2: \"x\" is not a point 0..8");
        let err = Game::from_record("2").unwrap_err();
        assert!(matches!(err, ParseRecordError::Illegal { index: 0, .. }));
        assert_eq!(
            Game::from_record("1, 8,0").unwrap().record(),
            "1 8 0",
            "commas separate too"
        );
    }
}
