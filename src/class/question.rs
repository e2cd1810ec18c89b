//! A question to the class (issue 37) as each device shows it: the student's board that
//! takes one move (changeable until the teacher closes the question), the projector's
//! count and then the class's answers, as the room's game judges them (`super::answers`),
//! and the teacher's controls with who chose what. Page contract:
//! `[data-class-question]` (`data-position` or `data-record`, as the game's
//! [`super::question_play::QuestionPlay::POSITION_QUESTIONS`] says).

use super::client::{self, send_teach, Question, RoomState, RoomView, Stage, Teach};
use super::games::AnyClassPlay;
use super::gone_words;
use super::question_game::QuestionPosition;
use crate::play::live_bridge::LiveError;
use crate::t;
use std::rc::Rc;
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

/// The question's position attribute: `data-position` or `data-record`, as its game says.
fn position_attribute(game: &dyn AnyClassPlay, link: &str) -> (Option<String>, Option<String>) {
    let link = Some(link.to_string());
    if game.position_questions() {
        (link, None)
    } else {
        (None, link)
    }
}

/// "Green to move: choose a move."
fn prompt(position: &dyn QuestionPosition) -> String {
    t::class_question_prompt(position.to_move_name())
}

#[derive(Properties, PartialEq)]
pub struct StudentQuestionProps {
    pub game: &'static dyn AnyClassPlay,
    pub state: Rc<RoomState>,
    pub question: Question,
}

/// The question on a student's device, in place of their game.
#[function_component(StudentQuestion)]
pub fn student_question(props: &StudentQuestionProps) -> Html {
    let game = props.game;
    let question = &props.question;
    let read = game.question(&question.link);
    let position = use_state(|| read.clone());
    let changing = use_state(|| false);
    let refused = use_state(|| None::<String>);
    // A new question: its own position, fresh.
    {
        let (position, changing, refused) = (position.clone(), changing.clone(), refused.clone());
        let read = read.clone();
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
        Callback::from(move |next: Rc<dyn QuestionPosition>| {
            let Some(here) = (*position).clone() else {
                return;
            };
            let moved = next.played() == here.played() + 1;
            match next.last_move_written().filter(|_| moved) {
                Some(code) => {
                    // Back to the question's position; the answer shows once stored.
                    position.set(game.question(&link));
                    changing.set(false);
                    let (room, refused) = (room.clone(), refused.clone());
                    spawn_local(async move {
                        match client::answer(&room, number, &code).await {
                            Ok(_) => refused.set(None),
                            Err(why) => refused.set(Some(answer_refused(why))),
                        }
                    });
                }
                // The first tap of a move that takes more: kept, so the next completes it.
                None => position.set(Some(next)),
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
            <p class="turn-line" role="status">{ prompt(&*shown) }</p>
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
                { for read.map(|p| p.answers(question, &props.state.level)) }
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
pub struct ProjectorQuestionProps {
    pub game: &'static dyn AnyClassPlay,
    pub state: Rc<RoomState>,
    pub question: Question,
}

/// The question on the projector: its position and how many have answered, then the
/// class's answers (never a name).
#[function_component(ProjectorQuestion)]
pub fn projector_question(props: &ProjectorQuestionProps) -> Html {
    let game = props.game;
    let question = &props.question;
    let Some(position) = game.question(&question.link) else {
        return html! { <p class="message" role="alert">{ t::class_question_unreadable() }</p> };
    };
    let present = props.state.present().count();
    let (data_position, data_record) = position_attribute(game, &question.link);
    html! {
        <section class="class-question class-question-projector" aria-labelledby="class-question-title" data-class-question=""
                 data-position={data_position} data-record={data_record} data-stage={stage_code(question.stage)} data-to-move={position.to_move()}>
            <h2 id="class-question-title">{ t::class_question_title() }</h2>
            <p class="turn-line">{ prompt(&*position) }</p>
            <p role="status" data-testid="class-answered" data-answered={question.answered.to_string()}>
                { t::class_answered(t::ClassAnswered { answered: question.answered as u32, present: present as u32 }) }
            </p>
            if question.stage == Stage::Open {
                <div class="class-question-board">{ position.board(&Callback::noop()) }</div>
            } else {
                { position.answers(question, &props.state.level) }
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
pub struct TeacherQuestionProps {
    pub game: &'static dyn AnyClassPlay,
    pub view: UseReducerHandle<RoomView>,
    pub question: Question,
}

/// The question in the teacher's console: the count, Show answers, Reveal, Back to the
/// games, the class's answers and who chose what (this device only).
#[function_component(TeacherQuestion)]
pub fn teacher_question(props: &TeacherQuestionProps) -> Html {
    let state = props.view.state.clone().unwrap_or_default();
    let question = &props.question;
    let position = props.game.question(&question.link);
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
                <p class="turn-line">{ prompt(&**position) }</p>
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
            { for position.as_ref().map(|p| p.answers(question, &state.level)) }
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
