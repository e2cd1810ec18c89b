//! "Your move" while the tab is hidden (issue 41): in a game with a friend on another
//! device (a class game too), when this device's turn comes while its tab is not being
//! looked at, the tab's title starts with "● Your move —" and the site's icon becomes a
//! marked one; both come back as they were once the tab is seen again, the turn passes or
//! the game is left. A player who asked for it ([`super::notify_toggle`]) is also shown a
//! system notification. Nothing changes while the tab is in view, and a screen reader's
//! live region still says the move in words.

use crate::t;
use gloo::events::EventListener;
use std::cell::RefCell;
use wasm_bindgen::JsValue;
use yew::prelude::*;

/// The marked icon: a dot on the site's accent colour, drawn as an SVG (a `blob:`
/// address, which the Content-Security-Policy's `img-src` allows).
const MARKED_ICON: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#9c3d12"/><circle cx="32" cy="32" r="13" fill="#fffaf0"/></svg>"##;

/// What the cue replaced, to put back.
struct Marked {
    title: String,
    /// The system notification, when the player asked for one
    /// ([`super::notify_toggle`]), with what brings the tab forward when it is clicked.
    notification: Option<(web_sys::Notification, EventListener)>,
    icon: Option<String>,
    /// The marked icon's `blob:` address, released when the cue goes.
    url: Option<String>,
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

fn icon_link(document: &web_sys::Document) -> Option<web_sys::Element> {
    document.query_selector("link[rel~='icon']").ok().flatten()
}

fn marked_icon_url() -> Option<String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(MARKED_ICON));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// The system notification "Your move", which brings this tab forward when clicked.
fn notify(title: &str) -> Option<(web_sys::Notification, EventListener)> {
    let options = web_sys::NotificationOptions::new();
    options.set_body(&t::friend_notify_body(title.to_string()));
    options.set_tag("papa-takaro-your-move");
    let notification =
        web_sys::Notification::new_with_options(t::friend_notify_title(), &options).ok()?;
    let clicked = EventListener::new(&notification, "click", |_| {
        if let Some(window) = web_sys::window() {
            let _ = window.focus();
        }
    });
    Some((notification, clicked))
}

fn mark(document: &web_sys::Document, marked: &RefCell<Option<Marked>>) {
    if marked.borrow().is_some() {
        return;
    }
    let title = document.title();
    document.set_title(&t::friend_your_move_title(title.clone()));
    let link = icon_link(document);
    let icon = link.as_ref().and_then(|l| l.get_attribute("href"));
    let url = link.as_ref().and(marked_icon_url());
    if let (Some(link), Some(url)) = (&link, &url) {
        let _ = link.set_attribute("href", url);
    }
    let notification = super::notify_toggle::wanted()
        .then(|| notify(&title))
        .flatten();
    *marked.borrow_mut() = Some(Marked {
        title,
        notification,
        icon,
        url,
    });
}

fn unmark(document: &web_sys::Document, marked: &RefCell<Option<Marked>>) {
    let Some(was) = marked.borrow_mut().take() else {
        return;
    };
    document.set_title(&was.title);
    if let Some((notification, _)) = was.notification {
        notification.close();
    }
    if let (Some(link), Some(icon)) = (icon_link(document), was.icon) {
        let _ = link.set_attribute("href", &icon);
    }
    if let Some(url) = was.url {
        let _ = web_sys::Url::revoke_object_url(&url);
    }
}

/// Marks the tab when `your_turn` becomes true while the tab is hidden; unmarks it when
/// the tab is seen, the turn passes or the component goes.
#[hook]
pub fn use_turn_cue(your_turn: bool) {
    let marked = use_mut_ref(|| None::<Marked>);
    {
        let marked = marked.clone();
        use_effect_with(your_turn, move |&turn| {
            if let Some(document) = document() {
                if !turn {
                    unmark(&document, &marked);
                } else if document.hidden() {
                    mark(&document, &marked);
                }
            }
        });
    }
    use_effect_with((), move |_| {
        let seen = document().map(|document| {
            let marked = marked.clone();
            EventListener::new(&document, "visibilitychange", move |_| {
                if let Some(document) = self::document().filter(|d| !d.hidden()) {
                    unmark(&document, &marked);
                }
            })
        });
        move || {
            drop(seen);
            if let Some(document) = document() {
                unmark(&document, &marked);
            }
        }
    });
}
