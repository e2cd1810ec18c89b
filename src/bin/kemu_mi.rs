//! The Moeraki Kemu game's entry point in te reo Māori (the `kemu_mi` bundle, built with
//! the `only-mi` feature; `kemu` is the English one).

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Kemu, papa_takaro::pages::kemu);
}
