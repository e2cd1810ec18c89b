// Trunk post_build hook (Trunk.toml, [[hooks]]): minifies, in release builds, the
// wasm-bindgen JS glue of every page bundle (the build's facts name them,
// scripts/build-facts.mjs) and the loader (boot.js), which every first screen downloads.
// Trunk's own JS minifier cannot parse the glue's `export { … as default }` and leaves it
// as it is.
// Runs in Trunk's staging folder before it becomes dist/.
import fs from "node:fs";
import path from "node:path";
import { bundleFiles, facts } from "./build-facts.mjs";
import { run, shrinking, stagingDir, terser } from "./build-step.mjs";

run("minify-app-js", async () => {
  if (!shrinking("minify-app-js")) return;
  const dir = stagingDir("minify-app-js");
  const minify = await terser("minify-app-js");
  for (const name of [...bundleFiles(facts(dir)).map((b) => b.js), "boot.js"]) {
    const file = path.join(dir, name);
    const code = fs.readFileSync(file);
    const out = await minify(code.toString("utf8"), { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true });
    fs.writeFileSync(file, out.code);
    console.log(`minify-app-js: ${name} ${code.length} → ${out.code.length} bytes`);
  }
});
