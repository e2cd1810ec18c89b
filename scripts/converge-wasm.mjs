// Trunk post_build hook (Trunk.toml, [[hooks]]), release builds only: runs wasm-opt -Oz
// again on the first screens' WebAssembly (the build's facts name it) until it stops
// shrinking (`--converge`). Trunk's own wasm-opt pass (`data-wasm-opt="z"`) runs once and
// takes no further options; repeating it saves about 1 KB gzipped a bundle, which the
// first screens' download budget (scripts/bundle-size) counts. It also leaves out the
// custom sections no browser reads (`strip` below).
// Runs in Trunk's staging folder before it becomes dist/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bundleFiles, facts } from "./build-facts.mjs";
import { run, shrinking, stagingDir } from "./build-step.mjs";

// The WebAssembly features Rust's wasm32-unknown-unknown target uses.
const features = ["bulk-memory", "nontrapping-float-to-int", "sign-ext", "mutable-globals", "reference-types", "multivalue"]
  .map((f) => `--enable-${f}`);

// The custom sections that name the tools and the target's features: no browser reads
// them (about 190 bytes gzipped a bundle).
const strip = ["--strip-producers", "--strip-target-features"];

run("converge-wasm", () => {
  if (!shrinking("converge-wasm")) return;
  const dir = stagingDir("converge-wasm");
  for (const name of bundleFiles(facts(dir)).filter((b) => b.firstScreen).map((b) => b.wasm)) {
    const file = path.join(dir, name);
    const before = fs.statSync(file).size;
    try {
      execFileSync("wasm-opt", [...features, "-Oz", "--converge", ...strip, file, "-o", file], { stdio: "inherit" });
    } catch (err) {
      if (err.code === "ENOENT") throw new Error("wasm-opt is not installed: run `scripts/setup web` (npm binaryen), or build with PAPA_TAKARO_QUICK=1 to skip this step");
      throw err;
    }
    console.log(`converge-wasm: ${name} ${before} → ${fs.statSync(file).size} bytes`);
  }
});
