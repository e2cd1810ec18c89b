// Trunk post_build hook (Trunk.toml, [[hooks]]), release builds only: the first screens
// drawn before any WebAssembly arrives. It serves Trunk's staging folder, opens each
// first-screen address in headless Chromium with empty storage, lets the app draw it,
// and writes what the app drew as a <template>, which static/boot.js puts on the page
// before it starts the app (then the app takes over the same markup). The pre-render is
// therefore the app's own render, never a copy kept by hand.
// The three English screens are written into index.html (about 5 KB gzipped together),
// so that a first visit draws its screen with nothing to fetch after the loader; each
// Māori one as a small file (`first-<page>-mi.json`, about a third of the whole markup)
// of what differs from the English screen, which boot.js fetches and applies.
//
// Addresses: the home page, Mū tōrere and Moeraki Kemu at their default settings, each
// in English and in te reo Māori (the browser's language). With `lang=` in the address
// the app draws the same screen except that its links to other pages keep `lang=`,
// which boot.js adds to them.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serve } from "./static-server.mjs";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir || process.env.TRUNK_PROFILE !== "release") process.exit(0);

let chromium;
try {
  ({ chromium } = await import("playwright-core"));
} catch {
  console.warn("first-screen: playwright-core is not installed (scripts/setup installs it); no pre-rendered first screen");
  process.exit(0);
}
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium";
if (!fs.existsSync(executablePath)) {
  console.warn(`first-screen: no Chromium at ${executablePath}; no pre-rendered first screen`);
  process.exit(0);
}

export const PAGES = ["", "?game=mu-torere", "?game=kemu"];
/** Each page as reached: [query, browser language]. */
const visits = PAGES.flatMap((page) => [[page, "en"], [page, "mi"]]);

/** Names a markup (the English screen a Māori one is written against; boot.js compares). */
const markupId = (html) => createHash("sha256").update(html).digest("hex").slice(0, 16);

const escape = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * What turns the markup `from` into `to`, run in the browser: the texts and attributes
 * that differ, each by the index of its node among the elements and texts in document
 * order (static/boot.js walks the English screen the same way); null when the two differ
 * in shape (a node of another kind or name, or another number of children).
 */
function translation([from, to]) {
  const nodes = (html) => {
    const holder = document.createElement("template");
    holder.innerHTML = html;
    const walker = document.createTreeWalker(holder.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    const list = [];
    while (walker.nextNode()) list.push(walker.currentNode);
    return list;
  };
  const [a, b] = [nodes(from), nodes(to)];
  if (a.length !== b.length) return null;
  const texts = [];
  const attributes = [];
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i], b[i]];
    if (x.nodeName !== y.nodeName || x.childNodes.length !== y.childNodes.length) return null;
    if (x.nodeType === Node.TEXT_NODE) {
      if (x.data !== y.data) texts.push([i, y.data]);
      continue;
    }
    for (const attribute of new Set([...x.getAttributeNames(), ...y.getAttributeNames()])) {
      if (x.getAttribute(attribute) !== y.getAttribute(attribute)) attributes.push([i, attribute, y.getAttribute(attribute)]);
    }
  }
  return { texts, attributes };
}

const server = await serve(dir);
const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--disable-gpu"] });
const written = [];
const inline = [];
/** Each page's English markup, which its Māori screen is written against. */
const english = new Map();
try {
  for (const [query, language] of visits) {
    const context = await browser.newContext({ locale: language === "mi" ? "mi-NZ" : "en-NZ", serviceWorkers: "block" });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    // The app's first render, taken the moment it is on the page (before any answer of
    // the computer or any timer could change it): the markup the app takes over.
    await page.addInitScript(() => addEventListener("papa-takaro:ready", () => {
      // What the app holds in properties rather than attributes (chosen options, values,
      // ticks) is written as attributes, so the markup shows the same controls.
      for (const select of document.querySelectorAll("select")) {
        for (const option of select.options) option.toggleAttribute("selected", option.selected);
      }
      for (const input of document.querySelectorAll("input")) {
        if (input.type === "checkbox" || input.type === "radio") input.toggleAttribute("checked", input.checked);
        else input.setAttribute("value", input.value);
      }
      const drawn = [...document.body.children].filter((e) => !/^(SCRIPT|NOSCRIPT|TEMPLATE)$/.test(e.tagName));
      window.__firstScreen = {
        html: drawn.map((e) => e.outerHTML.replace(/^<([a-z]+)/, "<$1 data-first-screen")).join(""),
        lang: document.documentElement.lang,
        title: document.title,
        description: document.querySelector("meta[name=description]").content,
      };
    }, { once: true }));
    await page.goto(server.base + query);
    const shot = await (await page.waitForFunction(() => window.__firstScreen, null, { timeout: 60000 })).jsonValue();
    if (errors.length) throw new Error(`${query}: ${errors.join("; ")}`);
    const base = query ? query.slice("?game=".length) : "home";
    const name = `${base}-${shot.lang}`;
    if (shot.lang === "en") {
      english.set(base, shot.html);
      inline.push(`<template data-first-screen-of="${name}" data-markup="${markupId(shot.html)}" data-lang="en"` +
        ` data-title="${escape(shot.title)}" data-description="${escape(shot.description)}">${shot.html}</template>\n`);
      written.push(`index.html (${name})`);
    } else {
      // The same screen in te reo Māori, as what differs from the English one (texts and
      // attributes, by node); the whole markup where the two differ in shape.
      const change = await page.evaluate(translation, [english.get(base), shot.html]);
      const from = english.get(base);
      const file = { of: `${base}-en`, markup: markupId(from), lang: shot.lang, title: shot.title, description: shot.description, ...(change ?? { html: shot.html }) };
      fs.writeFileSync(path.join(dir, `first-${name}.json`), JSON.stringify(file));
      written.push(`first-${name}.json${change ? "" : " (whole)"}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
// Written once every screen is taken, so each was taken from the page as built.
const index = path.join(dir, "index.html");
fs.writeFileSync(index, fs.readFileSync(index, "utf8").replace("</body>", `${inline.join("")}</body>`));

console.log(`first-screen: ${written.join(", ")}`);
