#!/usr/bin/env node
// Loopback NATS servers and game services for live play's tests, benchmark and ./run:
// nats-server from the shipped deploy/nats-server.conf (only its `# local:` lines are
// rewritten), each with its own store folder in a temporary folder, and takaro-service
// processes (crates/service) that make the game bucket and answer the auth callout, with
// a callout key pair made for the run.
//
// As a module:
//   const nats = await startNats({ nodes: 1 | 3, services: 1 | 2, origins: [...] });
//   nats.nodes[i] / nats.services[i]: .pid, await .stop(signal), await .start()
//   nats.urls (TCP), nats.wsUrls (WebSocket, for pages); await nats.stop()
// As a command:
//   node scripts/nats-local.mjs serve [--cluster] [--origin URL]...
//       starts a server and a service (or a three-node cluster and two services), prints
//       `PAPA_TAKARO_NATS=ws://…` once they are ready, and runs until SIGINT/SIGTERM
//       (./run uses it).
//   node scripts/nats-local.mjs cluster-configs OUT_DIR host1 host2 host3
//       writes node1.conf … node3.conf for a three-node cluster from the shipped file.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SHIPPED_CONFIG = path.join(ROOT, "deploy", "nats-server.conf");
export const BUCKET = "takaro-games";

/** nats-server 2.10 or later is needed (auth callout): scripts/setup installs 2.15.1 here. */
export const PINNED_NATS_SERVER = path.join(ROOT, ".tools", "nats-server-2.15.1", "nats-server");

/** The nats-server program: $NATS_SERVER, else the one scripts/setup installed. */
export function natsServerBinary() {
  if (process.env.NATS_SERVER) return process.env.NATS_SERVER;
  if (fs.existsSync(PINNED_NATS_SERVER)) return PINNED_NATS_SERVER;
  throw new Error("nats-server 2.15.1 is not installed (scripts/setup web installs it)");
}

/** The game service: $TAKARO_SERVICE, else the release build (scripts/setup web builds it). */
export function serviceBinary() {
  if (process.env.TAKARO_SERVICE) return process.env.TAKARO_SERVICE;
  const target = process.env.CARGO_TARGET_DIR || path.join(ROOT, "target");
  const file = path.join(target, "release", "takaro-service");
  if (fs.existsSync(file)) return file;
  throw new Error(`${file} is missing: cargo build --release -p takaro-service`);
}

/** A new callout key pair from the service: { seed, issuer }. */
export function calloutKeys() {
  const out = execFileSync(serviceBinary(), ["keygen"], { encoding: "utf8" });
  const value = (name) => new RegExp(`^${name}=(\\S+)$`, "m").exec(out)?.[1];
  const seed = value("TAKARO_CALLOUT_SEED");
  const issuer = value("TAKARO_CALLOUT_ISSUER");
  if (!seed || !issuer) throw new Error(`takaro-service keygen printed no key pair:\n${out}`);
  return { seed, issuer };
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

/** How long a server or a service may take to say it is ready (a cluster elects first). */
const READY_WITHIN_MS = 60000;

/**
 * One server process (nats-server, or the game service) with a fixed command; start() and
 * stop() may be called again.
 */
class Node {
  constructor(name, { program, args, readyText, url = null, wsUrl = null, logFile, env }) {
    Object.assign(this, { name, program, args, readyText, url, wsUrl, logFile, env, process: null });
  }
  get pid() {
    return this.process?.pid ?? null;
  }
  /**
   * Starts the process and resolves once it logs that it is ready; rejects (and kills it)
   * if it exits first or is not ready within `readyWithinMs`, with its log's last lines.
   */
  start(readyWithinMs = READY_WITHIN_MS) {
    if (this.process) return Promise.resolve();
    const log = fs.openSync(this.logFile, "a");
    const child = spawn(this.program(), this.args, { env: this.env, stdio: ["ignore", log, "pipe"] });
    fs.closeSync(log);
    this.process = child;
    this.exited = new Promise((resolve) => child.once("exit", resolve));
    return new Promise((resolve, reject) => {
      let seen = "";
      const tooLate = setTimeout(() => {
        reject(new Error(`${this.name} was not ready within ${readyWithinMs / 1000} s:\n${this.logTail(12)}`));
        child.kill("SIGKILL");
      }, readyWithinMs);
      const onData = (chunk) => {
        fs.appendFileSync(this.logFile, chunk);
        seen = (seen + chunk.toString()).slice(-4096);
        if (seen.includes(this.readyText)) {
          seen = "";
          clearTimeout(tooLate);
          resolve();
        }
      };
      child.stderr.on("data", onData);
      child.once("exit", (code) => {
        clearTimeout(tooLate);
        this.process = null;
        reject(new Error(`${this.name} exited (${code}) before it was ready:\n${this.logTail(3)}`));
      });
    });
  }
  /** The last `lines` lines of the process's log. */
  logTail(lines) {
    return fs.readFileSync(this.logFile, "utf8").trim().split("\n").slice(-lines).join("\n");
  }
  /** Stops the process (SIGTERM, or `signal`) and resolves when it has exited. */
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
 * ports, and `services` game service processes (the bucket is theirs to make: R1, or R3
 * on a cluster). `origins` limits the WebSocket listener to those page origins (none:
 * any); `wsPort` fixes the first node's WebSocket port (the browser tests' build names
 * it); `serviceEnv` adds settings to the services' environment (their limits).
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

async function startOnce({ nodes = 1, services = 1, origins = [], wsPort = 0, serviceEnv = {} }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "takaro-nats-"));
  // nats-server reads a variable's value as a config token: a leading digit makes it a
  // number ("Expected a digit"), so the password is letters and digits after a letter.
  const pass = `takaro${crypto.randomBytes(16).toString("hex")}`;
  const keys = calloutKeys();
  const env = { ...process.env, TAKARO_NATS_SERVICE_PASSWORD: pass, TAKARO_CALLOUT_ISSUER: keys.issuer };
  const shipped = fs.readFileSync(SHIPPED_CONFIG, "utf8");
  const specs = [];
  for (let i = 1; i <= nodes; i++) {
    // `wsPort`: the first node's WebSocket port (a page built for it names it in its CSP).
    const ws = i === 1 && wsPort ? wsPort : await freePort();
    specs.push({ name: `takaro-${i}`, port: await freePort(), wsPort: ws, clusterPort: nodes > 1 ? await freePort() : 0 });
  }
  const servers = specs.map((spec) => {
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
    return new Node(spec.name, {
      program: natsServerBinary, args: ["-c", configFile], readyText: "Server is ready",
      url: `nats://127.0.0.1:${spec.port}`, wsUrl: `ws://127.0.0.1:${spec.wsPort}`, logFile: path.join(dir, `${spec.name}.log`), env,
    });
  });
  const urls = servers.map((n) => n.url);
  const serviceList = Array.from({ length: services }, (_, i) => new Node(`service-${i + 1}`, {
    program: serviceBinary, args: ["serve"], readyText: "takaro-service: ready", logFile: path.join(dir, `service-${i + 1}.log`),
    env: {
      ...process.env, TAKARO_NATS_URL: urls.join(","), TAKARO_NATS_SERVICE_PASSWORD: pass, TAKARO_CALLOUT_SEED: keys.seed,
      TAKARO_REPLICAS: String(nodes > 1 ? 3 : 1), ...serviceEnv,
    },
  }));
  const handle = {
    dir,
    nodes: servers,
    services: serviceList,
    urls,
    wsUrls: servers.map((n) => n.wsUrl),
    /** The service's own user (tests read the bucket with it). */
    service: { user: "service", pass },
    async stop() {
      await Promise.all(serviceList.map((n) => n.stop()));
      await Promise.all(servers.map((n) => n.stop()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(servers.map((n) => n.start()));
    await Promise.all(serviceList.map((n) => n.start()));
  } catch (err) {
    // What every server said of trouble, for the one that did not start.
    const trouble = servers
      .map((n) => `${n.name}: ${(fs.existsSync(n.logFile) ? fs.readFileSync(n.logFile, "utf8") : "").split("\n").filter((l) => /\[(WRN|ERR|FTL)\]/.test(l)).slice(-6).join("\n")}`)
      .join("\n");
    await handle.stop();
    err.message += `\n${trouble}`;
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
    const cluster = rest.includes("--cluster");
    const nats = await startNats({ nodes: cluster ? 3 : 1, services: cluster ? 2 : 1, origins });
    process.stderr.write(`nats-local: ${[...nats.nodes, ...nats.services].map((n) => `${n.name} ${n.wsUrl ?? ""} (log ${n.logFile})`).join(", ")}\n`);
    process.stdout.write(`PAPA_TAKARO_NATS=${nats.wsUrls[0]}\n`);
    const quit = async () => {
      await nats.stop();
      process.exit(0);
    };
    process.on("SIGINT", quit);
    process.on("SIGTERM", quit);
    process.on("SIGHUP", quit);
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
    console.log(`wrote ${out}/node1.conf … node3.conf: set allowed_origins and the TLS block; give each node TAKARO_NATS_SERVICE_PASSWORD and TAKARO_CALLOUT_ISSUER`);
  } else {
    console.error("usage: nats-local.mjs serve [--cluster] [--origin URL]… | cluster-configs DIR h1 h2 h3");
    process.exit(2);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(`nats-local: ${err.message}`);
    process.exit(1);
  });
}
