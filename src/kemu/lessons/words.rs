//! The Kemu lessons' sentences, built from what the rules core reports (refusals,
//! victories, threats, tiles, the Tane's line, the count), and the names of its values,
//! from the catalogue (`lessons-kemu-…`).

use crate::kemu::words::score_text;
use crate::t;
use takaro::core::kemu::{
    Direction, Field, Game, Hollow, MoveError, Outcome, Position, Tile, Tribe, VictoryKind,
};

/// "Matau (black)", as on the game screen.
fn tribe(who: Tribe) -> String {
    t::kemu_tribe_heading(who.into())
}

/// "north", as on the game screen.
fn direction(d: Direction) -> String {
    crate::kemu::words::direction_label(d)
}

/// Names joined into a list ("Awa and Ara").
fn and_list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    names.into_iter().fold(String::new(), |list, name| {
        if list.is_empty() {
            name.to_string()
        } else {
            t::lessons_kemu_and(t::LessonsKemuAnd { list, last: name })
        }
    })
}

/// Who is to play, or how the game ended.
pub fn status(game: &Game) -> String {
    let p = game.position();
    match p.outcome() {
        Outcome::Ongoing if p.awaiting_ball() => t::lessons_kemu_status_ball(tribe(p.to_move())),
        Outcome::Ongoing => t::lessons_kemu_status_to_play(tribe(p.to_move())),
        Outcome::Drawn => t::lessons_kemu_status_draw().to_string(),
        Outcome::Won(w) => t::lessons_kemu_status_won(t::LessonsKemuStatusWon {
            tribe: w.name(),
            victories: and_list(game.victories().iter().map(|v| v.kind.name())),
        }),
    }
}

/// Both tile totals.
pub fn count(p: &Position) -> String {
    t::lessons_kemu_count(t::LessonsKemuCount {
        matau: score_text(p.score_halves(Tribe::Matau)),
        manaia: score_text(p.score_halves(Tribe::Manaia)),
    })
}

pub fn tiles(p: &Position) -> String {
    t::lessons_kemu_tiles(count(p))
}

/// A move the rules refuse, in words.
pub fn refused(e: &MoveError) -> String {
    match e {
        MoveError::Occupied(h) => t::lessons_kemu_refused_occupied(h),
        MoveError::BallNotCentral(h) => t::lessons_kemu_refused_ball(h),
        MoveError::NoFullTileOfYours { field, .. } => t::lessons_kemu_refused_tane(field),
        _ => t::lessons_kemu_refused().to_string(),
    }
}

pub fn placed_on(h: Hollow) -> String {
    t::lessons_kemu_placed_on(h)
}

pub fn other_victory(got: VictoryKind, wanted: VictoryKind) -> String {
    t::lessons_kemu_other_victory(t::LessonsKemuOtherVictory {
        got: got.name(),
        wanted: wanted.name(),
    })
}

pub fn would_win(who: Tribe, h: Hollow, kind: Option<VictoryKind>) -> String {
    match kind {
        Some(k) => t::lessons_kemu_would_win(t::LessonsKemuWouldWin {
            tribe: who.name(),
            hollow: h,
            victory: k.name(),
        }),
        None => t::lessons_kemu_would_win_plain(t::LessonsKemuWouldWinPlain {
            tribe: who.name(),
            hollow: h,
        }),
    }
}

/// What happened to a field the stone enclosed.
pub fn settled(f: Field, tile: Option<Tile>) -> String {
    match tile {
        Some(Tile::Full(who)) => t::lessons_kemu_settled_full(t::LessonsKemuSettledFull {
            field: f,
            tribe: who.name(),
        }),
        Some(Tile::Half(who)) => t::lessons_kemu_settled_half(t::LessonsKemuSettledHalf {
            field: f,
            tribe: who.name(),
        }),
        None => t::lessons_kemu_settled_empty(f),
    }
}

/// The count after a wrong last-but-one stone and the forced last one: the totals, and
/// the winner as the core decided it (`None` while the game goes on).
pub fn count_after(filler: Tribe, last: Hollow, p: &Position) -> Option<String> {
    let Outcome::Won(winner) = p.outcome() else {
        return None;
    };
    // Level totals are said as such: the core gave a level count to Player A.
    let verdict = if p.score(winner) == p.score(winner.other()) {
        t::lessons_kemu_count_level(winner.name())
    } else {
        t::lessons_kemu_count_more(winner.name())
    };
    Some(t::lessons_kemu_count_after(t::LessonsKemuCountAfter {
        tribe: filler.name(),
        hollow: last,
        count: count(p),
        verdict,
    }))
}

pub fn count_result(p: &Position) -> String {
    t::lessons_kemu_count_result(count(p))
}

pub fn tane_removes(f: Field, d: Direction, opponent: Tribe, theirs: usize, mine: usize) -> String {
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    t::lessons_kemu_tane_removes(t::LessonsKemuTaneRemoves {
        direction: direction(d),
        field: f,
        theirs: count(theirs),
        tribe: opponent.name(),
        mine: count(mine),
    })
}
