//! Real names a teacher types against the generated ones: kept only in this device's
//! local storage (`papa-takaro-class-names:<room>`), never sent anywhere, and shown on
//! the teacher's console only (never on the projector).

use crate::storage;

/// The storage key of a room's real names.
pub fn key(room: &str) -> String {
    format!("papa-takaro-class-names:{room}")
}

/// The real names kept for a room: `(generated name, real name)` pairs.
pub fn load(room: &str) -> Vec<(String, String)> {
    storage::load_raw(&key(room))
        .and_then(|stored| storage::decode(&stored))
        .map(|text| parse(&text))
        .unwrap_or_default()
}

/// Keeps `real` against `generated` (an empty real name forgets it).
pub fn set(room: &str, generated: &str, real: &str) {
    let mut names = load(room);
    names.retain(|(g, _)| g != generated);
    let real = clean(real);
    if !real.is_empty() {
        names.push((generated.to_string(), real));
    }
    storage::save(&key(room), &write(&names));
}

/// The real name kept for a generated one.
pub fn real_name<'a>(names: &'a [(String, String)], generated: &str) -> Option<&'a str> {
    names
        .iter()
        .find(|(g, _)| g == generated)
        .map(|(_, r)| r.as_str())
}

/// One line a name, `generated<TAB>real`; tabs and line breaks typed are spaces.
fn clean(text: &str) -> String {
    text.replace(['\t', '\n', '\r'], " ").trim().to_string()
}

fn write(names: &[(String, String)]) -> String {
    names
        .iter()
        .map(|(g, r)| format!("{g}\t{r}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn parse(text: &str) -> Vec<(String, String)> {
    text.lines()
        .filter_map(|line| line.split_once('\t'))
        .map(|(g, r)| (g.to_string(), r.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_names_are_kept_by_room_and_forgotten_when_emptied() {
        set("room1", "Tūī Kākāriki", "Aroha\tM.");
        set("room1", "Kea Whero", "Ben");
        set("room2", "Kea Whero", "Someone else");
        let names = load("room1");
        assert_eq!(real_name(&names, "Tūī Kākāriki"), Some("Aroha M."));
        assert_eq!(real_name(&names, "Kea Whero"), Some("Ben"));
        set("room1", "Kea Whero", "  ");
        assert_eq!(real_name(&load("room1"), "Kea Whero"), None);
        assert_eq!(real_name(&load("room2"), "Kea Whero"), Some("Someone else"));
    }
}
