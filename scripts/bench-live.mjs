// Live play's load benchmark (scripts/bench-live): GAMES games (default 100, two players
// each) through static/live.js with Node's NATS client; in each game the player to move
// waits 1–3 s after seeing the other's move, then moves. For SECONDS_EACH seconds (default
// 60) against one loopback server, then a three-node cluster (R3 bucket). Prints the moves
// stored, lost (stored but never seen by the other player, or a ply skipped) and doubled (a
// ply seen twice with different records, or stored twice), and the p50/p95 time from one
// player's move() to the other player's state event.
import { startNats } from "./nats-local.mjs";
import { liveClient } from "../tests/live/client.mjs";

const GAMES = Number(process.env.GAMES || 100);
const SECONDS = Number(process.env.SECONDS_EACH || 60);
const SEATS = ["green", "white"];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(label, nodes) {
  const nats = await startNats({ nodes });
  const latencies = [];
  let stored = 0, lost = 0, doubled = 0, refused = 0;
  const games = [];
  try {
    const server = nodes > 1 ? nats.urls : nats.urls[0];
    for (let g = 0; g < GAMES; g += 10) {
      await Promise.all(Array.from({ length: Math.min(10, GAMES - g) }, async () => {
        const game = { players: [], moveAt: new Map(), seen: [new Map(), new Map()], lastSeen: [0, 0], sent: 0, ply: 0, record: "" };
        game.players = SEATS.map((seat, i) => liveClient(undefined, (e) => onEvent(game, i, e)));
        const made = await game.players[0].api.create(server, "mu-torere", "game=mu-torere", "green");
        game.id = made.id;
        await game.players[0].api.open(server, made.id, "play");
        await game.players[1].api.open(server, made.id, "play:white");
        games.push(game);
      }));
    }
    let running = true;
    const pace = () => 1000 + Math.random() * 2000;
    function onEvent(game, i, e) {
      if (e.type === "refused") refused++;
      if (e.type !== "state" || e.ply === 0) return;
      const seen = game.seen[i];
      if (seen.has(e.ply)) {
        if (seen.get(e.ply) !== e.record) doubled++;
        return;
      }
      seen.set(e.ply, e.record);
      if (e.ply > game.lastSeen[i] + 1) lost += e.ply - game.lastSeen[i] - 1;
      game.lastSeen[i] = Math.max(game.lastSeen[i], e.ply);
      const mover = (e.ply - 1) % 2;
      if (i !== mover) {
        latencies.push(performance.now() - game.moveAt.get(e.ply));
        game.ply = e.ply;
        game.record = e.record;
        if (running) setTimeout(() => move(game), pace());
      }
    }
    async function move(game) {
      if (!running) return;
      const ply = game.ply + 1;
      const i = (ply - 1) % 2;
      const record = `${game.record} m${ply}`.trim();
      game.moveAt.set(ply, performance.now());
      try {
        const result = await game.players[i].api.move(game.id, ply, record, SEATS[i]);
        if (result.state === "sent") stored++;
      } catch {
        refused++;
      }
    }
    const started = performance.now();
    for (const game of games) setTimeout(() => move(game), pace());
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    running = false;
    // Let the last moves arrive, then count what was stored but never seen by the other side.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const game of games) {
      for (let ply = 1; ply <= game.moveAt.size; ply++) {
        const other = ply % 2; // the player who did not make move `ply`
        if (!game.seen[other].has(ply) && game.seen[1 - other].has(ply)) lost++;
      }
    }
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(`${label}: ${GAMES} games, ${GAMES * 2} players, ${elapsed.toFixed(0)} s: ${stored} moves stored, `
      + `${lost} lost, ${doubled} doubled, ${refused} refused; move → other board p50 ${percentile(latencies, 50).toFixed(1)} ms, `
      + `p95 ${percentile(latencies, 95).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`);
    return { stored, lost, doubled };
  } finally {
    await Promise.all(games.flatMap((g) => g.players.map((p) => p.shutdown())));
    await nats.stop();
  }
}

const results = [await run("one server", 1), await run("three-node cluster (R3)", 3)];
process.exit(results.some((r) => r.lost || r.doubled) ? 1 : 0);
