//! `takaro kemu versus`: one build's engine against another's (for instance this build
//! against the baseline `takaro` of an earlier commit), in pairs of games with the
//! sides swapped.
//!
//! Each move is asked of the side's own binary (`<bin> kemu move --level L --ms N
//! --seed S -v <record>`), so any two builds can meet; this build's rules core referees
//! the game. A pair is two games with the same tier, Player A and seed, each side
//! taking each tribe once: two equal engines score exactly 50 %. Pairs cycle through
//! Basic and Master, each with Player A Matau then Manaia. The time a move is the
//! engine's own (`-v`: the search, without starting the process).

use super::common::{CliError, Command};
use super::kemu_input::tier;
use crate::kemu_engine::Level;
use lexopt::Arg;
use std::path::PathBuf;
use std::process;
use std::time::Instant;
use takaro_core::kemu::{Game, Move, Outcome, Rules, Tier, Tribe};

pub(super) const VERSUS: Command = Command {
    game: "kemu",
    name: "versus",
    synopsis: "--b-bin PATH [--a-bin PATH] [--level L] [--games N] [--ms N] [--tier T] [--seed S] [--records]",
    summary: "One build's engine against another's, in pairs of games with the sides swapped.\n\
A pair is two games with the same tier, Player A and seed, each side taking each tribe\n\
once, so two equal engines score exactly 50 %. Pairs cycle through Basic and Master, each\n\
with Player A Matau then Manaia. Prints A's score with a 95 % interval (over pairs) and\n\
each side's mean engine time a move.",
    options: &[
        "  --b-bin PATH       the other `takaro` binary (required)",
        "  --a-bin PATH       side A's `takaro` binary (default: this one)",
        "  --level L          both sides' level: easy, medium or hard (default hard)",
        "  --games N          how many games, rounded up to whole pairs (default 200)",
        "  --ms N             both sides' thinking time in milliseconds (default 20)",
        "  --tier T           play every pair in this tier (default: Basic and Master by turns)",
        "  --seed S           the match's seed (default 1)",
        "  --records          print each game's record and result before the totals",
    ],
    run: versus,
};

/// What `kemu versus` was asked for.
struct Versus {
    bins: [PathBuf; 2],
    level: Level,
    pairs: u32,
    ms: u32,
    rules: Option<Rules>,
    seed: u64,
    records: bool,
}

impl Versus {
    /// Reads the options; `None` when help was asked.
    fn parse(args: &[String]) -> Result<Option<Versus>, CliError> {
        let mut parser = VERSUS.parser(args);
        let (mut a_bin, mut b_bin) = (None, None);
        let mut games = 200u32;
        let mut v = Versus {
            bins: [PathBuf::new(), PathBuf::new()],
            level: Level::Hard,
            pairs: 0,
            ms: 20,
            rules: None,
            seed: 1,
            records: false,
        };
        while let Some(arg) = VERSUS.next(&mut parser)? {
            match arg {
                Arg::Short('h') | Arg::Long("help") => return Ok(None),
                Arg::Long("a-bin") => a_bin = Some(VERSUS.text(&mut parser, "a-bin")?),
                Arg::Long("b-bin") => b_bin = Some(VERSUS.text(&mut parser, "b-bin")?),
                Arg::Long("level") => {
                    let name = VERSUS.text(&mut parser, "level")?;
                    v.level = name
                        .parse()
                        .map_err(|e| VERSUS.error(format!("--level: {e}")))?;
                }
                Arg::Long("games") => games = VERSUS.number(&mut parser, "games")?,
                Arg::Long("ms") => v.ms = VERSUS.number(&mut parser, "ms")?,
                Arg::Long("tier") => v.rules = Some(tier(&VERSUS, &mut parser)?),
                Arg::Long("seed") => v.seed = VERSUS.number(&mut parser, "seed")?,
                Arg::Long("records") => v.records = true,
                other => return Err(VERSUS.error(other.unexpected())),
            }
        }
        let b = b_bin.ok_or_else(|| VERSUS.error("--b-bin is required"))?;
        let a = match a_bin {
            Some(a) => PathBuf::from(a),
            None => std::env::current_exe().map_err(|e| {
                VERSUS.error(format!("cannot find this binary ({e}); give --a-bin"))
            })?,
        };
        v.bins = [a, PathBuf::from(b)];
        v.pairs = games.div_ceil(2).max(1);
        Ok(Some(v))
    }

    /// The move of side `side` (0 = A) in `game`, and the engine's time for it in ms.
    fn ask(&self, side: usize, game: &Game, seed: u64) -> Result<(Move, f64), CliError> {
        let bin = &self.bins[side];
        let record = game.to_string();
        let out = process::Command::new(bin)
            .args(["kemu", "move", "--level", self.level.name(), "-v"])
            .args(["--ms", &self.ms.to_string(), "--seed", &seed.to_string()])
            .args(record.split_whitespace())
            .output()
            .map_err(|e| CliError::usage(format!("kemu versus: cannot run {bin:?}: {e}")))?;
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if !out.status.success() {
            return Err(CliError::illegal(format!(
                "kemu versus: {bin:?} failed on `{record}`: {}",
                stderr.trim()
            )));
        }
        let mv: Move = stdout.trim().parse().map_err(|e| {
            CliError::illegal(format!("kemu versus: {bin:?} answered {stdout:?}: {e}"))
        })?;
        // `-v` prints `depth D nodes N score S ms T` on standard error.
        let words: Vec<&str> = stderr.split_whitespace().collect();
        let ms = words
            .iter()
            .position(|w| *w == "ms")
            .and_then(|i| words.get(i + 1))
            .and_then(|w| w.parse::<f64>().ok())
            .unwrap_or(0.0);
        Ok((mv, ms))
    }
}

/// One side's totals.
#[derive(Default)]
struct Side {
    wins: u32,
    draws: u32,
    losses: u32,
    moves: u32,
    engine_ms: f64,
    wall_ms: f64,
}

fn versus(args: &[String], _stdin: &str) -> Result<String, CliError> {
    let Some(v) = Versus::parse(args)? else {
        return Ok(VERSUS.help());
    };
    let mut out = String::new();
    let mut sides = [Side::default(), Side::default()];
    // A's points in each pair (0, ½, 1, 1½ or 2), for the interval.
    let mut pair_points = Vec::with_capacity(v.pairs as usize);
    for pair in 0..v.pairs {
        let rules = v.rules.unwrap_or(if (pair / 2) % 2 == 0 {
            Rules::new(Tier::Basic)
        } else {
            Rules::new(Tier::Master)
        });
        let player_a = if pair % 2 == 0 {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        let seed = v.seed.wrapping_mul(1_000_003).wrapping_add(u64::from(pair));
        let mut points = 0.0;
        for a_tribe in [Tribe::Matau, Tribe::Manaia] {
            let mut game = Game::new(rules, player_a);
            while !game.position().is_over() {
                let side = usize::from(game.position().to_move() != a_tribe);
                let start = Instant::now();
                let (mv, ms) = v.ask(side, &game, seed)?;
                let s = &mut sides[side];
                s.moves += 1;
                s.engine_ms += ms;
                s.wall_ms += start.elapsed().as_secs_f64() * 1000.0;
                game.play(mv).map_err(|e| {
                    CliError::illegal(format!("kemu versus: side {side} played {mv}: {e}"))
                })?;
            }
            let result = match game.position().outcome() {
                Outcome::Won(t) if t == a_tribe => {
                    (sides[0].wins, sides[1].losses) = (sides[0].wins + 1, sides[1].losses + 1);
                    points += 1.0;
                    "a wins"
                }
                Outcome::Won(_) => {
                    (sides[1].wins, sides[0].losses) = (sides[1].wins + 1, sides[0].losses + 1);
                    "b wins"
                }
                _ => {
                    sides[0].draws += 1;
                    sides[1].draws += 1;
                    points += 0.5;
                    "draw"
                }
            };
            if v.records {
                out += &format!(
                    "pair {} a={} ({result}): {game}\n",
                    pair + 1,
                    a_tribe.code()
                );
            }
        }
        pair_points.push(points);
    }
    let games = 2 * v.pairs;
    let n = f64::from(v.pairs);
    let mean = pair_points.iter().sum::<f64>() / n;
    let var = if v.pairs > 1 {
        pair_points.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (n - 1.0)
    } else {
        0.0
    };
    // A pair is worth 2 games: score share = mean / 2, its standard error sd / (2 √n).
    let share = 100.0 * mean / 2.0;
    let margin = 100.0 * 1.96 * var.sqrt() / (2.0 * n.sqrt());
    out += &format!(
        "level {} ms {} games {games} pairs {}\n",
        v.level.name(),
        v.ms,
        v.pairs
    );
    out += &format!(
        "score a {:.1} of {games}: {share:.1}% ± {margin:.1}% (95%, over pairs)\n",
        mean * n
    );
    for (name, bin, s) in [("a", &v.bins[0], &sides[0]), ("b", &v.bins[1], &sides[1])] {
        let moves = f64::from(s.moves.max(1));
        out += &format!(
            "{name} {}: wins {} draws {} losses {} moves {} mean_ms {:.1} mean_wall_ms {:.1}\n",
            bin.display(),
            s.wins,
            s.draws,
            s.losses,
            s.moves,
            s.engine_ms / moves,
            s.wall_ms / moves
        );
    }
    Ok(out)
}
