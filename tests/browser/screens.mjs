// The one game screen both games share: saves that are never lost (a shared link, a
// save the page cannot read), one engine worker a page, and a board that fits every
// screen people use, with the turn line, in both languages.
import { appReady, assert, assertEq, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";

const kemu = (page) => page.locator('[data-game="kemu"]');

/** A finished Master game (Matau wins), as its share link's compact record. */
const finished = () => JSON.parse(takaro("kemu", "eval", ..."master a=matau f6 b2 g7 a3 c1 c3 b4 d4 e5 e3 d2 f4 b8 f2 g3 g5 h6 c5 h8 i7 g9 f8 i9 k5 h10".split(" "))).compact;
const kemuRecord = (page) => kemu(page).getAttribute("data-record");

/** Clicks Kemu hollows one by one, waiting for each stone. */
async function place(page, hollows) {
  for (const h of hollows) {
    const before = await kemuRecord(page);
    await page.locator(`[data-hollow="${h}"]`).click();
    await page.waitForFunction((b) => document.querySelector('[data-game="kemu"]').dataset.record !== b, before);
  }
}

/** Every value in the page's local storage. */
const storedValues = (page) => page.evaluate(() => Object.keys(localStorage).map((k) => localStorage.getItem(k)));

/** The screen sizes people use (laptops, Chromebooks, projectors, phones both ways, tablets). */
const SIZES = [[1366, 768], [1280, 720], [1280, 800], [1536, 864], [1440, 900], [1024, 768],
  [1920, 1080], [390, 844], [360, 640], [844, 390], [768, 1024]];

/**
 * Whether the board (`[data-game]`) and whose turn it is are inside the viewport without
 * scrolling, and the board's smaller side is at least `share` of the viewport's smaller
 * side; `problem` says what is wrong. On a lesson page, whose turn it is comes after the
 * instruction, which must start in view (its first line).
 */
async function fits(page, game, share = 0.6) {
  const seen = await page.evaluate((game) => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { top: r.top, left: r.left, bottom: r.bottom, right: r.right, w: r.width, h: r.height }; };
    const instruction = document.querySelector('[data-testid="instruction"]');
    return {
      board: box(document.querySelector(`[data-game="${game}"]`)),
      turn: box(instruction || document.querySelector('[data-testid="status"]')),
      lesson: !!instruction, scrollY: window.scrollY, vw: window.innerWidth, vh: window.innerHeight,
    };
  }, game);
  const inside = (b) => b.top >= 0 && b.left >= 0 && b.bottom <= seen.vh + 0.5 && b.right <= seen.vw + 0.5;
  const turnInView = seen.lesson ? seen.turn.top >= 0 && seen.turn.top + 30 <= seen.vh : inside(seen.turn);
  const small = Math.min(seen.board.w, seen.board.h) / Math.min(seen.vw, seen.vh);
  const ok = seen.scrollY === 0 && inside(seen.board) && turnInView && small >= share;
  return { problem: ok ? null : `board ${JSON.stringify(seen.board)}, turn ${JSON.stringify(seen.turn)}, ${Math.round(small * 100)} %` };
}

export const screenTests = [
  ["saves: a shared game opens as a view and never replaces your saved game", async (page, base, ctx) => {
    // Someone else's game, and its link.
    const other = await (await ctx.newContext()).newPage();
    await other.goto(`${base}?game=kemu&tier=beginner&match=1`);
    await kemu(other).waitFor();
    await place(other, ["e5", "c3"]);
    await other.locator("summary", { hasText: "Moves" }).click();
    const link = await other.getByTestId("share-link").inputValue();
    // Your game: three moves.
    await page.goto(`${base}?game=kemu&tier=beginner&match=1`);
    await kemu(page).waitFor();
    await place(page, ["f6", "a3", "k7"]);
    const mine = await kemuRecord(page);
    assertEq(mine, "beginner a=matau f6 a3 k7", "your three moves");
    // The shared game is shown, as a view.
    await page.goto(link);
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]')?.dataset.record === "beginner a=matau e5 c3");
    await page.getByTestId("shared-view").waitFor();
    assertEq(await page.locator('[data-hollow][role="button"]').count(), 0, "a view: nothing to click on the board");
    await audit(page, "a shared game's view");
    await page.getByRole("button", { name: "Back", exact: false }).first().click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau e5");
    // Your own game comes back.
    await page.getByRole("link", { name: "Back to your game" }).click();
    await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]')?.dataset.record === r, mine);
    await page.goto(`${base}?game=kemu`);
    await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]')?.dataset.record === r, mine);
    // "Play from here" makes the position shown your game, saved, and leaves the view.
    await page.goto(link);
    await page.getByTestId("shared-view").waitFor();
    await page.getByRole("button", { name: "Play from here" }).click();
    await page.getByTestId("shared-view").waitFor({ state: "detached" });
    assert(!page.url().includes("record="), `the address no longer opens the link: ${page.url()}`);
    // The header's links are drawn from the address as it is now: the other language
    // opens this game, not the link again.
    const inMaori = await page.getByTestId("languages").locator('a[hreflang="mi"]').getAttribute("href");
    assertEq(inMaori, "?game=kemu&lang=mi", "the language link follows the address");
    // Saved at once, though the copy is the whole shared game.
    await page.goto(`${base}?game=kemu`);
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]')?.dataset.record === "beginner a=matau e5 c3");
    await place(page, ["g7"]);
    await page.goto(`${base}?game=kemu`);
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]')?.dataset.record === "beginner a=matau e5 c3 g7");
  }],
  ["saves: a save the page cannot read is kept, and the page says it started afresh", async (page, base) => {
    const junk = { "papa-takaro.mu-torere.v1": "\"perfect|green|2 2 x\"", "papa-takaro.kemu.v1": "not json at all {" };
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await page.locator('[data-game="mu-torere"]').waitFor();
    await page.evaluate((junk) => { for (const [k, v] of Object.entries(junk)) localStorage.setItem(k, v); }, junk);
    // Mū tōrere.
    await page.reload();
    await page.getByTestId("start-note").waitFor();
    assert((await page.getByTestId("start-note").textContent()).includes("could not be read"), "the note says why");
    await audit(page, "the note about an unreadable save");
    assertEq(await page.locator('[data-game="mu-torere"]').getAttribute("data-position"), "g/.ggggwwww", "a new game");
    await page.locator('[data-point="1"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/g.gggwwww");
    // Moeraki Kemu.
    await page.goto(`${base}?game=kemu`);
    await page.getByTestId("start-note").waitFor();
    await place(page, ["f6"]);
    const values = await storedValues(page);
    for (const [key, text] of Object.entries(junk)) {
      assert(values.includes(text), `the unreadable save of ${key} is still in storage: ${JSON.stringify(values)}`);
    }
    // Both games were saved after their moves, beside the kept text.
    const saved = await page.evaluate(() => [localStorage.getItem("papa-takaro.mu-torere.v1"), JSON.parse(localStorage.getItem("papa-takaro.kemu.v1"))]);
    assertEq(saved[0], JSON.stringify("human|green|1"), "the new Mū tōrere game is saved");
    assert(saved[1].startsWith("setup beginner") && saved[1].includes("current "), `the new Kemu game is saved: ${saved[1]}`);
  }],
  ["engine: a Kemu game with six computer moves starts one worker", async (page, base) => {
    await page.addInitScript(() => {
      const Real = window.Worker;
      window.__workers = 0;
      window.Worker = class extends Real {
        constructor(...args) { super(...args); window.__workers += 1; }
      };
    });
    await page.goto(`${base}?game=kemu&tier=basic&match=3&opponent=easy`);
    await kemu(page).waitFor();
    let computerMoves = 0;
    await place(page, ["f6"]);
    while (computerMoves < 6) {
      // Wait for the computer's reply: your turn again, or the game over.
      await page.waitForFunction(() => !document.querySelector('[data-testid="status"]').classList.contains("thinking"), null, { timeout: 30000 });
      computerMoves += 1;
      if ((await kemu(page).getAttribute("data-outcome")) !== "ongoing") break;
      const free = await page.locator('[data-hollow][role="button"]').evaluateAll((els) => els.map((e) => e.dataset.hollow));
      assert(free.length > 0, "your turn offers hollows");
      await place(page, [free[0]]);
    }
    assert(computerMoves >= 6 || (await kemu(page).getAttribute("data-outcome")) !== "ongoing", "six computer moves (or a finished game)");
    assertEq(await page.evaluate(() => window.__workers), 1, "one worker for every computer move");
    // Undo, and a new match against the computer: still the same worker.
    await page.getByRole("button", { name: "Undo" }).click();
    // Moves are left in the match: "Start new match" asks first.
    await page.getByRole("button", { name: "Start new match" }).click();
    await page.getByRole("button", { name: "Start anyway" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=matau");
    await place(page, ["f6"]);
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length === 4, null, { timeout: 30000 });
    assertEq(await page.evaluate(() => window.__workers), 1, "still one worker");
  }],
  ["engine: a computer that cannot start says so on the turn line, and can be asked again", async (page, base, ctx) => {
    // A browser that refuses the worker (as a frame without its own origin does).
    await page.addInitScript(() => {
      const Real = window.Worker;
      window.__refuseWorkers = true;
      window.Worker = class extends Real {
        constructor(...args) {
          if (window.__refuseWorkers) throw new DOMException("refused", "SecurityError");
          super(...args);
        }
      };
    });
    await page.goto(`${base}?game=kemu&tier=basic&match=1&opponent=easy`);
    await kemu(page).waitFor();
    await place(page, ["f6"]);
    const again = page.getByRole("button", { name: "Ask the computer again" });
    await again.waitFor();
    await audit(page, "the computer could not start");
    const status = await page.getByTestId("status").textContent();
    assert(status.includes("could not move"), `the turn line says so: ${status}`);
    assert(!await page.getByTestId("status").evaluate((e) => e.classList.contains("thinking")), "the turn line is not marked thinking");
    await page.evaluate(() => { window.__refuseWorkers = false; });
    await again.click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length === 4, null, { timeout: 30000 });
    assertEq(await again.count(), 0, "the button goes once the computer has moved");
  }],
  ["layout: the whole board and the turn line fit every screen, in both languages", async (page, base) => {
    const pages = [
      ...["mu-torere", "kemu"].flatMap((game) => ["en", "mi"].map((lang) => [`?game=${game}&lang=${lang}`, game])),
      ["?game=mu-torere&puzzle=1", "mu-torere"],
      ["?learn=mu-torere&lesson=2", "mu-torere"],
      ["?learn=kemu&lesson=2", "kemu"],
      ["?game=kemu&embed=1&lang=mi", "kemu"],
      // The analysis page of a finished game (a shared one), once its chart is drawn.
      [`?game=kemu&record=${encodeURIComponent(finished())}&analyse=1`, "kemu", "analysis-chart"],
    ];
    const misfits = [];
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      for (const [query, game, drawn] of pages) {
        await page.goto(`${base}${query}`);
        await page.locator(`[data-game="${game}"]`).waitFor();
        if (drawn) await page.getByTestId(drawn).waitFor();
        const seen = await fits(page, game);
        if (seen.problem) misfits.push(`${width}×${height} ${query}: ${seen.problem}`);
      }
    }
    assertEq(misfits, [], "every screen shows the whole board and the turn line");
  }],
  ["layout: with a note above the board, the board and the turn line stay in view", async (page, base, ctx) => {
    // A save the page cannot read, and a frame where storage is refused: both say so.
    await page.goto(`${base}?game=kemu`);
    await kemu(page).waitFor();
    await page.evaluate(() => localStorage.setItem("papa-takaro.kemu.v1", "junk"));
    const blocked = await ctx.newContext();
    await blocked.addInitScript(() => {
      Object.defineProperty(window, "localStorage", { get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });
    });
    const framed = await blocked.newPage();
    const misfits = [];
    for (const [width, height] of [[1366, 768], [1280, 720], [844, 390], [390, 844]]) {
      await page.setViewportSize({ width, height });
      await page.goto(`${base}?game=kemu`);
      await page.getByTestId("start-note").waitFor();
      const seen = await fits(page, "kemu", 0);
      if (seen.problem) misfits.push(`${width}×${height} with the start note: ${seen.problem}`);
      await framed.setViewportSize({ width, height });
      await framed.goto(`${base}?game=mu-torere&embed=1`);
      await framed.getByTestId("storage-note").waitFor();
      const inFrame = await fits(framed, "mu-torere", 0);
      if (inFrame.problem) misfits.push(`${width}×${height} embedded with the storage note: ${inFrame.problem}`);
    }
    assertEq(misfits, [], "the notes leave the board and the turn line in view");
  }],
];

screenTests.push(["layout: Kemu targets are at least 24 px on a phone held sideways; the trainer's select fits the panel in te reo Māori", async (page, base) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await page.goto(`${base}?game=kemu&tier=beginner&match=1`);
  await kemu(page).waitFor();
  for (const phase of ["the ball", "a stone"]) {
    const sizes = await page.locator('[data-hollow][role="button"]').evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return [e.dataset.hollow, Math.min(r.width, r.height)];
    }));
    assert(sizes.length > 0, `${phase}: hollows to choose`);
    const small = sizes.filter(([, s]) => s < 24);
    assertEq(small, [], `${phase}: every target at least 24 px`);
    if (phase === "the ball") await place(page, ["f6"]);
  }
  for (const [width, height] of [[390, 844], [1366, 768]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base}?game=mu-torere&puzzle=1&lang=mi`);
    await page.locator("[data-puzzle]").waitFor();
    const seen = await page.evaluate(() => {
      const select = document.querySelector(".mu-trainer .buttons select").getBoundingClientRect();
      const panel = document.querySelector(".mu-trainer .panel").getBoundingClientRect();
      return { page: document.documentElement.scrollWidth, vw: innerWidth, select: select.right, panel: panel.right };
    });
    assert(seen.page <= seen.vw, `${width}×${height}: no sideways scroll: ${JSON.stringify(seen)}`);
    assert(seen.select <= seen.panel, `${width}×${height}: the select fits the panel: ${JSON.stringify(seen)}`);
  }
}]);

screenTests.push(["layout: every lesson's link in the lesson list is a target of at least 24 px, both games, phone and laptop", async (page, base) => {
  for (const [width, height] of [[390, 844], [1366, 768]]) {
    await page.setViewportSize({ width, height });
    for (const game of ["mu-torere", "kemu"]) {
      await page.goto(`${base}?learn=${game}&lesson=1`);
      // The list is on the first screen (fetched by boot.js), then in the app that takes over.
      await page.locator(".lesson .lessons a").first().waitFor();
      await appReady(page);
      const sizes = await page.locator(".lesson .lessons a").evaluateAll((links) => links.map((a) => {
        const r = a.getBoundingClientRect();
        return [a.textContent.trim(), Math.round(Math.min(r.width, r.height) * 10) / 10];
      }));
      assert(sizes.length >= 3, `${game}: the lesson list is there: ${JSON.stringify(sizes)}`);
      assertEq(sizes.filter(([, size]) => size < 24), [], `${width}×${height} ${game}: every lesson link at least 24 px`);
    }
  }
}]);
