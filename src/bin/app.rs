//! The page's entry point.

fn main() {
    papa_takaro::crash::install();
    papa_takaro::crash::listen_for_test_panic();
    yew::Renderer::<papa_takaro::App>::new().render();
}
