//! The session a game screen owns, the same for every game: which game it is (counted,
//! so effects start again), the computer's failure and "Ask the computer again", the
//! notice under the turn line, a shared game being viewed, and undo back to the
//! person's turn. The game's own state sits inside ([`Session::game`]) and changes only
//! through its [`GameRules`](super::GameRules) methods, which ask the rules core.

use super::friend::Friend;
#[cfg(feature = "friends")]
use super::friend::{carry_on, CarryOn};
use super::sides::side_of;
use super::{Change, Mover, Playable, TurnKey};
use crate::engine::EngineFailure;
use std::rc::Rc;
use yew::Reducible;

/// A message under the turn line, until the next action.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice<Refusal> {
    /// A move tried while the computer is to move.
    WaitForComputer,
    /// A move tried while the friend on another device is to move.
    WaitForFriend,
    /// This device's move was not sent: the live game had moved on without it.
    #[cfg(feature = "friends")]
    MovedOn,
    /// The game refused the action, and why (the game's words say it).
    Refused(Refusal),
}

/// The game a screen shows and everything around it that is not the game's own.
pub struct Session<G: Playable> {
    pub game: G::State,
    /// Counts new games (and replaced ones), so a stale answer or effect is dropped.
    pub id: u32,
    /// Counts the times the player asked the computer again after a failure.
    pub attempt: u32,
    /// Why the computer could not move in this position; it is not asked again until
    /// the player asks or the position changes.
    pub failed: Option<EngineFailure>,
    pub notice: Option<Notice<G::Refusal>>,
    /// A shared game is shown (not saved, not played) until "Play from here"; a
    /// watched live game is shown so throughout.
    pub viewing: bool,
    /// A game with a friend on another device.
    pub friend: Option<Friend>,
}

// By hand: derived impls would ask the game's marker type for them too.
impl<G: Playable> Clone for Session<G> {
    fn clone(&self) -> Self {
        Session {
            game: self.game.clone(),
            id: self.id,
            attempt: self.attempt,
            failed: self.failed,
            notice: self.notice.clone(),
            viewing: self.viewing,
            friend: self.friend.clone(),
        }
    }
}

impl<G: Playable> PartialEq for Session<G> {
    fn eq(&self, other: &Self) -> bool {
        self.game == other.game
            && self.id == other.id
            && self.attempt == other.attempt
            && self.failed == other.failed
            && self.notice == other.notice
            && self.viewing == other.viewing
            && self.friend == other.friend
    }
}

impl<G: Playable> std::fmt::Debug for Session<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("game", &G::NAME)
            .field("played", &G::played(&self.game))
            .field("id", &self.id)
            .field("attempt", &self.attempt)
            .field("failed", &self.failed)
            .field("notice", &self.notice)
            .field("viewing", &self.viewing)
            .field("friend", &self.friend)
            .finish()
    }
}

/// What can happen to a session.
pub enum SessionAction<G: Playable> {
    /// The game's own action (a click on the board, a setting, a new game).
    Game(G::Action),
    /// Take back moves to the person's last turn.
    Undo,
    /// The computer's move (or why there is none) for the position `key`.
    Computer {
        key: TurnKey,
        answer: Result<G::Move, EngineFailure>,
    },
    /// Ask the computer again after it failed.
    AskAgain,
    /// This game in place of the one shown, as the player's own ("Play from here").
    Replace(G::State),
    /// A live game's copy from the server (read by the rules core), its last move made
    /// by that side: taken if it carries on the game ([`carry_on`]). (Friend play is
    /// built into the learning bundle only.)
    /// `talk`: what the seats have said besides moves; `seat`: the side this device's
    /// key holds (another after a rematch).
    #[cfg(feature = "friends")]
    Remote {
        game: G::State,
        by: Option<G::Side>,
        talk: super::talk::Talk,
        seat: Option<G::Side>,
    },
    /// The server now holds this many moves of the live game.
    #[cfg(feature = "friends")]
    Sent(usize),
    /// This device's side says this to the friend in a game by link: resigns, offers or
    /// answers (the link it sends next carries it; live, the game service is asked
    /// instead).
    #[cfg(feature = "friends")]
    Say(takaro::core::between::Message),
}

impl<G: Playable> Clone for SessionAction<G> {
    fn clone(&self) -> Self {
        match self {
            SessionAction::Game(a) => SessionAction::Game(a.clone()),
            SessionAction::Undo => SessionAction::Undo,
            SessionAction::Computer { key, answer } => SessionAction::Computer {
                key: *key,
                answer: answer.clone(),
            },
            SessionAction::AskAgain => SessionAction::AskAgain,
            SessionAction::Replace(s) => SessionAction::Replace(s.clone()),
            #[cfg(feature = "friends")]
            SessionAction::Remote {
                game,
                by,
                talk,
                seat,
            } => SessionAction::Remote {
                game: game.clone(),
                by: *by,
                talk: talk.clone(),
                seat: *seat,
            },
            #[cfg(feature = "friends")]
            SessionAction::Sent(ply) => SessionAction::Sent(*ply),
            #[cfg(feature = "friends")]
            SessionAction::Say(message) => SessionAction::Say(*message),
        }
    }
}

impl<G: Playable> Session<G> {
    /// A session of the player's own game.
    pub fn new(game: G::State) -> Session<G> {
        Session {
            game,
            id: 0,
            attempt: 0,
            failed: None,
            notice: None,
            viewing: false,
            friend: None,
        }
    }

    /// A game with a friend on another device (a watcher's is a view).
    pub fn with_friend(game: G::State, friend: Friend) -> Session<G> {
        Session {
            viewing: friend.seat.is_none(),
            friend: Some(friend),
            ..Session::new(game)
        }
    }

    /// A shared game, shown as a view.
    pub fn view(game: G::State) -> Session<G> {
        Session {
            viewing: true,
            ..Session::new(game)
        }
    }

    /// The position the computer would answer now.
    pub fn turn_key(&self) -> TurnKey {
        TurnKey {
            game_id: self.id,
            ply: G::played(&self.game),
            attempt: self.attempt,
        }
    }

    /// The computer's level, if it is to move in the player's game.
    pub fn computer_to_move(&self) -> Option<G::Level> {
        match G::mover(&self.game) {
            Mover::Computer(level) if !self.viewing => Some(level),
            _ => None,
        }
    }

    /// Whether the computer is thinking now (to move, and not failed).
    pub fn thinking(&self) -> bool {
        self.computer_to_move().is_some() && self.failed.is_none()
    }

    /// The position the computer is to answer now, if it is thinking.
    pub fn computer_key(&self) -> Option<TurnKey> {
        self.thinking().then(|| self.turn_key())
    }

    /// Why the computer could not move, while it is still its turn.
    pub fn failure(&self) -> Option<EngineFailure> {
        self.failed.filter(|_| self.computer_to_move().is_some())
    }

    /// Whether Undo has anything to take back (never in a friend's game: the friend
    /// may have seen the move).
    pub fn can_undo(&self) -> bool {
        !self.viewing && self.friend.is_none() && G::played(&self.game) > 0
    }

    /// The side this device plays in a friend's game.
    pub fn seat(&self) -> Option<G::Side> {
        self.friend.as_ref()?.seat.and_then(side_of::<G>)
    }

    /// The game shown after `ply` moves, as a game of the player's own.
    pub fn played_to(&self, ply: usize) -> G::State {
        super::played_to::<G>(&self.game, ply)
    }

    /// Takes back the last move, and then the computer's moves before it, so the
    /// person is to move again (against a friend at this screen: one move).
    fn undo(&mut self) {
        let before = G::played(&self.game);
        G::take_back(&mut self.game);
        while matches!(G::mover(&self.game), Mover::Computer(_)) && G::take_back(&mut self.game) {}
        if G::played(&self.game) < before {
            G::undone(&mut self.game);
            self.failed = None;
        }
    }

    fn apply(&mut self, change: Change) {
        match change {
            Change::Nothing => {}
            Change::Moved => self.failed = None,
            Change::NewGame => {
                self.id += 1;
                self.failed = None;
            }
        }
    }
}

impl<G: Playable> Reducible for Session<G> {
    type Action = SessionAction<G>;

    fn reduce(self: Rc<Self>, action: SessionAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.notice = None;
        match action {
            // A shared game is a picture until "Play from here".
            SessionAction::Game(_) if self.viewing => return self,
            // A friend's game that ended by a resignation or an agreed draw takes no move.
            #[cfg(feature = "friends")]
            SessionAction::Game(action)
                if G::is_move(&action)
                    && self.friend.as_ref().is_some_and(|f| f.talk.end.is_some()) =>
            {
                return self
            }
            SessionAction::Game(action) => {
                if G::is_move(&action) && self.computer_to_move().is_some() {
                    next.notice = Some(Notice::WaitForComputer);
                } else if G::is_move(&action) && G::mover(&self.game) == Mover::Remote {
                    next.notice = Some(Notice::WaitForFriend);
                } else {
                    match G::act(&mut next.game, action) {
                        Ok(change) => next.apply(change),
                        Err(refusal) => next.notice = Some(Notice::Refused(refusal)),
                    }
                }
            }
            SessionAction::Undo if !self.can_undo() => return self,
            SessionAction::Undo => next.undo(),
            SessionAction::Computer { key, answer } => {
                // A reply for another game, an undone position or a failure the player
                // has asked again about is dropped.
                if key != self.turn_key() || self.computer_to_move().is_none() {
                    return self;
                }
                match answer.map(|mv| G::play(&mut next.game, mv)) {
                    Ok(Ok(())) => next.failed = None,
                    // The core refused the computer's move: its answer was wrong.
                    Ok(Err(_)) => next.failed = Some(EngineFailure::BadReply),
                    Err(why) => next.failed = Some(why),
                }
            }
            SessionAction::AskAgain => {
                if self.failed.is_none() {
                    return self;
                }
                next.failed = None;
                next.attempt += 1;
            }
            SessionAction::Replace(game) => {
                next = Session {
                    id: self.id + 1,
                    ..Session::new(game)
                };
            }
            #[cfg(feature = "friends")]
            SessionAction::Remote {
                game,
                by,
                talk,
                seat,
            } => {
                let Some(friend) = &self.friend else {
                    return self;
                };
                // A rematch gives this device the other seat (its key now holds it); a
                // rematch or a take-back gives a game that does not carry on the one
                // shown, and the game service agreed it, so it is taken as it is.
                let reseated = seat.filter(|s| self.seat().is_some_and(|mine| mine != *s));
                let agreed = reseated.is_some()
                    || (friend.talk.heard
                        && (talk.undone != friend.talk.undone || talk.round != friend.talk.round));
                let game = match reseated.or(self.seat()) {
                    Some(seat) => G::seated(&game, seat),
                    None => game,
                };
                let taken = if friend.known && !agreed {
                    carry_on::<G>(&self.game, friend.confirmed, game, by)
                } else {
                    CarryOn::Take {
                        game,
                        dropped: false,
                    }
                };
                match taken {
                    CarryOn::Ignore => return self,
                    CarryOn::Keep if friend.talk == talk => return self,
                    CarryOn::Keep => {}
                    CarryOn::Take { game, dropped } => {
                        let confirmed = G::played(&game);
                        next.game = game;
                        if let Some(friend) = &mut next.friend {
                            friend.confirmed = confirmed;
                            friend.known = true;
                        }
                        if dropped {
                            next.notice = Some(Notice::MovedOn);
                        }
                    }
                }
                if let Some(friend) = &mut next.friend {
                    friend.talk = talk;
                    if let Some(seat) = reseated {
                        friend.seat = Some(G::side_code(seat));
                    }
                }
            }
            #[cfg(feature = "friends")]
            SessionAction::Say(message) => {
                let Some(seat) = self.seat().filter(|_| !self.viewing) else {
                    return self;
                };
                let Some(friend) = next.friend.as_mut().filter(|f| !f.live) else {
                    return self;
                };
                match super::friend_link_talk::say::<G>(
                    &mut next.game,
                    &mut friend.talk,
                    seat,
                    message,
                ) {
                    Ok(Some(reseated)) => {
                        friend.seat = Some(G::side_code(reseated));
                        next.id += 1;
                    }
                    Ok(None) => {}
                    Err(_) => return self,
                }
            }
            #[cfg(feature = "friends")]
            SessionAction::Sent(ply) => match &mut next.friend {
                Some(friend) if ply > friend.confirmed => friend.confirmed = ply,
                _ => return self,
            },
        }
        Rc::new(next)
    }
}

/// The session's behaviour, checked once for every game: each game's tests call
/// [`checks::all`] with a few positions of its own.
#[cfg(test)]
pub mod checks {
    use super::*;

    /// A game's positions for the session checks.
    pub struct Fixture<G: Playable> {
        /// A new game against the computer, the person to move.
        pub against_computer: G::State,
        /// A legal move of the person's there, after which the computer is to move.
        pub person_moves: G::Action,
        /// A legal move of the computer's after that.
        pub computer_reply: G::Move,
        /// An action the rules refuse in `against_computer`.
        pub refused: G::Action,
        /// A new game between two people at this screen, the same move legal in it.
        pub between_friends: G::State,
    }

    pub fn reduce<G: Playable>(s: &Session<G>, a: SessionAction<G>) -> Session<G> {
        (*Rc::new(s.clone()).reduce(a)).clone()
    }

    /// Every check below, for one game.
    pub fn all<G: Playable>(f: &Fixture<G>) {
        undo_goes_back_to_the_person(f);
        a_failure_waits_for_ask_again(f);
        stale_answers_are_dropped(f);
        a_shared_game_is_a_view(f);
        refusals_and_waiting_are_notices(f);
        #[cfg(feature = "friends")]
        super::super::friend_checks::all(f);
    }

    fn after_reply<G: Playable>(f: &Fixture<G>) -> Session<G> {
        let s = reduce(
            &Session::<G>::new(f.against_computer.clone()),
            SessionAction::Game(f.person_moves.clone()),
        );
        let key = s.computer_key().expect("the computer is to move");
        reduce(
            &s,
            SessionAction::Computer {
                key,
                answer: Ok(f.computer_reply.clone()),
            },
        )
    }

    fn undo_goes_back_to_the_person<G: Playable>(f: &Fixture<G>) {
        let s = after_reply(f);
        assert_eq!(G::played(&s.game), 2, "{}", G::NAME);
        assert_eq!(s.computer_key(), None, "the person is to move");
        let undone = reduce(&s, SessionAction::Undo);
        assert_eq!(G::played(&undone.game), 0, "{}: both moves back", G::NAME);
        assert!(!undone.can_undo());
        // Between friends, one move at a time.
        let friends = Session::<G>::new(f.between_friends.clone());
        let moved = reduce(&friends, SessionAction::Game(f.person_moves.clone()));
        assert_eq!(G::played(&moved.game), 1);
        assert_eq!(moved.computer_key(), None);
        assert_eq!(G::played(&reduce(&moved, SessionAction::Undo).game), 0);
    }

    fn a_failure_waits_for_ask_again<G: Playable>(f: &Fixture<G>) {
        let s = reduce(
            &Session::<G>::new(f.against_computer.clone()),
            SessionAction::Game(f.person_moves.clone()),
        );
        let key = s.computer_key().unwrap();
        let failed = reduce(
            &s,
            SessionAction::Computer {
                key,
                answer: Err(EngineFailure::CouldNotStart),
            },
        );
        assert_eq!(failed.failure(), Some(EngineFailure::CouldNotStart));
        assert!(!failed.thinking(), "{}: not asked again by itself", G::NAME);
        assert_eq!(failed.computer_key(), None);
        let again = reduce(&failed, SessionAction::AskAgain);
        assert_eq!(again.failure(), None);
        let new_key = again.computer_key().expect("asked again");
        assert_ne!(new_key, key, "a new question");
        // The answer to the first question no longer counts; the new one does.
        let late = reduce(
            &again,
            SessionAction::Computer {
                key,
                answer: Ok(f.computer_reply.clone()),
            },
        );
        assert_eq!(G::played(&late.game), 1);
        let answered = reduce(
            &again,
            SessionAction::Computer {
                key: new_key,
                answer: Ok(f.computer_reply.clone()),
            },
        );
        assert_eq!(G::played(&answered.game), 2);
        // Asking again when nothing failed changes nothing.
        assert_eq!(reduce(&answered, SessionAction::AskAgain), answered);
    }

    fn stale_answers_are_dropped<G: Playable>(f: &Fixture<G>) {
        let start = Session::<G>::new(f.against_computer.clone());
        let not_its_turn = reduce(
            &start,
            SessionAction::Computer {
                key: start.turn_key(),
                answer: Ok(f.computer_reply.clone()),
            },
        );
        assert_eq!(not_its_turn, start, "{}: not the computer's turn", G::NAME);
        let s = reduce(&start, SessionAction::Game(f.person_moves.clone()));
        let key = s.turn_key();
        let stale = [
            TurnKey {
                game_id: key.game_id + 1,
                ..key
            },
            TurnKey {
                ply: key.ply - 1,
                ..key
            },
            TurnKey {
                ply: key.ply + 1,
                ..key
            },
            TurnKey {
                attempt: key.attempt + 1,
                ..key
            },
        ];
        for key in stale {
            let after = reduce(
                &s,
                SessionAction::Computer {
                    key,
                    answer: Ok(f.computer_reply.clone()),
                },
            );
            assert_eq!(after, s, "{}: {key:?}", G::NAME);
        }
        // After undo, the question about the undone position is stale too.
        let undone = reduce(&s, SessionAction::Undo);
        let late = reduce(
            &undone,
            SessionAction::Computer {
                key,
                answer: Ok(f.computer_reply.clone()),
            },
        );
        assert_eq!(late, undone);
    }

    fn a_shared_game_is_a_view<G: Playable>(f: &Fixture<G>) {
        let played = after_reply(f).game;
        let view = Session::<G>::view(played);
        assert_eq!(view.computer_key(), None, "{}: nobody moves", G::NAME);
        assert!(!view.can_undo());
        assert_eq!(
            reduce(&view, SessionAction::Game(f.person_moves.clone())),
            view
        );
        assert_eq!(reduce(&view, SessionAction::Undo), view);
        // "Play from here" after the person's move: the computer is to answer it.
        let mine = reduce(&view, SessionAction::Replace(view.played_to(1)));
        assert!(!mine.viewing);
        assert_eq!(G::played(&mine.game), 1);
        assert_ne!(mine.id, view.id, "a new game for the effects");
        assert!(mine.computer_key().is_some());
    }

    fn refusals_and_waiting_are_notices<G: Playable>(f: &Fixture<G>) {
        let start = Session::<G>::new(f.against_computer.clone());
        let refused = reduce(&start, SessionAction::Game(f.refused.clone()));
        assert!(
            matches!(refused.notice, Some(Notice::Refused(_))),
            "{}",
            G::NAME
        );
        assert_eq!(refused.game, start.game, "a refusal changes no game");
        let s = reduce(&start, SessionAction::Game(f.person_moves.clone()));
        let waiting = reduce(&s, SessionAction::Game(f.person_moves.clone()));
        assert_eq!(waiting.notice, Some(Notice::WaitForComputer));
        assert_eq!(waiting.game, s.game);
        // The next action clears the notice.
        assert_eq!(reduce(&waiting, SessionAction::Undo).notice, None);
    }
}
