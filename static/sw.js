// Papa Tākaro offline support. Every URL here is relative to this file, so the service
// worker works wherever dist/ is served from, and its scope is that folder.
//
// One build at a time, never two mixed: the loader registers this worker as
// `sw.js?build=<id>` (the build's id, from its facts: crates/build/src/facts.rs), so each
// build installs a worker of its own, which keeps that build's files in a cache of its own.
// On install it reads the build's facts (`facts.json`) and keeps the page and every file
// its head names (the facts' `page`, read from it by the build's HTML parser), every
// bundle of each language, the engine worker, the first screens that are files, the home
// page's board pictures and the lazy helpers; each bundle file is kept only if its
// content is the one the facts name, so a glue and a wasm of two builds (a host updated during the
// install) are never kept together: the install then fails and the worker before it stays.
// Afterwards the network is tried first (so a new version arrives) and this build's cache
// answers when offline; nothing fetched later is written into it.
const BUILD = new URL(location.href).searchParams.get("build") ?? "";
const CACHE = `papa-takaro-${BUILD}`;
/**
 * Files no page names that the app fetches when asked (not bundles; the first screen's
 * script, which the page holds inline, is fetched where a server's policy blocks that);
 * with them, each game's board picture and its about page's diagrams, which the build's
 * facts name (`games`, from the registry of games).
 */
const HELPERS = ["./first-screen.js", "./diagram.js", "./frame-height.js", "./frame-links.js", "./sound.js", "./papa-takaro-embed.js", "./friend-qr.js", "./print.css", "./class.css", "./charts.css", "./manifest.webmanifest"];

/** A response's content hash, as the build program writes it (crates/build/src/facts.rs). */
async function contentHash(response) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await response.arrayBuffer()));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Fetches `file` past the browser's HTTP cache, failing unless it arrives whole. */
async function fetched(file) {
  const response = await fetch(file, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  return response;
}

/** Keeps this build's files, each checked against the build's facts. */
async function precache() {
  const facts = await (await fetched("./facts.json")).json();
  if (facts.build !== BUILD) throw new Error(`the host serves build ${facts.build}, not ${BUILD}`);
  const page = await fetched("./");
  const html = await page.clone().text();
  if (!html.includes(`"build":"${BUILD}"`)) throw new Error(`the page is not of build ${BUILD}`);
  const cache = await caches.open(CACHE);
  const checked = Object.entries(facts.hashes).map(async ([file, hash]) => {
    const response = await fetched(`./${file}`);
    if ((await contentHash(response.clone())) !== hash) throw new Error(`${file} is not of build ${BUILD}`);
    await cache.put(`./${file}`, response);
  });
  const pictures = (facts.games ?? []).flatMap((game) => [game.picture, ...(game.diagrams ?? [])]).map((file) => `./${file}`);
  // (The loader among them is kept above, checked against its hash.)
  const named = facts.page.filter((file) => !(file in facts.hashes)).map((file) => `./${file}`);
  const others = [...named, ...HELPERS, ...pictures].map(async (file) => cache.put(file, await fetched(file)));
  // The first screens that are files: each but the three in index.html, in each language
  // (a build without them, as `trunk serve`'s, has none).
  const firstScreens = facts.firstScreens.flatMap((s) => facts.languages.map((l) => `./first-${s.name}-${l}.json`))
    .map((file) => fetched(file).then((r) => cache.put(file, r), () => {}));
  await Promise.all([...checked, ...others, ...firstScreens]);
  await cache.put("./", page);
}

self.addEventListener("install", (event) => {
  // A failed install (offline, or a host updated meanwhile) leaves the worker before it,
  // and keeps nothing (unless that worker is of this same build, whose cache it uses).
  event.waitUntil(precache().catch(async (error) => {
    if (self.registration.active?.scriptURL !== location.href) await caches.delete(CACHE);
    throw error;
  }));
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("papa-takaro") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

// A page that is not yet controlled (it loaded while this worker was activating) asks.
self.addEventListener("message", (event) => {
  if (event.data === "claim") event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  // Pages are kept under the folder's address, whatever their query string.
  const navigate = request.mode === "navigate";
  event.respondWith(
    fetch(request).catch(() =>
      caches.open(CACHE)
        .then((cache) => cache.match(navigate ? new URL("./", self.registration.scope).href : request, { ignoreSearch: navigate }))
        .then((hit) => hit || Response.error())
    )
  );
});
