// A live client (static/live.js) in Node for the tests and the benchmark: npm `nats`
// (same API as the browser's nats.ws) over TCP, Node's WebCrypto, in-memory key and
// local stores (one "browser" each), and its events collected for waiting on.
import { connect } from "nats";
import { createLive } from "../../static/live.js";

/** In-memory stand-ins for IndexedDB (seat keys) and localStorage: one browser's profile. */
export function browserProfile() {
  const keys = new Map();
  const items = new Map();
  return {
    keys: { get: async (id) => keys.get(id) ?? null, put: async (id, record) => void keys.set(id, record) },
    storage: {
      getItem: (name) => (items.has(name) ? items.get(name) : null),
      setItem: (name, value) => void items.set(name, String(value)),
      removeItem: (name) => void items.delete(name),
    },
  };
}

/**
 * A page's live client: `api` (the page's calls, JSON parsed), `events`, `next(match)`;
 * `onEvent` (optional) sees each event as it comes.
 */
export function liveClient(profile = browserProfile(), onEvent = null) {
  const events = [];
  const waiters = [];
  const live = createLive({
    connect,
    subtle: globalThis.crypto.subtle,
    random: (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)),
    keys: profile.keys,
    storage: profile.storage,
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
  const parsed = (name) => async (...args) => JSON.parse(await live[name](...args));
  return {
    profile,
    events,
    api: { create: parsed("create"), code: parsed("code"), open: parsed("open"), move: parsed("move"), close: parsed("close") },
    shutdown: () => live.shutdown(),
    /** The first event from now on (or already seen, with `seen: true`) that `match` accepts. */
    next(match, { seen = false } = {}) {
      const found = seen && events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
  };
}
