// Trunk post_build hook (Trunk.toml, [[hooks]]): writes message-ids.json next to the app,
// the table `&ids=1` uses (static/ids.js) to show each translated text's message id.
// For each language, every message of i18n/<lang>/*.ftl becomes a regular expression of
// its text: terms and referenced messages put in place, a variable matches anything, a
// select matches any of its variants. Fetched only when the address asks for ids, so the
// first screen does not pay for it.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** One language's entries (messages and terms) as raw Fluent values, by id. */
export function entries(lang) {
  const dir = path.join(root, "i18n", lang);
  const out = new Map();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".ftl")).sort()) {
    let id = null;
    for (const line of fs.readFileSync(path.join(dir, file), "utf8").split("\n")) {
      const start = line.match(/^(-?[a-zA-Z][\w-]*)\s*=\s?(.*)$/);
      if (start) { id = start[1]; out.set(id, start[2]); continue; }
      if (id && /^(\s+\S|\})/.test(line)) out.set(id, `${out.get(id)}\n${line.trim()}`);
      else if (line.trim() !== "" || !id) id = null;
    }
  }
  return out;
}

/** Parses a Fluent value (the subset the catalogues use) into parts. */
function parse(s) {
  let i = 0;
  const ws = () => { while (i < s.length && /\s/.test(s[i])) i++; };
  const name = () => { const m = s.slice(i).match(/^-?[a-zA-Z][\w-]*/); i += m ? m[0].length : 0; return m ? m[0] : ""; };
  function pattern(inVariant) {
    const parts = [];
    let text = "";
    while (i < s.length) {
      if (s[i] === "{") { if (text) parts.push(text); text = ""; parts.push(placeable()); continue; }
      if (inVariant && s[i] === "}") break;
      if (inVariant && s[i] === "\n" && /^\n\s*\*?\[/.test(s.slice(i))) break;
      text += s[i++];
    }
    if (text) parts.push(text);
    return parts;
  }
  function placeable() {
    i++; ws();
    let expr;
    if (s[i] === "$") {
      i++;
      const v = name();
      ws();
      if (s.startsWith("->", i)) {
        i += 2;
        const variants = [];
        for (;;) {
          ws();
          if (s[i] === "}" || i >= s.length) break;
          if (s[i] === "*") i++;
          const close = s.indexOf("]", i);
          i = close + 1;
          variants.push(pattern(true));
        }
        i++;
        return { select: v, variants };
      }
      expr = { variable: v };
    } else if (s[i] === '"') {
      const close = s.indexOf('"', i + 1);
      expr = s.slice(i + 1, close);
      i = close + 1;
    } else if (/[0-9]/.test(s[i])) {
      const m = s.slice(i).match(/^[0-9.]+/);
      expr = m[0];
      i += m[0].length;
    } else {
      expr = { ref: name() };
    }
    ws();
    if (s[i] === "}") i++;
    return expr;
  }
  return pattern(false);
}

const escape = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");

/** A message as [regular expression source, how many literal characters it has]. */
function compile(id, raw, seen = []) {
  if (seen.includes(id)) throw new Error(`a reference cycle: ${[...seen, id].join(" → ")}`);
  const toRegex = (parts) => {
    let src = "";
    let literal = 0;
    for (const p of parts) {
      if (typeof p === "string") { src += escape(p); literal += p.replace(/\s+/g, "").length; }
      else if (p.variable !== undefined) src += "[\\s\\S]*?";
      else if (p.ref !== undefined) {
        const [s, l] = raw.has(p.ref) ? compile(p.ref, raw, [...seen, id]) : ["[\\s\\S]*?", 0];
        src += s; literal += l;
      } else {
        const alts = p.variants.map((v) => toRegex(trim(v)));
        src += `(?:${alts.map((a) => a[0]).join("|")})`;
        literal += Math.min(...alts.map((a) => a[1]));
      }
    }
    return [src, literal];
  };
  return toRegex(trim(parse(raw.get(id))));
}

/** A pattern without its leading and trailing blanks (as Fluent reads it). */
function trim(parts) {
  const out = [...parts];
  if (typeof out[0] === "string") out[0] = out[0].replace(/^\s+/, "");
  const last = out.length - 1;
  if (typeof out[last] === "string") out[last] = out[last].replace(/\s+$/, "");
  return out.filter((p) => p !== "");
}

/** The table: for each language, [id, regular expression source, literal characters]. */
export function table() {
  const out = {};
  for (const lang of fs.readdirSync(path.join(root, "i18n")).sort()) {
    const raw = entries(lang);
    out[lang] = [...raw.keys()].filter((id) => !id.startsWith("-")).map((id) => [id, ...compile(id, raw)]);
  }
  return out;
}

const dir = process.env.TRUNK_STAGING_DIR;
if (dir) {
  const t = table();
  fs.writeFileSync(path.join(dir, "message-ids.json"), JSON.stringify(t));
  console.log(`message-ids: ${Object.entries(t).map(([l, m]) => `${l} ${m.length}`).join(", ")} messages`);
}
