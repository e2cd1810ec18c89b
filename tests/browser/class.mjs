// Class rooms (issue 36) through a loopback NATS server and game service, as
// tests/browser/live.mjs starts them: a teacher opens a Mū tōrere room, six students join
// (three by the join link, three by typing the code), the class is paired and every pair
// plays a whole game through the board while the projector follows each board; the next
// round pairs no one with the same partner; pause stops a move; a removed student cannot
// move or join again; a locked room takes no new student; the results table matches the
// games; the projector's link changes nothing. Pages close before the server stops.
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { assert, assertEq, root, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";
import { startNats } from "../../scripts/nats-local.mjs";
import { builtServer } from "./live.mjs";

/**
 * Runs `body` with a loopback NATS server and game service that the built page may use,
 * and `fresh(options)`, which opens a page in a context of its own; every such page
 * closes, and `page` leaves, before the server stops.
 */
export async function withClassServer(page, base, ctx, body) {
  const server = builtServer();
  const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
  const others = [];
  const fresh = async (options) => {
    const p = await (await ctx.newContext(options)).newPage();
    others.push(p);
    return p;
  };
  try {
    await body({ nats, fresh });
  } finally {
    for (const p of others) await p.context().close();
    await page.goto("about:blank");
    await nats.stop();
  }
}

export const WAIT = { timeout: 20000 };

/**
 * The teacher, on the form that opens a room (set as the test wants), opens it; a
 * projector follows the room by its link, and a student joins by the join link for each
 * of `viewports` (`undefined`: the usual size), each shown their generated name; resolves
 * once the teacher sees them all.
 */
export async function openRoom(teacher, fresh, viewports) {
  await teacher.getByTestId("class-open").click();
  await teacher.locator("[data-class-code]").waitFor(WAIT);
  const joinLink = await teacher.locator("[data-class-link]").getAttribute("href");
  const projectorLink = await teacher.getByTestId("class-projector-link").getAttribute("href");
  const projector = await fresh();
  await projector.goto(new URL(projectorLink, teacher.url()).href);
  const students = [];
  for (const viewport of viewports) {
    const s = await fresh({ viewport });
    await s.goto(joinLink);
    await s.getByTestId("class-name").waitFor(WAIT);
    students.push(s);
  }
  await teacher.waitForFunction((n) => document.querySelectorAll("[data-student]").length === n, viewports.length, WAIT);
  return { projector, students };
}
export const board = (page) => page.locator('[data-game="mu-torere"]');

/** A student's game page: connected, its seat and live game id. */
export async function atGame(page) {
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-game="mu-torere"]');
    return b?.dataset.seat && b.dataset.connection === "connected" && new URL(location.href).searchParams.get("class");
  }, null, WAIT);
  const url = new URL(page.url());
  return { id: url.searchParams.get("live"), seat: await board(page).getAttribute("data-seat") };
}

/** The moves a page's game has, as the moves list records them. */
export const movesOf = async (page) => ((await page.getByTestId("moves").getAttribute("data-record")) ?? "").split(" ").filter(Boolean);

/** The projector's card of the game between `players` ("A / B"): its record's moves. */
export const projectorMoves = (projector, players) => projector.evaluate((p) => {
  const card = [...document.querySelectorAll("[data-class-board]")].find((c) => c.dataset.players === p);
  // The record link (`record=4+5+0`): its moves, as the moves list has them.
  const record = new URLSearchParams(card?.dataset.record ?? "").get("record") ?? "";
  return record.split(" ").filter(Boolean);
}, players);

/** Plays the game of two pages to its end, each move the first counter that can move; after
 * each move the projector shows the same record within 2 s. The outcome code. */
export async function playWhole(pair, players, projector) {
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
export async function axe(page, label) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  assert(found.length === 0, `axe on ${label}: ${found.join("; ")}`);
}

/** Resolves once the class rooms' own stylesheet (loaded by the page) applies. */
export const styled = (page) => page.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.endsWith("/class.css")), null, WAIT);

/** Whether the page scrolls sideways (it must not, at any size). */
export const overflows = (page) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth + 1);

export const ROOM = "abcdefghijklmnopqrstuvwx";
export const WATCH = "WATCHWATCHWATCHWATCHWW";
/** The canned room's `g`th game's id (24 letters, as the service's). */
export const cannedId = (g) => `game${String(g).padStart(20, "a")}`;

/**
 * A stand-in for live.js that answers as the service would for one room in round 1 with
 * `count` Mū tōrere games (each a few perfect moves in), as `role` sees it: the page's
 * drawing of a room, apart from the service (the whole room is tested above).
 */
export function cannedRoom(role, count, { paused = false, question = null } = {}) {
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
    games: games.map(({ id, round, seats }) => ({ id, round, seats })), ...(role === "student" ? { you: names[0] } : {}),
    ...(question ? { question } : {}) };
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
export async function withLive(ctx, script, viewport) {
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

  ["a question to the class on a student's device: the heading, the prompt and the whole board in view at laptop, tablet and phone sizes, in both languages", async (_page, base, ctx) => {
    const question = { number: 1, link: "rules=free&position=g/g.gggwwww&record=", stage: "open", answered: 0, answers: [] };
    for (const lang of ["en", "mi"]) {
      const student = await withLive(ctx, cannedRoom("student", 1, { question }), { width: 1366, height: 768 });
      await student.goto(`${base}?game=mu-torere&live=${cannedId(0)}&as=green&class=${ROOM}&lang=${lang}`);
      await student.locator("[data-class-question]").waitFor(WAIT);
      await styled(student);
      for (const [width, height] of [[1366, 768], [1280, 720], [1024, 768], [844, 390], [390, 844]]) {
        await student.setViewportSize({ width, height });
        await student.locator("#class-question-title").scrollIntoViewIfNeeded();
        const seen = await student.evaluate(() => {
          const q = document.querySelector("[data-class-question]");
          const box = (el) => el.getBoundingClientRect();
          const within = (r) => r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1;
          return {
            heading: within(box(q.querySelector("h2"))),
            prompt: within(box(q.querySelector(".turn-line"))),
            board: within(box(q.querySelector(".class-question-board svg"))),
            boardSize: Math.round(box(q.querySelector(".class-question-board svg")).width),
            wide: document.documentElement.scrollWidth > innerWidth + 1,
          };
        });
        const at = `${lang} ${width}×${height}`;
        assert(seen.heading && seen.prompt && seen.board, `the question's heading, prompt and board in view at ${at}: ${JSON.stringify(seen)}`);
        assert(seen.boardSize >= 180, `a board to tap at ${at} (${seen.boardSize} px)`);
        assert(!seen.wide, `no sideways scrolling at ${at}`);
      }
      await axe(student, `a student's question (${lang})`);
    }
  }],

  ["class room pages without a room: the form to open one, joining by code, the data page and a bad address, in both languages, at every size", async (page, base, ctx) => {
    await withClassServer(page, base, ctx, async () => {
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
    });
  }],

];

/** The whole room through the game service (docs/class-protocol.md). */
export const classRoomTests = [
  ["class room: a teacher, six students and a projector; pairs play whole Mū tōrere games, next round, pause, remove, lock, results", async (page, base, ctx) => {
    await withClassServer(page, base, ctx, async ({ nats, fresh }) => {
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
    });
  }],

  ["class room: Moeraki Kemu Beginner: two students play a whole game through the board, one reloading half-way, while the projector follows", async (page, base, ctx) => {
    await withClassServer(page, base, ctx, async ({ nats, fresh }) => {
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=kemu&tier=beginner`);
      assertEq(await teacher.getByTestId("class-rules").inputValue(), "beginner", "the tier the address names");
      const { projector, students } = await openRoom(teacher, fresh, [undefined, undefined]);
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
    });
  }],

];
