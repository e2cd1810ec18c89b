// Class rooms (docs/class-protocol.md) through live.js's client (static/live-class.js) and
// the game service, against a real loopback NATS server (scripts/nats-local.mjs): a
// teacher and students join, are paired, play whole games through `move`, are paused,
// removed, locked out and ended; a watch key reads only; a stranger with no key reads
// nothing; a service restart mid-round loses nothing. Every wait is on an event.
// Run by `npm run test:live` (node --test tests/live/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { startNats } from "../../scripts/nats-local.mjs";
import { liveClient, stranger, GAMES, newId } from "./client.mjs";

const MU = GAMES["mu-torere"];
const KEMU = GAMES.kemu;

const isRoom = (room, match = () => true) => (e) => e.type === "class" && e.room === room && match(e.state);
const isState = (id, ply) => (e) => e.type === "state" && e.id === id && e.ply === ply;
/** The pair of names of a game, in a set-like key. */
const pairKey = (game) => Object.values(game.seats).sort().join(" + ");

let single;
before(async () => {
  // The students here are programs that move as fast as the machine lets them, each
  // following its games and the room: more requests a second than a person makes. The
  // service's default limit (20 a second a connection) is tested in stranger.test.mjs;
  // here it once refused a student's `open` of its round-2 game ("refused"), so these
  // rooms run under a limit no program here reaches, as scripts/bench-class.mjs does.
  single = await startNats({ nodes: 1, serviceEnv: { TAKARO_REQUESTS_PER_SECOND: "1000" } });
});
after(async () => {
  await single?.stop();
});

/**
 * A room of `kind` with a teacher and `count` students, all following it; resolves once
 * the teacher sees every student connected.
 */
async function classOf(server, count, kind = MU) {
  const teacher = liveClient();
  const made = await teacher.api.classNew(server, kind.game, kind.start, "2");
  assert.match(made.room, /^[a-z2-7]{24}$/);
  assert.match(made.code, /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
  assert.equal((await teacher.api.classOpen(server, made.room)).role, "teacher");
  const students = [];
  for (let i = 0; i < count; i++) {
    const student = liveClient();
    // Typed as people do: lower case, a space.
    const typed = i === 0 ? `${made.code.slice(0, 3)} ${made.code.slice(3)}`.toLowerCase() : made.code;
    const joined = await student.api.classJoin(server, typed);
    assert.equal(joined.room, made.room);
    const opened = await student.api.classOpen(server, made.room);
    assert.equal(opened.role, "student");
    assert.equal(opened.state.code, null, "a student is not shown the code");
    student.name = opened.state.you;
    students.push(student);
  }
  const seen = await teacher.next(
    isRoom(made.room, (s) => s.students.length === count && s.students.every((st) => st.connected)),
    { seen: true, what: `${count} students connected` },
  );
  return { teacher, students, room: made.room, code: made.code, watch: made.watch, state: seen.state, kind };
}

/** The student's game this round, from their own state (its key stored before the event). */
async function gameOf(student, room, round) {
  const event = await student.next(
    isRoom(room, (s) => s.round === round && s.students.find((st) => st.name === s.you)?.game),
    { seen: true, what: `${student.name}'s game in round ${round}` },
  );
  const me = event.state.students.find((st) => st.name === event.state.you);
  const held = await student.profile.keys.get(me.game);
  assert.equal(held?.seat, me.seat, "the seat's key is stored before the state is shown");
  return { id: me.game, seat: me.seat };
}

/** Plays plies `from`..`to` of the fixture game between the two students of one game. */
async function play(kind, id, bySeat, from, to) {
  for (let ply = from; ply <= to; ply++) {
    const seat = kind.seats[(ply - 1) % 2];
    const record = kind.links[ply - 1];
    const result = await bySeat[seat].api.move(id, ply, record, seat);
    assert.equal(result.state, "sent", `ply ${ply} was not stored at once`);
    for (const page of Object.values(bySeat)) {
      await page.next((e) => isState(id, ply)(e) && e.record === record, { seen: true, what: `ply ${ply}` });
    }
  }
}

/** Opens every student's game of `round`; gives the games as {id, bySeat}. */
async function openRound(cls, round) {
  const games = new Map();
  for (const student of cls.students) {
    const { id, seat } = await gameOf(student, cls.room, round);
    const opened = await student.api.open(cls.teacherServer ?? single.urls[0], id, "play");
    assert.equal(opened.seat, seat);
    if (!games.has(id)) games.set(id, { id, bySeat: {} });
    games.get(id).bySeat[seat] = student;
  }
  return [...games.values()];
}

async function shutdown(cls, ...others) {
  for (const client of [cls.teacher, ...cls.students, ...others]) await client.shutdown();
}

test("six students join by code with unique names, are paired, play whole games, and the next round repeats no partner", async () => {
  const server = single.urls[0];
  const cls = await classOf(server, 6);
  try {
    const names = cls.state.students.map((s) => s.name);
    assert.equal(new Set(names).size, 6, "names are unique");
    names.forEach((n) => assert.match(n, /^\S+ \S+$/));
    // A reload of a student (same device, same code) is the same student.
    const again = await cls.students[2].api.classJoin(server, cls.code);
    assert.equal(again.name, cls.students[2].name);

    const paired = await cls.teacher.api.classTeach(cls.room, "pair");
    assert.equal(paired.state.round, 1);
    assert.equal(paired.state.games.length, 3);
    const games = await openRound(cls, 1);
    assert.equal(games.length, 3);
    await Promise.all(games.map((g) => play(MU, g.id, g.bySeat, 1, MU.links.length)));
    const firstPairs = new Set(paired.state.games.map(pairKey));

    const next = await cls.teacher.api.classTeach(cls.room, "next");
    assert.equal(next.state.round, 2);
    const secondPairs = next.state.games.filter((g) => g.round === 2).map(pairKey);
    assert.equal(secondPairs.length, 3);
    for (const pair of secondPairs) assert.ok(!firstPairs.has(pair), `${pair} met in round 1`);
    // Each student hears of the new game, and it is playable.
    const round2 = await openRound(cls, 2);
    await Promise.all(round2.map((g) => play(MU, g.id, g.bySeat, 1, 2)));

    assert.deepEqual(await cls.teacher.api.classList(), [{ room: cls.room, role: "teacher", game: MU.game, code: cls.code }]);
    assert.deepEqual((await cls.students[0].api.classList()).map((r) => [r.room, r.role]), [[cls.room, "student"]]);
  } finally {
    await shutdown(cls);
  }
});

test("a Kemu room pairs its students too, and a student may take another name", async () => {
  const server = single.urls[0];
  const cls = await classOf(server, 3, KEMU);
  try {
    const before = cls.students[0].name;
    const renamed = await cls.students[0].api.className(cls.room);
    assert.notEqual(renamed.state.you, before);
    assert.ok(!renamed.state.students.some((s) => s.name === before));
    await cls.teacher.next(isRoom(cls.room, (s) => s.students.some((st) => st.name === renamed.state.you)), { seen: true });
    cls.students[0].name = renamed.state.you;

    const paired = await cls.teacher.api.classTeach(cls.room, "pair");
    assert.equal(paired.state.games.length, 1);
    assert.equal(paired.state.students.filter((s) => s.computer).length, 1, "the odd student plays the computer");
    const players = [];
    for (const student of cls.students) {
      const event = await student.next(isRoom(cls.room, (s) => s.round === 1), { seen: true });
      const me = event.state.students.find((s) => s.name === event.state.you);
      if (me.game) players.push(student);
      else assert.equal(me.computer, true);
    }
    const bySeat = {};
    let id;
    for (const student of players) {
      ({ id } = await gameOf(student, cls.room, 1));
      const opened = await student.api.open(server, id, "play");
      bySeat[opened.seat] = student;
    }
    assert.deepEqual(Object.keys(bySeat).sort(), [...KEMU.seats].sort());
    await play(KEMU, id, bySeat, 1, 4);
  } finally {
    await shutdown(cls);
  }
});

test("pause, remove, lock and end: refused as the teacher says; watch and student keys cannot teach", async () => {
  const server = single.urls[0];
  const cls = await classOf(server, 4);
  const watcher = liveClient();
  const late = liveClient();
  const stray = liveClient();
  const outsider = await stranger(single.urls[0]);
  try {
    await cls.teacher.api.classTeach(cls.room, "pair");
    const [one, two] = await openRound(cls, 1);
    const green = (g) => g.bySeat[MU.seats[0]];

    // Paused: the move is refused, kept by no one; after resume the same move goes.
    await cls.teacher.api.classTeach(cls.room, "pause");
    await assert.rejects(green(one).api.move(one.id, 1, MU.links[0], "green"), /paused/);
    const paused = await cls.teacher.next(isRoom(cls.room, (s) => s.paused && s.refused >= 1), { seen: true });
    assert.equal(paused.state.refused, 1);
    await cls.teacher.api.classTeach(cls.room, "resume");
    assert.equal((await green(one).api.move(one.id, 1, MU.links[0], "green")).state, "sent");

    // The watch key reads the room (with its code) and cannot teach; nor can a student's.
    const watched = await watcher.api.classOpen(server, cls.room, cls.watch);
    assert.equal(watched.role, "watch");
    assert.equal(watched.state.code, cls.code);
    await assert.rejects(watcher.api.classTeach(cls.room, "pause"), /not-found/);
    await assert.rejects(cls.students[0].api.classTeach(cls.room, "pause"), /not-found/);
    const studentKey = (await cls.students[0].profile.keys.get(`class:${cls.room}`)).key;
    for (const key of [cls.watch, studentKey]) {
      const answer = await outsider.ask("class-teach", { room: cls.room, teacher: key, action: "end" });
      assert.equal(answer.error, "seat-taken");
    }

    // Removed: the student's page is told, their moves and a rejoin are refused.
    const removed = green(two);
    await cls.teacher.api.classTeach(cls.room, "remove", { student: removed.name });
    assert.equal((await removed.next((e) => e.type === "class-gone", { seen: true })).reason, "removed");
    await assert.rejects(removed.api.move(two.id, 1, MU.links[0], "green"), /moved-on/);
    assert.equal((await removed.next((e) => e.type === "refused" && e.id === two.id, { seen: true })).reason, "seat-taken");
    await assert.rejects(removed.api.classJoin(server, cls.code), /removed/);
    await assert.rejects(removed.api.classOpen(server, cls.room), /removed/);
    const state = (await cls.teacher.next(isRoom(cls.room, (s) => s.students.some((st) => st.removed)), { seen: true })).state;
    assert.equal(state.students.find((s) => s.removed).name, removed.name);
    assert.equal(state.students.find((s) => s.removed).connected, false);

    // Locked: no new student; unlocked, one may join.
    const locked = await cls.teacher.api.classTeach(cls.room, "lock");
    assert.equal(locked.state.code, null);
    await assert.rejects(late.api.classJoin(server, cls.code), /locked/);
    await cls.teacher.api.classTeach(cls.room, "unlock");
    assert.equal((await late.api.classJoin(server, cls.code)).room, cls.room);

    // Ended: moves refused, pages told, no more teaching.
    await cls.teacher.api.classTeach(cls.room, "end");
    for (const student of cls.students.filter((s) => s !== removed)) {
      assert.equal((await student.next((e) => e.type === "class-gone", { seen: true })).reason, "ended");
    }
    const white = one.bySeat[MU.seats[1]];
    await white.next(isState(one.id, 1), { seen: true });
    await assert.rejects(white.api.move(one.id, 2, MU.links[1], "white"), /ended/);
    await assert.rejects(cls.teacher.api.classTeach(cls.room, "resume"), /ended/);
    await assert.rejects(stray.api.classJoin(server, cls.code), /bad-code/);
  } finally {
    await shutdown(cls, watcher, late, stray);
    await outsider.close();
  }
});

test("a question: each student's one legal move, checked by the service; the watch key and the teacher's key cannot answer, and the projector sees no name", async () => {
  const server = single.urls[0];
  const cls = await classOf(server, 3);
  const watcher = liveClient();
  const outsider = await stranger(single.urls[0]);
  try {
    // Green to move in a set-up position: points 1–4 are Green's, 5–8 White's.
    const position = "rules=free&position=g/.ggggwwww&record=";
    await cls.teacher.api.classTeach(cls.room, "ask", { position });
    const asked = await cls.students[0].next(isRoom(cls.room, (s) => s.question?.stage === "open"), { seen: true });
    const number = asked.state.question.number;
    await assert.rejects(cls.students[0].api.classAnswer(cls.room, number, "6"), /illegal/);
    await assert.rejects(cls.students[0].api.classAnswer(cls.room, number + 1, "1"), /moved-on/);
    for (const [i, point] of ["1", "4", "4"].entries()) {
      const answered = await cls.students[i].api.classAnswer(cls.room, number, point);
      assert.equal(answered.state.question.yours, point);
    }
    // Only a student's token answers (the service's own check, not the page's).
    const studentKey = (await cls.students[0].profile.keys.get(`class:${cls.room}`)).key;
    const teacherKey = (await cls.teacher.profile.keys.get(`class:${cls.room}`)).key;
    for (const key of [cls.watch, teacherKey]) {
      const answer = await outsider.ask("class-answer", { room: cls.room, token: key, question: number, move: "1" });
      assert.equal(answer.error, "seat-taken", "only a student answers");
    }
    const stolen = await outsider.ask("class-answer", { room: cls.room, token: studentKey.slice(1) + "x", question: number, move: "1" });
    assert.equal(stolen.error, "not-found", "a key that is no one's");
    // The projector: counts only, then the tallies once shown, never a name.
    const watched = await watcher.api.classOpen(server, cls.room, cls.watch);
    assert.deepEqual([watched.state.question.answered, watched.state.question.answers, watched.state.question.by], [3, undefined, undefined]);
    const teacherView = await cls.teacher.next(isRoom(cls.room, (s) => s.question?.answered === 3), { seen: true });
    assert.equal(Object.keys(teacherView.state.question.by).length, 3, "the teacher sees who chose what");
    await cls.teacher.api.classTeach(cls.room, "show");
    const shown = await watcher.next(isRoom(cls.room, (s) => s.question?.stage === "shown"), { seen: true });
    assert.deepEqual(shown.state.question.answers, [{ move: "4", count: 2 }, { move: "1", count: 1 }]);
    assert.equal(shown.state.question.by, undefined);
    assert.ok(!JSON.stringify(shown.state.question).includes(cls.students[0].name), "no name in the projector's question");
    await assert.rejects(cls.students[2].api.classAnswer(cls.room, number, "1"), /moved-on/);
    await cls.teacher.api.classTeach(cls.room, "done");
    await cls.students[0].next(isRoom(cls.room, (s) => s.question === null), { seen: true });
  } finally {
    await shutdown(cls, watcher);
    await outsider.close();
  }
});

test("a stranger on the WebSocket cannot read a room without a key, join without the code, or move in a room's game", async () => {
  const cls = await classOf(single.urls[0], 2);
  const outsider = await stranger(single.wsUrls[0], { transport: "ws" });
  try {
    await cls.teacher.api.classTeach(cls.room, "pair");
    const { id } = await gameOf(cls.students[0], cls.room, 1);
    for (const [verb, body] of [
      ["class-open", { room: cls.room, key: newId() }],
      ["class-wait", { room: cls.room, key: newId(), after: 0 }],
      ["class-name", { room: cls.room, token: newId() }],
    ]) {
      assert.equal((await outsider.ask(verb, body)).error, "not-found", verb);
    }
    assert.equal((await outsider.ask("class-open", { room: cls.room })).error, "bad-request");
    const wrong = cls.code === "222222" ? "333333" : "222222";
    assert.equal((await outsider.ask("class-join", { code: wrong, token: newId() })).error, "bad-code");
    assert.equal((await outsider.ask("class-teach", { room: cls.room, teacher: newId(), action: "end" })).error, "seat-taken");
    const move = await outsider.ask("move", { id, token: newId(), ply: 1, record: MU.links[0] });
    assert.equal(move.error, "seat-taken");
    // What it may read of the game is the state only: no hash, no token.
    const opened = await outsider.ask("open", { id });
    const token = (await cls.students[0].profile.keys.get(id)).token;
    assert.doesNotMatch(JSON.stringify(opened), new RegExp(token));
    assert.deepEqual(outsider.refused(), []);
  } finally {
    await shutdown(cls);
    await outsider.close();
  }
});

test("a service restart mid-round loses nothing: the room, its games and their moves", async () => {
  const own = await startNats({ nodes: 1 });
  const server = own.urls[0];
  const cls = await classOf(server, 2);
  cls.teacherServer = server;
  const tab = liveClient(cls.teacher.profile);
  try {
    await cls.teacher.api.classTeach(cls.room, "pair");
    const [game] = await openRound(cls, 1);
    await play(MU, game.id, game.bySeat, 1, 2);

    await own.services[0].stop();
    await own.services[0].start();

    // The pages ask again on their own; the next moves are refereed as before.
    for (let ply = 3; ply <= 4; ply++) {
      const seat = MU.seats[(ply - 1) % 2];
      // The first request after a restart may go unanswered: the page keeps the move.
      await game.bySeat[seat].api.move(game.id, ply, MU.links[ply - 1], seat);
      for (const page of Object.values(game.bySeat)) {
        await page.next(isState(game.id, ply), { seen: true, timeout: 25000, what: `ply ${ply} after the restart` });
      }
    }
    const after = await tab.api.classOpen(server, cls.room);
    assert.equal(after.state.round, 1);
    assert.equal(after.state.students.length, 2);
    assert.deepEqual(after.state.games.map((g) => g.id), [game.id]);
    // And the room still takes changes.
    assert.equal((await cls.teacher.api.classTeach(cls.room, "next")).state.round, 2);
  } finally {
    await shutdown(cls, tab);
    await own.stop();
  }
});
