// Trunk post_build hook (Trunk.toml, [[hooks]]), every build: the build's facts, stated by
// the Rust that defines them (src/build_facts.rs, run as the `build-facts` bin), put into
// the build for the loader, the service worker and the other steps:
//  - `facts.json`: the facts, with `hashes` (each bundle file's and the loader's content
//    hash, which static/sw.js checks before it keeps a file), `build` (the build's id,
//    from those hashes) and `page` (the files index.html's head names, which the service
//    worker keeps with the page);
//  - index.html: the loader's part of them (without `worker`, `hashes`, `games` and
//    `page`) as a data block at the end of the body,
//    `<script type="application/json" id="build-facts">`, which static/boot.js reads (a
//    data block is not run, so `script-src 'self'` has nothing to allow).
// Run first in the hook (the shrinking steps read the bundles' names from facts.json) and
// again after them (the final files' hashes). The other steps read the facts with `facts`.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { bodyEnd, findNode, nativeStep, run, stagingDir } from "./build-step.mjs";

/** The build's facts in Trunk's staging folder `dir` (written by this step). */
export function facts(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, "facts.json"), "utf8"));
}

/** Each bundle's glue and wasm, once: [{ js, wasm, firstScreen }] (`firstScreen`: a first screen starts it). */
export function bundleFiles(facts) {
  const first = new Set(facts.firstScreens.map((s) => s.bundle));
  const seen = new Map();
  for (const [name, byLang] of Object.entries(facts.bundles)) {
    for (const [js, wasm] of Object.values(byLang)) {
      if (!seen.has(js)) seen.set(js, { js, wasm, firstScreen: first.has(name) });
    }
  }
  return [...seen.values()];
}

/**
 * The facts static/boot.js reads: all but the service worker's and the build steps'
 * (`games`, `page`, each first screen's `bundle` and `inline`).
 */
export function loaderFacts({ worker, hashes, games, page, ...facts }) {
  return { ...facts, firstScreens: facts.firstScreens.map(({ bundle, inline, ...screen }) => screen) };
}

/**
 * The files in the page's folder that `html`'s head names (any element's `href` or `src`),
 * found by an HTML parser and resolved as URLs: the page's style, icon, manifest, loader
 * and oEmbed description (written by a later step). The body's first screens link to
 * pages, not files.
 */
export function headFiles(html) {
  const site = new URL("https://site.invalid/");
  const head = findNode(parse(html), (n) => n.nodeName === "head");
  const files = new Set();
  const visit = (node) => {
    for (const { name, value } of node.attrs ?? []) {
      if (name !== "href" && name !== "src") continue;
      const url = new URL(value, site);
      const file = url.pathname.slice(1);
      const inFolder = url.origin === site.origin && !url.search && file && !file.includes("/");
      if (inFolder) files.add(file);
    }
    (node.childNodes ?? []).forEach(visit);
  };
  visit(head);
  return [...files];
}

/** JSON that may stand inside a <script> element. */
const inScript = (value) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * `html` with its build-facts data block holding `text` (replaced, or put before
 * </body>: Trunk's minifier leaves out </head>), found by an HTML parser.
 */
export function withFactsBlock(html, text) {
  const block = `<script type="application/json" id="build-facts">${text}</script>`;
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const old = findNode(doc, (n) => n.nodeName === "script" && n.attrs?.some((a) => a.name === "id" && a.value === "build-facts"));
  if (old) {
    const { startOffset, endOffset } = old.sourceCodeLocation;
    return html.slice(0, startOffset) + block + html.slice(endOffset);
  }
  const at = bodyEnd(html, doc);
  return html.slice(0, at) + block + html.slice(at);
}

/** A file's content hash, as static/sw.js computes it (SHA-256, the first 16 hex digits). */
export const contentHash = (bytes) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);

if (import.meta.url === `file://${process.argv[1]}`) run("build-facts", () => {
  const dir = stagingDir("build-facts");
  const stated = JSON.parse(nativeStep("build-facts", [dir]));
  const files = [...bundleFiles(stated).flatMap((b) => [b.js, b.wasm]), ...stated.worker, "boot.js"];
  const hashes = Object.fromEntries(files.map((f) => [f, contentHash(fs.readFileSync(path.join(dir, f)))]));
  const build = contentHash(Object.entries(hashes).flat().join("\n"));
  const index = path.join(dir, "index.html");
  const html = fs.readFileSync(index, "utf8");
  const all = { build, ...stated, hashes, page: headFiles(html) };
  fs.writeFileSync(path.join(dir, "facts.json"), JSON.stringify(all));
  fs.writeFileSync(index, withFactsBlock(html, inScript(loaderFacts(all))));
  console.log(`build-facts: build ${build}, ${files.length} files`);
});
