// Class rooms' load benchmark (scripts/bench-class): ROOMS rooms (default 10) of STUDENTS
// students (default 32) and a projector each, through static/live.js and the game service.
// Each student joins by the room's code; the teacher pairs the class; each pair plays the
// fixture's Mū tōrere moves (tests/live/games.json: the service referees every move) at a
// human pace (1–3 s after seeing the other's move); a room whose games are all over is
// paired again ("next round"). The projector follows every game of its room by watching
// it. For SECONDS_EACH seconds (default 120) against one loopback server and one service,
// then a three-node cluster (R3 buckets) with two services. Prints the moves stored, lost
// (stored but never seen by the projector, or a ply skipped), doubled (a ply seen twice
// with different records), refused, the p50/p95/max time from a student's move() to the
// projector's state event for it, and the servers' and services' resident memory.
import fs from "node:fs";
import { startNats } from "./nats-local.mjs";
import { liveClient, GAMES as FIXTURE } from "../tests/live/client.mjs";

const ROOMS = Number(process.env.ROOMS || 10);
const STUDENTS = Number(process.env.STUDENTS || 32);
const SECONDS = Number(process.env.SECONDS_EACH || 120);
const MU = FIXTURE["mu-torere"];
/** Every client comes from 127.0.0.1 and joins at once: the per-address limits are raised. */
const serviceEnv = (nodes) => ({
  TAKARO_CONNECTIONS_PER_MINUTE: "100000",
  TAKARO_REQUESTS_PER_SECOND: "1000",
  ...(nodes > 1 ? { TAKARO_STORE_MB: "256" } : {}),
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const pace = () => 1000 + Math.random() * 2000;

/** A process's resident memory in MiB, from /proc (0 when it cannot be read). */
function residentMiB(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return 0;
  }
}

async function run(label, nodes, services) {
  const nats = await startNats({ nodes, services, serviceEnv: serviceEnv(nodes) });
  const server = nodes > 1 ? nats.urls : nats.urls[0];
  const latencies = [];
  const totals = { stored: 0, lost: 0, doubled: 0, refused: 0, rounds: 0 };
  const clients = [];
  let running = true;
  let peakMiB = 0;
  const sample = () => {
    const mib = [...nats.nodes, ...nats.services].reduce((sum, p) => sum + residentMiB(p.pid), 0);
    peakMiB = Math.max(peakMiB, mib);
  };
  const sampler = setInterval(sample, 2000);
  try {
    const rooms = [];
    for (let r = 0; r < ROOMS; r++) rooms.push(await openRoom());
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    running = false;
    const elapsed = (performance.now() - started) / 1000;
    // The last moves arrive (a wait missed is answered after the service's 15 s).
    await new Promise((resolve) => setTimeout(resolve, 16000));
    for (const room of rooms) {
      for (const game of room.games.values()) {
        for (const ply of game.moveAt.keys()) if (!game.seen.has(ply) && game.stored.has(ply)) totals.lost++;
      }
    }
    latencies.sort((a, b) => a - b);
    sample();
    console.log(`${label}: ${ROOMS} rooms × ${STUDENTS} students and a projector, ${elapsed.toFixed(0)} s, `
      + `${totals.rounds} rounds: ${totals.stored} moves stored, ${totals.lost} lost, ${totals.doubled} doubled, `
      + `${totals.refused} refused; student's move → projector p50 ${percentile(latencies, 50).toFixed(1)} ms, `
      + `p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms; `
      + `servers and services ${peakMiB.toFixed(0)} MiB resident at most`);
    return totals;
  } finally {
    clearInterval(sampler);
    await Promise.all(clients.map((c) => c.shutdown()));
    await nats.stop();
  }

  /** A room: the teacher opens it, the students join by code, the projector watches. */
  async function openRoom() {
    const room = { games: new Map(), students: [] };
    room.teacher = liveClient(undefined, (e) => onTeacher(room, e));
    room.projector = liveClient(undefined, (e) => onProjector(room, e));
    clients.push(room.teacher, room.projector);
    const made = await room.teacher.api.classNew(server, MU.game, MU.start, "1");
    room.id = made.room;
    for (let s = 0; s < STUDENTS; s++) {
      const student = { client: null, game: null, seat: null };
      student.client = liveClient(undefined, (e) => onStudent(room, student, e));
      clients.push(student.client);
      await student.client.api.classJoin(server, made.code);
      await student.client.api.classOpen(server, room.id);
      room.students.push(student);
    }
    await room.projector.api.classOpen(server, room.id, made.watch);
    await room.teacher.api.classOpen(server, room.id);
    await room.teacher.api.classTeach(room.id, "pair");
    totals.rounds++;
    return room;
  }

  function onTeacher(room, e) {
    if (e.type !== "class" || !running || room.pairing) return;
    const round = e.state.games.filter((g) => g.round === e.state.round);
    const over = round.length > 0 && round.every((g) => room.games.get(g.id)?.over);
    if (!over) return;
    room.pairing = true;
    room.teacher.api.classTeach(room.id, "next").then(() => totals.rounds++, () => totals.refused++)
      .finally(() => { room.pairing = false; });
  }

  function gameOf(room, id) {
    if (!room.games.has(id)) {
      room.games.set(id, { id, moveAt: new Map(), stored: new Set(), seen: new Map(), lastSeen: 0, over: false });
    }
    return room.games.get(id);
  }

  function onProjector(room, e) {
    if (e.type === "class") {
      for (const g of e.state.games) {
        if (g.round !== e.state.round || gameOf(room, g.id).watched) continue;
        gameOf(room, g.id).watched = true;
        room.projector.api.open(server, g.id, "watch").catch(() => totals.refused++);
      }
      return;
    }
    if (e.type !== "state" || !room.games.has(e.id) || e.ply === 0) return;
    const game = room.games.get(e.id);
    if (game.seen.has(e.ply)) {
      if (game.seen.get(e.ply) !== e.record) totals.doubled++;
      return;
    }
    game.seen.set(e.ply, e.record);
    if (e.ply > game.lastSeen + 1) totals.lost += e.ply - game.lastSeen - 1;
    game.lastSeen = Math.max(game.lastSeen, e.ply);
    const at = game.moveAt.get(e.ply);
    if (Number.isFinite(at)) latencies.push(performance.now() - at);
  }

  function onStudent(room, student, e) {
    if (e.type === "class") {
      const me = e.state.students.find((s) => s.name === e.state.you);
      if (me?.game && me.game !== student.game) {
        student.game = me.game;
        student.seat = me.seat;
        student.client.api.open(server, me.game, "play").catch(() => totals.refused++);
      }
      return;
    }
    if (e.type !== "state" || e.id !== student.game || !running) return;
    const game = gameOf(room, e.id);
    const ply = e.ply + 1;
    if (ply > MU.links.length) {
      game.over = true;
      return;
    }
    // The student to move: green makes the odd plies.
    const mine = (ply % 2 === 1) === (student.seat === MU.seats[0]);
    if (!mine || game.moveAt.has(ply)) return;
    game.moveAt.set(ply, Infinity);
    setTimeout(async () => {
      if (!running) return;
      game.moveAt.set(ply, performance.now());
      try {
        const result = await student.client.api.move(e.id, ply, MU.links[ply - 1], student.seat);
        if (result.state === "sent") {
          totals.stored++;
          game.stored.add(ply);
        }
      } catch {
        totals.refused++;
      }
    }, pace());
  }
}

const results = [await run("one server, one service", 1, 1), await run("three-node cluster (R3), two services", 3, 2)];
process.exit(results.some((r) => r.lost || r.doubled) ? 1 : 0);
