//! The position of a question to the class, read by the rules core through each game's own
//! page state: its board (the student's move reported as the rules core writes it), a
//! chosen move in words, and for Mū tōrere each move's exact value from the solved table.
//! The service checks each answer again ([`takaro`]'s rules, docs/class-protocol.md).

use super::answer_arrows::{AnswerArrows, Arrow};
use super::games::ClassGame;
use super::kemu_judgement::KemuWorth;
use crate::kemu::play::Kemu;
use crate::kemu::state::{KemuAction, KemuState};
use crate::mu::play::MuTorere;
use crate::mu::state::{move_in_words, MuAction, MuState};
use crate::play::{BoardTags, ComputerPlay, GameRules, GameView, GameWords, RemotePlay, Saving};
use crate::route::Query;
use crate::t;
use takaro::core::kemu;
use takaro::core::mu_torere::{self, Point, Value};
use takaro::mu_torere::analyse_in_game;
use yew::prelude::*;

/// A question's position, as the game's page holds a game.
#[derive(Clone, Debug, PartialEq)]
pub enum QuestionGame {
    Mu(MuState),
    Kemu(Box<KemuState>),
}

/// What a move is worth to the side that makes it, from Mū tōrere's solved table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Worth {
    Win,
    Draw,
    Loss,
}

impl Worth {
    /// `data-value`: `win`, `draw` or `loss`.
    pub fn code(self) -> &'static str {
        match self {
            Worth::Win => "win",
            Worth::Draw => "draw",
            Worth::Loss => "loss",
        }
    }

    fn of(value: Value) -> Worth {
        match value {
            Value::Win(_) => Worth::Win,
            Value::Draw => Worth::Draw,
            Value::Loss(_) => Worth::Loss,
        }
    }
}

/// An answer's worth, whichever game judged it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Mu(Worth),
    Kemu(KemuWorth),
}

impl Mark {
    /// `data-value` and the answer's class.
    pub fn code(self) -> &'static str {
        match self {
            Mark::Mu(w) => w.code(),
            Mark::Kemu(w) => w.code(),
        }
    }

    /// A symbol beside the count, so colour is never the only cue.
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Mu(Worth::Win) | Mark::Kemu(KemuWorth::Good) => "✓",
            Mark::Mu(Worth::Draw) | Mark::Kemu(KemuWorth::Weaker) => "=",
            Mark::Mu(Worth::Loss) | Mark::Kemu(KemuWorth::Mistake) => "✗",
        }
    }

    /// The worth in words ("wins", "a little weaker than the best move found").
    pub fn words(self) -> &'static str {
        match self {
            Mark::Mu(Worth::Win) => t::class_value_win(),
            Mark::Mu(Worth::Draw) => t::class_value_draw(),
            Mark::Mu(Worth::Loss) => t::class_value_loss(),
            Mark::Kemu(KemuWorth::Good) => t::class_kemu_good(),
            Mark::Kemu(KemuWorth::Weaker) => t::class_kemu_weaker(),
            Mark::Kemu(KemuWorth::Mistake) => t::class_kemu_mistake(),
        }
    }
}

fn read<G: Saving>(link: &str) -> Option<G::State> {
    G::shared(&G::presets(&Query::parse(link)))?.ok()
}

impl QuestionGame {
    /// The position of a question's link, when it reads and a side is to move there.
    pub fn read(game: ClassGame, link: &str) -> Option<QuestionGame> {
        let read = match game {
            ClassGame::Mu => QuestionGame::Mu(read::<MuTorere>(link)?),
            ClassGame::Kemu => QuestionGame::Kemu(Box::new(read::<Kemu>(link)?)),
        };
        read.to_move().is_some().then_some(read)
    }

    /// The side to move's code, `None` once the game is over.
    pub fn to_move(&self) -> Option<&'static str> {
        match self {
            QuestionGame::Mu(s) => MuTorere::side_to_move(s).map(MuTorere::side_code),
            QuestionGame::Kemu(s) => Kemu::side_to_move(s).map(Kemu::side_code),
        }
    }

    /// The side to move in words ("Green").
    pub fn to_move_name(&self) -> String {
        match self {
            QuestionGame::Mu(s) => MuTorere::side_to_move(s).map(MuTorere::side_name),
            QuestionGame::Kemu(s) => Kemu::side_to_move(s).map(Kemu::side_name),
        }
        .unwrap_or_default()
    }

    /// The position after the move written `code`, if it is legal here.
    pub fn after(&self, code: &str) -> Option<QuestionGame> {
        let mut next = self.clone();
        match &mut next {
            QuestionGame::Mu(s) => {
                let point: Point = code.parse().ok()?;
                s.game.play(point).ok()?;
            }
            QuestionGame::Kemu(s) => {
                let mv: kemu::Move = code.parse().ok()?;
                Kemu::play(s, mv).ok()?;
            }
        }
        Some(next)
    }

    /// The move written `code` in words ("Green moves from kāwai 3 to the pūtahi").
    pub fn move_words(&self, code: &str) -> Option<String> {
        match (self, self.after(code)?) {
            (QuestionGame::Mu(s), QuestionGame::Mu(_)) => {
                let mv = s
                    .game
                    .legal_moves()
                    .into_iter()
                    .find(|m| m.from.to_string() == code)?;
                Some(move_in_words(s.game.position().to_move(), mv.from, mv.to))
            }
            (QuestionGame::Kemu(_), QuestionGame::Kemu(after)) => {
                Kemu::last_move(&after).map(|(words, _)| words)
            }
            _ => None,
        }
    }

    /// Every legal move's worth to the side to move (Mū tōrere, from the solved table
    /// under the question's rule set and history); empty for Moeraki Kemu.
    pub fn worths(&self) -> Vec<(String, Worth, Value)> {
        match self {
            QuestionGame::Mu(s) => analyse_in_game(&s.game)
                .into_iter()
                .map(|(mv, value)| (mv.from.to_string(), Worth::of(value), value))
                .collect(),
            QuestionGame::Kemu(_) => Vec::new(),
        }
    }

    /// The best move (Mū tōrere: the solved table's first; Moeraki Kemu asks the engine).
    pub fn best_mu(&self) -> Option<String> {
        self.worths().into_iter().next().map(|(code, _, _)| code)
    }

    /// The Kemu game of the position (for the engine).
    pub fn kemu_game(&self) -> Option<&kemu::Game> {
        match self {
            QuestionGame::Kemu(s) => Some(&s.game),
            QuestionGame::Mu(_) => None,
        }
    }

    /// The board of this position, clickable through `act` (the question page keeps
    /// the position and hands each click to [`QuestionGame::act`]).
    pub fn board(&self, act: &Callback<Click>) -> Html {
        match self {
            QuestionGame::Mu(s) => {
                MuTorere::board(s, None, BoardTags::default(), &act.reform(Click::Mu))
            }
            QuestionGame::Kemu(s) => {
                Kemu::board(s, None, BoardTags::default(), &act.reform(Click::Kemu))
            }
        }
    }

    /// The controls a move may need besides the board: Moeraki Kemu's "Use the Tane"
    /// with its steps, and "Pass" (nothing for Mū tōrere).
    pub fn controls(&self, act: &Callback<Click>) -> Html {
        match self {
            QuestionGame::Mu(_) => html! {},
            QuestionGame::Kemu(s) => {
                let act = act.reform(Click::Kemu);
                let (moves, _) = Kemu::buttons(s, &act);
                html! { <>
                    <div class="buttons">{ moves }</div>
                    { crate::kemu::panel::tane_panel(s, &act) }
                </> }
            }
        }
    }

    /// The board after the move written `code`, that move marked, not clickable.
    pub fn board_after(&self, code: &str) -> Html {
        match self.after(code) {
            Some(QuestionGame::Mu(s)) => MuTorere::board(
                &s,
                Some(s.game.moves().len()),
                BoardTags::default(),
                &Callback::noop(),
            ),
            Some(QuestionGame::Kemu(s)) => Kemu::board(
                &s,
                Some(s.game.moves().len()),
                BoardTags::default(),
                &Callback::noop(),
            ),
            None => self.board(&Callback::noop()),
        }
    }

    /// A click on the board: the move it makes, as the rules core writes it (the position
    /// itself is left as it was), or `None` when it only selects (a Kemu Tane's first tap
    /// is kept in `self`) or is refused.
    pub fn act(&mut self, click: Click) -> Option<String> {
        match (self, click) {
            (QuestionGame::Mu(s), Click::Mu(action)) => {
                let mut next = s.clone();
                let before = next.game.moves().len();
                MuTorere::act(&mut next, action).ok()?;
                (next.game.moves().len() == before + 1)
                    .then(|| next.game.moves().last().map(|m| m.from.to_string()))
                    .flatten()
            }
            (QuestionGame::Kemu(s), Click::Kemu(action)) => {
                let before = s.game.moves().len();
                let mut next = (**s).clone();
                Kemu::act(&mut next, action).ok()?;
                if next.game.moves().len() == before + 1 {
                    next.game.moves().last().map(|m| m.to_string())
                } else {
                    // A selection: kept, so the next tap completes the move.
                    **s = next;
                    None
                }
            }
            _ => None,
        }
    }

    /// A click on the teacher's own board, kept (moves are played on it); whether it
    /// changed the position.
    pub fn keep(&mut self, click: Click) -> bool {
        let before = self.clone();
        match (&mut *self, click) {
            (QuestionGame::Mu(s), Click::Mu(action)) => {
                let _ = MuTorere::act(s, action);
            }
            (QuestionGame::Kemu(s), Click::Kemu(action)) => {
                let _ = Kemu::act(s, action);
            }
            _ => {}
        }
        *self != before
    }

    /// The position's game link (what a question is asked with).
    pub fn link(&self) -> String {
        match self {
            QuestionGame::Mu(s) => MuTorere::link(s).text().to_string(),
            QuestionGame::Kemu(s) => Kemu::link(s).text().to_string(),
        }
    }

    /// Moves played from where it began.
    pub fn played(&self) -> usize {
        match self {
            QuestionGame::Mu(s) => s.game.moves().len(),
            QuestionGame::Kemu(s) => s.game.moves().len(),
        }
    }

    /// The board with the class's answers marked on it, each with how many chose it and,
    /// once judged, its mark (`marks`, in the answers' order): Mū tōrere's as arrows from
    /// the counter moved, Moeraki Kemu's on the hollow a stone or the ball goes to (a Tane
    /// turn or a pass has no hollow: the list below the board carries it).
    pub fn answers_board(
        &self,
        answers: &[(String, usize)],
        marks: &[(String, Option<Mark>)],
    ) -> Html {
        let label = |code: &str, count: usize| {
            let mark = marks.iter().find(|(c, _)| c == code).and_then(|m| m.1);
            let symbol = mark.map(|m| format!(" {}", m.symbol())).unwrap_or_default();
            (format!("×{count}{symbol}"), mark.map(Mark::code))
        };
        match self {
            QuestionGame::Mu(s) => {
                let moves = s.game.legal_moves();
                let arrows = answers
                    .iter()
                    .filter_map(|(code, count)| {
                        let mv = moves.iter().find(|m| m.from.to_string() == *code)?;
                        let (text, kind) = label(code, *count);
                        Some(Arrow {
                            from: mv.from,
                            to: mv.to,
                            label: text,
                            kind,
                        })
                    })
                    .collect::<Vec<_>>();
                html! { <>
                    <crate::mu::board::MuBoard position={*s.game.position()}
                        outcome={AttrValue::from(mu_torere::Outcome::Ongoing.code())}
                        movable={Vec::new()} last_move={None::<(Point, Point)>} hints={Vec::new()}
                        show_names={true} on_play={Callback::noop()} />
                    <AnswerArrows {arrows} />
                </> }
            }
            QuestionGame::Kemu(s) => {
                use crate::kemu::board::KemuBoard;
                use takaro::core::kemu::{FieldSet, HollowSet};
                let labels = answers
                    .iter()
                    .filter_map(|(code, count)| match code.parse::<kemu::Move>().ok()? {
                        kemu::Move::Place(hollow) => {
                            Some((hollow, AttrValue::from(label(code, *count).0)))
                        }
                        _ => None,
                    })
                    .collect::<Vec<_>>();
                html! {
                    <KemuBoard position={*s.game.position()} record={AttrValue::from(s.game.to_string())}
                        outcome={AttrValue::from(s.game.outcome().code())}
                        clickable_hollows={HollowSet::EMPTY} clickable_fields={FieldSet::EMPTY}
                        tane_preview={crate::kemu::state::TanePreview::default()} winning_hollows={HollowSet::EMPTY}
                        winning_fields={FieldSet::EMPTY}
                        last={None} show_names={true} {labels}
                        on_hollow={Callback::noop()} on_field={Callback::noop()} />
                }
            }
        }
    }
}

/// A click on a question's board, in its game's own actions.
#[derive(Clone, Debug)]
pub enum Click {
    Mu(MuAction),
    Kemu(KemuAction),
}
