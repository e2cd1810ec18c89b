// Live play through the game service (static/live.js → crates/service) against real
// loopback NATS servers started from the shipped deploy/nats-server.conf
// (scripts/nats-local.mjs): creating, joining by code and by invitation, watching, moves
// in turn, reloads, restarts and a cluster losing a node and a service. The moves are the
// fixture games' (games.json): the service referees every move with the rules core.
// Run by `npm run test:live` (node --test tests/live/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { connect } from "nats";
import { startNats, BUCKET } from "../../scripts/nats-local.mjs";
import { liveClient, browserProfile, stranger, GAMES, newId } from "./client.mjs";

const MU = GAMES["mu-torere"];
const KEMU = GAMES.kemu;
/** Mū tōrere's other legal first move (the fixture plays "record=1"). */
const MU_OTHER_FIRST = "record=4";

const isState = (id, ply) => (e) => e.type === "state" && e.id === id && e.ply === ply;
/** A state's ply, record and mover. */
const pick = (state) => [state.ply, state.record, state.by];
const isConnection = (id, up) => (e) => e.type === "connection" && e.id === id && (e.state === "connected") === up;

/** The bucket as the service sees it (its own user): for checking what is stored. */
async function serviceBucket(nats, servers = nats.urls) {
  const nc = await connect({ servers, user: nats.service.user, pass: nats.service.pass });
  const kv = await nc
    .jetstream()
    .views.kv(BUCKET, { bindOnly: true })
    .catch(async (error) => {
      await nc.close();
      throw error;
    });
  const read = async (key) => {
    const entry = await kv.get(key);
    return entry && entry.operation === "PUT" ? { value: entry.json(), revision: entry.revision } : null;
  };
  return { nc, kv, read, close: () => nc.close() };
}

/**
 * Game `id` as the service stored it, read through `servers` of a cluster that lost a
 * node. JetStream's API may leave a request unanswered while the cluster settles (seen
 * in full test runs right after the release build, never alone), so each try has a
 * connection of its own, until one is answered: at most six.
 */
async function storedAfterLoss(cluster, servers, id) {
  let failure;
  for (let attempt = 1; attempt <= 6; attempt++) {
    let bucket = null;
    try {
      // Binding asks JetStream too (the manager's account request), so it is inside the try.
      bucket = await serviceBucket(cluster, servers);
      return (await bucket.read(id)).value;
    } catch (error) {
      failure = error;
    } finally {
      await bucket?.close();
    }
  }
  throw failure;
}

/** A game of `kind` with both seats taken (the second by invitation), both pages open. */
async function seatedGame(server, kind = MU) {
  const a = liveClient();
  const b = liveClient();
  const made = await a.api.create(server, kind.game, kind.start, kind.seats[0]);
  await a.api.open(server, made.id, "play");
  const opened = await b.api.open(server, made.id, `play:${kind.seats[1]}`, made.invite);
  assert.equal(opened.seat, kind.seats[1]);
  await a.next((e) => e.type === "state" && e.id === made.id && e.seats.includes(kind.seats[1]), { seen: true });
  return { a, b, id: made.id, code: made.code, invite: made.invite, kind };
}

/**
 * Plays plies `from`..`to` of the fixture game (the first seat moves first, then they
 * alternate); each move must be stored at once, and every page in `pages` (the players,
 * watchers) must see it before the next.
 */
async function play(game, players, from, to, watchers = []) {
  for (let ply = from; ply <= to; ply++) {
    const i = (ply - 1) % 2;
    const record = game.kind.links[ply - 1];
    const result = await players[i].api.move(game.id, ply, record, game.kind.seats[i]);
    assert.equal(result.state, "sent", `ply ${ply} was not stored at once`);
    for (const page of [...players, ...watchers]) {
      await page.next((e) => isState(game.id, ply)(e) && e.record === record, { seen: true, what: `ply ${ply}` });
    }
  }
}

/** The plies a page was shown, in order (each once, with the fixture's record). */
function assertSawEveryPly(page, game, to, label) {
  const shown = page.events.filter((e) => e.type === "state" && e.id === game.id && e.ply > 0);
  assert.deepEqual(shown.map((e) => e.ply), Array.from({ length: to }, (_, k) => k + 1), `${label}: the plies shown`);
  shown.forEach((e) => assert.equal(e.record, game.kind.links[e.ply - 1], `${label}: ply ${e.ply}`));
}

let single;
before(async () => {
  single = await startNats({ nodes: 1 });
});
after(async () => {
  await single?.stop();
});

test("a game is made; its code takes the open seat once, and then the code is gone", async () => {
  const server = single.urls[0];
  const bucket = await serviceBucket(single);
  const a = liveClient();
  const b = liveClient();
  const c = liveClient();
  try {
    const made = await a.api.create(server, KEMU.game, KEMU.start, KEMU.seats[0]);
    assert.match(made.id, /^[a-z2-7]{24}$/);
    assert.match(made.code, /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    assert.match(made.invite, /^[A-Za-z0-9_-]{22,64}$/);
    assert.equal(made.seat, KEMU.seats[0]);

    // The service keeps hashes, never the secrets.
    const { token } = await a.profile.keys.get(made.id);
    const stored = await bucket.read(made.id);
    assert.deepEqual(Object.keys(stored.value.seats), [KEMU.seats[0]]);
    assert.doesNotMatch(JSON.stringify(stored.value), new RegExp(`${token}|${made.invite}`));
    assert.equal((await bucket.read(`code.${made.code}`)).value.id, made.id);

    await assert.rejects(c.api.code(server, "ZZZZZ"), /bad-code/);
    await assert.rejects(c.api.code(server, made.code === "222222" ? "333333" : "222222"), /bad-code/);
    await assert.rejects(c.api.open(server, "a".repeat(24), "watch"), /not-found/);

    // Typed in lower case with a space, as people do.
    const code = `${made.code.slice(0, 3)} ${made.code.slice(3)}`.toLowerCase();
    assert.deepEqual(await b.api.code(server, code), { id: made.id, seat: KEMU.seats[1] });
    assert.equal(await bucket.read(`code.${made.code}`), null, "the code is forgotten once its seat is taken");
    const after = (await bucket.read(made.id)).value;
    assert.deepEqual(Object.keys(after.seats).sort(), [...KEMU.seats].sort());
    assert.equal(after.code, null);
    assert.equal(after.invite, null);

    // Now the code leads nowhere, and the invitation is spent too.
    await assert.rejects(c.api.code(server, made.code), /bad-code/);
    await assert.rejects(c.api.open(server, made.id, `play:${KEMU.seats[1]}`, made.invite), /seat-taken/);
    await assert.rejects(c.api.open(server, made.id, `play:${KEMU.seats[0]}`, made.invite), /seat-taken/);

    // The one who typed the code holds the seat; the creator holds theirs.
    assert.equal((await b.api.open(server, made.id, "play")).seat, KEMU.seats[1]);
    const mine = await a.api.open(server, made.id, "play");
    assert.deepEqual([mine.game, mine.start, mine.seat, mine.invite], [KEMU.game, KEMU.start, KEMU.seats[0], made.invite]);
    const game = { id: made.id, kind: KEMU };
    await play(game, [a, b], 1, 2);
  } finally {
    for (const client of [a, b, c]) await client.shutdown();
    await bucket.close();
  }
});

test("the invitation takes the open seat; without it, or with a wrong one, the seat stays open", async () => {
  const server = single.urls[0];
  const bucket = await serviceBucket(single);
  const a = liveClient();
  const b = liveClient();
  const c = liveClient();
  const watcher = liveClient();
  try {
    const made = await a.api.create(server, MU.game, MU.start, "green");
    await a.api.open(server, made.id, "play");
    await assert.rejects(c.api.open(server, made.id, "play:white"), /seat-taken/);
    await assert.rejects(c.api.open(server, made.id, "play:white", newId()), /seat-taken/);
    await assert.rejects(c.api.open(server, made.id, "play:green", made.invite), /seat-taken/);
    assert.deepEqual(Object.keys((await bucket.read(made.id)).value.seats), ["green"], "the seat is still open");

    const opened = await b.api.open(server, made.id, "play:white", made.invite);
    assert.deepEqual([opened.seat, opened.invite], ["white", null]);
    await a.next((e) => e.type === "state" && e.id === made.id && e.seats.includes("white"), { seen: true });
    // The seat is taken: the invitation and the code are spent.
    await assert.rejects(c.api.open(server, made.id, "play:white", made.invite), /seat-taken/);
    await assert.rejects(c.api.code(server, made.code), /bad-code/);
    assert.equal(await bucket.read(`code.${made.code}`), null);

    // A second tab of the friend's browser (same IndexedDB) opens the same link: same seat.
    const tab = liveClient(b.profile);
    assert.equal((await tab.api.open(server, made.id, "play:white", made.invite)).seat, "white");
    await tab.shutdown();

    // A watcher sees the game and cannot move.
    const watched = await watcher.api.open(server, made.id, "watch");
    assert.equal(watched.seat, null);
    assert.deepEqual(watched.state.seats, ["green", "white"]);
    await assert.rejects(watcher.api.move(made.id, 1, MU.links[0], "green"), /seat-taken/);
    await play({ id: made.id, kind: MU }, [a, b], 1, 3, [watcher]);
  } finally {
    for (const client of [a, b, c, watcher]) await client.shutdown();
    await bucket.close();
  }
});

test("moves in turn, refereed: out of turn, illegal and stale moves are refused; a watcher sees every ply", async () => {
  const server = single.urls[0];
  const game = await seatedGame(server);
  const { a, b, id } = game;
  const watcher = liveClient();
  try {
    await watcher.api.open(server, id, "watch");
    // White may not open the game (green moves first), nor may green play a broken move.
    await assert.rejects(b.api.move(id, 1, MU.links[0], "white"), /moved-on/);
    assert.equal((await b.next((e) => e.type === "refused" && e.ply === 1, { seen: true })).reason, "seat-taken");
    await assert.rejects(a.api.move(id, 1, "record=5", "green"), /moved-on/);
    assert.equal((await a.next((e) => e.type === "refused" && e.ply === 1, { seen: true })).reason, "illegal");
    // Green claims to move for white too: a record two moves on.
    await assert.rejects(a.api.move(id, 1, MU.links[1], "green"), /moved-on/);
    // The page's own seat only.
    await assert.rejects(a.api.move(id, 1, MU.links[0], "white"), /seat-taken/);

    await play(game, [a, b], 1, 6, [watcher]);
    // A move on a ply already played is refused before it is sent.
    await assert.rejects(a.api.move(id, 5, MU.links[4], "green"), /moved-on/);
    await play(game, [a, b], 7, 10, [watcher]);
    for (const [page, label] of [[a, "green"], [b, "white"], [watcher, "watcher"]]) assertSawEveryPly(page, game, 10, label);
  } finally {
    for (const client of [a, b, watcher]) await client.shutdown();
  }
});

test("two tabs of one seat race on the same ply: exactly one move lands", async () => {
  const server = single.urls[0];
  const game = await seatedGame(server);
  const { a, b, id } = game;
  const tab = liveClient(a.profile);
  const bucket = await serviceBucket(single);
  try {
    assert.equal((await tab.api.open(server, id, "play")).seat, "green");
    const results = await Promise.allSettled([a.api.move(id, 1, MU.links[0], "green"), tab.api.move(id, 1, MU_OTHER_FIRST, "green")]);
    assert.equal(results.filter((r) => r.status === "fulfilled").length, 1, JSON.stringify(results));
    assert.match(results.find((r) => r.status === "rejected").reason.message, /moved-on/);
    const stored = (await bucket.read(id)).value;
    assert.equal(stored.ply, 1);
    const winner = stored.record;
    assert.ok([MU.links[0], MU_OTHER_FIRST].includes(winner));
    for (const page of [a, b, tab]) {
      await page.next((e) => isState(id, 1)(e) && e.record === winner, { seen: true });
      assert.ok(!page.events.some((e) => isState(id, 1)(e) && e.record !== winner), "no page was shown the losing move");
    }
  } finally {
    for (const client of [a, b, tab]) await client.shutdown();
    await bucket.close();
  }
});

test("a reload (the same browser profile) reopens the game at once and keeps its seat", async () => {
  const server = single.urls[0];
  const game = await seatedGame(server);
  const { id } = game;
  let { a, b } = game;
  const stranger = liveClient();
  try {
    await play(game, [a, b], 1, 3);
    await a.shutdown();
    a = liveClient(a.profile);
    const reopened = await a.api.open(server, id, "play");
    assert.deepEqual([reopened.seat, reopened.state.ply, reopened.state.record], ["green", 3, MU.links[2]]);
    // The friend opens the invitation link again.
    await b.shutdown();
    b = liveClient(b.profile);
    const again = await b.api.open(server, id, "play:white", game.invite);
    assert.deepEqual([again.seat, again.state.ply], ["white", 3]);
    // Another browser holds no seat here.
    await assert.rejects(stranger.api.open(server, id, "play"), /seat-taken/);
    assert.equal((await stranger.api.open(server, id, "watch")).state.ply, 3);
    await play(game, [a, b], 4, 6, [stranger]);
  } finally {
    for (const client of [a, b, stranger]) await client.shutdown();
  }
});

/**
 * Resolves once the game service answers again (after a restart of the server or the
 * service: until the service has reconnected, a new connection is refused, as the auth
 * callout has no one to answer it).
 */
async function serviceAnswers(nats, url = nats.urls[0]) {
  for (let tries = 0; tries < 100; tries++) {
    const probe = await stranger(url).catch(() => null);
    const answer = await probe?.ask("open", { id: "a".repeat(24) }).catch(() => null);
    await probe?.close();
    if (answer?.error === "not-found") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the game service did not answer again");
}

test("a server and a service stopped mid-game: moves made meanwhile are sent once when they are back", { timeout: 90000 }, async () => {
  const own = await startNats({ nodes: 1 });
  const game = await seatedGame(own.urls[0]);
  const { a, b, id } = game;
  try {
    await play(game, [a, b], 1, 1);
    const bucket = await serviceBucket(own);
    const atOne = await bucket.read(id);
    await bucket.close();

    // The server goes down: white's move is kept on the device, and sent once it is back.
    const aDown = a.next(isConnection(id, false));
    const bDown = b.next(isConnection(id, false));
    await own.nodes[0].stop();
    await Promise.all([aDown, bDown]);
    assert.equal((await b.api.move(id, 2, MU.links[1], "white")).state, "pending");
    const aUp = a.next(isConnection(id, true));
    const sent = b.next((e) => e.type === "sent" && e.id === id && e.ply === 2);
    await own.nodes[0].start();
    await Promise.all([aUp, sent]);
    // Green's page also reopens the game's link, and has white's move at once.
    assert.deepEqual(pick((await a.api.open(own.urls[0], id, "play")).state), [2, MU.links[1], "white"]);

    // The service goes down (the server stays): green's move waits, then goes.
    await own.services[0].stop();
    assert.equal((await a.api.move(id, 3, MU.links[2], "green")).state, "pending");
    const sentAgain = a.next((e) => e.type === "sent" && e.id === id && e.ply === 3);
    await own.services[0].start();
    await sentAgain;
    // Both pages reopen the link (their waits were lost with the service process).
    assert.deepEqual(pick((await b.api.open(own.urls[0], id, "play")).state), [3, MU.links[2], "green"]);
    await a.api.open(own.urls[0], id, "play");
    await play(game, [a, b], 4, 5);

    // Each move was written once: four writes after ply 1's, for plies 2 to 5.
    const check = await serviceBucket(own);
    const atFive = await check.read(id);
    await check.close();
    assert.deepEqual([atFive.value.ply, atFive.value.record], [5, MU.links[4]]);
    assert.equal(atFive.revision - atOne.revision, 4, "each ply stored exactly once");
    assert.equal(a.events.filter((e) => e.type === "sent" && e.ply === 3).length, 1);
    assert.equal(b.events.filter((e) => e.type === "sent" && e.ply === 2).length, 1);
    for (const page of [a, b]) {
      const plies = page.events.filter((e) => e.type === "state" && e.ply > 0).map((e) => e.ply);
      assert.deepEqual(plies, [...plies].sort((x, y) => x - y), "states only go forward");
    }
  } finally {
    await a.shutdown();
    await b.shutdown();
    await own.stop();
  }
});

// The `wait` a page has in flight when its connection drops is lost with it: live.js
// sends a new one on reconnect, and a service process stopped with SIGTERM answers the
// waits it holds, so a page left open sees the other side's next move after a service
// restart at once, and after a server restart at the latest when its wait times out.
test("a page left open through a server restart, or a service restart, sees the next move", {
  timeout: 90000,
}, async () => {
  const own = await startNats({ nodes: 1 });
  const game = await seatedGame(own.urls[0]);
  const { a, b, id } = game;
  try {
    await play(game, [a, b], 1, 1);
    const aDown = a.next(isConnection(id, false));
    await own.nodes[0].stop();
    await aDown;
    const aUp = a.next(isConnection(id, true));
    await own.nodes[0].start();
    await aUp;
    await serviceAnswers(own);
    await b.api.move(id, 2, MU.links[1], "white");
    // KNOWN (docs/live.md): just after a server restart the mover's first try can go
    // unanswered (the move then shows "pending"); its page keeps the move and sends it
    // again, so the page left open sees it seconds later. Nothing is lost.
    await a.next(isState(id, 2), { seen: true, timeout: 25000, what: "ply 2 on the page left open through the restart" });

    await own.services[0].stop();
    await own.services[0].start();
    await a.api.move(id, 3, MU.links[2], "green");
    await b.next(isState(id, 3), { seen: true, timeout: 25000, what: "ply 3 on the page left open through the service restart" });
  } finally {
    await a.shutdown();
    await b.shutdown();
    await own.stop();
  }
});

test("a move made offline survives a reload of the page and is sent when it opens again", { timeout: 60000 }, async () => {
  const own = await startNats({ nodes: 1 });
  const game = await seatedGame(own.urls[0]);
  let { a, b } = game;
  const { id } = game;
  try {
    await play(game, [a, b], 1, 1);
    await a.shutdown(); // Green's tab is closed for now.
    const bDown = b.next(isConnection(id, false));
    await own.nodes[0].stop();
    await bDown;
    assert.equal((await b.api.move(id, 2, MU.links[1], "white")).state, "pending");
    await b.shutdown(); // The tab is reloaded: only its profile (IndexedDB, localStorage) stays.
    await own.nodes[0].start();
    // A page opened before the service has reconnected is refused ("unreachable"): the
    // page offers to try again; the test waits for the service instead.
    await serviceAnswers(own);
    b = liveClient(b.profile);
    const sent = b.next((e) => e.type === "sent" && e.ply === 2);
    assert.equal((await b.api.open(own.urls[0], id, "play")).seat, "white");
    await sent;
    a = liveClient(a.profile);
    assert.deepEqual(pick((await a.api.open(own.urls[0], id, "play")).state), [2, MU.links[1], "white"]);
    await play(game, [a, b], 3, 4);
  } finally {
    await a.shutdown();
    await b.shutdown();
    await own.stop();
  }
});

/** The cluster the two cluster tests share (started once: it takes seconds to elect). */
let clusterStarted = null;
function sharedCluster() {
  clusterStarted ??= startCluster();
  return clusterStarted;
}
after(async () => {
  await (await clusterStarted?.catch(() => null))?.stop();
});

function startCluster() {
  // The shipped sizes: each service divides the account's disk among the three replicas.
  return startNats({ nodes: 3, services: 2 });
}

// On a three-node cluster with two service processes, a `wait` is woken by the writer's
// `takaro.changed` notice (sent once the write is acknowledged) and reads until the
// replica that answers has the write: the other board shows each move at once (it once
// lagged by WAIT_FOR, 15 s, reading a replica a moment behind).
// Its timeout allows the cluster's start (each process gets a minute to be ready, and
// says why when it is not) before the moves.
test("in a three-node cluster with two services, the other board shows each move at once", {
  timeout: 180000,
}, async () => {
  const cluster = await sharedCluster();
  const game = await seatedGame(cluster.urls[0]);
  try {
    for (let ply = 1; ply <= 6; ply++) {
      const i = (ply - 1) % 2;
      await [game.a, game.b][i].api.move(game.id, ply, MU.links[ply - 1], MU.seats[i]);
      await [game.b, game.a][i].next(isState(game.id, ply), { seen: true, timeout: 2000, what: `ply ${ply} on the other board` });
    }
  } finally {
    await game.a.shutdown();
    await game.b.shutdown();
  }
});

test("a three-node cluster with two services loses a node and a service mid-game: nothing is lost", { timeout: 120000 }, async () => {
  // Runs after the test above on the same cluster: it kills a node and a service.
  const cluster = await sharedCluster();
  // The pages know one address (the first node's), as a page does; they learn the others.
  const first = cluster.urls[0];
  const game = await seatedGame(first);
  const { a, b, id } = game;
  const watcher = liveClient();
  try {
    await watcher.api.open(cluster.urls[1], id, "watch");
    // Each side moves as soon as its move is stored (not waiting to see the other's);
    // the pages must end at the last move, having only gone forward through the
    // fixture's states.
    const moveFor = async (ply) => {
      const i = (ply - 1) % 2;
      return (await [a, b][i].api.move(id, ply, MU.links[ply - 1], MU.seats[i])).state;
    };
    for (let ply = 1; ply <= 4; ply++) assert.equal(await moveFor(ply), "sent", `ply ${ply}`);

    // Green moves as the first node and the first service are killed.
    const aBack = a.next((e) => isConnection(id, true)(e) && a.events.some(isConnection(id, false)));
    const moving = moveFor(5);
    await Promise.all([cluster.nodes[0].stop("SIGKILL"), cluster.services[0].stop("SIGKILL")]);
    assert.ok(["sent", "pending"].includes(await moving));
    await aBack;
    // White's page shows ply 5 once its client has moved to another node.
    await b.next((e) => isState(id, 5)(e) && e.record === MU.links[4], { seen: true, what: "ply 5 after the kill" });
    for (let ply = 6; ply <= 12; ply++) assert.equal(await moveFor(ply), "sent", `ply ${ply}`);
    for (const [page, label] of [[a, "green"], [b, "white"], [watcher, "watcher"]]) {
      await page.next(isState(id, 12), { seen: true, what: `ply 12 (${label})` });
      const shown = page.events.filter((e) => e.type === "state" && e.id === id && e.ply > 0);
      shown.forEach((e, k) => {
        assert.equal(e.record, MU.links[e.ply - 1], `${label}: ply ${e.ply}`);
        if (k) assert.ok(e.ply > shown[k - 1].ply, `${label}: states only go forward`);
      });
    }
    const stored = await storedAfterLoss(cluster, cluster.urls.slice(1), id);
    assert.deepEqual([stored.ply, stored.record, stored.by], [12, MU.links[11], "white"]);
  } finally {
    for (const client of [a, b, watcher]) await client.shutdown();
  }
});

test("a page with a profile but no seat, and a game that never was: refused plainly", async () => {
  const server = single.urls[0];
  const page = liveClient(browserProfile());
  try {
    await assert.rejects(page.api.open(server, "not-an-id", "watch"), /not-found/);
    await assert.rejects(page.api.open(server, "b".repeat(24), "play"), /not-found/);
    await assert.rejects(page.api.create(server, MU.game, MU.start, "Green!"), /bad-code/);
  } finally {
    await page.shutdown();
  }
});
