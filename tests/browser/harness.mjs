// A small harness for the browser tests: serves dist/ on 127.0.0.1 (at the root, and on
// a second origin under a sub-path), serves examples/ as a third-party host page on a
// third origin, starts Debian's Chromium through playwright-core, and runs named tests in
// order. Every test fails on a page error, a console error, a Content-Security-Policy
// violation, or a request to an origin that is not one of these local servers.
import path from "node:path";
import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";
import { serve as serveDir } from "../../scripts/static-server.mjs";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const dist = path.join(root, "dist");
/** Where the sub-path tests find the game (any folder name would do). */
export const SUB_PATH = "/games/papa-takaro/";

/**
 * Serves `dir` under `prefix` only (scripts/static-server.mjs: anything else is a 404, so
 * a stray absolute URL fails), on a free port of 127.0.0.1. Resolves to the server;
 * `.base` is its URL.
 */
export const serve = (dir = dist, prefix = "/") => serveDir(dir, { prefix });

/**
 * Resolves once the app has drawn the page (it is put on the page once drawn, see
 * src/first_render.rs): on the home page and the games at their default settings,
 * static/boot.js first shows the app's own pre-rendered first screen (marked
 * `data-first-screen`), which goes when the app is shown.
 */
export async function appReady(page) {
  await page.waitForFunction(() => document.querySelector("main") && !document.querySelector("[data-first-screen]"));
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** The native referee/oracle: `takaro <args...>` from the release build. */
export function takaro(...args) {
  const bin = process.env.TAKARO_BIN || path.join(root, "target/release/takaro");
  return execFileSync(bin, args, { encoding: "utf8" }).trim();
}

export function assert(cond, message) {
  if (!cond) throw new Error("assertion failed: " + message);
}
export function assertEq(actual, expected, message) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** A seeded generator so a failing run can be repeated. */
export function rng(seed) {
  let s = BigInt(seed) & 0xffffffffffffffffn;
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % BigInt(n));
  };
}

/**
 * Makes the page's `Math.random` a seeded sequence, from each load of the page on: the
 * computer's choices (seeded from it) are then the same game every run.
 */
export async function seedRandom(page, seed) {
  await page.addInitScript((seed) => {
    let s = seed >>> 0;
    // mulberry32
    Math.random = () => {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }, seed);
}

/**
 * Watches a browser context: page errors, console errors, CSP violations (reported by
 * every document, frames included) and requests to other origins land in `problems`.
 */
export async function guard(context, allowedOrigins, problems) {
  await context.exposeBinding("__papaTakaroViolation", (_source, text) => problems.push("CSP violation: " + text));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__papaTakaroViolation(`${e.violatedDirective} blocked ${e.blockedURI || "inline code"} in ${e.documentURI}`);
    });
  });
  context.on("request", (req) => {
    const url = req.url();
    if (/^(data|blob|about|chrome-extension):/.test(url)) return;
    const origin = new URL(url).origin;
    if (!allowedOrigins.includes(origin)) problems.push(`request to another origin: ${url}`);
  });
  const watch = (page) => {
    page.on("pageerror", (e) => problems.push("page error: " + String(e)));
    page.on("console", (m) => { if (m.type() === "error") problems.push("console error: " + m.text()); });
  };
  context.on("page", watch);
}

/** The longest a browser test may run (the longest passing one takes about a minute). */
const TEST_LIMIT_MS = 300000;

export async function run(tests) {
  const main = await serve();
  const sub = await serve(dist, SUB_PATH);
  const host = await serve(path.join(root, "examples"));
  const origins = [main, sub, host].map((s) => new URL(s.base).origin);
  const browser = await launch();
  const only = process.env.ONLY;
  let failed = 0;
  for (const [name, fn] of tests) {
    if (only && !name.includes(only)) continue;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const problems = [];
    // Errors a test provokes on purpose (e.g. the panic test hook) are matched and dropped.
    const expected = [];
    await guard(context, origins, problems);
    const page = await context.newPage();
    const ctx = {
      browser, context, main: main.base, sub: sub.base, host: host.base, origins,
      /** Lets errors matching `re` happen in this test (they are then required). */
      expectError(re) { expected.push({ re, seen: false }); },
      /** A fresh context (another browser profile) with the same guards. */
      async newContext(options = {}) {
        const c = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
        await guard(c, origins, problems);
        return c;
      },
    };
    const t0 = Date.now();
    let stopWaiting;
    try {
      // A test that never ends fails rather than holding the run (and CI) for ever.
      await Promise.race([
        fn(page, main.base, ctx),
        new Promise((_, reject) => {
          const timer = setTimeout(() => reject(new Error(`still running after ${TEST_LIMIT_MS / 1000} s`)), TEST_LIMIT_MS);
          stopWaiting = () => clearTimeout(timer);
        }),
      ]);
      const unexpected = problems.filter((p) => {
        const hit = expected.find((e) => e.re.test(p));
        if (hit) hit.seen = true;
        return !hit;
      });
      assert(unexpected.length === 0, "no errors, CSP violations or foreign requests: " + unexpected.join("; "));
      const missing = expected.filter((e) => !e.seen).map((e) => String(e.re));
      assert(missing.length === 0, "the expected errors happened: " + missing.join(", "));
      console.log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${name}: ${e.message}`);
      await page.screenshot({ path: path.join(root, `test-results-${name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
    } finally {
      stopWaiting?.();
    }
    for (const c of browser.contexts()) await c.close();
  }
  await browser.close();
  for (const s of [main, sub, host]) s.close();
  console.log(failed ? `${failed} browser test(s) failed` : "all browser tests passed");
  process.exit(failed ? 1 : 0);
}

/**
 * Holds back the page's WebAssembly (the first screen stays, and nothing takes it over)
 * until the function it returns is called.
 */
export async function holdWasm(page) {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route("**/*.wasm", async (r) => { await held; await r.continue(); });
  return release;
}

/** Opens the header's menu, where the page links and the theme are on screens below its
 * breakpoint (nothing to do where the whole header shows). */
export async function openMenu(page) {
  const menu = page.locator(".menu-button");
  if (await menu.isVisible() && !(await page.locator("#site-menu:popover-open").count())) await menu.click();
}

/** The header's height as drawn, and the height the board-fit rule counts on for it
 * (`--header-h`, measured on a probe): on pages that play, the two must agree. */
export const headerHeights = (page) => page.evaluate(() => {
  const probe = document.createElement("div");
  probe.style.height = "var(--header-h)";
  document.body.append(probe);
  const known = probe.getBoundingClientRect().height;
  probe.remove();
  return { header: document.querySelector(".site-header").getBoundingClientRect().height, known };
});

/** Waits until the step-through (`data-testid="review"`) shows the position after `ply`
 * moves. */
export const reviewAt = (page, ply) =>
  page.waitForFunction((k) => document.querySelector('[data-testid="review"]').dataset.reviewPly === String(k), ply);

/** Waits until the value chart's own stylesheet (static/charts.css, linked by the chart) applies. */
export const chartStyled = (page) => page.waitForFunction(() => {
  const caption = document.querySelector(".value-chart figcaption");
  return caption !== null && getComputedStyle(caption).fontWeight === "700";
});

/** The dot of a value chart (`src/chart.rs`, its figure's `data-testid`) for the position
 * after `ply` moves. */
export const chartDot = (page, testid, ply) => page.locator(`[data-testid="${testid}"] circle[data-ply="${ply}"]`);

/** Asserts that a value chart's dot is a button named by its move and value. */
export async function assertDotIsButton(page, testid, ply) {
  const dot = chartDot(page, testid, ply);
  assertEq(await dot.getAttribute("role"), "button", "a dot is a button");
  assert((await dot.getAttribute("aria-label")).startsWith(`After move ${ply}`), "a dot is named by its move and value");
}
