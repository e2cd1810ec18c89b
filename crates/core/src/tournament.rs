//! Class tournaments: a round robin schedule, Swiss rounds, and standings.
//!
//! A win scores 1 point, a draw ½ and a loss 0; a bye counts as a win (1 point), and
//! a game not yet finished counts nothing. Players are ranked by points, then by
//! Buchholz (the sum of their opponents' points, once for each game played; a bye
//! adds nothing), then by wins; players equal on all three share a rank.
//!
//! Players are identified by `usize` (their place in a class room's list). Points are
//! kept in halves (`u32`), so a draw is 1 and a win 2. Every function here is pure and
//! deterministic, and takes the tournament's history as the list of games played.

use std::collections::{HashMap, HashSet};

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    FirstWins,
    SecondWins,
    Draw,
}

/// One game of a tournament, finished or still going.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Played {
    /// The player on the first seat.
    pub first: usize,
    /// The player on the second seat.
    pub second: usize,
    /// How it ended; `None` while it is going (it then scores nothing).
    pub outcome: Option<Outcome>,
}

/// One round: its games, each as `[first seat, second seat]`, and who sits out.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Round {
    pub pairs: Vec<[usize; 2]>,
    pub bye: Option<usize>,
}

/// A player's line in the standings. Points are in halves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub player: usize,
    /// Points in halves: 2 a win or bye, 1 a draw.
    pub halves: u32,
    /// Finished games, byes not included.
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub byes: u32,
    /// The sum of the halves of the opponent of every finished game (once per game).
    pub buchholz: u32,
    /// 1-based; players equal on points, Buchholz and wins share a rank.
    pub rank: usize,
}

/// The players in their given order, each once.
fn distinct(players: &[usize]) -> Vec<usize> {
    let mut seen = HashSet::new();
    players
        .iter()
        .copied()
        .filter(|p| seen.insert(*p))
        .collect()
}

/// Round robin by the circle method: every two of `players` meet exactly once, in
/// `n - 1` rounds for an even count `n` and `n` rounds for an odd one (each round one
/// player then has the bye). Each player's first-seat and second-seat counts differ by
/// at most one. Repeated ids count once; fewer than two players give no rounds.
pub fn round_robin(players: &[usize]) -> Vec<Round> {
    let players = distinct(players);
    let n = players.len();
    if n < 2 {
        return Vec::new();
    }
    // The circle: `circle` players, indices 0..circle, turn around a fixed player (the
    // last one when `n` is even; when `n` is odd there is none and whoever would meet
    // it has the bye). In round `r`, `a` meets `b` when a + b ≡ r (mod circle), so every
    // two meet once; the one with 2a ≡ r meets the fixed player.
    let circle = if n.is_multiple_of(2) { n - 1 } else { n };
    (0..circle)
        .map(|r| {
            let mut round = Round::default();
            for a in 0..circle {
                let b = (r + circle - a) % circle;
                if a == b {
                    if n.is_multiple_of(2) {
                        // The fixed player's seat alternates round by round.
                        let fixed = players[n - 1];
                        round.pairs.push(if r % 2 == 0 {
                            [players[a], fixed]
                        } else {
                            [fixed, players[a]]
                        });
                    } else {
                        round.bye = Some(players[a]);
                    }
                } else if a < b {
                    // Seats by the parity of a + b: within the circle each player then
                    // sits first exactly as often as second.
                    round.pairs.push(if (a + b) % 2 == 1 {
                        [players[a], players[b]]
                    } else {
                        [players[b], players[a]]
                    });
                }
            }
            round
        })
        .collect()
}

/// What the history says of one player.
#[derive(Debug, Clone, Copy, Default)]
struct Tally {
    halves: u32,
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    byes: u32,
}

/// The tally of every player named in `history` or `byes`.
fn tallies(history: &[Played], byes: &[usize]) -> HashMap<usize, Tally> {
    let mut tallies: HashMap<usize, Tally> = HashMap::new();
    for game in history {
        let Some(outcome) = game.outcome else {
            continue;
        };
        let (first, second) = match outcome {
            Outcome::FirstWins => (2, 0),
            Outcome::SecondWins => (0, 2),
            Outcome::Draw => (1, 1),
        };
        for (player, halves) in [(game.first, first), (game.second, second)] {
            let tally = tallies.entry(player).or_default();
            tally.halves += halves;
            tally.games += 1;
            match halves {
                2 => tally.wins += 1,
                1 => tally.draws += 1,
                _ => tally.losses += 1,
            }
        }
    }
    for &player in byes {
        let tally = tallies.entry(player).or_default();
        tally.halves += 2;
        tally.byes += 1;
    }
    tallies
}

/// The standings of `players` after the games of `history` and the byes of `byes`
/// (a player listed twice there had two byes). Games still going count nothing. Listed best first: by points,
/// then Buchholz, then wins, then (for the order only, not the rank) by player id.
pub fn standings(players: &[usize], history: &[Played], byes: &[usize]) -> Vec<Standing> {
    let tallies = tallies(history, byes);
    let halves_of = |player: usize| tallies.get(&player).map_or(0, |t| t.halves);
    let mut buchholz: HashMap<usize, u32> = HashMap::new();
    for game in history.iter().filter(|game| game.outcome.is_some()) {
        *buchholz.entry(game.first).or_default() += halves_of(game.second);
        *buchholz.entry(game.second).or_default() += halves_of(game.first);
    }
    let mut table: Vec<Standing> = distinct(players)
        .into_iter()
        .map(|player| {
            let tally = tallies.get(&player).copied().unwrap_or_default();
            Standing {
                player,
                halves: tally.halves,
                games: tally.games,
                wins: tally.wins,
                draws: tally.draws,
                losses: tally.losses,
                byes: tally.byes,
                buchholz: buchholz.get(&player).copied().unwrap_or(0),
                rank: 0,
            }
        })
        .collect();
    let key = |s: &Standing| (s.halves, s.buchholz, s.wins);
    table.sort_by(|a, b| key(b).cmp(&key(a)).then(a.player.cmp(&b.player)));
    for i in 0..table.len() {
        table[i].rank = if i > 0 && key(&table[i]) == key(&table[i - 1]) {
            table[i - 1].rank
        } else {
            i + 1
        };
    }
    table
}

/// How many steps one pairing search may take.
const STEPS_PER_SEARCH: u32 = 10_000;

/// How many steps all the pairing searches of one Swiss round may take, before it
/// settles for a quick pairing that may repeat games.
const STEPS_PER_ROUND: u32 = 100_000;

/// The pairing search of one Swiss round, over places in the standings (0 = best).
struct Search {
    /// `met[a][b]`: `a` and `b` have played each other already.
    met: Vec<Vec<bool>>,
    /// Steps left for the search under way.
    steps: u32,
    /// Steps left for the round.
    round_steps: u32,
}

impl Search {
    /// A pairing of `unpaired` (places, best first) with at most `repeats` games
    /// already played, each pair best first and the pairs in order of their best;
    /// `None` if there is none or none was found within the steps (then `steps` is 0).
    /// Picks the player to pair next as [`Search::pair`] says.
    fn run(
        &mut self,
        unpaired: &[usize],
        repeats: usize,
        most_constrained_first: bool,
    ) -> Option<Vec<[usize; 2]>> {
        self.steps = self.round_steps.min(STEPS_PER_SEARCH);
        let granted = self.steps;
        let found = self.pair(unpaired, repeats, most_constrained_first);
        self.round_steps -= granted - self.steps;
        found.map(|mut pairs| {
            pairs.sort_unstable();
            pairs
        })
    }

    /// Backtracking: pairs one player, the best of `unpaired` or, if
    /// `most_constrained_first`, the one who has met the most of the others, with the
    /// nearest to it in the standings that leaves a pairing of the rest possible using
    /// at most `repeats_left` games already played.
    fn pair(
        &mut self,
        unpaired: &[usize],
        repeats_left: usize,
        most_constrained_first: bool,
    ) -> Option<Vec<[usize; 2]>> {
        if unpaired.is_empty() {
            return Some(Vec::new());
        }
        if self.steps == 0 {
            return None;
        }
        self.steps -= 1;
        let fresh: Vec<usize> = unpaired
            .iter()
            .map(|&a| {
                unpaired
                    .iter()
                    .filter(|&&b| a != b && !self.met[a][b])
                    .count()
            })
            .collect();
        // Each player who has met all the others needs a repeat; one game serves two.
        let stuck = fresh.iter().filter(|&&count| count == 0).count();
        if stuck.div_ceil(2) > repeats_left {
            return None;
        }
        let top = if most_constrained_first {
            (0..unpaired.len())
                .min_by_key(|&i| fresh[i])
                .map_or(unpaired[0], |i| unpaired[i])
        } else {
            unpaired[0]
        };
        let mut partners: Vec<usize> = unpaired.iter().copied().filter(|&p| p != top).collect();
        partners.sort_by_key(|&p| (p.abs_diff(top), p));
        for other in partners {
            let repeat = usize::from(self.met[top][other]);
            if repeat > repeats_left {
                continue;
            }
            let rest: Vec<usize> = unpaired
                .iter()
                .copied()
                .filter(|&p| p != top && p != other)
                .collect();
            if let Some(mut pairs) = self.pair(&rest, repeats_left - repeat, most_constrained_first)
            {
                pairs.push([top.min(other), top.max(other)]);
                return Some(pairs);
            }
        }
        None
    }

    /// Pairs `unpaired` (best first) at once: each with the nearest one below it who
    /// has not met it, or else the nearest one below it.
    fn pair_quickly(&self, unpaired: &[usize]) -> Vec<[usize; 2]> {
        let mut left = unpaired.to_vec();
        let mut pairs = Vec::new();
        while left.len() >= 2 {
            let top = left.remove(0);
            let i = left.iter().position(|&b| !self.met[top][b]).unwrap_or(0);
            pairs.push([top, left.remove(i)]);
        }
        pairs
    }
}

/// The next Swiss round for the `players` present, after the games of `history` (in
/// the order played) and the byes of `byes` (a player listed twice had two).
///
/// Players are taken in the order of [`standings`], and each is paired with the
/// nearest in the standings below it, so players of equal or nearest points meet.
/// No two players meet again while a pairing of everyone without that exists (found by
/// a bounded backtracking search); otherwise as few games as found are repeats. With an
/// odd count the bye goes to the lowest-standing player among those with the fewest
/// byes, so nobody has a second bye while another present player has none. In each
/// game the first seat goes to the player whose first-seat games outnumber their
/// second-seat games by less; if equal, to the one who sat second in their last game
/// while the other did not; if still equal, to the higher in the standings. Every game
/// of `history`, finished or not, counts as a meeting and as seats taken. No
/// randomness: the same input gives the same round.
pub fn swiss_round(players: &[usize], history: &[Played], byes: &[usize]) -> Round {
    let order: Vec<usize> = standings(players, history, byes)
        .into_iter()
        .map(|s| s.player)
        .collect();
    let n = order.len();
    let place: HashMap<usize, usize> = order.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    let mut met = vec![vec![false; n]; n];
    // Seat balance (first-seat games minus second-seat games) and the last seat taken
    // (true = first), by place.
    let mut balance = vec![0i64; n];
    let mut last_first: Vec<Option<bool>> = vec![None; n];
    for game in history {
        if let Some(&a) = place.get(&game.first) {
            balance[a] += 1;
            last_first[a] = Some(true);
        }
        if let Some(&b) = place.get(&game.second) {
            balance[b] -= 1;
            last_first[b] = Some(false);
        }
        if let (Some(&a), Some(&b)) = (place.get(&game.first), place.get(&game.second)) {
            met[a][b] = true;
            met[b][a] = true;
        }
    }
    // Who may have the bye, lowest standing first: those with the fewest byes.
    let byes_of = |i: usize| byes.iter().filter(|&&p| p == order[i]).count();
    let fewest_byes = (0..n).map(byes_of).min().unwrap_or(0);
    let bye_candidates: Vec<Option<usize>> = if n % 2 == 1 {
        (0..n)
            .rev()
            .filter(|&i| byes_of(i) == fewest_byes)
            .map(Some)
            .collect()
    } else {
        vec![None]
    };
    let mut search = Search {
        met,
        steps: 0,
        round_steps: STEPS_PER_ROUND,
    };
    let without =
        |bye: Option<usize>| -> Vec<usize> { (0..n).filter(|&i| Some(i) != bye).collect() };
    // Fewest repeats first, then the bye as low as can be; the best first, and if that
    // search runs out of steps, the most constrained player first.
    let mut found = None;
    'search: for repeats in 0..=n / 2 {
        for &bye in &bye_candidates {
            for most_constrained_first in [false, true] {
                if let Some(pairs) = search.run(&without(bye), repeats, most_constrained_first) {
                    found = Some((pairs, bye));
                    break 'search;
                }
                if search.round_steps == 0 {
                    break 'search;
                }
                if search.steps > 0 {
                    break; // The whole search was made: there is no such pairing.
                }
            }
        }
    }
    let (pairs, bye) = found.unwrap_or_else(|| {
        let bye = bye_candidates.first().copied().flatten();
        (search.pair_quickly(&without(bye)), bye)
    });
    let first_seat = |a: usize, b: usize| -> bool {
        if balance[a] != balance[b] {
            return balance[a] < balance[b];
        }
        match (last_first[a], last_first[b]) {
            (Some(false), Some(false)) | (Some(true) | None, Some(true) | None) => a < b,
            (Some(false), _) => true,
            (_, Some(false)) => false,
        }
    };
    Round {
        pairs: pairs
            .into_iter()
            .map(|[a, b]| {
                if first_seat(a, b) {
                    [order[a], order[b]]
                } else {
                    [order[b], order[a]]
                }
            })
            .collect(),
        bye: bye.map(|i| order[i]),
    }
}

#[cfg(test)]
#[path = "tournament_tests.rs"]
mod tests;
