//! A position of one game: stones, ball, tiles, Tanes, scores; playing a move on it.

use super::field::{Direction, Field, FieldKind, FIELDS};
use super::hollow::{Hollow, HOLLOWS};
use super::moves::{Event, Move, MoveError, Outcome};
use super::rules::{Rules, Tile, Tribe, STONES};
use super::sets::{FieldSet, HollowSet};
use super::tables::tables;
use super::victory::{Victory, VictoryKind, WinLines};
use super::zobrist;

/// A Tane on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TaneUse {
    pub field: Field,
    pub direction: Direction,
    /// The fields its line of sight keeps free.
    pub line: FieldSet,
}

/// A position of one game: small and `Copy` (bit sets throughout), for copy-make search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    rules: Rules,
    player_a: Tribe,
    previous_ball: Option<Hollow>,
    ball: Option<Hollow>,
    stones: [HollowSet; 2],
    /// Each tribe's full tiles and half tiles (a field holds at most one tile).
    full: [FieldSet; 2],
    half: [FieldSet; 2],
    blocked: FieldSet,
    /// For each tribe, the blocked fields its Tane's line governs (the later Tane's on a
    /// crossing).
    governed: [FieldSet; 2],
    tanes: [Option<TaneUse>; 2],
    halves: [u16; 2],
    /// Each tribe's [`Position::threats`], kept up to date move by move.
    threats: [HollowSet; 2],
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
            full: [FieldSet::EMPTY; 2],
            half: [FieldSet::EMPTY; 2],
            blocked: FieldSet::EMPTY,
            governed: [FieldSet::EMPTY; 2],
            tanes: [None; 2],
            halves: [0; 2],
            threats: [HollowSet::EMPTY; 2],
            to_move,
            outcome: Outcome::Ongoing,
            hash: if to_move == Tribe::Manaia {
                zobrist::manaia_to_move()
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
        Tribe::ALL.into_iter().find_map(|t| {
            if self.full[t.index()].contains(f) {
                Some(Tile::Full(t))
            } else if self.half[t.index()].contains(f) {
                Some(Tile::Half(t))
            } else {
                None
            }
        })
    }
    /// The fields holding a full tile of `t`.
    pub fn full_tiles(&self, t: Tribe) -> FieldSet {
        self.full[t.index()]
    }
    /// The fields holding a half tile of `t`.
    pub fn half_tiles(&self, t: Tribe) -> FieldSet {
        self.half[t.index()]
    }
    /// Fields kept free of tiles by a Tane's line of sight.
    pub fn blocked(&self) -> FieldSet {
        self.blocked
    }
    /// The Tane whose line governs a blocked field.
    pub fn governed_by(&self, f: Field) -> Option<Tribe> {
        Tribe::ALL
            .into_iter()
            .find(|t| self.governed[t.index()].contains(f))
    }
    pub fn tane(&self, t: Tribe) -> Option<TaneUse> {
        self.tanes[t.index()]
    }
    /// Whose turn it is; once the game is over, the player who would have been next.
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
        HollowSet::CENTRAL.difference(prev)
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
        self.full[self.to_move.index()]
    }

    /// The lines that win in this game (they depend on the ball and the Auge option).
    pub fn win_lines(&self) -> &'static WinLines {
        WinLines::of(self.ball, self.rules.auge_on())
    }

    /// Hollows where a stone of `t` would complete a Tahuna, Awa, Ara (or Auge) now,
    /// whoever is to move and whether or not `t` has stones left.
    ///
    /// Kept incrementally: a stone on `h` can only add threats of its own tribe on the
    /// lines through `h`, and takes from the other tribe only `h` itself (a line of
    /// theirs through `h` that was one short was short of `h`). The tests compare it
    /// with [`WinLines::threats`] over random games.
    pub fn threats(&self, t: Tribe) -> HollowSet {
        self.threats[t.index()]
    }

    /// Hollows where `t` would win with its next stone: its [`Position::threats`], but
    /// only while it has stones left to place (a tribe with none can only pass, so its
    /// threats are no danger). Whose turn it is does not matter.
    pub fn live_threats(&self, t: Tribe) -> HollowSet {
        if self.stones_left(t) == 0 {
            return HollowSet::EMPTY;
        }
        self.threats(t)
    }

    /// Hollows where the player to move wins with the stone they place now.
    pub fn winning_hollows(&self) -> HollowSet {
        self.threats(self.to_move)
            .intersection(self.placeable_hollows())
    }

    /// Hollows the player to move may place on now: the ball's before it is placed,
    /// then every empty hollow while they have stones.
    pub fn placeable_hollows(&self) -> HollowSet {
        if self.ball.is_none() {
            self.ball_hollows()
        } else if self.is_over() || self.must_pass() {
            HollowSet::EMPTY
        } else {
            self.empty_hollows()
        }
    }

    /// Whether the only move of the player to move is a pass (no stones left).
    pub fn must_pass(&self) -> bool {
        self.check(Move::Pass).is_ok()
    }

    /// What a move would do, without doing it: the position after it and its events.
    ///
    /// # Errors
    /// The [`MoveError`] if the move is illegal.
    pub fn preview(&self, mv: Move) -> Result<(Position, Vec<Event>), MoveError> {
        let mut after = *self;
        let events = after.play(mv)?;
        Ok((after, events))
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
                } else if !self.full[t.index()].contains(field) {
                    Err(MoveError::NoFullTileOfYours { field, tribe: t })
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Every legal move of the player to move: the pass alone, or the placeable
    /// hollows and the Tane turns.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// The same as [`Position::legal_moves`], in the same order, written into `moves`
    /// (cleared first): no allocation once `moves` has room.
    pub fn legal_moves_into(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.must_pass() {
            moves.push(Move::Pass);
            return;
        }
        let places = self.placeable_hollows();
        let tanes = self.tane_fields();
        // One copy of placeholders, then plain stores into the slice (no per-move
        // capacity check).
        static PLACEHOLDERS: [Move; HOLLOWS + 4 * FIELDS] = [Move::Pass; HOLLOWS + 4 * FIELDS];
        moves.extend_from_slice(&PLACEHOLDERS[..places.len() + 4 * tanes.len()]);
        let out = moves.as_mut_slice();
        let mut n = 0;
        let mut bits = places.0;
        while bits != 0 {
            out[n] = Move::Place(Hollow(bits.trailing_zeros() as u8));
            n += 1;
            bits &= bits - 1;
        }
        for f in tanes.iter() {
            for d in Direction::ALL {
                out[n] = Move::Tane(f, d);
                n += 1;
            }
        }
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
                self.hash ^= zobrist::ball(h);
                sink(Event::BallPlaced(h));
            }
            Move::Place(h) => {
                self.place_stone(t, h, sink);
            }
            Move::Tane(field, d) => self.place_tane(t, field, d, sink),
            Move::Pass => sink(Event::Passed(t)),
        }
        // The turn passes even when the move ends the game, so that a finished
        // position's outcome reads the same way as any other: from the side to move.
        self.to_move = t.other();
        self.hash ^= zobrist::manaia_to_move();
        Ok(())
    }

    fn set_tile(&mut self, f: Field, tile: Option<Tile>) {
        if let Some(old) = self.tile(f) {
            self.halves[old.tribe().index()] -= old.halves();
            self.hash ^= zobrist::tile(f, old);
            self.full[old.tribe().index()].remove(f);
            self.half[old.tribe().index()].remove(f);
        }
        if let Some(new) = tile {
            self.halves[new.tribe().index()] += new.halves();
            self.hash ^= zobrist::tile(f, new);
            match new {
                Tile::Full(t) => self.full[t.index()].insert(f),
                Tile::Half(t) => self.half[t.index()].insert(f),
            }
        }
    }

    /// Puts a tile on a field that holds none (a field is settled once).
    fn add_tile(&mut self, f: Field, tile: Tile) {
        self.halves[tile.tribe().index()] += tile.halves();
        self.hash ^= zobrist::tile(f, tile);
        match tile {
            Tile::Full(t) => self.full[t.index()].insert(f),
            Tile::Half(t) => self.half[t.index()].insert(f),
        }
    }

    /// The tile an enclosed field earns, if any. A square enclosed 4:0 is also a Tahuna,
    /// which ends the game; following the game's own description (a Tahuna square gets
    /// "a full tribal tile"), it is settled with a full tile first.
    fn settle(&self, f: Field) -> Option<Tile> {
        let t = tables();
        let mask = t.field_mask[f.index()];
        let m = mask.intersection(self.stones[0]).len();
        let w = mask.intersection(self.stones[1]).len();
        let (lead, most, least) = if m >= w {
            (Tribe::Matau, m, w)
        } else {
            (Tribe::Manaia, w, m)
        };
        let kind = if t.squares.contains(f) {
            FieldKind::Square
        } else {
            FieldKind::EdgeTriangle // both kinds of triangle settle alike
        };
        match (kind, most, least) {
            (FieldKind::Square, 4, 0) | (FieldKind::Square, 3, 1) => Some(Tile::Full(lead)),
            (FieldKind::Square, 3, 0) | (FieldKind::Square, 2, 1) => Some(Tile::Full(lead)), // with the ball
            (FieldKind::Square, _, _) => None,                                               // 2:2
            (_, 3, 0) => Some(Tile::Full(lead)),
            (_, 2, 1) => Some(Tile::Half(lead)),
            _ => None,
        }
    }

    fn place_stone(&mut self, t: Tribe, h: Hollow, sink: &mut impl FnMut(Event)) {
        let tables = tables();
        let (mine, theirs) = (self.stones[t.index()], self.stones[t.other().index()]);
        let new_threats = self.win_lines().threats_through(mine, theirs, h);
        let gone = HollowSet::EMPTY.with(h);
        self.threats[t.index()] = self.threats[t.index()].difference(gone).union(new_threats);
        self.threats[t.other().index()] = self.threats[t.other().index()].difference(gone);
        self.stones[t.index()].insert(h);
        self.hash ^= zobrist::stone(t, h);
        sink(Event::StonePlaced(t, h));
        let occupied = self.occupied();

        if self.rules.tier.has_tiles() {
            let mut settled: [(Field, Option<Tile>); 4] = [(Field(0), None); 4];
            let mut n = 0;
            for &f in tables.fields_of(h) {
                if tables.field_mask[f.index()].is_subset(occupied) {
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
            settled[..n].sort_unstable_by_key(|(f, tile)| (order(*tile), *f));
            for &(f, tile) in &settled[..n] {
                match tile {
                    Some(tile) => {
                        self.add_tile(f, tile);
                        sink(Event::TilePlaced(f, tile));
                    }
                    None => sink(Event::FieldStaysEmpty(f)),
                }
            }
        }

        let won = self.win_lines().fills_through(self.stones[t.index()], h);
        if won {
            self.victories_through(t, h, &mut |v| sink(Event::Victory(v)));
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
                let fields = self.full[winner.index()]
                    .union(self.half[winner.index()])
                    .iter()
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
        for line in self.win_lines().filled_through(self.stones(t), h) {
            found(line.victory(t));
        }
    }

    fn place_tane(&mut self, t: Tribe, field: Field, d: Direction, sink: &mut impl FnMut(Event)) {
        sink(Event::TanePlaced(t, field, d));
        if let Some(tile) = self.tile(field) {
            self.set_tile(field, None);
            sink(Event::TileRemoved(field, tile));
        }
        let line = tables().tane_line[field.index()][d.index()];
        for &f in field.line(d) {
            if let Some(tile) = self.tile(f) {
                self.set_tile(f, None);
                sink(Event::TileRemoved(f, tile));
            }
            if !self.blocked.contains(f) {
                self.blocked.insert(f);
                self.hash ^= zobrist::blocked(f);
            }
            // On a crossing the second Tane's line governs the field (it stays free).
            self.governed[t.other().index()].remove(f);
            self.governed[t.index()].insert(f);
            sink(Event::FieldBlocked(f));
        }
        self.tanes[t.index()] = Some(TaneUse {
            field,
            direction: d,
            line,
        });
        self.hash ^= zobrist::tane(t);
    }
}
