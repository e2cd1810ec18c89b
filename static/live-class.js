// Class rooms through the game service (docs/class-protocol.md): the part of live.js's
// client that makes, joins, follows and teaches a room. live.js imports it and gives it
// its connection, its requests and the device's keys; the room's games are then played
// with live.js's own `open`/`move`.
//
// Keys on this device (live.js `keys`), under `class:<room>`:
//   teacher {role:"teacher", key, code, watch, game, server}
//   student {role:"student", key, code, game, server}   (key: the student token; code:
//           the code typed, so that joining with it again is the same student)
// and, for each game the room gives the student, under the game id: {seat, token}.
//
// Events to the page (JSON):
//   {type:"class", room, role, state}        the room as the service holds it, when it changes
//   {type:"class-connection", room, state:"connected"|"reconnecting"|"offline"}
//   {type:"class-gone", room, reason}        removed, ended or not-found: no more waits

const ROOM_PATTERN = /^[a-z2-7]{24}$/;
const ID_PATTERN = /^[a-z2-7]{24}$/;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
const SEAT_PATTERN = /^[a-z]{1,16}$/;
const CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;
const ROLES = ["teacher", "student", "watch"];
/** The refusals after which a room is no longer followed. */
const GONE = ["removed", "not-found"];
/** How long a `class-wait` may take: the service answers within 15 s. */
const WAIT_MS = 20000;

/** A room's state from the service, or null when the answer is not one. */
function roomStateFrom(value, room) {
  if (!value || typeof value !== "object" || value.room !== room) return null;
  if (!Number.isSafeInteger(value.revision) || !Array.isArray(value.students) || !Array.isArray(value.games)) return null;
  return value;
}

/**
 * The class room calls, on live.js's parts:
 *   connection(server)          the shared connection to a server (its `.reported` state)
 *   ask(conn, verb, body, ms)   one request: its `ok` answer, or throws the refusal
 *   secret()                    a new secret (128 random bits)
 *   keys                        {get, put, entries}: the device's keys
 *   emit(event)                 an event to the page
 *   fail(code)                  an Error with that code as message
 *   isCode(message)             whether a message is a refusal code the page is told
 * Returns the page's calls and `rooms` (room → followed room: {id, conn, ...}), whose
 * `follow` live.js calls again after a reconnect.
 */
export function classRooms({ connection, ask, secret, keys, emit, fail, isCode }) {
  const rooms = new Map();
  const keyOf = (room) => `class:${room}`;

  async function held(room) {
    const record = ROOM_PATTERN.test(room) ? await keys.get(keyOf(room)) : null;
    return record && ROLES.includes(record.role) && SECRET_PATTERN.test(record.key) ? record : null;
  }

  /** Stores the student's game of this state (before the page hears of it). */
  async function storeGame(followed, state) {
    if (followed.role !== "student") return;
    const me = state.students.find((s) => s.name === state.you);
    if (!me || !ID_PATTERN.test(me.game ?? "") || !SEAT_PATTERN.test(me.seat ?? "")) return;
    if (followed.stored.has(me.game)) return;
    await keys.put(me.game, { seat: me.seat, token: followed.key });
    followed.stored.add(me.game);
  }

  /** Takes a state if it is not older than the one held, and tells the page if it changed. */
  async function consider(followed, value, role = followed.role) {
    const state = roomStateFrom(value, followed.id);
    if (!state || (followed.last && state.revision < followed.last.revision)) return;
    followed.role = ROLES.includes(role) ? role : followed.role;
    followed.last = state;
    await storeGame(followed, state);
    const text = JSON.stringify(state);
    if (text !== followed.announced && !followed.closed) {
      followed.announced = text;
      emit({ type: "class", room: followed.id, role: followed.role, state });
    }
    if (state.ended) gone(followed, "ended");
  }

  function gone(followed, reason) {
    if (followed.closed) return;
    followed.close();
    emit({ type: "class-gone", room: followed.id, reason });
  }

  /** Follows the room: one `class-wait` after another; a new call replaces the loop. */
  async function follow(followed) {
    const loop = (followed.loop = (followed.loop || 0) + 1);
    clearTimeout(followed.timer);
    let failures = 0;
    while (!followed.closed && followed.loop === loop) {
      try {
        const answer = await ask(followed.conn, "class-wait", { room: followed.id, key: followed.key, after: followed.last.revision }, WAIT_MS);
        failures = 0;
        if (!followed.closed) await consider(followed, answer.state, answer.role);
      } catch (err) {
        if (GONE.includes(err.message)) return gone(followed, err.message);
        failures += 1;
        await new Promise((resolve) => {
          followed.timer = setTimeout(resolve, Math.min(125 * 2 ** failures, 1000));
        });
      }
    }
  }

  /** A room followed on this page, on the connection to `server`. */
  async function followed(server, room, key) {
    rooms.get(room)?.close();
    const conn = await connection(server);
    const entry = { id: room, conn, key, role: null, last: null, announced: null, closed: false, stored: new Set() };
    entry.close = () => {
      entry.closed = true;
      clearTimeout(entry.timer);
      if (rooms.get(room) === entry) rooms.delete(room);
    };
    entry.follow = () => follow(entry);
    rooms.set(room, entry);
    return entry;
  }

  const rethrow = (err) => {
    throw isCode(err.message) ? err : fail("unreachable");
  };

  /** Makes a room; this browser is its teacher. */
  async function classNew(server, game, start, level) {
    if (typeof game !== "string" || typeof start !== "string" || typeof level !== "string") throw fail("bad-code");
    const conn = await connection(server);
    const key = secret();
    const made = await ask(conn, "class-new", { game, start, level, teacher: key }).catch(rethrow);
    if (!ROOM_PATTERN.test(made.room) || !SECRET_PATTERN.test(made.watch)) throw fail("unreachable");
    await keys.put(keyOf(made.room), { role: "teacher", key, code: made.code, watch: made.watch, game, server });
    return JSON.stringify({ room: made.room, code: made.code, watch: made.watch });
  }

  /** Joins the room of this code as a student. */
  async function classJoin(server, code) {
    const normal = String(code).toUpperCase().replace(/[^0-9A-Z]/g, "");
    if (!CODE_PATTERN.test(normal)) throw fail("bad-code");
    const conn = await connection(server);
    // A device that joined with this code before shows the same token: the same student
    // (or refused, if the teacher removed them).
    const before = (await keys.entries()).find(([id, r]) => String(id).startsWith("class:") && r?.role === "student" && r.code === normal);
    const key = before && SECRET_PATTERN.test(before[1].key) ? before[1].key : secret();
    const joined = await ask(conn, "class-join", { code: normal, token: key }).catch(rethrow);
    if (!ROOM_PATTERN.test(joined.room) || !roomStateFrom(joined.state, joined.room)) throw fail("unreachable");
    await keys.put(keyOf(joined.room), { role: "student", key, code: normal, game: joined.state.game, server });
    return JSON.stringify({ room: joined.room, name: joined.state.you ?? null });
  }

  /** Opens a room with the key this device holds for it, or the given watch key, and follows it. */
  async function classOpen(server, room, key = null) {
    const record = await held(room);
    const shown = typeof key === "string" && SECRET_PATTERN.test(key) ? key : record?.key;
    if (!ROOM_PATTERN.test(room) || !shown) throw fail("not-found");
    const entry = await followed(server, room, shown);
    try {
      const opened = await ask(entry.conn, "class-open", { room, key: shown });
      await consider(entry, opened.state, opened.role);
      if (!entry.last) throw fail("unreachable");
    } catch (err) {
      entry.close();
      rethrow(err);
    }
    if (!entry.closed) {
      follow(entry);
      emit({ type: "class-connection", room, state: entry.conn.reported });
    }
    return JSON.stringify({ role: entry.role, state: entry.last });
  }

  /** The connection for a request about `room`: its followed one, or the stored server's. */
  async function connFor(room, record) {
    const open = rooms.get(room);
    if (open) return open.conn;
    if (typeof record.server !== "string") throw fail("not-found");
    return connection(record.server);
  }

  /** A request of this device's `role` in the room; the state it answers is followed on. */
  async function roomRequest(room, role, verb, body) {
    const record = await held(room);
    if (!record || record.role !== role) throw fail("not-found");
    const conn = await connFor(room, record);
    const answer = await ask(conn, verb, { room, ...body(record.key) }).catch(rethrow);
    const open = rooms.get(room);
    if (open) await consider(open, answer.state);
    return JSON.stringify({ state: answer.state });
  }

  /** Another generated name for this device's student. */
  const className = (room) => roomRequest(room, "student", "class-name", (token) => ({ token }));

  /** This device's student answers question `number` with the move written `move`. */
  const classAnswer = (room, number, move) =>
    roomRequest(room, "student", "class-answer", (token) => ({ token, question: Number(number), move: String(move) }));

  /**
   * The teacher's `action` (pair, next, pause, resume, lock, unlock, end, remove, ask,
   * show, reveal, done, tournament), with `student`, `pairs`, `position` (a game link),
   * or `system` and `rounds` in `extra`.
   */
  function classTeach(room, action, extra = {}) {
    const body = { action: String(action) };
    if (typeof extra?.student === "string") body.student = extra.student;
    if (Array.isArray(extra?.pairs)) body.pairs = extra.pairs;
    if (typeof extra?.position === "string") body.position = extra.position;
    if (typeof extra?.system === "string") body.system = extra.system;
    if (Number.isSafeInteger(extra?.rounds)) body.rounds = extra.rounds;
    return roomRequest(room, "teacher", "class-teach", (teacher) => ({ teacher, ...body }));
  }

  async function classClose(room) {
    rooms.get(room)?.close();
    return JSON.stringify({ room });
  }

  /** The rooms this device holds keys for. */
  async function classList() {
    const list = [];
    for (const [id, record] of await keys.entries()) {
      if (typeof id !== "string" || !id.startsWith("class:") || !ROLES.includes(record?.role)) continue;
      list.push({ room: id.slice(6), role: record.role, game: record.game ?? null, code: record.code ?? null });
    }
    return JSON.stringify(list);
  }

  return { rooms, api: { classNew, classJoin, classOpen, className, classAnswer, classTeach, classClose, classList } };
}
