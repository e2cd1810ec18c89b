//! The Moeraki Kemu engine: negamax with alpha-beta, iterative deepening, a
//! transposition table on the rules core's Zobrist hash, and threat-first move ordering.
//! Hard adds principal-variation search (null windows after the first move), killer
//! moves, aspiration windows at the root, and, with 14 or fewer empty hollows, an
//! attempt to prove a win to the end of the game (games between strong players end in
//! a Marae count) before its usual search.
//!
//! The game is a placement race with sudden line wins, so the search is built around
//! **threats**, which the rules core reports ([`Position::threats`]): a hollow that
//! would complete one of a tribe's winning lines (a Tahuna square, an Awa river, an Ara
//! row, the Auge circle). At every node:
//! - the side to move with a threat wins at once;
//! - against one opponent threat the only move searched is the block (and it costs no
//!   depth: a forced move is an extension);
//! - against two different threats the position is lost.
//!
//! At Hard's leaves a threat-sequence search (victory by continuous threats) asks
//! whether the side to move can win by placing stones that each force a block, ending
//! in two threats at once; this sees wins (and dangers) far beyond the search depth.
//! Otherwise leaves are scored by tiles held (with halves), the tiles each side is on
//! course for in open fields, and open lines weighted by how few hollows they still
//! need. A Tane turn is searched when the core's preview of it shows it takes more tile
//! points than it gives up and the evaluation agrees.
//!
//! - `search`: the search itself; `evaluate`: the leaf score; `baseline`: Easy and the
//!   arena's `greedy` and `random` players.
//!
//! The search is deterministic for a given seed: its budget is counted in nodes
//! ([`Budget::nodes`]). A caller may pass a [`Clock`] as a safety net for a very slow
//! device (the browser does); it stops only a search that runs ten times over its time.
//! The command line passes [`NoClock`], so a seeded game there replays exactly on any
//! machine and under any load.

mod baseline;
mod evaluate;
mod pvs;
mod root;
mod search;

pub use baseline::{greedy, random};
pub use evaluate::TileWeight;
pub use root::search;
pub use search::{Style, WIN, WIN_SOON};

use crate::rng::Rng;
use std::fmt;
use std::str::FromStr;
use takaro_core::kemu::{Move, Position};

/// The engine's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Takes a win in one, blocks about half the time, otherwise plays loosely.
    Easy,
    /// A short search.
    Medium,
    /// The strongest the budget allows.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The name in links, saves and the command line: `easy`, `medium`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
    /// The default thinking time in milliseconds.
    pub fn default_ms(self) -> u32 {
        match self {
            Level::Easy => 20,
            Level::Medium => 60,
            Level::Hard => 500,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not `easy`, `medium` or `hard`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLevelError(pub String);

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a level; use easy, medium or hard", self.0)
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}

/// Search nodes per millisecond of budget, measured natively on this project's 2-core
/// machines. The same node budget makes the same choice everywhere; the browser's wasm
/// is somewhat slower, so it takes a little longer there.
pub const NODES_PER_MS: u64 = 2000;

/// How much the engine may think.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Node budget: the search stops deepening once it is spent (deterministic).
    pub nodes: u64,
    /// Safety stop in milliseconds, measured by the caller's clock: far beyond the time
    /// the node budget takes, so that it never changes a seeded game.
    pub max_ms: f64,
}

impl Budget {
    /// A budget for about `ms` milliseconds of native search.
    pub fn from_ms(ms: u32) -> Budget {
        let ms = ms.max(1);
        Budget {
            nodes: u64::from(ms) * NODES_PER_MS,
            max_ms: f64::from(ms) * 10.0,
        }
    }
}

/// A clock the search can consult (native `Instant`, or the browser's `performance`).
pub trait Clock {
    fn elapsed_ms(&self) -> f64;
}

/// A clock that never runs out: the search is then bound by its node budget alone.
pub struct NoClock;
impl Clock for NoClock {
    fn elapsed_ms(&self) -> f64 {
        0.0
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for std::time::Instant {
    fn elapsed_ms(&self) -> f64 {
        self.elapsed().as_secs_f64() * 1000.0
    }
}

/// What the engine decided, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub mv: Move,
    /// Score for the mover (positive is good), in the evaluation's units.
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
}

/// Medium: two plies with forced blocks, and some noise (in evaluation units) so it
/// misjudges quiet positions now and then; it still sees every win and forced block.
const MEDIUM: Style = Style {
    max_depth: 2,
    noise: 30,
    vcf_depth: 0,
    pvs: false,
    tiles: evaluate::DEFAULT_TILES,
};

/// Hard: as deep as the budget allows, with threat sequences at the leaves.
const HARD: Style = Style {
    max_depth: 40,
    noise: 0,
    vcf_depth: 6,
    pvs: true,
    tiles: evaluate::HARD_TILES,
};

/// The engine's move at a level; `None` only when the game is over. `ms` overrides the
/// level's thinking time; the same `seed` and position give the same choice.
pub fn choose(
    p: &Position,
    level: Level,
    ms: Option<u32>,
    seed: u64,
    clock: &dyn Clock,
) -> Option<Choice> {
    let mut rng = Rng::new(seed ^ p.hash());
    let ms = ms.unwrap_or(level.default_ms());
    match level {
        Level::Easy => baseline::easy(p, &mut rng).map(|mv| Choice {
            mv,
            score: 0,
            depth: 1,
            nodes: 0,
        }),
        Level::Medium => search(p, Budget::from_ms(ms), clock, &mut rng, MEDIUM),
        Level::Hard => search(p, Budget::from_ms(ms), clock, &mut rng, HARD),
    }
}

/// What a position is worth to Matau (positive: good for Matau), by Hard's search to a
/// fixed `depth` in plies, with no node budget and no clock: the same position and
/// depth give the same value on any machine, natively and in the browser's worker (the
/// analysis of a finished game relies on it). A finished game is worth [`WIN`] to its
/// winner; a forced win found by the search is worth at least [`WIN_SOON`].
pub fn evaluate_for_matau(p: &Position, depth: u32) -> i32 {
    let for_mover = root::evaluate_to_depth(p, depth, HARD);
    if p.to_move() == takaro_core::kemu::Tribe::Matau {
        for_mover
    } else {
        -for_mover
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro_core::kemu::{Game, Outcome, Rules, Tier, Tribe};

    fn game(r: &str) -> Game {
        Game::from_record(r).unwrap()
    }

    #[test]
    fn every_level_takes_a_win_in_one() {
        // Manaia has c1 e1 g1 on the south edge row; i1 wins (Ara).
        let g = game("beginner a=matau f6 c1 a3 e1 a5 g1 k3");
        for level in Level::ALL {
            for seed in 0..5 {
                let c = choose(g.position(), level, Some(30), seed, &NoClock).unwrap();
                assert_eq!(c.mv.to_string(), "i1", "{level:?} seed {seed}");
            }
        }
    }

    #[test]
    fn medium_and_hard_block_a_single_threat() {
        // Matau threatens a3 a5 a7 (a9 wins); Manaia to move must block a9.
        let g = game("beginner a=manaia f6 a3 k3 a5 k5 a7");
        for level in [Level::Medium, Level::Hard] {
            let c = choose(g.position(), level, Some(30), 1, &NoClock).unwrap();
            assert_eq!(c.mv.to_string(), "a9", "{level:?}");
        }
        assert_eq!(
            greedy(g.position(), &mut Rng::new(1)).unwrap().to_string(),
            "a9"
        );
    }

    #[test]
    fn hard_blocks_a_tahuna_threat() {
        // Manaia has c3 d2 e3: the square d3 needs only d4. Matau to move blocks it.
        let g = game("basic a=matau f6 c3 k5 d2 k7 e3");
        let c = choose(g.position(), Level::Hard, Some(50), 1, &NoClock).unwrap();
        assert_eq!(c.mv.to_string(), "d4");
    }

    #[test]
    fn hard_finds_a_win_by_continuous_threats() {
        // Matau can force a win here by threats alone; Hard sees it at once.
        let g = game("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7");
        let c = choose(g.position(), Level::Hard, Some(20), 1, &NoClock).unwrap();
        assert!(c.score > WIN - 200, "score {}", c.score);
        // Playing it out against best defence ends in a Matau win.
        let mut p = *g.position();
        while !p.is_over() {
            let mv = choose(&p, Level::Hard, Some(50), 2, &NoClock).unwrap().mv;
            p.play(mv).unwrap();
        }
        assert_eq!(p.outcome(), Outcome::Won(Tribe::Matau));
    }

    #[test]
    fn hard_stops_a_threat_sequence_before_it_starts() {
        // Manaia's j2 i3 would run towards the ball (f6); Hard answers so that Manaia has
        // no forced win afterwards.
        let g = game("basic a=matau f6 i3");
        let c = choose(g.position(), Level::Hard, Some(100), 1, &NoClock).unwrap();
        let mut p = *g.position();
        p.play(c.mv).unwrap();
        let reply = choose(&p, Level::Hard, Some(300), 1, &NoClock).unwrap();
        assert!(
            reply.score < WIN_SOON,
            "after {} Manaia wins by force ({})",
            c.mv,
            reply.score
        );
    }

    #[test]
    fn same_seed_same_move() {
        let g = game("master a=matau f6 d4 c3 c5 e3 e5 d2 k5");
        let a = choose(g.position(), Level::Hard, Some(40), 9, &NoClock).unwrap();
        let b = choose(g.position(), Level::Hard, Some(40), 9, &NoClock).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn engine_places_the_ball_and_passes() {
        let g = Game::new(Rules::new(Tier::Basic), Tribe::Matau);
        assert!(g.position().awaiting_ball());
        for level in Level::ALL {
            let c = choose(g.position(), level, Some(10), 3, &NoClock).unwrap();
            assert!(
                matches!(c.mv, Move::Place(h) if g.position().ball_hollows().contains(h)),
                "{level:?} places the ball on a central hollow: {}",
                c.mv
            );
        }
        // One hollow left; Matau turns its Tane instead of placing its last stone, so
        // Manaia, with all 28 stones placed, has only the pass.
        let mut g = game(
            "master a=matau d6 b10 f2 k7 a5 h4 g5 j10 i7 i9 e7 g7 b6 d2 b4 a9 g1 k3 e5 a7 g9 \
             i5 d10 a3 i1 f10 e9 c3 h6 h10 h8 c9 d8 g3 e3 f8 k9 j4 j8 e11 b2 j6 b8 j2 k5 h2 \
             c11 d4 i3 c1 f6 c7 g11 f4 e1 c5",
        );
        g.play("Td7>s".parse().unwrap()).unwrap();
        let p = *g.position();
        assert_eq!(p.to_move(), Tribe::Manaia);
        assert_eq!(p.stones_left(Tribe::Manaia), 0);
        assert!(p.must_pass());
        for level in Level::ALL {
            for seed in 0..3 {
                let c = choose(&p, level, Some(10), seed, &NoClock).unwrap();
                assert_eq!(c.mv, Move::Pass, "{level:?} seed {seed}");
            }
        }
    }
}
