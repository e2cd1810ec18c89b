//! Papa Tākaro's game service (the `takaro-service` binary, `src/main.rs`): referees live
//! games with the rules core and answers the NATS auth callout (docs/live.md).
//!
//! ```text
//! main.rs ── server.rs (NATS plumbing: requests in a queue group, callout, wake-ups)
//!              ├── callout.rs   (who a browser connection is, and its rights)
//!              ├── store.rs     (the buckets: compare-and-set writes)
//!              ├── limits.rs    (rate limits by key)
//!              ├── fresh.rs     (new ids, codes and secrets; the time)
//!              ├── referee.rs   (each game request judged: pure functions)
//!              │     ├── protocol.rs (requests and refusals)
//!              │     └── record.rs   (records read by the rules core)
//!              └── class_server.rs (class rooms' requests, waits and presence)
//!                    ├── class_protocol.rs (class rooms' requests)
//!                    └── room.rs   (each room request judged: pure functions; its
//!                                   games are made by referee.rs)
//! ```
//!
//! Class rooms: docs/class-protocol.md.

pub mod callout;
pub mod class_protocol;
pub mod class_server;
pub mod class_tournament;
pub mod fresh;
pub mod limits;
pub mod pairing;
pub mod protocol;
pub mod question;
pub mod record;
pub mod referee;
pub mod room;
pub mod room_game;
pub mod room_state;
pub mod server;
pub mod store;
pub mod verdict;
pub mod waiters;
pub mod watching;
