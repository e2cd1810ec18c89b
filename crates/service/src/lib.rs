//! Papa Tākaro's game service (the `takaro-service` binary, `src/main.rs`): referees live
//! games with the rules core and answers the NATS auth callout (docs/live.md).
//!
//! ```text
//! main.rs ── server.rs (NATS plumbing: requests in a queue group, callout, wake-ups)
//!              ├── callout.rs   (who a browser connection is, and its rights)
//!              ├── store.rs     (the bucket: compare-and-set writes)
//!              ├── limits.rs    (rate limits by key)
//!              └── referee.rs   (each request judged: pure functions)
//!                    ├── protocol.rs (requests and refusals)
//!                    └── record.rs   (records read by the rules core)
//! ```

pub mod callout;
pub mod limits;
pub mod protocol;
pub mod record;
pub mod referee;
pub mod server;
pub mod store;
