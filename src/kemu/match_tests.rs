//! A Moeraki Kemu match between friends, played through the game's [`Playable`](crate::play::Playable)
//! parts as a page plays it (kept apart from `match_state.rs`, which the game's parts use).

use super::link_error::KemuLinkError;
use super::setup::Setup;
use super::state::KemuState;
use crate::kemu::play::Kemu;
use crate::kemu::state::KemuAction;
use crate::play::{GameRules, RemotePlay, Saving};
use crate::route::Query;
use takaro::core::kemu::{Hollow, Outcome, Rules, Tier};
use takaro::core::kemu::{MatchLength, Tribe};

fn click(s: &mut KemuState, names: &str) {
    for name in names.split_whitespace() {
        let h: Hollow = name.parse().expect("a hollow");
        s.act(KemuAction::ClickHollow(h)).expect("legal");
    }
}

fn opened(link: &Query) -> Result<KemuState, KemuLinkError> {
    let text = format!("?game=kemu&{}", link.text());
    Kemu::shared(&Kemu::presets(&Query::parse(&text))).expect("a record")
}

/// A Beginner match of three wins, this device playing Matau.
fn uira() -> KemuState {
    let local = KemuState::new(Setup {
        rules: Rules::new(Tier::Beginner),
        ..Setup::default()
    });
    Kemu::friend_match(&local, Tribe::Matau, 3)
}

#[test]
fn a_match_link_carries_the_match_so_far() {
    let mut s = uira();
    assert_eq!(s.setup.length, MatchLength::Uira);
    // Matau places the ball; Manaia takes the bottom edge row (Ara).
    click(&mut s, "f6 c1 c11 e1 e11 g1 g11 i1");
    assert_eq!(s.game.outcome(), Outcome::Won(Tribe::Manaia));
    let over = Kemu::link(&s);
    assert!(
        over.text().starts_with("match=3&record="),
        "{}",
        over.text()
    );
    // The next game, not begun, is written as the game before it.
    s.act(KemuAction::NextGame).expect("a next game");
    assert_eq!(Kemu::link(&s), over);
    assert_eq!(Kemu::played(&s), 8);
    click(&mut s, "e5");
    assert_eq!(Kemu::played(&s), 9);
    let next = Kemu::link(&s);
    assert!(next.text().contains("earlier="), "{}", next.text());
    let read = Kemu::seated(&opened(&next).expect("a match"), Tribe::Manaia);
    assert_eq!(read.history.len(), 1);
    assert_eq!(read.current_match().wins(Tribe::Manaia), 1);
    assert_eq!(read.game.position().player_a(), Tribe::Manaia);
    assert_eq!(Kemu::link(&read), next);
    assert_eq!(Kemu::played(&read), 9);
}

#[test]
fn a_forged_match_link_opens_nothing() {
    let mut s = uira();
    click(&mut s, "f6 c1 c11 e1 e11 g1 g11 i1");
    s.act(KemuAction::NextGame).expect("a next game");
    // The loser of the first game places the next ball: not the match's game.
    let won = s.history[0].to_compact();
    let forged = Query::default()
        .with("match", Some("3"))
        .with("earlier", Some(&won))
        .with("record", Some("ek"));
    assert!(matches!(opened(&forged), Err(KemuLinkError::Match(_))));
    let broken = forged.clone().with("earlier", Some("zz"));
    assert!(matches!(opened(&broken), Err(KemuLinkError::Record(_))));
    // A single game's link with earlier games is refused too.
    let single = forged.with("match", None);
    assert!(opened(&single).is_err());
    // A later game alone is still "a later game".
    let later = Query::default()
        .with("match", Some("3"))
        .with("record", Some(&s.game.to_compact()));
    assert_eq!(opened(&later).err(), Some(KemuLinkError::LaterGame));
}
