// Reviewers' mode, `&ids=1` in the address: every translated text on the page shows its
// message id (the word before " = " in i18n/<lang>/*.ftl) as a tooltip, and carries it as
// `data-message-id`. static/boot.js imports this file only when the address asks, and
// this file fetches the table (message-ids.json, written at build time by
// the catalogue crate's `message_ids`), so the first screen costs nothing more when it is off.
const here = (file) => new URL(file, import.meta.url).href;

export async function showIds() {
  const table = await (await fetch(here("message-ids.json"))).json();
  const compiled = new Map();
  const messages = (lang) => {
    if (!compiled.has(lang)) {
      compiled.set(lang, (table[lang] || table.en).map(([id, source, literal]) => ({
        id, literal, whole: new RegExp(`^\\s*(?:${source})\\s*$`, "u"), part: new RegExp(source, "u"),
      })));
    }
    return compiled.get(lang);
  };
  const known = new Map();
  /** The ids of a text: the message it is (the one with the most fixed words), else the messages inside it. */
  const idsOf = (text, list) => {
    text = text.replace(/\s+/g, " ").trim();
    if (!text || !/\p{L}/u.test(text)) return [];
    if (known.has(text)) return known.get(text);
    // Messages with the same words (a game's name in the header and as a heading) all show.
    const whole = list.filter((m) => m.literal > 0 && m.whole.test(text));
    const most = Math.max(0, ...whole.map((m) => m.literal));
    const ids = whole.length ? whole.filter((m) => m.literal === most).slice(0, 3).map((m) => m.id)
      : list.filter((m) => m.literal >= 5 && m.part.test(text)).sort((a, b) => b.literal - a.literal).slice(0, 3).map((m) => m.id);
    known.set(text, ids);
    return ids;
  };
  const annotate = () => {
    const list = messages(document.documentElement.lang);
    for (const el of document.body.querySelectorAll("*")) {
      if (el.tagName === "SCRIPT" || el.tagName === "STYLE") continue;
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      let ids = [];
      if (own.length) {
        ids = idsOf(el.textContent, list);
        if (!ids.length) for (const n of own) ids.push(...idsOf(n.textContent, list));
      }
      for (const a of ["aria-label", "placeholder", "alt"]) if (el.hasAttribute(a)) ids.push(...idsOf(el.getAttribute(a), list));
      if (el.hasAttribute("title") && !("messageId" in el.dataset)) el.dataset.ownTitle = el.getAttribute("title");
      if (el.dataset.ownTitle) ids.push(...idsOf(el.dataset.ownTitle, list));
      const key = [...new Set(ids)].join(" · ");
      if (!key || el.dataset.messageId === key) continue;
      el.dataset.messageId = key;
      el.setAttribute("title", el.dataset.ownTitle ? `${el.dataset.ownTitle}\n[${key}]` : key);
    }
  };
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; annotate(); });
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
  annotate();
  document.documentElement.dataset.messageIds = "on";
}
