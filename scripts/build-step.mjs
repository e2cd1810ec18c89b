// What the release build's steps (Trunk hooks) share: whether a step runs, and the tools
// it needs. A release build runs every step, and a missing tool stops it with a message
// naming what installs it, so that two machines never build two different sites from one
// commit. `PAPA_TAKARO_QUICK=1` (docs/hosting.md) skips the steps that only shrink files,
// for a quick local build, and each says so.
import { execFileSync } from "node:child_process";
import { parse } from "parse5";

/** Whether Trunk runs this hook for a release build (the steps shrink release files only). */
export const release = process.env.TRUNK_PROFILE === "release";

/** Whether this build asked to skip the steps that only shrink files. */
export const quick = process.env.PAPA_TAKARO_QUICK === "1";

/** The staging folder Trunk runs its hooks in (an error outside a Trunk hook). */
export function stagingDir(step) {
  const dir = process.env.TRUNK_STAGING_DIR;
  if (!dir) throw new Error(`${step}: run by Trunk's post_build hook (TRUNK_STAGING_DIR is not set)`);
  return dir;
}

/**
 * Whether a step that only shrinks files runs: in release builds unless
 * `PAPA_TAKARO_QUICK=1`, which the output says.
 */
export function shrinking(step) {
  if (!release) return false;
  if (quick) console.log(`${step}: not shrinking (PAPA_TAKARO_QUICK=1: a quick local build, larger than a release build)`);
  return !quick;
}

/** terser's `minify`, or an error naming what installs it. */
export async function terser(step) {
  try {
    return (await import("terser")).minify;
  } catch {
    throw new Error(`${step}: terser is not installed: run \`scripts/setup npm\` (or build with PAPA_TAKARO_QUICK=1 to skip minifying)`);
  }
}

/** Runs a step's `main`, failing the build with its message. */
export function run(step, main) {
  Promise.resolve().then(main).catch((err) => {
    console.error(err.message.startsWith(step) ? err.message : `${step}: ${err.message}`);
    process.exit(1);
  });
}

/**
 * Runs a native build step of the app (`src/bin/<bin>.rs`, built with the `ssr` feature,
 * in Trunk's source folder) with `args`, and returns what it printed.
 */
export function nativeStep(bin, args = []) {
  const cargo = process.env.CARGO ?? "cargo";
  const command = ["run", "--quiet", "--no-default-features", "--features", "ssr", "--bin", bin, "--", ...args];
  return execFileSync(cargo, command, {
    cwd: process.env.TRUNK_SOURCE_DIR ?? ".", encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 64 << 20,
  });
}

/** The first node of a parse5 tree that passes `test`, in document order. */
export const findNode = (node, test) => test(node) ? node : (node.childNodes ?? []).map((c) => findNode(c, test)).find(Boolean);

/**
 * Where `html`'s `</body>` starts, found by an HTML parser (`doc`: its parse5 tree with
 * source locations, when the caller has it already).
 */
export function bodyEnd(html, doc = parse(html, { sourceCodeLocationInfo: true })) {
  const at = findNode(doc, (n) => n.nodeName === "body")?.sourceCodeLocation?.endTag?.startOffset;
  if (at === undefined) throw new Error("index.html has no </body>");
  return at;
}
