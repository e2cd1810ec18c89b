//! "Put it on your site" (`?embed-builder=1`, in the learning bundle, which already has
//! the lessons and puzzles it lists): the host chooses what to embed (a whole game with
//! its settings, a trap-trainer puzzle, a lesson, a position or record, a live game to
//! watch), the language, the theme, the width and sound; sees it in a preview frame, as tall as
//! its page says (static/frame-height.js); and copies the code, as a plain `<iframe>` or
//! as a `<papa-takaro>` element. The addresses are this page's folder's, so it works from
//! any folder the site is served from, and offline.

mod code;

pub use code::{folder_of, typed_in, Choice, Embed, GameOptions, Kind, TextError};

use crate::games::{EmbedKind, Game};
use crate::lesson::LessonGame;
use crate::t;
use gloo::events::EventListener;
use js_sys::Reflect;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The widths offered for the frame (0: the whole width of its place).
const WIDTHS: [u32; 4] = [360, 600, 900, 0];

/// The frame's height before its page has said its own, as `<papa-takaro>` starts it
/// (static/papa-takaro-embed.js): the board beside the panel from 560 px wide.
fn first_height(width: u32) -> u32 {
    let width = if width == 0 { 900 } else { width } as f64;
    let height = if width >= 560.0 {
        (width * 0.75).clamp(420.0, 900.0)
    } else {
        width * 1.5 + 120.0
    };
    height.round() as u32
}

/// What a game's option control sends when a choice changes: `options` with `apply`'s
/// change, to `on`.
pub fn on_change<O: Clone + 'static>(
    options: &O,
    on: &Callback<O>,
    apply: fn(&mut O, String),
) -> Callback<String> {
    let (options, on) = (options.clone(), on.clone());
    Callback::from(move |value: String| {
        let mut next = options.clone();
        apply(&mut next, value);
        on.emit(next);
    })
}

/// A labelled choice among `options` (value, words); each game's options are these
/// (`<game>/embed_options.rs`).
pub fn select(
    id: &str,
    label: &str,
    options: Vec<(String, String)>,
    value: &str,
    on: Callback<String>,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
            on.emit(select.value());
        }
    });
    html! {
        <label for={id.to_string()}>{ label }
            <select id={id.to_string()} {onchange}>
                { for options.into_iter().map(|(v, words)| html! {
                    <option value={v.clone()} selected={v == value}>{ words }</option>
                }) }
            </select>
        </label>
    }
}

/// The words of a kind of embed.
fn kind_label(kind: Kind) -> &'static str {
    match kind {
        Kind::Game(game, kind) => game.embed(kind).map_or("", |offer| (offer.label)()),
        Kind::Watch => t::embed_kind_watch(),
    }
}

/// Why typed text makes no embed, in the page's language.
fn text_error(error: &TextError) -> String {
    match error {
        TextError::Empty => t::embed_text_empty().to_string(),
        TextError::Position(why) => t::embed_text_bad_position(why.as_str()),
        TextError::Record(why) => t::embed_text_bad_record(why.as_str()),
        TextError::WatchLink => t::embed_text_bad_watch().to_string(),
    }
}

/// The frame's title: the site and the game it shows.
fn frame_title(game: Option<Game>) -> &'static str {
    game.map_or_else(t::embed_frame_title, Game::embed_frame_title)
}

/// The options of a lesson list: "2. Moving", … (each game's lessons to embed).
pub fn lesson_options<G: LessonGame>() -> Vec<(String, String)> {
    G::lessons()
        .iter()
        .enumerate()
        .map(|(i, lesson)| {
            (
                (i + 1).to_string(),
                format!("{}. {}", i + 1, (lesson.title)()),
            )
        })
        .collect()
}

/// Writes `text` to the clipboard; resolves to whether it was written.
async fn copy_text(text: String) -> bool {
    let Some(clipboard) = web_sys::window()
        .and_then(|w| Reflect::get(&w.navigator(), &"clipboard".into()).ok())
        .filter(|c| !c.is_undefined())
    else {
        return false;
    };
    let write = Reflect::get(&clipboard, &"writeText".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    let Some(promise) = write
        .and_then(|f| f.call1(&clipboard, &JsValue::from_str(&text)).ok())
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
    else {
        return false;
    };
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

#[derive(Properties, PartialEq)]
struct CodeProps {
    id: &'static str,
    label: &'static str,
    code: String,
}

/// One form of the code: read-only text to select, and Copy.
#[function_component(Code)]
fn code_block(props: &CodeProps) -> Html {
    let copied = use_state(|| false);
    {
        let copied = copied.clone();
        use_effect_with(props.code.clone(), move |_| copied.set(false));
    }
    let copy = {
        let (code, copied) = (props.code.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            let (code, copied) = (code.clone(), copied.clone());
            wasm_bindgen_futures::spawn_local(async move { copied.set(copy_text(code).await) });
        })
    };
    let status = format!("{}-copied", props.id);
    html! {
        <div class="embed-code">
            <label for={props.id}>{ props.label }</label>
            <textarea id={props.id} readonly=true rows="6" spellcheck="false" value={props.code.clone()}
                      style="display: block; width: 100%; font: 0.85rem/1.4 ui-monospace, monospace"
                      data-testid={props.id} />
            <div class="buttons">
                <button type="button" onclick={copy} aria-describedby={status.clone()}>{ t::embed_copy() }</button>
                <span id={status} role="status">{ if *copied { t::embed_copied() } else { "" } }</span>
            </div>
        </div>
    }
}

/// The builder, with each game's options `O` (`crate::pages::EmbedOptions`).
#[function_component(EmbedBuilder)]
pub fn embed_builder<O: GameOptions>() -> Html {
    let choice = use_state(Choice::<O>::default);
    // The height the preview's page last said (`{ type: "height" }` from its frame).
    let said_height = use_state(|| None::<u32>);
    let frame = use_node_ref();
    {
        let (frame, said_height) = (frame.clone(), said_height.setter());
        use_effect_with((), move |_| {
            let window = web_sys::window();
            let listener = window.as_ref().map(|w| {
                EventListener::new(w, "message", move |event| {
                    let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                        return;
                    };
                    let ours = frame
                        .get()
                        .and_then(|f| Reflect::get(&f, &"contentWindow".into()).ok())
                        .zip(event.source())
                        .is_some_and(|(w, s)| js_sys::Object::is(&w, &s));
                    let data = event.data();
                    let field = |k: &str| Reflect::get(&data, &k.into()).ok();
                    if ours
                        && field("source").and_then(|v| v.as_string()).as_deref()
                            == Some(crate::embed::NAME)
                        && field("type").and_then(|v| v.as_string()).as_deref() == Some("height")
                    {
                        if let Some(h) = field("height")
                            .and_then(|v| v.as_f64())
                            .filter(|h| *h > 0.0 && *h < 20_000.0)
                        {
                            said_height.set(Some(h.ceil() as u32));
                        }
                    }
                })
            });
            move || drop(listener)
        });
    }
    let c = (*choice).clone();
    let change = |apply: fn(&mut Choice<O>, String)| {
        let choice = choice.clone();
        Callback::from(move |value: String| {
            let mut next = (*choice).clone();
            apply(&mut next, value);
            choice.set(next);
        })
    };
    let site = crate::route::whole_address("")
        .map(|page| folder_of(&page).to_string())
        .unwrap_or_default();
    let query = c.query();
    let title = frame_title(c.game());
    let height = said_height.unwrap_or_else(|| first_height(c.width));
    let width_style = match c.width {
        0 => String::new(),
        w => format!(" max-width: {w}px;"),
    };

    let kinds = Kind::all()
        .into_iter()
        .map(|k| (k.code().to_string(), kind_label(k).to_string()))
        .collect();
    let settings = match c.kind {
        Kind::Game(game, kind) => {
            let on = {
                let choice = choice.clone();
                Callback::from(move |options| {
                    let mut next = (*choice).clone();
                    next.set_options(options);
                    choice.set(next);
                })
            };
            let number = match kind {
                EmbedKind::Puzzle => Some(t::embed_puzzle_label()),
                EmbedKind::Lesson => Some(t::embed_lesson_label()),
                _ => None,
            };
            match number {
                Some(label) => select(
                    "embed-number",
                    label,
                    O::numbers(game, kind),
                    &c.number.to_string(),
                    change(|c, v| c.number = v.parse().unwrap_or(1)),
                ),
                None => c.options(game).controls(kind, on),
            }
        }
        Kind::Watch => html! {},
    };
    let typed = match c.kind {
        Kind::Game(_, EmbedKind::Position) => {
            Some((t::embed_position_label(), t::embed_position_hint()))
        }
        Kind::Game(_, EmbedKind::Record) => Some((t::embed_record_label(), t::embed_record_hint())),
        Kind::Watch => Some((t::embed_watch_label(), t::embed_watch_hint())),
        Kind::Game(..) => None,
    };
    let text_field = typed.map(|(label, hint)| {
        let oninput = {
            let choice = choice.clone();
            Callback::from(move |e: InputEvent| {
                if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                    let mut next = (*choice).clone();
                    next.text = input.value();
                    choice.set(next);
                }
            })
        };
        html! {
            <label for="embed-text">{ label }
                <input id="embed-text" type="text" value={c.text.clone()} {oninput} spellcheck="false"
                       autocomplete="off" aria-describedby="embed-text-hint" />
                <span id="embed-text-hint" class="hint">{ hint }</span>
            </label>
        }
    });
    let langs = vec![
        (String::new(), t::embed_lang_visitor().to_string()),
        ("en".into(), "English".into()),
        ("mi".into(), "te reo Māori".into()),
    ];
    let themes = vec![
        (String::new(), t::theme_system().to_string()),
        ("light".into(), t::theme_light().to_string()),
        ("dark".into(), t::theme_dark().to_string()),
        ("contrast".into(), t::theme_contrast().to_string()),
    ];
    let sounds = vec![
        (String::new(), t::embed_sound_off().to_string()),
        ("1".into(), t::embed_sound_on().to_string()),
    ];
    let widths = WIDTHS
        .into_iter()
        .map(|w| {
            let words = match w {
                0 => t::embed_width_full().to_string(),
                w => t::embed_width_px(w),
            };
            (w.to_string(), words)
        })
        .collect();

    let outcome = match &query {
        Ok(query) => {
            let embed = Embed {
                site: &site,
                query,
                title,
                width: c.width,
                height,
            };
            html! { <>
                <section aria-labelledby="embed-preview-title" class="embed-preview">
                    <h2 id="embed-preview-title">{ t::embed_preview_title() }</h2>
                    <iframe ref={frame.clone()} src={embed.address()} title={title} data-testid="embed-preview"
                            sandbox="allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox" allow="fullscreen"
                            style={format!("width: 100%;{width_style} height: {height}px; border: 0")} />
                </section>
                <section aria-labelledby="embed-code-title">
                    <h2 id="embed-code-title">{ t::embed_code_title() }</h2>
                    <p>{ t::embed_code_lead() }</p>
                    <Code id="embed-code-element" label={t::embed_code_element()} code={embed.element()} />
                    <Code id="embed-code-iframe" label={t::embed_code_iframe()} code={embed.iframe()} />
                </section>
            </> }
        }
        Err(error) => html! {
            <p class="message" role="alert" data-testid="embed-error">{ text_error(error) }</p>
        },
    };

    html! {
        <article class="embed-builder" aria-labelledby="embed-builder-title">
            <h1 id="embed-builder-title">{ t::embed_builder_title() }</h1>
            <p class="lead">{ t::embed_builder_lead() }</p>
            <fieldset class="settings">
                <legend>{ t::embed_what() }</legend>
                { select("embed-kind", t::embed_kind_label(), kinds, c.kind.code(),
                    change(|c, v| if let Some(k) = Kind::from_code(&v) {
                        if k != c.kind { c.number = 1; c.text.clear(); }
                        c.kind = k;
                    })) }
                { settings }
                { for text_field }
            </fieldset>
            <fieldset class="settings">
                <legend>{ t::embed_looks() }</legend>
                { select("embed-lang", t::language_label(), langs, &c.lang, change(|c, v| c.lang = v)) }
                { select("embed-theme", t::theme_label(), themes, &c.theme, change(|c, v| c.theme = v)) }
                { select("embed-width", t::embed_width_label(), widths, &c.width.to_string(),
                    change(|c, v| c.width = v.parse().unwrap_or(600))) }
                { select("embed-sound", t::embed_sound_label(), sounds, if c.sound { "1" } else { "" },
                    change(|c, v| c.sound = v == "1")) }
            </fieldset>
            { outcome }
        </article>
    }
}
