// Print and play: each set printed to PDF by Chromium on A4 and A3 in both languages,
// with the page count, no content across a page edge, the board's printed width against
// its `data-size-mm`, the pieces by kind, nothing interactive printed, and axe on the
// screen view; the worksheets' answers checked against the native referee (`takaro
// mu-torere best`, `takaro kemu replay`; tests/kemu_puzzles.rs checks every Kemu answer
// with the core, a Tane turn's to the end of the game).
import { assert, assertEq, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";

const PX_PER_MM = 96 / 25.4;
/** The printable area inside the 10 mm margins (static/style.css, src/print/sheet.rs). */
const CONTENT_MM = { a4: [190, 277], a3: [277, 400], letter: [195.9, 259.4] };

async function open(page, base, query) {
  await page.goto(base + query);
  await page.locator(".print-set[data-styled]").waitFor();
  await page.emulateMedia({ media: "print" });
}

/** Pages of a PDF: its page objects. */
function pdfPages(buffer) {
  return (buffer.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
}

/** Checks every sheet in print layout: it fits a page, and its content stays inside it. */
async function checkSheets(page, paper, label) {
  const [, heightMm] = CONTENT_MM[paper];
  const report = await page.evaluate(() => {
    const out = [];
    for (const sheet of document.querySelectorAll(".sheet")) {
      const box = sheet.getBoundingClientRect();
      const outside = [];
      for (const el of sheet.querySelectorAll("*")) {
        // A part of the board is clipped by its window: the window is what prints.
        if (el.closest("[data-print-clip]") && !el.matches("[data-print-clip]")) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) {
          outside.push(`${el.tagName}.${el.getAttribute("class") || ""}`);
        }
      }
      out.push({ name: sheet.dataset.sheet, width: box.width, height: box.height,
        content: sheet.scrollHeight, client: sheet.clientHeight, outside: outside.slice(0, 3) });
    }
    return out;
  });
  for (const s of report) {
    assert(s.outside.length === 0, `${label} ${s.name}: nothing crosses the sheet's edge (${s.outside})`);
    assert(s.content <= s.client + 1, `${label} ${s.name}: its content fits (${s.content} > ${s.client})`);
    assert(s.height <= heightMm * PX_PER_MM + 1, `${label} ${s.name}: one page high (${(s.height / PX_PER_MM).toFixed(1)} mm)`);
  }
  return report.length;
}

async function checkNothingInteractive(page, label) {
  const shown = await page.evaluate(() => [...document.querySelectorAll("a, button, select, input, [tabindex]")]
    .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden")
    .map((e) => e.outerHTML.slice(0, 60)));
  assertEq(shown, [], `${label}: nothing interactive is printed`);
  assertEq(await page.locator(".site-header").isVisible(), false, `${label}: no header printed`);
}

async function checkBoards(page, label) {
  const boards = await page.locator("[data-print-board]").evaluateAll((els) =>
    els.map((e) => ({ width: e.getBoundingClientRect().width, mm: Number(e.dataset.sizeMm) })));
  assert(boards.length >= 1, `${label}: a board`);
  for (const b of boards) {
    const measured = b.width / PX_PER_MM;
    assert(Math.abs(measured - b.mm) <= 1, `${label}: the board is ${b.mm} mm wide (measured ${measured.toFixed(2)})`);
  }
  return boards;
}

const count = (page, sel) => page.locator(sel).count();

async function checkSet(page, base, set, paper, lang) {
  const label = `${set} ${paper} ${lang}`;
  await open(page, base, `?print=${set}&paper=${paper}&lang=${lang}`);
  assertEq(await page.locator("html").getAttribute("lang"), lang, `${label}: language`);
  const sheets = await checkSheets(page, paper, label);
  await checkNothingInteractive(page, label);
  const boards = await checkBoards(page, label);
  // The ruler prints 10 cm.
  const ruler = await page.locator(".ruler svg").first().evaluate((e) => e.getBoundingClientRect().width);
  assert(Math.abs(ruler / PX_PER_MM - 106) < 0.5, `${label}: the check ruler's 10 cm`);
  if (set === "mu-torere") {
    assertEq(await count(page, '[data-print-piece="counter-green"]'), 4, `${label}: Green counters`);
    assertEq(await count(page, '[data-print-piece="counter-white"]'), 4, `${label}: White counters`);
    assert(boards[0].mm >= 180, `${label}: the board is at least 180 mm across`);
    assertEq(sheets, 3, `${label}: sheets`);
  } else {
    for (const tribe of ["matau", "manaia"]) {
      const tiles = await count(page, `[data-print-piece^="tile-${tribe}-"]`);
      assertEq(tiles, 24, `${label}: ${tribe} tiles`);
      assert(await count(page, `[data-print-piece="tile-${tribe}-half"]`) > 0, `${label}: ${tribe} half tiles`);
      assertEq(await count(page, `[data-print-piece="stone-${tribe}"]`), 28, `${label}: ${tribe} stones`);
      assertEq(await count(page, `[data-print-piece="tane-${tribe}"]`), 1, `${label}: ${tribe} Tane`);
    }
    assertEq(await count(page, '[data-print-piece="ball"]'), 1, `${label}: the ball`);
    assertEq(boards.length, paper === "a3" ? 1 : 4, `${label}: the board whole or in four parts`);
    assertEq(sheets, (paper === "a3" ? 1 : 4) + 2 + 1 + 3 + 1, `${label}: sheets`);
    assertEq(await count(page, ".sheet .rules"), 3, `${label}: a rule sheet a tier`);
  }
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  assertEq(pdfPages(pdf), sheets, `${label}: PDF pages`);
}

async function sets(page, base) {
  for (const set of ["mu-torere", "kemu"]) {
    for (const paper of ["a4", "a3"]) {
      for (const lang of ["en", "mi"]) await checkSet(page, base, set, paper, lang);
    }
  }
  // Letter, and the screen view: the bar above the sheets, and axe.
  await checkSet(page, base, "kemu", "letter", "en");
  await page.emulateMedia({ media: "screen" });
  await page.goto(base + "?print=kemu&lang=mi");
  await page.locator(".print-set[data-styled]").waitFor();
  assert(await page.getByRole("button", { name: "Tāngia" }).isVisible(), "the print button on screen");
  await audit(page, "the Kemu set on screen");
  await page.goto(base + "?print=mu-torere&paper=letter");
  await page.locator(".print-set[data-styled]").waitFor();
  assertEq(await page.locator(".print-set").getAttribute("data-paper"), "letter", "&paper=letter");
  await audit(page, "the Mū tōrere set on screen");
}

async function paperByLocale(page, base, ctx) {
  for (const [locale, paper] of [["en-US", "letter"], ["en-NZ", "a4"], ["mi-NZ", "a4"]]) {
    const other = await (await ctx.newContext({ locale })).newPage();
    await other.goto(base + "?print=mu-torere");
    await other.locator(".print-set[data-styled]").waitFor();
    assertEq(await other.locator(".print-set").getAttribute("data-paper"), paper, `the paper for ${locale}`);
  }
  // On a phone the sheets are shown smaller, without a sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(base + "?print=kemu&paper=a3");
  await page.locator(".print-set[data-styled]").waitFor();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(wide <= 390, `no sideways scroll on a phone (${wide} px)`);
  await audit(page, "the Kemu set on a phone");
}

async function links(page, base) {
  for (const [about, set] of [["?game=mu-torere&about=1", "mu-torere"], ["?game=kemu&about=1", "kemu"]]) {
    await page.goto(base + about);
    await page.getByTestId("print-links").locator("a").first().click();
    await page.locator(".sheet").first().waitFor();
    assertEq(await page.locator(".print-set").getAttribute("data-printable"), set, `the about page links to the ${set} set`);
  }
  await page.goto(base);
  await page.locator(".print-link").nth(1).click();
  await page.locator(".sheet").first().waitFor();
  assertEq(await page.locator(".print-set").getAttribute("data-printable"), "kemu", "the home page links to the sets");
}

async function muWorksheet(page, base) {
  const seen = new Set();
  for (const seed of [1, 5]) {
    for (const paper of ["a4", "a3"]) {
      await open(page, base, `?print=mu-torere-puzzles&paper=${paper}&seed=${seed}&lang=${seed === 5 ? "mi" : "en"}`);
      const label = `Mū tōrere worksheet ${paper} seed ${seed}`;
      const sheets = await checkSheets(page, paper, label);
      await checkNothingInteractive(page, label);
      const puzzles = await page.locator(".puzzle").evaluateAll((els) => els.map((e) => ({ ...e.dataset })));
      assert(puzzles.length > 6, `${label}: the trainer's puzzles`);
      assertEq(sheets, Math.ceil(puzzles.length / 6) + 1, `${label}: six a page, and the answers`);
      assertEq(await page.locator("[data-answer-for]").count(), puzzles.length, `${label}: an answer each`);
      for (const p of puzzles) {
        seen.add(p.position);
        const [, from, ...value] = takaro("mu-torere", "best", p.position).split(" ");
        assert(p.answer.split(" ").includes(from), `${label}: takaro's best move ${from} is an answer of ${p.position}`);
        const expected = p.goal === "avoid" ? "draw" : `win ${p.goal.slice(4)}`;
        assertEq(value.join(" "), expected, `${label}: the value of ${p.position}`);
      }
      const pdf = await page.pdf({ preferCSSPageSize: true });
      assertEq(pdfPages(pdf), sheets, `${label}: PDF pages`);
    }
  }
  assert(seen.size > 12, "another seed shows the puzzles differently");
}

async function kemuWorksheet(page, base) {
  const replay = (...moves) => JSON.parse(takaro("kemu", "replay", ...moves));
  const records = [];
  for (const [seed, paper, lang] of [[1, "a4", "en"], [2, "a3", "mi"]]) {
    await open(page, base, `?print=kemu-puzzles&paper=${paper}&seed=${seed}&lang=${lang}`);
    const label = `Kemu worksheet ${paper} seed ${seed}`;
    const sheets = await checkSheets(page, paper, label);
    await checkNothingInteractive(page, label);
    const puzzles = await page.locator(".puzzle").evaluateAll((els) => els.map((e) => ({ ...e.dataset })));
    assertEq(puzzles.length, 12, `${label}: four puzzles of each task`);
    assertEq(sheets, Math.ceil(12 / (paper === "a3" ? 6 : 4)) + 1, `${label}: the pages and the answers`);
    for (const p of puzzles) {
      records.push(p.record);
      const before = replay(p.record);
      assertEq(before.outcome, "ongoing", `${label}: ${p.record} is still being played`);
      const me = before.to_move;
      const them = me === "matau" ? "manaia" : "matau";
      for (const answer of p.answer.split(" ")) {
        const after = replay(p.record, answer);
        if (p.task === "win") {
          assertEq(after.winner, me, `${label}: ${answer} wins ${p.record}`);
        } else if (p.task === "tane") {
          // A Tane turn near the end (the native test searches every reply to the end).
          assert(answer.startsWith("T") && after.tanes[me], `${label}: ${answer} is ${me}'s Tane turn`);
          assertEq(after.outcome, "ongoing", `${label}: the game goes on after ${answer}`);
          assert(after.stones_left[me] > 0 && after.record.split(" ").length > 55, `${label}: near the end`);
        } else {
          assert(before.threats[them].includes(answer), `${label}: ${answer} is the opponent's winning hollow`);
          assertEq(after.threats[them], [], `${label}: after ${answer} the opponent cannot win at once`);
        }
      }
    }
    const pdf = await page.pdf({ preferCSSPageSize: true });
    assertEq(pdfPages(pdf), sheets, `${label}: PDF pages`);
  }
  assert(new Set(records).size > 8, "another seed, other positions");
}

export const printTests = [
  ["print: the sets on A4, A3 and Letter in both languages", sets],
  ["print: links to the sets", links],
  ["print: the paper follows the browser's language; sheets fit a phone's screen", paperByLocale],
  ["print: the Mū tōrere worksheet against takaro", muWorksheet],
  ["print: the Kemu worksheet against takaro", kemuWorksheet],
];
