//! What a browser may ask about class rooms (docs/class-protocol.md, the contract), on
//! the same subjects and with the same replies as live games ([`crate::protocol`]):
//!
//! | verb          | request                                     | ok                         |
//! |---------------|---------------------------------------------|----------------------------|
//! | `class-new`   | `{game, start, level, teacher}`             | `{room, code, watch, state}` |
//! | `class-join`  | `{code, token}`                             | `{room, state}`            |
//! | `class-open`  | `{room, key}`                               | `{role, state}`            |
//! | `class-wait`  | `{room, key, after}`                        | `{role, state}`            |
//! | `class-name`  | `{room, token}`                             | `{state}`                  |
//! | `class-teach` | `{room, teacher, action, student?, pairs?, position?, system?, rounds?}` | `{state}` |
//! | `class-answer`| `{room, token, question, move}`             | `{state}`                  |

use crate::class_tournament::System;
use crate::protocol::{Refusal, Secret};
use serde::Deserialize;

/// The most students a room takes.
pub const MAX_STUDENTS: usize = 40;

/// A class room request, read from its verb and body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassRequest {
    New {
        game: String,
        start: String,
        level: String,
        teacher: Secret,
    },
    Join {
        code: String,
        token: Secret,
    },
    /// `key`: the teacher's secret, a student's token or the watch secret.
    Open {
        room: String,
        key: Secret,
    },
    Wait {
        room: String,
        key: Secret,
        after: u64,
    },
    /// Another generated name for the student.
    Name {
        room: String,
        token: Secret,
    },
    Teach {
        room: String,
        teacher: Secret,
        action: Action,
    },
    /// A student's move for the class's question `question`.
    Answer {
        room: String,
        token: Secret,
        question: u32,
        mv: String,
    },
}

/// What the teacher does to the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// A new round: by hand (`Some`: each pair's first name takes the first seat) or
    /// random pairs and sides (`None`).
    Pair(Option<Vec<[String; 2]>>),
    /// A new round of random pairs, each student on the side they have played less.
    Next,
    Pause,
    Resume,
    Lock,
    Unlock,
    End,
    /// The student of that name.
    Remove(String),
    /// A question to the class on the position of this game link.
    Ask(String),
    /// Answering closes; the class's answers are shown.
    Show,
    /// The best move is told as well.
    Reveal,
    /// The question ends: the students go back to their games.
    Done,
    /// A class tournament of the students present, and its first round.
    Tournament {
        system: System,
        rounds: u32,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewBody {
    game: String,
    start: String,
    level: String,
    teacher: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    code: String,
    token: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpenBody {
    room: String,
    key: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WaitBody {
    room: String,
    key: Secret,
    after: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NameBody {
    room: String,
    token: Secret,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TeachBody {
    room: String,
    teacher: Secret,
    action: String,
    #[serde(default)]
    student: Option<String>,
    #[serde(default)]
    pairs: Option<Vec<[String; 2]>>,
    #[serde(default)]
    position: Option<String>,
    #[serde(default)]
    system: Option<String>,
    #[serde(default)]
    rounds: Option<u32>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AnswerBody {
    room: String,
    token: Secret,
    question: u32,
    #[serde(rename = "move")]
    mv: String,
}

/// The longest move text an answer takes (`Tf5>n` is five letters).
const MAX_MOVE: usize = 8;

/// Whether `level` may be kept: the computer's level, opaque to the service, but short
/// letters or digits only (never free text).
fn is_level(level: &str) -> bool {
    (1..=8).contains(&level.len()) && level.bytes().all(|b| b.is_ascii_alphanumeric())
}

impl ClassRequest {
    /// Whether `verb` is a class room's.
    pub fn is_class_verb(verb: &str) -> bool {
        verb.starts_with("class-")
    }

    /// Reads a request from its subject's verb and its body.
    ///
    /// # Errors
    /// [`Refusal::BadRequest`] for an unknown verb or a body that is not the verb's.
    pub fn parse(verb: &str, body: &[u8]) -> Result<ClassRequest, Refusal> {
        fn read<'a, T: Deserialize<'a>>(body: &'a [u8]) -> Result<T, Refusal> {
            serde_json::from_slice(body).map_err(|_| Refusal::BadRequest)
        }
        Ok(match verb {
            "class-new" => {
                let b: NewBody = read(body)?;
                if !is_level(&b.level) {
                    return Err(Refusal::BadRequest);
                }
                ClassRequest::New {
                    game: b.game,
                    start: b.start,
                    level: b.level,
                    teacher: b.teacher,
                }
            }
            "class-join" => {
                let b: JoinBody = read(body)?;
                ClassRequest::Join {
                    code: b.code,
                    token: b.token,
                }
            }
            "class-open" => {
                let b: OpenBody = read(body)?;
                ClassRequest::Open {
                    room: b.room,
                    key: b.key,
                }
            }
            "class-wait" => {
                let b: WaitBody = read(body)?;
                ClassRequest::Wait {
                    room: b.room,
                    key: b.key,
                    after: b.after,
                }
            }
            "class-name" => {
                let b: NameBody = read(body)?;
                ClassRequest::Name {
                    room: b.room,
                    token: b.token,
                }
            }
            "class-teach" => {
                let b: TeachBody = read(body)?;
                let action = match (b.action.as_str(), b.student, b.pairs) {
                    ("ask", None, None) if b.system.is_none() && b.rounds.is_none() => {
                        Action::Ask(b.position.ok_or(Refusal::BadRequest)?)
                    }
                    ("tournament", None, None) if b.position.is_none() => Action::Tournament {
                        system: b
                            .system
                            .as_deref()
                            .and_then(System::from_code)
                            .ok_or(Refusal::BadRequest)?,
                        rounds: b.rounds.unwrap_or(0),
                    },
                    _ if b.position.is_some() || b.system.is_some() || b.rounds.is_some() => {
                        return Err(Refusal::BadRequest)
                    }
                    ("show", None, None) => Action::Show,
                    ("reveal", None, None) => Action::Reveal,
                    ("done", None, None) => Action::Done,
                    ("pair", None, pairs) => {
                        if pairs.as_ref().is_some_and(|p| p.len() > MAX_STUDENTS) {
                            return Err(Refusal::BadRequest);
                        }
                        Action::Pair(pairs)
                    }
                    ("next", None, None) => Action::Next,
                    ("pause", None, None) => Action::Pause,
                    ("resume", None, None) => Action::Resume,
                    ("lock", None, None) => Action::Lock,
                    ("unlock", None, None) => Action::Unlock,
                    ("end", None, None) => Action::End,
                    ("remove", Some(student), None) => Action::Remove(student),
                    _ => return Err(Refusal::BadRequest),
                };
                ClassRequest::Teach {
                    room: b.room,
                    teacher: b.teacher,
                    action,
                }
            }
            "class-answer" => {
                let b: AnswerBody = read(body)?;
                if b.mv.is_empty() || b.mv.len() > MAX_MOVE {
                    return Err(Refusal::BadRequest);
                }
                ClassRequest::Answer {
                    room: b.room,
                    token: b.token,
                    question: b.question,
                    mv: b.mv,
                }
            }
            _ => return Err(Refusal::BadRequest),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: &str = "abcdefghijklmnopqrstuv";

    #[test]
    fn teach_actions_take_only_their_own_fields() {
        let teach = |rest: &str| {
            let body = format!(r#"{{"room":"r","teacher":"{KEY}",{rest}}}"#);
            ClassRequest::parse("class-teach", body.as_bytes())
        };
        assert!(matches!(
            teach(r#""action":"remove","student":"Tūī Mā""#),
            Ok(ClassRequest::Teach { action: Action::Remove(name), .. }) if name == "Tūī Mā"
        ));
        assert!(matches!(
            teach(r#""action":"pair","pairs":[["a","b"]]"#),
            Ok(ClassRequest::Teach {
                action: Action::Pair(Some(_)),
                ..
            })
        ));
        assert_eq!(
            teach(r#""action":"remove""#),
            Err(Refusal::BadRequest),
            "remove names a student"
        );
        assert_eq!(
            teach(r#""action":"pause","student":"x""#),
            Err(Refusal::BadRequest)
        );
        assert_eq!(teach(r#""action":"delete""#), Err(Refusal::BadRequest));
        assert_eq!(
            teach(r#""action":"pair","pairs":[["a"]]"#),
            Err(Refusal::BadRequest)
        );
    }

    #[test]
    fn a_level_is_short_letters_or_digits() {
        let new = |level: &str| {
            let body =
                format!(r#"{{"game":"kemu","start":"","level":"{level}","teacher":"{KEY}"}}"#);
            ClassRequest::parse("class-new", body.as_bytes())
        };
        assert!(new("3").is_ok());
        assert_eq!(new(""), Err(Refusal::BadRequest));
        assert_eq!(new("my name is"), Err(Refusal::BadRequest));
        assert_eq!(
            ClassRequest::parse("class-open", br#"{"room":"r","key":"short"}"#),
            Err(Refusal::BadRequest)
        );
        assert!(ClassRequest::is_class_verb("class-wait"));
        assert!(!ClassRequest::is_class_verb("wait"));
    }
}
