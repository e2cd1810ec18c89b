//! The game service's requests (crates/service): what a browser sends, read and judged
//! by the referee against a stored game, exactly as the service would (no server here).

use crate::rng::Rng;
use takaro_service::protocol::{Request, Secret};
use takaro_service::referee::{self, StoredGame};
use takaro_service::verdict::Verdict;

/// A seat's token the fixed games below hold (each side's), and an invitation.
const GREEN: &str = "gggggggggggggggggggggg";
const WHITE: &str = "wwwwwwwwwwwwwwwwwwwwww";
const INVITE: &str = "iiiiiiiiiiiiiiiiiiiiii";

fn secret(text: &str) -> Secret {
    Secret::try_from(text.to_string()).expect("a fixed secret")
}

/// A game of each kind with both seats held, at its start.
fn games() -> [StoredGame; 2] {
    [
        ("mu-torere", "record=", "green"),
        ("kemu", "record=bk", "matau"),
    ]
    .map(|(game, start, seat)| {
        let made = referee::create(
            game,
            start,
            seat,
            &secret(GREEN),
            &secret(INVITE),
            "ABCDEF",
            0,
        )
        .expect("a start the rules core reads");
        match referee::claim(&made, None, Some(&secret(INVITE)), &secret(WHITE)) {
            Ok(Verdict::Store(_, game)) => game,
            other => panic!("the open seat: {other:?}"),
        }
    })
}

/// `<verb>\n<JSON body>`: read as a request, then judged against both games.
pub fn service_request(text: &str) -> bool {
    let Some((verb, body)) = text.split_once('\n') else {
        return false;
    };
    let Ok(request) = Request::parse(verb, body.as_bytes()) else {
        return false;
    };
    for game in games() {
        match &request {
            Request::Create {
                game,
                start,
                seat,
                token,
            } => {
                let _ = referee::create(game, start, seat, token, &secret(INVITE), "C", 0);
            }
            Request::Restore {
                game,
                start,
                record,
                seat,
                token,
            } => {
                let _ = referee::restore(game, start, record, seat, token, &secret(INVITE), "C", 0);
            }
            Request::Claim {
                seat,
                invite,
                token,
                ..
            } => {
                let _ = referee::claim(&game, Some(seat), Some(invite), token);
            }
            Request::Code { token, .. } => {
                let _ = referee::claim(&game, None, None, token);
            }
            Request::Move {
                token, ply, record, ..
            } => {
                if let Ok(Verdict::Store((), next)) = referee::play(&game, token, *ply, record) {
                    // What the referee stores, it reads back.
                    assert_eq!(next.ply, *ply);
                    assert!(next.seats.len() == 2 && next.by.is_some());
                }
            }
            Request::Between {
                token,
                ply,
                message,
                ..
            } => {
                if let Ok(next) = referee::between(&game, token, *ply, message) {
                    // A message never adds a move, nor leaves a seat empty.
                    assert!(next.ply <= game.ply.max(*ply));
                    assert_eq!(next.seats.len(), 2);
                }
            }
            Request::Open { .. } | Request::Wait { .. } => {}
        }
    }
    true
}

pub fn gen_service_request(rng: &mut Rng) -> String {
    let token = if rng.one_in(2) { GREEN } else { WHITE };
    match rng.below(5) {
        4 => format!(
            "between\n{{\"id\":\"x\",\"token\":\"{token}\",\"ply\":0,\"message\":\"{}\"}}",
            ["resign", "offer-draw", "offer-rematch", "accept-takeback", "offer-takeback"][rng.below(5)]
        ),
        0 => format!(
            "move\n{{\"id\":\"x\",\"token\":\"{token}\",\"ply\":1,\"record\":\"record={}\"}}",
            ["1", "4", "5", "f6", "bkRH"][rng.below(5)]
        ),
        1 => format!("create\n{{\"game\":\"kemu\",\"start\":\"record=bk\",\"seat\":\"manaia\",\"token\":\"{token}\"}}"),
        2 => format!(
            "restore\n{{\"game\":\"mu-torere\",\"start\":\"record=&rules=free\",\"record\":\"record=1 8&rules=free\",\"seat\":\"white\",\"token\":\"{token}\"}}"
        ),
        _ => format!("claim\n{{\"id\":\"x\",\"seat\":\"white\",\"invite\":\"{INVITE}\",\"token\":\"{token}\"}}"),
    }
}

pub const SERVICE_WORDS: &[&str] = &[
    "move\n",
    "create\n",
    "restore\n",
    "claim\n",
    "code\n",
    "open\n",
    "wait\n",
    "between\n",
    "\"message\":\"resign\"",
    "offer-takeback",
    "accept-draw",
    "\"ply\":",
    "\"record\":\"record=",
    "&rules=",
    "free",
    "kemu",
    "mu-torere",
    "green",
    "white",
    "matau",
    "manaia",
    GREEN,
    WHITE,
    INVITE,
    "18446744073709551615",
    "-1",
    "%20",
];
