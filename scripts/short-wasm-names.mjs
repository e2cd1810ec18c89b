// Trunk post_build hook (Trunk.toml, [[hooks]]), release builds only: gives the names
// by which a bundle's wasm and its JS glue call each other short names of their own.
// wasm-bindgen names them after the function and a hash (`__wbg_setAttribute_f75317b2b5
// cabfb4`, `wasm_bindgen__convert__closures_____invoke__h5eeb4001bfb428aa`): about 150
// names, each written in both files, whose random hex gzip cannot shrink, some 4 KB
// gzipped a bundle. The names are rewritten in the wasm's import and export sections and
// where the (minified) glue names them: an import as a key of the imports object
// (`name:`), an export as a property of the instance's exports (`.name`). A name the glue
// uses any other way keeps its name, so the two files always agree; the imports' module
// is named after the wasm's content, so a glue and a wasm of two builds never fit. The
// first screens' snapshot (scripts/first-screen.mjs, next in the hook) and the browser
// tests run the result.
// Runs in Trunk's staging folder before it becomes dist/, after minify-app-js.mjs.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { bundleFiles, facts } from "./build-facts.mjs";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir || process.env.TRUNK_PROFILE !== "release") process.exit(0);

/** Reads an unsigned LEB128 number at `at`: [value, next offset]. */
function leb(bytes, at) {
  let value = 0;
  for (let shift = 0; ; shift += 7) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, at];
  }
}

/** Writes an unsigned LEB128 number. */
function toLeb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

const utf8 = (s) => Buffer.from(s, "utf8");
const named = (s) => Buffer.concat([toLeb(utf8(s).length), utf8(s)]);

/** The sections of a wasm module: [{ id, body }]. */
function sections(wasm) {
  const list = [];
  for (let at = 8; at < wasm.length;) {
    const id = wasm[at];
    const [size, start] = leb(wasm, at + 1);
    list.push({ id, body: wasm.subarray(start, start + size) });
    at = start + size;
  }
  return list;
}

/** Reads a name at `at`: [text, next offset]. */
function readName(bytes, at) {
  const [length, start] = leb(bytes, at);
  return [bytes.subarray(start, start + length).toString("utf8"), start + length];
}

/** The end of an import's description that starts at `at` (its kind byte). */
function skipImportDesc(bytes, at) {
  const kind = bytes[at++];
  const limits = (i) => {
    const flags = bytes[i++];
    i = leb(bytes, i)[1];
    return flags & 1 ? leb(bytes, i)[1] : i;
  };
  switch (kind) {
    case 0: return leb(bytes, at)[1]; // function: type index
    case 1: return limits(at + 1); // table: reference type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + 2; // global: value type, mutability
    case 4: return leb(bytes, at + 1)[1]; // tag: attribute, type index
    default: throw new Error(`unknown import kind ${kind}`);
  }
}

/**
 * Rewrites the import section's names through `rename` (old name → new or undefined)
 * and every import's module name to `module`.
 */
function renameImports(body, rename, module) {
  const [count, first] = leb(body, 0);
  const parts = [toLeb(count)];
  for (let i = 0, at = first; i < count; i++) {
    const [, afterModule] = readName(body, at);
    const [field, afterField] = readName(body, afterModule);
    const end = skipImportDesc(body, afterField);
    parts.push(named(module), named(rename(field) ?? field), body.subarray(afterField, end));
    at = end;
  }
  return Buffer.concat(parts);
}

/** The one module a bundle's imports come from (wasm-bindgen's `./<name>_bg.js`). */
function moduleOf(body) {
  const [count, first] = leb(body, 0);
  const modules = new Set();
  for (let i = 0, at = first; i < count; i++) {
    const [module, afterModule] = readName(body, at);
    const [, afterField] = readName(body, afterModule);
    modules.add(module);
    at = skipImportDesc(body, afterField);
  }
  if (modules.size !== 1) throw new Error(`imports from ${modules.size} modules`);
  return [...modules][0];
}

/** Rewrites the export section's names through `rename`. */
function renameExports(body, rename) {
  const [count, first] = leb(body, 0);
  const parts = [toLeb(count)];
  for (let i = 0, at = first; i < count; i++) {
    const [name, afterName] = readName(body, at);
    const end = leb(body, afterName + 1)[1]; // kind, index
    parts.push(named(rename(name) ?? name), body.subarray(afterName, end));
    at = end;
  }
  return Buffer.concat(parts);
}

/** The names a section lists. */
function namesIn(body, isImports) {
  const [count, first] = leb(body, 0);
  const names = [];
  for (let i = 0, at = first; i < count; i++) {
    if (isImports) {
      const [, afterModule] = readName(body, at);
      const [field, afterField] = readName(body, afterModule);
      names.push(field);
      at = skipImportDesc(body, afterField);
    } else {
      const [name, afterName] = readName(body, at);
      names.push(name);
      at = leb(body, afterName + 1)[1];
    }
  }
  return names;
}

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const count = (text, pattern) => (text.match(pattern) ?? []).length;

for (const { js, wasm: wasmName } of bundleFiles(facts(dir))) {
  const wasmFile = path.join(dir, wasmName);
  if (!fs.existsSync(wasmFile)) continue;
  let glue = fs.readFileSync(path.join(dir, js), "utf8");
  const wasm = fs.readFileSync(wasmFile);
  const list = sections(wasm);
  const imports = list.find((s) => s.id === 2);
  const exports = list.find((s) => s.id === 7);
  const taken = new Set([...namesIn(imports.body, true), ...namesIn(exports.body, false)]);
  const fresh = (prefix) => {
    for (let i = 0; ; i++) {
      const name = `${prefix}${i.toString(36)}`;
      if (!taken.has(name) && !new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`).test(glue)) return (taken.add(name), name);
    }
  };
  const shortNames = new Map();
  // An import is renamed where the glue names it only as a key (`name:`); an export
  // where it names it only as a property (`.name`), never the memory.
  for (const [isImports, prefix] of [[true, "$"], [false, "_"]]) {
    for (const name of namesIn((isImports ? imports : exports).body, isImports)) {
      if (name === "memory" || shortNames.has(name)) continue;
      const everywhere = count(glue, new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`, "g"));
      const asUsed = isImports
        ? count(glue, new RegExp(`(?<=[{,])${escapeRegExp(name)}:`, "g"))
        : count(glue, new RegExp(`\\.${escapeRegExp(name)}(?![\\w$])`, "g"));
      if (everywhere === 0 || everywhere !== asUsed || (isImports && asUsed !== 1)) continue;
      shortNames.set(name, fresh(prefix));
    }
  }
  for (const [name, short] of shortNames) {
    glue = glue.replace(new RegExp(`(?<=[{,.])${escapeRegExp(name)}(?![\\w$])`, "g"), () => short);
  }
  const rename = (name) => shortNames.get(name);
  const build = (module) => {
    const rebuilt = [wasm.subarray(0, 8)];
    for (const { id, body } of list) {
      const out = id === 2 ? renameImports(body, rename, module) : id === 7 ? renameExports(body, rename) : body;
      rebuilt.push(Buffer.from([id]), toLeb(out.length), out);
    }
    return Buffer.concat(rebuilt);
  };
  // The imports' module is named after the wasm's content, in both files: the short
  // names are the same in every build, so a glue and a wasm of two builds (a cache
  // serving one of each) must not fit, and the browser refuses the pair at once.
  const module = moduleOf(imports.body);
  const key = JSON.stringify(module);
  if (glue.split(key).length !== 2) throw new Error(`${js}: the glue names ${key} other than once`);
  const ownModule = `w${createHash("sha256").update(build(module)).digest("hex").slice(0, 8)}`;
  glue = glue.replace(key, () => JSON.stringify(ownModule));
  const renamed = build(ownModule);
  const before = wasm.length + Buffer.byteLength(fs.readFileSync(path.join(dir, js)));
  fs.writeFileSync(wasmFile, renamed);
  fs.writeFileSync(path.join(dir, js), glue);
  const after = fs.statSync(wasmFile).size + Buffer.byteLength(glue);
  console.log(`short-wasm-names: ${js} and its wasm, ${shortNames.size} names: ${before} → ${after} bytes`);
}
