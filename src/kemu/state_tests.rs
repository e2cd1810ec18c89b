//! The Moeraki Kemu screen's reducer ([`super::state`]), tried action by action: clicks,
//! the Tane turn, passes, matches, saves, resigning, the learner aids and the names.

use super::notice::Refusal;
use super::save::KemuSave;
use super::setup::{Controller, Setup};
use super::state::*;
use crate::play::Mover;
use takaro::core::kemu::{Direction, FieldSet, Game, Hollow, Move, MoveError, Tribe};
use takaro::core::kemu::{MatchLength, Outcome, Rules, Tier};
use takaro::kemu_engine::Level;

fn reduce(mut s: KemuState, a: KemuAction) -> KemuState {
    let _ = s.act(a);
    s
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
    let mut again = s.clone();
    let refusal = again.act(KemuAction::ClickHollow("f6".parse().unwrap()));
    assert_eq!(
        refusal,
        Err(Refusal::NotAllowed(MoveError::Occupied(
            "f6".parse().unwrap()
        )))
    );
    assert_eq!(again, s, "a refused move changes nothing");
    assert_eq!(
        refusal.unwrap_err().text(),
        "Not allowed: hollow f6 is already taken."
    );
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
fn taking_back_unrecords_a_finished_game() {
    let mut s = click(KemuState::new(Setup::default()), "f6 c1 a3 e1 a5 g1 a7 i1");
    assert_eq!(s.current_match().wins(Tribe::Manaia), 1);
    assert!(s.take_back());
    assert_eq!(s.game.outcome(), Outcome::Ongoing);
    assert_eq!(s.current_match().wins(Tribe::Manaia), 0);
    assert!(s.last_events.is_empty());
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
fn the_computer_is_to_move_when_it_plays_that_tribe() {
    let setup = Setup {
        manaia: Controller::Computer(Level::Easy),
        ..Setup::default()
    };
    let s = click(KemuState::new(setup), "f6");
    assert_eq!(s.mover(), Mover::Computer(Level::Easy));
    assert!(s.status().contains("thinking"));
    assert!(s.clickable_hollows().is_empty());
    let won = click(KemuState::new(Setup::default()), "f6 c1 a3 e1 a5 g1 a7 i1");
    assert_eq!(won.mover(), Mover::Nobody);
}

#[test]
fn a_new_match_takes_its_default_aids_until_the_person_chooses() {
    let newcomer = Setup {
        manaia: Controller::Computer(Level::Easy),
        ..Setup::default()
    };
    let s = KemuState::new(newcomer);
    assert!(s.aids, "on against Easy in Beginner");
    let hard = Setup {
        manaia: Controller::Computer(Level::Hard),
        ..newcomer
    };
    let s = reduce(s, KemuAction::NewMatch(hard));
    assert!(!s.aids, "the default of the new setup");
    let s = reduce(s, KemuAction::NewMatch(newcomer));
    assert!(s.aids);
    // Switched off, they stay off in the next match.
    let s = reduce(s, KemuAction::ToggleAids);
    let s = reduce(s, KemuAction::NewMatch(newcomer));
    assert!(!s.aids, "the person's choice stays");
    // A saved match reopens with the aids off.
    let s = reduce(
        reduce(s, KemuAction::ToggleAids),
        KemuAction::ClickHollow("f6".parse().unwrap()),
    );
    assert!(!KemuState::from_save(s.to_save()).unwrap().aids);
}

#[test]
fn the_person_resigns_and_the_match_counts_the_win() {
    let against_computer = Setup {
        manaia: Controller::Computer(Level::Easy),
        length: MatchLength::Uira,
        ..Setup::default()
    };
    let s = KemuState::new(against_computer);
    assert_eq!(
        s.resigner(),
        None,
        "nothing to resign before the first move"
    );
    // Matau (the person) resigns while the computer is to move.
    let s = click(s, "f6");
    assert_eq!(s.resigner(), Some(Tribe::Matau));
    let s = reduce(s, KemuAction::AskResign(true));
    assert!(s.asking_resign);
    let mut s = s;
    s.play(Move::Place("c3".parse().unwrap())).unwrap();
    assert!(
        s.asking_resign,
        "the computer's move leaves the question open"
    );
    let s = reduce(s, KemuAction::Resign);
    assert!(!s.asking_resign, "answered");
    assert_eq!(s.game.outcome(), Outcome::Won(Tribe::Manaia));
    assert_eq!(s.mover(), Mover::Nobody);
    assert_eq!(s.current_match().wins(Tribe::Manaia), 1);
    assert_eq!(
        s.status(),
        "Matau (you) gave up: Manaia (computer) wins the game."
    );
    assert_eq!(s.resigner(), None, "once only");
    let saved = KemuState::from_save(s.to_save()).expect("a resigned game is saved");
    assert_eq!(saved.game, s.game);
    // The next game starts with the winner as Player A.
    let s = reduce(s, KemuAction::NextGame);
    assert_eq!(s.game.position().player_a(), Tribe::Manaia);
    // Two people at one screen: the tribe to move resigns.
    let s = reduce(
        click(KemuState::new(Setup::default()), "f6 c3"),
        KemuAction::Resign,
    );
    assert_eq!(s.game.outcome(), Outcome::Won(Tribe::Manaia));
    assert_eq!(s.status(), "Matau gave up: Manaia wins the game.");
    // Not with a friend on another device.
    let remote = Setup {
        manaia: Controller::Remote,
        ..Setup::default()
    };
    assert_eq!(click(KemuState::new(remote), "f6").resigner(), None);
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
fn hidden_hollow_names_are_kept_with_the_match() {
    let s = reduce(
        click(KemuState::new(Setup::default()), "f6"),
        KemuAction::ToggleNames,
    );
    assert!(!s.show_names);
    let back = KemuState::from_save(s.to_save()).unwrap();
    assert!(!back.show_names, "a reload keeps the names hidden");
    let next = reduce(back, KemuAction::NewMatch(Setup::default()));
    assert!(!next.show_names, "a new match keeps them hidden too");
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
