//! The Moeraki Kemu engine's web worker (built by Trunk as `worker.js`).

fn main() {
    papa_takaro::kemu::worker::serve();
}
