//! One game of Moeraki Kemu: position, moves, tiles, the Tane, victories.

use super::geometry::{
    geometry, Direction, Field, FieldKind, FieldSet, Hollow, HollowSet, FIELDS, HOLLOWS,
};
use std::fmt;
use std::str::FromStr;

/// Stones each tribe has at the start.
pub const STONES: u8 = 28;

/// One of the two tribes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tribe {
    /// Black stones.
    Matau,
    /// White stones.
    Manaia,
}

impl Tribe {
    pub const ALL: [Tribe; 2] = [Tribe::Matau, Tribe::Manaia];

    pub fn other(self) -> Tribe {
        match self {
            Tribe::Matau => Tribe::Manaia,
            Tribe::Manaia => Tribe::Matau,
        }
    }
    pub fn index(self) -> usize {
        self as usize
    }
    /// Lower-case name used in records and JSON: `matau`, `manaia`.
    pub fn code(self) -> &'static str {
        match self {
            Tribe::Matau => "matau",
            Tribe::Manaia => "manaia",
        }
    }
    /// The name as the game publishes it: `Matau`, `Manaia`.
    pub fn name(self) -> &'static str {
        match self {
            Tribe::Matau => "Matau",
            Tribe::Manaia => "Manaia",
        }
    }
    /// Colour of the tribe's stones.
    pub fn colour(self) -> &'static str {
        match self {
            Tribe::Matau => "black",
            Tribe::Manaia => "white",
        }
    }
    pub fn from_code(s: &str) -> Option<Tribe> {
        Tribe::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(s))
    }
}

impl fmt::Display for Tribe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A pair of values, one for each tribe.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByTribe<T> {
    pub matau: T,
    pub manaia: T,
}

impl<T> ByTribe<T> {
    pub fn new(mut f: impl FnMut(Tribe) -> T) -> ByTribe<T> {
        ByTribe {
            matau: f(Tribe::Matau),
            manaia: f(Tribe::Manaia),
        }
    }
    pub fn get(&self, t: Tribe) -> &T {
        match t {
            Tribe::Matau => &self.matau,
            Tribe::Manaia => &self.manaia,
        }
    }
    pub fn get_mut(&mut self, t: Tribe) -> &mut T {
        match t {
            Tribe::Matau => &mut self.matau,
            Tribe::Manaia => &mut self.manaia,
        }
    }
    pub fn map<U>(&self, mut f: impl FnMut(&T) -> U) -> ByTribe<U> {
        ByTribe {
            matau: f(&self.matau),
            manaia: f(&self.manaia),
        }
    }
}

/// The three tiers of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tier {
    /// Tahuna, Awa, Ara; a full board without one is a draw. No tiles, no Tane.
    Beginner,
    /// Adds tribal tiles and the Marae count.
    Basic,
    /// Adds the Maori-Tane (and the optional Auge rule).
    Master,
}

impl Tier {
    pub const ALL: [Tier; 3] = [Tier::Beginner, Tier::Basic, Tier::Master];

    pub fn code(self) -> &'static str {
        match self {
            Tier::Beginner => "beginner",
            Tier::Basic => "basic",
            Tier::Master => "master",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Tier::Beginner => "Beginner",
            Tier::Basic => "Basic",
            Tier::Master => "Master",
        }
    }
    pub fn from_code(s: &str) -> Option<Tier> {
        Tier::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(s))
    }
    /// Whether settled fields get tribal tiles (and a full board is a Marae count).
    pub fn has_tiles(self) -> bool {
        self != Tier::Beginner
    }
    pub fn has_tane(self) -> bool {
        self == Tier::Master
    }
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The rules a game is played by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    pub tier: Tier,
    /// The optional Auge victory (Master only; off by default).
    pub auge: bool,
}

impl Rules {
    pub fn new(tier: Tier) -> Rules {
        Rules { tier, auge: false }
    }
    /// Master with the optional Auge rule.
    pub fn master_with_auge() -> Rules {
        Rules {
            tier: Tier::Master,
            auge: true,
        }
    }
    fn auge_on(self) -> bool {
        self.auge && self.tier == Tier::Master
    }
}

/// A tribal tile on a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tile {
    /// One point.
    Full(Tribe),
    /// Half a point (a triangle won 2:1), drawn split by a diagonal line.
    Half(Tribe),
}

impl Tile {
    pub fn tribe(self) -> Tribe {
        match self {
            Tile::Full(t) | Tile::Half(t) => t,
        }
    }
    /// Worth in half points.
    pub fn halves(self) -> u16 {
        match self {
            Tile::Full(_) => 2,
            Tile::Half(_) => 1,
        }
    }
    /// `matau-full`, `manaia-half`, ...
    pub fn code(self) -> String {
        match self {
            Tile::Full(t) => format!("{}-full", t.code()),
            Tile::Half(t) => format!("{}-half", t.code()),
        }
    }
    fn key_index(self) -> usize {
        match self {
            Tile::Full(t) => t.index() * 2,
            Tile::Half(t) => t.index() * 2 + 1,
        }
    }
}

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
            "{:?} is not a move: write a hollow (f6), a Tane turn (Tf5>n, facing n, e, s or w) or pass",
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

/// The kinds of victory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VictoryKind {
    /// A square field enclosed by four of your stones.
    Tahuna,
    /// A diagonal of your stones, or from one end of a diagonal up to the ball.
    Awa,
    /// An edge row of four of your stones.
    Ara,
    /// Full board: the higher tile count (ties to Player A).
    Marae,
    /// The four circle hollows (or the ball and three): Master, optional.
    Auge,
}

impl VictoryKind {
    pub fn code(self) -> &'static str {
        match self {
            VictoryKind::Tahuna => "tahuna",
            VictoryKind::Awa => "awa",
            VictoryKind::Ara => "ara",
            VictoryKind::Marae => "marae",
            VictoryKind::Auge => "auge",
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            VictoryKind::Tahuna => "Tahuna",
            VictoryKind::Awa => "Awa",
            VictoryKind::Ara => "Ara",
            VictoryKind::Marae => "Marae",
            VictoryKind::Auge => "Auge",
        }
    }
}

/// A victory, with the hollows and fields that make it (for highlighting).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Victory {
    pub kind: VictoryKind,
    pub tribe: Tribe,
    pub hollows: Vec<Hollow>,
    pub fields: Vec<Field>,
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

/// A Tane on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TaneUse {
    pub field: Field,
    pub direction: Direction,
    /// The fields its line of sight keeps free.
    pub line: FieldSet,
}

/// Zobrist keys for hashing positions (used by the engine's transposition table).
mod keys {
    const fn mix(mut z: u64) -> u64 {
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub const COUNT: usize = 2 * 57 + 57 + 4 * 56 + 56 + 2 + 1;
    pub const KEYS: [u64; COUNT] = {
        let mut k = [0u64; COUNT];
        let mut i = 0;
        while i < COUNT {
            k[i] = mix((i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            i += 1;
        }
        k
    };
    pub const STONE: usize = 0;
    pub const BALL: usize = 114;
    pub const TILE: usize = 171;
    pub const BLOCKED: usize = 395;
    pub const TANE: usize = 451;
    pub const SIDE: usize = 453;
}

/// A position of one game: small and `Copy`, for search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    rules: Rules,
    player_a: Tribe,
    previous_ball: Option<Hollow>,
    ball: Option<Hollow>,
    stones: [HollowSet; 2],
    tiles: [Option<Tile>; FIELDS],
    blocked: FieldSet,
    /// For each blocked field, the Tane whose line governs it (the later one on a crossing).
    governed_by: [Option<Tribe>; FIELDS],
    tanes: [Option<TaneUse>; 2],
    halves: [u16; 2],
    to_move: Tribe,
    outcome: Outcome,
    hash: u64,
}

impl Position {
    /// A new game: Player A (of the given tribe) is to place the ball.
    pub fn new(rules: Rules, player_a: Tribe) -> Position {
        let to_move = player_a;
        Position {
            rules,
            player_a,
            previous_ball: None,
            ball: None,
            stones: [HollowSet::EMPTY; 2],
            tiles: [None; FIELDS],
            blocked: FieldSet::EMPTY,
            governed_by: [None; FIELDS],
            tanes: [None; 2],
            halves: [0; 2],
            to_move,
            outcome: Outcome::Ongoing,
            hash: if to_move == Tribe::Manaia {
                keys::KEYS[keys::SIDE]
            } else {
                0
            },
        }
    }

    /// The same, in a later game of a match: the ball may not return to `previous`.
    pub fn with_previous_ball(mut self, previous: Option<Hollow>) -> Position {
        self.previous_ball = previous;
        self
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn player_a(&self) -> Tribe {
        self.player_a
    }
    pub fn player_b(&self) -> Tribe {
        self.player_a.other()
    }
    pub fn previous_ball(&self) -> Option<Hollow> {
        self.previous_ball
    }
    pub fn ball(&self) -> Option<Hollow> {
        self.ball
    }
    pub fn stones(&self, t: Tribe) -> HollowSet {
        self.stones[t.index()]
    }
    /// Every filled hollow (stones and ball).
    pub fn occupied(&self) -> HollowSet {
        let ball = self.ball.map_or(HollowSet::EMPTY, Hollow::bit);
        self.stones[0].union(self.stones[1]).union(ball)
    }
    pub fn empty_hollows(&self) -> HollowSet {
        HollowSet((1u64 << HOLLOWS) - 1).difference(self.occupied())
    }
    pub fn stone_at(&self, h: Hollow) -> Option<Tribe> {
        Tribe::ALL.into_iter().find(|t| self.stones(*t).contains(h))
    }
    pub fn tile(&self, f: Field) -> Option<Tile> {
        self.tiles[f.index()]
    }
    /// Fields kept free of tiles by a Tane's line of sight.
    pub fn blocked(&self) -> FieldSet {
        self.blocked
    }
    /// The Tane whose line governs a blocked field.
    pub fn governed_by(&self, f: Field) -> Option<Tribe> {
        self.governed_by[f.index()]
    }
    pub fn tane(&self, t: Tribe) -> Option<TaneUse> {
        self.tanes[t.index()]
    }
    pub fn to_move(&self) -> Tribe {
        self.to_move
    }
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }
    pub fn is_over(&self) -> bool {
        self.outcome != Outcome::Ongoing
    }
    /// Stones a tribe has not yet placed.
    pub fn stones_left(&self, t: Tribe) -> u8 {
        STONES - self.stones(t).len() as u8
    }
    /// A tribe's tile score in half points.
    pub fn score_halves(&self, t: Tribe) -> u16 {
        self.halves[t.index()]
    }
    /// A tribe's tile score in points (halves count ½).
    pub fn score(&self, t: Tribe) -> f64 {
        f64::from(self.score_halves(t)) / 2.0
    }
    /// A hash of everything that matters for play.
    pub fn hash(&self) -> u64 {
        self.hash
    }
    /// Whether the ball still has to be placed.
    pub fn awaiting_ball(&self) -> bool {
        self.ball.is_none()
    }
    /// Hollows where the ball may go now (only before it is placed).
    pub fn ball_hollows(&self) -> HollowSet {
        if self.ball.is_some() || self.is_over() {
            return HollowSet::EMPTY;
        }
        let prev = self.previous_ball.map_or(HollowSet::EMPTY, Hollow::bit);
        geometry().central.difference(prev)
    }
    /// Whether the player to move may use the Tane now.
    ///
    /// RULES.md has the Tane placed "instead of a stone"; this version reads that as
    /// needing a stone you could have placed: a player with no stones left only passes.
    pub fn can_use_tane(&self) -> bool {
        !self.is_over()
            && self.rules.tier.has_tane()
            && self.ball.is_some()
            && self.tanes[self.to_move.index()].is_none()
            && self.stones_left(self.to_move) > 0
    }
    /// Fields where the player to move could stand the Tane (own full tiles).
    pub fn tane_fields(&self) -> FieldSet {
        if !self.can_use_tane() {
            return FieldSet::EMPTY;
        }
        Field::all()
            .filter(|f| self.tiles[f.index()] == Some(Tile::Full(self.to_move)))
            .collect()
    }

    /// Checks a move for the player to move without playing it.
    ///
    /// # Errors
    /// The [`MoveError`] that says why the move is not allowed.
    pub fn check(&self, mv: Move) -> Result<(), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let t = self.to_move;
        match mv {
            Move::Place(h) if self.ball.is_none() => {
                if !h.is_central() {
                    Err(MoveError::BallNotCentral(h))
                } else if self.previous_ball == Some(h) {
                    Err(MoveError::BallSameAsPreviousGame(h))
                } else {
                    Ok(())
                }
            }
            _ if self.ball.is_none() => Err(MoveError::BallNotPlaced),
            Move::Place(h) => {
                if self.occupied().contains(h) {
                    Err(MoveError::Occupied(h))
                } else if self.stones_left(t) == 0 {
                    Err(MoveError::NoStonesLeft(t))
                } else {
                    Ok(())
                }
            }
            Move::Pass => {
                if self.stones_left(t) > 0 {
                    Err(MoveError::CannotPass(t))
                } else {
                    Ok(())
                }
            }
            Move::Tane(field, _) => {
                if !self.rules.tier.has_tane() {
                    Err(MoveError::TaneNotInTier(self.rules.tier))
                } else if self.tanes[t.index()].is_some() {
                    Err(MoveError::TaneAlreadyUsed(t))
                } else if self.stones_left(t) == 0 {
                    Err(MoveError::NoStonesLeft(t))
                } else if self.tiles[field.index()] != Some(Tile::Full(t)) {
                    Err(MoveError::NoFullTileOfYours { field, tribe: t })
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Every legal move of the player to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.is_over() {
            return moves;
        }
        if self.ball.is_none() {
            moves.extend(self.ball_hollows().iter().map(Move::Place));
            return moves;
        }
        if self.stones_left(self.to_move) == 0 {
            moves.push(Move::Pass);
            return moves;
        }
        moves.extend(self.empty_hollows().iter().map(Move::Place));
        for f in self.tane_fields().iter() {
            moves.extend(Direction::ALL.into_iter().map(|d| Move::Tane(f, d)));
        }
        moves
    }

    /// Plays a move, returning the events it caused in order.
    ///
    /// # Errors
    /// The [`MoveError`] if the move is illegal; the position is then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, MoveError> {
        let mut events = Vec::new();
        self.play_with(mv, &mut |e| events.push(e))?;
        Ok(events)
    }

    /// Plays a move, handing each event to `sink` (the engine passes a no-op).
    ///
    /// # Errors
    /// The [`MoveError`] if the move is illegal; the position is then unchanged.
    pub fn play_with(&mut self, mv: Move, sink: &mut impl FnMut(Event)) -> Result<(), MoveError> {
        self.check(mv)?;
        let t = self.to_move;
        match mv {
            Move::Place(h) if self.ball.is_none() => {
                self.ball = Some(h);
                self.hash ^= keys::KEYS[keys::BALL + h.index()];
                sink(Event::BallPlaced(h));
            }
            Move::Place(h) => {
                self.place_stone(t, h, sink);
            }
            Move::Tane(field, d) => self.place_tane(t, field, d, sink),
            Move::Pass => sink(Event::Passed(t)),
        }
        if !self.is_over() {
            self.to_move = t.other();
            self.hash ^= keys::KEYS[keys::SIDE];
        }
        Ok(())
    }

    fn set_tile(&mut self, f: Field, tile: Option<Tile>) {
        if let Some(old) = self.tiles[f.index()] {
            self.halves[old.tribe().index()] -= old.halves();
            self.hash ^= keys::KEYS[keys::TILE + f.index() * 4 + old.key_index()];
        }
        if let Some(new) = tile {
            self.halves[new.tribe().index()] += new.halves();
            self.hash ^= keys::KEYS[keys::TILE + f.index() * 4 + new.key_index()];
        }
        self.tiles[f.index()] = tile;
    }

    /// The tile an enclosed field earns, if any. A square enclosed 4:0 is a Tahuna, which
    /// ends the game; this version places no tile for it (RULES.md lists it apart from
    /// the 3:1 tile).
    fn settle(&self, f: Field) -> Option<Tile> {
        let mask = f.info().mask;
        let m = mask.intersection(self.stones[0]).len();
        let w = mask.intersection(self.stones[1]).len();
        let (lead, most, least) = if m >= w {
            (Tribe::Matau, m, w)
        } else {
            (Tribe::Manaia, w, m)
        };
        match (f.kind(), most, least) {
            (FieldKind::Square, 3, 1) => Some(Tile::Full(lead)), // 3:1
            (FieldKind::Square, 3, 0) | (FieldKind::Square, 2, 1) => Some(Tile::Full(lead)), // with the ball
            (FieldKind::Square, _, _) => None, // 2:2, or 4:0 (Tahuna)
            (_, 3, 0) => Some(Tile::Full(lead)),
            (_, 2, 1) => Some(Tile::Half(lead)),
            _ => None,
        }
    }

    fn place_stone(&mut self, t: Tribe, h: Hollow, sink: &mut impl FnMut(Event)) {
        let g = geometry();
        self.stones[t.index()].insert(h);
        self.hash ^= keys::KEYS[keys::STONE + t.index() * HOLLOWS + h.index()];
        sink(Event::StonePlaced(t, h));
        let occupied = self.occupied();

        if self.rules.tier.has_tiles() {
            let mut settled: [(Field, Option<Tile>); 4] = [(Field(0), None); 4];
            let mut n = 0;
            for &f in &g.fields_of_hollow[h.index()] {
                if f.info().mask.is_subset(occupied) {
                    let tile = if self.blocked.contains(f) {
                        None
                    } else {
                        self.settle(f)
                    };
                    settled[n] = (f, tile);
                    n += 1;
                }
            }
            // The placed stone's colour first, then the others, then fields left empty.
            let order = |tile: Option<Tile>| match tile {
                Some(x) if x.tribe() == t => 0,
                Some(_) => 1,
                None => 2,
            };
            settled[..n].sort_by_key(|(f, tile)| (order(*tile), *f));
            for &(f, tile) in &settled[..n] {
                match tile {
                    Some(tile) => {
                        self.set_tile(f, Some(tile));
                        sink(Event::TilePlaced(f, tile));
                    }
                    None => sink(Event::FieldStaysEmpty(f)),
                }
            }
        }

        let mut won = false;
        self.victories_through(t, h, &mut |v| {
            won = true;
            sink(Event::Victory(v));
        });
        if won {
            self.outcome = Outcome::Won(t);
        } else if occupied.len() == HOLLOWS {
            if self.rules.tier.has_tiles() {
                let (m, w) = (self.halves[0], self.halves[1]);
                let winner = if m > w {
                    Tribe::Matau
                } else if w > m {
                    Tribe::Manaia
                } else {
                    self.player_a
                };
                self.outcome = Outcome::Won(winner);
                let fields = Field::all()
                    .filter(|f| self.tiles[f.index()].is_some_and(|x| x.tribe() == winner))
                    .collect();
                sink(Event::Victory(Victory {
                    kind: VictoryKind::Marae,
                    tribe: winner,
                    hollows: Vec::new(),
                    fields,
                }));
            } else {
                self.outcome = Outcome::Drawn;
                sink(Event::Draw);
            }
        }
    }

    /// Every stone victory the stone of `t` on `h` completes.
    fn victories_through(&self, t: Tribe, h: Hollow, found: &mut impl FnMut(Victory)) {
        let g = geometry();
        let mine = self.stones[t.index()];
        for &f in &g.fields_of_hollow[h.index()] {
            let info = f.info();
            if info.kind == FieldKind::Square && info.mask.is_subset(mine) {
                found(Victory {
                    kind: VictoryKind::Tahuna,
                    tribe: t,
                    hollows: info.hollows.clone(),
                    fields: vec![f],
                });
            }
        }
        for d in g.diagonals_of_hollow[h.index()] {
            let line = &g.diagonals[d];
            let segment: &[Hollow] = match self.ball.and_then(|b| line.iter().position(|x| *x == b))
            {
                None => line,
                Some(bi) => {
                    let hi = line.iter().position(|x| *x == h).unwrap_or(0);
                    if hi < bi {
                        &line[..bi]
                    } else {
                        &line[bi + 1..]
                    }
                }
            };
            if segment.iter().all(|x| mine.contains(*x)) {
                found(Victory {
                    kind: VictoryKind::Awa,
                    tribe: t,
                    hollows: segment.to_vec(),
                    fields: Vec::new(),
                });
            }
        }
        if let Some(r) = g.edge_row_of_hollow[h.index()] {
            let row = g.edge_rows[r];
            if row.iter().all(|x| mine.contains(*x)) {
                found(Victory {
                    kind: VictoryKind::Ara,
                    tribe: t,
                    hollows: row.to_vec(),
                    fields: Vec::new(),
                });
            }
        }
        if self.rules.auge_on() && h.is_on_circle() {
            let ball = self.ball.map_or(HollowSet::EMPTY, Hollow::bit);
            if g.circle.difference(ball).is_subset(mine) {
                found(Victory {
                    kind: VictoryKind::Auge,
                    tribe: t,
                    hollows: g.circle.iter().collect(),
                    fields: Vec::new(),
                });
            }
        }
    }

    fn place_tane(&mut self, t: Tribe, field: Field, d: Direction, sink: &mut impl FnMut(Event)) {
        sink(Event::TanePlaced(t, field, d));
        if let Some(tile) = self.tiles[field.index()] {
            self.set_tile(field, None);
            sink(Event::TileRemoved(field, tile));
        }
        let line: FieldSet = field.line(d).iter().copied().collect();
        for &f in field.line(d) {
            if let Some(tile) = self.tiles[f.index()] {
                self.set_tile(f, None);
                sink(Event::TileRemoved(f, tile));
            }
            if !self.blocked.contains(f) {
                self.blocked.insert(f);
                self.hash ^= keys::KEYS[keys::BLOCKED + f.index()];
            }
            // On a crossing the second Tane's line governs the field (it stays free).
            self.governed_by[f.index()] = Some(t);
            sink(Event::FieldBlocked(f));
        }
        self.tanes[t.index()] = Some(TaneUse {
            field,
            direction: d,
            line,
        });
        self.hash ^= keys::KEYS[keys::TANE + t.index()];
    }
}

/// A game: the position after each move, the moves, and the victories at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    victories: Vec<Victory>,
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
        }
    }

    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn start(&self) -> &Position {
        &self.start
    }
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// The victories that ended the game (empty while it goes on, or after a draw).
    pub fn victories(&self) -> &[Victory] {
        &self.victories
    }
    pub fn outcome(&self) -> Outcome {
        self.position.outcome()
    }

    /// Plays a move for whoever is to move.
    ///
    /// # Errors
    /// [`MoveError`] if it is illegal; the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<Vec<Event>, MoveError> {
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
        if self.position.is_over() {
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

    /// Takes back the last move (replaying the rest); returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
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

#[cfg(test)]
mod tests;
