import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { createPglite, openPglite } from "./client";
import {
  dropTemplateDatabases,
  pgliteVersion,
  placeTemplateCluster,
  templateCluster,
  templateKey,
  templateManifestFile,
} from "./template";

let root: string;
let template: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "trms-template-test-"));
  template = path.join(root, "db-template");
  // A cluster's shape: files at the top, nested folders, and empty folders PostgreSQL expects.
  await mkdir(path.join(templateCluster(template), "base", "5"), { recursive: true });
  await mkdir(path.join(templateCluster(template), "pg_wal", "archive_status"), { recursive: true });
  await mkdir(path.join(templateCluster(template), "pg_tblspc"));
  await writeFile(path.join(templateCluster(template), "PG_VERSION"), "17\n");
  await writeFile(path.join(templateCluster(template), "base", "5", "1259"), "catalog");
  await writeFile(path.join(templateCluster(template), "base", "5", "2619_fsm"), "");
  await writeFile(
    templateManifestFile(template),
    JSON.stringify({ pglite: await pgliteVersion(), key: "k" }),
  );
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every folder and file under `dir`, as relative paths, folders ending in a slash. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .map((entry) => {
      const name = path.relative(dir, path.join(entry.parentPath, entry.name));
      return entry.isDirectory() ? `${name}/` : name;
    })
    .sort();
}

describe("the build's database template", () => {
  it("is copied into a data folder without a database, whole and with nothing left beside it", async () => {
    const db = path.join(root, "data", "db");
    expect(await placeTemplateCluster(db, template)).toBe(true);
    expect(await tree(db)).toEqual(await tree(templateCluster(template)));
    expect(await readFile(path.join(db, "base", "5", "1259"), "utf8")).toBe("catalog");
    expect(await readdir(path.join(root, "data"))).toEqual(["db"]);
  });

  it("fills an empty db folder too", async () => {
    const db = path.join(root, "db");
    await mkdir(db);
    expect(await placeTemplateCluster(db, template)).toBe(true);
    expect(existsSync(path.join(db, "PG_VERSION"))).toBe(true);
  });

  it("replaces a half copy that a start which died left beside the folder", async () => {
    const db = path.join(root, "db");
    const staging = `${db}.template-${process.pid}`;
    await mkdir(path.join(staging, "base"), { recursive: true });
    await writeFile(path.join(staging, "base", "half"), "");
    expect(await placeTemplateCluster(db, template)).toBe(true);
    expect(await tree(db)).toEqual(await tree(templateCluster(template)));
    expect(existsSync(staging)).toBe(false);
  });

  it("never touches a folder that holds anything", async () => {
    const db = path.join(root, "db");
    await mkdir(db);
    await writeFile(path.join(db, "PG_VERSION"), "16\n");
    expect(await placeTemplateCluster(db, template)).toBe(false);
    expect(await readFile(path.join(db, "PG_VERSION"), "utf8")).toBe("16\n");
    await rm(path.join(db, "PG_VERSION"));
    await writeFile(path.join(db, "other"), "");
    expect(await placeTemplateCluster(db, template)).toBe(false);
  });

  it("is left aside when another PGlite made it, or when there is none", async () => {
    await writeFile(templateManifestFile(template), JSON.stringify({ pglite: "0.0.1", key: "k" }));
    expect(await placeTemplateCluster(path.join(root, "a"), template)).toBe(false);
    expect(await placeTemplateCluster(path.join(root, "b"), path.join(root, "none"))).toBe(false);
    expect(existsSync(path.join(root, "a"))).toBe(false);
  });

  it("is remade when a migration changes", async () => {
    const migrations = path.join(root, "drizzle");
    await mkdir(path.join(migrations, "meta"), { recursive: true });
    await writeFile(path.join(migrations, "0000_a.sql"), "create table a (id int);");
    await writeFile(path.join(migrations, "meta", "_journal.json"), "{}");
    const key = await templateKey(migrations);
    expect(await templateKey(migrations)).toBe(key);
    await writeFile(path.join(migrations, "0000_a.sql"), "create table a (id bigint);");
    expect(await templateKey(migrations)).not.toBe(key);
  });

  // The embedded database's template: the PostgreSQL run has no PGlite template to read.
  it.runIf(process.env.TRMS_TEST_DB !== "postgres")(
    "holds only the postgres database, which opens with every migration applied",
    async () => {
      const dump = new Blob([await readFile(inject("pgliteTemplate"))]);
      const built = await createPglite({ loadDataDir: dump });
      await dropTemplateDatabases(built);
      const slim = await built.dumpDataDir("none");
      await built.close();

      const client = await createPglite({ loadDataDir: slim });
      try {
        const databases = await client.query<{ datname: string }>("select datname from pg_database");
        expect(databases.rows.map((row) => row.datname)).toEqual(["postgres"]);
        const applied = "select count(*)::int as n from drizzle.__drizzle_migrations";
        const before = (await client.query<{ n: number }>(applied)).rows[0]?.n;
        await (await openPglite(client)).migrate();
        expect((await client.query<{ n: number }>(applied)).rows[0]?.n).toBe(before);
        expect(before).toBeGreaterThan(0);
        expect((await client.query("select count(*) from pilots")).rows).toHaveLength(1);
      } finally {
        await client.close();
      }
    },
  );
});
