// Plurals in both languages (issue 17): a tour of the screens where counts are shown
// (home, both games mid-game and finished, the value chart at a game's start, the
// lessons, the trap trainer with its wrong moves, the about pages) finds no "1 plies",
// "1 positions", "1 moves", "1 games"… in English and no "e 1 ngā …" in te reo Māori.
import { assert } from "./harness.mjs";
import { best, notTheBest } from "./learn_mu.mjs";

const NOUNS = "plies|positions|moves|games|puzzles|stones|hollows|tiles|fields|steps|lessons|times|points|counters|traps|wins|draws";
/** A count of one before a plural noun, in each language. */
const WRONG = {
  en: new RegExp(`\\b1 \\(?(${NOUNS})\\b`, "i"),
  mi: /\be (1|kotahi) ngā\b/i,
};

/**
 * Singular forms the tour must meet (so it reaches the counts of 1 it guards against):
 * the value chart at a game's start, a win in 1 in the trainer's explanation ("at once").
 */
const SINGULAR = {
  en: ["(1 position)", "the best move here wins at once", "Green wins in 1 move"],
  mi: ["(kotahi te tūranga)", "ka toa tonu te nekehanga pai rawa i konei"],
};

/** Everything a person can see or hear on the page, hidden text for screen readers included. */
async function pageWords(page) {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText, document.body.textContent];
    for (const el of document.querySelectorAll("[aria-label],[title],[aria-description],[alt]")) {
      for (const a of ["aria-label", "title", "aria-description", "alt"]) parts.push(el.getAttribute(a) || "");
    }
    return parts.join("\n").replace(/\s+/g, " ");
  });
}

/** Fails with the phrase and its surroundings if the page shows a wrong plural. */
async function check(page, lang, where, seen) {
  const words = await pageWords(page);
  seen.words = (seen.words || "") + "\n" + words;
  const m = words.match(WRONG[lang]);
  assert(!m, `${where} in ${lang}: "${m && words.slice(Math.max(0, m.index - 60), m.index + 40)}"`);
  seen.push(where);
}

const mu = (page) => page.locator('[data-game="mu-torere"]');
const kemu = (page) => page.locator('[data-game="kemu"]');
const muIs = (page, name, value) =>
  page.waitForFunction(([n, v]) => document.querySelector('[data-game="mu-torere"]')?.dataset[n] === v, [name, value]);
/** The hints button of the Mū tōrere screen, by its state (its words change with the language). */
const hintsButton = (page) => page.locator('.game-screen button[aria-pressed]').first();

async function tour(page, base, lang) {
  const seen = [];
  const go = async (query) => page.goto(`${base}${query}${query ? "&" : "?"}lang=${lang}`);

  await go("");
  await page.locator(".home").waitFor();
  await check(page, lang, "home", seen);

  // Mū tōrere at the start with hints: the value chart holds one position.
  await go("?game=mu-torere&opponent=human");
  await mu(page).waitFor();
  await hintsButton(page).click();
  await page.getByTestId("value-chart").waitFor();
  await check(page, lang, "Mū tōrere: the value chart at the start", seen);
  // Mid-game.
  await page.locator('[data-point="4"]').click();
  await muIs(page, "position", "w/gggg.wwww");
  await check(page, lang, "Mū tōrere mid-game", seen);
  // Finished, drawn by repetition.
  for (const p of "5 0 4 5 0 4 5 0 4 5 0".split(" ")) {
    if ((await mu(page).getAttribute("data-outcome")) !== "ongoing") break;
    await page.locator(`[data-point="${p}"]`).click();
  }
  await muIs(page, "outcome", "draw");
  await check(page, lang, "Mū tōrere finished (draw)", seen);
  // Free rules: the start is a win in 1 ply, and Green wins at once.
  await go("?game=mu-torere&opponent=human&rules=free");
  await mu(page).waitFor();
  if ((await hintsButton(page).getAttribute("aria-pressed")) !== "true") await hintsButton(page).click();
  await page.getByTestId("value-chart").waitFor();
  await check(page, lang, "Mū tōrere, free rules, at the start (a win in 1)", seen);
  await page.locator('[data-point="2"]').click();
  await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.outcome !== "ongoing");
  await check(page, lang, "Mū tōrere finished (won in 1)", seen);

  // Moeraki Kemu: a three-win match, mid-game and finished.
  await go("?game=kemu&tier=beginner&match=3");
  await kemu(page).waitFor();
  const moves = "f6 i1 b2 a7 c3 e11 d4 g3 e5".split(" ");
  for (const [i, h] of moves.entries()) {
    const before = await kemu(page).getAttribute("data-record");
    await page.locator(`[data-hollow="${h}"]`).click();
    await page.waitForFunction((b) => document.querySelector('[data-game="kemu"]').dataset.record !== b, before);
    if (i === 3) await check(page, lang, "Moeraki Kemu mid-game", seen);
  }
  await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.outcome === "matau");
  await check(page, lang, "Moeraki Kemu finished (a game of a match)", seen);
  // A single game.
  await go("?game=kemu&tier=beginner&match=1");
  await kemu(page).waitFor();
  await check(page, lang, "Moeraki Kemu single game", seen);

  // The lessons: a Mū tōrere lesson with a wrong move explained, and a Kemu lesson.
  await go("?learn=mu-torere&lesson=5");
  await page.locator("[data-lesson]").waitFor();
  {
    const pos = await mu(page).getAttribute("data-position");
    const points = await page.locator('[data-point][role="button"]').evaluateAll((els) => els.map((e) => Number(e.dataset.point)));
    const wrong = notTheBest(pos, points);
    assert(wrong !== undefined, `lesson 5 has a wrong move at ${pos}`);
    await page.locator(`[data-point="${wrong}"]`).click();
    // The wrong move is explained ("Try again", with its reason) on the same render.
    await page.waitForFunction(() => document.querySelector('[data-lesson] [data-testid="explanation"]').textContent.trim() !== "");
  }
  await check(page, lang, "Mū tōrere lesson 5 after a wrong move", seen);
  await go("?learn=mu-torere");
  await page.locator("[data-lesson]").first().waitFor();
  await check(page, lang, "Mū tōrere lessons", seen);
  await go("?learn=kemu&lesson=7");
  await page.locator("[data-lesson]").waitFor();
  await check(page, lang, "Moeraki Kemu lesson 7", seen);

  // The trap trainer: every puzzle, and a wrong move in each winning one (in a win in 1,
  // "the best move here wins at once").
  await go("?game=mu-torere&puzzle=1");
  await page.locator('[data-puzzle="1"]').waitFor();
  const total = Math.max(...await page.locator(".mu-trainer select").evaluateAll((els) => els.map((e) => e.options.length)));
  assert(total >= 11, `the trainer lists its puzzles: ${total}`);
  for (let n = 1; n <= total; n++) {
    await go(`?game=mu-torere&puzzle=${n}`);
    await page.locator(`[data-puzzle="${n}"]`).waitFor();
    const pos = await mu(page).getAttribute("data-position");
    const v = best(pos);
    if (v.kind === "win") {
      const points = await page.locator('[data-point][role="button"]').evaluateAll((els) => els.map((e) => Number(e.dataset.point)));
      const wrong = notTheBest(pos, points);
      if (wrong !== undefined) {
        await page.locator(`[data-point="${wrong}"]`).click();
        await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent.trim() !== "");
      }
    }
    await check(page, lang, `trap trainer puzzle ${n}`, seen);
  }

  // The about pages (the rule-set table: "Green wins in 1 move").
  await go("?game=mu-torere&about=1");
  await page.locator("table.rule-sets").waitFor();
  await check(page, lang, "about Mū tōrere", seen);
  await go("?game=kemu&about=1");
  await page.locator("h1").first().waitFor();
  await check(page, lang, "about Moeraki Kemu", seen);
  const missing = SINGULAR[lang].filter((s) => !seen.words.includes(s));
  assert(missing.length === 0, `the tour in ${lang} met the singular forms: missing ${JSON.stringify(missing)}`);
  return seen;
}

export const pluralTests = [
  ["plurals: a tour in English shows no '1 plies', '1 positions', '1 moves' or '1 games'", async (page, base) => {
    const seen = await tour(page, base, "en");
    assert(seen.length > 20, `screens checked: ${seen.length}`);
  }],
  ["plurals: a tour in te reo Māori shows no 'e 1 ngā …'", async (page, base) => {
    const seen = await tour(page, base, "mi");
    assert(seen.length > 20, `screens checked: ${seen.length}`);
  }],
];
