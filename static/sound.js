// Sound and motion after a move (issue 41). static/boot.js imports this on the player's
// first gesture (a pointer press or a key), so nothing of it loads or plays before one,
// and none of it is in a first screen's download.
//
// It needs nothing from the app but what the page already shows: the board's
// `data-position` (Mū tōrere) or `data-record` (Moeraki Kemu), its tiles (`data-tile`),
// its `data-seat` in a game with a friend on another device, the turn line's
// `data-ending` and a refusal under it (`.panel > .message[role=alert]`). A change to
// one of them is heard (Web Audio, made in the page: docs/sound.md) and seen (Web
// Animations: a counter slides, a stone drops in, a tile fades, the Tane comes down and
// its line steps out). The board's attributes change at once; a sound or an animation
// never holds back the next move. The spoken announcement (the live region) is
// unchanged: a sound is only added to it.
//
// The switches are checkboxes (src/sound.rs: in the header and, in projector view, in
// the settings) that the app draws checked as stored under their `data-pref` key (`true`
// or `false`, else the default below); this keeps a choice, and static/style.css reads a
// checked "Reduce motion" itself.
const root = document.documentElement;

/** Sound where the player is, on by default; in projector view and embedded games a key
 * of its own, off by default (a class does not want 30 devices chiming). */
const LOUD = "papa-takaro.sound.v1";
const QUIET = "papa-takaro.sound-projector.v1";
const MOTION = "papa-takaro.reduce-motion.v1";
const DEFAULTS = { [LOUD]: true, [QUIET]: false, [MOTION]: false };

/** A switch's stored choice, else its default. */
function chosen(key) {
  let stored = null;
  try {
    stored = localStorage.getItem(key);
  } catch {}
  return stored === null ? DEFAULTS[key] : stored === "true";
}

/** Keeps a switch's choice, and shows it on the page's other switch of the same key. */
function keep(input) {
  const key = input.dataset.pref;
  try {
    localStorage.setItem(key, input.checked);
  } catch {}
  for (const other of document.querySelectorAll("[data-pref]")) if (other.dataset.pref === key) other.checked = input.checked;
}

addEventListener("change", ({ target }) => target.dataset?.pref && keep(target));
// A switch pressed as the first gesture may have changed before this ran: kept now.
for (const input of document.querySelectorAll("[data-pref]")) if (input.checked !== chosen(input.dataset.pref)) keep(input);

const quiet = () => root.dataset.view === "projector" || !!document.querySelector("main.embedded");
/** An embedded game whose host asked for sound (`&sound=1`, the embed builder's choice). */
const hostAsked = () => !!document.querySelector("main.embedded") && new URLSearchParams(location.search).get("sound") === "1";
const soundOn = () => hostAsked() || chosen(quiet() ? QUIET : LOUD);
const still = () => chosen(MOTION) || matchMedia("(prefers-reduced-motion: reduce)").matches;

// ---- Sound: every one made here, from noise and a few decaying partials (docs/sound.md).

let context = null;
let noise = null;

/** The page's one audio context, made at the first sound (always after a gesture). */
function audio() {
  const Context = window.AudioContext ?? window.webkitAudioContext;
  if (!Context) return null;
  context ??= new Context();
  if (context.state === "suspended") context.resume().catch(() => {});
  return context;
}

/** Half a second of white noise, from a fixed little generator (the page's Math.random
 * is left alone: some tests seed it for the computer). */
function noiseBuffer(c) {
  if (noise) return noise;
  noise = c.createBuffer(1, c.sampleRate >> 1, c.sampleRate);
  const data = noise.getChannelData(0);
  let seed = 0x2545f491;
  for (let i = 0; i < data.length; i++) {
    seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
    data[i] = (seed >>> 0) / 2147483648 - 1;
  }
  return noise;
}

/**
 * One knock at `at` seconds from now: the contact, a burst of noise through a band-pass
 * filter (`band` Hz, `q`) that dies in `click` seconds, and the body, sine partials (Hz)
 * that ring for `ring` seconds, each higher one shorter and quieter, as in wood or stone.
 * `sweep` slides the band down to that frequency (a tile sliding off rather than set down).
 */
function knock({ at = 0, band, q = 2, click = 0.03, partials = [], ring = 0.1, level = 0.25, sweep }) {
  const c = audio();
  if (!c) return;
  const t = c.currentTime + 0.005 + at;
  const out = c.createGain();
  out.gain.value = level;
  out.connect(c.destination);
  const source = c.createBufferSource();
  source.buffer = noiseBuffer(c);
  const filter = c.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.setValueAtTime(band, t);
  if (sweep) filter.frequency.exponentialRampToValueAtTime(sweep, t + click);
  filter.Q.value = q;
  const envelope = c.createGain();
  envelope.gain.setValueAtTime(1, t);
  envelope.gain.exponentialRampToValueAtTime(0.001, t + click);
  source.connect(filter).connect(envelope).connect(out);
  source.start(t);
  source.stop(t + click + 0.02);
  partials.forEach((hz, i) => {
    const partial = c.createOscillator();
    partial.frequency.value = hz;
    const decay = c.createGain();
    const end = t + ring / (1 + i);
    decay.gain.setValueAtTime(0.5 / (1 + i), t);
    decay.gain.exponentialRampToValueAtTime(0.001, end);
    partial.connect(decay).connect(out);
    partial.start(t);
    partial.stop(end + 0.02);
  });
}

/** A wood block's note (Hz): the end of a game and your turn are short tunes of these. */
const block = (hz, at, level = 0.2) => knock({ at, band: hz * 3, q: 4, click: 0.015, partials: [hz, hz * 2.76], ring: 0.22, level });

/** The sounds, by name (docs/sound.md says how each is made and when it plays). */
export const SOUNDS = {
  counter: () => knock({ band: 1800, partials: [520, 1380], ring: 0.09 }),
  stone: () => { knock({ band: 2600, partials: [880, 2350], ring: 0.06 }); knock({ at: 0.045, band: 2600, partials: [880], ring: 0.04, level: 0.08 }); },
  capture: () => knock({ band: 1200, q: 1.5, click: 0.04, partials: [330, 495], ring: 0.18, level: 0.18 }),
  tile: () => knock({ band: 3200, q: 1, click: 0.12, sweep: 900, level: 0.15 }),
  tane: () => knock({ band: 700, q: 1.5, click: 0.05, partials: [150, 410], ring: 0.2, level: 0.3 }),
  removal: (at = 0) => knock({ at, band: 2400, q: 1.2, click: 0.08, sweep: 1200, partials: [620], ring: 0.05, level: 0.12 }),
  turn: () => { block(784, 0, 0.12); block(1047, 0.12, 0.12); },
  won: () => [523, 659, 784, 1047].forEach((hz, i) => block(hz, i * 0.11)),
  lost: () => [392, 330, 262].forEach((hz, i) => block(hz, i * 0.14)),
  drawn: () => [440, 440].forEach((hz, i) => block(hz, i * 0.14)),
  refused: () => { knock({ band: 300, q: 1, click: 0.06, partials: [110], ring: 0.07, level: 0.3 }); knock({ at: 0.08, band: 300, q: 1, click: 0.05, partials: [104], ring: 0.06, level: 0.2 }); },
};

/** Plays the sound `name` (`at` seconds from now) if sound is on here. */
export function play(name, at = 0) {
  if (!soundOn()) return;
  const sound = SOUNDS[name];
  if (at > 0) setTimeout(sound, at * 1000);
  else sound();
  window.dispatchEvent(new CustomEvent("papa-takaro:sound", { detail: name }));
}

// ---- Motion: 150–250 ms, never under reduced motion; the board's state is already new.

const MS = 200;

/** Animates `element` with `frames` unless motion is reduced. */
function animate(element, frames, options = {}) {
  if (element && !still()) element.animate(frames, { duration: MS, easing: "ease-out", ...options });
}

/** A Kemu stone (or the ball) drops into its hollow (its origin is the hollow's centre). */
const drop = (element) => animate(element, [{ transform: "translateY(-0.6px) scale(1.3)", opacity: 0 }, { transform: "none", opacity: 1 }], { easing: "ease-in" });

/** A tile taken off the board fades where it was: a copy of it, gone after `delay` ms
 * and the fade (the board itself already shows the field without it). */
function fadeAway(parent, tile, delay) {
  if (still() || !parent.isConnected) return;
  const ghost = tile.cloneNode(true);
  ghost.setAttribute("class", "ghost");
  ghost.style.pointerEvents = "none";
  parent.append(ghost);
  ghost.animate([{ opacity: 1 }, { opacity: 0 }], { duration: MS, delay, fill: "both" }).finished.then(() => ghost.remove(), () => ghost.remove());
}

// ---- What changed on the page.

/** What was last heard of each board: its state, and its fields' tiles (Kemu). */
const seen = new WeakMap();
const tiles = (board) => new Map([...board.querySelectorAll("[data-field]")].map((f) => [f.dataset.field, f.dataset.tile ?? ""]));
const stateOf = (board) => board.dataset.position ?? board.dataset.record ?? "";
const remember = (board) => seen.set(board, { state: stateOf(board), tiles: tiles(board) });

/** The centre of a field's polygon, in the board's units. */
function centre(board, field) {
  const polygon = board.querySelector(`[data-field="${field}"]`);
  if (!polygon) return [0, 0];
  const box = polygon.getBBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Where a board's point or hollow `element` is drawn (its group's translation). */
function at(element) {
  const m = element?.transform.baseVal.consolidate()?.matrix;
  return m ? [m.e, m.f] : [0, 0];
}

/** A Mū tōrere counter that left one point for another (positions such as `g/.ggggwwww`:
 * the side to move, then each point's counter or `.`, in the order of `data-point`)
 * slides there along the line between them. */
function slide(board, before, after) {
  const [was, is] = [before.split("/")[1] ?? "", after.split("/")[1] ?? ""];
  const left = [...was].findIndex((c, i) => c !== "." && is[i] === ".");
  const came = [...is].findIndex((c, i) => c !== "." && was[i] === ".");
  if (left < 0 || came < 0) return;
  const point = (i) => board.querySelector(`[data-point="${i}"]`);
  const [[fx, fy], [tx, ty]] = [at(point(left)), at(point(came))];
  animate(point(came).querySelector(".counter"), [{ transform: `translate(${fx - tx}px, ${fy - ty}px)` }, { transform: "none" }], { duration: 220 });
}

/** A Kemu board whose record gained `token`: the stone, or the Tane and its line. */
function kemuMoved(board, token, before, removed) {
  const after = tiles(board);
  const tane = /^T([a-k]\d+)/.exec(token);
  if (tane) {
    play("tane");
    const [x, y] = centre(board, tane[1]);
    // The figure standing nearest the field's centre (each is drawn at its field's).
    const away = (f) => Math.hypot(...at(f.querySelector("g[transform]")).map((v, i) => v - [x, y][i]));
    const figure = [...board.querySelectorAll(".tane-figure")].sort((a, b) => away(a) - away(b))[0];
    // The Tane comes down onto its field (its group's origin is the board's: no scaling).
    animate(figure, [{ transform: "translateY(-0.6px)", opacity: 0 }, { transform: "none", opacity: 1 }]);
    // Its line of sight is drawn field by field, and the tiles it takes fade in that order.
    const line = figure?.querySelector(".tane-line");
    const gone = removed.map(([parent, tile]) => {
      const field = parent.querySelector("[data-field]")?.dataset.field;
      const [fx, fy] = centre(board, field);
      return { parent, tile, field, far: Math.hypot(fx - x, fy - y) };
    }).sort((a, b) => a.far - b.far);
    const steps = Math.max(1, gone.length);
    if (line && !still()) {
      const length = Math.hypot(line.x2.baseVal.value - line.x1.baseVal.value, line.y2.baseVal.value - line.y1.baseVal.value);
      line.animate([{ strokeDasharray: `0 ${length}` }, { strokeDasharray: `${length} 0` }], { duration: 240, easing: `steps(${steps + 1}, end)` });
    }
    gone.forEach(({ parent, tile, field }, i) => {
      // Its own tile under the Tane is taken; the others are the Tane's removal.
      play(field === tane[1] ? "tile" : "removal", 0.06 + i * 0.05);
      fadeAway(parent, tile, (i * 240) / steps);
    });
    return;
  }
  play("stone");
  drop(board.querySelector(`[data-hollow="${token}"] > g`));
  // A settled field's tile fades in.
  let settled = false;
  for (const [field, tile] of after) {
    if (tile && tile !== before.get(field)) {
      settled = true;
      animate(board.querySelector(`[data-field="${field}"] + .tile-art`), [{ opacity: 0 }, { opacity: 1 }], { duration: 220 });
    }
  }
  if (settled) play("capture", 0.08);
  if ([...before].some(([field, tile]) => tile && !after.get(field))) play("tile", 0.08);
  for (const [parent, tile] of removed) fadeAway(parent, tile, 0);
}

/** A board whose state changed. */
function moved(board, removed) {
  const last = seen.get(board);
  remember(board);
  if (!last || last.state === stateOf(board)) return;
  if (board.dataset.game === "kemu") {
    // A move added to the record (not one taken back, nor a new game, nor a step back).
    const now = stateOf(board);
    if (!now.startsWith(`${last.state} `)) return;
    kemuMoved(board, now.slice(last.state.length + 1).split(" ").at(-1), last.tiles, removed);
  } else {
    play("counter");
    slide(board, last.state, stateOf(board));
  }
  // In a game with a friend on another device, a move that gives you the board.
  if (board.dataset.seat && board.querySelector(".movable, .clickable")) play("turn", 0.15);
}

const ENDINGS = { win: "won", loss: "lost", draw: "drawn" };

function changed(records) {
  const boards = new Set();
  const removed = [];
  for (const r of records) {
    const target = r.target;
    if (r.type === "attributes") {
      if (r.attributeName === "data-ending") {
        const ending = ENDINGS[target.dataset.ending];
        if (ending && target.dataset.ending !== r.oldValue) play(ending, 0.25);
      } else if (target.dataset.game) {
        boards.add(target);
      }
    } else if (r.type === "childList") {
      for (const node of r.removedNodes) if (node.classList?.contains("tile-art")) removed.push([target, node]);
      for (const node of r.addedNodes) if (node.matches?.(".panel > .message[role=alert]")) play("refused");
    } else if (target.parentElement?.matches(".panel > .message[role=alert]")) {
      play("refused");
    }
  }
  for (const board of boards) moved(board, removed.filter(([parent]) => board.contains(parent)));
  // A board drawn anew (another page, a new game) is only looked at.
  for (const board of document.querySelectorAll("[data-game]")) if (!seen.has(board)) remember(board);
}

for (const board of document.querySelectorAll("[data-game]")) remember(board);
// The first gesture's own move, made before this file arrived (static/boot.js kept the
// boards' attributes from before it): heard now. (A Kemu tile it took is not known from
// before, so that move's stone is heard without the capture's sound.)
for (const [board, dataset] of self.papaTakaroBoardsBeforeSound ?? []) {
  const was = stateOf({ dataset });
  if (board.isConnected && was !== stateOf(board)) {
    seen.set(board, { state: was, tiles: tiles(board) });
    moved(board, []);
  }
}
delete self.papaTakaroBoardsBeforeSound;
new MutationObserver(changed).observe(document.body, {
  subtree: true,
  childList: true,
  characterData: true,
  attributes: true,
  attributeOldValue: true,
  attributeFilter: ["data-position", "data-record", "data-ending"],
});

/** Asked for by name elsewhere (and a sign for the tests that this has loaded). */
window.papaTakaroSound = play;
