//! The home page: the two games, to play or to read about.

use crate::route::Page;
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
            <h1>{ "Papa Tākaro" }</h1>
            <p class="lead">{ "Two board games to play at one screen, with a friend or against the computer." }</p>
            <div class="cards">
                <article class="card">
                    <h2>{ "Mū tōrere" }</h2>
                    <p>{ "A Māori game on an eight-armed star: four counters each, one free point, and the player who cannot move loses." }</p>
                    <button class="primary" onclick={go(Page::MuTorere)}>{ "Play Mū tōrere" }</button>
                    <button onclick={go(Page::MuTorereAbout)}>{ "About the game" }</button>
                </article>
                <article class="card">
                    <h2>{ "Moeraki Kemu" }</h2>
                    <p>{ "A modern placement game of two tribes, Matau and Manaia, on a 57-hollow board: rivers, paths, beaches and the holy ground." }</p>
                    <button class="primary" onclick={go(Page::Kemu)}>{ "Play Moeraki Kemu" }</button>
                    <button onclick={go(Page::KemuAbout)}>{ "About the game" }</button>
                </article>
            </div>
        </section>
    }
}
