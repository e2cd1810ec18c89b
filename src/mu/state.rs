//! The Mū tōrere screen's state: one reducer that only delegates to the rules core.

use crate::engine::EngineFailure;
use crate::play::TurnKey;
use crate::t;
use std::fmt;
use std::rc::Rc;
use std::str::FromStr;
use takaro::core::mu_torere::{Game, Move, MoveError, Outcome, Point, RuleSet, Side, Value};
use takaro::mu_torere::{analyse_in_game, choose, Level, ParseLevelError};
use takaro::rng::Rng;

/// Who plays against you in Mū tōrere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MuOpponent {
    /// A friend at the same screen.
    Human,
    Computer(Level),
}

/// `human`, or the computer's level (`perfect`, `medium`, `easy`).
impl fmt::Display for MuOpponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MuOpponent::Human => f.write_str("human"),
            MuOpponent::Computer(level) => level.fmt(f),
        }
    }
}

impl FromStr for MuOpponent {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<MuOpponent, ParseLevelError> {
        if s == "human" {
            Ok(MuOpponent::Human)
        } else {
            s.parse().map(MuOpponent::Computer)
        }
    }
}

pub use super::presets::MuPresets;
use yew::Reducible;

/// Everything the Mū tōrere screen shows.
#[derive(Clone, Debug, PartialEq)]
pub struct MuState {
    pub game: Game,
    pub opponent: MuOpponent,
    /// The side you play against the computer (both sides are yours against a friend).
    pub you: Side,
    /// The rule set of the game (also in `game`; kept here for new games).
    pub rules: RuleSet,
    pub show_hints: bool,
    /// Counts new games, so effects restart for a new game even at the same position.
    pub game_id: u32,
    /// The last refusal, in words.
    pub message: Option<String>,
}

impl Default for MuState {
    fn default() -> Self {
        MuState {
            game: Game::new(),
            opponent: MuOpponent::Computer(Level::Perfect),
            you: Side::Green,
            rules: RuleSet::Standard,
            show_hints: false,
            game_id: 0,
            message: None,
        }
    }
}

/// What can happen on the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum MuAction {
    /// The player clicked (or pressed Enter on) a point.
    Play(Point),
    /// The computer's move for the position `key` (chosen in an effect, not here).
    ComputerPlays {
        key: TurnKey,
        answer: Result<Move, EngineFailure>,
    },
    Undo,
    NewGame {
        opponent: MuOpponent,
        you: Side,
        rules: RuleSet,
    },
    ToggleHints,
    /// Another game in place of this one (a shared game's copy).
    Replace(Box<MuState>),
}

impl MuState {
    pub fn new(opponent: MuOpponent, you: Side) -> MuState {
        MuState::with_rules(opponent, you, RuleSet::Standard)
    }

    /// A new game under a rule set.
    pub fn with_rules(opponent: MuOpponent, you: Side, rules: RuleSet) -> MuState {
        MuState {
            opponent,
            you,
            rules,
            game: Game::with_rules(rules),
            ..MuState::default()
        }
    }

    /// The position the computer would answer now (it cannot fail, so there is no
    /// asking again: `attempt` stays 0).
    pub fn turn_key(&self) -> TurnKey {
        TurnKey {
            game_id: self.game_id,
            ply: self.game.moves().len(),
            attempt: 0,
        }
    }

    /// Whether the computer should move now.
    pub fn computer_to_move(&self) -> bool {
        matches!(self.opponent, MuOpponent::Computer(_))
            && self.game.outcome() == Outcome::Ongoing
            && self.game.position().to_move() != self.you
    }

    /// The computer's level, or `None` against a friend.
    pub fn level(&self) -> Option<Level> {
        match self.opponent {
            MuOpponent::Computer(l) => Some(l),
            MuOpponent::Human => None,
        }
    }

    /// The computer's move now, chosen knowing the game's history (so it avoids or
    /// claims repetition draws as they suit it); `None` unless the computer is to move.
    pub fn computer_move(&self, rng: &mut Rng) -> Option<Move> {
        let level = self.level()?;
        if !self.computer_to_move() {
            return None;
        }
        choose(&self.game, level, rng)
    }

    /// Points whose counters a person may move now (none while the computer is to move).
    pub fn movable(&self) -> Vec<Point> {
        if self.computer_to_move() {
            return Vec::new();
        }
        self.game.legal_moves().iter().map(|m| m.from).collect()
    }

    /// The last move as (from, to).
    pub fn last_move(&self) -> Option<(Point, Point)> {
        self.game.last_move().map(|mv| (mv.from, mv.to))
    }

    /// For each movable counter, what its move is worth to the mover in this game (a
    /// move that repeats a position for the third time draws).
    pub fn hints(&self) -> Vec<(Point, Value)> {
        if !self.show_hints || self.movable().is_empty() {
            return Vec::new();
        }
        analyse_in_game(&self.game)
            .into_iter()
            .map(|(m, v)| (m.from, v))
            .collect()
    }

    /// The status line: whose turn it is, or how the game ended.
    pub fn status(&self) -> String {
        let to_move = side_name(self.game.position().to_move());
        match self.game.outcome() {
            // Only the computer's side is to move while it thinks.
            Outcome::Ongoing if self.computer_to_move() => t::mu_status_thinking(to_move),
            Outcome::Ongoing => match self.opponent {
                MuOpponent::Computer(_) => t::mu_status_your_turn(to_move),
                MuOpponent::Human => t::mu_status_to_move(to_move),
            },
            Outcome::Won(w) => {
                let loser = side_name(w.other());
                match self.opponent {
                    MuOpponent::Computer(_) if w == self.you => t::mu_status_you_win(loser),
                    MuOpponent::Computer(_) => t::mu_status_computer_wins(loser),
                    MuOpponent::Human => t::mu_status_side_wins(t::MuStatusSideWins {
                        winner: side_name(w),
                        loser,
                    }),
                }
            }
            Outcome::DrawByRepetition => t::mu_status_draw().to_string(),
        }
    }

    fn undo_for_person(&mut self) {
        match self.opponent {
            MuOpponent::Human => {
                self.game.undo();
            }
            MuOpponent::Computer(_) => {
                // Take back the computer's reply and your move, back to your turn.
                self.game.undo();
                while self.game.position().to_move() != self.you && self.game.undo().is_some() {}
            }
        }
    }
}

/// How a hint reads: the value of a move for its mover, counted in the mover's moves.
pub fn describe(v: Value) -> String {
    match v {
        Value::Win(1) => t::mu_hint_wins_now().to_string(),
        Value::Win(d) => t::mu_hint_wins_in(u32::from(d.div_ceil(2))),
        Value::Draw => t::mu_hint_draws().to_string(),
        Value::Loss(d) => t::mu_hint_loses_in(u32::from(d.div_ceil(2))),
    }
}

/// A side's name in the page's language ("Green", "White").
pub fn side_name(s: Side) -> &'static str {
    match s {
        Side::Green => t::mu_side_green(),
        Side::White => t::mu_side_white(),
    }
}

/// A point inside a sentence: "the pūtahi" or "kāwai 3".
pub fn place(p: Point) -> String {
    if p.is_putahi() {
        t::mu_place_putahi().to_string()
    } else {
        t::mu_place_kawai(p.index())
    }
}

/// A rule set's name as the settings show it.
pub fn rules_name(r: RuleSet) -> &'static str {
    match r {
        RuleSet::Standard => t::mu_rules_standard(),
        RuleSet::Free => t::mu_rules_free(),
        RuleSet::AdjacentEnemy => t::mu_rules_adjacent_enemy(),
        RuleSet::FirstMove => t::mu_rules_first_move(),
        RuleSet::FirstTwoTurns => t::mu_rules_first_two_turns(),
    }
}

/// What a rule set asks of a move, in one phrase.
pub fn rules_says(r: RuleSet) -> &'static str {
    match r {
        RuleSet::Standard => t::mu_rules_standard_says(),
        RuleSet::Free => t::mu_rules_free_says(),
        RuleSet::AdjacentEnemy => t::mu_rules_adjacent_enemy_says(),
        RuleSet::FirstMove => t::mu_rules_first_move_says(),
        RuleSet::FirstTwoTurns => t::mu_rules_first_two_turns_says(),
    }
}

/// Why the rules core refused a move, in the page's language (the core's own `Display`
/// stays for the command line).
pub fn reason(e: &MoveError) -> String {
    match e {
        MoveError::GameOver => t::mu_reason_game_over().to_string(),
        MoveError::NotYourCounter { point, side } => t::mu_reason_not_yours(t::MuReasonNotYours {
            point,
            side: (*side).into(),
        }),
        MoveError::NotAdjacent { point, empty } => {
            t::mu_reason_not_adjacent(t::MuReasonNotAdjacent { point, empty })
        }
        MoveError::PutahiNeedsOpponentNeighbour { point } => {
            t::mu_reason_putahi_needs_opponent(point)
        }
        MoveError::NeedsOpponentNeighbour { point } => t::mu_reason_needs_opponent(point),
    }
}

impl Reducible for MuState {
    type Action = MuAction;

    fn reduce(self: Rc<Self>, action: MuAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.message = None;
        match action {
            MuAction::Play(point) => {
                if self.computer_to_move() {
                    next.message = Some(t::mu_refused_computer_turn().to_string());
                } else if let Err(e) = next.game.play(point) {
                    next.message = Some(t::mu_refused(reason(&e)));
                }
            }
            MuAction::ComputerPlays { key, answer } => {
                // A stale move (after undo or a new game) no longer fits: ignore it.
                let Ok(mv) = answer else { return self };
                if key != self.turn_key()
                    || !self.computer_to_move()
                    || next.game.play(mv.from).is_err()
                {
                    return self;
                }
            }
            MuAction::Undo => next.undo_for_person(),
            MuAction::NewGame {
                opponent,
                you,
                rules,
            } => {
                next = MuState {
                    game_id: self.game_id + 1,
                    show_hints: self.show_hints,
                    ..MuState::with_rules(opponent, you, rules)
                };
            }
            MuAction::ToggleHints => next.show_hints = !self.show_hints,
            MuAction::Replace(state) => {
                next = MuState {
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

    #[test]
    fn opponents_read_back_from_their_names() {
        let all = [MuOpponent::Human]
            .into_iter()
            .chain(Level::ALL.map(MuOpponent::Computer));
        for o in all {
            assert_eq!(o.to_string().parse(), Ok(o));
        }
        assert!("god".parse::<MuOpponent>().is_err());
    }

    fn reduce(s: MuState, a: MuAction) -> MuState {
        (*Rc::new(s).reduce(a)).clone()
    }
    fn computer_plays(game_id: u32, ply: usize, mv: Move) -> MuAction {
        MuAction::ComputerPlays {
            key: TurnKey {
                game_id,
                ply,
                attempt: 0,
            },
            answer: Ok(mv),
        }
    }
    /// A game between friends from a record (the rule set standard).
    fn restored(opponent: MuOpponent, record: &str) -> MuState {
        MuState {
            game: Game::from_record(record).unwrap(),
            ..MuState::new(opponent, Side::Green)
        }
    }
    fn pt(n: u8) -> Point {
        Point::new(n).unwrap()
    }

    #[test]
    fn person_plays_and_computer_is_then_to_move() {
        let s = MuState::new(MuOpponent::Computer(Level::Perfect), Side::Green);
        assert_eq!(s.movable(), vec![pt(1), pt(4)]);
        let s = reduce(s, MuAction::Play(pt(1)));
        assert_eq!(s.game.record(), "1");
        assert!(s.computer_to_move());
        assert!(s.movable().is_empty());
        assert!(s.status().contains("thinking"));
        // Clicking during the computer's turn does nothing but explain.
        let s2 = reduce(s.clone(), MuAction::Play(pt(8)));
        assert_eq!(s2.game.record(), "1");
        assert!(s2.message.is_some());
    }

    #[test]
    fn illegal_click_keeps_the_game_and_says_why() {
        let s = reduce(
            MuState::new(MuOpponent::Human, Side::Green),
            MuAction::Play(pt(2)),
        );
        assert_eq!(s.game.record(), "");
        assert!(s.message.unwrap().contains("pūtahi"));
    }

    #[test]
    fn undo_against_the_computer_takes_back_both_moves() {
        let s = MuState::new(MuOpponent::Computer(Level::Perfect), Side::Green);
        let s = reduce(s, MuAction::Play(pt(1)));
        let reply = s.computer_move(&mut Rng::new(1)).unwrap();
        let s = reduce(s, computer_plays(0, 1, reply));
        assert_eq!(s.game.moves().len(), 2);
        let s = reduce(s, MuAction::Undo);
        assert_eq!(s.game.moves().len(), 0);
        // Against a friend, one move at a time.
        let s = reduce(
            MuState::new(MuOpponent::Human, Side::Green),
            MuAction::Play(pt(1)),
        );
        let s = reduce(s, MuAction::Play(pt(8)));
        assert_eq!(reduce(s, MuAction::Undo).game.record(), "1");
    }

    #[test]
    fn stale_computer_move_is_ignored() {
        let s = MuState::new(MuOpponent::Computer(Level::Perfect), Side::Green);
        let after = reduce(
            s.clone(),
            computer_plays(
                0,
                0,
                Move {
                    from: pt(1),
                    to: pt(0),
                },
            ),
        );
        assert_eq!(after.game.record(), "", "not the computer's turn");
        let s = reduce(s, MuAction::Play(pt(1)));
        let reply = s.computer_move(&mut Rng::new(1)).unwrap();
        for (game_id, ply) in [(1, 1), (0, 0), (0, 2)] {
            let stale = reduce(s.clone(), computer_plays(game_id, ply, reply));
            assert_eq!(stale.game.record(), "1", "{game_id} {ply}");
        }
        assert_eq!(reduce(s, computer_plays(0, 1, reply)).game.moves().len(), 2);
    }

    #[test]
    fn hints_and_status_words() {
        let s = reduce(
            MuState::new(MuOpponent::Human, Side::Green),
            MuAction::ToggleHints,
        );
        let hints = s.hints();
        assert_eq!(hints.len(), 2);
        assert!(hints.iter().all(|(_, v)| *v == Value::Draw));
        assert_eq!(s.status(), "Green to move.");
        assert_eq!(describe(Value::Win(1)), "wins now");
        assert_eq!(describe(Value::Win(5)), "wins in 3");
        assert_eq!(describe(Value::Loss(4)), "loses in 2");
        let drawn = MuState {
            game: Game::from_record("4 5 0 4 5 0 4 5 0 4 5 0").unwrap(),
            ..s
        };
        assert!(drawn.status().starts_with("Draw by repetition"));
        assert!(drawn.movable().is_empty());
    }

    #[test]
    fn refusals_read_as_the_cores_errors_in_english() {
        let errors = [
            MoveError::GameOver,
            MoveError::NotYourCounter {
                point: pt(5),
                side: Side::Green,
            },
            MoveError::NotAdjacent {
                point: pt(2),
                empty: Point::PUTAHI,
            },
            MoveError::PutahiNeedsOpponentNeighbour { point: pt(2) },
            MoveError::NeedsOpponentNeighbour { point: pt(3) },
        ];
        for e in errors {
            assert_eq!(reason(&e), e.to_string());
        }
        for r in RuleSet::ALL {
            assert_eq!(rules_name(r), r.name());
            assert_eq!(rules_says(r), r.describe());
        }
        assert_eq!(place(Point::PUTAHI), "the pūtahi");
        assert_eq!(place(pt(3)), "kāwai 3");
    }

    #[test]
    fn last_move_is_from_and_to() {
        let s = reduce(
            MuState::new(MuOpponent::Human, Side::Green),
            MuAction::Play(pt(4)),
        );
        assert_eq!(s.last_move(), Some((pt(4), pt(0))));
    }

    /// White to move, winning in 3 by 5 or 7; the position after 5 has occurred twice.
    const WHITE_WINS_UNLESS_IT_REPEATS: &str = "4 5 0 4 3 0 5 6 0 3 4 5 6 0 5 6 0 5 6 0 5 6 0";

    #[test]
    fn computer_move_knows_the_history() {
        let s = restored(
            MuOpponent::Computer(Level::Perfect),
            WHITE_WINS_UNLESS_IT_REPEATS,
        );
        assert!(s.computer_to_move());
        for seed in 0..10 {
            assert_eq!(
                s.computer_move(&mut Rng::new(seed)),
                Some(Move {
                    from: pt(7),
                    to: pt(0)
                })
            );
        }
        // Not the computer's turn: no move.
        let mine = MuState::new(MuOpponent::Computer(Level::Perfect), Side::Green);
        assert_eq!(mine.computer_move(&mut Rng::new(0)), None);
        let friend = MuState::new(MuOpponent::Human, Side::Green);
        assert_eq!(friend.computer_move(&mut Rng::new(0)), None);
    }

    #[test]
    fn hints_count_the_repetition_draw() {
        let s = restored(MuOpponent::Human, WHITE_WINS_UNLESS_IT_REPEATS);
        let s = reduce(s, MuAction::ToggleHints);
        let hints = s.hints();
        assert_eq!(hints[0], (pt(7), Value::Win(3)));
        assert!(hints.contains(&(pt(5), Value::Draw)), "{hints:?}");
    }
}
