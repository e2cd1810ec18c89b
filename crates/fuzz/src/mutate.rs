//! Byte-level mutations of an input, aware of the text the parsers read: separators,
//! numbers at their limits, case, whitespace beyond ASCII, multi-byte characters, and
//! each target's dictionary of tokens.

use crate::rng::Rng;

/// The longest input a mutation grows (outside text is short: a URL, a record, a save).
pub const MAX_LEN: usize = 4096;

/// Bytes that separate or mark things in some format.
const PUNCTUATION: &[u8] = b" \t\n\r\x0b\x0c\0=&?%+-!~./|,>:;#<\"'\\`_";

/// Characters that are more than one byte, or whitespace beyond ASCII, or that change
/// under case mapping in surprising ways (the Kelvin sign, the long s, dotted I).
const UNICODE: &[&str] = &[
    "ā", "ē", "ī", "ō", "ū", "Ā", "é", "\u{a0}", "\u{2003}", "\u{3000}", "\u{85}", "\u{2028}",
    "\u{200d}", "\u{feff}", "\u{fffd}", "K", "ſ", "İ", "ı", "🪨", "ｇ", "１", "٣",
];

/// Numbers at the edges of the integer types the parsers read into.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "-1",
    "+1",
    "00",
    "01",
    "9",
    "10",
    "11",
    "12",
    "57",
    "255",
    "256",
    "65535",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
];

/// Applies one to eight mutations to `data`, using `dictionary` tokens and `other`
/// (another input, for splicing).
pub fn mutate(rng: &mut Rng, data: &mut Vec<u8>, dictionary: &[&str], other: &[u8]) {
    let n = 1 + (rng.next_u64().trailing_zeros() as usize).min(7);
    for _ in 0..n {
        mutate_once(rng, data, dictionary, other);
    }
    data.truncate(MAX_LEN);
}

fn insert(data: &mut Vec<u8>, at: usize, bytes: &[u8]) {
    let at = at.min(data.len());
    data.splice(at..at, bytes.iter().copied());
}

fn position(rng: &mut Rng, data: &[u8]) -> usize {
    rng.below(data.len() + 1)
}

fn mutate_once(rng: &mut Rng, data: &mut Vec<u8>, dictionary: &[&str], other: &[u8]) {
    match rng.below(14) {
        // Flip one bit.
        0 if !data.is_empty() => {
            let i = rng.below(data.len());
            data[i] ^= 1 << rng.below(8);
        }
        // Replace a byte with a separator or any byte.
        1 if !data.is_empty() => {
            let i = rng.below(data.len());
            data[i] = if rng.one_in(4) {
                rng.next_u64() as u8
            } else {
                *rng.pick(PUNCTUATION)
            };
        }
        // Insert a separator.
        2 => {
            let at = position(rng, data);
            let b = *rng.pick(PUNCTUATION);
            insert(data, at, &[b]);
        }
        // Insert (or overwrite with) a dictionary token.
        3 | 4 if !dictionary.is_empty() => {
            let token = rng.pick(dictionary).as_bytes();
            let at = position(rng, data);
            if rng.one_in(2) {
                insert(data, at, token);
            } else {
                let end = (at + token.len()).min(data.len());
                data.splice(at..end, token.iter().copied());
            }
        }
        // Delete a range.
        5 if !data.is_empty() => {
            let at = rng.below(data.len());
            let len = 1 + rng.below(8.min(data.len() - at));
            data.drain(at..at + len);
        }
        // Duplicate a range.
        6 if !data.is_empty() => {
            let at = rng.below(data.len());
            let len = 1 + rng.below(16.min(data.len() - at));
            let copy = data[at..at + len].to_vec();
            let to = position(rng, data);
            insert(data, to, &copy);
        }
        // A multi-byte or odd character.
        7 => {
            let at = position(rng, data);
            let c = rng.pick(UNICODE).as_bytes();
            insert(data, at, c);
        }
        // Swap the case of an ASCII letter.
        8 if !data.is_empty() => {
            let i = rng.below(data.len());
            if data[i].is_ascii_alphabetic() {
                data[i] ^= 0x20;
            }
        }
        // Splice: our start, the other's end.
        9 if !other.is_empty() => {
            let cut = position(rng, data);
            let from = rng.below(other.len());
            data.truncate(cut);
            data.extend_from_slice(&other[from..]);
        }
        // Truncate.
        10 if !data.is_empty() => {
            let len = rng.below(data.len());
            data.truncate(len);
        }
        // Replace a run of digits (or insert) a number at a limit.
        11 => {
            let number = rng.pick(NUMBERS).as_bytes();
            let start = data.iter().position(|b| b.is_ascii_digit());
            match start {
                Some(s) if rng.one_in(2) => {
                    let end = data[s..]
                        .iter()
                        .position(|b| !b.is_ascii_digit())
                        .map_or(data.len(), |e| s + e);
                    data.splice(s..end, number.iter().copied());
                }
                _ => {
                    let at = position(rng, data);
                    insert(data, at, number);
                }
            }
        }
        // Repeat the whole input (long inputs).
        12 if !data.is_empty() && data.len() < MAX_LEN / 2 => {
            let copy = data.clone();
            data.extend_from_slice(&copy);
        }
        // Swap two bytes.
        _ if data.len() >= 2 => {
            let i = rng.below(data.len());
            let j = rng.below(data.len());
            data.swap(i, j);
        }
        _ => {
            let b = rng.next_u64() as u8;
            data.push(b);
        }
    }
}

/// Random bytes, mostly printable ASCII, of length up to 64.
pub fn random_bytes(rng: &mut Rng) -> Vec<u8> {
    let len = rng.below(65);
    (0..len)
        .map(|_| {
            if rng.one_in(8) {
                rng.next_u64() as u8
            } else {
                b' ' + rng.below(95) as u8
            }
        })
        .collect()
}
