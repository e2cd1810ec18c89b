//! The Moeraki Kemu screen: board, the state of play in words, the Tane controls, the
//! Moeraki scale, and the match settings. The computer thinks in a web worker; saving
//! happens in an effect; the reducer only calls the rules core.

use super::board::KemuBoard;
use super::state::{
    direction_label, length_label, level_label, record_error_text, score_text, tier_label,
    Controller, KemuAction, KemuPresets, KemuState, Setup, TanePreview, TaneStep, Warnings,
};
use super::worker::{EngineReply, EngineRequest, EngineThread};
use crate::storage;
use crate::t;
use takaro::core::kemu::{
    review, Direction, Event, FieldSet, Game, HollowSet, MatchLength, Move, Outcome, Rules, Tier,
    Tribe, VictoryKind,
};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct KemuScreenProps {
    /// Presets from the URL; when they differ from the saved match, they start a new one.
    pub presets: KemuPresets,
    /// The projector view is on (`&view=projector`).
    pub projector: bool,
}

/// The saved form: a line of settings, one line per finished game, the current game.
pub fn save_text(s: &KemuState) -> String {
    let st = s.setup;
    let mut out = format!(
        "setup {} {} {} {} {}\n",
        st.rules,
        st.length.target(),
        st.matau,
        st.manaia,
        st.first_player_a.code()
    );
    for g in &s.history {
        out += &format!("game {}\n", g.to_compact());
    }
    out += &format!(
        "current {} {}\n",
        s.game.to_compact(),
        u8::from(s.undo_used)
    );
    out
}

/// Reads a save; `None` if any part is wrong (the save is then ignored).
pub fn parse_save(text: &str) -> Option<KemuAction> {
    let mut lines = text.lines();
    let head: Vec<&str> = lines.next()?.split_whitespace().collect();
    let [_, rules, len, matau, manaia, first] = head.as_slice() else {
        return None;
    };
    if head[0] != "setup" {
        return None;
    }
    let setup = Setup {
        rules: rules.parse().ok()?,
        length: MatchLength::from_target(len.parse().ok()?)?,
        matau: matau.parse().ok()?,
        manaia: manaia.parse().ok()?,
        first_player_a: first.parse().ok()?,
    };
    let mut games = Vec::new();
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["game", g] => games.push(Game::from_compact(g).ok()?),
            ["current", g, undo] => {
                return Some(KemuAction::Restore {
                    setup,
                    games,
                    current: Box::new(Game::from_compact(g).ok()?),
                    undo_used: *undo == "1",
                })
            }
            _ => return None,
        }
    }
    None
}

fn tribe_line(state: &KemuState, tribe: Tribe) -> Html {
    let p = state.game.position();
    let tiers = p.rules().tier;
    let who = match state.setup.controller(tribe) {
        Controller::Person => t::kemu_who_person().to_string(),
        Controller::Computer(l) => t::kemu_who_computer(level_label(l)),
    };
    let role = if p.player_a() == tribe {
        t::kemu_player_a()
    } else {
        t::kemu_player_b()
    };
    let tane = if tiers.has_tane() {
        match p.tane(tribe) {
            None => format!(" · {}", t::kemu_tane_available()),
            Some(u) => format!(
                " · {}",
                t::kemu_tane_used(u.field, direction_label(u.direction))
            ),
        }
    } else {
        String::new()
    };
    let score = if tiers.has_tiles() {
        format!(
            " · {}",
            t::kemu_tiles_score(score_text(p.score_halves(tribe)))
        )
    } else {
        String::new()
    };
    let turn = p.outcome() == Outcome::Ongoing && p.to_move() == tribe;
    html! {
        <li class={classes!("tribe-line", turn.then_some("to-move"))} data-tribe={tribe.code()}>
            <span class={classes!("swatch", tribe.code())} aria-hidden="true">{ if tribe == Tribe::Matau { "◉" } else { "•" } }</span>
            <strong>{ format!(" {}", t::kemu_tribe_heading(tribe.code())) }</strong>
            { format!(" · {who} · {role} · {}{score}{tane}", t::kemu_stones_left(p.stones_left(tribe))) }
            if turn { <span class="visually-hidden">{ format!(" · {}", t::kemu_to_move()) }</span> }
        </li>
    }
}

fn scale(state: &KemuState) -> Html {
    let m = state.current_match();
    let target = m.length().target();
    let row = |tribe: Tribe| {
        let wins = m.wins(tribe);
        let notches = (0..target).map(move |i| {
            let filled = i < wins;
            html! { <span class={classes!("notch", filled.then_some(tribe.code()))}></span> }
        });
        html! {
            <div class="scale" aria-label={t::kemu_scale_label(tribe.name(), m.wins(tribe), target)} role="img">
                <span class="scale-name">{ format!("{} {}/{}", tribe.name(), m.wins(tribe), target) }</span>
                { for notches }
            </div>
        }
    };
    html! {
        <div class="match" data-testid="match">
            <p><strong>{ t::kemu_scale_heading(length_label(m.length())) }</strong>
               { format!(" · {}", t::kemu_scale_game(state.history.len() + 1)) }
               { if m.draws() > 0 { format!(" · {}", t::kemu_scale_draws(m.draws())) } else { String::new() } }</p>
            { row(Tribe::Matau) }
            { row(Tribe::Manaia) }
        </div>
    }
}

/// A link that opens this game (the first game of a match only: later games depend on
/// the earlier ball).
fn share_link(game: &Game) -> Option<String> {
    if game.start().previous_ball().is_some() || game.moves().is_empty() {
        return None;
    }
    let location = web_sys::window()?.location();
    let base = format!("{}{}", location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{base}?game=kemu&record={}", game.to_compact()))
}

/// The learner aids in words: where the player to move wins now, and where the
/// opponent would win next.
fn aids_text(state: &KemuState, warnings: Warnings) -> Option<String> {
    let names = |set: HollowSet| {
        set.iter()
            .map(|h| h.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let p = state.game.position();
    let mut parts = Vec::new();
    if !warnings.you.is_empty() {
        parts.push(t::kemu_aids_win_now(
            p.to_move().name(),
            names(warnings.you),
        ));
    }
    if !warnings.opponent.is_empty() {
        parts.push(t::kemu_aids_watch_out(
            p.to_move().other().name(),
            names(warnings.opponent),
        ));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

#[function_component(KemuScreen)]
pub fn kemu_screen(props: &KemuScreenProps) -> Html {
    let presets = props.presets.clone();
    let initial = Setup::from_presets(&presets);
    let state = use_reducer(move || KemuState::new(initial));
    let chosen = use_state(|| initial);
    let show_names = use_state(|| true);
    // The move after which a finished game is shown (`None`: the end).
    let review_at = use_state(|| None::<usize>);
    {
        let review_at = review_at.clone();
        use_effect_with((state.game_id, state.game.moves().len()), move |_| {
            review_at.set(None);
        });
    }
    let aids = use_state(|| props.presets.aids);
    let link_error = use_state(|| None::<String>);

    // Start-up: a shared game, else the saved match (unless the URL presets a new one).
    {
        let state = state.clone();
        let chosen = chosen.clone();
        let link_error = link_error.clone();
        let record = props.presets.record.clone();
        use_effect_with((), move |_| {
            if let Some(r) = record {
                match Game::from_compact(&r) {
                    Ok(g) => {
                        // A later game of a match depends on the earlier ball; only a
                        // first game stands on its own.
                        if g.start().previous_ball().is_none() {
                            let setup = Setup {
                                rules: g.start().rules(),
                                first_player_a: g.start().player_a(),
                                ..Setup::default()
                            };
                            chosen.set(setup);
                            state.dispatch(KemuAction::Restore {
                                setup,
                                games: vec![],
                                current: Box::new(g),
                                undo_used: false,
                            });
                            return;
                        }
                        link_error.set(Some(t::kemu_link_later_game().to_string()));
                    }
                    Err(e) => link_error.set(Some(t::kemu_link_unreadable(record_error_text(&e)))),
                }
            }
            // The saved match, unless the URL asks for a different one (a reload of the
            // same link keeps the match).
            if let Some(action) = storage::load(storage::KEMU_KEY).and_then(|t| parse_save(&t)) {
                if let KemuAction::Restore { setup, .. } = &action {
                    if setup.fits(&presets) {
                        chosen.set(*setup);
                        state.dispatch(action);
                    }
                }
            }
        });
    }
    // Save after every change.
    {
        let text = save_text(&state);
        use_effect_with(text, |text| storage::save(storage::KEMU_KEY, text));
    }
    // The computer thinks in a web worker; a new game, undo or a new position drops the
    // worker (and its answer) at once.
    {
        let state = state.clone();
        let deps = (
            state.game_id,
            state.game.moves().len(),
            state.setup,
            state.computer_to_move(),
        );
        use_effect_with(deps, move |(game_id, ply, _, level)| {
            let thread = level.and_then(|level| {
                let dispatcher = state.dispatcher();
                let failed = state.dispatcher();
                let (game_id, ply) = (*game_id, *ply);
                let request = EngineRequest {
                    record: state.game.to_compact(),
                    level,
                    ms: level.default_ms(),
                    seed: crate::mu::screen::random_seed(),
                };
                let thread =
                    EngineThread::start(&request, move |reply: EngineReply| match reply.mv {
                        Ok(text) => match text.parse::<Move>() {
                            Ok(mv) => {
                                dispatcher.dispatch(KemuAction::ComputerPlays { game_id, ply, mv })
                            }
                            Err(e) => {
                                dispatcher.dispatch(KemuAction::ComputerFailed(e.to_string()))
                            }
                        },
                        Err(e) => dispatcher.dispatch(KemuAction::ComputerFailed(e)),
                    });
                // A browser that will not start the worker (a frame without its own origin,
                // a page opened from a file) is said so, rather than thinking for ever.
                if thread.is_none() {
                    failed.dispatch(KemuAction::ComputerFailed(
                        super::worker::COULD_NOT_START.into(),
                    ));
                }
                thread
            });
            move || drop(thread)
        });
    }

    let p = *state.game.position();
    let dispatch = |action: KemuAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let on_hollow = {
        let state = state.clone();
        Callback::from(move |h| state.dispatch(KemuAction::ClickHollow(h)))
    };
    let on_field = {
        let state = state.clone();
        Callback::from(move |f| state.dispatch(KemuAction::PickTaneField(f)))
    };

    // The victory to highlight.
    let (winning_hollows, winning_fields): (HollowSet, FieldSet) = state
        .game
        .victories()
        .iter()
        .fold((HollowSet::EMPTY, FieldSet::EMPTY), |(h, f), v| {
            let vh: HollowSet = v.hollows.iter().copied().collect();
            let vf: FieldSet = if v.kind == VictoryKind::Marae {
                FieldSet::EMPTY
            } else {
                v.fields.iter().copied().collect()
            };
            (h.union(vh), f.union(vf))
        });
    let new_tiles: FieldSet = state
        .last_events
        .iter()
        .filter_map(|e| match e {
            Event::TilePlaced(f, _) => Some(*f),
            _ => None,
        })
        .collect();
    let outcome = state.game.outcome().code();
    let m = state.current_match();
    let over = state.game.outcome() != Outcome::Ongoing;
    // The earlier position being reviewed, replayed by the core from the game's start.
    let reviewed: Option<Game> = review_at.filter(|_| over).map(|k| {
        let mut earlier = Game::from_start(*state.game.start());
        for mv in state.game.moves().iter().take(k) {
            if earlier.play(*mv).is_err() {
                break;
            }
        }
        earlier
    });
    // A page that frames the game hears about every change of the board.
    crate::embed::use_report(
        "kemu",
        state.game_id,
        state.game.moves().len(),
        state.record(),
        AttrValue::from(outcome),
    );
    // The computer's move (or, between two people, every move) is read out in words,
    // built from the events the rules core returned for it.
    let mover = crate::announcer::kemu_mover(&state.last_events, p.player_a());
    // The last move in words, also shown in large text in the projector view.
    let recent = mover.map(|_| crate::announcer::kemu_move(&state.last_events, p.player_a()));
    let announcement = recent
        .clone()
        .filter(|_| {
            mover.is_some_and(|t| {
                state.setup.friendly()
                    || matches!(state.setup.controller(t), Controller::Computer(_))
            })
        })
        .unwrap_or_default();

    // Tane controls.
    let tane_panel = match state.tane {
        TaneStep::Off => html! {},
        TaneStep::ChooseField => html! {
            <div class="tane-panel" role="group" aria-label={t::kemu_tane_turn()}>
                <p>{ t::kemu_tane_choose_field() }</p>
                <button onclick={dispatch(KemuAction::CancelTane)}>{ t::kemu_tane_cancel() }</button>
            </div>
        },
        TaneStep::ChooseDirection(f, chosen_dir) => {
            let buttons = Direction::ALL.iter().map(|&d| {
                let line: Vec<&str> = f.line(d).iter().map(|x| x.name()).collect();
                let clears = if line.is_empty() { t::kemu_tane_no_fields().to_string() } else { line.join(", ") };
                let pressed = chosen_dir == Some(d);
                html! {
                    <button onclick={dispatch(KemuAction::PickDirection(d))} aria-pressed={pressed.to_string()}
                            data-direction={d.letter().to_string()}>
                        { t::kemu_tane_face(direction_label(d), clears) }
                    </button>
                }
            });
            html! {
                <div class="tane-panel" role="group" aria-label={t::kemu_tane_direction_group()}>
                    <p>{ t::kemu_tane_choose_direction(f) }</p>
                    <div class="buttons">{ for buttons }</div>
                    <div class="buttons">
                        <button class="primary" disabled={chosen_dir.is_none()} onclick={dispatch(KemuAction::ConfirmTane)}>{ t::kemu_tane_confirm() }</button>
                        <button onclick={dispatch(KemuAction::CancelTane)}>{ t::kemu_tane_cancel() }</button>
                    </div>
                </div>
            }
        }
    };

    // Settings for a new match.
    let select = |name: String,
                  options: Vec<(String, String)>,
                  current: String,
                  apply: fn(&mut Setup, &str)| {
        let chosen = chosen.clone();
        let onchange = Callback::from(move |e: web_sys::Event| {
            let sel: HtmlSelectElement = e.target_unchecked_into();
            let mut s = *chosen;
            apply(&mut s, &sel.value());
            chosen.set(s);
        });
        let opts = options.into_iter().map(|(value, label)| {
            let selected = value == current;
            html! { <option value={value} {selected}>{ label }</option> }
        });
        html! {
            <label>{ format!("{name} ") }<select aria-label={name.clone()} {onchange}>{ for opts }</select></label>
        }
    };
    let controllers = || -> Vec<(String, String)> {
        Controller::ALL
            .into_iter()
            .map(|c| {
                let label = match c {
                    Controller::Person => t::kemu_controller_person().to_string(),
                    Controller::Computer(level) => t::kemu_controller_computer(level_label(level)),
                };
                (c.to_string(), label)
            })
            .collect()
    };
    let c = *chosen;
    let settings = html! {
        <fieldset class="settings">
            <legend>{ t::kemu_new_match() }</legend>
            { select(t::kemu_setting_tier().to_string(), Tier::ALL.into_iter().map(Rules::new).chain([Rules::master_with_auge()])
                    .map(|r| (r.to_string(), if r.auge { t::kemu_tier_master_auge() } else { tier_label(r.tier) }.to_string()))
                    .collect(),
                c.rules.to_string(),
                |s, v| if let Ok(r) = v.parse::<Rules>() { s.rules = r })}
            { select(t::kemu_setting_length().to_string(), MatchLength::ALL.iter().map(|m| (m.target().to_string(), length_label(*m))).collect(),
                c.length.target().to_string(),
                |s, v| if let Some(m) = v.parse().ok().and_then(MatchLength::from_target) { s.length = m })}
            { select(t::kemu_tribe_heading(Tribe::Matau.code()), controllers(), c.matau.to_string(),
                |s, v| if let Ok(x) = v.parse() { s.matau = x })}
            { select(t::kemu_tribe_heading(Tribe::Manaia.code()), controllers(), c.manaia.to_string(),
                |s, v| if let Ok(x) = v.parse() { s.manaia = x })}
            { select(t::kemu_setting_player_a().to_string(), vec![("matau".into(), "Matau".into()), ("manaia".into(), "Manaia".into())],
                c.first_player_a.code().to_string(),
                |s, v| if let Ok(t) = v.parse() { s.first_player_a = t })}
            <button class={classes!("primary", (c != state.setup).then_some("attention"))}
                    onclick={dispatch(KemuAction::NewMatch(c))}>{ t::kemu_start_match() }</button>
        </fieldset>
    };

    // Game review: once the game is over, the core's review marks missed wins and wins
    // given away, and the board can show the position after any move.
    let notes = if over {
        review(&state.game)
    } else {
        Vec::new()
    };
    let moves = state.game.moves().iter().enumerate().map(|(i, mv)| {
        let text = match mv {
            _ if i == 0 => t::kemu_move_ball(mv),
            Move::Pass => t::kemu_move_pass().to_string(),
            _ => mv.to_string(),
        };
        let note = notes.get(i).copied();
        let missed = note.map_or(HollowSet::EMPTY, |n| n.missed_win);
        let gave = note.is_some_and(|n| n.gave_win);
        let mark = match (missed.is_empty(), gave) {
            (false, true) => Some("missed gave"),
            (false, false) => Some("missed"),
            (true, true) => Some("gave"),
            (true, false) => None,
        };
        let mut comment = Vec::new();
        if !missed.is_empty() {
            let at: Vec<String> = missed.iter().map(|h| h.to_string()).collect();
            comment.push(t::kemu_review_missed(at.join(", ")));
        }
        if gave {
            comment.push(t::kemu_review_gave().to_string());
        }
        html! {
            <li data-review={mark}>
                { text }
                if !comment.is_empty() {
                    <span class="review-note">{ format!(" ({})", comment.join("; ")) }</span>
                }
            </li>
        }
    });
    let played = state.game.moves().len();
    let shown_ply = review_at.map_or(played, |k| k.min(played));
    let on_step = {
        let review_at = review_at.clone();
        Callback::from(move |to: usize| review_at.set((to < played).then_some(to)))
    };
    let toggle_aids = {
        let aids = aids.clone();
        Callback::from(move |_: MouseEvent| aids.set(!*aids))
    };
    let warnings = if *aids {
        state.warnings()
    } else {
        Warnings::default()
    };
    let aids_text = aids_text(&state, warnings);
    let toggle_names = {
        let show_names = show_names.clone();
        Callback::from(move |_: MouseEvent| show_names.set(!*show_names))
    };

    html! {
        <section class="game-screen kemu-screen" aria-labelledby="kemu-title">
            <h1 id="kemu-title">{ if p.rules().auge {
                    t::kemu_title_auge(tier_label(p.rules().tier))
                } else {
                    t::kemu_title(tier_label(p.rules().tier))
                } }</h1>
            if let Some(err) = &*link_error {
                <p class="message" role="alert">{ err.clone() }</p>
            }
            <div class="play-area">
                <div class="board-wrap">
                    if let Some(earlier) = reviewed.as_ref() {
                        <KemuBoard position={*earlier.position()}
                                   record={AttrValue::from(earlier.to_string())}
                                   outcome={AttrValue::from(earlier.outcome().code())}
                                   clickable_hollows={HollowSet::EMPTY}
                                   clickable_fields={FieldSet::EMPTY}
                                   tane_preview={TanePreview::default()}
                                   winning_hollows={HollowSet::EMPTY} winning_fields={FieldSet::EMPTY}
                                   new_tiles={FieldSet::EMPTY}
                                   last={match earlier.moves().last() { Some(Move::Place(h)) => Some(*h), _ => None }}
                                   show_names={*show_names}
                                   {on_hollow} {on_field} />
                    } else {
                        <KemuBoard position={p}
                                   record={AttrValue::from(state.record())}
                                   outcome={AttrValue::from(outcome)}
                                   clickable_hollows={state.clickable_hollows()}
                                   clickable_fields={state.clickable_fields()}
                                   tane_preview={state.tane_preview()}
                                   {winning_hollows} {winning_fields} {new_tiles}
                                   last={state.last_hollow()}
                                   show_names={*show_names}
                                   {warnings}
                                   {on_hollow} {on_field} />
                    }
                </div>
                <aside class="panel">
                    <p class={classes!("status", over.then_some("ended"), state.computer_to_move().map(|_| "thinking"))}
                       role="status" aria-live="polite" data-testid="status">{ state.status() }</p>
                    if let Some(msg) = &state.message {
                        <p class="message" role="alert">{ msg.text() }</p>
                    }
                    if let Some(text) = recent {
                        <p class="recent">{ text }</p>
                    }
                    <crate::components::Announcer text={announcement} serial={state.game.moves().len()} />
                    <ul class="tribes" data-testid="tribes">
                        { tribe_line(&state, Tribe::Matau) }
                        { tribe_line(&state, Tribe::Manaia) }
                    </ul>
                    { scale(&state) }
                    if let Some(w) = m.winner() {
                        <p class="celebrate" role="status">{ t::kemu_match_won(w.name(), m.wins(w), m.wins(w.other())) }</p>
                    }
                    <div class="buttons">
                        if state.can_start_tane() && state.tane == TaneStep::Off {
                            <button onclick={dispatch(KemuAction::StartTane)}>{ t::kemu_use_tane(p.to_move().name()) }</button>
                        }
                        if state.must_pass() {
                            <button class="primary" onclick={dispatch(KemuAction::Pass)}>{ t::kemu_pass() }</button>
                        }
                        if over && m.winner().is_none() {
                            <button class="primary" onclick={dispatch(KemuAction::NextGame)}>{ t::kemu_next_game(m.next_player_a().name()) }</button>
                        }
                        <button onclick={dispatch(KemuAction::Undo)} disabled={state.game.moves().is_empty()}>{ t::kemu_undo() }</button>
                        <button onclick={toggle_names} aria-pressed={(*show_names).to_string()}>{ t::kemu_hollow_names() }</button>
                        <button onclick={toggle_aids} aria-pressed={(*aids).to_string()}
                                title={t::kemu_aids_title()}>{ t::kemu_aids() }</button>
                        <crate::components::FullscreenButton />
                        { crate::view::projector_button(props.projector) }
                    </div>
                    if let Some(text) = aids_text {
                        <p class="aids" data-testid="aids">{ text }</p>
                    }
                    { tane_panel }
                    if p.tane(Tribe::Matau).is_some() || p.tane(Tribe::Manaia).is_some() {
                        <p class="note">{ t::kemu_tane_note() }</p>
                    }
                    if state.undo_used {
                        <p class="note" data-testid="undo-note">{ t::kemu_undo_note() }</p>
                    }
                    if over {
                        <crate::components::StepThrough shown={shown_ply} {played} {on_step} />
                    }
                    { crate::view::more(props.projector, html! { <>
                    { settings }
                    <p class="learn-links">{ crate::i18n::rich(
                        &t::kemu_learn(crate::i18n::SLOTS[0]),
                        &[html! { <a href={crate::route::link_to("?learn=kemu")}>{ t::kemu_learn_lessons() }</a> }],
                    ) }</p>
                    <details class="moves-box">
                        <summary>{ t::kemu_moves(state.game.moves().len()) }</summary>
                        <ol class="moves" data-testid="moves">{ for moves }</ol>
                        <p class="moves">{ state.record() }</p>
                        if let Some(link) = share_link(&state.game) {
                            <label class="share">{ format!("{} ", t::kemu_share_link()) }
                                <input type="text" readonly=true value={link} data-testid="share-link"
                                       onfocus={Callback::from(|e: FocusEvent| {
                                           let input: web_sys::HtmlInputElement = e.target_unchecked_into();
                                           input.select();
                                       })} />
                            </label>
                        }
                    </details>
                    </> }) }
                </aside>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takaro::kemu_engine::Level;

    #[test]
    fn saves_round_trip_and_bad_saves_are_ignored() {
        let setup = Setup {
            rules: Rules::master_with_auge(),
            length: MatchLength::Kiwi,
            matau: Controller::Person,
            manaia: Controller::Computer(Level::Hard),
            first_player_a: Tribe::Manaia,
        };
        let mut s = KemuState::new(setup);
        s.game.play("e5".parse().unwrap()).unwrap();
        s.game.play("c3".parse().unwrap()).unwrap();
        let text = save_text(&s);
        match parse_save(&text) {
            Some(KemuAction::Restore {
                setup: got,
                games,
                current,
                undo_used,
            }) => {
                assert_eq!(got, setup);
                assert!(games.is_empty());
                assert_eq!(*current, s.game);
                assert!(!undo_used);
            }
            other => panic!("{other:?}"),
        }
        for bad in [
            "",
            "setup basic 4 person person matau\ncurrent bk 0",
            "setup basic 1 person person matau\ncurrent zz 0",
            "junk",
        ] {
            assert!(parse_save(bad).is_none(), "{bad}");
        }
    }
}
