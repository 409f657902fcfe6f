/**
 * The list contract (ARCHITECTURE "API contract") on every list call: filters as the
 * spec's list of flag names and as the object of named filters, a string or a number refused, a
 * reversed date range refused with the spec's message in both languages, and a page past the end
 * that is empty but still counts every match.
 */
import { Role } from "@trms/shared";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseTrainings } from "../src/db/tables/base-training.table";
import { pilots } from "../src/db/tables/pilot.table";
import { progressTheoryReports } from "../src/db/tables/progress-theory.table";
import { theoryTests } from "../src/db/tables/theory-test.table";
import { toldgRecords } from "../src/db/tables/toldg.table";
import { trainingFlights } from "../src/db/tables/training-flight.table";
import { users } from "../src/db/tables/user.table";
import { TEST_PASSWORD } from "./accounts";
import { apiClient } from "./client";
import { createUser } from "./factories";
import { createTestApp, type TestContext } from "./harness";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let token: string;
let traineeId: number;

const PILOTS = 10;
const STAFF = 4;
const FLIGHTS = 12;
/** Flight i: below standard when i % 4 = 0, grounded when i % 3 = 0, on 2024-01-(i+1). */
const flight = (i: number) => ({
  lowPoint: i % 4 === 0,
  grounded: i % 3 === 0,
  date: `2024-01-${pad(i + 1)}`,
});
const pad = (n: number) => String(n).padStart(2, "0");

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  api = apiClient(ctx);
  const db = ctx.database.db;
  await createUser(ctx, { email: "super@test.trms", role: Role.ADMIN, isAdmin: true, fullName: "super" });
  token = await api.tokenFor("super@test.trms", TEST_PASSWORD);

  // Admin-area accounts created on 2024-01-15, 2024-02-15, … (Vietnam time).
  for (let i = 0; i < STAFF; i++) {
    const staff = await createUser(ctx, {
      email: `staff${i}@test.trms`,
      role: Role.USER,
      fullName: `staff${i}`,
    });
    await db
      .update(users)
      .set({ createdAt: new Date(`2024-${pad(i + 1)}-15T10:00:00+07:00`) })
      .where(eq(users.id, staff.userId));
  }

  // Pilots who first flew on 2020-01-01, 2020-01-02, …, with a TO LDG record whose recency date is 2025-01-(i+1).
  const pilotIds: number[] = [];
  for (let i = 0; i < PILOTS; i++) {
    const pilot = await createUser(ctx, {
      email: `pilot${i}@test.trms`,
      role: Role.PILOT,
      fleet: i < 6 ? "A321" : "B787",
      profile: { crewCode: `P${pad(i)}` },
      fullName: `pilot${i}`,
    });
    pilotIds.push(pilot.pilotId as number);
    await db
      .update(pilots)
      .set({ firstFlightDate: `2020-01-${pad(i + 1)}` })
      .where(eq(pilots.id, pilot.pilotId as number));
    await db.insert(toldgRecords).values({
      pilotId: pilot.pilotId as number,
      licenseNumber: `VN${pad(i)}`,
      recencyDate: `2025-01-${pad(i + 1)}`,
    });
  }
  traineeId = pilotIds[0] as number;
  const instructor = await createUser(ctx, {
    email: "instructor@test.trms",
    role: Role.INSTRUCTOR,
    profile: { crewCode: "I01" },
    fullName: "instructor",
  });
  await db.insert(trainingFlights).values(
    Array.from({ length: FLIGHTS }, (_, i) => ({
      pilotId: traineeId,
      instructorId: instructor.pilotId as number,
      instructorName: "instructor",
      instructorSignature: "instructor",
      flightType: i % 6,
      dateOfFlight: flight(i).date,
      numberOfSector: 1,
      routes: "HAN-SGN",
      criteria: {},
      minScore: flight(i).lowPoint ? 2 : 4,
      grounded: flight(i).grounded,
      reportFile: "training_file/r.pdf",
    })),
  );
  // Base trainings, theory tests and progress theory reports on the same days, by two instructors.
  const record = (i: number) => ({
    pilotId: traineeId,
    instructorId: instructor.pilotId as number,
    instructorName: i % 2 ? "Bùi Văn An" : "Trần Quốc Huy",
    reportFile: `training_file/r${i}.pdf`,
  });
  const days = Array.from({ length: FLIGHTS }, (_, i) => i);
  await db.insert(baseTrainings).values(
    days.map((i) => ({
      ...record(i),
      dateOfFlight: flight(i).date,
      airport: i % 3 ? "VCA" : "PQC",
      preDepartureAndPostFlight: 3,
      toGaClb: 3,
      cruiseDescentApproach: 3,
      landing: 3,
      circuit: 3,
      acHandling: 3,
      result: true,
    })),
  );
  await db
    .insert(theoryTests)
    .values(
      days.map((i) => ({ ...record(i), dateOfTest: flight(i).date, comments: "ok", result: i % 2 === 0 })),
    );
  await db.insert(progressTheoryReports).values(
    days.map((i) => ({
      ...record(i),
      dateOfTest: flight(i).date,
      aircraftLimitations: "a",
      aircraftSystems: "a",
      emergencyEquipment: "a",
      sops: "a",
      fom: "a",
      airwayManuals: "a",
      melCdl: "a",
      generalAviationKnowledge: "a",
    })),
  );
});
afterAll(async () => {
  await ctx.close();
});

interface ListCall {
  name: string;
  url: string;
  /** The key of the reply's items. */
  items: string;
  /** What every request of this call carries. */
  base: () => Record<string, unknown>;
  /** Every row the super administrator sees. */
  total: number;
  /** A named filter in the object form and how many rows it keeps. */
  named: [Record<string, unknown>, number];
  /** A date range on the list's date and how many rows fall in it. */
  range: [{ start_date: string; end_date: string }, number];
  /** A column to sort on. */
  sortBy: string;
}

const calls: ListCall[] = [
  {
    name: "pilots",
    url: "pilot/sort_pilot",
    items: "pilots",
    base: () => ({}),
    total: PILOTS + 1,
    named: [{ fleet: "B787" }, 4],
    range: [{ start_date: "2020-01-03", end_date: "2020-01-05" }, 3],
    sortBy: "full_name",
  },
  {
    // The FOT list pages the same pilots as the pilot list, with no named filter.
    name: "FOT pilots",
    url: "pilot/fot_list",
    items: "pilots",
    base: () => ({}),
    total: PILOTS + 1,
    named: [{}, PILOTS + 1],
    range: [{ start_date: "2020-01-03", end_date: "2020-01-05" }, 3],
    sortBy: "full_name",
  },
  {
    name: "users",
    url: "auth/user/list",
    items: "users",
    base: () => ({}),
    total: STAFF + 1,
    named: [{ status: 1 }, STAFF + 1],
    range: [{ start_date: "2024-02-15", end_date: "2024-03-15" }, 2],
    sortBy: "email",
  },
  {
    name: "training flights",
    url: "flt_training/search_training_flight",
    items: "training_flights",
    base: () => ({ pilot_id: traineeId }),
    total: FLIGHTS,
    named: [{ grounded: true }, 4],
    range: [{ start_date: "2024-01-02", end_date: "2024-01-06" }, 5],
    sortBy: "flight_type",
  },
  {
    name: "base trainings",
    url: "flt_training/base_training_list",
    items: "base_trainings",
    base: () => ({ pilot_id: traineeId }),
    total: FLIGHTS,
    named: [{}, FLIGHTS],
    range: [{ start_date: "2024-01-02", end_date: "2024-01-06" }, 5],
    sortBy: "airport",
  },
  {
    name: "theory tests",
    url: "flt_training/get_theory_test_by_pilot",
    items: "theory_tests",
    base: () => ({ pilot_id: traineeId }),
    total: FLIGHTS,
    named: [{}, FLIGHTS],
    range: [{ start_date: "2024-01-02", end_date: "2024-01-06" }, 5],
    sortBy: "instructor_name",
  },
  {
    name: "progress theory reports",
    url: "flt_training/get_progress_theory_report_by_pilot",
    items: "progress_theory_reports",
    base: () => ({ pilot_id: traineeId }),
    total: FLIGHTS,
    named: [{}, FLIGHTS],
    range: [{ start_date: "2024-01-02", end_date: "2024-01-06" }, 5],
    sortBy: "date_of_test",
  },
  {
    name: "TO LDG",
    url: "toldg/get_all",
    items: "toldg_list",
    base: () => ({}),
    total: PILOTS,
    named: [{}, PILOTS],
    range: [{ start_date: "2025-01-01", end_date: "2025-01-04" }, 4],
    sortBy: "crew_code",
  },
];

const list = (call: ListCall, body: Record<string, unknown>, lang: "en" | "vi" = "en") =>
  api.post(call.url, { ...call.base(), ...body }, { token, lang });

describe.each(calls)("$name ($url)", (call) => {
  it("takes filters as the spec's list of flag names, empty or not", async () => {
    const all = await list(call, { filters: [] });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(call.total);
    const unknown = await list(call, { filters: ["no_such_flag"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("VALIDATION_ERROR");
    expect(unknown.body.details).toContainEqual({ path: "filters.0", message: "Unknown field" });
  });

  it("takes filters as the object of named filters", async () => {
    const [filters, expected] = call.named;
    const result = await list(call, { filters });
    expect(result.status).toBe(200);
    expect(result.body.data.total).toBe(expected);
    expect((await list(call, { filters: { no_such_filter: 1 } })).status).toBe(400);
  });

  it("refuses filters sent as a string or a number", async () => {
    for (const filters of ["low_point", 3]) {
      const result = await list(call, { filters });
      expect(result.status, JSON.stringify(filters)).toBe(400);
      expect(result.body.code).toBe("VALIDATION_ERROR");
    }
  });

  it("filters by a date range and refuses a reversed one with the spec's message in en and vi", async () => {
    const [range, expected] = call.range;
    const within = await list(call, { date_range: range });
    expect(within.status).toBe(200);
    expect(within.body.data.total).toBe(expected);
    const reversed = { date_range: { start_date: range.end_date, end_date: range.start_date } };
    const en = await list(call, reversed, "en");
    expect(en.status).toBe(400);
    expect(en.body.code).toBe("VALIDATION_ERROR");
    expect(en.body.details).toContainEqual({
      path: "date_range.start_date",
      message: "Start date must not be greater than end date",
    });
    const vi = await list(call, reversed, "vi");
    expect(vi.status).toBe(400);
    expect(vi.body.details).toContainEqual({
      path: "date_range.start_date",
      message: "Ngày bắt đầu không được lớn hơn ngày kết thúc",
    });
  });

  it("answers a page past the end with no rows and the right total", async () => {
    const result = await list(call, { page_number: 99, page_count: 5 });
    expect(result.status).toBe(200);
    expect(result.body.data[call.items]).toEqual([]);
    expect(result.body.data.total).toBe(call.total);
    const last = await list(call, { page_number: Math.ceil(call.total / 5), page_count: 5 });
    expect(last.body.data[call.items]).toHaveLength(call.total % 5 || 5);
  });

  it("sorts by sort_by or filters.sort_by among its columns only, every row once across pages", async () => {
    const seen: unknown[] = [];
    for (let page = 1; page <= Math.ceil(call.total / 3); page++) {
      const result = await list(call, { sort_by: call.sortBy, order: "+", page_number: page, page_count: 3 });
      expect(result.status).toBe(200);
      seen.push(...result.body.data[call.items].map((row: Record<string, unknown>) => row[call.sortBy]));
    }
    expect(seen).toHaveLength(call.total);
    expect(seen).toEqual([...seen].sort());
    const inFilters = await list(call, { filters: { sort_by: call.sortBy }, order: "+", page_count: 100 });
    expect(inFilters.body.data[call.items].map((row: Record<string, unknown>) => row[call.sortBy])).toEqual(
      seen,
    );
    expect((await list(call, { sort_by: "password_hash" })).status).toBe(400);
  });
});

describe("training flight flags", () => {
  const search = (filters: unknown) =>
    api.post(
      "flt_training/search_training_flight",
      { pilot_id: traineeId, filters, page_count: 100 },
      { token },
    );
  const count = (match: (f: ReturnType<typeof flight>) => boolean) =>
    Array.from({ length: FLIGHTS }, (_, i) => flight(i)).filter(match).length;

  it("reads ['low_point', 'grounded'] as {low_point: true, grounded: true}", async () => {
    const asList = await search(["low_point", "grounded"]);
    const asObject = await search({ low_point: true, grounded: true });
    expect(asList.status).toBe(200);
    expect(asList.body.data.total).toBe(count((f) => f.lowPoint && f.grounded));
    expect(asList.body.data).toEqual(asObject.body.data);
    expect((await search(["low_point"])).body.data.total).toBe(count((f) => f.lowPoint));
    expect((await search({ low_point: false })).body.data.total).toBe(FLIGHTS);
  });
});

describe("TO LDG export", () => {
  const download = (query: string, lang: "en" | "vi" = "en") =>
    ctx.app.inject({
      method: "GET",
      url: `/api/v1/toldg/export?${query}`,
      headers: { "access-token": token, "application-type": "5", "accept-language": lang },
    });
  const sheetRows = async (body: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    return (workbook.worksheets[0]?.rowCount ?? 1) - 1;
  };

  it("exports the rows of the list's date range and filters through the same contract", async () => {
    const ranged = await download("start_date=2025-01-01&end_date=2025-01-04&sort_by=crew_code&order=%2B");
    expect(ranged.statusCode).toBe(200);
    expect(await sheetRows(ranged.rawPayload)).toBe(4);
    const empty = await download("filters=");
    expect(empty.statusCode).toBe(200);
    expect(await sheetRows(empty.rawPayload)).toBe(PILOTS);
  });

  it("refuses an unknown flag and a reversed date range, in the caller's language", async () => {
    const unknown = await download("filters=no_such_flag");
    expect(unknown.statusCode).toBe(400);
    const en = await download("start_date=2025-02-01&end_date=2025-01-01");
    expect(en.statusCode).toBe(400);
    expect(en.json().details).toContainEqual({
      path: "date_range.start_date",
      message: "Start date must not be greater than end date",
    });
    const vi = await download("start_date=2025-02-01&end_date=2025-01-01", "vi");
    expect(vi.json().details).toContainEqual({
      path: "date_range.start_date",
      message: "Ngày bắt đầu không được lớn hơn ngày kết thúc",
    });
  });
});
