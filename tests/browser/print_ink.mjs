// The printed Kemu tiles as a person sees them on paper: each set printed to PDF by
// Chromium (A4 and A3, both languages), the tile sheets turned into greyscale images by
// poppler's `pdftoppm`, and every tile's ink looked at, away from its drawn lines:
// inside its outline, the tribe's part is in the tribe's colour (Matau dark, Manaia
// white) and a half tile's other half is blank; outside its outline, within its cell
// (the piece's own box), the paper is blank.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { assert, assertEq } from "./harness.mjs";

/** Resolution of the page images. */
const DPI = 150;
const CSS_PX_PER_MM = 96 / 25.4;
/** The sheet starts at the page's 10 mm margins (static/print.css `@page`). */
const MARGIN_MM = 10;
/** Pixels nearer than this to a drawn line are not judged (board units: the widest line
 * is 0.05 wide, the tile's stroke 0.03 on its edge), plus a pixel of anti-aliasing. */
const LINE_CLEARANCE_UNITS = 0.07;
/** Grey levels (0 black … 255 white): the tribe's dark, and blank paper or white. */
const DARK_MAX = 90;
const BLANK_MIN = 230;
/** Share of the judged pixels that must be right (anti-aliasing at a few edges). */
const SHARE = 0.99;
/** At least this many pixels judged in each region, so no region passes empty. */
const MIN_PIXELS = 40;

/**
 * Every tile piece of the tile sheets, measured in the print layout: the sheet's page
 * (1-based), the piece's box, its outline, the tribe's part and its drawn lines, all in
 * CSS pixels from the sheet's top-left corner, and the piece's pixels a board unit.
 */
async function measureTiles(page) {
  return page.evaluate(() => {
    const sheets = [...document.querySelectorAll(".sheet")];
    return [...document.querySelectorAll('[data-print-piece^="tile-"]')].map((svg) => {
      const sheet = svg.closest(".sheet");
      const origin = sheet.getBoundingClientRect();
      const map = (el, x, y) => {
        const p = new DOMPoint(x, y).matrixTransform(el.getScreenCTM());
        return [p.x - origin.left, p.y - origin.top];
      };
      const polygon = (el) => [...el.points].map((p) => map(el, p.x, p.y));
      const box = svg.getBoundingClientRect();
      const part = svg.querySelector("polygon.tile");
      const outline = svg.querySelector("polygon.tile-outline") || part;
      const lines = [...svg.querySelectorAll("line")].map((l) => [
        map(l, l.x1.baseVal.value, l.y1.baseVal.value), map(l, l.x2.baseVal.value, l.y2.baseVal.value)]);
      return {
        kind: svg.dataset.printPiece,
        page: sheets.indexOf(sheet) + 1,
        box: [box.left - origin.left, box.top - origin.top, box.width, box.height],
        pxPerUnit: box.width / svg.viewBox.baseVal.width,
        outline: polygon(outline),
        part: polygon(part),
        lines,
      };
    });
  });
}

/** A PGM image (pdftoppm -gray): width, height and one grey byte a pixel. */
function readPgm(file) {
  const data = fs.readFileSync(file);
  const header = [];
  let at = 0;
  while (header.length < 4) {
    while (/\s/.test(String.fromCharCode(data[at]))) at++;
    if (data[at] === 0x23) { while (data[at] !== 0x0a) at++; continue; }
    let word = "";
    while (!/\s/.test(String.fromCharCode(data[at]))) word += String.fromCharCode(data[at++]);
    header.push(word);
  }
  assertEq(header[0], "P5", `${file} is a greyscale PGM`);
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: data.subarray(at + 1, at + 1 + width * height) };
}

/** Page `n` of `pdf` as a greyscale image at `DPI`. */
function pageImage(pdf, n, dir) {
  const prefix = path.join(dir, `page-${n}`);
  execFileSync("pdftoppm", ["-r", String(DPI), "-gray", "-f", String(n), "-l", String(n), "-singlefile", pdf, prefix]);
  return readPgm(prefix + ".pgm");
}

function inside([x, y], poly) {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function distanceToSegment([x, y], [[ax, ay], [bx, by]]) {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

const edges = (poly) => poly.map((p, i) => [p, poly[(i + 1) % poly.length]]);

/**
 * Judges one tile's pixels on its page image: the share of right pixels in each region
 * (the tribe's part, the other half, the paper around), with the regions' sizes.
 */
function judgeTile(tile, image) {
  const scale = DPI / 96;
  const offset = MARGIN_MM * CSS_PX_PER_MM;
  const toImage = ([x, y]) => [(x + offset) * scale, (y + offset) * scale];
  const outline = tile.outline.map(toImage);
  const part = tile.part.map(toImage);
  const drawn = [...edges(outline), ...edges(part), ...tile.lines.map((l) => l.map(toImage))];
  const clearance = LINE_CLEARANCE_UNITS * tile.pxPerUnit * scale + 1;
  const dark = tile.kind.startsWith("tile-matau");
  const regions = { part: [0, 0], other: [0, 0], around: [0, 0] };
  const [bx, by, bw, bh] = tile.box;
  const [x0, y0] = toImage([bx, by]);
  const [x1, y1] = toImage([bx + bw, by + bh]);
  for (let y = Math.ceil(y0); y < Math.floor(y1); y++) {
    for (let x = Math.ceil(x0); x < Math.floor(x1); x++) {
      const p = [x + 0.5, y + 0.5];
      if (drawn.some((s) => distanceToSegment(p, s) < clearance)) continue;
      const grey = image.pixels[y * image.width + x];
      const blank = grey >= BLANK_MIN;
      let region, right;
      if (!inside(p, outline)) [region, right] = ["around", blank];
      else if (inside(p, part)) [region, right] = ["part", dark ? grey <= DARK_MAX : blank];
      else [region, right] = ["other", blank];
      regions[region][0] += right ? 1 : 0;
      regions[region][1] += 1;
    }
  }
  return regions;
}

/** Prints `?print=kemu` and checks the ink of every tile on its tile sheets. */
async function checkTileInk(page, base, paper, lang, dir) {
  const label = `kemu ${paper} ${lang}`;
  await page.goto(base + `?print=kemu&paper=${paper}&lang=${lang}`);
  await page.locator(".print-set[data-styled]").waitFor();
  await page.emulateMedia({ media: "print" });
  const tiles = await measureTiles(page);
  assertEq(tiles.length, 48, `${label}: 24 tiles a tribe`);
  const pdf = path.join(dir, `kemu-${paper}-${lang}.pdf`);
  fs.writeFileSync(pdf, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const images = new Map();
  const wrong = [];
  for (const [i, tile] of tiles.entries()) {
    if (!images.has(tile.page)) images.set(tile.page, pageImage(pdf, tile.page, dir));
    const regions = judgeTile(tile, images.get(tile.page));
    const half = tile.kind.endsWith("-half");
    for (const [region, [right, all]] of Object.entries(regions)) {
      if (region === "other" && !half) continue;
      assert(all >= MIN_PIXELS, `${label}: ${tile.kind} #${i}: ${region} has pixels to judge (${all})`);
      if (right < SHARE * all) wrong.push(`${tile.kind} #${i} ${region}: ${(100 * right / all).toFixed(1)} % right`);
    }
  }
  assert(wrong.length === 0, `${label}: each tile prints in its tribe's colour inside its outline, blank outside: ${wrong.slice(0, 6).join("; ")}${wrong.length > 6 ? ` (and ${wrong.length - 6} more)` : ""}`);
}

async function tileInk(page, base) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "papa-takaro-print-"));
  try {
    for (const paper of ["a4", "a3"]) {
      for (const lang of ["en", "mi"]) await checkTileInk(page, base, paper, lang, dir);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const printInkTests = [
  ["print: the Kemu tiles' ink on the printed PDF (pdftoppm)", tileInk],
];
