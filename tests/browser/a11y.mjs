// Accessible to everyone: axe-core (WCAG 2.1 A and AA rules) on every screen at phone
// and laptop sizes, moves read out in a live region, and forced-colours mode.
import AxeBuilder from "@axe-core/playwright";
import { appReady, assert, assertEq } from "./harness.mjs";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const SIZES = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } };

/** Runs axe on the page as it is; fails with every violation and where it is. */
export async function audit(page, label) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = result.violations.map((v) =>
    `${v.id} (${v.impact}, ${v.nodes.length}×: ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(", ")})`);
  assert(found.length === 0, `axe on ${label}: ${found.join("; ")}`);
  assert(result.passes.length > 10, `axe ran its rules on ${label}`);
}

const click = async (page, sel) => page.locator(sel).click();
const kemuRecordIs = (page, r) =>
  page.waitForFunction((r) => document.querySelector('[data-game="kemu"]')?.dataset.record === r, r);
const muPositionIs = (page, p) =>
  page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, p);

/** Each screen: how to reach it from a fresh page. */
const SCREENS = [
  ["home", async (page, base) => { await page.goto(base); await page.locator(".home").waitFor(); }],
  ["Mū tōrere at the start", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await page.locator('[data-game="mu-torere"]').waitFor();
  }],
  ["Mū tōrere mid-game with hints", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await click(page, '[data-point="4"]');
    await muPositionIs(page, "w/gggg.wwww");
    await page.getByRole("button", { name: "Show hints" }).click();
    await page.locator(".hints li").first().waitFor();
  }],
  ["Mū tōrere finished", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    for (const p of "4 5 0 4 5 0 4 5 0 4 5 0".split(" ")) await click(page, `[data-point="${p}"]`);
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.outcome === "draw");
  }],
  ["starting a game with a friend (te reo Māori)", async (page, base) => {
    await page.goto(`${base}?game=kemu&friends=1&lang=mi`);
    await page.getByTestId("friend-start").locator("select").first().waitFor();
  }],
  ["a friend's game by link, waiting, with its QR code", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&friends=1&lang=en`);
    await page.getByRole("button", { name: "Play a friend by link" }).click();
    await page.locator("[data-seat]").waitFor();
    await click(page, '[data-point="4"]');
    await page.getByRole("button", { name: "QR code" }).click();
    await page.getByTestId("qr").waitFor();
  }],
  ["put a game on your site (the embed builder, its preview and code)", async (page, base) => {
    await page.goto(`${base}?embed-builder=1`);
    await page.getByTestId("embed-code-element").waitFor();
  }],
  ["about Mū tōrere", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&about=1`);
    await page.locator("#mu-about-title").waitFor();
  }],
  ["Moeraki Kemu at the start", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=beginner&match=1`);
    await page.locator('[data-game="kemu"]').waitFor();
  }],
  ["Moeraki Kemu mid-game: tiles, Tane preview", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=master&match=1`);
    const moves = "f6 d4 c3 c5 e3 e5 d2 k5 d6 k7".split(" ");
    for (const mv of moves) await click(page, `[data-hollow="${mv}"]`);
    await kemuRecordIs(page, `master a=matau ${moves.join(" ")}`);
    await page.getByRole("button", { name: "Use Matau's Tane" }).click();
    await click(page, '[data-field="d3"]');
    await page.getByRole("button", { name: /Face north/ }).click();
    await page.locator("[data-field].preview").first().waitFor();
  }],
  ["Moeraki Kemu finished", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=beginner&match=1`);
    const moves = "f6 i1 b2 a7 c3 e11 d4 g3 e5".split(" ");
    for (const mv of moves) await click(page, `[data-hollow="${mv}"]`);
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.outcome === "matau");
    await page.locator("summary", { hasText: "Moves" }).click();
  }],
  ["about Moeraki Kemu", async (page, base) => {
    await page.goto(`${base}?game=kemu&about=1`);
    await page.locator("#kemu-about-title").waitFor();
  }],
  ["a Mū tōrere lesson, its step solved (Next offered)", async (page, base) => {
    await page.goto(`${base}?learn=mu-torere&lesson=2`);
    await page.locator('[data-lesson="mu-torere-2"] [data-point].movable').first().click();
    await page.locator("[data-lesson-next]").waitFor();
  }],
  ["a Moeraki Kemu lesson (tiles and the Tane)", async (page, base) => {
    await page.goto(`${base}?learn=kemu&lesson=9`);
    await page.locator("[data-lesson-next]").click();
    await page.locator('[data-lesson="kemu-9"][data-lesson-step="2/2"]').waitFor();
  }],
  ["embed mode (both games)", async (page, base) => {
    await page.goto(`${base}?game=kemu&embed=1`);
    await page.locator('[data-game="kemu"]').waitFor();
    await audit(page, "embedded Moeraki Kemu");
    await page.goto(`${base}?game=mu-torere&embed=1`);
    await page.locator('[data-game="mu-torere"]').waitFor();
  }],
];

export const a11yTests = [];
for (const [size, viewport] of Object.entries(SIZES)) {
  a11yTests.push([`axe: every screen at ${size} size (${viewport.width}×${viewport.height})`, async (page, base) => {
    await page.setViewportSize(viewport);
    for (const [label, reach] of SCREENS) {
      await reach(page, base);
      await audit(page, `${label} (${size})`);
    }
  }]);
}

a11yTests.push(["axe: the audit fails on a violation", async (page, base) => {
  await page.goto(`${base}?game=mu-torere&opponent=human`);
  await page.locator('[data-game="mu-torere"]').waitFor();
  // What the board had before this version: a name on an SVG shape without a role.
  await page.evaluate(() => document.querySelector(".mu-board .arm").setAttribute("aria-label", "arm"));
  let failed = null;
  try { await audit(page, "a broken board"); } catch (e) { failed = e.message; }
  assert(failed && failed.includes("aria-prohibited-attr"), `the audit reports it: ${failed}`);
}]);

a11yTests.push(["live region: the computer's and the opponent's moves are read out in words", async (page, base) => {
  const said = () => page.getByTestId("announcement").textContent();
  // Mū tōrere against the perfect computer: its reply is announced, matching the board.
  await page.goto(`${base}?game=mu-torere&opponent=perfect&you=green`);
  await page.locator('[data-game="mu-torere"]').waitFor();
  assertEq(await page.getByTestId("announcement").getAttribute("aria-live"), "polite", "a polite live region");
  await click(page, '[data-point="1"]');
  await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position.startsWith("g/"));
  const after = await page.locator('[data-game="mu-torere"]').getAttribute("data-position");
  // After Green 1 → pūtahi ("w/g.gggwwww"), White moved from the point that is now empty.
  const from = after.split("/")[1].indexOf(".");
  const to = "w/g.gggwwww".split("/")[1].indexOf(".");
  const place = (i) => (i === 0 ? "the pūtahi" : `kāwai ${i}`);
  await page.waitForFunction((t) => document.querySelector('[data-testid="announcement"]').textContent === t,
    `White moved from ${place(from)} to ${place(to)}`);

  // Moeraki Kemu between two people: each move with what it settled, from the core's events.
  await page.goto(`${base}?game=kemu&tier=basic&match=1`);
  for (const mv of ["f6", "a3", "b4", "a5"]) await click(page, `[data-hollow="${mv}"]`);
  await kemuRecordIs(page, "basic a=matau f6 a3 b4 a5");
  assertEq(await said(), "Manaia placed a stone on a5: half tile on a4 for Manaia", "a tile is announced");
  await click(page, '[data-hollow="c3"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="announcement"]').textContent === "Matau placed a stone on c3");

  // Against the computer, its moves are announced, your own are not repeated.
  await page.goto(`${base}?game=kemu&tier=basic&match=1&opponent=easy`);
  await click(page, '[data-hollow="f6"]');
  await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length === 4, null, { timeout: 15000 });
  const reply = (await page.locator('[data-game="kemu"]').getAttribute("data-record")).split(" ")[3];
  await page.waitForFunction((r) => document.querySelector('[data-testid="announcement"]').textContent.startsWith(`Manaia placed a stone on ${r}`), reply);
}]);

a11yTests.push(["forced colours: pieces stay apart by shape and outline", async (page, base) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto(`${base}?game=kemu&tier=basic&match=1`);
  for (const mv of ["f6", "a3", "b4", "a5"]) await click(page, `[data-hollow="${mv}"]`);
  await kemuRecordIs(page, "basic a=matau f6 a3 b4 a5");
  assert(await page.evaluate(() => matchMedia("(forced-colors: active)").matches), "forced colours are on");
  const style = (sel) => page.locator(sel).first().evaluate((e) => {
    const s = getComputedStyle(e);
    return { fill: s.fill, stroke: s.stroke };
  });
  const matau = await style(".stone.matau");
  const manaia = await style(".stone.manaia");
  const matauMark = await style(".stone-mark.matau");
  const manaiaMark = await style(".stone-mark.manaia");
  assert(matau.fill !== manaia.fill, `stones differ: ${JSON.stringify([matau, manaia])}`);
  assert(manaia.stroke !== manaia.fill, "the hollow Manaia stone has an outline");
  assert(matauMark.stroke !== matau.fill, "Matau's ring mark shows on its stone");
  assert(manaiaMark.fill !== manaia.fill, "Manaia's dot shows on its stone");
  const pit = await style(".hollow .pit");
  assert(pit.stroke !== pit.fill, "empty hollows are outlined");
  const half = await style('[data-tile$="-half"] + g .tile, .tile-art .tile');
  assert(half.fill !== "none", "tiles are drawn");
  await audit(page, "Moeraki Kemu in forced colours");

  await page.goto(`${base}?game=mu-torere&opponent=human`);
  await page.locator('[data-game="mu-torere"]').waitFor();
  const green = await style(".counter.green circle");
  const white = await style(".counter.white circle");
  assert(green.fill !== white.fill, `counters differ: ${JSON.stringify([green, white])}`);
  assertEq(await page.locator(".mu-board .counter.green path.mark").count(), 4, "Green counters carry a triangle");
  assertEq(await page.locator(".mu-board .counter.white circle.mark").count(), 4, "White counters carry a dot");
  const ring = await style(".point.movable .ring");
  assert(ring.stroke !== "none", "movable counters keep their ring");
  await audit(page, "Mū tōrere in forced colours");
}]);

/** The focused element's tag, its `data-*` names and test id, for messages. */
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return { tag: e.tagName.toLowerCase(), cls: String(e.className?.baseVal ?? e.className), point: e.dataset?.point, hollow: e.dataset?.hollow, testid: e.dataset?.testid, text: e.textContent.slice(0, 40) };
});

a11yTests.push(["keyboard: the skip link is the first Tab stop on game, lesson and trainer pages, in both languages", async (page, base) => {
  const pages = [["?game=mu-torere", "mu-torere"], ["?game=kemu", "kemu"], ["?learn=mu-torere&lesson=2", "mu-torere"],
    ["?learn=kemu&lesson=2", "kemu"], ["?game=mu-torere&puzzle=1", "mu-torere"]];
  for (const [lang, words] of [["en", "Skip to the board"], ["mi", "Peke ki te papa"]]) {
    for (const [query, game] of pages) {
      await page.goto(`${base}${query}&lang=${lang}`);
      await page.locator(`[data-game="${game}"]`).waitFor();
      await appReady(page);
      await page.keyboard.press("Tab");
      const first = await focused(page);
      assertEq([first.tag, first.text], ["a", words], `${query}&lang=${lang}: the first Tab stop`);
      assert(await page.locator(".skip-link").evaluate((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.height > 10;
      }), `${query}: the skip link shows when focused`);
      // Enter skips the header: the next Tab is on the board.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      const next = await focused(page);
      assert(next.point !== undefined || next.hollow !== undefined, `${query}: the next Tab is on the board: ${JSON.stringify(next)}`);
    }
  }
  // Pages without a board have no skip link.
  await page.goto(`${base}?game=kemu&about=1`);
  await page.locator("#kemu-about-title").waitFor();
  assertEq(await page.locator(".skip-link").count(), 0, "no skip link on the about page");
}]);

a11yTests.push(["keyboard: a Mū tōrere game of several moves keeps focus on the board", async (page, base) => {
  await page.goto(`${base}?game=mu-torere&opponent=easy&you=green`);
  const board = page.locator('[data-game="mu-torere"]');
  await board.waitFor();
  for (let move = 0; move < 4; move++) {
    // Your turn: Tab (from the board, or past the header by the skip link at first) to a
    // counter that can move.
    if (move === 0) {
      await appReady(page);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
    }
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position.startsWith("g/"));
    if ((await board.getAttribute("data-outcome")) !== "ongoing") break;
    await page.keyboard.press("Tab");
    const on = await focused(page);
    assert(on.point !== undefined, `move ${move + 1}: Tab reaches a counter, not Undo: ${JSON.stringify(on)}`);
    const movable = await page.locator(`[data-point="${on.point}"]`).getAttribute("role");
    assertEq(movable, "button", `move ${move + 1}: the counter reached can move`);
    const before = await board.getAttribute("data-position");
    await page.keyboard.press("Enter");
    await page.waitForFunction((b) => document.querySelector('[data-game="mu-torere"]').dataset.position !== b, before);
    const after = await focused(page);
    assert(after.cls.includes("mu-board") || after.point !== undefined, `move ${move + 1}: focus stays on the board: ${JSON.stringify(after)}`);
    assert(await page.evaluate(() => document.activeElement.matches(":focus-visible")), `move ${move + 1}: the focus shows`);
  }
  assert((await page.getByTestId("moves").getAttribute("data-record")).split(" ").length >= 4, "several moves were played");
}]);

/** A screenshot of one element's box, as bytes. */
const shot = (page, sel) => page.locator(sel).screenshot({ animations: "disabled" });

a11yTests.push(["keyboard: Kemu focus shows on the ball's highlighted hollows, in forced colours too; the arrow keys are explained", async (page, base) => {
  for (const forced of [false, true]) {
    await page.emulateMedia({ forcedColors: forced ? "active" : "none" });
    await page.goto(`${base}?game=kemu&tier=beginner&match=1`);
    await page.locator('[data-game="kemu"]').waitFor();
    const hollow = '[data-hollow="f6"]';
    assert(await page.locator(hollow).evaluate((e) => e.classList.contains("offered")), "f6 is offered to the ball");
    const unfocused = await shot(page, hollow);
    // Focus by keyboard: the board's Tab stop (f4), then an arrow up to f6.
    await page.locator('[data-game="kemu"] [tabindex="0"]').focus();
    await page.keyboard.press("ArrowUp");
    assertEq((await focused(page)).hollow, "f6", "f6 has keyboard focus");
    const ring = await page.locator(`${hollow} .hit`).evaluate((e) => getComputedStyle(e).stroke);
    assert(ring !== "none", `a ring round the focused hollow: ${ring}`);
    const focusedShot = await shot(page, hollow);
    assert(!unfocused.equals(focusedShot), `forced colours ${forced}: the focused f6 looks unlike the unfocused one`);
  }
  await page.emulateMedia({ forcedColors: "none" });
  // The board is described by how to play it by keyboard, in both languages.
  for (const [lang, words] of [["en", "arrow keys"], ["mi", "pātuhi pere"]]) {
    await page.goto(`${base}?game=kemu&lang=${lang}`);
    const described = await page.locator('[data-game="kemu"]').evaluate((b) => document.getElementById(b.getAttribute("aria-describedby"))?.textContent ?? "");
    assert(described.includes(words), `${lang}: the board's description: ${described}`);
    await page.goto(`${base}?game=kemu&about=1&lang=${lang}`);
    await page.locator("#kemu-about-title").waitFor();
    assert((await page.locator("main").textContent()).includes(words), `${lang}: the about page explains the keys`);
  }
}]);
