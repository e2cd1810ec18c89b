//! A match on the Moeraki scale: games until one tribe reaches the agreed number of wins.

use super::game::Game;
use super::hollow::Hollow;
use super::moves::Outcome;
use super::position::Position;
use super::rules::{Rules, Tribe};
use std::fmt;

/// The agreed number of game wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchLength {
    /// A single game.
    Single,
    /// Uira: 3 wins.
    Uira,
    /// Kiwi: 5 wins.
    Kiwi,
    /// Moa: 7 wins.
    Moa,
    /// Ika Moana: 10 wins.
    IkaMoana,
}

impl MatchLength {
    pub const ALL: [MatchLength; 5] = [
        MatchLength::Single,
        MatchLength::Uira,
        MatchLength::Kiwi,
        MatchLength::Moa,
        MatchLength::IkaMoana,
    ];
    /// Wins needed.
    pub fn target(self) -> u8 {
        match self {
            MatchLength::Single => 1,
            MatchLength::Uira => 3,
            MatchLength::Kiwi => 5,
            MatchLength::Moa => 7,
            MatchLength::IkaMoana => 10,
        }
    }
    /// The scale's name as the game uses it (`Single game` for 1).
    pub fn name(self) -> &'static str {
        match self {
            MatchLength::Single => "Single game",
            MatchLength::Uira => "Uira",
            MatchLength::Kiwi => "Kiwi",
            MatchLength::Moa => "Moa",
            MatchLength::IkaMoana => "Ika Moana",
        }
    }
    pub fn from_target(n: u8) -> Option<MatchLength> {
        MatchLength::ALL.into_iter().find(|m| m.target() == n)
    }
}

impl fmt::Display for MatchLength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MatchLength::Single => f.write_str("Single game"),
            m => write!(f, "{} ({})", m.name(), m.target()),
        }
    }
}

/// Why a finished game could not be added to the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchError {
    GameNotOver,
    MatchOver,
    WrongRules,
    WrongPlayerA,
    BallRepeated,
}

impl fmt::Display for MatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::GameNotOver => "the game is not over yet",
            Self::MatchOver => "the match is already won",
            Self::WrongRules => "the game was not played by the match's rules",
            Self::WrongPlayerA => "the game's Player A is not the one the match calls for",
            Self::BallRepeated => "the ball went back to the previous game's hollow",
        })
    }
}

impl std::error::Error for MatchError {}

/// A match: its rules and length, the wins so far, and who starts the next game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    rules: Rules,
    length: MatchLength,
    wins: [u8; 2],
    draws: u8,
    next_player_a: Tribe,
    previous_ball: Option<Hollow>,
}

impl Match {
    /// A new match; `first_player_a` places the ball in the first game.
    pub fn new(rules: Rules, length: MatchLength, first_player_a: Tribe) -> Match {
        Match {
            rules,
            length,
            wins: [0; 2],
            draws: 0,
            next_player_a: first_player_a,
            previous_ball: None,
        }
    }
    pub fn rules(&self) -> Rules {
        self.rules
    }
    pub fn length(&self) -> MatchLength {
        self.length
    }
    pub fn wins(&self, t: Tribe) -> u8 {
        self.wins[t.index()]
    }
    pub fn draws(&self) -> u8 {
        self.draws
    }
    /// Player A of the next game.
    pub fn next_player_a(&self) -> Tribe {
        self.next_player_a
    }
    /// The previous game's ball hollow, which the next ball may not use.
    pub fn previous_ball(&self) -> Option<Hollow> {
        self.previous_ball
    }
    /// The tribe that has reached the target, if any.
    pub fn winner(&self) -> Option<Tribe> {
        Tribe::ALL
            .into_iter()
            .find(|t| self.wins(*t) >= self.length.target())
    }

    /// The next game, set up with the right Player A and ball restriction.
    pub fn next_game(&self) -> Game {
        Game::from_start(
            Position::new(self.rules, self.next_player_a).with_previous_ball(self.previous_ball),
        )
    }

    /// Adds a finished game: its winner scores; the winner is the next Player A; after
    /// a draw the roles swap.
    ///
    /// # Errors
    /// [`MatchError`] if the game is unfinished, does not belong, or the match is over.
    pub fn record(&mut self, game: &Game) -> Result<(), MatchError> {
        if self.winner().is_some() {
            return Err(MatchError::MatchOver);
        }
        let start = game.start();
        if start.rules() != self.rules {
            return Err(MatchError::WrongRules);
        }
        if start.player_a() != self.next_player_a {
            return Err(MatchError::WrongPlayerA);
        }
        if start.previous_ball() != self.previous_ball {
            return Err(MatchError::BallRepeated);
        }
        match game.outcome() {
            Outcome::Ongoing => return Err(MatchError::GameNotOver),
            Outcome::Won(t) => {
                self.wins[t.index()] += 1;
                self.next_player_a = t;
            }
            Outcome::Drawn => {
                self.draws += 1;
                self.next_player_a = self.next_player_a.other();
            }
        }
        self.previous_ball = game.position().ball();
        Ok(())
    }
}
