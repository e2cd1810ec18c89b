// Embed anywhere: examples/embed.html, served from another origin than the game, frames
// it with the documented sandbox flags, receives `ready`, `move` and `end` messages with
// the documented fields, opens another game by message; malformed messages and messages
// from anyone but the parent change nothing. Also: storage that is unavailable or full.
import { assert, assertEq, openMenu, takaro } from "./harness.mjs";

/** Waits until the host page has received a message matching `want` (a partial object). */
async function waitForMessage(page, want, after = 0) {
  await page.waitForFunction(([want, after]) =>
    window.received.slice(after).some((m) => Object.entries(want).every(([k, v]) => m[k] === v)), [want, after]);
  return page.evaluate(([want, after]) =>
    window.received.slice(after).find((m) => Object.entries(want).every(([k, v]) => m[k] === v)), [want, after]);
}
const count = (page) => page.evaluate(() => window.received.length);

/** Resolves once the frame has received every message its parent posted before `marker`. */
async function afterParentMessages(page, frame, post) {
  await frame.evaluate(() => {
    window.__marker = new Promise((resolve) => window.addEventListener("message", (e) => {
      if (e.data === "papa-takaro-test-marker") resolve();
    }));
  });
  await page.evaluate(post);
  await page.evaluate(() => document.getElementById("game").contentWindow.postMessage("papa-takaro-test-marker", "*"));
  await frame.evaluate(() => window.__marker);
}

export const embedTests = [
  ["embed: a cross-origin host page gets ready, move and end messages and opens another game", async (page, _base, ctx) => {
    const gameOrigin = new URL(ctx.main).origin;
    assert(new URL(ctx.host).origin !== gameOrigin, "the host page is served from another origin");
    await page.goto(`${ctx.host}embed.html?src=${encodeURIComponent(ctx.main)}`);
    const sandbox = await page.locator("iframe#game").getAttribute("sandbox");
    assertEq(sandbox.split(" ").sort(), ["allow-popups", "allow-popups-to-escape-sandbox", "allow-same-origin", "allow-scripts"], "the documented sandbox flags");
    assertEq(await page.locator("iframe#game").getAttribute("allow"), "fullscreen", "full screen is allowed");

    const ready = await waitForMessage(page, { type: "ready", game: "mu-torere" });
    assertEq(ready, { origin: gameOrigin, source: "papa-takaro", type: "ready", game: "mu-torere", state: "g/.ggggwwww", outcome: "ongoing" },
      "the ready message");
    const frameEl = await page.locator("iframe#game").elementHandle();
    const frame = await frameEl.contentFrame();
    assertEq(await frame.locator(".site-header").count(), 0, "embedded: no site header");

    // A move in the frame is reported with the new position.
    let n = await count(page);
    await frame.locator('[data-point="1"]').click();
    const moved = await waitForMessage(page, { type: "move" }, n);
    assertEq([moved.game, moved.state, moved.outcome], ["mu-torere", "w/g.gggwwww", "ongoing"], "the move message");

    // The host opens Moeraki Kemu (Basic, one game, two people) by message.
    n = await count(page);
    await page.getByRole("button", { name: "Moeraki Kemu, Basic, one game" }).click();
    const kemuReady = await waitForMessage(page, { type: "ready", game: "kemu" }, n);
    assertEq([kemuReady.state, kemuReady.outcome], ["basic a=matau", "ongoing"], "a fresh Basic game");
    assert((await frame.evaluate(() => location.search)).includes("embed=1"), "the opened page stays embedded");
    await frame.locator('[data-game="kemu"]').waitFor();
    assertEq(await frame.locator(".site-header").count(), 0, "still without the site's header");

    // Play to an Awa win: one move message per move, then the end.
    const moves = "f6 i1 b2 a7 c3 e11 d4 g3 e5".split(" ");
    n = await count(page);
    for (const mv of moves) await frame.locator(`[data-hollow="${mv}"]`).click();
    const end = await waitForMessage(page, { type: "end", game: "kemu" }, n);
    const record = await frame.locator('[data-game="kemu"]').getAttribute("data-record");
    assertEq(record, `basic a=matau ${moves.join(" ")}`, "every click was played");
    const ref = JSON.parse(takaro("kemu", "replay", ...record.split(" ")));
    assertEq([end.state, end.outcome], [record, ref.winner], "the end message carries the record and the referee's winner");
    const sent = (await page.evaluate(() => window.received)).slice(n);
    assertEq(sent.map((m) => m.type), [...moves.map(() => "move"), "end"], "a move message per move, then end");
    assertEq(sent.map((m) => m.state.split(" ").length), [...moves.map((_, i) => i + 3), moves.length + 2], "each move message has the record so far");

    // Malformed messages from the parent are ignored without an error.
    n = await count(page);
    const before = await frame.evaluate(() => location.href);
    await afterParentMessages(page, frame, () => {
      const w = document.getElementById("game").contentWindow;
      for (const m of [null, 7, "open", [], { target: "someone-else", type: "open", query: "?game=mu-torere" },
        { target: "papa-takaro", type: "close", query: "?game=mu-torere" }, { target: "papa-takaro", type: "open" },
        { target: "papa-takaro", type: "open", query: 42 }, { target: "papa-takaro", type: "open", query: "?game=chess" },
        { target: "papa-takaro", type: "open", query: "game=mu-torere" }, { target: "papa-takaro", type: "open", query: "?game=mu-torere#x" },
        { target: "papa-takaro", type: "open", query: "?game=mu-torere&" + "x".repeat(3000) }]) {
        w.postMessage(m, "*");
      }
    });
    // So are well-formed ones that do not come from the parent (here: the frame itself).
    await frame.evaluate(() => new Promise((resolve) => {
      window.addEventListener("message", (e) => { if (e.data === "self-marker") resolve(); });
      window.postMessage({ target: "papa-takaro", type: "open", query: "?game=mu-torere" }, "*");
      window.postMessage("self-marker", "*");
    }));
    assertEq(await frame.evaluate(() => location.href), before, "the frame's address is unchanged");
    assertEq(await frame.locator('[data-game="kemu"]').getAttribute("data-record"), record, "the game is untouched");
    assertEq(await count(page), n, "no message: nothing happened");

    // Opening Mū tōrere and then Moeraki Kemu without presets brings the saved game back.
    await page.getByRole("button", { name: "Mū tōrere with a friend" }).click();
    await waitForMessage(page, { type: "ready", game: "mu-torere" }, n);
    n = await count(page);
    await page.evaluate(() => document.getElementById("game").contentWindow
      .postMessage({ target: "papa-takaro", type: "open", query: "?game=kemu" }, "*"));
    const back = await waitForMessage(page, { type: "ready", game: "kemu", state: record }, n);
    assertEq(back.outcome, ref.winner, "the finished game is still there");
  }],

  ["embed: the computer's moves are reported too", async (page, _base, ctx) => {
    await page.goto(`${ctx.host}embed.html?src=${encodeURIComponent(ctx.main)}`);
    await waitForMessage(page, { type: "ready", game: "mu-torere" });
    let n = await count(page);
    await page.getByRole("button", { name: "Moeraki Kemu against the computer" }).click();
    await waitForMessage(page, { type: "ready", game: "kemu" }, n);
    const frame = await (await page.locator("iframe#game").elementHandle()).contentFrame();
    n = await count(page);
    await frame.locator('[data-hollow="f6"]').click();
    await waitForMessage(page, { type: "move", state: "basic a=matau f6" }, n);
    const reply = await page.waitForFunction((n) => window.received.slice(n).find((m) => m.type === "move" && m.state.split(" ").length === 4), n, { timeout: 15000 });
    const state = (await reply.jsonValue()).state;
    assertEq(await frame.locator('[data-game="kemu"]').getAttribute("data-record"), state, "the reply is the board's record");
  }],

  ["storage unavailable: the games still play and the page says so once", async (page, base, ctx) => {
    // localStorage throws on access, as in some sandboxed frames and privacy modes.
    await page.context().addInitScript(() => {
      Object.defineProperty(window, "localStorage", { get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });
    });
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await page.locator('[data-game="mu-torere"]').waitFor();
    const note = page.getByTestId("storage-note");
    await note.waitFor();
    assert((await note.textContent()).includes("will not be saved"), "the note explains it");
    await page.locator('[data-point="1"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/g.gggwwww");
    assertEq(await note.count(), 1, "said once");
    await page.getByRole("button", { name: "OK" }).click();
    await note.waitFor({ state: "detached" });
    // Within a page it is not said again: the home page is drawn by the same bundle.
    await openMenu(page);
    await page.getByRole("link", { name: "Papa Tākaro", exact: true }).click();
    await page.locator(".home").waitFor();
    assertEq(await note.count(), 0, "not said again");
    // Moeraki Kemu is another bundle, so a page load, which cannot know it was said
    // (nothing can be kept): said once there.
    await openMenu(page);
    await page.getByRole("link", { name: "Moeraki Kemu", exact: true }).click();
    await page.locator('[data-hollow="f6"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f6");
    await note.waitFor();
    assertEq(await note.count(), 1, "said once on the new page");

    // A full store: reading works, writing throws. The note appears with the first save.
    const full = await ctx.newContext();
    await full.addInitScript(() => {
      Storage.prototype.setItem = function () { throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };
    });
    const page2 = await full.newPage();
    await page2.goto(`${base}?game=kemu&tier=basic&match=1`);
    await page2.locator('[data-hollow="f6"]').click();
    await page2.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=matau f6");
    await page2.getByTestId("storage-note").waitFor();
    assertEq(await page2.getByTestId("storage-note").count(), 1, "one note");
  }],
];
