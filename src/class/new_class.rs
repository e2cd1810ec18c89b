//! Opening a class room (`?class=new&game=…&rules=…|tier=…`): the game, its rule set and
//! the computer's level for an odd student, then "Open the class room"; and the class
//! rooms this device teaches, each reopening its console.

use super::client::{self, KnownRoom, Role};
use super::games::{level_name, ClassGames, LEVELS};
use super::{gone_words, room_address};
use crate::games::Game;
use crate::route::{go_to, use_address};
use crate::t;
use web_sys::HtmlSelectElement;
use yew::platform::spawn_local;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct NewClassProps {
    pub games: ClassGames,
    pub game: Game,
    /// The rule set's code the address preset.
    pub rules: String,
}

fn selected(e: &Event) -> String {
    e.target_unchecked_into::<HtmlSelectElement>().value()
}

#[function_component(NewClass)]
pub fn new_class(props: &NewClassProps) -> Html {
    let here = use_address();
    let game = use_state(|| props.game);
    let rules = use_state(|| props.rules.clone());
    let level = use_state(|| LEVELS[0].to_string());
    let failure = use_state(|| None::<String>);
    let opening = use_state(|| false);
    let rooms = use_state(Vec::<KnownRoom>::new);
    {
        let rooms = rooms.clone();
        use_effect_with((), move |_| {
            spawn_local(async move {
                if let Ok(known) = client::known_rooms().await {
                    rooms.set(
                        known
                            .into_iter()
                            .filter(|r| r.role == Role::Teacher)
                            .collect(),
                    );
                }
            })
        });
    }
    let on_game = {
        let (game, rules, games) = (game.clone(), rules.clone(), props.games);
        Callback::from(move |e: Event| {
            if let Some(chosen) = Game::from_slug(&selected(&e)) {
                game.set(chosen);
                rules.set(games.of(chosen).rule_sets()[0].0.clone());
            }
        })
    };
    let on_rules = {
        let rules = rules.clone();
        Callback::from(move |e: Event| rules.set(selected(&e)))
    };
    let on_level = {
        let level = level.clone();
        Callback::from(move |e: Event| level.set(selected(&e)))
    };
    let open = {
        let (game, rules, level) = (*game, (*rules).clone(), (*level).clone());
        let (failure, opening, games) = (failure.clone(), opening.clone(), props.games);
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let start = games.of(game).start(&rules);
            let (level, failure, opening) = (level.clone(), failure.clone(), opening.clone());
            opening.set(true);
            spawn_local(async move {
                match client::open_new(game.slug(), &start, &level).await {
                    Ok(made) => {
                        if let Some(watch) = &made.watch {
                            client::remember_watch(&made.room, watch);
                        }
                        go_to(&room_address(&made.room))
                    }
                    Err(why) => {
                        opening.set(false);
                        failure.set(Some(gone_words(why).to_string()));
                    }
                }
            });
        })
    };
    let chosen_game = *game;
    html! { <>
        <h1 id="class-title">{ t::class_new_title() }</h1>
        <p>{ t::class_new_intro() }</p>
        <form class="class-form" onsubmit={open} data-testid="class-new">
            <label>{ t::class_game_label() }{ " " }
                <select onchange={on_game} data-testid="class-game">
                    { for Game::ALL.into_iter().map(|g| html! {
                        <option value={g.slug()} selected={g == chosen_game}>{ g.name() }</option>
                    }) }
                </select>
            </label>
            <label>{ t::class_rules_label() }{ " " }
                <select onchange={on_rules} data-testid="class-rules">
                    { for props.games.of(chosen_game).rule_sets().into_iter().map(|(code, name)| {
                        let is = code == *rules;
                        html! { <option value={code} selected={is}>{ name }</option> }
                    }) }
                </select>
            </label>
            <label>{ t::class_level_label() }{ " " }
                <select onchange={on_level} data-testid="class-level">
                    { for LEVELS.into_iter().map(|l| html! {
                        <option value={l} selected={l == *level}>{ level_name(l) }</option>
                    }) }
                </select>
            </label>
            <p class="note">{ t::class_level_note() }</p>
            <button type="submit" class="primary" disabled={*opening} data-testid="class-open">{ t::class_open() }</button>
        </form>
        if let Some(why) = &*failure {
            <p class="message" role="alert">{ why.clone() }</p>
        }
        if !rooms.is_empty() {
            <h2>{ t::class_on_this_device() }</h2>
            <ul class="class-rooms" data-testid="class-rooms">
                { for rooms.iter().map(|r| {
                    let game = r.game.as_deref().and_then(Game::from_slug).map(Game::name).unwrap_or_default();
                    html! { <li><a href={here.link_to(&room_address(&r.room))}>{ t::class_room_line(game) }</a></li> }
                }) }
            </ul>
        }
        <p><a href={here.link_to("?class=join")}>{ t::class_join_title() }</a></p>
    </> }
}
