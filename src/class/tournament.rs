//! The class tournament in the teacher's console (issue 37): choosing round robin (up to
//! eight students) or Swiss rounds and starting it; then which round it is, "Next round"
//! (which counts the standings and pairs the next round: the console's own button), and
//! the standings with their CSV download.

use super::client::{send_teach, RoomView, Teach};
use super::standings::Standings;
use crate::t;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The most students a round robin takes, as the service allows.
const MAX_ROUND_ROBIN: usize = 8;
/// The Swiss rounds a teacher may set, as the service allows.
const SWISS_ROUNDS: std::ops::RangeInclusive<u32> = 1..=12;

#[derive(Properties, PartialEq)]
pub struct TournamentPanelProps {
    pub view: UseReducerHandle<RoomView>,
}

#[function_component(TournamentPanel)]
pub fn tournament_panel(props: &TournamentPanelProps) -> Html {
    let state = props.view.state.clone().unwrap_or_default();
    let present = state.present().count();
    let system = use_state(|| {
        if present <= MAX_ROUND_ROBIN {
            "round-robin".to_string()
        } else {
            "swiss".to_string()
        }
    });
    let rounds = use_state(|| 4u32);
    let on_system = {
        let system = system.clone();
        Callback::from(move |e: Event| {
            system.set(e.target_unchecked_into::<HtmlSelectElement>().value())
        })
    };
    let on_rounds = {
        let rounds = rounds.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlInputElement>().value();
            if let Ok(n) = value.parse::<u32>() {
                rounds.set(n.clamp(*SWISS_ROUNDS.start(), *SWISS_ROUNDS.end()));
            }
        })
    };
    let start = {
        let (view, room, system, rounds) = (
            props.view.clone(),
            state.room.clone(),
            system.clone(),
            rounds.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            send_teach(&view, &room, Teach::Tournament((*system).clone(), *rounds));
        })
    };
    let running = state.tournament.as_ref().filter(|t| !t.finished);
    let too_many = *system == "round-robin" && present > MAX_ROUND_ROBIN;
    html! {
        <section class="class-tournament" aria-labelledby="class-tournament-title" data-testid="class-tournament">
            <h2 id="class-tournament-title">{ t::class_tournament_title() }</h2>
            if let Some(tournament) = running {
                <p role="status" data-testid="class-tournament-round" data-paired={tournament.paired.to_string()}>
                    { t::class_tournament_round(t::ClassTournamentRound { round: tournament.paired, rounds: tournament.rounds }) }
                </p>
                <p class="note">{ t::class_tournament_next_note() }</p>
            } else {
                <p class="class-ask-row">
                    <label>{ t::class_tournament_system() }{ " " }
                        <select onchange={on_system} data-testid="class-tournament-system">
                            <option value="round-robin" selected={*system == "round-robin"}>{ t::class_round_robin() }</option>
                            <option value="swiss" selected={*system == "swiss"}>{ t::class_swiss() }</option>
                        </select>
                    </label>
                    if *system == "swiss" {
                        <label>{ t::class_tournament_rounds() }{ " " }
                            <input type="number" min="1" max="12" value={rounds.to_string()} onchange={on_rounds}
                                   data-testid="class-tournament-rounds" />
                        </label>
                    }
                    <button class="primary" onclick={start} disabled={present < 2 || too_many} data-teach="tournament">
                        { t::class_tournament_start() }
                    </button>
                </p>
                if too_many {
                    <p class="message" role="status">{ t::class_round_robin_too_many() }</p>
                }
            }
            if let Some(tournament) = state.tournament.clone() {
                <Standings {tournament} teacher_room={Some(state.room.clone())} />
            }
        </section>
    }
}
