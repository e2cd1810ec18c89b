//! A Tane turn on the screen, for play and the lessons alike: its steps (field,
//! direction, confirm) and their transitions, what the core says it would do, and the
//! panel of its controls.

use crate::kemu::words::direction_label;
use crate::t;
use takaro::core::kemu::{Direction, Event, Field, FieldSet, Move, Position};
use yew::prelude::*;

/// The steps of a Tane turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TaneStep {
    /// No Tane turn is being chosen.
    #[default]
    Off,
    /// Choose one of your full tiles.
    ChooseField,
    /// Choose a direction (and see what it would clear).
    ChooseDirection(Field, Option<Direction>),
}

impl TaneStep {
    /// A Tane turn begins: a field is to be chosen.
    pub fn start() -> TaneStep {
        TaneStep::ChooseField
    }

    /// The Tane goes on `f` (whose direction is still to be chosen). The caller checks
    /// that `f` is a full tile of the player's.
    pub fn pick_field(self, f: Field) -> TaneStep {
        TaneStep::ChooseDirection(f, None)
    }

    /// The Tane faces `d`, once its field is chosen.
    pub fn pick_direction(self, d: Direction) -> TaneStep {
        match self {
            TaneStep::ChooseDirection(f, _) => TaneStep::ChooseDirection(f, Some(d)),
            other => other,
        }
    }

    /// The move of the turn, once its field and direction are chosen.
    pub fn confirm(self) -> Option<Move> {
        match self {
            TaneStep::ChooseDirection(f, Some(d)) => Some(Move::Tane(f, d)),
            _ => None,
        }
    }

    /// The turn is given up.
    pub fn cancel(self) -> TaneStep {
        TaneStep::Off
    }

    pub fn is_off(self) -> bool {
        self == TaneStep::Off
    }

    /// What the turn chosen so far would do in `position` (nothing before its direction).
    pub fn preview(self, position: &Position) -> TanePreview {
        match self {
            TaneStep::ChooseDirection(f, Some(d)) => TanePreview::of(position, f, d),
            _ => TanePreview::default(),
        }
    }
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

/// What the Tane panel's buttons ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaneInput {
    Direction(Direction),
    Confirm,
    Cancel,
}

/// The controls of a Tane turn: choosing the field, then the direction (each button says
/// which fields its line keeps free), then confirming; nothing while no turn is chosen.
/// A plain function, not a component: both callers redraw it with their own state.
pub fn panel(step: TaneStep, on_input: &Callback<TaneInput>) -> Html {
    let send = |input: TaneInput| on_input.reform(move |_: MouseEvent| input);
    let cancel = html! {
        <button onclick={send(TaneInput::Cancel)}>{ t::kemu_tane_cancel() }</button>
    };
    match step {
        TaneStep::Off => html! {},
        TaneStep::ChooseField => html! {
            <div class="tane-panel" role="group" aria-label={t::kemu_tane_turn()}>
                <p>{ t::kemu_tane_choose_field() }</p>
                { cancel }
            </div>
        },
        TaneStep::ChooseDirection(f, chosen) => {
            let buttons = Direction::ALL.iter().map(|&d| {
                let line: Vec<&str> = f.line(d).iter().map(|x| x.name()).collect();
                let clears = if line.is_empty() {
                    t::kemu_tane_no_fields().to_string()
                } else {
                    line.join(", ")
                };
                html! {
                    <button onclick={send(TaneInput::Direction(d))}
                            aria-pressed={(chosen == Some(d)).to_string()}
                            data-direction={d.letter().to_string()}>
                        { t::kemu_tane_face(t::KemuTaneFace { direction: direction_label(d), fields: clears }) }
                    </button>
                }
            });
            html! {
                <div class="tane-panel" role="group" aria-label={t::kemu_tane_direction_group()}>
                    <p>{ t::kemu_tane_choose_direction(f) }</p>
                    <div class="buttons">{ for buttons }</div>
                    <div class="buttons">
                        <button class="primary" disabled={chosen.is_none()}
                                onclick={send(TaneInput::Confirm)}>{ t::kemu_tane_confirm() }</button>
                        { cancel }
                    </div>
                </div>
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::core::kemu::Game;

    #[test]
    fn a_tane_turn_goes_field_direction_confirm_and_can_be_given_up() {
        let d3: Field = "d3".parse().unwrap();
        let c6: Field = "c6".parse().unwrap();
        let step = TaneStep::start();
        assert_eq!(step, TaneStep::ChooseField);
        assert_eq!(step.pick_direction(Direction::North), step, "no field yet");
        assert_eq!(step.confirm(), None);
        let step = step.pick_field(d3);
        assert_eq!(step.confirm(), None, "no direction yet");
        let step = step
            .pick_direction(Direction::West)
            .pick_direction(Direction::North);
        assert_eq!(step, TaneStep::ChooseDirection(d3, Some(Direction::North)));
        assert_eq!(step.confirm(), Some(Move::Tane(d3, Direction::North)));
        assert_eq!(step.pick_field(c6), TaneStep::ChooseDirection(c6, None));
        assert!(step.cancel().is_off() && TaneStep::default().is_off());
    }

    #[test]
    fn the_preview_is_the_cores_once_a_direction_is_chosen() {
        let game = Game::from_record("master a=matau f6 d4 c3 c5 e3 e5 d2 k5 d6 k7").unwrap();
        let p = game.position();
        let d3: Field = "d3".parse().unwrap();
        let chosen = TaneStep::ChooseDirection(d3, Some(Direction::North));
        assert_eq!(chosen.preview(p), TanePreview::of(p, d3, Direction::North));
        assert!(chosen.preview(p).removed.contains(d3), "its own tile goes");
        assert_eq!(
            TaneStep::ChooseDirection(d3, None).preview(p),
            TanePreview::default()
        );
    }
}
