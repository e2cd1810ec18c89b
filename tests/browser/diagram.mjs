// Position diagrams: "Download diagram" (a standalone SVG) and "Download picture" (a
// 1600 px PNG) on both game screens, in step-through and in the lessons. Each file is
// taken from the browser's download, parsed as XML, searched for references outside the
// file, and its pieces compared with the position: Mū tōrere's text, and for Moeraki
// Kemu the referee's (`takaro kemu replay`) answer to who placed each stone.
import fs from "node:fs";
import { assert, assertEq, reviewAt, takaro } from "./harness.mjs";
import { audit } from "./a11y.mjs";

const kemuBoard = (page) => page.locator('[data-game="kemu"]');
const muBoard = (page) => page.locator('[data-game="mu-torere"]');
const replay = (rec) => JSON.parse(takaro("kemu", "replay", ...rec.split(" ")));
/** The light theme's colours (static/style.css), which the diagram keeps in every theme. */
const LIGHT = { matau: "#1c1c1c", manaia: "#fbfbf7", ball: "#2e9e6e", green: "#1f6f3a", white: "#f7f1e1" };

/** Clicks `control` (or presses Enter on it) and returns the downloaded file: name and bytes. */
async function download(page, kind, { keyboard = false } = {}) {
  const control = page.locator(`[data-export="${kind}"]`);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    keyboard ? control.focus().then(() => page.keyboard.press("Enter")) : control.click(),
  ]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

/**
 * Reads an SVG file in the page's XML parser: the root's attributes, the references it
 * makes, its text and what each point or hollow holds (`pieces`), and its size.
 */
async function readSvg(page, bytes) {
  const text = bytes.toString("utf8");
  const seen = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    if (doc.querySelector("parsererror")) return { error: doc.querySelector("parsererror").textContent };
    const root = doc.documentElement;
    const all = [root, ...root.querySelectorAll("*")];
    const ids = new Set(all.map((e) => e.id).filter(Boolean));
    // Anything that could fetch or run: a URL that is not a fragment of this file, a
    // link, an embedded document, a stylesheet, a script.
    const outside = [];
    for (const el of all) {
      if (/^(script|style|image|use|foreignObject|iframe|a)$/i.test(el.localName)) outside.push(`<${el.localName}>`);
      for (const { name, value } of el.attributes) {
        if (name === "xmlns" || name.startsWith("xmlns:")) continue;
        if (/href$/i.test(name) || name === "style") outside.push(`${name}=${value}`);
        for (const [, target] of value.matchAll(/url\(\s*["']?([^)"']*)/g)) {
          if (!target.startsWith("#") || !ids.has(target.slice(1))) outside.push(`${name}=${value}`);
        }
        if (/(https?|data|blob|file):/i.test(value)) outside.push(`${name}=${value}`);
      }
    }
    // A shape's fill is its own, else the root's (groups carry no paint).
    const fill = (el) => el?.getAttribute("fill") ?? root.getAttribute("fill");
    const pieces = {};
    for (const g of root.querySelectorAll("[data-hollow]")) {
      const stone = g.querySelector("circle.stone");
      const ball = g.querySelector("circle.ball");
      if (ball) pieces[g.dataset.hollow] = { kind: "ball", fill: fill(ball) };
      else if (stone) pieces[g.dataset.hollow] = { kind: stone.classList.contains("matau") ? "matau" : "manaia", fill: fill(stone) };
    }
    for (const g of root.querySelectorAll("[data-point]")) {
      const counter = g.querySelector(".counter");
      if (counter) {
        const side = counter.classList.contains("green") ? "g" : "w";
        pieces[g.dataset.point] = { kind: side, fill: fill(counter.querySelector("circle")) };
      }
    }
    return {
      name: root.localName, ns: root.namespaceURI, game: root.getAttribute("data-game"),
      record: root.getAttribute("data-record"), position: root.getAttribute("data-position"),
      viewBox: root.getAttribute("viewBox"), width: root.getAttribute("width"),
      labels: [...root.querySelectorAll("text")].map((t) => t.textContent),
      lastRings: root.querySelectorAll(".last > .pit-ring").length,
      lastArrows: root.querySelectorAll(".last-move").length,
      tanes: root.querySelectorAll(".tane-figure").length,
      blocked: [...root.querySelectorAll("[data-field].blocked")].map((f) => [f.dataset.field, f.getAttribute("fill")]),
      outside, pieces,
    };
  }, text);
  assert(!seen.error, `the diagram is well-formed XML: ${seen.error}`);
  assertEq([seen.name, seen.ns], ["svg", "http://www.w3.org/2000/svg"], "the root is an SVG element");
  assertEq(seen.outside, [], "the diagram refers to nothing outside itself");
  assert(bytes.length < 30_000, `the diagram is under 30 KB: ${bytes.length} bytes`);
  assert(/^\d+(\.\d+)?mm$/.test(seen.width), `the diagram has a printed size: ${seen.width}`);
  return seen;
}

/** Width and height of a PNG file, from its header. */
function pngSize(bytes) {
  assertEq([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join(""), "PNG", "a PNG file");
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Mū tōrere: the counters a position text puts on the points 0 (pūtahi) to 8. */
function muPieces(position) {
  const cells = position.split("/")[1];
  return Object.fromEntries([...cells].flatMap((c, k) => (c === "." ? [] : [[String(k), c]])));
}

/**
 * Moeraki Kemu: what the referee says each hollow holds after `record` (a stone is the
 * tribe that was to move before it was placed).
 */
function kemuPieces(record) {
  // The header: the tier, `a=…`, perhaps `prev=…`; then the moves.
  const words = record.split(" ");
  const header = words.filter((w, k) => k === 0 || w.includes("="));
  const moves = words.filter((w, k) => k > 0 && !w.includes("="));
  const pieces = { [replay(record).ball]: "ball" };
  for (let k = 1; k < moves.length; k++) {
    // A Tane turn (`Td3>n`) places no stone.
    if (/^[a-k]\d+$/.test(moves[k])) pieces[moves[k]] = replay([...header, ...moves.slice(0, k)].join(" ")).to_move;
  }
  return pieces;
}

const kinds = (pieces) => Object.fromEntries(Object.entries(pieces).map(([k, v]) => [k, v.kind]).sort());
const sorted = (o) => Object.fromEntries(Object.entries(o).sort());

async function place(page, hollows) {
  for (const h of hollows) {
    const before = await kemuBoard(page).getAttribute("data-record");
    await page.locator(`[data-hollow="${h}"]`).click();
    await page.waitForFunction((b) => document.querySelector('[data-game="kemu"]').dataset.record !== b, before);
  }
}

/** WCAG contrast ratio of two CSS colours `rgb(r, g, b)`. */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/\d+/g).slice(0, 3).map((v) => Number(v) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const diagramTests = [
  ["the Moeraki ball: jade green in every theme, its outline and its cross at 3:1 or more", async (page, base) => {
    for (const theme of ["light", "dark", "contrast"]) {
      await page.goto(`${base}?game=kemu&tier=basic&match=1&theme=${theme}`);
      await kemuBoard(page).waitFor();
      if (!(await page.locator("circle.ball").count())) await place(page, ["f6"]);
      const c = await page.evaluate(() => {
        const style = (sel) => getComputedStyle(document.querySelector(sel));
        return { fill: style("circle.ball").fill, outline: style("circle.ball").stroke,
          cross: style("circle.ball + path").stroke, beach: style(".beach").fill };
      });
      const [r, g, b] = c.fill.match(/\d+/g).map(Number);
      assert(g > r + 60 && g > b + 30, `${theme}: the ball is green (${c.fill})`);
      assert(contrast(c.outline, c.beach) >= 3, `${theme}: outline ${c.outline} on the beach ${c.beach}: ${contrast(c.outline, c.beach).toFixed(2)}`);
      assert(contrast(c.cross, c.fill) >= 3, `${theme}: cross ${c.cross} on the ball ${c.fill}: ${contrast(c.cross, c.fill).toFixed(2)}`);
    }
  }],
  ["diagram: a Moeraki Kemu game ten moves in, as SVG and as a 1600 px PNG, in any theme", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=basic&match=1`);
    await kemuBoard(page).waitFor();
    const moves = "f6 d4 c3 c5 e3 e5 d2 k5 d6 k7".split(" ");
    await place(page, moves);
    const record = await kemuBoard(page).getAttribute("data-record");
    assertEq(record, `basic a=matau ${moves.join(" ")}`, "ten moves played");
    await audit(page, "a Kemu game with the download controls");

    const file = await download(page, "svg");
    assertEq(file.name, "kemu-10.svg", "the file's name says the game and the move");
    const svg = await readSvg(page, file.bytes);
    assertEq([svg.game, svg.record], ["kemu", record], "the diagram's root keeps the page's record");
    const expected = kemuPieces(record);
    assertEq(kinds(svg.pieces), sorted(expected), "the stones and the ball drawn are the referee's");
    for (const [hollow, { kind, fill }] of Object.entries(svg.pieces)) {
      assertEq(fill, LIGHT[kind], `${hollow} (${kind}) is drawn in its own colour, written on it`);
    }
    for (const name of [..."abcdefghijk", ..."1 2 3 4 5 6 7 8 9 10 11".split(" ")]) {
      assert(svg.labels.includes(name), `the coordinate ${name} is written`);
    }
    assertEq(svg.lastRings, 0, "the last move is not marked unless asked");

    // Marked, and from the keyboard.
    await page.getByRole("checkbox", { name: "Mark the last move" }).check();
    const marked = await readSvg(page, (await download(page, "svg", { keyboard: true })).bytes);
    assertEq(marked.lastRings, 1, "the last stone is ringed when asked");
    assertEq(kinds(marked.pieces), sorted(expected), "the same stones");

    const picture = await download(page, "png");
    assertEq(picture.name, "kemu-10.png", "the picture's name");
    const [w, h] = pngSize(picture.bytes);
    const [, , vw, vh] = marked.viewBox.split(" ").map(Number);
    assertEq([w, h], [1600, Math.round(1600 * vh / vw)], "the picture is 1600 px wide, in the diagram's proportions");

    // The dark and high-contrast themes give the same light, print-friendly diagram.
    await page.getByRole("checkbox", { name: "Mark the last move" }).uncheck();
    for (const theme of ["dark", "contrast"]) {
      await page.goto(`${base}?game=kemu&theme=${theme}`);
      await page.waitForFunction((r) => document.querySelector('[data-game="kemu"]')?.dataset.record === r, record);
      const again = await download(page, "svg");
      assert(again.bytes.equals(file.bytes), `in the ${theme} theme the diagram is the same file`);
    }
  }],
  ["diagram: Mū tōrere during a game and in step-through; te reo Māori", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await muBoard(page).waitFor();
    const mark = page.getByRole("checkbox", { name: "Mark the last move" });
    assertEq(await mark.isChecked(), false, "the last move is not marked unless asked");
    await mark.check();
    await page.locator('[data-point="4"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/gggg.wwww");
    assertEq(await mark.isChecked(), true, "the choice stays while moves are played");
    const file = await download(page, "svg");
    assertEq(file.name, "mu-torere.svg", "the file's name");
    const svg = await readSvg(page, file.bytes);
    assertEq([svg.game, svg.position], ["mu-torere", "w/gggg.wwww"], "the diagram's root keeps the page's position");
    assertEq(kinds(svg.pieces), sorted(muPieces(svg.position)), "the counters drawn are the position's");
    for (const [point, { kind, fill }] of Object.entries(svg.pieces)) {
      assertEq(fill, LIGHT[kind === "g" ? "green" : "white"], `point ${point} is drawn in its side's colour`);
    }
    for (const k of "012345678") assert(svg.labels.includes(k), `point ${k} is numbered`);
    assertEq(svg.lastArrows, 1, "the last move's arrow, when asked");
    const [w] = pngSize((await download(page, "png")).bytes);
    assertEq(w, 1600, "the picture is 1600 px wide");

    // A finished game stepped back: the diagram is the position shown.
    // (the saved game goes on: 4 5 0 4 5 0 … repeats the position three times, a draw)
    await page.goto(`${base}?game=mu-torere&opponent=human&lang=mi`);
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]')?.dataset.position === "w/gggg.wwww");
    for (const p of "5 0 4 5 0 4 5 0 4 5 0".split(" ")) await page.locator(`[data-point="${p}"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.outcome === "draw");
    const review = page.getByTestId("review");
    for (let k = 0; k < 3; k++) await review.getByRole("button").nth(1).click();
    await reviewAt(page, 9);
    const shown = await muBoard(page).getAttribute("data-position");
    await page.getByRole("checkbox", { name: "Tohua te nekehanga whakamutunga" }).uncheck();
    const back = await readSvg(page, (await download(page, "svg")).bytes);
    assertEq(back.position, shown, "the diagram is the position stepped back to");
    assertEq(kinds(back.pieces), sorted(muPieces(shown)), "its counters");
    assertEq(back.lastArrows, 0, "no arrow unless asked");
    assertEq(await page.getByRole("button", { name: "Tikiakehia te hoahoa" }).count(), 1, "the buttons in te reo Māori");
  }],
  ["diagram: a Master game with a Tane turn: its figure, line and kept fields, drawn from inside the file", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=master&match=1`);
    await kemuBoard(page).waitFor();
    await place(page, "f6 d4 c3 c5 e3 e5 d2 k5 d6 k7".split(" "));
    await page.getByRole("button", { name: "Use Matau's Tane" }).click();
    await page.locator('[data-field="d3"]').click();
    await page.getByRole("button", { name: /Face north/ }).click();
    await page.getByRole("button", { name: "Confirm Tane" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record.endsWith(" Td3>n"));
    const record = await kemuBoard(page).getAttribute("data-record");
    const svg = await readSvg(page, (await download(page, "svg")).bytes);
    assertEq(svg.record, record, "the record with the Tane turn");
    assertEq(kinds(svg.pieces), sorted(kemuPieces(record)), "the stones and the ball");
    assertEq(svg.tanes, 1, "the Tane is drawn");
    const kept = [...replay(record).blocked].sort();
    assertEq(svg.blocked.map(([f]) => f).sort(), kept, "the fields the Tane keeps free");
    for (const [field, fill] of svg.blocked) assertEq(fill, "url(#kemu-blocked)", `${field} is hatched by the file's own pattern`);
  }],
  ["diagram: a full Moeraki Kemu board (the largest diagram) stays under 30 KB", async (page, base) => {
    const full = takaro("kemu", "sample", "--tier", "basic", "--seed", "3");
    const [, a, ...moves] = full.split(" ");
    await page.goto(`${base}?game=kemu&tier=basic&match=1`);
    await kemuBoard(page).waitFor();
    if (a === "a=manaia") {
      await page.getByLabel("Player A in game 1").selectOption("manaia");
      await page.getByRole("button", { name: "Start new match" }).click();
      await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=manaia");
    }
    await place(page, moves);
    assertEq(await kemuBoard(page).getAttribute("data-record"), full, "the whole sample game");
    await page.getByRole("checkbox", { name: "Mark the last move" }).check();
    const svg = await readSvg(page, (await download(page, "svg")).bytes); // checks the size
    assertEq(Object.keys(svg.pieces).length, 57, "every hollow holds a stone or the ball");
    assertEq(kinds(svg.pieces), sorted(kemuPieces(full)), "the stones are the referee's");
  }],
  ["diagram: the lessons of both games", async (page, base) => {
    await page.goto(`${base}?learn=mu-torere&lesson=1`);
    await muBoard(page).waitFor();
    const position = await muBoard(page).getAttribute("data-position");
    const mu = await readSvg(page, (await download(page, "svg")).bytes);
    assertEq(mu.position, position, "a Mū tōrere lesson's position");
    assertEq(kinds(mu.pieces), sorted(muPieces(position)), "its counters");

    await page.goto(`${base}?learn=kemu&lesson=7`);
    await kemuBoard(page).waitFor();
    const record = await kemuBoard(page).getAttribute("data-record");
    const kemu = await readSvg(page, (await download(page, "svg")).bytes);
    assertEq(kemu.record, record, "a Kemu lesson's record");
    assertEq(kinds(kemu.pieces), sorted(kemuPieces(record)), "its stones");
    await audit(page, "a Kemu lesson with the download controls");
  }],
];
