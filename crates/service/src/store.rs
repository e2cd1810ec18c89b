//! The game bucket (`takaro-games`, JetStream key-value): one key per game, written only
//! by this service and always with compare-and-set on the revision it judged, so two
//! service processes racing on one game cannot both write. `code.<CODE>` keys map a
//! join code to its game while a seat is open.

use crate::protocol::Refusal;
use crate::referee::StoredGame;
use async_nats::jetstream::{self, kv};
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub const BUCKET: &str = "takaro-games";
/// The largest value the bucket takes (a game with the longest record, and its seats).
pub const MAX_VALUE_BYTES: i32 = 8192;

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
}

/// A game as read, with the revision a write must name.
pub struct Read {
    pub game: StoredGame,
    pub revision: u64,
}

impl Store {
    /// Opens the bucket, making it first when it is missing.
    pub async fn open(
        js: &jetstream::Context,
        settings: &BucketSettings,
    ) -> Result<Store, async_nats::Error> {
        if let Ok(kv) = js.get_key_value(BUCKET).await {
            return Ok(Store { kv });
        }
        let config = kv::Config {
            bucket: BUCKET.to_string(),
            description: "Papa Tākaro's live games, written by the game service".into(),
            max_value_size: MAX_VALUE_BYTES,
            history: 1,
            max_age: settings.ttl,
            max_bytes: settings.max_bytes,
            storage: jetstream::stream::StorageType::File,
            num_replicas: settings.replicas,
            ..Default::default()
        };
        match js.create_key_value(config).await {
            Ok(kv) => Ok(Store { kv }),
            // Another service process made it first; else the reason it cannot be made.
            Err(made) => match js.get_key_value(BUCKET).await {
                Ok(kv) => Ok(Store { kv }),
                Err(_) => Err(made.into()),
            },
        }
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
    pub async fn delete_code(&self, code: &str) {
        let _ = self.kv.purge(format!("code.{code}")).await;
    }

    async fn create(&self, key: &str, bytes: Vec<u8>) -> Result<Option<u64>, Refusal> {
        match self.kv.create(key, bytes.into()).await {
            Ok(revision) => Ok(Some(revision)),
            Err(e) if e.kind() == kv::CreateErrorKind::AlreadyExists => Ok(None),
            Err(e) => Err(store_failure(&e.to_string())),
        }
    }
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

/// A game id as the service makes them: 24 letters of lower-case base 32.
pub fn is_game_id(id: &str) -> bool {
    id.len() == 24
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || (b'2'..=b'7').contains(&b))
}
