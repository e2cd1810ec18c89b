//! The home page: the two games, to play or to read about.

use crate::route::{link_to, Page, Printable};
use crate::{board_pictures, t};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    /// Opens another page.
    pub navigate: Callback<Page>,
}

#[function_component(Home)]
pub fn home(props: &HomeProps) -> Html {
    let go = |target: Page| {
        let navigate = props.navigate.clone();
        Callback::from(move |_: MouseEvent| navigate.emit(target))
    };
    html! {
        <section class="home">
            <h1>{ t::home_title() }</h1>
            <p class="lead">{ t::home_lead() }</p>
            <div class="cards">
                <article class="card">
                    { board_pictures::image(&board_pictures::MU_TORERE) }
                    <h2>{ t::nav_mu_torere() }</h2>
                    <p>{ t::home_mu_summary() }</p>
                    <button class="primary" onclick={go(Page::MuTorere)}>{ t::home_mu_play() }</button>
                    <button onclick={go(Page::MuTorereAbout)}>{ t::home_about() }</button>
                    <p><a class="print-link" href={link_to(Page::Print(Printable::MuSet).query())}>{ t::home_print() }</a></p>
                </article>
                <article class="card">
                    { board_pictures::image(&board_pictures::KEMU) }
                    <h2>{ t::nav_kemu() }</h2>
                    <p>{ t::home_kemu_summary() }</p>
                    <button class="primary" onclick={go(Page::Kemu)}>{ t::home_kemu_play() }</button>
                    <button onclick={go(Page::KemuAbout)}>{ t::home_about() }</button>
                    <p><a class="print-link" href={link_to(Page::Print(Printable::KemuSet).query())}>{ t::home_print() }</a></p>
                </article>
            </div>
            // A class room (the learning bundle): every board of a class on the projector.
            <p class="class-links">
                <a href={link_to("?class=new")} data-testid="home-teach-class">{ t::home_teach_class() }</a>
                { " · " }
                <a href={link_to("?class=join")} data-testid="home-join-class">{ t::home_join_class() }</a>
            </p>
        </section>
    }
}
