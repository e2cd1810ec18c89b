// What friends send each other besides moves (issue 41), through the game service
// (static/live.js → crates/service, takaro_core::between) on a loopback server started from
// the shipped deploy/nats-server.conf: a resignation only by its own seat's key, a
// take-back asked and answered (declined, then accepted), a Mū tōrere draw agreed, a
// rematch with the seats swapped; a watcher's or stranger's message changes nothing; the
// players are told how many watch.
// Run by `npm run test:live` (node --test tests/live/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startNats } from "../../scripts/nats-local.mjs";
import { liveClient, stranger, GAMES, newId } from "./client.mjs";

const MU = GAMES["mu-torere"];
const KEMU = GAMES.kemu;

let nats;
before(async () => {
  nats = await startNats({ nodes: 1 });
});
after(async () => {
  await nats?.stop();
});

/** A game of `kind`, both seats taken, a watcher, and `plies` of its fixture played. */
async function game(kind, plies) {
  const server = nats.urls[0];
  const a = liveClient();
  const b = liveClient();
  const watcher = liveClient();
  const made = await a.api.create(server, kind.game, kind.start, kind.seats[0]);
  await a.api.open(server, made.id, "play");
  await b.api.open(server, made.id, `play:${kind.seats[1]}`, made.invite);
  await watcher.api.open(server, made.id, "watch");
  const players = [a, b];
  for (let ply = 1; ply <= plies; ply++) {
    const i = (ply - 1) % 2;
    assert.equal((await players[i].api.move(made.id, ply, kind.links[ply - 1], kind.seats[i])).state, "sent");
  }
  for (const page of [a, b, watcher]) {
    await page.next((e) => e.type === "state" && e.id === made.id && e.ply === plies && e.seats.length === 2, { seen: true });
  }
  const close = async () => {
    for (const client of [a, b, watcher]) await client.shutdown();
  };
  return { server, id: made.id, a, b, watcher, close };
}

/** The state every page is shown once `match` holds. */
async function seenByAll(pages, id, match, what, since = pages.map(() => 0)) {
  const states = [];
  for (const [k, page] of pages.entries()) {
    states.push(await page.next((e) => e.type === "state" && e.id === id && match(e), { since: since[k], what }));
  }
  return states;
}

/** Where each page's events stand now: what [`seenByAll`] looks from for what comes next. */
const marks = (pages) => pages.map((page) => page.events.length);

test("a resignation is its own seat's only; a watcher's or a stranger's changes nothing", async () => {
  const g = await game(KEMU, 3);
  const outsider = await stranger(nats.urls[0]);
  try {
    // A watcher's browser holds no key; a stranger's forged token holds no seat.
    await assert.rejects(g.watcher.api.between(g.id, 3, "resign"), /seat-taken/);
    const forged = await outsider.ask("between", { id: g.id, token: newId(), ply: 3, message: "resign" });
    assert.equal(forged.error, "seat-taken");
    // Manaia's key resigns Manaia: both boards and the watcher learn who won.
    await g.b.api.between(g.id, 3, "resign");
    await seenByAll([g.a, g.b, g.watcher], g.id, (e) => e.end === `resign-${KEMU.seats[1]}`, "the resignation");
    // Nothing after it: no move, no second resignation.
    await assert.rejects(g.a.api.between(g.id, 3, "resign"), /illegal/);
    await assert.rejects(g.b.api.move(g.id, 4, KEMU.links[3], KEMU.seats[1]), /moved-on/);
    assert.equal((await g.b.next((e) => e.type === "refused" && e.ply === 4, { seen: true })).reason, "illegal");
  } finally {
    await outsider.close();
    await g.close();
  }
});

test("a take-back is asked by the last mover and answered by the other: declined, then accepted", async () => {
  const g = await game(MU, 3);
  try {
    // White did not make the last move; green did.
    await assert.rejects(g.b.api.between(g.id, 3, "offer-takeback"), /illegal/);
    await g.a.api.between(g.id, 3, "offer-takeback");
    await seenByAll([g.a, g.b], g.id, (e) => e.offer?.offer === "takeback" && e.offer.by === "green", "the request");
    // Green cannot answer its own request; a watcher cannot answer it.
    await assert.rejects(g.a.api.between(g.id, 3, "accept-takeback"), /illegal/);
    await assert.rejects(g.watcher.api.between(g.id, 3, "accept-takeback"), /seat-taken/);
    // The state before the request looked the same: each page looks from now on.
    const beforeDeclining = marks([g.a, g.b]);
    await g.b.api.between(g.id, 3, "decline-takeback");
    await seenByAll([g.a, g.b], g.id, (e) => e.ply === 3 && e.offer === null && e.undone === 0, "declined", beforeDeclining);
    // Asked again and accepted: the game is back at ply 2, green to move again. The
    // request may reach white before green's call returns, so white looks from before it.
    const beforeAsking = g.b.events.length;
    await g.a.api.between(g.id, 3, "offer-takeback");
    await g.b.next((e) => e.type === "state" && e.offer?.offer === "takeback", { since: beforeAsking, what: "asked again" });
    await g.b.api.between(g.id, 3, "accept-takeback");
    const [state] = await seenByAll([g.a, g.b, g.watcher], g.id, (e) => e.ply === 2 && e.undone === 1, "taken back");
    const moves = (link) => new URLSearchParams(link).get("record");
    assert.deepEqual([moves(state.record), state.by], [moves(MU.links[1]), "white"]);
    // Green plays its third move again, another one this time or the same.
    assert.equal((await g.a.api.move(g.id, 3, MU.links[2], "green")).state, "sent");
  } finally {
    await g.close();
  }
});

test("the players are told how many watch, at once when one more arrives", async () => {
  const g = await game(MU, 1);
  const second = liveClient();
  try {
    for (const page of [g.a, g.b]) await page.next((e) => e.type === "watching" && e.id === g.id && e.count === 1, { seen: true, what: "one watcher" });
    await second.api.open(g.server, g.id, "watch");
    for (const page of [g.a, g.b, g.watcher]) await page.next((e) => e.type === "watching" && e.id === g.id && e.count === 2, { seen: true, what: "two watchers" });
    // Players are not counted, and the game's states are as they were.
    assert.ok(!g.a.events.some((e) => e.type === "watching" && e.count > 2));
  } finally {
    await second.shutdown();
    await g.close();
  }
});

test("a Mū tōrere draw is agreed; a rematch swaps the seats", async () => {
  const g = await game(MU, 2);
  try {
    await g.a.api.between(g.id, 2, "offer-draw");
    await g.b.next((e) => e.type === "state" && e.offer?.offer === "draw", { seen: true, what: "the offer" });
    await g.b.api.between(g.id, 2, "accept-draw");
    await seenByAll([g.a, g.b, g.watcher], g.id, (e) => e.end === "draw", "the draw");
    // After the game, white offers a rematch; green accepts; the seats swap.
    await g.b.api.between(g.id, 2, "offer-rematch");
    await g.a.next((e) => e.type === "state" && e.offer?.offer === "rematch", { seen: true, what: "the rematch offer" });
    await g.a.api.between(g.id, 2, "accept-rematch");
    const [forA, forB, forWatcher] = await seenByAll([g.a, g.b, g.watcher], g.id, (e) => e.round === 1, "the rematch");
    assert.deepEqual([forA.seat, forB.seat, forWatcher.seat], ["white", "green", null]);
    assert.deepEqual([forA.ply, forA.end], [0, null]);
    // The old white browser now opens the new game as green.
    assert.equal((await g.b.api.move(g.id, 1, MU.links[0], "green")).state, "sent");
    // Moeraki Kemu has no draw by agreement.
    const k = await game(KEMU, 1);
    try {
      await assert.rejects(k.a.api.between(k.id, 1, "offer-draw"), /illegal/);
    } finally {
      await k.close();
    }
  } finally {
    await g.close();
  }
});
