//! A question to the class (issue 37) as each device shows it: the student's board that
//! takes one move (changeable until the teacher closes the question), the projector's
//! count and then the class's answers (Mū tōrere's each valued from the solved table,
//! Moeraki Kemu's best move from the engine), and the teacher's controls with who chose
//! what. Page contract: `[data-class-question]` (`data-position` or `data-record`),
//! `[data-class-answer]` (`data-move`, `data-count`, `data-value`).

use super::client::{self, send_teach, Question, RoomState, RoomView, Stage, Teach};
use super::games::ClassGame;
use super::gone_words;
use super::kemu_judgement::{use_kemu_judgement, Judgement};
use super::question_game::{Click, Mark, QuestionGame, Worth};
use crate::kemu::analysis::value_words;
use crate::play::live_bridge::LiveError;
use crate::t;
use std::rc::Rc;
use takaro::core::mu_torere::Value;
use yew::platform::spawn_local;
use yew::prelude::*;

/// Moves keyboard focus to the element with id `heading` whenever `key` changes (a new
/// question, or its next stage: the button pressed is gone, or the game that had focus is
/// hidden), so a screen reader reads where the page now is.
#[hook]
fn use_focus_on_change(heading: &'static str, key: (u32, Stage)) {
    use_effect_with(key, move |_| {
        let element = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(heading));
        if let Some(element) = element {
            let _ = wasm_bindgen::JsCast::unchecked_ref::<web_sys::HtmlElement>(&element).focus();
        }
    });
}

/// The question's position attribute: `data-position` for Mū tōrere, `data-record` for
/// Moeraki Kemu.
fn position_attribute(game: ClassGame, link: &str) -> (Option<String>, Option<String>) {
    match game {
        ClassGame::Mu => (Some(link.to_string()), None),
        ClassGame::Kemu => (None, Some(link.to_string())),
    }
}

/// "Green to move: choose a move."
fn prompt(position: &QuestionGame) -> String {
    t::class_question_prompt(position.to_move_name())
}

#[derive(Properties, PartialEq)]
pub struct StudentQuestionProps {
    pub state: Rc<RoomState>,
    pub question: Question,
}

/// The question on a student's device, in place of their game.
#[function_component(StudentQuestion)]
pub fn student_question(props: &StudentQuestionProps) -> Html {
    let game = ClassGame::named(&props.state.game).unwrap_or(ClassGame::Mu);
    let question = &props.question;
    let read = QuestionGame::read(game, &question.link);
    let position = use_state(|| read.clone());
    let changing = use_state(|| false);
    let refused = use_state(|| None::<String>);
    // A new question: its own position, fresh.
    {
        let (position, changing, refused) = (position.clone(), changing.clone(), refused.clone());
        use_effect_with((question.number, question.link.clone()), move |_| {
            position.set(read);
            changing.set(false);
            refused.set(None);
        });
    }
    use_focus_on_change("class-question-title", (question.number, question.stage));
    let Some(shown) = (*position).clone() else {
        return html! { <p class="message" role="alert">{ t::class_question_unreadable() }</p> };
    };
    let act = {
        let (position, changing, refused) = (position.clone(), changing.clone(), refused.clone());
        let (room, number) = (props.state.room.clone(), question.number);
        let link = question.link.clone();
        Callback::from(move |click: Click| {
            let Some(mut here) = (*position).clone() else {
                return;
            };
            match here.act(click) {
                Some(code) => {
                    // Back to the question's position; the answer shows once stored.
                    position.set(QuestionGame::read(game, &link));
                    changing.set(false);
                    let (room, refused) = (room.clone(), refused.clone());
                    spawn_local(async move {
                        match client::answer(&room, number, &code).await {
                            Ok(_) => refused.set(None),
                            Err(why) => refused.set(Some(answer_refused(why))),
                        }
                    });
                }
                None => position.set(Some(here)),
            }
        })
    };
    let change = {
        let changing = changing.clone();
        Callback::from(move |_: MouseEvent| changing.set(true))
    };
    let open = question.stage == Stage::Open;
    let answering = open && (question.yours.is_none() || *changing);
    let (data_position, data_record) = position_attribute(game, &question.link);
    html! {
        <section class="class-question" aria-labelledby="class-question-title" data-class-question=""
                 data-position={data_position} data-record={data_record} data-stage={stage_code(question.stage)}
                 data-answer={question.yours.clone()}>
            <h2 id="class-question-title" tabindex="-1">{ t::class_question_title() }</h2>
            <p class="turn-line" role="status">{ prompt(&shown) }</p>
            if answering {
                <div class="class-question-board">{ shown.board(&act) }</div>
                { shown.controls(&act) }
            } else if let Some(yours) = &question.yours {
                <div class="class-question-board">{ shown.board_after(yours) }</div>
            } else {
                <div class="class-question-board">{ shown.board(&Callback::noop()) }</div>
            }
            if let Some(yours) = question.yours.as_ref().filter(|_| !answering) {
                <p role="status" data-testid="class-your-answer">
                    { t::class_your_answer(shown.move_words(yours).unwrap_or_else(|| yours.clone())) }
                </p>
            }
            if open && question.yours.is_some() && !*changing {
                <p><button onclick={change} data-testid="class-change-answer">{ t::class_change_answer() }</button></p>
            }
            if !open {
                <p role="status">{ t::class_question_closed() }</p>
                <Answers {game} question={question.clone()} level={props.state.level.clone()} />
            }
            if let Some(why) = &*refused {
                <p class="message" role="alert">{ why.clone() }</p>
            }
        </section>
    }
}

/// Why an answer was not taken, in words.
fn answer_refused(why: LiveError) -> String {
    match why {
        LiveError::MovedOn => t::class_question_closed().to_string(),
        LiveError::Illegal => t::class_question_illegal().to_string(),
        other => gone_words(other).to_string(),
    }
}

fn stage_code(stage: Stage) -> &'static str {
    match stage {
        Stage::Open => "open",
        Stage::Shown => "shown",
        Stage::Revealed => "revealed",
    }
}

#[derive(Properties, PartialEq)]
pub struct AnswersProps {
    pub game: ClassGame,
    pub question: Question,
    /// The computer's level of the room, for Moeraki Kemu's best move.
    #[prop_or_default]
    pub level: String,
}

/// How the class answered: each move chosen, how many chose it, and its worth (Mū
/// tōrere's exact value from the solved table; Moeraki Kemu's beside the best move the
/// engine finds, [`use_kemu_judgement`]); after Reveal, the best move in words.
#[function_component(Answers)]
pub fn answers(props: &AnswersProps) -> Html {
    let question = &props.question;
    let position = QuestionGame::read(props.game, &question.link);
    let judgement = use_kemu_judgement(
        position.as_ref().and_then(|p| p.kemu_game().cloned()),
        props.level.clone(),
        question
            .answers
            .iter()
            .map(|(code, _)| code.clone())
            .collect(),
    );
    let Some(position) = position else {
        return html! {};
    };
    let worths = position.worths();
    let best = position.best_mu().or_else(|| judgement.best.clone());
    let marks = question
        .answers
        .iter()
        .map(|(code, _)| (code.clone(), answer_mark(&worths, &judgement, code)))
        .collect::<Vec<_>>();
    html! { <>
        <div class="class-question-board" data-testid="class-answers-board">{ position.answers_board(&question.answers, &marks) }</div>
        <ul class="class-answers" data-testid="class-answers">
            { for question.answers.iter().zip(&marks).map(|((code, count), (_, mark))| {
                let is_best = best.as_deref() == Some(code.as_str());
                let points = judgement.value(code);
                html! {
                    <li key={code.clone()} data-class-answer="" data-move={code.clone()} data-count={count.to_string()}
                        data-value={mark.map(Mark::code)} data-points={points.map(|v| v.to_string())}
                        data-best={is_best.then_some("true")}
                        class={classes!("class-answer", mark.map(Mark::code))}>
                        if let Some(mark) = mark {
                            <span class="class-answer-mark" aria-hidden="true">{ mark.symbol() }{ " " }</span>
                        }
                        <span class="class-answer-move">{ position.move_words(code).unwrap_or_else(|| code.clone()) }</span>
                        { " " }<strong class="class-answer-count">{ t::class_answer_count(*count as u32) }</strong>
                        if let Some(mark) = mark {
                            { " " }<span class="class-answer-value">{ mark.words() }</span>
                        }
                        if let Some(points) = points {
                            { " " }<span class="class-answer-points">{ "(" }{ value_words(points) }{ ")" }</span>
                        }
                        if is_best && props.game == ClassGame::Kemu && question.stage == Stage::Revealed {
                            { " " }<span class="class-answer-value">{ t::class_answer_engine_best() }</span>
                        }
                    </li>
                }
            }) }
        </ul>
        if question.answers.is_empty() {
            <p>{ t::class_no_answers() }</p>
        }
        if question.stage == Stage::Revealed {
            if let Some(best) = best {
                <p class="class-reveal" role="status" data-testid="class-reveal" data-move={best.clone()}>
                    { t::class_best_move(position.move_words(&best).unwrap_or(best)) }
                </p>
            }
        }
    </> }
}

/// The worth of the answer written `code`, once it is known.
fn answer_mark(
    worths: &[(String, Worth, Value)],
    judgement: &Judgement,
    code: &str,
) -> Option<Mark> {
    match worths.iter().find(|(c, _, _)| c == code) {
        Some((_, worth, _)) => Some(Mark::Mu(*worth)),
        None => judgement.worth(code).map(Mark::Kemu),
    }
}

#[derive(Properties, PartialEq)]
pub struct ProjectorQuestionProps {
    pub state: Rc<RoomState>,
    pub question: Question,
}

/// The question on the projector: its position and how many have answered, then the
/// class's answers (never a name).
#[function_component(ProjectorQuestion)]
pub fn projector_question(props: &ProjectorQuestionProps) -> Html {
    let game = ClassGame::named(&props.state.game).unwrap_or(ClassGame::Mu);
    let question = &props.question;
    let Some(position) = QuestionGame::read(game, &question.link) else {
        return html! { <p class="message" role="alert">{ t::class_question_unreadable() }</p> };
    };
    let present = props.state.present().count();
    let (data_position, data_record) = position_attribute(game, &question.link);
    html! {
        <section class="class-question class-question-projector" aria-labelledby="class-question-title" data-class-question=""
                 data-position={data_position} data-record={data_record} data-stage={stage_code(question.stage)} data-to-move={position.to_move()}>
            <h2 id="class-question-title">{ t::class_question_title() }</h2>
            <p class="turn-line">{ prompt(&position) }</p>
            <p role="status" data-testid="class-answered" data-answered={question.answered.to_string()}>
                { t::class_answered(t::ClassAnswered { answered: question.answered as u32, present: present as u32 }) }
            </p>
            if question.stage == Stage::Open {
                <div class="class-question-board">{ position.board(&Callback::noop()) }</div>
            } else {
                <Answers {game} question={question.clone()} level={props.state.level.clone()} />
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct TeacherQuestionProps {
    pub view: UseReducerHandle<RoomView>,
    pub question: Question,
}

/// The question in the teacher's console: the count, Show answers, Reveal, Back to the
/// games, the class's answers and who chose what (this device only).
#[function_component(TeacherQuestion)]
pub fn teacher_question(props: &TeacherQuestionProps) -> Html {
    let state = props.view.state.clone().unwrap_or_default();
    let game = ClassGame::named(&state.game).unwrap_or(ClassGame::Mu);
    let question = &props.question;
    let position = QuestionGame::read(game, &question.link);
    let teach = |what: Teach| {
        let (view, room) = (props.view.clone(), state.room.clone());
        Callback::from(move |_: MouseEvent| send_teach(&view, &room, what.clone()))
    };
    use_focus_on_change("class-question-heading", (question.number, question.stage));
    let present = state.present().count();
    let words = |code: &str| {
        position
            .as_ref()
            .and_then(|p| p.move_words(code))
            .unwrap_or_else(|| code.to_string())
    };
    html! {
        <section class="class-question class-question-teacher" aria-labelledby="class-question-heading"
                 data-testid="class-question-teacher" data-stage={stage_code(question.stage)}>
            <h2 id="class-question-heading" tabindex="-1">{ t::class_question_title() }</h2>
            if let Some(position) = &position {
                <p class="turn-line">{ prompt(position) }</p>
            }
            <p role="status" data-testid="class-answered" data-answered={question.answered.to_string()}>
                { t::class_answered(t::ClassAnswered { answered: question.answered as u32, present: present as u32 }) }
            </p>
            <div class="buttons" role="group" aria-label={t::class_question_controls()}>
                if question.stage == Stage::Open {
                    <button class="primary" onclick={teach(Teach::Show)} data-teach="show">{ t::class_show_answers() }</button>
                }
                if question.stage == Stage::Shown {
                    <button class="primary" onclick={teach(Teach::Reveal)} data-teach="reveal">{ t::class_reveal() }</button>
                }
                <button onclick={teach(Teach::Done)} data-teach="done">{ t::class_question_done() }</button>
            </div>
            <Answers {game} question={question.clone()} level={state.level.clone()} />
            <h3>{ t::class_who_answered() }</h3>
            <ul class="class-who" data-testid="class-who">
                { for question.by.iter().map(|(name, code)| html! {
                    <li key={name.clone()} data-name={name.clone()} data-move={code.clone()}>{ name.clone() }{ ": " }{ words(code) }</li>
                }) }
            </ul>
            <p class="note">{ t::class_who_note() }</p>
        </section>
    }
}
