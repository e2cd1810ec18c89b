// Class rooms (issue 36) through a loopback NATS server and game service, as
// tests/browser/live.mjs starts them: a teacher opens a Mū tōrere room, six students join
// (three by the join link, three by typing the code), the class is paired and every pair
// plays a whole game through the board while the projector follows each board; the next
// round pairs no one with the same partner; pause stops a move; a removed student cannot
// move or join again; a locked room takes no new student; the results table matches the
// games; the projector's link changes nothing. Pages close before the server stops.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { assert, assertEq, root, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";
import { startNats } from "../../scripts/nats-local.mjs";
import { connect } from "nats";

/** The NATS server the build was made for, from dist/index.html's connect-src. */
function builtServer() {
  const html = fs.readFileSync(path.join(root, "dist", "index.html"), "utf8");
  const server = html.match(/connect-src 'self' (ws:\/\/127\.0\.0\.1:\d+)/)?.[1];
  assert(server, "dist/ was built with PAPA_TAKARO_NATS=ws://127.0.0.1:<port> (./test does this)");
  return server;
}

const WAIT = { timeout: 20000 };
const board = (page) => page.locator('[data-game="mu-torere"]');

/** A student's game page: connected, its seat and live game id. */
async function atGame(page) {
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-game="mu-torere"]');
    return b?.dataset.seat && b.dataset.connection === "connected" && new URL(location.href).searchParams.get("class");
  }, null, WAIT);
  const url = new URL(page.url());
  return { id: url.searchParams.get("live"), seat: await board(page).getAttribute("data-seat") };
}

/** The moves a page's game has, as the moves list records them. */
const movesOf = async (page) => ((await page.getByTestId("moves").getAttribute("data-record")) ?? "").split(" ").filter(Boolean);

/** The projector's card of the game between `players` ("A / B"): its record's moves. */
const projectorMoves = (projector, players) => projector.evaluate((p) => {
  const card = [...document.querySelectorAll("[data-class-board]")].find((c) => c.dataset.players === p);
  // The record link (`record=4+5+0`): its moves, as the moves list has them.
  const record = new URLSearchParams(card?.dataset.record ?? "").get("record") ?? "";
  return record.split(" ").filter(Boolean);
}, players);

/** Plays the game of two pages to its end, each move the first counter that can move; after
 * each move the projector shows the same record within 2 s. The outcome code. */
async function playWhole(pair, players, projector) {
  const bySeat = Object.fromEntries(pair.map((p) => [p.seat, p.page]));
  for (let n = 0; n < 200; n++) {
    const outcome = await board(pair[0].page).getAttribute("data-outcome");
    if (outcome !== "ongoing") return outcome;
    const position = await board(pair[0].page).getAttribute("data-position");
    const mover = bySeat[position[0] === "g" ? "green" : "white"];
    const count = (await movesOf(mover)).length + 1;
    await mover.locator('[data-point][role="button"]').first().click();
    // Both players' pages, and the projector within 2 s of the move.
    const has = (n) => (document.querySelector('[data-testid="moves"]')?.dataset.record ?? "").split(" ").filter(Boolean).length === n;
    await Promise.all([
      ...pair.map(({ page }) => page.waitForFunction(has, count, WAIT)),
      projector.waitForFunction(([p, n]) => {
        const card = [...document.querySelectorAll("[data-class-board]")].find((c) => c.dataset.players === p);
        return (new URLSearchParams(card?.dataset.record ?? "").get("record") ?? "").split(" ").filter(Boolean).length === n;
      }, [players, count], { timeout: 2000 }),
    ]);
    const moved = await movesOf(mover);
    assertEq((await projectorMoves(projector, players)).join(" "), moved.join(" "), `the projector shows ${players}'s record`);
  }
  throw new Error(`${players}: no end in 200 moves`);
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is; fails with every violation. */
async function axe(page, label) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  assert(found.length === 0, `axe on ${label}: ${found.join("; ")}`);
}

/** Resolves once the class rooms' own stylesheet (loaded by the page) applies. */
const styled = (page) => page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith("/class.css")), null, WAIT);

/** Whether the page scrolls sideways (it must not, at any size). */
const overflows = (page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth + 1);

const ROOM = "abcdefghijklmnopqrstuvwx";
const WATCH = "WATCHWATCHWATCHWATCHWW";
/** The canned room's `g`th game's id (24 letters, as the service's). */
const cannedId = (g) => `game${String(g).padStart(20, "a")}`;

/**
 * A stand-in for live.js that answers as the service would for one room in round 1 with
 * `count` Mū tōrere games (each a few perfect moves in), as `role` sees it: the page's
 * drawing of a room, apart from the service (the whole room is tested above).
 */
function cannedRoom(role, count, { paused = false } = {}) {
  const names = Array.from({ length: 2 * count }, (_, i) => `Kererū${i} Kākāriki`);
  const games = names.filter((_, i) => i % 2 === 0).map((_, g) => {
    let pos = "g/.ggggwwww";
    const moves = [];
    for (let k = 0; k < g % 6; k++) {
      const from = Number(takaro("mu-torere", "best", pos).split(" ")[1]);
      moves.push(from);
      pos = after(pos, from);
    }
    return { id: cannedId(g), round: 1, seats: { green: names[2 * g], white: names[2 * g + 1] },
      record: moves.length ? `record=${moves.join("+")}` : "" };
  });
  const state = { room: ROOM, revision: 3, game: "mu-torere", start: "record=", level: "1", code: "KX4MPT", locked: false,
    paused, ended: false, round: 1, refused: 0,
    students: names.map((name, i) => ({ name, connected: i % 5 !== 0, removed: false, game: games[i >> 1].id,
      seat: i % 2 ? "white" : "green", computer: false })),
    games: games.map(({ id, round, seats }) => ({ id, round, seats })), ...(role === "student" ? { you: names[0] } : {}) };
  return `const emit = (e) => dispatchEvent(new CustomEvent("papa-takaro-live", { detail: JSON.stringify(e) }));
const G = ${JSON.stringify(games)};
const stateOf = (g) => ({ type: "state", id: g.id, ply: g.record ? g.record.split("+").length : 0, record: g.record, by: null, start: "record=", seats: ["green", "white"] });
globalThis.papaTakaroLive = {
  classOpen: async () => JSON.stringify({ role: "${role}", state: ${JSON.stringify(state)} }),
  classList: async () => "[]", classClose: async () => "{}", close: async () => "{}", move: async () => "{}",
  open: async (server, id, how) => {
    const g = G.find((g) => g.id === id);
    setTimeout(() => { emit(stateOf(g)); emit({ type: "connection", id, state: "connected" }); }, 10);
    return JSON.stringify({ id, game: "mu-torere", start: "record=", seat: how.startsWith("play") ? "green" : null, invite: null, state: stateOf(g) });
  },
};
dispatchEvent(new Event("papa-takaro-live-ready"));`;
}

/** A page of a fresh context whose live.js is `script`. */
async function withLive(ctx, script, viewport) {
  const page = await (await ctx.newContext({ viewport })).newPage();
  await page.route("**/live.js", (r) => r.fulfill({ contentType: "text/javascript", body: script }));
  return page;
}

/** The class pages' drawing, without the service's class rooms. */
export const classPageTests = [
  ["class room pages drawn from a room's state (live.js stood in): 16 boards fit the projector, the console and a paused game", async (_page, base, ctx) => {
    // The projector at 1920×1080: 16 boards under the join line, pieces of 12 px at least.
    const projector = await withLive(ctx, cannedRoom("watch", 16), { width: 1920, height: 1080 });
    await projector.goto(`${base}?class=${ROOM}&key=${WATCH}&view=projector`);
    await projector.waitForFunction(() => [...document.querySelectorAll("[data-class-board]")].filter((b) => b.dataset.played !== "0").length >= 13, null, WAIT);
    await styled(projector);
    const fit = await projector.evaluate(() => {
      const boards = [...document.querySelectorAll("[data-class-board]")];
      const piece = Math.min(...[...document.querySelectorAll("[data-class-board] .point .spot")].map((c) => c.getBoundingClientRect().width));
      return { count: boards.length, bottom: Math.max(...boards.map((b) => b.getBoundingClientRect().bottom)), piece, wide: document.documentElement.scrollWidth > innerWidth };
    });
    assertEq(fit.count, 16, "every game of the round");
    assert(fit.bottom <= 1080 && !fit.wide, `16 boards fit 1920×1080 (bottom ${fit.bottom})`);
    assert(fit.piece >= 12, `pieces at least 12 px (${fit.piece})`);
    await axe(projector, "the projector");
    // `SCREENSHOTS=docs`: the projector's grid as docs/class-projector.png (docs/playing.md).
    if (process.env.SCREENSHOTS) await projector.screenshot({ path: path.join(root, process.env.SCREENSHOTS, "class-projector.png") });
    await projector.locator("[data-show-large]").nth(3).click();
    await projector.getByTestId("class-last-move").waitFor(WAIT);
    await projector.keyboard.press("Escape");
    await projector.getByTestId("class-large").waitFor({ state: "detached", ...WAIT });
    for (const [width, height] of [[1366, 768], [1280, 720], [1024, 768], [390, 844]]) {
      await projector.setViewportSize({ width, height });
      assert(!(await overflows(projector)), `the projector fits ${width}×${height} without sideways scrolling`);
    }
    // Forty students (20 games): pages of 16 boards that turn by themselves, or by hand,
    // and can be stopped.
    const forty = await withLive(ctx, cannedRoom("watch", 20), { width: 1920, height: 1080 });
    await forty.goto(`${base}?class=${ROOM}&key=${WATCH}&view=projector`);
    await forty.getByTestId("class-pages").waitFor(WAIT);
    assertEq(await forty.getByTestId("class-pages").getAttribute("data-pages"), "2", "two pages of boards");
    assertEq(await forty.locator("[data-class-board]").count(), 16, "16 boards a page");
    await forty.getByTestId("class-page-pause").click();
    assertEq(await forty.getByTestId("class-page-pause").getAttribute("aria-pressed"), "true", "turning stopped");
    const page = await forty.getByTestId("class-pages").getAttribute("data-page");
    await forty.getByTestId("class-page-on").click();
    await forty.waitForFunction((p) => document.querySelector('[data-testid="class-pages"]').dataset.page !== p, page, WAIT);
    assertEq(await forty.locator("[data-class-board]").count(), page === "0" ? 4 : 16, "the other page's boards");
    await axe(forty, "the projector's pages");
    // The teacher's console: the roster and the results, axe clean, at 1366×768.
    const teacher = await withLive(ctx, cannedRoom("teacher", 3), { width: 1366, height: 768 });
    await teacher.goto(`${base}?class=${ROOM}`);
    await teacher.waitForFunction(() => document.querySelectorAll("[data-student]").length === 6, null, WAIT);
    await styled(teacher);
    if (process.env.SCREENSHOTS) await teacher.screenshot({ path: path.join(root, process.env.SCREENSHOTS, "class-console.png") });
    assertEq(await teacher.locator('[data-student][data-connection="offline"]').count(), 2, "who is offline");
    await teacher.locator('[data-teach="remove"]').first().click();
    await teacher.locator('[data-teach="remove-yes"]').waitFor(WAIT);
    await axe(teacher, "the console");
    assert(!(await overflows(teacher)), "the console fits 1366×768");
    // A student's game while the class is paused: the strip says so, and no move is made.
    const student = await withLive(ctx, cannedRoom("student", 1, { paused: true }), { width: 1366, height: 768 });
    await student.goto(`${base}?game=mu-torere&live=${cannedId(0)}&as=green&class=${ROOM}`);
    await student.getByTestId("class-paused").waitFor(WAIT);
    await student.waitForFunction(() => document.querySelector('[data-game="mu-torere"]')?.dataset.connection === "connected", null, WAIT);
    const before = await board(student).getAttribute("data-position");
    await student.locator('[data-point][role="button"]').first().click({ force: true, timeout: 2000 }).catch(() => {});
    assertEq(await board(student).getAttribute("data-position"), before, "no move while paused");
    assertEq(await student.locator("[data-friend-link]").count(), 0, "no invitation in a class game");
    await axe(student, "a paused class game");
  }],

  ["class room pages without a room: the form to open one, joining by code, the data page and a bad address, in both languages, at every size", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    try {
      // Opening a room: the game's own rule sets, as its address spells them.
      await page.goto(`${base}?class=new&game=kemu&tier=basic`);
      await page.getByTestId("class-new").waitFor(WAIT);
      assertEq(await page.getByTestId("class-game").inputValue(), "kemu", "the address's game");
      assertEq(await page.getByTestId("class-rules").inputValue(), "basic", "the address's tier");
      await page.getByTestId("class-game").selectOption("mu-torere");
      assertEq(await page.getByTestId("class-rules").inputValue(), "standard", "another game, its first rule set");
      await axe(page, "?class=new");
      // Joining: a code that is not one is refused on the page, in words.
      await page.goto(`${base}?class=join`);
      await page.getByLabel("Class code (6 letters):").fill("AB1");
      await page.getByRole("button", { name: "Join", exact: true }).click();
      await page.getByTestId("class-join-failure").waitFor(WAIT);
      await axe(page, "?class=join");
      await page.goto(`${base}?class=data`);
      await page.getByTestId("class-data").waitFor(WAIT);
      assert((await page.getByTestId("class-data").textContent()).includes("one day after its last change"), "how long a room is kept");
      await axe(page, "?class=data");
      await page.goto(`${base}?class=%3Cscript%3E`);
      await page.getByTestId("class-message").waitFor(WAIT);
      for (const query of ["?class=new&lang=mi", "?class=join&lang=mi", "?class=data&lang=mi"]) {
        await page.goto(`${base}${query}`);
        await page.locator("#class-title").waitFor(WAIT);
        assertEq(await page.locator("html").getAttribute("lang"), "mi", query);
        await axe(page, query);
      }
      for (const [width, height] of [[1366, 768], [1280, 720], [1024, 768], [1920, 1080], [390, 844], [768, 1024]]) {
        await page.setViewportSize({ width, height });
        for (const query of ["?class=new", "?class=join", "?class=data"]) {
          await page.goto(`${base}${query}`);
          await page.locator("#class-title").waitFor(WAIT);
          await styled(page);
          assert(!(await overflows(page)), `${query} fits ${width}×${height}`);
        }
      }
    } finally {
      await page.goto("about:blank");
      await nats.stop();
    }
  }],

];

/** The whole room through the game service (docs/class-protocol.md). */
export const classRoomTests = [
  ["class room: a teacher, six students and a projector; pairs play whole Mū tōrere games, next round, pause, remove, lock, results", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    const others = [];
    const fresh = async () => {
      const p = await (await ctx.newContext()).newPage();
      others.push(p);
      return p;
    };
    try {
      // The teacher opens a room.
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=mu-torere`);
      await teacher.getByTestId("class-open").click();
      const codeCell = teacher.locator("[data-class-code]");
      await codeCell.waitFor(WAIT);
      const code = await codeCell.getAttribute("data-class-code");
      assert(/^[0-9A-Z]{6}$/.test(code), `a join code: ${code}`);
      const joinLink = await teacher.locator("[data-class-link]").getAttribute("href");
      assert(joinLink.endsWith(`?class=join&code=${code}`), `the join link: ${joinLink}`);
      await teacher.getByTestId("class-qr").waitFor(WAIT);
      const projectorLink = await teacher.getByTestId("class-projector-link").getAttribute("href");
      assert(/[?&]key=[A-Za-z0-9_-]{22,64}/.test(projectorLink) && projectorLink.includes("view=projector"), `the projector's link carries the watch key: ${projectorLink}`);
      const projector = await fresh();
      await projector.goto(new URL(projectorLink, teacher.url()).href);
      await projector.locator("[data-class-code]").waitFor(WAIT);

      // Six students: three by the link, three by typing the code.
      const students = [];
      for (let i = 0; i < 6; i++) {
        const s = await fresh();
        if (i < 3) {
          await s.goto(joinLink);
        } else {
          await s.goto(`${base}?class=join`);
          await s.getByLabel("Class code (6 letters):").fill(code.toLowerCase());
          await s.getByRole("button", { name: "Join", exact: true }).click();
        }
        await s.getByTestId("class-name").waitFor(WAIT);
        students.push({ page: s, name: await s.getByTestId("class-name").getAttribute("data-name") });
      }
      assertEq(new Set(students.map((s) => s.name)).size, 6, "six different generated names");
      await teacher.waitForFunction(() => document.querySelectorAll("[data-student]").length === 6, null, WAIT);
    await styled(teacher);
      await teacher.waitForFunction(() => [...document.querySelectorAll("[data-student]")].every((s) => s.dataset.connection === "connected"), null, WAIT);
      // A real name stays on the teacher's device and never reaches the projector.
      await teacher.locator(`[data-student][data-name="${students[0].name}"] input`).fill("Aroha Testname");
      await teacher.locator(`[data-student][data-name="${students[0].name}"] input`).press("Tab");

      // Round 1: random pairs; every pair plays a whole game.
      await teacher.locator('[data-teach="pair"]').click();
      const round = async () => {
        const seats = await Promise.all(students.filter((s) => !s.removed).map(async (s) => ({ ...s, ...(await atGame(s.page)) })));
        const games = new Map();
        for (const s of seats) games.set(s.id, [...(games.get(s.id) ?? []), s]);
        for (const pair of games.values()) assertEq(pair.length, 2, "two students a game");
        return [...games.values()].map((pair) => pair.sort((a, b) => (a.seat === "green" ? -1 : 1)));
      };
      const first = await round();
      assertEq(first.length, 3, "three games for six students");
      await projector.waitForFunction(() => document.querySelectorAll("[data-class-board]").length === 3, null, WAIT);
      const outcomes = await Promise.all(first.map((pair) => playWhole(pair, pair.map((s) => s.name).join(" / "), projector)));
      assert((await projector.content()).indexOf("Aroha Testname") < 0, "the projector never shows a real name");

      // The results table matches each game's outcome.
      const expected = new Map(students.map((s) => [s.name, { played: 0, won: 0, drawn: 0, lost: 0 }]));
      first.forEach((pair, i) => {
        for (const s of pair) {
          const line = expected.get(s.name);
          line.played++;
          if (outcomes[i] === "draw") line.drawn++;
          else if (outcomes[i][0] === s.seat[0]) line.won++;
          else line.lost++;
        }
      });
      for (const [name, line] of expected) {
        await teacher.waitForFunction(([n, l]) => {
          const row = [...document.querySelectorAll("[data-result]")].find((r) => r.dataset.result === n);
          return row && ["played", "won", "drawn", "lost"].every((k) => Number(row.dataset[k]) === l[k]);
        }, [name, line], WAIT);
      }
      for (const pair of first) {
        const players = pair.map((s) => s.name).join(" / ");
        const outcome = await projector.evaluate((p) => [...document.querySelectorAll("[data-class-board]")].find((c) => c.dataset.players === p)?.dataset.outcome, players);
        assert(outcome !== "playing", `the projector shows ${players}'s result`);
      }

      // The next round: no one plays the same partner.
      const partners = new Set(first.map((pair) => pair.map((s) => s.name).sort().join("|")));
      await teacher.locator('[data-teach="next"]').click();
      await teacher.waitForFunction(() => document.querySelector('[data-testid="class-console"]')?.dataset.round === "2", null, WAIT);
      // Each student's page moves on from the game of round 1 by itself.
      const roundOne = new Map(first.flat().map((s) => [s.name, s.id]));
      for (const s of students) {
        await s.page.waitForFunction((old) => {
          const live = new URL(location.href).searchParams.get("live");
          return live && live !== old && document.querySelector('[data-testid="class-strip"]')?.dataset.round === "2";
        }, roundOne.get(s.name), WAIT);
      }
      const second = await round();
      for (const pair of second) assert(!partners.has(pair.map((s) => s.name).sort().join("|")), "no repeat partner");

      // Pause: the mover's page says so, and a move changes nothing.
      const [green] = second[0];
      const before = await board(green.page).getAttribute("data-position");
      await teacher.locator('[data-teach="pause"]').click();
      await green.page.getByTestId("class-paused").waitFor(WAIT);
      await green.page.locator('[data-point][role="button"]').first().click({ force: true, timeout: 2000 }).catch(() => {});
      assertEq(await board(green.page).getAttribute("data-position"), before, "no move while paused");
      await teacher.locator('[data-teach="resume"]').click();
      await green.page.getByTestId("class-paused").waitFor({ state: "detached", ...WAIT });

      // Remove a student: that device sees only that, and cannot move or join again.
      const removed = second[1][0];
      await teacher.locator(`[data-student][data-name="${removed.name}"] [data-teach="remove"]`).click();
      await teacher.locator('[data-teach="remove-yes"]').click();
      await removed.page.locator('[data-testid="class-gone"][data-reason="removed"]').waitFor(WAIT);
      assertEq(await board(removed.page).count(), 0, "a removed student has no board");
      removed.removed = true;
      await removed.page.goto(joinLink);
      await removed.page.getByTestId("class-join-failure").or(removed.page.locator('[data-testid="class-gone"]')).waitFor(WAIT);
      assertEq(await removed.page.getByTestId("class-name").count(), 0, "a removed student cannot join again");

      // Lock: a new student is refused.
      await teacher.locator('[data-teach="lock"]').click();
      await teacher.getByTestId("class-locked").waitFor(WAIT);
      const late = await fresh();
      await late.goto(joinLink);
      await late.getByTestId("class-join-failure").waitFor(WAIT);
      assertEq(await late.getByTestId("class-name").count(), 0, "a locked room takes no new student");

      // The projector's link has no control that changes anything.
      const room = projector.getByTestId("class-page");
      assertEq(await room.locator("[data-teach], input, select, textarea, form").count(), 0, "the projector has no controls");
      assertEq(await room.locator("button:not([data-show-large])").count(), 0, "only the buttons that show a game large");
      // Enter on a board's button shows it large (round 2 has no move yet); Escape goes back.
      await room.locator("[data-show-large]").first().focus();
      await projector.keyboard.press("Enter");
      await projector.getByTestId("class-large").waitFor(WAIT);
      await projector.keyboard.press("Escape");
      await projector.getByTestId("class-large").waitFor({ state: "detached", ...WAIT });
    } finally {
      for (const p of others) await p.context().close();
      await page.goto("about:blank");
      await nats.stop();
    }
  }],

  ["class room: Moeraki Kemu Beginner: two students play a whole game through the board, one reloading half-way, while the projector follows", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    const others = [];
    try {
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=kemu&tier=beginner`);
      assertEq(await teacher.getByTestId("class-rules").inputValue(), "beginner", "the tier the address names");
      await teacher.getByTestId("class-open").click();
      await teacher.locator("[data-class-code]").waitFor(WAIT);
      const joinLink = await teacher.locator("[data-class-link]").getAttribute("href");
      const projectorLink = await teacher.getByTestId("class-projector-link").getAttribute("href");
      const projector = await (await ctx.newContext()).newPage();
      others.push(projector);
      await projector.goto(new URL(projectorLink, teacher.url()).href);
      const students = [];
      for (let i = 0; i < 2; i++) {
        const s = await (await ctx.newContext()).newPage();
        others.push(s);
        await s.goto(joinLink);
        await s.getByTestId("class-name").waitFor(WAIT);
        students.push(s);
      }
      await teacher.waitForFunction(() => document.querySelectorAll("[data-student]").length === 2, null, WAIT);
      await teacher.locator('[data-teach="pair"]').click();
      for (const s of students) {
        await s.waitForFunction(() => {
          const b = document.querySelector('[data-game="kemu"]');
          return b?.dataset.seat && b.dataset.connection === "connected";
        }, null, WAIT);
      }
      await projector.locator("[data-class-board]").waitFor(WAIT);
      // A whole game (the sample fills the board), one student reloading half-way.
      const moves = takaro("kemu", "sample", "--tier", "beginner", "--seed", "5").split(" ").slice(2);
      const connected = (s) => s.waitForFunction(() => {
        const b = document.querySelector('[data-game="kemu"]');
        return b?.dataset.seat && b.dataset.connection === "connected";
      }, null, WAIT);
      for (const [i, mv] of moves.entries()) {
        if (i === 20) {
          await students[0].reload();
          await connected(students[0]);
          await students[0].waitForFunction((n) => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length === n + 2, i, WAIT);
        }
        const mover = (await students[0].locator(`[data-hollow="${mv}"]`).getAttribute("role")) === "button" ? students[0] : students[1];
        await mover.locator(`[data-hollow="${mv}"]`).click();
        await projector.waitForFunction((n) => document.querySelector("[data-class-board]")?.dataset.played === String(n), i + 1, { timeout: 2000 });
      }
      for (const s of students) {
        await s.waitForFunction((n) => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length === n + 2, moves.length, WAIT);
        const record = await s.locator('[data-game="kemu"]').getAttribute("data-record");
        assertEq(record.split(" ").slice(2).join(" "), moves.join(" "), "every move on each student's board, once");
      }
      const outcome = await projector.locator("[data-class-board]").getAttribute("data-outcome");
      assertEq(outcome, await students[1].locator('[data-game="kemu"]').getAttribute("data-outcome"), "the projector shows the result");
      assert(outcome !== "playing" && outcome !== "ongoing", `the game ended: ${outcome}`);
    } finally {
      for (const p of others) await p.context().close();
      await page.goto("about:blank");
      await nats.stop();
    }
  }],

  ["ask the class: a trap trainer puzzle on six students' devices; the projector counts, each answer valued as the solved table says, the best move revealed, the games come back", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    const others = [];
    try {
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=mu-torere`);
      await teacher.getByTestId("class-open").click();
      await teacher.locator("[data-class-code]").waitFor(WAIT);
      const joinLink = await teacher.locator("[data-class-link]").getAttribute("href");
      const projectorLink = await teacher.getByTestId("class-projector-link").getAttribute("href");
      const fresh = async () => {
        const p = await (await ctx.newContext()).newPage();
        others.push(p);
        return p;
      };
      const projector = await fresh();
      await projector.goto(new URL(projectorLink, teacher.url()).href);
      await projector.locator("[data-class-code]").waitFor(WAIT);
      const students = [];
      for (let i = 0; i < 6; i++) {
        const s = await fresh();
        await s.goto(joinLink);
        await s.getByTestId("class-name").waitFor(WAIT);
        students.push(s);
      }
      await teacher.waitForFunction(() => document.querySelectorAll("[data-student]").length === 6, null, WAIT);
      // The class is playing: each student's page is their game.
      await teacher.locator('[data-teach="pair"]').click();
      const games = await Promise.all(students.map((s) => atGame(s)));
      // A puzzle of the trap trainer, asked of the class.
      await teacher.getByTestId("class-ask-puzzle-choice").selectOption("1");
      await teacher.locator('[data-teach="ask-puzzle"]').click();
      const question = students[0].locator("[data-class-question]");
      await question.waitFor(WAIT);
      const link = await question.getAttribute("data-position");
      const asked = new URLSearchParams(link);
      const rules = asked.get("rules");
      const position = asked.get("position");
      assert(rules && /^[gw]\/[.gw]{9}$/.test(position), `the question's position: ${link}`);
      // Each student chooses a move: different counters, so different answers.
      const chosen = [];
      for (const [i, s] of students.entries()) {
        await s.locator("[data-class-question]").waitFor(WAIT);
        assert(!(await s.locator('[data-game="mu-torere"]').first().isVisible()) || (await s.locator(".class-game").isHidden()), "the game waits, hidden");
        const counters = s.locator('[data-class-question] [data-point][role="button"]');
        const count = await counters.count();
        assert(count >= 1, "counters to move");
        const counter = counters.nth(i % count);
        chosen.push(await counter.getAttribute("data-point"));
        await counter.click();
        await s.getByTestId("class-your-answer").waitFor(WAIT);
        await axe(s, "a student's question");
      }
      // The projector counts (no names), then shows the answers.
      await projector.waitForFunction(() => document.querySelector('[data-testid="class-answered"]')?.dataset.answered === "6", null, WAIT);
      assertEq(await projector.locator("[data-class-answer]").count(), 0, "no answers before Show answers");
      await teacher.locator('[data-teach="show"]').click();
      await projector.locator("[data-class-answer]").first().waitFor(WAIT);
      const tally = {};
      for (const from of chosen) tally[from] = (tally[from] ?? 0) + 1;
      const shown = await projector.locator("[data-class-answer]").evaluateAll((items) => items.map((i) => ({ move: i.dataset.move, count: Number(i.dataset.count), value: i.dataset.value })));
      assertEq(Object.fromEntries(shown.map((a) => [a.move, a.count])), Object.fromEntries(Object.entries(tally).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))), "the projector's counts are the class's choices");
      // A move's value for the side that moves: the reply's value, turned round.
      const valueOf = (from) => {
        const reply = takaro("mu-torere", "best", "--rules", rules, after(position, Number(from)));
        return reply === "no-move loss" ? "win" : reply.endsWith("draw") ? "draw" : reply.includes(" win ") ? "loss" : "win";
      };
      for (const answer of shown) assertEq(answer.value, valueOf(answer.move), `move ${answer.move}`);
      const names = await Promise.all(students.map((s) => s.locator(".class-strip [data-name]").getAttribute("data-name")));
      const answersText = await projector.locator('[data-testid="class-question"], [data-class-question]').first().textContent();
      assert(names.every((n) => !answersText.includes(n)), "no student's name beside the answers on the projector");
      assertEq(await teacher.locator("[data-testid=class-who] li").count(), 6, "the teacher sees who chose what");
      await axe(projector, "the projector's answers");
      // Reveal: the best move, as the solved table gives it.
      await teacher.locator('[data-teach="reveal"]').click();
      const reveal = projector.getByTestId("class-reveal");
      await reveal.waitFor(WAIT);
      const best = takaro("mu-torere", "best", "--rules", rules, position).split(" ")[1];
      const revealed = await reveal.getAttribute("data-move");
      assert(revealed === best || valueOf(revealed) === valueOf(best), `the revealed move ${revealed} is as good as the table's ${best}`);
      // Back to the games: every student's own game again, as it was.
      await teacher.locator('[data-teach="done"]').click();
      for (const [i, s] of students.entries()) {
        await s.locator("[data-class-question]").waitFor({ state: "detached", ...WAIT });
        await s.locator('[data-game="mu-torere"]').waitFor({ state: "visible", ...WAIT });
        assertEq(new URL(s.url()).searchParams.get("live"), games[i].id, "the same game");
      }
      await projector.locator("[data-class-board]").first().waitFor(WAIT);
    } finally {
      for (const p of others) await p.context().close();
      await page.goto("about:blank");
      await nats.stop();
    }
  }],

  ["class tournament: a round robin of three students, every game played out; the standings recount the games, the projector shows them, the CSV has the real names and the server never saw one", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    const others = [];
    const REAL = "Aroha Tournamentname";
    try {
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=mu-torere`);
      await teacher.getByTestId("class-open").click();
      await teacher.locator("[data-class-code]").waitFor(WAIT);
      const joinLink = await teacher.locator("[data-class-link]").getAttribute("href");
      const projectorLink = await teacher.getByTestId("class-projector-link").getAttribute("href");
      const fresh = async () => {
        const p = await (await ctx.newContext()).newPage();
        others.push(p);
        return p;
      };
      const projector = await fresh();
      await projector.goto(new URL(projectorLink, teacher.url()).href);
      const students = [];
      for (let i = 0; i < 3; i++) {
        const s = await fresh();
        await s.goto(joinLink);
        await s.getByTestId("class-name").waitFor(WAIT);
        students.push({ page: s, name: await s.getByTestId("class-name").getAttribute("data-name"), game: null });
      }
      await teacher.waitForFunction(() => document.querySelectorAll("[data-student]").length === 3, null, WAIT);
      await teacher.locator(`[data-student][data-name="${students[0].name}"] input`).fill(REAL);
      await teacher.locator(`[data-student][data-name="${students[0].name}"] input`).press("Tab");
      // A round robin: three rounds, each one game and one bye.
      assertEq(await teacher.getByTestId("class-tournament-system").inputValue(), "round-robin", "a round robin for three");
      await teacher.locator('[data-teach="tournament"]').click();
      const points = new Map(students.map((s) => [s.name, 0]));
      const met = new Set();
      for (let round = 1; round <= 3; round++) {
        await teacher.waitForFunction((r) => document.querySelector('[data-testid="class-tournament-round"]')?.dataset.paired === String(r), round, WAIT);
        // The round's one game, as the projector names its players (first seat first).
        const players = await projector.waitForFunction((seen) => {
          const boards = [...document.querySelectorAll("[data-class-board]")];
          const fresh = boards.length === 1 && boards[0].dataset.played === "0" && boards[0].dataset.players;
          return fresh && !seen.includes(fresh.split(" / ").sort().join("|")) ? fresh : null;
        }, [...met], WAIT).then((h) => h.jsonValue());
        const names = players.split(" / ");
        assert(!met.has([...names].sort().join("|")), `${players} meet once`);
        met.add([...names].sort().join("|"));
        const pair = [];
        for (const name of names) {
          const s = students.find((x) => x.name === name);
          // Their page moves on to the round's game by itself.
          await s.page.waitForFunction((old) => {
            const live = new URL(location.href).searchParams.get("live");
            const b = document.querySelector('[data-game="mu-torere"]');
            return live && live !== old && b?.dataset.connection === "connected";
          }, s.game, WAIT);
          const at = await atGame(s.page);
          s.game = at.id;
          pair.push({ page: s.page, seat: at.seat, name });
        }
        pair.sort((a) => (a.seat === "green" ? -1 : 1));
        const outcome = await playWhole(pair, players, projector);
        const [green, white] = pair.map((p) => p.name);
        if (outcome === "draw") { points.set(green, points.get(green) + 0.5); points.set(white, points.get(white) + 0.5); }
        else if (outcome === "g") points.set(green, points.get(green) + 1);
        else points.set(white, points.get(white) + 1);
        const bye = students.find((s) => !names.includes(s.name));
        points.set(bye.name, points.get(bye.name) + 1);
        await teacher.locator('[data-teach="next"]').click();
      }
      // The final standings: a recount of the games, and each student's bye.
      await teacher.waitForFunction(() => document.querySelector('[data-testid="class-standings"]')?.dataset.finished === "true", null, WAIT);
      const written = (n) => (n % 1 ? `${Math.floor(n) || ""}½` : String(n));
      for (const [name, total] of points) {
        for (const where of [teacher, projector]) {
          await where.waitForFunction(([n, p]) => [...document.querySelectorAll("[data-standing]")].some((r) => r.dataset.name === n && r.dataset.points === p), [name, written(total)], WAIT);
        }
      }
      assert(!(await projector.content()).includes(REAL), "the projector never shows a real name");
      await axe(teacher, "the console with the standings");
      // The CSV, with the real name typed on this device.
      const [download] = await Promise.all([teacher.waitForEvent("download"), teacher.getByTestId("class-standings-csv").click()]);
      const text = fs.readFileSync(await download.path(), "utf8");
      const lines = text.trim().split(/\r\n/);
      assertEq(lines[0], "rank,name,real name,points,games,wins,draws,losses,byes,buchholz", "the CSV's columns");
      assertEq(lines.length, 4, "a line a student");
      assert(lines.some((l) => l.includes(students[0].name) && l.includes(REAL)), "the real name beside its generated one");
      // Every value the server keeps, read with the service's own user: no real name.
      const nc = await connect({ servers: nats.urls, user: nats.service.user, pass: nats.service.pass });
      try {
        for (const bucket of ["takaro-classes", "takaro-games"]) {
          const kv = await nc.jetstream().views.kv(bucket, { bindOnly: true });
          const keys = [];
          for await (const key of await kv.keys()) keys.push(key);
          assert(keys.length > 0, `${bucket} holds the room`);
          for (const key of keys) {
            const entry = await kv.get(key);
            assert(!(entry?.string() ?? "").includes(REAL) && !(entry?.string() ?? "").includes("Aroha"), `${bucket}/${key} holds no real name`);
          }
        }
      } finally {
        await nc.close();
      }
    } finally {
      for (const p of others) await p.context().close();
      await page.goto("about:blank");
      await nats.stop();
    }
  }],

  ["ask the class, Moeraki Kemu: a position set up on the teacher's own board; the revealed best move is the engine's at the room's level", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    const others = [];
    try {
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=kemu&tier=beginner`);
      await teacher.getByTestId("class-level").selectOption("2");
      await teacher.getByTestId("class-open").click();
      await teacher.locator("[data-class-code]").waitFor(WAIT);
      const joinLink = await teacher.locator("[data-class-link]").getAttribute("href");
      const projectorLink = await teacher.getByTestId("class-projector-link").getAttribute("href");
      const projector = await (await ctx.newContext()).newPage();
      others.push(projector);
      await projector.goto(new URL(projectorLink, teacher.url()).href);
      const students = [];
      for (let i = 0; i < 2; i++) {
        const s = await (await ctx.newContext()).newPage();
        others.push(s);
        await s.goto(joinLink);
        await s.getByTestId("class-name").waitFor(WAIT);
        students.push(s);
      }
      await teacher.waitForFunction(() => document.querySelectorAll("[data-student]").length === 2, null, WAIT);
      // The teacher plays eight moves on their own board, then asks the class.
      await teacher.locator(".class-own-board summary").click();
      const moves = takaro("kemu", "sample", "--tier", "beginner", "--seed", "5").split(" ").slice(2, 10);
      for (const [i, mv] of moves.entries()) {
        await teacher.locator(`[data-testid="class-own-board"] [data-hollow="${mv}"]`).click();
        await teacher.waitForFunction((n) => (document.querySelector('[data-testid="class-own-board"] [data-game="kemu"]')?.dataset.record ?? "").split(" ").length >= n, i + 1, WAIT);
      }
      await teacher.locator('[data-teach="ask-own"]').click();
      const chosen = [];
      for (const [i, s] of students.entries()) {
        const question = s.locator("[data-class-question]");
        await question.waitFor(WAIT);
        const hollows = s.locator('[data-class-question] [data-hollow][role="button"]');
        const hollow = hollows.nth(i * 3);
        chosen.push(await hollow.getAttribute("data-hollow"));
        await hollow.click();
        await s.getByTestId("class-your-answer").waitFor(WAIT);
      }
      const link = await students[0].locator("[data-class-question]").getAttribute("data-record");
      const compact = new URLSearchParams(link).get("record");
      assert(compact, `the question is a Kemu record: ${link}`);
      await projector.waitForFunction(() => document.querySelector('[data-testid="class-answered"]')?.dataset.answered === "2", null, WAIT);
      await teacher.locator('[data-teach="show"]').click();
      await projector.locator("[data-class-answer]").first().waitFor(WAIT);
      const shown = await projector.locator("[data-class-answer]").evaluateAll((items) => items.map((i) => i.dataset.move).sort());
      assertEq(shown.join(" "), [...new Set(chosen)].sort().join(" "), "the projector shows the moves chosen");
      // Each chosen hollow carries its count on the answers' board.
      const labels = await projector.locator('[data-testid="class-answers-board"] .hollow-label').allTextContents();
      assertEq(labels.length, new Set(chosen).size, "a count on each chosen hollow");
      assert(labels.every((l) => /^×\d+$/.test(l)), `counts: ${labels}`);
      await teacher.locator('[data-teach="reveal"]').click();
      const reveal = projector.getByTestId("class-reveal");
      await reveal.waitFor(WAIT);
      const engine = takaro("kemu", "move", "--level", "medium", "--seed", "1", compact).trim();
      assertEq(await reveal.getAttribute("data-move"), engine, "the best move is the engine's at the room's level");
      await axe(projector, "the projector's Kemu answers");
    } finally {
      for (const p of others) await p.context().close();
      await page.goto("about:blank");
      await nats.stop();
    }
  }],
];
