// `<papa-takaro>` on another site (issue 42): examples/element.html, served from another
// origin than the games with a strict Content-Security-Policy (scripts from its own origin
// only: papa-takaro-embed.js is its copy), frames a game, a puzzle, a lesson and a
// position; the frame is as tall as what it shows at 360, 600 and 900 px wide (nothing
// scrolls inside it); the element fires the game's messages as events; an attribute's
// change loads the frame again; without the script, the element's link shows.
import { assert, assertEq, takaro } from "./harness.mjs";

/** The host page showing `query`'s game (`game=kemu&tier=basic`…) from the games at `site`. */
const hostPage = (ctx, query) => `${ctx.host}element.html?src=${encodeURIComponent(ctx.main)}&${query}`;

/** The element's frame, once its board or page has been drawn. */
async function frameOf(page, selector) {
  await page.locator("papa-takaro#game iframe").waitFor();
  const frame = await (await page.locator("papa-takaro#game iframe").elementHandle()).contentFrame();
  await frame.locator(selector).first().waitFor();
  return frame;
}

/** Waits until the frame is as tall as its page, which then does not scroll in it. */
async function sizedToContent(frame, where) {
  await frame.waitForFunction(() => {
    const content = Math.ceil(document.body.getBoundingClientRect().height);
    return Math.abs(innerHeight - content) <= 1 && document.documentElement.scrollHeight <= innerHeight;
  }, null, { timeout: 15000 }).catch(async () => {
    const seen = await frame.evaluate(() => [innerHeight, document.body.getBoundingClientRect().height, document.documentElement.scrollHeight]);
    throw new Error(`${where}: the frame is not as tall as its page [frame, page, scroll]: ${seen}`);
  });
  assert(await frame.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${where}: nothing scrolls sideways`);
}

/** The events the host page has heard since `after`. */
const heard = (page, after = 0) => page.evaluate((after) => window.events.slice(after), after);

/** Waits for the host to hear `event` (`papa-takaro:move`…) after `after` events. */
async function hears(page, event, after = 0) {
  await page.waitForFunction(([event, after]) => window.events.slice(after).some((e) => e.event === event), [event, after]);
  return (await heard(page, after)).find((e) => e.event === event);
}

export const embedElementTests = [
  ["papa-takaro element: a game, a puzzle, a lesson and a position from another origin under a strict CSP, each frame as tall as its page at 360, 600 and 900 px", async (page, _base, ctx) => {
    // A shared Kemu game's position, as its link carries it (compact).
    const shared = "basic a=matau f6 c3 e5";
    const compact = JSON.parse(takaro("kemu", "eval", ...shared.split(" "))).compact;
    const cases = [
      ["game=mu-torere&opponent=human", '[data-game="mu-torere"][data-position="g/.ggggwwww"]'],
      ["game=mu-torere&puzzle=2", '[data-testid="solved-count"]'],
      ["learn=kemu&lesson=1", '.lesson [data-game="kemu"]'],
      [`game=kemu&record=${encodeURIComponent(compact)}`, `[data-game="kemu"][data-record="${shared}"]`],
    ];
    for (const width of [360, 600, 900]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [query, board] of cases) {
        const where = `${width} px, ${query}`;
        await page.goto(hostPage(ctx, query));
        const frame = await frameOf(page, board);
        assert(new URL(frame.url()).origin === new URL(ctx.main).origin, `${where}: the frame is the games' site`);
        assert(new URL(frame.url()).searchParams.get("embed") === "1", `${where}: the frame's page is embedded`);
        await sizedToContent(frame, where);
        assertEq(await page.locator("papa-takaro#game > a").isVisible(), false, `${where}: the fallback link gives way to the frame`);
        // Named by its page's own title, which the page tells the element.
        const title = await frame.evaluate(() => document.title);
        assert(title !== "Papa Tākaro", `${where}: the page's title says what it shows: ${title}`);
        await page.waitForFunction((t) => document.querySelector("papa-takaro#game").shadowRoot.querySelector("iframe").title === t, title);
      }
    }
    // The embedded Kemu game to step through: "Play from here" opens it on the site, in a
    // new tab, not in the frame (whose storage is the host's).
    const frame = await frameOf(page, '[data-testid="shared-view"]');
    const playHere = frame.getByRole("link", { name: "Play from here" });
    assertEq(await playHere.getAttribute("target"), "_blank", "Play from here opens a new tab");
    const href = new URL(await playHere.getAttribute("href"), frame.url());
    assertEq([href.origin, href.searchParams.get("record"), href.searchParams.get("embed")], [new URL(ctx.main).origin, compact, null],
      "the site's own page of the same game, not embedded");
    assertEq(await frame.getByRole("link", { name: "Back to your game" }).count(), 0, "no own game to go back to in a frame");
  }],

  ["papa-takaro element: the game's ready, move and end as events with the messages' details; an attribute changed loads the frame again; without the script the link shows", async (page, _base, ctx) => {
    await page.goto(hostPage(ctx, "game=kemu&tier=basic&match=1&opponent=human"));
    const ready = await hears(page, "papa-takaro:ready");
    assertEq(ready, { event: "papa-takaro:ready", target: "game",
      detail: { source: "papa-takaro", type: "ready", game: "kemu", state: "basic a=matau", outcome: "ongoing" } }, "ready, as the message");
    const frame = await frameOf(page, '[data-game="kemu"]');

    // An Awa win: an event a move, then the end, each with the record so far.
    const moves = "f6 i1 b2 a7 c3 e11 d4 g3 e5".split(" ");
    const n = (await heard(page)).length;
    for (const mv of moves) await frame.locator(`[data-hollow="${mv}"]`).click();
    const end = await hears(page, "papa-takaro:end", n);
    const record = `basic a=matau ${moves.join(" ")}`;
    const ref = JSON.parse(takaro("kemu", "replay", ...record.split(" ")));
    assertEq(end.detail, { source: "papa-takaro", type: "end", game: "kemu", state: record, outcome: ref.winner }, "end, with the referee's winner");
    const events = await heard(page, n);
    assertEq(events.map((e) => e.event), [...moves.map(() => "papa-takaro:move"), "papa-takaro:end"], "a move event a move, then end");
    assertEq(events.map((e) => e.detail.state.split(" ").length), [...moves.map((_, i) => i + 3), moves.length + 2], "each with the record so far");

    // Another game by an attribute: the frame loads it.
    const m = (await heard(page)).length;
    await page.locator("papa-takaro#game").evaluate((el) => { el.setAttribute("game", "mu-torere"); el.removeAttribute("tier"); el.removeAttribute("match"); });
    const again = await hears(page, "papa-takaro:ready", m);
    assertEq([again.detail.game, again.detail.state], ["mu-torere", "g/.ggggwwww"], "the new game is ready");
    const src = new URL(await page.locator("papa-takaro#game iframe").getAttribute("src"));
    assertEq([src.searchParams.get("game"), src.searchParams.get("tier"), src.searchParams.get("embed")], ["mu-torere", null, "1"], "the frame's address follows the attributes");

    // A message posted by someone else (the host page itself) is no event.
    const k = (await heard(page)).length;
    await page.evaluate(() => new Promise((resolve) => {
      addEventListener("message", (e) => { if (e.data === "host-marker") resolve(); });
      postMessage({ source: "papa-takaro", type: "end", game: "kemu", state: "forged", outcome: "matau" }, "*");
      postMessage("host-marker", "*");
    }));
    assertEq((await heard(page, k)).length, 0, "a forged message is not heard");

    // Without the script (a host that has not copied it), the element's link is there.
    await page.route("**/papa-takaro-embed.js", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.goto(hostPage(ctx, "game=mu-torere"));
    const link = page.locator("papa-takaro#game > a");
    await link.waitFor();
    assertEq(await link.textContent(), "Play Mū tōrere on Papa Tākaro", "the fallback link shows");
    assertEq(await page.locator("papa-takaro#game iframe").count(), 0, "and no frame");
  }],
];
