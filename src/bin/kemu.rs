//! The Moeraki Kemu game's entry point (the `kemu` bundle), loaded by `static/boot.js`
//! for its address.

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Kemu, papa_takaro::pages::kemu);
}
