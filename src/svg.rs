//! Helpers shared by the SVG boards.

use yew::prelude::*;

/// Click and keyboard (Enter, Space) handlers that report `value` on an SVG element
/// acting as a button; `None` for both when it is not clickable now.
pub fn activation<T: Copy + 'static>(
    enabled: bool,
    report: &Callback<T>,
    value: T,
) -> (
    Option<Callback<MouseEvent>>,
    Option<Callback<KeyboardEvent>>,
) {
    if !enabled {
        return (None, None);
    }
    let on_click = report.clone();
    let on_key = report.clone();
    (
        Some(Callback::from(move |_: MouseEvent| on_click.emit(value))),
        Some(Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                on_key.emit(value);
            }
        })),
    )
}
