#!/usr/bin/env node
// `npm test`: every part of the suite in order, stopping at the first that fails, then each part's
// time, so a slower suite is seen where it grew.
import { spawn } from "node:child_process";

const parts = [
  ["lint", "npm run lint"],
  ["typecheck", "npm run typecheck"],
  ["i18n", "npm run i18n:check"],
  ["import graphs (web, server)", "npm run check:imports"],
  ["unit, server and screens (Vitest)", "npm run test:unit"],
  ["browser (build and Playwright)", "npm run test:e2e"],
];

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const times = [];
let failed;
const started = performance.now();
for (const [name, command] of parts) {
  const t0 = performance.now();
  const code = await run(command);
  times.push([name, performance.now() - t0, code]);
  if (code !== 0) {
    failed = name;
    break;
  }
}
const format = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
console.log("\n::: npm test, each part's time");
for (const [name, ms, code] of times)
  console.log(`  ${code === 0 ? "ok  " : "FAIL"} ${name.padEnd(32)} ${format(ms)}`);
console.log(`  total ${" ".repeat(33)}${format(performance.now() - started)}`);
if (failed) {
  console.error(`::: ${failed} failed`);
  process.exit(1);
}
