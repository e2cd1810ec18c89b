//! Zobrist keys for hashing positions (the engine's transposition table uses the hash):
//! one random-looking key for each stone on each hollow, the ball on each hollow, each
//! kind of tile on each field, each blocked field, each tribe's Tane, and the side to
//! move. A position's hash is the XOR of the keys of what it holds.

use super::field::{Field, FIELDS};
use super::hollow::{Hollow, HOLLOWS};
use super::rules::{Tile, Tribe};

/// Kinds of tile a field can hold: full or half, of either tribe.
const TILE_KINDS: usize = 4;

const STONE: usize = 0;
const BALL: usize = STONE + 2 * HOLLOWS;
const TILE: usize = BALL + HOLLOWS;
const BLOCKED: usize = TILE + TILE_KINDS * FIELDS;
const TANE: usize = BLOCKED + FIELDS;
const SIDE: usize = TANE + 2;

/// SplitMix64's finaliser: spreads consecutive numbers over all 64 bits.
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Key `i`, worked out when asked (a few multiplications) rather than kept in a table:
/// a table of random-looking numbers would add its 3 KB to every download, compressed or
/// not.
#[inline]
fn key(i: usize) -> u64 {
    mix((i as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

pub(crate) fn stone(t: Tribe, h: Hollow) -> u64 {
    key(STONE + t.index() * HOLLOWS + h.index())
}
pub(crate) fn ball(h: Hollow) -> u64 {
    key(BALL + h.index())
}
pub(crate) fn tile(f: Field, tile: Tile) -> u64 {
    key(TILE + f.index() * TILE_KINDS + tile.key_index())
}
pub(crate) fn blocked(f: Field) -> u64 {
    key(BLOCKED + f.index())
}
pub(crate) fn tane(t: Tribe) -> u64 {
    key(TANE + t.index())
}
/// Part of the hash while Manaia is to move.
pub(crate) fn manaia_to_move() -> u64 {
    key(SIDE)
}
