// Papa Tākaro offline support. Every URL here is relative to this file, so the service
// worker works wherever dist/ is served from, and its scope is that folder.
// On install it keeps the page and every file the page names (read from index.html, so
// the hashed app files need no list here), the lazy engine worker, the other bundles (te reo Māori, Moeraki Kemu), the learning pages, the diagram writer, the QR code maker of friend links, the print stylesheet and the first screens that are files (listed by the build in first-screens.json; static/boot.js); afterwards the
// network is tried first (so a new version arrives) and the cache answers when offline.
const CACHE = "papa-takaro-v6";
const FIXED = ["./", "./boot.js", "./worker_loader.js", "./worker.js", "./worker_bg.wasm", "./app_mi.js", "./app_mi_bg.wasm", "./kemu.js", "./kemu_bg.wasm", "./kemu_mi.js", "./kemu_mi_bg.wasm", "./learn.js", "./learn_bg.wasm", "./about.js", "./about_bg.wasm", "./print.js", "./print_bg.wasm", "./diagram.js", "./friend-qr.js", "./board-mu-torere.svg", "./board-kemu.svg", "./print.css", "./manifest.webmanifest"];

/**
 * The files an index.html's head names with a relative URL (href, src, data-js,
 * data-wasm); the body's first screens link to pages, not files.
 */
function named(html) {
  const files = new Set();
  for (const m of html.split("<body")[0].matchAll(/(?:href|src|data-js|data-wasm)=["']?(?:\.\/)?([\w.-]+)/g)) {
    files.add("./" + m[1]);
  }
  return [...files];
}

async function precache() {
  const cache = await caches.open(CACHE);
  const page = await fetch("./", { cache: "no-cache" });
  const files = named(await page.clone().text());
  await cache.put("./", page);
  // The first screens that are files (not in index.html), as the build lists them.
  const list = await fetch("./first-screens.json", { cache: "no-cache" });
  const screens = list.ok ? (await list.json()).map((file) => `./${file}`) : [];
  await cache.addAll([...new Set([...FIXED.slice(1), ...files, ...screens])]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().catch(() => {}));
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

/** After a new page arrives, forget the hashed files of older versions. */
async function prune(html) {
  const cache = await caches.open(CACHE);
  const keep = new Set(named(html).map((f) => new URL(f, self.registration.scope).href));
  for (const request of await cache.keys()) {
    if (/-[0-9a-f]{16}/.test(request.url) && !keep.has(request.url)) await cache.delete(request);
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) {
    return;
  }
  const navigate = request.mode === "navigate";
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok && response.type === "basic") {
          const copy = response.clone();
          // Pages are kept under the folder's address, whatever their query string.
          const key = navigate ? new URL("./", self.registration.scope).href : request;
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(key, copy.clone()))
            .then(() => (navigate ? copy.text().then(prune) : undefined)).catch(() => {}));
        }
        return response;
      })
      .catch(() =>
        caches.match(navigate ? new URL("./", self.registration.scope).href : request, { ignoreSearch: navigate })
          .then((hit) => hit || Response.error())
      )
  );
});
