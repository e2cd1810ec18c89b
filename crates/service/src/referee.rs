//! The referee: each request judged against the stored game, as a pure function of the
//! two (no server here), giving the game to store or a [`Refusal`]. The rules core reads
//! every record ([`crate::record`]); a seat is held by whoever shows the token whose
//! SHA-256 the game keeps.

use crate::protocol::{Refusal, Secret};
use crate::record::{GameKind, Played, RecordError};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;

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
) -> Result<Claimed, Refusal> {
    if let Some(held) = stored.seat_of(token) {
        if seat.is_none_or(|s| s == held) {
            return Ok(Claimed::Already(held.to_string()));
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
    Ok(Claimed::Now(open.to_string(), next))
}

/// What a claim did.
#[derive(Debug, PartialEq, Eq)]
// One a request, moved once: boxing the stored value would save nothing.
#[allow(clippy::large_enum_variant)]
pub enum Claimed {
    /// The token already held this seat: nothing to store.
    Already(String),
    /// The seat is now the token's: store the game.
    Now(String, StoredGame),
}

/// What a move did.
#[derive(Debug, PartialEq, Eq)]
// One a request, moved once: boxing the stored value would save nothing.
#[allow(clippy::large_enum_variant)]
pub enum Moved {
    /// The same move was stored before (its answer was lost): nothing to store.
    Already,
    /// Store this game.
    Now(StoredGame),
}

/// The move that takes the game to `record` (`ply` moves), made by `token`'s seat.
///
/// # Errors
/// [`Refusal::SeatTaken`] for a token that holds no seat or a seat whose turn it is
/// not, [`Refusal::MovedOn`] when the game is not at `ply - 1`, [`Refusal::Illegal`]
/// when the record is not the game with one legal move more, [`Refusal::TooBig`].
pub fn play(stored: &StoredGame, token: &Secret, ply: u64, record: &str) -> Result<Moved, Refusal> {
    let seat = stored.seat_of(token).ok_or(Refusal::SeatTaken)?;
    if record.len() > MAX_RECORD_BYTES {
        return Err(Refusal::TooBig);
    }
    if stored.ply == ply && stored.record == record && stored.by.as_deref() == Some(seat) {
        return Ok(Moved::Already);
    }
    if stored.ply.checked_add(1) != Some(ply) {
        return Err(Refusal::MovedOn);
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
    Ok(Moved::Now(after))
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro_core::mu_torere;

    fn secret(letter: char) -> Secret {
        Secret::try_from(letter.to_string().repeat(22)).unwrap()
    }

    fn new_game() -> StoredGame {
        create(
            "mu-torere",
            "record=",
            "green",
            &secret('g'),
            &secret('i'),
            "ABCDEF",
            1,
        )
        .unwrap()
    }

    /// The Mū tōrere game after its first `n` legal moves (the first legal each time).
    fn mu_after(n: usize) -> String {
        let mut game = mu_torere::Game::from_record_with(Default::default(), "").unwrap();
        for _ in 0..n {
            let mv = game.legal_moves()[0];
            game.play(mv.from).unwrap();
        }
        format!("record={}", game.record())
    }

    fn with_friend() -> StoredGame {
        match claim(&new_game(), Some("white"), Some(&secret('i')), &secret('w')).unwrap() {
            Claimed::Now(seat, game) => {
                assert_eq!(seat, "white");
                game
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn the_open_seat_needs_the_invitation() {
        let game = new_game();
        assert_eq!(
            claim(&game, Some("white"), Some(&secret('x')), &secret('s')),
            Err(Refusal::SeatTaken)
        );
        assert_eq!(
            claim(&game, Some("green"), Some(&secret('i')), &secret('s')),
            Err(Refusal::SeatTaken)
        );
        let taken = with_friend();
        assert_eq!(taken.invite, None);
        assert_eq!(taken.code, None);
        assert_eq!(
            claim(&taken, Some("white"), Some(&secret('i')), &secret('s')),
            Err(Refusal::SeatTaken),
            "the invitation is spent once the seat is taken"
        );
        assert_eq!(
            claim(&taken, Some("white"), Some(&secret('i')), &secret('w')),
            Ok(Claimed::Already("white".into())),
            "the friend's own reload"
        );
    }

    #[test]
    fn moves_are_refereed_by_seat_turn_and_rules() {
        let game = with_friend();
        // White cannot move first, nor for Green.
        assert_eq!(
            play(&game, &secret('w'), 1, &mu_after(1)),
            Err(Refusal::SeatTaken)
        );
        // A stranger's token holds no seat.
        assert_eq!(
            play(&game, &secret('s'), 1, &mu_after(1)),
            Err(Refusal::SeatTaken)
        );
        // Two moves at once, a ply far ahead, and a record of another game.
        assert_eq!(
            play(&game, &secret('g'), 2, &mu_after(2)),
            Err(Refusal::MovedOn)
        );
        assert_eq!(
            play(&game, &secret('g'), u64::MAX, &mu_after(1)),
            Err(Refusal::MovedOn)
        );
        assert_eq!(
            play(&game, &secret('g'), 1, "record=zzz"),
            Err(Refusal::Illegal(
                "the record cannot be read: ".to_string()
                    + &mu_torere::Game::from_record("zzz").unwrap_err().to_string()
            ))
        );
        // The same moves from another set-up position are another game.
        let first = mu_after(1);
        let moved = first.trim_start_matches("record=");
        let elsewhere = format!("position=g/.gggwgwww&record={moved}");
        assert!(mu_torere::Game::from_position_and_record(
            Default::default(),
            "g/.gggwgwww".parse().unwrap(),
            moved,
        )
        .is_ok());
        assert_eq!(
            play(&game, &secret('g'), 1, &elsewhere),
            Err(Refusal::MovedOn)
        );
        assert!(matches!(
            check_start("mu-torere", "position=g/.gggwgwww&record="),
            Err(Refusal::Illegal(_))
        ));
        let Ok(Moved::Now(one)) = play(&game, &secret('g'), 1, &mu_after(1)) else {
            panic!("Green's first move");
        };
        assert_eq!((one.ply, one.by.as_deref()), (1, Some("green")));
        assert_eq!(
            play(&one, &secret('g'), 1, &mu_after(1)),
            Ok(Moved::Already),
            "sent again after a lost answer"
        );
        assert_eq!(
            play(&one, &secret('g'), 2, &mu_after(2)),
            Err(Refusal::SeatTaken),
            "Green again"
        );
        assert!(matches!(
            play(&one, &secret('w'), 2, &mu_after(2)),
            Ok(Moved::Now(_))
        ));
    }

    #[test]
    fn a_game_is_restored_from_a_devices_record() {
        let restored = restore(
            "mu-torere",
            "record=",
            &mu_after(3),
            "white",
            &secret('w'),
            &secret('i'),
            "C",
            1,
        )
        .unwrap();
        assert_eq!((restored.ply, restored.by.as_deref()), (3, Some("green")));
        assert!(matches!(
            play(&restored, &secret('w'), 4, &mu_after(4)),
            Ok(Moved::Now(_))
        ));
        assert!(matches!(
            restore(
                "mu-torere",
                "record=&rules=free",
                &mu_after(3),
                "white",
                &secret('w'),
                &secret('i'),
                "C",
                1
            ),
            Err(Refusal::Illegal(_))
        ));
        assert!(matches!(
            restore(
                "mu-torere",
                "record=",
                "record=zz",
                "white",
                &secret('w'),
                &secret('i'),
                "C",
                1
            ),
            Err(Refusal::Illegal(_))
        ));
    }

    #[test]
    fn a_game_starts_from_a_start() {
        assert!(matches!(
            create(
                "mu-torere",
                &mu_after(1),
                "green",
                &secret('g'),
                &secret('i'),
                "C",
                1
            ),
            Err(Refusal::Illegal(_))
        ));
        assert_eq!(
            create("chess", "", "green", &secret('g'), &secret('i'), "C", 1),
            Err(Refusal::BadRequest)
        );
        assert_eq!(
            create("mu-torere", "", "black", &secret('g'), &secret('i'), "C", 1),
            Err(Refusal::BadRequest)
        );
    }

    #[test]
    fn max_record_bytes_fits_the_longest_games() {
        // A Mū tōrere record is one character a move; the longest game the page lets
        // a friend game reach (a draw by repetition) is far below the limit.
        let mut game = mu_torere::Game::from_record_with(Default::default(), "").unwrap();
        while !game.outcome().is_over() && game.moves().len() < 400 {
            let mv = game.legal_moves()[0];
            game.play(mv.from).unwrap();
        }
        assert!(format!("record={}", game.record()).len() < MAX_RECORD_BYTES);
    }

    #[test]
    fn games_stored_before_class_rooms_still_read() {
        let mut value = serde_json::to_value(with_friend()).unwrap();
        assert!(value.get("room").is_none(), "a friend game names no room");
        value.as_object_mut().unwrap().remove("room");
        let read: StoredGame = serde_json::from_value(value).unwrap();
        assert_eq!(read, with_friend());
        let paired = room_game("kemu", "record=bk", "a", "b", "r", 1).unwrap();
        assert_eq!(paired.room.as_deref(), Some("r"));
        assert_eq!((paired.invite, paired.code), (None, None));
    }

    #[test]
    fn the_public_state_shows_no_secret() {
        let game = with_friend();
        let text = serde_json::to_string(&game.public("id", 3)).unwrap();
        assert!(!text.contains(&hash(&secret('g'))));
        assert!(!text.contains("ABCDEF"));
        assert!(text.contains(r#""seats":["green","white"]"#));
    }
}
