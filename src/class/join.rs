//! Joining a class room as a student: `?class=join&code=…` (the join link or its QR code)
//! joins at once; `?class=join` asks for the code (six letters, checked before sending).

use super::{client, gone_words, join_code, room_address};
use crate::t;
use web_sys::HtmlInputElement;
use yew::platform::spawn_local;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct JoinClassProps {
    /// The code the address carries.
    pub code: Option<String>,
}

/// Joins the room with `code`, then shows it in place (the address becomes the room's).
fn join(code: String, failure: UseStateHandle<Option<String>>, busy: UseStateHandle<bool>) {
    busy.set(true);
    spawn_local(async move {
        match client::join(&code).await {
            // The room's address opens this device's seat from now on (a reload too).
            Ok(made) => {
                if let Some(window) = web_sys::window() {
                    let address = crate::route::link_to(&room_address(&made.room));
                    let _ = window.location().replace(&address);
                }
            }
            Err(why) => {
                busy.set(false);
                failure.set(Some(gone_words(why).to_string()));
            }
        }
    });
}

#[function_component(JoinClass)]
pub fn join_class(props: &JoinClassProps) -> Html {
    let failure = use_state(|| None::<String>);
    let busy = use_state(|| false);
    let input = use_node_ref();
    {
        let (code, failure, busy) = (props.code.clone(), failure.clone(), busy.clone());
        use_effect_with((), move |_| {
            if let Some(code) = code {
                join(code, failure, busy);
            }
        });
    }
    let submit = {
        let (input, failure, busy) = (input.clone(), failure.clone(), busy.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let typed = input
                .cast::<HtmlInputElement>()
                .map(|i| i.value())
                .unwrap_or_default();
            match join_code(&typed) {
                Some(code) => join(code, failure.clone(), busy.clone()),
                None => failure.set(Some(t::class_bad_code().to_string())),
            }
        })
    };
    html! { <>
        <h1 id="class-title">{ t::class_join_title() }</h1>
        if *busy {
            <p role="status">{ t::class_joining() }</p>
        }
        <form class="class-form join-code" onsubmit={submit} data-testid="class-join">
            <label>{ t::class_code_label() }{ " " }
                <input ref={input} autocomplete="off" autocapitalize="characters" spellcheck="false"
                       inputmode="text" maxlength="8" size="8"
                       value={props.code.clone().unwrap_or_default()} data-testid="class-code-input" />
            </label>
            { " " }<button type="submit" class="primary" disabled={*busy}>{ t::class_join() }</button>
        </form>
        if let Some(why) = &*failure {
            <p class="message" role="alert" data-testid="class-join-failure">{ why.clone() }</p>
        }
    </> }
}
