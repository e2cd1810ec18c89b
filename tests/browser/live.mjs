// Playing a friend live through a NATS server on loopback, started here from the shipped
// deploy/nats-server.conf on the WebSocket port the build names (./test builds with
// PAPA_TAKARO_NATS=ws://127.0.0.1:<port>; the page's CSP names exactly that server).
// Two devices play while a third watches; the server stops mid-game and starts again,
// and no move is lost or doubled; a watcher cannot move; each device reloads mid-game and
// the game comes back; a stranger on the server changes nothing. Pages close before the
// server they use stops.
import fs from "node:fs";
import path from "node:path";
import { connect } from "nats";
import { assert, assertEq, root, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";
import { BUCKET, startNats } from "../../scripts/nats-local.mjs";

/** A stranger: a plain NATS client with a connection id of its own and no page. */
async function stranger(nats) {
  const id = "stranger" + "x".repeat(14);
  const nc = await connect({ servers: nats.urls[0], token: id, inboxPrefix: `_INBOX.${id}`, maxReconnectAttempts: 0 });
  const ask = async (verb, body) => JSON.parse(new TextDecoder().decode(
    (await nc.request(`takaro.api.${id}.${verb}`, JSON.stringify(body), { timeout: 5000 })).data));
  return { nc, ask };
}

/** Closes the test's other pages, and leaves the harness's page, before a server stops. */
async function closePages(page, others) {
  for (const other of others) await other?.context().close();
  await page.goto("about:blank");
}

/** The NATS server the build was made for, from dist/index.html's connect-src. */
export function builtServer() {
  const html = fs.readFileSync(path.join(root, "dist", "index.html"), "utf8");
  const server = html.match(/connect-src 'self' (ws:\/\/127\.0\.0\.1:\d+)/)?.[1];
  assert(server, "dist/ was built with PAPA_TAKARO_NATS=ws://127.0.0.1:<port> (./test does this)");
  return server;
}

export const board = (page) => page.locator('[data-game="mu-torere"]');
export const position = (page) => board(page).getAttribute("data-position");
export const connected = (page) => page.waitForFunction(() =>
  document.querySelector('[data-game="mu-torere"]')?.dataset.connection === "connected", null, { timeout: 20000 });
export const shows = (page, pos) => page.waitForFunction((p) =>
  document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, pos, { timeout: 20000 });

/** The mover's move: Green plays the solved table's move, White the first that can move. */
export async function playOne(mover, pos) {
  const from = pos[0] === "g"
    ? Number(takaro("mu-torere", "best", pos).split(" ")[1])
    : Number(await mover.locator('[data-point][role="button"]').first().getAttribute("data-point"));
  await mover.locator(`[data-point="${from}"]`).click();
  const next = after(pos, from);
  await shows(mover, next);
  return next;
}

/** Makes the page believe its tab is hidden (or seen again), as switching tabs does. */
async function setHidden(page, hidden) {
  await page.evaluate((h) => {
    Object.defineProperty(document, "hidden", { value: h, configurable: true });
    Object.defineProperty(document, "visibilityState", { value: h ? "hidden" : "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

export const liveTests = [
  ["friend live: two devices play Mū tōrere and a third watches; the server restarts mid-game and no move is lost or doubled", async (page, base, ctx) => {
    const server = builtServer();
    // One origin: nats-server keeps one allowed origin a host name (the last), so the
    // test servers' other ports on 127.0.0.1 would replace the page's.
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    let white, watcher;
    try {
      const green = page;
      await green.goto(`${base}?game=mu-torere&friends=1`);
      await green.getByTestId("friend-start").locator("select").first().selectOption("green");
      await green.getByTestId("friend-start").getByText("Live: both devices stay connected to the game server", { exact: false }).waitFor();
      await green.getByRole("button", { name: "Play a friend live" }).click();
      await connected(green);
      assertEq(await board(green).getAttribute("data-seat"), "green", "the maker plays the side chosen");
      const invite = await green.locator("[data-friend-link]").getAttribute("href");
      assert(/[?&]live=[a-z2-7]{24}&as=white&invite=[A-Za-z0-9_-]{22}$/.test(invite), `the invitation claims White with its secret: ${invite}`);
      const watchLink = await green.locator("[data-watch-link]").getAttribute("href");
      const code = (await green.getByTestId("game-code").textContent()).trim();
      assert(/^[0-9A-Z]{6}$/.test(code), `a short code to type: ${code}`);

      // The friend types the code on the game's page.
      white = await (await ctx.newContext()).newPage();
      await white.goto(`${base}?game=mu-torere&friends=1`);
      await white.getByLabel("Game code:").fill(code.toLowerCase());
      await white.getByRole("button", { name: "Join" }).click();
      await white.waitForFunction(() => document.querySelector("[data-seat]")?.dataset.seat === "white", null, { timeout: 20000 });
      await connected(white);
      watcher = await (await ctx.newContext()).newPage();
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

      // A stranger cannot write the game, take a seat, or move for a side.
      const id = new URL(invite).searchParams.get("live");
      const { nc, ask } = await stranger(nats);
      const kv = await nc.jetstream().views.kv(BUCKET, { bindOnly: true }).catch(() => null);
      assert((await kv?.put(id, "not a game").then(() => "written", () => "refused")) !== "written",
        "a stranger cannot write the bucket");
      const token = "t".repeat(22);
      assertEq((await ask("claim", { id, seat: "white", invite: "i".repeat(22), token })).error, "seat-taken", "no seat without the invitation");
      assertEq((await ask("move", { id, token, ply: played + 1, record: "record=1" })).error, "seat-taken", "no move without the seat's token");
      await nc.close();
      assertEq(await position(green), pos, "the stranger changed nothing");

      // Each device reloads, or opens the game by its link again: the game comes back at once.
      await green.reload();
      await connected(green);
      await shows(green, pos);
      await white.goto(`${base}?game=mu-torere&live=${id}`);
      await connected(white);
      await shows(white, pos);
      assertEq(await board(white).getAttribute("data-seat"), "white", "the friend keeps the side after opening the link again");
      if ((await board(green).getAttribute("data-outcome")) === "ongoing") {
        pos = await playOne(devices[pos[0]], pos);
        for (const p of [green, white, watcher]) await shows(p, pos);
      }

      // The server loses the game (its time ran out): the device that has it puts it back,
      // as it stands, under a new id with a new invitation.
      const admin = await connect({ servers: nats.urls[0], user: nats.service.user, pass: nats.service.pass });
      await (await admin.jetstream().views.kv(BUCKET)).delete(id);
      await admin.close();
      await green.reload();
      await green.getByText("This live game is not on the server", { exact: false }).waitFor({ timeout: 20000 });
      await green.getByTestId("live-restore").click();
      await green.waitForURL((url) => url.searchParams.get("live") && url.searchParams.get("live") !== id, { timeout: 20000 });
      await connected(green);
      await shows(green, pos);
      assertEq(await board(green).getAttribute("data-seat"), "green", "the restored game keeps the device's side");
      const again = await green.locator("[data-friend-link]").getAttribute("href");
      assert(/&as=white&invite=[A-Za-z0-9_-]{22}$/.test(again), `a new invitation for the friend: ${again}`);
    } finally {
      await closePages(page, [white, watcher]);
      await nats.stop();
    }
  }],

  ["friend live: two devices play Moeraki Kemu by the invitation link, each move checked by the referee", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    const kemu = (p) => p.locator('[data-game="kemu"]');
    let manaia, watcher;
    const recordIs = (p, r) => p.waitForFunction((r) =>
      document.querySelector('[data-game="kemu"]')?.dataset.record === r, r, { timeout: 20000 });
    try {
      const matau = page;
      await matau.goto(`${base}?game=kemu&friends=1`);
      await matau.getByTestId("friend-start").locator("select").first().selectOption("matau");
      await matau.getByRole("button", { name: "Play a friend live" }).click();
      await matau.waitForFunction(() => document.querySelector('[data-game="kemu"]')?.dataset.connection === "connected",
        null, { timeout: 20000 });
      const invite = await matau.locator("[data-friend-link]").getAttribute("href");
      // Manaia's browser records the notifications it is asked to show.
      const manaiaContext = await ctx.newContext();
      await manaiaContext.addInitScript(() => {
        window.shownNotifications = [];
        window.closedNotifications = 0;
        window.Notification = class {
          static permission = "default";
          static requestPermission() {
            window.Notification.permission = "granted";
            return Promise.resolve("granted");
          }
          constructor(title, options) { window.shownNotifications.push({ title, body: options?.body }); }
          close() { window.closedNotifications += 1; }
          addEventListener() {}
          removeEventListener() {}
        };
      });
      manaia = await manaiaContext.newPage();
      await manaia.goto(invite);
      await manaia.waitForFunction(() => {
        const b = document.querySelector('[data-game="kemu"]');
        return b?.dataset.seat === "manaia" && b.dataset.connection === "connected";
      }, null, { timeout: 20000 });
      // "Tell me when it's my move": the browser is asked only now, on the press.
      assertEq(await manaia.evaluate(() => window.Notification.permission), "default", "not asked on load");
      await manaia.getByTestId("friend-notify").getByRole("button", { name: "Tell me when it's my move" }).click();
      await manaia.waitForFunction(() => document.querySelector('[data-testid="friend-notify"]')?.dataset.notify === "on", null, { timeout: 20000 });
      assertEq(await manaia.getByTestId("friend-notify").locator("button").getAttribute("aria-pressed"), "true", "the toggle pressed");
      let cued = false;
      const moves = takaro("kemu", "sample", "--tier", "beginner", "--seed", "5").split(" ").slice(2, 12);
      for (const [i, mv] of moves.entries()) {
        if (i === 5) {
          // Mid-game, each device opens the game again: by reloading, and by its link.
          const rec = await kemu(matau).getAttribute("data-record");
          await manaia.reload();
          await matau.goto(`${base}?game=kemu&live=${new URL(invite).searchParams.get("live")}`);
          await recordIs(matau, rec);
          await recordIs(manaia, rec);
          assertEq(await kemu(manaia).getAttribute("data-seat"), "manaia", "the friend keeps the side after a reload");
        }
        const mover = (await matau.locator(`[data-hollow="${mv}"]`).getAttribute("role")) === "button" ? matau : manaia;
        const other = mover === matau ? manaia : matau;
        // Once, Manaia's tab is hidden while Matau moves: its title and icon say it is
        // their move, and the notification Manaia asked for is shown, until the tab is
        // seen again.
        const hidden = !cued && other === manaia && i >= 1 && i < 5;
        const [title, icon] = [await other.title(), await other.locator("link[rel~=icon]").getAttribute("href")];
        if (hidden) await setHidden(other, true);
        const before = await kemu(mover).getAttribute("data-record");
        await mover.locator(`[data-hollow="${mv}"]`).click();
        const rec = `${before} ${mv}`;
        await recordIs(matau, rec);
        await recordIs(manaia, rec);
        if (hidden) {
          await other.waitForFunction((t) => document.title === `● Your move — ${t}`, title, { timeout: 20000 });
          assert((await other.locator("link[rel~=icon]").getAttribute("href")).startsWith("blob:"), "the marked icon");
          assertEq(await mover.title(), title, "no cue on the device that moved");
          await setHidden(other, false);
          await other.waitForFunction((t) => document.title === t, title, { timeout: 20000 });
          assertEq(await other.locator("link[rel~=icon]").getAttribute("href"), icon, "the icon back");
          const told = await other.evaluate(() => ({ shown: window.shownNotifications, closed: window.closedNotifications }));
          assertEq(JSON.stringify(told.shown), JSON.stringify([{ title: "Your move", body: `It is your move in ${title}.` }]), "one notification");
          assertEq(told.closed, 1, "the notification closed once the tab is seen");
          cued = true;
        }
        const ref = JSON.parse(takaro("kemu", "replay", ...rec.split(" ")));
        assertEq(await kemu(manaia).getAttribute("data-outcome"), ref.outcome === "ongoing" ? "ongoing" : ref.winner ?? "draw",
          `the outcome after ${rec}`);
      }
      assert(cued, "the tab was hidden once while Matau moved");
      // A watcher's link shows the same game.
      watcher = await (await ctx.newContext()).newPage();
      await watcher.goto(await matau.locator("[data-watch-link]").getAttribute("href"));
      await recordIs(watcher, await kemu(matau).getAttribute("data-record"));
    } finally {
      await closePages(page, [manaia, watcher]);
      await nats.stop();
    }
  }],
];
