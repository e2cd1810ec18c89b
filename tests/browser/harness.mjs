// A small harness for the browser tests: serves dist/ on 127.0.0.1, starts Debian's
// Chromium through playwright-core, and runs named tests in order.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const dist = path.join(root, "dist");
const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".css": "text/css", ".svg": "image/svg+xml", ".webmanifest": "application/manifest+json",
};

export function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    let file = path.join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist)) { res.writeHead(403); return res.end(); }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end("not found"); }
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream" });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** The native referee/oracle: `takaro <args...>` from the release build. */
export function takaro(...args) {
  const bin = process.env.TAKARO_BIN || path.join(root, "target/release/takaro");
  return execFileSync(bin, args, { encoding: "utf8" }).trim();
}

export function assert(cond, message) {
  if (!cond) throw new Error("assertion failed: " + message);
}
export function assertEq(actual, expected, message) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${message}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/** A seeded generator so a failing run can be repeated. */
export function rng(seed) {
  let s = BigInt(seed) & 0xffffffffffffffffn;
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % BigInt(n));
  };
}

export async function run(tests) {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  const only = process.env.ONLY;
  let failed = 0;
  for (const [name, fn] of tests) {
    if (only && !name.includes(only)) continue;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
    const t0 = Date.now();
    try {
      await fn(page, base);
      assert(errors.length === 0, "no errors in the page: " + errors.join("; "));
      console.log(`ok   ${name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${name}: ${e.message}`);
      await page.screenshot({ path: path.join(root, `test-results-${name.replace(/\W+/g, "-")}.png`) }).catch(() => {});
    }
    await context.close();
  }
  await browser.close();
  server.close();
  console.log(failed ? `${failed} browser test(s) failed` : "all browser tests passed");
  process.exit(failed ? 1 : 0);
}
