// Learner aids and game review in Moeraki Kemu. The hollows where the player to move wins now and where
// the opponent would win next are marked (`data-warn`) and said in words, exactly as the
// native referee (`takaro kemu replay`) reports each tribe's threats.
import { assert, assertEq, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";

const record = (page) => page.locator('[data-game="kemu"]').getAttribute("data-record");
const marks = (page) => page.locator("[data-hollow][data-warn]").evaluateAll((els) =>
  Object.fromEntries(els.map((e) => [e.dataset.hollow, e.dataset.warn])));

export const learnerAidsTests = [
  ["kemu: learner aids mark each side's winning hollows as the referee has them", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=basic&match=1&aids=1`);
    await page.locator('[data-game="kemu"]').waitFor();
    await page.getByLabel("Player A in game 1").selectOption("manaia");
    await page.getByRole("button", { name: "Start new match" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=manaia");
    assertEq(await marks(page), {}, "no marks before the ball");
    // Matau builds c3 d2 e3 round the square d3; Manaia a3 a5 a7 along the edge.
    let expected = "basic a=manaia";
    for (const mv of "f6 c3 a3 d2 a5 e3 a7".split(" ")) {
      await page.locator(`[data-hollow="${mv}"]`).click();
      expected += ` ${mv}`;
      await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]').dataset.record === r, expected);
      const ref = JSON.parse(takaro("kemu", "replay", ...expected.split(" ")));
      const want = {};
      for (const h of ref.threats[ref.to_move]) want[h] = "you";
      const other = ref.to_move === "matau" ? "manaia" : "matau";
      for (const h of ref.threats[other]) want[h] = want[h] ? "you opponent" : "opponent";
      assertEq(await marks(page), want, `marks after "${expected}"`);
    }
    // Matau to move: d4 wins now, a9 is Manaia's.
    assertEq(await marks(page), { d4: "you", a9: "opponent" }, "a threat for each side");
    const words = await page.getByTestId("aids").textContent();
    assertEq(words, "Matau wins now on d4. Watch out: Manaia would win next on a9.", "the aids in words");
    assertEq(await page.getByTestId("aids-legend").textContent(),
      "On the board: a solid ring where a stone wins now; a dashed square where the opponent would win next.", "the marks' legend");
    assert(await page.getByTestId("aids").evaluate((e) => e.closest('[aria-live="polite"]') !== null), "the aids are in a live region");
    // Under the turn line, in view on a phone both ways (issue 39).
    for (const [width, height] of [[390, 844], [844, 390]]) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId("status").scrollIntoViewIfNeeded();
      const [aids, status] = await Promise.all(["aids", "status"].map((id) => page.getByTestId(id).boundingBox()));
      assert(aids.y > status.y && aids.y + aids.height <= height, `${width}×${height}: the aids follow the turn line in view: ${JSON.stringify({ aids, status })}`);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
    const label = await page.locator('[data-hollow="a9"]').getAttribute("aria-label");
    assert(label.includes("the opponent wins here next"), `a marked hollow's name says so: ${label}`);
    await audit(page, "Kemu with learner aids");
    // The switch turns them off and on again; the game is unchanged.
    const aids = page.getByRole("button", { name: "Learner aids" });
    assertEq(await aids.getAttribute("aria-pressed"), "true", "switched on by &aids=1");
    await aids.click();
    assertEq(await marks(page), {}, "no marks with the aids off");
    assertEq(await page.getByTestId("aids").count(), 0, "no words with the aids off");
    await aids.click();
    assertEq(await marks(page), { d4: "you", a9: "opponent" }, "back on");
    assertEq(await record(page), expected, "the game is unchanged");
  }],
  ["kemu: learner aids are off by default", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=basic&match=1`);
    await page.locator('[data-game="kemu"]').waitFor();
    for (const mv of "f6 a3 c3 a5 d2 a7".split(" ")) await page.locator(`[data-hollow="${mv}"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.endsWith(" a7"));
    assertEq(await page.getByRole("button", { name: "Learner aids" }).getAttribute("aria-pressed"), "false", "off");
    assertEq(await marks(page), {}, "no marks");
  }],
];

learnerAidsTests.push(["kemu: game review marks a missed win and steps through the finished game", async (page, base) => {
  await page.goto(`${base}?game=kemu&tier=basic&match=1`);
  await page.locator('[data-game="kemu"]').waitFor();
  await page.getByLabel("Player A in game 1").selectOption("manaia");
  await page.getByRole("button", { name: "Start new match" }).click();
  await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=manaia");
  // Matau could enclose d3 with d4 and does not block a9; Manaia then takes a9.
  const moves = "f6 c3 a3 d2 a5 e3 a7 k9 a9".split(" ");
  let played = "basic a=manaia";
  for (const mv of moves) {
    await page.locator(`[data-hollow="${mv}"]`).click();
    played += ` ${mv}`;
    await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]').dataset.record === r, played);
  }
  const full = `basic a=manaia ${moves.join(" ")}`;
  await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]').dataset.record === r, full);
  assertEq(await page.locator('[data-game="kemu"]').getAttribute("data-outcome"), "manaia", "Manaia won");
  // The review agrees with the referee's threats before and after Matau's k9.
  const before = JSON.parse(takaro("kemu", "replay", ...`basic a=manaia ${moves.slice(0, 7).join(" ")}`.split(" ")));
  const after = JSON.parse(takaro("kemu", "replay", ...`basic a=manaia ${moves.slice(0, 8).join(" ")}`.split(" ")));
  assertEq(before.threats.matau, ["d4"], "Matau could have won on d4");
  assertEq(after.threats.manaia, ["a9"], "k9 left a9 to Manaia");
  await page.locator("summary", { hasText: "Moves" }).click();
  const marks = await page.locator('[data-testid="moves"] li').evaluateAll((els) => els.map((e) => e.dataset.review || ""));
  assertEq(marks, ["", "", "", "", "", "", "", "missed gave", ""], "only k9 is marked");
  const k9 = await page.locator('[data-testid="moves"] li').nth(7).textContent();
  assert(k9.includes("missed a win on d4") && k9.includes("left a win in one"), `k9 is explained: ${k9}`);
  // Step back and forward by button and by arrow key.
  const shown = () => page.locator('[data-game="kemu"]').getAttribute("data-record");
  const prefix = (n) => ["basic a=manaia", ...moves.slice(0, n)].join(" ");
  await page.getByRole("button", { name: "◀ Back" }).click();
  assertEq(await page.getByTestId("review").getAttribute("data-review-ply"), "8", "one move back");
  assertEq(await shown(), prefix(8), "the board shows the position after move 8");
  assertEq(await page.locator('[data-game="kemu"]').getAttribute("data-outcome"), "ongoing", "not yet won there");
  assertEq(await page.locator('[data-hollow][role="button"]').count(), 0, "a reviewed position takes no clicks");
  await page.getByRole("button", { name: "Forward ▶" }).focus();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  assertEq(await shown(), prefix(6), "ArrowLeft steps back");
  await page.getByTestId("review").getByRole("button", { name: "Start", exact: true }).click();
  assertEq(await shown(), prefix(0), "the start");
  await page.getByRole("button", { name: "Forward ▶" }).focus();
  await page.keyboard.press("ArrowRight");
  assertEq(await shown(), prefix(1), "ArrowRight steps forward");
  await page.getByTestId("review").getByRole("button", { name: "End", exact: true }).click();
  assertEq(await shown(), full, "back at the end");
  assertEq(await page.locator('[data-game="kemu"]').getAttribute("data-outcome"), "manaia", "the result again");
  await audit(page, "Kemu game review");
}]);
