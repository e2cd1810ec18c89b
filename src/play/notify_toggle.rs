//! "Tell me when it's my move" (issue 41): an opt-in, in a live game this device plays,
//! for a system notification when its move comes while the tab is hidden
//! ([`super::turn_cue`] sends it). The browser is asked for permission only when the
//! player presses the button, never on load; the choice is remembered on this device
//! (`papa-takaro.notify.v1`: `on` or `off`) and nothing else is stored.

use crate::saves::Slot;
use crate::t;
use web_sys::{Notification, NotificationPermission};
use yew::platform::spawn_local;
use yew::prelude::*;

/// Whether the player asked to be told (`on`); anything else is no.
pub const NOTIFY: Slot = Slot::new("papa-takaro.notify.v1");

/// Whether this browser has notifications at all.
fn supported() -> bool {
    web_sys::window()
        .is_some_and(|w| js_sys::Reflect::has(&w, &"Notification".into()).unwrap_or(false))
}

/// Whether a notification is wanted and allowed now.
pub fn wanted() -> bool {
    supported()
        && NOTIFY.read(|text| Some(text == "on")).found() == Some(true)
        && Notification::permission() == NotificationPermission::Granted
}

/// What the button and the note beside it say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Told {
    On,
    Off,
    /// The browser's settings refuse notifications for this site.
    Blocked,
    /// No notifications in this browser.
    Unsupported,
}

fn current() -> Told {
    if !supported() {
        return Told::Unsupported;
    }
    match Notification::permission() {
        NotificationPermission::Denied => Told::Blocked,
        NotificationPermission::Granted
            if NOTIFY.read(|t| Some(t == "on")).found() == Some(true) =>
        {
            Told::On
        }
        _ => Told::Off,
    }
}

/// The toggle, with a note when the browser cannot or will not show notifications.
#[function_component(NotifyToggle)]
pub fn notify_toggle() -> Html {
    let told = use_state(current);
    let onclick = {
        let told = told.clone();
        Callback::from(move |_: MouseEvent| {
            if *told == Told::On {
                NOTIFY.write("off");
                told.set(Told::Off);
                return;
            }
            let told = told.clone();
            spawn_local(async move {
                let asked =
                    Notification::request_permission().map(wasm_bindgen_futures::JsFuture::from);
                if let Ok(asked) = asked {
                    let _ = asked.await;
                }
                if Notification::permission() == NotificationPermission::Granted {
                    NOTIFY.write("on");
                }
                told.set(current());
            });
        })
    };
    let note = match *told {
        Told::Blocked => Some(t::friend_notify_blocked()),
        Told::Unsupported => Some(t::friend_notify_unsupported()),
        _ => None,
    };
    html! {
        <p class="notify" data-testid="friend-notify" data-notify={if *told == Told::On { "on" } else { "off" }}>
            if *told != Told::Unsupported {
                <button type="button" aria-pressed={if *told == Told::On { "true" } else { "false" }} {onclick}
                        disabled={*told == Told::Blocked}>
                    { t::friend_notify() }
                </button>
            }
            if let Some(note) = note {
                { " " }<span class="note">{ note }</span>
            }
        </p>
    }
}
