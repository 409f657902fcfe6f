import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ROOT } from "../paths";
import { HEAP_GROWING_PERCENT, heapSettings, LEAN_HEAP_GROWING_PERCENT, SERVER_NODE_OPTIONS } from "./heap";

function recorded() {
  const flags: string[] = [];
  return { flags, heap: heapSettings((value) => flags.push(value)) };
}

const usual = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
const lean = `--heap-growing-percent=${LEAN_HEAP_GROWING_PERCENT}`;

describe("heap settings", () => {
  it("sets the usual factor, unless Node's command line sets one", () => {
    const own = recorded();
    own.heap.apply([]);
    expect(own.flags).toEqual([usual]);
    const commandLine = recorded();
    commandLine.heap.apply(["--heap-growing-percent=30"]);
    expect(commandLine.flags).toEqual([]);
  });

  it("keeps the lean factor while any document is written and restores the usual one after the last", () => {
    const { flags, heap } = recorded();
    heap.apply([]);
    const endFirst = heap.lean();
    const endSecond = heap.lean();
    expect(flags).toEqual([usual, lean]);
    endFirst();
    endFirst();
    expect(flags).toEqual([usual, lean]);
    endSecond();
    expect(flags).toEqual([usual, lean, usual]);
    heap.lean()();
    expect(flags).toEqual([usual, lean, usual, lean, usual]);
  });

  it("ends the lean factor by itself after its time limit", async () => {
    const { flags, heap } = recorded();
    heap.apply([]);
    const end = heap.lean(20);
    expect(flags).toEqual([usual, lean]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(flags).toEqual([usual, lean, usual]);
    end();
    expect(flags).toEqual([usual, lean, usual]);
  });

  it("leaves a factor it does not own alone", () => {
    const { flags, heap } = recorded();
    heap.apply(["--heap-growing-percent=30"]);
    heap.lean()();
    const untouched = recorded();
    untouched.heap.lean()();
    expect([...flags, ...untouched.flags]).toEqual([]);
  });
});

describe("the server's Node options", () => {
  it("are on the command line of `npm start` and of the browser tests' server", async () => {
    const root = path.resolve(SERVER_ROOT, "../..");
    const start = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")).scripts.start as string;
    const browser = await readFile(path.join(root, "playwright.config.ts"), "utf8");
    const command = `node ${SERVER_NODE_OPTIONS.join(" ")} scripts/start.mjs`;
    expect(start).toContain(command);
    expect(browser).toContain(command);
  });
});
