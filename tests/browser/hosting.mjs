// Host anywhere: the release dist/ served unchanged from a sub-path of another server
// (only that folder exists there, so any absolute URL would fail), both games played,
// links keeping the folder, and offline play after one visit from that folder.
import { assert, assertEq, openMenu } from "./harness.mjs";

const kemuRecord = (page) => page.locator('[data-game="kemu"]').getAttribute("data-record");

export const hostingTests = [
  ["hosting: dist/ under a sub-path plays both games, keeps the folder in links, and works offline", async (page, _base, ctx) => {
    const sub = ctx.sub; // e.g. http://127.0.0.1:PORT/games/papa-takaro/
    const outside = [];
    page.on("request", (r) => { if (!r.url().startsWith(sub)) outside.push(r.url()); });
    page.on("response", (r) => { if (r.status() >= 400) outside.push(`${r.status()} ${r.url()}`); });

    await page.goto(`${sub}?game=mu-torere&opponent=human`);
    await page.locator('[data-game="mu-torere"]').waitFor();
    await page.locator('[data-point="1"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/g.gggwwww");

    // Navigation keeps the folder.
    await openMenu(page);
    await page.getByRole("link", { name: "Moeraki Kemu", exact: true }).click();
    await page.locator('[data-game="kemu"]').waitFor();
    assert(page.url().startsWith(`${sub}?game=kemu`), `navigation keeps the sub-path: ${page.url()}`);
    await page.locator('[data-hollow="f6"]').click();
    await page.locator('[data-hollow="c3"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f6 c3");
    await page.locator("summary", { hasText: "Moves" }).click();
    const link = await page.getByTestId("share-link").inputValue();
    assert(link.startsWith(`${sub}?game=kemu&record=`), `the share link keeps the sub-path: ${link}`);

    // The service worker belongs to the folder and controls the page.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assertEq(scope, sub, "the service worker's scope is the folder dist/ is served from");
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    assertEq(outside, [], "every request stays inside the folder and succeeds");

    // Offline: a reload, the other game, and the engine worker all come from the cache.
    await page.context().setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]')?.dataset.record === "beginner a=matau f6 c3");
    await page.locator('[data-hollow="d4"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f6 c3 d4");
    await page.goto(`${sub}?game=mu-torere`);
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]')?.dataset.position === "w/g.gggwwww");
    await page.locator('[data-point="8"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "g/gwgggwww.");
    await page.goto(`${sub}?game=kemu&tier=basic&match=1&opponent=easy`);
    await page.locator('[data-hollow="f6"]').click();
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-game="kemu"]').dataset.record.split(" ");
      return r.length === 4; // header, a=, the ball, the computer's stone
    }, null, { timeout: 15000 });
    assert((await kemuRecord(page)).startsWith("basic a=matau f6 "), "the computer answered offline");
    await page.context().setOffline(false);
  }],
];
