//! The page's URL presets: `?game=mu-torere&opponent=perfect&you=white`,
//! `?game=kemu&tier=master&match=5`, and the about pages (`&about=1`).

use crate::kemu::state::Controller;
use takaro::core::kemu::{MatchLength, Tier};
use takaro::core::mu_torere::Side;
use takaro::mu_torere::Level;

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Home,
    MuTorere,
    MuTorereAbout,
    Kemu,
    KemuAbout,
}

impl Page {
    /// The query string that opens this page.
    pub fn query(self) -> &'static str {
        match self {
            Page::Home => "",
            Page::MuTorere => "?game=mu-torere",
            Page::MuTorereAbout => "?game=mu-torere&about=1",
            Page::Kemu => "?game=kemu",
            Page::KemuAbout => "?game=kemu&about=1",
        }
    }
}

/// Who plays against you in Mū tōrere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MuOpponent {
    /// A friend at the same screen.
    Human,
    Computer(Level),
}

impl MuOpponent {
    pub fn code(self) -> &'static str {
        match self {
            MuOpponent::Human => "human",
            MuOpponent::Computer(l) => l.name(),
        }
    }
    pub fn from_code(s: &str) -> Option<MuOpponent> {
        if s == "human" {
            Some(MuOpponent::Human)
        } else {
            s.parse().ok().map(MuOpponent::Computer)
        }
    }
}

/// Everything a URL can preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    pub page: Page,
    pub mu_opponent: Option<MuOpponent>,
    pub mu_you: Option<Side>,
    pub kemu_tier: Option<Tier>,
    pub kemu_auge: bool,
    pub kemu_match: Option<MatchLength>,
    /// Who plays Manaia against you (Matau) in Moeraki Kemu.
    pub kemu_opponent: Option<Controller>,
    /// A shared Kemu game in compact form (`&record=`).
    pub kemu_record: Option<String>,
    /// `&embed=1`: the game alone, without the site's header and footer (for iframes).
    pub embed: bool,
}

/// Reads a query string (with or without the leading `?`). Unknown or bad values are
/// ignored, so a bad link still opens a working page.
pub fn parse(query: &str) -> Route {
    let mut r = Route {
        page: Page::Home,
        mu_opponent: None,
        mu_you: None,
        kemu_tier: None,
        kemu_auge: false,
        kemu_match: None,
        kemu_opponent: None,
        kemu_record: None,
        embed: false,
    };
    let mut about = false;
    let mut game = "";
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        match k {
            "game" => game = v,
            "about" => about = v != "0",
            "opponent" => {
                r.mu_opponent = MuOpponent::from_code(v);
                r.kemu_opponent = Controller::from_code(v);
            }
            "you" => r.mu_you = v.parse().ok(),
            "tier" => {
                r.kemu_auge = v == "master+auge" || v == "master%2Bauge" || v == "auge";
                r.kemu_tier = if r.kemu_auge {
                    Some(Tier::Master)
                } else {
                    Tier::from_code(v)
                };
            }
            "match" => r.kemu_match = v.parse().ok().and_then(MatchLength::from_target),
            "record" if !v.is_empty() => r.kemu_record = Some(v.to_string()),
            "embed" => r.embed = v != "0",
            _ => {}
        }
    }
    r.page = match (game, about) {
        ("mu-torere", false) => Page::MuTorere,
        ("mu-torere", true) => Page::MuTorereAbout,
        ("kemu", false) => Page::Kemu,
        ("kemu", true) => Page::KemuAbout,
        _ => Page::Home,
    };
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mu_torere_presets() {
        let r = parse("?game=mu-torere&opponent=perfect&you=white");
        assert_eq!(r.page, Page::MuTorere);
        assert_eq!(r.mu_opponent, Some(MuOpponent::Computer(Level::Perfect)));
        assert_eq!(r.mu_you, Some(Side::White));
        let r = parse("game=mu-torere&opponent=human");
        assert_eq!(r.mu_opponent, Some(MuOpponent::Human));
        assert_eq!(r.mu_you, None);
    }

    #[test]
    fn mu_opponent_codes_round_trip() {
        let all = [MuOpponent::Human]
            .into_iter()
            .chain(Level::ALL.map(MuOpponent::Computer));
        for o in all {
            assert_eq!(MuOpponent::from_code(o.code()), Some(o));
        }
        for side in Side::ALL {
            let r = parse(&format!("?game=mu-torere&you={side}"));
            assert_eq!(r.mu_you, Some(side));
        }
    }

    #[test]
    fn kemu_presets() {
        let r = parse("?game=kemu&tier=master&match=5");
        assert_eq!(r.page, Page::Kemu);
        assert_eq!(r.kemu_tier, Some(Tier::Master));
        assert_eq!(r.kemu_match, Some(MatchLength::Kiwi));
        assert!(!r.kemu_auge);
        let r = parse("?game=kemu&tier=master%2Bauge&match=10");
        assert!(r.kemu_auge);
        assert_eq!(r.kemu_match, Some(MatchLength::IkaMoana));
        assert_eq!(parse("?game=kemu&match=4").kemu_match, None);
    }

    #[test]
    fn bad_values_are_ignored() {
        let r = parse("?game=chess&opponent=god&you=purple&tier=x");
        assert_eq!(r.page, Page::Home);
        assert_eq!(r.mu_opponent, None);
        assert_eq!(r.mu_you, None);
        assert_eq!(r.kemu_tier, None);
        assert_eq!(parse("").page, Page::Home);
        assert_eq!(parse("?game=kemu&about=1").page, Page::KemuAbout);
        assert!(parse("?game=kemu&embed=1").embed);
        assert!(!parse("?game=kemu").embed);
    }
}
