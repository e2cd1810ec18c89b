// Learner aids in Moeraki Kemu: the hollows where the player to move wins now and where
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
