//! What a browser may ask of the game service, and how it is refused.
//!
//! A browser publishes a request (JSON) on `takaro.api.<connection>.<verb>`, where
//! `<connection>` is the 22-letter id its connection was authorised with (the only
//! subject of this kind it may publish on: [`crate::callout`]), and gets one reply:
//! `{"ok": …}` or `{"error": "<code>", "message": "<words>"}`.
//!
//! | verb     | request                               | ok                          |
//! |----------|---------------------------------------|-----------------------------|
//! | `create` | `{game, start, seat, token}`          | `{id, code, invite, state}` |
//! | `restore`| `{game, start, record, seat, token}`  | `{id, code, invite, state}` |
//! | `code`   | `{code, token}`                       | `{id, seat, state}`         |
//! | `claim`  | `{id, seat, invite, token}`           | `{id, seat, state}`         |
//! | `open`   | `{id, token?}`                        | `{id, seat?, state}`        |
//! | `move`   | `{id, token, ply, record}`            | `{state}`                   |
//! | `wait`   | `{id, after, watch?}`                 | `{state, watching}`         |
//! | `between`| `{id, token, ply, message}`           | `{state}`                   |
//!
//! `token` is the seat's secret (made in the browser, 22 letters or more); the service
//! keeps only its SHA-256. `invite` is the invitation link's secret for the open seat.
//! `wait` answers when the game's revision passes `after`, or after
//! [`WAIT_FOR`] with the state as it is; a watcher's page says `watch: true`, and every
//! wait's answer counts the watchers (`watching`, [`crate::watching`]), answering at once
//! when one more arrives. `between` carries what friends send each other
//! besides moves (`resign`, `offer-takeback`, `accept-draw`, …: `takaro_core::between`),
//! judged for the seat whose token it is, at the game's `ply`.
//!
//! Class rooms' verbs (`class-…`) are read by [`crate::class_protocol`].

use serde::Deserialize;
use std::fmt;
use std::time::Duration;

/// The longest a `wait` (or `class-wait`) is held before it is answered as it stands.
pub const WAIT_FOR: Duration = Duration::from_secs(15);

/// A request, read from its verb and body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Create {
        game: String,
        start: String,
        seat: String,
        token: Secret,
    },
    /// A game the server no longer has, put back from the device that has it.
    Restore {
        game: String,
        start: String,
        record: String,
        seat: String,
        token: Secret,
    },
    Code {
        code: String,
        token: Secret,
    },
    Claim {
        id: String,
        seat: String,
        invite: Secret,
        token: Secret,
    },
    Open {
        id: String,
        token: Option<Secret>,
    },
    Move {
        id: String,
        token: Secret,
        ply: u64,
        record: String,
    },
    Wait {
        id: String,
        after: u64,
        watch: bool,
    },
    Between {
        id: String,
        token: Secret,
        ply: u64,
        message: String,
    },
}

/// A secret a browser shows (a seat's token, an invitation): URL-safe letters, 22 to 64.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Secret(String);

impl Secret {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

impl TryFrom<String> for Secret {
    type Error = &'static str;
    fn try_from(text: String) -> Result<Secret, &'static str> {
        if is_url_safe(&text, 22..=64) {
            Ok(Secret(text))
        } else {
            Err("a secret is 22 to 64 URL-safe letters")
        }
    }
}

/// Whether `text` is URL-safe base 64 letters, of a length in `lengths`.
pub fn is_url_safe(text: &str, lengths: std::ops::RangeInclusive<usize>) -> bool {
    lengths.contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateBody {
    game: String,
    start: String,
    seat: String,
    token: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RestoreBody {
    game: String,
    start: String,
    record: String,
    seat: String,
    token: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CodeBody {
    code: String,
    token: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimBody {
    id: String,
    seat: String,
    invite: Secret,
    token: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpenBody {
    id: String,
    #[serde(default)]
    token: Option<Secret>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveBody {
    id: String,
    token: Secret,
    ply: u64,
    record: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BetweenBody {
    id: String,
    token: Secret,
    ply: u64,
    message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WaitBody {
    id: String,
    after: u64,
    #[serde(default)]
    watch: bool,
}

impl Request {
    /// Reads a request from its subject's verb and its body.
    ///
    /// # Errors
    /// [`Refusal::BadRequest`] for an unknown verb or a body that is not the verb's.
    pub fn parse(verb: &str, body: &[u8]) -> Result<Request, Refusal> {
        fn read<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Result<T, Refusal> {
            serde_json::from_slice(body).map_err(|_| Refusal::BadRequest)
        }
        Ok(match verb {
            "create" => {
                let b: CreateBody = read(body)?;
                Request::Create {
                    game: b.game,
                    start: b.start,
                    seat: b.seat,
                    token: b.token,
                }
            }
            "restore" => {
                let b: RestoreBody = read(body)?;
                Request::Restore {
                    game: b.game,
                    start: b.start,
                    record: b.record,
                    seat: b.seat,
                    token: b.token,
                }
            }
            "code" => {
                let b: CodeBody = read(body)?;
                Request::Code {
                    code: b.code,
                    token: b.token,
                }
            }
            "claim" => {
                let b: ClaimBody = read(body)?;
                Request::Claim {
                    id: b.id,
                    seat: b.seat,
                    invite: b.invite,
                    token: b.token,
                }
            }
            "open" => {
                let b: OpenBody = read(body)?;
                Request::Open {
                    id: b.id,
                    token: b.token,
                }
            }
            "move" => {
                let b: MoveBody = read(body)?;
                Request::Move {
                    id: b.id,
                    token: b.token,
                    ply: b.ply,
                    record: b.record,
                }
            }
            "wait" => {
                let b: WaitBody = read(body)?;
                Request::Wait {
                    id: b.id,
                    after: b.after,
                    watch: b.watch,
                }
            }
            "between" => {
                let b: BetweenBody = read(body)?;
                Request::Between {
                    id: b.id,
                    token: b.token,
                    ply: b.ply,
                    message: b.message,
                }
            }
            _ => return Err(Refusal::BadRequest),
        })
    }
}

/// Why the service refused a request. Its [`Refusal::code`] is what the page reads; its
/// `Display` is for people reading the reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Not a request of this service.
    BadRequest,
    /// No game has that id (never made, or expired).
    NotFound,
    /// No open game has that code (mistyped, taken, or expired).
    BadCode,
    /// The seat belongs to another device, or the invitation is not this game's.
    SeatTaken,
    /// The game has gone on without this move.
    MovedOn,
    /// The rules do not allow the move, or the record is not the game's.
    Illegal(String),
    /// Larger than any legal game.
    TooBig,
    /// Too many requests from this connection: wait and try again.
    TooMany,
    /// The server's store is full.
    Full,
    /// The store did not answer.
    Unavailable,
    /// The class room takes no new students (locked, or ended).
    Locked,
    /// This device was removed from the class room.
    Removed,
    /// A move while the class is paused.
    Paused,
    /// The class has ended.
    Ended,
    /// Two changes to a class room raced, and this one lost.
    Busy,
}

impl Refusal {
    pub fn code(&self) -> &'static str {
        match self {
            Refusal::BadRequest => "bad-request",
            Refusal::NotFound => "not-found",
            Refusal::BadCode => "bad-code",
            Refusal::SeatTaken => "seat-taken",
            Refusal::MovedOn => "moved-on",
            Refusal::Illegal(_) => "illegal",
            Refusal::TooBig => "too-big",
            Refusal::TooMany => "refused",
            Refusal::Full => "full",
            Refusal::Unavailable => "unreachable",
            Refusal::Locked => "locked",
            Refusal::Removed => "removed",
            Refusal::Paused => "paused",
            Refusal::Ended => "ended",
            Refusal::Busy => "busy",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::BadRequest => write!(f, "not a request this service knows"),
            Refusal::NotFound => write!(f, "no game has that id"),
            Refusal::BadCode => write!(f, "no open game has that code"),
            Refusal::SeatTaken => write!(f, "that side belongs to another device"),
            Refusal::MovedOn => write!(f, "the game has gone on without this move"),
            Refusal::Illegal(why) => write!(f, "{why}"),
            Refusal::TooBig => write!(f, "larger than any legal game"),
            Refusal::TooMany => write!(f, "too many requests: wait a moment and try again"),
            Refusal::Full => write!(f, "the server's store is full"),
            Refusal::Unavailable => write!(f, "the store did not answer"),
            Refusal::Locked => write!(f, "the class takes no new students"),
            Refusal::Removed => write!(f, "this device was removed from the class"),
            Refusal::Paused => write!(f, "the class is paused"),
            Refusal::Ended => write!(f, "the class has ended"),
            Refusal::Busy => write!(f, "another change came first: look again"),
        }
    }
}

impl std::error::Error for Refusal {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_read_by_their_verb() {
        let token = "abcdefghijklmnopqrstuv";
        let body = format!(r#"{{"id":"x","token":"{token}","ply":3,"record":"record=1"}}"#);
        assert!(matches!(
            Request::parse("move", body.as_bytes()),
            Ok(Request::Move { ply: 3, .. })
        ));
        assert_eq!(
            Request::parse("delete", body.as_bytes()),
            Err(Refusal::BadRequest)
        );
        assert_eq!(
            Request::parse("wait", body.as_bytes()),
            Err(Refusal::BadRequest)
        );
        let short = r#"{"id":"x","token":"short","ply":3,"record":""}"#;
        assert_eq!(
            Request::parse("move", short.as_bytes()),
            Err(Refusal::BadRequest)
        );
        let huge_ply = format!(r#"{{"id":"x","token":"{token}","ply":-1,"record":""}}"#);
        assert_eq!(
            Request::parse("move", huge_ply.as_bytes()),
            Err(Refusal::BadRequest)
        );
    }
}
