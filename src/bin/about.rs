//! The about pages' entry point (both games, both languages), loaded by `static/boot.js`
//! only for their addresses: an about page downloads no lesson, trainer, analysis or print.

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::About, papa_takaro::pages::about);
}
