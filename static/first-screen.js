// Papa Tākaro's first screen, shown before the WebAssembly arrives. The build program
// (crates/build/src/first_screen_script.rs) puts this file into index.html as an inline
// script, last in the body and allowed by its hash in the Content-Security-Policy, so it
// runs while the page is read: the screen that index.html holds is shown at once, and the
// file of one it does not hold is fetched at once, beside the loader (static/boot.js)
// rather than after it. A page whose server sends an older policy without that hash
// blocks it; the loader then runs this file itself.
//
// What it gives the loader (and the native tests, src/loader_test.rs, which run each rule
// against the Rust that defines it): `papaTakaroFirstScreen`, its rules and, on a page,
// the build's facts, the page's language and whether a first screen was shown.
"use strict";
{
  /** `object`'s own `key` (never one of Object's: `?game=__proto__`). */
  const own = (object, key) => (Object.hasOwn(object, key) ? object[key] : undefined);

  /** The last value of `key` in a query: as the app reads an address (`route::parse`). */
  const last = (query, key) => new URLSearchParams(query).getAll(key).at(-1);

  // The first screen at once: for the addresses people arrive at (`pages::FIRST_SCREENS`:
  // the home page, both games, each Kemu tier, embedded games, the about pages and first
  // lessons), the app's own first render of each address and language (written at build
  // time by crates/build/src/first_screens.rs into index.html, or `first-<name>-<lang>.json`) is
  // shown before the WebAssembly arrives. This picks the one the app would draw, in the
  // page's language; none when the app would draw something else (a saved game or lessons
  // to resume, or any other address).
  function firstScreen(query, stored, preferred, facts) {
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
  function language(query, stored, preferred, facts) {
    const known = (code) => facts.languages.find((l) => l === String(code ?? "").split(/[-_]/)[0].toLowerCase());
    return known(last(query, "lang")) ?? known(text(stored(facts.slots.lang))) ??
      preferred.map(known).find(Boolean) ?? facts.languages[0];
  }

  /**
   * The theme the app sets on `<html>` for an address without `theme=` (`view::apply`):
   * the saved choice, else the first of the system's themes whose media query `matches`.
   */
  function theme(stored, matches, facts) {
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
  function keeping(href, query, facts) {
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
      const file = await fetch(`first-${name}.json`);
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
   * and made again on the app's same element once it has taken over; links, the diagram
   * downloads (`data-export`, answered by the loader, static/boot.js) and the header's
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

  /** The page's part: the build's facts, the page's language, and the first screen. */
  const page = () => {
    const known = facts();
    const lang = language(location.search, stored, navigator.languages ?? [], known);
    return { facts: known, lang, shown: showFirstScreen(known) };
  };

  globalThis.papaTakaroFirstScreen = {
    own, last, firstScreen, language, theme, keeping,
    ...(typeof document === "undefined" ? {} : page()),
  };
}
