//! The Kemu screen's turn line: whose turn it is and what to do, or how the game ended,
//! in words (the core decides; this only says it).

use super::setup::Controller;
use super::state::{KemuState, TaneStep};
use super::words::{direction_label, score_text};
use crate::t;
use takaro::core::kemu::{Outcome, Tribe, VictoryKind};

impl KemuState {
    pub(super) fn name(&self, tribe: Tribe) -> String {
        match self.setup.controller(tribe) {
            Controller::Person if self.setup.friendly() => tribe.name().to_string(),
            Controller::Person => t::kemu_name_you(tribe.name()),
            Controller::Computer(_) => t::kemu_name_computer(tribe.name()),
            Controller::Remote => t::friend_name(tribe.name()),
        }
    }

    /// Whose turn it is and what to do, or how the game ended, in words.
    pub fn status(&self) -> String {
        let p = self.game.position();
        match self.game.outcome() {
            Outcome::Ongoing => {
                let who = self.name(p.to_move());
                if self.computer_to_move().is_some() {
                    t::kemu_status_thinking(who)
                } else if p.awaiting_ball() {
                    t::kemu_status_ball(who)
                } else if p.must_pass() {
                    t::kemu_status_must_pass(who)
                } else {
                    match self.tane {
                        TaneStep::ChooseField => t::kemu_status_tane_field(who),
                        TaneStep::ChooseDirection(f, None) => {
                            t::kemu_status_tane_direction(t::KemuStatusTaneDirection {
                                who,
                                field: f,
                            })
                        }
                        TaneStep::ChooseDirection(f, Some(d)) => {
                            t::kemu_status_tane_confirm(t::KemuStatusTaneConfirm {
                                who,
                                field: f,
                                direction: direction_label(d),
                            })
                        }
                        TaneStep::Off => t::kemu_status_play(who),
                    }
                }
            }
            Outcome::Drawn => t::kemu_status_draw().to_string(),
            Outcome::Won(w) if self.game.resigned().is_some() => {
                t::kemu_status_resigned(t::KemuStatusResigned {
                    who: self.name(w.other()),
                    winner: self.name(w),
                })
            }
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
                                t::kemu_victory_marae_tie(t::KemuVictoryMaraeTie {
                                    matau: score_text(matau),
                                    manaia: score_text(manaia),
                                })
                            } else {
                                t::kemu_victory_marae(t::KemuVictoryMarae {
                                    matau: score_text(matau),
                                    manaia: score_text(manaia),
                                })
                            }
                        }
                        VictoryKind::Tahuna => t::kemu_victory_tahuna(
                            v.fields.first().map(|f| f.name()).unwrap_or("?"),
                        ),
                        _ => t::kemu_victory_line(t::KemuVictoryLine {
                            victory: v.kind.name(),
                            hollows: v
                                .hollows
                                .iter()
                                .map(|h| h.to_string())
                                .collect::<Vec<_>>()
                                .join(" "),
                        }),
                    })
                    .collect();
                t::kemu_status_won(t::KemuStatusWon {
                    who: self.name(w),
                    how: how.join("; "),
                })
            }
        }
    }
}
