// The analysis of a finished Moeraki Kemu game: "Analyse the game" opens the analysis
// page (the learning bundle), where the engine worker values every position while a
// progress bar fills, then the chart's values and the
// marked moves are compared with `takaro kemu eval` on the same record, a mark and a dot
// of the chart step the board to their move, and the page passes axe.
import { assert, assertDotIsButton, assertEq, chartDot, reviewAt, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";

const board = (page) => page.locator('[data-game="kemu"]');
const evaluate = (rec) => JSON.parse(takaro("kemu", "eval", ...rec.split(" ")));

// A Master game between two Medium computers (`takaro kemu arena --a medium --b medium
// --games 6 --tier master --records --seed 4`, game 5): Matau wins by a Tahuna after
// both sides let forced wins come and go.
const GAME = "master a=matau f6 b2 g7 a3 c1 c3 b4 d4 e5 e3 d2 f4 b8 f2 g3 g5 h6 c5 h8 i7 g9 f8 i9 k5 h10";

/** Records every state of the analysis' progress bar on the next page opened (no
 *  polling): the analysis page begins at once. */
async function watchProgress(page) {
  await page.addInitScript(() => {
    window.__progress = [];
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="analysis-progress"]');
      if (bar) {
        const name = [...bar.labels].map((l) => l.textContent).join(" ");
        window.__progress.push([Number(bar.getAttribute("value")), Number(bar.getAttribute("max")), name]);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/** Follows the game screen's "Analyse the game" link to the analysis page. */
async function openAnalysis(page) {
  await page.getByRole("link", { name: "Analyse the game", exact: true }).click();
  await page.waitForURL(/[?&]analyse=1(&|#|$)/);
  await board(page).waitFor();
}

/** Opens GAME from its share link and makes it the player's own game. */
async function openFinished(page, base) {
  const link = evaluate(GAME).compact;
  await page.goto(`${base}?game=kemu&record=${encodeURIComponent(link)}`);
  await board(page).waitFor();
  await page.getByRole("button", { name: "Play from here" }).click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="shared-view"]'));
  assertEq(await board(page).getAttribute("data-record"), GAME, "the finished game is the player's");
  assertEq(await board(page).getAttribute("data-outcome"), "matau", "Matau has won");
}

export const kemuAnalysisTests = [
  ["kemu-analysis: a finished game's values and marks agree with takaro kemu eval", async (page, base) => {
    await openFinished(page, base);
    const want = evaluate(GAME);
    assertEq(want.values.length, GAME.split(" ").length - 1, "the referee values every position");
    assert(want.marks.length >= 3, `the game has marks: ${JSON.stringify(want.marks)}`);

    await watchProgress(page);
    await openAnalysis(page);
    assertEq(await board(page).getAttribute("data-record"), GAME, "the analysis page shows the player's game");
    const current = await page.locator('.site-header nav a[aria-current="page"]').allTextContents();
    assertEq(current, ["Moeraki Kemu"], "the header marks the Moeraki Kemu game as the page");
    // The page stays usable meanwhile: step-through answers at once.
    await page.getByTestId("review").getByRole("button", { name: "Start", exact: true }).click();
    await reviewAt(page, 0);
    await page.getByTestId("analysis-chart").waitFor();

    // The progress bar was shown with its accessible name, counted every position and
    // only went up.
    const seen = await page.evaluate(() => window.__progress);
    assert(seen.length >= 1, "the progress bar was shown");
    assert(seen.every(([, max]) => max === want.values.length), `progress counts ${want.values.length} positions: ${JSON.stringify(seen)}`);
    assert(seen.every(([, , name]) => name === "Analysing the game"), `the progress bar's accessible name: ${JSON.stringify(seen)}`);
    for (let k = 1; k < seen.length; k++) assert(seen[k][0] >= seen[k - 1][0], `progress goes up: ${JSON.stringify(seen)}`);

    // One dot a position, each with the referee's value.
    const dots = await page.locator("[data-testid=analysis-chart] circle[data-ply]").evaluateAll((els) =>
      els.map((e) => [Number(e.dataset.ply), Number(e.dataset.value), e.classList.contains("slip")]));
    assertEq(dots.map(([ply]) => ply), want.values.map((_, k) => k), "one dot a position, in order");
    assertEq(dots.map(([, v]) => v), want.values, "the worker's values are the command line's");
    const ringed = dots.filter(([, , slip]) => slip).map(([ply]) => ply);
    assertEq(ringed, want.marks.map((m) => m.move), "the marked moves are ringed");

    // The marks in words, each a button.
    const marks = await page.locator("[data-mark-ply]").evaluateAll((els) =>
      els.map((e) => ({ move: Number(e.dataset.markPly), kind: e.dataset.markKind, words: e.textContent })));
    assertEq(marks, want.marks.map((m) => ({ move: m.move, kind: m.kind, words: m.words })), "the marks and their words");

    // The chart's text alternative names the positions and the marks.
    const label = await page.locator("[data-testid=analysis-chart] svg").getAttribute("aria-label");
    assert(label.includes(`${want.values.length} positions`) && label.includes(`${want.marks.length}`), label);

    // A mark shows the board after its move, by mouse and by keyboard.
    const first = want.marks[0];
    await page.locator(`[data-mark-ply="${first.move}"]`).click();
    await reviewAt(page, first.move);
    const prefix = GAME.split(" ").slice(0, 2 + first.move).join(" ");
    assertEq(await board(page).getAttribute("data-record"), prefix, `the board after move ${first.move}`);
    assertEq(await page.locator(`[data-mark-ply="${first.move}"]`).getAttribute("aria-pressed"), "true", "the mark shown is pressed");
    const last = want.marks[want.marks.length - 1];
    await page.locator(`[data-mark-ply="${last.move}"]`).focus();
    await page.keyboard.press("Enter");
    await reviewAt(page, last.move);
    assertEq(await board(page).getAttribute("data-record"), GAME.split(" ").slice(0, 2 + last.move).join(" "), `the board after move ${last.move}`);

    // Each dot shows its position too: a click, then the arrow keys from the dot shown.
    const dot = (ply) => chartDot(page, "analysis-chart", ply);
    const shows = async (ply, how) => {
      await reviewAt(page, ply);
      assertEq(await board(page).getAttribute("data-record"), GAME.split(" ").slice(0, 2 + ply).join(" "), `${how}: the board after move ${ply}`);
      assertEq(await dot(ply).getAttribute("aria-current"), "step", `${how}: the dot shown is marked`);
    };
    await assertDotIsButton(page, "analysis-chart", 3);
    await dot(3).click();
    await shows(3, "a click on a dot");
    await dot(3).focus();
    await page.keyboard.press("ArrowRight");
    await shows(4, "ArrowRight");
    await page.keyboard.press("End");
    await shows(want.values.length - 1, "End");

    await audit(page, "the analysis of a finished Moeraki Kemu game");
  }],
  ["kemu-analysis: a new game cancels the analysis and the worker still plays", async (page, base) => {
    await openFinished(page, base);
    await openAnalysis(page);
    // A new match against the computer while the analysis may still run: the analysis
    // goes (its question is cancelled), and the worker answers the computer's move.
    await page.getByLabel("Manaia (white)").selectOption("hard");
    await page.getByLabel("Player A in game 1").selectOption("manaia");
    await page.getByRole("button", { name: "Start new match" }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="analysis"]'));
    assertEq(await page.getByTestId("analysis-progress").count(), 0, "no progress bar in a new game");
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length === 3);
    const rec = await board(page).getAttribute("data-record");
    assert(rec.startsWith("master a=manaia "), `the computer placed the ball: ${rec}`);
    assertEq(await board(page).getAttribute("data-outcome"), "ongoing", "a new game");
  }],
];
