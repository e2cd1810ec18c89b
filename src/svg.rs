//! Helpers shared by the SVG boards.

use yew::prelude::*;

/// A number for an SVG attribute, to three decimals without trailing zeros ("12",
/// "-0.5", "62.225"). Written digit by digit: Rust's float formatting would add about
/// 4 KB (gzipped) to the first screen's download, and `format!` of an `i64` with
/// padding brings in code nothing else on the first screen needs.
pub fn num(x: f64) -> String {
    let thousandths = (x * 1000.0).round() as i64;
    let mut n = thousandths.unsigned_abs();
    // Written from the last digit back: the fraction's trailing zeros are left out (and
    // its point with them when it is all zeros), and at least one whole digit is written.
    let mut text = [0u8; 24];
    let mut at = text.len();
    let mut place = 0;
    while n > 0 || place < 4 {
        let digit = (n % 10) as u8;
        n /= 10;
        if place >= 3 || digit != 0 || at < text.len() {
            at -= 1;
            text[at] = b'0' + digit;
        }
        place += 1;
        if place == 3 && at < text.len() {
            at -= 1;
            text[at] = b'.';
        }
    }
    if thousandths < 0 {
        at -= 1;
        text[at] = b'-';
    }
    text[at..].iter().map(|&b| char::from(b)).collect()
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
        assert_eq!(num(100.0), "100");
        assert_eq!(num(10.25), "10.25");
        assert_eq!(num(-1234.001), "-1234.001");
        assert_eq!(num(0.5), "0.5");
        assert_eq!(num(-7.0), "-7");
    }
}
