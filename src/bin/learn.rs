//! The learning pages' entry point (lessons, trap trainer, the Kemu analysis, games with a
//! friend on another device), loaded by `static/boot.js` only for their addresses.

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Learn, papa_takaro::pages::learn);
}
