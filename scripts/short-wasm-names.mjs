// Trunk post_build hook (Trunk.toml, [[hooks]]), release builds only: gives the names
// by which a bundle's wasm and its JS glue call each other short names of their own.
// wasm-bindgen names them after the function and a hash (`__wbg_setAttribute_f75317b2b5
// cabfb4`, `wasm_bindgen__convert__closures_____invoke__h5eeb4001bfb428aa`): about 150
// names, each written in both files, whose random hex gzip cannot shrink, some 4 KB
// gzipped a bundle. The names are rewritten in the wasm's import and export sections and
// where the (minified) glue names them, found in its syntax tree (acorn): an import as a
// key of the imports object (`name:`), an export as a property of the instance's exports
// (`.name`). A name the glue uses any other way keeps its name, so the two files always
// agree; each import module (wasm-bindgen's, and one a JS snippet's) is named after the
// wasm's content, so a glue and a wasm of two builds never fit. The wasm's import and
// export sections are read and written as the WebAssembly specification lays them out.
// The browser tests run the result.
// Runs in Trunk's staging folder before it becomes dist/, after minify-app-js.mjs.
import * as acorn from "acorn";
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
 * and each import's module through `renameModule`.
 */
function renameImports(body, rename, renameModule) {
  const [count, first] = leb(body, 0);
  const parts = [toLeb(count)];
  for (let i = 0, at = first; i < count; i++) {
    const [module, afterModule] = readName(body, at);
    const [field, afterField] = readName(body, afterModule);
    const end = skipImportDesc(body, afterField);
    parts.push(named(renameModule(module)), named(rename(field) ?? field), body.subarray(afterField, end));
    at = end;
  }
  return Buffer.concat(parts);
}

/** The modules a bundle's imports come from (wasm-bindgen's, and one a JS snippet). */
function modulesOf(body) {
  const [count, first] = leb(body, 0);
  const modules = new Set();
  for (let i = 0, at = first; i < count; i++) {
    const [module, afterModule] = readName(body, at);
    const [, afterField] = readName(body, afterModule);
    modules.add(module);
    at = skipImportDesc(body, afterField);
  }
  return [...modules];
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

/** Calls `visit(node, parent)` on every node of an acorn syntax tree. */
function walk(node, visit, parent = null) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === "string" && child !== node) walk(child, visit, node);
    }
  }
}

/**
 * Where the glue (parsed by acorn) names each name: as a property key (`{name: …}`,
 * `{"name": …}`), as a property read (`x.name`, `x["name"]`), or any other way (a
 * variable, a string elsewhere). Each use is { kind, start, end, quoted }.
 */
function usesIn(glue) {
  const uses = new Map();
  walk(acorn.parse(glue, { ecmaVersion: "latest", sourceType: "module" }), (node, parent) => {
    const name = node.type === "Identifier" ? node.name : node.type === "Literal" && typeof node.value === "string" ? node.value : null;
    if (name === null) return;
    const kind = parent?.type === "Property" && parent.key === node && !parent.shorthand ? "key"
      : parent?.type === "MemberExpression" && parent.property === node ? "read" : "other";
    uses.set(name, [...(uses.get(name) ?? []), { kind, start: node.start, end: node.end, quoted: node.type === "Literal" }]);
  });
  return uses;
}

/** `glue` with each use in `edits` ([use, new name]) spelt anew, from the end. */
function rewrite(glue, edits) {
  let out = glue;
  for (const [use, name] of [...edits].sort((a, b) => b[0].start - a[0].start)) {
    out = out.slice(0, use.start) + (use.quoted ? JSON.stringify(name) : name) + out.slice(use.end);
  }
  return out;
}

for (const { js, wasm: wasmName } of bundleFiles(facts(dir))) {
  const wasmFile = path.join(dir, wasmName);
  if (!fs.existsSync(wasmFile)) continue;
  const original = fs.readFileSync(path.join(dir, js), "utf8");
  const wasm = fs.readFileSync(wasmFile);
  const list = sections(wasm);
  const imports = list.find((s) => s.id === 2);
  const exports = list.find((s) => s.id === 7);
  const uses = usesIn(original);
  const taken = new Set([...namesIn(imports.body, true), ...namesIn(exports.body, false), ...uses.keys()]);
  const fresh = (prefix) => {
    for (let i = 0; ; i++) {
      const name = `${prefix}${i.toString(36)}`;
      if (!taken.has(name)) return (taken.add(name), name);
    }
  };
  // An import is renamed where the glue names it only once, as a key of the imports
  // object; an export where the glue names it only as a property read (`wasm.name`),
  // never the memory. A name the glue uses any other way keeps its name, so the two
  // files always agree.
  const shortNames = new Map();
  const edits = [];
  for (const [isImports, prefix] of [[true, "$"], [false, "_"]]) {
    for (const name of namesIn((isImports ? imports : exports).body, isImports)) {
      if (name === "memory" || shortNames.has(name)) continue;
      const used = uses.get(name) ?? [];
      const as = isImports ? "key" : "read";
      if (used.length === 0 || used.some((u) => u.kind !== as) || (isImports && used.length !== 1)) continue;
      const short = fresh(prefix);
      shortNames.set(name, short);
      edits.push(...used.map((u) => [u, short]));
    }
  }
  const rename = (name) => shortNames.get(name);
  const build = (renameModule) => {
    const rebuilt = [wasm.subarray(0, 8)];
    for (const { id, body } of list) {
      const out = id === 2 ? renameImports(body, rename, renameModule) : id === 7 ? renameExports(body, rename) : body;
      rebuilt.push(Buffer.from([id]), toLeb(out.length), out);
    }
    return Buffer.concat(rebuilt);
  };
  // Each import module is named after the wasm's content (and its place), in both files:
  // the short names are the same in every build, so a glue and a wasm of two builds (a
  // cache serving one of each) must not fit, and the browser refuses the pair at once.
  // The glue names each module once, as the key of its imports (wasm-bindgen's module,
  // and one a JS snippet's).
  const modules = modulesOf(imports.body);
  const hash = createHash("sha256").update(build((m) => m)).digest("hex").slice(0, 8);
  const ownModules = new Map(modules.map((m, i) => [m, `w${hash}${i || ""}`]));
  for (const [module, own] of ownModules) {
    const named = (uses.get(module) ?? []).filter((u) => u.kind === "key");
    if (named.length !== 1) throw new Error(`${js}: the glue names the import module ${JSON.stringify(module)} as a key ${named.length} times, not once`);
    edits.push([named[0], own]);
  }
  const glue = rewrite(original, edits);
  const renamed = build((m) => ownModules.get(m));
  fs.writeFileSync(wasmFile, renamed);
  fs.writeFileSync(path.join(dir, js), glue);
  const before = wasm.length + Buffer.byteLength(original);
  const after = renamed.length + Buffer.byteLength(glue);
  console.log(`short-wasm-names: ${js} and its wasm, ${shortNames.size} names, ${modules.length} module(s): ${before} → ${after} bytes`);
}
