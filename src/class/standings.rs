//! A class tournament's standings (issue 37): the table every device shows by generated
//! name (`[data-standing]` with `data-name` and `data-points`), and, on the teacher's
//! device only, the results as a CSV file with the real names typed there (the only place
//! they exist). The service counts the standings from the games' outcomes as the rules
//! core judges them: a win 1 point, a draw ½, a bye 1; ranked by points, then Buchholz,
//! then wins ([`takaro::core::tournament`]).

use super::client::{Standing, Tournament};
use super::names;
use crate::t;
use yew::prelude::*;

/// Points from halves, as people write them: `2`, `2½`, `½`.
pub fn points(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// One CSV field: quoted when it holds a comma, a quote or a line break; a leading `=`,
/// `+`, `-` or `@` is prefixed with `'` so no spreadsheet reads a typed name as a formula.
fn field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// The standings as CSV: a header line, then one line a student, with the real name the
/// teacher typed (or nothing).
pub fn csv(standings: &[Standing], real: &[(String, String)]) -> String {
    let mut out =
        String::from("rank,name,real name,points,games,wins,draws,losses,byes,buchholz\r\n");
    for s in standings {
        let real_name = names::real_name(real, &s.name).unwrap_or("");
        let line = [
            s.rank.to_string(),
            field(&s.name),
            field(real_name),
            points(s.halves),
            s.games.to_string(),
            s.wins.to_string(),
            s.draws.to_string(),
            s.losses.to_string(),
            s.byes.to_string(),
            points(s.buchholz),
        ];
        out.push_str(&line.join(","));
        out.push_str("\r\n");
    }
    out
}

/// A `data:` address of the CSV text, for the download link.
fn csv_address(text: &str) -> String {
    let encoded = String::from(js_sys::encode_uri_component(text));
    format!("data:text/csv;charset=utf-8,{encoded}")
}

#[derive(Properties, PartialEq)]
pub struct StandingsProps {
    pub tournament: Tournament,
    /// The room, on the teacher's device: the CSV download with its real names.
    #[prop_or_default]
    pub teacher_room: Option<String>,
}

#[function_component(Standings)]
pub fn standings(props: &StandingsProps) -> Html {
    let tournament = &props.tournament;
    let title = if tournament.finished {
        t::class_standings_final().to_string()
    } else {
        t::class_standings_after(tournament.counted)
    };
    let download = props.teacher_room.as_ref().map(|room| {
        let real = names::load(room);
        csv_address(&csv(&tournament.standings, &real))
    });
    html! {
        <section class="class-standings" aria-labelledby="class-standings-title" data-testid="class-standings"
                 data-counted={tournament.counted.to_string()} data-finished={tournament.finished.to_string()}>
            <h2 id="class-standings-title">{ title }</h2>
            if tournament.standings.is_empty() {
                <p>{ t::class_standings_none() }</p>
            } else {
                <table class="class-results">
                    <thead><tr>
                        <th scope="col">{ t::class_standings_rank() }</th>
                        <th scope="col">{ t::class_results_name() }</th>
                        <th scope="col">{ t::class_standings_points() }</th>
                        <th scope="col">{ t::class_results_played() }</th>
                        <th scope="col">{ t::class_results_won() }</th>
                        <th scope="col">{ t::class_results_drawn() }</th>
                        <th scope="col">{ t::class_results_lost() }</th>
                        <th scope="col">{ t::class_standings_byes() }</th>
                    </tr></thead>
                    <tbody>
                        { for tournament.standings.iter().map(|s| html! {
                            <tr key={s.name.clone()} data-standing="" data-name={s.name.clone()} data-points={points(s.halves)}
                                data-rank={s.rank.to_string()}>
                                <td>{ s.rank }</td>
                                <th scope="row">{ s.name.clone() }</th>
                                <td>{ points(s.halves) }</td><td>{ s.games }</td><td>{ s.wins }</td>
                                <td>{ s.draws }</td><td>{ s.losses }</td><td>{ s.byes }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
                <p class="note">{ t::class_standings_rule() }</p>
            }
            if let Some(address) = download {
                <p><a class="button" href={address} download="class-tournament.csv" data-testid="class-standings-csv">{ t::class_standings_csv() }</a></p>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(name: &str, halves: u32, rank: u32) -> Standing {
        Standing {
            name: name.into(),
            halves,
            games: 3,
            wins: halves / 2,
            draws: halves % 2,
            losses: 0,
            byes: 0,
            buchholz: 5,
            rank,
        }
    }

    #[test]
    fn points_are_written_with_halves() {
        assert_eq!(points(0), "0");
        assert_eq!(points(1), "½");
        assert_eq!(points(5), "2½");
        assert_eq!(points(6), "3");
    }

    #[test]
    fn the_csv_has_a_header_a_line_a_student_and_the_real_names_only_here() {
        let real = vec![("Tūī Kākāriki".to_string(), "=Aroha, \"A\"".to_string())];
        let text = csv(
            &[line("Tūī Kākāriki", 5, 1), line("Kererū Mā", 2, 2)],
            &real,
        );
        let lines: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(
            lines[0],
            "rank,name,real name,points,games,wins,draws,losses,byes,buchholz"
        );
        assert_eq!(
            lines[1],
            "1,Tūī Kākāriki,\"'=Aroha, \"\"A\"\"\",2½,3,2,1,0,0,2½"
        );
        assert_eq!(lines[2], "2,Kererū Mā,,1,3,1,0,0,0,2½");
        assert_eq!(lines.len(), 4, "ends with a line break");
    }
}
