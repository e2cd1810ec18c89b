//! The session's checks for a game with a friend on another device, for every game
//! ([`super::session::checks::all`] calls [`all`]): waiting for the friend, and what the
//! seats say besides moves, live and by link.

use super::friend::Friend;
use super::friend_link_talk::{heard, read, replacing, taken_back_since, write};
use super::session::checks::{reduce, Fixture};
use super::sides::other_side;
use super::talk::Talk;
use super::{Mover, Notice, Playable, Session, SessionAction};
use crate::route::Query;
use takaro::core::between::{Ending, Message, Offer};

/// Every check below, for one game.
pub fn all<G: Playable>(f: &Fixture<G>) {
    a_friend_on_another_device_is_waited_for(f);
    a_resignation_by_link_ends_the_game(f);
    a_take_back_agreed_live_is_taken(f);
    by_link_a_take_back_asked_answered_and_heard(f);
    by_link_a_rematch_swaps_the_sides(f);
    by_link_a_draw_is_agreed_only_where_the_game_allows(f);
}

/// A friend's game by link (or, `live`, played live), this device's side to move.
fn friend_to_move<G: Playable>(f: &Fixture<G>, live: bool) -> Session<G> {
    let seat = G::side_to_move(&f.between_friends).expect("a new game");
    let friend = Friend {
        id: "AAAAAAAAAAAAAAAAAAAAAA".into(),
        seat: Some(G::side_code(seat)),
        live,
        confirmed: 0,
        known: true,
        invite: None,
        talk: Default::default(),
    };
    Session::<G>::with_friend(G::friend_game(&f.between_friends, seat), friend)
}

fn a_resignation_by_link_ends_the_game<G: Playable>(f: &Fixture<G>) {
    let s = friend_to_move(f, false);
    let seat = s.friend.as_ref().and_then(|f| f.seat).expect("seated");
    let resigned = reduce(&s, SessionAction::Say(Message::Resign));
    let talk = &resigned.friend.as_ref().expect("a friend").talk;
    assert_eq!(talk.end, Some(Ending::Resigned(seat)), "{}", G::NAME);
    // No move after it, and no second resignation.
    let after = reduce(&resigned, SessionAction::Game(f.person_moves.clone()));
    assert_eq!(after.game, s.game, "{}: no move once resigned", G::NAME);
    assert_eq!(
        reduce(&resigned, SessionAction::Say(Message::Resign)),
        resigned
    );
    // Live, the game service is asked instead: nothing changes here.
    let live = friend_to_move(f, true);
    assert_eq!(reduce(&live, SessionAction::Say(Message::Resign)), live);
}

fn a_take_back_agreed_live_is_taken<G: Playable>(f: &Fixture<G>) {
    let s = friend_to_move(f, true);
    let start = s.game.clone();
    let moved = reduce(&s, SessionAction::Game(f.person_moves.clone()));
    let moved = reduce(&moved, SessionAction::Sent(1));
    let seat = moved.seat();
    let heard = Talk {
        heard: true,
        ..Talk::default()
    };
    let remote = |talk: &Talk, game: &G::State| SessionAction::Remote {
        game: game.clone(),
        by: super::sides::last_mover::<G>(game),
        talk: talk.clone(),
        seat,
    };
    // The game at its start again, without an agreement: not taken (a game is never
    // rolled back by what arrives).
    let kept = reduce(
        &reduce(&moved, remote(&heard, &moved.game.clone())),
        remote(&heard, &start),
    );
    assert_eq!(G::played(&kept.game), 1, "{}", G::NAME);
    // With the service's word that the move was taken back: taken.
    let undone = Talk {
        undone: 1,
        ..heard.clone()
    };
    let back = reduce(&kept, remote(&undone, &start));
    assert_eq!(G::played(&back.game), 0, "{}", G::NAME);
    assert_eq!(back.friend.as_ref().map(|f| f.confirmed), Some(0));
}

fn a_friend_on_another_device_is_waited_for<G: Playable>(f: &Fixture<G>) {
    // This device plays the side that moves second: the friend is to move first.
    let seat = other_side::<G>(G::side_to_move(&f.between_friends).expect("a new game"));
    let friend = Friend {
        id: "AAAAAAAAAAAAAAAAAAAAAA".into(),
        seat: Some(G::side_code(seat)),
        live: false,
        confirmed: 0,
        known: true,
        invite: None,
        talk: Default::default(),
    };
    let s = Session::<G>::with_friend(G::friend_game(&f.between_friends, seat), friend);
    assert_eq!(G::mover(&s.game), Mover::Remote, "{}", G::NAME);
    assert_eq!(s.computer_key(), None);
    let waiting = reduce(&s, SessionAction::Game(f.person_moves.clone()));
    assert_eq!(waiting.notice, Some(Notice::WaitForFriend));
    assert_eq!(waiting.game, s.game, "no move for the friend's side");
    assert!(!waiting.can_undo());
}

/// The friend's device, playing the other side of `mine`'s game, with `talk`.
fn the_friend<G: Playable>(mine: &Session<G>, talk: Talk) -> Session<G> {
    let seat = other_side::<G>(mine.seat().expect("seated"));
    let friend = Friend {
        seat: Some(G::side_code(seat)),
        talk,
        ..mine.friend.clone().expect("a friend")
    };
    Session::<G>::with_friend(G::seated(&mine.game, seat), friend)
}

fn talk_of<G: Playable>(s: &Session<G>) -> Talk {
    s.friend.as_ref().expect("a friend").talk.clone()
}

fn by_link_a_take_back_asked_answered_and_heard<G: Playable>(f: &Fixture<G>) {
    let name = G::NAME;
    let a = friend_to_move(f, false);
    let a_seat = a.seat().expect("seated");
    // Nothing to take back before a move; then asked after one.
    let ask = || SessionAction::Say(Message::Offer(Offer::Takeback));
    assert_eq!(reduce(&a, ask()), a, "{name}: no move to take back");
    let a = reduce(
        &reduce(&a, SessionAction::Game(f.person_moves.clone())),
        ask(),
    );
    let asked = talk_of(&a);
    assert_eq!(
        asked.said,
        Some((Message::Offer(Offer::Takeback), 1)),
        "{name}"
    );
    // The friend's device hears it from the link; its own side's answer is the only one.
    let mut b_talk = Talk::default();
    let b_seat = other_side::<G>(a_seat);
    heard::<G>(
        &a.game,
        &mut b_talk,
        b_seat,
        Message::Offer(Offer::Takeback),
    );
    assert_eq!(
        b_talk.offer, asked.offer,
        "{name}: the friend sees the request"
    );
    let b = the_friend(&a, b_talk);
    // Declined: nothing else changes; the asking device hears it.
    let no = reduce(&b, SessionAction::Say(Message::Decline(Offer::Takeback)));
    assert_eq!(no.game, b.game, "{name}");
    let mut a_talk = asked.clone();
    heard::<G>(
        &a.game,
        &mut a_talk,
        a_seat,
        Message::Decline(Offer::Takeback),
    );
    assert_eq!(
        (a_talk.offer, a_talk.declined),
        (None, asked.offer),
        "{name}"
    );
    // Accepted: the friend's game is back at the start, and so is the asker's, from the
    // link; a link of another game, or without the offer, changes nothing.
    let yes = reduce(&b, SessionAction::Say(Message::Accept(Offer::Takeback)));
    assert_eq!(G::played(&yes.game), 0, "{name}: taken back");
    let accept = Message::Accept(Offer::Takeback);
    let back = replacing::<G>(&a.game, &asked, a_seat, &yes.game, accept);
    let (game, seat, talk) = back.expect("the take-back accepted");
    assert_eq!(
        (G::played(&game), seat, talk.undone),
        (0, a_seat, 1),
        "{name}"
    );
    assert!(replacing::<G>(&a.game, &Talk::default(), a_seat, &yes.game, accept).is_none());
    assert!(replacing::<G>(&a.game, &asked, a_seat, &a.game, accept).is_none());
    // The request's link opened again after it was agreed: an older link, not a move.
    let yes_talk = talk_of(&yes);
    assert!(taken_back_since(
        &yes_talk,
        Some(Message::Offer(Offer::Takeback)),
        1
    ));
    assert!(
        !taken_back_since(&yes_talk, None, 1),
        "{name}: the move made again"
    );
    // No answer from the side that asked, nor to an offer never made.
    assert_eq!(reduce(&a, SessionAction::Say(accept)), a, "{name}");
    assert_eq!(reduce(&no, SessionAction::Say(accept)), no, "{name}");
    // Kept on the device, read back.
    let kept = write(Query::parse(""), &asked, 1, true);
    let again = read::<G>(&kept, 1);
    assert_eq!(
        (again.offer, again.said),
        (asked.offer, asked.said),
        "{name}"
    );
}

fn by_link_a_rematch_swaps_the_sides<G: Playable>(f: &Fixture<G>) {
    let name = G::NAME;
    let a = friend_to_move(f, false);
    let a_seat = a.seat().expect("seated");
    let offer = SessionAction::Say(Message::Offer(Offer::Rematch));
    assert_eq!(
        reduce(&a, offer.clone()),
        a,
        "{name}: no rematch while it goes on"
    );
    let a = reduce(&reduce(&a, SessionAction::Say(Message::Resign)), offer);
    let offered = talk_of(&a);
    let mut b_talk = Talk {
        end: offered.end,
        ..Talk::default()
    };
    heard::<G>(
        &a.game,
        &mut b_talk,
        other_side::<G>(a_seat),
        Message::Offer(Offer::Rematch),
    );
    let b = reduce(
        &the_friend(&a, b_talk),
        SessionAction::Say(Message::Accept(Offer::Rematch)),
    );
    assert_eq!(
        b.seat(),
        Some(a_seat),
        "{name}: the friend takes the other side"
    );
    assert_eq!((G::played(&b.game), talk_of(&b).end), (0, None), "{name}");
    let accept = Message::Accept(Offer::Rematch);
    let (game, seat, talk) =
        replacing::<G>(&a.game, &offered, a_seat, &b.game, accept).expect("accepted");
    assert_eq!(seat, other_side::<G>(a_seat), "{name}: the sides swapped");
    assert_eq!(
        (G::played(&game), talk.round, talk.end),
        (0, 1, None),
        "{name}"
    );
    // Not without the offer, nor by a link that only offers one.
    assert!(replacing::<G>(&a.game, &Talk::default(), a_seat, &b.game, accept).is_none());
    let offer = Message::Offer(Offer::Rematch);
    assert!(replacing::<G>(&a.game, &offered, a_seat, &b.game, offer).is_none());
}

fn by_link_a_draw_is_agreed_only_where_the_game_allows<G: Playable>(f: &Fixture<G>) {
    let name = G::NAME;
    let a = friend_to_move(f, false);
    let offered = reduce(&a, SessionAction::Say(Message::Offer(Offer::Draw)));
    if !G::DRAWS {
        assert_eq!(offered, a, "{name}: no draw by agreement");
        return;
    }
    let a_seat = a.seat().expect("seated");
    let mut b_talk = Talk::default();
    heard::<G>(
        &a.game,
        &mut b_talk,
        other_side::<G>(a_seat),
        Message::Offer(Offer::Draw),
    );
    let b = reduce(
        &the_friend(&offered, b_talk),
        SessionAction::Say(Message::Accept(Offer::Draw)),
    );
    assert_eq!(talk_of(&b).end, Some(Ending::Drawn), "{name}");
    // A link accepting a draw never offered changes nothing; one offered, ends it.
    let mut never = Talk::default();
    heard::<G>(&a.game, &mut never, a_seat, Message::Accept(Offer::Draw));
    assert_eq!(never, Talk::default(), "{name}");
    let mut a_talk = talk_of(&offered);
    heard::<G>(&a.game, &mut a_talk, a_seat, Message::Accept(Offer::Draw));
    assert_eq!(a_talk.end, Some(Ending::Drawn), "{name}");
}
