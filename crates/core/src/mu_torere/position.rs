//! A position (board and player to move), its legal moves, and its text form
//! `g/.ggggwwww`.

use super::board::{Move, Point, Side, POINTS};
use super::rules::Restriction;
use std::fmt;
use std::str::FromStr;

/// Why a position string could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// No `/` between the side to move and the points.
    MissingSlash,
    /// The side to move is not `g` or `w`.
    BadSide(String),
    /// Not exactly nine points after the `/`.
    WrongLength(usize),
    /// A point holds something other than `g`, `w` or `.`.
    BadPoint { point: usize, found: char },
    /// Not four counters of each colour and one empty point.
    WrongCounts { green: usize, white: usize },
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingSlash => f.write_str(
                "a position is written <side>/<p0..p8>, e.g. g/.ggggwwww, but there is no '/'",
            ),
            Self::BadSide(s) => write!(f, "the side to move must be 'g' or 'w', not {s:?}"),
            Self::WrongLength(n) => {
                write!(f, "a position needs 9 points after the '/', found {n}")
            }
            Self::BadPoint { point, found } => write!(
                f,
                "point {point} holds {found:?}; use 'g' (green), 'w' (white) or '.' (empty)"
            ),
            Self::WrongCounts { green, white } => write!(
                f,
                "a position has 4 green counters, 4 white and one empty point; found {green} green and {white} white"
            ),
        }
    }
}

impl std::error::Error for ParsePositionError {}

/// Why a move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game has already ended.
    GameOver,
    /// No counter of the player to move stands on that point.
    NotYourCounter { point: Point, side: Side },
    /// The counter is not next to the empty point.
    NotAdjacent { point: Point, empty: Point },
    /// A counter may enter the pūtahi only when it is next to an opponent counter.
    PutahiNeedsOpponentNeighbour { point: Point },
    /// Under `adjacent-enemy`, a counter may move only when an opponent's counter is
    /// next to it.
    NeedsOpponentNeighbour { point: Point },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::GameOver => f.write_str("the game is over"),
            Self::NotYourCounter { point, side } => {
                write!(f, "point {point} does not hold a {side} counter")
            }
            Self::NotAdjacent { point, empty } => write!(
                f,
                "the counter on point {point} is not next to the empty point {empty}"
            ),
            Self::PutahiNeedsOpponentNeighbour { point } => write!(
                f,
                "the counter on kāwai {point} may not enter the pūtahi: it is not next to an opponent's counter"
            ),
            Self::NeedsOpponentNeighbour { point } => write!(
                f,
                "the counter on point {point} may not move: no opponent's counter is next to it"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// A position: four counters of each side and one empty point (not necessarily
/// reachable from the start), and the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: [Option<Side>; POINTS],
    to_move: Side,
}

impl Default for Position {
    fn default() -> Self {
        Self::start()
    }
}

impl Position {
    /// The start: Green on kāwai 1–4, White on 5–8, pūtahi empty, Green to move.
    pub fn start() -> Position {
        let mut board = [None; POINTS];
        for (i, cell) in board.iter_mut().enumerate().skip(1) {
            *cell = Some(if i <= 4 { Side::Green } else { Side::White });
        }
        Position {
            board,
            to_move: Side::Green,
        }
    }

    /// Builds a position from its parts.
    ///
    /// # Errors
    /// [`ParsePositionError::WrongCounts`] unless there are four counters of each side.
    pub fn from_parts(
        board: [Option<Side>; POINTS],
        to_move: Side,
    ) -> Result<Position, ParsePositionError> {
        let green = board.iter().filter(|c| **c == Some(Side::Green)).count();
        let white = board.iter().filter(|c| **c == Some(Side::White)).count();
        if green != 4 || white != 4 {
            return Err(ParsePositionError::WrongCounts { green, white });
        }
        Ok(Position { board, to_move })
    }

    /// The player to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// What stands on a point.
    pub fn at(&self, p: Point) -> Option<Side> {
        self.board[p.index()]
    }

    /// What stands on each point, indexed by point number.
    pub fn board(&self) -> [Option<Side>; POINTS] {
        self.board
    }

    /// The one empty point.
    pub fn empty(&self) -> Point {
        Point::ALL
            .into_iter()
            .find(|p| self.board[p.index()].is_none())
            .unwrap_or(Point::PUTAHI)
    }

    /// Checks a move without playing it, under the `standard` rule set.
    ///
    /// # Errors
    /// The [`MoveError`] saying why the counter on `from` may not move.
    pub fn check(&self, from: Point) -> Result<Move, MoveError> {
        self.check_under(from, Restriction::PutahiBesideOpponent)
    }

    /// Checks a move without playing it, under a restriction (see
    /// [`RuleSet::restriction`](super::RuleSet::restriction)).
    ///
    /// # Errors
    /// The [`MoveError`] saying why the counter on `from` may not move.
    pub fn check_under(&self, from: Point, restriction: Restriction) -> Result<Move, MoveError> {
        let side = self.to_move;
        if self.at(from) != Some(side) {
            return Err(MoveError::NotYourCounter { point: from, side });
        }
        let empty = self.empty();
        if !from.is_adjacent(empty) {
            return Err(MoveError::NotAdjacent { point: from, empty });
        }
        let opponent = Some(side.other());
        match restriction {
            Restriction::PutahiBesideOpponent if empty.is_putahi() => {
                let beside_opponent = from
                    .kawai_neighbours()
                    .is_some_and(|n| n.iter().any(|q| self.at(*q) == opponent));
                if !beside_opponent {
                    return Err(MoveError::PutahiNeedsOpponentNeighbour { point: from });
                }
            }
            Restriction::EveryMoveBesideOpponent => {
                let beside_opponent = Point::ALL
                    .into_iter()
                    .any(|q| q.is_adjacent(from) && self.at(q) == opponent);
                if !beside_opponent {
                    return Err(MoveError::NeedsOpponentNeighbour { point: from });
                }
            }
            _ => {}
        }
        Ok(Move { from, to: empty })
    }

    /// The legal moves of the player to move under the `standard` rule set, in point
    /// order.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.legal_moves_under(Restriction::PutahiBesideOpponent)
    }

    /// The legal moves of the player to move under a restriction, in point order.
    pub fn legal_moves_under(&self, restriction: Restriction) -> Vec<Move> {
        Point::ALL
            .into_iter()
            .filter_map(|p| self.check_under(p, restriction).ok())
            .collect()
    }

    /// Whether the player to move is blocked (and so has lost) under `standard`.
    pub fn is_blocked(&self) -> bool {
        self.is_blocked_under(Restriction::PutahiBesideOpponent)
    }

    /// Whether the player to move is blocked under a restriction.
    pub fn is_blocked_under(&self, restriction: Restriction) -> bool {
        Point::ALL
            .into_iter()
            .all(|p| self.check_under(p, restriction).is_err())
    }

    /// Plays a move, returning the new position.
    ///
    /// # Errors
    /// The [`MoveError`] if the move is illegal; `self` is unchanged.
    pub fn play(&self, from: Point) -> Result<Position, MoveError> {
        let mv = self.check(from)?;
        Ok(self.play_unchecked(mv))
    }

    /// Plays a move already known to be legal (from [`Position::check`] or
    /// [`Position::legal_moves`]). An illegal move is not detected: the counter jumps
    /// to the empty point anyway (whatever `mv.to` says).
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = *self;
        let empty = self.empty();
        next.board[empty.index()] = self.board[mv.from.index()];
        next.board[mv.from.index()] = None;
        next.to_move = self.to_move.other();
        next
    }
}

/// The text form `<side to move>/<points 0 to 8>`, e.g. `g/.ggggwwww` for the start:
/// `g` green, `w` white, `.` the empty point.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/", self.to_move.letter())?;
        for cell in self.board {
            let c = cell.map_or('.', Side::letter);
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        let (side, points) = s
            .trim()
            .split_once('/')
            .ok_or(ParsePositionError::MissingSlash)?;
        let mut side_chars = side.chars();
        let to_move = match (
            side_chars.next().and_then(Side::from_letter),
            side_chars.next(),
        ) {
            (Some(side), None) => side,
            _ => return Err(ParsePositionError::BadSide(side.to_string())),
        };
        let chars: Vec<char> = points.chars().collect();
        if chars.len() != POINTS {
            return Err(ParsePositionError::WrongLength(chars.len()));
        }
        let mut board = [None; POINTS];
        for (i, c) in chars.into_iter().enumerate() {
            board[i] = match c {
                '.' => None,
                _ => Some(
                    Side::from_letter(c)
                        .ok_or(ParsePositionError::BadPoint { point: i, found: c })?,
                ),
            };
        }
        Position::from_parts(board, to_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        s.parse().expect("test position parses")
    }

    #[test]
    fn start_position_text() {
        assert_eq!(Position::start().to_string(), "g/.ggggwwww");
        assert_eq!(pos("g/.ggggwwww"), Position::start());
    }

    #[test]
    fn start_moves_only_border_counters_into_putahi() {
        // Only kāwai 1 (beside White's 8) and 4 (beside White's 5) may enter the pūtahi.
        let moves: Vec<String> = Position::start()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect();
        assert_eq!(moves, ["1", "4"]);
        assert_eq!(
            Position::start().check(Point::new(2).unwrap()),
            Err(MoveError::PutahiNeedsOpponentNeighbour {
                point: Point::new(2).unwrap()
            })
        );
    }

    #[test]
    fn kawai_to_neighbouring_kawai_only() {
        // Empty kāwai 3: its neighbours 2 and 4 may move into it, and so may the pūtahi.
        let p = pos("g/ggg.gwwww");
        let pt = |n| Point::new(n).unwrap();
        // Each legal move knows it goes to the empty point.
        for (from, to) in [(2, 3), (4, 3), (0, 3)] {
            assert_eq!(
                p.check(pt(from)),
                Ok(Move {
                    from: pt(from),
                    to: pt(to)
                }),
                "{from} → {to}"
            );
        }
        assert!(p.legal_moves().iter().all(|m| m.to == pt(3)));
        assert_eq!(
            p.check(pt(1)),
            Err(MoveError::NotAdjacent {
                point: pt(1),
                empty: pt(3)
            })
        );
        assert_eq!(
            p.check(pt(5)),
            Err(MoveError::NotYourCounter {
                point: pt(5),
                side: Side::Green
            })
        );
        assert_eq!(
            p.check(pt(3)),
            Err(MoveError::NotYourCounter {
                point: pt(3),
                side: Side::Green
            })
        );
    }

    #[test]
    fn putahi_to_far_kawai() {
        let p = pos("w/wggg.wwwg").play(Point::new(0).unwrap()).unwrap();
        assert_eq!(p.to_string(), "g/.gggwwwwg");
    }

    #[test]
    fn blocked_player_loses() {
        // Kāwai 1 is empty; White holds both its neighbours and the pūtahi.
        let p = pos("g/w.wggggww");
        assert!(p.is_blocked());
        assert!(p.legal_moves().is_empty());
        // An empty pūtahi never blocks: four counters a side always meet somewhere.
        assert!(!pos("w/.ggggwwww").is_blocked());
    }

    #[test]
    fn parse_errors_are_readable() {
        assert_eq!(
            "gggg".parse::<Position>(),
            Err(ParsePositionError::MissingSlash)
        );
        assert_eq!(
            "x/.ggggwwww".parse::<Position>(),
            Err(ParsePositionError::BadSide("x".into()))
        );
        assert_eq!(
            "g/.gggwwww".parse::<Position>(),
            Err(ParsePositionError::WrongLength(8))
        );
        assert_eq!(
            "g/.gggxwwww".parse::<Position>(),
            Err(ParsePositionError::BadPoint {
                point: 4,
                found: 'x'
            })
        );
        assert_eq!(
            "g/.gggwwwww".parse::<Position>(),
            Err(ParsePositionError::WrongCounts { green: 3, white: 5 })
        );
        assert_eq!(
            "g/..ggwwwww".parse::<Position>(),
            Err(ParsePositionError::WrongCounts { green: 2, white: 5 })
        );
        for e in ["", "g/", "/", "gw/.ggggwwww", "g/.ggggwwwww"] {
            let err = e.parse::<Position>().unwrap_err();
            assert!(!err.to_string().is_empty());
        }
    }

    #[test]
    fn move_errors_are_readable() {
        let start = Position::start();
        let pt = |n| Point::new(n).unwrap();
        assert_eq!(
            start.check(pt(5)).unwrap_err().to_string(),
            "point 5 does not hold a green counter"
        );
        assert_eq!(
            start.check(pt(2)).unwrap_err().to_string(),
            "the counter on kāwai 2 may not enter the pūtahi: it is not next to an opponent's counter"
        );
        assert_eq!(
            pos("g/ggg.gwwww").check(pt(1)).unwrap_err().to_string(),
            "the counter on point 1 is not next to the empty point 3"
        );
        assert_eq!(MoveError::GameOver.to_string(), "the game is over");
    }
}
