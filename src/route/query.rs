//! The address's query ([`Query`]): read and written as `form_urlencoded` does (tests
//! compare the two; the crate itself is only in the tests).

use std::borrow::Cow;

/// A query string: its key/value pairs in the address's order, read as `form_urlencoded`
/// reads them ([`decode`]) and, once edited, written as its serializer writes them ([`encode`]),
/// so every key and value is decoded and encoded the same way (`l%61ng=mi` is `lang=mi`;
/// a `+` is a space). It keeps the text it was given (without the `?`) and decodes the
/// pairs when asked, which keeps the first screens' code small.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query(String);

impl Query {
    /// Reads a query string, with or without the leading `?`.
    pub fn parse(query: &str) -> Query {
        Query(query.strip_prefix('?').unwrap_or(query).to_string())
    }

    /// The query as a link writes it: `?` and its pairs, or nothing when it has none.
    pub fn to_link(&self) -> String {
        if self.0.is_empty() {
            String::new()
        } else {
            let mut link = String::from("?");
            link.push_str(&self.0);
            link
        }
    }

    /// The query as it is written, without the `?`.
    pub fn text(&self) -> &str {
        &self.0
    }

    /// Its pairs, decoded, in order, as `form_urlencoded::parse` reads them (a test
    /// compares the two): split at each `&` (empty pairs left out), then at the first `=`.
    pub fn pairs(&self) -> impl Iterator<Item = (Cow<'_, str>, Cow<'_, str>)> {
        self.0
            .split('&')
            .filter(|pair| !pair.is_empty())
            .map(|pair| {
                let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
                (decode(key), decode(value))
            })
    }

    /// The value of `key`, decoded: its last one when the address gives it more than once.
    pub fn get(&self, key: &str) -> Option<Cow<'_, str>> {
        self.pairs()
            .filter(|(k, _)| k == key)
            .last()
            .map(|(_, v)| v)
    }

    /// Whether the switch `key` is on: given, and not `0` (`&embed=1`, `&about`).
    pub fn is_on(&self, key: &str) -> bool {
        self.get(key).is_some_and(|v| v != "0")
    }

    /// This query with `key` set to `value` (once, at the end) or, with `None`, without
    /// it; the other pairs keep their order. Every pair is written encoded ([`encode`]).
    pub fn with(&self, key: &str, value: Option<&str>) -> Query {
        let mut out = String::new();
        for (k, v) in self.pairs() {
            if k != key {
                push_pair(&mut out, &k, &v);
            }
        }
        if let Some(value) = value {
            push_pair(&mut out, key, value);
        }
        Query(out)
    }
}

/// Appends `key=value`, encoded, after an `&` unless it is the first pair.
fn push_pair(out: &mut String, key: &str, value: &str) {
    if !out.is_empty() {
        out.push('&');
    }
    encode(key, out);
    out.push('=');
    encode(value, out);
}

/// A key or value decoded as `form_urlencoded` decodes it (a test compares the two): a
/// `+` is a space, `%XX` the byte of two hex digits (a `%` without them stays as it is),
/// and bytes that are not UTF-8 become U+FFFD. Written here because the crate's decoder
/// cost every bundle about 2 KB (raw) of code.
fn decode(text: &str) -> Cow<'_, str> {
    if !text.contains(['+', '%']) {
        return Cow::Borrowed(text);
    }
    let bytes = text.as_bytes();
    let hex = |at: usize| bytes.get(at).and_then(|&b| char::from(b).to_digit(16));
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        at += 1;
        out.push(match byte {
            b'+' => b' ',
            b'%' => match (hex(at), hex(at + 1)) {
                (Some(high), Some(low)) => {
                    at += 2;
                    (high * 16 + low) as u8
                }
                _ => b'%',
            },
            _ => byte,
        });
    }
    Cow::Owned(String::from_utf8_lossy(&out).into_owned())
}

/// Appends `text` encoded as `form_urlencoded`'s serializer encodes it (a test compares
/// the two): ASCII letters, digits and `*-._` as they are, a space as `+`, every other
/// byte as `%XX`. Written here because the serializer's table of escapes would cost the
/// first screens about 1 KB.
fn encode(text: &str, out: &mut String) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    for &byte in text.as_bytes() {
        match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                out.push(char::from(byte));
            }
            b' ' => out.push('+'),
            _ => {
                out.push('%');
                out.push(char::from(HEX[usize::from(byte >> 4)]));
                out.push(char::from(HEX[usize::from(byte & 15)]));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_decoded_as_form_urlencoded_decodes_them() {
        let mut queries: Vec<String> = [
            "",
            "&",
            "&&a",
            "a",
            "a=",
            "=",
            "=b",
            "a=b=c",
            "a=1&b=2&a=3",
            "l%61ng=mi",
            "tier=master+auge",
            "tier=master%2Bauge",
            "a+b=c+d",
            "%",
            "%%",
            "%4",
            "%4g=%g4",
            "%41%42",
            "%e2%82%ac",
            "%E2%82",
            "%ff",
            "%C3%A9=%c3",
            "x=%25%32%30",
            "ā=é",
            "a=%00",
            "&a=1&&b&",
            "%2",
            "a%3Db=c%26d",
            "%F0%9F%98%80",
            "%ED%A0%80",
        ]
        .iter()
        .map(|q| q.to_string())
        .collect();
        // Every pair of characters from a small alphabet, a few times over.
        let alphabet = ['a', '=', '&', '+', '%', '2', 'B', 'f', 'F', 'ā', 'c', '3'];
        for a in alphabet {
            for b in alphabet {
                for c in ['%', 'F', '&', '='] {
                    queries.push(format!("{a}{b}{c}{a}{b}"));
                    queries.push(format!("%{c}{a}%{b}{c}"));
                }
            }
        }
        for query in &queries {
            let ours: Vec<(String, String)> = Query::parse(query)
                .pairs()
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect();
            let theirs: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect();
            assert_eq!(ours, theirs, "{query:?}");
        }
    }

    #[test]
    fn pairs_are_encoded_as_form_urlencoded_encodes_them() {
        let every_byte: String = (0..=0x7f_u8)
            .map(char::from)
            .chain("āé€😀".chars())
            .collect();
        for text in [every_byte.as_str(), "", "master+auge", "bAx!Bcd.~Dn", "a b"] {
            let mut ours = String::new();
            encode(text, &mut ours);
            let theirs: String = form_urlencoded::byte_serialize(text.as_bytes()).collect();
            assert_eq!(ours, theirs, "{text:?}");
        }
    }
}
