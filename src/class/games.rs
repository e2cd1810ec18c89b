//! The games as a room uses them, whichever a room plays: [`AnyClassPlay`] is one face for
//! each game's [`ClassPlay`] and [`QuestionPlay`] (written once here, for every game),
//! and [`ClassGames`] finds a game's, as `crate::pages` hands them to class pages (which
//! name no game). Through it: the rule sets to choose from, the start link a room is made
//! with, a game record read and judged by the rules core ([`Judged`]), its board drawn
//! read-only, the address of a game against the computer for an odd student, and the
//! positions a question may ask about.

use super::class_play::{read, ClassPlay};
use super::question_game::{QuestionGame, QuestionPosition};
use super::question_play::QuestionPlay;
use crate::games::Game;
use crate::play::sides::side_of;
use crate::play::{BoardTags, GameView, GameWords, RemotePlay, Saving};
use crate::route::Query;
use crate::t;
use std::marker::PhantomData;
use std::rc::Rc;
use yew::prelude::*;

/// The computer's levels an odd student may play, as the room stores them (`"1"`…).
pub const LEVELS: [&str; 3] = ["1", "2", "3"];

/// A room's game read by the rules core: what the projector, the console and the results
/// show of it. Made only from a record that reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The record link as the service holds it (`data-record`).
    pub link: String,
    pub played: usize,
    /// `playing`, or the result's code as the game screens give it (`g`, `w`, `matau`,
    /// `manaia`, `draw`).
    pub outcome: &'static str,
    /// The winner's side code, when a side won.
    pub winner: Option<&'static str>,
    pub over: bool,
}

/// A game drawn for the projector.
pub struct DrawnGame {
    pub board: Html,
    /// Whose turn, or how the game ended.
    pub status: String,
    /// The last move in words (read out where boards change).
    pub last_move: Option<String>,
}

/// A room's game, whichever it is: its [`ClassPlay`] and [`QuestionPlay`], with what
/// class pages derive from them.
pub trait AnyClassPlay {
    /// The game in the registry.
    fn game(&self) -> Game;
    /// The rule sets a teacher chooses from: their codes in addresses and their names.
    fn rule_sets(&self) -> Vec<(String, String)>;
    /// The rule set an address presets (its code), else the game's default.
    fn rules_in(&self, query: &Query) -> String;
    /// The game's link before any move under the rule set `rules` (its code): what a room
    /// is made with, and every game of it starts from.
    fn start(&self, rules: &str) -> String;
    /// A record link read and judged by the rules core; `None` if it does not read.
    fn judge(&self, link: &str) -> Option<Judged>;
    /// The board of a record that reads, not clickable (the last move marked), with the
    /// turn or result in words and the last move in words.
    fn board(&self, link: &str) -> Option<DrawnGame>;
    /// Both sides' codes, the first seat first.
    fn sides(&self) -> [&'static str; 2];
    /// A side's name in words (`green` → Green).
    fn side_name(&self, code: &str) -> String;
    /// The address of a game against the computer at the room's `level` under the
    /// room's rules (read from its start link), on the student's own device.
    fn computer_game(&self, start: &str, level: &str) -> String;
    /// The position of a question's link, when it reads and a side is to move there.
    fn question(&self, link: &str) -> Option<Rc<dyn QuestionPosition>>;
    /// [`QuestionPlay::lesson_questions`].
    fn lesson_questions(&self) -> Vec<(&'static str, usize, String)>;
    /// [`QuestionPlay::puzzle_questions`].
    fn puzzle_questions(&self, start: &str) -> Vec<String>;
    /// [`QuestionPlay::SHARED_QUESTIONS`].
    fn shared_questions(&self) -> bool;
    /// [`QuestionPlay::POSITION_QUESTIONS`].
    fn position_questions(&self) -> bool;
}

/// Two rooms' games are the same when they are the same game.
impl PartialEq for dyn AnyClassPlay {
    fn eq(&self, other: &Self) -> bool {
        self.game() == other.game()
    }
}

/// `G` as [`AnyClassPlay`].
struct Of<G>(PhantomData<G>);

/// `G` as [`AnyClassPlay`], for `crate::pages` to hand class pages.
pub fn of<G: QuestionPlay>() -> &'static dyn AnyClassPlay {
    &Of::<G>(PhantomData)
}

impl<G: QuestionPlay> AnyClassPlay for Of<G> {
    fn game(&self) -> Game {
        G::GAME
    }

    fn rule_sets(&self) -> Vec<(String, String)> {
        G::rule_sets()
    }

    fn rules_in(&self, query: &Query) -> String {
        G::rules_in(query)
    }

    fn start(&self, rules: &str) -> String {
        start::<G>(rules)
    }

    fn judge(&self, link: &str) -> Option<Judged> {
        judge::<G>(link)
    }

    fn board(&self, link: &str) -> Option<DrawnGame> {
        drawn::<G>(link)
    }

    fn sides(&self) -> [&'static str; 2] {
        G::SIDES.map(G::side_code)
    }

    fn side_name(&self, code: &str) -> String {
        side_of::<G>(code).map(G::side_name).unwrap_or_default()
    }

    fn computer_game(&self, start: &str, level: &str) -> String {
        computer_game::<G>(start, level)
    }

    fn question(&self, link: &str) -> Option<Rc<dyn QuestionPosition>> {
        QuestionGame::<G>::read(link).map(|p| Rc::new(p) as Rc<dyn QuestionPosition>)
    }

    fn lesson_questions(&self) -> Vec<(&'static str, usize, String)> {
        G::lesson_questions()
    }

    fn puzzle_questions(&self, start: &str) -> Vec<String> {
        G::puzzle_questions(start)
    }

    fn shared_questions(&self) -> bool {
        G::SHARED_QUESTIONS
    }

    fn position_questions(&self) -> bool {
        G::POSITION_QUESTIONS
    }
}

/// Each game's [`AnyClassPlay`], as `crate::pages` hands them to class pages.
#[derive(Clone, Copy)]
pub struct ClassGames(pub fn(Game) -> &'static dyn AnyClassPlay);

impl ClassGames {
    pub fn of(self, game: Game) -> &'static dyn AnyClassPlay {
        (self.0)(game)
    }

    /// The game a room's state names (its slug); the first game for one the page does not
    /// know (the service opens rooms of known games only).
    pub fn of_room(self, code: &str) -> &'static dyn AnyClassPlay {
        self.of(Game::from_slug(code).unwrap_or(Game::ALL[0]))
    }
}

impl PartialEq for ClassGames {
    /// The pages hand class pages the one set of games: any two are the same.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The level's name in words.
pub fn level_name(level: &str) -> &'static str {
    match level {
        "1" => t::class_level_easy(),
        "2" => t::class_level_medium(),
        _ => t::class_level_strong(),
    }
}

/// [`AnyClassPlay::start`].
pub fn start<G: ClassPlay>(rules: &str) -> String {
    let query = Query::parse(&format!("{}={rules}", G::RULES_KEY));
    let first = G::SIDES[0];
    let game = G::friend_game(&G::new_game(&G::presets(&query)), first);
    G::link(&game).text().to_string()
}

/// [`AnyClassPlay::judge`].
pub fn judge<G: Saving + RemotePlay>(link: &str) -> Option<Judged> {
    let state = read::<G>(link)?;
    let report = G::report(&state);
    Some(Judged {
        link: link.to_string(),
        played: G::played(&state),
        outcome: if report.over {
            report.outcome
        } else {
            "playing"
        },
        winner: winner_side(report.outcome, G::SIDES.map(G::side_code)),
        over: report.over,
    })
}

/// The side a result's code names: the code is the side's code (`matau`) or its first
/// letter (`g`, `w`); `draw` and `ongoing` name none.
pub fn winner_side(outcome: &str, sides: [&'static str; 2]) -> Option<&'static str> {
    sides
        .into_iter()
        .find(|side| *side == outcome || (outcome.len() == 1 && side.starts_with(outcome)))
}

fn drawn<G: Saving + GameView + GameWords>(link: &str) -> Option<DrawnGame> {
    let state = read::<G>(link)?;
    let played = G::played(&state);
    Some(DrawnGame {
        board: G::board(
            &state,
            Some(played),
            BoardTags::default(),
            &Callback::noop(),
        ),
        status: G::status(&state),
        last_move: G::last_move(&state).map(|(words, _)| words),
    })
}

/// [`AnyClassPlay::computer_game`].
pub fn computer_game<G: ClassPlay>(start: &str, level: &str) -> String {
    // The rules are in the start link (in a record, in the record's start).
    let rules = read::<G>(start)
        .map(|game| G::rules_of(&game))
        .unwrap_or_else(|| G::rules_in(&Query::parse(start)));
    let query = Query::parse(&format!("game={}", G::NAME)).with(G::RULES_KEY, Some(&rules));
    G::against_computer(query, level).to_link()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_codes_name_their_side() {
        let sides = ["green", "white"];
        assert_eq!(winner_side("g", sides), Some("green"));
        assert_eq!(winner_side("w", sides), Some("white"));
        assert_eq!(winner_side("draw", sides), None);
        assert_eq!(winner_side("ongoing", sides), None);
        let tribes = ["matau", "manaia"];
        assert_eq!(winner_side("manaia", tribes), Some("manaia"));
        assert_eq!(winner_side("draw", tribes), None);
    }
}
