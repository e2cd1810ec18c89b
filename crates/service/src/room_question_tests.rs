//! The room's questions to the class (issue 37): one legal move a student, the answers
//! counted, names only for the teacher.

use super::*;

const QUESTION: &str = "rules=free&position=g/.ggggwwww";

fn legal_points() -> (Vec<String>, Vec<String>) {
    use takaro_core::mu_torere::{Game, Point, RuleSet};
    let game = Game::from_position(RuleSet::Free, "g/.ggggwwww".parse().unwrap());
    let legal: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| m.from.to_string())
        .collect();
    let illegal = Point::ALL
        .iter()
        .map(|p| p.to_string())
        .filter(|p| !legal.contains(p))
        .collect();
    (legal, illegal)
}

#[test]
fn a_question_takes_each_students_one_legal_move_and_shows_names_only_to_the_teacher() {
    let room = room_of(4);
    let asked = act(&room, Action::Ask(QUESTION.into()), 1).unwrap().room;
    let (legal, illegal) = legal_points();
    assert!(legal.len() >= 2, "{legal:?}");
    // Students 0 and 1 choose the first legal move, 2 the second; 2 changes their mind.
    let mut room = asked.clone();
    for (student, mv) in [
        (0, &legal[0]),
        (1, &legal[0]),
        (2, &legal[0]),
        (2, &legal[1]),
    ] {
        room = answer(&room, student, 1, mv).unwrap();
    }
    assert!(matches!(
        answer(&room, 3, 1, &illegal[0]),
        Err(Refusal::Illegal(_))
    ));
    assert_eq!(
        answer(&room, 3, 2, &legal[0]),
        Err(Refusal::MovedOn),
        "another question's number"
    );
    assert!(
        matches!(answer(&room, 3, 1, "x9"), Err(Refusal::Illegal(why)) if why.contains("x9 is not a move"))
    );

    let teacher = room
        .public(ID, 5, Role::Teacher, &|_| true)
        .question
        .unwrap();
    assert_eq!(teacher.answered, 3);
    let tallies: Vec<(String, usize)> = teacher
        .answers
        .unwrap()
        .into_iter()
        .map(|t| (t.mv, t.count))
        .collect();
    assert_eq!(tallies, vec![(legal[0].clone(), 2), (legal[1].clone(), 1)]);
    assert_eq!(
        teacher.by.unwrap().get(&room.students[2].name),
        Some(&legal[1])
    );
    // The projector counts, and sees the moves only once shown; never a name.
    let watch = room.public(ID, 5, Role::Watch, &|_| true).question.unwrap();
    assert_eq!((watch.answered, watch.answers, watch.by), (3, None, None));
    let student = room
        .public(ID, 5, Role::Student(2), &|_| true)
        .question
        .unwrap();
    assert_eq!(
        (student.yours.as_deref(), student.by),
        (Some(legal[1].as_str()), None)
    );

    let shown = act(&room, Action::Show, 1).unwrap().room;
    assert_eq!(
        answer(&shown, 3, 1, &legal[0]),
        Err(Refusal::MovedOn),
        "answering has closed"
    );
    let watch = shown
        .public(ID, 6, Role::Watch, &|_| true)
        .question
        .unwrap();
    assert_eq!(watch.answers.unwrap().len(), 2);
    assert!(watch.by.is_none());
    let revealed = act(&shown, Action::Reveal, 1).unwrap().room;
    assert_eq!(
        act(&revealed, Action::Show, 1).map(|_| ()),
        Err(Refusal::BadRequest),
        "no going back"
    );
    let done = act(&revealed, Action::Done, 1).unwrap().room;
    assert!(done.question.is_none());
    assert_eq!(
        act(&done, Action::Show, 1).map(|_| ()),
        Err(Refusal::BadRequest)
    );
    // The next question is numbered on, after the last one ended too (a late answer to
    // the first is not taken as one to the second).
    let again = act(&done, Action::Ask(QUESTION.into()), 1).unwrap().room;
    assert_eq!(again.question.as_ref().unwrap().number, 2);
    assert_eq!(answer(&again, 0, 1, &legal[0]), Err(Refusal::MovedOn));
    // A removed student's answer no longer counts.
    let answered = answer(&again, 0, 2, &legal[0]).unwrap();
    let name = answered.students[0].name.clone();
    let removed = act(&answered, Action::Remove(name), 1).unwrap().room;
    let teacher = removed
        .public(ID, 9, Role::Teacher, &|_| true)
        .question
        .unwrap();
    assert_eq!((teacher.answered, teacher.by.unwrap().len()), (0, 0));
}

#[test]
fn a_question_is_a_position_of_the_rooms_game_with_a_move_to_make() {
    let room = room_of(2);
    for bad in [
        "rules=free&position=g/ggggwwww",
        "record=nonsense",
        "rules=free&position=x/.ggggwwww",
    ] {
        assert!(
            matches!(
                act(&room, Action::Ask(bad.into()), 1),
                Err(Refusal::Illegal(_))
            ),
            "{bad}"
        );
    }
    let long = format!("record={}", "1+".repeat(2000));
    assert_eq!(
        act(&room, Action::Ask(long), 1).map(|_| ()),
        Err(Refusal::TooBig)
    );
    // A record from the start is a position too; a student may not ask.
    assert!(act(&room, Action::Ask("rules=free&record=".into()), 1).is_ok());
    let asked = act(&room, Action::Ask(QUESTION.into()), 1).unwrap().room;
    assert_eq!(
        student_place(&asked, &secret(TEACHER)),
        Err(Refusal::SeatTaken)
    );
    let paused = act(&asked, Action::Pause, 1).unwrap().room;
    assert_eq!(
        answer(&paused, 0, 1, &legal_points().0[0]),
        Err(Refusal::Paused)
    );
}

// ---- Class tournaments (class_tournament.rs) ----
