//! The first screen's entry point: the home page and both games.

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Play, papa_takaro::pages::play);
}
