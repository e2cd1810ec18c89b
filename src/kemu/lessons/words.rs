//! The Kemu lessons' sentences, from the catalogue (`lessons-kemu-…`): who is to play,
//! the tile count, and why a move is wrong ([`Wrong`]), built from what the rules core
//! reports (refusals, victories, threats, tiles, the Tane's line, the count).

use super::wrong::{Fact, Wrong};
use super::KemuLessons;
use crate::kemu::words::score_text;
use crate::lesson::Step;
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

/// Both tile totals, in halves.
fn totals(matau: u16, manaia: u16) -> String {
    t::lessons_kemu_count(t::LessonsKemuCount {
        matau: score_text(matau),
        manaia: score_text(manaia),
    })
}

/// Both tile totals of `p`.
pub fn count(p: &Position) -> String {
    totals(p.score_halves(Tribe::Matau), p.score_halves(Tribe::Manaia))
}

pub fn tiles(p: &Position) -> String {
    t::lessons_kemu_tiles(count(p))
}

/// A move the rules refuse, in words.
fn refused(e: &MoveError) -> String {
    match e {
        MoveError::Occupied(h) => t::lessons_kemu_refused_occupied(h),
        MoveError::BallNotCentral(h) => t::lessons_kemu_refused_ball(h),
        MoveError::NoFullTileOfYours { field, .. } => t::lessons_kemu_refused_tane(field),
        _ => t::lessons_kemu_refused().to_string(),
    }
}

fn other_victory(got: VictoryKind, wanted: VictoryKind) -> String {
    t::lessons_kemu_other_victory(t::LessonsKemuOtherVictory {
        got: got.name(),
        wanted: wanted.name(),
    })
}

fn would_win(who: Tribe, h: Hollow, kind: Option<VictoryKind>) -> String {
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
fn settled(f: Field, tile: Option<Tile>) -> String {
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

/// The count after a wrong last-but-one stone and the forced last one: the totals (in
/// halves), and the winner as the core decided it.
fn count_after(filler: Tribe, last: Hollow, matau: u16, manaia: u16, winner: Tribe) -> String {
    // Level totals are said as such: the core gave a level count to Player A.
    let verdict = if matau == manaia {
        t::lessons_kemu_count_level(winner.name())
    } else {
        t::lessons_kemu_count_more(winner.name())
    };
    t::lessons_kemu_count_after(t::LessonsKemuCountAfter {
        tribe: filler.name(),
        hollow: last,
        count: totals(matau, manaia),
        verdict,
    })
}

/// What a wrong move did, in words.
fn fact(fact: &Fact) -> String {
    match fact {
        Fact::PlacedOn(h) => t::lessons_kemu_placed_on(h),
        Fact::WouldWin {
            tribe,
            hollow,
            victory,
        } => would_win(*tribe, *hollow, *victory),
        Fact::Settled(fields) => fields
            .iter()
            .map(|(f, tile)| settled(*f, *tile))
            .collect::<Vec<_>>()
            .join(" "),
        Fact::CountAfter {
            filler,
            last,
            matau,
            manaia,
            winner,
        } => count_after(*filler, *last, *matau, *manaia, *winner),
        Fact::TaneRemoves {
            field,
            direction,
            opponent,
            theirs,
            mine,
        } => tane_removes(*field, *direction, *opponent, *theirs, *mine),
    }
}

/// Why a move was wrong in `step`, in words: what it did, then the step's own words.
pub fn wrong(step: &Step<KemuLessons>, why: &Wrong) -> String {
    match why {
        Wrong::Refused(e) => refused(e),
        Wrong::StoneNotTane => t::lessons_kemu_tane_not_stone().to_string(),
        Wrong::OtherVictory { got, wanted } => other_victory(*got, *wanted),
        Wrong::NotAsked(None) => (step.wrong)().to_string(),
        Wrong::NotAsked(Some(what)) => format!("{} {}", fact(what), (step.wrong)()),
    }
}

pub fn count_result(p: &Position) -> String {
    t::lessons_kemu_count_result(count(p))
}

fn tane_removes(f: Field, d: Direction, opponent: Tribe, theirs: usize, mine: usize) -> String {
    let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
    t::lessons_kemu_tane_removes(t::LessonsKemuTaneRemoves {
        direction: direction(d),
        field: f,
        theirs: count(theirs),
        tribe: opponent.name(),
        mine: count(mine),
    })
}
