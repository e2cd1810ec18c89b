//! The home page's and the Mū tōrere game's entry point in te reo Māori (the `app_mi`
//! bundle, built with the `only-mi` feature; `app` is the English one).

use papa_takaro::route::Bundle;

fn main() {
    papa_takaro::app::start(Bundle::Mu, papa_takaro::pages::mu);
}
