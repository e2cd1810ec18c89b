//! The teacher's console (`?class=<room>` on the device that opened the room): the join
//! code, link and QR code, the projector's link, the roster (connection, game, Remove),
//! the room's controls (lock, pair at random or by hand, next round, pause, end), the
//! results table, and real names typed against the generated ones (kept on this device
//! only: [`super::names`]).

use super::client::{send_teach, RoomGame, RoomState, RoomView, Student, Teach};
use super::follow::use_followed;
use super::games::AnyClassPlay;
use super::results::tally;
use super::{gone_words, names, projector_address, JoinLink};
use crate::route::use_address;
use crate::t;
use std::collections::BTreeSet;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ConsoleProps {
    pub game: &'static dyn AnyClassPlay,
    pub view: UseReducerHandle<RoomView>,
}

/// What waits for the teacher's "Yes".
#[derive(Clone, Debug, PartialEq, Eq)]
enum Confirm {
    Remove(String),
    End,
}

#[function_component(Console)]
pub fn console(props: &ConsoleProps) -> Html {
    let here = use_address();
    let view = &props.view;
    let state = view.state.clone().unwrap_or_default();
    let room = state.room.clone();
    let game = props.game;
    // Every game of the room seen so far: the state lists only the latest rounds, and
    // the results count them all.
    let seen = use_mut_ref(Vec::<RoomGame>::new);
    for room_game in &state.games {
        if !seen.borrow().iter().any(|g| g.id == room_game.id) {
            seen.borrow_mut().push(room_game.clone());
        }
    }
    let all_games = seen.borrow().clone();
    let ids: BTreeSet<String> = all_games.iter().map(|g| g.id.clone()).collect();
    let followed = use_followed(game, ids);
    let confirm = use_state(|| None::<Confirm>);
    let by_hand = use_state(|| None::<Vec<(String, String)>>);
    let real = use_state(|| names::load(&room));
    let hand_error = use_state(|| None::<String>);
    let teach = {
        let (view, room, confirm) = (view.clone(), room.clone(), confirm.clone());
        move |what: Teach| {
            let (view, room, confirm) = (view.clone(), room.clone(), confirm.clone());
            Callback::from(move |_: MouseEvent| {
                confirm.set(None);
                send_teach(&view, &room, what.clone());
            })
        }
    };
    let ask = |what: Confirm| {
        let confirm = confirm.clone();
        Callback::from(move |_: MouseEvent| confirm.set(Some(what.clone())))
    };
    let cancel = {
        let confirm = confirm.clone();
        Callback::from(move |_: MouseEvent| confirm.set(None))
    };
    let present: Vec<&Student> = state.present().collect();
    let names_present: Vec<String> = present.iter().map(|s| s.name.clone()).collect();

    // Pairs by hand: rows of two selects, then "Start these pairs".
    let start_by_hand = {
        let (by_hand, view, room, hand_error) = (
            by_hand.clone(),
            view.clone(),
            room.clone(),
            hand_error.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let Some(pairs) = (*by_hand).clone() else {
                return;
            };
            match check_pairs(&pairs) {
                Ok(()) => {
                    hand_error.set(None);
                    by_hand.set(None);
                    send_teach(&view, &room, Teach::Pair(Some(pairs)));
                }
                Err(()) => hand_error.set(Some(t::class_pairs_wrong().to_string())),
            }
        })
    };
    let hand_rows = (*by_hand).clone().map(|pairs| {
        let choose = |row: usize, seat: usize| {
            let by_hand = by_hand.clone();
            Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<HtmlSelectElement>().value();
                let mut pairs = (*by_hand).clone().unwrap_or_default();
                if let Some(pair) = pairs.get_mut(row) {
                    if seat == 0 { pair.0 = value } else { pair.1 = value }
                }
                by_hand.set(Some(pairs));
            })
        };
        let add = {
            let (by_hand, first) = (by_hand.clone(), names_present.first().cloned().unwrap_or_default());
            Callback::from(move |_: MouseEvent| {
                let mut pairs = (*by_hand).clone().unwrap_or_default();
                pairs.push((first.clone(), first.clone()));
                by_hand.set(Some(pairs));
            })
        };
        let sides = game.sides().map(|s| game.side_name(s));
        html! {
            <fieldset class="class-pairs" data-testid="class-pairs">
                <legend>{ t::class_pair_by_hand() }</legend>
                { for pairs.iter().enumerate().map(|(row, (a, b))| html! {
                    <p class="class-pair-row">
                        { for [(0, a), (1, b)].into_iter().map(|(seat, chosen)| html! {
                            <label>{ sides[seat].clone() }{ " " }
                                <select onchange={choose(row, seat)} data-pair={format!("{row}-{seat}")}>
                                    { for names_present.iter().map(|n| html! {
                                        <option value={n.clone()} selected={n == chosen}>{ n.clone() }</option>
                                    }) }
                                </select>
                            </label>
                        }) }
                    </p>
                }) }
                <div class="buttons">
                    <button onclick={add} data-testid="class-add-pair">{ t::class_add_pair() }</button>
                    <button class="primary" onclick={start_by_hand} data-teach="pairs">{ t::class_start_pairs() }</button>
                </div>
                if let Some(why) = &*hand_error {
                    <p class="message" role="alert">{ why.clone() }</p>
                }
            </fieldset>
        }
    });
    let open_by_hand = {
        let (by_hand, names_present) = (by_hand.clone(), names_present.clone());
        Callback::from(move |_: MouseEvent| {
            let pairs = names_present
                .chunks(2)
                .filter(|pair| pair.len() == 2)
                .map(|pair| (pair[0].clone(), pair[1].clone()))
                .collect();
            by_hand.set(if by_hand.is_some() { None } else { Some(pairs) });
        })
    };

    let on_real_name = |generated: String| {
        let (room, real) = (room.clone(), real.clone());
        Callback::from(move |e: Event| {
            let typed = e.target_unchecked_into::<HtmlInputElement>().value();
            names::set(&room, &generated, &typed);
            real.set(names::load(&room));
        })
    };
    let results = tally(
        &state
            .students
            .iter()
            .map(|s| s.name.as_str())
            .collect::<Vec<_>>(),
        &all_games,
        &followed.games,
    );
    let watch = view
        .watch
        .clone()
        .or_else(|| super::client::remembered_watch(&room));
    let projector = here.link_to(&projector_address(&room, watch.as_deref()));
    let confirming = (*confirm).clone();
    html! {
        <div class="class-console" data-testid="class-console" data-round={state.round.to_string()}
             data-locked={state.locked.to_string()} data-paused={state.paused.to_string()}>
            <h1 id="class-title">{ t::class_console_title(game.game().name()) }</h1>
            if state.ended {
                <p class="message" role="status" data-testid="class-ended">{ t::class_ended() }</p>
            } else if let Some(code) = &state.code {
                <JoinLink code={code.clone()} />
            } else {
                <p data-testid="class-locked">{ t::class_locked_note() }</p>
            }
            <p><a href={projector} data-testid="class-projector-link">{ t::class_projector_link() }</a></p>
            if let Some(why) = view.refused {
                <p class="message" role="alert" data-testid="class-refused">{ gone_words(why) }</p>
            }
            if !state.ended {
                <div class="buttons class-controls" role="group" aria-label={t::class_controls()}>
                    if state.locked {
                        <button onclick={teach(Teach::Unlock)} data-teach="unlock">{ t::class_unlock() }</button>
                    } else {
                        <button onclick={teach(Teach::Lock)} data-teach="lock">{ t::class_lock() }</button>
                    }
                    <button class="primary" onclick={teach(Teach::Pair(None))} disabled={present.len() < 2} data-teach="pair">{ t::class_pair() }</button>
                    <button onclick={open_by_hand} aria-expanded={by_hand.is_some().to_string()} disabled={present.len() < 2} data-teach="by-hand">{ t::class_pair_by_hand() }</button>
                    <button onclick={teach(Teach::Next)} disabled={state.round == 0} data-teach="next">{ t::class_next_round() }</button>
                    if state.paused {
                        <button onclick={teach(Teach::Resume)} data-teach="resume">{ t::class_resume() }</button>
                    } else {
                        <button onclick={teach(Teach::Pause)} disabled={state.round == 0} data-teach="pause">{ t::class_pause() }</button>
                    }
                    <button onclick={ask(Confirm::End)} data-teach="end">{ t::class_end() }</button>
                </div>
            }
            if confirming == Some(Confirm::End) {
                <p class="class-confirm" role="alert">{ t::class_end_confirm() }{ " " }
                    <button class="primary" onclick={teach(Teach::End)} data-teach="end-yes">{ t::class_end_yes() }</button>{ " " }
                    <button onclick={cancel.clone()}>{ t::class_cancel() }</button>
                </p>
            }
            { for hand_rows }
            if !state.ended {
                if let Some(question) = state.question.clone() {
                    <super::question::TeacherQuestion {game} view={view.clone()} {question} />
                } else {
                    <super::ask::AskTheClass {game} view={view.clone()} followed={followed.clone()} />
                }
                <super::tournament::TournamentPanel view={view.clone()} />
            }
            if state.paused {
                <p class="class-notice" role="status">{ t::class_paused_all() }</p>
            }
            <h2>{ t::class_students(present.len().to_string()) }</h2>
            if present.is_empty() {
                <p>{ t::class_no_students() }</p>
            }
            <ul class="class-roster" data-testid="class-roster">
                { for state.students.iter().filter(|s| !s.removed).map(|s| {
                    let real_name = names::real_name(&real, &s.name).unwrap_or_default().to_string();
                    let doing = doing(&state, game, s);
                    let connection = if s.connected { "connected" } else { "offline" };
                    html! {
                        <li key={s.name.clone()} data-student="" data-name={s.name.clone()} data-connection={connection}>
                            <span class="class-student-name">{ s.name.clone() }</span>
                            <span class="class-connection">{ if s.connected { t::class_connected() } else { t::class_offline() } }</span>
                            <span class="class-doing">{ doing }</span>
                            <label class="class-real-name">{ t::class_real_name() }{ " " }
                                <input value={real_name} onchange={on_real_name(s.name.clone())} autocomplete="off" />
                            </label>
                            if confirming == Some(Confirm::Remove(s.name.clone())) {
                                <span class="class-confirm" role="alert">{ t::class_remove_confirm(s.name.clone()) }{ " " }
                                    <button class="primary" onclick={teach(Teach::Remove(s.name.clone()))} data-teach="remove-yes">{ t::class_remove_yes() }</button>{ " " }
                                    <button onclick={cancel.clone()}>{ t::class_cancel() }</button>
                                </span>
                            } else {
                                <button onclick={ask(Confirm::Remove(s.name.clone()))} data-teach="remove"
                                        aria-label={t::class_remove_label(s.name.clone())}>{ t::class_remove() }</button>
                            }
                        </li>
                    }
                }) }
            </ul>
            <p class="note">{ t::class_real_names_note() }</p>
            <h2>{ t::class_results() }</h2>
            <table class="class-results" data-testid="class-results">
                <thead><tr>
                    <th scope="col">{ t::class_results_name() }</th>
                    <th scope="col">{ t::class_results_played() }</th>
                    <th scope="col">{ t::class_results_won() }</th>
                    <th scope="col">{ t::class_results_drawn() }</th>
                    <th scope="col">{ t::class_results_lost() }</th>
                </tr></thead>
                <tbody>
                    { for results.iter().map(|line| {
                        let real_name = names::real_name(&real, &line.name).map(|r| format!(" ({r})")).unwrap_or_default();
                        html! {
                            <tr data-result={line.name.clone()} data-played={line.played.to_string()} data-won={line.won.to_string()}
                                data-drawn={line.drawn.to_string()} data-lost={line.lost.to_string()}>
                                <th scope="row">{ line.name.clone() }{ real_name }</th>
                                <td>{ line.played }</td><td>{ line.won }</td><td>{ line.drawn }</td><td>{ line.lost }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            <p class="note">{ t::class_results_note() }</p>
        </div>
    }
}

/// What a student is doing this round, in words.
fn doing(state: &RoomState, game: &dyn AnyClassPlay, student: &Student) -> String {
    if student.computer {
        return t::class_doing_computer().to_string();
    }
    let partner = student.game.as_deref().and_then(|id| {
        let room_game = state.games.iter().find(|g| g.id == id)?;
        room_game
            .seats
            .iter()
            .find(|(_, name)| *name != student.name)
            .map(|(_, name)| name.clone())
    });
    match (partner, student.seat.as_deref()) {
        (Some(partner), Some(seat)) => t::class_doing_game(t::ClassDoingGame {
            partner: partner.as_str(),
            seat: game.side_name(seat),
        }),
        _ => t::class_doing_waiting().to_string(),
    }
}

/// Pairs chosen by hand: two different students each, each student in one pair at most.
fn check_pairs(pairs: &[(String, String)]) -> Result<(), ()> {
    let mut seen = BTreeSet::new();
    for (a, b) in pairs {
        if a == b || !seen.insert(a) || !seen.insert(b) {
            return Err(());
        }
    }
    if pairs.is_empty() {
        return Err(());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check_pairs;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn pairs_by_hand_name_each_student_once() {
        assert_eq!(check_pairs(&pairs(&[("A", "B"), ("C", "D")])), Ok(()));
        assert_eq!(check_pairs(&pairs(&[("A", "A")])), Err(()));
        assert_eq!(check_pairs(&pairs(&[("A", "B"), ("B", "C")])), Err(()));
        assert_eq!(check_pairs(&[]), Err(()));
    }
}
