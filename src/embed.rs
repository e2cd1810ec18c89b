//! The embedding API: what the game tells the page that frames it, and what it accepts
//! from that page (documented in docs/hosting.md, "Embedding").
//!
//! While framed, every change of the board is posted to `window.parent` (target origin
//! `*`) as `{ source: "papa-takaro", type, game, state, outcome }`:
//! - `type`: `"ready"` when a board is shown (the first time, and whenever the game on
//!   it is replaced without a move: a new game, undo, a restored save, an `open`);
//!   `"move"` after every move, by anyone; `"end"` after the move that ends the game, or
//!   alone when it ends without one (a resignation; between friends on two devices, an
//!   agreed draw too);
//! - `game`: `"mu-torere"` or `"kemu"`;
//! - `state`: Mū tōrere's position text (`g/.ggggwwww`), or Moeraki Kemu's record text
//!   (the board's `data-record`);
//! - `outcome`: the board's `data-outcome`.
//!
//! The parent may send `{ target: "papa-takaro", type: "open", query: "?game=…" }` to
//! open a page with the same presets as a URL. Only messages from `window.parent` are
//! obeyed; anything malformed is ignored.

use crate::route::{parse, Page};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// The `source` of the game's messages and the `target` of the parent's.
pub const NAME: &str = "papa-takaro";
/// The longest `query` an `open` message may carry.
const MAX_QUERY: usize = 2000;

/// The frame's parent window, when the page is framed.
fn parent() -> Option<web_sys::Window> {
    let w = web_sys::window()?;
    let parent = w.parent().ok().flatten()?;
    (!js_sys::Object::is(&parent, &w)).then_some(parent)
}

/// Posts one message to the parent (nothing when not framed).
pub fn post(kind: &str, game: &str, state: &str, outcome: &str) {
    let Some(parent) = parent() else { return };
    let message = js_sys::Object::new();
    for (key, value) in [
        ("source", NAME),
        ("type", kind),
        ("game", game),
        ("state", state),
        ("outcome", outcome),
    ] {
        let _ = js_sys::Reflect::set(&message, &key.into(), &value.into());
    }
    let _ = parent.post_message(&message, "*");
}

/// Which message a change of the board is: `"move"` when exactly one move was added to
/// the same game, `"end"` when the same game ended (`over`) without a move (a
/// resignation, an agreed draw), else `"ready"` (a new, restored or undone game).
pub fn change_kind(before: Option<(u32, usize)>, now: (u32, usize), over: bool) -> &'static str {
    match before {
        Some((id, moves)) if id == now.0 && moves + 1 == now.1 => "move",
        Some(same) if same == now && over => "end",
        _ => "ready",
    }
}

/// Reports the board of `game` to the parent after every change: `ready`, `move`, and
/// `end` after the move that ends the game (`over`), or alone when the game ends without
/// a move (a resignation, friends' agreed draw: [`change_kind`]). `game_id` changes with every new
/// game; `moves` counts the moves played; `state` and `outcome` are the board's
/// `data-record` (or `data-position`) and `data-outcome`.
#[hook]
pub fn use_report(
    game: &'static str,
    game_id: u32,
    moves: usize,
    state: String,
    outcome: &'static str,
    over: bool,
) {
    let last = use_mut_ref(|| None::<(u32, usize)>);
    use_effect_with(
        (game_id, moves, state, outcome, over),
        move |(game_id, moves, state, outcome, over)| {
            let before = last.borrow_mut().replace((*game_id, *moves));
            let kind = change_kind(before, (*game_id, *moves), *over);
            let (state, outcome, over) = (state.clone(), *outcome, *over);
            // Said once the board is on the page (`first_render`).
            crate::first_render::when_shown(move || {
                post(kind, game, &state, outcome);
                if kind == "move" && over {
                    post("end", game, &state, outcome);
                }
            });
        },
    );
}

/// Checks the `query` of an `open` message: a query string (`?…`) of URL characters that
/// names a game, or `?` alone for the home page.
pub fn check_query(query: &str) -> Option<&str> {
    let ok_chars = query
        .chars()
        .all(|c| c.is_ascii_graphic() && !matches!(c, '#' | '<' | '>' | '"' | '\\' | '`'));
    if query.len() > MAX_QUERY || !query.starts_with('?') || !ok_chars {
        return None;
    }
    (query == "?" || parse(query).page != Page::Home).then_some(query)
}

/// The query of a well-formed `open` message from the parent window, else `None`.
pub fn open_request(event: &web_sys::MessageEvent) -> Option<String> {
    let parent = parent()?;
    let source = event.source()?;
    if !js_sys::Object::is(&source, &parent) {
        return None;
    }
    let data = event.data();
    if !data.is_object() {
        return None;
    }
    let field = |key: &str| {
        js_sys::Reflect::get(&data, &JsValue::from_str(key))
            .ok()
            .and_then(|v| v.as_string())
    };
    if field("target")? != NAME || field("type")? != "open" {
        return None;
    }
    let query = field("query")?;
    check_query(&query).map(str::to_string)
}

/// Listens for the parent's `open` messages for as long as the component lives.
#[hook]
pub fn use_open_requests(on_open: Callback<String>) {
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            gloo::events::EventListener::new(&w, "message", move |e| {
                if let Some(query) = e.dyn_ref::<web_sys::MessageEvent>().and_then(open_request) {
                    on_open.emit(query);
                }
            })
        });
        move || drop(listener)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_added_move_is_a_move_anything_else_is_ready() {
        assert_eq!(change_kind(None, (0, 0), false), "ready");
        assert_eq!(change_kind(None, (0, 5), false), "ready", "a restored game");
        assert_eq!(
            change_kind(None, (0, 5), true),
            "ready",
            "a finished game opened"
        );
        assert_eq!(change_kind(Some((0, 4)), (0, 5), false), "move");
        assert_eq!(change_kind(Some((0, 4)), (0, 5), true), "move", "then end");
        assert_eq!(
            change_kind(Some((0, 5)), (0, 5), true),
            "end",
            "a resignation"
        );
        assert_eq!(change_kind(Some((0, 5)), (0, 4), false), "ready", "undo");
        assert_eq!(
            change_kind(Some((0, 5)), (1, 0), false),
            "ready",
            "a new game"
        );
        assert_eq!(change_kind(Some((0, 0)), (1, 1), false), "ready");
    }

    #[test]
    fn open_queries_must_name_a_game_in_url_characters() {
        assert_eq!(
            check_query("?game=kemu&tier=basic&match=1"),
            Some("?game=kemu&tier=basic&match=1")
        );
        assert!(check_query("?game=mu-torere&opponent=human").is_some());
        assert!(check_query("?game=kemu&record=bAx!Bcd.~Dn").is_some());
        assert!(check_query("?").is_some(), "the home page");
        for bad in [
            "",
            "game=kemu",
            "?game=chess",
            "?game=kemu#x",
            "?game=kemu&x=<script>",
            "?game=kemu x",
            "https://example.org/?game=kemu",
        ] {
            assert_eq!(check_query(bad), None, "{bad}");
        }
        assert_eq!(
            check_query(&format!("?game=kemu&{}", "a".repeat(MAX_QUERY))),
            None
        );
    }
}
