// Live play's load benchmark (scripts/bench-live): GAMES games (default 100, two players
// each) through static/live.js and the game service, with Node's NATS client; each game
// plays the fixture's Mū tōrere moves (tests/live/games.json: the service referees every
// move, so they must be legal), and stops at the end of them. The creator takes green, the
// friend claims white with the invitation; the player to move waits 1–3 s after seeing the
// other's move, then moves. For SECONDS_EACH seconds (default 60) against one loopback
// server and one service, then a three-node cluster (R3 bucket) with two services. Prints
// the moves stored, lost (stored but never seen by the other player, or a ply skipped),
// doubled (a ply seen twice with different records) and refused, and the p50/p95/max time
// from one player's move() to the other player's state event.
import { startNats } from "./nats-local.mjs";
import { liveClient, GAMES as FIXTURE } from "../tests/live/client.mjs";

const GAMES = Number(process.env.GAMES || 100);
const SECONDS = Number(process.env.SECONDS_EACH || 60);
const MU = FIXTURE["mu-torere"];
const SEATS = MU.seats;
/**
 * All the players come from one address (127.0.0.1) and move as fast as the benchmark
 * says: the service's per-address and per-connection limits are raised. The cluster's
 * R3 bucket needs a store that fits the GAMES account's max_file three times over.
 */
const serviceEnv = (nodes) => ({
  TAKARO_CONNECTIONS_PER_MINUTE: "100000",
  TAKARO_REQUESTS_PER_SECOND: "1000",
  ...(nodes > 1 ? { TAKARO_STORE_MB: "256" } : {}),
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(label, nodes, services) {
  const nats = await startNats({ nodes, services, serviceEnv: serviceEnv(nodes) });
  const latencies = [];
  let stored = 0, lost = 0, doubled = 0, refused = 0;
  const games = [];
  try {
    const server = nodes > 1 ? nats.urls : nats.urls[0];
    for (let g = 0; g < GAMES; g += 10) {
      await Promise.all(Array.from({ length: Math.min(10, GAMES - g) }, async () => {
        const game = { players: [], moveAt: new Map(), seen: [new Map(), new Map()], lastSeen: [0, 0], sent: 0, ply: 0, record: "" };
        game.players = SEATS.map((seat, i) => liveClient(undefined, (e) => onEvent(game, i, e)));
        const made = await game.players[0].api.create(server, MU.game, MU.start, SEATS[0]);
        game.id = made.id;
        await game.players[0].api.open(server, made.id, "play");
        await game.players[1].api.open(server, made.id, `play:${SEATS[1]}`, made.invite);
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
      if (ply > MU.links.length) return; // The end of the fixture's moves: this game stops.
      const i = (ply - 1) % 2;
      const record = MU.links[ply - 1];
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
    const elapsed = (performance.now() - started) / 1000;
    // Let the last moves arrive (a page that missed a wake-up is answered after the
    // service's WAIT_FOR, 15 s), then count what was stored but never seen by the other side.
    await new Promise((resolve) => setTimeout(resolve, 16000));
    for (const game of games) {
      for (let ply = 1; ply <= game.moveAt.size; ply++) {
        const other = ply % 2; // the player who did not make move `ply`
        if (!game.seen[other].has(ply) && game.seen[1 - other].has(ply)) lost++;
      }
    }
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

const results = [await run("one server, one service", 1, 1), await run("three-node cluster (R3), two services", 3, 2)];
process.exit(results.some((r) => r.lost || r.doubled) ? 1 : 0);
