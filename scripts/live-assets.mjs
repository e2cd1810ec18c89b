// Trunk post_build hook (Trunk.toml, [[hooks]]): live play's files and address.
//  - Writes the lazily loaded scripts of "Play a friend" into the build: live.js
//    (static/live.js, which imports live-class.js: class rooms), nats-ws.js (npm nats.ws's ES module, which live.js imports) and
//    friend-qr.js (npm qrcode-generator and static/friend-qr.js in one classic script);
//    minified with terser in release builds. No first screen fetches them
//    (scripts/bundle-size).
//  - When PAPA_TAKARO_NATS names the NATS server's WebSocket address, the page's
//    Content-Security-Policy lets it connect there and nowhere else: its `connect-src` gets
//    exactly that address (wss://, or ws:// on loopback only; anything else fails the build).
// Runs in Trunk's staging folder before it becomes dist/ (or: node scripts/live-assets.mjs DIR).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "parse5";
import { shrinking, terser } from "./build-step.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The CSP source for a NATS WebSocket address, or an Error saying what is wrong with it. */
export function natsSource(address) {
  let url;
  try {
    url = new URL(address);
  } catch {
    return new Error(`PAPA_TAKARO_NATS is not an address: ${address}`);
  }
  if (url.protocol !== "wss:" && url.protocol !== "ws:") return new Error(`PAPA_TAKARO_NATS must be a wss:// address: ${address}`);
  if (url.protocol === "ws:" && !LOOPBACK.has(url.hostname)) {
    return new Error(`PAPA_TAKARO_NATS may use ws:// only on loopback (127.0.0.1, localhost, [::1]); use wss:// for ${url.hostname}`);
  }
  if (url.username || url.password || url.search || url.hash) return new Error(`PAPA_TAKARO_NATS must not carry credentials, a query or a fragment: ${address}`);
  if (!/^[A-Za-z0-9/._~-]*$/.test(url.pathname)) return new Error(`PAPA_TAKARO_NATS's path may hold only letters, digits and / . _ ~ -: ${address}`);
  return `${url.protocol}//${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}

function findCspMeta(node) {
  if (node.nodeName === "meta" && node.attrs.some((a) => a.name === "http-equiv" && a.value.toLowerCase() === "content-security-policy")) return node;
  for (const child of node.childNodes || []) {
    const found = findCspMeta(child);
    if (found) return found;
  }
  return null;
}

/**
 * index.html's text with `source` added to the CSP's connect-src. Only the characters of
 * the meta element's content attribute change; the parser finds them.
 */
export function allowConnect(html, source) {
  const meta = findCspMeta(parse(html, { sourceCodeLocationInfo: true }));
  if (!meta) throw new Error("index.html has no Content-Security-Policy meta element");
  const attr = meta.attrs.find((a) => a.name === "content");
  const where = meta.sourceCodeLocation.attrs.content;
  const directives = attr.value.split(";").map((d) => d.trim()).filter(Boolean);
  const i = directives.findIndex((d) => d.split(/\s+/)[0] === "connect-src");
  if (i < 0) throw new Error("the Content-Security-Policy has no connect-src");
  const sources = directives[i].split(/\s+/).slice(1);
  if (!sources.includes(source)) directives[i] = ["connect-src", ...sources, source].join(" ");
  const value = directives.join("; ");
  return `${html.slice(0, where.startOffset)}content="${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"${html.slice(where.endOffset)}`;
}

async function minified(code, module, release) {
  if (!release) return code;
  const minify = await terser("live-assets");
  return (await minify(code, { module, ecma: 2020, compress: { passes: 2 }, mangle: true })).code;
}

async function main() {
  const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
  if (!dir) throw new Error("no folder: run as a Trunk hook or with the folder as argument");
  const release = shrinking("live-assets");
  const address = process.env.PAPA_TAKARO_NATS;
  const source = address ? natsSource(address) : null;
  if (source instanceof Error) throw source;
  const read = (file) => fs.readFileSync(path.join(ROOT, file), "utf8");
  const files = {
    "live.js": await minified(read("static/live.js"), true, release),
    "live-class.js": await minified(read("static/live-class.js"), true, release),
    "nats-ws.js": await minified(read("node_modules/nats.ws/esm/nats.js"), true, release),
    "friend-qr.js": await minified(`(function () {\n${read("node_modules/qrcode-generator/dist/qrcode.js")}\n${read("static/friend-qr.js")}\n})();\n`, false, release),
  };
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
  console.log(`live-assets: ${Object.entries(files).map(([n, c]) => `${n} ${c.length} bytes`).join(", ")}`);

  if (source) {
    const index = path.join(dir, "index.html");
    fs.writeFileSync(index, allowConnect(fs.readFileSync(index, "utf8"), source));
    console.log(`live-assets: connect-src allows ${source}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`live-assets: ${err.message}`);
    process.exit(1);
  });
}
