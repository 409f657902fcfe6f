import { readdir } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG, TEST_PASSWORD } from "./accounts";
import { apiClient } from "./client";
import { createAdmin, createInstructor, createPilot, type Made } from "./factories";
import { createTestApp, type TestContext } from "./harness";

/** Each case here was a real 500 or an unanswered request found by the outside probe. */
let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let admin: string;
let pilot: string;
let pilotId: number;
let adminAccount: Made;
let pilotAccount: Made;
let instructorAccount: Made;

beforeAll(async () => {
  ctx = await createTestApp({ requestTimeoutMs: 1_500 });
  api = apiClient(ctx);
  // The admin first: it is account 1.
  adminAccount = await createAdmin(ctx);
  pilotAccount = await createPilot(ctx);
  instructorAccount = await createInstructor(ctx);
  admin = adminAccount.client.token;
  pilot = pilotAccount.client.token;
  pilotId = (await api.post("auth/me", undefined, { token: pilot })).body.data.pilot_id;
});
afterAll(async () => {
  await ctx.close();
});

const BOUNDARY = "----trmsbad";
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, content: string | Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from("\r\n"),
  ]);

async function upload(payload: string | Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/v1/pilot/change_avatar",
    headers: {
      "application-type": "5",
      "access-token": pilot,
      "content-type": contentType,
      "accept-language": "en",
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

async function storedAvatars() {
  return readdir(path.join(ctx.dataDir, "files", "avatar"), { recursive: true }).catch(() => [] as string[]);
}

describe("broken uploads get an answer, never a hang or a 500", () => {
  it("answers an empty file part with 400 'The file is empty'", async () => {
    const before = await storedAvatars();
    const result = await upload(
      Buffer.concat([
        Buffer.from(field("id", String(pilotId))),
        filePart("avatar", ""),
        Buffer.from(`--${BOUNDARY}--\r\n`),
      ]),
    );
    expect(result.status).toBe(400);
    expect(result.body.details).toEqual([{ path: "avatar", message: "The file is empty" }]);
    expect(await storedAvatars()).toEqual(before);
  });

  it("answers a body cut off inside the file, before its closing boundary, with 400 and keeps nothing", async () => {
    const before = await storedAvatars();
    const cut = Buffer.concat([Buffer.from(field("id", String(pilotId))), filePart("avatar", PNG)]).subarray(
      0,
      -10,
    );
    const result = await upload(cut);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe("The upload was incomplete or malformed. Please try again");
    expect(await storedAvatars()).toEqual(before);
  });

  it("answers a body without its closing boundary, and multipart without a boundary, with 400", async () => {
    expect((await upload(field("id", String(pilotId)))).status).toBe(400);
    const noBoundary = await upload(
      `${field("id", String(pilotId))}--${BOUNDARY}--\r\n`,
      "multipart/form-data",
    );
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body.code).toBe("VALIDATION_ERROR");
    expect((await upload("garbage")).status).toBe(400);
  });

  it("still takes a good upload", async () => {
    const result = await upload(
      Buffer.concat([
        Buffer.from(field("id", String(pilotId))),
        filePart("avatar", PNG),
        Buffer.from(`--${BOUNDARY}--\r\n`),
      ]),
    );
    expect(result.status).toBe(200);
  });

  it("answers a client that stops sending half-way within the request timeout, and frees the socket", async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as { port: number };
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => {
        const head = Buffer.concat([Buffer.from(field("id", String(pilotId))), filePart("avatar", PNG)]);
        socket.write(
          `POST /api/v1/pilot/change_avatar HTTP/1.1\r\nHost: x\r\naccess-token: ${pilot}\r\napplication-type: 5\r\n` +
            `content-type: multipart/form-data; boundary=${BOUNDARY}\r\ncontent-length: ${head.length + 5000}\r\n\r\n`,
        );
        socket.write(head);
      });
      let received = "";
      socket.on("data", (chunk) => {
        received += chunk;
      });
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
      setTimeout(() => reject(new Error("no answer")), 10_000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("ids and pages are bounded and strict", () => {
  it("refuses an id above 2 147 483 647 and a huge page number with 400", async () => {
    for (const [url, body] of [
      ["pilot/pilot_detail", { id: 2_147_483_648 }],
      ["flt_training/training_flight_by_id", { id: 99_999_999_999 }],
      ["pilot/sort_pilot", { page_number: 9e15 }],
      ["flt_training/search_training_flight", { pilot_id: pilotId, page_number: 1e12 }],
    ] as const) {
      const result = await api.post(url, body, { token: admin });
      expect(result.status, url).toBe(400);
      expect(result.body.code).toBe("VALIDATION_ERROR");
    }
  });

  it("reads ids only from positive integers or digit strings", async () => {
    for (const id of [true, [3], "0x3", " 3 ", "1e3", 3.5, "-3", 0, null]) {
      const result = await api.post("pilot/pilot_detail", { id }, { token: admin });
      expect(result.status, JSON.stringify(id)).toBe(400);
    }
    expect((await api.post("pilot/pilot_detail", { id: String(pilotId) }, { token: admin })).status).toBe(
      200,
    );
    expect((await api.post("pilot/pilot_detail", { id: pilotId }, { token: admin })).status).toBe(200);
  });

  it("does not change account 1's password for {id: true}", async () => {
    const result = await api.post(
      "auth/user/change_password",
      { id: true, new_password: "a".repeat(64), old_password: "b".repeat(64) },
      { token: admin },
    );
    expect(result.status).toBe(400);
    expect(adminAccount.userId).toBe(1);
    expect((await api.login(adminAccount.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("a NUL byte in any text", () => {
  it("answers 400 on every search and on the TO LDG export", async () => {
    for (const [url, body] of [
      ["pilot/sort_pilot", { keyword: "a\u0000b" }],
      ["pilot/search_pilot", { keyword: "\u0000" }],
      ["auth/user/list", { keyword: "a\u0000" }],
      ["flt_training/search_training_flight", { pilot_id: pilotId, keyword: "x\u0000" }],
      ["toldg/get_all", { keyword: "\u0000" }],
      ["toldg/export", { keyword: "\u0000" }],
      ["training_document/sort_td", { keyword: "\u0000" }],
      ["training_document/export", { keyword: "\u0000" }],
      ["line_training/get_line_training_list", { keyword: "\u0000" }],
      ["line_training/create_line_training", { pilot_crew_code: "P\u00000001", line_training_type: 1 }],
      ["pilot/activate_pilot", { crew_code: "a\u0000b" }],
    ] as const) {
      const result = await api.post(url, body, { token: admin, lang: "vi" });
      expect(result.status, url).toBe(400);
      expect(result.body.message, url).toBe("Yêu cầu chứa ký tự không được phép");
    }
  });

  it("answers 400 in a multipart field", async () => {
    const result = await upload(
      Buffer.concat([
        Buffer.from(field("id", "1\u0000")),
        filePart("avatar", PNG),
        Buffer.from(`--${BOUNDARY}--\r\n`),
      ]),
    );
    expect(result.status).toBe(400);
  });
});

describe("a lone UTF-16 surrogate in any text", () => {
  const lineCheck = (note: string) => ({
    pilot_crew_code: pilotAccount.crewCode,
    instructor_crew_code: instructorAccount.crewCode,
    line_check_date: "03/04/2026 - 08:30",
    line_check_sectors: "HAN-SGN",
    note,
  });
  const lineCheckCount = async () =>
    (await api.post("linecheck/get_line_check_list", { page_number: 1, page_count: 5 }, { token: admin }))
      .body.data.total as number;

  it("answers 400 naming the field on create and update, and writes nothing", async () => {
    const before = await lineCheckCount();
    for (const note of ["a\ud800b", "\udc00", "b\udbff"]) {
      const created = await api.post("linecheck/create_line_check", lineCheck(note), {
        token: admin,
        lang: "vi",
      });
      expect(created.status, JSON.stringify(created.body)).toBe(400);
      expect(created.body).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Yêu cầu chứa ký tự không được phép",
        details: [{ path: "note", message: "Yêu cầu chứa ký tự không được phép" }],
      });
    }
    expect(await lineCheckCount()).toBe(before);
    const created = await api.post("linecheck/create_line_check", lineCheck("ok 😀"), { token: admin });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const updated = await api.post(
      "linecheck/update_line_check",
      { id, ...lineCheck("x\ud800") },
      { token: admin },
    );
    expect(updated.status).toBe(400);
    const got = await api.post("linecheck/get_line_check_by_id", { id }, { token: admin });
    expect(got.body.data.note).toBe("ok 😀");
    expect(await lineCheckCount()).toBe(before + 1);
  });

  it("answers 400 in a key and in a list's keyword", async () => {
    for (const body of [{ keyword: "\ud800" }, { "k\udfff": 1 }]) {
      const result = await api.post("pilot/sort_pilot", body, { token: admin });
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("a NUL byte in an export's query string", () => {
  it("answers 400, as the list does, on every export", async () => {
    for (const url of ["ledger/export", "toldg/export", "training_document/export", "event_report/export"]) {
      for (const query of ["keyword=a%00b", "keyword=%00", "sort=%00"]) {
        const response = await ctx.app.inject({
          method: "GET",
          url: `/api/v1/${url}?${query}`,
          headers: { "application-type": "5", "access-token": admin, "accept-language": "en" },
        });
        expect(response.statusCode, `${url}?${query}`).toBe(400);
        expect(response.json().message).toBe("The request contains a character that is not allowed");
      }
    }
  });
});
