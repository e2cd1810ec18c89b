// Moeraki Kemu in the page: games played by clicking, each step checked against the
// native referee (`takaro kemu replay`), and a game against the computer (web worker).
import { appReady, assert, assertEq, openMenu, rng, takaro } from "./harness.mjs";

const board = (page) => page.locator('[data-game="kemu"]');
const record = (page) => board(page).getAttribute("data-record");
const outcome = (page) => board(page).getAttribute("data-outcome");
const status = (page) => page.getByTestId("status").textContent();
const replay = (rec) => JSON.parse(takaro("kemu", "replay", ...rec.split(" ")));

/** The tiles the page shows, as {field: tile}. */
async function pageTiles(page) {
  return page.locator("[data-field][data-tile]").evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.dataset.field, e.dataset.tile])));
}
async function pageBlocked(page) {
  return page.locator("[data-field].blocked").evaluateAll((els) => els.map((e) => e.dataset.field).sort());
}

/** Checks everything the page shows against the referee's view of its record. */
async function checkAgainstReferee(page) {
  const rec = await record(page);
  const ref = replay(rec);
  const sortObj = (o) => Object.fromEntries(Object.entries(o).sort());
  assertEq(sortObj(await pageTiles(page)), sortObj(ref.tiles), `tiles after "${rec}"`);
  assertEq(await pageBlocked(page), [...ref.blocked].sort(), `blocked fields after "${rec}"`);
  const expectOutcome = ref.outcome === "ongoing" ? "ongoing" : ref.outcome === "drawn" ? "draw" : ref.winner;
  assertEq(await outcome(page), expectOutcome, `outcome after "${rec}"`);
  const tribes = await page.getByTestId("tribes").textContent();
  for (const t of ["matau", "manaia"]) {
    assert(tribes.includes(`stones left: ${ref.stones_left[t]}`) , `${t} stones left ${ref.stones_left[t]} shown: ${tribes}`);
  }
  if (ref.tier !== "beginner") {
    const fmt = (x) => (x % 1 ? (Math.floor(x) ? `${Math.floor(x)}½` : "½") : `${x}`);
    for (const t of ["matau", "manaia"]) {
      assert(tribes.includes(`tiles: ${fmt(ref.score[t])}`), `${t} score ${ref.score[t]} shown: ${tribes}`);
    }
  }
  // Every empty hollow is clickable while a person is to move, none once it is over.
  const clickable = await page.locator('[data-hollow][role="button"]').count();
  if (ref.outcome !== "ongoing") assertEq(clickable, 0, "no clickable hollow after the end");
  return ref;
}

async function clickMoves(page, moves, { check = true } = {}) {
  for (const mv of moves) {
    const before = await record(page);
    const hollow = page.locator(`[data-hollow="${mv}"]`);
    assertEq(await hollow.getAttribute("role"), "button", `hollow ${mv} is clickable`);
    const label = await hollow.getAttribute("aria-label");
    assert(label.startsWith(`${mv}, empty`), `accessible name of ${mv}: ${label}`);
    await hollow.click();
    const placed = `${before} ${mv}`;
    // Against the computer its reply may follow at once, so the record may have grown.
    await page.waitForFunction((p) => {
      const r = document.querySelector('[data-game="kemu"]').dataset.record;
      return r === p || r.startsWith(p + " ");
    }, placed);
    if (check) {
      assertEq(await record(page), placed, `the click on ${mv} placed it`);
      await checkAgainstReferee(page);
    }
  }
}

async function newMatch(page, base, query) {
  await page.goto(`${base}?game=kemu&${query}`);
  // (Each tier's address has a first screen: the app takes it over.)
  await appReady(page);
  await board(page).waitFor();
}

export const kemuTests = [
  ["kemu: Beginner game to an Awa win, by clicking", async (page, base) => {
    await newMatch(page, base, "tier=beginner&match=1");
    assertEq(await record(page), "beginner a=matau", "a fresh Beginner game");
    // Only the 9 central hollows are offered for the ball.
    assertEq(await page.locator('[data-hollow][role="button"]').count(), 9, "ball hollows offered");
    assertEq(await page.locator('[data-hollow="f6"]').getAttribute("aria-label"), "f6, empty, central hollow", "accessible name");
    assert((await status(page)).includes("place the Moeraki ball"), "status tells Player A what to do");
    await clickMoves(page, ["f6"]);
    assertEq(await page.locator('[data-hollow][role="button"]').count(), 56, "then every empty hollow");
    await clickMoves(page, "i1 b2 a7 c3 e11 d4 g3".split(" "));
    assert((await status(page)).startsWith("Matau to play"), "status names whose turn it is");
    await clickMoves(page, ["e5"]);
    assertEq(await outcome(page), "matau", "Matau won");
    const text = await status(page);
    assert(text.includes("Matau wins the game: Awa on b2 c3 d4 e5"), text);
    const winning = await page.locator("[data-hollow].winning").evaluateAll((els) => els.map((e) => e.dataset.hollow).sort());
    assertEq(winning, ["b2", "c3", "d4", "e5"], "the river is highlighted");
    assertEq(await page.locator("[data-field][data-tile]").count(), 0, "no tiles in the Beginner game");
    // The share link reopens the same game.
    await page.locator("summary", { hasText: "Moves" }).click();
    const link = await page.getByTestId("share-link").inputValue();
    const finished = await record(page);
    await page.goto(link);
    await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]')?.dataset.record === r, finished);
    assertEq(await outcome(page), "matau", "the shared game shows its result");
  }],
  ["kemu: keyboard play: one Tab stop, arrows move, Enter places", async (page, base) => {
    await newMatch(page, base, "tier=beginner&match=1");
    const stops = page.locator('[data-game="kemu"] [tabindex="0"]');
    assertEq(await stops.count(), 1, "the board is one Tab stop");
    assertEq(await stops.getAttribute("data-hollow"), "f4", "it starts on the first hollow you can choose");
    await stops.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f4");
    await page.keyboard.press("ArrowUp");
    assertEq(await page.evaluate(() => document.activeElement.dataset.hollow), "f6", "ArrowUp moves two rows up");
    await page.keyboard.press("ArrowLeft");
    assertEq(await page.evaluate(() => document.activeElement.dataset.hollow), "d6", "ArrowLeft moves two columns left");
    await page.keyboard.press(" ");
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "beginner a=matau f4 d6");
    await checkAgainstReferee(page);
  }],
  ["kemu: a tap on an occupied hollow says why, and changes nothing, in both languages", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      // A new game each time (the last one was saved).
      await page.goto(`${base}?game=kemu&tier=beginner&match=1&lang=${lang}`);
      await page.evaluate(() => localStorage.removeItem("papa-takaro.kemu.v1"));
      await page.reload();
      await board(page).waitFor();
      for (const h of ["f6", "a3"]) {
        const before = await record(page);
        await page.locator(`[data-hollow="${h}"]`).click();
        await page.waitForFunction((b) => document.querySelector('[data-game="kemu"]').dataset.record !== b, before);
      }
      const notice = page.locator('.panel .message[role="alert"]');
      for (const h of ["f6", "a3"]) {
        await page.locator(`[data-hollow="${h}"]`).click();
        await notice.waitFor();
        const text = await notice.textContent();
        assert(text.includes(h), `${lang}: ${h}: the reason names the hollow: ${text}`);
        assertEq(await record(page), "beginner a=matau f6 a3", `${lang}: ${h}: the game is unchanged`);
      }
      assertEq(await page.locator('[data-hollow="a3"]').getAttribute("role"), "img", "an occupied hollow is no button");
      await page.locator('[data-hollow="c3"]').click();
      await notice.waitFor({ state: "detached" });
    }
  }],
  ["kemu: Basic game to a Marae finish with half tiles", async (page, base) => {
    const full = takaro("kemu", "sample", "--tier", "basic", "--seed", "3");
    const ref = replay(full);
    assert(Object.values(ref.tiles).some((t) => t.endsWith("-half")), "the sample game has half tiles");
    const [, a, ...moves] = full.split(" ");
    await newMatch(page, base, "tier=basic&match=1");
    if (a === "a=manaia") {
      // Choose Manaia as Player A in the settings and start the match.
      await page.getByLabel("Player A in game 1").selectOption("manaia");
      await page.getByRole("button", { name: "Start new match" }).click();
      await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=manaia");
    }
    await clickMoves(page, moves);
    const end = await checkAgainstReferee(page);
    assertEq(end.victories[0].kind, "marae", "a Marae finish");
    const text = await status(page);
    assert(text.includes("Marae"), text);
    assert(/\d½|½/.test(await page.getByTestId("tribes").textContent()) || !Object.values(end.score).some((x) => x % 1),
      "half points are shown with ½");
    const halves = Object.values(end.tiles).filter((t) => t.endsWith("-half")).length;
    assertEq(await page.locator('[data-tile$="-half"]').count(), halves, "half tiles are drawn as the referee has them");
  }],
  ["kemu: Master game with a Tane turn, preview and blocked line", async (page, base) => {
    await newMatch(page, base, "tier=master&match=1");
    await clickMoves(page, "f6 d4 c3 c5 e3 e5 d2 k5 d6 k7".split(" "));
    assertEq(await page.locator('[data-field="d3"]').getAttribute("data-tile"), "matau-full", "Matau's full tile on d3");
    await page.getByRole("button", { name: "Use Matau's Tane" }).click();
    const choices = await page.locator('[data-field][role="button"]').evaluateAll((els) => els.map((e) => e.dataset.field));
    assertEq(choices, ["d3"], "only own full tiles can take the Tane");
    await page.locator('[data-field="d3"]').click();
    await page.getByRole("button", { name: /Face north/ }).click();
    // The preview shows exactly what the core will do: the line it keeps free and every
    // tile it removes, the one under the Tane included.
    const before = replay(await record(page));
    const afterTane = replay(`${await record(page)} Td3>n`);
    const removed = Object.keys(before.tiles).filter((f) => afterTane.tiles[f] !== before.tiles[f]).sort();
    const preview = await page.locator("[data-field].preview").evaluateAll((els) => els.map((e) => e.dataset.field).sort());
    assertEq(preview, [...afterTane.blocked].sort(), "the fields its line keeps free are previewed");
    const going = await page.locator("g:has(> .tile-art.previewed) > [data-field]").evaluateAll((els) => els.map((e) => e.dataset.field).sort());
    assertEq(going, removed, "every tile the Tane turn removes is shown as going");
    assert(going.includes("d3"), "the tile under the Tane goes too");
    await page.getByRole("button", { name: "Confirm Tane" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.endsWith("Td3>n"));
    const ref = await checkAgainstReferee(page);
    assertEq(ref.blocked.sort(), ["d11", "d5", "d7", "d9"], "the line stays blocked");
    assert((await page.getByTestId("tribes").textContent()).includes("Tane: used on d3 facing north"), "Tane state in words");
    // A later enclosure in the line gets no tile.
    await clickMoves(page, "c7 a9 e7 c11 d8".split(" "));
    assertEq(await page.locator('[data-field="d7"]').getAttribute("data-tile"), null, "d7 stays free");
    // Visiting the about page and coming back keeps the game.
    const kept = await record(page);
    await openMenu(page);
    await page.getByRole("link", { name: "About Moeraki Kemu" }).click();
    await page.locator("#kemu-about-title").waitFor();
    await openMenu(page);
    await page.getByRole("link", { name: "Moeraki Kemu", exact: true }).click();
    await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]')?.dataset.record === r, kept);
    // Undo marks the game.
    await page.getByRole("button", { name: "Undo" }).click();
    assert(await page.getByTestId("undo-note").isVisible(), "a game that used undo is marked");
    await checkAgainstReferee(page);
  }],
  ["kemu: against the computer, the page stays responsive and its moves are legal", async (page, base) => {
    await newMatch(page, base, "tier=basic&match=3&opponent=hard");
    assert((await page.getByTestId("tribes").textContent()).includes("computer, hard"), "Manaia is the computer");
    const pick = rng(5);
    await clickMoves(page, ["e5"], { check: false });
    let afterMine = "basic a=matau e5";
    const times = [];
    for (let turn = 0; turn < 6; turn++) {
      const t0 = Date.now();
      // Wait for the reply: the record grows and the page is no longer thinking.
      await page.waitForFunction((m) => {
        const r = document.querySelector('[data-game="kemu"]').dataset.record;
        const thinking = document.querySelector('[data-testid="status"]').classList.contains("thinking");
        return r !== m && !thinking;
      }, afterMine, { timeout: 30000 });
      times.push(Date.now() - t0);
      const ref = await checkAgainstReferee(page);
      if (ref.outcome !== "ongoing") break;
      const stable = await record(page);
      const empty = await page.locator('[data-hollow][role="button"]').evaluateAll((els) => els.map((e) => e.dataset.hollow));
      assert(empty.length > 0, "your turn offers empty hollows");
      const mv = empty[pick(empty.length)];
      // Place a stone and, before the worker's reply can arrive (it comes as a message,
      // a task, while this runs in microtasks only), toggle the hollow names: the board
      // must redraw while the computer thinks.
      const seen = await page.evaluate(async (mv) => {
        // Whether `done()` holds once the page has changed (a mutation observer's callback
        // runs as a microtask, after the app's own), or at the latest once this task and
        // its microtasks have ended (a timer of no delay, set now, runs no sooner).
        const settle = (done) => new Promise((resolve) => {
          const finish = () => { observer.disconnect(); clearTimeout(timer); resolve(done()); };
          const observer = new MutationObserver(() => { if (done()) finish(); });
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          const timer = setTimeout(finish);
          if (done()) finish();
        });
        const thinking = () => document.querySelector('[data-testid="status"]').classList.contains("thinking");
        const labels = () => document.querySelectorAll(".kemu-board text.label").length;
        const rec = () => document.querySelector('[data-game="kemu"]').dataset.record;
        const before = rec();
        document.querySelector(`[data-hollow="${mv}"]`).dispatchEvent(new MouseEvent("click", { bubbles: true }));
        const placed = await settle(() => rec() === `${before} ${mv}`);
        const over = document.querySelector('[data-game="kemu"]').dataset.outcome !== "ongoing";
        const thought = await settle(thinking);
        const names = labels();
        [...document.querySelectorAll("button")].find((b) => b.textContent.includes("Hollow names")).click();
        const redrawn = await settle(() => labels() !== names);
        const stillThinking = thinking();
        [...document.querySelectorAll("button")].find((b) => b.textContent.includes("Hollow names")).click();
        return { placed, over, thinking: thought, redrawn, stillThinking };
      }, mv);
      assert(seen.placed, `the click on ${mv} placed a stone`);
      afterMine = `${stable} ${mv}`;
      if (seen.over) break;
      assert(seen.thinking && seen.redrawn && seen.stillThinking,
        `the board redraws while the computer thinks: ${JSON.stringify(seen)}`);
    }
    console.log(`     hard in the browser: ${times.map((t) => t + " ms").join(", ")} a move (incl. worker start)`);
  }],
  ["kemu: a bad share link and a corrupt save leave a working game", async (page, base) => {
    await page.goto(`${base}?game=kemu`);
    await board(page).waitFor();
    await clickMoves(page, ["f6", "c3"], { check: false });
    await page.evaluate(() => localStorage.setItem("papa-takaro.kemu.v1", JSON.stringify("setup nonsense")));
    await page.goto(`${base}?game=kemu&record=zz!!`);
    await board(page).waitFor();
    const alert = await page.locator('[role="alert"]').first().textContent();
    assert(alert.includes("could not be read"), "the bad link is explained");
    // A link's record is compact: the page counts its characters, and says so.
    assert(alert.includes('character 1: "z"') && !alert.includes("token"), `the wrong character is named: ${alert}`);
    assertEq(await record(page), "beginner a=matau", "a fresh working game");
  }],
  ["kemu: about page explains the tiers and terms", async (page, base) => {
    await page.goto(`${base}?game=kemu&about=1`);
    const text = await page.locator("main").textContent();
    for (const w of ["Tahuna", "Awa", "Ara", "Marae", "Matau", "Manaia", "Uira", "Kiwi", "Moa", "Ika Moana", "Maori-Tane", "Choices this version makes"]) {
      assert(text.includes(w), `mentions ${w}`);
    }
    // The diagrams are pictures the build drew (diagram-kemu-*.svg): each one loads and is
    // named by its caption, in the app's page as in its first screen.
    await appReady(page);
    const figures = page.locator("figure");
    assertEq(await figures.count(), 5, "five diagrams");
    for (const figure of await figures.all()) {
      const img = figure.locator("img");
      await img.scrollIntoViewIfNeeded();
      await page.waitForFunction((el) => el.complete, await img.elementHandle());
      const seen = await img.evaluate((el) => ({ width: el.naturalWidth, alt: el.alt, caption: el.closest("figure").querySelector("figcaption").textContent }));
      assert(seen.width > 0, `the picture of "${seen.caption}" loaded`);
      assertEq(seen.alt, seen.caption, "the picture is named by its caption");
    }
    assertEq(await page.locator('[data-game="kemu"]').count(), 0, "diagrams are pictures, not games");
  }],
];
