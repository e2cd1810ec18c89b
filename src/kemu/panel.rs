//! The parts of the Moeraki Kemu screen that are its own: the tribes' lines, the
//! Moeraki scale, the learner aids in words, the Tane turn's controls, the move list
//! with the core's review marks, and the share link.

use super::setup::Controller;
use super::state::{KemuAction, KemuState, Warnings};
use super::tane::{self, TaneInput};
use super::words::{direction_label, length_label, level_label, score_text};
use crate::components::class_list;
use crate::t;
use takaro::core::kemu::{review, Game, HollowSet, Match, Move, Outcome, Tribe};
use yew::prelude::*;

pub fn tribe_line(state: &KemuState, tribe: Tribe) -> Html {
    let p = state.game.position();
    let tiers = p.rules().tier;
    let who = match state.setup.controller(tribe) {
        Controller::Person => t::kemu_who_person().to_string(),
        Controller::Computer(l) => t::kemu_who_computer(level_label(l)),
        Controller::Remote => t::friend_who().to_string(),
    };
    let role = if p.player_a() == tribe {
        t::kemu_player_a()
    } else {
        t::kemu_player_b()
    };
    // " · who · role · stones left · tiles · Tane", built without `format!` (the first
    // screen's code).
    let mut line = String::new();
    for part in [
        &who,
        role,
        &t::kemu_stones_left(u32::from(p.stones_left(tribe))),
    ] {
        line.push_str(" · ");
        line.push_str(part);
    }
    if tiers.has_tiles() {
        line.push_str(" · ");
        line.push_str(&t::kemu_tiles_score(score_text(p.score_halves(tribe))));
    }
    if tiers.has_tane() {
        line.push_str(" · ");
        match p.tane(tribe) {
            None => line.push_str(t::kemu_tane_available()),
            Some(u) => line.push_str(&t::kemu_tane_used(t::KemuTaneUsed {
                field: u.field,
                direction: direction_label(u.direction),
            })),
        }
    }
    let turn = state.game.outcome() == Outcome::Ongoing && p.to_move() == tribe;
    html! {
        <li class={class_list(&[Some("tribe-line"), turn.then_some("to-move")])} data-tribe={tribe.code()}>
            <span class={class_list(&[Some("swatch"), Some(tribe.code())])} aria-hidden="true">{ if tribe == Tribe::Matau { "◉" } else { "•" } }</span>
            <strong>{ after(" ", &t::kemu_tribe_heading(tribe.into())) }</strong>
            { line }
            if turn { <span class="visually-hidden">{ after(" · ", t::kemu_to_move()) }</span> }
        </li>
    }
}

/// `text` after `separator`, as one text (what `format!("{separator}{text}")` writes,
/// without its formatting code).
fn after(separator: &str, text: &str) -> String {
    let mut out = String::from(separator);
    out.push_str(text);
    out
}

/// The Moeraki scale: the match's wins for each tribe, as notches.
pub fn scale(state: &KemuState, m: &Match) -> Html {
    let target = m.length().target();
    let row = |tribe: Tribe| {
        let wins = m.wins(tribe);
        // "Matau 1/3", with the numbers as `u32`s (one number formatter on the first screen).
        let mut name = String::from(tribe.name());
        name.push(' ');
        crate::i18n::put(&mut name, &u32::from(wins));
        name.push('/');
        crate::i18n::put(&mut name, &u32::from(target));
        let notches = (0..target).map(move |i| {
            let filled = i < wins;
            html! { <span class={class_list(&[Some("notch"), filled.then_some(tribe.code())])}></span> }
        });
        html! {
            <div class="scale" aria-label={t::kemu_scale_label(t::KemuScaleLabel { tribe: tribe.name(), wins: u32::from(wins), target: u32::from(target) })} role="img">
                <span class="scale-name">{ name }</span>
                { for notches }
            </div>
        }
    };
    html! {
        <div class="match" data-testid="match">
            <p><strong>{ t::kemu_scale_heading(length_label(m.length())) }</strong>
               { after(" · ", &t::kemu_scale_game(state.history.len() + 1)) }
               { if m.draws() > 0 { after(" · ", &t::kemu_scale_draws(u32::from(m.draws()))) } else { String::new() } }</p>
            { row(Tribe::Matau) }
            { row(Tribe::Manaia) }
        </div>
    }
}

/// The match's result, once `winner` has won it: praise ("Ka pai!") only when a person
/// won, never when the computer has beaten the person.
pub fn match_won(state: &KemuState, m: &Match, winner: Tribe) -> String {
    let words = t::KemuMatchWon {
        tribe: winner.name(),
        wins: u32::from(m.wins(winner)),
        other: u32::from(m.wins(winner.other())),
    };
    match state.setup.controller(winner) {
        Controller::Person => t::kemu_match_won(words),
        // No praise for the person here when the computer or the friend won.
        Controller::Computer(_) | Controller::Remote => {
            t::kemu_match_won_computer(t::KemuMatchWonComputer {
                tribe: words.tribe,
                wins: words.wins,
                other: words.other,
            })
        }
    }
}

/// A link that opens this game (the first game of a match only: later games depend on
/// the earlier ball).
pub fn share_link(game: &Game) -> Option<String> {
    if !game.stands_alone() || game.moves().is_empty() {
        return None;
    }
    // The compact form is URL-safe (letters, digits, `!`, `.`, `~`): it needs no escapes.
    crate::route::whole_address(&format!("?game=kemu&record={}", game.to_compact()))
}

/// The learner aids in words: where the player to move wins now, and where the
/// opponent would win next.
pub fn aids_text(state: &KemuState, warnings: Warnings) -> Option<String> {
    let names = |set: HollowSet| {
        set.iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let p = state.game.position();
    let mut parts = Vec::new();
    if !warnings.you.is_empty() {
        parts.push(t::kemu_aids_win_now(t::KemuAidsWinNow {
            tribe: p.to_move().name(),
            hollows: names(warnings.you),
        }));
    }
    if !warnings.opponent.is_empty() {
        parts.push(t::kemu_aids_watch_out(t::KemuAidsWatchOut {
            tribe: p.to_move().other().name(),
            hollows: names(warnings.opponent),
        }));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// What the board's aid marks mean, for the marks shown: "On the board: a solid ring
/// where a stone wins now; a dashed square where the opponent would win next."
pub fn aids_legend(warnings: Warnings) -> String {
    let mut marks = Vec::new();
    if !warnings.you.is_empty() {
        marks.push(t::kemu_aids_mark_win());
    }
    if !warnings.opponent.is_empty() {
        marks.push(t::kemu_aids_mark_threat());
    }
    t::kemu_aids_legend(marks.join("; "))
}

/// The Tane turn's controls ([`tane::panel`]), acting on the screen.
pub fn tane_panel(state: &KemuState, act: &Callback<KemuAction>) -> Html {
    let on_input = act.reform(|input| match input {
        TaneInput::Direction(d) => KemuAction::PickDirection(d),
        TaneInput::Confirm => KemuAction::ConfirmTane,
        TaneInput::Cancel => KemuAction::CancelTane,
    });
    tane::panel(state.tane, &on_input)
}

/// The moves of the game, each marked where the core's review found a missed win or a
/// win given away (once the game is over).
pub fn move_list(state: &KemuState) -> Html {
    let over = state.game.outcome() != Outcome::Ongoing;
    let notes = if over {
        review(&state.game)
    } else {
        Vec::new()
    };
    let moves = state.game.moves().iter().enumerate().map(|(i, mv)| {
        let text = match mv {
            _ if i == 0 => t::kemu_move_ball(mv),
            Move::Pass => t::kemu_move_pass().to_string(),
            _ => mv.to_string(),
        };
        let note = notes.get(i).copied();
        let missed = note.map_or(HollowSet::EMPTY, |n| n.missed_win);
        let gave = note.is_some_and(|n| n.gave_win);
        let mark = match (missed.is_empty(), gave) {
            (false, true) => Some("missed gave"),
            (false, false) => Some("missed"),
            (true, true) => Some("gave"),
            (true, false) => None,
        };
        let mut comment = Vec::new();
        if !missed.is_empty() {
            let at: Vec<String> = missed.iter().map(|h| h.to_string()).collect();
            comment.push(t::kemu_review_missed(at.join(", ")));
        }
        if gave {
            comment.push(t::kemu_review_gave().to_string());
        }
        html! {
            <li data-review={mark}>
                { text }
                if !comment.is_empty() {
                    <span class="review-note">{ format!(" ({})", comment.join("; ")) }</span>
                }
            </li>
        }
    });
    html! { <ol class="moves" data-testid="moves">{ for moves }</ol> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::setup::Setup;
    use takaro::kemu_engine::Level;

    /// A single-game match that Matau wins ("f6 i1 b2 a7 c3 e11 d4 g3 e5": a Beginner
    /// line), with Matau played as `matau` says.
    fn matau_wins(matau: Controller) -> KemuState {
        let mut s = KemuState::new(Setup {
            matau,
            ..Setup::default()
        });
        for h in "f6 i1 b2 a7 c3 e11 d4 g3 e5".split(' ') {
            s.play(Move::Place(h.parse().unwrap())).unwrap();
        }
        s
    }

    #[test]
    fn only_a_person_who_wins_the_match_is_praised() {
        let won = matau_wins(Controller::Person);
        let m = won.current_match();
        assert_eq!(m.winner(), Some(Tribe::Matau));
        assert_eq!(
            match_won(&won, &m, Tribe::Matau),
            "Ka pai! Matau wins the Kemu: 1 to 0."
        );
        // The computer beat the person playing Manaia: no "Ka pai".
        let lost = matau_wins(Controller::Computer(Level::Easy));
        let m = lost.current_match();
        assert_eq!(
            match_won(&lost, &m, Tribe::Matau),
            "Matau wins the Kemu: 1 to 0."
        );
        assert!(!lost.match_in_progress(), "a won match is over");
    }

    #[test]
    fn a_match_is_in_progress_once_a_move_is_played() {
        let mut s = KemuState::new(Setup::default());
        assert!(!s.match_in_progress(), "nothing played yet");
        s.play(Move::Place("f6".parse().unwrap())).unwrap();
        assert!(s.match_in_progress());
    }
}
