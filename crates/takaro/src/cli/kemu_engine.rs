//! `takaro kemu move | arena`: the Moeraki Kemu engine's move, and matches between
//! computer players.

use super::common::{CliError, Command};
use super::kemu_input::{parse_record, record_text, tier, RECORD_HELP, TIER_HELP};
use crate::kemu_engine::{self as engine, Level, NoClock};
use crate::rng::Rng;
use lexopt::Arg;
use std::time::Instant;
use takaro_core::kemu::{Game, Move, Outcome, Position, Rules, Tier, Tribe};

pub(super) const MOVE: Command = Command {
    game: "kemu",
    name: "move",
    synopsis: "[--level L] [--ms N] [--seed S] [-v] <record...>",
    summary: "The engine's move in the game so far, in notation (e.g. `e5`, `Td3>n`).",
    options: &[
        "  --level L          easy, medium or hard (default hard)",
        "  --ms N             thinking time in milliseconds (default: the level's own,\n\
\x20                    hard 500, medium 60)",
        "  --seed S           the engine's random seed (default 0)",
        "  -v, --verbose      report depth, nodes, score and time on standard error",
        RECORD_HELP,
    ],
    run: kemu_move,
};

pub(super) const ARENA: Command = Command {
    game: "kemu",
    name: "arena",
    synopsis: "--a <player> --b <player> [--games N] [--tier T] [--ms N] [--seed S] [--records]",
    summary: "Plays two computer players against each other and reports each side's results.\n\
Colours alternate every game and Player A every second game; each side's line gives\n\
wins, draws, losses, Tane turns and its mean and worst time a move.",
    options: &[
        "  --a <player>       player A: easy, medium, hard, greedy or random (required)",
        "  --b <player>       player B, from the same choices (required)",
        "  --games N          how many games (default 20)",
        TIER_HELP,
        "  --ms N             the engine levels' thinking time in milliseconds (default:\n\
\x20                    each level's own)",
        "  --seed S           the match's seed (default 1)",
        "  --records          print each game's record and how it was won before the totals",
    ],
    run: arena,
};

const PLAYERS: &str = "easy, medium, hard, greedy or random";

/// A player in the arena: an engine level or a baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Player {
    Engine(Level),
    Greedy,
    Random,
}

impl Player {
    fn from_name(s: &str) -> Option<Player> {
        match s {
            "greedy" => Some(Player::Greedy),
            "random" => Some(Player::Random),
            _ => s.parse().ok().map(Player::Engine),
        }
    }
    fn name(self) -> &'static str {
        match self {
            Player::Engine(l) => l.name(),
            Player::Greedy => "greedy",
            Player::Random => "random",
        }
    }
    /// This player's move (`None` only when the game is over).
    fn choose(self, p: &Position, ms: Option<u32>, seed: u64) -> Option<Move> {
        match self {
            Player::Engine(level) => engine::choose(p, level, ms, seed, &NoClock).map(|c| c.mv),
            Player::Greedy => engine::greedy(p, &mut Rng::new(seed ^ p.hash())),
            Player::Random => engine::random(p, &mut Rng::new(seed ^ p.hash())),
        }
    }
}

fn kemu_move(args: &[String], stdin: &str) -> Result<String, CliError> {
    let mut parser = MOVE.parser(args);
    let (mut level, mut ms, mut seed, mut verbose) = (Level::Hard, None, 0u64, false);
    let mut words = Vec::new();
    while let Some(arg) = MOVE.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(MOVE.help()),
            Arg::Long("level") => {
                let name = MOVE.text(&mut parser, "level")?;
                level = name
                    .parse::<Level>()
                    .map_err(|e| MOVE.error(format!("--level: {e}")))?;
            }
            Arg::Long("ms") => ms = Some(MOVE.number(&mut parser, "ms")?),
            Arg::Long("seed") => seed = MOVE.number(&mut parser, "seed")?,
            Arg::Short('v') | Arg::Long("verbose") => verbose = true,
            Arg::Value(v) => words.push(MOVE.argument(v)?),
            other => return Err(MOVE.error(other.unexpected())),
        }
    }
    let game = parse_record(&record_text(&words, stdin)?)?;
    let start = Instant::now();
    let choice = engine::choose(game.position(), level, ms, seed, &NoClock)
        .ok_or_else(|| CliError::illegal("the game is over: there is no move to make"))?;
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

/// One side's results in an arena.
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

/// What `kemu arena` was asked for.
struct Match {
    a: Player,
    b: Player,
    games: u32,
    rules: Rules,
    ms: Option<u32>,
    seed: u64,
    records: bool,
}

impl Match {
    /// Reads the options; `None` when help was asked.
    fn parse(args: &[String]) -> Result<Option<Match>, CliError> {
        let mut parser = ARENA.parser(args);
        let (mut a, mut b) = (None, None);
        // `--records` was once `--records 1`; say so when a value follows it.
        let mut after_records = false;
        let mut m = Match {
            a: Player::Random,
            b: Player::Random,
            games: 20,
            rules: Rules::new(Tier::Basic),
            ms: None,
            seed: 1,
            records: false,
        };
        let player = |parser: &mut lexopt::Parser, option: &str| -> Result<Player, CliError> {
            let name = ARENA.text(parser, option)?;
            Player::from_name(&name)
                .ok_or_else(|| ARENA.error(format!("--{option} is {PLAYERS}, not {name:?}")))
        };
        while let Some(arg) = ARENA.next(&mut parser)? {
            let was_after_records = std::mem::replace(&mut after_records, false);
            match arg {
                Arg::Short('h') | Arg::Long("help") => return Ok(None),
                Arg::Long("a") => a = Some(player(&mut parser, "a")?),
                Arg::Long("b") => b = Some(player(&mut parser, "b")?),
                Arg::Long("games") => m.games = ARENA.number(&mut parser, "games")?,
                Arg::Long("tier") => m.rules = tier(&ARENA, &mut parser)?,
                Arg::Long("ms") => m.ms = Some(ARENA.number(&mut parser, "ms")?),
                Arg::Long("seed") => m.seed = ARENA.number(&mut parser, "seed")?,
                Arg::Long("records") => (m.records, after_records) = (true, true),
                Arg::Value(v) if was_after_records => {
                    return Err(
                        ARENA.error(format!("--records is a flag and takes no value, not {v:?}"))
                    )
                }
                other => return Err(ARENA.error(other.unexpected())),
            }
        }
        m.a = a.ok_or_else(|| ARENA.error(format!("--a is required: {PLAYERS}")))?;
        m.b = b.ok_or_else(|| ARENA.error(format!("--b is required: {PLAYERS}")))?;
        Ok(Some(m))
    }
}

fn arena(args: &[String], _stdin: &str) -> Result<String, CliError> {
    let Some(m) = Match::parse(args)? else {
        return Ok(ARENA.help());
    };
    let mut records = String::new();
    let mut tallies = [Tally::default(), Tally::default()];
    for i in 0..m.games {
        // Alternate colours every game and who is Player A every second game.
        let a_is_matau = i % 2 == 0;
        let player_a = if (i / 2) % 2 == 0 {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        let mut game = Game::new(m.rules, player_a);
        let game_seed = m.seed.wrapping_mul(1_000_003).wrapping_add(u64::from(i));
        while !game.position().is_over() {
            let p = *game.position();
            let side = usize::from((p.to_move() == Tribe::Matau) != a_is_matau);
            let who = if side == 0 { m.a } else { m.b };
            let start = Instant::now();
            let mv = who
                .choose(&p, m.ms, game_seed.wrapping_add(side as u64))
                .ok_or_else(|| CliError::illegal("a player found no move in an ongoing game"))?;
            let took = start.elapsed().as_secs_f64() * 1000.0;
            let t = &mut tallies[side];
            t.moves += 1;
            t.tane_turns += u32::from(matches!(mv, Move::Tane(..)));
            t.total_ms += took;
            t.worst_ms = t.worst_ms.max(took);
            game.play(mv).map_err(|e| {
                CliError::illegal(format!("{} chose an illegal move {mv}: {e}", who.name()))
            })?;
        }
        if m.records {
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
        match game.position().outcome() {
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
    out += &format!("tier {} games {}\n", m.rules.tier.code(), m.games);
    for (name, side, t) in [("a", m.a, &tallies[0]), ("b", m.b, &tallies[1])] {
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
