#!/usr/bin/env node
// `npm test`: every part of the suite, stopping at the first that fails, then each part's time, so
// a slower suite is seen where it grew.
//
// The static checks and the build need nothing from each other: they run side by side (ADR 1280),
// a single-threaded type check on one core while the rest take the other. Each of them prints its
// output whole when it ends, so two parts' lines never mix; the tests after them print as they go.
import { spawn } from "node:child_process";

/**
 * Stages run one after another; a stage's parts side by side. A part with `after` starts when that
 * part of its stage has passed. The type check is one program per project: the web's and the
 * server's share only @trms/shared, checked (and its declarations written) first.
 */
const stages = [
  {
    name: "static checks and build",
    parts: [
      { name: "typecheck shared", command: "npx tsc -b packages/shared" },
      { name: "typecheck web", command: "npx tsc -b apps/web", after: "typecheck shared" },
      { name: "typecheck server", command: "npx tsc -b apps/server", after: "typecheck shared" },
      { name: "typecheck tools", command: "npx tsc -b tsconfig.tools.json", after: "typecheck shared" },
      { name: "lint", command: "npm run lint" },
      { name: "i18n", command: "npm run i18n:check" },
      { name: "import graphs (web, server)", command: "npm run check:imports" },
      // The browser part's build, ready when its turn comes.
      { name: "build", command: "npm run build" },
    ],
  },
  { name: "unit, server and screens (Vitest)", parts: [{ name: "Vitest", command: "npm run test:unit" }] },
  { name: "browser (Playwright)", parts: [{ name: "Playwright", command: "npx playwright test" }] },
];

const format = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const running = new Set();

// Each part is its own process group, so a stop reaches the processes it started.
const stop = (child) => {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
};
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });

/** Runs one part; `buffered`: its output is kept and printed when it ends. */
const run = (part, buffered) =>
  new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(part.command, {
      shell: true,
      detached: true,
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    running.add(child);
    const output = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on("data", (c) => output.push(c));
    child.on("close", (code, signal) => {
      running.delete(child);
      part.ms = performance.now() - t0;
      part.code = code ?? (signal ? 1 : 0);
      part.stopped = Boolean(part.stopping);
      if (buffered && !part.stopped) {
        const text = Buffer.concat(output).toString().trimEnd();
        console.log(`\n::: ${part.name}: ${part.code === 0 ? "ok" : "FAILED"} in ${format(part.ms)}`);
        if (text) console.log(text);
      }
      resolve(part);
    });
    part.child = child;
  });

/** A stage's parts side by side, each after the part it waits for; the first failure stops the rest. */
const runStage = (stage) =>
  new Promise((resolve) => {
    const buffered = stage.parts.length > 1;
    const waiting = new Set(stage.parts);
    let failed;
    const startReady = () => {
      for (const part of [...waiting]) {
        const before = part.after && stage.parts.find((p) => p.name === part.after);
        if (before && before.code !== 0) continue;
        waiting.delete(part);
        part.started = true;
        run(part, buffered).then(ended);
      }
    };
    const ended = (part) => {
      if (part.code !== 0 && !failed) {
        failed = part;
        waiting.clear();
        for (const other of stage.parts)
          if (other.child && other.code === undefined) {
            other.stopping = true;
            stop(other.child);
          }
      }
      if (!failed) startReady();
      if (stage.parts.every((p) => !p.started || p.code !== undefined) && waiting.size === 0) resolve(failed);
    };
    startReady();
  });

const started = performance.now();
const ran = [];
let failed;
for (const stage of stages) {
  const t0 = performance.now();
  failed = await runStage(stage);
  ran.push([stage, performance.now() - t0]);
  if (failed) break;
}

console.log("\n::: npm test, each part's time");
for (const [stage, ms] of ran) {
  if (stage.parts.length > 1) {
    console.log(`  ${stage.name}, side by side: ${format(ms)}`);
    for (const part of stage.parts.filter((p) => p.started)) {
      const state = part.stopped ? "stop" : part.code === 0 ? "ok  " : "FAIL";
      console.log(`    ${state} ${part.name.padEnd(34)} ${format(part.ms)}`);
    }
  } else {
    const [part] = stage.parts;
    console.log(`  ${part.code === 0 ? "ok  " : "FAIL"} ${stage.name.padEnd(36)} ${format(ms)}`);
  }
}
console.log(`  total ${" ".repeat(37)}${format(performance.now() - started)}`);
if (failed) {
  console.error(`::: ${failed.name} failed`);
  process.exit(1);
}
