//! A question to the whole class (docs/class-protocol.md, "Ask the class"): one position
//! on every student's device, each student's one move checked by the rules core, and what
//! each role may see of the answers. Pure: the room ([`crate::room`]) keeps the question
//! and asks it to judge each change.

use crate::protocol::Refusal;
use crate::record::{GameKind, Played, RecordError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The longest position link a question takes: a long Kemu game's record fits, and the
/// teacher's state (with 40 names and answers and 60 games) still fits one NATS message.
pub const MAX_LINK: usize = 1024;

/// How far the question has gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// Students answer (and may change their answer).
    Open,
    /// Answering is closed; the projector shows how the class answered.
    Shown,
    /// The best move is told as well.
    Revealed,
}

/// The room's question as the bucket keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredQuestion {
    /// Numbered from 1 in the room: an answer names the question it answers.
    pub number: u32,
    /// The position: a game link of the room's game (`record=…`; for Mū tōrere `rules=…`,
    /// and `position=…` for a set-up position).
    pub link: String,
    pub stage: Stage,
    /// Each student's answer, by their place in the room: the move as the rules core
    /// writes it.
    pub answers: BTreeMap<usize, String>,
}

/// What a device sees of the question.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PublicQuestion {
    pub number: u32,
    pub link: String,
    pub stage: Stage,
    /// How many students have answered.
    pub answered: usize,
    /// Each move chosen and how many chose it (the teacher always; the projector once
    /// shown). Never a name.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answers: Option<Vec<Tally>>,
    /// Who chose what, by generated name (the teacher only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<BTreeMap<String, String>>,
    /// This student's own answer (students only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub yours: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tally {
    #[serde(rename = "move")]
    pub mv: String,
    pub count: usize,
}

/// Whom the question is shown to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    Teacher,
    Student(usize),
    Watch,
}

fn illegal(e: RecordError) -> Refusal {
    match e {
        RecordError::Illegal(why) => Refusal::Illegal(why),
        other => Refusal::Illegal(other.to_string()),
    }
}

/// The position of `link` in a game of `kind`, read by the rules core, when a side is to
/// move there.
fn position(kind: GameKind, link: &str) -> Result<Played, Refusal> {
    if link.len() > MAX_LINK {
        return Err(Refusal::TooBig);
    }
    let played = Played::read(kind, link).map_err(illegal)?;
    if played.seat_to_move().is_none() {
        return Err(Refusal::Illegal(
            "the game is over: there is no move to choose".into(),
        ));
    }
    Ok(played)
}

/// Question `number` on `link`, a position of a game of `kind`.
///
/// # Errors
/// [`Refusal::Illegal`] for a link that is not a position of that game with a move to
/// make, [`Refusal::TooBig`] past [`MAX_LINK`].
pub fn ask(kind: GameKind, number: u32, link: &str) -> Result<StoredQuestion, Refusal> {
    position(kind, link)?;
    Ok(StoredQuestion {
        number,
        link: link.to_string(),
        stage: Stage::Open,
        answers: BTreeMap::new(),
    })
}

impl StoredQuestion {
    /// The question after the student at place `student` answers question `number` with
    /// `mv` (a game of `kind`).
    ///
    /// # Errors
    /// [`Refusal::MovedOn`] when this is not question `number` or it is no longer open,
    /// [`Refusal::Illegal`] for a move the rules do not allow there.
    pub fn answered(
        &self,
        kind: GameKind,
        student: usize,
        number: u32,
        mv: &str,
    ) -> Result<StoredQuestion, Refusal> {
        if self.number != number || self.stage != Stage::Open {
            return Err(Refusal::MovedOn);
        }
        let chosen = position(kind, &self.link)?.answer(mv).map_err(illegal)?;
        let mut next = self.clone();
        next.answers.insert(student, chosen);
        Ok(next)
    }

    /// The question moved on to `stage`.
    ///
    /// # Errors
    /// [`Refusal::BadRequest`] when it is already past `stage`.
    pub fn advanced(&self, stage: Stage) -> Result<StoredQuestion, Refusal> {
        if (stage as u8) < (self.stage as u8) {
            return Err(Refusal::BadRequest);
        }
        Ok(StoredQuestion {
            stage,
            ..self.clone()
        })
    }
}

impl StoredQuestion {
    /// The question as `viewer` sees it: names only to the teacher, the class's moves to
    /// the projector only once shown, a student's own answer only to them.
    /// `name(i)`: the generated name of the student at place `i`, `None` once removed
    /// (their answer no longer counts).
    pub fn public(&self, name: &dyn Fn(usize) -> Option<String>, viewer: Viewer) -> PublicQuestion {
        // A removed student's answer no longer counts.
        let counted: BTreeMap<String, &String> = self
            .answers
            .iter()
            .filter_map(|(&i, mv)| Some((name(i)?, mv)))
            .collect();
        let tallies = || {
            let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
            for mv in counted.values() {
                *counts.entry(mv.as_str()).or_insert(0) += 1;
            }
            let mut tallies: Vec<Tally> = counts
                .into_iter()
                .map(|(mv, count)| Tally {
                    mv: mv.to_string(),
                    count,
                })
                .collect();
            tallies.sort_by(|a, b| b.count.cmp(&a.count).then(a.mv.cmp(&b.mv)));
            tallies
        };
        let shown = self.stage != Stage::Open;
        PublicQuestion {
            number: self.number,
            link: self.link.clone(),
            stage: self.stage,
            answered: counted.len(),
            answers: match viewer {
                Viewer::Teacher => Some(tallies()),
                Viewer::Watch | Viewer::Student(_) if shown => Some(tallies()),
                _ => None,
            },
            by: (viewer == Viewer::Teacher).then(|| {
                counted
                    .iter()
                    .map(|(name, mv)| (name.clone(), (*mv).clone()))
                    .collect()
            }),
            yours: match viewer {
                Viewer::Student(i) => self.answers.get(&i).cloned(),
                _ => None,
            },
        }
    }
}
