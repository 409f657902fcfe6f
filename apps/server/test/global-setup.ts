import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, openPglite, openPostgres } from "../src/db/client";

/** Migrates one template per run: a PGlite data-dir dump, or a PostgreSQL template database. */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TRMS_TEST_DB ?? "pglite";
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const template = `trms_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = await openPostgres(templateUrl.toString());
    await handle.migrate();
    await handle.close();
    project.provide("postgresTemplate", template);
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), "trms-template-"));
  const client = await createPglite();
  const handle = await openPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}
