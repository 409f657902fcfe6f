/**
 * Makes the embedded database's template (ADR 1000): `scripts/build-server.mjs` bundles this file
 * to dist/build-template.js and runs it after compiling the server. PGlite creates a cluster (its
 * initdb runs a second PostgreSQL in this process, with a copy of its heap and an in-memory dump of
 * the new cluster: the memory a server's first start no longer spends), the migrations are applied,
 * PostgreSQL's template databases are dropped (ADR 1061) and the closed cluster is kept in
 * dist/db-template. Nothing is done when the template in place was made from the same PGlite,
 * migrations and layout (templateKey).
 */
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createPglite, MIGRATIONS_FOLDER, openPglite } from "./client";
import {
  DATABASE_TEMPLATE_DIR,
  dropTemplateDatabases,
  pgliteVersion,
  readTemplateManifest,
  type TemplateManifest,
  templateCluster,
  templateKey,
  templateManifestFile,
} from "./template";

async function buildTemplate(dir: string): Promise<boolean> {
  const key = await templateKey(MIGRATIONS_FOLDER);
  if ((await readTemplateManifest(dir))?.key === key) return false;
  // Made beside the target and renamed, so a server starting meanwhile never copies half a cluster.
  const staging = path.join(path.dirname(dir), `.db-template-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const client = await createPglite({ dataDir: templateCluster(staging) });
  const database = await openPglite(client);
  await database.migrate();
  await dropTemplateDatabases(client);
  await database.close();
  const manifest: TemplateManifest = { pglite: await pgliteVersion(), key };
  await writeFile(templateManifestFile(staging), `${JSON.stringify(manifest, null, 2)}\n`);
  await rm(dir, { recursive: true, force: true });
  try {
    await rename(staging, dir);
  } catch (error) {
    // Another build put the same template in place meanwhile.
    await rm(staging, { recursive: true, force: true });
    if ((await readTemplateManifest(dir))?.key !== key) throw error;
  }
  return true;
}

const started = performance.now();
const built = await buildTemplate(process.argv[2] ?? DATABASE_TEMPLATE_DIR);
console.log(
  built
    ? `database template built: apps/server/dist/db-template in ${Math.round(performance.now() - started)} ms`
    : "database template up to date",
);
