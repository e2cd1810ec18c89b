// The build step of live play (scripts/live-assets.mjs): the CSP names exactly the NATS
// server, only loopback may use ws://, and friend-qr.js draws a QR code.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { natsSource, allowConnect } from "../../scripts/live-assets.mjs";

const html = fs.readFileSync(new URL("../../index.html", import.meta.url), "utf8");

test("the CSP's connect-src gains exactly the server, and nothing else changes", () => {
  const out = allowConnect(html, "wss://nats.example.org:8443");
  const lines = (text) => text.split("\n");
  const changed = lines(out).filter((line, i) => line !== lines(html)[i]);
  assert.equal(changed.length, 1);
  assert.match(changed[0], /connect-src 'self' wss:\/\/nats\.example\.org:8443; worker-src/);
  assert.equal(allowConnect(out, "wss://nats.example.org:8443"), out);
});

test("the address must be wss://, or ws:// on loopback", () => {
  assert.equal(natsSource("wss://nats.example.org/"), "wss://nats.example.org");
  assert.equal(natsSource("wss://nats.example.org:443/ws"), "wss://nats.example.org/ws");
  assert.equal(natsSource("ws://127.0.0.1:4223"), "ws://127.0.0.1:4223");
  assert.equal(natsSource("ws://localhost:4223"), "ws://localhost:4223");
  for (const bad of ["ws://nats.example.org", "https://nats.example.org", "wss://u:p@nats.example.org", "wss://x.org/?a=1", "nonsense", "wss://a.org 'unsafe-inline'", "wss://a.org/x;script-src", "wss://a.org/x,y"]) {
    assert.ok(natsSource(bad) instanceof Error, bad);
  }
});

test("friend-qr.js gives the QR code of a link as an SVG path of its dark modules", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "live-assets-"));
  try {
    fs.copyFileSync(new URL("../../index.html", import.meta.url), path.join(dir, "index.html"));
    execFileSync(process.execPath, [new URL("../../scripts/live-assets.mjs", import.meta.url).pathname, dir], { env: { ...process.env, TRUNK_PROFILE: "release", PAPA_TAKARO_NATS: "" } });
    assert.equal(fs.readFileSync(path.join(dir, "index.html"), "utf8"), html);
    const sandbox = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(fs.readFileSync(path.join(dir, "friend-qr.js"), "utf8"), sandbox);
    assert.deepEqual(Object.keys(sandbox), ["globalThis", "papaTakaroQr"]);
    const link = "https://games.example.org/papa-takaro/?game=kemu&record=c3-d4%20e5&friend=tākaro";
    const { size, path: d } = sandbox.papaTakaroQr(link);
    assert.equal((size - 17) % 4, 0);
    assert.ok(size >= 33);
    const dark = new Set();
    for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) for (let i = 0; i < Number(w); i++) dark.add(`${Number(x) + i},${y}`);
    assert.equal(d.replace(/M\d+ \d+h\d+v1h-\d+z/g, ""), "");
    // The three finder patterns: a 7×7 dark ring round a 3×3 dark centre in three corners.
    for (const [cx, cy] of [[0, 0], [size - 7, 0], [0, size - 7]]) {
      for (let y = 0; y < 7; y++) {
        for (let x = 0; x < 7; x++) {
          const ring = x === 0 || y === 0 || x === 6 || y === 6;
          const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
          assert.equal(dark.has(`${cx + x},${cy + y}`), ring || centre, `finder at ${cx},${cy}: ${x},${y}`);
        }
      }
    }
    assert.ok(fs.statSync(path.join(dir, "nats-ws.js")).size > 100000);
    assert.match(fs.readFileSync(path.join(dir, "live.js"), "utf8"), /nats-ws\.js/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
