//! The home page's and the Mū tōrere game's entry point (the `app` bundle).

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Mu, papa_takaro::pages::mu);
}
