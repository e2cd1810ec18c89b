//! The Moeraki Kemu screen's state: one reducer that only delegates to the rules core.

pub use super::notice::Notice;
use super::setup::{Controller, Setup};
pub use super::tane::{TanePreview, TaneStep};
use crate::engine::EngineFailure;
use crate::play::TurnKey;
use crate::saves::kemu::KemuSave;
use std::rc::Rc;
use takaro::core::kemu::{
    Direction, Event, Field, FieldSet, Game, Hollow, HollowSet, Match, MatchError, Move, Outcome,
    Tribe,
};
use takaro::kemu_engine::Level;
use yew::Reducible;

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
    pub message: Option<Notice>,
    /// Changes with every new game, so effects restart.
    pub game_id: u32,
    /// The match of the finished games (kept, rather than replayed at every use).
    pub finished: Match,
    /// The board shows the hollows' names.
    pub show_names: bool,
    /// The learner aids are on.
    pub aids: bool,
    /// Why the computer could not move in this position (it is not asked again until
    /// the player asks, or the position changes).
    pub failed: Option<EngineFailure>,
    /// Counts the times the player asked the computer again.
    pub attempt: u32,
}

/// What can happen on the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum KemuAction {
    ClickHollow(Hollow),
    /// The computer's move (or why there is none) for the position `key`.
    ComputerPlays {
        key: TurnKey,
        answer: Result<Move, EngineFailure>,
    },
    StartTane,
    PickTaneField(Field),
    PickDirection(Direction),
    ConfirmTane,
    CancelTane,
    Pass,
    Undo,
    NextGame,
    NewMatch(Setup),
    /// Asks the computer again after it failed.
    AskAgain,
    ToggleNames,
    ToggleAids,
    /// Another match in place of this one (a shared game's copy).
    Replace(Box<KemuState>),
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
            message: None,
            game_id: 0,
            finished,
            show_names: true,
            aids: false,
            failed: None,
            attempt: 0,
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
        if self.game.outcome() != Outcome::Ongoing {
            // A game of this match: the core accepts every finished one.
            let _ = m.record(&self.game);
        }
        m
    }

    pub fn to_move(&self) -> Tribe {
        self.game.position().to_move()
    }

    /// The position the computer would answer now.
    pub fn turn_key(&self) -> TurnKey {
        TurnKey {
            game_id: self.game_id,
            ply: self.game.moves().len(),
            attempt: self.attempt,
        }
    }

    /// Whether the computer plays the tribe to move now.
    pub fn computer_to_move(&self) -> Option<Level> {
        if self.game.outcome() != Outcome::Ongoing {
            return None;
        }
        match self.setup.controller(self.to_move()) {
            Controller::Computer(l) => Some(l),
            Controller::Person => None,
        }
    }

    fn person_to_move(&self) -> bool {
        self.game.outcome() == Outcome::Ongoing && self.computer_to_move().is_none()
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

    fn play(&mut self, mv: Move) {
        match self.game.play(mv) {
            Ok(events) => {
                self.last_events = events;
                self.tane = TaneStep::Off;
                self.failed = None;
            }
            Err(e) => self.message = Some(Notice::NotAllowed(e)),
        }
    }

    fn undo(&mut self) {
        let start_len = self.game.moves().len();
        self.game.undo();
        // Against the computer, go back to a person's turn.
        while self.computer_to_move().is_some() && self.game.undo().is_some() {}
        if self.game.moves().len() < start_len {
            self.undo_used = true;
        }
        self.last_events.clear();
        self.tane = TaneStep::Off;
        self.failed = None;
    }

    fn start_game(&mut self, m: Match) {
        let finished = std::mem::replace(&mut self.game, m.next_game());
        self.finished = m;
        self.history.push(finished);
        self.undo_used = false;
        self.tane = TaneStep::Off;
        self.last_events.clear();
        self.game_id += 1;
    }
}

impl Reducible for KemuState {
    type Action = KemuAction;

    fn reduce(self: Rc<Self>, action: KemuAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.message = None;
        match action {
            KemuAction::ClickHollow(h) => {
                if self.computer_to_move().is_some() {
                    next.message = Some(Notice::ComputerThinking);
                } else if self.tane != TaneStep::Off {
                    next.message = Some(Notice::FinishTane);
                } else {
                    next.play(Move::Place(h));
                }
            }
            KemuAction::ComputerPlays { key, answer } => {
                // A reply for another game or an undone position is ignored.
                if key != self.turn_key() || self.computer_to_move().is_none() {
                    return self;
                }
                match answer {
                    Ok(mv) => next.play(mv),
                    Err(why) => next.failed = Some(why),
                }
            }
            KemuAction::StartTane => {
                if self.can_start_tane() {
                    next.tane = TaneStep::start();
                }
            }
            KemuAction::PickTaneField(f) => {
                if self.clickable_fields().contains(f) {
                    next.tane = self.tane.pick_field(f);
                }
            }
            KemuAction::PickDirection(d) => next.tane = self.tane.pick_direction(d),
            KemuAction::ConfirmTane => {
                if let Some(mv) = self.tane.confirm() {
                    next.play(mv);
                }
            }
            KemuAction::CancelTane => next.tane = self.tane.cancel(),
            KemuAction::Pass => {
                if self.must_pass() {
                    next.play(Move::Pass);
                }
            }
            KemuAction::Undo => next.undo(),
            KemuAction::NextGame => {
                let m = self.current_match();
                if self.game.outcome() != Outcome::Ongoing && m.winner().is_none() {
                    next.start_game(m);
                }
            }
            KemuAction::NewMatch(setup) => {
                next = KemuState {
                    game_id: self.game_id + 1,
                    show_names: self.show_names,
                    aids: self.aids,
                    ..KemuState::new(setup)
                };
            }
            KemuAction::AskAgain => {
                if self.failed.is_some() {
                    next.failed = None;
                    next.attempt += 1;
                }
            }
            KemuAction::ToggleNames => next.show_names = !self.show_names,
            KemuAction::ToggleAids => next.aids = !self.aids,
            KemuAction::Replace(state) => {
                next = KemuState {
                    game_id: self.game_id + 1,
                    ..*state
                };
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::{MatchLength, MoveError, Rules, Tier};

    fn reduce(s: KemuState, a: KemuAction) -> KemuState {
        (*Rc::new(s).reduce(a)).clone()
    }
    fn click(s: KemuState, names: &str) -> KemuState {
        names.split_whitespace().fold(s, |s, n| {
            reduce(s, KemuAction::ClickHollow(n.parse().unwrap()))
        })
    }

    #[test]
    fn ball_first_then_stones_and_the_status_says_so() {
        let s = KemuState::new(Setup::default());
        assert_eq!(
            s.clickable_hollows().len(),
            9,
            "only the central hollows for the ball"
        );
        assert!(s.status().contains("Moeraki ball"));
        let s = click(s, "f6");
        assert_eq!(s.clickable_hollows().len(), 56);
        assert!(s.status().starts_with("Manaia to play"));
        let s = click(s, "f6");
        let message = s.message.as_ref().unwrap();
        assert_eq!(
            message,
            &Notice::NotAllowed(MoveError::Occupied("f6".parse().unwrap()))
        );
        assert_eq!(message.text(), "Not allowed: hollow f6 is already taken.");
        assert_eq!(s.record(), "beginner a=matau f6");
    }

    #[test]
    fn a_won_game_counts_on_the_scale_and_the_winner_is_next_player_a() {
        let setup = Setup {
            length: MatchLength::Uira,
            ..Setup::default()
        };
        let s = click(KemuState::new(setup), "f6 c1 a3 e1 a5 g1 a7 i1");
        assert_eq!(s.game.outcome(), Outcome::Won(Tribe::Manaia));
        assert!(s.status().contains("Ara on c1 e1 g1 i1"), "{}", s.status());
        assert_eq!(s.current_match().wins(Tribe::Manaia), 1);
        assert!(s.clickable_hollows().is_empty());
        let s = reduce(s, KemuAction::NextGame);
        assert_eq!(s.game.position().player_a(), Tribe::Manaia);
        assert_eq!(s.clickable_hollows().len(), 8, "the ball must move");
        assert_eq!(s.current_match().wins(Tribe::Manaia), 1);
    }

    #[test]
    fn undo_marks_the_game_and_unrecords_a_finished_one() {
        let s = click(KemuState::new(Setup::default()), "f6 c1 a3 e1 a5 g1 a7 i1");
        assert_eq!(s.current_match().wins(Tribe::Manaia), 1);
        let s = reduce(s, KemuAction::Undo);
        assert!(s.undo_used);
        assert_eq!(s.game.outcome(), Outcome::Ongoing);
        assert_eq!(s.current_match().wins(Tribe::Manaia), 0);
    }

    #[test]
    fn tane_steps_preview_and_confirm() {
        let setup = Setup {
            rules: Rules::new(Tier::Master),
            ..Setup::default()
        };
        let s = click(KemuState::new(setup), "f6 d4 c3 c5 e3 e5 d2 k5 d6 k7");
        assert!(s.can_start_tane());
        let s = reduce(s, KemuAction::StartTane);
        assert!(
            s.clickable_hollows().is_empty(),
            "no stones while choosing the Tane"
        );
        assert_eq!(
            s.clickable_fields()
                .iter()
                .map(|f| f.name())
                .collect::<Vec<_>>(),
            ["d3"]
        );
        let s = reduce(s, KemuAction::PickTaneField("d3".parse().unwrap()));
        let s = reduce(s, KemuAction::PickDirection(Direction::North));
        let names = |set: FieldSet| set.iter().map(|f| f.name()).collect::<Vec<_>>();
        let preview = s.tane_preview();
        assert_eq!(names(preview.line), ["d5", "d7", "d9", "d11"]);
        assert_eq!(
            names(preview.removed),
            ["d3", "d5"],
            "the Tane's own tile goes too, as the core plays it"
        );
        let s = reduce(s, KemuAction::ConfirmTane);
        assert_eq!(s.game.moves().last().unwrap().to_string(), "Td3>n");
        assert_eq!(s.tane, TaneStep::Off);
        assert_eq!(s.game.position().blocked().len(), 4);
    }

    #[test]
    fn stale_computer_moves_are_ignored() {
        let setup = Setup {
            manaia: Controller::Computer(Level::Easy),
            ..Setup::default()
        };
        let s = click(KemuState::new(setup), "f6");
        assert_eq!(s.computer_to_move(), Some(Level::Easy));
        assert!(s.status().contains("thinking"));
        let mv = Move::Place("c3".parse().unwrap());
        let answer = |game_id, ply, answer| KemuAction::ComputerPlays {
            key: TurnKey {
                game_id,
                ply,
                attempt: 0,
            },
            answer,
        };
        for (game_id, ply) in [(s.game_id + 1, 1), (s.game_id, 0), (s.game_id, 2)] {
            let stale = reduce(s.clone(), answer(game_id, ply, Ok(mv)));
            assert_eq!(stale, s, "{game_id} {ply}");
        }
        let ok = reduce(s.clone(), answer(s.game_id, 1, Ok(mv)));
        assert_eq!(ok.game.moves().len(), 2);
        let failed = reduce(
            s.clone(),
            answer(s.game_id, 1, Err(EngineFailure::CouldNotStart)),
        );
        // The turn line says so (not "thinking"), until the player asks again.
        assert_eq!(
            failed.status(),
            "The computer could not move: the computer could not start"
        );
        let again = reduce(failed.clone(), KemuAction::AskAgain);
        assert_eq!(again.failed, None);
        assert_ne!(again.turn_key(), failed.turn_key(), "a new question");
        assert!(again.status().contains("thinking"));
    }

    #[test]
    fn a_save_whose_game_does_not_belong_to_its_match_is_refused() {
        let s = click(KemuState::new(Setup::default()), "f6 c3");
        assert_eq!(
            KemuState::from_save(s.to_save()).map(|r| r.game),
            Some(s.game.clone())
        );
        let wrong = KemuSave {
            current: Game::new(Rules::new(Tier::Basic), Tribe::Manaia),
            ..s.to_save()
        };
        assert_eq!(KemuState::from_save(wrong), None);
    }

    #[test]
    fn learner_aids_mark_wins_now_and_next_for_the_person_to_move() {
        // Manaia places the ball; Matau's c3 d2 e3 need d4, Manaia's a3 a5 a7 need a9.
        let setup = Setup {
            rules: Rules::new(Tier::Basic),
            first_player_a: Tribe::Manaia,
            ..Setup::default()
        };
        let s = click(KemuState::new(setup), "f6 c3 a3 d2 a5 e3 a7");
        assert_eq!(s.warnings(), Warnings::default(), "the aids are off");
        let s = reduce(s, KemuAction::ToggleAids);
        let w = s.warnings();
        assert_eq!(w.you, "d4".parse::<Hollow>().unwrap().bit());
        assert_eq!(w.opponent, "a9".parse::<Hollow>().unwrap().bit());
        let against_computer = Setup {
            manaia: Controller::Computer(Level::Easy),
            ..setup
        };
        let s = click(KemuState::new(against_computer), "f6");
        let s = reduce(s, KemuAction::ToggleAids);
        assert_eq!(
            s.warnings(),
            Warnings::default(),
            "none while the computer is to move"
        );
    }
}
