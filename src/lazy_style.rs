//! Stylesheets out of every first screen: a part of a page drawn later (a value chart,
//! a class room) brings its own stylesheet, from the site's folder.

use yew::prelude::*;

/// A `<link>` to the stylesheet `href` (a file beside index.html, say `charts.css`), drawn
/// with the part that needs it. The browser fetches the file once however many parts
/// link it; until it has arrived (a few milliseconds, from the service worker's cache once
/// the site has been visited) the part is drawn with the page's own styles.
pub fn stylesheet(href: &'static str) -> Html {
    html! { <link rel="stylesheet" {href} /> }
}
