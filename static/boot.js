// Papa Tākaro's loader. It starts the app's WebAssembly once the first screen
// (static/first-screen.js) is painted, from this file rather than from an inline script
// of Trunk's (so the page's Content-Security-Policy needs no 'unsafe-inline'), and it
// registers the offline service worker. Every URL is relative to this file, so the
// built dist/ works at a site's root and in any sub-folder.
const here = (file) => new URL(file, import.meta.url).href;

// The rules below are the app's own, read from the build's facts (src/build_facts.rs,
// written into the page by the build program: crates/build/src/facts.rs); native tests run each of them
// (`node`) against the Rust that defines it (src/loader_test.rs).

// The first screen (static/first-screen.js) has run by now, as the page's inline script;
// where a server's older policy blocked it, it runs here instead.
const firstScreenScript = globalThis.papaTakaroFirstScreen ??
  (await import(here("first-screen.js")), globalThis.papaTakaroFirstScreen);
const { own, last } = firstScreenScript;

/**
 * The bundle that draws an address (`Page::bundle`): for an address with one of the keys
 * of another bundle (print pages, lessons, about pages, trainer, analysis, friends'
 * games; `route::BUNDLE_KEYS`, the first found counting) that bundle, else the bundle of
 * the game named last, else the home page's; the games' bundles are built once a
 * language. Where this and the app disagree on an odd address, the app opens the page's
 * own address.
 */
export function bundle(query, facts) {
  const found = facts.keys.find(([key, refused]) => ![undefined, refused].includes(last(query, key)));
  return found?.[2] ?? own(facts.pages, last(query, "game") ?? "") ?? facts.pages[""];
}

/** The glue and wasm that start an address in a language. */
export function files(query, lang, facts) {
  return facts.bundles[bundle(query, facts)][lang];
}

/** Resolves once the page has had its first contentful paint, or after `ms`. */
function painted(ms) {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName("first-contentful-paint").length) {
          observer.disconnect();
          resolve();
        }
      }).observe({ type: "paint", buffered: true });
    } catch {
      // No paint timing in this browser: the timeout alone.
    }
  });
}

// Imported by that test without a page: nothing to start.
if (typeof document !== "undefined") await start();

/** Starts the bundle for this address, then the offline service worker. */
async function start() {
  // "Download diagram" and "Download picture" (`data-export` buttons on the game screens
  // and lessons): static/diagram.js writes the file; it is fetched on the first click.
  document.addEventListener("click", (event) => {
    const button = event.target.closest?.("[data-export]");
    if (button) import(here("diagram.js")).then((m) => m.exportBoard(button)).catch(console.error);
  });
  // In a frame, the page's height is told to the page around it (a `<papa-takaro>`
  // element sizes its frame by it), and a Mū tōrere game's links to the site carry it.
  if (parent !== self) for (const helper of ["frame-height.js", "frame-links.js"]) import(here(helper)).catch(console.error);
  // Sounds and motion after a move (static/sound.js, which also keeps the switches'
  // choices): fetched on the first gesture, never before. The boards' attributes as they
  // stood then are kept, so the gesture's own move, made before sound.js arrives, is heard.
  const gestures = ["pointerdown", "keydown"];
  const firstGesture = () => {
    for (const gesture of gestures) removeEventListener(gesture, firstGesture, true);
    self.papaTakaroBoardsBeforeSound = [...document.querySelectorAll("[data-game]")].map((b) => [b, { ...b.dataset }]);
    import(here("sound.js")).catch(console.error);
  };
  for (const gesture of gestures) addEventListener(gesture, firstGesture, true);
  // The first screen is painted before the downloads of the app begin, so they never hold
  // it back: they wait for the page's first contentful paint (which is the first screen;
  // at most 250 ms, where nothing paints, as in a background tab).
  const { facts: known, lang, shown: firstShown } = firstScreenScript;
  if (await firstShown) await painted(250);
  const [js, wasm] = files(location.search, lang, known);

  // A panic stops the app's WebAssembly (the bundles abort at once: .cargo/config.toml),
  // which the browser reports as an uncaught `WebAssembly.RuntimeError`. The app made its
  // message ready at start-up (src/crash.rs); it is shown here, reloading this address.
  const stopped = (error) => {
    const message = globalThis.papaTakaroCrash;
    if (!(error instanceof WebAssembly.RuntimeError) || !message) return false;
    if (!message.isConnected) {
      const reload = message.querySelector("a");
      reload.href = location.href;
      document.body.prepend(message);
      reload.focus();
    }
    return true;
  };
  addEventListener("error", (event) => stopped(event.error));
  addEventListener("unhandledrejection", (event) => stopped(event.reason));

  let shown = new Promise((resolve) => addEventListener("papa-takaro:ready", resolve, { once: true }));
  try {
    const download = fetch(here(wasm)); // in parallel with the glue
    const { default: init } = await import(here(js));
    await init({ module_or_path: download });
    // Reviewers: `&ids=1` shows each text's message id (static/ids.js, fetched only then).
    if (/[?&]ids=1(&|$)/.test(location.search)) (await import(here("ids.js"))).showIds().catch(console.error);
  } catch (error) {
    // The app could not start (an old browser, a broken download), unless it stopped on a
    // panic, whose message it had made ready.
    if (!stopped(error) && !document.getElementById("crash")) {
      const box = document.createElement("div");
      box.id = "crash";
      box.setAttribute("role", "alert");
      // Before the app runs there is no catalogue: say it in both languages.
      box.textContent = "Papa Tākaro could not start in this browser. Kāore i taea e Papa Tākaro te tīmata i tēnei pūtirotiro. ";
      const again = document.createElement("a");
      again.href = location.href;
      again.textContent = "Reload · Utaina anō";
      box.append(again);
      document.body.prepend(box);
    }
    console.error(error);
    shown = null;
  }

  // Offline play: the service worker's scope is the folder this page is served from. It
  // downloads every bundle for offline play, so it starts once the app is shown (or has
  // failed to start), not while the app is still being drawn.
  await shown;
  try {
    if ("serviceWorker" in navigator && location.protocol !== "file:") {
      // Named by its build (sw.js keeps one build's files, checked, in a cache of its own),
      // so that a new build installs a new worker.
      navigator.serviceWorker.register(here(`sw.js?build=${known.build}`), { scope: here("./") }).catch(() => {});
      // A page that loaded while the worker was starting (say, the next page, opened
      // before the first one's worker had activated) asks to be taken over too.
      navigator.serviceWorker.ready.then((registration) => {
        if (!navigator.serviceWorker.controller) registration.active?.postMessage("claim");
      });
    }
  } catch {
    // A sandboxed frame without its own origin has no service workers: play online only.
  }
}
