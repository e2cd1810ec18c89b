//! The Moeraki Kemu game's entry point in English (the `kemu` bundle, built with the
//! `only-en` feature; `kemu_mi` is the te reo Māori one), loaded by `static/boot.js`
//! for its address.

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Kemu, papa_takaro::pages::kemu);
}
