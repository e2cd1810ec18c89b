//! How the page looks: the colour theme and the projector view. Both are attributes on
//! `<html>` (`data-theme`, `data-view`) that static/style.css reads; the layout itself is
//! CSS. The controls' English text lives here.

use crate::theme::Theme;
use yew::prelude::*;

/// The theme this device asks for ([`crate::theme::SYSTEM_THEMES`]).
fn system_theme() -> Theme {
    crate::theme::system(|q| {
        web_sys::window()
            .and_then(|w| w.match_media(q).ok().flatten())
            .is_some_and(|m| m.matches())
    })
}

/// Sets `data-theme` (the chosen theme, else the system's) and `data-view` on `<html>`.
pub fn apply(chosen: Option<Theme>, projector: bool) {
    if let Some(html) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let theme = chosen.unwrap_or_else(system_theme);
        let _ = html.set_attribute("data-theme", theme.code());
        let view = if projector { "projector" } else { "normal" };
        let _ = html.set_attribute("data-view", view);
    }
}

/// Sets (or, with `None`, removes) one parameter of the address in place, and has the
/// app read its route again (it does on `popstate`): the view and the theme change no
/// game.
pub fn set_param(key: &str, value: Option<&str>) {
    use crate::route::{current_query, replace_query, with_param};
    replace_query(&with_param(&current_query(), key, value));
    if let (Some(w), Ok(e)) = (web_sys::window(), web_sys::Event::new("popstate")) {
        let _ = w.dispatch_event(&e);
    }
}

/// A theme's name in the theme select.
fn theme_label(theme: Theme) -> &'static str {
    match theme {
        Theme::Light => crate::t::theme_light(),
        Theme::Dark => crate::t::theme_dark(),
        Theme::Contrast => crate::t::theme_contrast(),
    }
}

/// The theme select for the site header (`""`: follow the system).
pub fn theme_picker(chosen: Option<Theme>, onchange: Callback<Event>) -> Html {
    let system = html! { <option value="" selected={chosen.is_none()}>{ crate::t::theme_system() }</option> };
    let options = Theme::ALL.map(|theme| {
        html! { <option value={theme.code()} selected={chosen == Some(theme)}>{ theme_label(theme) }</option> }
    });
    html! {
        <label class="theme-pick">{ crate::t::theme_label() }{ " " }<select {onchange}>{ system }{ for options }</select></label>
    }
}

/// The projector view's button on a game screen: it enters or leaves the view.
pub fn projector_button(on: bool) -> Html {
    let onclick = move |_: MouseEvent| set_param("view", (!on).then_some("projector"));
    html! {
        <button {onclick}>
            { if on { crate::t::projector_leave() } else { crate::t::projector_enter() } }
        </button>
    }
}

/// A link to another page that plays (a game, a lesson, the trap trainer) keeping the
/// current page's settings ([`crate::route::Address::link_to`]) and, for a class, the projector
/// view.
pub fn link_to_play(here: &crate::route::Address, target: &str) -> String {
    use crate::route::{with_param, Query};
    let link = here.link_to(target);
    match Query::parse(here.query()).get("view") {
        Some(view) if view == "projector" => with_param(&link, "view", Some("projector")),
        _ => link,
    }
}

/// The settings and move list: always shown in the normal view, behind a disclosure in
/// the projector view (with the sound and motion switches there, the header being hidden).
pub fn more(on: bool, content: Html) -> Html {
    html! {
        <details class="more" open={!on}>
            <summary>{ crate::t::projector_more() }</summary>
            if on { { crate::sound::projector_switch() } }
            { content }
        </details>
    }
}
