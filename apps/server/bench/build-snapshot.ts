/**
 * A copy of the build for one bench run. Others build in the same checkout while a bench runs: a
 * server started from apps/server/dist would then load chunks of another build, and its renderer
 * would point the page at scripts that are gone. The copy keeps the checkout's layout (the
 * server's migrations, assets and packages linked, the web build beside it), so the server finds
 * everything as `npm start` does.
 */
import { spawnSync } from "node:child_process";
import { cp, mkdir, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { SERVER_ROOT } from "../src/paths";

const ROOT = path.resolve(SERVER_ROOT, "../..");

export interface BuildSnapshot {
  /** The server's entry, as scripts/start.mjs imports it. */
  entry: string;
  /** The web build with its page renderer beside it (dist-ssr). */
  webDist: string;
  /** The same web build alone, without a page renderer: the server sends the app's empty page. */
  webDistWithoutRenderer: string;
  /** The commit the checkout was at, and whether the code built had changes not committed. */
  source: string;
  remove: () => Promise<void>;
}

/** The checkout's commit, marked when the code a build reads differs from it. */
function sourceOf(): string {
  const git = (...args: string[]) => spawnSync("git", args, { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const changed = git("status", "--porcelain", "--", "apps/web", "apps/server/src", "packages").length > 0;
  return `${git("rev-parse", "--short", "HEAD")}${changed ? " with changes not committed" : ""}`;
}

export async function snapshotBuild(dir: string): Promise<BuildSnapshot> {
  const server = path.join(dir, "apps/server");
  const web = path.join(dir, "apps/web");
  await mkdir(server, { recursive: true });
  await mkdir(web, { recursive: true });
  await symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  for (const shared of ["node_modules", "drizzle", "assets", "package.json"])
    await symlink(path.join(SERVER_ROOT, shared), path.join(server, shared));
  await cp(path.join(SERVER_ROOT, "dist"), path.join(server, "dist"), { recursive: true });
  for (const built of ["dist", "dist-ssr"])
    await cp(path.join(ROOT, "apps/web", built), path.join(web, built), { recursive: true });
  // The renderer is found beside the web build (lib/page-renderer.ts): a folder holding only the
  // build is a server without one, as a build without `vite build --ssr` would be.
  const alone = path.join(dir, "web-without-renderer");
  await mkdir(alone);
  await symlink(path.join(web, "dist"), path.join(alone, "dist"));
  return {
    entry: path.join(server, "dist/main.js"),
    webDist: path.join(web, "dist"),
    webDistWithoutRenderer: path.join(alone, "dist"),
    source: sourceOf(),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
