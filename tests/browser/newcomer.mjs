// A newcomer's first game goes well (issue 30): Moeraki Kemu's Resign (asked first, the
// match counts it) and "Analyse the game so far" for a game in progress; "Analyse the game" brings
// the chart into view and focuses it; the learner aids start on for a newcomer against
// an easy computer, and a choice to switch them off stays; the evaluation chart scales
// in projector view; the trap trainer's plain words and "Show the answer"; and the
// header's height on a phone on its side. In both languages where there is text.
import { assert, assertEq, chartStyled, headerHeights, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";
import { best, notTheBest } from "./learn_mu.mjs";

const kemu = (page) => page.locator('[data-game="kemu"]');
const record = (page) => kemu(page).getAttribute("data-record");
const moves = (rec) => rec.split(" ").length - 2;

/** Waits until the Kemu record has `n` moves and the computer is not thinking. */
async function waitMoves(page, n) {
  await page.waitForFunction((n) => {
    const b = document.querySelector('[data-game="kemu"]');
    const status = document.querySelector('[data-testid="status"]');
    return b && b.dataset.record.split(" ").length - 2 >= n && !status.classList.contains("thinking");
  }, n, { timeout: 30000 });
}

/** Plays the person's stones on the first free hollows of `wanted`, each answered by
 *  the computer, until the game has `n` moves. */
async function playTo(page, n, wanted = "f6 c1 e1 g1 i1 a3 a5 a7 a9 k3 k5 k7 k9".split(" ")) {
  for (const h of wanted) {
    const rec = await record(page);
    if (moves(rec) >= n) return;
    if (rec.split(" ").includes(h)) continue;
    await page.locator(`[data-hollow="${h}"]`).click();
    await waitMoves(page, moves(rec) + 2);
  }
}

/** Whether the element is at least partly inside the viewport. */
const inView = (locator) => locator.evaluate((e) => {
  const r = e.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.right > 0 && r.left < window.innerWidth;
});

const WORDS = {
  en: { tier: "basic", resign: "Give up (resign)", yes: "Give up the game", soFar: "Analyse the game so far", analyse: "Analyse the game",
    resigned: "Matau (you) gave up: Manaia (computer) wins the game.", ask: "Give up this game? Manaia (computer) wins it." },
  mi: { tier: "beginner", resign: "Tuku i te kēmu", yes: "Tukua te kēmu", soFar: "Tātaritia te kēmu ki tēnei wā", analyse: "Tātaritia te kēmu",
    resigned: "Kua tuku a Matau (koe): kua toa a Manaia (rorohiko) i te kēmu.", ask: "Ka tuku koe i tēnei kēmu? Ka toa a Manaia (rorohiko)." },
};

export const newcomerTests = [
  ["newcomer: Resign asks first, ends the game for the computer and the match counts it, in both languages", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      const w = WORDS[lang];
      // Each language its own tier: the other's saved game does not fit the address.
      await page.goto(`${base}?game=kemu&tier=${w.tier}&match=3&opponent=easy&lang=${lang}`);
      await kemu(page).waitFor();
      assertEq(await page.getByRole("button", { name: w.resign, exact: true }).count(), 0, `${lang}: nothing to resign before a move`);
      await playTo(page, 4);
      const before = await record(page);
      const resign = page.getByRole("button", { name: w.resign, exact: true });
      // Asked first; "keep playing" (Escape) keeps the game, focus back on the button.
      await resign.click();
      const question = page.getByTestId("resign-question");
      await question.waitFor();
      assertEq((await question.locator("p").textContent()).trim(), w.ask, `${lang}: the question names the winner`);
      assertEq(await resign.getAttribute("aria-expanded"), "true", `${lang}: the button says it asked`);
      await page.keyboard.press("Escape");
      await page.waitForFunction(() => document.querySelector('[data-testid="resign-question"]').hidden);
      assertEq(await page.evaluate(() => document.activeElement.dataset.ask), "resign", `${lang}: focus back on Resign`);
      assertEq(await record(page), before, `${lang}: the game is kept`);
      // Asked again, and answered.
      await resign.click();
      await page.getByRole("button", { name: w.yes, exact: true }).click();
      await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.outcome === "manaia");
      assertEq(await page.getByTestId("status").textContent(), w.resigned, `${lang}: the turn line says who resigned`);
      // Focus is given once the page has drawn the ended game (src/ask_first.rs).
      await page.waitForFunction(() => document.activeElement?.dataset.testid === "status");
      assertEq(await page.evaluate(() => document.activeElement.dataset.testid), "status", `${lang}: focus on the turn line`);
      assert((await record(page)).endsWith(" resign=matau"), `${lang}: the record carries it: ${await record(page)}`);
      const manaia = await page.locator('.scale[aria-label*="Manaia"]').getAttribute("aria-label");
      assert(manaia.includes("1"), `${lang}: the scale counts Manaia's win: ${manaia}`);
      assertEq(await page.getByRole("button", { name: w.resign, exact: true }).count(), 0, `${lang}: no Resign once over`);
      // The resigned game is saved: a reload shows it over.
      await page.reload();
      await kemu(page).waitFor();
      assertEq(await kemu(page).getAttribute("data-outcome"), "manaia", `${lang}: saved as resigned`);
      assertEq(await page.getByTestId("analyse").textContent(), w.analyse, `${lang}: the game can be analysed`);
    }
    // Two people at one screen: the tribe to move resigns.
    await page.goto(`${base}?game=kemu&tier=beginner&match=1&opponent=human&lang=en`);
    await kemu(page).waitFor();
    for (const h of ["f6", "c3"]) await page.locator(`[data-hollow="${h}"]`).click();
    await page.getByRole("button", { name: "Give up (resign)", exact: true }).click();
    await page.getByRole("button", { name: "Give up the game", exact: true }).click();
    assertEq(await page.getByTestId("status").textContent(), "Matau gave up: Manaia wins the game.", "the tribe to move resigned");
    await audit(page, "Kemu after a resignation");
  }],
  ["newcomer: Analyse so far analyses a game in progress, which then plays on, in both languages", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      const w = WORDS[lang];
      await page.goto(`${base}?game=kemu&tier=${w.tier}&match=1&opponent=easy&lang=${lang}`);
      await kemu(page).waitFor();
      await playTo(page, 6);
      const rec = await record(page);
      const link = page.getByRole("link", { name: w.soFar });
      await link.click();
      await page.waitForURL(/[?&]analyse=1#analysis$/);
      await page.getByTestId("analysis-chart").waitFor({ timeout: 60000 });
      assertEq(await record(page), rec, `${lang}: the game in progress`);
      assertEq(await kemu(page).getAttribute("data-outcome"), "ongoing", `${lang}: not ended by analysing`);
      assertEq(await page.getByTestId("analysis").getAttribute("data-analysed"), String(moves(rec) + 1), `${lang}: every position so far`);
      const dots = await page.locator("[data-testid=analysis-chart] circle[data-ply]").evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
      assertEq(dots, JSON.parse(takaro("kemu", "eval", ...rec.split(" "))).values, `${lang}: the values agree with takaro kemu eval`);
      // Brought into view and focused.
      assert(await page.evaluate(() => document.activeElement.closest('[data-testid="analysis"]') !== null), `${lang}: the analysis has focus`);
      assert(await inView(page.getByTestId("analysis-chart").locator("svg")), `${lang}: the chart is in view`);
      // The game plays on from the analysis page.
      const free = ["k3", "k5", "k7", "k9", "i3", "i5"].find((h) => !rec.split(" ").includes(h));
      await page.locator(`[data-hollow="${free}"]`).click();
      await waitMoves(page, moves(rec) + 2);
      assert((await record(page)).startsWith(`${rec} ${free}`), `${lang}: the game plays on: ${await record(page)}`);
    }
  }],
  ["newcomer: Analyse the game brings the chart into view and focuses it, on a laptop and a phone", async (page, base) => {
    const game = "basic a=matau f6 c1 a3 e1 a5 g1 a7 i1";
    const compact = JSON.parse(takaro("kemu", "eval", ...game.split(" "))).compact;
    for (const [width, height, lang] of [[1366, 768, "en"], [390, 844, "mi"]]) {
      await page.setViewportSize({ width, height });
      await page.goto(`${base}?game=kemu&record=${encodeURIComponent(compact)}&lang=${lang}`);
      await kemu(page).waitFor();
      await page.getByRole("link", { name: WORDS[lang].analyse }).click();
      await page.getByTestId("analysis-chart").waitFor({ timeout: 60000 });
      await page.waitForFunction(() => document.activeElement.closest('[data-testid="analysis"]') !== null);
      assert(await inView(page.getByTestId("analysis-chart").locator("svg")), `${width}×${height}: the chart is in view`);
    }
    // Opened plainly (a link to the page), the board and turn line keep their place.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}?game=kemu&record=${encodeURIComponent(compact)}&analyse=1`);
    await page.getByTestId("analysis-chart").waitFor({ timeout: 60000 });
    assert(await inView(page.getByTestId("status")), "the turn line stays in view");
  }],
  ["newcomer: learner aids start on against Easy or Medium in Beginner and Basic; switched off, they stay off", async (page, base) => {
    const aids = () => page.getByRole("button", { name: "Learner aids" }).getAttribute("aria-pressed");
    for (const [query, on] of [["tier=basic&opponent=easy", "true"], ["tier=beginner&opponent=medium", "true"],
      ["tier=basic&opponent=hard", "false"], ["tier=master&opponent=easy", "false"], ["tier=basic&opponent=human", "false"],
      ["tier=basic&opponent=easy&aids=0", "false"]]) {
      await page.goto(`${base}?game=kemu&match=1&${query}`);
      await kemu(page).waitFor();
      assertEq(await aids(), on, query);
    }
    await page.goto(`${base}?game=kemu&match=1&tier=basic&opponent=easy`);
    await kemu(page).waitFor();
    await page.getByRole("button", { name: "Learner aids" }).click();
    assertEq(await aids(), "false", "switched off");
    await page.getByRole("button", { name: "Start new match" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=matau");
    assertEq(await aids(), "false", "a new match keeps the person's choice");
  }],
  ["newcomer: the evaluation chart scales with the projector view: text of 16 px or more, no labels overlapping", async (page, base) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    const game = "master a=matau f6 b2 g7 a3 c1 c3 b4 d4 e5 e3 d2 f4 b8 f2 g3 g5 h6 c5 h8 i7 g9 f8 i9 k5 h10";
    const compact = JSON.parse(takaro("kemu", "eval", ...game.split(" "))).compact;
    for (const lang of ["en", "mi"]) {
      await page.goto(`${base}?game=kemu&record=${encodeURIComponent(compact)}&analyse=1&view=projector&lang=${lang}`);
      await page.getByTestId("analysis-chart").waitFor({ timeout: 60000 });
      // Measured once the chart's own stylesheet (static/charts.css, fetched when the
      // chart is drawn) applies: before it, the labels have the page's sizes.
      await chartStyled(page);
      const seen = await page.evaluate(() => {
        const texts = [...document.querySelectorAll("[data-testid=analysis-chart] svg text")];
        const boxes = texts.map((t) => ({ text: t.textContent, r: t.getBoundingClientRect(), size: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a }));
        const overlaps = [];
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i].r, boxes[j].r];
            if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) overlaps.push(`${boxes[i].text}/${boxes[j].text}`);
          }
        }
        return { smallest: Math.min(...boxes.map((b) => b.size)), overlaps, count: boxes.length };
      });
      assert(seen.count > 3, `${lang}: labels drawn`);
      assert(seen.smallest >= 16, `${lang}: the chart's text is ${seen.smallest.toFixed(1)} px`);
      assertEq(seen.overlaps, [], `${lang}: no labels overlap`);
    }
  }],
  ["newcomer: the trap trainer speaks plainly and shows the answer after two wrong tries, in both languages", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      await page.goto(`${base}?game=mu-torere&puzzle=5&lang=${lang}`);
      await page.locator('[data-puzzle="5"]').waitFor();
      const board = page.locator('[data-game="mu-torere"]');
      const pos = await board.getAttribute("data-position");
      const clickable = await page.locator('[data-point][role="button"]').evaluateAll((els) => els.map((e) => Number(e.dataset.point)));
      const wrong = notTheBest(pos, clickable);
      assert(wrong !== undefined, `a move that does not win fastest at ${pos}`);
      const show = page.getByTestId("show-answer");
      assertEq(await show.count(), 0, `${lang}: no answer offered before a try`);
      await page.locator(`[data-point="${wrong}"]`).click();
      // The wrong try stays, answered by the defence, until the next tap on a counter.
      await page.locator('[data-puzzle-tried="true"]').waitFor();
      const said = await page.getByTestId("explanation").textContent();
      const shown = await board.getAttribute("data-position");
      assert(shown !== pos, `${lang}: the try is shown: ${shown}`);
      const counter = [...shown.split("/")[1]].findIndex((c) => c !== ".");
      await page.locator(`[data-point="${counter}"]`).click();
      await page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]').dataset.position === p
        && !document.querySelector("[data-puzzle-tried]"), pos);
      for (const jargon of ["ply", "plies", "fastest win", "ngā taha e rua"]) {
        assert(!said.includes(jargon), `${lang}: plain words, not "${jargon}": ${said}`);
      }
      if (lang === "en") assert(/of your moves|at once/.test(said), `the best counted in your own moves: ${said}`);
      assertEq(await show.count(), 0, `${lang}: no answer offered after one wrong try`);
      await page.locator(`[data-point="${wrong}"]`).click();
      await show.waitFor();
      await show.click();
      await page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]').dataset.position === p, pos);
      const hinted = await page.locator("[data-point] text.hint").evaluateAll((els) => els.map((e) => Number(e.closest("[data-point]").dataset.point)));
      assertEq(hinted.length, 1, `${lang}: one counter marked on the board`);
      assertEq(notTheBest(pos, hinted), undefined, `${lang}: the marked counter's move is a best move (${best(pos).kind} ${best(pos).plies})`);
      const words = await page.getByTestId("answer").textContent();
      assertEq(await page.getByTestId("explanation").textContent(), "", `${lang}: the answer is not in the mistakes' box`);
      assert(words.startsWith(lang === "en" ? "The answer: move your counter from " : "Te whakautu: nekehia tāu perepere i "), `${lang}: in words: ${words}`);
      assertEq(await show.count(), 0, `${lang}: the button goes once the answer shows`);
      // Playing it is right.
      await page.locator(`[data-point="${hinted[0]}"]`).click();
      await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').classList.contains("success"));
    }
  }],
  ["newcomer: on a phone on its side the header and title take at most 56 px, and the header keeps its known height", async (page, base) => {
    await page.setViewportSize({ width: 844, height: 390 });
    for (const query of ["?game=kemu", "?game=mu-torere&lang=mi", "?game=kemu&lang=mi"]) {
      await page.goto(`${base}${query}`);
      await page.locator("[data-game]").waitFor();
      await page.waitForFunction(() => !document.querySelector("[data-first-screen]"));
      const seen = {
        ...(await headerHeights(page)),
        board: await page.evaluate(() => document.querySelector(".board-wrap").getBoundingClientRect().top),
      };
      assert(Math.abs(seen.header - seen.known) < 0.5, `${query}: the header is its known height: ${JSON.stringify(seen)}`);
      assert(seen.board <= 56, `${query}: the board starts within 56 px: ${JSON.stringify(seen)}`);
      assertEq(await page.getByRole("heading", { level: 1 }).count(), 1, `${query}: the title is still there for screen readers`);
    }
  }],
];
