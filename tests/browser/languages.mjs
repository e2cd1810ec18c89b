// Both languages: every screen opened with ?lang=mi shows none of the English
// catalogue's sentences (and with ?lang=en none of the te reo Māori ones), <html lang>
// follows, the choice survives a reload and keeps the game, a first visit follows the
// browser's language, and the accessibility checks pass in te reo Māori.
import fs from "node:fs";
import path from "node:path";
import { assert, assertEq, root } from "./harness.mjs";
import { audit } from "./a11y.mjs";

/** The messages of one language whose text is fixed (no variables), terms put in. */
function sentences(lang) {
  const dir = path.join(root, "i18n", lang);
  const raw = new Map();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ftl")).sort()) {
    let id = null;
    for (const line of fs.readFileSync(path.join(dir, file), "utf8").split("\n")) {
      const entry = line.match(/^(-?[a-zA-Z][\w-]*)\s*=\s*(.*)$/);
      if (entry) { id = entry[1]; raw.set(id, entry[2].trim()); continue; }
      if (id && /^\s+\S/.test(line) && !/^\s*[[*]/.test(line)) raw.set(id, `${raw.get(id)} ${line.trim()}`.trim());
      else if (!/^\s/.test(line)) id = null;
    }
  }
  const resolve = (text) => text.replace(/\{\s*(-?[\w-]+)\s*\}/g, (_, ref) => raw.has(ref) ? resolve(raw.get(ref)) : `{${ref}}`);
  const out = new Map();
  for (const [id, text] of raw) {
    if (id.startsWith("-")) continue;
    const value = resolve(text);
    if (!value.includes("{") && !value.includes("$")) out.set(id, value);
  }
  return out;
}

const english = sentences("en");
const maori = sentences("mi");
/** Sentences of `from` (three words or more) that the other language words differently. */
function distinctive(from, other) {
  return [...from].filter(([id, text]) => text.split(/\s+/).length >= 3 && other.get(id) !== text).map(([, t]) => t);
}
const englishOnly = distinctive(english, maori);
const maoriOnly = distinctive(maori, english);

/** Everything a person can see or hear on the page. */
async function pageWords(page) {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label],[title],option,title")) {
      parts.push(el.getAttribute("aria-label") || "", el.getAttribute("title") || "", el.textContent || "");
    }
    return parts.join("\n").replace(/\s+/g, " ");
  });
}

const SCREENS = [
  ["home", "", ".home"],
  ["Mū tōrere", "?game=mu-torere&opponent=human", '[data-game="mu-torere"]'],
  ["Moeraki Kemu (Master)", "?game=kemu&tier=master", '[data-game="kemu"]'],
  ["about Mū tōrere", "?game=mu-torere&about=1", "table.rule-sets"],
  ["about Moeraki Kemu", "?game=kemu&about=1", "h1"],
  ["Mū tōrere lesson 3", "?learn=mu-torere&lesson=3", "[data-lesson]"],
  ["trap trainer", "?game=mu-torere&puzzle=1", "[data-puzzle]"],
  ["Moeraki Kemu lesson 7", "?learn=kemu&lesson=7", "[data-lesson]"],
];

async function open(page, base, query, ready, lang) {
  const sep = query ? "&" : "?";
  await page.goto(`${base}${query}${sep}lang=${lang}`);
  await page.locator(ready).first().waitFor();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

export const languageTests = [
  ["languages: every screen in te reo Māori shows no English sentence, and the reverse", async (page, base) => {
    assert(englishOnly.length > 100 && maoriOnly.length > 100, `catalogues read: ${englishOnly.length} English, ${maoriOnly.length} Māori sentences`);
    for (const [name, query, ready] of SCREENS) {
      for (const [lang, foreign] of [["mi", englishOnly], ["en", maoriOnly]]) {
        await open(page, base, query, ready, lang);
        const words = await pageWords(page);
        const found = foreign.filter((s) => words.includes(s.replace(/\s+/g, " ")));
        assertEq(found, [], `${name} in ${lang}: sentences of the other language`);
      }
      // The review note is on every page in both languages.
      if (!query.includes("embed")) {
        const note = page.getByTestId("review-note");
        assert(await note.locator("a").getAttribute("href"), `${name}: the review note links to where corrections go`);
      }
    }
  }],

  ["languages: the header control switches, keeps the game, and the choice survives a reload", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    const board = page.locator('[data-game="mu-torere"]');
    await board.waitFor();
    await page.locator('[data-point="4"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/gggg.wwww");
    await page.getByTestId("languages").getByRole("link", { name: "Te reo Māori" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "mi");
    assertEq(await board.getAttribute("data-position"), "w/gggg.wwww", "switching keeps the game in progress");
    assertEq(await page.getByTestId("languages").locator('[aria-current="true"]').getAttribute("lang"), "mi", "the control shows the choice");
    // A later visit without ?lang= remembers the choice.
    await page.goto(`${base}?game=kemu`);
    await page.locator('[data-game="kemu"]').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === "mi");
    const title = await page.title();
    assert(title.includes(" me "), `the title is in te reo Māori: ${title}`);
    await page.getByTestId("languages").getByRole("link", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.lang === "en");
    await page.reload();
    await page.locator('[data-game="kemu"]').waitFor();
    assertEq(await page.evaluate(() => document.documentElement.lang), "en", "English is remembered too");
  }],

  ["languages: a first visit follows the browser's language; embed mode takes &lang=", async (page, base, ctx) => {
    const context = await ctx.newContext({ locale: "mi-NZ" });
    const fresh = await context.newPage();
    await fresh.goto(`${base}?game=mu-torere`);
    await fresh.locator('[data-game="mu-torere"]').waitFor();
    assertEq(await fresh.evaluate(() => document.documentElement.lang), "mi", "a browser set to te reo Māori gets it first");
    await context.close();
    await page.goto(`${base}?game=kemu&embed=1&lang=mi`);
    await page.locator('[data-game="kemu"]').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === "mi");
    assertEq(await page.locator(".site-header").count(), 0, "embedded: no header");
    assert(await page.getByTestId("review-note").isVisible(), "embedded in te reo Māori: the review note is shown");
  }],

  ["languages: the description follows the page's language; the manifest names its language", async (page, base) => {
    for (const [lang, catalogue] of [["mi", maori], ["en", english]]) {
      for (const [query, ready] of [["?", ".home"], ["?game=mu-torere&about=1&", "table.rule-sets"]]) {
        await page.goto(`${base}${query}lang=${lang}`);
        await page.locator(ready).first().waitFor();
        await page.waitForFunction((l) => document.documentElement.lang === l, lang);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        assertEq(description, catalogue.get("page-description"), `the description in ${lang} (${query})`);
      }
    }
    const manifest = await page.evaluate(async () => (await fetch("manifest.webmanifest")).json());
    assertEq([manifest.lang, manifest.dir], ["en", "ltr"], "the manifest's language and direction");
  }],

  ["languages: the review note's link opens how to send a correction, at the root, from a sub-path and embedded", async (page, base, ctx) => {
    const follow = async (start, lang) => {
      await page.goto(start);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const link = page.getByTestId("review-note").locator("a");
      const href = await link.getAttribute("href");
      assert(!/^(mailto:|https?:|\/)/.test(href), `a relative link, no made-up address: ${href}`);
      await link.click();
      const section = page.getByTestId("corrections");
      await section.waitFor();
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const heading = await section.locator("h2").textContent();
      assertEq(heading, (lang === "mi" ? maori : english).get("corrections-heading"), `the section's heading in ${lang}`);
      assert(await section.locator("ol li").count() === 4, "the four things a correction needs");
      await page.waitForFunction(() => {
        const r = document.querySelector('[data-testid="corrections"] h2').getBoundingClientRect();
        return r.top >= 0 && r.top < window.innerHeight;
      });
      return page.url();
    };
    for (const lang of ["mi", "en"]) {
      const url = await follow(`${base}?game=kemu&lang=${lang}`, lang);
      assert(url.startsWith(`${base}?game=mu-torere&about=1`) && url.endsWith("#corrections"), url);
    }
    const fromSub = await follow(`${ctx.sub}?game=mu-torere&lang=mi`, "mi");
    assert(fromSub.startsWith(`${ctx.sub}?game=mu-torere&about=1`), `the sub-path is kept: ${fromSub}`);
    const embedded = await follow(`${base}?game=kemu&embed=1&lang=mi`, "mi");
    assert(embedded.includes("embed=1") && embedded.includes("lang=mi"), `embedded, in te reo Māori: ${embedded}`);
  }],

  ["languages: accessibility checks pass in te reo Māori", async (page, base) => {
    for (const [name, query, ready] of SCREENS) {
      await open(page, base, query, ready, "mi");
      await audit(page, `${name} in te reo Māori`);
    }
  }],
];

languageTests.push(["languages: &ids=1 shows each text's message id in both bundles; without it nothing is fetched", async (page, base) => {
  const fetched = [];
  page.on("request", (r) => { if (/ids\.js|message-ids\.json/.test(r.url())) fetched.push(r.url()); });
  await page.goto(`${base}?game=mu-torere&opponent=human&lang=mi`);
  await page.locator('[data-game="mu-torere"]').waitFor();
  // static/boot.js imports ids.js (which fetches the table) right after the app starts,
  // and waits for that import before it registers the service worker: once the worker is
  // registered, the import would have been requested.
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
  assertEq(fetched, [], "no id table without &ids=1");
  assertEq(await page.locator("[data-message-id]").count(), 0, "no ids shown");
  const idOf = (sel) => page.locator(sel).first().getAttribute("data-message-id");
  for (const lang of ["mi", "en"]) {
    // The play bundle.
    await page.goto(`${base}?game=mu-torere&opponent=human&ids=1&lang=${lang}`);
    await page.waitForFunction(() => document.documentElement.dataset.messageIds === "on");
    await page.waitForFunction(() => document.querySelector('[data-testid="status"]')?.dataset.messageId);
    assertEq(await idOf('[data-testid="status"]'), "mu-status-to-move", `the status line's id (${lang})`);
    assertEq(await page.getByTestId("review-note").locator("a").getAttribute("title"), "review-link", `a link's id is its tooltip (${lang})`);
    assert((await idOf("h1")).split(" · ").includes("mu-title"), `the heading (${lang})`);
    // The learning bundle, reached by a link that keeps ids=1.
    await page.getByTestId("review-note").locator("a").click();
    await page.getByTestId("corrections").waitFor();
    assert(page.url().includes("ids=1"), `links keep ids=1: ${page.url()}`);
    await page.waitForFunction(() => document.querySelector("#corrections-title")?.dataset.messageId);
    assertEq(await idOf("#corrections-title"), "corrections-heading", `the learning pages (${lang})`);
    assert((await idOf("#mu-about-title")).split(" · ").includes("learn-mu-about-title"), `the about page's title (${lang})`);
  }
  assert(fetched.some((u) => u.endsWith("message-ids.json")), "the table is fetched when asked for");
}]);
