//! A Tane turn on the screen: its steps (field, direction, confirm) and what the core
//! says it would do.

use takaro::core::kemu::{Direction, Event, Field, FieldSet, Move, Position};

/// The steps of a Tane turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaneStep {
    Off,
    /// Choose one of your full tiles.
    ChooseField,
    /// Choose a direction (and see what it would clear).
    ChooseDirection(Field, Option<Direction>),
}

/// What a Tane turn would do: the fields its line of sight keeps free, and every tile
/// it removes (the one under the Tane included).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TanePreview {
    pub line: FieldSet,
    pub removed: FieldSet,
}

impl TanePreview {
    /// What turning a Tane on `f` towards `d` would do, as the core previews it: the
    /// tiles it removes and the fields of its line (nothing if the turn is not legal).
    pub fn of(position: &Position, f: Field, d: Direction) -> TanePreview {
        let mut preview = TanePreview::default();
        let Ok((_, events)) = position.preview(Move::Tane(f, d)) else {
            return preview;
        };
        for event in events {
            match event {
                Event::TileRemoved(field, _) => preview.removed.insert(field),
                Event::FieldBlocked(field) => preview.line.insert(field),
                _ => {}
            }
        }
        preview
    }
}
