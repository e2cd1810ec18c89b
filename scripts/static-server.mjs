// The one static web server of the scripts and the tests, for dist/ (or any folder), as a
// plain host would serve it: every file with its usual type, under a sub-path if asked
// (anything outside it is a 404, so a stray absolute URL fails), and, with `gzip`,
// compressed with gzip -9 when the browser accepts it (as a host that compresses .html,
// .js, .css and .wasm). Used by the browser tests (tests/browser/harness.mjs, and the
// byte count of tests/browser/first_screen.mjs), the WebDriver tests and scripts/lighthouse.
//
//   node scripts/static-server.mjs [dir] [port] [--gzip]   (default: dist 8081)
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync } from "node:child_process";

/** A file's bytes as `gzip -9` sends them (as scripts/bundle-size counts), else zlib's. */
function gzip9(file, data) {
  try {
    return execFileSync("gzip", ["-9", "-c", "-n", file], { maxBuffer: 1 << 28 });
  } catch {
    return zlib.gzipSync(data, { level: 9 });
  }
}

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".css": "text/css", ".svg": "image/svg+xml",
  ".json": "application/json", ".webmanifest": "application/manifest+json",
};

/**
 * Serves `dir` at `prefix` on 127.0.0.1 (`port` 0: a free one). Resolves to the server;
 * `.base` is its URL (with the prefix).
 */
export function serve(dir, { port = 0, gzip = false, prefix = "/" } = {}) {
  const root = path.resolve(dir);
  const packed = new Map(); // file → its gzip -9 bytes, made once
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (!pathname.startsWith(prefix)) { res.writeHead(404); return res.end("not found"); }
    let file = path.join(root, pathname.slice(prefix.length));
    if (!file.startsWith(root)) { res.writeHead(403); return res.end(); }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); return res.end("not found"); }
      const headers = { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" };
      if (gzip && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
        if (!packed.has(file)) packed.set(file, gzip9(file, data));
        data = packed.get(file);
        headers["content-encoding"] = "gzip";
        headers.vary = "accept-encoding";
      }
      headers["content-length"] = data.length;
      res.writeHead(200, headers);
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => {
    server.base = `http://127.0.0.1:${server.address().port}${prefix}`;
    resolve(server);
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const [dir = "dist", port = "8081"] = args.filter((a) => !a.startsWith("--"));
  const server = await serve(dir, { port: Number(port), gzip: args.includes("--gzip") });
  console.log(`serving ${dir} on ${server.base}${args.includes("--gzip") ? " (gzip)" : ""}`);
}
