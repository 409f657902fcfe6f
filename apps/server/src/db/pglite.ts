import { open } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PGlite, PGliteOptions } from "@electric-sql/pglite";

/*
 * The embedded database itself, apart from Drizzle and the schema: the server's entry starts it while
 * the rest of the server loads (ADR 1090), and every other opener (backup, restore, build, tests)
 * creates it here too.
 */

/**
 * Memory settings of the embedded PostgreSQL (docs/decisions/0041-embedded-database-memory.md).
 * PGlite runs PostgreSQL inside one WebAssembly memory that grows and never shrinks, so every
 * buffer PostgreSQL touches stays in the process's RSS. The stock 128 MB of shared buffers were
 * most of the idle footprint; the operating system's page cache already holds the data files.
 * Prepared list statements (ADR 0053) are planned for their values each time (ADR 0973): a generic
 * plan chose a poor order for a keyword over pilots with many flights (docs/benchmarks/lists.md).
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: "16MB",
  plan_cache_mode: "force_custom_plan",
};

/**
 * The types Drizzle's PGlite driver reads as the text PostgreSQL sends (its dates, timestamps and
 * intervals, and their arrays): the same identity parsers it passes with every query.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const PGLITE_PARSERS: Record<number, (value: string) => string> = Object.fromEntries(
  TEXT_TYPES.map((type) => [type, asText]),
);

type PgliteQuery = PGlite["query"];
/** Whether a query's own parsers only repeat what the database was created with (`PGLITE_PARSERS`). */
function repeatsDatabaseParsers(parsers: object) {
  for (const type in parsers) if (!TEXT_TYPES.includes(Number(type))) return false;
  return true;
}
/** Whether the database's own parsers still read `TEXT_TYPES` as text (see createPglite). */
function readsText(client: PGlite) {
  const own = (client as unknown as { parsers: Record<number, unknown> }).parsers;
  return TEXT_TYPES.every((type) => own[type] === asText);
}
/** The query with Drizzle's per-query parsers left out where the database already has them. */
function queryWithoutRepeatedParsers(client: PGlite, query: PgliteQuery): PgliteQuery {
  return ((text: string, params?: unknown[], options?: { parsers?: object }) =>
    query(
      text,
      params,
      options?.parsers && repeatsDatabaseParsers(options.parsers) && readsText(client)
        ? { ...options, parsers: undefined }
        : (options as never),
    )) as PgliteQuery;
}

/**
 * Drizzle's PGlite driver passes its parsers with every query, and PGlite then merges them into a
 * copy of its whole parser table for that query, a large part of the embedded database's own
 * JavaScript time on a list call (ADR 0972; docs/benchmarks/load.md). The database is created with
 * the same parsers (`createPglite`), so each query's are left out, outside and inside transactions
 * alike.
 */
export function withoutRepeatedParsers(client: PGlite) {
  client.query = queryWithoutRepeatedParsers(client, client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => {
      tx.query = queryWithoutRepeatedParsers(client, tx.query);
      return callback(tx);
    })) as PGlite["transaction"];
}

type PgliteModule = NonNullable<PGliteOptions["pgliteWasmModule"]>;
/** The part of V8's WebAssembly API used here: Node has it, the server's type libraries (no DOM) lack it. */
const wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
      compile(bytes: Uint8Array): Promise<PgliteModule>;
    };
  }
).WebAssembly;

/**
 * PGlite's WebAssembly module, compiled from bytes read into a WebAssembly memory instead of a
 * Buffer (ADR 1092). PGlite reads its 9 MB module into a Buffer, which the C library allocates on
 * its own pages and frees once compiled; freeing a block that large makes the C library keep up to
 * twice its size free in each of its arenas from then on (about 20–25 MB of the idle server's RSS). A
 * WebAssembly memory is V8's own mapping and is unmapped when collected; the compiled module keeps
 * its own copy of the bytes.
 */
async function compilePgliteModule(): Promise<PgliteModule> {
  const file = await open(createRequire(import.meta.url).resolve("@electric-sql/pglite/pglite.wasm"));
  try {
    const { size } = await file.stat();
    const memory = new wasm.Memory({ initial: Math.ceil(size / 65_536) });
    const bytes = new Uint8Array(memory.buffer, 0, size);
    for (let at = 0; at < size; ) {
      const { bytesRead } = await file.read(bytes, at, size - at, at);
      if (bytesRead === 0) throw new Error(`pglite.wasm ended after ${at} of ${size} bytes`);
      at += bytesRead;
    }
    return await wasm.compile(bytes);
  } finally {
    await file.close();
  }
}

let compiledModule: Promise<PgliteModule> | undefined;
/** The module compiled once per process, as PGlite itself keeps it; a failed compile is tried again. */
function pgliteModule(): Promise<PgliteModule> {
  compiledModule ??= compilePgliteModule().catch((error) => {
    compiledModule = undefined;
    throw error;
  });
  return compiledModule;
}

/** An embedded database with the extensions the migrations use. */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }, pgliteWasmModule] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    pgliteModule(),
  ]);
  const settings = Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    pgliteWasmModule,
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
  // Dates, timestamps and intervals as text, as Drizzle reads them (see withoutRepeatedParsers);
  // set after start-up, which gives every array type its own parser.
  Object.assign((client as unknown as { parsers: object }).parsers, PGLITE_PARSERS);
  return client;
}
