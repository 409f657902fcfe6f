import { addDays, Role } from "@trms/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type CallOptions } from "../../../test/client";
import {
  createAdmin,
  createFleetAdmin,
  createInstructor,
  createPilot,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { airlineToday } from "../../lib/airline-time";
import { hasLiveGrant } from "./inspector.repository";

let ctx: TestContext;
let admin: Made;
/** Pilots of fleet A321: `granted` is named in the grant, `other` is not. */
let granted: Made;
let other: Made;
/** A pilot of fleet B787, read through a fleet grant. */
let b787: Made;
let flightId: number;

/** An airline day counted from today in Vietnam (a grant's window is whole airline days). */
const day = (offset: number) => addDays(airlineToday(), offset);

const download = (token: string, pilotId: number, call = "download") =>
  ctx.app.inject({
    method: "GET",
    url: `/api/v1/training_file/${call}?pilot_id=${pilotId}`,
    headers: { "access-token": token, "accept-language": "en" },
  });

const PASSWORD = "Inspect@2026";

/** An inspector account, with the session `grant` opens for it once a grant is live. */
interface Inspector {
  userId: number;
  email: string;
  fullName: string;
  client: {
    token: string;
    post: (url: string, body?: unknown, options?: CallOptions) => ReturnType<Api["post"]>;
  };
}
type Api = ReturnType<typeof apiClient>;
let inspectors = 0;

async function newInspector(): Promise<Inspector> {
  inspectors += 1;
  const email = `inspector${inspectors}@caa.gov.vn`;
  const fullName = `Inspector ${inspectors}`;
  const created = await admin.client.post("inspector/create_inspector", {
    email,
    full_name: fullName,
    password: PASSWORD,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const inspector: Inspector = {
    userId: created.body.data.id,
    email,
    fullName,
    client: {
      token: "",
      post: (url, body, options = {}) =>
        apiClient(ctx).post(url, body, { ...options, token: inspector.client.token }),
    },
  };
  return inspector;
}

/** Grants the inspector a window (yesterday to tomorrow by default), signing it in once the grant is live. */
async function grant(
  inspector: Inspector,
  scope: { pilot_ids?: number[]; fleet?: string },
  window = { from: -1, to: 1 },
) {
  const reply = await admin.client.post("inspector/create_grant", {
    inspector_id: inspector.userId,
    ...scope,
    starts_on: day(window.from),
    ends_on: day(window.to),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  if (!inspector.client.token && window.from <= 0 && window.to >= 0)
    inspector.client.token = await apiClient(ctx).tokenFor(inspector.email, PASSWORD);
  return reply.body.data as { id: number; state: string };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  granted = await createPilot(ctx, { fullName: "Nguyễn Văn Đức" });
  other = await createPilot(ctx);
  b787 = await createPilot(ctx, { fleet: "B787" });
  const instructor = await createInstructor(ctx);
  flightId = (await createTrainingFlight(ctx, { trainee: granted, instructor, approved: true })).id;
  await createTrainingFlight(ctx, { trainee: other, instructor, approved: true });
});
afterAll(async () => {
  await ctx.close();
});

describe("inspector accounts and grants (the super administrator's calls)", () => {
  it("creates an inspector account that signs in and reads nothing until granted", async () => {
    const created = await admin.client.post("inspector/create_inspector", {
      email: "inspector@caa.gov.vn",
      full_name: "Thanh tra Cục HKVN",
      password: "Inspect@2026",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      email: "inspector@caa.gov.vn",
      full_name: "Thanh tra Cục HKVN",
    });
    const again = await admin.client.post("inspector/create_inspector", {
      email: "inspector@caa.gov.vn",
      full_name: "Twice",
      password: "Inspect@2026",
    });
    expect(again.status).toBe(409);

    // Without a grant the account cannot even sign in.
    const login = await apiClient(ctx).login("inspector@caa.gov.vn", "Inspect@2026", { lang: "vi" });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe("Quyền thanh tra của bạn chưa bắt đầu hoặc đã kết thúc");
    const list = await admin.client.post("inspector/get_inspectors", {});
    expect(list.body.data.inspectors.map((i: { email: string }) => i.email)).toContain(
      "inspector@caa.gov.vn",
    );
  });

  it("is the super administrator's alone", async () => {
    const fleetAdmin = await createFleetAdmin(ctx);
    const inspector = await newInspector();
    await grant(inspector, { pilot_ids: [granted.pilotId as number] });
    for (const who of [fleetAdmin.client, granted.client, inspector.client]) {
      const reply = await who.post("inspector/create_grant", {
        inspector_id: inspector.userId,
        pilot_ids: [granted.pilotId],
        starts_on: day(0),
        ends_on: day(1),
      });
      expect(reply.status).toBe(403);
    }
  });

  it("refuses a wrong window or scope with a message in the caller's language", async () => {
    const inspector = await newInspector();
    const base = {
      inspector_id: inspector.userId,
      pilot_ids: [granted.pilotId],
      starts_on: day(0),
      ends_on: day(1),
    };
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { starts_on: day(2) },
        "ends_on",
        "The last day of access cannot be before its first day",
        "Ngày cuối của quyền truy cập không được trước ngày đầu",
      ],
      [
        { starts_on: day(-3), ends_on: day(-1) },
        "ends_on",
        "The last day of access has already passed",
        "Ngày cuối của quyền truy cập đã qua",
      ],
      [
        { ends_on: day(366) },
        "ends_on",
        "An access window lasts at most one year",
        "Khoảng thời gian truy cập tối đa là một năm",
      ],
      [
        { pilot_ids: [999_999] },
        "pilot_ids",
        "One of the chosen pilots does not exist",
        "Một trong các phi công đã chọn không tồn tại",
      ],
      [
        { fleet: "A321" },
        "pilot_ids",
        "Choose the pilots or one fleet the inspector may read, not both",
        "Chọn các phi công hoặc một đội bay mà thanh tra được xem, không chọn cả hai",
      ],
      [
        { inspector_id: granted.userId },
        "inspector_id",
        "This inspector account does not exist",
        "Tài khoản thanh tra này không tồn tại",
      ],
    ];
    for (const [change, path, en, vi] of cases) {
      for (const [lang, message] of [
        ["en", en],
        ["vi", vi],
      ] as const) {
        const reply = await admin.client.post("inspector/create_grant", { ...base, ...change }, { lang });
        expect({ change, status: reply.status, details: reply.body.details }).toEqual({
          change,
          status: 400,
          details: [{ path, message }],
        });
      }
    }
    const grants = await admin.client.post("inspector/get_grants", { inspector_id: inspector.userId });
    expect(grants.body.data.total).toBe(0);
  });
});

describe("what an inspector reads", () => {
  let inspector: Inspector;
  let grantId: number;

  beforeAll(async () => {
    inspector = await newInspector();
    grantId = (await grant(inspector, { pilot_ids: [granted.pilotId as number] })).id;
  });

  it("lists its granted pilots and reads their timeline and PDF, each opening logged", async () => {
    const mine = await inspector.client.post("inspector/get_my_pilots", {});
    expect(mine.status).toBe(200);
    expect(mine.body.data.pilots.map((p: { id: number }) => p.id)).toEqual([granted.pilotId]);

    // Counted before any opening: a total is remembered only while nothing more is logged.
    const none = await admin.client.post("inspector/get_access_log", { inspector_id: inspector.userId });
    expect(none.body.data).toEqual({ access_log: [], total: 0 });

    const timeline = await inspector.client.post("training_file/get_timeline", { pilot_id: granted.pilotId });
    expect(timeline.status, JSON.stringify(timeline.body)).toBe(200);
    expect(timeline.body.data.training_file.map((r: { id: number }) => r.id)).toContain(flightId);
    const pdf = await download(inspector.client.token, granted.pilotId as number);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
    // The pilot's whole file: records, their files and history, signed.
    const zip = await download(inspector.client.token, granted.pilotId as number, "download_archive");
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toContain("application/zip");

    const log = await admin.client.post("inspector/get_access_log", { inspector_id: inspector.userId });
    expect(log.status).toBe(200);
    expect(log.body.data.total).toBe(3);
    expect(
      log.body.data.access_log.map((e: { action: string; pilot_id: number; grant_id: number }) => [
        e.action,
        e.pilot_id,
        e.grant_id,
      ]),
    ).toEqual([
      ["training_file/download_archive", granted.pilotId, grantId],
      ["training_file/download", granted.pilotId, grantId],
      ["training_file/get_timeline", granted.pilotId, grantId],
    ]);
    expect(log.body.data.access_log[0]).toMatchObject({
      pilot_name: "Nguyễn Văn Đức",
      inspector_name: inspector.fullName,
    });
    // The whole log, its total kept by the log's triggers, paged newest first: the
    // earlier tests' refusals come after these three openings.
    const whole = await admin.client.post("inspector/get_access_log", { page_count: 100 });
    const total = whole.body.data.total as number;
    expect(total).toBe(whole.body.data.access_log.length);
    expect(total).toBeGreaterThan(3);
    const second = await admin.client.post("inspector/get_access_log", { page_number: 2, page_count: 2 });
    expect(second.body.data.total).toBe(total);
    expect(second.body.data.access_log.map((e: { id: number }) => e.id)).toEqual(
      whole.body.data.access_log.slice(2, 4).map((e: { id: number }) => e.id),
    );
    expect(second.body.data.access_log[0].action).toBe("training_file/get_timeline");
    const past = await admin.client.post("inspector/get_access_log", {
      page_number: total + 1,
      page_count: 1,
    });
    expect(past.body.data).toEqual({ access_log: [], total });
  });

  it("reads no other pilot: one not granted, or none at all, reads as missing and is logged as refused", async () => {
    const before = (await admin.client.post("inspector/get_access_log", { inspector_id: inspector.userId }))
      .body.data.total;
    for (const pilotId of [other.pilotId as number, b787.pilotId as number, 999_999]) {
      const timeline = await inspector.client.post("training_file/get_timeline", { pilot_id: pilotId });
      expect({ pilotId, status: timeline.status }).toEqual({ pilotId, status: 404 });
      expect((await download(inspector.client.token, pilotId)).statusCode).toBe(404);
      expect((await download(inspector.client.token, pilotId, "download_archive")).statusCode).toBe(404);
    }
    // A call naming two pilots, one in the body and one in the address, is refused whichever is granted.
    const twoPilots = await inspector.client.post(`training_file/get_timeline?pilot_id=${other.pilotId}`, {
      pilot_id: granted.pilotId,
    });
    expect(twoPilots.status).toBe(403);
    const log = await admin.client.post("inspector/get_access_log", {
      inspector_id: inspector.userId,
      page_count: 100,
    });
    expect(log.body.data.total).toBe(before + 10);
    const refusals = log.body.data.access_log
      .slice(0, 10)
      .map(
        (e: { action: string; pilot_id: number | null; refused: string | null; grant_id: number | null }) => [
          e.action,
          e.pilot_id,
          e.refused,
          e.grant_id,
        ],
      );
    // Newest first; a pilot that does not exist is logged without one.
    expect(refusals).toEqual([
      ["training_file/get_timeline", null, "call_not_allowed", null],
      ...[null, b787.pilotId, other.pilotId].flatMap((pilotId) =>
        ["training_file/download_archive", "training_file/download", "training_file/get_timeline"].map(
          (action) => [action, pilotId, "pilot_not_granted", null],
        ),
      ),
    ]);
    expect(log.body.data.access_log[1]).toMatchObject({ pilot_name: null, crew_code: null });
    expect(log.body.data.access_log[9]).toMatchObject({
      pilot_name: other.fullName,
      inspector_name: inspector.fullName,
    });
  });

  it("opens a stored file the timeline lists with a record, logged with its name; no other file", async () => {
    const timeline = await inspector.client.post("training_file/get_timeline", {
      pilot_id: granted.pilotId,
      with_files: true,
    });
    expect(timeline.status, JSON.stringify(timeline.body)).toBe(200);
    const flight = timeline.body.data.training_file.find(
      (r: { kind: string; id: number }) => r.kind === "training_flight" && r.id === flightId,
    ) as { files: { name: string; url: string }[] };
    expect(flight.files).toHaveLength(1);
    const file = flight.files[0] as { name: string; url: string };
    expect(file.url).toMatch(
      new RegExp(
        `^/api/v1/training_file/file/training_file/.+\\.pdf\\?pilot_id=${granted.pilotId}&kind=training_flight&id=${flightId}$`,
      ),
    );
    const opened = await ctx.app.inject({
      method: "GET",
      url: file.url as string,
      headers: { "access-token": inspector.client.token },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toContain("application/pdf");
    expect(opened.headers["content-disposition"]).toContain(`inline; filename="${file.name}"`);
    const log = await admin.client.post("inspector/get_access_log", { inspector_id: inspector.userId });
    expect(log.body.data.access_log[0]).toMatchObject({
      action: "training_file/file",
      file_name: file.name,
      pilot_id: granted.pilotId,
      grant_id: grantId,
      refused: null,
    });

    // The same file under another record, another pilot's file, or a file the record does not name:
    // missing, whoever asks.
    const otherFlight = await createTrainingFlight(ctx, {
      trainee: other,
      instructor: await createInstructor(ctx),
    });
    const [otherKey] = (
      (await ctx.database.db.execute(
        sql`select report_file from training_flights where id = ${otherFlight.id}`,
      )) as unknown as { rows: { report_file: string }[] }
    ).rows.map((row) => row.report_file);
    const fileUrl = (key: string, pilotId: number, id: number) =>
      `/api/v1/training_file/file/${key}?pilot_id=${pilotId}&kind=training_flight&id=${id}`;
    const ownPath = file.url.split("?")[0]?.slice("/api/v1/training_file/file/".length) as string;
    for (const [url, status] of [
      [fileUrl(otherKey as string, granted.pilotId as number, flightId), 404],
      [fileUrl(ownPath, granted.pilotId as number, otherFlight.id), 404],
      [fileUrl(otherKey as string, other.pilotId as number, otherFlight.id), 404],
    ] as const) {
      const reply = await ctx.app.inject({
        method: "GET",
        url,
        headers: { "access-token": inspector.client.token },
      });
      expect({ url, status: reply.statusCode }).toEqual({ url, status });
    }
    // The administrator reads the same file at the same address (the rule is the training file's).
    const asAdmin = await ctx.app.inject({
      method: "GET",
      url: file.url as string,
      headers: { "access-token": admin.client.token },
    });
    expect(asAdmin.statusCode).toBe(200);
    // Without asking for files, the timeline lists none (the profile's timeline is unchanged).
    const plain = await inspector.client.post("training_file/get_timeline", { pilot_id: granted.pilotId });
    expect(plain.body.data.training_file[0].files).toBeUndefined();
  });

  it("writes nothing and reads nothing else, whatever the call", async () => {
    const calls: [string, unknown][] = [
      ["auth/user/change_password", { old_password: "a".repeat(64), new_password: "b".repeat(64) }],
      ["auth/user/update_notifications", { mail_notifications: false }],
      ["pilot/pilot_detail", { id: granted.pilotId }],
      ["pilot/update_info_for_pilot", { id: granted.pilotId, phone_number: "0903123456" }],
      ["flt_training/training_flight_by_id", { id: flightId }],
      ["flt_training/delete_flight", { id: flightId }],
      ["flt_training/approve_result", { id: flightId }],
      [
        "inspector/create_grant",
        { inspector_id: inspector.userId, fleet: "A321", starts_on: day(0), ends_on: day(1) },
      ],
      ["inspector/revoke_grant", { id: grantId }],
      ["inspector/get_access_log", {}],
      ["audit/get_audit_list", {}],
      ["tasks/get_my_tasks", {}],
    ];
    for (const [url, body] of calls) {
      const reply = await inspector.client.post(url, body);
      expect({ url, status: reply.status, code: reply.body.code }).toEqual({
        url,
        status: 403,
        code: "FORBIDDEN",
      });
    }
    const file = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/files/avatars/2026/01/none.png",
      headers: { "access-token": inspector.client.token },
    });
    expect(file.statusCode).toBe(403);
    // A public call answers the inspector as it answers anyone: its session carries nothing there.
    const verify = await inspector.client.post("verify/verify_code", { code: "ABCDEFGHJKLM" });
    expect(verify.status).not.toBe(403);
  });

  it("reads a fleet's pilots through a fleet grant, and only that fleet's", async () => {
    const fleetInspector = await newInspector();
    await grant(fleetInspector, { fleet: "B787" });
    const mine = await fleetInspector.client.post("inspector/get_my_pilots", {});
    expect(mine.body.data.pilots.map((p: { id: number }) => p.id)).toEqual([b787.pilotId]);
    expect(
      (await fleetInspector.client.post("training_file/get_timeline", { pilot_id: b787.pilotId })).status,
    ).toBe(200);
    expect(
      (await fleetInspector.client.post("training_file/get_timeline", { pilot_id: granted.pilotId })).status,
    ).toBe(404);
  });
});

describe("the window: access starts and ends by itself, and a revoke ends it now", () => {
  it("refuses an inspector whose grant has not started yet", async () => {
    const inspector = await newInspector();
    const scheduled = await grant(inspector, { pilot_ids: [granted.pilotId as number] }, { from: 1, to: 2 });
    expect(scheduled.state).toBe("scheduled");
    const login = await apiClient(ctx).login(inspector.email, PASSWORD);
    expect({ status: login.status, code: login.body.code }).toEqual({ status: 403, code: "FORBIDDEN" });
    expect(login.body.message).toBe("Your inspection access has not started yet or has ended");
    const log = await admin.client.post("inspector/get_access_log", { inspector_id: inspector.userId });
    expect(log.body.data.access_log).toMatchObject([
      { action: "auth/login/validate", refused: "not_started", grant_id: scheduled.id, pilot_id: null },
    ]);
  });

  it("refuses every call the moment the window ends, without waiting for the session to end", async () => {
    const inspector = await newInspector();
    const { id } = await grant(inspector, { pilot_ids: [granted.pilotId as number] });
    expect(
      (await inspector.client.post("training_file/get_timeline", { pilot_id: granted.pilotId })).status,
    ).toBe(200);
    expect((await inspector.client.post("auth/me", {})).body.data.role).toBe(Role.INSPECTOR);
    // The window ends (its last day was yesterday).
    await ctx.database.db.execute(
      sql`update inspector_grants set starts_on = ${day(-2)}, ends_on = ${day(-1)} where id = ${id}`,
    );
    for (const url of [
      "auth/me",
      "inspector/get_my_pilots",
      "training_file/get_timeline",
      "pilot/pilot_detail",
    ]) {
      const reply = await inspector.client.post(url, { pilot_id: granted.pilotId });
      expect({ url, status: reply.status }).toEqual({
        url,
        status: url === "pilot/pilot_detail" ? 403 : 401,
      });
    }
    expect((await download(inspector.client.token, granted.pilotId as number)).statusCode).toBe(401);
    expect((await apiClient(ctx).login(inspector.email, PASSWORD)).status).toBe(403);
    const grants = await admin.client.post("inspector/get_grants", { inspector_id: inspector.userId });
    expect(grants.body.data.grants[0].state).toBe("ended");

    // Each refused try is in the log, newest first, marked refused with why: the sign-in, the
    // download (the pilot its address names), the calls (a call outside the inspector's reads is
    // refused before its grant is asked about).
    const log = await admin.client.post("inspector/get_access_log", { inspector_id: inspector.userId });
    expect(
      log.body.data.access_log
        .slice(0, 6)
        .map(
          (e: {
            action: string;
            pilot_id: number | null;
            refused: string | null;
            grant_id: number | null;
          }) => [e.action, e.pilot_id, e.refused, e.grant_id],
        ),
    ).toEqual([
      ["auth/login/validate", null, "ended", id],
      ["training_file/download", granted.pilotId, "ended", id],
      ["pilot/pilot_detail", null, "call_not_allowed", null],
      ["training_file/get_timeline", null, "ended", id],
      ["inspector/get_my_pilots", null, "ended", id],
      ["auth/me", null, "ended", id],
    ]);
    // Before the end: the one opening, answered.
    expect(log.body.data.access_log[6]).toMatchObject({
      action: "training_file/get_timeline",
      pilot_id: granted.pilotId,
      refused: null,
      grant_id: id,
    });
  });

  it("refuses every call after a revoke, and a second revoke says it is done already", async () => {
    const inspector = await newInspector();
    const { id } = await grant(inspector, { pilot_ids: [granted.pilotId as number] });
    expect((await inspector.client.post("inspector/get_my_pilots", {})).status).toBe(200);
    expect((await admin.client.post("inspector/revoke_grant", { id })).status).toBe(200);
    expect((await inspector.client.post("inspector/get_my_pilots", {})).status).toBe(401);
    expect(
      (await inspector.client.post("training_file/get_timeline", { pilot_id: granted.pilotId })).status,
    ).toBe(401);
    const again = await admin.client.post("inspector/revoke_grant", { id }, { lang: "vi" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Quyền truy cập này đã bị thu hồi");
    expect((await admin.client.post("inspector/revoke_grant", { id: 999_999 })).status).toBe(404);
    const log = await admin.client.post("inspector/get_access_log", { inspector_id: inspector.userId });
    expect(
      log.body.data.access_log.map((e: { action: string; refused: string | null; grant_id: number }) => [
        e.action,
        e.refused,
        e.grant_id,
      ]),
    ).toEqual([
      ["training_file/get_timeline", "revoked", id],
      ["inspector/get_my_pilots", "revoked", id],
    ]);
    const grants = await admin.client.post("inspector/get_grants", { inspector_id: inspector.userId });
    expect(grants.body.data.grants[0]).toMatchObject({ state: "revoked", granted_by_name: admin.fullName });
    // Signing out still works, so the browser drops its cookie.
    expect((await inspector.client.post("auth/logout", {})).status).toBe(200);
  });
});

describe("a grant's days: as chosen, whatever the zone of the client that chose them", () => {
  it("keeps the first and last day chosen and ends at the end of the last day in Vietnam", async () => {
    const inspector = await newInspector();
    const first = day(0);
    const last = day(3);
    const created = await admin.client.post("inspector/create_grant", {
      inspector_id: inspector.userId,
      pilot_ids: [granted.pilotId],
      starts_on: first,
      ends_on: last,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const window = {
      starts_on: first,
      ends_on: last,
      // The first instant of the first day and the first instant after the last, in Vietnam (UTC+7).
      starts_at: new Date(`${first}T00:00:00+07:00`).toISOString(),
      ends_at: new Date(`${addDays(last, 1)}T00:00:00+07:00`).toISOString(),
    };
    expect(created.body.data).toMatchObject({ ...window, state: "active" });
    const listed = await admin.client.post("inspector/get_grants", { inspector_id: inspector.userId });
    expect(listed.body.data.grants[0]).toMatchObject(window);
    inspector.client.token = await apiClient(ctx).tokenFor(inspector.email, PASSWORD);
    const mine = await inspector.client.post("inspector/get_my_pilots", {});
    expect(mine.body.data).toMatchObject({ ends_on: last, ends_at: window.ends_at });

    // Live from the first moment of the first day to the last moment of the last, Vietnam time,
    // whatever the zone the instants are written in.
    const cases: [string, boolean][] = [
      [`${addDays(first, -1)}T23:59:59+07:00`, false],
      [`${first}T00:00:00+07:00`, true],
      [`${addDays(first, -1)}T12:00:00-05:00`, true],
      [`${last}T23:59:59+07:00`, true],
      [`${last}T11:59:59-05:00`, true],
      [`${last}T12:00:00-05:00`, false],
      [`${addDays(last, 1)}T00:00:00+07:00`, false],
    ];
    for (const [instant, live] of cases)
      expect({
        instant,
        live: await hasLiveGrant(ctx.database.db, inspector.userId, new Date(instant)),
      }).toEqual({
        instant,
        live,
      });
  });

  it("refuses instants in place of days, as it refuses any unknown field", async () => {
    const inspector = await newInspector();
    const reply = await admin.client.post("inspector/create_grant", {
      inspector_id: inspector.userId,
      pilot_ids: [granted.pilotId],
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(reply.status).toBe(400);
  });
});
