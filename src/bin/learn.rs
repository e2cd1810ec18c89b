//! The learning pages' entry point (about pages, lessons, trap trainer), loaded by
//! `static/boot.js` only for their addresses.

use papa_takaro::app::{App, AppProps};
use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::crash::install();
    papa_takaro::crash::listen_for_test_panic();
    let props = AppProps {
        bundle: Bundle::Learn,
        pages: papa_takaro::pages::learn,
    };
    yew::Renderer::<App>::with_props(props).render();
}
