//! Playing a friend on another device, the same for both games. A friend's game has an
//! id of 128 random bits, the same on both devices; each device plays one side
//! ([`RemotePlay::seated`]) and keeps the game in its list of games with friends
//! ([`crate::saves::friends`]).
//!
//! - **By link**: after each move the page shows a link carrying the whole game
//!   (`?game=…&friend=<id>&as=<the friend's side>&record=…`). Opening it adds the game
//!   to the friend's list, or carries on the game already there.
//! - **Live**: the game is kept on the host's NATS server ([`super::live`]); the address
//!   `?game=…&live=<id>` plays it (`&as=<side>` claims that side on a first visit) and
//!   `?game=…&watch=<id>` shows it read-only.
//!
//! Whatever arrives (a link, or the server's copy), the rules core reads it, and it is
//! taken only if it carries on the game this device has ([`carry_on`]): it never rolls a
//! game back, never replaces another game, and never moves for this device's side.

use super::sides::last_mover;
use super::{played_to, BoardTags, GameWords, RemotePlay, Saving};
use crate::route::Query;
use crate::saves::friends::{self, FriendGame};
use crate::t;
use yew::prelude::*;

/// A friend's game, as the session knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Friend {
    /// The game's id, the same on both devices.
    pub id: String,
    /// The side this device plays (its code, `data-seat`); `None` for a watcher.
    pub seat: Option<&'static str>,
    /// Played live through the host's server (else by link).
    pub live: bool,
    /// Live: how many moves the server is known to hold; a move of this device's after
    /// them is still to be sent.
    pub confirmed: usize,
    /// Whether this device has had the game (from its list or the server); a live game
    /// opened here for the first time takes the server's copy as it is.
    pub known: bool,
    /// Live: the invitation's secret the address carried (`&invite=`), which the game
    /// service asks for before it gives the open seat to a device new to the game.
    pub invite: Option<String>,
    /// Live: a resignation, an offer or an agreed ending, as the game service said.
    #[cfg(feature = "friends")]
    pub talk: super::talk::Talk,
}

/// What an address asks of a friend's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FriendAddress {
    /// `&friend=<id>`: a game by link; the link's game is in the address's other pairs,
    /// and `&as=` names the side the receiver plays.
    ByLink { id: String, seat: Option<String> },
    /// `&live=<id>`: a live game; `&as=` names the side to claim on a first visit, with
    /// the invitation's secret `&invite=`.
    Live {
        id: String,
        seat: Option<String>,
        invite: Option<String>,
    },
    /// `&watch=<id>`: a live game, read-only.
    Watch { id: String },
}

impl FriendAddress {
    /// Reads `friend`, `live` or `watch` (with `as`); an id that is not one this site
    /// makes is ignored.
    pub fn from_query(query: &Query) -> Option<FriendAddress> {
        let id = |key| {
            query
                .get(key)
                .filter(|id| is_game_id(id))
                .map(|id| id.to_string())
        };
        let seat = query.get("as").map(|s| s.to_string());
        if let Some(id) = id("watch") {
            Some(FriendAddress::Watch { id })
        } else if let Some(live) = id("live") {
            let invite = id("invite");
            Some(FriendAddress::Live {
                id: live,
                seat,
                invite,
            })
        } else {
            id("friend").map(|id| FriendAddress::ByLink { id, seat })
        }
    }

    pub fn id(&self) -> &str {
        match self {
            FriendAddress::ByLink { id, .. }
            | FriendAddress::Live { id, .. }
            | FriendAddress::Watch { id } => id,
        }
    }
}

/// What the game screen shows of friend play: the friend's-game part of the panel, what
/// the board tells, and the part that starts a game with a friend.
pub struct FriendParts {
    /// The turn line while the friend is to move.
    pub status: Option<String>,
    pub panel: Html,
    pub tags: BoardTags,
    pub start: Html,
}

impl FriendParts {
    /// In a bundle without friend play: a link to the page that has it.
    pub fn elsewhere<G: Saving>(here: &crate::route::Address) -> FriendParts {
        let href = here.link_to(&format!("?game={}&friends=1", G::NAME));
        FriendParts {
            status: None,
            panel: Html::default(),
            tags: BoardTags::default(),
            start: html! {
                <p class="friend-start-link"><a {href} data-testid="friend-start-link">{ t::friend_start_title() }</a></p>
            },
        }
    }
}

/// The letters of a game id: URL-safe base 64.
fn is_game_id(text: &str) -> bool {
    (16..=64).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A new game id: 128 bits from the browser's cryptographic random numbers, in URL-safe
/// base 64 (22 letters).
pub fn new_game_id() -> String {
    let mut bytes = [0u8; 16];
    let filled = web_sys::window()
        .and_then(|w| w.crypto().ok())
        .is_some_and(|c| c.get_random_values_with_u8_array(&mut bytes).is_ok());
    if !filled {
        // No Web Crypto: every browser this site runs in has it; Math.random is the
        // fallback so a friend's game can still start.
        for b in &mut bytes {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    base64url(&bytes)
}

fn base64url(bytes: &[u8]) -> String {
    const LETTERS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(LETTERS[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The game as a link carries it, with the friend's id and the side the receiver plays.
pub fn friend_link<G: Saving + RemotePlay>(
    id: &str,
    state: &G::State,
    receiver: G::Side,
) -> String {
    let mut query = Query::parse(&format!("game={}", G::NAME))
        .with("friend", Some(id))
        .with("as", Some(G::side_code(receiver)));
    for (key, value) in G::link(state).pairs() {
        query = query.with(&key, Some(&value));
    }
    query.to_link()
}

/// The address of a live game for a player (`seat`: the side to claim, with the
/// invitation's secret) or a watcher.
pub fn live_link<G: Saving + RemotePlay>(
    id: &str,
    seat: Option<(G::Side, Option<&str>)>,
) -> String {
    let query = Query::parse(&format!("game={}", G::NAME));
    match seat {
        Some((side, invite)) => query
            .with("live", Some(id))
            .with("as", Some(G::side_code(side)))
            .with("invite", invite),
        None => query.with("watch", Some(id)),
    }
    .to_link()
}

/// How a friend's game that arrived relates to the one this device has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// The same game.
    Same,
    /// The same game with more moves, none of them for `seat`'s side: taken.
    Newer,
    /// The game as it was before some of this device's moves: shown, not taken.
    Older,
    /// Not this game: it differs in a move both have, or moves for this device's side.
    Other,
}

/// How `arrived` relates to `kept` for the device playing `seat` (a watcher: `None`,
/// for whom every side's moves may arrive).
pub fn compare<G: Saving + RemotePlay>(
    kept: &G::State,
    arrived: &G::State,
    seat: Option<G::Side>,
) -> Arrival {
    let (have, got) = (G::played(kept), G::played(arrived));
    // The arrived game taken back to the moves both have, looking at who made each move
    // on the way: every move after the kept game's must be the other side's.
    let mut earlier = arrived.clone();
    let mut for_this_side = false;
    while G::played(&earlier) > have && G::take_back(&mut earlier) {
        for_this_side |= seat.is_some() && G::side_to_move(&earlier) == seat;
    }
    if G::link(&played_to::<G>(kept, got)) != G::link(&earlier) {
        return Arrival::Other;
    }
    match got.cmp(&have) {
        std::cmp::Ordering::Equal => Arrival::Same,
        std::cmp::Ordering::Less => Arrival::Older,
        std::cmp::Ordering::Greater if for_this_side => Arrival::Other,
        std::cmp::Ordering::Greater => Arrival::Newer,
    }
}

/// What a live game's copy from the server does to the game shown.
#[derive(Clone, Debug, PartialEq)]
pub enum CarryOn<S> {
    /// Nothing to change (the same game, or one this device is ahead of by moves still
    /// to be sent).
    Keep,
    /// The server's game is taken; `dropped` when a move of this device's not yet sent
    /// gave way to the one the server holds.
    Take { game: S, dropped: bool },
    /// Not this game, or a move for this device's side: ignored.
    Ignore,
}

/// Whether the server's copy `arrived`, its last move made by `by`, carries on the game
/// shown (`kept`, of which the server is known to hold `confirmed` moves). The server
/// checks nothing: each move was signed by its side's device and is checked here by the
/// rules core (`arrived` was read by it); a move of this device's own side may arrive
/// from its other tab.
pub fn carry_on<G: Saving + RemotePlay>(
    kept: &G::State,
    confirmed: usize,
    arrived: G::State,
    by: Option<G::Side>,
) -> CarryOn<G::State> {
    let got = G::played(&arrived);
    if got > 0 && (by.is_none() || last_mover::<G>(&arrived) != by) {
        return CarryOn::Ignore;
    }
    let base = confirmed.min(G::played(kept));
    let sent = played_to::<G>(kept, base);
    if got < base || G::link(&played_to::<G>(&arrived, base)) != G::link(&sent) {
        return CarryOn::Ignore;
    }
    match compare::<G>(kept, &arrived, None) {
        Arrival::Same | Arrival::Older => CarryOn::Keep,
        Arrival::Newer => CarryOn::Take {
            game: arrived,
            dropped: false,
        },
        Arrival::Other => CarryOn::Take {
            game: arrived,
            dropped: true,
        },
    }
}

/// A friend's game as the list keeps it.
pub fn entry<G: Saving + RemotePlay + GameWords>(
    id: &str,
    seat: G::Side,
    live: bool,
    code: &str,
    game: &G::State,
) -> FriendGame {
    FriendGame {
        id: id.to_string(),
        game: G::NAME.to_string(),
        seat: G::side_code(seat).to_string(),
        live,
        code: code.to_string(),
        date: friends::today(),
        to_move: G::side_to_move(game)
            .map(G::side_code)
            .unwrap_or_default()
            .to_string(),
        last_move: G::last_move(game)
            .map(|(words, _)| words)
            .unwrap_or_default(),
        link: G::link(game).text().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_128_bits_of_url_safe_letters() {
        assert_eq!(base64url(&[0; 16]), "A".repeat(22));
        assert_eq!(base64url(&[255; 3]), "____");
        assert_eq!(base64url(b"Man"), "TWFu");
        assert!(is_game_id(&base64url(&[7; 16])));
        assert!(!is_game_id("short"));
        assert!(!is_game_id("has space in it, not an id at all"));
    }

    #[test]
    fn an_address_names_one_friend_game() {
        let id = "AAAAAAAAAAAAAAAAAAAAAA";
        let read = |q: &str| FriendAddress::from_query(&Query::parse(q));
        assert_eq!(
            read(&format!("?game=kemu&friend={id}&as=manaia&record=bk")),
            Some(FriendAddress::ByLink {
                id: id.into(),
                seat: Some("manaia".into())
            })
        );
        assert_eq!(
            read(&format!("?game=kemu&live={id}")),
            Some(FriendAddress::Live {
                id: id.into(),
                seat: None,
                invite: None
            })
        );
        assert_eq!(
            read(&format!("?game=kemu&live={id}&as=manaia&invite={id}")),
            Some(FriendAddress::Live {
                id: id.into(),
                seat: Some("manaia".into()),
                invite: Some(id.into())
            })
        );
        assert_eq!(
            read(&format!("?game=kemu&watch={id}&live={id}")),
            Some(FriendAddress::Watch { id: id.into() })
        );
        assert_eq!(read("?game=kemu&friend=x"), None);
    }
}
