//! The learning pages' entry point (about pages, lessons, trap trainer, printable sheets),
//! loaded by `static/boot.js` only for their addresses.

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Learn, papa_takaro::pages::learn);
}
