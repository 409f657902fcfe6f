/**
 * Benches write their latest figures into their page under docs/benchmarks/ themselves: each page
 * keeps one block per database between two marker comments, and a run replaces the blocks of the
 * databases it measured, leaving the rest of the page (what it runs, earlier figures) as it is.
 * BENCH_WRITE_DOCS=0 only prints.
 */
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { SERVER_ROOT } from "../src/paths";

const DOCS = path.resolve(SERVER_ROOT, "../../docs/benchmarks");

/** The load average now, as `os` gives it (1, 5 and 15 minutes). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
}

/** The machine in one line: cores, RAM and Node, from `os` and `process`. */
export function machine(): string {
  const cpus = os.cpus();
  const ram = Math.round(os.totalmem() / 1024 ** 3);
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown"}), ${ram} GB RAM, Node ${process.version}`;
}

/** The date and time now, to the minute, in the machine's time zone. */
export function stamp(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/**
 * Replaces the block `key` of docs/benchmarks/`page` (between `<!-- key -->` and `<!-- /key -->`)
 * with `lines`. Prints the block instead when BENCH_WRITE_DOCS=0 or the page has no such markers.
 */
export async function writeLatest(page: string, key: string, lines: string[]): Promise<void> {
  const file = path.join(DOCS, page);
  const open = `<!-- ${key} -->`;
  const close = `<!-- /${key} -->`;
  const block = [open, ...lines, close].join("\n");
  if (process.env.BENCH_WRITE_DOCS === "0") {
    console.log(`\n${block}`);
    return;
  }
  const text = await readFile(file, "utf8");
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) {
    console.log(`\n(docs/benchmarks/${page} has no ${open} block; paste this there)\n${block}`);
    return;
  }
  await writeFile(file, text.slice(0, start) + block + text.slice(end + close.length));
  console.log(`\nwritten: docs/benchmarks/${page} (${key})`);
}
