// Understanding a game (issue 30): the last move in words in every view, for both games;
// Mū tōrere's end pointing to the value chart, whose dots show their positions (by
// mouse, touch and keyboard); the hints of a position stepped back to, checked against
// the native `takaro`; the move list in the board's names; and the "Point names" switch.
// In English and in te reo Māori where there is text.
import { assert, assertDotIsButton, assertEq, chartDot, chartStyled, reviewAt, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";

const mu = (page) => page.locator('[data-game="mu-torere"]');
const kemu = (page) => page.locator('[data-game="kemu"]');
const position = (page) => mu(page).getAttribute("data-position");

/** A short game between friends that White wins: Green is blocked after six moves. */
const WHITE_WINS = [4, 5, 0, 4, 5, 6];

/** The words each language gives what this file checks. */
const WORDS = {
  en: {
    place: (p) => (p === 0 ? "the pūtahi" : `kāwai ${p}`),
    moved: (side, from, to) => `${side} moved from ${from} to ${to}`,
    sides: { g: "Green", w: "White" },
    seeChart: "See the value of every move",
    names: "Point names",
    hollowNames: "Hollow names",
    showHints: "Show hints",
    kemuBall: "placed the Moeraki ball on f6",
  },
  mi: {
    place: (p) => (p === 0 ? "te pūtahi" : `te kāwai ${p}`),
    moved: (side, from, to) => `I neke a ${side} i ${from} ki ${to}`,
    sides: { g: "Kākāriki", w: "Mā" },
    seeChart: "Tirohia te uara o ia nekehanga",
    names: "Ngā ingoa o ngā wāhi",
    hollowNames: "Ngā ingoa o ngā rua",
    showHints: "Whakaaturia ngā tīwhiri",
    kemuBall: "i te pōro Moeraki ki f6",
  },
};

/** The board's name of a point, the same in both languages. */
const pointName = (p) => (p === 0 ? "pūtahi" : `kāwai ${p}`);

/** Opens `url` with nothing saved (a saved game of the same kind would be resumed). */
async function fresh(page, url) {
  await page.goto(url);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

/** Plays Mū tōrere moves by clicking, waiting for each. */
async function playMu(page, froms) {
  for (const from of froms) {
    const before = await position(page);
    await page.locator(`[data-point="${from}"]`).click();
    await page.waitForFunction((b) => document.querySelector('[data-game="mu-torere"]').dataset.position !== b, before);
  }
}

/** Whether the element's box is wholly inside the viewport. */
const inView = (page, selector) => page.evaluate((selector) => {
  const r = document.querySelector(selector).getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
}, selector);

/** The table's value for the player to move, as the hints count it for the mover of the move before. */
function hintAfter(pos, from) {
  const out = takaro("mu-torere", "best", after(pos, from));
  // The opponent's value after the move, turned round for the mover.
  if (out === "no-move loss") return "wins now";
  const [, , kind, plies] = out.split(" ");
  const n = Number(plies) + 1;
  if (kind === "draw") return "draws";
  if (kind === "loss") return n === 1 ? "wins now" : `wins in ${Math.ceil(n / 2)}`;
  return `loses in ${Math.ceil(n / 2)}`;
}

const SIZES = [[1366, 768], [1280, 720], [1024, 768], [844, 390], [390, 844]];

export const understandingTests = [
  ["understanding: the last move shows in words in every view, both games, both languages, at five sizes", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      const w = WORDS[lang];
      for (const [width, height] of SIZES) {
        const label = `${lang} ${width}×${height}`;
        await page.setViewportSize({ width, height });
        await fresh(page, `${base}?game=mu-torere&opponent=human&lang=${lang}`);
        await mu(page).waitFor();
        assertEq(await page.locator(".recent").count(), 0, `${label}: no last move before the first`);
        await playMu(page, [4, 5]);
        const recent = page.locator(".recent");
        assert(await recent.isVisible(), `${label}: the last move is shown`);
        // The same words as the screen reader's, which follow the rules core's move.
        const said = w.moved(w.sides.w, w.place(5), w.place(4));
        assertEq(await recent.textContent(), said, `${label}: Mū tōrere's last move`);
        await page.waitForFunction((t) => document.querySelector('[data-testid="announcement"]').textContent === t, said);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const part of ['[data-game="mu-torere"]', '[data-testid="status"]', ".recent"]) {
          assert(await inView(page, part), `${label}: ${part} in view after a move`);
        }

        await fresh(page, `${base}?game=kemu&tier=basic&match=1&lang=${lang}`);
        await kemu(page).waitFor();
        await page.locator('[data-hollow="f6"]').click();
        await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.endsWith(" f6"));
        const kemuRecent = await page.locator(".recent").textContent();
        assert(kemuRecent.includes(w.kemuBall), `${label}: Kemu's last move: ${kemuRecent}`);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const part of ['[data-game="kemu"]', '[data-testid="status"]', ".recent"]) {
          assert(await inView(page, part), `${label}: Kemu ${part} in view after a move`);
        }
      }
    }
  }],

  ["understanding: the move list names each move as the board does, and the end points to the value chart (both languages)", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      await page.setViewportSize({ width: 1366, height: 768 });
      await fresh(page, `${base}?game=mu-torere&opponent=human&lang=${lang}`);
      await mu(page).waitFor();
      await playMu(page, WHITE_WINS);
      const end = await position(page);
      assertEq(takaro("mu-torere", "best", end), "no-move loss", `${lang}: the referee agrees Green is blocked`);
      assertEq(await mu(page).getAttribute("data-outcome"), "w", `${lang}: White won`);
      // The record stays for tools; the list shows the points' names.
      const list = page.getByTestId("moves");
      assertEq(await list.getAttribute("data-record"), WHITE_WINS.join(" "), `${lang}: the record`);
      const expected = [];
      let pos = "g/.ggggwwww";
      for (const from of WHITE_WINS) {
        const to = pos.split("/")[1].indexOf(".");
        expected.push(`${pointName(from)} → ${pointName(to)}`);
        pos = after(pos, from);
      }
      assertEq(await list.locator("li").allTextContents(), expected, `${lang}: the move list`);

      // The end message points to the chart: its button brings it into view and focuses it.
      // (The page itself may have scrolled while the moves were clicked: it starts at the top.)
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        document.querySelector(".panel").scrollTo(0, 0);
      });
      const see = page.getByRole("button", { name: WORDS[lang].seeChart });
      // The chart's own stylesheet (static/charts.css) has arrived: its height is settled
      // before it is brought into view.
      await chartStyled(page);
      await see.click();
      await page.waitForFunction(() => document.activeElement?.id === "mu-value-chart");
      await page.waitForFunction(() => {
        const r = document.getElementById("mu-value-chart").getBoundingClientRect();
        return r.top >= -2 && r.top < innerHeight;
      });
      assertEq(await page.evaluate(() => window.scrollY), 0, `${lang}: only the panel scrolled, the header stays`);
      // By keyboard too.
      await page.evaluate(() => document.querySelector(".panel").scrollTo(0, 0));
      await see.focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.id === "mu-value-chart");
    }
    // In the projector view (a short screen: the panel scrolls), the same.
    await page.setViewportSize({ width: 1280, height: 720 });
    await fresh(page, `${base}?game=mu-torere&opponent=human&view=projector`);
    await mu(page).waitFor();
    await playMu(page, WHITE_WINS);
    await page.evaluate(() => document.querySelector(".panel").scrollTo(0, 0));
    await page.getByRole("button", { name: WORDS.en.seeChart }).click();
    await page.waitForFunction(() => document.activeElement?.id === "mu-value-chart");
    assert(await inView(page, "#mu-value-chart figcaption"), "the chart's caption is in view in projector view");
  }],

  ["understanding: each dot of the value chart shows its position, by mouse, keyboard and touch", async (page, base, ctx) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await fresh(page, `${base}?game=mu-torere&opponent=human`);
    await mu(page).waitFor();
    await playMu(page, WHITE_WINS);
    const review = page.getByTestId("review");
    const dot = (ply) => chartDot(page, "value-chart", ply);
    const shows = async (ply, how) => {
      await reviewAt(page, ply);
      assertEq(await position(page), await dot(ply).getAttribute("data-position"), `${how}: the board shows the dot's position`);
      assertEq(await dot(ply).getAttribute("aria-current"), "step", `${how}: the dot shown is marked`);
    };
    // One Tab stop: the dot shown (the end), a button named by its value.
    const stops = await page.locator('[data-testid="value-chart"] circle[tabindex="0"]').evaluateAll((els) => els.map((e) => e.dataset.ply));
    assertEq(stops, [String(WHITE_WINS.length)], "the dot shown is the chart's one Tab stop");
    await assertDotIsButton(page, "value-chart", 2);
    // Mouse.
    await dot(2).click();
    await shows(2, "a click");
    // Keyboard: the arrows walk the game, focus following the dot; Home and End; Enter.
    await dot(2).focus();
    await page.keyboard.press("ArrowLeft");
    await shows(1, "ArrowLeft");
    await page.waitForFunction(() => document.activeElement?.dataset.ply === "1");
    await page.keyboard.press("Home");
    await shows(0, "Home");
    await page.keyboard.press("End");
    await shows(WHITE_WINS.length, "End");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await shows(WHITE_WINS.length - 2, "two ArrowLefts");
    await dot(3).focus();
    await page.keyboard.press("Enter");
    await shows(3, "Enter");
    // The step-through buttons move the chart's mark too.
    await review.getByRole("button").nth(2).click();
    await shows(4, "Forward");

    // Touch, on a phone.
    const phone = await ctx.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const touch = await phone.newPage();
    await fresh(touch, `${base}?game=mu-torere&opponent=human`);
    await mu(touch).waitFor();
    await playMu(touch, WHITE_WINS);
    const target = chartDot(touch, "value-chart", 1);
    await target.scrollIntoViewIfNeeded();
    await target.tap();
    await reviewAt(touch, 1);
    assertEq(await position(touch), await target.getAttribute("data-position"), "a tap shows the dot's position");
    await phone.close();
  }],

  ["understanding: stepping back through a finished game with hints on shows the hints of the position shown (takaro)", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      await fresh(page, `${base}?game=mu-torere&opponent=human&lang=${lang}`);
      await mu(page).waitFor();
      await page.getByRole("button", { name: WORDS[lang].showHints }).click();
      await playMu(page, WHITE_WINS);
      assertEq(await page.locator(".mu-board .hint").count(), 0, `${lang}: no hints at the end`);
      const review = page.getByTestId("review");
      for (let ply = WHITE_WINS.length - 1; ply >= 0; ply--) {
        await review.getByRole("button").nth(1).click(); // Back
        await reviewAt(page, ply);
        const pos = await position(page);
        const shown = await page.locator(".mu-board [data-point]").evaluateAll((els) => els
          .filter((e) => e.querySelector(".hint")).map((e) => [Number(e.dataset.point), e.querySelector(".hint").textContent]));
        const cells = pos.split("/")[1];
        assert(shown.length > 0, `${lang} ply ${ply}: hints shown at ${pos}`);
        for (const [from, text] of shown) {
          assertEq(cells[from], pos[0], `${lang} ply ${ply}: a hint on a counter of the side to move`);
          if (lang === "en") assertEq(text, hintAfter(pos, from), `ply ${ply}, ${pos}: the hint on ${from}`);
        }
        // The referee's perfect move is among those hinted.
        const best = Number(takaro("mu-torere", "best", pos).split(" ")[1]);
        assert(shown.some(([from]) => from === best), `${lang} ply ${ply}: the perfect move ${best} has a hint`);
        // The list under the step-through says the same, one line a counter.
        assertEq(await page.getByTestId("review-hints").locator("li").count(), shown.length, `${lang} ply ${ply}: the hints' list`);
      }
    }
  }],

  ["understanding: the Point names switch writes the points' names on the board, is kept, and works by keyboard (both languages)", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      await fresh(page, `${base}?game=mu-torere&opponent=human&lang=${lang}`);
      await mu(page).waitFor();
      const names = page.locator(".mu-board .point-name");
      assertEq(await names.count(), 0, `${lang}: no names at first`);
      const toggle = page.getByRole("button", { name: WORDS[lang].names });
      assertEq(await toggle.getAttribute("aria-pressed"), "false", `${lang}: off`);
      await toggle.focus();
      await page.keyboard.press("Space");
      await names.first().waitFor();
      assertEq(await toggle.getAttribute("aria-pressed"), "true", `${lang}: on`);
      const written = await names.evaluateAll((els) => els.map((e) => [e.dataset.nameOf, e.textContent]));
      assertEq(written, [0, 1, 2, 3, 4, 5, 6, 7, 8].map((p) => [String(p), pointName(p)]), `${lang}: each point's name`);
      // Each name stands off its point's counter.
      const apart = await page.evaluate(() => [...document.querySelectorAll(".mu-board .point-name")].every((t) => {
        const r = t.getBoundingClientRect();
        return [...document.querySelectorAll(".mu-board .counter circle:first-child")].every((c) => {
          const q = c.getBoundingClientRect();
          return r.right <= q.left || r.left >= q.right || r.bottom <= q.top || r.top >= q.bottom;
        });
      }));
      assert(apart, `${lang}: no name under a counter`);
      // Kept with the game: a reload, and a move, keep it.
      await playMu(page, [4]);
      await page.reload();
      await mu(page).waitFor();
      await names.first().waitFor();
      assertEq(await position(page), "w/gggg.wwww", `${lang}: the game is kept too`);
      await page.getByRole("button", { name: WORDS[lang].names }).click();
      await names.first().waitFor({ state: "detached" });
      await page.reload();
      await mu(page).waitFor();
      assertEq(await names.count(), 0, `${lang}: off is kept too`);
    }
  }],

  ["understanding: Moeraki Kemu's Hollow names switch is kept with the match through a reload, off and on (both languages)", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      await fresh(page, `${base}?game=kemu&lang=${lang}`);
      await kemu(page).waitFor();
      const labels = page.locator(".kemu-board text.label");
      const toggle = () => page.getByRole("button", { name: WORDS[lang].hollowNames });
      assertEq(await toggle().getAttribute("aria-pressed"), "true", `${lang}: on at first`);
      assertEq(await labels.count(), 22, `${lang}: a to k and 1 to 11`);
      await page.locator('[data-hollow="f6"]').click();
      await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.endsWith(" f6"));
      await toggle().click();
      await labels.first().waitFor({ state: "detached" });
      await page.reload();
      await kemu(page).waitFor();
      assertEq(await toggle().getAttribute("aria-pressed"), "false", `${lang}: off after a reload`);
      assertEq(await labels.count(), 0, `${lang}: no names after a reload`);
      assert((await kemu(page).getAttribute("data-record")).endsWith(" f6"), `${lang}: the game is kept too`);
      await toggle().click();
      await labels.first().waitFor();
      await page.reload();
      await kemu(page).waitFor();
      assertEq(await toggle().getAttribute("aria-pressed"), "true", `${lang}: on is kept too`);
    }
  }],

  ["understanding: the last move's arrowhead ends at the counter's edge, and the legend draws the board's counters", async (page, base) => {
    await fresh(page, `${base}?game=mu-torere&opponent=human`);
    await mu(page).waitFor();
    await playMu(page, [4]);
    const gap = await page.evaluate(() => {
      const line = document.querySelector(".mu-board line.last-move");
      const at = (p) => {
        const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(document.querySelector(`[data-point="${p}"]`).getAttribute("transform"));
        return [Number(m[1]), Number(m[2])];
      };
      const [x2, y2] = [Number(line.getAttribute("x2")), Number(line.getAttribute("y2"))];
      const [x1, y1] = [Number(line.getAttribute("x1")), Number(line.getAttribute("y1"))];
      const [tx, ty] = at(0);
      const [fx, fy] = at(4);
      return { end: Math.hypot(x2 - tx, y2 - ty), start: Math.hypot(x1 - fx, y1 - fy) };
    });
    assert(gap.end >= 20 && gap.end <= 24, `the arrow ends at the arriving counter's edge: ${JSON.stringify(gap)}`);
    assert(gap.start >= 20 && gap.start <= 24, `and starts at the edge of the point left: ${JSON.stringify(gap)}`);
    // The legend's icons are the board's counters: same shapes, same colours, not clipped.
    const legend = await page.evaluate(() => {
      const icons = [...document.querySelectorAll(".mu-legend svg")];
      const board = (side) => document.querySelector(`.mu-board .counter.${side} circle`);
      return icons.map((svg) => {
        const g = svg.querySelector(".counter");
        const side = g.classList.contains("green") ? "green" : "white";
        const [mine, theirs] = [g.querySelector("circle"), board(side)];
        const box = svg.getBoundingClientRect();
        const c = mine.getBoundingClientRect();
        return {
          side, same: g.innerHTML === board(side).parentElement.innerHTML,
          fill: getComputedStyle(mine).fill === getComputedStyle(theirs).fill,
          inside: c.left >= box.left - 0.5 && c.right <= box.right + 0.5 && c.top >= box.top - 0.5 && c.bottom <= box.bottom + 0.5,
          centred: Math.abs((c.left + c.right) / 2 - (box.left + box.right) / 2) < 0.5,
        };
      });
    });
    assertEq(legend.map((l) => l.side), ["green", "white"], "an icon for each side");
    for (const l of legend) assert(l.same && l.fill && l.inside && l.centred, `the ${l.side} icon: ${JSON.stringify(l)}`);
  }],
];
