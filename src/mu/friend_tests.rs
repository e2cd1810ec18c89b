//! Playing a friend on another device ([`crate::play::friend`]), tried on Mū tōrere: the
//! links, and what a link or the server's copy may do to the game a device has.

use super::play::MuTorere;
use super::state::{MuAction, MuOpponent, MuState};
use crate::play::friend::{carry_on, compare, friend_link, Arrival, CarryOn};
use crate::play::Saving;
use crate::route::Query;
use takaro::core::mu_torere::{Point, Side};

fn game(points: &[u8]) -> MuState {
    let mut s = MuState::new(MuOpponent::Human, Side::Green);
    for p in points {
        s.act(MuAction::Play(Point::new(*p).unwrap())).unwrap();
    }
    s
}

#[test]
fn a_link_carries_the_game_and_the_receivers_side() {
    let s = game(&[4, 5]);
    let link = friend_link::<MuTorere>("AAAAAAAAAAAAAAAAAAAAAA", &s, Side::Green);
    assert_eq!(
        link,
        "?game=mu-torere&friend=AAAAAAAAAAAAAAAAAAAAAA&as=green&record=4+5"
    );
    let presets = <MuTorere as Saving>::presets(&Query::parse(&link));
    let read = <MuTorere as Saving>::shared(&presets).unwrap().unwrap();
    assert_eq!(read.game, s.game);
}

#[test]
fn a_link_never_rolls_back_nor_moves_for_this_side() {
    let white = Some(Side::White);
    let (start, one, two) = (game(&[]), game(&[4]), game(&[4, 5]));
    let cmp = |kept: &MuState, arrived: &MuState, seat| compare::<MuTorere>(kept, arrived, seat);
    assert_eq!(cmp(&start, &one, white), Arrival::Newer, "green's move");
    assert_eq!(cmp(&one, &one, white), Arrival::Same);
    assert_eq!(cmp(&two, &one, white), Arrival::Older);
    assert_eq!(cmp(&one, &two, white), Arrival::Other, "a move for white");
    assert_eq!(cmp(&one, &two, None), Arrival::Newer, "a watcher takes it");
    let other = game(&[1]);
    assert_eq!(cmp(&one, &other, white), Arrival::Other);
}

#[test]
fn the_servers_copy_carries_on_the_game_or_is_ignored() {
    let (one, two) = (game(&[4]), game(&[4, 5]));
    let green = Some(Side::Green);
    let white = Some(Side::White);
    // White's move arrives: taken.
    assert_eq!(
        carry_on::<MuTorere>(&one, 1, two.clone(), white),
        CarryOn::Take {
            game: two.clone(),
            dropped: false
        }
    );
    // The same move said to be green's: ignored.
    assert_eq!(
        carry_on::<MuTorere>(&one, 1, two.clone(), green),
        CarryOn::Ignore
    );
    // The server has not got this device's move yet: kept.
    assert_eq!(
        carry_on::<MuTorere>(&two, 1, one.clone(), green),
        CarryOn::Keep
    );
    // A move the server already holds cannot be taken back by an older copy.
    assert_eq!(
        carry_on::<MuTorere>(&two, 2, one.clone(), green),
        CarryOn::Ignore
    );
    // An unsent move gave way to another the server holds: find a position with
    // two legal moves, and play one here and the other there.
    let mut kept = game(&[]);
    while kept.game.legal_moves().len() < 2 {
        let from = kept.game.legal_moves()[0].from;
        kept.act(MuAction::Play(from)).unwrap();
    }
    let base = kept.game.moves().len();
    let mover = kept.game.position().to_move();
    let moves = kept.game.legal_moves();
    let mut there = kept.clone();
    kept.act(MuAction::Play(moves[0].from)).unwrap();
    there.act(MuAction::Play(moves[1].from)).unwrap();
    assert_eq!(
        carry_on::<MuTorere>(&kept, base, there.clone(), Some(mover)),
        CarryOn::Take {
            game: there,
            dropped: true
        }
    );
}
