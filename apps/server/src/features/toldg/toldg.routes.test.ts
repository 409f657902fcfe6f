import { addDays, computeRecency } from "@trms/shared";
import { and, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createToldgRecord,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { pilots } from "../../db/tables/pilot.table";
import { toldgFlights, toldgRecords } from "../../db/tables/toldg.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => addDays(today, -days);
/** The pilot who reports through the survey (no TO LDG record yet), a second pilot and an A321 staff user. */
let minhPilot: Made;
let pilot2: Made;
let staff: Made;
/** Minh's survey identity, named before the account exists (the cases below are built with it). */
const minh = { email: "minh@factory.trms", license_number: "VN10002" };

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  const instructor = await createInstructor(ctx, { caavNumber: "VN10001" });
  minhPilot = await createPilot(ctx, {
    email: minh.email,
    fullName: "Nguyễn Văn Minh",
    caavNumber: "VN10002",
    phoneNumber: "0903000002",
  });
  pilot2 = await createPilot(ctx, { caavNumber: "VN10003" });
  staff = await createStaff(ctx);
  tokens.superAdmin = (await createAdmin(ctx)).client.token;
  tokens.staff = staff.client.token;
  tokens.instructor = instructor.client.token;
  tokens.pilot = minhPilot.client.token;
  tokens.bareB787 = (await createStaff(ctx, [], { fleet: "B787" })).client.token;
  // 16 pilots who have reported, 4 in each of 4 fleets, with expired, soon-expiring and current rows.
  for (let i = 0; i < 16; i++) {
    const pilot = await createPilot(ctx, { fleet: ["A321", "B787", "A350", "ATR72"][i % 4] });
    const qualifyingAgo = 8 + ((i * 23) % 99);
    const flights = [0, 3, 6].map((d) => ({
      flight_date: daysAgo(qualifyingAgo - d),
      to_number: 1,
      ldg_number: 1,
    }));
    if (i % 2 === 0) flights.push({ flight_date: daysAgo(qualifyingAgo + 9), to_number: 2, ldg_number: 2 });
    await createToldgRecord(ctx, {
      pilot,
      flights,
      simDate: i % 3 === 0 ? daysAgo(20 + ((i * 31) % 90)) : null,
      totalFlightHours: 1200 + i * 415,
      onTypeFlightHours: 450 + i * 160,
    });
  }
});
afterAll(async () => {
  await ctx.close();
});

const as = (key: string) => ({ token: tokens[key] });
const minhCrew = () => minhPilot.crewCode as string;

async function stored(pilotEmailCrew: string) {
  const [pilot] = await ctx.database.db
    .select({ id: pilots.id })
    .from(pilots)
    .where(eq(pilots.crewCode, pilotEmailCrew));
  const id = pilot?.id ?? -1;
  const [record] = await ctx.database.db.select().from(toldgRecords).where(eq(toldgRecords.pilotId, id));
  const flights = await ctx.database.db
    .select({ date: toldgFlights.flightDate, to: toldgFlights.toNumber, ldg: toldgFlights.ldgNumber })
    .from(toldgFlights)
    .where(eq(toldgFlights.pilotId, id))
    .orderBy(toldgFlights.flightDate);
  return { record, flights };
}

async function totals() {
  const [records] = await ctx.database.db.select({ n: count() }).from(toldgRecords);
  const [flights] = await ctx.database.db.select({ n: count() }).from(toldgFlights);
  return { records: records?.n, flights: flights?.n };
}

describe("toldg/new_flight", () => {
  it("stores 3 flights without a session and answers the pilot's recency dates", async () => {
    const flights = [
      { flight_date: daysAgo(2), to_number: 1, ldg_number: 1 },
      { flight_date: daysAgo(10), to_number: 1, ldg_number: 1 },
      { flight_date: daysAgo(20), to_number: 1, ldg_number: 1 },
    ];
    const result = await api.post("toldg/new_flight", { ...minh, sim_date: daysAgo(60), flights });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({
      full_name: "Nguyễn Văn Minh",
      sim_date: daysAgo(60),
      dates: {
        ac_expired_date: addDays(daysAgo(20), 90),
        sim_expired_date: addDays(daysAgo(60), 90),
        recency_date: addDays(daysAgo(20), 90),
      },
      flights,
    });
    const { record, flights: rows } = await stored(minhCrew());
    expect(record?.recencyDate).toBe(addDays(daysAgo(20), 90));
    expect(rows).toHaveLength(3);
    const trail = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "toldg"), eq(auditLog.entityId, String(record?.pilotId))));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: "submit", actorId: null });
    expect(trail[0]?.changes).toMatchObject({
      submitted: { sim_date: daysAgo(60), flights },
      ip: expect.any(String),
    });
  });

  it("merges a later submission: the same date is updated, the SIM date kept when none is given", async () => {
    const result = await api.post("toldg/new_flight", {
      email: " Minh@Factory.TRMS ",
      license_number: "vn10002",
      flights: [
        { flight_date: daysAgo(2), to_number: 2, ldg_number: 2 },
        { flight_date: daysAgo(1), to_number: 1, ldg_number: 0 },
      ],
    });
    expect(result.status).toBe(200);
    const { record, flights } = await stored(minhCrew());
    expect(flights).toEqual([
      { date: daysAgo(20), to: 1, ldg: 1 },
      { date: daysAgo(10), to: 1, ldg: 1 },
      { date: daysAgo(2), to: 2, ldg: 2 },
      { date: daysAgo(1), to: 1, ldg: 0 },
    ]);
    expect(record?.simDate).toBe(daysAgo(60));
    // 3 take-offs by 2 days ago (1 + 2), 3 landings only with the flight 10 days ago.
    expect(result.body.data.dates.ac_expired_date).toBe(addDays(daysAgo(10), 90));
    expect(result.body.data.flights.map((f: { flight_date: string }) => f.flight_date)).toEqual([
      daysAgo(1),
      daysAgo(2),
      daysAgo(10),
      daysAgo(20),
    ]);
  });

  it("answers at most the 5 most recent flights and computes over every stored one", async () => {
    const more = [30, 31, 32].map((d) => ({ flight_date: daysAgo(d), to_number: 0, ldg_number: 0 }));
    const result = await api.post("toldg/new_flight", { ...minh, flights: more });
    expect(result.status).toBe(200);
    expect(result.body.data.flights).toHaveLength(5);
    expect(result.body.data.flights[0].flight_date).toBe(daysAgo(1));
    const { flights } = await stored(minhCrew());
    expect(flights).toHaveLength(7);
  });

  it("refuses a wrong licence, an unknown email, another pilot's licence and an inactive pilot alike", async () => {
    const before = await totals();
    const trailBefore = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "toldg")))
      .length;
    const deactivate = await api.post(
      "pilot/deactivate_pilot",
      { crew_code: pilot2.crewCode },
      as("superAdmin"),
    );
    expect(deactivate.status).toBe(200);
    const attempts = [
      { email: minhPilot.email, license_number: "VN99999" },
      { email: "nobody@factory.trms", license_number: "VN10002" },
      { email: minhPilot.email, license_number: "VN10001" },
      { email: pilot2.email, license_number: "VN10003" },
      { email: staff.email, license_number: "VN10002" },
    ];
    const flights = [{ flight_date: daysAgo(3), to_number: 3, ldg_number: 3 }];
    const answers = [];
    for (const identity of attempts) {
      const result = await api.post("toldg/new_flight", { ...identity, flights });
      expect(result.status, identity.email).toBe(404);
      answers.push(result.body);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      code: "NOT_FOUND",
      message: "No active pilot matches this email and licence number. Please check both and try again",
    });
    expect(await totals()).toEqual(before);
    expect((await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, "toldg"))).length).toBe(
      trailBefore,
    );
    await api.post("pilot/activate_pilot", { crew_code: pilot2.crewCode }, as("superAdmin"));
  });

  it.each([
    ["missing fields", {}, ["email", "license_number"], "This is a required question"],
    ["an invalid email", { ...minh, email: "minh.factory.trms" }, ["email"], "Email is invalid"],
    [
      "more than 5 flights",
      {
        ...minh,
        flights: [1, 2, 3, 4, 5, 6].map((d) => ({ flight_date: daysAgo(d), to_number: 1, ldg_number: 1 })),
      },
      ["flights"],
      "You can only add maximum 5 flight",
    ],
    [
      "a negative count",
      { ...minh, flights: [{ flight_date: daysAgo(1), to_number: -1, ldg_number: 1 }] },
      ["flights.0.to_number"],
      "Enter a whole number, 0 or more",
    ],
    [
      "a fractional count",
      { ...minh, flights: [{ flight_date: daysAgo(1), to_number: 1, ldg_number: 1.5 }] },
      ["flights.0.ldg_number"],
      "Enter a whole number, 0 or more",
    ],
    [
      "a flight entry without its counts",
      { ...minh, flights: [{ flight_date: daysAgo(1) }] },
      ["flights.0.to_number", "flights.0.ldg_number"],
      "This is a required question",
    ],
    [
      "a future flight date",
      { ...minh, flights: [{ flight_date: addDays(today, 3), to_number: 1, ldg_number: 1 }] },
      ["flights.0.flight_date"],
      "The date cannot be in the future",
    ],
    [
      "a future SIM date",
      { ...minh, sim_date: addDays(today, 3) },
      ["sim_date"],
      "The date cannot be in the future",
    ],
    [
      "the same date twice",
      {
        ...minh,
        flights: [
          { flight_date: daysAgo(4), to_number: 1, ldg_number: 1 },
          { flight_date: daysAgo(4), to_number: 2, ldg_number: 2 },
        ],
      },
      ["flights.1.flight_date"],
      "Each flight date can be entered only once",
    ],
  ])("refuses %s with a clear error and stores nothing", async (_name, body, paths, message) => {
    const before = await totals();
    const result = await api.post("toldg/new_flight", body);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe("VALIDATION_ERROR");
    const details = result.body.details as { path: string; message: string }[];
    for (const path of paths) expect(details).toContainEqual({ path, message });
    expect(await totals()).toEqual(before);
  });

  it("refuses unknown fields and a malformed date, and speaks Vietnamese when asked", async () => {
    expect((await api.post("toldg/new_flight", { ...minh, crew_code: minhCrew() })).status).toBe(400);
    expect((await api.post("toldg/new_flight", { ...minh, sim_date: "2026-02-30" })).status).toBe(400);
    const vi = await api.post("toldg/new_flight", {}, { lang: "vi" });
    expect(vi.body.details).toContainEqual({ path: "email", message: "Đây là câu hỏi bắt buộc" });
    const unknown = await api.post(
      "toldg/new_flight",
      { email: "x@y.vn", license_number: "VN1" },
      { lang: "vi" },
    );
    expect(unknown.body.message).toContain("Không tìm thấy phi công");
  });

  it("limits submissions per address", async () => {
    const ip = "10.9.8.7";
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await api.post("toldg/new_flight", { email: "x@y.vn", license_number: "X" }, { ip })).status,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(
      (await api.post("toldg/new_flight", { email: "x@y.vn", license_number: "X" }, { ip })).body.code,
    ).toBe("RATE_LIMITED");
  });
});

describe("toldg/get_all", () => {
  it("is refused without a session and to pilot-area accounts", async () => {
    expect((await api.post("toldg/get_all", {})).status).toBe(401);
    expect((await api.post("toldg/get_all", {}, as("pilot"))).status).toBe(403);
    expect((await api.post("toldg/get_all", {}, as("instructor"))).status).toBe(403);
  });

  it("lists every fleet's rows for the super administrator, with the 5 most recent flights", async () => {
    const all = await api.post("toldg/get_all", { page_count: 100 }, as("superAdmin"));
    expect(all.status).toBe(200);
    // The 16 pilots who had reported and Minh.
    expect(all.body.data.total).toBe(17);
    const minhRow = all.body.data.toldg_list.find((r: { crew_code: string }) => r.crew_code === minhCrew());
    expect(Object.keys(minhRow).sort()).toEqual(
      [
        "ac_expired_date",
        "crew_code",
        "email",
        "fleet",
        "flights",
        "full_name",
        "license_number",
        "on_type_flight_hours",
        "phone_number",
        "pilot_id",
        "recency_date",
        "sim_date",
        "sim_expired_date",
        "submitted_at",
        "total_flight_hours",
      ].sort(),
    );
    expect(minhRow).toMatchObject({
      license_number: "VN10002",
      full_name: "Nguyễn Văn Minh",
      phone_number: "0903000002",
      email: minh.email,
      sim_date: daysAgo(60),
    });
    expect(minhRow.flights).toHaveLength(5);
    expect(minhRow.flights[0]).toEqual({ flight_date: daysAgo(1), to_number: 1, ldg_number: 0 });
    const page = await api.post("toldg/get_all", { page_count: 5, page_number: 4 }, as("superAdmin"));
    expect(page.body.data.toldg_list).toHaveLength(2);
  });

  it("keeps other admin-area accounts within their fleet", async () => {
    const staff = await api.post("toldg/get_all", { page_count: 100 }, as("staff"));
    expect(staff.status).toBe(200);
    expect(staff.body.data.toldg_list.every((r: { fleet: string }) => r.fleet === "A321")).toBe(true);
    expect(staff.body.data.total).toBe(5);
    const b787 = await api.post("toldg/get_all", { page_count: 100 }, as("bareB787"));
    expect(b787.body.data.toldg_list.every((r: { fleet: string }) => r.fleet === "B787")).toBe(true);
    expect(b787.body.data.total).toBe(4);
  });

  it("searches by name, crew code, licence number and email", async () => {
    for (const keyword of ["văn minh", minhCrew().toLowerCase(), "vn10002", "minh@fact"]) {
      const result = await api.post("toldg/get_all", { keyword }, as("superAdmin"));
      expect(
        result.body.data.toldg_list.map((r: { crew_code: string }) => r.crew_code),
        keyword,
      ).toContain(minhCrew());
    }
    const none = await api.post("toldg/get_all", { keyword: "100%_" }, as("superAdmin"));
    expect(none.body.data.total).toBe(0);
  });

  it("sorts in SQL by the chosen field", async () => {
    const byRecency = await api.post(
      "toldg/get_all",
      { page_count: 100, order: "+", filters: { sort_by: "recency_date" } },
      as("superAdmin"),
    );
    const dates = byRecency.body.data.toldg_list.map((r: { recency_date: string }) => r.recency_date);
    expect(dates).toEqual([...dates].sort());
    const byName = await api.post(
      "toldg/get_all",
      { page_count: 100, order: "-", filters: { sort_by: "total_flight_hours" } },
      as("superAdmin"),
    );
    const hours = byName.body.data.toldg_list
      .map((r: { total_flight_hours: number | null }) => r.total_flight_hours)
      .filter((h: number | null) => h !== null);
    expect(hours).toEqual([...hours].sort((a: number, b: number) => b - a));
    expect(
      (await api.post("toldg/get_all", { filters: { sort_by: "email" } }, as("superAdmin"))).status,
    ).toBe(400);
  });

  it("stores what the recency rule computes for the stored rows", async () => {
    const all = await api.post("toldg/get_all", { page_count: 100 }, as("superAdmin"));
    for (const row of all.body.data.toldg_list as {
      flights: { flight_date: string; to_number: number; ldg_number: number }[];
      sim_date: string | null;
      recency_date: string | null;
    }[]) {
      expect(row.recency_date).toBe(
        computeRecency({ flights: row.flights, simDate: row.sim_date }).recency_date,
      );
    }
  });
});

describe("toldg/export", () => {
  it("is refused without a session and to pilots", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/v1/toldg/export" })).statusCode).toBe(401);
    const pilot = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/toldg/export",
      headers: { "access-token": tokens.pilot as string },
    });
    expect(pilot.statusCode).toBe(403);
  });

  it("downloads the filtered rows as a workbook with the session cookie", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/v1/toldg/export?keyword=${minhCrew().toLowerCase()}&order=%2B&sort_by=full_name`,
      headers: { cookie: `trms_session=${tokens.superAdmin}`, "accept-language": "vi" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(String(response.headers["content-disposition"])).toMatch(
      /^attachment; filename="TO LDG \d{2}-\d{2}-\d{4}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(2);
    expect(sheet?.getRow(1).getCell(2).value).toBe("Mã tổ bay");
    const row = sheet?.getRow(2);
    expect(row?.getCell(2).value).toBe(minhCrew());
    expect(row?.getCell(3).value).toBe("VN10002");
    const recency = row?.getCell(8).value as Date;
    expect(recency.toISOString().slice(0, 10)).toBe(addDays(daysAgo(10), 90));
    expect(row?.getCell(8).numFmt).toBe("dd/mm/yyyy");
    const firstFlight = row?.getCell(14).value as Date;
    expect(firstFlight.toISOString().slice(0, 10)).toBe(daysAgo(1));
  });

  it("exports only the caller's fleet and refuses an unknown sort field", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/toldg/export",
      headers: { "access-token": tokens.staff as string },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.rowCount).toBe(6);
    const bad = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/toldg/export?sort_by=password",
      headers: { "access-token": tokens.staff as string },
    });
    expect(bad.statusCode).toBe(400);
  });
});
