//! The Moeraki Kemu screen's state: one reducer that only delegates to the rules core.

use crate::i18n::Lang;
use crate::t;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;
use takaro::core::kemu::{
    BadTokenReason, Direction, Event, Field, FieldSet, Game, Hollow, HollowSet, Match, MatchError,
    MatchLength, Move, MoveError, Outcome, RecordError, Rules, Tier, Tribe, VictoryKind,
};
use takaro::kemu_engine::{Level, ParseLevelError};
use yew::Reducible;

/// Who moves a tribe's stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controller {
    /// A person at this screen.
    Person,
    Computer(Level),
}

impl Controller {
    pub const ALL: [Controller; 4] = [
        Controller::Person,
        Controller::Computer(Level::Easy),
        Controller::Computer(Level::Medium),
        Controller::Computer(Level::Hard),
    ];
}

/// `person`, or the computer's level (`easy`, `medium`, `hard`).
impl fmt::Display for Controller {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Controller::Person => f.write_str("person"),
            Controller::Computer(level) => level.fmt(f),
        }
    }
}

impl FromStr for Controller {
    type Err = ParseLevelError;
    /// Reads `person` (or `human`, as in `?opponent=human`) or a level name.
    fn from_str(s: &str) -> Result<Controller, ParseLevelError> {
        if s == "person" || s == "human" {
            Ok(Controller::Person)
        } else {
            s.parse().map(Controller::Computer)
        }
    }
}

/// What a link presets for Moeraki Kemu: `?game=kemu&tier=master+auge&match=5&opponent=hard`,
/// or a shared game (`&record=`). Each part is optional.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KemuPresets {
    pub rules: Option<Rules>,
    pub length: Option<MatchLength>,
    /// Who plays Manaia against you (Matau).
    pub opponent: Option<Controller>,
    /// A shared game in compact form.
    pub record: Option<String>,
    /// `&aids=1`: the learner aids start switched on.
    pub aids: bool,
    /// `?learn=kemu&lesson=k`: the lesson to open, from 1.
    pub lesson: Option<usize>,
}

/// The settings of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    pub rules: Rules,
    pub length: MatchLength,
    pub matau: Controller,
    pub manaia: Controller,
    /// Player A of the first game (places the ball).
    pub first_player_a: Tribe,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            rules: Rules::new(Tier::Beginner),
            length: MatchLength::Single,
            matau: Controller::Person,
            manaia: Controller::Person,
            first_player_a: Tribe::Matau,
        }
    }
}

impl Setup {
    /// A setup from URL presets: against the computer, you play Matau.
    pub fn from_presets(presets: &KemuPresets) -> Setup {
        let mut s = Setup::default();
        if let Some(rules) = presets.rules {
            s.rules = rules;
        }
        if let Some(length) = presets.length {
            s.length = length;
        }
        if let Some(opponent) = presets.opponent {
            s.manaia = opponent;
        }
        s
    }

    /// Whether this setup agrees with URL presets (those given).
    pub fn fits(&self, presets: &KemuPresets) -> bool {
        presets.rules.is_none_or(|r| r == self.rules)
            && presets.length.is_none_or(|l| l == self.length)
            && presets.opponent.is_none_or(|o| o == self.manaia)
    }

    pub fn controller(&self, t: Tribe) -> Controller {
        match t {
            Tribe::Matau => self.matau,
            Tribe::Manaia => self.manaia,
        }
    }

    /// True when a person plays both tribes.
    pub fn friendly(&self) -> bool {
        self.matau == Controller::Person && self.manaia == Controller::Person
    }
}

/// The steps of a Tane turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaneStep {
    Off,
    /// Choose one of your full tiles.
    ChooseField,
    /// Choose a direction (and see what it would clear).
    ChooseDirection(Field, Option<Direction>),
}

/// The learner aids' marks: hollows where the player to move wins with this stone, and
/// hollows where the opponent would win with their next one (the core's threats).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Warnings {
    pub you: HollowSet,
    pub opponent: HollowSet,
}

/// What a Tane turn would do: the fields its line of sight keeps free, and every tile
/// it removes (the one under the Tane included).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TanePreview {
    pub line: FieldSet,
    pub removed: FieldSet,
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
}

/// A message shown under the status line until the next action.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A move the rules core refused, and why.
    NotAllowed(MoveError),
    /// A click while the computer is to move.
    ComputerThinking,
    /// A click on a hollow during a Tane turn.
    FinishTane,
    /// The computer found no move; the worker's reason.
    ComputerFailed(String),
}

impl Notice {
    /// The message in the page's language.
    pub fn text(&self) -> String {
        match self {
            Notice::NotAllowed(e) => t::kemu_not_allowed(move_error_text(e)),
            Notice::ComputerThinking => t::kemu_wait_computer().to_string(),
            Notice::FinishTane => t::kemu_finish_tane().to_string(),
            Notice::ComputerFailed(why) => {
                let why = if why == &MoveError::GameOver.to_string() {
                    move_error_text(&MoveError::GameOver)
                } else if why == super::worker::COULD_NOT_START {
                    t::kemu_reason_no_start().to_string()
                } else {
                    untranslated(why)
                };
                t::kemu_computer_failed(why)
            }
        }
    }
}

/// A reason from outside the catalogue (a technical text in English): shown as it is in
/// English, and as a general word in another language.
fn untranslated(reason: &str) -> String {
    if crate::i18n::lang() == Lang::En {
        reason.to_string()
    } else {
        t::kemu_reason_unknown().to_string()
    }
}

/// A tier's name.
pub fn tier_label(tier: Tier) -> &'static str {
    match tier {
        Tier::Beginner => t::kemu_tier_beginner(),
        Tier::Basic => t::kemu_tier_basic(),
        Tier::Master => t::kemu_tier_master(),
    }
}

/// A match length: `Single game`, `Kiwi (5)`.
pub fn length_label(length: MatchLength) -> String {
    match length {
        MatchLength::Single => t::kemu_length_single().to_string(),
        m => t::kemu_length_named(m.name(), m.target()),
    }
}

/// The computer's level: `easy`, `medium`, `hard`.
pub fn level_label(level: Level) -> String {
    t::kemu_level(level.name())
}

/// A direction a Tane faces: `north`…
pub fn direction_label(d: Direction) -> String {
    t::kemu_direction(d.name())
}

/// Why the rules core refused a move, in the page's language (the English words are
/// the core's own `Display` text).
pub fn move_error_text(e: &MoveError) -> String {
    match e {
        MoveError::GameOver => t::kemu_error_game_over().to_string(),
        MoveError::NotYourTurn { tribe, to_move } => {
            t::kemu_error_not_your_turn(to_move.name(), tribe.name())
        }
        MoveError::Occupied(h) => t::kemu_error_occupied(h),
        MoveError::BallNotCentral(h) => t::kemu_error_ball_not_central(h),
        MoveError::BallSameAsPreviousGame(h) => t::kemu_error_ball_same(h),
        MoveError::BallNotPlaced => t::kemu_error_ball_not_placed().to_string(),
        MoveError::NoStonesLeft(tribe) => t::kemu_error_no_stones(tribe.name()),
        MoveError::CannotPass(tribe) => t::kemu_error_cannot_pass(tribe.name()),
        MoveError::TaneNotInTier(tier) => t::kemu_error_tane_tier(tier_label(*tier)),
        MoveError::TaneAlreadyUsed(tribe) => t::kemu_error_tane_used(tribe.name()),
        MoveError::NoFullTileOfYours { field, tribe } => {
            t::kemu_error_no_full_tile(tribe.name(), field)
        }
    }
}

/// Why a game record could not be read, in the page's language (the English words are
/// the core's own `Display` text).
pub fn record_error_text(e: &RecordError) -> String {
    match e {
        RecordError::Empty => t::kemu_record_empty().to_string(),
        RecordError::BadTier { token } => t::kemu_record_bad_tier(format!("{token:?}")),
        RecordError::BadToken {
            position,
            token,
            reason,
        } => t::kemu_record_bad_token(position, format!("{token:?}"), record_reason(reason)),
        RecordError::Illegal {
            number,
            token,
            error,
        } => t::kemu_record_illegal(number, token, move_error_text(error)),
    }
}

/// The reasons the core gives for a wrong character of a compact record (the form in
/// links), by their variant.
fn record_reason(reason: &BadTokenReason) -> String {
    let text = match reason {
        BadTokenReason::TierCharacter => t::kemu_record_reason_tier(),
        BadTokenReason::PlayerACharacter => t::kemu_record_reason_player_a(),
        BadTokenReason::PreviousBallCharacter => t::kemu_record_reason_previous(),
        BadTokenReason::TaneCharacters => t::kemu_record_reason_tane(),
        BadTokenReason::MoveCharacter => t::kemu_record_reason_move(),
        other => return untranslated(&other.to_string()),
    };
    text.to_string()
}

/// What can happen on the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum KemuAction {
    ClickHollow(Hollow),
    /// The computer's move for the game with this id and move count.
    ComputerPlays {
        game_id: u32,
        ply: usize,
        mv: Move,
    },
    ComputerFailed(String),
    StartTane,
    PickTaneField(Field),
    PickDirection(Direction),
    ConfirmTane,
    CancelTane,
    Pass,
    Undo,
    NextGame,
    NewMatch(Setup),
    /// A saved match restored at start-up: its setup, earlier games and current game.
    Restore {
        setup: Setup,
        games: Vec<Game>,
        current: Box<Game>,
        undo_used: bool,
    },
}

impl Default for KemuState {
    fn default() -> Self {
        KemuState::new(Setup::default())
    }
}

impl KemuState {
    pub fn new(setup: Setup) -> KemuState {
        KemuState {
            setup,
            game: Match::new(setup.rules, setup.length, setup.first_player_a).next_game(),
            history: Vec::new(),
            undo_used: false,
            tane: TaneStep::Off,
            last_events: Vec::new(),
            message: None,
            game_id: 0,
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
        // The history only ever holds games the match accepted (see `start_game` and
        // `Restore`), so replaying it cannot fail; an empty match is the safe fallback.
        let mut m = Self::replay_match(&self.setup, &self.history).unwrap_or_else(|_| {
            Match::new(
                self.setup.rules,
                self.setup.length,
                self.setup.first_player_a,
            )
        });
        if self.game.outcome() != Outcome::Ongoing {
            let _ = m.record(&self.game);
        }
        m
    }

    pub fn to_move(&self) -> Tribe {
        self.game.position().to_move()
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
        if !self.person_to_move() || p.awaiting_ball() {
            return Warnings::default();
        }
        let opponent = p.to_move().other();
        Warnings {
            you: p.winning_hollows(),
            opponent: if p.stones_left(opponent) > 0 {
                p.threats(opponent)
            } else {
                HollowSet::EMPTY
            },
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
        match self.tane {
            TaneStep::ChooseDirection(f, Some(d)) => TanePreview::of(self.game.position(), f, d),
            _ => TanePreview::default(),
        }
    }

    /// The hollow of the last placement.
    pub fn last_hollow(&self) -> Option<Hollow> {
        match self.game.moves().last() {
            Some(Move::Place(h)) => Some(*h),
            _ => None,
        }
    }

    /// The text form of the game for the page's `data-record`.
    pub fn record(&self) -> String {
        self.game.to_string()
    }

    fn name(&self, tribe: Tribe) -> String {
        match self.setup.controller(tribe) {
            Controller::Person if self.setup.friendly() => tribe.name().to_string(),
            Controller::Person => t::kemu_name_you(tribe.name()),
            Controller::Computer(_) => t::kemu_name_computer(tribe.name()),
        }
    }

    /// Whose turn it is and what to do, or how the game ended, in words.
    pub fn status(&self) -> String {
        let p = self.game.position();
        match p.outcome() {
            Outcome::Ongoing => {
                let who = self.name(p.to_move());
                if self.computer_to_move().is_some() {
                    t::kemu_status_thinking(who)
                } else if p.awaiting_ball() {
                    t::kemu_status_ball(who)
                } else if p.stones_left(p.to_move()) == 0 {
                    t::kemu_status_must_pass(who)
                } else {
                    match self.tane {
                        TaneStep::ChooseField => t::kemu_status_tane_field(who),
                        TaneStep::ChooseDirection(f, None) => t::kemu_status_tane_direction(who, f),
                        TaneStep::ChooseDirection(f, Some(d)) => {
                            t::kemu_status_tane_confirm(who, f, direction_label(d))
                        }
                        TaneStep::Off => t::kemu_status_play(who),
                    }
                }
            }
            Outcome::Drawn => t::kemu_status_draw().to_string(),
            Outcome::Won(w) => {
                let how: Vec<String> = self
                    .game
                    .victories()
                    .iter()
                    .map(|v| match v.kind {
                        VictoryKind::Marae => {
                            let matau = p.score_halves(Tribe::Matau);
                            let manaia = p.score_halves(Tribe::Manaia);
                            if matau == manaia {
                                t::kemu_victory_marae_tie(score_text(matau), score_text(manaia))
                            } else {
                                t::kemu_victory_marae(score_text(matau), score_text(manaia))
                            }
                        }
                        VictoryKind::Tahuna => t::kemu_victory_tahuna(
                            v.fields.first().map(|f| f.name()).unwrap_or("?"),
                        ),
                        _ => t::kemu_victory_line(
                            v.kind.name(),
                            v.hollows
                                .iter()
                                .map(|h| h.to_string())
                                .collect::<Vec<_>>()
                                .join(" "),
                        ),
                    })
                    .collect();
                t::kemu_status_won(self.name(w), how.join("; "))
            }
        }
    }

    fn play(&mut self, mv: Move) {
        match self.game.play(mv) {
            Ok(events) => {
                self.last_events = events;
                self.tane = TaneStep::Off;
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
    }

    fn start_game(&mut self, m: Match) {
        let finished = std::mem::replace(&mut self.game, m.next_game());
        self.history.push(finished);
        self.undo_used = false;
        self.tane = TaneStep::Off;
        self.last_events.clear();
        self.game_id += 1;
    }
}

/// A score counted in halves, written with ½: `2`, `2½`, `½`.
pub fn score_text(halves: u16) -> String {
    match (halves / 2, halves % 2) {
        (whole, 0) => whole.to_string(),
        (0, _) => "½".into(),
        (whole, _) => format!("{whole}½"),
    }
}

impl TanePreview {
    /// What turning a Tane on `f` towards `d` would do, as the core previews it: the
    /// tiles it removes and the fields of its line (nothing if the turn is not legal).
    pub fn of(position: &takaro::core::kemu::Position, f: Field, d: Direction) -> TanePreview {
        let mut preview = TanePreview::default();
        let Ok((_, events)) = position.preview(Move::Tane(f, d)) else {
            return preview;
        };
        for event in events {
            match event {
                Event::TileRemoved(field, _) => preview.removed.insert(field),
                Event::FieldBlocked(field) => preview.line.insert(field),
                _ => {}
            }
        }
        preview
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
            KemuAction::ComputerPlays { game_id, ply, mv } => {
                // A reply for another game or an undone position is ignored.
                if game_id != self.game_id
                    || ply != self.game.moves().len()
                    || self.computer_to_move().is_none()
                {
                    return self;
                }
                next.play(mv);
            }
            KemuAction::ComputerFailed(why) => next.message = Some(Notice::ComputerFailed(why)),
            KemuAction::StartTane => {
                if self.can_start_tane() {
                    next.tane = TaneStep::ChooseField;
                }
            }
            KemuAction::PickTaneField(f) => {
                if self.clickable_fields().contains(f) {
                    next.tane = TaneStep::ChooseDirection(f, None);
                }
            }
            KemuAction::PickDirection(d) => {
                if let TaneStep::ChooseDirection(f, _) = self.tane {
                    next.tane = TaneStep::ChooseDirection(f, Some(d));
                }
            }
            KemuAction::ConfirmTane => {
                if let TaneStep::ChooseDirection(f, Some(d)) = self.tane {
                    next.play(Move::Tane(f, d));
                }
            }
            KemuAction::CancelTane => next.tane = TaneStep::Off,
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
                    ..KemuState::new(setup)
                };
            }
            KemuAction::Restore {
                setup,
                games,
                current,
                undo_used,
            } => {
                let Ok(m) = Self::replay_match(&setup, &games) else {
                    return self;
                };
                if current.start() != m.next_game().start() {
                    return self;
                }
                next = KemuState {
                    setup,
                    history: games,
                    game: *current,
                    undo_used,
                    game_id: self.game_id + 1,
                    ..KemuState::new(setup)
                };
            }
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let stale = reduce(
            s.clone(),
            KemuAction::ComputerPlays {
                game_id: s.game_id + 1,
                ply: 1,
                mv,
            },
        );
        assert_eq!(stale.game.moves().len(), 1);
        let ok = reduce(
            s.clone(),
            KemuAction::ComputerPlays {
                game_id: s.game_id,
                ply: 1,
                mv,
            },
        );
        assert_eq!(ok.game.moves().len(), 2);
    }

    #[test]
    fn restore_refuses_a_game_that_does_not_fit() {
        let s = KemuState::new(Setup::default());
        let wrong = Game::new(Rules::new(Tier::Basic), Tribe::Manaia);
        let after = reduce(
            s.clone(),
            KemuAction::Restore {
                setup: Setup::default(),
                games: vec![],
                current: Box::new(wrong),
                undo_used: false,
            },
        );
        assert_eq!(after, s);
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
        let w = s.warnings();
        assert_eq!(w.you, "d4".parse::<Hollow>().unwrap().bit());
        assert_eq!(w.opponent, "a9".parse::<Hollow>().unwrap().bit());
        let against_computer = Setup {
            manaia: Controller::Computer(Level::Easy),
            ..setup
        };
        let s = click(KemuState::new(against_computer), "f6");
        assert_eq!(
            s.warnings(),
            Warnings::default(),
            "none while the computer is to move"
        );
    }

    #[test]
    fn presets_fit_only_a_matching_setup() {
        let presets = |rules, length, opponent| KemuPresets {
            rules,
            length,
            opponent,
            record: None,
            aids: false,
            lesson: None,
        };
        let master = Some(Rules::new(Tier::Master));
        let s = Setup::from_presets(&presets(master, Some(MatchLength::Kiwi), None));
        assert!(s.fits(&presets(master, Some(MatchLength::Kiwi), None)));
        assert!(s.fits(&KemuPresets::default()));
        assert!(!s.fits(&presets(Some(Rules::new(Tier::Basic)), None, None)));
        assert!(!s.fits(&presets(Some(Rules::master_with_auge()), None, None)));
        assert!(!s.fits(&presets(None, Some(MatchLength::Moa), None)));
        let hard = Controller::Computer(Level::Hard);
        assert!(!s.fits(&presets(None, None, Some(hard))));
        assert_eq!(
            Setup::from_presets(&presets(None, None, Some(hard))).manaia,
            hard
        );
    }

    #[test]
    fn english_words_are_the_cores_own() {
        // The page maps the core's values to catalogue messages; in English they must
        // read exactly as the core's `Display` texts (the CLI and the tests use those).
        let h = |s: &str| s.parse::<Hollow>().unwrap();
        let field: Field = "d3".parse().unwrap();
        let errors = [
            MoveError::GameOver,
            MoveError::NotYourTurn {
                tribe: Tribe::Matau,
                to_move: Tribe::Manaia,
            },
            MoveError::Occupied(h("f6")),
            MoveError::BallNotCentral(h("c3")),
            MoveError::BallSameAsPreviousGame(h("e5")),
            MoveError::BallNotPlaced,
            MoveError::NoStonesLeft(Tribe::Manaia),
            MoveError::CannotPass(Tribe::Matau),
            MoveError::TaneNotInTier(Tier::Basic),
            MoveError::TaneAlreadyUsed(Tribe::Matau),
            MoveError::NoFullTileOfYours {
                field,
                tribe: Tribe::Manaia,
            },
        ];
        for e in errors {
            assert_eq!(move_error_text(&e), e.to_string());
        }
        let bad_records = ["", "zz!!", "e", "ek!", "ekA~", "ekA~Bq", "ek?", "ekAA"];
        for record in bad_records {
            let e = Game::from_compact(record).unwrap_err();
            assert_eq!(record_error_text(&e), e.to_string(), "{record:?}");
        }
        let e = Game::from_record("nonsense f6").unwrap_err();
        assert_eq!(record_error_text(&e), e.to_string());
        for tier in Tier::ALL {
            assert_eq!(tier_label(tier), tier.to_string());
        }
        for length in MatchLength::ALL {
            assert_eq!(length_label(length), length.to_string());
        }
        for level in Level::ALL {
            assert_eq!(level_label(level), level.to_string());
        }
        for d in Direction::ALL {
            assert_eq!(direction_label(d), d.name());
        }
        assert_eq!(
            Notice::ComputerFailed("the game is over".into()).text(),
            "The computer could not move: the game is over"
        );
        assert_eq!(
            Notice::ComputerFailed("the computer could not start".into()).text(),
            "The computer could not move: the computer could not start"
        );
    }

    #[test]
    fn scores_read_with_halves() {
        assert_eq!(score_text(0), "0");
        assert_eq!(score_text(1), "½");
        assert_eq!(score_text(5), "2½");
        assert_eq!(score_text(6), "3");
    }
}
