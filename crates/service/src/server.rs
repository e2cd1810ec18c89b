//! The NATS plumbing around the referee: requests from browsers in a queue group (so
//! several service processes share them, none keeping state between requests), the
//! auth callout, and the wake-ups of `wait` requests when a game is written.

use crate::callout;
use crate::limits::{Limiter, Rate};
use crate::protocol::{Refusal, Request, Secret};
use crate::referee::{self, Claimed, Moved, PublicState};
use crate::store::{is_game_id, CodeValue, Read, Store, BUCKET};
use async_nats::{Client, Message};
use futures_util::StreamExt;
use nkeys::KeyPair;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::Notify;

/// The longest a `wait` is held before it is answered with the game as it stands.
pub const WAIT_FOR: Duration = Duration::from_secs(15);
/// How long a join code works.
pub const CODE_LIFETIME_SECS: u64 = 24 * 3600;
/// Compare-and-set attempts before a busy game's request is answered "unreachable".
const WRITE_TRIES: usize = 8;
/// The letters of a join code: no 0/O, 1/I/L, U.
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The limits a host sets (README, "Live play").
pub struct Limits {
    /// Requests of one connection.
    pub requests: Rate,
    /// Games one connection makes.
    pub creates: Rate,
    /// Wrong codes one connection may type.
    pub wrong_codes: Rate,
    /// New connections from one address.
    pub connections: Rate,
}

pub struct Service {
    store: Store,
    issuer: KeyPair,
    requests: Mutex<Limiter>,
    creates: Mutex<Limiter>,
    wrong_codes: Mutex<Limiter>,
    connections: Mutex<Limiter>,
    waiters: Mutex<HashMap<String, Arc<Notify>>>,
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::getrandom(&mut bytes).expect("the system's random numbers");
    bytes
}

impl Service {
    pub fn new(store: Store, issuer: KeyPair, limits: Limits) -> Service {
        Service {
            store,
            issuer,
            requests: Mutex::new(Limiter::new(limits.requests)),
            creates: Mutex::new(Limiter::new(limits.creates)),
            wrong_codes: Mutex::new(Limiter::new(limits.wrong_codes)),
            connections: Mutex::new(Limiter::new(limits.connections)),
            waiters: Mutex::new(HashMap::new()),
        }
    }

    /// Serves until the connection closes: requests, callouts and wake-ups.
    pub async fn run(self: Arc<Self>, client: Client) -> Result<(), async_nats::Error> {
        let mut requests = client
            .queue_subscribe("takaro.api.*.*", "takaro-service".into())
            .await?;
        let mut callouts = client
            .queue_subscribe("$SYS.REQ.USER.AUTH", "takaro-auth".into())
            .await?;
        // Every process hears every write, to wake its own waits (a write that lost its
        // compare-and-set is heard too: waiters read the store again).
        let mut writes = client.subscribe(format!("$KV.{BUCKET}.*")).await?;
        client.flush().await?;
        eprintln!("takaro-service: ready");
        loop {
            tokio::select! {
                Some(message) = requests.next() => {
                    let (service, client) = (self.clone(), client.clone());
                    tokio::spawn(async move { service.request(&client, message).await });
                }
                Some(message) = callouts.next() => {
                    self.callout(&client, message).await;
                }
                Some(message) = writes.next() => {
                    if let Some(id) = message.subject.as_str().rsplit('.').next() {
                        self.wake(id);
                    }
                }
                else => return Ok(()),
            }
        }
    }

    async fn callout(&self, client: &Client, message: Message) {
        let Some(reply) = message.reply else { return };
        let Some(request) = callout::read_request(&message.payload) else {
            return;
        };
        let verdict = match callout::connection_id(request.token.as_deref()) {
            None => Err("a connection id is needed"),
            Some(_)
                if !self
                    .connections
                    .lock()
                    .expect("limiter")
                    .allow(&request.host, Instant::now()) =>
            {
                Err("too many new connections from this address")
            }
            Some(id) => Ok(id),
        };
        if let Ok(answer) = callout::answer(&self.issuer, &request, verdict, now()) {
            let _ = client.publish(reply, answer.into()).await;
        }
    }

    async fn request(&self, client: &Client, message: Message) {
        let Some(reply) = message.reply.clone() else {
            return;
        };
        let mut parts = message.subject.as_str().split('.').skip(2);
        let (Some(connection), Some(verb)) = (parts.next(), parts.next()) else {
            return;
        };
        let answer = if !self
            .requests
            .lock()
            .expect("limiter")
            .allow(connection, Instant::now())
        {
            Err(Refusal::TooMany)
        } else {
            match Request::parse(verb, &message.payload) {
                Ok(request) => self.answer(connection, request).await,
                Err(refusal) => Err(refusal),
            }
        };
        let body = match answer {
            Ok(ok) => json!({ "ok": ok }),
            Err(refusal) => json!({ "error": refusal.code(), "message": refusal.to_string() }),
        };
        let _ = client.publish(reply, body.to_string().into()).await;
    }

    async fn answer(&self, connection: &str, request: Request) -> Result<Value, Refusal> {
        match request {
            Request::Create {
                game,
                start,
                seat,
                token,
            } => {
                if !self
                    .creates
                    .lock()
                    .expect("limiter")
                    .allow(connection, Instant::now())
                {
                    return Err(Refusal::TooMany);
                }
                self.create(&game, &start, None, &seat, &token).await
            }
            Request::Restore {
                game,
                start,
                record,
                seat,
                token,
            } => {
                if !self
                    .creates
                    .lock()
                    .expect("limiter")
                    .allow(connection, Instant::now())
                {
                    return Err(Refusal::TooMany);
                }
                self.create(&game, &start, Some(&record), &seat, &token)
                    .await
            }
            Request::Code { code, token } => self.join_by_code(connection, &code, &token).await,
            Request::Claim {
                id,
                seat,
                invite,
                token,
            } => self.claim(&id, Some(&seat), Some(&invite), &token).await,
            Request::Open { id, token } => {
                let read = self.read(&id).await?;
                let seat = token
                    .as_ref()
                    .and_then(|t| read.game.seat_of(t))
                    .map(str::to_string);
                Ok(json!({ "id": id, "seat": seat, "state": read.game.public(&id, read.revision) }))
            }
            Request::Move {
                id,
                token,
                ply,
                record,
            } => self.play(&id, &token, ply, &record).await,
            Request::Wait { id, after } => self.wait(&id, after).await,
        }
    }

    async fn read(&self, id: &str) -> Result<Read, Refusal> {
        self.store.game(id).await?.ok_or(Refusal::NotFound)
    }

    /// A new game, or (`record`) one put back from a device.
    async fn create(
        &self,
        game: &str,
        start: &str,
        record: Option<&str>,
        seat: &str,
        token: &Secret,
    ) -> Result<Value, Refusal> {
        let invite = Secret::try_from(data_encoding::BASE64URL_NOPAD.encode(&random_bytes::<16>()))
            .map_err(|_| Refusal::Unavailable)?;
        let judge = |code: &str| match record {
            None => referee::create(game, start, seat, token, &invite, code, now()),
            Some(record) => {
                referee::restore(game, start, record, seat, token, &invite, code, now())
            }
        };
        // Checked before a code is spent on it.
        judge("")?;
        for _ in 0..WRITE_TRIES {
            let id = data_encoding::BASE32_NOPAD
                .encode(&random_bytes::<15>())
                .to_ascii_lowercase();
            let code: String = random_bytes::<6>()
                .iter()
                .map(|b| CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()] as char)
                .collect();
            let value = CodeValue {
                id: id.clone(),
                created: now(),
            };
            if self.store.create_code(&code, &value).await?.is_none() {
                continue;
            }
            let stored = judge(&code)?;
            if let Some(revision) = self.store.create_game(&id, &stored).await? {
                return Ok(json!({
                    "id": id, "code": code, "invite": invite.as_str(),
                    "state": stored.public(&id, revision),
                }));
            }
        }
        Err(Refusal::Unavailable)
    }

    async fn join_by_code(
        &self,
        connection: &str,
        code: &str,
        token: &Secret,
    ) -> Result<Value, Refusal> {
        let wrong = || {
            let more = self
                .wrong_codes
                .lock()
                .expect("limiter")
                .allow(connection, Instant::now());
            Err(if more {
                Refusal::BadCode
            } else {
                Refusal::TooMany
            })
        };
        let code: String = code
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if code.len() != 6 || !code.bytes().all(|b| CODE_ALPHABET.contains(&b)) {
            return wrong();
        }
        let Some(value) = self.store.code(&code).await? else {
            return wrong();
        };
        if now().saturating_sub(value.created) > CODE_LIFETIME_SECS {
            return wrong();
        }
        match self.claim(&value.id, None, None, token).await {
            Err(Refusal::SeatTaken | Refusal::NotFound) => wrong(),
            answer => answer,
        }
    }

    /// Takes the open seat (with the invitation, or by code when `invite` is `None`).
    async fn claim(
        &self,
        id: &str,
        seat: Option<&str>,
        invite: Option<&Secret>,
        token: &Secret,
    ) -> Result<Value, Refusal> {
        for _ in 0..WRITE_TRIES {
            let read = self.read(id).await?;
            let (seat, revision) = match referee::claim(&read.game, seat, invite, token)? {
                Claimed::Already(seat) => (seat, read.revision),
                Claimed::Now(seat, game) => {
                    let Some(revision) = self.store.update_game(id, &game, read.revision).await?
                    else {
                        continue;
                    };
                    if let Some(code) = &read.game.code {
                        self.store.delete_code(code).await;
                    }
                    return Ok(
                        json!({ "id": id, "seat": seat, "state": game.public(id, revision) }),
                    );
                }
            };
            return Ok(json!({ "id": id, "seat": seat, "state": read.game.public(id, revision) }));
        }
        Err(Refusal::Unavailable)
    }

    async fn play(
        &self,
        id: &str,
        token: &Secret,
        ply: u64,
        record: &str,
    ) -> Result<Value, Refusal> {
        for _ in 0..WRITE_TRIES {
            let read = self.read(id).await?;
            let state: PublicState = match referee::play(&read.game, token, ply, record)? {
                Moved::Already => read.game.public(id, read.revision),
                Moved::Now(game) => {
                    let Some(revision) = self.store.update_game(id, &game, read.revision).await?
                    else {
                        continue;
                    };
                    game.public(id, revision)
                }
            };
            return Ok(json!({ "state": state }));
        }
        Err(Refusal::Unavailable)
    }

    /// Answers once the game's revision passes `after`, or after [`WAIT_FOR`].
    async fn wait(&self, id: &str, after: u64) -> Result<Value, Refusal> {
        if !is_game_id(id) {
            return Err(Refusal::NotFound);
        }
        let notify = self
            .waiters
            .lock()
            .expect("waiters")
            .entry(id.to_string())
            .or_default()
            .clone();
        let woken = notify.notified();
        tokio::pin!(woken);
        woken.as_mut().enable();
        let mut read = self.read(id).await;
        if matches!(&read, Ok(r) if r.revision <= after) {
            let _ = tokio::time::timeout(WAIT_FOR, woken).await;
            read = self.read(id).await;
        }
        {
            let mut waiters = self.waiters.lock().expect("waiters");
            // Only the map and this wait hold it: no one else waits on this game here.
            if Arc::strong_count(&notify) == 2 {
                waiters.remove(id);
            }
        }
        let read = read?;
        Ok(json!({ "state": read.game.public(id, read.revision) }))
    }

    fn wake(&self, id: &str) {
        if let Some(notify) = self.waiters.lock().expect("waiters").get(id) {
            notify.notify_waiters();
        }
    }
}
