// Trunk post_build hook (Trunk.toml, [[hooks]]), release builds only: the first screens
// drawn before any WebAssembly arrives. The app's own components render them natively
// (src/bin/first_screens.rs: Yew's server-side renderer, with nothing stored; no browser
// runs), and this script writes each as a <template>, which static/boot.js puts on the
// page before it starts the app (then the app takes over the same markup). The
// pre-render is therefore the app's own render, never a copy kept by hand.
// The addresses are `pages::FIRST_SCREENS`, each in English and in te reo Māori. The
// home page and both games in English are written into index.html (about 7 KB gzipped
// together), so that a first visit draws its screen with nothing to fetch after the
// loader; every other screen is a file (`first-<name>-<lang>.json`) of what differs from
// the closest of those (a Māori screen: about a third of the whole markup), or the whole
// markup where none has its shape, which boot.js fetches and applies (the list of
// addresses is in the build's facts: scripts/build-facts.mjs). With `lang=` in the address the
// app draws the same screen except that its links to other pages keep `lang=`, which
// boot.js adds to them.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseFragment, serializeOuter } from "parse5";
import { writePictures } from "./board-pictures.mjs";
import { writeOembeds } from "./oembed.mjs";
import { facts } from "./build-facts.mjs";
import { bodyEnd, nativeStep, release, run, stagingDir } from "./build-step.mjs";

/** Names a markup (the English screen a Māori one is written against; boot.js compares). */
const markupId = (html) => createHash("sha256").update(html).digest("hex").slice(0, 16);

const escape = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An element's attributes by the names the DOM gives them (`getAttributeNames`). */
const attributes = (node) => new Map((node.attrs ?? []).map((a) => [a.prefix ? `${a.prefix}:${a.name}` : a.name, a.value]));

/** A node's children that the walk sees (not comments). */
const children = (node) => (node.childNodes ?? []).filter((c) => c.nodeName !== "#comment");

/**
 * Each node of a markup's tree with its index among the elements and texts in document
 * order, as a DOM TreeWalker over a <template>'s content counts them (static/boot.js
 * walks the English screen that way); the root (the fragment) is -1.
 */
function indexed(html) {
  const root = parseFragment(html);
  const index = new Map([[root, -1]]);
  const walk = (node) => {
    for (const child of children(node)) {
      index.set(child, index.size - 1);
      walk(child);
    }
  };
  walk(root);
  return { root, index };
}

/** What pairs a node with its counterpart: its name, and its id (else its class). */
function key(node) {
  if (node.nodeName === "#text") return "#text";
  const attrs = attributes(node);
  return `${node.nodeName}#${attrs.get("id") ?? `.${attrs.get("class") ?? ""}`}`;
}

/** The longest common subsequence of two lists of keys: pairs of indices. */
function paired(a, b) {
  const n = a.length;
  const m = b.length;
  const length = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      length[i][j] = a[i] === b[j] ? length[i + 1][j + 1] + 1 : Math.max(length[i + 1][j], length[i][j + 1]);
    }
  }
  const pairs = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (length[i + 1][j] >= length[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/**
 * What turns the markup `from` into `to`, by the index of each node of `from` among the
 * elements and texts in document order: the texts and attributes that differ, the nodes
 * removed (with what they hold), and the markup inserted ([parent, the node it goes
 * before or null, html]). Children are paired by name and id (or class), in order; null
 * where markup would be inserted into SVG (a <template> would not parse it as SVG).
 */
export function translation(from, to) {
  const a = indexed(from);
  const b = parseFragment(to);
  const change = { texts: [], attributes: [], removed: [], inserted: [] };
  const compare = (x, y) => {
    const i = a.index.get(x);
    if (x.nodeName === "#text") {
      if (x.value !== y.value) change.texts.push([i, y.value]);
      return true;
    }
    if (i >= 0) {
      const [before, after] = [attributes(x), attributes(y)];
      for (const name of new Set([...before.keys(), ...after.keys()])) {
        if (before.get(name) !== after.get(name)) change.attributes.push([i, name, after.get(name) ?? null]);
      }
    }
    const [xs, ys] = [children(x), children(y)];
    const pairs = paired(xs.map(key), ys.map(key));
    const kept = new Set(pairs.map(([p]) => p));
    for (const [k, child] of xs.entries()) if (!kept.has(k)) change.removed.push(a.index.get(child));
    let next = 0;
    for (const [k, child] of ys.entries()) {
      const pair = pairs.find(([, q]) => q === k);
      if (pair) {
        next = pairs.indexOf(pair) + 1;
        continue;
      }
      if (x.namespaceURI?.endsWith("/svg")) return false;
      const before = pairs[next] ? a.index.get(xs[pairs[next][0]]) : null;
      change.inserted.push([i, before, serializeOuter(child)]);
    }
    return pairs.every(([p, q]) => compare(xs[p], ys[q]));
  };
  return compare(a.root, b) ? change : null;
}

/**
 * A translation as its file holds it: each text's and attribute's node index after the
 * first as the difference from the one before (`text`, `attrs`: boot.js adds them up),
 * so that gzip finds the runs of like changes (the te reo Māori board's names: about
 * 350 bytes gzipped a Kemu screen). The keys are not `translation`'s, so that a loader
 * and a file of two versions never fit (boot.js then shows no first screen).
 */
function filed({ texts, attributes, ...rest }) {
  const relative = (list) => {
    let at = 0;
    return list.map(([i, ...change]) => [i - at, ...((at = i), change)]);
  };
  return { text: relative(texts), attrs: relative(attributes), ...rest };
}

/**
 * The screens index.html holds (the rest are files): those the build's facts mark `inline`
 * (the home page and each game at its default settings: src/build_facts.rs), in English.
 */
const inlineNames = (facts) => new Set(facts.firstScreens.filter((s) => s.inline).map((s) => `${s.name}-en`));

if (import.meta.url === `file://${process.argv[1]}`) run("first-screen", () => {
  if (!release) {
    console.log("first-screen: not a release build; no pre-rendered first screens (boot.js starts the app without one)");
    return;
  }
  const dir = stagingDir("first-screen");
  const INLINE = inlineNames(facts(dir));
  // The first screens as the app renders them (src/bin/first_screens.rs), then the home
  // page's pictures.
  const drawn = nativeStep("first-screens").trim().split("\n").map((line) => JSON.parse(line));
  const screens = drawn.filter((line) => line.html !== undefined);
  const markup = (screen) => `<div data-first-screen class="app">${screen.html}</div>`;
  const inline = screens.filter((s) => INLINE.has(s.name));
  const templates = inline.map((screen) => `<template data-first-screen-of="${screen.name}" data-markup="${markupId(markup(screen))}"` +
    ` data-lang="${screen.lang}" data-title="${escape(screen.title)}" data-description="${escape(screen.description)}">${markup(screen)}</template>\n`);
  const written = inline.map((s) => `index.html (${s.name})`);
  for (const screen of screens.filter((s) => !INLINE.has(s.name))) {
    // Any other screen is a file: what differs from the closest of the screens in
    // index.html (`translation`), or the whole markup where that is smaller.
    const html = markup(screen);
    const closest = inline
      .map((base) => ({ base, change: translation(markup(base), html) }))
      .filter(({ change }) => change && JSON.stringify(change).length < html.length)
      .sort((a, b) => JSON.stringify(a.change).length - JSON.stringify(b.change).length)[0];
    const head = { lang: screen.lang, title: screen.title, description: screen.description };
    const file = closest
      ? { of: closest.base.name, markup: markupId(markup(closest.base)), ...head, ...filed(closest.change) }
      : { ...head, html };
    fs.writeFileSync(path.join(dir, `first-${screen.name}.json`), JSON.stringify(file));
    written.push(`first-${screen.name}.json${closest ? ` (from ${closest.base.name})` : " (whole)"}`);
  }
  const index = path.join(dir, "index.html");
  const page = fs.readFileSync(index, "utf8");
  const at = bodyEnd(page);
  fs.writeFileSync(index, page.slice(0, at) + templates.join("") + page.slice(at));
  // The home page's pictures of the boards.
  written.push(...writePictures(dir, drawn.filter((line) => line.picture !== undefined)));
  written.push(...writeOembeds(dir, screens));
  console.log(`first-screen: ${written.join(", ")}`);
});
