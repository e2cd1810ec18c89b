// "Download diagram" and "Download picture" (docs/playing.md, "Position diagrams"): the board as
// it stands, as a standalone SVG for print or a 1600 px wide PNG for slides.
// static/boot.js imports this file on the first click of a `data-export` button, so the
// first screen carries only the buttons (src/export.rs).
//
// The diagram is a copy of the board on the page, drawn in the light theme whatever the
// page's theme: every style it uses is written as presentation attributes, the most
// common value of each once on the root and the others on the shapes (no stylesheet, no
// reference outside the file, so Inkscape and office software read it; a full Kemu
// board is about 25 KB), the coordinates are added, and what only the screen needs is left
// out (hints, clickable and focus marks, animations, names for screen readers). Its root
// keeps the board's `data-game` and `data-position` (Mū tōrere) or `data-record`
// (Moeraki Kemu).

const SVG = "http://www.w3.org/2000/svg";
/** Width of the PNG picture, in pixels. */
const PICTURE_WIDTH = 1600;
/** Width of the SVG diagram on paper. */
const PRINT_WIDTH_MM = 120;

/**
 * Inherited properties: the root carries each one's most common value among the shapes
 * and texts, and a shape or text carries it where it differs (groups carry none).
 */
const INHERITED = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-opacity", "stroke-dasharray",
  "stroke-linecap", "stroke-linejoin", "paint-order", "font-family", "font-size", "font-weight"];
/** Other properties, written where they differ from SVG's initial value. */
const OWN = { opacity: "1", "marker-end": "none" };
/** SVG's initial values, which the root need not write. */
const INITIAL = { fill: "#000", "fill-opacity": "1", stroke: "none", "stroke-width": "1", "stroke-opacity": "1",
  "stroke-dasharray": "none", "stroke-linecap": "butt", "stroke-linejoin": "miter", "paint-order": "normal", "font-weight": "400" };
/** Elements that draw nothing themselves (their children inherit through them), and the title. */
const CONTAINER = /^(svg|g|defs|marker|pattern|title)$/;
/** Parts only the screen shows: hit areas, movable rings, hints, the learner aids' marks, Mū tōrere's point names (a diagram numbers its points). */
const SCREEN_ONLY = ".hit, .ring, .hint, .warn-you, .warn-opponent, .point-names";
/** States only the screen shows: clickable, offered and previewed parts, animations. */
const SCREEN_STATES = ["movable", "clickable", "offered", "tane-choice", "preview", "previewed"];
/** Classes that name a piece, a mark or a place: kept in the file (with the rest of their element's classes). */
const NAMED = ["point", "counter", "last-move", "hollow", "pit-ring", "stone", "ball", "field", "tile", "tane-figure"];
/** The last move: Mū tōrere's arrow, the ring round Moeraki Kemu's last stone (a winning stone keeps its ring). */
const LAST_MOVE = ".last-move, .last:not(.winning) > .pit-ring";

/** Saves the board of the screen `button` is on, as the button asks (`data-export`: `svg` or `png`). */
export async function exportBoard(button) {
  const screen = button.closest(".game-screen") || document;
  const board = screen.querySelector("svg[data-game]");
  if (!board) return;
  const markLast = !!screen.querySelector("[data-export-last]")?.checked;
  const name = fileName(board);
  if (button.dataset.export === "png") {
    const { text, width, height } = diagram(board, { markLast, widthPx: PICTURE_WIDTH });
    save(await picture(text, width, height), `${name}.png`);
  } else {
    save(new Blob([diagram(board, { markLast }).text], { type: "image/svg+xml" }), `${name}.svg`);
  }
}

/** `mu-torere`, or `kemu-<moves played>` (a record's words after the tier that are not `a=…` or `prev=…`). */
function fileName(board) {
  const record = board.dataset.record;
  return record ? `kemu-${record.split(" ").slice(1).filter((w) => !w.includes("=")).length}` : board.dataset.game;
}

/**
 * The standalone SVG of `board`: `text`, and its size in pixels when `widthPx` is
 * given (else it is `PRINT_WIDTH_MM` wide).
 */
function diagram(board, { markLast = false, widthPx } = {}) {
  const copy = board.cloneNode(true);
  for (const el of copy.querySelectorAll(SCREEN_ONLY)) el.remove();
  if (!markLast) for (const el of copy.querySelectorAll(LAST_MOVE)) el.remove();
  for (const el of [copy, ...copy.querySelectorAll("*")]) {
    el.classList.remove(...SCREEN_STATES);
    for (const { name } of [...el.attributes]) {
      if (/^(aria-|role$|tabindex$|style$|data-warn$)/.test(name)) el.removeAttribute(name);
    }
  }
  const title = document.createElementNS(SVG, "title");
  title.textContent = board.getAttribute("aria-label") || "";
  copy.prepend(title);

  // Styles are read from a copy in the page, in the light theme: the page's own theme
  // comes back before anything is painted.
  const root = document.documentElement;
  const theme = root.getAttribute("data-theme");
  const holder = document.createElement("div");
  holder.setAttribute("aria-hidden", "true");
  holder.style.cssText = "position: fixed; left: -10000px; top: 0; width: 800px; height: 800px";
  holder.append(copy);
  root.setAttribute("data-theme", "light");
  document.body.append(holder);
  let size;
  try {
    addCoordinates(copy);
    size = frame(copy, widthPx);
    inline(copy);
  } finally {
    holder.remove();
    if (theme === null) root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", theme);
  }
  tidy(copy);
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
  return { text, ...size };
}

/** Column letters and row numbers round a Kemu board; the point numbers round a Mū tōrere board. */
function addCoordinates(svg) {
  // Where the app placed a hollow or a point: the first translation of its transform, as
  // the SVG DOM reads it (not `consolidate()`, which rewrites the attribute). The DOM keeps
  // single precision; the app writes three decimals (src/svg.rs, `num`).
  const at = (el) => {
    const list = el.transform.baseVal;
    for (let i = 0; i < list.numberOfItems; i++) {
      const { type, matrix } = list.getItem(i);
      if (type === SVGTransform.SVG_TRANSFORM_TRANSLATE) return [matrix.e, matrix.f].map((v) => Math.round(v * 1000) / 1000);
    }
    return [0, 0];
  };
  const labels = document.createElementNS(SVG, "g");
  labels.setAttribute("class", "coordinates");
  const label = (x, y, text, size) => {
    const t = document.createElementNS(SVG, "text");
    t.setAttribute("x", round(x));
    t.setAttribute("y", round(y + size * 0.35)); // centred on (x, y)
    t.setAttribute("text-anchor", "middle");
    t.setAttribute("font-size", round(size));
    t.setAttribute("class", "label");
    t.textContent = text;
    labels.append(t);
  };
  const hollows = [...svg.querySelectorAll("[data-hollow]")];
  if (hollows.length) {
    // The board's own names, if shown, are replaced by these (the same letters and numbers).
    for (const t of svg.querySelectorAll("text.label")) if (!t.closest(".tane-figure")) t.remove();
    const columns = new Map();
    const rows = new Map();
    let [left, bottom] = [Infinity, -Infinity];
    for (const h of hollows) {
      const [x, y] = at(h);
      const name = h.dataset.hollow; // a column letter and a row number, "c11"
      const [column, row] = [name[0], name.slice(1)];
      columns.set(column, x);
      rows.set(row, y);
      left = Math.min(left, x);
      bottom = Math.max(bottom, y);
    }
    for (const [column, x] of columns) label(x, bottom + 0.8, column, 0.42);
    for (const [row, y] of rows) label(left - 0.75, y, row, 0.42);
  } else {
    for (const p of svg.querySelectorAll("[data-point]")) {
      const [x, y] = at(p);
      const r = Math.hypot(x, y);
      // Kāwai outside the ring; the pūtahi (point 0) beside its spot, between two arms.
      if (r > 0) label(x * (r + 32) / r, y * (r + 32) / r, p.dataset.point, 14);
      else label(12, -29, p.dataset.point, 11);
    }
    // The Mū tōrere board carries no text of its own: its ink is the page's text colour.
    labels.setAttribute("fill", getComputedStyle(svg).color);
    labels.setAttribute("font-weight", "700");
  }
  svg.append(labels);
}

/**
 * Fits the view box to what is drawn (with a margin), puts the board's background
 * behind it, and sets the file's size. Returns the size in pixels.
 */
function frame(svg, widthPx) {
  const box = svg.getBBox();
  const margin = Math.max(box.width, box.height) * 0.03;
  const [x, y, w, h] = [box.x - margin, box.y - margin, box.width + 2 * margin, box.height + 2 * margin];
  svg.setAttribute("viewBox", [x, y, w, h].map(round).join(" "));
  const style = getComputedStyle(svg);
  // A colour, or a gradient's first colour (the Mū tōrere board's paper).
  const colours = `${style.backgroundColor} ${style.backgroundImage}`.match(/rgba?\([^)]*\)/g) || [];
  const colour = colours.find((c) => !/,\s*0\)$/.test(c));
  if (colour) {
    const bg = document.createElementNS(SVG, "rect");
    for (const [k, v] of Object.entries({ x, y, width: w, height: h, rx: w * 0.03 })) bg.setAttribute(k, round(v));
    bg.setAttribute("fill", colour);
    bg.setAttribute("class", "background");
    const defs = svg.querySelector("defs");
    if (defs) defs.after(bg);
    else svg.prepend(bg);
  }
  const [width, height] = widthPx ? [widthPx, Math.round(widthPx * h / w)] : [PRINT_WIDTH_MM, PRINT_WIDTH_MM * h / w];
  const unit = widthPx ? "" : "mm";
  svg.setAttribute("width", `${round(width)}${unit}`);
  svg.setAttribute("height", `${round(height)}${unit}`);
  return { width, height };
}

/**
 * Writes the computed paint of `svg`'s elements as attributes (see `INHERITED`, `OWN`).
 * Hidden elements and shapes that draw nothing are dropped.
 */
function inline(svg) {
  const paint = new Map();
  const read = (el) => {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") return el.remove();
    const values = {};
    for (const p of [...INHERITED, ...Object.keys(OWN)]) values[p] = clean(style.getPropertyValue(p));
    const shape = !CONTAINER.test(el.localName) && el.localName !== "text";
    if (shape && !el.closest("defs") && values.fill === "none" && values.stroke === "none") return el.remove();
    paint.set(el, values);
    for (const child of [...el.children]) read(child);
  };
  read(svg);
  const drawn = [...paint].filter(([el]) => !CONTAINER.test(el.localName));
  const common = {};
  for (const p of INHERITED) {
    const counts = new Map();
    for (const [, values] of drawn) counts.set(values[p], (counts.get(values[p]) || 0) + 1);
    common[p] = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? paint.get(svg)[p];
  }
  for (const [el, values] of paint) {
    const container = CONTAINER.test(el.localName);
    for (const p of INHERITED) {
      // The root sets each property once (unless it is SVG's initial value); a shape or
      // a text only where it differs from that; a group never.
      let value = null;
      if (el === svg) value = common[p] === INITIAL[p] ? null : common[p];
      else if (!container && values[p] !== common[p]) value = values[p];
      if (value === null) el.removeAttribute(p);
      else el.setAttribute(p, value);
    }
    for (const [p, initial] of Object.entries(OWN)) {
      if (values[p] !== initial) el.setAttribute(p, values[p]);
      else el.removeAttribute(p);
    }
  }
}

/**
 * Makes the file small: drops the page's empty text placeholders and the classes that
 * name no piece or place, unwraps groups that carry nothing, and removes empty ones.
 */
function tidy(svg) {
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_COMMENT);
  const blank = [];
  while (walker.nextNode()) {
    const node = walker.currentNode;
    if (node.nodeType === Node.COMMENT_NODE || !node.data.trim()) blank.push(node);
  }
  for (const node of blank) node.remove();
  for (const el of [svg, ...svg.querySelectorAll("*")]) {
    if (!NAMED.some((c) => el.classList.contains(c))) el.removeAttribute("class");
  }
  for (const g of [...svg.querySelectorAll("g")].reverse()) {
    if (!g.children.length) g.remove();
    else if (!g.attributes.length) g.replaceWith(...g.childNodes);
  }
}

/** A computed value as an SVG attribute: colours in hex, lengths without `px`, local `url(#id)`s. */
function clean(value) {
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (rgb) {
    if (rgb[4] === "0") return "none";
    const hex = rgb.slice(1, 4).map((n) => Number(n).toString(16).padStart(2, "0"));
    // #eeeeee as #eee
    return "#" + (hex.every((h) => h[0] === h[1]) ? hex.map((h) => h[0]) : hex).join("");
  }
  const url = /^url\("?[^#"]*(#[\w-]+)"?\)$/.exec(value);
  if (url) return `url(${url[1]})`;
  if (/^[-\d.]+px(,\s*[-\d.]+px)*$/.test(value)) return value.replace(/px/g, "").replace(/,\s*/g, " ");
  return value;
}

/** A number to three decimals, as the boards write them. */
function round(x) {
  return String(Math.round(x * 1000) / 1000);
}

/** The PNG of an SVG text, drawn at its own pixel size. */
async function picture(text, width, height) {
  const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    [canvas.width, canvas.height] = [width, height];
    canvas.getContext("2d").drawImage(image, 0, 0, width, height);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((png) => (png ? resolve(png) : reject(new Error("no PNG"))), "image/png"));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Hands a file to the browser's downloads. */
function save(blob, name) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  // The download has its own copy once it starts; the address is freed after a while.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
