//! Where a finished Moeraki Kemu game offers its analysis. The analysis itself
//! ([`super::analysis`]: the engine's questions, the chart, the marks in words) lives in
//! the learning bundle, which gives it to the game screen through [`Analyser`]; the
//! first screen's bundle has no analyser, so there "Analyse the game" is a link to the
//! same game on the analysis page (`&analyse=1`, drawn by the learning bundle), and the
//! first screen carries none of the analysis' code or words.

use crate::route::{current_query, with_param};
use crate::t;
use takaro::core::kemu::Game;
use yew::prelude::*;

/// Draws the analysis of a finished game: the game, the move the board shows, and the
/// callback that shows the board after a move.
pub type AnalysisView = fn(&Game, usize, &Callback<usize>) -> Html;

/// The analysis a page provides (a context), if its bundle has one.
#[derive(Clone)]
pub struct Analyser(pub AnalysisView);

impl PartialEq for Analyser {
    /// A page has at most one analyser, provided once: any two are the same.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

#[derive(Properties, PartialEq)]
pub struct AnalysisSlotProps {
    /// The finished game.
    pub game: Game,
    /// The move after which the board shows the game.
    pub shown: usize,
    /// Shows the board after that many moves.
    pub on_step: Callback<usize>,
}

/// The analysis where the page can draw it, else the link to the page that does.
#[function_component(AnalysisSlot)]
pub fn analysis_slot(props: &AnalysisSlotProps) -> Html {
    match use_context::<Analyser>() {
        Some(Analyser(view)) => view(&props.game, props.shown, &props.on_step),
        None => html! {
            <div class="analysis">
                <a class="button primary" href={with_param(&current_query(), "analyse", Some("1"))}
                   data-testid="analyse">{ t::kemu_analyse() }</a>
            </div>
        },
    }
}
