//! Class rooms' requests (docs/class-protocol.md) against the store, judged by
//! [`crate::room`]: every write a compare-and-set on the revision judged. A write is told
//! on `takaro.changed.<room>` as a game's is, and wakes the `class-wait`s of every
//! process. Presence is kept in memory: a student's `class-open`/`class-wait` marks them
//! seen here and on `takaro.seen.<room>` (the student's name), so every process knows;
//! a student seen in the last [`CONNECTED_FOR`] is connected, and one becoming connected
//! wakes the teacher's and the projector's waits.

use crate::class_protocol::{Action, ClassRequest};
use crate::class_tournament::{outcome_of, Outcomes};
use crate::fresh;
use crate::limits::{allowed, Limiter};
use crate::protocol::{Refusal, Secret, WAIT_FOR};
use crate::room::{self, Chance, Role, StoredRoom};
use crate::store::{is_game_id, CodeValue, RoomRead, Store};
use crate::verdict::{Verdict, WRITE_TRIES};
use crate::waiters::Waiters;
use async_nats::Client;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// How long a student counts as connected after their page last asked about the room
/// (a page asks at least every [`WAIT_FOR`]).
pub const CONNECTED_FOR: Duration = Duration::from_secs(40);
/// Tries at storing an answer (a class answering at once races for the room).
const ANSWER_TRIES: u64 = 24;

/// What the waits on one room have heard: its newest revision, and how many students
/// have become connected.
#[derive(Clone, Copy, Default, PartialEq, Eq)]
struct Heard {
    revision: u64,
    arrivals: u64,
}

pub struct ClassServer {
    client: Client,
    store: Store,
    creates: Arc<Mutex<Limiter>>,
    codes: Arc<Mutex<Limiter>>,
    waiters: Waiters<Heard>,
    /// Room → student's name → when last seen.
    seen: Mutex<HashMap<String, HashMap<String, Instant>>>,
    swept: Mutex<Instant>,
    closing: watch::Receiver<bool>,
}

impl ClassServer {
    /// `creates` and `codes` are the limiters of games made and codes typed, shared with
    /// live games; `closing` turns true when the process is asked to stop.
    pub fn new(
        client: Client,
        store: Store,
        creates: Arc<Mutex<Limiter>>,
        codes: Arc<Mutex<Limiter>>,
        closing: watch::Receiver<bool>,
    ) -> ClassServer {
        ClassServer {
            client,
            store,
            creates,
            codes,
            waiters: Waiters::new(),
            seen: Mutex::new(HashMap::new()),
            swept: Mutex::new(Instant::now()),
            closing,
        }
    }

    pub async fn answer(&self, connection: &str, request: ClassRequest) -> Result<Value, Refusal> {
        match request {
            ClassRequest::New {
                game,
                start,
                level,
                teacher,
            } => {
                if !allowed(&self.creates, connection) {
                    return Err(Refusal::TooMany);
                }
                self.create(&game, &start, &level, &teacher).await
            }
            ClassRequest::Join { code, token } => {
                // Counted with live games' codes, right or wrong.
                if !allowed(&self.codes, connection) {
                    return Err(Refusal::TooMany);
                }
                self.join(&code, &token).await
            }
            ClassRequest::Open { room, key } => {
                let (read, role) = self.read_as(&room, &key).await?;
                self.mark_seen(&room, &read.room, role).await;
                Ok(json!({ "role": role.name(), "state": self.state(&room, &read, role) }))
            }
            ClassRequest::Wait { room, key, after } => self.wait(&room, &key, after).await,
            ClassRequest::Name { room, token } => self.rename(&room, &token).await,
            ClassRequest::Teach {
                room,
                teacher,
                action,
            } => self.teach(&room, &teacher, &action).await,
            ClassRequest::Answer {
                room,
                token,
                question,
                mv,
            } => self.take_answer(&room, &token, question, &mv).await,
        }
    }

    async fn read(&self, id: &str) -> Result<RoomRead, Refusal> {
        self.store.room(id).await?.ok_or(Refusal::NotFound)
    }

    /// The room and the role `key` has in it. A room or key not found is read again a
    /// few times first: on a cluster, the copy that answers a read may be a moment behind
    /// a write just acknowledged (a student opening the room right after joining it).
    async fn read_as(&self, id: &str, key: &Secret) -> Result<(RoomRead, Role), Refusal> {
        let mut attempt = 0;
        loop {
            let found = self.read(id).await.and_then(|read| {
                let role = read.room.role_of(key)?;
                Ok((read, role))
            });
            attempt += 1;
            match found {
                Err(Refusal::NotFound) if attempt < 8 => {
                    tokio::time::sleep(Duration::from_millis(10 * attempt)).await;
                }
                answer => return answer,
            }
        }
    }

    fn state(&self, id: &str, read: &RoomRead, role: Role) -> Value {
        let connected = |name: &str| self.connected(id, name);
        json!(read.room.public(id, read.revision, role, &connected))
    }

    async fn create(
        &self,
        game: &str,
        start: &str,
        level: &str,
        teacher: &Secret,
    ) -> Result<Value, Refusal> {
        let watch = fresh::secret();
        // Checked before a code is spent on it.
        room::new_room(game, start, level, teacher, &watch, "", 0)?;
        for _ in 0..WRITE_TRIES {
            let id = fresh::id();
            let code = fresh::code();
            let value = CodeValue {
                id: id.clone(),
                created: fresh::now(),
            };
            if self.store.create_class_code(&code, &value).await?.is_none() {
                continue;
            }
            let stored = room::new_room(game, start, level, teacher, &watch, &code, fresh::now())?;
            if let Some(revision) = self.store.create_room(&id, &stored).await? {
                let read = RoomRead {
                    room: stored,
                    revision,
                };
                return Ok(json!({
                    "room": id, "code": code, "watch": watch.as_str(),
                    "state": self.state(&id, &read, Role::Teacher),
                }));
            }
        }
        Err(Refusal::Unavailable)
    }

    async fn join(&self, code: &str, token: &Secret) -> Result<Value, Refusal> {
        let code = fresh::normal_code(code).ok_or(Refusal::BadCode)?;
        let value = self
            .store
            .class_code(&code)
            .await?
            .ok_or(Refusal::BadCode)?;
        let id = value.id;
        // A join racing another join is judged again on the room as it now is.
        let joined = async {
            let first = self.read(&id).await?;
            self.judged(&id, first, |room| {
                room::join(room, token, &mut fresh::below)
            })
            .await
        };
        let (student, read) = match joined.await {
            Err(Refusal::NotFound) => return Err(Refusal::BadCode),
            other => other?,
        };
        let role = Role::Student(student);
        self.mark_seen(&id, &read.room, role).await;
        Ok(json!({ "room": id, "state": self.state(&id, &read, role) }))
    }

    async fn rename(&self, id: &str, token: &Secret) -> Result<Value, Refusal> {
        let first = self.read(id).await?;
        let ((), read) = self
            .judged(id, first, |room| {
                let renamed = room::rename(room, token, &mut fresh::below)?;
                Ok(Verdict::Store((), renamed))
            })
            .await?;
        let role = read.room.role_of(token)?;
        self.mark_seen(id, &read.room, role).await;
        Ok(json!({ "state": self.state(id, &read, role) }))
    }

    /// Room `id` as [`crate::room`] (`judge`) has it after a request, starting from
    /// `read`: what it decides is stored only over the revision it judged, else the room
    /// is read and judged again. Every process is told of a new revision. With the
    /// judge's answer.
    async fn judged<A>(
        &self,
        id: &str,
        mut read: RoomRead,
        mut judge: impl FnMut(&StoredRoom) -> Result<Verdict<A, StoredRoom>, Refusal>,
    ) -> Result<(A, RoomRead), Refusal> {
        for attempt in 0..WRITE_TRIES {
            if attempt > 0 {
                read = self.read(id).await?;
            }
            match judge(&read.room)? {
                Verdict::Unchanged(answer) => return Ok((answer, read)),
                Verdict::Store(answer, room) => {
                    if let Some(revision) = self.store.update_room(id, &room, read.revision).await?
                    {
                        self.changed(id, revision).await;
                        return Ok((answer, RoomRead { room, revision }));
                    }
                }
            }
        }
        Err(Refusal::Unavailable)
    }

    /// A student's answer to the class's question, checked by the rules core.
    async fn take_answer(
        &self,
        id: &str,
        token: &Secret,
        number: u32,
        mv: &str,
    ) -> Result<Value, Refusal> {
        // A whole class answers at once: a write that lost the race waits a moment, a
        // little longer each time and never in step with the others, before trying again.
        for attempt in 0..ANSWER_TRIES {
            if attempt > 0 {
                let pause = 5 * attempt + fresh::below(20) as u64;
                tokio::time::sleep(Duration::from_millis(pause)).await;
            }
            let (read, _) = self.read_as(id, token).await?;
            let student = room::student_place(&read.room, token)?;
            let answered = room::answer(&read.room, student, number, mv)?;
            let role = Role::Student(student);
            if answered == read.room {
                return Ok(json!({ "state": self.state(id, &read, role) }));
            }
            let Some(revision) = self.store.update_room(id, &answered, read.revision).await? else {
                continue;
            };
            self.changed(id, revision).await;
            let read = RoomRead {
                room: answered,
                revision,
            };
            self.mark_seen(id, &read.room, role).await;
            return Ok(json!({ "state": self.state(id, &read, role) }));
        }
        Err(Refusal::Unavailable)
    }

    /// The outcomes of a running tournament's games, each read from the store and judged
    /// by the rules core (none when no tournament runs; a game that cannot be read counts
    /// as unfinished).
    async fn tournament_outcomes(&self, room: &StoredRoom) -> Outcomes {
        let mut outcomes = Outcomes::new();
        let Some(tournament) = room.tournament.as_ref().filter(|t| !t.finished()) else {
            return outcomes;
        };
        for game in room
            .games
            .iter()
            .filter(|g| g.round >= tournament.first_round)
        {
            if let Ok(Some(read)) = self.store.game(&game.id).await {
                let stored = read.game;
                if let Some(outcome) = outcome_of(&stored.game, &stored.start, &stored.record) {
                    outcomes.insert(game.id.clone(), outcome);
                }
            }
        }
        outcomes
    }

    async fn teach(&self, id: &str, teacher: &Secret, action: &Action) -> Result<Value, Refusal> {
        let mut read = self.read(id).await?;
        for _ in 0..WRITE_TRIES {
            // Only a new round counts a tournament's games (reading each from the store).
            let outcomes = if matches!(action, Action::Next | Action::Pair(_)) {
                self.tournament_outcomes(&read.room).await
            } else {
                Outcomes::new()
            };
            let taught = room::teach(
                &read.room,
                id,
                teacher,
                action,
                Chance {
                    draw: &mut fresh::below,
                    new_id: &mut fresh::id,
                    now: fresh::now(),
                },
                &outcomes,
            )?;
            if taught.room == read.room {
                return Ok(json!({ "state": self.state(id, &read, Role::Teacher) }));
            }
            // The round's games first: the room names them only once they exist.
            for (game_id, game) in &taught.games {
                if self.store.create_game(game_id, game).await?.is_none() {
                    return Err(Refusal::Unavailable);
                }
            }
            match self
                .store
                .update_room(id, &taught.room, read.revision)
                .await?
            {
                Some(revision) => {
                    self.changed(id, revision).await;
                    if taught.room.ended {
                        self.store.delete_class_code(&taught.room.code).await;
                    }
                    let read = RoomRead {
                        room: taught.room,
                        revision,
                    };
                    return Ok(json!({ "state": self.state(id, &read, Role::Teacher) }));
                }
                None => {
                    // The round's games were made for a room that changed meanwhile: no
                    // one will ever be sent to them.
                    for (game_id, _) in &taught.games {
                        self.store.delete_game(game_id).await;
                    }
                    // Another change came first: judged again if it was a student's,
                    // refused if it was the teacher's own (from another tab or device).
                    let now = self.read(id).await?;
                    if now.room.teacher_changed(&read.room) {
                        return Err(Refusal::Busy);
                    }
                    read = now;
                }
            }
        }
        Err(Refusal::Busy)
    }

    /// Whether a move by `token` in a game of room `id` may be judged; a room that has
    /// expired has ended. A refused move is counted in the room (best effort).
    pub async fn check_move(&self, id: &str, token: &Secret) -> Result<(), Refusal> {
        let Some(read) = self.store.room(id).await? else {
            return Err(Refusal::Ended);
        };
        let refusal = match room::check_move(&read.room, token) {
            Ok(()) => return Ok(()),
            Err(refusal) => refusal,
        };
        let mut read = read;
        for _ in 0..3 {
            let mut counted = read.room.clone();
            counted.refused += 1;
            if let Ok(Some(revision)) = self.store.update_room(id, &counted, read.revision).await {
                self.changed(id, revision).await;
                break;
            }
            match self.store.room(id).await {
                Ok(Some(again)) => read = again,
                _ => break,
            }
        }
        Err(refusal)
    }

    /// Tells every service process that room `id` is stored at `revision`.
    async fn changed(&self, id: &str, revision: u64) {
        let _ = self
            .client
            .publish(format!("takaro.changed.{id}"), revision.to_string().into())
            .await;
    }

    /// A student's page asked about the room: seen now, here and in every process.
    async fn mark_seen(&self, id: &str, room: &StoredRoom, role: Role) {
        let Role::Student(i) = role else { return };
        let name = room.students[i].name.clone();
        self.seen(id, &name);
        let _ = self
            .client
            .publish(format!("takaro.seen.{id}"), name.into_bytes().into())
            .await;
    }

    /// Student `name` of room `id` was seen now (here, or by another process); their
    /// becoming connected wakes the room's waits.
    pub fn seen(&self, id: &str, name: &str) {
        let now = Instant::now();
        let arrived = {
            let mut seen = self.seen.lock().expect("seen");
            let mut swept = self.swept.lock().expect("swept");
            if now.saturating_duration_since(*swept) > Duration::from_secs(60) {
                *swept = now;
                seen.retain(|_, students| {
                    students.retain(|_, at| now.saturating_duration_since(*at) < CONNECTED_FOR);
                    !students.is_empty()
                });
            }
            let at = seen
                .entry(id.to_string())
                .or_default()
                .insert(name.to_string(), now);
            at.is_none_or(|at| now.saturating_duration_since(at) >= CONNECTED_FOR)
        };
        if arrived {
            self.waiters.tell(id, |heard| {
                heard.arrivals += 1;
                true
            });
        }
    }

    fn connected(&self, id: &str, name: &str) -> bool {
        self.seen
            .lock()
            .expect("seen")
            .get(id)
            .and_then(|students| students.get(name))
            .is_some_and(|at| at.elapsed() < CONNECTED_FOR)
    }

    /// Room `id` is stored at `revision` (heard on `takaro.changed.<id>`).
    pub fn wake(&self, id: &str, revision: u64) {
        self.waiters.tell(id, |heard| {
            let newer = revision > heard.revision;
            heard.revision = heard.revision.max(revision);
            newer
        });
    }

    /// Answers once the room's revision passes `after` (or, for the teacher and the
    /// projector, once a student becomes connected), or after
    /// [`WAIT_FOR`], with the room as it is then.
    async fn wait(&self, id: &str, key: &Secret, after: u64) -> Result<Value, Refusal> {
        if !is_game_id(id) {
            return Err(Refusal::NotFound);
        }
        let mut heard = self.waiters.listen(id);
        let answer = self.wait_on(id, key, after, &mut heard).await;
        self.waiters.stop_listening(id, heard);
        let read = answer?;
        // Judged on the room as it is now: a student removed meanwhile is refused.
        let (read, role) = match read.room.role_of(key) {
            Ok(role) => (read, role),
            Err(_) => self.read_as(id, key).await?,
        };
        Ok(json!({ "role": role.name(), "state": self.state(id, &read, role) }))
    }

    async fn wait_on(
        &self,
        id: &str,
        key: &Secret,
        after: u64,
        heard: &mut watch::Receiver<Heard>,
    ) -> Result<RoomRead, Refusal> {
        let read = self.read(id).await?;
        let role = read.room.role_of(key)?;
        self.mark_seen(id, &read.room, role).await;
        if read.revision > after {
            return Ok(read);
        }
        // A student's own page need not hear of others arriving.
        let wakes_on_arrivals = !matches!(role, Role::Student(_));
        heard.borrow_and_update();
        let deadline = tokio::time::Instant::now() + WAIT_FOR;
        let mut closing = self.closing.clone();
        loop {
            if *closing.borrow_and_update() {
                break;
            }
            let before = *heard.borrow();
            tokio::select! {
                heard_of = heard.changed() => if heard_of.is_err() { break },
                _ = closing.changed() => break,
                _ = tokio::time::sleep_until(deadline) => break,
            }
            let now = *heard.borrow_and_update();
            if now.revision > after {
                // Written and acknowledged: read until the copy that answers has it too.
                for attempt in 1..=10u64 {
                    let read = self.read(id).await?;
                    if read.revision >= now.revision {
                        return Ok(read);
                    }
                    tokio::time::sleep(Duration::from_millis(10 * attempt)).await;
                }
                break;
            }
            if wakes_on_arrivals && now.arrivals != before.arrivals {
                break;
            }
        }
        self.read(id).await
    }
}
