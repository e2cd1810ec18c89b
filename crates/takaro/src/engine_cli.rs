//! `takaro kemu move` and `takaro kemu arena`.

use crate::cli::{number, options, parse_record, record_text, rules_option, CliError};
use crate::kemu_engine::{self as engine, Level};
use crate::rng::Rng;
use std::time::Instant;
use takaro_core::kemu::{Game, Move, Outcome, Position, Tribe};

/// A player in the arena: an engine level or a baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Engine(Level),
    Greedy,
    Random,
}

impl Player {
    pub fn from_name(s: &str) -> Option<Player> {
        match s {
            "greedy" => Some(Player::Greedy),
            "random" => Some(Player::Random),
            _ => s.parse().ok().map(Player::Engine),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Player::Engine(l) => l.name(),
            Player::Greedy => "greedy",
            Player::Random => "random",
        }
    }
    /// This player's move (`None` only when the game is over).
    pub fn choose(self, p: &Position, ms: Option<u32>, seed: u64) -> Option<Move> {
        match self {
            Player::Engine(level) => {
                engine::choose(p, level, ms, seed, &Instant::now()).map(|c| c.mv)
            }
            Player::Greedy => engine::greedy(p, &mut Rng::new(seed ^ p.hash())),
            Player::Random => engine::random(p, &mut Rng::new(seed ^ p.hash())),
        }
    }
}

/// `kemu move [--level L] [--ms N] [--seed S] [-v] <record...>` (`-v` reports the search on stderr).
/// `kemu move [--level L] [--ms N] [--seed S] [-v] <record...>`; `-v` reports the search on stderr.
pub(crate) fn kemu_move(rest: &[&str], stdin: &str) -> Result<String, CliError> {
    let (opts, free) = options(rest)?;
    let level_name = opts.get("level").copied().unwrap_or("hard");
    let level = level_name.parse::<Level>().ok().ok_or_else(|| CliError {
        message: format!("--level is easy, medium or hard, not {level_name:?}"),
        code: 2,
    })?;
    let ms: Option<u32> = match opts.get("ms") {
        None => None,
        Some(_) => Some(number(&opts, "ms", 0)?),
    };
    let seed: u64 = number(&opts, "seed", 0)?;
    let verbose = free.first() == Some(&"-v");
    let free: Vec<&str> = free.into_iter().skip(usize::from(verbose)).collect();
    let game = parse_record(&record_text(&free, stdin)?)?;
    let start = Instant::now();
    let choice =
        engine::choose(game.position(), level, ms, seed, &start).ok_or_else(|| CliError {
            message: "the game is over: there is no move to make".into(),
            code: 1,
        })?;
    if verbose {
        eprintln!(
            "depth {} nodes {} score {} ms {:.1}",
            choice.depth,
            choice.nodes,
            choice.score,
            start.elapsed().as_secs_f64() * 1000.0
        );
    }
    Ok(format!("{}\n", choice.mv))
}

#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    moves: u32,
    tane_turns: u32,
    total_ms: f64,
    worst_ms: f64,
}

pub(crate) fn kemu_arena(rest: &[&str]) -> Result<String, CliError> {
    let (opts, _) = options(rest)?;
    let player = |key: &str| -> Result<Player, CliError> {
        let name = opts.get(key).copied().unwrap_or("");
        Player::from_name(name).ok_or_else(|| CliError {
            message: format!("--{key} is easy, medium, hard, greedy or random, not {name:?}"),
            code: 2,
        })
    };
    let (a, b) = (player("a")?, player("b")?);
    let games: u32 = number(&opts, "games", 20)?;
    let rules = rules_option(&opts)?;
    let ms: Option<u32> = match opts.get("ms") {
        None => None,
        Some(_) => Some(number(&opts, "ms", 0)?),
    };
    let seed: u64 = number(&opts, "seed", 1)?;
    let show_records = opts
        .get("records")
        .is_some_and(|v| *v == "1" || *v == "yes");
    let mut records = String::new();
    let mut tallies = [Tally::default(), Tally::default()];
    for i in 0..games {
        // Alternate colours every game and who is Player A every second game.
        let a_is_matau = i % 2 == 0;
        let player_a = if (i / 2) % 2 == 0 {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        let mut game = Game::new(rules, player_a);
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(u64::from(i));
        while !game.position().is_over() {
            let p = *game.position();
            let side = usize::from((p.to_move() == Tribe::Matau) != a_is_matau);
            let who = if side == 0 { a } else { b };
            let start = Instant::now();
            let mv = who
                .choose(&p, ms, game_seed.wrapping_add(side as u64))
                .ok_or_else(|| CliError {
                    message: "a player found no move in an ongoing game".into(),
                    code: 1,
                })?;
            let took = start.elapsed().as_secs_f64() * 1000.0;
            let t = &mut tallies[side];
            t.moves += 1;
            t.tane_turns += u32::from(matches!(mv, Move::Tane(..)));
            t.total_ms += took;
            t.worst_ms = t.worst_ms.max(took);
            game.play(mv).map_err(|e| CliError {
                message: format!("{} chose an illegal move {mv}: {e}", who.name()),
                code: 1,
            })?;
        }
        let p = *game.position();
        if show_records {
            let how: Vec<String> = game
                .victories()
                .iter()
                .map(|v| format!("{} {}", v.tribe.code(), v.kind.code()))
                .collect();
            records += &format!("game {} ({}): {game}\n", i + 1, how.join(", "));
        }
        let a_tribe = if a_is_matau {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        match p.outcome() {
            Outcome::Won(t) if t == a_tribe => {
                tallies[0].wins += 1;
                tallies[1].losses += 1;
            }
            Outcome::Won(_) => {
                tallies[1].wins += 1;
                tallies[0].losses += 1;
            }
            _ => {
                tallies[0].draws += 1;
                tallies[1].draws += 1;
            }
        }
    }
    let mut out = records;
    out += &format!("tier {} games {games}\n", rules.tier.code());
    for (name, side, t) in [("a", a, &tallies[0]), ("b", b, &tallies[1])] {
        out += &format!(
            "{name} {}: wins {} draws {} losses {} tane_turns {} mean_ms {:.1} worst_ms {:.1}\n",
            side.name(),
            t.wins,
            t.draws,
            t.losses,
            t.tane_turns,
            t.total_ms / f64::from(t.moves.max(1)),
            t.worst_ms
        );
    }
    Ok(out)
}
