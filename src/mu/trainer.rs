//! The trap trainer (`?game=mu-torere&puzzle=<n>`): puzzles found in the solve, played
//! against the perfect defence. The reducer asks the computer ([`Puzzle::judge`]) about
//! every move; the board only draws and reports clicks. A wrong move stays on the board
//! with the defence's best answer to it until the next tap (so a class sees what was
//! tried and why it fails); after two wrong tries, "Show the answer" shows the best move
//! on the board and in words.

use super::board::MuBoard;
use super::lessons::judge::{cannot_move, explain_wrong};
use super::save;
use super::state::{place, rules_name, side_name};
use crate::engine::EngineFailure;
use crate::play::{Thinker, TurnKey};
use crate::random::random_seed;
use crate::t;
use std::rc::Rc;
use takaro::core::mu_torere::{Game, Move, Outcome, Point, RuleSet, Side};
use takaro::mu_torere::{
    analyse_in_game, best_move_in_game, puzzle_rules, puzzles, Goal, Puzzle, Symmetry, Verdict,
};
use takaro::rng::Rng;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// The trainer's state: one puzzle being played.
#[derive(Clone, Debug, PartialEq)]
pub struct TrainerState {
    pub puzzle: Puzzle,
    pub symmetry: Symmetry,
    pub game: Game,
    pub solved: bool,
    /// The last explanation, in words.
    pub message: Option<String>,
    /// Whether the last explanation praises a right move (it then looks unlike a wrong
    /// move's).
    pub praised: bool,
    /// Counts restarts, so the defence's pending reply is dropped.
    pub attempt: u32,
    /// Wrong moves tried at this puzzle (after [`TRIES_BEFORE_ANSWER`], the answer is
    /// offered).
    pub wrong_tries: u32,
    /// The best move here, while it is shown ("Show the answer").
    pub answer: Option<Move>,
    /// A wrong try is on the board with the defence's answer to it: the next tap (or
    /// "Start again") starts the puzzle again.
    pub tried: bool,
}

/// How many wrong tries at a puzzle before "Show the answer" is offered.
pub const TRIES_BEFORE_ANSWER: u32 = 2;

/// What can happen in the trainer.
#[derive(Clone, Debug, PartialEq)]
pub enum TrainerAction {
    Play(Point),
    /// The perfect defence's reply to the position `key` (chosen in an effect).
    Defend {
        key: TurnKey,
        mv: Move,
    },
    /// Start the puzzle again in the same orientation.
    Restart,
    /// Show the best move in the position on the board.
    ShowAnswer,
}

impl TrainerState {
    pub fn new(puzzle: Puzzle, symmetry: Symmetry) -> TrainerState {
        TrainerState {
            puzzle,
            symmetry,
            game: puzzle.game(symmetry),
            solved: false,
            message: None,
            praised: false,
            attempt: 0,
            wrong_tries: 0,
            answer: None,
            tried: false,
        }
    }

    /// Whether "Show the answer" is offered: after two wrong tries, while the learner is
    /// to move (or a try is on the board) and the answer is not already shown.
    pub fn offers_answer(&self) -> bool {
        self.wrong_tries >= TRIES_BEFORE_ANSWER
            && self.answer.is_none()
            && (self.tried || !self.movable().is_empty())
    }

    /// The shown answer in words: "The answer: move your counter from kāwai 2 to the
    /// pūtahi."
    pub fn answer_words(&self) -> Option<String> {
        self.answer.map(|mv| {
            t::learn_mu_trainer_answer(t::LearnMuTrainerAnswer {
                from: place(mv.from),
                to: place(mv.to),
            })
        })
    }

    /// The side the learner plays: the one to move in the puzzle's position.
    pub fn learner(&self) -> Side {
        self.game.positions()[0].to_move()
    }

    /// Whether the defence should reply now.
    pub fn defence_to_move(&self) -> bool {
        !self.solved
            && !self.tried
            && self.game.outcome() == Outcome::Ongoing
            && self.game.position().to_move() != self.learner()
    }

    /// The position the defence is to answer, if it is to move: the attempt counts as
    /// the game, so a restart drops a pending reply.
    pub fn defence_key(&self) -> Option<TurnKey> {
        self.defence_to_move().then(|| TurnKey {
            game_id: self.attempt,
            ply: self.game.moves().len(),
            attempt: 0,
        })
    }

    /// The counters the learner may click.
    pub fn movable(&self) -> Vec<Point> {
        if self.solved || self.tried || self.defence_to_move() {
            return Vec::new();
        }
        self.game.legal_moves().iter().map(|m| m.from).collect()
    }

    /// The status line in words.
    pub fn status(&self) -> String {
        if self.solved {
            return t::learn_mu_trainer_solved_status().to_string();
        }
        if self.tried {
            return t::learn_mu_trainer_tried_status().to_string();
        }
        if self.defence_to_move() {
            return t::learn_mu_trainer_defending(side_name(self.learner().other()));
        }
        t::learn_mu_trainer_your_move(side_name(self.learner()))
    }

    fn restart(&mut self) {
        self.game = self.puzzle.game(self.symmetry);
        self.solved = false;
        self.tried = false;
        self.attempt += 1;
    }

    /// Leaves the wrong move `from` on the board with the defence's best answer to it
    /// (the first of the solve's ranking, so the same every time).
    fn show_wrong_try(&mut self, from: Point) {
        if self.game.play(from).is_ok() && self.game.outcome() == Outcome::Ongoing {
            if let Some((reply, _)) = analyse_in_game(&self.game).first() {
                let _ = self.game.play(reply.from);
            }
        }
        self.tried = true;
        self.attempt += 1;
    }
}

impl Reducible for TrainerState {
    type Action = TrainerAction;

    fn reduce(self: Rc<Self>, action: TrainerAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            TrainerAction::Play(point) => {
                next.praised = false;
                next.answer = None;
                if self.tried {
                    next.restart();
                    next.message = None;
                    return Rc::new(next);
                }
                if self.solved || self.defence_to_move() {
                    next.message = Some(t::learn_mu_trainer_wait().into());
                    return Rc::new(next);
                }
                match self.puzzle.judge(&self.game, point) {
                    Verdict::Illegal(e) => {
                        next.message = Some(cannot_move(&e));
                    }
                    Verdict::Wrong { played, best } => {
                        next.show_wrong_try(point);
                        next.wrong_tries += 1;
                        next.message = Some(t::learn_mu_trainer_wrong(explain_wrong(played, best)));
                    }
                    verdict @ (Verdict::Good | Verdict::Solved) => {
                        if next.game.play(point).is_ok() {
                            next.praised = true;
                            next.solved = verdict == Verdict::Solved;
                            next.message = Some(if next.solved {
                                t::learn_mu_trainer_best().to_string()
                            } else {
                                t::learn_mu_trainer_good().to_string()
                            });
                        }
                    }
                }
            }
            TrainerAction::Defend { key, mv } => {
                if self.defence_key() != Some(key) || next.game.play(mv.from).is_err() {
                    return self;
                }
            }
            TrainerAction::Restart => {
                next.restart();
                next.message = None;
                next.praised = false;
                next.answer = None;
            }
            TrainerAction::ShowAnswer => {
                if !self.offers_answer() {
                    return self;
                }
                // From the puzzle's position when a try is on the board; the solve's best
                // move there (the first of its ranking).
                if self.tried {
                    next.restart();
                }
                next.answer = analyse_in_game(&next.game).first().map(|(mv, _)| *mv);
                next.message = None;
                next.praised = false;
            }
        }
        Rc::new(next)
    }
}

/// The solved puzzles' `rules:number` entries.
fn load_solved() -> Vec<String> {
    save::solved_puzzles()
}

fn solved_entry(puzzle: &Puzzle) -> String {
    format!("{}:{}", puzzle.rules, puzzle.number)
}

/// A random orientation and colouring.
fn random_symmetry() -> Symmetry {
    Symmetry::nth(Rng::new(random_seed()).below(Symmetry::COUNT))
}

/// Puts the puzzle's number and rule set in the location bar (without reloading); the
/// address's other settings (language, theme, embedding) stay.
fn show_address(rules: RuleSet, number: usize) {
    use crate::route::{current_query, replace_query, with_param};
    let rules = (rules != RuleSet::Standard).then(|| rules.to_string());
    let query = with_param(&current_query(), "puzzle", Some(&number.to_string()));
    replace_query(&with_param(&query, "rules", rules.as_deref()));
}

#[derive(Properties, PartialEq)]
pub struct MuTrainerProps {
    /// The puzzle to open, from 1.
    pub puzzle: usize,
    pub rules: RuleSet,
    /// The projector view is on (`&view=projector`).
    #[prop_or_default]
    pub projector: bool,
}

/// The trainer page: chooses the puzzle (and rule set) and plays it.
#[function_component(MuTrainer)]
pub fn mu_trainer(props: &MuTrainerProps) -> Html {
    let rules = use_state(|| props.rules);
    let number = use_state(|| props.puzzle);
    let all = use_memo(*rules, |r| puzzles(*r));
    let solved = use_state(load_solved);
    {
        let (r, n) = (*rules, *number);
        use_effect_with((r, n), move |_| show_address(r, n));
    }
    let on_rules = {
        let rules = rules.clone();
        let number = number.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(r) = select.value().parse::<RuleSet>() {
                rules.set(r);
                number.set(1);
            }
        })
    };
    let on_pick = {
        let number = number.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(n) = select.value().parse::<usize>() {
                number.set(n);
            }
        })
    };
    let on_solved = {
        let solved = solved.clone();
        Callback::from(move |entry: String| {
            let mut list = load_solved();
            if !list.contains(&entry) {
                list.push(entry);
                save::save_solved_puzzles(&list);
            }
            solved.set(list);
        })
    };
    let count = all
        .iter()
        .filter(|p| solved.contains(&solved_entry(p)))
        .count();
    let rule_note = if puzzle_rules(*rules) != *rules {
        Some(t::learn_mu_trainer_rules_note(rules_name(*rules)))
    } else {
        None
    };
    let rules_option = |r: RuleSet| {
        html! { <option value={r.to_string()} selected={*rules == r}>{ rules_name(r) }</option> }
    };
    // What the trainer is, the count solved and the rule set: beside the board.
    let about = html! { <>
        <p class="lead">{ t::learn_mu_trainer_lead() }</p>
        <p class="solved-count" data-testid="solved-count" data-solved={count.to_string()}>
            { t::learn_mu_trainer_solved(t::LearnMuTrainerSolved { solved: crate::i18n::count(count), total: crate::i18n::count(all.len()), rules: rules_name(*rules) }) }
        </p>
        <label>{ format!("{} ", t::learn_mu_trainer_rules()) }
            <select onchange={on_rules} aria-label={t::learn_mu_trainer_rules_label()}>{ for RuleSet::ALL.into_iter().map(rules_option) }</select>
        </label>
        if let Some(note) = rule_note { <p class="rules-note">{ note }</p> }
    </> };
    let puzzle = all.get(number.saturating_sub(1)).copied();
    let body = match puzzle {
        Some(puzzle) => {
            let next = (*number % all.len()) + 1;
            let go_next = {
                let number = number.clone();
                Callback::from(move |_: MouseEvent| number.set(next))
            };
            let options = all.iter().map(|p| {
                let done = if solved.contains(&solved_entry(p)) { " ✓" } else { "" };
                let label = match p.goal {
                    Goal::WinIn(d) => t::learn_mu_trainer_option_win(t::LearnMuTrainerOptionWin { number: p.number, moves: crate::i18n::own_moves(d) }),
                    Goal::AvoidTheTrap => t::learn_mu_trainer_option_avoid(p.number),
                };
                let label = format!("{label}{done}");
                html! { <option value={p.number.to_string()} selected={p.number == *number}>{ label }</option> }
            });
            html! {
                <PuzzlePlay key={format!("{}-{}", puzzle.rules, puzzle.number)} {puzzle} on_solved={on_solved.clone()}>
                    <div class="buttons">
                        <label>{ format!("{} ", t::learn_mu_trainer_puzzle()) }
                            <select onchange={on_pick} aria-label={t::learn_mu_trainer_puzzle_label()}>{ for options }</select>
                        </label>
                        <button onclick={go_next} data-testid="next-puzzle">{ t::learn_mu_trainer_next() }</button>
                        { crate::view::projector_button(props.projector) }
                    </div>
                    { about.clone() }
                </PuzzlePlay>
            }
        }
        None if all.is_empty() => html! { <>
            { about.clone() }
            <p class="message" role="status">{ t::learn_mu_trainer_no_traps(rules_name(*rules)) }</p>
        </> },
        None => html! { <>
            { about.clone() }
            <p class="message" role="status">{ t::learn_mu_trainer_no_puzzle(t::LearnMuTrainerNoPuzzle { number: *number, count: crate::i18n::count(all.len()), rules: rules_name(*rules) }) }</p>
        </> },
    };
    html! {
        <section class="game-screen mu-trainer" aria-labelledby="trainer-title">
            <h1 id="trainer-title">{ t::learn_mu_trainer_title() }</h1>
            { body }
        </section>
    }
}

/// What a puzzle asks, in words.
pub fn goal_words(goal: Goal) -> String {
    match goal {
        Goal::WinIn(1) => t::learn_mu_goal_win_1().to_string(),
        Goal::WinIn(d) => t::learn_mu_goal_win(crate::i18n::own_moves(d)),
        Goal::AvoidTheTrap => t::learn_mu_goal_avoid().to_string(),
    }
}

#[derive(Properties, PartialEq)]
struct PuzzlePlayProps {
    puzzle: Puzzle,
    /// Told the puzzle's `rules:number` entry once it is solved.
    on_solved: Callback<String>,
    /// The trainer's controls, under the puzzle's own in the panel.
    #[prop_or_default]
    children: Html,
}

/// One puzzle on the board.
#[function_component(PuzzlePlay)]
fn puzzle_play(props: &PuzzlePlayProps) -> Html {
    let puzzle = props.puzzle;
    let state = use_reducer(move || TrainerState::new(puzzle, random_symmetry()));
    // The perfect defence replies as the computer does on the game screen, after the
    // same pause; a restart or a move cancels the question.
    {
        let now = state.game.clone();
        let dispatcher = state.dispatcher();
        crate::play::computer::use_answer(
            state.defence_key(),
            false,
            move || {
                Some(Thinker::Here(Box::new(move || {
                    best_move_in_game(&now, &mut Rng::new(random_seed()))
                        .map(|(mv, _)| mv)
                        .ok_or(EngineFailure::GameOver)
                })))
            },
            Callback::from(move |(key, answer)| {
                if let Ok(mv) = answer {
                    dispatcher.dispatch(TrainerAction::Defend { key, mv });
                }
            }),
        );
    }
    {
        let on_solved = props.on_solved.clone();
        let entry = solved_entry(&puzzle);
        use_effect_with(state.solved, move |solved| {
            if *solved {
                on_solved.emit(entry);
            }
        });
    }
    let on_play = {
        let state = state.clone();
        Callback::from(move |p| state.dispatch(TrainerAction::Play(p)))
    };
    let on_restart = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(TrainerAction::Restart))
    };
    let on_answer = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(TrainerAction::ShowAnswer))
    };
    let last_move = state.game.last_move().map(|mv| (mv.from, mv.to));
    // The answer shown: its counter labelled on the board.
    let hints: Vec<(Point, String)> = state
        .answer
        .map(|mv| (mv.from, t::learn_mu_trainer_answer_hint().to_string()))
        .into_iter()
        .collect();
    html! {
        <div class="puzzle" data-puzzle={puzzle.number.to_string()}
             data-puzzle-solved={state.solved.then_some("true")}
             data-puzzle-tried={state.tried.then_some("true")}
             data-rules={puzzle.rules.to_string()}>
            <div class="play-area">
                <div class="board-wrap">
                    <MuBoard position={*state.game.position()}
                             outcome={AttrValue::from(state.game.outcome().code())}
                             movable={state.movable()}
                             {last_move}
                             {hints}
                             // The answer names points ("from kāwai 2"): the board names them too.
                             show_names=true
                             tap_to_explain=true
                             {on_play} />
                </div>
                <aside class="panel">
                    <p class="status" role="status" aria-live="polite" data-testid="status">{ state.status() }</p>
                    <h2>{ t::learn_mu_trainer_heading(t::LearnMuTrainerHeading { number: puzzle.number, goal: goal_words(puzzle.goal) }) }</h2>
                    <p class={classes!("message", state.praised.then_some("success"))}
                       aria-live="assertive" data-testid="explanation">{ state.message.clone().unwrap_or_default() }</p>
                    // The answer is advice, not a mistake: plain words, not the message box.
                    <p aria-live="assertive" data-testid="answer">
                        if let Some(words) = state.answer_words() { <strong>{ words }</strong> }
                    </p>
                    <div class="buttons">
                        <button onclick={on_restart}>{ t::learn_mu_trainer_restart() }</button>
                        if state.offers_answer() {
                            <button onclick={on_answer} data-testid="show-answer">{ t::learn_mu_trainer_show_answer() }</button>
                        }
                    </div>
                    { props.children.clone() }
                </aside>
            </div>
        </div>
    }
}

#[cfg(test)]
#[path = "trainer_tests.rs"]
mod tests;
