// Trunk post_build hook (Trunk.toml, [[hooks]]), every build: the build's facts, stated by
// the Rust that defines them (src/build_facts.rs, run as the `build-facts` bin), put into
// the build for the loader, the service worker and the other steps:
//  - `facts.json`: the facts, with `hashes` (each bundle file's and the loader's content
//    hash, which static/sw.js checks before it keeps a file) and `build` (the build's id,
//    from those hashes);
//  - index.html: the loader's part of them (without `worker` and `hashes`) as a data block
//    at the end of the body,
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

/** The facts static/boot.js reads: all but the service worker's. */
export function loaderFacts({ worker, hashes, ...facts }) {
  return { ...facts, firstScreens: facts.firstScreens.map(({ bundle, ...screen }) => screen) };
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
  const all = { build, ...stated, hashes };
  fs.writeFileSync(path.join(dir, "facts.json"), JSON.stringify(all));
  const index = path.join(dir, "index.html");
  fs.writeFileSync(index, withFactsBlock(fs.readFileSync(index, "utf8"), inScript(loaderFacts(all))));
  console.log(`build-facts: build ${build}, ${files.length} files`);
});
