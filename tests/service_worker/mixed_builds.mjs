// Runs static/sw.js in Node against a host that serves one build, then another, and
// checks that the worker never keeps files of two builds together: it keeps a build's
// files only in that build's cache, refuses a build the host no longer serves, fails an
// install during which the host changed builds (keeping nothing of it), and, offline,
// answers with the page and files of its own build. The facts are the generator's
// (`argv[2]`, from src/build_facts.rs); each build's files differ in content.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { createHash } from "node:crypto";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const code = fs.readFileSync(path.join(root, "static/sw.js"), "utf8");
const stated = JSON.parse(process.argv[2]);
const hash = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);
const fail = (message) => { console.error(message); process.exit(1); };
const check = (ok, message) => { if (!ok) fail(`not so: ${message}`); };

/** A build whose every file says which build it is (`visible` stands for its one changed string). */
function build(visible) {
  const bundleFiles = [...new Set(Object.values(stated.bundles).flatMap((byLang) => Object.values(byLang).flat()))];
  const files = new Map([...bundleFiles, ...stated.worker, "boot.js"].map((f) => [f, `${f} of ${visible}`]));
  const hashes = Object.fromEntries([...files].map(([f, text]) => [f, hash(text)]));
  const id = hash(Object.entries(hashes).flat().join("\n"));
  const page = `<html><head><script type="application/json" id="build-facts">${JSON.stringify({ build: id })}</script><script type="module" src="./boot.js"></script><link rel="stylesheet" href="./style-${id}.css"></head><body>${visible}</body></html>`;
  // The files its page's head names (the build program lists them: crates/build/src/html.rs).
  const facts = { build: id, ...stated, hashes, page: ["boot.js", `style-${id}.css`] };
  files.set("facts.json", JSON.stringify(facts));
  files.set("", page);
  files.set(`style-${id}.css`, `css of ${visible}`);
  for (const f of ["first-screen.js", "diagram.js", "frame-height.js", "frame-links.js", "sound.js", "papa-takaro-embed.js", "friend-qr.js", "print.css", "class.css", "charts.css", "manifest.webmanifest",
    ...stated.games.flatMap((game) => [game.picture, ...game.diagrams])]) files.set(f, `${f} of ${visible}`);
  return { id, files };
}

const A = build("build A");
const B = build("build B");
const host = { serving: A, online: true, onFetch: () => {} };
const caches = new Map(); // name → Map(url → [body, init])
const SCOPE = "http://127.0.0.1/games/";
/** The registration the workers share: `active` is the worker that activated last. */
const registration = { scope: SCOPE, active: undefined };

/** The Cache API, in memory. */
const cacheStorage = {
  async open(name) {
    if (!caches.has(name)) caches.set(name, new Map());
    const entries = caches.get(name);
    const key = (request, ignoreSearch) => {
      const url = new URL(typeof request === "string" ? request : request.url, SCOPE);
      if (ignoreSearch) url.search = "";
      return url.href;
    };
    return {
      async put(request, response) { entries.set(key(request), await response.clone().text()); },
      async match(request, options = {}) {
        const body = entries.get(key(request, options.ignoreSearch));
        return body === undefined ? undefined : new Response(body);
      },
    };
  },
  async keys() { return [...caches.keys()]; },
  async delete(name) { return caches.delete(name); },
};

async function hostFetch(request) {
  const url = new URL(typeof request === "string" ? request : request.url, SCOPE);
  if (!host.online) throw new TypeError("offline");
  const file = url.pathname.slice(new URL(SCOPE).pathname.length);
  host.onFetch(file);
  const body = host.serving.files.get(file);
  return body === undefined ? new Response("not found", { status: 404 }) : new Response(body);
}

/** Starts the worker registered as `sw.js?build=<id>`: its event handlers. */
function worker(id) {
  const handlers = {};
  const self = {
    addEventListener: (type, handler) => { handlers[type] = handler; },
    skipWaiting: () => {},
    clients: { claim: async () => {} },
    registration,
    location: new URL(`sw.js?build=${id}`, SCOPE),
  };
  const context = vm.createContext({ self, location: self.location, caches: cacheStorage, fetch: hostFetch, crypto, Response, URL, Uint8Array, Promise, Error, Set, Object, JSON });
  vm.runInContext(code, context);
  const dispatch = async (type, event = {}) => {
    let waited;
    handlers[type]({ ...event, waitUntil: (p) => { waited = p; }, respondWith: (p) => { waited = p; } });
    return waited;
  };
  return {
    install: () => dispatch("install").then(() => true, () => false),
    activate: () => dispatch("activate").then(() => { registration.active = { scriptURL: self.location.href }; }),
    get: (url, mode = "no-cors") => dispatch("fetch", { request: { method: "GET", url: new URL(url, SCOPE).href, mode } }),
  };
}

const kept = (id) => caches.get(`papa-takaro-${id}`);

// Build A installs: every file it keeps is A's.
host.serving = A;
const a = worker(A.id);
check(await a.install(), "build A installs from a host serving A");
await a.activate();
check(kept(A.id).size > 10, "build A's files are kept");
for (const [url, body] of kept(A.id)) check(!body.includes("build B"), `${url} is of build A`);

// A worker of build A cannot install from a host that now serves B.
host.serving = B;
check(!(await worker(A.id).install()), "build A's worker refuses a host serving build B");

// The host changes builds during B's install: nothing of that install is kept.
let fetched = 0;
host.onFetch = () => { if (++fetched === 6) host.serving = A; };
check(!(await worker(B.id).install()), "an install during which the host changed builds fails");
check(!kept(B.id), "nothing is kept of an install that failed");
check(kept(A.id), "build A's cache is still there");

// B installs whole, and takes over: A's cache goes.
host.serving = B;
host.onFetch = () => {};
const b = worker(B.id);
check(await b.install(), "build B installs from a host serving B");
await b.activate();
check(!kept(A.id), "build A's cache is removed once B is active");
for (const [url, body] of kept(B.id)) check(!body.includes("build A"), `${url} is of build B`);

// Offline, the page and every bundle file come from build B.
host.online = false;
const page = await (await b.get("?game=kemu&lang=mi", "navigate")).text();
check(page.includes("build B"), "offline, the page is build B's");
for (const [js, wasm] of Object.values(stated.bundles).flatMap((byLang) => Object.values(byLang))) {
  for (const file of [js, wasm]) check((await (await b.get(file)).text()) === `${file} of build B`, `offline, ${file} is build B's`);
}
// The files the page's head names (the facts' `page`): its loader and its style.
for (const [file, body] of [["boot.js", "boot.js of build B"], [`style-${B.id}.css`, "css of build B"]]) {
  const response = await b.get(file);
  check(response && (await response.text()) === body, `offline, ${file} is build B's`);
}
console.log("ok");
