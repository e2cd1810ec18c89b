//! The NATS plumbing around the referee: requests from browsers in a queue group (so
//! several service processes share them, none keeping state between requests), the
//! auth callout, and the wake-ups of `wait` requests: a process that has written a game
//! says so on `takaro.changed.<id>` (with the revision) once the store has acknowledged
//! the write, and every process wakes its own waits for that game. Class rooms' requests
//! go to [`crate::class_server`], whose rooms are woken the same way (and by
//! `takaro.seen.<room>`, a student seen).

use crate::callout;
use crate::class_protocol::ClassRequest;
use crate::class_server::ClassServer;
use crate::fresh::{self, now};
use crate::limits::{allowed, Limiter, Rate};
use crate::protocol::{Refusal, Request, Secret};
use crate::referee::{self, StoredGame};
use crate::store::{is_game_id, CodeValue, Read, Store};
use crate::verdict::{Verdict, WRITE_TRIES};
use crate::waiters::Waiters;
use crate::watching::Watching;
use async_nats::{Client, Message};
use futures_util::StreamExt;
use nkeys::KeyPair;
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

pub use crate::fresh::CODE_ALPHABET;
pub use crate::protocol::WAIT_FOR;

/// How long a join code works.
pub const CODE_LIFETIME_SECS: u64 = 24 * 3600;

/// The limits a host sets (docs/live.md, "What a host runs").
pub struct Limits {
    /// Requests of one connection.
    pub requests: Rate,
    /// Games one connection makes.
    pub creates: Rate,
    /// Codes one connection may type (right or wrong).
    pub codes: Rate,
    /// New connections from one address.
    pub connections: Rate,
}

pub struct Service {
    client: Client,
    store: Store,
    issuer: KeyPair,
    requests: Mutex<Limiter>,
    creates: Arc<Mutex<Limiter>>,
    codes: Arc<Mutex<Limiter>>,
    connections: Mutex<Limiter>,
    classes: ClassServer,
    /// Each game waited on here: the newest revision heard of.
    waiters: Waiters<u64>,
    /// Each game's watchers ([`crate::watching`]), and the waits to answer when one
    /// more arrives (the count of arrivals heard).
    watching: Mutex<Watching>,
    watched: Waiters<u64>,
    /// Set when the process is asked to stop: every wait is answered at once, so the
    /// pages ask again (another process, or this one's successor) rather than time out.
    closing: watch::Sender<bool>,
}

impl Service {
    pub fn new(client: Client, store: Store, issuer: KeyPair, limits: Limits) -> Service {
        let creates = Arc::new(Mutex::new(Limiter::new(limits.creates)));
        let codes = Arc::new(Mutex::new(Limiter::new(limits.codes)));
        let closing = watch::channel(false).0;
        let classes = ClassServer::new(
            client.clone(),
            store.clone(),
            creates.clone(),
            codes.clone(),
            closing.subscribe(),
        );
        Service {
            client,
            store,
            issuer,
            requests: Mutex::new(Limiter::new(limits.requests)),
            creates,
            codes,
            connections: Mutex::new(Limiter::new(limits.connections)),
            classes,
            waiters: Waiters::new(),
            watching: Mutex::new(Watching::default()),
            watched: Waiters::new(),
            closing,
        }
    }

    /// Serves until the connection closes: requests, callouts and wake-ups.
    pub async fn run(self: Arc<Self>) -> Result<(), async_nats::Error> {
        let client = self.client.clone();
        let mut requests = client
            .queue_subscribe("takaro.api.*.*", "takaro-service".into())
            .await?;
        let mut callouts = client
            .queue_subscribe("$SYS.REQ.USER.AUTH", "takaro-auth".into())
            .await?;
        // Every process hears every acknowledged write, to wake its own waits.
        let mut writes = client.subscribe("takaro.changed.*").await?;
        // And every student seen in a class room, for the room's presence.
        let mut seen = client.subscribe("takaro.seen.*").await?;
        // And every watcher of a live game, for its count.
        let mut watchers = client.subscribe("takaro.watching.*").await?;
        client.flush().await?;
        let mut terminate =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
        eprintln!("takaro-service: ready");
        loop {
            tokio::select! {
                _ = terminate.recv() => break,
                _ = tokio::signal::ctrl_c() => break,
                Some(message) = requests.next() => {
                    let (service, client) = (self.clone(), client.clone());
                    tokio::spawn(async move { service.request(&client, message).await });
                }
                Some(message) = callouts.next() => {
                    self.callout(&client, message).await;
                }
                Some(message) = writes.next() => {
                    let id = message.subject.as_str().rsplit('.').next();
                    let revision = std::str::from_utf8(&message.payload).ok().and_then(|r| r.parse().ok());
                    if let (Some(id), Some(revision)) = (id, revision) {
                        self.wake(id, revision);
                        self.classes.wake(id, revision);
                    }
                }
                Some(message) = watchers.next() => {
                    let game = message.subject.as_str().rsplit('.').next();
                    match (game, std::str::from_utf8(&message.payload)) {
                        (Some(game), Ok(gone)) if gone.starts_with('-') => {
                            self.unwatcher(game, &gone[1..]);
                        }
                        (Some(game), Ok(connection)) => {
                            self.watcher(game, connection);
                        }
                        _ => {}
                    }
                }
                Some(message) = seen.next() => {
                    let room = message.subject.as_str().rsplit('.').next();
                    if let (Some(room), Ok(name)) = (room, std::str::from_utf8(&message.payload)) {
                        self.classes.seen(room, name);
                    }
                }
                else => return Ok(()),
            }
        }
        // Stopping: no more requests here; the waits held are answered as they stand.
        let _ = requests.unsubscribe().await;
        self.closing.send_replace(true);
        tokio::time::sleep(Duration::from_millis(200)).await;
        client.flush().await?;
        Ok(())
    }

    async fn callout(&self, client: &Client, message: Message) {
        let Some(reply) = message.reply else { return };
        let Some(request) = callout::read_request(&message.payload) else {
            return;
        };
        let verdict = match callout::connection_id(request.token.as_deref()) {
            None => Err("a connection id is needed"),
            Some(_) if !allowed(&self.connections, &request.host) => {
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
        let answer = if !allowed(&self.requests, connection) {
            Err(Refusal::TooMany)
        } else if ClassRequest::is_class_verb(verb) {
            match ClassRequest::parse(verb, &message.payload) {
                Ok(request) => self.classes.answer(connection, request).await,
                Err(refusal) => Err(refusal),
            }
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
                if !allowed(&self.creates, connection) {
                    return Err(Refusal::TooMany);
                }
                self.create(&game, &start, None, &seat, &token).await
            }
            // A game put back counts as a game made.
            Request::Restore {
                game,
                start,
                record,
                seat,
                token,
            } => {
                if !allowed(&self.creates, connection) {
                    return Err(Refusal::TooMany);
                }
                self.create(&game, &start, Some(&record), &seat, &token)
                    .await
            }
            Request::Code { code, token } => {
                // Every code typed counts, right or wrong: a guesser past the limit is
                // refused even the right code.
                if !allowed(&self.codes, connection) {
                    return Err(Refusal::TooMany);
                }
                self.join_by_code(&code, &token).await
            }
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
            Request::Wait { id, after, watch } => {
                // A page that looked at the game before taking its seat waits as a
                // player now: no longer counted.
                let told = match watch {
                    true => self
                        .watcher(&id, connection)
                        .then(|| connection.to_string()),
                    false => self
                        .unwatcher(&id, connection)
                        .then(|| format!("-{connection}")),
                };
                if let Some(told) = told.filter(|_| is_game_id(&id)) {
                    let _ = self
                        .client
                        .publish(format!("takaro.watching.{id}"), told.into())
                        .await;
                }
                self.wait(&id, after).await
            }
            Request::Between {
                id,
                token,
                ply,
                message,
            } => self.between(&id, &token, ply, &message).await,
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
        let invite = fresh::secret();
        let judge = |code: &str| match record {
            None => referee::create(game, start, seat, token, &invite, code, now()),
            Some(record) => {
                referee::restore(game, start, record, seat, token, &invite, code, now())
            }
        };
        // Checked before a code is spent on it.
        judge("")?;
        for _ in 0..WRITE_TRIES {
            let id = fresh::id();
            let code = fresh::code();
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

    async fn join_by_code(&self, code: &str, token: &Secret) -> Result<Value, Refusal> {
        let wrong = || Err(Refusal::BadCode);
        let Some(code) = fresh::normal_code(code) else {
            return wrong();
        };
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
        let first = self.read(id).await?;
        let judged = self
            .judged(id, first, |game| referee::claim(game, seat, invite, token))
            .await?;
        // The seat taken closes the game's code.
        if let Some(code) = judged.before.and_then(|game| game.code) {
            self.store.delete_code(&code).await;
        }
        let state = judged.game.public(id, judged.revision);
        Ok(json!({ "id": id, "seat": judged.answer, "state": state }))
    }

    async fn play(
        &self,
        id: &str,
        token: &Secret,
        ply: u64,
        record: &str,
    ) -> Result<Value, Refusal> {
        let first = self.read(id).await?;
        // A class room's game (a game never changes room): only while the class plays,
        // and not by a student the teacher removed; asked once a request, not again on a
        // retry of its write.
        if let Some(room) = &first.game.room {
            self.classes.check_move(room, token).await?;
        }
        let judged = self
            .judged(id, first, |game| referee::play(game, token, ply, record))
            .await?;
        Ok(json!({ "state": judged.game.public(id, judged.revision) }))
    }

    /// A resignation, an offer or an answer from `token`'s seat ([`referee::between`]).
    async fn between(
        &self,
        id: &str,
        token: &Secret,
        ply: u64,
        message: &str,
    ) -> Result<Value, Refusal> {
        let first = self.read(id).await?;
        let judged = self
            .judged(id, first, |game| {
                referee::between(game, token, ply, message).map(|after| Verdict::Store((), after))
            })
            .await?;
        Ok(json!({ "state": judged.game.public(id, judged.revision) }))
    }

    /// Game `id` as the referee (`judge`) has it after a request, starting from `read`.
    /// What it decides is stored only over the revision it judged: when another request
    /// (of this process or another) stored first, the game is read and judged again. Every
    /// process is told of a new revision.
    async fn judged<T>(
        &self,
        id: &str,
        mut read: Read,
        judge: impl Fn(&StoredGame) -> Result<Verdict<T, StoredGame>, Refusal>,
    ) -> Result<Judged<T>, Refusal> {
        for attempt in 0..WRITE_TRIES {
            if attempt > 0 {
                read = self.read(id).await?;
            }
            match judge(&read.game)? {
                Verdict::Unchanged(answer) => {
                    return Ok(Judged {
                        answer,
                        game: read.game,
                        revision: read.revision,
                        before: None,
                    })
                }
                Verdict::Store(answer, game) => {
                    if let Some(revision) = self.store.update_game(id, &game, read.revision).await?
                    {
                        self.changed(id, revision).await;
                        return Ok(Judged {
                            answer,
                            game,
                            revision,
                            before: Some(read.game),
                        });
                    }
                }
            }
        }
        Err(Refusal::Unavailable)
    }

    /// Tells every service process that `id` is stored at `revision`.
    async fn changed(&self, id: &str, revision: u64) {
        let _ = self
            .client
            .publish(format!("takaro.changed.{id}"), revision.to_string().into())
            .await;
    }

    /// Answers once the game's revision passes `after`, or one more watcher arrives, or
    /// after [`WAIT_FOR`]; with the count of its watchers.
    async fn wait(&self, id: &str, after: u64) -> Result<Value, Refusal> {
        if !is_game_id(id) {
            return Err(Refusal::NotFound);
        }
        let mut heard = self.waiters.listen(id);
        let mut arrivals = self.watched.listen(id);
        arrivals.mark_unchanged();
        let answer = tokio::select! {
            answer = self.wait_on(id, after, &mut heard) => answer,
            _ = arrivals.changed() => self.read(id).await,
        };
        self.waiters.stop_listening(id, heard);
        self.watched.stop_listening(id, arrivals);
        let read = answer?;
        let watching = self
            .watching
            .lock()
            .expect("watching")
            .count(id, Instant::now());
        Ok(json!({ "state": read.game.public(id, read.revision), "watching": watching }))
    }

    /// `connection` waits on game `id` as a player (here, or in another process): `true`
    /// when it was counted as a watcher, and then the game's waits answer with the count.
    fn unwatcher(&self, id: &str, connection: &str) -> bool {
        let gone = self
            .watching
            .lock()
            .expect("watching")
            .forget(id, connection);
        if gone {
            self.watched.tell(id, |arrived| {
                *arrived += 1;
                true
            });
        }
        gone
    }

    /// A watcher of game `id` waited (here, or in another process): `true` when it was
    /// not counted just before, and then the game's waits answer with the new count.
    fn watcher(&self, id: &str, connection: &str) -> bool {
        let new = self
            .watching
            .lock()
            .expect("watching")
            .seen(id, connection, Instant::now());
        if new {
            self.watched.tell(id, |arrived| {
                *arrived += 1;
                true
            });
        }
        new
    }

    async fn wait_on(
        &self,
        id: &str,
        after: u64,
        heard: &mut watch::Receiver<u64>,
    ) -> Result<Read, Refusal> {
        // A read that fails (a store just restarted) is not the answer: the wait goes on,
        // and a write heard meanwhile is read again.
        if let Ok(read) = self.read(id).await {
            if read.revision > after {
                return Ok(read);
            }
        }
        let deadline = tokio::time::Instant::now() + WAIT_FOR;
        let mut closing = self.closing.subscribe();
        loop {
            if *closing.borrow_and_update() {
                break;
            }
            tokio::select! {
                heard_of = heard.changed() => if heard_of.is_err() { break },
                _ = closing.changed() => break,
                _ = tokio::time::sleep_until(deadline) => break,
            }
            let target = *heard.borrow_and_update();
            if target <= after {
                continue;
            }
            // Written and acknowledged: read until the copy that answers has it too (a
            // cluster's replica may answer a moment behind the write's acknowledgement).
            for attempt in 1..=10u64 {
                let read = self.read(id).await?;
                if read.revision >= target {
                    return Ok(read);
                }
                tokio::time::sleep(Duration::from_millis(10 * attempt)).await;
            }
            break;
        }
        self.read(id).await
    }

    fn wake(&self, id: &str, revision: u64) {
        self.waiters.tell(id, |newest| {
            let newer = revision > *newest;
            *newest = (*newest).max(revision);
            newer
        });
    }
}

/// A request judged ([`Service::judged`]): the referee's answer, the game as it stands
/// and its revision, and the game before it when this request changed it.
struct Judged<T> {
    answer: T,
    game: StoredGame,
    revision: u64,
    before: Option<StoredGame>,
}
