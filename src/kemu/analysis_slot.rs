//! Where a Moeraki Kemu game offers its analysis (of a finished game, or of the moves so
//! far of a game in progress). The analysis itself
//! ([`super::analysis`]: the engine's questions, the chart, the marks in words) lives in
//! the learning bundle, which gives it to the game screen through [`Analyser`]; the
//! first screen's bundle has no analyser, so there "Analyse the game" is a link to the
//! same game on the analysis page (`&analyse=1`, drawn by the learning bundle), and the
//! first screen carries none of the analysis' code or words.

use crate::route::use_address;
use crate::t;
use takaro::core::kemu::Game;
use yew::prelude::*;

/// The fragment the "Analyse the game" link adds to the analysis page's address: the
/// page then brings the analysis into view and focuses it once drawn.
pub const ARRIVED: &str = "#analysis";

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
    /// The game, finished or not.
    pub game: Game,
    /// The move after which the board shows the game.
    pub shown: usize,
    /// Shows the board after that many moves.
    pub on_step: Callback<usize>,
    /// Only the link to the analysis page: nothing where the page draws the analysis
    /// itself (it does so under step-through).
    #[prop_or_default]
    pub offer_only: bool,
}

/// The analysis where the page can draw it, else the link to the page that does.
#[function_component(AnalysisSlot)]
pub fn analysis_slot(props: &AnalysisSlotProps) -> Html {
    let over = props.game.outcome().is_over();
    let here = use_address();
    match use_context::<Analyser>() {
        Some(_) if props.offer_only => Html::default(),
        Some(Analyser(view)) => view(&props.game, props.shown, &props.on_step),
        None => html! {
            <div class="analysis">
                <a class={crate::components::class_list(&[Some("button"), over.then_some("primary")])}
                   href={format!("{}{ARRIVED}", here.with_param("analyse", Some("1")))}
                   data-testid="analyse">{ if over { t::kemu_analyse() } else { t::kemu_analyse_so_far() } }</a>
            </div>
        },
    }
}
