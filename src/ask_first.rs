//! A button that asks first, in place, before it does what cannot be undone ("Start new
//! game" over a game in progress, "Resign"): the question and its two answers appear
//! after the button; the first answer does it and focuses the turn line (which then says
//! what changed), the second (or Escape, on the question or the button) keeps things as they were and gives focus back
//! to the button. A plain function over its caller's state (a component of its own would
//! cost the first screen its props comparison and its bytes).

use yew::prelude::*;

/// What a button that asks first is given.
pub struct AskFirst {
    /// The button's words.
    pub label: String,
    /// The button's classes.
    pub class: Classes,
    /// Its name in `data-ask` (the answer "keep" gives focus back to it) and the
    /// question's `data-testid` (`<name>-question`).
    pub name: &'static str,
    /// Whether to ask (otherwise the button does it at once).
    pub ask: bool,
    /// The question, and the answers that do it and that keep things as they were.
    pub question: String,
    pub yes: String,
    pub keep: String,
    /// Whether the question is shown (the caller's state), and how to show or hide it.
    pub asking: bool,
    pub set_asking: Callback<bool>,
    /// Does it.
    pub on_yes: Callback<()>,
}

/// Focuses the first element matching `selector`, if it is on the page (focus also
/// scrolls it into view); `by_script`: an element that takes focus only from the page
/// (the turn line), not a Tab stop.
pub fn focus(selector: &str, by_script: bool) {
    use wasm_bindgen::JsCast;
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(e) = element {
        if by_script {
            let _ = e.set_attribute("tabindex", "-1");
        }
        let _ = e.focus();
    }
}

/// The button, and while asking the question with its two answers after it.
pub fn ask_first(p: AskFirst) -> Html {
    let (asking, set_asking) = (p.asking, p.set_asking);
    let name = p.name;
    let yes = {
        let (on_yes, set_asking) = (p.on_yes, set_asking.clone());
        Callback::from(move |_: MouseEvent| {
            set_asking.emit(false);
            on_yes.emit(());
            // Once the page has been drawn anew: what it did may replace the turn line's
            // element (a game that ends gains step-through and its review).
            gloo::timers::callback::Timeout::new(0, || focus("[data-testid=\"status\"]", true))
                .forget();
        })
    };
    let keep = {
        let set_asking = set_asking.clone();
        move || {
            set_asking.emit(false);
            focus(&format!("[data-ask=\"{name}\"]"), false);
        }
    };
    let onclick = if p.ask {
        set_asking.reform(|_: MouseEvent| true)
    } else {
        yes.clone()
    };
    let on_keep = {
        let keep = keep.clone();
        Callback::from(move |_: MouseEvent| keep())
    };
    // Escape answers "keep", on the question or on the button that asked it.
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        if asking && e.key() == "Escape" {
            e.stop_propagation();
            keep();
        }
    });
    // Always on the page, hidden until asked: the button before it keeps its place (and
    // focus) as the question comes and goes.
    let question = html! {
        <div class="confirm" role="alert" data-testid={format!("{name}-question")} hidden={!asking} onkeydown={onkeydown.clone()}>
            if asking {
                <p>{ p.question }</p>
                <div class="buttons">
                    <button class="primary" onclick={yes}>{ p.yes }</button>
                    <button onclick={on_keep}>{ p.keep }</button>
                </div>
            }
        </div>
    };
    html! { <>
        <button class={p.class} data-ask={name}
                aria-expanded={p.ask.then(|| asking.to_string())} {onclick} {onkeydown}>
            { p.label }
        </button>
        { question }
    </> }
}
