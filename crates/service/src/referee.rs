//! The referee: each request judged against the stored game, as a pure function of the
//! two (no server here), giving the game to store or a [`Refusal`]. The rules core reads
//! every record ([`crate::record`]); a seat is held by whoever shows the token whose
//! SHA-256 the game keeps.

use crate::protocol::{Refusal, Secret};
use crate::record::{GameKind, Played, RecordError};
use crate::verdict::Verdict;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use takaro_core::between;

/// The largest record the service takes: the longest legal games are far shorter
/// (a Kemu game has at most 57 stones and a few hundred moves in all; see
/// `max_record_bytes_fits_the_longest_games`).
pub const MAX_RECORD_BYTES: usize = 6144;

/// A game as the bucket keeps it (JSON, one key per game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredGame {
    /// The format's version (2: refereed by the service).
    pub v: u32,
    /// `mu-torere` or `kemu`.
    pub game: String,
    /// The game link before any move (its rules, Kemu's first player).
    pub start: String,
    /// Each claimed seat's token hash (hex SHA-256).
    pub seats: BTreeMap<String, String>,
    /// The invitation's hash, while a seat is open.
    pub invite: Option<String>,
    /// The join code, while a seat is open.
    pub code: Option<String>,
    pub ply: u64,
    /// The game link after `ply` moves (empty at ply 0).
    pub record: String,
    /// The seat that made the last move.
    pub by: Option<String>,
    /// Seconds since 1970 when the game was made.
    pub created: u64,
    /// The class room that paired its players (read with serde's default, so values
    /// stored before class rooms still read).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<String>,
    /// How the game ended besides by its rules: `resign-<seat>` or `draw` (agreed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    /// The offer waiting for the other seat's answer ([`takaro_core::between`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offer: Option<StoredOffer>,
    /// Moves taken back by agreement so far: a page takes a game with fewer moves
    /// when this has grown.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub undone: u64,
    /// Rematches played so far (each swaps the seats and starts again).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub round: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// An offer as the game keeps it: `takeback`, `draw` or `rematch`, by a seat, when the
/// game stood at `ply` moves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredOffer {
    pub offer: String,
    pub by: String,
    pub ply: u64,
}

/// What a browser sees of a game: no hashes, no code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicState {
    pub id: String,
    /// The bucket's revision of this value: `wait` answers once it passes `after`.
    pub revision: u64,
    pub game: String,
    pub start: String,
    pub ply: u64,
    pub record: String,
    pub by: Option<String>,
    /// The seats taken.
    pub seats: Vec<String>,
    /// `resign-<seat>` or `draw`, when the game ended so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<String>,
    /// The offer waiting for its answer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offer: Option<StoredOffer>,
    pub undone: u64,
    pub round: u64,
}

impl StoredGame {
    pub fn public(&self, id: &str, revision: u64) -> PublicState {
        PublicState {
            id: id.to_string(),
            revision,
            game: self.game.clone(),
            start: self.start.clone(),
            ply: self.ply,
            record: self.record.clone(),
            by: self.by.clone(),
            seats: self.seats.keys().cloned().collect(),
            end: self.end.clone(),
            offer: self.offer.clone().filter(|o| o.ply == self.ply),
            undone: self.undone,
            round: self.round,
        }
    }

    fn kind(&self) -> Result<GameKind, Refusal> {
        GameKind::from_name(&self.game).ok_or(Refusal::NotFound)
    }

    /// The game as the rules core reads it now.
    fn played(&self) -> Result<Played, Refusal> {
        let link = if self.ply == 0 {
            &self.start
        } else {
            &self.record
        };
        Played::read(self.kind()?, link).map_err(|e| Refusal::Illegal(e.to_string()))
    }

    /// The seat whose token this is.
    pub fn seat_of(&self, token: &Secret) -> Option<&str> {
        let hash = hash(token);
        self.seats
            .iter()
            .find(|(_, held)| **held == hash)
            .map(|(seat, _)| seat.as_str())
    }

    /// The seat no device holds yet.
    fn open_seat(&self) -> Option<&'static str> {
        let kind = self.kind().ok()?;
        kind.seats()
            .into_iter()
            .find(|seat| !self.seats.contains_key(*seat))
    }
}

/// The hex SHA-256 of a secret: what the game keeps of it.
pub fn hash(secret: &Secret) -> String {
    data_encoding::HEXLOWER.encode(&Sha256::digest(secret.as_str().as_bytes()))
}

/// A new game: `seat` held by `token`, the other seat open to `invite` and `code`.
///
/// # Errors
/// [`Refusal::BadRequest`] for an unknown game or seat, [`Refusal::Illegal`] for a start
/// the rules core cannot read or that is not a game's start, [`Refusal::TooBig`].
pub fn create(
    game: &str,
    start: &str,
    seat: &str,
    token: &Secret,
    invite: &Secret,
    code: &str,
    now: u64,
) -> Result<StoredGame, Refusal> {
    let kind = check_start(game, start)?;
    if !kind.seats().contains(&seat) {
        return Err(Refusal::BadRequest);
    }
    Ok(StoredGame {
        v: 2,
        game: game.to_string(),
        start: start.to_string(),
        seats: BTreeMap::from([(seat.to_string(), hash(token))]),
        invite: Some(hash(invite)),
        code: Some(code.to_string()),
        ply: 0,
        record: String::new(),
        by: None,
        created: now,
        room: None,
        end: None,
        offer: None,
        undone: 0,
        round: 0,
    })
}

/// The kind of game `game` names, when `start` is that game's start with no move.
///
/// # Errors
/// [`Refusal::BadRequest`] for an unknown game, [`Refusal::Illegal`] for a start the
/// rules core cannot read or that is not a game's start, [`Refusal::TooBig`].
pub fn check_start(game: &str, start: &str) -> Result<GameKind, Refusal> {
    let kind = GameKind::from_name(game).ok_or(Refusal::BadRequest)?;
    if start.len() > MAX_RECORD_BYTES {
        return Err(Refusal::TooBig);
    }
    let played = Played::read(kind, start).map_err(|e| Refusal::Illegal(e.to_string()))?;
    if played.ply() != 0 {
        return Err(Refusal::Illegal("a live game starts with no move".into()));
    }
    if !played.from_usual_start() {
        return Err(Refusal::Illegal(
            "a live game starts from the usual start".into(),
        ));
    }
    Ok(kind)
}

/// A game a class room pairs two students in: `first` takes the kind's first seat and
/// `second` the other, each held by the student's token hash. No seat is open: no
/// invitation, no code.
///
/// # Errors
/// As [`check_start`].
pub fn room_game(
    game: &str,
    start: &str,
    first: &str,
    second: &str,
    room: &str,
    now: u64,
) -> Result<StoredGame, Refusal> {
    let [a, b] = check_start(game, start)?.seats();
    Ok(StoredGame {
        v: 2,
        game: game.to_string(),
        start: start.to_string(),
        seats: BTreeMap::from([
            (a.to_string(), first.to_string()),
            (b.to_string(), second.to_string()),
        ]),
        invite: None,
        code: None,
        ply: 0,
        record: String::new(),
        by: None,
        created: now,
        room: Some(room.to_string()),
        end: None,
        offer: None,
        undone: 0,
        round: 0,
    })
}

/// A game put back on the server from a device that still has it (its old id expired):
/// the record as the device holds it, replayed from `start` by the rules core, `seat`
/// held by `token`, the other seat open to `invite` and `code`.
///
/// # Errors
/// As [`create`], and [`Refusal::Illegal`] when the record is not a game from `start`.
#[allow(clippy::too_many_arguments)]
pub fn restore(
    game: &str,
    start: &str,
    record: &str,
    seat: &str,
    token: &Secret,
    invite: &Secret,
    code: &str,
    now: u64,
) -> Result<StoredGame, Refusal> {
    let mut stored = create(game, start, seat, token, invite, code, now)?;
    if record.len() > MAX_RECORD_BYTES {
        return Err(Refusal::TooBig);
    }
    let kind = stored.kind()?;
    let illegal = |e: RecordError| Refusal::Illegal(e.to_string());
    let played = Played::read(kind, record).map_err(illegal)?;
    let by = played
        .last_mover_from(&Played::read(kind, start).map_err(illegal)?)
        .map_err(illegal)?;
    if let Some(by) = by {
        stored.ply = played.ply() as u64;
        stored.record = record.to_string();
        stored.by = Some(by.to_string());
    }
    Ok(stored)
}

/// The open seat taken by `token`, shown the invitation (`Some`) or reached by the code
/// (`None`: the code was the capability). Taking it closes the invitation and the code.
/// Claiming again with the same token is answered as before.
///
/// # Errors
/// [`Refusal::SeatTaken`] when `seat` is held by another token, there is no open seat,
/// or the invitation is not this game's.
pub fn claim(
    stored: &StoredGame,
    seat: Option<&str>,
    invite: Option<&Secret>,
    token: &Secret,
) -> Result<Verdict<String, StoredGame>, Refusal> {
    if let Some(held) = stored.seat_of(token) {
        if seat.is_none_or(|s| s == held) {
            return Ok(Verdict::Unchanged(held.to_string()));
        }
    }
    let open = stored.open_seat().ok_or(Refusal::SeatTaken)?;
    if seat.is_some_and(|s| s != open) {
        return Err(Refusal::SeatTaken);
    }
    if let Some(invite) = invite {
        if stored.invite.as_deref() != Some(hash(invite).as_str()) {
            return Err(Refusal::SeatTaken);
        }
    }
    let mut next = stored.clone();
    next.seats.insert(open.to_string(), hash(token));
    next.invite = None;
    next.code = None;
    Ok(Verdict::Store(open.to_string(), next))
}

/// The move that takes the game to `record` (`ply` moves), made by `token`'s seat.
///
/// # Errors
/// [`Refusal::SeatTaken`] for a token that holds no seat or a seat whose turn it is
/// not, [`Refusal::MovedOn`] when the game is not at `ply - 1`, [`Refusal::Illegal`]
/// when the record is not the game with one legal move more, [`Refusal::TooBig`].
pub fn play(
    stored: &StoredGame,
    token: &Secret,
    ply: u64,
    record: &str,
) -> Result<Verdict<(), StoredGame>, Refusal> {
    let seat = stored.seat_of(token).ok_or(Refusal::SeatTaken)?;
    if record.len() > MAX_RECORD_BYTES {
        return Err(Refusal::TooBig);
    }
    if stored.ply == ply && stored.record == record && stored.by.as_deref() == Some(seat) {
        return Ok(Verdict::Unchanged(()));
    }
    if stored.ply.checked_add(1) != Some(ply) {
        return Err(Refusal::MovedOn);
    }
    if stored.end.is_some() {
        return Err(Refusal::Illegal("the game is over".into()));
    }
    let here = stored.played()?;
    if here.seat_to_move() != Some(seat) {
        return Err(if here.seat_to_move().is_none() {
            Refusal::Illegal("the game is over".into())
        } else {
            Refusal::SeatTaken
        });
    }
    let next = Played::read(stored.kind()?, record).map_err(|e| Refusal::Illegal(e.to_string()))?;
    here.check_follows(&next).map_err(|e| match e {
        RecordError::NotOneMoveOn => Refusal::MovedOn,
        other => Refusal::Illegal(other.to_string()),
    })?;
    let mut after = stored.clone();
    after.ply = ply;
    after.record = record.to_string();
    after.by = Some(seat.to_string());
    after.offer = None;
    Ok(Verdict::Store((), after))
}

/// What `message` ([`between::Message`]'s text) from `token`'s seat does to the game
/// standing at `ply` moves, judged by the rules core ([`between::judge`]): the game to
/// store. A token that holds no seat (a watcher's, a stranger's) changes nothing.
///
/// # Errors
/// [`Refusal::SeatTaken`] for a token that holds no seat, [`Refusal::MovedOn`] when the
/// game is not at `ply`, [`Refusal::BadRequest`] for text that is no message,
/// [`Refusal::Illegal`] for a message the rules do not allow now.
pub fn between(
    stored: &StoredGame,
    token: &Secret,
    ply: u64,
    message: &str,
) -> Result<StoredGame, Refusal> {
    let seat = stored.seat_of(token).ok_or(Refusal::SeatTaken)?;
    // A class room's games are the room's to start and end.
    if stored.room.is_some() {
        return Err(Refusal::Illegal("a class room's game".into()));
    }
    if stored.ply != ply {
        return Err(Refusal::MovedOn);
    }
    let message: between::Message = message.parse().map_err(|_| Refusal::BadRequest)?;
    let kind = stored.kind()?;
    let played = stored.played()?;
    let standing = between::Standing {
        ply: played.ply(),
        over: stored.end.is_some() || played.winner().is_some(),
        last_mover: stored.by.as_deref(),
        draws: kind == GameKind::MuTorere,
    };
    let open = stored.offer.as_ref().and_then(|o| {
        Some(between::Open {
            offer: between::Offer::ALL
                .into_iter()
                .find(|offer| offer.code() == o.offer)?,
            by: o.by.as_str(),
            ply: usize::try_from(o.ply).ok()?,
        })
    });
    let effect = between::judge(&standing, open.as_ref(), seat, message)
        .map_err(|e| Refusal::Illegal(e.to_string()))?;
    let mut after = stored.clone();
    after.offer = None;
    match effect {
        between::Effect::Resigned(seat) => after.end = Some(format!("resign-{seat}")),
        between::Effect::Opened(open) => {
            after.offer = Some(StoredOffer {
                offer: open.offer.code().to_string(),
                by: open.by.to_string(),
                ply,
            })
        }
        between::Effect::Declined(_) => {}
        between::Effect::Accepted(between::Offer::Draw) => after.end = Some("draw".into()),
        between::Effect::Accepted(between::Offer::Takeback) => {
            let mut back = played;
            back.undo();
            let start =
                Played::read(kind, &stored.start).map_err(|e| Refusal::Illegal(e.to_string()))?;
            after.by = back
                .last_mover_from(&start)
                .map_err(|e| Refusal::Illegal(e.to_string()))?
                .map(str::to_string);
            after.ply = back.ply() as u64;
            after.record = if back.ply() == 0 {
                String::new()
            } else {
                back.relink(&stored.record)
            };
            after.undone += 1;
        }
        between::Effect::Accepted(between::Offer::Rematch) => {
            // The same two tokens, each on the other seat; the game from its start.
            let [a, b] = kind.seats();
            let (held_a, held_b) = (stored.seats.get(a), stored.seats.get(b));
            after.seats = BTreeMap::new();
            if let Some(hash) = held_b {
                after.seats.insert(a.to_string(), hash.clone());
            }
            if let Some(hash) = held_a {
                after.seats.insert(b.to_string(), hash.clone());
            }
            after.ply = 0;
            after.record = String::new();
            after.by = None;
            after.end = None;
            after.round += 1;
        }
    }
    Ok(after)
}

#[cfg(test)]
#[path = "referee_tests.rs"]
mod tests;
