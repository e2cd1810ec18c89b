//! `takaro kemu replay | bench | sample`: the Moeraki Kemu referee and the rules core's
//! speed, without the engine's search.

use super::common::{CliError, Command};
use super::kemu_input::{parse_record, record_text, tier, RECORD_HELP, TIER_HELP};
use crate::rng::Rng;
use lexopt::Arg;
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Instant;
use takaro_core::kemu::{Field, Game, Move, Outcome, Position, Rules, Tier, Tribe, VictoryKind};

pub(super) const REPLAY: Command = Command {
    game: "kemu",
    name: "replay",
    synopsis: "<record...>",
    summary: "Referees a game record and prints its state as one line of JSON.\n\
The fields: tier, auge, player_a, ball, to_move, outcome, winner, victories, score,\n\
tiles, blocked, stones_left, tanes, moves, record. An illegal move exits with code 1\n\
and names the move and the reason.",
    options: &[RECORD_HELP],
    run: replay,
};

pub(super) const BENCH: Command = Command {
    game: "kemu",
    name: "bench",
    synopsis: "[--games N] [--tier T] [--seed S]",
    summary: "Plays random legal games to the end and reports games and moves a second.",
    options: &[
        "  --games N          how many games (default 20000)",
        TIER_HELP,
        "  --seed S           the random generator's seed (default 1)",
    ],
    run: bench,
};

pub(super) const SAMPLE: Command = Command {
    game: "kemu",
    name: "sample",
    synopsis: "[--tier T] [--seed S]",
    summary: "Prints a random game that fills the board with no stone victory.\n\
It ends in a Marae or a Beginner draw; seeds are tried from --seed on.",
    options: &[
        TIER_HELP,
        "  --seed S           the first seed to try (default 1)",
    ],
    run: sample,
};

fn replay(args: &[String], stdin: &str) -> Result<String, CliError> {
    let mut parser = REPLAY.parser(args);
    let mut words = Vec::new();
    while let Some(arg) = REPLAY.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(REPLAY.help()),
            Arg::Value(v) => words.push(REPLAY.argument(v)?),
            other => return Err(REPLAY.error(other.unexpected())),
        }
    }
    let game = parse_record(&record_text(&words, stdin)?)?;
    Ok(replay_json(&game) + "\n")
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

/// The JSON `kemu replay` prints; the browser tests read it, so its fields and their
/// order are fixed (a test pins the exact text).
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
    /// Hollows where each tribe's next stone would win, while the game goes on.
    threats: BTreeMap<&'static str, Vec<String>>,
}

/// The state of a game as the referee reports it, as one line of JSON.
pub fn replay_json(game: &Game) -> String {
    let p = game.position();
    let names = |fs: &[Field]| fs.iter().map(|f| f.name().to_string()).collect();
    let threats = Tribe::ALL
        .iter()
        .filter(|_| !p.is_over())
        .map(|t| {
            (
                t.code(),
                p.threats(*t).iter().map(|h| h.to_string()).collect(),
            )
        })
        .collect();
    let json = ReplayJson {
        threats,
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
                fields: names(&v.fields),
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

fn bench(args: &[String], _stdin: &str) -> Result<String, CliError> {
    let mut parser = BENCH.parser(args);
    let (mut games, mut rules, mut seed) = (20_000usize, Rules::new(Tier::Basic), 1u64);
    while let Some(arg) = BENCH.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(BENCH.help()),
            Arg::Long("games") => games = BENCH.number(&mut parser, "games")?,
            Arg::Long("tier") => rules = tier(&BENCH, &mut parser)?,
            Arg::Long("seed") => seed = BENCH.number(&mut parser, "seed")?,
            other => return Err(BENCH.error(other.unexpected())),
        }
    }
    let mut rng = Rng::new(seed);
    let start = Instant::now();
    let mut moves = 0usize;
    let mut outcomes = [0usize; 3];
    let mut buf = Vec::with_capacity(64);
    for i in 0..games {
        let a = if i % 2 == 0 {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        let mut p = Position::new(rules, a);
        while !p.is_over() {
            p.legal_moves_into(&mut buf);
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
fn sample(args: &[String], _stdin: &str) -> Result<String, CliError> {
    let mut parser = SAMPLE.parser(args);
    let (mut rules, mut first) = (Rules::new(Tier::Basic), 1u64);
    while let Some(arg) = SAMPLE.next(&mut parser)? {
        match arg {
            Arg::Short('h') | Arg::Long("help") => return Ok(SAMPLE.help()),
            Arg::Long("tier") => rules = tier(&SAMPLE, &mut parser)?,
            Arg::Long("seed") => first = SAMPLE.number(&mut parser, "seed")?,
            other => return Err(SAMPLE.error(other.unexpected())),
        }
    }
    for seed in first..first.saturating_add(500) {
        let mut rng = Rng::new(seed);
        let player_a = if seed % 2 == 0 {
            Tribe::Matau
        } else {
            Tribe::Manaia
        };
        let mut game = Game::new(rules, player_a);
        while game.outcome() == Outcome::Ongoing {
            let p = *game.position();
            let wins = p.winning_hollows();
            let quiet: Vec<Move> = p
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    !matches!(m, Move::Tane(..))
                        && !matches!(m, Move::Place(h) if wins.contains(*h))
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
            .any(|v| v.kind != VictoryKind::Marae);
        if game.outcome() != Outcome::Ongoing && !stone_win {
            return Ok(format!("{game}\n"));
        }
    }
    Err(CliError::illegal("no quiet game found in 500 seeds"))
}
