//! The page shell: navigation between the two games and their about pages, the presets
//! read from the URL, the embedding page's `open` requests, the theme and the projector
//! view, and the note shown when games cannot be saved.

use crate::components::{KemuAbout, KemuScreen, MuAbout, MuScreen};
use crate::route::{current_query, parse, replace_query, theme_named, Page, Route};
use crate::{embed, storage, view};
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Reads the page's query string; without a `&theme=`, the theme chosen before.
fn current_route() -> Route {
    let mut route = parse(&current_query());
    if route.theme.is_none() {
        route.theme = storage::load(storage::THEME_KEY).and_then(|t| theme_named(&t));
    }
    route
}

/// Shows a page and puts its address in the location bar (without reloading).
fn push_page(page: Page) {
    if let Some(w) = web_sys::window() {
        if let Ok(history) = w.history() {
            let path = w.location().pathname().unwrap_or_default();
            let _ = history.push_state_with_url(
                &wasm_bindgen::JsValue::NULL,
                "",
                Some(&format!("{path}{}", page.query())),
            );
        }
    }
}

/// Counts the pages opened by the embedding page: each one starts its game afresh.
#[derive(Default, PartialEq)]
struct Opened(u32);

impl Reducible for Opened {
    type Action = ();
    fn reduce(self: Rc<Self>, _: ()) -> Rc<Self> {
        Rc::new(Opened(self.0 + 1))
    }
}

#[function_component(App)]
pub fn app() -> Html {
    // The address the page was opened (or last navigated) with: its page and presets.
    let route = use_state(current_route);
    let page = route.page;
    // Attributes on <html>, set again with each render (cheap, and never out of date).
    view::apply(route.theme, route.projector);
    let opened = use_reducer(Opened::default);
    // Shown once when the browser will not keep games.
    let unsaved = use_state(|| false);
    {
        let unsaved = unsaved.setter();
        use_effect_with((), move |_| {
            storage::on_unavailable(move || unsaved.set(true));
            storage::probe();
        });
    }
    // The embedding page may open another game (see `embed`); the frame stays embedded.
    {
        let route = route.clone();
        let opened = opened.dispatcher();
        embed::use_open_requests(Callback::from(move |query: String| {
            let mut query = query;
            if route.embed && !parse(&query).embed {
                query.push_str("&embed=1");
            }
            replace_query(&query);
            route.set(current_route());
            opened.dispatch(());
        }));
    }
    let navigate = {
        let route = route.clone();
        Callback::from(move |target: Page| {
            push_page(target);
            route.set(current_route());
        })
    };

    // A theme chosen is remembered, and put in the address (which works without storage).
    let on_theme = Callback::from(|e: Event| {
        let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
        storage::save(storage::THEME_KEY, &chosen);
        view::set_param("theme", theme_named(&chosen));
    });

    // Back and forward buttons move between pages, and the view and theme change in
    // place (`view::set_param`); Escape leaves the projector view.
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listeners = web_sys::window().map(|w| {
                (
                    gloo::events::EventListener::new(&w, "popstate", move |_| {
                        route.set(current_route())
                    }),
                    gloo::events::EventListener::new(&w, "keydown", |e| {
                        let key = wasm_bindgen::JsCast::unchecked_ref::<KeyboardEvent>(e).key();
                        if key == "Escape" && current_route().projector {
                            view::set_param("view", None);
                        }
                    }),
                )
            });
            move || drop(listeners)
        });
    }

    let nav_item = |target: Page, label: &'static str| {
        let navigate = navigate.clone();
        let current = page == target;
        let onclick = Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            navigate.emit(target);
        });
        html! {
            <li>
                <a href={if target == Page::Home { "?".to_string() } else { target.query().to_string() }}
                   aria-current={current.then_some("page")} {onclick}>{ label }</a>
            </li>
        }
    };

    let body = match page {
        Page::Home => {
            let go = |target: Page| {
                let navigate = navigate.clone();
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
        Page::MuTorere => html! {
            <MuScreen key={opened.0} presets={route.mu} projector={route.projector} />
        },
        Page::MuTorereAbout => html! { <MuAbout /> },
        Page::Kemu => html! {
            <KemuScreen key={opened.0} presets={route.kemu.clone()} projector={route.projector} />
        },
        Page::KemuAbout => html! { <KemuAbout /> },
    };

    let note = (*unsaved).then(|| {
        let unsaved = unsaved.clone();
        let dismiss = Callback::from(move |_: MouseEvent| unsaved.set(false));
        html! {
            <p class="storage-note" data-testid="storage-note">
                { "Games will not be saved here: this browser does not let the page keep them \
                   (private browsing, a full store, or the settings of the site showing this game). \
                   You can still play. " }
                <button onclick={dismiss}>{ "OK" }</button>
            </p>
        }
    });

    // A live region that is always there, so the note is read out when it appears.
    let note = html! { <div role="status">{ for note }</div> };
    if route.embed {
        return html! { <main id="main" class="embedded">{ note }{ body }</main> };
    }
    html! {
        <>
            <header class="site-header">
                <nav aria-label="Games">
                    <ul>
                        { nav_item(Page::Home, "Papa Tākaro") }
                        { nav_item(Page::MuTorere, "Mū tōrere") }
                        { nav_item(Page::MuTorereAbout, "About Mū tōrere") }
                        { nav_item(Page::Kemu, "Moeraki Kemu") }
                        { nav_item(Page::KemuAbout, "About Moeraki Kemu") }
                    </ul>
                </nav>
                { view::theme_picker(route.theme, on_theme) }
            </header>
            <main id="main">{ note }{ body }</main>
            <footer class="site-footer">
                <p>{ "Papa Tākaro works offline once loaded. Games are saved in this browser." }</p>
            </footer>
        </>
    }
}
