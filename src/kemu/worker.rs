//! The Moeraki Kemu engine in a web worker, so the page keeps responding while the
//! computer thinks. The worker says `ready` once its WebAssembly has started (a message
//! sent before then would be lost); the page then sends the game (compact record) and
//! the level as one line of text, and the worker answers with the move in notation.
//!
//! Plain text messages and a plain `Worker`, rather than a worker framework with a
//! binary codec: the first screen then carries no serialisation code (about 7 KB
//! gzipped less).

use takaro::core::kemu::{Game, MoveError};
use takaro::kemu_engine::{self, Clock, Level};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// The engine worker's loader, beside the page (built by Trunk).
const LOADER: &str = "worker_loader.js";

/// Why there is no reply when the browser will not start the worker (the page words it
/// in its language: `Notice::text`).
pub const COULD_NOT_START: &str = "the computer could not start";

/// The worker's first message: it is listening.
const READY: &str = "ready";

/// A request to think about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineRequest {
    /// The game so far, in compact form.
    pub record: String,
    pub level: Level,
    /// Thinking time in native-equivalent milliseconds.
    pub ms: u32,
    pub seed: u64,
}

impl EngineRequest {
    /// `<level> <ms> <seed> <record>`.
    pub fn to_message(&self) -> String {
        format!("{} {} {} {}", self.level, self.ms, self.seed, self.record)
    }

    pub fn from_message(text: &str) -> Result<EngineRequest, String> {
        let mut words = text.splitn(4, ' ');
        let mut next = |what: &str| words.next().ok_or(format!("the request has no {what}"));
        let level = next("level")?.parse().map_err(|e| format!("{e}"))?;
        let ms = next("time")?
            .parse()
            .map_err(|_| "the time is not a number".to_string())?;
        let seed = next("seed")?
            .parse()
            .map_err(|_| "the seed is not a number".to_string())?;
        let record = next("game")?.to_string();
        Ok(EngineRequest {
            record,
            level,
            ms,
            seed,
        })
    }
}

/// The engine's answer: a move in notation, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineReply {
    pub mv: Result<String, String>,
    /// The search depth reached.
    pub depth: u32,
}

impl EngineReply {
    /// `move <move> <depth>` or `error <why>`.
    pub fn to_message(&self) -> String {
        match &self.mv {
            Ok(mv) => format!("move {mv} {}", self.depth),
            Err(why) => format!("error {why}"),
        }
    }

    pub fn from_message(text: &str) -> EngineReply {
        let failed = |why: &str| EngineReply {
            mv: Err(why.to_string()),
            depth: 0,
        };
        match text.split_once(' ') {
            Some(("move", rest)) => match rest.split_once(' ') {
                Some((mv, depth)) => EngineReply {
                    mv: Ok(mv.to_string()),
                    depth: depth.parse().unwrap_or(0),
                },
                None => failed("the computer's answer has no depth"),
            },
            Some(("error", why)) => failed(why),
            _ => failed("the computer's answer could not be read"),
        }
    }
}

/// Time in the worker, from `Date.now()`.
struct DateClock(f64);

impl Clock for DateClock {
    fn elapsed_ms(&self) -> f64 {
        js_sys::Date::now() - self.0
    }
}

/// Works out a reply.
pub fn think(req: &EngineRequest) -> EngineReply {
    let clock = DateClock(js_sys::Date::now());
    let reply = Game::from_compact(&req.record)
        .map_err(|e| e.to_string())
        .and_then(|g| {
            kemu_engine::choose(g.position(), req.level, Some(req.ms), req.seed, &clock)
                .ok_or_else(|| MoveError::GameOver.to_string())
        });
    EngineReply {
        depth: reply.as_ref().map(|c| c.depth).unwrap_or(0),
        mv: reply.map(|c| c.mv.to_string()),
    }
}

/// The worker's side: answers every request it is sent (the worker bin's `main`).
pub fn serve() {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let responder = scope.clone();
    let on_request =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let request = e.data().as_string().unwrap_or_default();
            let reply = match EngineRequest::from_message(&request) {
                Ok(request) => think(&request),
                Err(why) => EngineReply {
                    mv: Err(why),
                    depth: 0,
                },
            };
            let _ = responder.post_message(&reply.to_message().into());
        });
    scope.set_onmessage(Some(on_request.as_ref().unchecked_ref()));
    on_request.forget();
    let _ = scope.post_message(&READY.into());
}

/// The computer thinking in its own worker. Dropping it stops the worker, and an
/// answer not yet given is never delivered.
pub struct EngineThread {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl EngineThread {
    /// Starts a worker on `request`; `on_reply` gets its answer (or why there is none).
    pub fn start(
        request: &EngineRequest,
        on_reply: impl Fn(EngineReply) + 'static,
    ) -> Option<EngineThread> {
        let worker = web_sys::Worker::new(LOADER).ok()?;
        let on_reply = std::rc::Rc::new(on_reply);
        let answer = on_reply.clone();
        let (asker, request) = (worker.clone(), request.to_message());
        let on_message =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                let text = e.data().as_string().unwrap_or_default();
                if text == READY {
                    let _ = asker.post_message(&request.as_str().into());
                } else {
                    answer(EngineReply::from_message(&text))
                }
            });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            on_reply(EngineReply {
                mv: Err(COULD_NOT_START.to_string()),
                depth: 0,
            })
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Some(EngineThread {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

impl Drop for EngineThread {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_round_trip_as_text() {
        let request = EngineRequest {
            record: "b1k-f6c3".to_string(),
            level: Level::Hard,
            ms: 400,
            seed: 12_345_678_901,
        };
        assert_eq!(request.to_message(), "hard 400 12345678901 b1k-f6c3");
        assert_eq!(
            EngineRequest::from_message(&request.to_message()),
            Ok(request)
        );
        assert!(EngineRequest::from_message("hard 400").is_err());
        assert!(EngineRequest::from_message("godlike 400 1 x").is_err());
        assert!(EngineRequest::from_message("hard soon 1 x").is_err());
    }

    #[test]
    fn replies_round_trip_as_text() {
        let moved = EngineReply {
            mv: Ok("e5".to_string()),
            depth: 7,
        };
        assert_eq!(moved.to_message(), "move e5 7");
        assert_eq!(EngineReply::from_message(&moved.to_message()), moved);
        let failed = EngineReply {
            mv: Err("the game is over".to_string()),
            depth: 0,
        };
        assert_eq!(EngineReply::from_message(&failed.to_message()), failed);
        assert!(EngineReply::from_message("gibberish").mv.is_err());
    }
}
