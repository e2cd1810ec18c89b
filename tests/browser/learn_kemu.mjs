// Learning Moeraki Kemu in the page: every guided lesson completed by clicking, each
// right answer checked against the native referee (`takaro kemu replay`: victories,
// threats, tiles, the Marae count, a Tane's line of sight), wrong moves explained and
// undone, progress remembered, keyboard and touch, the links to the lessons, and axe.
import { assert, assertEq, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";

const BOARD = '[data-game="kemu"]';
const ROOT = "[data-lesson]";

const record = (page) => page.locator(BOARD).getAttribute("data-record");
const outcome = (page) => page.locator(BOARD).getAttribute("data-outcome");
const rootAttr = (page, name) => page.locator(ROOT).getAttribute(name);
const explanation = async (page) => (await page.getByTestId("explanation").textContent()).trim();

/** What the native referee says of a record. */
const replay = (rec) => JSON.parse(takaro("kemu", "replay", rec));

/** The page's `data-outcome` for a referee's answer. */
const outcomeOf = (r) => r.winner ?? (r.outcome === "ongoing" ? "ongoing" : "draw");

/** `16`, `16½`, `½`: a score as the page writes it. */
const score = (x) => (x % 1 ? (Math.floor(x) ? `${Math.floor(x)}½` : "½") : String(x));

/** Every tile on the page, field by field. */
async function pageTiles(page) {
  const list = await page.locator(`${BOARD} [data-field][data-tile]`).evaluateAll((els) =>
    els.map((e) => [e.dataset.field, e.dataset.tile]));
  return Object.fromEntries(list.sort());
}

/** The board agrees with the referee: outcome, tiles, and the tile count when shown. */
async function matchesReferee(page, label) {
  const rec = await record(page);
  const r = replay(rec);
  assertEq(r.record, rec, `${label}: the referee reads the page's record`);
  assertEq(await outcome(page), outcomeOf(r), `${label}: outcome`);
  assertEq(await pageTiles(page), Object.fromEntries(Object.entries(r.tiles).sort()), `${label}: tiles`);
  if (r.tier !== "beginner") {
    assertEq((await page.getByTestId("tiles").textContent()).trim(),
      `Tiles: Matau ${score(r.score.matau)}, Manaia ${score(r.score.manaia)}.`, `${label}: the count`);
  }
  return r;
}

async function clickableHollows(page) {
  return page.locator(`${BOARD} [data-hollow][role="button"]`).evaluateAll((els) => els.map((e) => e.dataset.hollow));
}

/** Waits until the step, the board's record or the lesson's end differs from before. */
async function waitChange(page, before) {
  await page.waitForFunction(([step, rec]) => {
    const root = document.querySelector("[data-lesson]");
    const b = document.querySelector('[data-game="kemu"]');
    return root.dataset.lessonDone === "true" || root.dataset.lessonStep !== step || b.dataset.record !== rec;
  }, before);
}

async function snapshot(page) {
  return [await rootAttr(page, "data-lesson-step"), await record(page)];
}

async function openLesson(page, base, k) {
  await page.goto(`${base}?learn=kemu&lesson=${k}`);
  await page.locator(`[data-lesson="kemu-${k}"]`).waitFor();
  await page.locator(BOARD).waitFor();
}

/** Presses Next on a step that asks for no move. */
async function next(page) {
  const before = await snapshot(page);
  await page.locator("[data-lesson-next]").click();
  await waitChange(page, before);
}

/**
 * Plays the step's right answer by clicking: `choose(r)` picks a hollow from the
 * referee's view of the position, `check(r, hollow)` checks the referee's view after it.
 */
async function answer(page, label, choose, check) {
  const before = await snapshot(page);
  assertEq(await page.locator("[data-lesson-next]").count(), 0, `${label}: a step that asks for a move has no Next`);
  const r0 = replay(before[1]);
  const hollow = choose(r0);
  assert((await clickableHollows(page)).includes(hollow), `${label}: ${hollow} can be clicked`);
  await page.locator(`${BOARD} [data-hollow="${hollow}"]`).click();
  await waitChange(page, before);
  const said = await explanation(page);
  assert(!said.includes("Try again"), `${label}: ${hollow} is right (${said})`);
  assertEq(await record(page), `${before[1]} ${hollow}`.trim(), `${label}: the stone stays on the board`);
  const r = await matchesReferee(page, label);
  check(r, hollow, r0);
  await finishStep(page, label, before[0]);
}

/** After a right answer: the step waits for Next, or the lesson is done. */
async function finishStep(page, label, step) {
  const [i, n] = step.split("/").map(Number);
  if (i < n) {
    assertEq(await rootAttr(page, "data-lesson-step"), step, `${label}: the step stays until Next`);
    assertEq(await clickableHollows(page), [], `${label}: no more moves in a solved step`);
    await next(page);
    assertEq(await rootAttr(page, "data-lesson-step"), `${i + 1}/${n}`, `${label}: next step`);
  } else {
    assertEq(await rootAttr(page, "data-lesson-done"), "true", `${label}: the lesson is done`);
  }
}

const mover = (r) => r.to_move;
const other = (t) => (t === "matau" ? "manaia" : "matau");
const only = (list, what) => {
  assertEq(list.length, 1, what);
  return list[0];
};

/** A step won with a victory of `kind`: the referee's threat of the mover is the answer. */
const win = (kind) => [
  (r) => only(r.threats[mover(r)], `one winning hollow for ${mover(r)}`),
  (r, _h, r0) => {
    assertEq(r.winner, mover(r0), "the learner wins");
    assert(r.victories.some((v) => v.kind === kind && v.tribe === mover(r0)), `a ${kind}: ${JSON.stringify(r.victories)}`);
  },
];

/** A step where the opponent's threat is blocked. */
const block = [
  (r) => only(r.threats[other(mover(r))], "one threat of the opponent"),
  (r, _h, r0) => {
    assertEq(r.outcome, "ongoing", "the game goes on");
    assertEq(r.threats[other(mover(r0))], [], "no threat is left");
  },
];

/** A step won by placing `hollow`, after which `field` holds `tile`. */
const tile = (hollow, field, tileCode) => [
  () => hollow,
  (r) => {
    assertEq(r.tiles[field], tileCode, `the tile on ${field}`);
    assertEq(r.outcome, "ongoing", "the game goes on");
  },
];

export const learnKemuTests = [
  ["learn-kemu: every lesson completed by clicking, checked against takaro; progress is remembered", async (page, base) => {
    // 1. The board and names.
    await openLesson(page, base, 1);
    for (let i = 1; i <= 3; i++) {
      assertEq(await clickableHollows(page), [], "a reading step offers no move");
      await next(page);
    }
    await answer(page, "lesson 1", () => "h4", (r) => assertEq(r.to_move, "matau", "Manaia's stone is down"));
    // 2. The ball on the diagonal from c1.
    await openLesson(page, base, 2);
    await next(page);
    const central = ["f6", "e5", "e7", "g5", "g7", "d6", "f4", "f8", "h6"];
    assertEq((await clickableHollows(page)).sort(), [...central].sort(), "only the central hollows take the ball");
    await answer(page, "lesson 2", () => "g5", (r) => assertEq(r.ball, "g5", "the ball"));
    // 3.–5. Awa, Ara, Tahuna: the referee's winning hollow wins with the right victory.
    await openLesson(page, base, 3);
    await answer(page, "lesson 3 step 1", ...win("awa"));
    await answer(page, "lesson 3 step 2", ...win("awa"));
    assertEq(replay(await record(page)).victories[0].hollows.sort(), ["h4", "i3", "j2"], "three stones up to the ball");
    await openLesson(page, base, 4);
    await answer(page, "lesson 4", ...win("ara"));
    await openLesson(page, base, 5);
    await answer(page, "lesson 5", ...win("tahuna"));
    assertEq(await page.locator(`${BOARD} [data-field].highlight`).count(), 1, "the beach is highlighted");
    // 6. Blocking the referee's threats.
    await openLesson(page, base, 6);
    await answer(page, "lesson 6 step 1", ...block);
    await answer(page, "lesson 6 step 2", ...block);
    // 7. Tribal tiles.
    await openLesson(page, base, 7);
    await answer(page, "lesson 7 step 1", ...tile("d2", "d3", "matau-full"));
    await answer(page, "lesson 7 step 2", ...tile("f4", "f5", "matau-full"));
    await answer(page, "lesson 7 step 3", ...tile("a5", "a4", "matau-half"));
    // 8. The Marae count: two full boards, then the last-but-one stone.
    await openLesson(page, base, 8);
    for (const label of ["a count", "a tie"]) {
      const r = await matchesReferee(page, `lesson 8, ${label}`);
      assert(r.victories.length === 1 && r.victories[0].kind === "marae", `${label}: decided by the Marae`);
      if (label === "a tie") {
        assertEq(r.score.matau, r.score.manaia, "level totals");
        assertEq(r.winner, r.player_a, "Player A wins a level count");
      }
      await next(page);
    }
    {
      const before = await snapshot(page);
      await page.locator(`${BOARD} [data-hollow="h8"]`).click();
      await waitChange(page, before);
      const r = await matchesReferee(page, "lesson 8");
      assertEq(r.record, `${before[1]} h8 e11`, "Matau's last stone follows by itself");
      assertEq([r.winner, r.victories.map((v) => v.kind)], ["manaia", ["marae"]], "Manaia wins the count");
      assert(r.score.manaia > r.score.matau, "by more tiles");
      assert((await explanation(page)).includes(`Matau ${score(r.score.matau)}, Manaia ${score(r.score.manaia)}`), "the count in words");
      assertEq(await rootAttr(page, "data-lesson-done"), "true", "lesson 8 done");
    }
    // 9. The Maori-Tane: the preview and the result against the referee.
    await openLesson(page, base, 9);
    await next(page);
    {
      const before = await snapshot(page);
      await page.locator(`${BOARD} [data-field="d3"]`).click();
      await page.locator('[data-direction="n"]').click();
      await page.locator(`${BOARD} [data-field].preview`).first().waitFor();
      const shaded = await page.locator(`${BOARD} [data-field].preview`).evaluateAll((els) => els.map((e) => e.dataset.field));
      const expected = replay(`${before[1]} Td3>n`);
      assertEq(shaded.sort(), [...expected.blocked].sort(), "the preview shades the referee's line of sight");
      assertEq(await record(page), before[1], "nothing is played before Confirm");
      await page.getByRole("button", { name: "Confirm Tane" }).click();
      await waitChange(page, before);
      const r = await matchesReferee(page, "lesson 9");
      assertEq(r.record, `${before[1]} Td3>n`, "the Tane turn");
      assertEq(r.tanes.matau.line, expected.blocked, "the line of sight");
      const theirs = (t) => Object.values(t).filter((x) => x.startsWith("manaia")).length;
      assert(theirs(r.tiles) < theirs(replay(before[1]).tiles), "Manaia lost tiles");
      assertEq(await rootAttr(page, "data-lesson-done"), "true", "lesson 9 done");
    }
    // Every lesson is marked done after a reload; a finished lesson starts again.
    await page.reload();
    await page.locator('[data-lesson="kemu-9"]').waitFor();
    assertEq(await page.locator(".lessons .done").count(), 9, "nine lessons marked done");
    assertEq(await rootAttr(page, "data-lesson-step"), "1/2", "a finished lesson starts again");
  }],
  ["learn-kemu: a wrong move is explained, announced, undone and not counted; progress survives a reload", async (page, base) => {
    await openLesson(page, base, 6);
    const before = await snapshot(page);
    assertEq(before[0], "1/2", "first step");
    const threat = only(replay(before[1]).threats.manaia, "Manaia's threat");
    await page.locator(`${BOARD} [data-hollow="a3"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent.includes("Try again"));
    const why = await explanation(page);
    assert(why.startsWith(`Manaia would win next with a stone on ${threat} (Ara).`), why);
    const live = page.getByTestId("explanation");
    assertEq([await live.getAttribute("role"), await live.getAttribute("aria-live")], ["status", "polite"], "said in a live region");
    assertEq(await snapshot(page), before, "the step and the board's record are restored");
    assertEq(await rootAttr(page, "data-lesson-done"), null, "not done");
    // The right answer, by keyboard.
    await page.locator(`${BOARD} [data-hollow="${threat}"]`).press("Enter");
    await waitChange(page, before);
    assert(!(await explanation(page)).includes("Try again"), "blocked");
    await next(page);
    assertEq(await rootAttr(page, "data-lesson-step"), "2/2", "step 2");
    await page.reload();
    await page.locator('[data-lesson="kemu-6"]').waitFor();
    assertEq(await rootAttr(page, "data-lesson-step"), "2/2", "progress remembered");
    // A tile step: the 2:2 square is named, the position restored.
    await openLesson(page, base, 7);
    const tiles = await snapshot(page);
    await page.locator(`${BOARD} [data-hollow="h4"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent.includes("Try again"));
    assert((await explanation(page)).startsWith("Field h3 is enclosed, but with no majority it stays empty."), await explanation(page));
    assertEq(await snapshot(page), tiles, "restored");
    assertEq(await pageTiles(page), {}, "no tile is left behind");
    // The Tane facing the wrong way: explained with the referee's count, restored.
    await openLesson(page, base, 9);
    await next(page);
    const tane = await snapshot(page);
    await page.locator(`${BOARD} [data-field="d3"]`).press("Enter");
    await page.locator('[data-direction="w"]').click();
    const west = replay(`${tane[1]} Td3>w`);
    const lost = Object.keys(replay(tane[1]).tiles).filter((f) => !(f in west.tiles));
    await page.getByRole("button", { name: "Confirm Tane" }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent.includes("Try again"));
    const said = await explanation(page);
    const mine = lost.filter((f) => replay(tane[1]).tiles[f].startsWith("matau")).length;
    assert(said.startsWith(`Facing west, the Tane on d3 removes 0 of Manaia's tiles and ${mine} of yours`), said);
    assertEq(await snapshot(page), tane, "restored");
    assertEq(await page.getByRole("button", { name: "Confirm Tane" }).count(), 0, "the Tane choice is closed");
    await audit(page, "a Kemu lesson after a wrong Tane turn");
    await page.locator(`${BOARD} [data-field="d3"]`).click();
    await audit(page, "a Kemu lesson choosing the Tane's direction");
  }],
  ["learn-kemu: by touch on a phone; the links from the game screen and the about page", async (page, base, ctx) => {
    const phone = await ctx.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const touch = await phone.newPage();
    await openLesson(touch, base, 1);
    await audit(touch, "a Kemu lesson on a phone");
    for (let i = 0; i < 3; i++) await next(touch);
    const before = await snapshot(touch);
    await touch.locator(`${BOARD} [data-hollow="h4"]`).tap();
    await waitChange(touch, before);
    assertEq(await rootAttr(touch, "data-lesson-done"), "true", "tapped h4");
    // The game screen links to the lessons (a full page load into the learning bundle).
    await page.goto(`${base}?game=kemu`);
    await page.locator(BOARD).waitFor();
    await page.getByRole("link", { name: "guided lessons" }).click();
    await page.locator('[data-lesson="kemu-1"]').waitFor();
    assertEq(new URL(page.url()).search, "?learn=kemu", "the lessons' address");
    await page.goto(`${base}?game=kemu&about=1`);
    await page.locator("#kemu-about-title").waitFor();
    await page.getByRole("link", { name: "guided lessons" }).click();
    await page.locator('[data-lesson="kemu-1"]').waitFor();
    // The list of lessons moves between them.
    await page.getByRole("link", { name: "The Maori-Tane" }).click();
    await page.locator('[data-lesson="kemu-9"]').waitFor();
  }],
];
