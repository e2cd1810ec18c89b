//! Helpers shared by the SVG boards.

use yew::prelude::*;

/// A number for an SVG attribute, to three decimals without trailing zeros ("12",
/// "-0.5", "62.225"). Written with integers: Rust's float formatting would add about
/// 4 KB (gzipped) to the first screen's download, and nothing else there needs it.
pub fn num(x: f64) -> String {
    let thousandths = (x * 1000.0).round() as i64;
    let sign = if thousandths < 0 { "-" } else { "" };
    let (whole, frac) = (thousandths.abs() / 1000, thousandths.abs() % 1000);
    if frac == 0 {
        return format!("{sign}{whole}");
    }
    let frac = format!("{frac:03}");
    format!("{sign}{whole}.{}", frac.trim_end_matches('0'))
}

/// `x,y` for an SVG list of points.
pub fn pair(x: f64, y: f64) -> String {
    format!("{},{}", num(x), num(y))
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_to_three_decimals() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(-0.5), "-0.5");
        assert_eq!(num(62.2254), "62.225");
        assert_eq!(num(-62.2256), "-62.226");
        assert_eq!(num(0.0004), "0");
        assert_eq!(num(-0.0004), "0");
        assert_eq!(num(0.05), "0.05");
        assert_eq!(pair(1.5, -2.0), "1.5,-2");
    }
}
