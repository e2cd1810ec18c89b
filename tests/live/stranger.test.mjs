// A stranger who has the server's address (every page carries it) and no page: plain
// NATS clients over TCP and over the WebSocket (npm nats, nats.ws; raw sockets for what a
// client library will not send), against a server and a game service started from the
// shipped deploy/nats-server.conf with its default limits (scripts/nats-local.mjs). They
// must read nothing and change nothing, while two real players play and a friend waits to
// join by invitation and by code. Run by `npm run test:live` (node --test tests/live/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import { connect } from "nats";
import { startNats, BUCKET } from "../../scripts/nats-local.mjs";
import { liveClient, stranger, wsConnect, newId, GAMES } from "./client.mjs";

const MU = GAMES["mu-torere"];
const KEMU = GAMES.kemu;
const STREAM = `KV_${BUCKET}`;
const TRANSPORTS = ["tcp", "ws"];

const isState = (id, ply) => (e) => e.type === "state" && e.id === id && e.ply === ply;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let nats;
/** The real game (green `a`, white `b`), played on by `advance` between the attacks. */
let real;
/** Games with an open seat: `byLink` for the invited friend, `byCode` for the friend with the code. */
let byLink;
let byCode;
let creator;
/** The service's own view of the bucket. */
let bucket;

/** The server's refusal of a publish on `subject` (a request to it rejects with it). */
const refusedBy = (subject) => (err) =>
  err.code === "PERMISSIONS_VIOLATION" && err.message.includes(`Permissions Violation for Publish to "${subject}"`);

const url = (transport) => (transport === "ws" ? nats.wsUrls[0] : nats.urls[0]);
/** A stranger's connection over "tcp" or "ws". */
const over = (transport) => stranger(url(transport), { transport });

/** Plays the real game's next `n` moves; both players must see each before the next. */
async function advance(n) {
  for (let k = 0; k < n; k++) {
    const ply = real.ply + 1;
    const i = (ply - 1) % 2;
    const record = MU.links[ply - 1];
    assert.equal((await real.players[i].api.move(real.id, ply, record, MU.seats[i])).state, "sent", `ply ${ply}`);
    for (const page of real.players) {
      await page.next((e) => isState(real.id, ply)(e) && e.record === record, { seen: true, what: `ply ${ply}` });
    }
    real.ply = ply;
  }
}

/** A stored value and its revision (via the service's own user). */
async function stored(key) {
  const entry = await bucket.kv.get(key);
  return entry && entry.operation === "PUT" ? { value: entry.json(), revision: entry.revision } : null;
}

before(async () => {
  nats = await startNats({ nodes: 1 });
  const nc = await connect({ servers: nats.urls[0], user: nats.service.user, pass: nats.service.pass });
  bucket = { nc, kv: await nc.jetstream().views.kv(BUCKET, { bindOnly: true }), jsm: await nc.jetstreamManager() };

  const a = liveClient();
  const b = liveClient();
  const made = await a.api.create(nats.urls[0], MU.game, MU.start, "green");
  await a.api.open(nats.urls[0], made.id, "play");
  await b.api.open(nats.urls[0], made.id, "play:white", made.invite);
  real = { id: made.id, players: [a, b], ply: 0, tokens: [] };
  for (const page of [a, b]) real.tokens.push((await page.profile.keys.get(made.id)).token);
  await advance(2);

  creator = liveClient();
  byLink = await creator.api.create(nats.urls[0], MU.game, MU.start, "green");
  byCode = await creator.api.create(nats.urls[0], KEMU.game, KEMU.start, KEMU.seats[0]);
  await creator.api.open(nats.urls[0], byLink.id, "play");
  await creator.api.open(nats.urls[0], byCode.id, "play");
});

after(async () => {
  for (const page of [...(real?.players ?? []), creator]) await page?.shutdown();
  await bucket?.nc.close();
  await nats?.stop();
});

test("a connection without a connection id is refused, over TCP and the WebSocket", async () => {
  const wsOpen = await wsConnect();
  for (const [transport, open] of [["tcp", connect], ["ws", wsOpen]]) {
    const tokens = [undefined, "", "short", ">", "a".repeat(21), "a".repeat(23), "abc.def.ghi.jkl.mnop.qr", "abcdefghijklmnopqrstu*"];
    for (const token of tokens) {
      await assert.rejects(open({ servers: url(transport), token, reconnect: false }), (err) => err.code === "AUTHORIZATION_VIOLATION",
        `${transport} ${JSON.stringify(token)}`);
    }
    // Nor as the service, without its password.
    await assert.rejects(open({ servers: url(transport), user: "service", pass: "takaro0", reconnect: false }),
      (err) => err.code === "AUTHORIZATION_VIOLATION", `${transport} as the service`);
  }
});

test("a stranger reads nothing: no keys, no watch, no inboxes, no stream, no consumer, no direct get", async () => {
  const before = await bucket.jsm.streams.info(STREAM);
  const playerInbox = `_INBOX.${real.players[0].connectionIds[0]}.>`;
  for (const transport of TRANSPORTS) {
    const s = await over(transport);
    const heard = [];
    const subjects = [">", "*", "$KV.>", `$KV.${BUCKET}.>`, `$KV.${BUCKET}.${real.id}`, `$KV.${BUCKET}.code.${byCode.code}`,
      "_INBOX.>", playerInbox, "_INBOX.*", "takaro.>", "takaro.api.>", `takaro.api.${real.players[1].connectionIds[0]}.*`,
      "$JS.>", "$SYS.>", "_R_.>"];
    const subs = subjects.map((subject) => s.nc.subscribe(subject, { callback: (err, msg) => { if (!err) heard.push(msg.subject); } }));
    await s.nc.flush();
    // The real players play while the stranger listens.
    await advance(2);
    await s.nc.flush();
    assert.deepEqual(heard, [], `${transport}: heard nothing`);
    for (const subject of subjects) assert.ok(s.refused().includes(`subscription ${subject}`), `${transport}: subscribing ${subject} is refused`);
    subs.forEach((sub) => assert.ok(sub.isClosed(), `${transport}: ${sub.getSubject()} closed`));

    // The key-value view, and the JetStream API under it, asked directly.
    await assert.rejects(s.nc.jetstream().views.kv(BUCKET, { bindOnly: true }).then((kv) => kv.keys()), `${transport}: kv.keys()`);
    await assert.rejects(s.nc.jetstreamManager(), `${transport}: jetstreamManager()`);
    const requests = [
      ["$JS.API.INFO", ""],
      ["$JS.API.STREAM.LIST", "{}"],
      ["$JS.API.STREAM.NAMES", "{}"],
      [`$JS.API.STREAM.INFO.${STREAM}`, "{}"],
      [`$JS.API.CONSUMER.DURABLE.CREATE.${STREAM}.stranger`, JSON.stringify({ stream_name: STREAM, config: { durable_name: "stranger", ack_policy: "none", deliver_policy: "all" } })],
      [`$JS.API.CONSUMER.CREATE.${STREAM}`, JSON.stringify({ stream_name: STREAM, config: { ack_policy: "none", deliver_policy: "all" } })],
      [`$JS.API.CONSUMER.CREATE.${STREAM}.stranger2`, JSON.stringify({ stream_name: STREAM, config: { name: "stranger2", ack_policy: "none" } })],
      [`$JS.API.CONSUMER.LIST.${STREAM}`, "{}"],
      [`$JS.API.DIRECT.GET.${STREAM}`, JSON.stringify({ last_by_subj: `$KV.${BUCKET}.${real.id}` })],
      [`$JS.API.DIRECT.GET.${STREAM}.$KV.${BUCKET}.${real.id}`, ""],
      [`$JS.API.STREAM.MSG.GET.${STREAM}`, JSON.stringify({ last_by_subj: `$KV.${BUCKET}.code.${byCode.code}` })],
      ["$SYS.REQ.SERVER.PING", ""],
    ];
    for (const [subject, body] of requests) {
      await assert.rejects(s.nc.request(subject, body, { timeout: 2000 }), refusedBy(subject), `${transport}: ${subject}`);
    }
    await s.close();
  }
  const afterwards = await bucket.jsm.streams.info(STREAM);
  assert.equal(afterwards.state.consumer_count, before.state.consumer_count, "no consumer was made");
  const consumers = await bucket.jsm.consumers.list(STREAM).next();
  assert.deepEqual(consumers.map((c) => c.name).filter((n) => /stranger/.test(n)), []);
});

test("a stranger changes nothing: no value, code or stream written, no other connection's requests", async () => {
  const game = await stored(real.id);
  const code = await stored(`code.${byCode.code}`);
  const other = await stored(byLink.id);
  const streamBefore = await bucket.jsm.streams.info(STREAM);
  assert.ok(game && code && other);
  const ply = real.ply + 1;
  const mover = (ply - 1) % 2;
  const realMove = { id: real.id, token: real.tokens[mover], ply, record: MU.links[ply - 1] };
  for (const transport of TRANSPORTS) {
    const s = await over(transport);
    const forged = JSON.stringify({ ...game.value, ply: 2 ** 53 - 1, record: "record=" });
    const publishes = [
      [`$KV.${BUCKET}.${real.id}`, forged],
      [`$KV.${BUCKET}.${real.id}`, "{not json"],
      [`$KV.${BUCKET}.code.${byCode.code}`, JSON.stringify({ id: real.id, created: Math.floor(Date.now() / 1000) })],
      [`$KV.${BUCKET}.code.ZZZZZZ`, JSON.stringify({ id: real.id, created: 0 })],
      [`$JS.API.STREAM.PURGE.${STREAM}`, JSON.stringify({ filter: `$KV.${BUCKET}.code.${byCode.code}` })],
      [`$JS.API.STREAM.MSG.DELETE.${STREAM}`, JSON.stringify({ seq: code.revision })],
      [`$JS.API.STREAM.DELETE.${STREAM}`, ""],
      [`$JS.API.STREAM.UPDATE.${STREAM}`, JSON.stringify({ name: STREAM, max_bytes: 1 })],
      ["$SYS.REQ.USER.AUTH", "forged"],
      // Another connection's request subject, with that player's real move and seat token.
      [`takaro.api.${real.players[mover].connectionIds[0]}.move`, JSON.stringify(realMove)],
      [`takaro.api.${real.players[1 - mover].connectionIds[0]}.claim`, JSON.stringify({ id: byLink.id, seat: "white", invite: newId(), token: newId() })],
    ];
    for (const [subject, body] of publishes) {
      await assert.rejects(s.nc.request(subject, body, { timeout: 2000 }), refusedBy(subject), `${transport}: ${subject}`);
    }
    await s.close();
  }
  assert.deepEqual(await stored(real.id), game, "the game is as it was");
  assert.deepEqual(await stored(`code.${byCode.code}`), code, "the code is as it was");
  assert.deepEqual(await stored(byLink.id), other, "the open seat is as it was");
  assert.equal(await stored("code.ZZZZZZ"), null);
  assert.deepEqual((await bucket.jsm.streams.info(STREAM)).config, streamBefore.config, "the stream's settings are as they were");
  // The player makes that move itself.
  await advance(1);
});

test("the open seat: no invitation, a wrong one, another seat, or guessed codes take nothing", async () => {
  const s = await over("ws");
  const guesser = await over("tcp");
  try {
    const before = await stored(byLink.id);
    const token = newId();
    const attempts = [
      [{ id: byLink.id, seat: "white", invite: newId(), token }, "seat-taken"],
      [{ id: byLink.id, seat: "green", invite: newId(), token }, "seat-taken"],
      [{ id: byLink.id, seat: "green", invite: byLink.invite, token }, "seat-taken"],
      [{ id: byLink.id, seat: "white", invite: "", token }, "bad-request"],
      [{ id: byLink.id, seat: "white", token }, "bad-request"],
      [{ id: real.id, seat: "white", invite: newId(), token }, "seat-taken"],
      [{ id: byCode.id, seat: KEMU.seats[1], invite: byLink.invite, token }, "seat-taken"],
    ];
    for (const [body, code] of attempts) {
      assert.equal((await s.ask("claim", body)).error, code, JSON.stringify(body));
    }
    // Opening with a made-up token shows the game and no seat; moving with one is refused.
    const opened = await s.ask("open", { id: byLink.id, token });
    assert.equal(opened.ok.seat, null);
    assert.equal((await s.ask("move", { id: byLink.id, token, ply: 1, record: MU.links[0] })).error, "seat-taken");
    assert.deepEqual(await stored(byLink.id), before, "the seat is still open, the game unchanged");

    // Codes cannot be guessed: ten wrong codes a connection, then every code is refused.
    const wrong = ["222222", "333333", "444444", "555555", "666666", "777777", "888888", "999999", "AAAAAA", "BBBBBB", "CCCCCC", "DDDDDD"]
      .filter((c) => c !== byCode.code);
    const answers = [];
    for (const code of wrong) answers.push((await guesser.ask("code", { code, token: newId() })).error);
    assert.deepEqual(answers.slice(0, 10), Array(10).fill("bad-code"));
    assert.deepEqual(answers.slice(10), Array(answers.length - 10).fill("refused"));
    assert.ok(await stored(`code.${byCode.code}`), "the code is still there for the friend");
  } finally {
    await s.close();
    await guesser.close();
  }
});

test("the other player cannot cheat: out of turn, far ahead, for the other side, another history, junk", async () => {
  // The other player as a program, with its real seat token, on a connection of its own.
  const s = await over("tcp");
  const junk = await over("ws");
  try {
    const before = await stored(real.id);
    const k = real.ply;
    const toMove = k % 2; // 0: green
    const [mine, theirs] = [real.tokens[toMove], real.tokens[1 - toMove]];
    const next = MU.links[k];
    const raw = (body) => s.ask("move", body);
    const cases = [
      ["the other seat moves out of turn", { id: real.id, token: theirs, ply: k + 1, record: next }, "seat-taken"],
      ["a ply far ahead", { id: real.id, token: mine, ply: 2 ** 53 - 1, record: next }, "moved-on"],
      ["a ply far ahead, for the other seat", { id: real.id, token: theirs, ply: 2 ** 53 - 1, record: next }, "moved-on"],
      ["a ply behind", { id: real.id, token: mine, ply: k, record: next }, "moved-on"],
      ["ply 0", { id: real.id, token: mine, ply: 0, record: MU.start }, "moved-on"],
      ["two moves at once (one for the other side)", { id: real.id, token: mine, ply: k + 1, record: MU.links[k + 1] }, "moved-on"],
      ["another history", { id: real.id, token: mine, ply: k + 1, record: next.replace("record=1", "record=4") }, ["illegal", "moved-on"]],
      ["an illegal move", { id: real.id, token: mine, ply: k + 1, record: `${MU.links[k - 1]} 0` }, "illegal"],
      ["an unreadable record", { id: real.id, token: mine, ply: k + 1, record: "record=zz" }, "illegal"],
      ["a record larger than any game", { id: real.id, token: mine, ply: k + 1, record: `${next}${" 1".repeat(3500)}` }, "too-big"],
      ["a made-up token", { id: real.id, token: newId(), ply: k + 1, record: next }, "seat-taken"],
    ];
    for (const [what, body, codes] of cases) {
      const answer = await raw(body);
      assert.ok([codes].flat().includes(answer.error), `${what}: ${JSON.stringify(answer)}`);
    }
    // Numbers JSON can carry but a ply cannot.
    const token = JSON.stringify(mine);
    assert.equal((await s.ask("move", `{"id":"${real.id}","token":${token},"ply":18446744073709551615,"record":"${next}"}`)).error, "moved-on");
    for (const ply of ["18446744073709551616", "-1", "1.5", "1e3", "\"3\"", "null"]) {
      assert.equal((await s.ask("move", `{"id":"${real.id}","token":${token},"ply":${ply},"record":"${next}"}`)).error, "bad-request", ply);
    }

    // Junk bodies and verbs.
    const bodies = ["", "{not json", "null", "[]", "1e400", "\"move\"", "{}", "\u0000\u0001", `{"id":"${real.id}","after":0,"extra":1}`,
      `{"id":1,"after":0}`, "[".repeat(5000), JSON.stringify({ id: real.id, after: 0, pad: "x".repeat(15000) })];
    for (const verb of ["create", "code", "claim", "open", "move", "wait"]) {
      for (const body of bodies.slice(0, 6)) {
        assert.equal((await junk.ask(verb, body)).error, "bad-request", `${verb} ${JSON.stringify(body.slice(0, 20))}`);
      }
    }
    for (const body of bodies.slice(6)) assert.equal((await junk.ask("wait", body)).error, "bad-request", body.slice(0, 20));
    for (const verb of ["delete", "purge", "put", "seats"]) assert.equal((await junk.ask(verb, `{"id":"${real.id}"}`)).error, "bad-request", verb);

    assert.deepEqual(await stored(real.id), before, "nothing was written");
    for (const page of real.players) {
      assert.ok(!page.events.some((e) => e.type === "state" && e.ply > k), "no page was shown a move");
    }
    await advance(2);
  } finally {
    await s.close();
    await junk.close();
  }
});

/** A raw NATS connection (TCP or WebSocket): protocol text in and out, no client library. */
async function rawConnection(transport, token) {
  const lines = [];
  let text = "";
  const onData = (chunk) => {
    text += Buffer.from(chunk).toString("latin1");
    for (let i; (i = text.indexOf("\r\n")) >= 0; text = text.slice(i + 2)) lines.push(text.slice(0, i));
  };
  const hello = `CONNECT ${JSON.stringify({ verbose: false, pedantic: false, protocol: 1, headers: true, no_responders: true, auth_token: token })}\r\nPING\r\n`;
  let send;
  let closed;
  if (transport === "tcp") {
    const [host, port] = nats.urls[0].replace("nats://", "").split(":");
    const socket = net.connect(Number(port), host);
    socket.on("data", onData);
    socket.on("error", () => {});
    closed = new Promise((resolve) => socket.on("close", resolve));
    send = (data) => socket.write(data);
    send(hello);
  } else {
    await wsConnect(); // Makes sure globalThis.WebSocket exists.
    const socket = new globalThis.WebSocket(nats.wsUrls[0]);
    socket.binaryType = "arraybuffer";
    socket.onmessage = (event) => onData(typeof event.data === "string" ? Buffer.from(event.data) : new Uint8Array(event.data));
    closed = new Promise((resolve) => (socket.onclose = resolve));
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    send = (data) => socket.send(Buffer.from(data));
    send(hello);
  }
  const waitFor = async (pattern, ms = 5000) => {
    for (const end = Date.now() + ms; Date.now() < end; await sleep(20)) {
      const line = lines.find((l) => pattern.test(l));
      if (line) return line;
    }
    throw new Error(`no ${pattern} in ${JSON.stringify(lines)}`);
  };
  await waitFor(/^PONG$/);
  return { lines, send, closed, waitFor };
}

test("a message larger than the server's max_payload is refused and its connection closed", async () => {
  for (const transport of TRANSPORTS) {
    const id = newId();
    const c = await rawConnection(transport, id);
    c.send(`SUB _INBOX.${id}.> 1\r\nPUB takaro.api.${id}.move _INBOX.${id}.r 20000\r\n${"x".repeat(20000)}\r\nPING\r\n`);
    assert.match(await c.waitFor(/^-ERR/), /Maximum Payload Violation/i, transport);
    await c.closed;
    assert.ok(!c.lines.some((l) => l.startsWith("MSG")), `${transport}: no answer`);
  }
});

test("a flood of requests from one connection is refused past its limit; others are not held up", async () => {
  const s = await over("tcp");
  const maker = await over("ws");
  try {
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => s.ask("open", { id: real.id }).catch((err) => ({ error: err.code }))));
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((a) => a.ok).length;
    const refused = answers.filter((a) => a.error === "refused").length;
    assert.equal(ok + refused, 200, JSON.stringify(answers.find((a) => !a.ok && a.error !== "refused")));
    // The default: a burst of 60 (3 s of 20 a second), then 20 a second.
    assert.ok(ok >= 60 && ok <= 60 + Math.ceil(20 * seconds) + 1, `${ok} answered in ${seconds.toFixed(2)} s`);
    assert.ok(refused >= 1);
    // The players' own requests are counted apart.
    await advance(1);

    // Twenty games a connection, then no more.
    const made = [];
    for (let i = 0; i < 22; i++) made.push(await maker.ask("create", { game: MU.game, start: MU.start, seat: "green", token: newId() }));
    assert.equal(made.filter((a) => a.ok).length, 20);
    assert.deepEqual(made.slice(20).map((a) => a.error), ["refused", "refused"]);
  } finally {
    await s.close();
    await maker.close();
  }
});

test("10,000 subscriptions on one connection: the server holds it to its max_subscriptions", async () => {
  const s = await over("tcp");
  try {
    const got = new Map();
    for (let i = 0; i < 10000; i++) {
      s.nc.subscribe(`_INBOX.${s.id}.s${i}`, { callback: (err) => !err && got.set(i, (got.get(i) ?? 0) + 1) });
    }
    await s.nc.flush();
    // Ask the service to answer onto some of them: only those the server took hear it.
    const probes = [...Array.from({ length: 40 }, (_, i) => i), 500, 9999];
    for (const i of probes) s.nc.publish(`takaro.api.${s.id}.open`, JSON.stringify({ id: real.id }), { reply: `_INBOX.${s.id}.s${i}` });
    await s.nc.flush();
    // Answers to the live subscriptions come back in order: wait for the last live one's.
    const deadline = Date.now() + 5000;
    while (!got.has(31) && Date.now() < deadline) await sleep(20);
    await s.nc.flush();
    await sleep(200);
    const live = [...got.keys()].sort((x, y) => x - y);
    assert.ok(live.length >= 1 && live.length <= 32, `live subscriptions: ${live}`);
    assert.ok(!got.has(500) && !got.has(9999));
    assert.ok(s.errors.length >= 1, "the server said so");
  } finally {
    await s.close();
  }
});

// A browser connection's limits are the server's: nats-server (2.15.1) applies only the
// permissions of a callout user in this mode, not the subs/payload the user JWT asks for,
// so deploy/nats-server.conf's max_subscriptions (32) and max_payload (16 KiB) hold.
test("a connection holds at most 32 subscriptions and sends at most 16 KiB", async () => {
  const id = newId();
  const c = await rawConnection("tcp", id);
  let subs = "";
  for (let i = 1; i <= 40; i++) subs += `SUB _INBOX.${id}.s${i} ${i}\r\n`;
  c.send(`${subs}PING\r\n`);
  assert.match(await c.waitFor(/maximum subscriptions/i), /maximum subscriptions/i, "the 33rd subscription is refused");
  c.send(`PUB takaro.api.${id}.open _INBOX.${id}.s1 16500\r\n${"x".repeat(16500)}\r\nPING\r\n`);
  assert.match(await c.waitFor(/Maximum Payload/i), /Maximum Payload/i);
});

// Every code a connection types counts, right or wrong: past its ten, even the right
// code is refused until its allowance comes back, so a guesser gains nothing.
test("a connection out of codes cannot take a seat by code either", async () => {
  const game = await creator.api.create(nats.urls[0], MU.game, MU.start, "green");
  const guesser = await over("tcp");
  try {
    for (const code of ["222222", "333333", "444444", "555555", "666666", "777777", "888888", "999999", "AAAAAA", "BBBBBB", "CCCCCC"]) {
      if (code !== game.code) await guesser.ask("code", { code, token: newId() });
    }
    const answer = await guesser.ask("code", { code: game.code, token: newId() });
    assert.equal(answer.error, "refused", JSON.stringify(answer));
  } finally {
    await guesser.close();
  }
});

test("after all that, the real game goes on with nothing lost, and the friends join by invitation and by code", async () => {
  await advance(4);
  for (const [page, label] of [[real.players[0], "green"], [real.players[1], "white"]]) {
    const shown = page.events.filter((e) => e.type === "state" && e.id === real.id && e.ply > 0);
    assert.deepEqual(shown.map((e) => e.ply), Array.from({ length: real.ply }, (_, k) => k + 1), `${label}: every ply, in order`);
    shown.forEach((e) => assert.equal(e.record, MU.links[e.ply - 1], `${label}: ply ${e.ply}`));
    assert.ok(!page.events.some((e) => e.type === "ignored" || e.type === "refused"), `${label}: nothing odd`);
    assert.ok(!page.events.some((e) => e.type === "connection" && e.state !== "connected"), `${label}: stayed connected`);
  }
  const friend = liveClient();
  const other = liveClient();
  try {
    const joined = await friend.api.open(nats.urls[0], byLink.id, "play:white", byLink.invite);
    assert.equal(joined.seat, "white");
    const coded = await other.api.code(nats.urls[0], byCode.code);
    assert.deepEqual(coded, { id: byCode.id, seat: KEMU.seats[1] });
    await creator.next((e) => e.type === "state" && e.id === byLink.id && e.seats.includes("white"), { seen: true });
    await creator.next((e) => e.type === "state" && e.id === byCode.id && e.seats.includes(KEMU.seats[1]), { seen: true });
    // The creator's reload brings both games back, seats kept.
    const reloaded = liveClient(creator.profile);
    try {
      assert.equal((await reloaded.api.open(nats.urls[0], byLink.id, "play")).seat, "green");
      assert.equal((await reloaded.api.open(nats.urls[0], byCode.id, "play")).seat, KEMU.seats[0]);
      assert.equal((await reloaded.api.move(byLink.id, 1, MU.links[0], "green")).state, "sent");
      await friend.next(isState(byLink.id, 1), { seen: true });
    } finally {
      await reloaded.shutdown();
    }
  } finally {
    await friend.shutdown();
    await other.shutdown();
  }
});

test("500 connections from one address: the service lets in about a minute's allowance", { timeout: 60000 }, async () => {
  // A server of its own: every test connection comes from 127.0.0.1, so this flood would
  // also hold back the other tests' new connections for a minute (as it would hold back
  // real players behind the same address: that is what a per-address limit does).
  const own = await startNats({ nodes: 1 });
  const a = liveClient();
  const b = liveClient();
  const letIn = [];
  try {
    const made = await a.api.create(own.urls[0], MU.game, MU.start, "green");
    await a.api.open(own.urls[0], made.id, "play");
    await b.api.open(own.urls[0], made.id, "play:white", made.invite);
    const started = performance.now();
    let next = 0;
    const refusals = {};
    await Promise.all(Array.from({ length: 50 }, async (_, worker) => {
      while (next < 500) {
        next += 1;
        const transport = worker % 5 === 0 ? "ws" : "tcp";
        try {
          letIn.push(await stranger(transport === "ws" ? own.wsUrls[0] : own.urls[0], { transport }));
        } catch (err) {
          refusals[err.code] = (refusals[err.code] ?? 0) + 1;
        }
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    // 60 a minute: a burst of 60, one more a second; 2 went to the players.
    assert.ok(letIn.length >= 1 && letIn.length <= 58 + Math.ceil(seconds) + 1, `${letIn.length} let in within ${seconds.toFixed(1)} s`);
    assert.equal(letIn.length + (refusals.AUTHORIZATION_VIOLATION ?? 0), 500, JSON.stringify(refusals));
    // The players already connected play on.
    assert.equal((await a.api.move(made.id, 1, MU.links[0], "green")).state, "sent");
    await b.next(isState(made.id, 1), { seen: true });
    assert.equal((await b.api.move(made.id, 2, MU.links[1], "white")).state, "sent");
    await a.next(isState(made.id, 2), { seen: true });
  } finally {
    await Promise.all(letIn.map((s) => s.close()));
    await a.shutdown();
    await b.shutdown();
    await own.stop();
  }
});
