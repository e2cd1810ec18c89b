//! The `takaro` command line, as a function from arguments to output so tests can call it.

use crate::mu_torere::{best_move_with, oracle_for, Level, TABLE_BYTES};
use crate::rng::Rng;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;
use std::time::Instant;
use takaro_core::kemu::{self, Field, Game, Outcome, Tribe};
use takaro_core::mu_torere::{self, Position, Value};

/// A failure of the tool, with its exit code (2: bad usage or input, 1: illegal game).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliError {
    pub message: String,
    pub code: u8,
}

impl CliError {
    fn usage(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 2,
        }
    }
    fn illegal(message: impl Into<String>) -> CliError {
        CliError {
            message: message.into(),
            code: 1,
        }
    }
    pub fn code(&self) -> u8 {
        self.code
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

pub const USAGE: &str = "usage:
  takaro mu-torere solve
  takaro mu-torere best <position>        e.g. g/.ggggwwww
  takaro mu-torere bench                  time the perfect computer's choice
  takaro kemu replay <record...>          e.g. basic a=matau f6 e5 d4 (or - for stdin)
  takaro kemu move --level easy|medium|hard [--ms N] [--seed S] <record...>
  takaro kemu arena --a <player> --b <player> --games N --tier T [--ms N] [--seed S] [--records 1]
  takaro kemu bench [--games N] [--tier T]
  takaro kemu sample [--tier T] [--seed S]    a full-board game with no stone victory
";

/// Runs the tool; `stdin` is used when the record is given as `-`.
///
/// # Errors
/// A [`CliError`] with a readable message and an exit code.
pub fn run(args: &[String], stdin: &str) -> Result<String, CliError> {
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["mu-torere", "solve"] => Ok(mu_torere_solve()),
        ["mu-torere", "best", position] => mu_torere_best(position),
        ["mu-torere", "bench"] => Ok(mu_torere_bench()),
        ["mu-torere", "best", ..] => Err(CliError::usage(
            "mu-torere best takes one position, e.g. g/.ggggwwww",
        )),
        ["kemu", "replay", rest @ ..] => kemu_replay(&record_text(rest, stdin)?),
        ["kemu", "bench", rest @ ..] => kemu_bench(rest),
        ["kemu", "sample", rest @ ..] => kemu_sample(rest),
        ["kemu", "move", rest @ ..] => crate::engine_cli::kemu_move(rest, stdin),
        ["kemu", "arena", rest @ ..] => crate::engine_cli::kemu_arena(rest),
        ["help"] | ["--help"] | ["-h"] => Ok(USAGE.to_string()),
        _ => Err(CliError::usage(USAGE)),
    }
}

fn mu_torere_solve() -> String {
    let s = mu_torere::solve();
    format!(
        "reachable {}\nwinning {}\nlosing {}\ndrawn {}\ntable_bytes {}\n",
        s.reachable(),
        s.winning(),
        s.losing(),
        s.drawn(),
        TABLE_BYTES
    )
}

fn mu_torere_best(text: &str) -> Result<String, CliError> {
    let position: Position = text.parse().map_err(|e: mu_torere::ParsePositionError| {
        CliError::usage(format!("bad position {text:?}: {e}"))
    })?;
    let oracle = oracle_for(&position);
    let mut rng = Rng::new(0);
    Ok(match best_move_with(oracle.as_ref(), &position, &mut rng) {
        None => "no-move loss\n".to_string(),
        Some((mv, Value::Win(d))) => format!("move {mv} win {d}\n"),
        Some((mv, Value::Loss(d))) => format!("move {mv} loss {d}\n"),
        Some((mv, Value::Draw)) => format!("move {mv} draw\n"),
    })
}

/// Times the perfect computer's choice over every reachable position, many rounds.
fn mu_torere_bench() -> String {
    let positions: Vec<Position> = (0..mu_torere::TABLE_SLOTS)
        .filter_map(Position::from_index)
        .filter(|p| crate::mu_torere::value(p).is_some())
        .collect();
    let mut rng = Rng::new(1);
    let rounds = 200;
    let start = Instant::now();
    let mut found = 0usize;
    for _ in 0..rounds {
        for p in &positions {
            found += usize::from(crate::mu_torere::best_move(p, &mut rng).is_some());
        }
    }
    let secs = start.elapsed().as_secs_f64();
    let n = positions.len() * rounds;
    format!(
        "choices {n}\nwith_a_move {found}\nseconds {secs:.3}\nmicroseconds_per_choice {:.2}\n",
        secs * 1e6 / n as f64
    )
}

/// The record from arguments, or from stdin when it is `-`.
pub(crate) fn record_text(rest: &[&str], stdin: &str) -> Result<String, CliError> {
    let text = if rest == ["-"] {
        stdin.trim().to_string()
    } else {
        rest.join(" ")
    };
    if text.is_empty() {
        return Err(CliError::usage(
            "give a game record, e.g. basic a=matau f6 e5 d4 (or - to read stdin)",
        ));
    }
    Ok(text)
}

/// Reads a record in text form, or in compact form when it is one token that is not a tier.
pub(crate) fn parse_record(text: &str) -> Result<Game, CliError> {
    let single = !text.contains(char::is_whitespace);
    let result = if single && text.parse::<kemu::Rules>().is_err() {
        Game::from_compact(text)
    } else {
        Game::from_record(text)
    };
    result.map_err(|e| match e {
        kemu::RecordError::Illegal { .. } => CliError::illegal(e.to_string()),
        _ => CliError::usage(e.to_string()),
    })
}

#[derive(Serialize)]
struct VictoryJson {
    kind: &'static str,
    tribe: &'static str,
    hollows: Vec<String>,
    fields: Vec<String>,
}

#[derive(Serialize)]
struct TaneJson {
    field: String,
    direction: char,
    line: Vec<String>,
}

#[derive(Serialize)]
struct ReplayJson {
    tier: &'static str,
    auge: bool,
    player_a: &'static str,
    ball: Option<String>,
    to_move: Option<&'static str>,
    outcome: &'static str,
    winner: Option<&'static str>,
    victories: Vec<VictoryJson>,
    score: BTreeMap<&'static str, f64>,
    tiles: BTreeMap<String, String>,
    blocked: Vec<String>,
    stones_left: BTreeMap<&'static str, u8>,
    tanes: BTreeMap<&'static str, TaneJson>,
    moves: usize,
    record: String,
}

/// The state of a game as the referee reports it.
pub fn replay_json(game: &Game) -> String {
    let p = game.position();
    let field_names = |fs: &[Field]| fs.iter().map(|f| f.name().to_string()).collect();
    let json = ReplayJson {
        tier: p.rules().tier.code(),
        auge: p.rules().auge,
        player_a: p.player_a().code(),
        ball: p.ball().map(|b| b.to_string()),
        to_move: (!p.is_over()).then(|| p.to_move().code()),
        outcome: match p.outcome() {
            Outcome::Ongoing => "ongoing",
            Outcome::Won(_) => "won",
            Outcome::Drawn => "drawn",
        },
        winner: match p.outcome() {
            Outcome::Won(t) => Some(t.code()),
            _ => None,
        },
        victories: game
            .victories()
            .iter()
            .map(|v| VictoryJson {
                kind: v.kind.code(),
                tribe: v.tribe.code(),
                hollows: v.hollows.iter().map(|h| h.to_string()).collect(),
                fields: field_names(&v.fields),
            })
            .collect(),
        score: Tribe::ALL.iter().map(|t| (t.code(), p.score(*t))).collect(),
        tiles: Field::all()
            .filter_map(|f| p.tile(f).map(|t| (f.name().to_string(), t.code())))
            .collect(),
        blocked: p.blocked().iter().map(|f| f.name().to_string()).collect(),
        stones_left: Tribe::ALL
            .iter()
            .map(|t| (t.code(), p.stones_left(*t)))
            .collect(),
        tanes: Tribe::ALL
            .iter()
            .filter_map(|t| {
                p.tane(*t).map(|u| {
                    (
                        t.code(),
                        TaneJson {
                            field: u.field.name().to_string(),
                            direction: u.direction.letter(),
                            line: u.line.iter().map(|f| f.name().to_string()).collect(),
                        },
                    )
                })
            })
            .collect(),
        moves: game.moves().len(),
        record: game.to_string(),
    };
    serde_json::to_string(&json).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

fn kemu_replay(text: &str) -> Result<String, CliError> {
    let game = parse_record(text)?;
    Ok(replay_json(&game) + "\n")
}

/// Reads `--name value` options.
pub(crate) fn options<'a>(
    rest: &[&'a str],
) -> Result<(BTreeMap<&'a str, &'a str>, Vec<&'a str>), CliError> {
    let mut opts = BTreeMap::new();
    let mut free = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        if let Some(name) = rest[i].strip_prefix("--") {
            let value = rest
                .get(i + 1)
                .ok_or_else(|| CliError::usage(format!("--{name} needs a value")))?;
            opts.insert(name, *value);
            i += 2;
        } else {
            free.push(rest[i]);
            i += 1;
        }
    }
    Ok((opts, free))
}

pub(crate) fn number<T: std::str::FromStr>(
    opts: &BTreeMap<&str, &str>,
    name: &str,
    default: T,
) -> Result<T, CliError> {
    match opts.get(name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| CliError::usage(format!("--{name} takes a number, not {v:?}"))),
    }
}

pub(crate) fn rules_option(opts: &BTreeMap<&str, &str>) -> Result<kemu::Rules, CliError> {
    let tier = opts.get("tier").copied().unwrap_or("basic");
    tier.parse()
        .map_err(|e: kemu::ParseNameError| CliError::usage(format!("--tier: {e}")))
}

fn kemu_bench(rest: &[&str]) -> Result<String, CliError> {
    let (opts, _) = options(rest)?;
    let games: usize = number(&opts, "games", 20_000)?;
    let rules = rules_option(&opts)?;
    let mut rng = Rng::new(number(&opts, "seed", 1)?);
    let start = Instant::now();
    let mut moves = 0usize;
    let mut outcomes = [0usize; 3];
    for i in 0..games {
        let a = if i % 2 == 0 {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        let mut p = kemu::Position::new(rules, a);
        let mut buf = Vec::with_capacity(64);
        while !p.is_over() {
            buf.clear();
            buf.extend(p.legal_moves());
            let mv = buf[rng.below(buf.len())];
            // Every listed move is legal; a refusal would be a rules bug worth seeing.
            p.play_with(mv, &mut |_| {})
                .map_err(|e| CliError::illegal(format!("bench: legal move refused: {e}")))?;
            moves += 1;
        }
        outcomes[match p.outcome() {
            Outcome::Won(Tribe::Matau) => 0,
            Outcome::Won(Tribe::Manaia) => 1,
            _ => 2,
        }] += 1;
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    Ok(format!(
        "tier {}\ngames {games}\nmoves {moves}\nseconds {secs:.3}\ngames_per_second {:.0}\nmoves_per_second {:.0}\nmatau_wins {}\nmanaia_wins {}\ndraws {}\n",
        rules.tier.code(),
        games as f64 / secs,
        moves as f64 / secs,
        outcomes[0],
        outcomes[1],
        outcomes[2]
    ))
}

/// A random game that fills the board without a stone victory (Marae or Beginner
/// draw), for tests and demonstrations: tries seeds from `--seed` until one works.
fn kemu_sample(rest: &[&str]) -> Result<String, CliError> {
    let (opts, _) = options(rest)?;
    let rules = rules_option(&opts)?;
    let first: u64 = number(&opts, "seed", 1)?;
    for seed in first..first + 500 {
        let mut rng = Rng::new(seed);
        let mut game = Game::new(
            rules,
            if seed % 2 == 0 {
                Tribe::Matau
            } else {
                Tribe::Manaia
            },
        );
        while game.outcome() == Outcome::Ongoing {
            let p = *game.position();
            let wins = p.winning_hollows();
            let quiet: Vec<kemu::Move> = p
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    !matches!(m, kemu::Move::Tane(..))
                        && !matches!(m, kemu::Move::Place(h) if wins.contains(*h))
                })
                .collect();
            let Some(mv) = rng.pick(&quiet).copied() else {
                break;
            };
            if game.play(mv).is_err() {
                break;
            }
        }
        let stone_win = game
            .victories()
            .iter()
            .any(|v| v.kind != kemu::VictoryKind::Marae);
        if game.outcome() != Outcome::Ongoing && !stone_win {
            return Ok(format!("{game}\n"));
        }
    }
    Err(CliError::illegal("no quiet game found in 500 seeds"))
}

/// Used by `--level` parsing in both games.
pub fn level_names() -> Vec<&'static str> {
    Level::ALL.iter().map(|l| l.name()).collect()
}
