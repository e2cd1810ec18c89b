// The first screen at once (issue 19): home, Mū tōrere and Moeraki Kemu are drawn before
// any WebAssembly arrives (the app's own render, written at build time by
// crates/build/src/first_screens.rs and put on the page by static/boot.js); the app takes over
// the same markup; a click made meanwhile is made again; and each first screen
// downloads at most its budget of compressed bytes until its board can be played.
import path from "node:path";
import { appReady, assert, assertEq, holdWasm, root } from "./harness.mjs";
import { serve } from "../../scripts/static-server.mjs";

/**
 * How many times a page is loaded before a long task of the app's start fails the test.
 * A task's duration is wall-clock time, which other processes on a busy machine only add
 * to (on the 2-core test machine shared with five builds, the Kemu start's tasks measured
 * 50–278 ms in some loads and none over 50 ms in others): a task the app makes long is
 * long in every load.
 */
const LOADS = 5;

/** The budget of every first screen, in compressed bytes (as in scripts/bundle-size). */
const BUDGET = 150000;

/**
 * A page that opens `query` with every WebAssembly download refused (and no service
 * worker, which would fetch them past the page's routes): only the first screen shows.
 */
async function withoutWasm(ctx, base, query) {
  ctx.expectError(/Failed to fetch|net::ERR_FAILED|TypeError/);
  // Wide enough for the whole header: below 1700 px its links are behind the menu button,
  // which opens once the app runs (a press before that is replayed then).
  const context = await ctx.newContext({ serviceWorkers: "block", viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.route("**/*.wasm", (r) => r.abort());
  await page.goto(`${base}${query}`);
  // The loader says the app could not start; the first screen stays.
  await page.locator("#crash[role=alert]").waitFor();
  return page;
}

/** Resolves when the app has taken over the first screen (the `papa-takaro:ready` event). */
const untilReady = (page) => page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 30000 });
const watchReady = (context) => context.addInitScript(() => {
  addEventListener("papa-takaro:ready", () => { window.__ready = performance.now(); }, { once: true });
});

/**
 * The markup of the first screen (once static/boot.js has put it on the page: the
 * `papa-takaro:first-screen` event) and of
 * the app's first render (when it is put on the page, off it until then),
 * with what the page holds in properties written as attributes, as
 * crates/build/src/first_screens.rs does.
 */
const compareOnTakeOver = (context) => context.addInitScript(() => {
  const markup = (first) => {
    for (const select of document.querySelectorAll("select")) {
      for (const option of select.options) option.toggleAttribute("selected", option.selected);
    }
    for (const input of document.querySelectorAll("input")) {
      // Written last on both sides: the app sets the property, where the first screen's
      // markup has the attribute first (the sound switch, checked by default).
      if (input.type === "checkbox" || input.type === "radio") {
        const checked = input.checked;
        input.removeAttribute("checked");
        input.toggleAttribute("checked", checked);
      }
      else input.setAttribute("value", input.value);
    }
    return [...document.body.children]
      .filter((e) => !/^(SCRIPT|NOSCRIPT|TEMPLATE)$/.test(e.tagName) && e.hasAttribute("data-first-screen") === first)
      .map((e) => e.outerHTML.replace(' data-first-screen=""', "")).join("");
  };
  let first = "";
  document.addEventListener("papa-takaro:first-screen", () => { first = markup(true); });
  addEventListener("papa-takaro:ready", () => { window.__takeOver = { first, app: markup(false) }; }, { once: true });
});

/** Opens `query` in a browser of `locale`, and checks that the app takes over the first
 * screen it showed with the same markup, character for character. */
async function takesOver(ctx, base, query, locale) {
  const context = await ctx.newContext({ locale });
  await compareOnTakeOver(context);
  const tab = await context.newPage();
  await tab.goto(`${base}${query}`);
  const { first, app } = await (await tab.waitForFunction(() => window.__takeOver, null, { timeout: 30000 })).jsonValue();
  assert(first.length > 1000, `${query} (${locale}): a first screen was shown`);
  if (first !== app) {
    let at = 0;
    while (first[at] === app[at]) at++;
    throw new Error(`${query} (${locale}): the app drew other markup than the first screen at ${at}: ` +
      `first screen …${first.slice(at - 80, at + 80)}… app …${app.slice(at - 80, at + 80)}…`);
  }
  assertEq(await tab.locator("[data-first-screen]").count(), 0, `${query}: the first screen is gone`);
  await context.close();
}

export const firstScreenTests = [
  ["first screen: without WebAssembly the home page links to both games", async (_page, base, ctx) => {
    const page = await withoutWasm(ctx, base, "");
    for (const name of ["Mū tōrere", "Moeraki Kemu"]) {
      const link = page.getByRole("link", { name, exact: true });
      await link.waitFor();
      assert(await link.isVisible(), `a visible link to ${name}`);
    }
    assertEq(await page.locator("h1").textContent(), "Papa Tākaro", "the home page's title");
  }],
  ["first screen: without WebAssembly Mū tōrere shows its board in the starting position", async (_page, base, ctx) => {
    const page = await withoutWasm(ctx, base, "?game=mu-torere");
    assertEq(await page.locator("[data-point]").count(), 9, "nine points");
    assertEq(await page.locator('[data-game="mu-torere"]').getAttribute("data-position"), "g/.ggggwwww", "the starting position");
    assert((await page.getByTestId("status").textContent()).length > 0, "the turn line");
  }],
  ["first screen: without WebAssembly Moeraki Kemu shows its board; with lang=mi in te reo Māori", async (_page, base, ctx) => {
    const page = await withoutWasm(ctx, base, "?game=kemu");
    assertEq(await page.locator("[data-hollow]").count(), 57, "57 hollows");
    assertEq(await page.locator('[data-game="kemu"]').getAttribute("data-record"), "beginner a=matau", "a new game");
    assertEq(await page.evaluate(() => document.documentElement.lang), "en", "in English");
    await page.goto(`${base}?game=kemu&lang=mi`);
    await page.locator("#crash[role=alert]").waitFor();
    assertEq(await page.evaluate(() => document.documentElement.lang), "mi", "<html lang=mi>");
    assertEq(await page.locator('[data-game="kemu"]').getAttribute("aria-label"), "Te papa Moeraki Kemu", "the Māori board");
    assertEq(await page.locator("[data-hollow]").count(), 57, "57 hollows");
    assertEq(await page.getByRole("link", { name: "Mū tōrere", exact: true }).getAttribute("href"), "?game=mu-torere&lang=mi", "links keep the address's language");
    assertEq(await page.title(), "Papa Tākaro: Mū tōrere me Moeraki Kemu", "the page's title in te reo Māori");
  }],
  ["first screen: a saved game or another address is never drawn from the first screen", async (_page, base, ctx) => {
    const page = await withoutWasm(ctx, base, "?game=kemu&tier=master&match=5");
    assertEq(await page.locator("[data-first-screen]").count(), 0, "no first screen for other settings");
    await page.goto(`${base}?game=mu-torere`);
    await page.locator("#crash[role=alert]").waitFor();
    assert(await page.locator("[data-first-screen]").count() > 0, "the starting position while nothing is saved");
    // The app saves a game in this browser profile (under whatever key it uses: the
    // loader must find it by itself).
    const app = await page.context().newPage();
    await app.goto(`${base}?game=mu-torere`);
    await appReady(app);
    const before = await app.evaluate(() => JSON.stringify({ ...localStorage }));
    await app.locator('[data-point="4"]').click();
    await app.waitForFunction((b) => JSON.stringify({ ...localStorage }) !== b, before);
    await app.close();
    await page.goto(`${base}?game=mu-torere`);
    await page.locator("#crash[role=alert]").waitFor();
    assertEq(await page.locator("[data-first-screen]").count(), 0, "no starting position over a saved game");
  }],
  ["first screen: the app takes over the same markup, in English and te reo Māori, with and without lang=", async (page, base, ctx) => {
    for (const [query, locale] of [["", "en-NZ"], ["?game=mu-torere", "mi-NZ"], ["?game=kemu", "en-NZ"], ["?game=kemu&lang=mi", "en-NZ"],
      ["?lang=en", "mi-NZ"], ["?game=mu-torere&lang=mi", "en-NZ"], ["?game=kemu", "mi-NZ"]]) {
      await takesOver(ctx, base, query, locale);
    }
  }],
  ["first screen: every address of the build's list (tiers, embedded games, about pages, first lessons) is taken over by the same markup, in both languages", async (page, base, ctx) => {
    await page.goto(base);
    const facts = JSON.parse(await page.locator("#build-facts").textContent());
    const queries = facts.firstScreens.map((s) => s.query);
    assert(queries.includes("?game=kemu&tier=basic&match=1&embed=1") && queries.includes("?game=mu-torere&about=1") && queries.includes("?learn=kemu&lesson=1"),
      `the list names README's embedded game, the about pages and the first lessons: ${queries.join(" ")}`);
    for (const query of queries) {
      for (const locale of ["en-NZ", "mi-NZ"]) await takesOver(ctx, base, query, locale);
    }
  }],
  ["first screen: the app comes onto the page whole, and no task of its start is long", async (_page, base, ctx) => {
    for (const [query, selector, count] of [["?game=kemu", "[data-hollow]", 57], ["?game=kemu", "[data-field]", 56], ["?game=mu-torere", "[data-point]", 9], ["?game=kemu&record=ek", "[data-hollow]", 57]]) {
      const loads = [];
      for (let load = 1; load <= LOADS; load++) {
        const context = await ctx.newContext({ serviceWorkers: "block" });
        // Before any script of the page: the long tasks (the browser's own measure, over
        // 50 ms), the app's showing (`papa-takaro:ready`), and what the app's host holds
        // when it joins the body.
        await context.addInitScript(([selector]) => {
          const long = [];
          const observer = new PerformanceObserver((list) => long.push(...list.getEntries()));
          observer.observe({ type: "longtask" });
          window.__longTasks = () => [...long, ...observer.takeRecords()].map((e) => ({ start: Math.round(e.startTime), ms: Math.round(e.duration) }));
          addEventListener("papa-takaro:ready", () => { window.__ready = performance.now(); }, { once: true });
          new MutationObserver((changes, observer) => {
            for (const node of changes.flatMap((c) => [...c.addedNodes])) {
              if (node.classList?.contains("app") && !node.hasAttribute("data-first-screen")) {
                window.__joined = { count: node.querySelectorAll(selector).length, main: !!node.querySelector("main") };
                observer.disconnect();
              }
            }
          }).observe(document, { childList: true, subtree: true });
        }, [selector]);
        const page = await context.newPage();
        await page.goto(`${base}${query}`);
        await page.waitForFunction(() => window.__ready !== undefined, null, { timeout: 30000 });
        // Read in a later task than the showing's, so that every task up to it has ended
        // and been reported.
        const { joined, tasks, from, ready } = await page.evaluate(() => ({
          joined: window.__joined,
          tasks: window.__longTasks(),
          // The app starts once its WebAssembly has arrived; the page's own parsing and the
          // first screen's showing come before.
          from: Math.max(...performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).map((e) => e.responseEnd)),
          ready: window.__ready,
        }));
        assertEq(joined.count, count, `${query}: ${selector} when the app came onto the page`);
        assert(joined.main, `${query}: the app came with its main`);
        const starting = tasks.filter((t) => t.start >= from && t.start <= ready);
        await context.close();
        loads.push(starting);
        if (starting.length === 0) break;
      }
      console.log(`     ${query}: long tasks from the WebAssembly's arrival to the showing, by load: ${JSON.stringify(loads)}`);
      assert(loads.at(-1).length === 0, `${query}: a long task while the app starts, in each of ${LOADS} loads: ${JSON.stringify(loads)}`);
    }
  }],
  ["first screen: shown by the page's own script while the loader is still on its way, a file's screen too", async (_page, base, ctx) => {
    const context = await ctx.newContext({ serviceWorkers: "block" });
    await watchReady(context);
    let release;
    const held = new Promise((resolve) => { release = resolve; });
    let loaderAsked = 0;
    // (A request of a page already left is gone by then: nothing to continue.)
    await context.route(/\/boot\.js$/, async (r) => { loaderAsked++; await held; await r.continue().catch(() => {}); });
    const page = await context.newPage();
    // One index.html holds (Mū tōrere in English), and one fetched as a file.
    for (const [query, board] of [["?game=mu-torere", "mu-torere"], ["?game=kemu&lang=mi", "kemu"]]) {
      await page.goto(`${base}${query}`, { waitUntil: "commit" });
      await page.locator(`[data-first-screen] [data-game="${board}"]`).waitFor();
      assert(loaderAsked > 0, `${query}: the loader was asked for`);
      assertEq(await page.evaluate(() => window.__ready), undefined, `${query}: shown before the app`);
    }
    assertEq(await page.evaluate(() => document.documentElement.lang), "mi", "the file's screen, in te reo Māori");
    release();
    await untilReady(page);
    await appReady(page);
    await context.close();
  }],
  ["first screen: where a server's policy blocks the page's script (no hash), the loader shows the first screen itself", async (_page, base, ctx) => {
    ctx.expectError(/CSP violation: script-src/);
    ctx.expectError(/Executing inline script violates the following Content Security Policy/);
    const context = await ctx.newContext({ serviceWorkers: "block" });
    await compareOnTakeOver(context);
    // An older policy, sent as a header without the script's hash: both must allow a script.
    const older = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
      "style-src-attr 'unsafe-inline'; img-src 'self' blob:; connect-src 'self'; worker-src 'self'";
    await context.route((url) => url.pathname.endsWith("/") && url.search.includes("game="), async (r) => {
      const response = await r.fetch();
      await r.fulfill({ response, headers: { ...response.headers(), "content-security-policy": older } });
    });
    const page = await context.newPage();
    await page.goto(`${base}?game=kemu&lang=mi`);
    const { first, app } = await (await page.waitForFunction(() => window.__takeOver, null, { timeout: 30000 })).jsonValue();
    assert(first.includes('data-game="kemu"'), "the first screen was shown");
    assertEq(first, app, "and the app took it over with the same markup");
    assertEq(await page.evaluate(() => document.documentElement.lang), "mi", "in te reo Māori");
    await context.close();
  }],
  ["first screen: a click before the app is ready is made once it is", async (page, base, ctx) => {
    const release = await holdWasm(page);
    await page.goto(`${base}?game=kemu`);
    await page.locator('[data-first-screen] [data-hollow="f6"]').click();
    await page.locator('[data-first-screen] [data-hollow="c3"]').click();
    assertEq(await page.locator('[data-game="kemu"]').getAttribute("data-record"), "beginner a=matau", "nothing moves before the app is there");
    release();
    await page.waitForFunction(() => !document.querySelector("[data-first-screen]") && document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f6 c3");
    assertEq(await page.locator("[data-first-screen]").count(), 0, "the first screen is gone");
  }],
  ["first screen: the header's menu works before the app is ready, and the app keeps it open or closed as it was", async (_page, base, ctx) => {
    for (const closedAgain of [false, true]) {
      // A profile of its own each time: a game saved by the first would draw no first screen.
      const context = await ctx.newContext({ viewport: { width: 390, height: 844 } });
      try {
        await menuBeforeTheApp(await context.newPage(), base, closedAgain);
      } finally {
        await context.close();
      }
    }
  }],
  ["first screen: a diagram downloaded before the app is ready is downloaded once", async (page, base) => {
    const release = await holdWasm(page);
    const downloads = [];
    page.on("download", (d) => downloads.push(d.suggestedFilename()));
    await page.goto(`${base}?game=kemu`);
    const first = page.waitForEvent("download");
    await page.locator('[data-first-screen] [data-export="svg"]').click();
    await first;
    // A click after it, made again once the app is there: the kept clicks are made in
    // order, so when this one has been made, the download's would have been too.
    await page.locator('[data-first-screen] [data-hollow="f6"]').click();
    release();
    await page.waitForFunction(() => !document.querySelector("[data-first-screen]") && document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f6");
    assertEq(downloads, ["kemu-0.svg"], "one download, from the first screen");
  }],
  ["first screen: the compressed bytes until the board can be played are within the budget, and no layout shift", async (_page, _base, ctx) => {
    // A host that compresses (gzip -9), as scripts/bundle-size counts.
    const gz = await serve(path.join(root, "dist"), { gzip: true });
    const rows = [];
    try {
      for (const query of ["", "?lang=mi", "?game=mu-torere", "?game=mu-torere&lang=mi", "?game=kemu", "?game=kemu&lang=mi"]) {
        const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: "block" });
        await watchReady(context);
        await context.addInitScript(() => {
          window.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shift += e.value;
          }).observe({ type: "layout-shift", buffered: true });
        });
        const tab = await context.newPage();
        const errors = [];
        tab.on("pageerror", (e) => errors.push(String(e)));
        await tab.goto(`${gz.base}${query}`);
        await untilReady(tab);
        await tab.waitForTimeout(0);
        const figures = await tab.evaluate(() => {
          const ready = window.__ready;
          const [nav] = performance.getEntriesByType("navigation");
          const before = performance.getEntriesByType("resource").filter((e) => e.startTime < ready);
          return {
            ready: Math.round(ready),
            bytes: nav.encodedBodySize + before.reduce((sum, e) => sum + e.encodedBodySize, 0),
            files: [["page", nav.encodedBodySize], ...before.map((e) => [e.name.split("/").pop(), e.encodedBodySize])],
            shift: window.__shift,
          };
        });
        assertEq(errors, [], `${query}: no page errors`);
        rows.push(`${query || "home"}: ${figures.bytes} bytes until playable at ${figures.ready} ms (${figures.files.map(([f, b]) => `${f} ${b}`).join(", ")}); layout shift ${figures.shift.toFixed(4)}`);
        assert(figures.bytes <= BUDGET, `${query || "home"}: ${figures.bytes} compressed bytes until playable, over ${BUDGET}`);
        assert(figures.bytes > 100000, `${query || "home"}: the count saw the app (${figures.bytes} bytes)`);
        assert(figures.shift <= 0.02, `${query || "home"}: layout shift ${figures.shift} over 0.02`);
        await context.close();
      }
    } finally {
      gz.close();
      for (const row of rows) console.log(`     ${row}`);
    }
  }],
];

/**
 * Opens Moeraki Kemu with its WebAssembly held back, makes a move and opens the header's
 * menu on the first screen (closing it again if `closedAgain`), then lets the app take
 * over and checks that the menu is as it was.
 */
async function menuBeforeTheApp(page, base, closedAgain) {
  const release = await holdWasm(page);
  await page.goto(`${base}?game=kemu`);
  // A move first (made again once the app is there: when it has been, every kept
  // click has), then the menu, which the browser opens on the first screen itself.
  await page.locator('[data-first-screen] [data-hollow="f6"]').click();
  await page.locator("[data-first-screen] .menu-button").click();
  assertEq(await page.locator("[data-first-screen] #site-menu:popover-open").count(), 1, "the menu opens before the app");
  if (closedAgain) await page.keyboard.press("Escape");
  release();
  await page.waitForFunction(() => !document.querySelector("[data-first-screen]") && document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f6");
  const open = await page.locator("#site-menu").evaluate((menu) => menu.matches(":popover-open"));
  assertEq(open, !closedAgain, closedAgain ? "closed before the app: still closed" : "open before the app: still open");
}
