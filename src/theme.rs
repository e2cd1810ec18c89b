//! The colour themes: `data-theme` on `<html>`, which static/style.css colours, chosen
//! with `&theme=` in the address or the header's control.

use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    Light,
    Dark,
    /// High contrast.
    Contrast,
}

impl Theme {
    pub const ALL: [Theme; 3] = [Theme::Light, Theme::Dark, Theme::Contrast];

    /// Its name in `&theme=`, in `data-theme` and in the saved choice.
    pub fn code(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }
}

/// The theme a device asks for when none is chosen: the first whose media query matches
/// (`all` always does). static/boot.js reads the same list from the build's facts.
pub const SYSTEM_THEMES: [(&str, Theme); 3] = [
    ("(prefers-contrast: more)", Theme::Contrast),
    ("(prefers-color-scheme: dark)", Theme::Dark),
    ("all", Theme::Light),
];

/// The theme a device asks for ([`SYSTEM_THEMES`]), `matches` telling which media queries
/// it matches.
pub fn system(matches: impl Fn(&str) -> bool) -> Theme {
    SYSTEM_THEMES
        .into_iter()
        .find(|(query, _)| matches(query))
        .map_or(Theme::Light, |(_, theme)| theme)
}

/// A name that is none of the themes' codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownTheme;

impl fmt::Display for UnknownTheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a theme (light, dark or contrast)")
    }
}

/// Reads a theme's [`code`](Theme::code), exactly.
impl FromStr for Theme {
    type Err = UnknownTheme;
    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        match s {
            "light" => Ok(Theme::Light),
            "dark" => Ok(Theme::Dark),
            "contrast" => Ok(Theme::Contrast),
            _ => Err(UnknownTheme),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_and_others_are_refused() {
        for theme in Theme::ALL {
            assert_eq!(theme.code().parse(), Ok(theme));
        }
        assert_eq!("Dark".parse::<Theme>(), Err(UnknownTheme));
        assert_eq!("".parse::<Theme>(), Err(UnknownTheme));
    }
}
