// `<papa-takaro>`: a game of Papa Tākaro on another site, in one element. The host page
// includes this file once (from this folder, or a copy on its own server: it needs no
// other file, no inline script and no inline style, so it passes a strict
// Content-Security-Policy) and writes, say:
//
//   <papa-takaro game="kemu" tier="basic" lang="mi">
//     <a href="https://example.org/takaro/?game=kemu">Play Moeraki Kemu</a>
//   </papa-takaro>
//
// - Its attributes are the address's keys (`game`, `tier`, `match`, `opponent`, `lang`,
//   `theme`, `puzzle`, `learn`, `lesson`, `record`, `watch`, `view`…), and `embed=1` is
//   added; `site` names the folder the games are served from (by default this script's
//   own). Changing an attribute loads the frame again.
// - The frame is as wide as the element and as tall as what it shows, and named by it: the
//   game posts its height and its page's title (static/frame-height.js), and only its own
//   frame's messages, from the site's origin, are heard.
// - The game's `ready`, `move` and `end` messages (docs/hosting.md, "Embedding") are
//   fired on the element as `papa-takaro:ready`, `papa-takaro:move` and
//   `papa-takaro:end`, with the message as `detail`; they bubble.
// - Without this script the element's content (a link, say) is what shows; with it the
//   frame takes its place.

/** The folder of this script: where the games are, unless the element says otherwise. */
const scriptFolder = new URL(".", document.currentScript?.src ?? location.href).href;

/** Attributes of the element that are not the address's. */
const NOT_ADDRESS = new Set(["site", "id", "class", "style", "slot", "hidden", "title", "tabindex", "dir", "part"]);
const isAddressKey = (name) => !NOT_ADDRESS.has(name) && !/^(aria-|data-|on)/.test(name);

/** The events the element fires, from the game's message types. */
const EVENTS = new Set(["ready", "move", "end"]);

/** The frame's name until its page tells its own title, for those who cannot see it. */
const FIRST_TITLE = "Papa Tākaro";

/** The height before the game has said its own: the board beside the panel where the
 * frame is wide enough, else room for the board and the turn line under it. */
const firstHeight = (width) => Math.round(width >= 560 ? Math.min(Math.max(width * 0.75, 420), 900) : width * 1.5 + 120);

class PapaTakaro extends HTMLElement {
  constructor() {
    super();
    this.frame = null;
    this.hear = (event) => this.heard(event);
    // Any change of an address key (not only a fixed list of them) loads the frame again.
    this.watcher = new MutationObserver((changes) => {
      if (changes.some((c) => isAddressKey(c.attributeName) || c.attributeName === "site")) this.load();
    });
  }

  connectedCallback() {
    if (!this.shadowRoot) {
      // The frame lives in the element's own tree, which shows no light content: the
      // fallback stays in the page for anyone reading it without this script.
      const root = this.attachShadow({ mode: "open" });
      this.frame = document.createElement("iframe");
      this.frame.setAttribute("sandbox", "allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox");
      this.frame.setAttribute("allow", "fullscreen");
      Object.assign(this.frame.style, { display: "block", width: "100%", border: "0" });
      root.append(this.frame);
    }
    if (!this.style.display) this.style.display = "block";
    addEventListener("message", this.hear);
    this.watcher.observe(this, { attributes: true });
    this.frame.style.height = `${firstHeight(this.clientWidth || 600)}px`;
    this.load();
  }

  disconnectedCallback() {
    removeEventListener("message", this.hear);
    this.watcher.disconnect();
  }

  /** The folder the games are served from. */
  get site() {
    return new URL(this.getAttribute("site") || scriptFolder, location.href).href;
  }

  /** The frame's address: the element's address keys, embedded. */
  get address() {
    const query = new URLSearchParams();
    for (const { name, value } of this.attributes) if (isAddressKey(name)) query.append(name, value);
    query.set("embed", "1");
    return `${this.site}?${query}`;
  }

  load() {
    const address = this.address;
    if (this.frame.getAttribute("src") === address) return;
    this.frame.title = FIRST_TITLE;
    this.frame.src = address;
  }

  /** A message from this element's own frame, from the site's origin; others are not ours. */
  heard(event) {
    const data = event.data;
    if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== new URL(this.site).origin) return;
    if (!data || typeof data !== "object" || data.source !== "papa-takaro") return;
    if (data.type === "height" && Number.isFinite(data.height) && data.height > 0) {
      this.frame.style.height = `${Math.ceil(data.height)}px`;
      if (typeof data.title === "string" && data.title.trim()) this.frame.title = data.title;
    } else if (EVENTS.has(data.type)) {
      this.dispatchEvent(new CustomEvent(`papa-takaro:${data.type}`, { detail: data, bubbles: true }));
    }
  }
}

if (!customElements.get("papa-takaro")) customElements.define("papa-takaro", PapaTakaro);
