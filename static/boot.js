// Papa Tākaro's loader. It starts the app's WebAssembly from a file rather than from an
// inline script (so the page's Content-Security-Policy needs no 'unsafe-inline'), and it
// registers the offline service worker. Every URL is relative to this file, so the
// built dist/ works at a site's root and in any sub-folder.
const here = (file) => new URL(file, import.meta.url).href;

// The site is two bundles, so the first screen downloads only what playing needs: the
// about pages, lessons, trap trainer, Kemu analysis and printable sheets (`learn`,
// `about`, `puzzle`, `analyse`, `print` in the address) come from the learning bundle.
// `Page::bundle` in src/route.rs agrees: a native test there runs this function (`node`)
// on the addresses pages link to; when the two disagree on an odd address, the app opens
// the page's own address.
export function learns(query) {
  return /[?&](learn|puzzle|print)=/.test(query) || /[?&](about|analyse)=(?!0(&|$))/.test(query);
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
  const tag = document.querySelector("script[data-wasm]");
  const [js, wasm] = learns(location.search) ? ["learn.js", "learn_bg.wasm"] : [tag.dataset.js, tag.dataset.wasm];

  try {
    const download = fetch(here(wasm)); // in parallel with the glue
    const { default: init } = await import(here(js));
    await init({ module_or_path: download });
    // Reviewers: `&ids=1` shows each text's message id (static/ids.js, fetched only then).
    if (/[?&]ids=1(&|$)/.test(location.search)) (await import(here("ids.js"))).showIds().catch(console.error);
  } catch (error) {
    // The app could not start (an old browser, a broken download); a panic inside the app
    // has already shown its own message.
    if (!document.getElementById("crash")) {
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
  }

  // Offline play: the service worker's scope is the folder this page is served from.
  try {
    if ("serviceWorker" in navigator && location.protocol !== "file:") {
      navigator.serviceWorker.register(here("sw.js"), { scope: here("./") }).catch(() => {});
    }
  } catch {
    // A sandboxed frame without its own origin has no service workers: play online only.
  }
}
