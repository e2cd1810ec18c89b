//! The Mū tōrere screen's state: one reducer that only delegates to the rules core.

use crate::play::{Change, Mover};
use crate::t;
use std::fmt;
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
    /// A friend on another device (by link or live); you play `you`.
    Remote,
}

/// `human`, or the computer's level (`perfect`, `medium`, `easy`).
impl fmt::Display for MuOpponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MuOpponent::Human => f.write_str("human"),
            MuOpponent::Computer(level) => level.fmt(f),
            MuOpponent::Remote => f.write_str("remote"),
        }
    }
}

impl FromStr for MuOpponent {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<MuOpponent, ParseLevelError> {
        if s == "human" {
            Ok(MuOpponent::Human)
        } else if s == "remote" {
            Ok(MuOpponent::Remote)
        } else {
            s.parse().map(MuOpponent::Computer)
        }
    }
}

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
    /// The board shows each point's name (kāwai 1–8, pūtahi); kept in the save.
    pub show_names: bool,
}

impl Default for MuState {
    fn default() -> Self {
        MuState {
            game: Game::new(),
            opponent: MuOpponent::Computer(Level::Perfect),
            you: Side::Green,
            rules: RuleSet::Standard,
            show_hints: false,
            show_names: false,
        }
    }
}

/// What a person can do on the screen (the session does undo and the computer's turn).
#[derive(Clone, Debug, PartialEq)]
pub enum MuAction {
    /// The player clicked (or pressed Enter on) a point.
    Play(Point),
    NewGame {
        opponent: MuOpponent,
        you: Side,
        rules: RuleSet,
    },
    ToggleHints,
    ToggleNames,
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

    /// Whether the computer should move now.
    pub fn computer_to_move(&self) -> bool {
        matches!(self.mover(), Mover::Computer(_))
    }

    /// The computer's level, or `None` against a friend.
    pub fn level(&self) -> Option<Level> {
        match self.opponent {
            MuOpponent::Computer(l) => Some(l),
            MuOpponent::Human | MuOpponent::Remote => None,
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

    /// Points whose counters a person may move now (none while the computer or a friend
    /// on another device is to move).
    pub fn movable(&self) -> Vec<Point> {
        if self.mover() != Mover::Person {
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

    /// With the hints on, for each counter that can move in the game after its first
    /// `ply` moves, what its move is worth to its side (stepping through a finished
    /// game shows the hints of the position shown, whoever is to move there).
    pub fn hints_at(&self, ply: usize) -> Vec<(Point, Value)> {
        if !self.show_hints {
            return Vec::new();
        }
        let mut then = self.game.clone();
        while then.moves().len() > ply && then.undo().is_some() {}
        analyse_in_game(&then)
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
                MuOpponent::Computer(_) | MuOpponent::Remote => t::mu_status_your_turn(to_move),
                MuOpponent::Human => t::mu_status_to_move(to_move),
            },
            Outcome::Won(w) => {
                let loser = side_name(w.other());
                match self.opponent {
                    MuOpponent::Computer(_) | MuOpponent::Remote if w == self.you => {
                        t::mu_status_you_win(loser)
                    }
                    MuOpponent::Computer(_) => t::mu_status_computer_wins(loser),
                    MuOpponent::Human | MuOpponent::Remote => {
                        t::mu_status_side_wins(t::MuStatusSideWins {
                            winner: side_name(w),
                            loser,
                        })
                    }
                }
            }
            Outcome::DrawByRepetition => t::mu_status_draw().to_string(),
        }
    }

    /// Who is to move now.
    pub fn mover(&self) -> Mover<Level> {
        let yours = self.game.position().to_move() == self.you;
        match (self.opponent, self.level()) {
            _ if self.game.outcome().is_over() => Mover::Nobody,
            (_, Some(level)) if !yours => Mover::Computer(level),
            (MuOpponent::Remote, _) if !yours => Mover::Remote,
            _ => Mover::Person,
        }
    }

    /// Does a person's action, by the rules core.
    ///
    /// # Errors
    /// The core's [`MoveError`] for a move it refuses; the game is then unchanged.
    pub fn act(&mut self, action: MuAction) -> Result<Change, MoveError> {
        match action {
            MuAction::Play(point) => self.game.play(point).map(|_| Change::Moved),
            MuAction::NewGame {
                opponent,
                you,
                rules,
            } => {
                *self = MuState {
                    show_hints: self.show_hints,
                    show_names: self.show_names,
                    ..MuState::with_rules(opponent, you, rules)
                };
                Ok(Change::NewGame)
            }
            MuAction::ToggleHints => {
                self.show_hints = !self.show_hints;
                Ok(Change::Nothing)
            }
            MuAction::ToggleNames => {
                self.show_names = !self.show_names;
                Ok(Change::Nothing)
            }
        }
    }
}

/// How a hint reads: the value of a move for its mover, counted in the mover's moves.
pub fn describe(v: Value) -> String {
    match v {
        Value::Win(1) => t::mu_hint_wins_now().to_string(),
        Value::Win(d) => t::mu_hint_wins_in(crate::i18n::own_moves(d)),
        Value::Draw => t::mu_hint_draws().to_string(),
        Value::Loss(d) => t::mu_hint_loses_in(crate::i18n::own_moves(d)),
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

/// A point's name as the board writes it: "pūtahi" or "kāwai 3" (te reo Māori in
/// every language).
pub fn point_name(p: Point) -> String {
    if p.is_putahi() {
        t::mu_name_putahi().to_string()
    } else {
        t::mu_name_kawai(p.index())
    }
}

/// A move as the move list writes it: "kāwai 4 → pūtahi".
pub fn move_short(mv: Move) -> String {
    t::mu_move_short(t::MuMoveShort {
        from: point_name(mv.from),
        to: point_name(mv.to),
    })
}

/// A Mū tōrere move in words.
pub fn move_in_words(side: Side, from: Point, to: Point) -> String {
    t::announce_mu_move(t::AnnounceMuMove {
        side: side_name(side),
        from: place(from),
        to: place(to),
    })
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
/// A refused move in words, saying what to tap instead where the counter was not the
/// mover's (an empty point, or the other side's counter).
pub fn refused(e: &MoveError) -> String {
    match e {
        MoveError::NotYourCounter { side, .. } => t::mu_refused_not_yours((*side).into()),
        other => t::mu_refused(reason(other)),
    }
}

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

    fn act(mut s: MuState, a: MuAction) -> MuState {
        let _ = s.act(a);
        s
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
        assert_eq!(s.mover(), Mover::Person);
        assert_eq!(s.movable(), vec![pt(1), pt(4)]);
        let s = act(s, MuAction::Play(pt(1)));
        assert_eq!(s.game.record(), "1");
        assert_eq!(s.mover(), Mover::Computer(Level::Perfect));
        assert!(s.movable().is_empty());
        assert!(s.status().contains("thinking"));
        // Between friends, a person is always to move.
        let friends = act(
            MuState::new(MuOpponent::Human, Side::Green),
            MuAction::Play(pt(1)),
        );
        assert_eq!(friends.mover(), Mover::Person);
    }

    #[test]
    fn illegal_click_keeps_the_game_and_says_why() {
        let mut s = MuState::new(MuOpponent::Human, Side::Green);
        let refused = s.act(MuAction::Play(pt(2)));
        assert_eq!(
            refused,
            Err(MoveError::PutahiNeedsOpponentNeighbour { point: pt(2) })
        );
        assert_eq!(s.game.record(), "");
        assert!(reason(&refused.unwrap_err()).contains("pūtahi"));
    }

    #[test]
    fn a_new_game_keeps_the_hints_switch() {
        let s = act(
            MuState::new(MuOpponent::Human, Side::Green),
            MuAction::ToggleHints,
        );
        let mut s = act(s, MuAction::Play(pt(1)));
        let change = s.act(MuAction::NewGame {
            opponent: MuOpponent::Computer(Level::Easy),
            you: Side::White,
            rules: RuleSet::Free,
        });
        assert_eq!(change, Ok(Change::NewGame));
        assert_eq!(s.game.record(), "");
        assert_eq!(s.rules, RuleSet::Free);
        assert!(s.show_hints);
        assert_eq!(s.mover(), Mover::Computer(Level::Easy), "Green starts");
    }

    #[test]
    fn hints_and_status_words() {
        let s = act(
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
        assert_eq!(drawn.mover(), Mover::Nobody);
    }

    #[test]
    fn moves_read_with_their_te_reo_names() {
        assert_eq!(
            move_in_words(Side::White, pt(6), Point::PUTAHI),
            "White moved from kāwai 6 to the pūtahi"
        );
        assert_eq!(
            move_in_words(Side::Green, Point::PUTAHI, pt(3)),
            "Green moved from the pūtahi to kāwai 3"
        );
    }

    #[test]
    fn the_move_list_names_the_points_as_the_board_does() {
        let game = Game::from_record("4 5 0").unwrap();
        let said: Vec<String> = game.moves().iter().map(|&mv| move_short(mv)).collect();
        assert_eq!(
            said,
            ["kāwai 4 → pūtahi", "kāwai 5 → kāwai 4", "pūtahi → kāwai 5"]
        );
        let in_te_reo = crate::i18n::in_each_language(|| move_short(game.moves()[0]));
        assert_eq!(
            in_te_reo[1], "kāwai 4 → pūtahi",
            "the names are te reo in both"
        );
    }

    #[test]
    fn hints_at_a_ply_are_those_of_the_position_then() {
        let game = Game::from_record(WHITE_WINS_UNLESS_IT_REPEATS).unwrap();
        let s = MuState {
            game,
            ..MuState::new(MuOpponent::Computer(Level::Perfect), Side::Green)
        };
        assert!(s.hints_at(3).is_empty(), "the hints are off");
        let s = act(s, MuAction::ToggleHints);
        // Green's two first moves draw; later, White's, whoever the person plays.
        let start = s.hints_at(0);
        assert_eq!(start.len(), 2);
        assert!(start.iter().all(|(_, v)| *v == Value::Draw), "{start:?}");
        let played = s.game.moves().len();
        assert_eq!(s.hints_at(played)[0], (pt(7), Value::Win(3)));
        assert_eq!(
            s.hints_at(played + 5),
            s.hints_at(played),
            "no further than the game"
        );
        // A finished game's last position has no moves to hint.
        let mut over = s.clone();
        over.game.play(pt(7)).unwrap();
        while !over.game.outcome().is_over() {
            let next = analyse_in_game(&over.game)[0].0;
            over.game.play(next.from).unwrap();
        }
        assert!(over.hints_at(over.game.moves().len()).is_empty());
    }

    #[test]
    fn a_new_game_keeps_the_point_names() {
        let s = act(
            MuState::new(MuOpponent::Human, Side::Green),
            MuAction::ToggleNames,
        );
        assert!(s.show_names);
        let s = act(
            s,
            MuAction::NewGame {
                opponent: MuOpponent::Human,
                you: Side::Green,
                rules: RuleSet::Standard,
            },
        );
        assert!(s.show_names);
    }

    #[test]
    fn last_move_is_from_and_to() {
        let s = act(
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
        let s = act(s, MuAction::ToggleHints);
        let hints = s.hints();
        assert_eq!(hints[0], (pt(7), Value::Win(3)));
        assert!(hints.contains(&(pt(5), Value::Draw)), "{hints:?}");
    }
}
