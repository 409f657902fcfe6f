import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { FILE_MAX_BYTES } from "@trms/shared";
import ExcelJS from "exceljs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "./accounts";
import { buildServer } from "./build-server";
import { type ServerInstance, signInTo, startInstance, waitForHealth } from "./server-health";

/**
 * Broken multipart bodies sent to every upload call of the compiled server, over a real socket, as
 * an attacker or a client that gives up would send them: a body that ends
 * without its closing boundary in the middle of a file part larger than the bytes read to recognise
 * it, a body shorter than its Content-Length whose client then hangs up, a file over the size limit,
 * and bodies whose format is wrong. After each the process must still be alive and answering, each
 * answered body must get a 4xx, and no file may be left behind.
 */
const BOUNDARY = "B";

interface UploadCall {
  url: string;
  /** A text field the call takes, to come before the file as a browser's form would send it. */
  textField?: string;
  /** A file field the call takes, and bytes its check of content accepts. */
  fileField: string;
  fileHead: Buffer;
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
let server: ServerInstance;
let dataDir: string;
let calls: UploadCall[];
type Role = "admin" | "instructor" | "pilot";
let tokens: Record<Role, string>;
/** For each call, an account it lets in (the first of admin, instructor, pilot not refused 403). */
const reaching = new Map<string, Role>();
let admin: pg.Client | undefined;
let databaseName: string | undefined;

/** Every stored file under the data folder, `.part` files of unfinished writes included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "files"), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Sends one request: the head of the body at once, then `more` (a generator of further chunks), and
 * ends it, or with `hangUp` destroys the socket once it is written. Answers the status, or null when
 * no answer came (the connection closed first).
 */
function send(
  url: string,
  token: string,
  options: {
    head: Buffer;
    more?: () => Generator<Buffer>;
    length?: number;
    contentType?: string;
    hangUp?: boolean;
  },
): Promise<number | null> {
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: `/api/v1/${url}`,
        headers: {
          "content-type": options.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
          "access-token": token,
          "application-type": "5",
          "accept-language": "vi",
          ...(options.length === undefined ? {} : { "content-length": String(options.length) }),
        },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => {
          text += chunk;
        });
        response.on("end", () => {
          answers.push(`${url}: ${response.statusCode} ${text.slice(0, 300)}`);
          resolve(response.statusCode ?? null);
        });
        response.on("error", () => resolve(response.statusCode ?? null));
      },
    );
    // A server that answers before the whole body is sent may close the connection meanwhile.
    request.on("error", () => resolve(null));
    request.write(options.head);
    if (options.hangUp) {
      setTimeout(() => {
        request.destroy();
        resolve(null);
      }, 100);
      return;
    }
    const more = options.more?.();
    const pump = () => {
      for (let next = more?.next(); next && !next.done; next = more?.next()) {
        if (request.destroyed) return;
        if (!request.write(next.value)) {
          request.once("drain", pump);
          return;
        }
      }
      request.end();
    };
    pump();
  });
}

const text = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileStart = (name: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
/** A form's text field and the start of its file part: the file's recognisable head and `size` more bytes. */
function formStart(target: UploadCall, size: number): Buffer {
  return Buffer.concat([
    target.textField ? text(target.textField, "999999") : Buffer.alloc(0),
    fileStart(target.fileField),
    target.fileHead,
    Buffer.alloc(size, "A"),
  ]);
}

async function expectAlive(after: string) {
  expect(
    server.child.exitCode,
    `the server exited after ${after}: ${server.output().slice(-2000)}`,
  ).toBeNull();
  const health = await fetch(`${server.base}/healthz`, { signal: AbortSignal.timeout(10_000) }).catch(
    (error: Error) => error,
  );
  expect(health instanceof Response && health.status, `/healthz after ${after}`).toBe(200);
}

/** What the server answered, newest last: a failure message quotes the last. */
const answers: string[] = [];
const lastAnswer = () => answers.at(-1) ?? "none";

const onPostgres = process.env.TRMS_TEST_DB === "postgres";

describe("broken upload bodies against the running server", () => {
  let filesBefore: string[];

  beforeAll(async () => {
    buildServer();
    const dir = await mkdtemp(path.join(tmpdir(), "trms-uploads-"));
    dirs.push(dir);
    dataDir = path.join(dir, "data");
    let databaseUrl = "";
    if (onPostgres) {
      databaseName = `trms_uploads_${randomBytes(5).toString("hex")}`;
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }
    server = await startInstance({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: "1" }, children);
    await waitForHealth(server, server.base);
    tokens = {
      admin: (await signInTo(server.base, "admin@demo.trms")).token,
      instructor: (await signInTo(server.base, "instructor@demo.trms")).token,
      pilot: (await signInTo(server.base, "pilot@demo.trms")).token,
    };
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("S").addRow(["a"]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    // Every upload call, read off the API description: its first text field and its file field.
    const docs = (await (await fetch(`${server.base}/api/docs/json`)).json()) as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content?: Record<string, { schema?: { properties?: Record<string, Record<string, unknown>> } }>;
            };
          }
        >
      >;
    };
    calls = Object.entries(docs.paths).flatMap(([url, operations]) =>
      Object.values(operations).flatMap((operation) => {
        const properties = operation.requestBody?.content?.["multipart/form-data"]?.schema?.properties;
        if (!properties) return [];
        const entries = Object.entries(properties);
        const isFile = (schema: Record<string, unknown>) =>
          schema.format === "binary" ||
          (schema.items as { format?: string } | undefined)?.format === "binary";
        const file = entries.find(([, schema]) => isFile(schema));
        if (!file) return [];
        const accepts = String(
          (file[1].description ?? (file[1].items as { description?: string } | undefined)?.description) || "",
        );
        const fileHead = accepts.includes("pdf") ? PDF : accepts.includes("image") ? PNG : xlsx;
        return [
          {
            url: url.replace(/^\/api\/v1\//, ""),
            textField: entries.find(([, schema]) => !isFile(schema))?.[0],
            fileField: file[0],
            fileHead,
          },
        ];
      }),
    );
    filesBefore = await storedFiles();
  }, 240_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await admin?.query(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("finds the upload calls in the API description", () => {
    // The SIM forms', line check's and line training's submissions are open to any pilot.
    expect(calls.length).toBeGreaterThanOrEqual(20);
    expect(calls.map((target) => target.url)).toEqual(
      expect.arrayContaining([
        "sim/submit_form",
        "sim/submit_caav_form",
        "sim/finish_elearning",
        "linecheck/submit_line_check_form",
        "line_training/submit_form",
        "training_document/create_td",
      ]),
    );
  });

  it("answers a body cut off inside a file part with 400, and lives", { timeout: 120_000 }, async () => {
    for (const target of calls) {
      for (const role of ["admin", "instructor", "pilot"] as const) {
        const head = formStart(target, 20_000);
        const status = await send(target.url, tokens[role], { head, length: head.length });
        // An account the call does not let in is refused before the body is read (403); one it
        // lets in meets the cut-off body before anything else.
        if (status !== 403 && !reaching.has(target.url)) reaching.set(target.url, role);
        expect([400, 403], `${target.url} as ${role}: ${lastAnswer()}`).toContain(status);
        await expectAlive(`a cut-off body to ${target.url} as ${role}`);
      }
    }
    expect(calls.filter((target) => !reaching.has(target.url)).map((target) => target.url)).toEqual([]);
  });

  it("lives when a client sends less than its Content-Length and hangs up", {
    timeout: 120_000,
  }, async () => {
    for (const target of calls) {
      const head = formStart(target, 20_000);
      await send(target.url, tokens[reaching.get(target.url) ?? "admin"], {
        head,
        length: head.length + 50_000,
        hangUp: true,
      });
      await expectAlive(`a client hanging up on ${target.url}`);
    }
  });

  it("refuses a file over the size limit with 413, and lives", { timeout: 240_000 }, async () => {
    const chunk = Buffer.alloc(1 << 20, "A");
    for (const target of calls) {
      const status = await send(target.url, tokens[reaching.get(target.url) ?? "admin"], {
        head: formStart(target, 0),
        more: function* () {
          for (let sent = 0; sent <= FILE_MAX_BYTES + chunk.length; sent += chunk.length) yield chunk;
          yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
        },
      });
      // Refused as too large, or before the file for what the text says (null: closed mid-body).
      expect([400, 403, 404, 413, 415, null], `${target.url}: ${lastAnswer()}`).toContain(status);
      await expectAlive(`a file over the limit to ${target.url}`);
    }
  });

  it("refuses malformed bodies with 400, and lives", { timeout: 120_000 }, async () => {
    const malformed: { name: string; body: (target: UploadCall) => Buffer; contentType?: string }[] = [
      {
        name: "a part without headers",
        body: () => Buffer.from(`--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      },
      {
        name: "a header line without a colon",
        body: (target) =>
          Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nnonsense\r\n`), formStart(target, 5_000)]),
      },
      {
        name: "a boundary other than the announced one",
        body: (target) => formStart(target, 5_000),
        contentType: "multipart/form-data; boundary=other",
      },
      {
        name: "no boundary at all",
        body: (target) => formStart(target, 5_000),
        contentType: "multipart/form-data",
      },
      {
        name: "two file parts, the second cut off",
        body: (target) =>
          Buffer.concat([formStart(target, 5_000), Buffer.from("\r\n"), fileStart(target.fileField), PDF]),
      },
    ];
    for (const target of calls) {
      for (const bad of malformed) {
        const head = bad.body(target);
        const status = await send(target.url, tokens[reaching.get(target.url) ?? "admin"], {
          head,
          length: head.length,
          contentType: bad.contentType,
        });
        expect([400, 404, 413, 415], `${bad.name} to ${target.url}: ${lastAnswer()}`).toContain(status);
        await expectAlive(`${bad.name} to ${target.url}`);
      }
    }
  });

  it("lives when a reader hangs up in the middle of the whole-file ZIP, and sends it whole next time", async () => {
    const download = (pilotId: number) =>
      new Promise<{ status: number; bytes: number; hungUp: boolean }>((resolve) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port: server.port,
            path: `/api/v1/training_file/download_archive?pilot_id=${pilotId}`,
            headers: { "access-token": tokens.admin, "application-type": "5" },
          },
          (response) => {
            // The first chunk, then the reader goes away.
            response.once("data", (chunk: Buffer) => {
              request.destroy();
              resolve({ status: response.statusCode ?? 0, bytes: chunk.length, hungUp: true });
            });
            response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes: 0, hungUp: false }));
          },
        );
        request.on("error", () => undefined);
        request.end();
      });
    let hungUp = 0;
    for (let pilotId = 1; pilotId <= 6; pilotId += 1) {
      const result = await download(pilotId);
      if (result.status === 200 && result.hungUp) hungUp += 1;
      await expectAlive(`a reader hanging up on pilot ${pilotId}'s ZIP`);
    }
    expect(hungUp).toBeGreaterThan(0);
    const whole = await fetch(`${server.base}/api/v1/training_file/download_archive?pilot_id=1`, {
      headers: { "access-token": tokens.admin, "application-type": "5" },
    });
    expect(whole.status).toBe(200);
    const zip = Buffer.from(await whole.arrayBuffer());
    // A whole ZIP ends with its end-of-central-directory record.
    expect(zip.subarray(-22, -18).toString("hex")).toBe("504b0506");
  });

  it("leaves no file behind", { timeout: 30_000 }, async () => {
    // A request whose client hung up is discarded when the server notices: wait for that.
    const deadline = Date.now() + 20_000;
    let now = await storedFiles();
    while (now.join() !== filesBefore.join() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      now = await storedFiles();
    }
    expect(now.filter((file) => !filesBefore.includes(file))).toEqual([]);
    expect(now).toEqual(filesBefore);
    await expectAlive("all of it");
  });
});
