import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { PNG } from "./accounts";
import { buildServer } from "./build-server";
import { callServer, type ServerInstance, signInTo, startInstance, waitForHealth } from "./server-health";

/**
 * How the product grows past one machine: two server processes on one PostgreSQL database and one
 * S3 bucket behave as one server (ARCHITECTURE.md, README "Deployment").
 */
const journal = (await import("../drizzle/meta/_journal.json", { with: { type: "json" } })).default;

const children: ChildProcess[] = [];
const dirs: string[] = [];
let s3: S3rver;
let admin: pg.Client;
let databaseUrl: string;
let databaseName: string;
let a: ServerInstance;
let b: ServerInstance;

describe.runIf(process.env.TRMS_TEST_DB === "postgres")(
  "two instances on one database and one bucket",
  () => {
    beforeAll(async () => {
      buildServer();
      const url = process.env.TEST_DATABASE_URL as string;
      databaseName = `trms_two_${randomBytes(5).toString("hex")}`;
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${databaseName}`;
      databaseUrl = dbUrl.toString();

      const dir = await mkdtemp(path.join(tmpdir(), "trms-two-"));
      dirs.push(dir);
      s3 = new S3rver({
        address: "127.0.0.1",
        port: 0,
        silent: true,
        directory: path.join(dir, "s3"),
        configureBuckets: [{ name: "trms-two", configs: [] }],
      });
      const address = (await s3.run()) as AddressInfo;
      const env = {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString("hex"),
        SEED_DEMO: "0",
        S3_BUCKET: "trms-two",
        S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
        S3_REGION: "us-east-1",
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      };
      // Both start at once on an empty database: the migrations must run exactly once.
      a = await startInstance({ ...env, DATA_DIR: path.join(dir, "a") }, children);
      b = await startInstance({ ...env, DATA_DIR: path.join(dir, "b") }, children);
      await Promise.all([waitForHealth(a, a.base), waitForHealth(b, b.base)]);
      const handle = await openPostgres(databaseUrl);
      // The demo accounts only (no feature's demo rows), as before features seeded through one list.
      await seedDemo(handle.db, localFileStore(path.join(dir, "seed-files")), []);
      await handle.close();
    }, 240_000);

    afterAll(async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
      await s3?.close();
      await admin?.query(`drop database if exists ${databaseName} with (force)`);
      await admin?.end();
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    it("ran the migrations once although both started together", async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const rows = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      await client.end();
      // Both came up (beforeAll waited for both), and every migration is recorded exactly once.
      expect(a.output()).not.toMatch(/already exists/);
      expect(b.output()).not.toMatch(/already exists/);
      expect(rows.rows[0].n).toBe(journal.entries.length);
    });

    it("honours a session signed in on one instance on the other, and a logout on one ends it on both", async () => {
      const signedIn = await signInTo(a.base, "admin@demo.trms", "Demo@1234");
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.data?.token as string;
      const me = await callServer(b.base, "auth/me", undefined, token);
      expect(me.status).toBe(200);
      expect(me.body.data?.email).toBe("admin@demo.trms");
      expect((await callServer(a.base, "auth/logout", undefined, token)).status).toBe(200);
      expect((await callServer(b.base, "auth/me", undefined, token)).status).toBe(401);
      expect((await callServer(a.base, "auth/me", undefined, token)).status).toBe(401);
    });

    it("counts sign-in failures and request rate limits across both instances", async () => {
      const email = "pilot11@demo.trms";
      // 5 failures for one account from one address, split over the two instances.
      for (const instance of [a, b, a, b, a])
        expect((await signInTo(instance.base, email, "wrong")).status).toBe(401);
      expect((await signInTo(b.base, email, "Demo@1234")).status).toBe(429);
      // 5 reset mails a minute from one address, split over the two instances.
      const statuses: number[] = [];
      for (const instance of [a, b, a, b, a, b]) {
        statuses.push(
          (await callServer(instance.base, "auth/login/forgot_password", { email: "ghost@demo.trms" }))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it("serves a file uploaded through one instance from the other", async () => {
      const token = (await signInTo(a.base, "pilot@demo.trms", "Demo@1234")).body.data?.token as string;
      const me = await callServer(a.base, "auth/me", undefined, token);
      const form = new FormData();
      form.append("id", String(me.body.data?.pilot_id));
      form.append("avatar", new Blob([PNG], { type: "image/png" }), "me.png");
      const uploaded = await fetch(`http://127.0.0.1:${a.port}/api/v1/pilot/change_avatar`, {
        method: "POST",
        headers: { "application-type": "5", "access-token": token },
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const avatar = ((await uploaded.json()) as { data: { avatar: string } }).data.avatar;
      expect(avatar).toMatch(/^\/api\/v1\/files\/avatar\//);
      const download = await fetch(`http://127.0.0.1:${b.port}${avatar}`, {
        headers: { "access-token": token },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(PNG);
    });
  },
);
