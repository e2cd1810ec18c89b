//! The first screen's entry point: the home page and both games.

use papa_takaro::app::{App, AppProps};
use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::crash::install();
    papa_takaro::crash::listen_for_test_panic();
    let props = AppProps {
        bundle: Bundle::Play,
        pages: papa_takaro::pages::play,
    };
    yew::Renderer::<App>::with_props(props).render();
}
