//! The class's results: games played, won, drawn and lost by each generated name,
//! counted from each room game as the rules core judges its record ([`Judged`]), never
//! from a result anyone stored.

use super::client::RoomGame;
use super::games::Judged;
use std::collections::HashMap;

/// One student's line of the results table.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub name: String,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

/// The results of `names` (in that order) over the room's finished games: a game not yet
/// over, or whose record does not read, counts for nobody.
pub fn tally(names: &[&str], games: &[RoomGame], judged: &HashMap<String, Judged>) -> Vec<Tally> {
    let mut lines: Vec<Tally> = names
        .iter()
        .map(|name| Tally {
            name: name.to_string(),
            ..Tally::default()
        })
        .collect();
    for game in games {
        let Some(judged) = judged.get(&game.id).filter(|j| j.over) else {
            continue;
        };
        for (side, name) in &game.seats {
            let Some(line) = lines.iter_mut().find(|l| &l.name == name) else {
                continue;
            };
            line.played += 1;
            match judged.winner {
                None => line.drawn += 1,
                Some(winner) if winner == side => line.won += 1,
                Some(_) => line.lost += 1,
            }
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, green: &str, white: &str) -> RoomGame {
        RoomGame {
            id: id.into(),
            round: 1,
            seats: vec![
                ("green".into(), green.into()),
                ("white".into(), white.into()),
            ],
        }
    }

    fn judged(id: &str, winner: Option<&'static str>, over: bool) -> (String, Judged) {
        let outcome = match (over, winner) {
            (false, _) => "playing",
            (true, Some("green")) => "g",
            (true, Some(_)) => "w",
            (true, None) => "draw",
        };
        let j = Judged {
            link: String::new(),
            played: 5,
            outcome,
            winner,
            over,
        };
        (id.to_string(), j)
    }

    #[test]
    fn wins_draws_and_losses_are_counted_from_judged_games() {
        let games = [
            game("a", "Tūī", "Kea"),
            game("b", "Kea", "Moa"),
            game("c", "Moa", "Tūī"),
        ];
        let judged: HashMap<_, _> = [
            judged("a", Some("green"), true),
            judged("b", None, true),
            judged("c", Some("white"), false),
        ]
        .into_iter()
        .collect();
        let lines = tally(&["Tūī", "Kea", "Moa"], &games, &judged);
        let row = |l: &Tally| (l.played, l.won, l.drawn, l.lost);
        assert_eq!(row(&lines[0]), (1, 1, 0, 0));
        assert_eq!(row(&lines[1]), (2, 0, 1, 1));
        assert_eq!(
            row(&lines[2]),
            (1, 0, 1, 0),
            "a game still playing counts for nobody"
        );
    }

    #[test]
    fn a_game_that_does_not_read_counts_for_nobody() {
        let lines = tally(&["Tūī"], &[game("x", "Tūī", "Kea")], &HashMap::new());
        assert_eq!(lines[0].played, 0);
    }
}
