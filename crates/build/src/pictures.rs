//! The home page's pictures of both boards (src/board_pictures.rs), written by the first
//! screens' step (crates/build/src/first_screens.rs): each board as its game's component
//! draws it, made a file of its own. An image cannot use the page's stylesheet, so each file
//! carries the rules of static/style.css that draw its board (the selectors that name the
//! board's class, without the ones for hover and focus) and the light theme's colours
//! (`:root`), picked out by a CSS parser (lightningcss); the markup is rewritten by an HTML
//! rewriter (lol_html).

use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::convert::Infallible;
use std::rc::Rc;

use lightningcss::properties::custom::{CustomPropertyName, Variable};
use lightningcss::properties::Property;
use lightningcss::rules::style::StyleRule;
use lightningcss::rules::CssRule;
use lightningcss::selector::{Component, PseudoClass, Selector};
use lightningcss::stylesheet::{ParserOptions, PrinterOptions, StyleSheet};
use lightningcss::traits::ToCss;
use lightningcss::visit_types;
use lightningcss::visitor::{Visit, VisitTypes, Visitor};
use lol_html::html_content::{ContentType, Element};
use lol_html::{element, end_tag, HtmlRewriter, Settings};

/// The standalone SVG file of a board picture: `svg` (the board's markup), `board` (its class), `css` (static/style.css).
pub fn standalone_picture(svg: &str, board: &str, css: &str) -> Result<String, String> {
    let (present, has_svg) = classes_of(svg)?;
    if !has_svg {
        return Err("board pictures: the board's markup has no <svg>".into());
    }
    if !present.contains(board) {
        return Err(format!("board pictures: the markup draws no .{board}"));
    }
    standalone(svg, &board_rules(css, board, &present)?)
}

/// The class names of every element of `svg`'s markup, and whether it has an `<svg>`.
fn classes_of(svg: &str) -> Result<(HashSet<String>, bool), String> {
    let found = RefCell::new(HashSet::new());
    let has_svg = Cell::new(false);
    let mut rewriter = HtmlRewriter::new(
        Settings::new().append_element_content_handler(element!("*", |el| {
            has_svg.set(has_svg.get() || el.tag_name() == "svg");
            if let Some(classes) = el.get_attribute("class") {
                let mut found = found.borrow_mut();
                found.extend(classes.split_ascii_whitespace().map(str::to_owned));
            }
            Ok(())
        })),
        |_: &[u8]| {},
    );
    rewriter
        .write(svg.as_bytes())
        .and_then(|()| rewriter.end())
        .map_err(|e| format!("board pictures: the board's markup: {e}"))?;
    Ok((found.into_inner(), has_svg.get()))
}

/// The rules of `css` a picture of the board with class `board` needs, as minified CSS: of
/// each top-level rule, the selectors that name the board's class (or are the theme's
/// `:root`), without those for hover, focus and the other themes, and without those that name
/// a class `present` (the picture's class names) lacks (a stone's, a tile's: a board at the
/// start has none), which match nothing in it.
fn board_rules(css: &str, board: &str, present: &HashSet<String>) -> Result<String, String> {
    let sheet = StyleSheet::parse(css, ParserOptions::default())
        .map_err(|e| format!("board pictures: the stylesheet does not parse: {e}"))?;
    // Only top-level rules: a theme, print or media rule does not apply to a picture.
    let mut kept: Vec<StyleRule> = Vec::new();
    for rule in sheet.rules.0 {
        if let CssRule::Style(mut rule) = rule {
            rule.selectors.0.retain(|s| {
                matchable(s, present) && (is_root(s) || (names(s, board) && !for_the_page(s)))
            });
            if !rule.selectors.0.is_empty() {
                kept.push(rule);
            }
        }
    }
    // Of the theme's colours, only those the board's rules use (and those they name in
    // turn): the other game's and the page's colours would only add bytes to the picture.
    let is_theme = |rule: &StyleRule| rule.selectors.0.iter().any(is_root);
    let mut used = Uses(HashSet::new());
    for rule in kept.iter_mut().filter(|r| !is_theme(r)) {
        let Ok(()) = rule.declarations.visit(&mut used);
    }
    loop {
        let before = used.0.len();
        for rule in kept.iter_mut().filter(|r| is_theme(r)) {
            let block = &mut rule.declarations;
            for property in block
                .declarations
                .iter_mut()
                .chain(&mut block.important_declarations)
            {
                if custom_name(property).is_some_and(|name| used.0.contains(name)) {
                    let Ok(()) = property.visit(&mut used);
                }
            }
        }
        if used.0.len() == before {
            break;
        }
    }
    let wanted = |p: &Property| custom_name(p).is_none_or(|name| used.0.contains(name));
    let options = || PrinterOptions {
        minify: true,
        ..PrinterOptions::default()
    };
    let mut out = String::new();
    for mut rule in kept {
        if is_theme(&rule) {
            rule.declarations.declarations.retain(wanted);
            rule.declarations.important_declarations.retain(wanted);
        }
        // A theme rule left with no colours (or a rule with no declarations) draws nothing.
        if !rule.declarations.is_empty() || !rule.rules.0.is_empty() {
            let text = rule.to_css_string(options());
            out += &text.map_err(|e| format!("board pictures: a rule does not print: {e}"))?;
        }
    }
    Ok(out)
}

/// The names of the custom properties that `var()`s name, fallbacks included.
struct Uses(HashSet<String>);

impl<'i> Visitor<'i> for Uses {
    type Error = Infallible;

    fn visit_types(&self) -> VisitTypes {
        visit_types!(VARIABLES)
    }

    fn visit_variable(&mut self, var: &mut Variable<'i>) -> Result<(), Infallible> {
        self.0.insert(var.name.ident.0.to_string());
        var.visit_children(self)
    }
}

/// The name of `property` if it is a custom property (`--name`).
fn custom_name<'a>(property: &'a Property) -> Option<&'a str> {
    match property {
        Property::Custom(custom) => match &custom.name {
            CustomPropertyName::Custom(name) => Some(name.0.as_ref()),
            CustomPropertyName::Unknown(_) => None,
        },
        _ => None,
    }
}

/// Whether every class `selector` itself names (not those inside `:is()` or `:not()`) is one
/// of `present`.
fn matchable(selector: &Selector, present: &HashSet<String>) -> bool {
    selector.iter_raw_match_order().all(|c| match c {
        Component::Class(name) => present.contains(name.0.as_ref()),
        _ => true,
    })
}

/// Whether `selector` is the theme's `:root`.
fn is_root(selector: &Selector) -> bool {
    let mut parts = selector.iter_raw_match_order();
    matches!((parts.next(), parts.next()), (Some(Component::Root), None))
}

/// Whether `selector` names the class `board`, anywhere (inside `:is()` too).
fn names(selector: &Selector, board: &str) -> bool {
    any_part(
        selector,
        &|c| matches!(c, Component::Class(name) if name.0.as_ref() == board),
    )
}

/// Whether `selector` is for the page only: hover, focus (`:focus-within` too), `:active`, or
/// another theme (`[data-theme]`), anywhere in it.
fn for_the_page(selector: &Selector) -> bool {
    any_part(selector, &|c| match c {
        Component::NonTSPseudoClass(class) => matches!(
            class,
            PseudoClass::Hover
                | PseudoClass::Active
                | PseudoClass::Focus
                | PseudoClass::FocusVisible
                | PseudoClass::FocusWithin
        ),
        Component::AttributeInNoNamespaceExists { local_name, .. }
        | Component::AttributeInNoNamespace { local_name, .. } => {
            local_name.0.as_ref() == "data-theme"
        }
        Component::AttributeOther(attribute) => attribute.local_name.0.as_ref() == "data-theme",
        _ => false,
    })
}

/// Whether a part of `selector`, or of a selector inside it (`:is()`, `:not()`, `:has()`…),
/// passes `test`.
fn any_part(selector: &Selector, test: &dyn Fn(&Component) -> bool) -> bool {
    selector.iter_raw_match_order().any(|c| {
        let inner: &[Selector] = match c {
            Component::Negation(list)
            | Component::Where(list)
            | Component::Is(list)
            | Component::Any(_, list)
            | Component::Has(list) => list,
            Component::NthOf(nth) => nth.selectors(),
            Component::Slotted(one) | Component::Host(Some(one)) => std::slice::from_ref(one),
            _ => &[],
        };
        test(c) || inner.iter().any(|s| any_part(s, test))
    })
}

/// Where the rewriter is: before the picture's root (the markup's first `<svg>`), inside, or after.
#[derive(Clone, Copy, PartialEq)]
enum Place {
    Before,
    Inside,
    After,
}

/// What only the page uses: a picture is not a control.
fn page_only(name: &str) -> bool {
    name == "tabindex" || name == "role" || name.starts_with("aria-")
}

/// A board's markup (`svg`) as a standalone SVG file with `style` (CSS text). The root keeps
/// its data attributes (what the board shows); inside it, click targets (`.hit`), the points'
/// and hollows' names for the page's code, and their roles go.
fn standalone(svg: &str, style: &str) -> Result<String, String> {
    let place = Rc::new(Cell::new(Place::Before));
    let handler = |el: &mut Element| {
        match place.get() {
            Place::Before if el.tag_name() == "svg" => {
                // The root's start tag written anew: `xmlns` first, the page's attributes out
                // (lol_html adds an attribute last, and lowercases a name it sets: `viewBox`).
                let mut tag = format!(
                    "<{} xmlns=\"http://www.w3.org/2000/svg\"",
                    el.tag_name_preserve_case()
                );
                for attribute in el.attributes() {
                    let name = attribute.name();
                    if !page_only(&name) && name != "xmlns" {
                        // The value as written (entities kept), in double quotes.
                        let value = attribute.value().replace('"', "&quot;");
                        tag += &format!(" {}=\"{value}\"", attribute.name_preserve_case());
                    }
                }
                tag.push('>');
                // What follows the start tag, last first (each goes right after the tag).
                let closed = !el.can_have_content();
                let start = el.start_tag();
                start.replace(&tag, ContentType::Html);
                if closed {
                    start.after("</svg>", ContentType::Html);
                }
                start.after("</style>", ContentType::Html);
                start.after(style, ContentType::Text);
                start.after("<style>", ContentType::Html);
                if closed {
                    place.set(Place::After);
                } else {
                    place.set(Place::Inside);
                    let place = Rc::clone(&place);
                    el.on_end_tag(end_tag!(move |_| {
                        place.set(Place::After);
                        Ok(())
                    }))?;
                }
            }
            Place::Inside => {
                let hit = el.get_attribute("class");
                if hit.is_some_and(|c| c.split_ascii_whitespace().any(|c| c == "hit")) {
                    el.remove();
                } else {
                    let names: Vec<String> = el.attributes().iter().map(|a| a.name()).collect();
                    for name in names
                        .iter()
                        .filter(|n| page_only(n) || n.starts_with("data-"))
                    {
                        el.remove_attribute(name);
                    }
                }
            }
            _ => {}
        }
        Ok(())
    };
    let mut out = Vec::with_capacity(svg.len() + style.len() + 64);
    let mut rewriter = HtmlRewriter::new(
        Settings::new().append_element_content_handler(element!("*", handler)),
        |chunk: &[u8]| out.extend_from_slice(chunk),
    );
    rewriter
        .write(svg.as_bytes())
        .and_then(|()| rewriter.end())
        .map_err(|e| format!("board pictures: the board's markup: {e}"))?;
    if place.get() == Place::Before {
        return Err("board pictures: the board's markup has no <svg>".into());
    }
    let body = String::from_utf8(out).map_err(|e| format!("board pictures: {e}"))?;
    Ok(format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{body}\n"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CSS: &str = r#"
:root { --used: #111111; --unused: #222; --via: #333; --indirect: var(--via); --fallback: #444; --other: #555; }
.b-board { fill: var(--used); stroke: var(--indirect); }
.b-board .spot, .c-board .spot { fill: var(--nope, var(--fallback)); }
.c-board { fill: var(--other); }
.b-board .spot:hover, .b-board :is(.spot:focus-visible) { fill: red; }
[data-theme="dark"] .b-board { fill: blue; }
.b-board-legend, .b-boards { fill: green; }
.b-board .stone { fill: black; }
.b-board :is(.stone, .spot) > circle { stroke-width: 2; }
@media (min-width: 1px) { .b-board { fill: yellow; } }
:root { --late: 1px; }
"#;

    const SVG: &str = concat!(
        r#"<svg viewBox="0 0 10 10" role="img" tabindex="0" aria-label="A board" data-game="b" class="board b-board">"#,
        r#"<g data-point="1" role="img" aria-label="Point 1" tabindex="-1" transform="scale(2)" class="spot">"#,
        r#"<circle r="1"></circle></g>"#,
        r#"<rect width="1" data-x="1" class="big hit"><title>Point 1</title></rect>"#,
        r#"<path d="M0,0 L1,1"></path></svg>"#,
    );

    #[test]
    fn keeps_the_boards_rules_and_the_colours_they_use() {
        let file = standalone_picture(SVG, "b-board", CSS).unwrap();
        let style = concat!(
            ":root{--used:#111;--via:#333;--indirect:var(--via);--fallback:#444}",
            ".b-board{fill:var(--used);stroke:var(--indirect)}",
            ".b-board .spot{fill:var(--nope,var(--fallback))}",
            ".b-board :is(.stone,.spot)>circle{stroke-width:2px}",
        );
        let expected = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}{}{}\n",
            r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" data-game="b" class="board b-board">"#,
            format_args!("<style>{}</style>", style.replace('>', "&gt;")),
            r#"<g transform="scale(2)" class="spot"><circle r="1"></circle></g><path d="M0,0 L1,1"></path></svg>"#,
        );
        assert_eq!(file, expected);
    }

    #[test]
    fn a_picture_of_another_board_keeps_its_own_rules() {
        let svg = SVG.replace("b-board", "c-board");
        let file = standalone_picture(&svg, "c-board", CSS).unwrap();
        assert!(file.contains(
            "<style>:root{--fallback:#444;--other:#555}.c-board .spot{fill:var(--nope,var(--fallback))}.c-board{fill:var(--other)}</style>"
        ));
    }

    #[test]
    fn reads_the_class_names_of_the_markup() {
        let (classes, has_svg) = classes_of(SVG).unwrap();
        let mut classes: Vec<_> = classes.into_iter().collect();
        classes.sort();
        assert_eq!(classes, ["b-board", "big", "board", "hit", "spot"]);
        assert!(has_svg);
    }

    #[test]
    fn a_self_closing_root_gets_its_style() {
        let file = standalone_picture(
            r#"<svg class="b-board" role="img"/>"#,
            "b-board",
            ".b-board{fill:red}",
        )
        .unwrap();
        assert!(file.ends_with(&(r#"<svg xmlns="http://www.w3.org/2000/svg" class="b-board"><style>.b-board{fill:red}</style></svg>"#.to_owned() + "\n")));
    }

    #[test]
    fn tells_what_is_wrong() {
        let no_svg = standalone_picture(r#"<div class="b-board"></div>"#, "b-board", CSS);
        assert!(no_svg.unwrap_err().contains("no <svg>"));
        let no_board = standalone_picture(SVG, "c-board", CSS);
        assert!(no_board.unwrap_err().contains("no .c-board"));
        let bad_css = standalone_picture(SVG, "b-board", ".b-board[ { fill: red }");
        assert!(bad_css.unwrap_err().contains("does not parse"));
    }

    #[test]
    fn the_stylesheet_parses() {
        let css = include_str!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../static/style.css"
        ));
        let (classes, _) = classes_of(r#"<svg class="board kemu-board"></svg>"#).unwrap();
        let rules = board_rules(css, "kemu-board", &classes).unwrap();
        assert!(rules.starts_with(":root{"));
        assert!(rules.contains(".kemu-board{"));
    }
}
