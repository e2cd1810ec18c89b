//! The Moeraki Kemu screen's state: one reducer that only delegates to the rules core.

pub use super::notice::Refusal;
use super::save::KemuSave;
use super::setup::{Controller, Setup};
pub use super::tane::{TanePreview, TaneStep};
use crate::play::{Change, Mover};
use takaro::core::kemu::{
    Direction, Event, Field, FieldSet, Game, Hollow, HollowSet, Match, MatchError, Move, MoveError,
    Tribe,
};
use takaro::kemu_engine::Level;

/// The learner aids' marks: hollows where the player to move wins with this stone, and
/// hollows where the opponent would win with their next one (the core's threats).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Warnings {
    pub you: HollowSet,
    pub opponent: HollowSet,
}

/// Everything the Moeraki Kemu screen shows.
#[derive(Clone, Debug, PartialEq)]
pub struct KemuState {
    pub setup: Setup,
    /// The finished games of this match, in order.
    pub history: Vec<Game>,
    pub game: Game,
    pub undo_used: bool,
    pub tane: TaneStep,
    /// Events of the last move (tiles that just appeared are animated).
    pub last_events: Vec<Event>,
    /// The match of the finished games (kept, rather than replayed at every use).
    pub finished: Match,
    /// The board shows the hollows' names.
    pub show_names: bool,
    /// The learner aids are on.
    pub aids: bool,
    /// "Resign" asked its question, which waits for an answer.
    pub asking_resign: bool,
    /// The person (or the address) chose the aids: a new match keeps the choice rather
    /// than take its setup's default ([`Setup::aids_by_default`]).
    pub aids_chosen: bool,
}

/// What a person can do on the screen (the session does undo and the computer's turn).
#[derive(Clone, Debug, PartialEq)]
pub enum KemuAction {
    ClickHollow(Hollow),
    StartTane,
    PickTaneField(Field),
    PickDirection(Direction),
    ConfirmTane,
    CancelTane,
    Pass,
    NextGame,
    NewMatch(Setup),
    /// "Resign" asks its question (`true`), or the question goes (`false`).
    AskResign(bool),
    /// The person ([`KemuState::resigner`]) resigns the game.
    Resign,
    ToggleNames,
    ToggleAids,
}

impl Default for KemuState {
    fn default() -> Self {
        KemuState::new(Setup::default())
    }
}

impl KemuState {
    pub fn new(setup: Setup) -> KemuState {
        let finished = Match::new(setup.rules, setup.length, setup.first_player_a);
        KemuState {
            setup,
            game: finished.next_game(),
            history: Vec::new(),
            undo_used: false,
            tane: TaneStep::Off,
            last_events: Vec::new(),
            finished,
            show_names: true,
            aids: setup.aids_by_default(),
            aids_chosen: false,
            asking_resign: false,
        }
    }

    /// A saved match, if its games belong to it.
    pub fn from_save(save: KemuSave) -> Option<KemuState> {
        let finished = Self::replay_match(&save.setup, &save.games).ok()?;
        if save.current.start() != finished.next_game().start() {
            return None;
        }
        Some(KemuState {
            history: save.games,
            game: save.current,
            undo_used: save.undo_used,
            finished,
            // The save does not keep the aids: off, so that aids a person switched off
            // never come back on by themselves.
            aids: false,
            show_names: save.names,
            ..KemuState::new(save.setup)
        })
    }

    /// The saved form of the match.
    pub fn to_save(&self) -> KemuSave {
        KemuSave {
            setup: self.setup,
            games: self.history.clone(),
            current: self.game.clone(),
            undo_used: self.undo_used,
            names: self.show_names,
        }
    }

    /// The match before the current game: the setup with the finished games recorded.
    ///
    /// # Errors
    /// The [`MatchError`] of the first game that does not belong to the match.
    fn replay_match(setup: &Setup, games: &[Game]) -> Result<Match, MatchError> {
        let mut m = Match::new(setup.rules, setup.length, setup.first_player_a);
        for g in games {
            m.record(g)?;
        }
        Ok(m)
    }

    /// The match including the current game once it has ended.
    pub fn current_match(&self) -> Match {
        let mut m = self.finished.clone();
        if self.game.outcome().is_over() {
            // A game of this match: the core accepts every finished one.
            let _ = m.record(&self.game);
        }
        m
    }

    /// Whether a match is in progress: a move played in it, and no winner yet.
    pub fn match_in_progress(&self) -> bool {
        let m = self.current_match();
        m.winner().is_none() && (!self.game.moves().is_empty() || !self.history.is_empty())
    }

    pub fn to_move(&self) -> Tribe {
        self.game.position().to_move()
    }

    /// Whether the computer plays the tribe to move now.
    pub fn computer_to_move(&self) -> Option<Level> {
        match self.mover() {
            Mover::Computer(level) => Some(level),
            _ => None,
        }
    }

    fn person_to_move(&self) -> bool {
        self.mover() == Mover::Person
    }

    /// Hollows a person may click now: the core's placeable hollows, unless the
    /// computer is to move or a Tane turn is under way.
    pub fn clickable_hollows(&self) -> HollowSet {
        if !self.person_to_move() || self.tane != TaneStep::Off {
            return HollowSet::EMPTY;
        }
        self.game.position().placeable_hollows()
    }

    /// The learner aids for the person to move (none while the computer is to move or
    /// the game is over).
    pub fn warnings(&self) -> Warnings {
        let p = self.game.position();
        if !self.aids || !self.person_to_move() || p.awaiting_ball() {
            return Warnings::default();
        }
        let opponent = p.to_move().other();
        Warnings {
            you: p.winning_hollows(),
            opponent: p.live_threats(opponent),
        }
    }

    /// Fields a person may click now (choosing the Tane's field).
    pub fn clickable_fields(&self) -> FieldSet {
        if self.person_to_move() && self.tane == TaneStep::ChooseField {
            self.game.position().tane_fields()
        } else {
            FieldSet::EMPTY
        }
    }

    /// Whether the Tane control is offered to the person to move.
    pub fn can_start_tane(&self) -> bool {
        self.person_to_move() && !self.game.position().tane_fields().is_empty()
    }

    /// The tribe whose person may resign now: the person's tribe against the computer,
    /// the tribe to move between two people at this screen. `None` once the game is
    /// over, before the first move, and in a game with a friend on another device (the
    /// friend's device would not hear of it).
    pub fn resigner(&self) -> Option<Tribe> {
        let (matau, manaia) = (self.setup.matau, self.setup.manaia);
        if self.game.outcome().is_over() || self.game.moves().is_empty() {
            return None;
        }
        match (matau, manaia) {
            (Controller::Remote, _) | (_, Controller::Remote) => None,
            (Controller::Person, Controller::Person) => Some(self.to_move()),
            (Controller::Person, _) => Some(Tribe::Matau),
            (_, Controller::Person) => Some(Tribe::Manaia),
            _ => None,
        }
    }

    /// Whether the person to move must pass.
    pub fn must_pass(&self) -> bool {
        self.person_to_move() && self.game.position().must_pass()
    }

    /// What the Tane turn being chosen would do, as the core previews it.
    pub fn tane_preview(&self) -> TanePreview {
        self.tane.preview(self.game.position())
    }

    /// The text form of the game for the page's `data-record`.
    pub fn record(&self) -> String {
        self.game.to_string()
    }

    /// Who is to move now.
    pub fn mover(&self) -> Mover<Level> {
        if self.game.outcome().is_over() {
            return Mover::Nobody;
        }
        match self.setup.controller(self.to_move()) {
            Controller::Computer(level) => Mover::Computer(level),
            Controller::Person => Mover::Person,
            Controller::Remote => Mover::Remote,
        }
    }

    /// Plays a move through the rules core.
    ///
    /// # Errors
    /// The core's [`MoveError`]; the game is then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), MoveError> {
        let resigner = self.resigner();
        self.last_events = self.game.play(mv)?;
        self.tane = TaneStep::Off;
        self.keep_question_for(resigner);
        Ok(())
    }

    /// Takes back the current game's last move; `false` if it has none.
    pub fn take_back(&mut self) -> bool {
        let resigner = self.resigner();
        let taken = self.game.undo().is_some();
        self.last_events.clear();
        self.tane = TaneStep::Off;
        self.keep_question_for(resigner);
        taken
    }

    /// "Resign"'s question stays open only while it is for the same tribe (the computer's
    /// move leaves it open; between two people at one screen, the turn passing closes it).
    fn keep_question_for(&mut self, resigner: Option<Tribe>) {
        if self.resigner() != resigner {
            self.asking_resign = false;
        }
    }

    fn start_game(&mut self, m: Match) {
        let finished = std::mem::replace(&mut self.game, m.next_game());
        self.finished = m;
        self.history.push(finished);
        self.undo_used = false;
        self.tane = TaneStep::Off;
        self.last_events.clear();
    }

    /// Does a person's action, by the rules core.
    ///
    /// # Errors
    /// Why it is refused ([`Refusal`]); the state is then unchanged.
    pub fn act(&mut self, action: KemuAction) -> Result<Change, Refusal> {
        let moved = |result: Result<(), MoveError>| {
            result.map(|()| Change::Moved).map_err(Refusal::NotAllowed)
        };
        match action {
            KemuAction::ClickHollow(_) if self.tane != TaneStep::Off => {
                return Err(Refusal::FinishTane)
            }
            KemuAction::ClickHollow(h) => return moved(self.play(Move::Place(h))),
            KemuAction::StartTane => {
                if self.can_start_tane() {
                    self.tane = TaneStep::start();
                }
            }
            KemuAction::PickTaneField(f) => {
                if self.clickable_fields().contains(f) {
                    self.tane = self.tane.pick_field(f);
                }
            }
            KemuAction::PickDirection(d) => self.tane = self.tane.pick_direction(d),
            KemuAction::ConfirmTane => {
                if let Some(mv) = self.tane.confirm() {
                    return moved(self.play(mv));
                }
            }
            KemuAction::CancelTane => self.tane = self.tane.cancel(),
            KemuAction::Pass => {
                if self.must_pass() {
                    return moved(self.play(Move::Pass));
                }
            }
            KemuAction::NextGame => {
                let m = self.current_match();
                if self.game.outcome().is_over() && m.winner().is_none() {
                    self.start_game(m);
                    return Ok(Change::NewGame);
                }
            }
            KemuAction::NewMatch(setup) => {
                let aids = if self.aids_chosen {
                    self.aids
                } else {
                    setup.aids_by_default()
                };
                *self = KemuState {
                    show_names: self.show_names,
                    aids,
                    aids_chosen: self.aids_chosen,
                    ..KemuState::new(setup)
                };
                return Ok(Change::NewGame);
            }
            KemuAction::AskResign(ask) => self.asking_resign = ask && self.resigner().is_some(),
            KemuAction::Resign => {
                if let Some(tribe) = self.resigner() {
                    self.game.resign(tribe).map_err(Refusal::NotAllowed)?;
                    self.tane = TaneStep::Off;
                    self.asking_resign = false;
                    return Ok(Change::Moved);
                }
            }
            KemuAction::ToggleNames => self.show_names = !self.show_names,
            KemuAction::ToggleAids => {
                self.aids = !self.aids;
                self.aids_chosen = true;
            }
        }
        Ok(Change::Nothing)
    }
}
