//! Where things stand between the two seats of a friend's game besides its moves: how it
//! ended besides by its rules (a resignation, an agreed draw), the offer waiting for its
//! answer, and what each side said ([`Talk`]); read the same by link and live, judged by
//! the core's rules ([`takaro_core::between`]).

use super::sides::{last_mover, other_side, side_of};
use super::{BoardTags, Playable, RemotePlay, Report};
use takaro::core::between::{Ending, Message, Open, Standing};

/// Where things stand between the two seats, as the game service last said (seats by
/// their codes).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Talk {
    /// How the game ended besides by its rules.
    pub end: Option<Ending<&'static str>>,
    /// The offer waiting for its answer.
    pub offer: Option<Open<&'static str>>,
    /// Moves taken back by agreement so far.
    pub undone: u64,
    /// Rematches so far: each swaps the seats.
    pub round: u64,
    /// Read from the service (not the empty start before its first state).
    pub heard: bool,
    /// By link: what this device said, and the moves of the game it said it at; the next
    /// link carries it while the game stays there ([`super::friend_link_talk`]).
    pub said: Option<(Message, usize)>,
    /// By link: this device's offer the friend declined (said until a move is made).
    pub declined: Option<Open<&'static str>>,
}

/// An ending in messages and links: `draw` or `resign-<seat>`.
pub fn end_code(end: Ending<&str>) -> String {
    match end {
        Ending::Drawn => "draw".to_string(),
        Ending::Resigned(seat) => format!("resign-{seat}"),
    }
}

/// An ending read from its code, seats as the game's.
pub fn read_end<G: RemotePlay>(code: &str) -> Option<Ending<&'static str>> {
    match code {
        "draw" => Some(Ending::Drawn),
        other => other
            .strip_prefix("resign-")
            .and_then(side_of::<G>)
            .map(|side| Ending::Resigned(G::side_code(side))),
    }
}

/// A friend's link's ending (`&end=`), for the device playing `seat`: only the other
/// side's resignation travels by link; one for this device's own side is not its
/// player's, whatever the link says, and changes nothing.
pub fn link_end<G: RemotePlay>(code: Option<&str>, seat: G::Side) -> Option<Ending<&'static str>> {
    code.and_then(read_end::<G>)
        .filter(|end| *end == Ending::Resigned(G::side_code(other_side::<G>(seat))))
}

/// The board's `data-outcome` for an ending besides the rules': the winner's code (as
/// the game writes a win), or `draw`.
pub fn ending_outcome<G: RemotePlay>(end: Ending<&'static str>) -> &'static str {
    match end {
        Ending::Drawn => "draw",
        Ending::Resigned(code) => {
            let side = side_of::<G>(code).unwrap_or(G::SIDES[0]);
            G::won_code(other_side::<G>(side))
        }
    }
}

/// The game's report once a friend's game ended by a resignation or an agreed draw (the
/// board's `tags.outcome`): over, with that outcome, and how it ended for this device.
pub fn ended_report<G: RemotePlay>(report: Report, tags: &BoardTags) -> Report {
    let Some(outcome) = tags.outcome else {
        return report;
    };
    let mine = tags.seat.and_then(side_of::<G>).map(G::won_code);
    Report {
        outcome,
        over: true,
        ending: Some(match mine {
            _ if outcome == "draw" => "draw",
            Some(won) if won != outcome => "loss",
            _ => "win",
        }),
        ..report
    }
}

/// How the game stands for the rules of [`takaro_core::between`].
pub fn standing<G: Playable>(game: &G::State, talk: &Talk) -> Standing<&'static str> {
    Standing {
        ply: G::played(game),
        over: talk.end.is_some() || G::side_to_move(game).is_none(),
        last_mover: last_mover::<G>(game).map(G::side_code),
        draws: G::DRAWS,
    }
}
