//! The print pages' entry point (the sets to print and play and the worksheets of both
//! games), loaded by `static/boot.js` only for their addresses.

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Print, papa_takaro::pages::print);
}
