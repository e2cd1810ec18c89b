//! A live game's record as the page sends it, read by the rules core: the pairs of a
//! game link (`record=…`, and `rules=…` for Mū tōrere), the same text
//! `Saving::link` writes on the page.

use std::fmt;
use takaro_core::{kemu, mu_torere};

/// The two games, by the names the page uses (`?game=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    MuTorere,
    Kemu,
}

impl GameKind {
    pub fn from_name(name: &str) -> Option<GameKind> {
        match name {
            "mu-torere" => Some(GameKind::MuTorere),
            "kemu" => Some(GameKind::Kemu),
            _ => None,
        }
    }

    /// The codes of the game's two seats (the page's `data-seat`).
    pub fn seats(self) -> [&'static str; 2] {
        match self {
            GameKind::MuTorere => ["green", "white"],
            GameKind::Kemu => [kemu::Tribe::Matau.code(), kemu::Tribe::Manaia.code()],
        }
    }
}

/// Why a record cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The link's pairs do not read as a game of this kind.
    Unreadable(String),
    /// A later game of a Kemu match: it depends on the earlier game's ball.
    NotAlone,
    /// Not the stored game with one more move.
    NotOneMoveOn,
    /// The move is not legal where it was made.
    Illegal(String),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Unreadable(why) => write!(f, "the record cannot be read: {why}"),
            RecordError::NotAlone => write!(f, "a later game of a match cannot be played live"),
            RecordError::NotOneMoveOn => {
                write!(f, "the record is not the stored game with one more move")
            }
            RecordError::Illegal(why) => write!(f, "the move is not legal: {why}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// A game read by the rules core.
#[derive(Clone, Debug)]
pub enum Played {
    MuTorere(mu_torere::Game),
    Kemu(Box<kemu::Game>),
}

impl Played {
    /// Reads a game link's pairs (`record=…&rules=…`) as a game of `kind`.
    pub fn read(kind: GameKind, link: &str) -> Result<Played, RecordError> {
        let pair = |name: &str| {
            form_urlencoded::parse(link.as_bytes())
                .find(|(key, _)| key == name)
                .map(|(_, value)| value.into_owned())
        };
        let record = pair("record").unwrap_or_default();
        match kind {
            GameKind::MuTorere => {
                let rules = match pair("rules") {
                    Some(text) => text.parse().map_err(|e: mu_torere::ParseRuleSetError| {
                        RecordError::Unreadable(e.to_string())
                    })?,
                    None => mu_torere::RuleSet::default(),
                };
                match pair("position") {
                    // A set-up position (a puzzle's or a lesson's), then the record's moves.
                    Some(text) => {
                        let position =
                            text.parse().map_err(|e: mu_torere::ParsePositionError| {
                                RecordError::Unreadable(e.to_string())
                            })?;
                        let mut game = mu_torere::Game::from_position(rules, position);
                        for token in record.split(['+', ' ', ',']).filter(|t| !t.is_empty()) {
                            let point = token.parse().map_err(|_| {
                                RecordError::Unreadable(format!("{token} is not a point"))
                            })?;
                            game.play(point)
                                .map_err(|e| RecordError::Illegal(e.to_string()))?;
                        }
                        Ok(Played::MuTorere(game))
                    }
                    None => mu_torere::Game::from_record_with(rules, &record)
                        .map(Played::MuTorere)
                        .map_err(|e| RecordError::Unreadable(e.to_string())),
                }
            }
            GameKind::Kemu => {
                let game = kemu::Game::from_compact(&record)
                    .map_err(|e| RecordError::Unreadable(e.to_string()))?;
                if !game.stands_alone() {
                    return Err(RecordError::NotAlone);
                }
                Ok(Played::Kemu(Box::new(game)))
            }
        }
    }

    /// The result: `None` while the game goes on, `Some(None)` for a draw, else the
    /// winning seat.
    pub fn winner(&self) -> Option<Option<&'static str>> {
        match self {
            Played::MuTorere(g) => match g.outcome() {
                mu_torere::Outcome::Ongoing => None,
                mu_torere::Outcome::Won(mu_torere::Side::Green) => Some(Some("green")),
                mu_torere::Outcome::Won(mu_torere::Side::White) => Some(Some("white")),
                mu_torere::Outcome::DrawByRepetition => Some(None),
            },
            Played::Kemu(g) => match g.outcome() {
                kemu::Outcome::Ongoing => None,
                kemu::Outcome::Won(tribe) => Some(Some(tribe.code())),
                kemu::Outcome::Drawn => Some(None),
            },
        }
    }

    /// Whether the game began at the usual start (a Mū tōrere link may set up another
    /// position: a question's, never a live game's).
    pub fn from_usual_start(&self) -> bool {
        match self {
            Played::MuTorere(g) => g.positions()[0] == mu_torere::Position::start(),
            Played::Kemu(_) => true,
        }
    }

    /// How many moves have been played.
    pub fn ply(&self) -> usize {
        match self {
            Played::MuTorere(g) => g.moves().len(),
            Played::Kemu(g) => g.moves().len(),
        }
    }

    /// The seat whose turn it is; `None` once the game is over.
    pub fn seat_to_move(&self) -> Option<&'static str> {
        match self {
            Played::MuTorere(g) => (!g.outcome().is_over()).then(|| match g.position().to_move() {
                mu_torere::Side::Green => "green",
                mu_torere::Side::White => "white",
            }),
            Played::Kemu(g) => (!g.outcome().is_over()).then(|| g.position().to_move().code()),
        }
    }

    /// The move written `text` (a point for Mū tōrere, `f6`, `Tf5>n` or `pass` for Moeraki
    /// Kemu), played here by the rules core: its text as the rules core writes it.
    ///
    /// # Errors
    /// [`RecordError::Unreadable`] for text that is no move, [`RecordError::Illegal`] for
    /// a move the rules do not allow here (the game over included).
    pub fn answer(&self, text: &str) -> Result<String, RecordError> {
        let unreadable = || RecordError::Unreadable(format!("{text} is not a move"));
        match self {
            Played::MuTorere(game) => {
                let point: mu_torere::Point = text.parse().map_err(|_| unreadable())?;
                game.clone()
                    .play(point)
                    .map(|mv| mv.from.to_string())
                    .map_err(|e| RecordError::Illegal(e.to_string()))
            }
            Played::Kemu(game) => {
                let mv: kemu::Move = text.parse().map_err(|_| unreadable())?;
                (**game)
                    .clone()
                    .play(mv)
                    .map(|_| mv.to_string())
                    .map_err(|e| RecordError::Illegal(e.to_string()))
            }
        }
    }

    /// Checks that `next` is this game with exactly one more move, legal here: the
    /// rules core plays that move on this game and must arrive at `next`.
    ///
    /// # Errors
    /// [`RecordError::NotOneMoveOn`] when `next` is another game or more than one move
    /// on, [`RecordError::Illegal`] when its last move is not legal here.
    pub fn check_follows(&self, next: &Played) -> Result<(), RecordError> {
        if next.ply() != self.ply() + 1 {
            return Err(RecordError::NotOneMoveOn);
        }
        match (self, next) {
            (Played::MuTorere(here), Played::MuTorere(there)) => {
                let last = there.last_move().ok_or(RecordError::NotOneMoveOn)?;
                let mut played = here.clone();
                played
                    .play(last.from)
                    .map_err(|e| RecordError::Illegal(e.to_string()))?;
                if played.rules() != there.rules()
                    || played.record() != there.record()
                    || played.positions()[0] != there.positions()[0]
                {
                    return Err(RecordError::NotOneMoveOn);
                }
            }
            (Played::Kemu(here), Played::Kemu(there)) => {
                let last = *there.moves().last().ok_or(RecordError::NotOneMoveOn)?;
                let mut played = (**here).clone();
                played
                    .play(last)
                    .map_err(|e| RecordError::Illegal(e.to_string()))?;
                if played.to_compact() != there.to_compact() {
                    return Err(RecordError::NotOneMoveOn);
                }
            }
            _ => return Err(RecordError::NotOneMoveOn),
        }
        Ok(())
    }
}

impl Played {
    /// Takes back the last move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        match self {
            Played::MuTorere(g) => g.undo().is_some(),
            Played::Kemu(g) => g.undo().is_some(),
        }
    }

    /// `link` (the game link this game was read from, or an earlier one of the same
    /// game) with its `record` pair written for this game's moves; its other pairs kept.
    pub fn relink(&self, link: &str) -> String {
        let record = match self {
            Played::MuTorere(g) => g.record(),
            Played::Kemu(g) => g.to_compact(),
        };
        let mut out = form_urlencoded::Serializer::new(String::new());
        let mut written = false;
        for (key, value) in form_urlencoded::parse(link.as_bytes()) {
            if key == "record" {
                if !written && !record.is_empty() {
                    out.append_pair("record", &record);
                }
                written = true;
            } else {
                out.append_pair(&key, &value);
            }
        }
        if !written && !record.is_empty() {
            out.append_pair("record", &record);
        }
        out.finish()
    }
}

impl Played {
    /// The game's moves played one by one from `start` by the rules core: the seat that
    /// made the last one, when every move is legal from there and the game arrived at is
    /// this one (`Ok(None)` for a game with no move).
    ///
    /// # Errors
    /// [`RecordError::NotOneMoveOn`] when this game does not start from `start`,
    /// [`RecordError::Illegal`] when a move is not legal on the way.
    pub fn last_mover_from(&self, start: &Played) -> Result<Option<&'static str>, RecordError> {
        if start.ply() != 0 {
            return Err(RecordError::NotOneMoveOn);
        }
        let mut here = start.clone();
        let mut mover = None;
        for ply in 0..self.ply() {
            mover = here.seat_to_move();
            let next = match (&here, self) {
                (Played::MuTorere(h), Played::MuTorere(g)) => {
                    let mut h = h.clone();
                    h.play(g.moves()[ply].from)
                        .map_err(|e| RecordError::Illegal(e.to_string()))?;
                    Played::MuTorere(h)
                }
                (Played::Kemu(h), Played::Kemu(g)) => {
                    let mut h = h.clone();
                    h.play(g.moves()[ply])
                        .map_err(|e| RecordError::Illegal(e.to_string()))?;
                    Played::Kemu(h)
                }
                _ => return Err(RecordError::NotOneMoveOn),
            };
            here = next;
        }
        let same = match (&here, self) {
            (Played::MuTorere(h), Played::MuTorere(g)) => {
                h.rules() == g.rules()
                    && h.record() == g.record()
                    && h.positions()[0] == g.positions()[0]
            }
            (Played::Kemu(h), Played::Kemu(g)) => h.to_compact() == g.to_compact(),
            _ => false,
        };
        if same {
            Ok(mover)
        } else {
            Err(RecordError::NotOneMoveOn)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mu(record: &str) -> Played {
        Played::read(GameKind::MuTorere, &format!("record={record}")).unwrap()
    }

    #[test]
    fn a_mu_torere_game_follows_only_by_one_legal_move() {
        let start = mu("");
        let mut game = mu_torere::Game::from_record_with(Default::default(), "").unwrap();
        let first = game.legal_moves()[0];
        game.play(first.from).unwrap();
        let one = mu(&game.record());
        assert_eq!(start.seat_to_move(), Some("green"));
        assert_eq!(one.seat_to_move(), Some("white"));
        assert_eq!(start.check_follows(&one), Ok(()));
        assert_eq!(one.check_follows(&start), Err(RecordError::NotOneMoveOn));
        let second = game.legal_moves()[0];
        game.play(second.from).unwrap();
        let two = mu(&game.record());
        assert_eq!(start.check_follows(&two), Err(RecordError::NotOneMoveOn));
        assert_eq!(one.check_follows(&two), Ok(()));
    }

    #[test]
    fn a_game_is_replayed_from_its_start() {
        let mut game = mu_torere::Game::from_record_with(Default::default(), "").unwrap();
        for _ in 0..3 {
            let mv = game.legal_moves()[0];
            game.play(mv.from).unwrap();
        }
        let three = mu(&game.record());
        assert_eq!(three.last_mover_from(&mu("")), Ok(Some("green")));
        assert_eq!(mu("").last_mover_from(&mu("")), Ok(None));
        let free = Played::read(GameKind::MuTorere, "record=&rules=free").unwrap();
        assert_eq!(three.last_mover_from(&free), Err(RecordError::NotOneMoveOn));
        assert_eq!(
            three.last_mover_from(&three),
            Err(RecordError::NotOneMoveOn)
        );
    }

    #[test]
    fn another_rule_set_does_not_follow() {
        let standard = mu("");
        let mut game = mu_torere::Game::from_record_with("free".parse().unwrap(), "").unwrap();
        let first = game.legal_moves()[0];
        game.play(first.from).unwrap();
        let free = Played::read(
            GameKind::MuTorere,
            &format!("record={}&rules=free", game.record()),
        )
        .unwrap();
        assert_eq!(
            standard.check_follows(&free),
            Err(RecordError::NotOneMoveOn)
        );
    }

    #[test]
    fn a_kemu_game_follows_by_its_next_move() {
        let start = kemu::Game::new(kemu::Rules::new(kemu::Tier::Basic), kemu::Tribe::Matau);
        let here = Played::Kemu(Box::new(start.clone()));
        let mut next = start.clone();
        let mv = next.position().legal_moves()[0];
        next.play(mv).unwrap();
        let link = format!("record={}", next.to_compact());
        let there = Played::read(GameKind::Kemu, &link).unwrap();
        assert_eq!(here.check_follows(&there), Ok(()));
        assert_eq!(there.check_follows(&here), Err(RecordError::NotOneMoveOn));
    }

    #[test]
    fn unreadable_links_are_refused_not_panicked_on() {
        for link in ["record=zz9", "record=%FF%FE", "rules=nonsense"] {
            assert!(matches!(
                Played::read(GameKind::MuTorere, link),
                Err(RecordError::Unreadable(_))
            ));
        }
        assert!(Played::read(GameKind::Kemu, "record=not-a-game").is_err());
    }
}
