//! Why a Mū tōrere game link (`&position=`, `&record=`) cannot be opened, said in the
//! page's words.

use crate::t;
use std::fmt;
use takaro::core::mu_torere::{ParsePositionError, ParseRecordError};

/// Why a game link cannot be opened (read where friend play is built in, the learning
/// bundle, only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MuLinkError {
    /// The set-up position cannot be read.
    Position(ParsePositionError),
    /// The record cannot be read, or plays a move the rules refuse.
    Record(ParseRecordError),
}

impl fmt::Display for MuLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self {
            MuLinkError::Position(e) => e.to_string(),
            MuLinkError::Record(e) => record_error(e),
        };
        f.write_str(&t::mu_link_unreadable(why))
    }
}

impl std::error::Error for MuLinkError {}

/// Why a game link's record cannot be read, in words.
fn record_error(e: &ParseRecordError) -> String {
    match e {
        ParseRecordError::BadToken { index, token } => t::mu_link_bad_point(t::MuLinkBadPoint {
            number: index + 1,
            token: token.as_str(),
        }),
        ParseRecordError::Illegal { index, error } => t::mu_link_illegal(t::MuLinkIllegal {
            number: index + 1,
            reason: super::state::reason(error),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mu::play::MuTorere;
    use crate::play::Saving;
    use crate::route::Query;

    fn opened(query: &str) -> Option<Result<(), MuLinkError>> {
        MuTorere::shared(&MuTorere::presets(&Query::parse(query))).map(|r| r.map(|_| ()))
    }

    #[test]
    fn a_link_that_cannot_be_opened_says_why_in_the_catalogues_words() {
        assert_eq!(opened("?game=mu-torere"), None);
        assert_eq!(opened("?game=mu-torere&record=4+5"), Some(Ok(())));
        let Some(Err(e)) = opened("?game=mu-torere&record=9") else {
            panic!("not a point");
        };
        assert!(matches!(e, MuLinkError::Record(_)), "{e:?}");
        assert_eq!(
            e.to_string(),
            "The game link could not be read (move 1: “9” is not a point (0 to 8)); \
             your game is unchanged."
        );
        let Some(Err(e)) = opened("?game=mu-torere&position=nonsense") else {
            panic!("not a position");
        };
        let MuLinkError::Position(why) = &e else {
            panic!("{e:?}");
        };
        assert_eq!(e.to_string(), t::mu_link_unreadable(why.to_string()));
    }
}
