//! The Moeraki Kemu engine in a web worker, so the page keeps responding while the
//! computer thinks. The page sends the game (compact record) and the level; the worker
//! answers with the move in notation.

use gloo::worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};
use takaro::core::kemu::Game;
use takaro::kemu_engine::{self, Clock, Level};

/// A request to think about a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineRequest {
    /// The game so far, in compact form.
    pub record: String,
    pub level: String,
    /// Thinking time in native-equivalent milliseconds.
    pub ms: u32,
    pub seed: u64,
}

/// The engine's answer: a move in notation, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EngineReply {
    pub mv: Result<String, String>,
    /// Time spent, in milliseconds.
    pub ms: f64,
    pub depth: u32,
}

/// Time in the worker, from `Date.now()`.
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> f64 {
        js_sys::Date::now() - self.0
    }
}

/// Works out a reply (also used directly when no worker can be started).
pub fn think(req: &EngineRequest) -> EngineReply {
    let clock = DateClock(js_sys::Date::now());
    let level = req.level.parse().unwrap_or(Level::Medium);
    let reply = Game::from_compact(&req.record)
        .map_err(|e| e.to_string())
        .and_then(|g| {
            kemu_engine::choose(g.position(), level, Some(req.ms), req.seed, &clock)
                .ok_or_else(|| "the game is over".to_string())
        });
    EngineReply {
        depth: reply.as_ref().map(|c| c.depth).unwrap_or(0),
        mv: reply.map(|c| c.mv.to_string()),
        ms: clock.elapsed_ms(),
    }
}

/// The worker itself.
pub struct EngineWorker;

impl Worker for EngineWorker {
    type Message = ();
    type Input = EngineRequest;
    type Output = EngineReply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        EngineWorker
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: ()) {}

    fn received(&mut self, scope: &WorkerScope<Self>, req: EngineRequest, id: HandlerId) {
        scope.respond(id, think(&req));
    }
}
