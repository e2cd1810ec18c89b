//! The switches for sound and motion (issue 41): checkboxes in the header beside the
//! theme ("Sound" and "Reduce motion") and, in projector view, where the header is hidden,
//! "Sound" in the game's settings. The app only draws them, checked as stored under their
//! `data-pref` key, with no handler of its own (as `src/export.rs` draws its checkbox):
//! static/sound.js, which static/boot.js loads on the first gesture, keeps a choice
//! there, plays the sounds and moves the pieces by what the board shows, and
//! static/style.css stops every animation while "Reduce motion" is checked
//! (docs/sound.md). So the first screens carry no audio code, and nothing here runs after
//! a move.

use yew::prelude::*;

/// A checkbox kept under `key` (`true` or `false`), checked by default if `on`.
fn switch(key: &'static str, on: bool, label: &'static str) -> Html {
    let checked = crate::storage::load_raw(key).map_or(on, |v| v == "true");
    html! { <label class="switch"><input type="checkbox" data-pref={key} {checked} />{ label }</label> }
}

/// The header's switches: sound where the player is (on by default) and reduce motion.
pub fn switches() -> Html {
    html! { <>{ switch("papa-takaro.sound.v1", true, crate::t::sound_switch()) }{ switch("papa-takaro.reduce-motion.v1", false, crate::t::motion_switch()) }</> }
}

/// The projector view's sound switch: a key of its own, off by default (a class does
/// not want 30 devices chiming); embedded games, which show no switch, read it too.
pub fn projector_switch() -> Html {
    switch(
        "papa-takaro.sound-projector.v1",
        false,
        crate::t::sound_switch(),
    )
}
