//! The home page's and the Mū tōrere game's entry point in English (the `app` bundle,
//! built with the `only-en` feature; `app_mi` is the te reo Māori one).

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Mu, papa_takaro::pages::mu);
}
