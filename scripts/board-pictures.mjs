// The home page's pictures of both boards (src/board_pictures.rs), written by the first
// screens' build step (scripts/first-screen.mjs): each board as its game's component draws
// it (src/bin/first_screens.rs), made a file of its own. An image cannot use the page's
// stylesheet, so each file carries the rules of static/style.css that draw its board
// (the selectors that name the board's class, without the ones for hover and focus) and
// the light theme's colours (`:root`), picked out by a CSS parser (css-tree).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as csstree from "css-tree";
import { parseFragment, serialize } from "parse5";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The class names of every element of `svg`'s markup, read by an HTML parser (parse5). */
export function classesOf(svg) {
  const found = new Set();
  const walk = (node) => {
    for (const a of node.attrs ?? []) if (a.name === "class") for (const c of a.value.split(/\s+/)) if (c) found.add(c);
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parseFragment(svg));
  return found;
}

/**
 * The rules of `css` a picture of the board with class `board` needs, as CSS text; with
 * `present` (the picture's class names), without the selectors that name a class the
 * picture does not have (a stone's, a tile's: a board at the start has none), which match
 * nothing in it.
 */
export function boardRules(css, board, present = null) {
  const sheet = csstree.parse(css);
  const names = new RegExp(`\\.${board}(?![\\w-])`);
  const kept = [];
  csstree.walk(sheet, {
    visit: "Rule",
    enter(rule) {
      // Only top-level rules: a theme, print or media rule does not apply to a picture.
      if (this.atrule || rule.prelude.type !== "SelectorList") return;
      // Each selector of the list that names the board (or is the theme's `:root`),
      // without the ones for hover, focus and the other themes.
      // The classes the selector itself names (not those inside `:is()` or `:not()`).
      const matchable = (selector) => !present || selector.children.toArray()
        .every((part) => part.type !== "ClassSelector" || present.has(part.name));
      const selectors = rule.prelude.children.toArray().filter(matchable).map((s) => csstree.generate(s));
      const wanted = selectors.filter((s) => s === ":root" || (names.test(s) && !/:(hover|focus|focus-visible|active)\b|\[data-theme/.test(s)));
      if (wanted.length) kept.push({ selectors: wanted, block: rule.block });
    },
  });
  // Of the theme's colours, only those the board's rules use (and those they name in
  // turn): the other game's and the page's colours would only add bytes to the picture.
  const used = new Set();
  const uses = (node) => csstree.walk(node, (n) => {
    if (n.type === "Function" && n.name === "var" && n.children.first?.type === "Identifier") used.add(n.children.first.name);
    // A `var()`'s fallback, and a custom property's value, are kept as raw text: parsed.
    if (n.type === "Raw") uses(csstree.parse(n.value, { context: "value" }));
  });
  for (const { selectors, block } of kept) if (!selectors.includes(":root")) uses(block);
  const themes = kept.filter(({ selectors }) => selectors.includes(":root"));
  for (let before = -1; before !== used.size; ) {
    before = used.size;
    for (const { block } of themes) {
      block.children.forEach((d) => {
        if (d.type === "Declaration" && used.has(d.property)) uses(d);
      });
    }
  }
  for (const { block } of themes) {
    block.children = block.children.filter((d) => d.type !== "Declaration" || !d.property.startsWith("--") || used.has(d.property));
  }
  return kept.map(({ selectors, block }) => `${selectors.join(",")}{${csstree.generate(block).slice(1, -1)}}`).join("");
}

/** A board's markup (`svg`) as a standalone SVG file with `style`. */
export function standalone(svg, style) {
  const fragment = parseFragment(svg);
  const root = fragment.childNodes.find((n) => n.nodeName === "svg");
  if (!root) throw new Error("board-pictures: the board's markup has no <svg>");
  root.attrs.unshift({ name: "xmlns", value: "http://www.w3.org/2000/svg" });
  // What only the page uses: a picture is not a control. The root keeps its data
  // attributes (what the board shows); inside it, click targets (`.hit`), the points'
  // and hollows' names for the page's code, and their roles go.
  const pageOnly = (a) => ["tabindex", "role"].includes(a.name) || a.name.startsWith("aria-");
  root.attrs = root.attrs.filter((a) => !pageOnly(a));
  const strip = (node) => {
    node.childNodes = (node.childNodes || []).filter((child) => !child.attrs?.some((a) => a.name === "class" && a.value.split(" ").includes("hit")));
    for (const child of node.childNodes) {
      if (child.attrs) child.attrs = child.attrs.filter((a) => !pageOnly(a) && !a.name.startsWith("data-"));
      strip(child);
    }
  };
  strip(root);
  const styleNode = parseFragment(`<svg><style>${style}</style></svg>`).childNodes[0].childNodes[0];
  styleNode.parentNode = root;
  root.childNodes.unshift(styleNode);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(fragment)}\n`;
}

/**
 * Writes each picture ({ picture, board, svg } of src/bin/first_screens.rs: its file, its
 * board's class as the registry of games names it (src/games/mod.rs), its markup) into `dir`.
 */
export function writePictures(dir, pictures) {
  const css = fs.readFileSync(path.join(ROOT, "static/style.css"), "utf8");
  return pictures.map(({ picture, board, svg }) => {
    const present = classesOf(svg);
    if (!board || !present.has(board)) throw new Error(`board-pictures: ${picture} draws no ${board}`);
    const file = standalone(svg, boardRules(css, board, present));
    fs.writeFileSync(path.join(dir, picture), file);
    return `${picture} (${file.length} bytes)`;
  });
}
