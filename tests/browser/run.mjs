// Browser tests: drive the release bundle in headless Chromium by clicking, and check
// what the page shows against the native rules core (`takaro`).
import { run } from "./harness.mjs";
import { muTests } from "./mu_torere.mjs";
import { kemuTests } from "./kemu.mjs";

await run([...muTests, ...kemuTests, ...(await import("./learn_mu.mjs")).learnMuTests]);
