//! Mū tōrere: the eight-armed star (RULES.md section 1).
//!
//! ```text
//!            1
//!        8       2
//!     7      0      3        0 = pūtahi (centre), 1..8 = kāwai (arm ends),
//!        6       4               numbered clockwise from the top.
//!            5
//! ```
//!
//! Each player has four counters (perepere). Green starts on kāwai 1–4 and moves first,
//! White starts on 5–8. Exactly one point is always empty and every move fills it.

use std::fmt;
use std::str::FromStr;

/// Number of points on the board: the pūtahi and eight kāwai.
pub const POINTS: usize = 9;

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    Green,
    White,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::Green, Side::White];

    /// The other player.
    pub fn other(self) -> Side {
        match self {
            Side::Green => Side::White,
            Side::White => Side::Green,
        }
    }

    /// The letter used in position strings: `g` or `w`.
    pub fn letter(self) -> char {
        match self {
            Side::Green => 'g',
            Side::White => 'w',
        }
    }

    /// English name for messages ("Green", "White").
    pub fn name(self) -> &'static str {
        match self {
            Side::Green => "Green",
            Side::White => "White",
        }
    }

    fn from_letter(c: char) -> Option<Side> {
        match c {
            'g' => Some(Side::Green),
            'w' => Some(Side::White),
            _ => None,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A point of the board: `0` is the pūtahi, `1..=8` the kāwai.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    pub const PUTAHI: Point = Point(0);
    pub const ALL: [Point; POINTS] = [
        Point(0),
        Point(1),
        Point(2),
        Point(3),
        Point(4),
        Point(5),
        Point(6),
        Point(7),
        Point(8),
    ];

    /// The point with this number, if it is `0..=8`.
    pub fn new(n: u8) -> Option<Point> {
        (usize::from(n) < POINTS).then_some(Point(n))
    }

    /// The point's number, `0..=8`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    pub fn is_putahi(self) -> bool {
        self.0 == 0
    }

    /// The two kāwai beside a kāwai (wrapping 8↔1); `None` for the pūtahi.
    pub fn kawai_neighbours(self) -> Option<[Point; 2]> {
        if self.is_putahi() {
            return None;
        }
        let prev = if self.0 == 1 { 8 } else { self.0 - 1 };
        let next = if self.0 == 8 { 1 } else { self.0 + 1 };
        Some([Point(prev), Point(next)])
    }

    /// Whether two points are joined by a line of the board.
    pub fn is_adjacent(self, other: Point) -> bool {
        if self == other {
            return false;
        }
        if self.is_putahi() || other.is_putahi() {
            return true;
        }
        self.kawai_neighbours().is_some_and(|n| n.contains(&other))
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A move, written as the point the counter leaves; it always goes to the empty point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Point,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)
    }
}

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
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::GameOver => f.write_str("the game is over"),
            Self::NotYourCounter { point, side } => {
                write!(f, "point {point} does not hold a {} counter", side.name().to_lowercase())
            }
            Self::NotAdjacent { point, empty } => write!(
                f,
                "the counter on point {point} is not next to the empty point {empty}"
            ),
            Self::PutahiNeedsOpponentNeighbour { point } => write!(
                f,
                "the counter on kāwai {point} may not enter the pūtahi: it is not next to an opponent's counter"
            ),
        }
    }
}

impl std::error::Error for MoveError {}

/// A legal Mū tōrere position: four counters of each side, one empty point, side to move.
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

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// What stands on a point.
    pub fn at(&self, p: Point) -> Option<Side> {
        self.board[p.index()]
    }

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

    /// Checks a move without playing it.
    ///
    /// # Errors
    /// The [`MoveError`] saying why the counter on `from` may not move.
    pub fn check(&self, from: Point) -> Result<Move, MoveError> {
        let side = self.to_move;
        if self.at(from) != Some(side) {
            return Err(MoveError::NotYourCounter { point: from, side });
        }
        let empty = self.empty();
        if !from.is_adjacent(empty) {
            return Err(MoveError::NotAdjacent { point: from, empty });
        }
        if empty.is_putahi() {
            let beside_opponent = from
                .kawai_neighbours()
                .is_some_and(|n| n.iter().any(|q| self.at(*q) == Some(side.other())));
            if !beside_opponent {
                return Err(MoveError::PutahiNeedsOpponentNeighbour { point: from });
            }
        }
        Ok(Move { from })
    }

    /// The legal moves of the player to move, in point order.
    pub fn legal_moves(&self) -> Vec<Move> {
        Point::ALL
            .into_iter()
            .filter_map(|p| self.check(p).ok())
            .collect()
    }

    /// Whether the player to move is blocked (and so has lost).
    pub fn is_blocked(&self) -> bool {
        Point::ALL.into_iter().all(|p| self.check(p).is_err())
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
    /// [`Position::legal_moves`]).
    pub fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = *self;
        let empty = self.empty();
        next.board[empty.index()] = self.board[mv.from.index()];
        next.board[mv.from.index()] = None;
        next.to_move = self.to_move.other();
        next
    }

    /// Index of this position in the solve table: `0..TABLE_SLOTS`.
    ///
    /// The board is ranked as (empty point) × (which 4 of the other 8 points are green),
    /// 9 × 70 = 630 boards, times two sides to move.
    pub fn index(&self) -> usize {
        let empty = self.empty().index();
        let mut rank = 0usize;
        let mut greens_seen = 0usize;
        let mut slot = 0usize;
        // Combinatorial number system over the 8 non-empty points.
        for p in 0..POINTS {
            if p == empty {
                continue;
            }
            if self.board[p] == Some(Side::Green) {
                greens_seen += 1;
                rank += binomial(slot, greens_seen);
            }
            slot += 1;
        }
        ((empty * 70 + rank) << 1) | usize::from(self.to_move == Side::White)
    }

    /// The position with a given table index, the inverse of [`Position::index`].
    pub fn from_index(index: usize) -> Option<Position> {
        if index >= TABLE_SLOTS {
            return None;
        }
        let to_move = if index & 1 == 1 {
            Side::White
        } else {
            Side::Green
        };
        let board_rank = index >> 1;
        let empty = board_rank / 70;
        let mut rank = board_rank % 70;
        // Decode the combination: highest slot first.
        let mut greens = [false; 8];
        let mut k = 4;
        for slot in (0..8).rev() {
            if k > 0 && binomial(slot, k) <= rank {
                rank -= binomial(slot, k);
                greens[slot] = true;
                k -= 1;
            }
        }
        let mut board = [None; POINTS];
        let mut slot = 0;
        for (p, cell) in board.iter_mut().enumerate() {
            if p == empty {
                continue;
            }
            *cell = Some(if greens[slot] {
                Side::Green
            } else {
                Side::White
            });
            slot += 1;
        }
        Position::from_parts(board, to_move).ok()
    }
}

/// Number of table slots: 630 boards × 2 sides to move.
pub const TABLE_SLOTS: usize = 1260;

const fn binomial(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let mut r = 1;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

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
        let empties = board.iter().filter(|c| c.is_none()).count();
        let position = Position::from_parts(board, to_move)?;
        debug_assert_eq!(empties, 1);
        Ok(position)
    }
}

/// How a game ended, or that it has not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Ongoing,
    /// This side won: the other was blocked.
    Won(Side),
    /// The same position occurred a third time.
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
}

/// A game: the start position, the moves played, and the repetition count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    positions: Vec<Position>,
    moves: Vec<Move>,
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
    /// A new game from the start position.
    pub fn new() -> Game {
        Game {
            positions: vec![Position::start()],
            moves: Vec::new(),
        }
    }

    /// Reads a game record: the points moved from, separated by spaces or commas.
    ///
    /// # Errors
    /// [`ParseRecordError`] naming the first bad or illegal move.
    pub fn from_record(record: &str) -> Result<Game, ParseRecordError> {
        let mut game = Game::new();
        for (index, token) in record
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .enumerate()
        {
            let point = token
                .parse::<u8>()
                .ok()
                .and_then(Point::new)
                .ok_or_else(|| ParseRecordError::BadToken {
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

    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// All positions so far, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// How many times the current position has occurred (counting the start).
    pub fn occurrences(&self, position: &Position) -> usize {
        self.positions.iter().filter(|p| *p == position).count()
    }

    pub fn outcome(&self) -> Outcome {
        let pos = self.position();
        if self.occurrences(pos) >= 3 {
            Outcome::DrawByRepetition
        } else if pos.is_blocked() {
            Outcome::Won(pos.to_move().other())
        } else {
            Outcome::Ongoing
        }
    }

    /// Plays a move from the given point.
    ///
    /// # Errors
    /// [`MoveError`] if the game is over or the move is illegal; the game is unchanged.
    pub fn play(&mut self, from: Point) -> Result<Move, MoveError> {
        if self.outcome() != Outcome::Ongoing {
            return Err(MoveError::GameOver);
        }
        let pos = *self.position();
        let mv = pos.check(from)?;
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

/// Game-theoretic value of a position for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The player to move wins in this many plies (odd, at most 5) with best play.
    Win(u8),
    /// The player to move loses in this many plies (even; 0 = blocked now).
    Loss(u8),
    Draw,
}

impl Value {
    /// One nibble: 0 draw, 1..=7 win in n plies, 8..=14 loss in n-8 plies.
    pub fn to_nibble(self) -> u8 {
        match self {
            Value::Draw => 0,
            Value::Win(d) => d.clamp(1, 7),
            Value::Loss(d) => 8 + d.min(6),
        }
    }

    /// The inverse of [`Value::to_nibble`]; `None` for 15 (not reachable).
    pub fn from_nibble(n: u8) -> Option<Value> {
        match n & 15 {
            0 => Some(Value::Draw),
            d @ 1..=7 => Some(Value::Win(d)),
            d @ 8..=14 => Some(Value::Loss(d - 8)),
            _ => None,
        }
    }
}

/// Nibble marking a table slot that no game from the start can reach.
pub const UNREACHABLE: u8 = 15;

/// The result of the complete solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solve {
    /// Value of each slot (`None` = not reachable from the start).
    pub values: Vec<Option<Value>>,
}

impl Solve {
    pub fn reachable(&self) -> usize {
        self.values.iter().flatten().count()
    }
    pub fn winning(&self) -> usize {
        self.count(|v| matches!(v, Value::Win(_)))
    }
    pub fn losing(&self) -> usize {
        self.count(|v| matches!(v, Value::Loss(_)))
    }
    pub fn drawn(&self) -> usize {
        self.count(|v| v == Value::Draw)
    }
    fn count(&self, f: impl Fn(Value) -> bool) -> usize {
        self.values.iter().flatten().filter(|v| f(**v)).count()
    }

    /// Packs the solve into 4 bits a slot, two slots a byte (even slot in the low nibble).
    pub fn to_bytes(&self) -> Vec<u8> {
        let nibble = |v: &Option<Value>| v.map_or(UNREACHABLE, Value::to_nibble);
        self.values
            .chunks(2)
            .map(|pair| nibble(&pair[0]) | (pair.get(1).map_or(UNREACHABLE, nibble) << 4))
            .collect()
    }
}

/// Solves every position reachable from the start by retrograde analysis.
///
/// Positions with no move are lost in 0; a position is won in `d + 1` if some move
/// reaches a position lost in `d` (the least such `d`), lost in `1 + max d` if every move
/// reaches a won position; all others are drawn (play can go on for ever, which the
/// repetition rule turns into a draw).
pub fn solve() -> Solve {
    solve_from(Position::start())
}

/// Solves every position reachable from `root` (the same analysis as [`solve`]); used
/// for positions no game from the start reaches, which the table leaves out.
pub fn solve_from(root: Position) -> Solve {
    let mut reachable = vec![false; TABLE_SLOTS];
    let mut stack = vec![root];
    reachable[root.index()] = true;
    let mut positions = Vec::new();
    while let Some(pos) = stack.pop() {
        positions.push(pos);
        for mv in pos.legal_moves() {
            let next = pos.play_unchecked(mv);
            if !reachable[next.index()] {
                reachable[next.index()] = true;
                stack.push(next);
            }
        }
    }
    let children: Vec<Vec<usize>> = positions
        .iter()
        .map(|p| {
            p.legal_moves()
                .into_iter()
                .map(|m| p.play_unchecked(m).index())
                .collect()
        })
        .collect();
    let mut values: Vec<Option<Value>> = vec![None; TABLE_SLOTS];
    // Iterate to a fixed point: ply by ply, so distances are exact.
    for (pos, kids) in positions.iter().zip(&children) {
        if kids.is_empty() {
            values[pos.index()] = Some(Value::Loss(0));
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        let snapshot = values.clone();
        for (pos, kids) in positions.iter().zip(&children) {
            let i = pos.index();
            if snapshot[i].is_some() {
                continue;
            }
            let fastest_win = kids
                .iter()
                .filter_map(|k| match snapshot[*k] {
                    Some(Value::Loss(d)) => Some(d + 1),
                    _ => None,
                })
                .min();
            if let Some(d) = fastest_win {
                values[i] = Some(Value::Win(d));
                changed = true;
                continue;
            }
            let all_won: Option<Vec<u8>> = kids
                .iter()
                .map(|k| match snapshot[*k] {
                    Some(Value::Win(d)) => Some(d),
                    _ => None,
                })
                .collect();
            if let Some(wins) = all_won {
                values[i] = Some(Value::Loss(1 + wins.into_iter().max().unwrap_or(0)));
                changed = true;
            }
        }
    }
    for (i, v) in values.iter_mut().enumerate() {
        if reachable[i] && v.is_none() {
            *v = Some(Value::Draw);
        }
    }
    Solve { values }
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
    fn adjacency_wraps_and_centre_touches_all() {
        let p = |n| Point::new(n).unwrap();
        assert!(p(8).is_adjacent(p(1)));
        assert!(p(1).is_adjacent(p(2)));
        assert!(!p(1).is_adjacent(p(3)));
        for k in 1..=8 {
            assert!(p(0).is_adjacent(p(k)));
            assert!(p(k).is_adjacent(p(0)));
        }
        assert!(!p(4).is_adjacent(p(4)));
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
        assert!(p.check(pt(2)).is_ok());
        assert!(p.check(pt(4)).is_ok());
        assert!(p.check(pt(0)).is_ok(), "pūtahi → any kāwai");
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
    fn blocked_game_is_won_by_the_other_side() {
        let game = Game {
            positions: vec![pos("g/w.wggggww")],
            moves: Vec::new(),
        };
        assert_eq!(game.outcome(), Outcome::Won(Side::White));
        assert_eq!(game.outcome().code(), "w");
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
    fn index_round_trips_for_every_slot() {
        let mut distinct = std::collections::HashSet::new();
        for i in 0..TABLE_SLOTS {
            let p = Position::from_index(i).expect("every slot is a position");
            assert_eq!(p.index(), i);
            distinct.insert(p);
        }
        assert_eq!(
            distinct.len(),
            TABLE_SLOTS,
            "every slot is a different position"
        );
        assert_eq!(Position::from_index(TABLE_SLOTS), None);
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
            game.play(Point::new(n).unwrap()).unwrap();
            assert_eq!(game.outcome(), Outcome::Ongoing);
        }
        game.play(Point::PUTAHI).unwrap();
        assert_eq!(game.occurrences(&Position::start()), 3);
        assert_eq!(game.outcome(), Outcome::DrawByRepetition);
        assert_eq!(game.play(Point::new(4).unwrap()), Err(MoveError::GameOver));
        assert_eq!(game.record(), "4 5 0 4 5 0 4 5 0 4 5 0");
    }

    #[test]
    fn game_over_refuses_moves_and_undo_restores() {
        let mut game = Game::new();
        game.play(Point::new(1).unwrap()).unwrap();
        assert_eq!(game.record(), "1");
        assert_eq!(game.undo().map(|m| m.to_string()), Some("1".into()));
        assert_eq!(game.position(), &Position::start());
        assert_eq!(game.undo(), None);
    }

    #[test]
    fn record_errors_name_the_move() {
        let err = Game::from_record("1 x").unwrap_err();
        assert_eq!(err.to_string(), "move 2: \"x\" is not a point 0..8");
        let err = Game::from_record("2").unwrap_err();
        assert!(matches!(err, ParseRecordError::Illegal { index: 0, .. }));
    }

    #[test]
    fn solve_matches_the_published_figures() {
        let s = solve();
        assert_eq!(s.reachable(), 1180);
        assert_eq!(s.winning(), 208);
        assert_eq!(s.losing(), 128);
        assert_eq!(s.drawn(), 844);
        assert_eq!(s.values[Position::start().index()], Some(Value::Draw));
        let blocked = s
            .values
            .iter()
            .filter(|v| **v == Some(Value::Loss(0)))
            .count();
        assert_eq!(blocked, 80, "losing positions with no move");
        let longest = s
            .values
            .iter()
            .flatten()
            .filter_map(|v| match v {
                Value::Win(d) => Some(*d),
                _ => None,
            })
            .max();
        assert_eq!(longest, Some(5), "longest forced win in plies");
        assert_eq!(s.to_bytes().len(), 630);
    }

    #[test]
    fn solved_values_are_consistent_with_the_moves() {
        let s = solve();
        for (i, v) in s.values.iter().enumerate() {
            let (Some(v), Some(p)) = (v, Position::from_index(i)) else {
                continue;
            };
            let kids: Vec<Value> = p
                .legal_moves()
                .iter()
                .map(|m| s.values[p.play_unchecked(*m).index()].expect("children are reachable"))
                .collect();
            match v {
                Value::Win(d) => assert!(kids.contains(&Value::Loss(d - 1))),
                Value::Loss(d) => {
                    assert!(kids.iter().all(|k| matches!(k, Value::Win(_))));
                    assert!(*d == 0 || kids.contains(&Value::Win(d - 1)));
                }
                Value::Draw => {
                    assert!(kids.contains(&Value::Draw));
                    assert!(!kids.iter().any(|k| matches!(k, Value::Loss(_))));
                }
            }
        }
    }

    #[test]
    fn nibbles_round_trip() {
        for v in [
            Value::Draw,
            Value::Win(1),
            Value::Win(3),
            Value::Win(5),
            Value::Loss(0),
            Value::Loss(2),
            Value::Loss(4),
        ] {
            assert_eq!(Value::from_nibble(v.to_nibble()), Some(v));
        }
        assert_eq!(Value::from_nibble(UNREACHABLE), None);
    }
}
