//! A game's sides by the codes the page and links write (`green`, `matau`, …): the side
//! of a code, the other side, and the side that moved last.

use super::{played_to, RemotePlay};

/// The side with this code.
pub fn side_of<G: RemotePlay>(code: &str) -> Option<G::Side> {
    G::SIDES.into_iter().find(|s| G::side_code(*s) == code)
}

/// The other side.
pub fn other_side<G: RemotePlay>(side: G::Side) -> G::Side {
    G::SIDES.into_iter().find(|s| *s != side).unwrap_or(side)
}

/// The side that made the last move of `state`.
pub fn last_mover<G: RemotePlay>(state: &G::State) -> Option<G::Side> {
    let played = G::played(state);
    (played > 0)
        .then(|| G::side_to_move(&played_to::<G>(state, played - 1)))
        .flatten()
}
