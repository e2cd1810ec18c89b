//! The Moeraki Kemu engine's web worker (built by Trunk as `worker.js`).

use gloo::worker::Registrable;
use papa_takaro::kemu::worker::EngineWorker;

fn main() {
    EngineWorker::registrar().register();
}
