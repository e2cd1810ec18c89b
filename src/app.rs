//! The page shell: navigation between the two games and their about pages, the presets
//! read from the URL, the embedding page's `open` requests, the theme and the projector
//! view, and the note shown when games cannot be saved. Each WebAssembly bundle runs this
//! shell with its own pages ([`crate::pages`]); going to a page of the other bundle loads
//! that page afresh.

use crate::games::{Game, GamePage};
use crate::i18n::{corrections_contact, lang, Lang, CORRECTIONS_SECTION};
use crate::menu;
use crate::route::{
    current_query, link_to, parse, push_query, replace_query, reread_address, use_address_provider,
    with_lang, with_param, Address, Bundle, Page, Route, BUNDLE_KEYS,
};
use crate::theme::Theme;
use crate::{embed, saves, storage, t, view};
use std::rc::Rc;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Reads the page's query string; without a `&theme=`, the theme chosen before.
fn current_route() -> Route {
    let mut route = parse(&current_query());
    if route.theme.is_none() {
        route.theme = saves::THEME.read_text().and_then(|t| t.parse().ok());
    }
    route
}

/// Where the review note on every page links: the hosting site's contact, else the
/// about page's section on corrections (a relative link, keeping the language, theme and
/// embedding, so it works from a sub-path and in a frame).
fn corrections_href(here: &Address) -> String {
    match corrections_contact() {
        Some(contact) => contact.to_string(),
        None => format!(
            "{}#{CORRECTIONS_SECTION}",
            here.link_to("?game=mu-torere&about=1")
        ),
    }
}

/// The address of a page. The language, theme and embedding chosen in the address stay
/// in it (the choices are remembered too, but a browser may keep nothing).
fn address(here: &Address, page: Page) -> String {
    here.link_to(&page.query())
}

/// The address that opens `page`, which the loader gave to the other bundle (an odd
/// spelling of its address), in its own bundle with every other setting kept.
fn own_address(page: Page) -> String {
    let query = current_query();
    match page {
        Page::Game {
            kind: GamePage::About,
            ..
        } => with_param(&query, "about", Some("1")),
        Page::Game {
            kind: GamePage::Friend,
            ..
        } => query,
        #[cfg(feature = "friends")]
        Page::Class => query,
        Page::Home
        | Page::Game {
            kind: GamePage::Play,
            ..
        } => BUNDLE_KEYS
            .into_iter()
            .fold(query, |q, (key, _, _)| with_param(&q, key, None)),
        _ => link_to(&page.query()),
    }
}

/// Starts the page: the language, the crash message, and the shell with a bundle's pages.
pub fn start(bundle: Bundle, pages: PageView) {
    let route = current_route();
    crate::i18n::start(route.lang);
    crate::crash::prepare_message();
    crate::crash::listen_for_test_panic();
    view::apply(route.theme, route.projector);
    let props = AppProps { bundle, pages };
    // Drawn in the next task (`first_render`).
    gloo::timers::callback::Timeout::new(0, move || {
        if let Some(host) = crate::first_render::host() {
            yew::Renderer::<App>::with_root_and_props(host, props).render();
        }
    })
    .forget();
}

/// Off the browser (the `ssr` feature): the shell's first render of `query` in `lang`,
/// with nothing stored, as Yew's server-side renderer writes it (the markup of
/// crates/build/src/first_screens.rs). Every step is drawn at once.
#[cfg(feature = "ssr")]
pub async fn render(bundle: Bundle, pages: PageView, query: &str, lang: Lang) -> String {
    crate::i18n::set(lang);
    crate::route::set_address(query);
    crate::first_render::draw_at_once();
    yew::LocalServerRenderer::<App>::with_props(AppProps { bundle, pages })
        .hydratable(false)
        .render()
        .await
}

/// Shows the page of `now`: the shell's route, and the theme and view it asks for on
/// `<html>` (set here, where the route changes, rather than while drawing).
fn show(route: &UseStateHandle<Route>, now: Route) {
    view::apply(now.theme, now.projector);
    route.set(now);
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

/// Draws the pages of one bundle: the route, the count of pages the embedding page has
/// opened (a key that restarts the game), and the shell's navigation.
pub type PageView = fn(&Route, u32, &Callback<Page>) -> Html;

#[derive(Properties)]
pub struct AppProps {
    /// The bundle this shell runs in.
    pub bundle: Bundle,
    /// Its pages.
    pub pages: PageView,
}

/// A bundle has one set of pages, so its name tells two shells' properties apart
/// (function pointers do not compare reliably).
impl PartialEq for AppProps {
    fn eq(&self, other: &Self) -> bool {
        self.bundle == other.bundle
    }
}

/// Opens an address of the other bundle: the browser loads the page afresh.
fn load(query: &str, replace: bool) {
    if let Some(w) = web_sys::window() {
        let location = w.location();
        let url = format!("{}{query}", location.pathname().unwrap_or_default());
        let _ = if replace {
            location.replace(&url)
        } else {
            location.assign(&url)
        };
    }
}

/// Whether a page plays on a board (a game, a lesson, the trap trainer, the analysis),
/// and so starts with a link past the header to the board.
fn has_board(page: Page) -> bool {
    matches!(page, Page::Game { kind, .. } if kind.has_board())
}

/// "Skip to the board": the page's first Tab stop, seen when focused. It goes to `#main`,
/// so the next Tab reaches the first control in it, the board's (no script needed).
fn skip_link() -> Html {
    html! { <a class="skip-link" href="#main">{ t::skip_to_board() }</a> }
}

#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let bundle = props.bundle;
    // The address the page was opened (or last navigated) with: its page and presets.
    let route = use_state(current_route);
    // The address as it is now, which the pages draw their links from.
    let here = use_address_provider();
    // An address the loader gave to the other bundle (an odd spelling of a query) opens
    // that page's own address. (Otherwise the app is put on the page once its parts are
    // drawn, see `first_render`.)
    use_effect_with((), {
        let page = route.page;
        move |_| {
            if page.bundle() != bundle {
                load(&own_address(page), true);
            }
        }
    });
    let page = route.page;
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
            let asked = parse(&query);
            if asked.page.bundle() != bundle || asked.lang.is_some_and(|l| l != lang()) {
                return load(&query, true);
            }
            replace_query(&query);
            show(&route, current_route());
            opened.dispatch(());
        }));
    }
    let navigate = {
        let route = route.clone();
        Callback::from(move |target: Page| {
            // The header's menu closes, whether the page changes in place or is loaded.
            menu::close();
            let target_address = link_to(&target.query());
            if target.bundle() != bundle {
                return load(&target_address, false);
            }
            push_query(&target_address);
            show(&route, current_route());
        })
    };

    // A theme chosen is remembered, and put in the address (which works without storage).
    let on_theme = Callback::from(|e: Event| {
        let chosen = e.target_unchecked_into::<HtmlSelectElement>().value();
        saves::THEME.write(&chosen);
        let chosen = chosen.parse().ok().map(Theme::code);
        view::set_param("theme", chosen);
    });

    // Back and forward buttons move between pages, and the view and theme change in
    // place (`view::set_param`); Escape leaves the projector view.
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            let listeners = web_sys::window().map(|w| {
                (
                    gloo::events::EventListener::new(&w, "popstate", move |_| {
                        reread_address();
                        let now = current_route();
                        if now.page.bundle() == bundle {
                            show(&route, now);
                        } else if let Some(w) = web_sys::window() {
                            let _ = w.location().reload();
                        }
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

    let nav_item = |target: Page, label: &str| {
        let navigate = navigate.clone();
        // The analysis page and the games with friends are their game's.
        let current = page == target
            || matches!(
                (page, target),
                (
                    Page::Game { game, kind: GamePage::Analysis | GamePage::Friend },
                    Page::Game { game: its, kind: GamePage::Play },
                ) if game == its
            );
        let onclick = Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            navigate.emit(target);
        });
        html! {
            <li>
                <a href={address(&here, target)} aria-current={current.then_some("page")} {onclick}>{ label }</a>
            </li>
        }
    };

    // The page itself is drawn in the task after the shell (`first_render`).
    let steps = crate::first_render::use_steps(1);
    let body = (steps >= 1).then(|| {
        html! {
            <ContextProvider<Address> context={here.clone()}>
                { (props.pages)(&route, opened.0, &navigate) }
            </ContextProvider<Address>>
        }
    });

    let embedded = route.embed;
    let note = (*unsaved).then(|| {
        let unsaved = unsaved.clone();
        let dismiss = Callback::from(move |_: MouseEvent| unsaved.set(false));
        html! {
            <p class="storage-note" data-testid="storage-note">
                { t::storage_note() }{ " " }
                // In a frame, the game can be carried to the site, where it is kept.
                if embedded { { crate::embed_credit::link(&here, t::storage_open_on_site(), page) }{ " " } }
                <button onclick={dismiss}>{ t::storage_note_ok() }</button>
            </p>
        }
    });

    // A live region that is always there, so the note is read out when it appears.
    let note = html! { <div role="status">{ for note }</div> };
    // The Māori text is a draft: said on every page, in both languages.
    let review_note = html! {
        <p class="review-note" data-testid="review-note">
            { t::review_note() }{ " " }<a href={corrections_href(&here)}>{ t::review_link() }</a>
        </p>
    };
    if route.embed {
        let review_note = (lang() == Lang::Mi).then_some(review_note);
        let credit = crate::embed_credit::credit(&here, page);
        return html! { <main id="main" class="embedded">{ note }{ for body }{ credit }{ for review_note }</main> };
    }
    // Each language's link opens this page in it, named in its own language.
    let languages = Lang::ALL.iter().map(|&l| {
        html! {
            <li>
                <a href={with_lang(here.query(), l)} lang={l.code()} hreflang={l.code()}
                   aria-current={(l == lang()).then_some("true")}>{ l.own_name() }</a>
            </li>
        }
    });
    html! {
        <>
            if has_board(page) { { skip_link() } }
            // The pages and the theme go behind a menu button on narrow screens; the
            // language switch always shows.
            <header class="site-header">
                { menu::view(html! { <>
                    <nav aria-label={t::nav_label()}>
                        <ul>
                            { nav_item(Page::Home, t::nav_home()) }
                            { for Game::ALL.into_iter().map(|game| html! { <>
                                { nav_item(Page::of(game, GamePage::Play), game.name()) }
                                { nav_item(Page::of(game, GamePage::About), game.about_name()) }
                            </> }) }
                        </ul>
                    </nav>
                    { view::theme_picker(route.theme, on_theme) }
                    { crate::sound::switches() }
                </> }) }
                <nav class="languages" aria-label={t::language_label()} data-testid="languages">
                    <ul>{ for languages }</ul>
                </nav>
            </header>
            <main id="main">{ note }{ for body }</main>
            <footer class="site-footer">
                <p>{ t::footer_offline() }{ " " }<a href={address(&here, Page::EmbedBuilder)}>{ t::embed_builder_link() }</a></p>
                { review_note }
            </footer>
        </>
    }
}
