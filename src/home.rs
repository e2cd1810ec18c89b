//! The home page: the games, to play or to read about.

use crate::games::{Game, GamePage, Sheet};
use crate::route::{use_address, Page, Printable};
use crate::{board_pictures, t};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Opens another page.
    pub navigate: Callback<Page>,
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let here = use_address();
    // Links (a new tab by middle, Ctrl or Cmd click); a plain click opens the page in
    // place, as the header's links do.
    let go = |target: Page| {
        let navigate = props.navigate.clone();
        Callback::from(move |e: MouseEvent| {
            if !(e.ctrl_key() || e.meta_key() || e.shift_key()) {
                e.prevent_default();
                navigate.emit(target);
            }
        })
    };
    let link = |target: Page, primary: bool, text: &str| {
        html! {
            <a class={classes!("button", primary.then_some("primary"))} href={here.link_to(&target.query())}
               onclick={go(target)}>{ text.to_string() }</a>
        }
    };
    // A game's card: its board, what it is, and its pages.
    let card = |game: Game| {
        let (summary, play) = game.home_words();
        let set = Printable {
            game,
            sheet: Sheet::Set,
        };
        html! {
            <article class="card">
                { board_pictures::image(&game.picture()) }
                <h2>{ game.name() }</h2>
                <p>{ summary }</p>
                { link(Page::of(game, GamePage::Play), true, play) }
                { link(Page::of(game, GamePage::About), false, t::home_about()) }
                <p>
                    <a href={here.link_to(&Page::of(game, GamePage::Lessons).query())}>{ t::home_lessons() }</a>{ " · " }
                    <a class="print-link" href={here.link_to(&Page::Print(set).query())}>{ t::home_print() }</a>
                </p>
            </article>
        }
    };
    html! {
        <section class="home">
            <h1>{ t::home_title() }</h1>
            <p class="lead">{ t::home_lead() }</p>
            <div class="cards">{ for Game::ALL.map(card) }</div>
            // A class room (the learning bundle): every board of a class on the projector.
            <p class="class-links">
                <a href={here.link_to("?class=new")} data-testid="home-teach-class">{ t::home_teach_class() }</a>
                { " · " }
                <a href={here.link_to("?class=join")} data-testid="home-join-class">{ t::home_join_class() }</a>
            </p>
        </section>
    }
}
