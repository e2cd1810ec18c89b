//! The app's first render, in short steps and shown at once.
//!
//! Drawn in one go, a large screen (Moeraki Kemu's board: 56 fields and 57 hollows, each
//! with its listeners) keeps the browser busy for one long task, during which a tap on
//! the pre-rendered first screen waits. So the app is drawn into a host element kept out
//! of the page ([`host`]), starting in a task after the WebAssembly's own start; a
//! component draws its heavy parts a step at a time, each step in a task of its own
//! ([`use_steps`]); once the last step is drawn, the host takes the first screen's place
//! and `papa-takaro:ready` tells static/boot.js to take the first screen away. Nothing is
//! seen or found in the page half drawn, and what must wait for the page (the embedding
//! page's messages) waits ([`when_shown`]). After that, steps are drawn at once.

use gloo::timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use web_sys::{Element, Event};
use yew::prelude::*;

thread_local! {
    /// Components whose steps are still to be drawn before the app is shown.
    static WAITING: Cell<u32> = const { Cell::new(0) };
    /// Whether the app is shown (its first render complete).
    static SHOWN: Cell<bool> = const { Cell::new(false) };
    /// The host, until it is put on the page.
    static HOST: RefCell<Option<Element>> = const { RefCell::new(None) };
    /// What waits for the app to be on the page (`None` once it is).
    static WAITING_FOR_PAGE: RefCell<Option<Vec<Deferred>>> = RefCell::new(Some(Vec::new()));
}

/// Something to do once the app is on the page.
type Deferred = Box<dyn FnOnce()>;

/// Runs `then` once the app is on the page: now, or right after it is put there.
pub fn when_shown(then: impl FnOnce() + 'static) {
    let waiting = WAITING_FOR_PAGE.with_borrow_mut(|queue| match queue {
        Some(queue) => {
            queue.push(Box::new(then));
            None
        }
        None => Some(then),
    });
    if let Some(then) = waiting {
        then();
    }
}

/// The element the app is drawn into: a `<div class="app">`, put first in the body once
/// drawn (`display: contents`, so the page's layout is the body's).
pub fn host() -> Option<Element> {
    let host = web_sys::window()?.document()?.create_element("div").ok()?;
    host.set_class_name("app");
    HOST.set(Some(host.clone()));
    Some(host)
}

/// Off the browser (the first screens' build step): every step is drawn at once, as in an
/// app already shown.
#[cfg(feature = "ssr")]
pub fn draw_at_once() {
    SHOWN.set(true);
}

/// Shows the app, in a task of its own, once no step is waiting to be drawn: called when
/// a component has drawn its last step (the shell's own is the last).
fn settle() {
    if SHOWN.get() || WAITING.get() > 0 {
        return;
    }
    SHOWN.set(true);
    Timeout::new(0, show).forget();
}

/// Puts the host on the page first in the body, where static/boot.js put the first
/// screen (the loader finds the app's elements by the same paths), and says so
/// (`papa-takaro:ready`): the loader takes the first screen away and makes again the
/// clicks it took.
fn show() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    if let (Some(host), Some(body)) = (HOST.take(), document.body()) {
        let _ = body.prepend_with_node_1(&host);
    }
    if let Ok(ready) = Event::new("papa-takaro:ready") {
        let _ = window.dispatch_event(&ready);
    }
    // The browser went to the address's `#fragment` before the app was on the page; the
    // first screen, if it had one, is gone now. Not when the reader has scrolled since.
    // (`scrollY` is read only then: reading it lays the page out at once.)
    let fragment = window.location().hash().unwrap_or_default();
    if let Some(target) = fragment
        .strip_prefix('#')
        .and_then(|id| document.get_element_by_id(id))
    {
        if window.scroll_y().is_ok_and(|y| y == 0.0) {
            target.scroll_into_view();
        }
    }
    for then in WAITING_FOR_PAGE.take().unwrap_or_default() {
        then();
    }
}

/// No longer waited for: its last step drawn, or the component gone.
fn done(counted: &RefCell<bool>) {
    if counted.replace(false) {
        WAITING.set(WAITING.get() - 1);
        settle();
    }
}

/// How many of a component's `count` steps to draw: before the app is shown, none at
/// first and one more in each following task; after, all of them.
#[hook]
pub fn use_steps(count: u8) -> u8 {
    let counted: Rc<RefCell<bool>> = use_mut_ref(|| {
        let waiting = !SHOWN.get();
        if waiting {
            WAITING.set(WAITING.get() + 1);
        }
        waiting
    });
    let drawn = use_state(|| if *counted.borrow() { 0 } else { count });
    {
        let next = drawn.setter();
        let counted = counted.clone();
        use_effect_with(*drawn, move |&now| {
            let timer = (now < count).then(|| Timeout::new(0, move || next.set(now + 1)));
            if now >= count {
                done(&counted);
            }
            move || drop(timer)
        });
    }
    use_effect_with((), move |_| move || done(&counted));
    *drawn
}
