//! The generated names of students in a class room: a native creature or plant, then a
//! colour, both in te reo Māori ("Tūī Kākāriki"). The game service gives each student one
//! that is free in their room; the page shows it. Nothing a student types is ever a name.
//!
//! The words (and their macrons) await review by a te reo Māori speaker.

/// Native birds, a penguin, and trees and plants of Aotearoa.
pub const CREATURES: [&str; 24] = [
    "Tūī",
    "Kererū",
    "Pīwakawaka",
    "Kōtare",
    "Kākā",
    "Kea",
    "Ruru",
    "Tīeke",
    "Pūkeko",
    "Kākāpō",
    "Toroa",
    "Kōtuku",
    "Weka",
    "Kiwi",
    "Hoiho",
    "Riroriro",
    "Korimako",
    "Tōtara",
    "Rimu",
    "Mānuka",
    "Nīkau",
    "Kōwhai",
    "Rātā",
    "Harakeke",
];

/// Colours: green, red, blue, white, black, orange, purple, grey, brown, yellow.
pub const COLOURS: [&str; 10] = [
    "Kākāriki",
    "Whero",
    "Kahurangi",
    "Mā",
    "Pango",
    "Karaka",
    "Waiporoporo",
    "Kiwikiwi",
    "Parauri",
    "Kōwhai",
];

/// The name of `creature` and `colour`: "Tūī Kākāriki".
pub fn name(creature: &str, colour: &str) -> String {
    format!("{creature} {colour}")
}

/// Every name a student may be given, in a fixed order: each creature with each colour,
/// except a name whose two words are the same ("Kōwhai Kōwhai").
pub fn all() -> impl Iterator<Item = String> {
    CREATURES.iter().flat_map(|creature| {
        COLOURS
            .iter()
            .filter(move |colour| *colour != creature)
            .map(move |colour| name(creature, colour))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn no_word_is_listed_twice() {
        assert_eq!(
            CREATURES.iter().collect::<HashSet<_>>().len(),
            CREATURES.len()
        );
        assert_eq!(COLOURS.iter().collect::<HashSet<_>>().len(), COLOURS.len());
    }

    #[test]
    fn the_names_are_distinct_and_enough_for_a_class() {
        let names: Vec<String> = all().collect();
        assert!(names.len() >= 160, "{} names", names.len());
        assert_eq!(names.iter().collect::<HashSet<_>>().len(), names.len());
        assert!(names.contains(&"Tūī Kākāriki".to_string()));
        assert!(!names.contains(&"Kōwhai Kōwhai".to_string()));
        assert!(names.iter().all(|n| n.split(' ').count() == 2));
    }
}
