//! Loading a script the page needs only sometimes (friend play's QR maker and live
//! client): a `<script>` element added once, from a file beside the page (allowed by the
//! page's `script-src 'self'`), waited for until it has run.

use js_sys::{Promise, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;

/// How a script says it has set its global.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ready {
    /// A classic script: when it has run (its `load`).
    Loaded,
    /// An ES module that awaits its imports: this window event.
    Event(&'static str),
}

/// The global `name` that the script `src` sets, loading the script the first time;
/// `Err` if it cannot be loaded.
pub async fn global_from(src: &str, ready: Ready, name: &str) -> Result<JsValue, ()> {
    let window = web_sys::window().ok_or(())?;
    let global = || {
        Reflect::get(&window, &name.into())
            .ok()
            .filter(|value| !value.is_undefined() && !value.is_null())
    };
    if let Some(value) = global() {
        return Ok(value);
    }
    let document = window.document().ok_or(())?;
    let script = document.create_element("script").map_err(|_| ())?;
    if let Ready::Event(_) = ready {
        script.set_attribute("type", "module").map_err(|_| ())?;
    }
    script.set_attribute("src", src).map_err(|_| ())?;
    let loaded = Promise::new(&mut |resolve, reject| {
        let done = move |_: &web_sys::Event| {
            let _ = resolve.call0(&JsValue::NULL);
        };
        match ready {
            // A classic script's `load` comes after it has run.
            Ready::Loaded => gloo::events::EventListener::once(&script, "load", done),
            // A module's `load` may come before its top-level `await`s are done.
            Ready::Event(event) => gloo::events::EventListener::once(&window, event, done),
        }
        .forget();
        gloo::events::EventListener::once(&script, "error", move |_| {
            let _ = reject.call0(&JsValue::NULL);
        })
        .forget();
    });
    document
        .head()
        .ok_or(())?
        .append_child(&script)
        .map_err(|_| ())?;
    JsFuture::from(loaded).await.map_err(|_| ())?;
    global().ok_or(())
}
