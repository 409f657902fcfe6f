import type { ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../src/db/client";
import { localFileStore } from "../src/lib/files/file-store";
import { seedDemo } from "../src/seed";
import { buildServer } from "./build-server";
import { type ServerInstance, startInstance, waitForHealth } from "./server-health";

/**
 * A rolling restart of two instances on one PostgreSQL under load:
 * each in turn is stopped with SIGTERM and started again while clients keep calling. The clients
 * balance as a proxy does: a connection refused, or a kept-alive connection the server closed
 * before the request reached it, goes to the other instance; anything else is a lost request.
 */
const children: ChildProcess[] = [];
const dirs: string[] = [];
let admin: pg.Client;
let databaseName: string;
let env: Record<string, string>;
let dir: string;
const sha256hex = (text: string) => createHash("sha256").update(text).digest("hex");

interface Answer {
  status: number;
  body: string;
}

/** One POST to an instance over a kept-alive connection; the failure says whether it may be retried. */
function post(
  instance: ServerInstance,
  agent: Agent,
  url: string,
  body: unknown,
  token?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: instance.port,
        method: "POST",
        path: `/api/v1/${url}`,
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "application-type": "5",
          ...(token ? { "access-token": token } : {}),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on("error", reject);
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => {
      // Never sent: refused, or a kept-alive connection closed as this request was put on it.
      const retry = error.code === "ECONNREFUSED" || (request.reusedSocket && error.code === "ECONNRESET");
      reject(Object.assign(error, { retry }));
    });
    request.end(payload);
  });
}

describe.runIf(process.env.TRMS_TEST_DB === "postgres")(
  "a rolling restart of two instances under load",
  () => {
    beforeAll(async () => {
      buildServer();
      databaseName = `trms_rolling_${randomBytes(5).toString("hex")}`;
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${databaseName}`;
      dir = await mkdtemp(path.join(tmpdir(), "trms-rolling-"));
      dirs.push(dir);
      env = {
        DATABASE_URL: url.toString(),
        JWT_SECRET: randomBytes(32).toString("hex"),
        SEED_DEMO: "0",
        EXPIRY_ALERTS: "0",
      };
    }, 120_000);

    afterAll(async () => {
      for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
      await admin?.query(`drop database if exists ${databaseName} with (force)`);
      await admin?.end();
      await Promise.all(dirs.map((folder) => rm(folder, { recursive: true, force: true })));
    });

    it("loses no request, and each stop finishes what it started", { timeout: 240_000 }, async () => {
      const start = async (name: string) => {
        const instance = await startInstance({ ...env, DATA_DIR: path.join(dir, name) }, children);
        await waitForHealth(instance, instance.base);
        return instance;
      };
      const instances = [await start("a"), await start("b")];
      const handle = await openPostgres(env.DATABASE_URL as string);
      await seedDemo(handle.db, localFileStore(path.join(dir, "seed-files")), []);
      await handle.close();

      const agents = [new Agent({ keepAlive: true }), new Agent({ keepAlive: true })];
      const challenge = JSON.parse(
        (
          await post(instances[0] as ServerInstance, agents[0] as Agent, "auth/login", {
            email: "admin@demo.trms",
          })
        ).body,
      );
      const { salt, code } = challenge.data as { salt: string; code: string };
      const signedIn = await post(instances[0] as ServerInstance, agents[0] as Agent, "auth/login/validate", {
        email: "admin@demo.trms",
        password: sha256hex(sha256hex("Demo@1234") + salt) + code,
      });
      const token = JSON.parse(signedIn.body).data.token as string;

      // The calls: a list, an analytics call and the audit trail, round and round.
      const calls: [string, unknown][] = [
        ["pilot/sort_pilot", {}],
        ["analytics/fleet_heat_map", { fleet: "A321", start_date: "2024-01-01", end_date: "2026-11-28" }],
        ["audit/get_audit_list", {}],
      ];
      const lost: string[] = [];
      let answered = 0;
      let retried = 0;
      let loading = true;
      let next = 0;
      const worker = async () => {
        while (loading) {
          const [url, body] = calls[next % calls.length] as [string, unknown];
          let target = next % 2;
          next += 1;
          for (let attempt = 0; ; attempt += 1) {
            try {
              const answer = await post(
                instances[target] as ServerInstance,
                agents[target] as Agent,
                url,
                body,
                token,
              );
              if (answer.status !== 200) lost.push(`${url}: ${answer.status} ${answer.body.slice(0, 200)}`);
              else answered += 1;
              break;
            } catch (error) {
              const failure = error as NodeJS.ErrnoException & { retry?: boolean };
              if (!failure.retry || attempt > 20) {
                lost.push(`${url}: ${failure.code ?? failure.message}`);
                break;
              }
              retried += 1;
              target = 1 - target;
              // Both may be down for a moment only if a start overlapped a stop; wait a little then.
              if (attempt % 2 === 1) await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
        }
      };
      const workers = Array.from({ length: 8 }, worker);

      const exits: (number | null)[] = [];
      for (const index of [0, 1]) {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        const old = instances[index] as ServerInstance;
        const exited = new Promise<number | null>((resolve) =>
          old.child.once("exit", (code) => resolve(code)),
        );
        old.child.kill("SIGTERM");
        exits.push(await exited);
        expect(old.output()).not.toMatch(/Cannot use a pool|in flight/);
        instances[index] = await start(index === 0 ? "a2" : "b2");
      }
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      loading = false;
      await Promise.all(workers);

      expect(exits).toEqual([0, 0]);
      expect(lost).toEqual([]);
      expect(answered).toBeGreaterThan(100);
      // The clients did meet the stops (refused connections went to the other instance).
      expect(retried).toBeGreaterThan(0);
      for (const instance of instances) instance.child.kill("SIGTERM");
    });
  },
);
