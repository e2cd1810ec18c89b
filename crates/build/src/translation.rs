//! What turns one first screen's markup into another's: the file (`first-<name>.json`)
//! of a screen that index.html does not hold is what differs from the closest of those it
//! does, which static/boot.js applies to that screen's <template> (the texts and
//! attributes that differ, the nodes removed and the markup inserted, each by the index
//! of its node among the elements and texts in document order, as a DOM TreeWalker over
//! the template's content counts them).
//!
//! The markup is parsed by html5ever (scraper's `Html::parse_fragment`, as in a <body>,
//! with its attributes in order: scraper's `deterministic` feature), which for markup
//! that begins with an element (each screen's `<div>`) gives the tree a <template> does;
//! inserted markup is written as parse5's `serializeOuter` writes it.

use scraper::{Html, Node as Parsed};
use serde::Serialize;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::collections::HashSet;

/// Names a markup (the English screen a Māori one is written against; boot.js compares):
/// the first 16 hex digits of its SHA-256.
pub fn markup_id(html: &str) -> String {
    let hex: String = Sha256::digest(html.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect();
    hex[..16].to_owned()
}

/// A string's length as JavaScript counts it (`.length`: UTF-16 code units).
pub fn utf16_len(s: &str) -> usize {
    s.encode_utf16().count()
}

/// What turns the markup `from` into `to` (`translation`), each node by its index in
/// `from` (the root's is -1).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Translation {
    /// The texts that differ: the text node and its new text.
    pub texts: Vec<(i64, String)>,
    /// The attributes that differ: the element, the attribute's name and its new value
    /// (`None`: removed).
    pub attributes: Vec<(i64, String, Option<String>)>,
    /// The nodes removed (with what they hold).
    pub removed: Vec<i64>,
    /// The markup inserted: the parent, the node it goes before (`None`: last) and the
    /// markup.
    pub inserted: Vec<(i64, Option<i64>, String)>,
}

/// A [`Translation`] as its file holds it ([`Translation::filed`]), in this key order.
#[derive(Debug, Serialize)]
pub struct Filed {
    pub text: Vec<(i64, String)>,
    pub attrs: Vec<(i64, String, Option<String>)>,
    pub removed: Vec<i64>,
    pub inserted: Vec<(i64, Option<i64>, String)>,
}

impl Translation {
    /// Length of the change's JSON (keys `texts`, `attributes`, `removed`, `inserted`) as
    /// JavaScript counts it (`JSON.stringify(change).length`), by which the build chooses
    /// the closest screen of index.html.
    pub fn json_len(&self) -> usize {
        let change = json!({
            "texts": self.texts.iter().map(|(i, text)| json!([i, text])).collect::<Vec<_>>(),
            "attributes": self
                .attributes
                .iter()
                .map(|(i, name, value)| json!([i, name, value]))
                .collect::<Vec<_>>(),
            "removed": self.removed,
            "inserted": self.inserted(),
        });
        utf16_len(&change.to_string())
    }

    /// The change as its file holds it: each text's and attribute's node index after the
    /// first as the difference from the one before (`text`, `attrs`: boot.js adds them
    /// up), so that gzip finds the runs of like changes (the te reo Māori board's names).
    /// The keys are not those of `json_len`'s change, so that a loader and a file of two
    /// versions never fit (boot.js then shows no first screen).
    pub fn filed(&self) -> Filed {
        let mut at = 0;
        let text = self
            .texts
            .iter()
            .map(|(i, text)| (i - std::mem::replace(&mut at, *i), text.clone()))
            .collect();
        let mut at = 0;
        let attrs = self
            .attributes
            .iter()
            .map(|(i, name, value)| {
                (
                    i - std::mem::replace(&mut at, *i),
                    name.clone(),
                    value.clone(),
                )
            })
            .collect();
        Filed {
            text,
            attrs,
            removed: self.removed.clone(),
            inserted: self.inserted.clone(),
        }
    }

    fn inserted(&self) -> Vec<Value> {
        self.inserted
            .iter()
            .map(|(parent, before, html)| json!([parent, before, html]))
            .collect()
    }
}

/// What turns the markup `from` into `to`, by the index of each node of `from` among the
/// elements and texts in document order. Children are paired by name and id (or class),
/// in order; `None` where markup would be inserted into SVG (a <template> would not
/// parse it as SVG).
pub fn translation(from: &str, to: &str) -> Option<Translation> {
    let a = Tree::parse(from);
    let mut comparison = Comparison {
        index: a.indices(),
        a,
        b: Tree::parse(to),
        change: Translation::default(),
    };
    comparison
        .compare(Tree::ROOT, Tree::ROOT)
        .then_some(comparison.change)
}

const HTML: &str = "http://www.w3.org/1999/xhtml";

/// The elements written without an end tag (parse5's serializer's).
const VOID: [&str; 18] = [
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input",
    "keygen", "link", "meta", "param", "source", "track", "wbr",
];

/// The elements whose text is written as it is (parse5's, with scripting on).
const UNESCAPED_TEXT: [&str; 8] = [
    "style",
    "script",
    "xmp",
    "iframe",
    "noembed",
    "noframes",
    "plaintext",
    "noscript",
];

/// A node of a markup's tree.
enum Kind {
    /// An element: its name, its namespace, and its attributes in order by the names the
    /// DOM gives them (`getAttributeNames`: `xlink:href`).
    Element {
        name: String,
        namespace: String,
        attributes: Vec<(String, String)>,
    },
    Text(String),
    Comment(String),
    /// The root, or a <template>'s content.
    Fragment,
}

struct Node {
    kind: Kind,
    parent: Option<usize>,
    children: Vec<usize>,
}

/// A markup's tree, its root first.
struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    const ROOT: usize = 0;

    fn parse(html: &str) -> Tree {
        let parsed = Html::parse_fragment(html);
        // html5ever puts a fragment's nodes in an <html> element.
        let root = *parsed.root_element();
        let mut tree = Tree {
            nodes: vec![Node {
                kind: Kind::Fragment,
                parent: None,
                children: Vec::new(),
            }],
        };
        // The open nodes of the walk in document order, with their places in `nodes`.
        let mut open = vec![(root, Tree::ROOT)];
        for node in root.descendants().skip(1) {
            while open.last().is_some_and(|(n, _)| Some(*n) != node.parent()) {
                open.pop();
            }
            let parent = open.last().expect("the root holds every node").1;
            let kind = match node.value() {
                Parsed::Element(element) => Kind::Element {
                    name: element.name.local.to_string(),
                    namespace: element.name.ns.to_string(),
                    attributes: element
                        .attrs
                        .iter()
                        .map(|(name, value)| {
                            let name = match &name.prefix {
                                Some(prefix) => format!("{prefix}:{}", name.local),
                                None => name.local.to_string(),
                            };
                            (name, value.to_string())
                        })
                        .collect(),
                },
                Parsed::Text(text) => Kind::Text(text.text.to_string()),
                Parsed::Comment(comment) => Kind::Comment(comment.comment.to_string()),
                // A <template>'s content (a fragment holds no document type).
                _ => Kind::Fragment,
            };
            let at = tree.nodes.len();
            tree.nodes.push(Node {
                kind,
                parent: Some(parent),
                children: Vec::new(),
            });
            tree.nodes[parent].children.push(at);
            open.push((node, at));
        }
        tree
    }

    /// An element's attributes (none for any other node).
    fn attributes(&self, node: usize) -> &[(String, String)] {
        match &self.nodes[node].kind {
            Kind::Element { attributes, .. } => attributes,
            _ => &[],
        }
    }

    /// A node's children that the walk sees (not comments, nor a <template>'s content).
    fn children(&self, node: usize) -> Vec<usize> {
        let seen = |&&child: &&usize| {
            matches!(self.nodes[child].kind, Kind::Element { .. } | Kind::Text(_))
        };
        self.nodes[node]
            .children
            .iter()
            .filter(seen)
            .copied()
            .collect()
    }

    /// Each node's index among the elements and texts in document order, as a DOM
    /// TreeWalker over a <template>'s content counts them (static/boot.js walks the
    /// English screen that way); the root's is -1, and a node the walk does not see has
    /// none.
    fn indices(&self) -> Vec<Option<i64>> {
        let mut index = vec![None; self.nodes.len()];
        let mut next = -1;
        let mut stack = vec![Tree::ROOT];
        while let Some(node) = stack.pop() {
            index[node] = Some(next);
            next += 1;
            stack.extend(self.children(node).into_iter().rev());
        }
        index
    }

    /// What pairs a node with its counterpart: its name, and its id (else its class).
    fn key(&self, node: usize) -> String {
        let Kind::Element {
            name, attributes, ..
        } = &self.nodes[node].kind
        else {
            return "#text".into();
        };
        let get = |wanted: &str| {
            attributes
                .iter()
                .find(|(name, _)| name == wanted)
                .map(|(_, value)| value.as_str())
        };
        match get("id") {
            Some(id) => format!("{name}#{id}"),
            None => format!("{name}#.{}", get("class").unwrap_or("")),
        }
    }

    fn is_svg(&self, node: usize) -> bool {
        matches!(&self.nodes[node].kind, Kind::Element { namespace, .. } if namespace.ends_with("/svg"))
    }

    /// A node's markup, as parse5's `serializeOuter` writes it: attributes escaped (`&`,
    /// `"`, `<`, `>`, no-break space), texts escaped (`&`, `<`, `>`, no-break space) but
    /// in <script>, <style> and the like, void elements without an end tag.
    fn outer_html(&self, node: usize) -> String {
        let mut html = String::new();
        self.write(node, &mut html);
        html
    }

    fn write(&self, node: usize, html: &mut String) {
        match &self.nodes[node].kind {
            Kind::Element {
                name,
                namespace,
                attributes,
            } => {
                html.push('<');
                html.push_str(name);
                for (attribute, value) in attributes {
                    html.push(' ');
                    html.push_str(attribute);
                    html.push_str("=\"");
                    escape(value, true, html);
                    html.push('"');
                }
                html.push('>');
                if !(namespace == HTML && VOID.contains(&name.as_str())) {
                    for &child in &self.nodes[node].children {
                        self.write(child, html);
                    }
                    html.push_str("</");
                    html.push_str(name);
                    html.push('>');
                }
            }
            Kind::Text(text) => {
                let unescaped = self.nodes[node].parent.is_some_and(|parent| {
                    matches!(&self.nodes[parent].kind, Kind::Element { name, namespace, .. }
                        if namespace == HTML && UNESCAPED_TEXT.contains(&name.as_str()))
                });
                if unescaped {
                    html.push_str(text);
                } else {
                    escape(text, false, html);
                }
            }
            Kind::Comment(comment) => {
                html.push_str("<!--");
                html.push_str(comment);
                html.push_str("-->");
            }
            Kind::Fragment => {
                for &child in &self.nodes[node].children {
                    self.write(child, html);
                }
            }
        }
    }
}

/// `text` escaped as parse5 (entities' `escapeText`, `escapeAttribute`) escapes it.
fn escape(text: &str, attribute: bool, html: &mut String) {
    for c in text.chars() {
        match c {
            '&' => html.push_str("&amp;"),
            '<' => html.push_str("&lt;"),
            '>' => html.push_str("&gt;"),
            '\u{a0}' => html.push_str("&nbsp;"),
            '"' if attribute => html.push_str("&quot;"),
            c => html.push(c),
        }
    }
}

/// The longest common subsequence of two lists of keys: pairs of indices.
fn paired(a: &[String], b: &[String]) -> Vec<(usize, usize)> {
    let (n, m) = (a.len(), b.len());
    let mut length = vec![vec![0usize; m + 1]; n + 1];
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            length[i][j] = if a[i] == b[j] {
                length[i + 1][j + 1] + 1
            } else {
                length[i + 1][j].max(length[i][j + 1])
            };
        }
    }
    let mut pairs = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < n && j < m {
        if a[i] == b[j] {
            pairs.push((i, j));
            i += 1;
            j += 1;
        } else if length[i + 1][j] >= length[i][j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    pairs
}

/// The walk of `translation`: the tree `a` against `b`, and the change so far.
struct Comparison {
    a: Tree,
    index: Vec<Option<i64>>,
    b: Tree,
    change: Translation,
}

impl Comparison {
    fn index(&self, node: usize) -> i64 {
        self.index[node].expect("the walk sees every node compared")
    }

    /// Notes what turns `x` (of `a`) into `y` (of `b`); false where markup would be
    /// inserted into SVG.
    fn compare(&mut self, x: usize, y: usize) -> bool {
        let i = self.index(x);
        if let (Kind::Text(before), Kind::Text(after)) =
            (&self.a.nodes[x].kind, &self.b.nodes[y].kind)
        {
            if before != after {
                self.change.texts.push((i, after.clone()));
            }
            return true;
        }
        if i >= 0 {
            let (before, after) = (self.a.attributes(x), self.b.attributes(y));
            let mut names: Vec<&str> = before.iter().map(|(name, _)| name.as_str()).collect();
            for (name, _) in after {
                if !names.contains(&name.as_str()) {
                    names.push(name);
                }
            }
            let value = |list: &[(String, String)], name: &str| {
                list.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone())
            };
            for name in names {
                let now = value(after, name);
                if value(before, name) != now {
                    self.change.attributes.push((i, name.to_owned(), now));
                }
            }
        }
        let (xs, ys) = (self.a.children(x), self.b.children(y));
        let keys =
            |tree: &Tree, nodes: &[usize]| nodes.iter().map(|&n| tree.key(n)).collect::<Vec<_>>();
        let pairs = paired(&keys(&self.a, &xs), &keys(&self.b, &ys));
        let kept: HashSet<usize> = pairs.iter().map(|&(p, _)| p).collect();
        for (k, &child) in xs.iter().enumerate() {
            if !kept.contains(&k) {
                let removed = self.index(child);
                self.change.removed.push(removed);
            }
        }
        let mut next = 0;
        for (k, &child) in ys.iter().enumerate() {
            if let Some(at) = pairs.iter().position(|&(_, q)| q == k) {
                next = at + 1;
                continue;
            }
            if self.a.is_svg(x) {
                return false;
            }
            let before = pairs.get(next).map(|&(p, _)| self.index(xs[p]));
            let html = self.b.outer_html(child);
            self.change.inserted.push((i, before, html));
        }
        pairs.iter().all(|&(p, q)| self.compare(xs[p], ys[q]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(from: &str, to: &str) -> Translation {
        translation(from, to).expect("a translation")
    }

    #[test]
    fn markup_id_is_sha256_hex_first_16() {
        assert_eq!(markup_id(""), "e3b0c44298fc1c14");
    }

    #[test]
    fn a_text_that_differs_by_its_index_whitespace_counted() {
        // div 0, "\n" 1, p 2, "Kia ora" 3.
        let t = change("<div>\n<p>Kia ora</p></div>", "<div>\n<p>Hello</p></div>");
        assert_eq!(t.texts, [(3, "Hello".to_owned())]);
        assert!(t.attributes.is_empty() && t.removed.is_empty() && t.inserted.is_empty());
    }

    #[test]
    fn attributes_changed_added_and_removed_in_order() {
        let t = change(
            r#"<a href="?" class="x" title="t">a</a>"#,
            r#"<a href="?lang=mi" class="x" hidden="">a</a>"#,
        );
        assert_eq!(
            t.attributes,
            [
                (0, "href".to_owned(), Some("?lang=mi".to_owned())),
                (0, "title".to_owned(), None),
                (0, "hidden".to_owned(), Some(String::new())),
            ]
        );
    }

    #[test]
    fn namespaced_attributes_by_their_dom_names() {
        let t = change(
            r##"<svg><use xlink:href="#a"></use></svg>"##,
            r##"<svg><use xlink:href="#b"></use></svg>"##,
        );
        assert_eq!(
            t.attributes,
            [(1, "xlink:href".to_owned(), Some("#b".to_owned()))]
        );
    }

    #[test]
    fn a_removed_node_by_its_index() {
        // ul 0, li 1, "a" 2, li#b 3.
        let t = change(
            r#"<ul><li>a</li><li id="b">b</li></ul>"#,
            "<ul><li>a</li></ul>",
        );
        assert_eq!(t.removed, [3]);
        assert!(t.inserted.is_empty());
    }

    #[test]
    fn markup_inserted_before_a_sibling_and_last() {
        let t = change(
            "<div><p>a</p></div>",
            "<div><h1 id=t>T &amp; &lt; &nbsp;</h1><p>a</p><br><img alt='\"x&lt;'><style>a>b{}</style></div>",
        );
        assert_eq!(
            t.inserted,
            [
                (
                    0,
                    Some(1),
                    r#"<h1 id="t">T &amp; &lt; &nbsp;</h1>"#.to_owned()
                ),
                (0, None, "<br>".to_owned()),
                (0, None, r#"<img alt="&quot;x&lt;">"#.to_owned()),
                (0, None, "<style>a>b{}</style>".to_owned()),
            ]
        );
        // At the root, the parent is -1.
        let t = change("<p>a</p>", "<p>a</p><svg><path d=\"M0\"/></svg>");
        assert_eq!(
            t.inserted,
            [(-1, None, r#"<svg><path d="M0"></path></svg>"#.to_owned())]
        );
    }

    #[test]
    fn nothing_inserted_into_svg() {
        let svg = r#"<svg viewBox="0 0 2 2"><circle r="1"></circle></svg>"#;
        assert_eq!(
            translation(
                svg,
                r#"<svg viewBox="0 0 2 2"><circle r="1"></circle><rect></rect></svg>"#
            ),
            None
        );
        // Other changes to SVG are made.
        let t = change(
            svg,
            r#"<svg viewBox="0 0 4 4"><circle r="2"></circle></svg>"#,
        );
        assert_eq!(t.attributes.len(), 2);
    }

    #[test]
    fn filed_indices_relative_to_the_one_before() {
        // p#a 0, "a" 1, p 2, "b" 3, p#c 4, "c" 5 (an id keeps the pairing when the class
        // changes).
        let t = change(
            r#"<p id="a">a</p><p>b</p><p id="c">c</p>"#,
            r#"<p id="a" class="x">ā</p><p>b</p><p id="c" class="y">😀</p>"#,
        );
        assert_eq!(
            serde_json::to_string(&t.filed()).unwrap(),
            r#"{"text":[[1,"ā"],[4,"😀"]],"attrs":[[0,"class","x"],[4,"class","y"]],"removed":[],"inserted":[]}"#
        );
        let json = r#"{"texts":[[1,"ā"],[5,"😀"]],"attributes":[[0,"class","x"],[4,"class","y"]],"removed":[],"inserted":[]}"#;
        assert_eq!(t.json_len(), utf16_len(json));
        assert_eq!(t.json_len(), 102); // JSON.stringify(change).length
    }
}
