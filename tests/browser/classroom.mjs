// The classroom: the projector view (`&view=projector`: the board as tall as the screen,
// the turn and the last move in large text, settings and moves behind a disclosure, no
// scroll bar, play by pointer and keyboard, leaving it changes no game) and the colour
// themes (light, dark, high contrast: from `&theme=`, the header's select, or the
// system's preference; each one audited with axe-core).
import { assert, assertEq, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";

const SCREENS = {
  "1080p": { width: 1920, height: 1080 },
  "720p": { width: 1280, height: 720 },
};
const board = (page) => page.locator("[data-game]");
const theme = (page) => page.evaluate(() => document.documentElement.dataset.theme);
const view = (page) => page.evaluate(() => document.documentElement.dataset.view);

/** The game's state as the board shows it: Mū tōrere's position or Kemu's record. */
const gameState = (page) => board(page).evaluate((b) => b.dataset.position ?? b.dataset.record);
const stateIsNot = (page, before) => page.waitForFunction((before) => {
  const b = document.querySelector("[data-game]");
  return b && (b.dataset.position ?? b.dataset.record) !== before;
}, before);

/** Checks the layout of the projector view as it is now. */
async function checkLayout(page, label, { fonts = true } = {}) {
  const m = await page.evaluate(() => {
    const b = document.querySelector("[data-game]").getBoundingClientRect();
    const font = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).fontSize);
    const e = document.documentElement;
    return {
      boardHeight: b.height, boardBottom: b.bottom, boardRight: b.right, vh: innerHeight, vw: innerWidth,
      scrollHeight: e.scrollHeight, scrollWidth: e.scrollWidth,
      bodyScroll: [document.body.scrollHeight, document.body.scrollWidth],
      status: font('[data-testid="status"]'),
    };
  });
  assert(m.boardHeight >= 0.85 * m.vh, `${label}: the board is ${m.boardHeight}px tall, at least 85% of ${m.vh}px`);
  assert(m.boardBottom <= m.vh + 0.5 && m.boardRight <= m.vw + 0.5, `${label}: the board fits the screen: ${JSON.stringify(m)}`);
  assert(m.scrollHeight <= m.vh && m.scrollWidth <= m.vw, `${label}: no scroll bar: ${JSON.stringify(m)}`);
  if (fonts) assert(m.status >= 36, `${label}: the turn line is ${m.status}px, at least 36px`);
  assert(!(await page.locator(".site-header").isVisible()), `${label}: no site header`);
}

/** Plays one move by clicking and returns the new state. */
async function playOne(page, game) {
  const before = await gameState(page);
  if (game === "kemu") await page.locator('[data-hollow="f6"]').click();
  else await page.locator('[data-point][role="button"]').first().click();
  await stateIsNot(page, before);
  return gameState(page);
}

async function projectorRound(ctx, base, size, query, game) {
  const viewport = SCREENS[size];
  const context = await ctx.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${base}?${query}&view=projector`);
  await board(page).waitFor();
  const label = `${game} ${query} at ${size}`;
  assertEq(await view(page), "projector", `${label}: the projector view from the URL`);
  await checkLayout(page, label, { fonts: size === "1080p" });

  // Scores and the Moeraki scale stay in view.
  if (game === "kemu") {
    for (const id of ["tribes", "match"]) {
      const box = await page.getByTestId(id).boundingBox();
      assert(box && box.y >= 0 && box.y + box.height <= viewport.height, `${label}: ${id} in view: ${JSON.stringify(box)}`);
    }
  }

  // A move by pointer; the last move shows in large text.
  await playOne(page, game);
  const recent = page.locator(".recent");
  await recent.waitFor();
  assert((await recent.textContent()).length > 5, `${label}: the last move in words`);
  if (size === "1080p") {
    const px = await recent.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    assert(px >= 36, `${label}: the last move is ${px}px, at least 36px`);
  }

  // Settings and the move list sit behind a disclosure, opened by pointer, closed by keyboard.
  const settings = page.locator(".settings");
  const more = page.locator("summary", { hasText: "Settings and move list" });
  assert(!(await settings.isVisible()), `${label}: settings hidden`);
  await more.click();
  await settings.waitFor({ state: "visible" });
  await checkLayout(page, `${label}, settings open`, { fonts: false });
  await more.focus();
  await page.keyboard.press("Enter");
  await settings.waitFor({ state: "hidden" });

  // The computer (Mū tōrere's default opponent) may still be answering: let it.
  if (game === "mu-torere") {
    await page.waitForFunction(() => document.querySelector("[data-game]").dataset.position.startsWith("g/"));
  }
  const before = await gameState(page);
  await page.getByRole("button", { name: "Leave projector view" }).click();
  await page.waitForFunction(() => document.documentElement.dataset.view === "normal");
  assert(!page.url().includes("view=projector"), `${label}: the URL drops the view: ${page.url()}`);
  assert(page.url().includes(query), `${label}: the URL keeps its presets: ${page.url()}`);
  assertEq(await gameState(page), before, `${label}: the game is unchanged`);
  assert(await page.locator(".settings").isVisible(), `${label}: settings shown again`);
  const small = await page.locator(".recent").evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  assert(small < 36, `${label}: the last-move line is shown in every view, large only in projector view: ${small}px`);
  await context.close();
}

export const classroomTests = [];
for (const size of Object.keys(SCREENS)) {
  classroomTests.push([`classroom: projector view at ${size}, both games`, async (_page, base, ctx) => {
    await projectorRound(ctx, base, size, "game=kemu&tier=master", "kemu");
    await projectorRound(ctx, base, size, "game=mu-torere", "mu-torere");
  }]);
}

classroomTests.push(["classroom: projector view by its button and by keyboard, embedded too", async (page, base, ctx) => {
  // Entering by the button puts the view in the URL; the game goes on; Escape leaves.
  await page.setViewportSize(SCREENS["720p"]);
  await page.goto(`${base}?game=kemu&tier=basic&match=1`);
  await board(page).waitFor();
  await playOne(page, "kemu");
  const record = await gameState(page);
  await page.getByRole("button", { name: "Projector view" }).click();
  await page.waitForFunction(() => document.documentElement.dataset.view === "projector");
  assert(page.url().includes("view=projector"), `the URL shows the view: ${page.url()}`);
  assertEq(await gameState(page), record, "entering keeps the game");
  await checkLayout(page, "Kemu entered by its button", { fonts: false });
  // Keyboard play still works: the board's Tab stop (the ball's hollow), an arrow, Enter.
  await page.locator('[data-game] [tabindex="0"]').focus();
  await page.keyboard.press("ArrowUp");
  assertEq(await page.evaluate(() => document.activeElement.dataset.hollow), "f8", "ArrowUp moves two rows up");
  await page.keyboard.press("Enter");
  await stateIsNot(page, record);
  const played = await gameState(page);
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => document.documentElement.dataset.view === "normal");
  assert(!page.url().includes("view=projector"), `Escape leaves the view: ${page.url()}`);
  assertEq(await gameState(page), played, "leaving keeps the game");

  // Embedded: the same layout, and leaving keeps `embed=1`.
  const context = await ctx.newContext({ viewport: SCREENS["1080p"] });
  const framed = await context.newPage();
  await framed.goto(`${base}?game=mu-torere&opponent=human&embed=1&view=projector`);
  await board(framed).waitFor();
  await checkLayout(framed, "embedded Mū tōrere");
  const after = await playOne(framed, "mu-torere");
  await framed.getByRole("button", { name: "Leave projector view" }).click();
  await framed.waitForFunction(() => document.documentElement.dataset.view === "normal");
  assert(framed.url().includes("embed=1"), `still embedded: ${framed.url()}`);
  assertEq(await gameState(framed), after, "embedded: the game is unchanged");
  assertEq(await framed.locator(".site-header").count(), 0, "embedded: no site header");
}]);

/** Reaches a Kemu game with tiles on the board, so their colours are audited too. */
async function kemuWithTiles(page, url) {
  await page.goto(url);
  for (const mv of ["f6", "a3", "b4", "a5"]) await page.locator(`[data-hollow="${mv}"]`).click();
  await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=matau f6 a3 b4 a5");
}

classroomTests.push(["classroom: every theme passes axe on both games and an about page", async (page, base) => {
  for (const t of ["light", "dark", "contrast"]) {
    await page.goto(`${base}?game=mu-torere&opponent=human&theme=${t}`);
    await board(page).waitFor();
    assertEq(await theme(page), t, `&theme=${t}`);
    await page.locator('[data-point="4"]').click();
    await page.waitForFunction(() => document.querySelector("[data-game]").dataset.position === "w/gggg.wwww");
    await page.getByRole("button", { name: "Show hints" }).click();
    await audit(page, `Mū tōrere, ${t} theme`);
    // Counters differ by their mark's shape, whatever the colours.
    const fills = await page.evaluate(() => ["green", "white"].map((s) =>
      getComputedStyle(document.querySelector(`.counter.${s} circle`)).fill));
    assert(fills[0] !== fills[1], `${t}: counters differ: ${fills}`);
    assertEq(await page.locator(".mu-board .counter.green path.mark").count(), 4, `${t}: Green counters carry a triangle`);
    assertEq(await page.locator(".mu-board .counter.white circle.mark").count(), 4, `${t}: White counters carry a dot`);

    await kemuWithTiles(page, `${base}?game=kemu&tier=basic&match=1&theme=${t}`);
    assertEq(await theme(page), t, `Kemu with &theme=${t}`);
    await audit(page, `Moeraki Kemu, ${t} theme`);
    const stones = await page.evaluate(() => ["matau", "manaia"].map((s) => {
      const st = getComputedStyle(document.querySelector(`.stone.${s}`));
      const mark = getComputedStyle(document.querySelector(`.stone-mark.${s}`));
      return { fill: st.fill, stroke: st.stroke, mark: s === "matau" ? mark.stroke : mark.fill };
    }));
    assert(stones[0].fill !== stones[1].fill, `${t}: stones differ: ${JSON.stringify(stones)}`);
    assert(stones.every((s) => s.mark !== s.fill), `${t}: each stone's mark shows: ${JSON.stringify(stones)}`);

    await page.goto(`${base}?game=kemu&tier=master&view=projector&theme=${t}`);
    await board(page).waitFor();
    await audit(page, `Moeraki Kemu projector view, ${t} theme`);

    await page.goto(`${base}?game=mu-torere&about=1&theme=${t}`);
    await page.locator("#mu-about-title").waitFor();
    assertEq(await theme(page), t, `about page with &theme=${t}`);
    await audit(page, `about Mū tōrere, ${t} theme`);
  }
}]);

/** The header's theme select, behind the menu button on narrower screens (src/menu.rs). */
async function themeSelect(page) {
  const menu = page.locator(".menu-button");
  if (await menu.isVisible() && !(await page.locator("#site-menu:popover-open").count())) await menu.click();
  return page.getByLabel("Theme");
}

classroomTests.push(["classroom: the theme chosen in the header is remembered", async (page, base) => {
  await page.goto(`${base}?game=kemu&about=1`);
  await page.locator("#kemu-about-title").waitFor();
  assertEq(await theme(page), "light", "light without a choice");
  const select = await themeSelect(page);
  await select.selectOption("dark");
  await page.waitForFunction(() => document.documentElement.dataset.theme === "dark");
  // The page's own links keep the choice (a browser may store nothing): they are drawn
  // from the address as it is now.
  await page.waitForFunction(() => document.querySelector('.about a[href^="?learn=kemu"]')?.getAttribute("href") === "?learn=kemu&theme=dark");
  await page.reload();
  await page.locator("#kemu-about-title").waitFor();
  assertEq(await theme(page), "dark", "dark after a reload");
  // A later visit without `&theme=` keeps the choice, on every screen.
  await page.goto(`${base}?game=mu-torere`);
  await board(page).waitFor();
  assertEq(await theme(page), "dark", "dark on the next visit");
  assertEq(await (await themeSelect(page)).inputValue(), "dark", "the select shows the choice");
  // By keyboard: the select is reachable and changes the theme.
  await (await themeSelect(page)).focus();
  await page.keyboard.press("ArrowDown");
  await page.waitForFunction(() => document.documentElement.dataset.theme === "contrast");
  await page.goto(`${base}?game=kemu`);
  await board(page).waitFor();
  assertEq(await theme(page), "contrast", "high contrast remembered");
  // Following the device again.
  await (await themeSelect(page)).selectOption("");
  await page.waitForFunction(() => document.documentElement.dataset.theme === "light");
  await page.goto(`${base}?game=kemu`);
  await board(page).waitFor();
  assertEq(await theme(page), "light", "the device's theme again");
}]);

classroomTests.push(["classroom: without a choice the system's dark and more-contrast preferences are followed", async (page, base, ctx) => {
  const context = await ctx.newContext({ colorScheme: "dark" });
  const dark = await context.newPage();
  await dark.goto(`${base}?game=kemu&tier=basic`);
  await board(dark).waitFor();
  assertEq(await theme(dark), "dark", "prefers-color-scheme: dark");
  const bg = await dark.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assertEq(bg, "rgb(27, 21, 16)", "the dark background");
  await dark.emulateMedia({ contrast: "more" });
  await dark.reload();
  await board(dark).waitFor();
  assertEq(await theme(dark), "contrast", "prefers-contrast: more");
  // A choice in the URL wins over the system.
  await dark.goto(`${base}?game=kemu&tier=basic&theme=light`);
  await board(dark).waitFor();
  assertEq(await theme(dark), "light", "&theme=light over the system");

  // Forced colours still rule the boards, in the high-contrast theme too.
  await page.emulateMedia({ forcedColors: "active" });
  await kemuWithTiles(page, `${base}?game=kemu&tier=basic&match=1&theme=contrast`);
  const pit = await page.locator(".hollow .pit").first().evaluate((e) => getComputedStyle(e).fill);
  const canvas = await page.evaluate(() => {
    const d = document.createElement("div");
    d.style.backgroundColor = "Canvas";
    document.body.append(d);
    const c = getComputedStyle(d).backgroundColor;
    d.remove();
    return c;
  });
  assertEq(pit, canvas, "empty hollows take the system's Canvas colour");
  await audit(page, "Moeraki Kemu, high contrast in forced colours");
}]);

/**
 * What of `selectors` is not wholly in view: each element inside the viewport and inside
 * every box that clips it (the panel scrolls on its own), with nothing scrolled.
 */
async function hidden(page, selectors) {
  return page.evaluate((selectors) => {
    const out = [];
    const scrolled = [document.scrollingElement, ...document.querySelectorAll(".panel")].filter((e) => e.scrollTop > 0);
    if (scrolled.length) out.push(`scrolled: ${scrolled.map((e) => e.className).join(", ")}`);
    for (const sel of selectors) {
      const els = [...document.querySelectorAll(sel)];
      if (!els.length) out.push(`${sel}: missing`);
      for (const el of els) {
        const r = el.getBoundingClientRect();
        let box = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
        for (let a = el.parentElement; a; a = a.parentElement) {
          if (getComputedStyle(a).overflowY !== "visible") {
            const c = a.getBoundingClientRect();
            box = { top: Math.max(box.top, c.top), left: Math.max(box.left, c.left), bottom: Math.min(box.bottom, c.bottom), right: Math.min(box.right, c.right) };
          }
        }
        if (r.top < box.top - 0.5 || r.left < box.left - 0.5 || r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5) {
          out.push(`${sel} "${el.textContent.slice(0, 30)}" at ${Math.round(r.top)}–${Math.round(r.bottom)} (visible ${Math.round(box.top)}–${Math.round(box.bottom)})`);
        }
      }
    }
    return out;
  }, selectors);
}

classroomTests.push(["classroom: the trainer, the lessons and the analysis in projector view show the board, the task and the buttons at 1080p, in both languages", async (page, base) => {
  await page.setViewportSize(SCREENS["1080p"]);
  const record = encodeURIComponent(JSON.parse(takaro("kemu", "eval", ..."master a=matau f6 b2 g7 a3 c1 c3 b4 d4 e5 e3 d2 f4 b8 f2 g3 g5 h6 c5 h8 i7 g9 f8 i9 k5 h10".split(" "))).compact);
  const task = ['[data-testid="status"]', ".panel h2", '.panel > .buttons:not(.export) > *'];
  const lesson = ['[data-testid="instruction"]', '.panel > .buttons:not(.export) > *'];
  const pages = [
    ["?game=mu-torere&puzzle=5", task, ".puzzle > .play-area > .panel > .buttons > *"],
    ["?learn=mu-torere&lesson=2", lesson],
    ["?learn=kemu&lesson=2", lesson],
    [`?game=kemu&record=${record}&analyse=1`, ['[data-testid="status"]', '.panel > .buttons:not(.export) > *']],
  ];
  const misfits = [];
  for (const lang of ["en", "mi"]) {
    for (const [query, parts, more = null] of pages) {
      await page.goto(`${base}${query}&view=projector&lang=${lang}`);
      await board(page).waitFor();
      if (query.includes("analyse")) await page.getByTestId("analysis-chart").waitFor();
      const problems = await hidden(page, ["[data-game]", ...parts, ...(more ? [more] : [])]);
      if (problems.length) misfits.push(`${query}&lang=${lang}: ${problems.join("; ")}`);
      if (!query.includes("analyse")) {
        // The lessons and the trainer have the projector view's button.
        const leave = lang === "en" ? "Leave projector view" : "Puta i te tirohanga pūrama";
        assertEq(await page.getByRole("button", { name: leave }).count(), 1, `${query}: the projector view's button`);
      }
    }
  }
  assertEq(misfits, [], "everything to play shows without scrolling");

  // The trainer's button leaves the view in place, and enters it again.
  await page.goto(`${base}?game=mu-torere&puzzle=5&view=projector&lang=en`);
  await board(page).waitFor();
  await page.getByRole("button", { name: "Leave projector view" }).click();
  await page.waitForFunction(() => document.documentElement.dataset.view === "normal");
  assert(page.url().includes("puzzle=5"), `still the puzzle: ${page.url()}`);
  await page.getByRole("button", { name: "Projector view" }).click();
  await page.waitForFunction(() => document.documentElement.dataset.view === "projector");

  // The game's links to the lessons and the trainer keep the projector view.
  await page.goto(`${base}?game=mu-torere&view=projector&lang=en`);
  await board(page).waitFor();
  await page.locator("summary", { hasText: "Settings and move list" }).click();
  for (const name of ["lessons", "trap trainer"]) {
    const href = await page.locator(".learn-links a", { hasText: name }).getAttribute("href");
    assert(href.includes("view=projector"), `the link to the ${name} keeps the view: ${href}`);
  }
  await page.locator(".learn-links a", { hasText: "lessons" }).click();
  await page.locator("[data-lesson]").waitFor();
  assertEq(await view(page), "projector", "the lessons open in the projector view");
  // The lesson's own links keep it too.
  const next = await page.locator("nav ol.lessons a").nth(1).getAttribute("href");
  assert(next.includes("view=projector"), `a lesson's link keeps the view: ${next}`);
}]);
