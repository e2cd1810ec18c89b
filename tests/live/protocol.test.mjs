// Live play's protocol (static/live.js) against real loopback NATS servers started from
// the shipped deploy/nats-server.conf (scripts/nats-local.mjs): run by `node --test tests/live/`.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { connect } from "nats";
import { startNats, BUCKET } from "../../scripts/nats-local.mjs";
import { liveClient, browserProfile } from "./client.mjs";

const START = "game=mu-torere";

/** The bucket as an anonymous client sees it (the players' permissions), for forging. */
async function rawBucket(servers) {
  const nc = await connect({ servers });
  const kv = await nc.jetstream({ checkAPI: false }).views.kv(BUCKET, { bindOnly: true, allow_direct: true });
  return { nc, kv };
}

/** Every stored value of the game, oldest first (parsed; garbage as null). */
async function history(kv, id) {
  const out = [];
  for await (const entry of await kv.history({ key: id })) {
    try {
      out.push(JSON.parse(new TextDecoder().decode(entry.value)));
    } catch {
      out.push(null);
    }
  }
  return out;
}

const isState = (id, ply) => (e) => e.type === "state" && e.id === id && e.ply === ply;

/** A game with green (a) and white (b) seated, both pages open. */
async function seatedGame(servers) {
  const a = liveClient();
  const b = liveClient();
  const made = await a.api.create(servers, "mu-torere", START, "green");
  await a.api.open(servers, made.id, "play");
  const opened = await b.api.open(servers, made.id, "play:white");
  assert.equal(opened.seat, "white");
  await a.next((e) => e.type === "state" && e.seats.includes("white"), { seen: true });
  return { a, b, id: made.id, code: made.code };
}

let single;
before(async () => {
  single = await startNats({ nodes: 1 });
});
after(async () => {
  await single?.stop();
});

test("a game is made, found by its code, its seats claimed once, and watched", async () => {
  const servers = single.urls[0];
  const profileA = browserProfile();
  const a = liveClient(profileA);
  const made = await a.api.create(servers, "kemu", START, "matau");
  assert.match(made.id, /^[a-z2-7]{24}$/);
  assert.match(made.code, /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
  assert.equal(made.seat, "matau");
  assert.deepEqual(await a.api.code(servers, made.code.toLowerCase()), { id: made.id });
  await assert.rejects(a.api.code(servers, "ZZZZZ"), /bad-code/);
  await assert.rejects(a.api.open(servers, "a".repeat(24), "watch"), /not-found/);

  const mine = await a.api.open(servers, made.id, "play");
  assert.deepEqual([mine.game, mine.start, mine.seat], ["kemu", START, "matau"]);

  const b = liveClient();
  assert.equal((await b.api.open(servers, made.id, "play:manaia")).seat, "manaia");
  const c = liveClient();
  await assert.rejects(c.api.open(servers, made.id, "play:manaia"), /seat-taken/);
  await assert.rejects(c.api.open(servers, made.id, "play:matau"), /seat-taken/);
  const watcher = liveClient();
  assert.equal((await watcher.api.open(servers, made.id, "watch")).seat, null);
  await assert.rejects(watcher.api.move(made.id, 1, "m1", "matau"), /seat-taken/);

  // A second tab of the first browser (same IndexedDB) keeps its seat.
  const tab = liveClient(profileA);
  assert.equal((await tab.api.open(servers, made.id, "play:manaia")).seat, "matau");

  const state = await watcher.next(isState(made.id, 0), { seen: true });
  assert.deepEqual(state.seats, ["manaia", "matau"]);
  await a.api.move(made.id, 1, "m1", "matau");
  assert.equal((await watcher.next(isState(made.id, 1), { seen: true })).record, "m1");
  await b.next(isState(made.id, 1), { seen: true });
  for (const client of [a, b, c, watcher, tab]) await client.shutdown();
});

test("two moves on the same ply race: exactly one lands, the other is refused", async () => {
  const servers = single.urls[0];
  const { a, b, id } = await seatedGame(servers);
  const results = await Promise.allSettled([a.api.move(id, 1, "g1", "green"), b.api.move(id, 1, "w1", "white")]);
  assert.equal(results.filter((r) => r.status === "fulfilled").length, 1);
  assert.match(results.find((r) => r.status === "rejected").reason.message, /moved-on/);
  const raw = await rawBucket(servers);
  const plies = (await history(raw.kv, id)).filter((v) => v?.ply === 1);
  assert.equal(plies.length, 1);
  const winner = plies[0].record;
  await a.next((e) => isState(id, 1)(e) && e.record === winner, { seen: true });
  await b.next((e) => isState(id, 1)(e) && e.record === winner, { seen: true });
  assert.ok(a.events.concat(b.events).some((e) => e.type === "refused" && e.ply === 1));
  await raw.nc.close();
  await a.shutdown();
  await b.shutdown();
});

test("forged, oversized and garbled values are ignored and counted; the game goes on", async () => {
  const servers = single.urls[0];
  const { a, b, id } = await seatedGame(servers);
  await a.api.move(id, 1, "g1", "green");
  await b.next(isState(id, 1), { seen: true });
  const raw = await rawBucket(servers);
  const latest = JSON.parse(new TextDecoder().decode((await raw.kv.get(id)).value));
  const enc = (value) => new TextEncoder().encode(typeof value === "string" ? value : JSON.stringify(value));

  // White's move signed by a key that is not white's.
  const stranger = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  const sig = Buffer.from(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, stranger.privateKey,
    new TextEncoder().encode(`${id}\n2\nwhite\ng1 w-forged`))).toString("base64url");
  await raw.kv.put(id, enc({ ...latest, ply: 2, record: "g1 w-forged", by: "white", sig }));
  // White's seat given to the stranger's key, with a move signed by it.
  const jwk = await crypto.subtle.exportKey("jwk", (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign"])).publicKey);
  await raw.kv.put(id, enc({ ...latest, seats: { ...latest.seats, white: { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y } } }));
  await raw.kv.put(id, enc(" ".repeat(20000) + JSON.stringify(latest)));
  await raw.kv.put(id, enc("{not json"));
  await raw.kv.delete(id);

  const fifth = (e) => e.type === "ignored" && e.id === id && e.count === 5;
  await a.next(fifth, { seen: true });
  await b.next(fifth, { seen: true });
  for (const client of [a, b]) {
    assert.ok(!client.events.some((e) => e.type === "state" && (e.ply === 2 || e.record !== "g1") && e.ply > 0));
  }
  // A page opened now (a third browser) finds the last valid value under the garbage.
  const late = liveClient();
  const opened = await late.api.open(servers, id, "watch");
  assert.deepEqual([opened.state.ply, opened.state.record], [1, "g1"]);

  // White's real move is written on top of the garbage.
  await b.api.move(id, 2, "g1 w2", "white");
  await a.next((e) => isState(id, 2)(e) && e.record === "g1 w2", { seen: true });
  await late.next(isState(id, 2), { seen: true });
  await raw.nc.close();
  for (const client of [a, b, late]) await client.shutdown();
});

test("a server stopped mid-game: the move made meanwhile is sent once on reconnect", { timeout: 60000 }, async () => {
  const own = await startNats({ nodes: 1 });
  try {
    const servers = own.urls[0];
    const { a, b, id } = await seatedGame(servers);
    await a.api.move(id, 1, "g1", "green");
    await b.next(isState(id, 1), { seen: true });

    const aDown = a.next((e) => e.type === "connection" && e.state !== "connected");
    const bDown = b.next((e) => e.type === "connection" && e.state !== "connected");
    await own.nodes[0].stop();
    await Promise.all([aDown, bDown]);
    const result = await b.api.move(id, 2, "g1 w2", "white");
    assert.equal(result.state, "pending");

    const aUp = a.next((e) => e.type === "connection" && e.state === "connected");
    const sent = b.next((e) => e.type === "sent" && e.ply === 2);
    await own.nodes[0].start();
    await Promise.all([aUp, sent]);
    assert.equal((await a.next(isState(id, 2), { seen: true })).record, "g1 w2");
    await a.api.move(id, 3, "g1 w2 g3", "green");
    await b.next(isState(id, 3), { seen: true });

    const raw = await rawBucket(servers);
    assert.deepEqual((await history(raw.kv, id)).map((v) => v.ply), [0, 0, 1, 2, 3]);
    await raw.nc.close();
    await a.shutdown();
    await b.shutdown();
  } finally {
    await own.stop();
  }
});

test("a three-node cluster (R3 bucket) loses the node the pages use: the game goes on", { timeout: 60000 }, async () => {
  const cluster = await startNats({ nodes: 3 });
  try {
    const first = cluster.urls[0];
    const { a, b, id } = await seatedGame(first);
    await a.api.move(id, 1, "g1", "green");
    await b.next(isState(id, 1), { seen: true });

    const aDown = a.next((e) => e.type === "connection" && e.state !== "connected");
    const aBack = a.next((e) => e.type === "connection" && e.state === "connected");
    const bBack = b.next((e) => e.type === "connection" && e.state === "connected");
    await cluster.nodes[0].stop();
    await aDown;
    await Promise.all([aBack, bBack]);
    await b.api.move(id, 2, "g1 w2", "white");
    await b.next((e) => e.type === "sent" && e.ply === 2, { seen: true });
    assert.equal((await a.next(isState(id, 2), { seen: true })).record, "g1 w2");
    await a.api.move(id, 3, "g1 w2 g3", "green");
    await b.next(isState(id, 3), { seen: true });
    await a.shutdown();
    await b.shutdown();
  } finally {
    await cluster.stop();
  }
});

test("a move made offline survives a reload of the page and is sent when it opens again", { timeout: 30000 }, async () => {
  const own = await startNats({ nodes: 1 });
  try {
    const servers = own.urls[0];
    const { a, b, id } = await seatedGame(servers);
    const bDown = b.next((e) => e.type === "connection" && e.state !== "connected");
    await own.nodes[0].stop();
    await bDown;
    assert.equal((await b.api.move(id, 1, "w-first", "white")).state, "pending");
    await b.shutdown(); // The tab is reloaded: only its profile (IndexedDB, localStorage) stays.
    await own.nodes[0].start();
    const reloaded = liveClient(b.profile);
    const sent = reloaded.next((e) => e.type === "sent" && e.ply === 1);
    assert.equal((await reloaded.api.open(servers, id, "play")).seat, "white");
    await sent;
    assert.equal((await a.next(isState(id, 1), { seen: true })).record, "w-first");
    await a.shutdown();
    await reloaded.shutdown();
  } finally {
    await own.stop();
  }
});
