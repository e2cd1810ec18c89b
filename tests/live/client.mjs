// A live client (static/live.js) in Node for the tests and the benchmark: npm `nats`
// (same API as the browser's nats.ws) over TCP, Node's random numbers, in-memory key and
// local stores (one "browser" each), and its events collected for waiting on. Also the
// fixture games (games.json: legal games the service referees) and a "stranger": a plain
// NATS client over TCP or WebSocket, with no page.
import fs from "node:fs";
import crypto from "node:crypto";
import { connect } from "nats";
import { createLive } from "../../static/live.js";

/** The fixture games by name: {game, seats, start, links} (links[k] is the game after k + 1 moves). */
export const GAMES = Object.fromEntries(
  JSON.parse(fs.readFileSync(new URL("./games.json", import.meta.url), "utf8")).map((g) => [g.game, g]),
);

/** In-memory stand-ins for IndexedDB (seat keys) and localStorage: one browser's profile. */
export function browserProfile() {
  const keys = new Map();
  const items = new Map();
  return {
    keys: {
      get: async (id) => keys.get(id) ?? null,
      put: async (id, record) => void keys.set(id, record),
      entries: async () => [...keys.entries()],
    },
    storage: {
      getItem: (name) => (items.has(name) ? items.get(name) : null),
      setItem: (name, value) => void items.set(name, String(value)),
      removeItem: (name) => void items.delete(name),
    },
  };
}

/** How long `next` waits before it fails (a test should fail, not hang). */
const NEXT_MS = 30000;

/**
 * A page's live client: `api` (the page's calls, JSON parsed), `events`, `next(match)`;
 * `onEvent` (optional) sees each event as it comes (and then events are not kept);
 * `connectionIds` are the ids its connections were made with (their tokens).
 */
export function liveClient(profile = browserProfile(), onEvent = null, { connectOptions } = {}) {
  const events = [];
  const waiters = [];
  const connectionIds = [];
  const liveApi = createLive({
    connect: (options) => {
      connectionIds.push(options.token);
      return connect(options);
    },
    random: (n) => crypto.getRandomValues(new Uint8Array(n)),
    keys: profile.keys,
    storage: profile.storage,
    connectOptions,
    emit: (json) => {
      const event = JSON.parse(json);
      onEvent?.(event);
      if (onEvent) return;
      events.push(event);
      for (const waiter of [...waiters]) {
        if (waiter.match(event)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(event);
        }
      }
    },
  });
  const parsed = (name) => async (...args) => JSON.parse(await liveApi[name](...args));
  return {
    profile,
    events,
    connectionIds,
    api: {
      create: parsed("create"), code: parsed("code"), open: parsed("open"), move: parsed("move"), between: parsed("between"), close: parsed("close"),
      classNew: parsed("classNew"), classJoin: parsed("classJoin"), classOpen: parsed("classOpen"), className: parsed("className"), classAnswer: parsed("classAnswer"),
      classTeach: parsed("classTeach"), classClose: parsed("classClose"), classList: parsed("classList"),
    },
    shutdown: () => liveApi.shutdown(),
    /**
     * The first event from now on (or already seen, with `seen: true`, or seen since the
     * `since`-th event) that `match` accepts; rejects after `timeout` ms, naming `what`.
     */
    next(match, { seen = false, since = seen ? 0 : events.length, timeout = NEXT_MS, what = match.toString() } = {}) {
      const found = events.slice(since).find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (e) => (clearTimeout(timer), resolve(e)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          const last = events.slice(-5).map((e) => JSON.stringify(e)).join("\n  ");
          reject(new Error(`no event ${what} within ${timeout} ms; the last events:\n  ${last}`));
        }, timeout);
        waiters.push(waiter);
      });
    },
  };
}

/** A connection id (its token): 128 random bits, URL-safe, 22 letters. */
export const newId = () => crypto.randomBytes(16).toString("base64url");

const decoder = new TextDecoder();

/**
 * A stranger: a plain NATS client with no page, over "tcp" (npm nats) or "ws" (npm
 * nats.ws), connected with a connection id of its own (or `token`). `errors` collects the
 * server's errors (permission violations: {operation, subject}); `ask(verb, body)` sends
 * one request to the game service on its own subject and gives the parsed answer.
 */
export async function stranger(url, { transport = "tcp", token = newId(), ...options } = {}) {
  const open = transport === "ws" ? await wsConnect() : connect;
  const nc = await open({ servers: url, token, inboxPrefix: `_INBOX.${token}`, reconnect: false, timeout: 5000, ...options });
  const errors = [];
  (async () => {
    for await (const status of nc.status()) {
      if (status.type === "error") errors.push({ code: status.data, ...status.permissionContext });
    }
  })();
  return {
    nc,
    id: token,
    errors,
    /** The server's permission refusals so far, as "publish <subject>" / "subscription <subject>". */
    refused: () => errors.filter((e) => e.code === "PERMISSIONS_VIOLATION").map((e) => `${e.operation} ${e.subject}`),
    async ask(verb, body, { timeout = 5000 } = {}) {
      const data = typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
      const reply = await nc.request(`takaro.api.${token}.${verb}`, data, { timeout });
      return JSON.parse(decoder.decode(reply.data));
    },
    close: () => nc.close(),
  };
}

let wsConnectFn;
/** nats.ws's connect, with the `ws` package as WebSocket where Node has none (Node < 22). */
export async function wsConnect() {
  if (!wsConnectFn) {
    if (typeof globalThis.WebSocket === "undefined") globalThis.WebSocket = (await import("ws")).default;
    wsConnectFn = (await import("nats.ws")).connect;
  }
  return wsConnectFn;
}
