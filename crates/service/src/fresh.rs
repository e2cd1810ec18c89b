//! Values the service makes new for a request: ids (of games and class rooms), join
//! codes and secrets from the system's random numbers, and the time now.

use crate::protocol::Secret;
use std::time::{SystemTime, UNIX_EPOCH};

/// The letters of a join code: no 0/O, 1/I/L, U.
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTVWXYZ";

/// Seconds since 1970.
pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    getrandom::getrandom(&mut bytes).expect("the system's random numbers");
    bytes
}

/// A random number below `n` (0 when `n` is 0).
pub fn below(n: usize) -> usize {
    if n == 0 {
        return 0;
    }
    (u64::from_le_bytes(random_bytes::<8>()) % n as u64) as usize
}

/// A game's or a room's id: 120 random bits, 24 letters of lower-case base 32
/// ([`crate::store::is_game_id`]).
pub fn id() -> String {
    data_encoding::BASE32_NOPAD
        .encode(&random_bytes::<15>())
        .to_ascii_lowercase()
}

/// A join code: 6 letters of [`CODE_ALPHABET`].
pub fn code() -> String {
    random_bytes::<6>()
        .iter()
        .map(|b| CODE_ALPHABET[usize::from(*b) % CODE_ALPHABET.len()] as char)
        .collect()
}

/// A secret of 128 random bits (an invitation, a room's watch key).
pub fn secret() -> Secret {
    Secret::try_from(data_encoding::BASE64URL_NOPAD.encode(&random_bytes::<16>()))
        .expect("22 URL-safe letters")
}

/// A code as typed ("abc def") in its normal form, if it can be a join code at all.
pub fn normal_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == 6 && code.bytes().all(|b| CODE_ALPHABET.contains(&b))).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn made_values_have_their_forms() {
        assert!(crate::store::is_game_id(&id()));
        assert_eq!(normal_code(&code().to_ascii_lowercase()).unwrap().len(), 6);
        assert_eq!(normal_code("abu-2de"), None, "no U");
        assert_eq!(normal_code("ABC DEF"), Some("ABCDEF".into()));
        assert_eq!(normal_code("ABCDE1"), None);
        assert!(below(3) < 3);
        assert_eq!(below(0), 0);
    }
}
