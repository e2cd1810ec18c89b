// Papa Tākaro's loader. It starts the app's WebAssembly from a file rather than from an
// inline script (so the page's Content-Security-Policy needs no 'unsafe-inline'), and it
// registers the offline service worker. Every URL is relative to this file, so the
// built dist/ works at a site's root and in any sub-folder.
const here = (file) => new URL(file, import.meta.url).href;

// The rules below are the app's own, read from the build's facts (src/build_facts.rs,
// written into the page by the build program: crates/build/src/facts.rs); native tests run each of them
// (`node`) against the Rust that defines it (src/loader_test.rs).

/** `object`'s own `key` (never one of Object's: `?game=__proto__`). */
const own = (object, key) => (Object.hasOwn(object, key) ? object[key] : undefined);

/** The last value of `key` in a query: as the app reads an address (`route::parse`). */
const last = (query, key) => new URLSearchParams(query).getAll(key).at(-1);

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

// The first screen at once: for the addresses people arrive at (`pages::FIRST_SCREENS`:
// the home page, both games, each Kemu tier, embedded games, the about pages and first
// lessons), the app's own first render of each address and language (written at build
// time by crates/build/src/first_screens.rs into index.html, or `first-<name>-<lang>.json`) is
// shown before the WebAssembly arrives. This picks the one the app would draw, in the
// page's language; none when the app would draw something else (a saved game or lessons
// to resume, or any other address).
export function firstScreen(query, stored, preferred, facts) {
  // A first screen's own address, spelt plainly, with at most one `lang=` added.
  const pairs = query.replace(/^\?/, "").split("&").filter(Boolean);
  const langs = pairs.filter((p) => facts.languages.some((l) => p === `lang=${l}`));
  const sorted = (pairs) => pairs.sort().join("&");
  const rest = sorted(pairs.filter((p) => !langs.includes(p)));
  const screen = facts.firstScreens.find((s) => sorted(s.query.slice(1).split("&").filter(Boolean)) === rest);
  if (langs.length > 1 || !screen || screen.saves.some((key) => stored(key) !== null)) return null;
  return { name: screen.name, lang: language(query, stored, preferred, facts) };
}

/**
 * The page's language, as the app chooses it (`i18n::choose`): the address's `lang=`
 * (the last one), else the remembered choice, else the first of the browser's languages
 * with a catalogue, else the first language. The first screens' bundles are one a
 * language, so this also picks the bundle.
 */
export function language(query, stored, preferred, facts) {
  const known = (code) => facts.languages.find((l) => l === String(code ?? "").split(/[-_]/)[0].toLowerCase());
  return known(last(query, "lang")) ?? known(text(stored(facts.slots.lang))) ??
    preferred.map(known).find(Boolean) ?? facts.languages[0];
}

/**
 * The theme the app sets on `<html>` for an address without `theme=` (`view::apply`):
 * the saved choice, else the first of the system's themes whose media query `matches`.
 */
export function theme(stored, matches, facts) {
  const saved = facts.themes.find((t) => t === text(stored(facts.slots.theme)));
  return { saved, shown: saved ?? facts.systemThemes.find(([query]) => matches(query))[1] };
}

/** The text of a stored preference: the app stores JSON strings (`storage::save`). */
function text(stored) {
  try {
    const value = JSON.parse(stored);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/**
 * A link (`href`) as the app draws it on the address `query`: it keeps the settings
 * every link keeps (`route::keeping_settings`).
 */
export function keeping(href, query, facts) {
  const [target, hash] = href.split("#");
  const link = new URLSearchParams(target);
  for (const key of facts.kept) {
    const value = last(query, key);
    if (value !== undefined) {
      link.delete(key);
      link.append(key, value);
    }
  }
  return hash === undefined ? `?${link}` : `?${link}#${hash}`;
}

/** What the browser keeps under `key`, or null (also where storage is refused). */
const stored = (key) => { try { return localStorage.getItem(key); } catch { return null; } };

/** The build's facts, which the build program (crates/build/src/facts.rs) wrote into the page. */
const facts = () => JSON.parse(document.getElementById("build-facts").textContent);

/** Shows this address's first screen, if there is one; resolves to whether it did. */
async function showFirstScreen(facts) {
  const query = location.search;
  const chosen = firstScreen(query, stored, navigator.languages ?? [], facts);
  if (!chosen) return false;
  // The home page and both games in English are in index.html; the others are fetched.
  const name = `${chosen.name}-${chosen.lang}`;
  const template = document.querySelector(`template[data-first-screen-of="${name}"]`) ?? await fetched(name);
  if (!template || document.querySelector("body > .app:not([data-first-screen])")) return false;
  // What the app sets on <html> first: the language, the theme (`view::apply`), the view.
  const { saved, shown } = theme(stored, (q) => matchMedia(q).matches, facts);
  const root = document.documentElement;
  root.lang = chosen.lang;
  root.dataset.theme = shown;
  root.dataset.view = "normal";
  document.title = template.dataset.title;
  document.querySelector("meta[name=description]")?.setAttribute("content", template.dataset.description);
  const screen = template.content; // used once: moved, not copied
  for (const select of screen.querySelectorAll(".theme-pick select")) select.value = saved ?? "";
  // The screen was drawn for the address without `lang=`; the language links (`hreflang`)
  // already name theirs.
  if (facts.kept.some((key) => last(query, key) !== undefined)) {
    for (const a of screen.querySelectorAll('a[href^="?"]:not([hreflang])')) a.setAttribute("href", keeping(a.getAttribute("href"), query, facts));
  }
  document.body.prepend(screen);
  keepInputUntilReady();
  document.dispatchEvent(new Event("papa-takaro:first-screen"));
  return true;
}

/**
 * A first screen that index.html does not hold (`first-<name>-<lang>.json`): what differs
 * from the screen of index.html it names (texts, attributes, markup put in and nodes
 * taken out, by the index of their node among the elements and texts in document order,
 * the texts' and attributes' as differences from the one before, as
 * crates/build/src/first_screens.rs wrote them), or the whole markup; null without one.
 */
async function fetched(name) {
  try {
    const file = await fetch(here(`first-${name}.json`));
    if (!file.ok) return null; // a build without first screens (trunk serve)
    const screen = await file.json();
    // The English screen it was written against (not one of another version, say offline).
    let template = document.querySelector(`template[data-first-screen-of="${screen.of}"][data-markup="${screen.markup}"]`);
    if (screen.html === undefined && !template) return null;
    if (screen.html !== undefined) {
      template = document.createElement("template");
      template.innerHTML = screen.html;
    } else {
      const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      const nodes = [];
      while (walker.nextNode()) nodes.push(walker.currentNode);
      // Each index after the first is the difference from the one before.
      let i = 0;
      for (const [step, text] of screen.text) nodes[(i += step)].data = text;
      i = 0;
      for (const [step, attribute, value] of screen.attrs) {
        i += step;
        if (value === null) nodes[i].removeAttribute(attribute);
        else nodes[i].setAttribute(attribute, value);
      }
      // Markup put in (before a node, or last in its parent), then nodes taken out.
      for (const [parent, before, html] of screen.inserted) {
        const part = document.createElement("template");
        part.innerHTML = html;
        (parent < 0 ? template.content : nodes[parent]).insertBefore(part.content, before === null ? null : nodes[before]);
      }
      for (const i of screen.removed) nodes[i].remove();
    }
    Object.assign(template.dataset, { lang: screen.lang, title: screen.title, description: screen.description });
    return template;
  } catch {
    return null; // a file from another version, say: no first screen
  }
}

/**
 * Until the app is drawn, clicks (and choices in selects) on the first screen are kept,
 * and made again on the app's same element once it has taken over; links, the
 * diagram downloads (`data-export`, answered by this loader, see `start`) and the header's
 * menu (a popover, which the browser opens and closes by itself) just work, so they are
 * not made twice: the app's menu is shown open if the first screen's was.
 */
function keepInputUntilReady() {
  const shown = () => [...document.body.children].filter((e) => !/^(SCRIPT|NOSCRIPT|TEMPLATE)$/.test(e.tagName) && e.id !== "crash");
  const pathOf = (el) => {
    if (!el?.closest?.("body > [data-first-screen]")) return null;
    const path = [];
    for (; el.parentElement !== document.body; el = el.parentElement) path.unshift([...el.parentElement.children].indexOf(el));
    return [shown().indexOf(el), ...path];
  };
  // An element as the app would find it again: its tag and attributes but its class (a
  // choice made may restyle a button, "Start new match" say, which stays the same button).
  const tag = (el) => {
    const copy = el.cloneNode(false);
    copy.removeAttribute("class");
    copy.removeAttribute("data-first-screen");
    return copy.outerHTML;
  };
  const kept = [];
  const keep = (e) => {
    const path = pathOf(e.target);
    if (!path || (e.type === "click" && e.target.closest("a[href], [data-export], [popovertarget]"))) return;
    kept.push({ path, tag: tag(e.target), type: e.type, value: e.target.value });
  };
  let focused = null;
  const focus = (e) => { focused = pathOf(e.target); };
  document.addEventListener("click", keep, true);
  document.addEventListener("change", keep, true);
  document.addEventListener("focusin", focus);
  addEventListener("papa-takaro:ready", () => {
    document.removeEventListener("click", keep, true);
    document.removeEventListener("change", keep, true);
    document.removeEventListener("focusin", focus);
    // The app, drawn off the page, is on it now.
    const popovers = [...document.querySelectorAll("body > [data-first-screen] [popover]")];
    const open = popovers.filter((p) => p.matches(":popover-open")).map((p) => p.id);
    for (const e of document.querySelectorAll("body > [data-first-screen]")) e.remove();
    for (const id of open) document.getElementById(id)?.showPopover();
    const at = (path) => path?.reduce((el, i) => el?.children[i], { children: shown() });
    if (document.activeElement === document.body) at(focused)?.focus();
    // Made again in order, after this event (whose other listeners may still change the
    // page), each next one once the app has drawn what the one before changed.
    const replay = () => {
      const { path, tag: was, type, value } = kept.shift() ?? {};
      const el = at(path);
      if (el && tag(el) === was) { // else the app drew something else there
        if (type === "change") {
          el.value = value;
          el.dispatchEvent(new Event("change", { bubbles: true }));
        } else {
          el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
        }
      }
      if (kept.length) setTimeout(replay);
    };
    if (kept.length) setTimeout(replay);
  }, { once: true });
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
  const known = facts();
  if (await showFirstScreen(known)) await painted(250);
  const [js, wasm] = files(location.search, language(location.search, stored, navigator.languages ?? [], known), known);

  let shown = new Promise((resolve) => addEventListener("papa-takaro:ready", resolve, { once: true }));
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
