import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pgliteVersion, placeTemplateCluster, templateCluster, templateManifestFile } from "./template";

let root: string;
let template: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "trms-template-test-"));
  template = path.join(root, "db-template");
  await mkdir(path.join(templateCluster(template), "base"), { recursive: true });
  await writeFile(path.join(templateCluster(template), "PG_VERSION"), "17\n");
  await writeFile(path.join(templateCluster(template), "base", "1"), "catalog");
  await writeFile(
    templateManifestFile(template),
    JSON.stringify({ pglite: await pgliteVersion(), key: "k" }),
  );
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("the build's database template", () => {
  it("is copied into a data folder without a database, whole and with nothing left beside it", async () => {
    const db = path.join(root, "data", "db");
    expect(await placeTemplateCluster(db, template)).toBe(true);
    expect(await readFile(path.join(db, "base", "1"), "utf8")).toBe("catalog");
    expect(existsSync(path.join(db, "PG_VERSION"))).toBe(true);
    expect(existsSync(`${db}.template-${process.pid}`)).toBe(false);
  });

  it("fills an empty db folder too", async () => {
    const db = path.join(root, "db");
    await mkdir(db);
    expect(await placeTemplateCluster(db, template)).toBe(true);
    expect(existsSync(path.join(db, "PG_VERSION"))).toBe(true);
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
});
