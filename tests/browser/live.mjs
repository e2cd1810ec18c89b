// Playing a friend live through a NATS server on loopback, started here from the shipped
// deploy/nats-server.conf on the WebSocket port the build names (./test builds with
// PAPA_TAKARO_NATS=ws://127.0.0.1:<port>; the page's CSP names exactly that server).
// Two devices play while a third watches; the server stops mid-game and starts again,
// and no move is lost or doubled; a watcher cannot move; a garbled value changes nothing.
import fs from "node:fs";
import path from "node:path";
import { connect } from "nats";
import { assert, assertEq, root, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";
import { BUCKET, startNats } from "../../scripts/nats-local.mjs";

/** The NATS server the build was made for, from dist/index.html's connect-src. */
function builtServer() {
  const html = fs.readFileSync(path.join(root, "dist", "index.html"), "utf8");
  const server = html.match(/connect-src 'self' (ws:\/\/127\.0\.0\.1:\d+)/)?.[1];
  assert(server, "dist/ was built with PAPA_TAKARO_NATS=ws://127.0.0.1:<port> (./test does this)");
  return server;
}

const board = (page) => page.locator('[data-game="mu-torere"]');
const position = (page) => board(page).getAttribute("data-position");
const connected = (page) => page.waitForFunction(() =>
  document.querySelector('[data-game="mu-torere"]')?.dataset.connection === "connected", null, { timeout: 20000 });
const shows = (page, pos) => page.waitForFunction((p) =>
  document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, pos, { timeout: 20000 });

/** The mover's move: Green plays the solved table's move, White the first that can move. */
async function playOne(mover, pos) {
  const from = pos[0] === "g"
    ? Number(takaro("mu-torere", "best", pos).split(" ")[1])
    : Number(await mover.locator('[data-point][role="button"]').first().getAttribute("data-point"));
  await mover.locator(`[data-point="${from}"]`).click();
  const next = after(pos, from);
  await shows(mover, next);
  return next;
}

export const liveTests = [
  ["friend live: two devices play Mū tōrere and a third watches; the server restarts mid-game and no move is lost or doubled", async (page, base, ctx) => {
    const server = builtServer();
    // One origin: nats-server keeps one allowed origin a host name (the last), so the
    // test servers' other ports on 127.0.0.1 would replace the page's.
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    try {
      const green = page;
      await green.goto(`${base}?game=mu-torere&friends=1`);
      await green.getByTestId("friend-start").locator("select").selectOption("green");
      await green.getByRole("button", { name: "Play a friend live" }).click();
      await connected(green);
      assertEq(await board(green).getAttribute("data-seat"), "green", "the maker plays the side chosen");
      const invite = await green.locator("[data-friend-link]").getAttribute("href");
      assert(/[?&]live=[a-z2-7]{24}&as=white$/.test(invite), `the invitation claims White: ${invite}`);
      const watchLink = await green.locator("[data-watch-link]").getAttribute("href");
      const code = (await green.getByTestId("game-code").textContent()).trim();
      assert(/^[0-9A-Z]{6}$/.test(code), `a short code to type: ${code}`);

      // The friend types the code on the game's page.
      const white = await (await ctx.newContext()).newPage();
      await white.goto(`${base}?game=mu-torere&friends=1`);
      await white.getByLabel("Game code:").fill(code.toLowerCase());
      await white.getByRole("button", { name: "Join" }).click();
      await white.waitForFunction(() => document.querySelector("[data-seat]")?.dataset.seat === "white", null, { timeout: 20000 });
      await connected(white);
      const watcher = await (await ctx.newContext()).newPage();
      await watcher.goto(watchLink);
      await connected(watcher);
      assertEq(await board(watcher).getAttribute("data-seat"), null, "a watcher has no side");

      const devices = { g: green, w: white };
      let pos = await position(green);
      let played = 0;
      for (; played < 4; played++) {
        pos = await playOne(devices[pos[0]], pos);
        await shows(devices[pos[0]], pos);
        await shows(watcher, pos);
      }
      // The watcher cannot move: a click on a counter changes nothing.
      await watcher.locator('[data-point="1"]').click({ force: true });
      assertEq(await position(watcher), pos, "the watcher's click moved nothing");

      // The server stops; the mover moves while it is down; the server comes back.
      ctx.expectError(/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/);
      await nats.nodes[0].stop();
      for (const p of [green, white]) {
        await p.waitForFunction(() => document.querySelector('[data-game="mu-torere"]')?.dataset.connection !== "connected",
          null, { timeout: 20000 });
      }
      const offline = devices[pos[0]];
      pos = await playOne(offline, pos);
      played++;
      await nats.nodes[0].start();
      for (const p of [green, white, watcher]) {
        await connected(p);
        await shows(p, pos);
      }
      // On to the end, or twelve moves.
      while (played < 12 && (await board(green).getAttribute("data-outcome")) === "ongoing") {
        pos = await playOne(devices[pos[0]], pos);
        played++;
        await shows(devices[pos[0]], pos);
      }
      for (const p of [green, white, watcher]) await shows(p, pos);
      // Every move once: the list of moves has as many as were played, on every page.
      for (const p of [green, white, watcher]) {
        const moves = (await p.getByTestId("moves").getAttribute("data-record")).split(" ");
        assertEq(moves.length, played, "no move lost or doubled");
      }

      // A garbled value and an oversized one in the game's key change nothing.
      const id = new URL(invite).searchParams.get("live");
      const nc = await connect({ servers: nats.urls[0], user: nats.admin.user, pass: nats.admin.pass });
      const kv = await nc.jetstream().views.kv(BUCKET);
      await kv.put(id, "not a game");
      await kv.put(id, JSON.stringify({ v: 1, game: "mu-torere", ply: 99, record: "x".repeat(20000) }));
      await green.getByText(/messages? that (was|were) not (a move|moves) of this game/).waitFor({ timeout: 20000 });
      assertEq(await position(green), pos, "the garbled values changed nothing");
      await nc.close();
    } finally {
      await nats.stop();
    }
  }],

  ["friend live: two devices play Moeraki Kemu by the invitation link, each move checked by the referee", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    const kemu = (p) => p.locator('[data-game="kemu"]');
    const recordIs = (p, r) => p.waitForFunction((r) =>
      document.querySelector('[data-game="kemu"]')?.dataset.record === r, r, { timeout: 20000 });
    try {
      const matau = page;
      await matau.goto(`${base}?game=kemu&friends=1`);
      await matau.getByTestId("friend-start").locator("select").selectOption("matau");
      await matau.getByRole("button", { name: "Play a friend live" }).click();
      await matau.waitForFunction(() => document.querySelector('[data-game="kemu"]')?.dataset.connection === "connected",
        null, { timeout: 20000 });
      const invite = await matau.locator("[data-friend-link]").getAttribute("href");
      const manaia = await (await ctx.newContext()).newPage();
      await manaia.goto(invite);
      await manaia.waitForFunction(() => {
        const b = document.querySelector('[data-game="kemu"]');
        return b?.dataset.seat === "manaia" && b.dataset.connection === "connected";
      }, null, { timeout: 20000 });
      const moves = takaro("kemu", "sample", "--tier", "beginner", "--seed", "5").split(" ").slice(2, 12);
      for (const mv of moves) {
        const mover = (await matau.locator(`[data-hollow="${mv}"]`).getAttribute("role")) === "button" ? matau : manaia;
        const before = await kemu(mover).getAttribute("data-record");
        await mover.locator(`[data-hollow="${mv}"]`).click();
        const rec = `${before} ${mv}`;
        await recordIs(matau, rec);
        await recordIs(manaia, rec);
        const ref = JSON.parse(takaro("kemu", "replay", ...rec.split(" ")));
        assertEq(await kemu(manaia).getAttribute("data-outcome"), ref.outcome === "ongoing" ? "ongoing" : ref.winner ?? "draw",
          `the outcome after ${rec}`);
      }
      // A watcher's link shows the same game.
      const watcher = await (await ctx.newContext()).newPage();
      await watcher.goto(await matau.locator("[data-watch-link]").getAttribute("href"));
      await recordIs(watcher, await kemu(matau).getAttribute("data-record"));
    } finally {
      await nats.stop();
    }
  }],
];
