import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, truncate, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import pg from "pg";
import tarStream from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, openPostgres } from "../../db/client";
import { type FileStore, localFileStore } from "../files/file-store";
import {
  BackupError,
  claimDataFolder,
  createBackup,
  type DatabaseSource,
  DataFolderHeld,
  embeddedSource,
  lastBackup,
  restoreBackup,
  runNightlyBackup,
} from ".";
import { snapshotFacts } from "./database-facts";

/**
 * The refusals of bad input (an existing archive path, a non-empty target, a truncated
 * archive, an altered file or table) on the database of the run, the driver dump PostgreSQL falls
 * back to without pg_dump, the data folder's single owner and the nightly backups.
 */
const mode = process.env.TRMS_TEST_DB === "postgres" ? "postgres" : "pglite";
let work: string;
let admin: pg.Client | undefined;
const databases: string[] = [];

/** A target for a restore or a source for a backup: a data folder, and a database on PostgreSQL. */
interface Place {
  dataDir: string;
  databaseUrl?: string;
  store: FileStore;
}

async function place(label: string): Promise<Place> {
  const dataDir = path.join(work, `${label}-${randomBytes(3).toString("hex")}`);
  const store = localFileStore(path.join(dataDir, "files"));
  if (mode === "pglite") return { dataDir, store };
  const name = `trms_bk_${label}_${randomBytes(4).toString("hex")}`;
  await admin?.query(`create database ${name}`);
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { dataDir, databaseUrl: url.toString(), store };
}

const open = (at: Place): Promise<DatabaseHandle> =>
  at.databaseUrl ? openPostgres(at.databaseUrl) : openDatabase({ dataDir: at.dataDir });

async function counts(at: Place): Promise<Record<string, number>> {
  const handle = await open(at);
  try {
    const facts = await snapshotFacts(
      async (text) =>
        ((await handle.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows,
    );
    return facts.tables;
  } finally {
    await handle.close();
  }
}

const source = (at: Place, pgDump?: boolean): DatabaseSource =>
  at.databaseUrl ? { kind: "postgres", url: at.databaseUrl, pgDump } : embeddedSource(at.dataDir);
const target = (at: Place) => ({
  dataDir: at.dataDir,
  databaseUrl: at.databaseUrl,
  store: at.store,
  storeKind: "local" as const,
});

/** Whether a restore target is as empty as before: no database tables, no files, on PGlite no folder. */
async function isUntouched(at: Place) {
  if (!at.databaseUrl) return !existsSync(at.dataDir);
  return Object.keys(await counts(at)).length === 0 && !existsSync(path.join(at.dataDir, "files"));
}

async function refusal(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

/** Rewrites an archive entry by entry through `edit` (which may change an entry's bytes). */
async function rewrite(archive: string, out: string, edit: (name: string, body: Buffer) => Buffer) {
  const extract = tarStream.extract();
  const pack = tarStream.pack();
  const chunks: Buffer[] = [];
  pack.on("data", (chunk) => chunks.push(chunk as Buffer));
  const packed = new Promise<void>((resolve) => pack.on("end", () => resolve()));
  const done = (async () => {
    for await (const entry of extract) {
      const parts: Buffer[] = [];
      for await (const part of entry as AsyncIterable<Buffer>) parts.push(part);
      const { name, type } = entry.header;
      if (type === "directory") pack.entry({ name, type: "directory" });
      else pack.entry({ name }, edit(name, Buffer.concat(parts)));
    }
    pack.finalize();
  })();
  extract.end(gunzipSync(await readFile(archive)));
  await done;
  await packed;
  await writeFile(out, gzipSync(Buffer.concat(chunks)));
}

let origin: Place;
let archive: string;
let firstFile: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "trms-backup-unit-"));
  if (mode === "postgres") {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  }
  origin = await place("origin");
  const handle = await open(origin);
  await handle.migrate();
  await handle.db.execute(
    `insert into users (email, full_name, role, fleet, password_salt, password_hash)
     select 'backup' || g || '@test.trms', 'Backup ' || g, 4, 'A321', 'salt', 'hash' from generate_series(1, 40) g`,
  );
  await handle.db.execute(
    `insert into pilots (user_id, crew_code, full_name, fleet) select id, 'K' || id, full_name, fleet from users`,
  );
  await handle.close();
  firstFile = `training_document/2026/01/${randomBytes(4).toString("hex")}.pdf`;
  await origin.store.put(firstFile, Readable.from(Buffer.from("%PDF-1.4 first\n")));
  await origin.store.put("avatar/2026/01/a.png", Readable.from(randomBytes(5000)));
  archive = path.join(work, "origin.tar.gz");
  await createBackup({ archive, database: source(origin), store: origin.store });
}, 60_000);

afterAll(async () => {
  for (const name of databases) await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
  await rm(work, { recursive: true, force: true });
});

describe("backup", () => {
  it("records the version, the migration, each table's rows and each file's size and SHA-256", async () => {
    const restored = await place("manifest");
    const summary = await restoreBackup({ archive, target: target(restored) });
    const { manifest } = summary;
    expect(manifest.product.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(manifest.database.kind).toBe(mode);
    expect(manifest.database.format).toBe(mode === "pglite" ? "pglite-cluster" : "pg_dump-custom");
    expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.database.tables["public.pilots"]).toBe(40);
    expect(manifest.database.tables["public.users"]).toBe(40);
    expect(manifest.files.map((file) => file.name).sort()).toEqual(
      ["avatar/2026/01/a.png", firstFile].sort(),
    );
    expect(manifest.files.find((file) => file.name === firstFile)).toMatchObject({ size: 15 });
    expect(await counts(restored)).toEqual(manifest.database.tables);
    expect(await readFile(path.join(restored.dataDir, "files", firstFile), "utf8")).toBe("%PDF-1.4 first\n");
  }, 60_000);

  it("refuses a path that exists unless told to overwrite, and leaves the file as it was", async () => {
    const existing = path.join(work, "existing.tar.gz");
    await writeFile(existing, "keep me");
    const error = await refusal(
      createBackup({ archive: existing, database: source(origin), store: origin.store }),
    );
    expect(error.key).toBe("backup_archive_exists");
    expect(error.in("vi")).toContain(existing);
    expect(await readFile(existing, "utf8")).toBe("keep me");
    await createBackup({ archive: existing, overwrite: true, database: source(origin), store: origin.store });
    expect((await stat(existing)).size).toBeGreaterThan(1000);
    expect(
      (await readdir(work)).filter((name) => name.includes(".part") || name.startsWith(".trms")),
    ).toEqual([]);
  }, 60_000);
});

describe("restore refuses and changes nothing", () => {
  it("refuses a target that holds data unless forced; forced, it replaces what the target held", async () => {
    const busy = await place("busy");
    await restoreBackup({ archive, target: target(busy) });
    const handle = await open(busy);
    await handle.db.execute("delete from pilots where id in (select id from pilots order by id limit 5)");
    await handle.close();
    const before = await counts(busy);
    const error = await refusal(restoreBackup({ archive, target: target(busy) }));
    expect(error.key).toBe("restore_target_not_empty");
    expect(await counts(busy)).toEqual(before);
    const forced = await restoreBackup({ archive, force: true, target: target(busy) });
    expect(await counts(busy)).toEqual(forced.manifest.database.tables);
    expect(forced.manifest.database.tables["public.pilots"]).toBe(40);
  }, 90_000);

  it("refuses a truncated archive, naming the entry that was cut", async () => {
    const cut = path.join(work, "cut.tar.gz");
    await writeFile(cut, await readFile(archive));
    await truncate(cut, Math.floor((await stat(cut)).size * 0.6));
    const empty = await place("cut");
    const error = await refusal(restoreBackup({ archive: cut, target: target(empty) }));
    expect(error.key).toBe("restore_archive_truncated");
    expect(error.values.name).toMatch(/^(database|files)\/|manifest\.json/);
    expect(await isUntouched(empty)).toBe(true);
  }, 60_000);

  it("refuses an archive whose file was altered, naming the file", async () => {
    const altered = path.join(work, "altered.tar.gz");
    await rewrite(archive, altered, (name, body) =>
      name === `files/${firstFile}` ? Buffer.from(body.toString().replace("first", "FIRST")) : body,
    );
    const empty = await place("altered");
    const error = await refusal(restoreBackup({ archive: altered, target: target(empty) }));
    expect(error.key).toBe("restore_entry_altered");
    expect(error.values.name).toBe(`files/${firstFile}`);
    expect(error.message).toContain(firstFile);
    expect(await isUntouched(empty)).toBe(true);
  }, 60_000);

  it("refuses an archive whose table does not hold the rows its manifest names, naming the table", async () => {
    const altered = path.join(work, "count.tar.gz");
    await rewrite(archive, altered, (name, body) => {
      if (name !== "manifest.json") return body;
      const manifest = JSON.parse(body.toString());
      manifest.database.tables["public.pilots"] = 41;
      return Buffer.from(JSON.stringify(manifest));
    });
    const empty = await place("count");
    const error = await refusal(restoreBackup({ archive: altered, target: target(empty) }));
    expect(error.key).toBe("restore_table_mismatch");
    expect(error.values).toMatchObject({ table: "public.pilots", found: "40", expected: "41" });
    expect(await isUntouched(empty)).toBe(true);
  }, 60_000);

  it("refuses an archive that is not there", async () => {
    const empty = await place("missing");
    const error = await refusal(
      restoreBackup({ archive: path.join(work, "none.tar.gz"), target: target(empty) }),
    );
    expect(error.key).toBe("restore_archive_missing");
    expect(await isUntouched(empty)).toBe(true);
  });
});

describe.runIf(mode === "postgres")("PostgreSQL without pg_dump", () => {
  it("dumps through the driver in one snapshot and restores the rows, counters and sequences", async () => {
    const dumped = path.join(work, "driver.tar.gz");
    const summary = await createBackup({
      archive: dumped,
      database: source(origin, false),
      store: origin.store,
    });
    expect(summary.manifest.database.format).toBe("driver-jsonl");
    const restored = await place("driver");
    await restoreBackup({ archive: dumped, target: target(restored) });
    expect(await counts(restored)).toEqual(summary.manifest.database.tables);
    const handle = await open(restored);
    // Sequences carried over: a new row takes the next id; the kept pilot count was copied, not recounted.
    await handle.db.execute(
      "insert into users (email, full_name, role, fleet, password_salt, password_hash) values ('new@test.trms', 'New', 4, 'A321', 's', 'h')",
    );
    const kept = (await handle.db.execute(
      "select total from list_counters where table_name = 'pilots'",
    )) as unknown as {
      rows: { total: number }[];
    };
    await handle.close();
    expect(Number(kept.rows[0]?.total)).toBe(40);
  }, 60_000);
});

describe.runIf(mode === "pglite")("the embedded data folder has one owner", () => {
  it("refuses a second claim, names the holder to the backup command, and replaces a dead holder's socket", async () => {
    const folder = await place("claim");
    await restoreBackup({ archive, target: target(folder) });
    const claim = await claimDataFolder(folder.dataDir, "restore");
    await expect(claimDataFolder(folder.dataDir, "server")).rejects.toBeInstanceOf(DataFolderHeld);
    const error = await refusal(
      createBackup({
        archive: path.join(work, "held.tar.gz"),
        database: source(folder),
        store: folder.store,
      }),
    );
    expect(error.key).toBe("data_folder_in_use");
    expect(error.values.holder).toBe("restore");
    const restoreError = await refusal(restoreBackup({ archive, force: true, target: target(folder) }));
    expect(restoreError.key).toBe("data_folder_in_use");
    await claim.release();
    // A socket file nobody answers on (a process killed with it open) does not hold the folder.
    await writeFile(path.join(folder.dataDir, "trms.sock"), "");
    const next = await claimDataFolder(folder.dataDir, "server");
    await next.release();
  }, 60_000);
});

describe.runIf(mode === "pglite")("nightly backups", () => {
  it("takes one a day into DATA_DIR/backups, keeps the newest N and tells the last one's time and size", async () => {
    const folder = await place("nightly");
    await restoreBackup({ archive, target: target(folder) });
    expect(await lastBackup(folder.dataDir)).toBeNull();
    const database = await openDatabase({ dataDir: folder.dataDir });
    try {
      const days = ["2026-03-01", "2026-03-02", "2026-03-03"];
      for (const [index, day] of days.entries()) {
        const now = new Date(`${day}T20:00:00Z`);
        const first = await runNightlyBackup({
          database,
          store: folder.store,
          dataDir: folder.dataDir,
          keep: 2,
          now,
        });
        expect(first.ran).toBe(true);
        const again = await runNightlyBackup({
          database,
          store: folder.store,
          dataDir: folder.dataDir,
          keep: 2,
          now,
        });
        expect(again.ran).toBe(false);
        // Files dated by their day, so "newest" is well defined within one test second.
        const written = first.written?.archive as string;
        const time = new Date(Date.UTC(2026, 2, 2 + index));
        await utimes(written, time, time);
      }
    } finally {
      await database.close();
    }
    const names = (await readdir(path.join(folder.dataDir, "backups"))).sort();
    expect(names).toEqual(["trms-2026-03-03.tar.gz", "trms-2026-03-04.tar.gz"]);
    const last = await lastBackup(folder.dataDir);
    expect(last?.file).toBe(path.join(folder.dataDir, "backups", "trms-2026-03-04.tar.gz"));
    expect(last?.size).toBe((await stat(last?.file as string)).size);
    // A nightly archive restores like any other.
    const copy = await place("nightly-copy");
    const restored = await restoreBackup({ archive: last?.file as string, target: target(copy) });
    expect(restored.manifest.database.tables["public.pilots"]).toBe(40);
  }, 120_000);
});
