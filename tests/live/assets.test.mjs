// Live play's scripts as the build writes them (crates/build/src/live_assets.rs, whose
// own tests check the CSP's connect-src): friend-qr.js, npm qrcode-generator and
// static/friend-qr.js in one classic script, draws a QR code. Reads the release build in
// dist/, which ./test makes before it runs these tests.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";

const dist = new URL("../../dist/", import.meta.url).pathname;

test("friend-qr.js gives the QR code of a link as an SVG path of its dark modules", () => {
  assert.ok(fs.existsSync(path.join(dist, "friend-qr.js")), "no dist/friend-qr.js: build first (`RUSTC_BOOTSTRAP=1 trunk build --release`, as ./test does)");
  const sandbox = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(path.join(dist, "friend-qr.js"), "utf8"), sandbox);
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
  assert.ok(fs.statSync(path.join(dist, "nats-ws.js")).size > 100000);
  assert.match(fs.readFileSync(path.join(dist, "live.js"), "utf8"), /nats-ws\.js/);
});
