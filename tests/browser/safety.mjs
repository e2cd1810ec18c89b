// A safe page: the built index.html carries a Content-Security-Policy without
// 'unsafe-inline' or 'unsafe-eval' in script-src, and one inline script, the first
// screen's (static/first-screen.js), allowed by its hash alone; the harness fails
// every test on a CSP violation or a request to another origin, and this file checks that
// those guards can fail. A panic shows a message with a reload link, and the saved game
// survives it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { assert, assertEq, root } from "./harness.mjs";

export const safetyTests = [
  ["csp: the built page has a strict policy, and its one inline script is allowed by its hash", async (page, base, ctx) => {
    const html = fs.readFileSync(path.join(root, "dist/index.html"), "utf8");
    const elements = [];
    const walk = (node) => {
      if (node.tagName) elements.push(node);
      for (const child of node.childNodes ?? node.content?.childNodes ?? []) walk(child);
    };
    walk(parse(html));
    const attr = (el, name) => el.attrs.find((a) => a.name === name)?.value;
    const tag = elements.find((e) => e.tagName === "meta" && /^content-security-policy$/i.test(attr(e, "http-equiv") ?? ""));
    assert(tag, "dist/index.html carries a CSP meta tag");
    const policy = Object.fromEntries(attr(tag, "content").split(";").map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    assert(policy["script-src"], "script-src is set");
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "blob:"]) {
      assert(!policy["script-src"].includes(bad), `script-src has no ${bad}`);
    }
    assertEq(policy["object-src"], ["'none'"], "no plug-ins");
    // Images: the page's own, and the board's picture being drawn ("Download picture").
    assertEq(policy["img-src"], ["'self'", "blob:"], "img-src");
    const scripts = elements.filter((e) => e.tagName === "script");
    const text = (el) => el.childNodes.map((n) => n.value).join("");
    const run = scripts.filter((e) => attr(e, "type") !== "application/json");
    // A data block (`type="application/json"`: the build's facts) is never run.
    for (const block of scripts.filter((e) => !run.includes(e))) {
      assert(attr(block, "src") === undefined && JSON.parse(text(block)), "a data block holds data only");
    }
    const inline = run.filter((e) => attr(e, "src") === undefined);
    assertEq(run.filter((e) => attr(e, "src") !== undefined).map((e) => attr(e, "src")), ["./boot.js"], "the loader, from its file");
    assertEq(inline.length, 1, "one inline script");
    assertEq(text(inline[0]), fs.readFileSync(path.join(root, "dist/first-screen.js"), "utf8"), "the first screen's script, as in its file");
    assertEq(inline[0].parentNode.tagName, "body", "in the body");
    const hash = `'sha256-${crypto.createHash("sha256").update(text(inline[0])).digest("base64")}'`;
    assertEq(policy["script-src"].filter((s) => s.startsWith("'sha")), [hash], "script-src allows that script by its hash, and nothing else inline");
    // The policy the browser enforces is the one in the file.
    await page.goto(`${base}?game=kemu&tier=basic&match=1&opponent=easy`);
    await page.locator('[data-hollow="f6"]').click();
    // The engine worker starts and answers under the policy.
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length === 4, null, { timeout: 15000 });
    const origins = await page.evaluate(() => [...new Set(performance.getEntriesByType("resource").map((e) => new URL(e.name).origin))]);
    assertEq(origins, [new URL(ctx.main).origin], "every resource came from the page's own origin");
  }],
  ["csp: an inline script is blocked and the violation fails the test", async (page, base, ctx) => {
    ctx.expectError(/CSP violation: script-src/);
    ctx.expectError(/Executing inline script violates the following Content Security Policy/);
    await page.goto(`${base}?game=mu-torere`);
    await page.locator('[data-game="mu-torere"]').waitFor();
    const ran = await page.evaluate(() => new Promise((resolve) => {
      document.addEventListener("securitypolicyviolation", () => resolve(window.__inlineRan === true), { once: true });
      const s = document.createElement("script");
      s.textContent = "window.__inlineRan = true;";
      document.body.append(s);
    }));
    assertEq(ran, false, "the inline script did not run");
  }],
  ["panic: a visible message offers a reload, and the saved game is still there", async (page, base, ctx) => {
    // The WebAssembly aborts at once (.cargo/config.toml): the browser reports its trap.
    ctx.expectError(/unreachable/);
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await page.locator('[data-point="4"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/gggg.wwww");
    // The documented test hook (src/crash.rs) makes the app panic on purpose.
    await page.evaluate(() => { try { window.dispatchEvent(new Event("papa-takaro:test-panic")); } catch { /* reported as a page error */ } });
    const alert = page.locator("#crash[role=alert]");
    await alert.waitFor();
    assert((await alert.textContent()).includes("Something went wrong"), "the message says what happened");
    assertEq(await page.evaluate(() => document.activeElement.textContent), "Reload the page", "the reload link has the focus");
    // The app is stopped: the board no longer reacts.
    await page.getByRole("link", { name: "Reload the page" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]')?.dataset.position === "w/gggg.wwww");
    assertEq(await page.locator("#crash").count(), 0, "after the reload the page works again");
    await page.locator('[data-point="5"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position !== "w/gggg.wwww");
  }],
];
