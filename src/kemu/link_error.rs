//! Why a Moeraki Kemu game link (`&record=`, and for a friends' match `&earlier=`)
//! cannot be opened, said in the page's words.

use super::words::record_error_text;
use crate::t;
use std::fmt;
use takaro::core::kemu::RecordError;

/// Why a game link cannot be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KemuLinkError {
    /// A later game of a match: it depends on the earlier ball, so it does not stand on
    /// its own.
    LaterGame,
    /// The record cannot be read.
    Record(RecordError),
    /// A friends' match whose games do not make a match by its rules.
    #[cfg(feature = "friends")]
    Match(takaro::core::kemu::MatchLinkError),
}

impl fmt::Display for KemuLinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KemuLinkError::LaterGame => f.write_str(t::kemu_link_later_game()),
            KemuLinkError::Record(e) => f.write_str(&t::kemu_link_unreadable(record_error_text(e))),
            #[cfg(feature = "friends")]
            KemuLinkError::Match(_) => f.write_str(t::friend_link_match()),
        }
    }
}

impl std::error::Error for KemuLinkError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kemu::play::Kemu;
    use crate::play::Saving;
    use crate::route::Query;

    #[test]
    fn a_link_that_cannot_be_opened_says_why_in_the_catalogues_words() {
        let opened = |query: &str| Kemu::shared(&Kemu::presets(&Query::parse(query)));
        assert!(opened("?game=kemu").is_none());
        let Some(Err(e)) = opened("?game=kemu&record=zz!!") else {
            panic!("not a record");
        };
        let KemuLinkError::Record(why) = &e else {
            panic!("{e:?}");
        };
        assert_eq!(
            e.to_string(),
            t::kemu_link_unreadable(record_error_text(why))
        );
        assert!(e
            .to_string()
            .starts_with("The shared game link could not be read ("));
        assert_eq!(
            KemuLinkError::LaterGame.to_string(),
            "The shared game link refers to a later game of a match; it was not opened."
        );
    }
}
