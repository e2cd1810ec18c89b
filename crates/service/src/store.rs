//! The service's two buckets (JetStream key-value), written only by this service and
//! always with compare-and-set on the revision it judged, so two service processes racing
//! on one value cannot both write:
//! - `takaro-games`: one key per game; `code.<CODE>` keys map a join code to its game
//!   while a seat is open;
//! - `takaro-classes`: one key per class room; `code.<CODE>` keys map a room's join code
//!   to the room.

use crate::protocol::Refusal;
use crate::referee::StoredGame;
use crate::room::StoredRoom;
use async_nats::jetstream::{self, kv};
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub const BUCKET: &str = "takaro-games";
/// The largest value the bucket takes (a game with the longest record, and its seats).
pub const MAX_VALUE_BYTES: i32 = 8192;
pub const CLASS_BUCKET: &str = "takaro-classes";
/// The largest class room value (40 students and [`crate::room::MAX_GAMES`] games are
/// far less).
pub const MAX_CLASS_VALUE_BYTES: i32 = 65536;

/// How the bucket is made (when it is missing).
pub struct BucketSettings {
    /// How long a game is kept after its last move.
    pub ttl: Duration,
    /// 1, or 3 on a three-node cluster.
    pub replicas: usize,
    /// The most the bucket may hold on disk.
    pub max_bytes: i64,
}

/// A join code's value.
#[derive(Serialize, Deserialize)]
pub struct CodeValue {
    pub id: String,
    /// Seconds since 1970 when it was made.
    pub created: u64,
}

#[derive(Clone)]
pub struct Store {
    kv: kv::Store,
    classes: kv::Store,
}

/// A game as read, with the revision a write must name.
pub struct Read {
    pub game: StoredGame,
    pub revision: u64,
}

/// A class room as read, with the revision a write must name.
pub struct RoomRead {
    pub room: StoredRoom,
    pub revision: u64,
}

/// How long making a bucket may take before the service tries again.
const BUCKET_MAKING_TIMEOUT: Duration = Duration::from_secs(10);

/// Opens a bucket, making it first when it is missing.
async fn bucket(
    js: &jetstream::Context,
    name: &str,
    description: &str,
    max_value_size: i32,
    settings: &BucketSettings,
) -> Result<kv::Store, async_nats::Error> {
    if let Ok(kv) = js.get_key_value(name).await {
        return Ok(kv);
    }
    let config = kv::Config {
        bucket: name.to_string(),
        description: description.into(),
        max_value_size,
        history: 1,
        max_age: settings.ttl,
        max_bytes: settings.max_bytes,
        storage: jetstream::stream::StorageType::File,
        num_replicas: settings.replicas,
        ..Default::default()
    };
    // A cluster without a leader yet drops the request to make a bucket unanswered: ask
    // first (with the short timeout) whether JetStream answers at all.
    js.query_account().await?;
    // Making a replicated bucket waits on each node's disk, which can take longer than a
    // read: it is given its own, longer, timeout. The store handed back is opened again
    // through `js`, so its reads and writes keep the short one.
    let mut maker = js.clone();
    maker.set_timeout(BUCKET_MAKING_TIMEOUT);
    let made = maker.create_key_value(config).await;
    match js.get_key_value(name).await {
        Ok(kv) => Ok(kv),
        // Not there yet: the reason it could not be made (another process may make it).
        Err(missing) => Err(match made {
            Err(made) => made.into(),
            Ok(_) => missing.into(),
        }),
    }
}

impl Store {
    /// Opens the buckets of games and of class rooms, making them first when missing.
    pub async fn open(
        js: &jetstream::Context,
        games: &BucketSettings,
        classes: &BucketSettings,
    ) -> Result<Store, async_nats::Error> {
        let kv = bucket(
            js,
            BUCKET,
            "Papa Tākaro's live games, written by the game service",
            MAX_VALUE_BYTES,
            games,
        )
        .await?;
        let classes = bucket(
            js,
            CLASS_BUCKET,
            "Papa Tākaro's class rooms, written by the game service",
            MAX_CLASS_VALUE_BYTES,
            classes,
        )
        .await?;
        Ok(Store { kv, classes })
    }

    /// The game with this id, if any (an unreadable value reads as none).
    pub async fn game(&self, id: &str) -> Result<Option<Read>, Refusal> {
        if !is_game_id(id) {
            return Ok(None);
        }
        let entry = self.kv.entry(id).await.map_err(|_| Refusal::Unavailable)?;
        Ok(entry
            .filter(|e| e.operation == kv::Operation::Put)
            .and_then(|e| {
                let game = serde_json::from_slice(&e.value).ok()?;
                Some(Read {
                    game,
                    revision: e.revision,
                })
            }))
    }

    /// Writes a new game; `false` when the id is taken.
    pub async fn create_game(&self, id: &str, game: &StoredGame) -> Result<Option<u64>, Refusal> {
        self.create(id, encode(game)?).await
    }

    /// Writes `game` over `revision`; `None` when another write came first.
    pub async fn update_game(
        &self,
        id: &str,
        game: &StoredGame,
        revision: u64,
    ) -> Result<Option<u64>, Refusal> {
        match self.kv.update(id, encode(game)?.into(), revision).await {
            Ok(revision) => Ok(Some(revision)),
            Err(e) if e.kind() == kv::UpdateErrorKind::WrongLastRevision => Ok(None),
            Err(e) => Err(store_failure(&e.to_string())),
        }
    }

    /// Writes a code's value once; `None` when the code is taken. Codes are never
    /// overwritten.
    pub async fn create_code(&self, code: &str, value: &CodeValue) -> Result<Option<u64>, Refusal> {
        let bytes = serde_json::to_vec(value).map_err(|_| Refusal::Unavailable)?;
        self.create(&format!("code.{code}"), bytes).await
    }

    pub async fn code(&self, code: &str) -> Result<Option<CodeValue>, Refusal> {
        let value = self
            .kv
            .get(format!("code.{code}"))
            .await
            .map_err(|_| Refusal::Unavailable)?;
        Ok(value.and_then(|v| serde_json::from_slice(&v).ok()))
    }

    /// Forgets a code (its seat is taken); a failure only leaves it to expire.
    /// Deletes a game no room or player names (a round whose room lost a race).
    pub async fn delete_game(&self, id: &str) {
        let _ = self.kv.purge(id).await;
    }

    pub async fn delete_code(&self, code: &str) {
        let _ = self.kv.purge(format!("code.{code}")).await;
    }

    async fn create(&self, key: &str, bytes: Vec<u8>) -> Result<Option<u64>, Refusal> {
        create_in(&self.kv, key, bytes).await
    }

    /// The class room with this id, if any (an unreadable value reads as none).
    pub async fn room(&self, id: &str) -> Result<Option<RoomRead>, Refusal> {
        if !is_game_id(id) {
            return Ok(None);
        }
        let entry = self
            .classes
            .entry(id)
            .await
            .map_err(|_| Refusal::Unavailable)?;
        Ok(entry
            .filter(|e| e.operation == kv::Operation::Put)
            .and_then(|e| {
                let room = serde_json::from_slice(&e.value).ok()?;
                Some(RoomRead {
                    room,
                    revision: e.revision,
                })
            }))
    }

    /// Writes a new room; `None` when the id is taken.
    pub async fn create_room(&self, id: &str, room: &StoredRoom) -> Result<Option<u64>, Refusal> {
        create_in(&self.classes, id, encode_room(room)?).await
    }

    /// Writes `room` over `revision`; `None` when another write came first.
    pub async fn update_room(
        &self,
        id: &str,
        room: &StoredRoom,
        revision: u64,
    ) -> Result<Option<u64>, Refusal> {
        match self
            .classes
            .update(id, encode_room(room)?.into(), revision)
            .await
        {
            Ok(revision) => Ok(Some(revision)),
            Err(e) if e.kind() == kv::UpdateErrorKind::WrongLastRevision => Ok(None),
            Err(e) => Err(store_failure(&e.to_string())),
        }
    }

    /// Writes a room's join code once; `None` when the code is taken.
    pub async fn create_class_code(
        &self,
        code: &str,
        value: &CodeValue,
    ) -> Result<Option<u64>, Refusal> {
        let bytes = serde_json::to_vec(value).map_err(|_| Refusal::Unavailable)?;
        create_in(&self.classes, &format!("code.{code}"), bytes).await
    }

    pub async fn class_code(&self, code: &str) -> Result<Option<CodeValue>, Refusal> {
        let value = self
            .classes
            .get(format!("code.{code}"))
            .await
            .map_err(|_| Refusal::Unavailable)?;
        Ok(value.and_then(|v| serde_json::from_slice(&v).ok()))
    }

    /// Forgets a room's code (the class has ended); a failure only leaves it to expire.
    pub async fn delete_class_code(&self, code: &str) {
        let _ = self.classes.purge(format!("code.{code}")).await;
    }
}

async fn create_in(kv: &kv::Store, key: &str, bytes: Vec<u8>) -> Result<Option<u64>, Refusal> {
    match kv.create(key, bytes.into()).await {
        Ok(revision) => Ok(Some(revision)),
        Err(e) if e.kind() == kv::CreateErrorKind::AlreadyExists => Ok(None),
        Err(e) => Err(store_failure(&e.to_string())),
    }
}

fn encode_room(room: &StoredRoom) -> Result<Vec<u8>, Refusal> {
    let bytes = serde_json::to_vec(room).map_err(|_| Refusal::Unavailable)?;
    if bytes.len() > MAX_CLASS_VALUE_BYTES as usize {
        return Err(Refusal::TooBig);
    }
    Ok(bytes)
}

fn encode(game: &StoredGame) -> Result<Vec<u8>, Refusal> {
    let bytes = serde_json::to_vec(game).map_err(|_| Refusal::Unavailable)?;
    if bytes.len() > MAX_VALUE_BYTES as usize {
        return Err(Refusal::TooBig);
    }
    Ok(bytes)
}

/// A write the server refused: full (JetStream's "insufficient resources" or "maximum
/// bytes"), or not answered.
fn store_failure(message: &str) -> Refusal {
    let message = message.to_ascii_lowercase();
    if message.contains("insufficient")
        || message.contains("maximum")
        || message.contains("exceeded")
    {
        Refusal::Full
    } else {
        Refusal::Unavailable
    }
}

/// A game's or a class room's id as the service makes them: 24 letters of lower-case base 32.
pub fn is_game_id(id: &str) -> bool {
    id.len() == 24
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b))
}
