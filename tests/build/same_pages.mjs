// A debug build writes the same pages as a release build (issue 38): the build program
// (crates/build) renders the first screens, the boards' pictures, the oEmbed descriptions
// and the reviewers' table in every build; only the shrinking steps are the release
// build's. Compares two built folders: every such file byte for byte, and the first
// screens index.html holds (its <template>s, read by parse5).
//   node tests/build/same_pages.mjs <debug dist> <release dist>
import fs from "node:fs";
import path from "node:path";
import { parse, serializeOuter } from "parse5";

const [debug, release] = process.argv.slice(2);
if (!debug || !release) {
  console.error("usage: node tests/build/same_pages.mjs <debug dist> <release dist>");
  process.exit(2);
}

/** The files of a built folder that hold pages rather than code. */
const pageFiles = (dir) => fs.readdirSync(dir)
  .filter((f) => /^(first-.*\.json|oembed-.*\.json|(board|diagram)-.*\.svg|message-ids\.json)$/.test(f))
  .sort();

/** index.html's first-screen templates, each as its markup. */
function templates(dir) {
  const found = [];
  const walk = (node) => {
    if (node.nodeName === "template" && node.attrs.some((a) => a.name === "data-first-screen-of")) found.push(serializeOuter(node));
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(fs.readFileSync(path.join(dir, "index.html"), "utf8")));
  return found;
}

const failures = [];
const files = pageFiles(release);
const screenFiles = files.filter((f) => f.startsWith("first-")).length;
if (screenFiles < 10) failures.push(`${release} has ${screenFiles} first-screen files: not a full build`);
const inDebug = pageFiles(debug);
for (const file of new Set([...files, ...inDebug])) {
  if (!inDebug.includes(file)) failures.push(`${file}: only in the release build`);
  else if (!files.includes(file)) failures.push(`${file}: only in the debug build`);
  else if (!fs.readFileSync(path.join(debug, file)).equals(fs.readFileSync(path.join(release, file)))) failures.push(`${file}: differs`);
}
const [a, b] = [templates(debug), templates(release)];
// The screens the page holds, as the build's facts mark them (src/build_facts.rs).
const inline = JSON.parse(fs.readFileSync(path.join(release, "facts.json"), "utf8")).firstScreens.filter((s) => s.inline).length;
if (inline === 0 || b.length !== inline) failures.push(`the release page holds ${b.length} first screens, not ${inline}`);
if (a.length !== b.length || a.some((t, i) => t !== b[i])) failures.push("index.html's first screens differ");

if (failures.length) {
  console.error(`a debug and a release build write different pages:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`a debug and a release build write the same pages: ${files.length} files and index.html's ${b.length} first screens`);
