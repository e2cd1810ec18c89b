//! The game screen, the same for both games: the title, the board, the turn line, the
//! last move in words, the controls, step-through, the settings and the moves, a shared
//! game's view, and the effects (saving, the computer's turn, reports to an embedding
//! page). The game fills in its parts through [`Playable`].

use super::computer::use_computer;
use super::friend::{FriendAddress, FriendParts};
use super::start::{opening, use_autosave};
use super::{Notice, Playable, SessionAction};
use crate::components::class_list;
use crate::engine::EngineFailure;
use crate::route::{current_query, replace_query, use_address, with_param, Address};
use crate::t;
use crate::{announcer::Announcer, fullscreen::FullscreenButton, step_through::StepThrough};
use std::marker::PhantomData;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct GameScreenProps<G: Playable> {
    /// What the address presets; a saved game that does not fit them is left saved and
    /// a new game starts.
    pub presets: G::Presets,
    /// The projector view is on (`&view=projector`).
    pub projector: bool,
    /// A game with a friend on another device, as the address names it (played in the
    /// bundles built with the `friends` feature).
    #[prop_or_default]
    pub friend: Option<FriendAddress>,
    /// The page for starting a game with a friend (`&friends=1`): its part starts open.
    #[prop_or_default]
    pub friends: bool,
    /// The analysis page: the game in progress it opened with is stepped through and
    /// reviewed as a finished one is ("Analyse so far"), and can still be played on.
    #[prop_or_default]
    pub analyse: bool,
    #[prop_or_default]
    pub game: PhantomData<G>,
}

#[function_component(GameScreen)]
pub fn game_screen<G: Playable>(props: &GameScreenProps<G>) -> Html {
    let here = use_address();
    let start = use_memo((), {
        let presets = props.presets.clone();
        // Without friend play built in, no friend's game opens (the address's page is
        // in the learning bundle).
        let friend = props.friend.clone().filter(|_| cfg!(feature = "friends"));
        move |_| opening::<G>(&presets, friend.as_ref())
    });
    let session = use_reducer({
        let start = start.clone();
        move || start.session.clone()
    });
    // What to say once about how the screen started, in words (the language is set at
    // start-up).
    let note = use_state(|| start.note.as_ref().map(ToString::to_string));
    let send = {
        let session = session.clone();
        Callback::from(move |action| session.dispatch(action))
    };
    let act = send.reform(SessionAction::Game);
    let state = &session.game;
    let viewing = session.viewing;
    let played = G::played(state);
    // The move after which the board shows the game (`None`: the end).
    let review_at = use_state(|| None::<usize>);
    {
        let review_at = review_at.clone();
        use_effect_with((session.id, played), move |_| review_at.set(None));
    }

    use_autosave::<G>(&session);
    use_computer::<G>(&session);
    #[cfg(feature = "friends")]
    let friend: FriendParts =
        super::friend_panel::use_friend_parts::<G>(&session, &send, props.friends);
    #[cfg(not(feature = "friends"))]
    let friend = FriendParts::elsewhere::<G>(&here);
    // A friend's game may end besides by its rules (a resignation, an agreed draw).
    #[cfg(feature = "friends")]
    let report = super::talk::ended_report::<G>(G::report(state), &friend.tags);
    #[cfg(not(feature = "friends"))]
    let report = G::report(state);
    crate::embed::use_report(
        G::NAME,
        session.id,
        played,
        report.state.clone(),
        report.outcome,
        report.over,
    );

    // The analysis page reviews the game it opened with (until a new game starts).
    let analysing = props.analyse && session.id == start.session.id;
    let reviewing = viewing || report.over || (analysing && played > 0);
    let shown = match *review_at {
        Some(k) if reviewing => k.min(played),
        _ => played,
    };
    // A shared game, or an earlier move of a finished one, is shown as a picture.
    let review = (viewing || shown < played).then_some(shown);
    let on_step = {
        let review_at = review_at.clone();
        Callback::from(move |to: usize| review_at.set((to < played).then_some(to)))
    };
    // A shared game can be played from any move; a watched live game cannot.
    // Never on a friend's address: a friend's game never takes the own game's place.
    let play_here = (viewing && session.friend.is_none() && props.friend.is_none()).then(|| {
        let (session, send) = (session.clone(), send.clone());
        Callback::from(move |_: MouseEvent| {
            // The player asked: saved at once, even where the copy is the game as shown.
            let copy = session.played_to(shown);
            G::SLOT.write(&G::to_save(&copy));
            send.emit(SessionAction::Replace(copy));
            replace_query(&with_param(&current_query(), "record", None));
        })
    });
    let (before_undo, after_undo) = if viewing {
        (Html::default(), Html::default())
    } else {
        G::buttons(state, &act)
    };
    let ask_again = session
        .failure()
        .is_some()
        .then(|| send.reform(|_: MouseEvent| SessionAction::AskAgain));
    let undo = (!viewing).then(|| {
        (
            send.reform(|_: MouseEvent| SessionAction::Undo),
            session.can_undo(),
            session.friend.is_some(),
        )
    });
    let dismiss = {
        let note = note.clone();
        Callback::from(move |_: MouseEvent| note.set(None))
    };
    // Stepping back, the turn line names the move shown (the last move's line goes).
    let stepped_back = shown < played;
    let status = match session.failure() {
        Some(why) => t::play_computer_failed(failure_words(why)),
        // The words the step-through already has (no more bytes on the first screen).
        None if stepped_back => t::review_showing(t::ReviewShowing { shown, played }),
        None => friend.status.clone().unwrap_or_else(|| G::status(state)),
    };
    let notice = session.notice.as_ref().map(|notice| match notice {
        Notice::WaitForComputer => t::play_wait_computer().to_string(),
        Notice::WaitForFriend => t::play_wait_friend().to_string(),
        #[cfg(feature = "friends")]
        Notice::MovedOn => t::play_moved_on().to_string(),
        Notice::Refused(refusal) => G::refusal(refusal),
    });
    let in_friend_game = session.friend.is_some();
    // "Play again", beside the result: the same opponent and settings.
    let play_again = (!viewing && !in_friend_game)
        .then(|| G::play_again(state))
        .flatten()
        .map(|action| act.reform(move |_: MouseEvent| action.clone()));
    // The settings, aids and moves are drawn in the task after the rest (`first_render`).
    let later = crate::first_render::use_steps(1) >= 1;
    layout(Parts {
        here,
        name: G::NAME,
        title: G::title(state),
        start_note: (*note).clone(),
        dismiss,
        board: G::board(state, review, friend.tags, &act),
        status,
        over: report.over,
        // Not while an earlier move is shown, or the computer's failure is said.
        ending: report
            .ending
            .filter(|_| !stepped_back && session.failure().is_none()),
        thinking: session.thinking(),
        notice,
        last_move: G::last_move(state),
        stepped_back,
        played,
        play_here,
        play_again,
        panel: html! { <>
            { friend.panel }
            { G::panel(state) }
        </> },
        before_undo,
        ask_again,
        undo,
        after_undo,
        projector: props.projector,
        details: (!viewing && later).then(|| G::details(state, &act)),
        review: if reviewing {
            G::review(state, shown, &on_step)
        } else {
            Html::default()
        },
        step: reviewing.then_some((shown, on_step)),
        settings: (!viewing && !in_friend_game && later).then(|| {
            html! { <>
                { G::settings(state, &act) }
                { friend.start }
            </> }
        }),
        moves: if later {
            G::moves(state)
        } else {
            Html::default()
        },
    })
}

/// Why the computer gave no move, in the page's language.
pub fn failure_words(failure: EngineFailure) -> &'static str {
    match failure {
        EngineFailure::GameOver => t::play_reason_game_over(),
        EngineFailure::CouldNotStart => t::play_reason_no_start(),
        EngineFailure::BadRecord => t::play_reason_bad_record(),
        EngineFailure::BadRequest => t::play_reason_bad_request(),
        EngineFailure::BadReply => t::play_reason_bad_reply(),
    }
}

/// What the screen shows, filled in by the game; laid out once by [`layout`] (the same
/// code for every game, so the page carries one copy of it).
struct Parts {
    /// The page's address, which its links keep.
    here: Address,
    name: &'static str,
    title: String,
    /// What the page says once about how the screen started, in words.
    start_note: Option<String>,
    dismiss: Callback<MouseEvent>,
    board: Html,
    status: String,
    over: bool,
    /// How it ended for the person here (`data-ending`: win, loss, draw).
    ending: Option<&'static str>,
    thinking: bool,
    notice: Option<String>,
    last_move: Option<(String, bool)>,
    /// An earlier move is shown: the turn line names it, and the last move's line goes.
    stepped_back: bool,
    played: usize,
    /// "Play from here", while a shared game is viewed.
    play_here: Option<Callback<MouseEvent>>,
    /// "Play again", once the game is over.
    play_again: Option<Callback<MouseEvent>>,
    panel: Html,
    before_undo: Html,
    /// "Ask the computer again", after it failed.
    ask_again: Option<Callback<MouseEvent>>,
    /// Undo, whether there is anything to undo, and whether the game is with a friend
    /// on another device (Undo is off: the friend panel says why, `#undo-why`).
    undo: Option<(Callback<MouseEvent>, bool, bool)>,
    after_undo: Html,
    projector: bool,
    details: Option<Html>,
    /// Step-through: the move shown, and how to show another.
    step: Option<(usize, Callback<usize>)>,
    /// The game's own parts under step-through.
    review: Html,
    settings: Option<Html>,
    moves: Html,
}

fn layout(p: Parts) -> Html {
    let announcement = p
        .last_move
        .as_ref()
        .filter(|(_, read_out)| *read_out)
        .map(|(text, _)| text.clone())
        .unwrap_or_default();
    let shared_view = p.play_here.map(|play_here| {
        // Embedded in another site, the game to play on is the site's own: "Play from
        // here" opens this game there, in a new tab, and the frame keeps showing it.
        // (A relative link: it opens the frame's own site.)
        let on_site = crate::route::parse(p.here.query())
            .embed
            .then(|| p.here.with_param("embed", None));
        html! {
            <div class="shared-view" data-testid="shared-view">
                <p>{ t::shared_viewing() }</p>
                <div class="buttons">
                    if let Some(href) = on_site {
                        <a class="button primary" {href} target="_blank" rel="noopener">{ t::shared_play_from_here() }</a>
                    } else {
                        <button class="primary" onclick={play_here}>{ t::shared_play_from_here() }</button>
                        <a href={p.here.link_to(&format!("?game={}", p.name))}>{ t::shared_back_to_yours() }</a>
                    }
                </div>
            </div>
        }
    });
    let undo = p.undo.map(|(onclick, can, friend)| {
        // Why it is off with a friend: said beside it (the friend panel's `#undo-why`, in
        // the bundle with friend play) and on hovering it.
        #[cfg(feature = "friends")]
        let why = friend.then(t::friend_undo_off);
        #[cfg(not(feature = "friends"))]
        let why: Option<&str> = {
            let _ = friend;
            None
        };
        html! {
            <button {onclick} disabled={!can} title={why}
                    aria-describedby={why.map(|_| "undo-why")}>{ t::game_undo() }</button>
        }
    });
    let step = p.step.map(|(shown, on_step)| {
        html! { <StepThrough {shown} played={p.played} {on_step} /> }
    });
    html! {
        <section class={class_list(&[Some("game-screen"), Some(&format!("{}-screen", p.name))])} aria-labelledby="game-title">
            <h1 id="game-title">{ p.title }</h1>
            if let Some(text) = p.start_note {
                <p class="message" role="alert" data-testid="start-note">
                    { text }{ " " }<button onclick={p.dismiss}>{ t::storage_note_ok() }</button>
                </p>
            }
            <div class="play-area">
                <div class="board-wrap">{ p.board }</div>
                <aside class="panel">
                    <p class={class_list(&[Some("status"), p.over.then_some("ended"), p.thinking.then_some("thinking")])}
                       data-ending={p.ending} role="status" aria-live="polite" data-testid="status">{ p.status }</p>
                    if let Some(onclick) = p.play_again {
                        <p class="play-again">
                            <button class="primary" {onclick} data-testid="play-again">{ t::play_again() }</button>
                        </p>
                    }
                    if let Some(text) = p.notice {
                        <p class="message" role="alert">{ text }</p>
                    }
                    if let Some((text, _)) = p.last_move.as_ref().filter(|_| !p.stepped_back) {
                        <p class="recent">{ text.clone() }</p>
                    }
                    <Announcer text={announcement} serial={p.played} />
                    { for shared_view }
                    { p.panel }
                    <div class="buttons">
                        { p.before_undo }
                        if let Some(onclick) = p.ask_again {
                            <button class="primary" {onclick}>{ t::play_ask_again() }</button>
                        }
                        { for undo }
                        { p.after_undo }
                        <FullscreenButton />
                        { crate::view::projector_button(p.projector) }
                    </div>
                    { for p.details }
                    { for step }
                    { p.review }
                    { crate::export::controls() }
                    { crate::view::more(p.projector, html! { <>
                        { for p.settings }
                        { p.moves }
                    </> }) }
                </aside>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_failure_of_the_computer_has_words() {
        for failure in EngineFailure::ALL {
            assert!(!failure_words(failure).is_empty(), "{failure}");
        }
        assert_eq!(
            t::play_computer_failed(failure_words(EngineFailure::CouldNotStart)),
            "The computer could not move: the computer could not start"
        );
    }
}
