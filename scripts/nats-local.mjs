#!/usr/bin/env node
// Loopback NATS servers for live play's tests, benchmark and ./run, started from the
// shipped deploy/nats-server.conf (only its `# local:` lines are rewritten), each with
// its own store folder in a temporary folder, plus the game bucket `takaro-games`.
//
// As a module:
//   const nats = await startNats({ nodes: 1 | 3, origins: [...] });
//   nats.nodes[i].url / .wsUrl / .pid, await nats.nodes[i].stop(), await nats.nodes[i].start()
//   nats.urls (TCP, for Node clients), nats.wsUrls (WebSocket, for pages); await nats.stop()
// As a command:
//   node scripts/nats-local.mjs serve [--cluster] [--origin URL]...
//       starts a server (or a three-node cluster), prints `PAPA_TAKARO_NATS=ws://…` once it
//       is ready, and runs until SIGINT/SIGTERM (./run uses it).
//   node scripts/nats-local.mjs bucket nats://HOST:4222 [--ttl 7d] [--replicas 3] [--history 16]
//       makes the bucket on a host's server as its admin user (password from
//       TAKARO_NATS_ADMIN_PASSWORD).
//   node scripts/nats-local.mjs cluster-configs OUT_DIR host1 host2 host3
//       writes node1.conf … node3.conf for a three-node cluster from the shipped file.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SHIPPED_CONFIG = path.join(ROOT, "deploy", "nats-server.conf");
export const BUCKET = "takaro-games";
/** Values longer than this are refused by the server; static/live.js ignores those over 16 KiB. */
export const MAX_VALUE_BYTES = 32768;
export const DEFAULT_HISTORY = 16;

/** The nats-server program: $NATS_SERVER, else on PATH or in Debian's /usr/sbin. */
export function natsServerBinary() {
  if (process.env.NATS_SERVER) return process.env.NATS_SERVER;
  const dirs = [...(process.env.PATH || "").split(":"), "/usr/sbin", "/usr/local/sbin", "/usr/local/bin"];
  for (const dir of dirs) {
    const file = path.join(dir, "nats-server");
    if (dir && fs.existsSync(file)) return file;
  }
  throw new Error("nats-server is not installed (scripts/setup web installs Debian's package)");
}

/** The shipped config with each `# local:` line replaced; throws when one is not found. */
export function configFrom(text, { serverName, listen, storeDir, wsListen, origins = [], tls = false, cluster = null }) {
  const replace = (marker, line) => {
    const re = new RegExp(`^.*# local: ${marker}$`, "m");
    if (!re.test(text)) throw new Error(`deploy/nats-server.conf has no line marked "# local: ${marker}"`);
    text = text.replace(re, line);
  };
  replace("server_name", `server_name: ${JSON.stringify(serverName)}`);
  replace("listen", `listen: ${JSON.stringify(listen)}`);
  replace("store_dir", `  store_dir: ${JSON.stringify(storeDir)}`);
  replace("websocket listen", `  listen: ${JSON.stringify(wsListen)}`);
  replace("allowed_origins", origins.length ? `  allowed_origins: ${JSON.stringify(origins)}` : "");
  replace("no_tls", tls ? "" : "  no_tls: true");
  if (cluster) {
    text += `\ncluster {\n  name: ${JSON.stringify(cluster.name)}\n  listen: ${JSON.stringify(cluster.listen)}\n  routes: ${JSON.stringify(cluster.routes)}\n}\n`;
  }
  return text;
}

/** A port the kernel says is free on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Parses "7d", "12h", "30m", "45s" or a number of milliseconds. */
export function durationMs(text) {
  const m = /^(\d+)(ms|s|m|h|d)?$/.exec(String(text));
  if (!m) throw new Error(`not a duration: ${text}`);
  return Number(m[1]) * { ms: 1, s: 1000, m: 60e3, h: 3600e3, d: 86400e3 }[m[2] || "ms"];
}

/**
 * Makes the game bucket (or leaves an existing one as it is): `history` values per game
 * kept, games removed `ttl` after their last write, values over MAX_VALUE_BYTES refused,
 * and no roll-ups (a browser cannot purge a game's history).
 */
export async function ensureBucket({ servers, user = "admin", pass, replicas = 1, ttl = "7d", history = DEFAULT_HISTORY, timeoutMs = 30000 }) {
  const { connect } = await import("nats");
  const nc = await connect({ servers, user, pass, maxReconnectAttempts: -1, reconnectTimeWait: 200 });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const js = nc.jetstream({ timeout: 5000 });
        await js.views.kv(BUCKET, { history, ttl: durationMs(ttl), replicas, maxValueSize: MAX_VALUE_BYTES, allow_direct: true });
        const jsm = await nc.jetstreamManager();
        const info = await jsm.streams.info(`KV_${BUCKET}`);
        if (info.config.allow_rollup_hdrs || !info.config.deny_purge) {
          await jsm.streams.update(info.config.name, { ...info.config, allow_rollup_hdrs: false, deny_purge: true });
        }
        return;
      } catch (err) {
        // A cluster answers "JetStream not ready" (or not at all) until it has elected its leaders.
        if (Date.now() > deadline) throw err;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await nc.close();
  }
}

/** One nats-server process with a fixed config; start() and stop() may be called again. */
class Node {
  constructor(name, configFile, { url, wsUrl, logFile, env }) {
    Object.assign(this, { name, configFile, url, wsUrl, logFile, env, process: null });
  }
  get pid() {
    return this.process?.pid ?? null;
  }
  /** Starts the server and resolves once it logs that it is ready for clients. */
  start() {
    if (this.process) return Promise.resolve();
    const log = fs.openSync(this.logFile, "a");
    const child = spawn(natsServerBinary(), ["-c", this.configFile], { env: this.env, stdio: ["ignore", log, "pipe"] });
    fs.closeSync(log);
    this.process = child;
    this.exited = new Promise((resolve) => child.once("exit", resolve));
    return new Promise((resolve, reject) => {
      let seen = "";
      const onData = (chunk) => {
        fs.appendFileSync(this.logFile, chunk);
        seen = (seen + chunk.toString()).slice(-4096);
        if (seen.includes("Server is ready")) {
          seen = "";
          resolve();
        }
      };
      child.stderr.on("data", onData);
      child.once("exit", (code) => {
        this.process = null;
        const log = fs.readFileSync(this.logFile, "utf8").trim().split("\n").slice(-3).join("\n");
        reject(new Error(`${this.name} exited (${code}) before it was ready:\n${log}`));
      });
    });
  }
  /** Stops the server (SIGTERM, or `signal`) and resolves when the process has exited. */
  async stop(signal = "SIGTERM") {
    if (!this.process) return;
    const exited = this.exited;
    process.kill(this.process.pid, signal);
    await exited;
    this.process = null;
  }
}

/**
 * Starts one server (`nodes: 1`) or a three-node cluster (`nodes: 3`) on free loopback
 * ports and makes the bucket (R1, or R3 on a cluster). `origins` limits the WebSocket
 * listener to those page origins (none: any); `wsPort` fixes the first node's WebSocket
 * port (the browser tests' build names it).
 */
export async function startNats(options = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (err) {
      // Another program may take a port between freePort() and the server's start.
      if (attempt === 3 || !/address already in use/i.test(err.message)) throw err;
    }
  }
}

async function startOnce({ nodes = 1, origins = [], ttl = "7d", bucket = true, wsPort = 0 }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "takaro-nats-"));
  // nats-server reads a variable's value as a config token: a leading digit makes it a
  // number ("Expected a digit"), so the password is letters and digits after a letter.
  const pass = `takaro${crypto.randomBytes(16).toString("hex")}`;
  const env = { ...process.env, TAKARO_NATS_ADMIN_PASSWORD: pass };
  const shipped = fs.readFileSync(SHIPPED_CONFIG, "utf8");
  const specs = [];
  for (let i = 1; i <= nodes; i++) {
    // `wsPort`: the first node's WebSocket port (a page built for it names it in its CSP).
    const ws = i === 1 && wsPort ? wsPort : await freePort();
    specs.push({ name: `takaro-${i}`, port: await freePort(), wsPort: ws, clusterPort: nodes > 1 ? await freePort() : 0 });
  }
  const list = specs.map((spec) => {
    const storeDir = path.join(dir, spec.name, "jetstream");
    fs.mkdirSync(storeDir, { recursive: true });
    const cluster = nodes > 1
      ? { name: "takaro", listen: `127.0.0.1:${spec.clusterPort}`, routes: specs.map((s) => `nats://127.0.0.1:${s.clusterPort}`) }
      : null;
    const text = configFrom(shipped, {
      serverName: spec.name, listen: `127.0.0.1:${spec.port}`, storeDir, wsListen: `127.0.0.1:${spec.wsPort}`, origins, cluster,
    });
    const configFile = path.join(dir, `${spec.name}.conf`);
    fs.writeFileSync(configFile, text);
    return new Node(spec.name, configFile, {
      url: `nats://127.0.0.1:${spec.port}`, wsUrl: `ws://127.0.0.1:${spec.wsPort}`, logFile: path.join(dir, `${spec.name}.log`), env,
    });
  });
  const handle = {
    dir,
    nodes: list,
    urls: list.map((n) => n.url),
    wsUrls: list.map((n) => n.wsUrl),
    admin: { user: "admin", pass },
    async stop() {
      await Promise.all(list.map((n) => n.stop()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(list.map((n) => n.start()));
    if (bucket) await ensureBucket({ servers: handle.urls, pass, replicas: nodes > 1 ? 3 : 1, ttl });
  } catch (err) {
    await handle.stop();
    throw err;
  }
  return handle;
}

function option(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}

async function main(args) {
  const [command, ...rest] = args;
  if (command === "serve") {
    const origins = rest.flatMap((a, i) => (rest[i - 1] === "--origin" ? [a] : []));
    const nats = await startNats({ nodes: rest.includes("--cluster") ? 3 : 1, origins });
    process.stderr.write(`nats-local: ${nats.nodes.map((n) => `${n.name} ${n.wsUrl} (log ${n.logFile})`).join(", ")}\n`);
    process.stdout.write(`PAPA_TAKARO_NATS=${nats.wsUrls[0]}\n`);
    const quit = async () => {
      await nats.stop();
      process.exit(0);
    };
    process.on("SIGINT", quit);
    process.on("SIGTERM", quit);
    process.on("SIGHUP", quit);
  } else if (command === "bucket") {
    const servers = rest[0];
    const pass = process.env.TAKARO_NATS_ADMIN_PASSWORD;
    if (!servers || !pass) throw new Error("usage: TAKARO_NATS_ADMIN_PASSWORD=… nats-local.mjs bucket nats://HOST:PORT [--ttl 7d] [--replicas 1|3] [--history 16]");
    await ensureBucket({
      servers, pass, user: option(rest, "--user", "admin"), ttl: option(rest, "--ttl", "7d"),
      replicas: Number(option(rest, "--replicas", "1")), history: Number(option(rest, "--history", String(DEFAULT_HISTORY))),
    });
    console.log(`bucket ${BUCKET} is ready on ${servers}`);
  } else if (command === "cluster-configs") {
    const [out, ...hosts] = rest;
    if (!out || hosts.length !== 3) throw new Error("usage: nats-local.mjs cluster-configs OUT_DIR host1 host2 host3");
    fs.mkdirSync(out, { recursive: true });
    const shipped = fs.readFileSync(SHIPPED_CONFIG, "utf8");
    hosts.forEach((host, i) => {
      const text = configFrom(shipped, {
        serverName: `takaro-${i + 1}`, listen: "0.0.0.0:4222", storeDir: "/var/lib/nats/jetstream", wsListen: "0.0.0.0:8443",
        origins: ["https://games.example.org"], tls: true,
        cluster: { name: "takaro", listen: "0.0.0.0:6222", routes: hosts.map((h) => `nats://${h}:6222`) },
      });
      fs.writeFileSync(path.join(out, `node${i + 1}.conf`), text);
    });
    console.log(`wrote ${out}/node1.conf … node3.conf: set allowed_origins, the TLS block and the admin password before use`);
  } else {
    console.error("usage: nats-local.mjs serve [--cluster] [--origin URL]… | bucket URL [--ttl 7d] [--replicas N] | cluster-configs DIR h1 h2 h3");
    process.exit(2);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`nats-local: ${err.message}`);
    process.exit(1);
  });
}
