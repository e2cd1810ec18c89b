//! The paper a printable sheet is laid out for.

/// The paper a sheet is laid out for (`&paper=a4|a3|letter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    A4,
    A3,
    Letter,
}

impl Paper {
    pub const ALL: [Paper; 3] = [Paper::A4, Paper::A3, Paper::Letter];

    pub fn code(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::A3 => "a3",
            Paper::Letter => "letter",
        }
    }

    /// Width and height of the sheet in millimetres, portrait.
    pub fn size_mm(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::A3 => (297.0, 420.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    pub(super) fn named(code: &str) -> Option<Paper> {
        Paper::ALL.into_iter().find(|p| p.code() == code)
    }

    /// The paper usual where a browser's language tag (`en-US`, `mi-NZ`) points: Letter
    /// in the Americas that use it, else A4.
    pub fn for_locale(tag: &str) -> Paper {
        const LETTER: [&str; 9] = ["US", "CA", "MX", "PH", "CL", "CO", "VE", "PR", "GT"];
        let region = tag.split(['-', '_']).skip(1).find(|part| part.len() == 2);
        match region {
            Some(r) if LETTER.iter().any(|l| l.eq_ignore_ascii_case(r)) => Paper::Letter,
            _ => Paper::A4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_americas_that_use_letter_get_letter() {
        assert_eq!(Paper::for_locale("en-US"), Paper::Letter);
        assert_eq!(Paper::for_locale("es_MX"), Paper::Letter);
        assert_eq!(Paper::for_locale("mi-NZ"), Paper::A4);
        assert_eq!(Paper::for_locale("en"), Paper::A4);
        assert_eq!(Paper::for_locale("zh-Hant-TW"), Paper::A4);
    }
}
