//! The page's entry point.

fn main() {
    yew::Renderer::<papa_takaro::App>::new().render();
}
