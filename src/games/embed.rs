//! The embed builder's part of the registry (`?embed-builder=1`, `crate::embed_builder`):
//! which kinds of embed each game offers ([`Game::embeds`]), with their values and words,
//! and the frame's title. Each game's own options (their controls, its puzzles or lessons
//! to choose from, what they add to the address) are in its folder
//! (`src/<game>/embed_options.rs`), which `crate::pages::EmbedOptions` hands the builder;
//! the builder names no game.

use super::Game;
use crate::t;

/// A kind of embed a game may offer, in the order the builder lists them (each game's
/// in [`Game::ALL`]'s order, then a live game to watch, which is every game's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EmbedKind {
    /// The whole game with its settings (`?game=<slug>`).
    Play,
    /// A trap-trainer puzzle (`&puzzle=<n>`).
    Puzzle,
    /// A lesson (`?learn=<slug>&lesson=<n>`).
    Lesson,
    /// A position to play on from (`&position=`), typed in.
    Position,
    /// A game's record to step through (`&record=`), typed in.
    Record,
}

impl EmbedKind {
    pub const ALL: [EmbedKind; 5] = [
        EmbedKind::Play,
        EmbedKind::Puzzle,
        EmbedKind::Lesson,
        EmbedKind::Position,
        EmbedKind::Record,
    ];
}

/// A kind of embed a game offers: its value in the builder's form, and its words.
pub struct EmbedOffer {
    pub kind: EmbedKind,
    pub code: &'static str,
    pub label: fn() -> &'static str,
}

impl Game {
    /// The kinds of embed it offers.
    pub fn embeds(self) -> &'static [EmbedOffer] {
        use EmbedKind::*;
        match self {
            Game::MuTorere => &[
                EmbedOffer {
                    kind: Play,
                    code: "mu-game",
                    label: t::embed_kind_mu_game,
                },
                EmbedOffer {
                    kind: Puzzle,
                    code: "mu-puzzle",
                    label: t::embed_kind_mu_puzzle,
                },
                EmbedOffer {
                    kind: Lesson,
                    code: "mu-lesson",
                    label: t::embed_kind_mu_lesson,
                },
                EmbedOffer {
                    kind: Position,
                    code: "mu-position",
                    label: t::embed_kind_mu_position,
                },
            ],
            Game::Kemu => &[
                EmbedOffer {
                    kind: Play,
                    code: "kemu-game",
                    label: t::embed_kind_kemu_game,
                },
                EmbedOffer {
                    kind: Lesson,
                    code: "kemu-lesson",
                    label: t::embed_kind_kemu_lesson,
                },
                EmbedOffer {
                    kind: Record,
                    code: "kemu-record",
                    label: t::embed_kind_kemu_record,
                },
            ],
        }
    }

    /// Its offer of `kind`, if it offers it.
    pub fn embed(self, kind: EmbedKind) -> Option<&'static EmbedOffer> {
        self.embeds().iter().find(|offer| offer.kind == kind)
    }

    /// The embedded frame's title: the site and the game.
    pub fn embed_frame_title(self) -> &'static str {
        match self {
            Game::MuTorere => t::embed_frame_title_mu(),
            Game::Kemu => t::embed_frame_title_kemu(),
        }
    }
}
