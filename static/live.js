// Live play through a NATS server (README, "Play a friend → Live"). Loaded by the page
// only when live play starts; it imports the NATS project's WebSocket client (nats-ws.js,
// beside this file) and sets `globalThis.papaTakaroLive`, then fires the window event
// `papa-takaro-live-ready`.
//
// Protocol. A game is one key of the JetStream key-value bucket `takaro-games`:
//   <id>          {v:1, game, start, seats:{<seat>: publicJwk}, ply, record, by, sig, created}
//   code.<CODE>   "<id>" (the short code to type)
// The id is 120 random bits in base32 (24 characters). Each seat's key pair is made in the
// browser that claims it (ECDSA P-256, the private key not extractable, kept in IndexedDB
// by game id); its public key is stored in `seats`. A move's value is signed by the mover's
// seat: sig = base64url(ECDSA-SHA256(`${id}\n${ply}\n${by}\n${record}`)). Every write is a
// compare-and-set on the revision of the last valid value, so two racing writes cannot
// both land; a claim adds a seat the same way. A reader accepts a value only if it parses,
// is at most 16 KiB, keeps the game, start and every seat key it has seen before for this
// game (pinned on first sight), carries a valid signature by `by`'s key (ply > 0), and
// does not go back (lower ply, or the same ply with another record). Anything else is
// ignored and counted. The page checks each record with the rules core besides.
//
// Events to the page: window event `papa-takaro-live`, detail a JSON string:
//   {type:"state", id, ply, record, by, start, seats:[…]}  each valid value
//   {type:"connection", id, state:"connected"|"reconnecting"|"offline"}
//   {type:"ignored", id, count}          a value was rejected (count: so far, this game)
//   {type:"sent", id, ply}               the page's move is stored
//   {type:"refused", id, ply, reason:"moved-on"}  the game went on without it
// Calls return Promises of JSON strings, or reject with an Error whose message is one of
// unreachable, not-found, seat-taken, moved-on, too-big, bad-code.

export const BUCKET = "takaro-games";
export const MAX_VALUE_BYTES = 16384;
const ID_PATTERN = /^[a-z2-7]{24}$/;
const SEAT_PATTERN = /^[a-z]{1,16}$/;
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";
const ECDSA = { name: "ECDSA", namedCurve: "P-256" };
const SIGN = { name: "ECDSA", hash: "SHA-256" };
/** Connection failures in a row after which the page is told "offline". */
const OFFLINE_AFTER = 3;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function fail(code) {
  return new Error(code);
}

function base32(bytes) {
  let bits = 0, value = 0, out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

function base64url(bytes) {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text) {
  const bin = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** The canonical text of a seat's public key, as pinned. */
function keyText(jwk) {
  return `${jwk.x}.${jwk.y}`;
}

function isPublicJwk(jwk) {
  return jwk && typeof jwk === "object" && jwk.kty === "EC" && jwk.crv === "P-256"
    && typeof jwk.x === "string" && typeof jwk.y === "string" && jwk.x.length < 64 && jwk.y.length < 64;
}

/** The value's shape, or null when it is not a game value. */
function parseValue(bytes) {
  if (bytes.length > MAX_VALUE_BYTES) return null;
  let value;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object" || value.v !== 1) return null;
  const { game, start, seats, ply, record, by, sig } = value;
  if (typeof game !== "string" || typeof start !== "string" || typeof record !== "string") return null;
  if (!Number.isSafeInteger(ply) || ply < 0 || !seats || typeof seats !== "object" || Array.isArray(seats)) return null;
  for (const [seat, jwk] of Object.entries(seats)) if (!SEAT_PATTERN.test(seat) || !isPublicJwk(jwk)) return null;
  if (ply === 0 ? record !== "" || by !== null || sig !== null : typeof by !== "string" || !seats[by] || typeof sig !== "string") return null;
  return value;
}

function isWrongRevision(err) {
  return err?.api_error?.err_code === 10071 || /wrong last sequence/i.test(err?.message || "");
}

/**
 * The live client, on the given dependencies (the browser's, or Node's in tests):
 *   connect(options)  the NATS client's connect (nats.ws in the browser, nats in Node)
 *   subtle            WebCrypto's SubtleCrypto
 *   random(n)         n random bytes (crypto.getRandomValues)
 *   keys              {get(id), put(id, {seat, privateKey, publicJwk})}: seats' keys (IndexedDB)
 *   storage           {getItem, setItem, removeItem}: pins and pending moves (localStorage)
 *   emit(json)        an event to the page
 *   online            optional {isOnline(), onChange(callback)} (navigator.onLine)
 *   connectOptions    optional extra options for connect (tests: shorter waits)
 */
export function createLive(deps) {
  const { subtle, keys, storage, online } = deps;
  const connections = new Map(); // server → Connection
  const games = new Map(); // id → Game
  const verifyKeys = new Map(); // keyText → CryptoKey

  const emit = (event) => deps.emit(JSON.stringify(event));
  const isOnline = () => !online || online.isOnline();

  online?.onChange(() => {
    for (const conn of connections.values()) conn.report();
  });

  /** One connection a server, shared by its games; reconnects for ever with backoff. */
  function connection(server) {
    let conn = connections.get(server);
    if (conn) return conn.ready;
    conn = { server, state: "connected", failures: 0, nc: null, kv: null };
    conn.report = () => {
      const state = conn.nc && !conn.nc.isClosed() && conn.failures === 0 && conn.state === "connected" && isOnline()
        ? "connected"
        : !isOnline() || conn.failures >= OFFLINE_AFTER ? "offline" : "reconnecting";
      if (state === conn.reported) return;
      conn.reported = state;
      for (const game of games.values()) if (game.conn === conn) emit({ type: "connection", id: game.id, state });
    };
    conn.ready = (async () => {
      let nc;
      try {
        nc = await deps.connect({
          servers: server,
          name: "papa-takaro",
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
      conn.nc = nc;
      conn.kv = await nc.jetstream({ checkAPI: false, timeout: 5000 }).views.kv(BUCKET, { bindOnly: true, allow_direct: true });
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
        for (const game of games.values()) if (game.conn === conn) rewatch(game);
      }
      conn.report();
    }
  }

  async function verifyKey(jwk) {
    const text = keyText(jwk);
    let key = verifyKeys.get(text);
    if (!key) {
      key = await subtle.importKey("jwk", { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y }, ECDSA, false, ["verify"]);
      verifyKeys.set(text, key);
    }
    return key;
  }

  const signed = (id, ply, by, record) => encoder.encode(`${id}\n${ply}\n${by}\n${record}`);

  function pinsOf(id) {
    try {
      return JSON.parse(storage.getItem(`papa-takaro-live-pins:${id}`)) || null;
    } catch {
      return null;
    }
  }

  /** Whether a value may follow the game's last valid one (see the protocol above). */
  async function isValid(game, value) {
    const pins = game.pins;
    if (pins) {
      if (value.game !== pins.game || value.start !== pins.start) return false;
      for (const [seat, text] of Object.entries(pins.seats)) {
        if (!value.seats[seat] || keyText(value.seats[seat]) !== text) return false;
      }
    }
    const last = game.last?.value;
    if (last && (value.ply < last.ply || (value.ply === last.ply && value.record !== last.record))) return false;
    if (value.ply === 0) return true;
    try {
      return await subtle.verify(SIGN, await verifyKey(value.seats[value.by]), fromBase64url(value.sig), signed(game.id, value.ply, value.by, value.record));
    } catch {
      return false;
    }
  }

  function pin(game, value) {
    const seats = { ...(game.pins?.seats || {}) };
    for (const [seat, jwk] of Object.entries(value.seats)) seats[seat] = keyText(jwk);
    game.pins = { game: value.game, start: value.start, seats };
    storage.setItem(`papa-takaro-live-pins:${game.id}`, JSON.stringify(game.pins));
  }

  const stateOf = (game) => {
    const { ply, record, by, start, seats } = game.last.value;
    return { type: "state", id: game.id, ply, record, by, start, seats: Object.keys(seats).sort() };
  };

  /** Judges one entry of the game's key (in revision order); serialised by the caller. */
  async function consider(game, entry, { quiet = false } = {}) {
    if (entry.revision <= game.seen) return;
    game.seen = entry.revision;
    game.head = entry.revision;
    const value = entry.operation === "PUT" ? parseValue(entry.value) : null;
    if (!value || !(await isValid(game, value))) {
      game.ignored += 1;
      if (!quiet) announce(game);
      return;
    }
    pin(game, value);
    game.last = { value, revision: entry.revision };
    if (!quiet) announce(game);
  }

  /** Tells the page the game's state and ignored count, where they changed since last told. */
  function announce(game) {
    if (game.last && JSON.stringify(stateOf(game)) !== game.announced) {
      game.announced = JSON.stringify(stateOf(game));
      emit(stateOf(game));
    }
    if (game.ignored > game.announcedIgnored) {
      game.announcedIgnored = game.ignored;
      emit({ type: "ignored", id: game.id, count: game.ignored });
    }
  }

  /** Runs `task` after the game's earlier tasks (entries, writes), one at a time. */
  function serially(game, task) {
    const run = game.queue.then(task);
    game.queue = run.catch(() => {});
    return run;
  }

  /**
   * Reads the key's whole history (ignoring what was seen), then follows its updates.
   * Resolves false when the watch could not start (it is tried again a second later).
   */
  async function rewatch(game) {
    game.watcher?.stop();
    game.watcher = null;
    let initialized;
    const ready = new Promise((resolve) => (initialized = resolve));
    let iterator;
    try {
      iterator = await game.conn.kv.watch({ key: game.id, include: "history", initializedFn: () => initialized() });
    } catch {
      // No answer yet (a cluster electing a new leader, say): try again, unless a
      // reconnect does first.
      clearTimeout(game.rewatchTimer);
      game.rewatchTimer = setTimeout(() => !game.closed && game.watcher === null && rewatch(game), 1000);
      return false;
    }
    if (game.closed) {
      iterator.stop();
      return false;
    }
    game.watcher = iterator;
    game.initial = true;
    (async () => {
      try {
        for await (const entry of iterator) {
          await serially(game, () => consider(game, entry, { quiet: game.initial }));
        }
      } catch {
        // Stopped, or the server ended it.
      }
      initialized();
      // Ended without being replaced (not by a reconnect, not closed): watch again.
      if (!game.closed && game.watcher === iterator) {
        game.watcher = null;
        setTimeout(() => game.watcher === null && !game.closed && rewatch(game), 1000);
      }
    })();
    await ready;
    await serially(game, () => {
      game.initial = false;
      announce(game);
    });
    flush(game);
    return true;
  }

  /**
   * Writes `make(lastValue)` with compare-and-set on the revision of the last valid value;
   * when a newer revision turns out not to be valid, on top of that one. `make` returns
   * null when the write is no longer wanted. Resolves the stored revision or null.
   */
  async function writeOnLast(game, make) {
    for (let tries = 0; tries < 20; tries++) {
      const revision = await serially(game, async () => {
        const value = make(game.last.value);
        if (!value) return null;
        const bytes = encoder.encode(JSON.stringify(value));
        if (bytes.length > MAX_VALUE_BYTES) throw fail("too-big");
        try {
          const rev = await game.conn.kv.update(game.id, bytes, Math.max(game.head, game.last.revision));
          await consider(game, { revision: rev, operation: "PUT", value: bytes });
          return rev;
        } catch (err) {
          if (!isWrongRevision(err)) throw err;
          return undefined;
        }
      });
      if (revision !== undefined) return revision;
      // Someone wrote first: read the newest entry, judge it, and try again on top of it.
      const entry = await game.conn.kv.get(game.id);
      if (entry) await serially(game, () => consider(game, entry));
    }
    throw fail("unreachable");
  }

  const pendingKey = (id) => `papa-takaro-live-pending:${id}`;

  /** Sends the game's pending move, if any, now that the connection is up. */
  async function flush(game) {
    if (!game.pending || game.flushing || game.closed || !game.last) return;
    game.flushing = true;
    const pending = game.pending;
    let outcome;
    try {
      const revision = await writeOnLast(game, (last) => {
        if (last.ply === pending.ply && last.record === pending.record && last.by === pending.by) {
          outcome = "sent"; // Stored before (its acknowledgement was lost).
          return null;
        }
        // On the value the move was made on, or on this seat's own earlier unsent moves.
        if (last.ply < pending.base || last.ply >= pending.ply || (last.ply > pending.base && last.by !== pending.by)) {
          outcome = "refused";
          return null;
        }
        return { ...last, ply: pending.ply, record: pending.record, by: pending.by, sig: pending.sig };
      });
      if (revision !== null) outcome = "sent";
    } catch (err) {
      if (err.message === "too-big") outcome = "refused";
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
    emit(outcome === "sent" ? { type: "sent", id: game.id, ply: pending.ply } : { type: "refused", id: game.id, ply: pending.ply, reason: "moved-on" });
    pending.settle?.(outcome);
  }

  async function makeSeatKey(seat) {
    const pair = await subtle.generateKey(ECDSA, false, ["sign", "verify"]);
    const jwk = await subtle.exportKey("jwk", pair.publicKey);
    return { seat, privateKey: pair.privateKey, publicJwk: { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y } };
  }

  async function create(server, game, start, seat) {
    if (typeof game !== "string" || typeof start !== "string" || !SEAT_PATTERN.test(seat)) throw fail("bad-code");
    const conn = await connection(server);
    const seatKey = await makeSeatKey(seat);
    const value = { v: 1, game, start, seats: { [seat]: seatKey.publicJwk }, ply: 0, record: "", by: null, sig: null, created: new Date().toISOString() };
    const bytes = encoder.encode(JSON.stringify(value));
    if (bytes.length > MAX_VALUE_BYTES) throw fail("too-big");
    for (let tries = 0; tries < 5; tries++) {
      const id = base32(deps.random(15));
      try {
        await conn.kv.create(id, bytes);
      } catch (err) {
        if (isWrongRevision(err)) continue;
        throw fail("unreachable");
      }
      await keys.put(id, seatKey);
      for (let codeTries = 0; codeTries < 10; codeTries++) {
        const code = Array.from(deps.random(6), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
        try {
          await conn.kv.create(`code.${code}`, encoder.encode(JSON.stringify(id)));
          return JSON.stringify({ id, code, seat });
        } catch (err) {
          if (!isWrongRevision(err)) throw fail("unreachable");
        }
      }
      return JSON.stringify({ id, code: null, seat });
    }
    throw fail("unreachable");
  }

  async function code(server, text) {
    const normal = String(text).toUpperCase().replace(/[^0-9A-Z]/g, "");
    if (!CODE_PATTERN.test(normal)) throw fail("bad-code");
    const conn = await connection(server);
    let entry;
    try {
      entry = await conn.kv.get(`code.${normal}`);
    } catch {
      throw fail("unreachable");
    }
    let id = null;
    try {
      id = entry?.operation === "PUT" ? JSON.parse(decoder.decode(entry.value)) : null;
    } catch {
      // Not a code's value.
    }
    if (typeof id !== "string" || !ID_PATTERN.test(id)) throw fail("bad-code");
    return JSON.stringify({ id });
  }

  async function open(server, id, role) {
    if (!ID_PATTERN.test(id)) throw fail("not-found");
    const wanted = typeof role === "string" && role.startsWith("play:") ? role.slice(5) : null;
    const plays = role === "play" || wanted !== null;
    games.get(id)?.close();
    const conn = await connection(server);
    const game = {
      id, conn, seat: null, key: null, pins: pinsOf(id), last: null, seen: 0, head: 0, ignored: 0, announcedIgnored: 0,
      queue: Promise.resolve(), watcher: null, pending: null, closed: false, announced: null,
    };
    game.close = () => {
      game.closed = true;
      clearTimeout(game.retry);
      clearTimeout(game.rewatchTimer);
      game.watcher?.stop();
      if (games.get(id) === game) games.delete(id);
    };
    games.set(id, game);
    try {
      if (!(await rewatch(game))) throw fail("unreachable");
      if (!game.last) throw fail("not-found");
      if (plays) {
        const held = await keys.get(id);
        if (held) {
          const stored = game.last.value.seats[held.seat];
          if (stored && keyText(stored) !== keyText(held.publicJwk)) throw fail("seat-taken");
          game.seat = held.seat;
          game.key = held.privateKey;
          if (!stored) await claim(game, held);
        } else if (wanted) {
          if (!SEAT_PATTERN.test(wanted)) throw fail("seat-taken");
          if (game.last.value.seats[wanted]) throw fail("seat-taken");
          const seatKey = await makeSeatKey(wanted);
          await claim(game, seatKey);
          await keys.put(id, seatKey);
          game.seat = wanted;
          game.key = seatKey.privateKey;
        }
      }
    } catch (err) {
      game.close();
      throw ["not-found", "seat-taken", "too-big"].includes(err.message) ? err : fail("unreachable");
    }
    try {
      game.pending = JSON.parse(storage.getItem(pendingKey(id))) || null;
    } catch {
      game.pending = null;
    }
    if (game.pending && game.pending.by !== game.seat) game.pending = null;
    flush(game);
    emit({ type: "connection", id, state: conn.reported });
    const { value } = game.last;
    return JSON.stringify({ id, game: value.game, start: value.start, seat: game.seat, state: stateOf(game) });
  }

  /** Adds `seatKey`'s seat to the game, unless another key holds it first. */
  async function claim(game, seatKey) {
    let taken = false;
    await writeOnLast(game, (last) => {
      const stored = last.seats[seatKey.seat];
      if (stored) {
        taken = keyText(stored) !== keyText(seatKey.publicJwk);
        return null;
      }
      return { ...last, seats: { ...last.seats, [seatKey.seat]: seatKey.publicJwk } };
    });
    if (taken) throw fail("seat-taken");
  }

  async function move(id, ply, record, by) {
    const game = games.get(id);
    if (!game) throw fail("not-found");
    if (!game.key || by !== game.seat) throw fail("seat-taken");
    if (!Number.isSafeInteger(ply) || ply < 1 || typeof record !== "string") throw fail("moved-on");
    if (encoder.encode(record).length > MAX_VALUE_BYTES - 1024) throw fail("too-big");
    const base = game.pending ? game.pending.base : ply - 1;
    if (game.last.value.ply > base || game.last.value.ply >= ply) {
      emit({ type: "refused", id, ply, reason: "moved-on" });
      throw fail("moved-on");
    }
    const sig = base64url(new Uint8Array(await subtle.sign(SIGN, game.key, signed(id, ply, by, record))));
    const pending = { ply, record, by, sig, base };
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
    if (result === "refused") throw fail("moved-on");
    return JSON.stringify({ id, ply, state: result });
  }

  async function close(id) {
    games.get(id)?.close();
    return JSON.stringify({ id });
  }

  /** Closes every game and connection (tests). */
  async function shutdown() {
    for (const game of [...games.values()]) game.close();
    for (const conn of [...connections.values()]) {
      connections.delete(conn.server);
      await (await conn.ready.catch(() => null))?.nc.close();
    }
  }

  return { create, code, open, move, close, shutdown };
}

/** Seats' keys in IndexedDB (CryptoKey objects are stored as they are, still not extractable). */
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
    subtle: crypto.subtle,
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
