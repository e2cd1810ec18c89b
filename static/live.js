// Live play through the host's game service (docs/live.md). Loaded by the page only when
// live play starts; it imports the NATS project's WebSocket client (nats-ws.js, beside
// this file) and sets `globalThis.papaTakaroLive`, then fires the window event
// `papa-takaro-live-ready`.
//
// Protocol. The page never touches stored games: it sends requests to the game service
// (crates/service), which referees each with the rules core and the seat tokens, and is
// the only writer. A connection is made with a connection id of 128 random bits (its
// token, and its inbox prefix `_INBOX.<id>`); the server lets it publish only on
// `takaro.api.<id>.<verb>` and read only its own inbox. Requests (JSON):
//   create {game, start, seat, token}  → {id, code, invite, state}
//   restore {game, start, record, seat, token} → the same: a game the server no longer
//                                        has, put back from this device's copy
//   code   {code, token}               → {id, seat, state}   (takes the open seat)
//   claim  {id, seat, invite, token}   → {id, seat, state}
//   open   {id, token?}                → {id, seat, state}
//   move   {id, token, ply, record}    → {state}
//   wait   {id, after, watch?}         → {state, watching}  (once the revision passes
//                                        `after`, or one more watcher arrives; a
//                                        watcher's page says watch: true)
//   between {id, token, ply, message}  → {state}  (resign, offer-takeback|draw|rematch,
//                                        accept-…, decline-…: takaro_core::between)
// A seat's token (128 random bits) is made in the browser that takes the seat and kept in
// IndexedDB by game id (with the invitation, for the creator); the service keeps its hash.
//
// Events to the page: window event `papa-takaro-live`, detail a JSON string:
//   {type:"state", id, ply, record, by, start, seats:[…], end, offer, undone, round, seat}
//                                        the game as the service holds it; end: null,
//                                        "draw" or "resign-<seat>"; offer: null or
//                                        {offer, by, ply}; undone: moves taken back;
//                                        round: rematches; seat: this browser's (swapped
//                                        by each rematch), null for a watcher
//   {type:"watching", id, count}         how many watch the game (when it changes)
//   {type:"connection", id, state:"connected"|"reconnecting"|"offline"}
//   {type:"ignored", id, count}          an answer was not a game state (count: so far)
//   {type:"sent", id, ply}               the page's move is stored
//   {type:"refused", id, ply, reason}    the move was not taken (moved-on, illegal, too-big)
//   {type:"held", id, ply, reason}       the move is kept on this device and sent again
//                                        later (full, refused: too many requests)
//   (a move in a class room's game may also be refused paused, ended)
// Calls return Promises of JSON strings, or reject with an Error whose message is one of
// unreachable, not-found, seat-taken, moved-on, too-big, bad-code, refused, full, and for
// class rooms locked, removed, paused, ended, busy.
//
// Class rooms (docs/class-protocol.md): classNew, classJoin, classOpen, className, classAnswer,
// classTeach, classClose, classList, in live-class.js (beside this file), with their own
// events (class, class-connection, class-gone).

import { classRooms } from "./live-class.js";

const ID_PATTERN = /^[a-z2-7]{24}$/;
const SEAT_PATTERN = /^[a-z]{1,16}$/;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
const CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;
const END_PATTERN = /^(draw|resign-[a-z]{1,16})$/;
const OFFERS = ["takeback", "draw", "rematch"];
const MESSAGE_PATTERN = /^(resign|(offer|accept|decline)-(takeback|draw|rematch))$/;
/** How long a `wait` may take: the service answers within 15 s. */
const WAIT_MS = 20000;
const REQUEST_MS = 5000;
/** Connection failures in a row after which the page is told "offline". */
const OFFLINE_AFTER = 3;
/** Refusals the page is told about as they are (the rest read as "unreachable"). */
const CODES = [
  "not-found", "seat-taken", "moved-on", "too-big", "bad-code", "refused", "full", "illegal",
  "locked", "removed", "paused", "ended", "busy",
];
/** Refusals of a move in a class room's game that the page is told as they are. */
const ROOM_REFUSALS = ["paused", "ended"];
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function fail(code) {
  return new Error(code);
}

function base64url(bytes) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A game state from the service, or null when the answer is not one. */
function stateFrom(value, id) {
  if (!value || typeof value !== "object" || value.id !== id) return null;
  const { revision, game, start, ply, record, by, seats } = value;
  if (!Number.isSafeInteger(revision) || !Number.isSafeInteger(ply) || ply < 0) return null;
  if (typeof game !== "string" || typeof start !== "string" || typeof record !== "string") return null;
  if (!Array.isArray(seats) || !seats.every((s) => typeof s === "string" && SEAT_PATTERN.test(s))) return null;
  if (by !== null && typeof by !== "string") return null;
  const { end, offer, undone = 0, round = 0 } = value;
  if (end !== undefined && !(typeof end === "string" && END_PATTERN.test(end))) return null;
  if (offer !== undefined && !(offer && OFFERS.includes(offer.offer) && SEAT_PATTERN.test(offer.by) && Number.isSafeInteger(offer.ply))) return null;
  if (!Number.isSafeInteger(undone) || !Number.isSafeInteger(round) || undone < 0 || round < 0) return null;
  return value;
}

/**
 * The live client, on the given dependencies (the browser's, or Node's in tests):
 *   connect(options)  the NATS client's connect (nats.ws in the browser, nats in Node)
 *   random(n)         n random bytes (crypto.getRandomValues)
 *   keys              {get(id), put(id, record), entries()}: seats' tokens and class
 *                     rooms' keys (IndexedDB); entries() gives [id, record] pairs
 *   storage           {getItem, setItem, removeItem}: pending moves (localStorage)
 *   emit(json)        an event to the page
 *   online            optional {isOnline(), onChange(callback)} (navigator.onLine)
 *   connectOptions    optional extra options for connect (tests: shorter waits)
 */
export function createLive(deps) {
  const { keys, storage, online } = deps;
  const connections = new Map(); // server → Connection
  const games = new Map(); // id → Game

  const emit = (event) => deps.emit(JSON.stringify(event));
  const isOnline = () => !online || online.isOnline();
  const secret = () => base64url(deps.random(16));

  online?.onChange(() => {
    for (const conn of connections.values()) conn.report();
  });

  /** One connection a server, shared by its games; reconnects for ever with backoff. */
  function connection(server) {
    let conn = connections.get(server);
    if (conn) return conn.ready;
    conn = { server, state: "connected", failures: 0, nc: null, id: secret() };
    conn.report = () => {
      const state = conn.nc && !conn.nc.isClosed() && conn.failures === 0 && conn.state === "connected" && isOnline()
        ? "connected"
        : !isOnline() || conn.failures >= OFFLINE_AFTER ? "offline" : "reconnecting";
      if (state === conn.reported) return;
      conn.reported = state;
      for (const game of games.values()) if (game.conn === conn) emit({ type: "connection", id: game.id, state });
      for (const room of classes.rooms.values()) if (room.conn === conn) emit({ type: "class-connection", room: room.id, state });
    };
    conn.ready = (async () => {
      try {
        conn.nc = await deps.connect({
          servers: server,
          name: "papa-takaro",
          token: conn.id,
          inboxPrefix: `_INBOX.${conn.id}`,
          reconnect: true,
          maxReconnectAttempts: -1,
          waitOnFirstConnect: false,
          timeout: 5000,
          pingInterval: 5000,
          maxPingOut: 2,
          reconnectDelayHandler: () => Math.min(250 * 2 ** conn.failures, 4000) + Math.floor(Math.random() * 250),
          ...deps.connectOptions,
        });
      } catch {
        connections.delete(server);
        throw fail("unreachable");
      }
      conn.reported = "connected";
      watchStatus(conn);
      return conn;
    })();
    connections.set(server, conn);
    return conn.ready;
  }

  async function watchStatus(conn) {
    for await (const status of conn.nc.status()) {
      if (status.type === "disconnect") {
        conn.state = "reconnecting";
        conn.failures = 0;
      } else if (status.type === "reconnecting") {
        conn.failures += 1;
      } else if (status.type === "reconnect") {
        conn.state = "connected";
        conn.failures = 0;
        for (const game of games.values()) {
          if (game.conn !== conn) continue;
          flush(game);
          // The wait in flight was lost with the connection: ask again at once.
          follow(game);
        }
        for (const room of classes.rooms.values()) if (room.conn === conn) room.follow();
      }
      conn.report();
    }
  }

  /** One request to the service: its `ok` answer, or throws the refusal's code. */
  async function ask(conn, verb, body, timeout = REQUEST_MS) {
    let message;
    try {
      message = await conn.nc.request(`takaro.api.${conn.id}.${verb}`, encoder.encode(JSON.stringify(body)), { timeout });
    } catch {
      throw fail("unreachable");
    }
    let answer;
    try {
      answer = JSON.parse(decoder.decode(message.data));
    } catch {
      throw fail("unreachable");
    }
    if (answer && typeof answer === "object" && "ok" in answer) return answer.ok;
    throw fail(CODES.includes(answer?.error) ? answer.error : "unreachable");
  }

  const stateOf = (game) => {
    const { ply, record, by, start, seats, end, offer, undone, round } = game.last;
    return {
      type: "state", id: game.id, ply, record, by, start, seats: [...seats].sort(),
      end: end ?? null, offer: offer ? { offer: offer.offer, by: offer.by, ply: offer.ply } : null,
      undone: undone ?? 0, round: round ?? 0, seat: game.seat,
    };
  };

  /** Takes a state from the service if it is newer than the one held, and tells the page. */
  function consider(game, value, watching) {
    const state = stateFrom(value, game.id);
    if (!state) {
      game.ignored += 1;
      emit({ type: "ignored", id: game.id, count: game.ignored });
      return;
    }
    // The count of watchers comes with a wait's answer, the game perhaps unchanged.
    if (Number.isSafeInteger(watching) && watching >= 0 && watching !== game.watching) {
      game.watching = watching;
      emit({ type: "watching", id: game.id, count: watching });
    }
    if (game.last && state.revision <= game.last.revision) return;
    // Each rematch swaps the seats: this browser's token now holds the other one.
    if (game.last && game.seat && ((state.round ?? 0) - (game.last.round ?? 0)) % 2 !== 0) {
      game.seat = state.seats.find((seat) => seat !== game.seat) ?? game.seat;
    }
    game.last = state;
    const event = stateOf(game);
    if (JSON.stringify(event) !== game.announced) {
      game.announced = JSON.stringify(event);
      emit(event);
    }
  }

  /**
   * Follows the game: one `wait` after another, each answered when the game changes. A
   * new call replaces the loop before it (which stops at its next answer).
   */
  async function follow(game) {
    const loop = (game.loop = (game.loop || 0) + 1);
    clearTimeout(game.followTimer);
    let failures = 0;
    while (!game.closed && game.loop === loop) {
      try {
        const body = { id: game.id, after: game.last.revision, ...(game.token ? {} : { watch: true }) };
        const answer = await ask(game.conn, "wait", body, WAIT_MS);
        failures = 0;
        if (!game.closed) consider(game, answer.state, answer.watching);
      } catch {
        // No answer (a reconnect, no service process up yet): ask again, a little later
        // each time, at most a second apart.
        failures += 1;
        await new Promise((resolve) => {
          game.followTimer = setTimeout(resolve, Math.min(125 * 2 ** failures, 1000));
        });
      }
    }
  }

  const pendingKey = (id) => `papa-takaro-live-pending:${id}`;

  /** Sends the game's pending move, if any. */
  async function flush(game) {
    if (!game.pending || game.flushing || game.closed || !game.token) return;
    game.flushing = true;
    const pending = game.pending;
    let outcome = null;
    try {
      const answer = await ask(game.conn, "move", { id: game.id, token: game.token, ply: pending.ply, record: pending.record });
      consider(game, answer.state);
      outcome = { type: "sent" };
    } catch (err) {
      if (["moved-on", "illegal", "too-big", "seat-taken", "not-found", ...ROOM_REFUSALS].includes(err.message)) {
        outcome = { type: "refused", reason: err.message };
      } else if (["full", "refused"].includes(err.message)) {
        emit({ type: "held", id: game.id, ply: pending.ply, reason: err.message });
      }
      // Otherwise (no connection, no answer) the move waits for the next reconnect or retry.
    } finally {
      game.flushing = false;
    }
    if (!outcome) {
      clearTimeout(game.retry);
      game.retry = setTimeout(() => flush(game), 1000);
      return;
    }
    if (game.pending === pending) {
      game.pending = null;
      storage.removeItem(pendingKey(game.id));
    } else if (game.pending) {
      flush(game); // A later move of this seat, made while this one was on its way.
    }
    emit(outcome.type === "sent"
      ? { type: "sent", id: game.id, ply: pending.ply }
      : { type: "refused", id: game.id, ply: pending.ply, reason: outcome.reason });
    pending.settle?.(outcome.type === "sent" ? "sent" : `refused:${outcome.reason}`);
  }

  /** Makes a game on the server (or, with `record`, puts one back), this browser playing `seat`. */
  async function create(server, game, start, seat, record = null) {
    if (typeof game !== "string" || typeof start !== "string" || !SEAT_PATTERN.test(seat)) throw fail("bad-code");
    const conn = await connection(server);
    const token = secret();
    const made = typeof record === "string"
      ? await ask(conn, "restore", { game, start, record, seat, token })
      : await ask(conn, "create", { game, start, seat, token });
    if (!ID_PATTERN.test(made.id) || !SECRET_PATTERN.test(made.invite)) throw fail("unreachable");
    await keys.put(made.id, { seat, token, invite: made.invite });
    return JSON.stringify({ id: made.id, code: made.code, seat, invite: made.invite });
  }

  /** Takes the open seat of the game with this code. */
  async function code(server, text) {
    const normal = String(text).toUpperCase().replace(/[^0-9A-Z]/g, "");
    if (!CODE_PATTERN.test(normal)) throw fail("bad-code");
    const conn = await connection(server);
    const token = secret();
    const joined = await ask(conn, "code", { code: normal, token });
    if (!ID_PATTERN.test(joined.id) || !SEAT_PATTERN.test(joined.seat)) throw fail("unreachable");
    await keys.put(joined.id, { seat: joined.seat, token });
    return JSON.stringify({ id: joined.id, seat: joined.seat });
  }

  /**
   * Opens a game: `role` is "watch", "play" (the seat this browser holds), or
   * "play:<seat>" (that seat, claimed with `invite` on a first visit).
   */
  async function open(server, id, role, invite = null) {
    if (!ID_PATTERN.test(id)) throw fail("not-found");
    const wanted = typeof role === "string" && role.startsWith("play:") ? role.slice(5) : null;
    const plays = role === "play" || wanted !== null;
    games.get(id)?.close();
    const conn = await connection(server);
    const game = {
      id, conn, seat: null, token: null, last: null, ignored: 0, pending: null, closed: false, announced: null,
    };
    game.close = () => {
      game.closed = true;
      clearTimeout(game.retry);
      clearTimeout(game.followTimer);
      if (games.get(id) === game) games.delete(id);
    };
    games.set(id, game);
    let held = null;
    try {
      held = plays ? await keys.get(id) : null;
      if (held && !(typeof held.token === "string" && SECRET_PATTERN.test(held.token))) held = null;
      let opened = await ask(conn, "open", held ? { id, token: held.token } : { id });
      if (plays && !opened.seat) {
        if (!wanted || !SEAT_PATTERN.test(wanted) || typeof invite !== "string" || !SECRET_PATTERN.test(invite)) {
          throw fail("seat-taken");
        }
        const token = secret();
        opened = await ask(conn, "claim", { id, seat: wanted, invite, token });
        held = { seat: opened.seat, token };
        await keys.put(id, held);
      }
      if (opened.seat) {
        game.seat = opened.seat;
        game.token = held.token;
      }
      consider(game, opened.state);
      if (!game.last) throw fail("unreachable");
    } catch (err) {
      game.close();
      throw CODES.includes(err.message) ? err : fail("unreachable");
    }
    try {
      game.pending = JSON.parse(storage.getItem(pendingKey(id))) || null;
    } catch {
      game.pending = null;
    }
    if (game.pending && game.pending.by !== game.seat) game.pending = null;
    flush(game);
    follow(game);
    emit({ type: "connection", id, state: conn.reported });
    const { last } = game;
    return JSON.stringify({ id, game: last.game, start: last.start, seat: game.seat, invite: held?.invite ?? null, state: stateOf(game) });
  }

  async function move(id, ply, record, by) {
    const game = games.get(id);
    if (!game) throw fail("not-found");
    if (!game.token || by !== game.seat) throw fail("seat-taken");
    if (!Number.isSafeInteger(ply) || ply < 1 || typeof record !== "string") throw fail("moved-on");
    const base = game.pending ? game.pending.base : ply - 1;
    if (game.last.ply > base || game.last.ply >= ply) {
      emit({ type: "refused", id, ply, reason: "moved-on" });
      throw fail("moved-on");
    }
    const pending = { ply, record, by, base };
    storage.setItem(pendingKey(id), JSON.stringify(pending));
    const outcome = new Promise((resolve) => (pending.settle = resolve));
    game.pending?.settle?.("pending");
    game.pending = pending;
    flush(game);
    // Settled at once when connected; else the move waits (and "sent"/"refused" follow).
    const wait = game.conn.reported === "connected" ? 4000 : 0;
    let timer;
    const result = await Promise.race([outcome, new Promise((resolve) => (timer = setTimeout(() => resolve("pending"), wait)))]);
    clearTimeout(timer);
    if (result.startsWith("refused:")) {
      const reason = result.slice("refused:".length);
      throw fail(ROOM_REFUSALS.includes(reason) ? reason : "moved-on");
    }
    return JSON.stringify({ id, ply, state: result });
  }

  /** Sends a resignation, an offer or an answer for this browser's seat, at `ply` moves. */
  async function between(id, ply, message) {
    const game = games.get(id);
    if (!game) throw fail("not-found");
    if (!game.token) throw fail("seat-taken");
    if (!Number.isSafeInteger(ply) || ply < 0 || !MESSAGE_PATTERN.test(message)) throw fail("illegal");
    const answer = await ask(game.conn, "between", { id, token: game.token, ply, message });
    consider(game, answer.state);
    return JSON.stringify({ id, state: stateOf(game) });
  }

  async function close(id) {
    games.get(id)?.close();
    return JSON.stringify({ id });
  }

  /** Closes every game and connection (tests). */
  async function shutdown() {
    for (const game of [...games.values()]) game.close();
    for (const room of [...classes.rooms.values()]) room.close();
    for (const conn of [...connections.values()]) {
      connections.delete(conn.server);
      await (await conn.ready.catch(() => null))?.nc.close();
    }
  }

  const restore = (server, game, start, record, seat) => create(server, game, start, seat, record);

  const classes = classRooms({ connection, ask, secret, keys, emit, fail, isCode: (code) => CODES.includes(code) });

  return { create, restore, code, open, move, between, close, shutdown, ...classes.api };
}

/** Seats' tokens in IndexedDB, by game id. */
function indexedDbKeys() {
  const db = new Promise((resolve, reject) => {
    const request = indexedDB.open("papa-takaro-live", 1);
    request.onupgradeneeded = () => request.result.createObjectStore("seats");
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const run = (mode, action) => db.then((d) => new Promise((resolve, reject) => {
    const request = action(d.transaction("seats", mode).objectStore("seats"));
    request.onsuccess = () => resolve(request.result ?? null);
    request.onerror = () => reject(request.error);
  }));
  return {
    get: (id) => run("readonly", (store) => store.get(id)),
    put: (id, record) => run("readwrite", (store) => store.put(record, id)),
    entries: async () => {
      const ids = await run("readonly", (store) => store.getAllKeys());
      const records = await run("readonly", (store) => store.getAll());
      return (ids ?? []).map((id, i) => [id, records?.[i]]);
    },
  };
}

if (typeof window !== "undefined" && typeof document !== "undefined") {
  let connect;
  try {
    ({ connect } = await import("./nats-ws.js"));
  } catch {
    connect = async () => {
      throw fail("unreachable");
    };
  }
  globalThis.papaTakaroLive = createLive({
    connect,
    random: (n) => crypto.getRandomValues(new Uint8Array(n)),
    keys: indexedDbKeys(),
    storage: window.localStorage,
    emit: (detail) => window.dispatchEvent(new CustomEvent("papa-takaro-live", { detail })),
    online: {
      isOnline: () => navigator.onLine !== false,
      onChange: (callback) => {
        window.addEventListener("online", callback);
        window.addEventListener("offline", callback);
      },
    },
  });
  window.dispatchEvent(new Event("papa-takaro-live-ready"));
}
