//! The page's address: the one place the app reads its query string and the one place it
//! changes it, and the Yew context ([`Address`]) through which the pages read it while
//! they draw. The shell renews the context whenever the address changes in place (a
//! page's own change, the theme, the view, the back button), so every link drawn from it
//! keeps the current settings.

use super::{keeping_settings, with_param};
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;
use yew::prelude::*;

thread_local! {
    /// The page's query string as the app knows it: read from the location bar when first
    /// asked for and after the browser's back and forward buttons ([`reread_address`]),
    /// and set by the app's own changes to it ([`replace_query`], [`push_query`]). Off the
    /// browser, what [`set_address`] gave.
    static QUERY: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Told when the query changes: the shell, which renews the context.
    static WATCHER: RefCell<Option<Callback<()>>> = const { RefCell::new(None) };
    /// The page's origin and path, read from the location bar once (the app changes only
    /// the query).
    static PAGE: OnceCell<Option<String>> = const { OnceCell::new() };
}

/// The page's query string, as it is now. Drawing reads [`use_address`] instead; this is
/// for what happens later (a click, a message).
pub fn current_query() -> String {
    QUERY.with_borrow_mut(|query| query.get_or_insert_with(location_query).clone())
}

/// A link to another page that keeps the current page's settings (see
/// [`keeping_settings`]), for what happens later; drawing uses [`Address::link_to`].
pub fn link_to(target: &str) -> String {
    keeping_settings(target, &current_query())
}

/// Reads the address from the location bar again (it changed under the app: the
/// browser's back or forward button).
pub fn reread_address() {
    QUERY.set(None);
    tell_watcher();
}

/// Sets the address the app knows: its own change to the location bar, or, off the
/// browser, the address a first screen is rendered for (crates/build/src/first_screens.rs).
pub fn set_address(query: &str) {
    QUERY.set(Some(query.to_string()));
    tell_watcher();
}

/// Has `on_change` told whenever the address changes, until [`unwatch_address`] (the
/// shell; there is one).
pub fn watch_address(on_change: Callback<()>) {
    WATCHER.set(Some(on_change));
}

/// Stops telling the shell.
pub fn unwatch_address() {
    WATCHER.set(None);
}

fn tell_watcher() {
    // Cloned out first: the watcher reads the address.
    if let Some(watcher) = WATCHER.with_borrow(Clone::clone) {
        watcher.emit(());
    }
}

/// The location bar's query string (none off the browser).
fn location_query() -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        return w.location().search().unwrap_or_default();
    }
    String::new()
}

/// The whole address of this page with `query` (what another device opens): origin,
/// path and query.
pub fn whole_address(query: &str) -> Option<String> {
    let page = PAGE.with(|page| {
        page.get_or_init(|| {
            let location = web_sys::window()?.location();
            Some(format!(
                "{}{}",
                location.origin().ok()?,
                location.pathname().ok()?
            ))
        })
        .clone()
    });
    Some(format!("{}{query}", page?))
}

/// Opens another address of this page (a new friend's game, another game's page),
/// kept in the history.
pub fn go_to(query: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().assign(&link_to(query));
    }
}

/// Puts a query in the location bar in place of the current one (an embedding page's
/// `open`, the view and the theme add no entry to the history).
pub fn replace_query(query: &str) {
    show_query(query, false);
}

/// Puts a query in the location bar as a new entry of the history (a page opened by a
/// link of the site's own).
pub fn push_query(query: &str) {
    show_query(query, true);
}

fn show_query(query: &str, push: bool) {
    set_address(query);
    let Some(w) = web_sys::window() else { return };
    let Ok(history) = w.history() else { return };
    let url = format!("{}{query}", w.location().pathname().unwrap_or_default());
    let null = wasm_bindgen::JsValue::NULL;
    let _ = if push {
        history.push_state_with_url(&null, "", Some(&url))
    } else {
        history.replace_state_with_url(&null, "", Some(&url))
    };
}

/// The page's query string as the shell last drew it: a Yew context, so a component that
/// draws links from it is drawn again when the address changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address(Rc<str>);

impl Address {
    /// The address as it is now.
    pub fn current() -> Address {
        Address(current_query().into())
    }

    /// Its query string.
    pub fn query(&self) -> &str {
        &self.0
    }

    /// A link to another page (`target`, its query) keeping this address's settings.
    pub fn link_to(&self, target: &str) -> String {
        keeping_settings(target, &self.0)
    }

    /// This address with `key` set to `value`, or without it (see
    /// [`with_param`](super::with_param)).
    pub fn with_param(&self, key: &str, value: Option<&str>) -> String {
        with_param(&self.0, key, value)
    }
}

/// The page's address while drawing: the shell's context (outside the shell, as in a
/// component's own test, the address as it is now).
#[hook]
pub fn use_address() -> Address {
    use_context::<Address>().unwrap_or_else(Address::current)
}

/// The shell's side: the context's value, renewed whenever the address changes.
#[hook]
pub fn use_address_provider() -> Address {
    let address = use_state_eq(Address::current);
    {
        let setter = address.setter();
        use_effect_with((), move |_| {
            watch_address(Callback::from(move |()| setter.set(Address::current())));
            // A change made before this ran (by a page's first effects) is read now.
            tell_watcher();
            unwatch_address
        });
    }
    (*address).clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_watcher_is_told_of_each_change_and_reads_it() {
        let seen = Rc::new(RefCell::new(Vec::new()));
        let record = seen.clone();
        watch_address(Callback::from(move |()| {
            record.borrow_mut().push(current_query())
        }));
        set_address("?game=kemu");
        set_address("?game=kemu&theme=dark");
        unwatch_address();
        set_address("?game=mu-torere");
        assert_eq!(*seen.borrow(), ["?game=kemu", "?game=kemu&theme=dark"]);
        assert_eq!(current_query(), "?game=mu-torere");
    }

    #[test]
    fn links_drawn_from_the_address_keep_its_settings() {
        let here = Address("?game=kemu&theme=dark&lang=mi&record=x".into());
        assert_eq!(
            here.link_to("?learn=kemu"),
            "?learn=kemu&lang=mi&theme=dark"
        );
        assert_eq!(
            here.with_param("record", None),
            "?game=kemu&theme=dark&lang=mi"
        );
    }
}
