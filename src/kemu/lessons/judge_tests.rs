//! The Kemu lessons' judge ([`super::judge`]), tried on the lessons' own steps: every
//! lesson followed to its end, each kind of wrong move and why it is wrong.

use super::content::LESSONS;
use super::content::{Task, TileKind};
use super::judge::{check, Fact, Wrong};
use super::view::{clickable_hollows, tane_preview};
use super::KemuInput;
use super::{words, KemuLessons};
use crate::kemu::tane::TaneInput;
use crate::lesson::state::follow_every_lesson;
use crate::lesson::{LessonAction, LessonState, Said};
use std::rc::Rc;
use takaro::core::kemu::{geometry, Event, Field, Hollow, Move, Outcome, Tile, Tribe, VictoryKind};
use takaro::core::kemu::{Direction, MoveError};
use takaro::core::kemu::{Position, Tier};
use yew::Reducible;

type State = LessonState<KemuLessons>;

fn hollow(h: Hollow) -> LessonAction<KemuLessons> {
    LessonAction::Input(KemuInput::Hollow(h))
}

fn reduce(s: State, a: LessonAction<KemuLessons>) -> State {
    (*Rc::new(s).reduce(a)).clone()
}

fn h(name: &str) -> Hollow {
    name.parse().unwrap()
}

fn f(name: &str) -> Field {
    name.parse().unwrap()
}

/// Every step that asks for a move, with its state.
fn action_steps() -> Vec<State> {
    let mut out = Vec::new();
    for (k, lesson) in LESSONS.iter().enumerate() {
        for (i, step) in lesson.steps.iter().enumerate() {
            if step.task.is_some() {
                out.push(State::new(k, i));
            }
        }
    }
    out
}

/// The legal moves of a step, split into right and wrong by the lesson's judge.
fn judged(s: &State) -> (Vec<Move>, Vec<(Move, Wrong)>) {
    let mut right = Vec::new();
    let mut wrong = Vec::new();
    for mv in s.game.game.position().legal_moves() {
        match check(s.current(), &s.game.game, mv) {
            Ok(_) => right.push(mv),
            Err(why) => wrong.push((mv, why)),
        }
    }
    (right, wrong)
}

#[test]
fn every_action_step_has_a_right_and_a_wrong_legal_answer() {
    for s in action_steps() {
        let (right, wrong) = judged(&s);
        let at = format!("lesson {} step {}", s.lesson + 1, s.step + 1);
        assert!(!right.is_empty(), "{at}: a right answer");
        assert!(!wrong.is_empty(), "{at}: a wrong answer");
        for (mv, why) in wrong {
            let said = words::wrong(s.current(), &why);
            assert!(!said.trim().is_empty(), "{at}: {mv} is explained");
        }
    }
}

/// The right answers do what the instructions say, by the core's own account.
#[test]
fn every_right_answer_does_what_the_step_asks() {
    for s in action_steps() {
        let at = format!("lesson {} step {}", s.lesson + 1, s.step + 1);
        let before = *s.game.game.position();
        let me = before.to_move();
        let (right, _) = judged(&s);
        for mv in right {
            let (game, events) = check(s.current(), &s.game.game, mv).unwrap();
            let after = game.position();
            match s.current().task.unwrap() {
                Task::PlaceOn(name) => {
                    assert_eq!(mv, Move::Place(h(name)), "{at}");
                    assert_eq!(after.stone_at(h(name)), Some(me), "{at}");
                }
                Task::BallOnDiagonalOf(name) => {
                    // A river from the named end now stops at the ball.
                    let ball = after.ball().unwrap();
                    assert!(ball.is_central(), "{at}");
                    let full = geometry()
                        .diagonals
                        .iter()
                        .find(|d| d.contains(&h(name)) && d.contains(&ball))
                        .unwrap()
                        .len();
                    assert!(
                        after
                            .win_lines()
                            .lines()
                            .iter()
                            .any(|l| l.kind == VictoryKind::Awa
                                && l.stones.contains(h(name))
                                && l.stones.len() < full
                                && !l.stones.contains(ball)),
                        "{at}: {mv}"
                    );
                }
                Task::Win(kind) => {
                    assert_eq!(after.outcome(), Outcome::Won(me), "{at}");
                    assert!(
                        game.victories()
                            .iter()
                            .any(|v| v.kind == kind && v.tribe == me),
                        "{at}"
                    );
                }
                Task::Block => {
                    assert!(
                        !before.threats(me.other()).is_empty(),
                        "{at}: there is a threat"
                    );
                    assert!(after.threats(me.other()).is_empty(), "{at}: {mv} blocks it");
                    assert_eq!(after.outcome(), Outcome::Ongoing);
                }
                Task::Tile(name, kind) => {
                    let want = match kind {
                        TileKind::Full => Tile::Full(me),
                        TileKind::Half => Tile::Half(me),
                    };
                    assert_eq!(after.tile(f(name)), Some(want), "{at}");
                    assert!(events.contains(&Event::TilePlaced(f(name), want)), "{at}");
                    assert_eq!(after.outcome(), Outcome::Ongoing);
                }
                Task::WinCount => {
                    assert!(after.empty_hollows().is_empty(), "{at}: the board is full");
                    assert_eq!(after.outcome(), Outcome::Won(me), "{at}");
                    assert_eq!(game.victories().len(), 1);
                    assert_eq!(game.victories()[0].kind, VictoryKind::Marae);
                    assert!(after.score(me) > after.score(me.other()), "{at}");
                }
                Task::TaneRemoves => {
                    let theirs = |p: &Position| {
                        Field::all()
                            .filter(|x| p.tile(*x).is_some_and(|t| t.tribe() == me.other()))
                            .count()
                    };
                    assert!(matches!(mv, Move::Tane(..)), "{at}");
                    assert!(theirs(after) < theirs(&before), "{at}: {mv}");
                    for e in &events {
                        if let Event::TileRemoved(x, _) = e {
                            assert!(after.tile(*x).is_none());
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn the_content_names_the_right_answers() {
    // The words of the steps that name their answer agree with the core's judge.
    let right = |k: usize, i: usize| judged(&State::new(k, i)).0;
    assert_eq!(right(0, 3), vec![Move::Place(h("h4"))]);
    assert_eq!(
        right(1, 1),
        ["f4", "g5", "h6"].map(|n| Move::Place(h(n))).to_vec()
    );
    assert_eq!(right(2, 0), vec![Move::Place(h("i3"))]);
    assert_eq!(right(2, 1), vec![Move::Place(h("i3"))]);
    assert_eq!(right(3, 0), vec![Move::Place(h("a7"))]);
    assert_eq!(right(4, 0), vec![Move::Place(h("d2"))]);
    assert_eq!(right(5, 0), vec![Move::Place(h("i1"))]);
    assert_eq!(right(5, 1), vec![Move::Place(h("g7"))]);
    assert_eq!(right(6, 0), vec![Move::Place(h("d2"))]);
    assert_eq!(right(6, 1), vec![Move::Place(h("f4"))]);
    assert_eq!(right(6, 2), vec![Move::Place(h("a5"))]);
    assert_eq!(right(7, 2), vec![Move::Place(h("h8"))]);
    assert_eq!(right(8, 1), vec![Move::Tane(f("d3"), Direction::North)]);
    // The hollows and fields the right answers' words name.
    let won = |k: usize, i: usize| {
        let s = State::new(k, i);
        let mv = judged(&s).0[0];
        let (game, _) = check(s.current(), &s.game.game, mv).unwrap();
        let v = game.victories()[0].clone();
        let mut names: Vec<String> = v.hollows.iter().map(|x| x.to_string()).collect();
        names.sort();
        (
            names.join(" "),
            v.fields.iter().map(|x| x.name()).collect::<Vec<_>>(),
        )
    };
    assert_eq!(won(2, 0).0, "g1 h2 i3 j4 k5");
    assert_eq!(won(2, 1).0, "h4 i3 j2");
    assert_eq!(won(3, 0).0, "a3 a5 a7 a9");
    assert_eq!(won(4, 0).1, vec!["d3"]);
    // The Tane step names each tribe's full tiles.
    let p = *LESSONS[8].steps[1].game().game.position();
    let full = |t: Tribe| {
        let mut v: Vec<&str> = Field::all()
            .filter(|x| p.tile(*x) == Some(Tile::Full(t)))
            .map(|x| x.name())
            .collect();
        v.sort();
        v
    };
    assert_eq!(full(Tribe::Manaia), vec!["c6", "d5", "d7"]);
    assert_eq!(full(Tribe::Matau), vec!["b3", "d3"]);
    // The Tane shown in the reading step keeps d5, d7, d9 and d11 free.
    let shown = *LESSONS[8].steps[0].game().game.position();
    let line: Vec<&str> = shown.blocked().iter().map(|x| x.name()).collect();
    assert_eq!(line, vec!["d5", "d7", "d9", "d11"]);
    // Tiers: the tiles from lesson 7 on, the Tane in lesson 9.
    for (k, tier) in [
        (0, Tier::Beginner),
        (6, Tier::Basic),
        (7, Tier::Basic),
        (8, Tier::Master),
    ] {
        for step in LESSONS[k].steps {
            assert_eq!(step.game().game.position().rules().tier, tier);
        }
    }
}

/// A translation names the same hollows and fields as the English (`f6`, `d3`).

#[test]
fn every_reason_has_words_in_both_languages() {
    let step = LESSONS[0].steps[3];
    let reasons = [
        Wrong::Refused(MoveError::Occupied(h("f6"))),
        Wrong::Refused(MoveError::BallNotCentral(h("c3"))),
        Wrong::Refused(MoveError::NoFullTileOfYours {
            field: f("c6"),
            tribe: Tribe::Matau,
        }),
        Wrong::Refused(MoveError::BallNotPlaced),
        Wrong::StoneNotTane,
        Wrong::OtherVictory {
            got: VictoryKind::Ara,
            wanted: VictoryKind::Awa,
        },
        Wrong::NotAsked(None),
        Wrong::NotAsked(Some(Fact::PlacedOn(h("d4")))),
        Wrong::NotAsked(Some(Fact::WouldWin {
            tribe: Tribe::Manaia,
            hollow: h("i1"),
            victory: Some(VictoryKind::Ara),
        })),
        Wrong::NotAsked(Some(Fact::WouldWin {
            tribe: Tribe::Manaia,
            hollow: h("i1"),
            victory: None,
        })),
        Wrong::NotAsked(Some(Fact::Settled(vec![
            (f("h3"), None),
            (f("k6"), Some(Tile::Half(Tribe::Manaia))),
            (f("d3"), Some(Tile::Full(Tribe::Matau))),
        ]))),
        Wrong::NotAsked(Some(Fact::CountAfter {
            filler: Tribe::Manaia,
            last: h("e11"),
            matau: 32,
            manaia: 32,
            winner: Tribe::Matau,
        })),
        Wrong::NotAsked(Some(Fact::CountAfter {
            filler: Tribe::Manaia,
            last: h("e11"),
            matau: 33,
            manaia: 31,
            winner: Tribe::Matau,
        })),
        Wrong::NotAsked(Some(Fact::TaneRemoves {
            field: f("d3"),
            direction: Direction::West,
            opponent: Tribe::Manaia,
            theirs: 0,
            mine: 2,
        })),
    ];
    for why in reasons {
        let said = crate::i18n::in_each_language(|| words::wrong(&step, &why));
        assert!(said.iter().all(|s| !s.trim().is_empty()), "{why:?}");
        assert_ne!(said[0], said[1], "{why:?} is translated");
    }
    // A fact comes before the step's own words.
    assert_eq!(
        words::wrong(&step, &Wrong::NotAsked(Some(Fact::PlacedOn(h("d4"))))),
        format!("That is hollow d4. {}", (step.wrong)())
    );
}

#[test]
fn the_marae_lesson_shows_a_count_and_a_tie() {
    let plain = LESSONS[7].steps[0].game();
    assert!(plain.game.position().empty_hollows().is_empty());
    assert_eq!(plain.game.victories()[0].kind, VictoryKind::Marae);
    let p = plain.game.position();
    assert_ne!(p.score(Tribe::Matau), p.score(Tribe::Manaia));
    let tie = LESSONS[7].steps[1].game();
    let p = tie.game.position();
    assert!(p.empty_hollows().is_empty());
    assert_eq!(p.score(Tribe::Matau), p.score(Tribe::Manaia));
    assert_eq!(
        (p.player_a(), p.outcome()),
        (Tribe::Matau, Outcome::Won(Tribe::Matau))
    );
    // The wrong stone of the last step gives the level count that Player A wins.
    let s = State::new(7, 2);
    let why = check(s.current(), &s.game.game, Move::Place(h("e11"))).unwrap_err();
    assert!(
        matches!(
            why,
            Wrong::NotAsked(Some(Fact::CountAfter {
                matau: 32,
                manaia: 32,
                winner: Tribe::Matau,
                ..
            }))
        ),
        "{why:?}"
    );
    assert_eq!(
        s.game.game.position().player_a(),
        Tribe::Matau,
        "a level count goes to Player A"
    );
}

#[test]
fn every_lesson_can_be_finished() {
    let ends = follow_every_lesson::<KemuLessons>(|s| match judged(s).0[0] {
        Move::Place(x) => vec![KemuInput::Hollow(x)],
        Move::Tane(x, d) => vec![
            KemuInput::Field(x),
            KemuInput::Tane(TaneInput::Direction(d)),
            KemuInput::Tane(TaneInput::Confirm),
        ],
        Move::Pass => unreachable!(),
    });
    for s in ends {
        assert!(clickable_hollows(&s).is_empty());
    }
}

#[test]
fn a_wrong_move_is_explained_and_the_step_restored() {
    // Blocking: a stone elsewhere leaves Manaia's Ara.
    let s = State::new(5, 0);
    let after = reduce(s.clone(), hollow(h("a3")));
    assert_eq!(
        (after.game.clone(), after.step, after.wrong_moves),
        (s.game.clone(), 0, 1)
    );
    let wrong = |s: State| match s.message {
        Some(Said::Wrong(why)) => why,
        other => panic!("not wrong: {other:?}"),
    };
    let settled = |why: Wrong| match why {
        Wrong::NotAsked(Some(Fact::Settled(fields))) => fields,
        other => panic!("not tiles: {other:?}"),
    };
    assert_eq!(
        wrong(after),
        Wrong::NotAsked(Some(Fact::WouldWin {
            tribe: Tribe::Manaia,
            hollow: h("i1"),
            victory: Some(VictoryKind::Ara)
        }))
    );
    // Tiles: the 2:2 square is named.
    let fields = settled(wrong(reduce(State::new(6, 0), hollow(h("h4")))));
    assert!(fields.contains(&(f("h3"), None)), "{fields:?}");
    // The half tile goes to the majority.
    let fields = settled(wrong(reduce(State::new(6, 2), hollow(h("j6")))));
    assert!(
        fields.contains(&(f("k6"), Some(Tile::Half(Tribe::Manaia)))),
        "{fields:?}"
    );
    // The Tane facing the wrong way, and a stone in the Tane step.
    let s = State::new(8, 1);
    let s2 = reduce(s.clone(), LessonAction::Input(KemuInput::Field(f("d3"))));
    let s2 = reduce(
        s2,
        LessonAction::Input(KemuInput::Tane(TaneInput::Direction(Direction::West))),
    );
    assert!(tane_preview(&s2).removed.contains(f("b3")));
    let s2 = reduce(s2, LessonAction::Input(KemuInput::Tane(TaneInput::Confirm)));
    assert_eq!(s2.game, s.game);
    assert!(s2.pending.is_off());
    assert_eq!(
        wrong(s2),
        Wrong::NotAsked(Some(Fact::TaneRemoves {
            field: f("d3"),
            direction: Direction::West,
            opponent: Tribe::Manaia,
            theirs: 0,
            mine: 2
        }))
    );
    assert_eq!(
        wrong(reduce(s.clone(), hollow(h("k9")))),
        Wrong::StoneNotTane
    );
    // Not the named hollow.
    assert_eq!(
        wrong(reduce(State::new(0, 3), hollow(h("d4")))),
        Wrong::NotAsked(Some(Fact::PlacedOn(h("d4"))))
    );
    // A reading step ignores clicks; Next goes on; a solved step waits for Next.
    let s = State::new(0, 0);
    assert_eq!(reduce(s.clone(), hollow(h("f6"))), s);
    assert_eq!(reduce(s, LessonAction::Next).step, 1);
    let s = reduce(State::new(2, 0), hollow(h("i3")));
    assert!(s.solved && !s.done && s.offers_next());
    assert_eq!(s.game.game.outcome(), Outcome::Won(Tribe::Matau));
    assert_eq!(reduce(s.clone(), hollow(h("c1"))), s);
    assert_eq!(
        reduce(s, LessonAction::Next).game,
        LESSONS[2].steps[1].game()
    );
    let s = reduce(State::new(1, 1), hollow(h("g5")));
    assert!(s.solved && s.done && !s.offers_next());
    assert_eq!(s.game.game.position().ball(), Some(h("g5")));
}
