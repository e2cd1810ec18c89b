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
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse, parseFragment } from "parse5";
import { writePictures } from "./board-pictures.mjs";

/** Names a markup (the English screen a Māori one is written against; boot.js compares). */
const markupId = (html) => createHash("sha256").update(html).digest("hex").slice(0, 16);

const escape = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An element's attributes by the names the DOM gives them (`getAttributeNames`). */
const attributes = (node) => new Map((node.attrs ?? []).map((a) => [a.prefix ? `${a.prefix}:${a.name}` : a.name, a.value]));

/**
 * The elements and texts of a markup in document order, as a DOM TreeWalker over a
 * <template>'s content shows them (static/boot.js walks the English screen that way).
 */
function nodes(html) {
  const list = [];
  const walk = (node) => {
    for (const child of node.childNodes ?? []) {
      if (child.nodeName === "#comment") continue;
      list.push(child);
      walk(child);
    }
  };
  walk(parseFragment(html));
  return list;
}

/**
 * What turns the markup `from` into `to`: the texts and attributes that differ, each by
 * the index of its node among the elements and texts in document order; null when the
 * two differ in shape (a node of another kind or name, or another number of children).
 */
export function translation(from, to) {
  const [a, b] = [nodes(from), nodes(to)];
  if (a.length !== b.length) return null;
  const texts = [];
  const changed = [];
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i], b[i]];
    if (x.nodeName !== y.nodeName || (x.childNodes?.length ?? 0) !== (y.childNodes?.length ?? 0)) return null;
    if (x.nodeName === "#text") {
      if (x.value !== y.value) texts.push([i, y.value]);
      continue;
    }
    const [before, after] = [attributes(x), attributes(y)];
    for (const name of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(name) !== after.get(name)) changed.push([i, name, after.get(name) ?? null]);
    }
  }
  return { texts, attributes: changed };
}

/** `html` with `inserted` put just before its `</body>`, found by an HTML parser. */
export function beforeBodyEnd(html, inserted) {
  const find = (node) => node.nodeName === "body" ? node : (node.childNodes ?? []).map(find).find(Boolean);
  const body = find(parse(html, { sourceCodeLocationInfo: true }));
  const at = body?.sourceCodeLocation?.endTag?.startOffset;
  if (at === undefined) throw new Error("first-screen: index.html has no </body>");
  return html.slice(0, at) + inserted + html.slice(at);
}

/** The first screens as the app renders them (src/bin/first_screens.rs), built natively. */
function rendered(sourceDir) {
  const cargo = process.env.CARGO ?? "cargo";
  const args = ["run", "--quiet", "--no-default-features", "--features", "ssr", "--bin", "first-screens"];
  const out = execFileSync(cargo, args, { cwd: sourceDir, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 << 20 });
  return out.trim().split("\n").map((line) => JSON.parse(line));
}

/** The screens index.html holds (the rest are files): the home page and both games. */
const INLINE = new Set(["home-en", "mu-torere-en", "kemu-en"]);

function main() {
  const dir = process.env.TRUNK_STAGING_DIR;
  if (!dir) throw new Error("first-screen: run by Trunk's post_build hook (TRUNK_STAGING_DIR is not set)");
  if (process.env.TRUNK_PROFILE !== "release") {
    console.log("first-screen: not a release build; no pre-rendered first screens (boot.js starts the app without one)");
    return;
  }
  const drawn = rendered(process.env.TRUNK_SOURCE_DIR ?? ".");
  const screens = drawn.filter((line) => line.html !== undefined);
  const markup = (screen) => `<div data-first-screen class="app">${screen.html}</div>`;
  const inline = screens.filter((s) => INLINE.has(s.name));
  const templates = inline.map((screen) => `<template data-first-screen-of="${screen.name}" data-markup="${markupId(markup(screen))}"` +
    ` data-lang="${screen.lang}" data-title="${escape(screen.title)}" data-description="${escape(screen.description)}">${markup(screen)}</template>\n`);
  const written = inline.map((s) => `index.html (${s.name})`);
  for (const screen of screens.filter((s) => !INLINE.has(s.name))) {
    // Any other screen is a file: what differs from the closest of the screens in
    // index.html (texts and attributes, by node), or the whole markup where each differs
    // in shape.
    const html = markup(screen);
    const closest = inline
      .map((base) => ({ base, change: translation(markup(base), html) }))
      .filter(({ change }) => change)
      .sort((a, b) => JSON.stringify(a.change).length - JSON.stringify(b.change).length)[0];
    const head = { lang: screen.lang, title: screen.title, description: screen.description };
    const file = closest
      ? { of: closest.base.name, markup: markupId(markup(closest.base)), ...head, ...closest.change }
      : { ...head, html };
    fs.writeFileSync(path.join(dir, `first-${screen.name}.json`), JSON.stringify(file));
    written.push(`first-${screen.name}.json${closest ? ` (from ${closest.base.name})` : " (whole)"}`);
  }
  const index = path.join(dir, "index.html");
  fs.writeFileSync(index, beforeBodyEnd(fs.readFileSync(index, "utf8"), templates.join("")));
  // The home page's pictures of the boards.
  written.push(...writePictures(dir, drawn.filter((line) => line.picture !== undefined)));
  console.log(`first-screen: ${written.join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
