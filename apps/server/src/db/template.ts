import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, rmdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite } from "@electric-sql/pglite";
import { SERVER_ROOT } from "../paths";

/**
 * The embedded database's cluster made at build time (ADR 1000): PGlite's initdb, then the
 * migrations, in `scripts/build-server.mjs`, without PostgreSQL's template databases. A
 * server whose data folder has no database yet copies it, so PGlite never runs initdb in the
 * server's process.
 */
export const DATABASE_TEMPLATE_DIR = path.join(SERVER_ROOT, "dist", "db-template");
const CLUSTER = "pgdata";
const MANIFEST = "template.json";

export interface TemplateManifest {
  /** The PGlite that made the cluster: another one may not read its files. */
  pglite: string;
  /** PGlite's version and the migrations the cluster holds (see templateKey). */
  key: string;
}

/** The installed PGlite's version, read from its package.json. */
export async function pgliteVersion(): Promise<string> {
  // The package exports no package.json; its entry sits in dist/, one level below it.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const manifest = JSON.parse(await readFile(path.join(path.dirname(entry), "..", "package.json"), "utf8"));
  return String(manifest.version);
}

/**
 * What the build does to a cluster besides initdb and the migrations; a change here makes the build
 * remake templates made before it.
 */
const TEMPLATE_LAYOUT = "postgres database only (ADR 1061)";

/** What a template is made from: the installed PGlite, every migration file and the layout, as one hash. */
export async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash("sha256")
    .update(await pgliteVersion())
    .update(TEMPLATE_LAYOUT);
  const files = [
    ...(await readdir(migrationsFolder)).filter((name) => name.endsWith(".sql")).sort(),
    "meta/_journal.json",
  ];
  for (const file of files) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  return hash.digest("hex");
}

/** The template's manifest, or undefined when there is no complete template in `dir`. */
export async function readTemplateManifest(
  dir = DATABASE_TEMPLATE_DIR,
): Promise<TemplateManifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(dir, MANIFEST), "utf8")) as TemplateManifest;
  } catch {
    return undefined;
  }
}

export const templateCluster = (dir = DATABASE_TEMPLATE_DIR) => path.join(dir, CLUSTER);
export const templateManifestFile = (dir = DATABASE_TEMPLATE_DIR) => path.join(dir, MANIFEST);

/**
 * Drops template0 and template1 from a cluster the build makes (ADR 1061): the embedded server
 * only ever opens the `postgres` database and never creates one, and they held nearly half of the
 * cluster's files, each of which a first start copies. One statement per call: DROP DATABASE
 * refuses to run inside a transaction block.
 */
export async function dropTemplateDatabases(client: PGlite): Promise<void> {
  for (const name of ["template1", "template0"]) {
    await client.exec(`alter database ${name} is_template false`);
    await client.exec(`drop database ${name}`);
  }
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/**
 * Copies the folder `source` (folders and files only, as a cluster holds) to `target`, which must
 * not hold anything yet, one file after another on a thread of its own. Most of the cost is the
 * kernel creating each file; one thread spends less CPU than `cpSync`, which checks every entry, or
 * parallel copies, which contend for the same folders (docs/benchmarks/memory.md). On its own
 * thread, the server's main thread loads its modules meanwhile. The worker's code is
 * plain CommonJS, so it runs the same from the TypeScript sources and from the build.
 */
const COPY_FOLDER_WORKER = `
const { copyFileSync, mkdirSync, readdirSync } = require("node:fs");
const path = require("node:path");
const { workerData } = require("node:worker_threads");
function copyFolder(source, target) {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) copyFolder(from, to);
    else copyFileSync(from, to);
  }
}
copyFolder(workerData.source, workerData.target);
`;

function copyFolder(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_FOLDER_WORKER, { eval: true, workerData: { source, target } });
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`copying the database template stopped (${code})`)),
    );
  });
}

/**
 * Puts the build's cluster in `dbDir` when that folder holds no database yet and the template was
 * made by the installed PGlite; returns whether it did. Copied beside it and renamed, so a start
 * that dies half-way leaves no half cluster behind. Otherwise PGlite creates the database itself.
 */
export async function placeTemplateCluster(dbDir: string, dir = DATABASE_TEMPLATE_DIR): Promise<boolean> {
  if (existsSync(path.join(dbDir, "PG_VERSION")) || !(await isEmptyOrMissing(dbDir))) return false;
  const manifest = await readTemplateManifest(dir);
  if (!manifest || manifest.pglite !== (await pgliteVersion())) return false;
  const staging = `${dbDir}.template-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await copyFolder(templateCluster(dir), staging);
  if (existsSync(dbDir)) await rmdir(dbDir);
  await rename(staging, dbDir);
  return true;
}
