import {
  addDays,
  calendarMonthsValidUntil,
  endOfCalendarMonthAfter,
  evaluateValidity,
  LineCheckStatus,
  Permission,
  Role,
  SimFormStatus,
  validityRule,
} from "@trms/shared";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { eventReports } from "../../db/tables/event-report.table";
import { pilotValidities } from "../../db/tables/ledger.table";
import { lineChecks } from "../../db/tables/line-check.table";
import { pilots } from "../../db/tables/pilot.table";
import { simSessions } from "../../db/tables/sim.table";
import { simForms } from "../../db/tables/sim-form.table";
import { toldgRecords } from "../../db/tables/toldg.table";
import { airlineToday } from "../../lib/airline-time";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const as = (key: string) => ({ token: tokens[key] });
const today = airlineToday();

/** The role matrix: who may read the ledger (admin area with the pilot list), who may not. */
const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true, fleet: "A321" }],
  ["admin", { role: Role.ADMIN, fleet: "A321" }],
  ["listStaff", { role: Role.USER, permissions: [Permission.VIEW_PILOT_LIST], fleet: "A321" }],
  ["b787Staff", { role: Role.USER, permissions: [Permission.VIEW_PILOT_LIST], fleet: "B787" }],
  ["simViewer", { role: Role.USER, permissions: [Permission.VIEW_SIM], fleet: "A321" }],
  ["instructor", { role: Role.INSTRUCTOR, profile: { crewCode: "LI01" }, fleet: "A321" }],
  ["pilot1", { role: Role.PILOT, profile: { crewCode: "LP01" }, fleet: "A321" }],
  ["pilot2", { role: Role.PILOT, profile: { crewCode: "LP02" }, fleet: "A321" }],
  ["pilot3", { role: Role.PILOT, profile: { crewCode: "LP03" }, fleet: "B787" }],
  ["employee", { role: Role.EMPLOYEE, fleet: "A321" }],
] as const;
const ALLOWED = ["superAdmin", "admin", "listStaff", "b787Staff"];

/** A GET as the web's download link sends it. */
const get = (url: string, who: string) =>
  ctx.app.inject({
    method: "GET",
    url: `/api/v1/${url}`,
    headers: { "access-token": tokens[who] as string, "accept-language": "en" },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  for (const [key, account] of ACCOUNTS) {
    tokens[key] = (
      await createUser(ctx, { email: `${key.toLowerCase()}@test.trms`, ...account })
    ).client.token;
  }
});
afterAll(async () => {
  await ctx.close();
});

async function pilotId(crewCode: string) {
  const [row] = await ctx.database.db
    .select({ id: pilots.id })
    .from(pilots)
    .where(eq(pilots.crewCode, crewCode));
  return row?.id as number;
}
async function stored(crewCode: string) {
  const [row] = await ctx.database.db
    .select()
    .from(pilotValidities)
    .where(eq(pilotValidities.pilotId, await pilotId(crewCode)));
  return row;
}

/** A session written straight to the tables (the triggers are what is under test), on this day. */
async function sessionOn(
  day: string,
  first: string,
  second: string,
  status: number = SimFormStatus.COMPLETED,
) {
  const [session] = await ctx.database.db
    .insert(simSessions)
    .values({
      firstPilotCrewCode: first,
      secondPilotCrewCode: second,
      simaInstructorCrewCode: "LI01",
      simbInstructorCrewCode: "LI01",
      sessionaDateTime: new Date(`${day}T08:00:00+07:00`),
      sessionbDateTime: new Date(`${day}T20:00:00+07:00`),
      sessionaPlace: "VN001",
      sessionbPlace: "VN001",
    })
    .returning({ id: simSessions.id });
  const id = session?.id as number;
  await ctx.database.db.insert(simForms).values([
    { simId: id, pilotOrder: 1, status },
    { simId: id, pilotOrder: 2, status },
  ]);
  return id;
}

describe("the validities are derived from the records in SQL", () => {
  it("chains SIM checks exactly as the shared rule does, at every edge", async () => {
    const sim = validityRule("sim");
    const cases: string[][] = [
      ["2026-01-15"],
      ["2026-01-15", "2026-05-01"],
      ["2026-01-15", "2026-07-31"],
      ["2026-01-15", "2026-04-30"],
      ["2026-01-15", "2026-08-01"],
      ["2026-08-31", "2026-12-20", "2027-06-10"],
    ];
    let n = 0;
    for (const dates of cases) {
      n += 1;
      const code = `EDGE${n}`;
      await createUser(ctx, { email: `edge${n}@test.trms`, role: Role.PILOT, profile: { crewCode: code } });
      for (const day of dates) await sessionOn(day, code, "0000");
      const expected =
        sim.measure.kind === "calendar_months"
          ? calendarMonthsValidUntil(dates, sim.measure.months, sim.measure.renewal_window_months)
          : null;
      expect((await stored(code))?.simValidUntil, dates.join(",")).toBe(expected);
      expect((await stored(code))?.lastSimCheckDate).toBe(dates.at(-1));
    }
  });

  it("counts only Completed forms, dated in Vietnam time, and forgets a deleted session", async () => {
    await sessionOn("2026-02-10", "LP02", "0000", SimFormStatus.FAILED);
    expect((await stored("LP02"))?.simValidUntil).toBeNull();
    // 23:30 on 31/03 in Vietnam is 16:30 UTC the same day; 00:30 on 01/04 is 17:30 UTC on 31/03.
    const [late] = await ctx.database.db
      .insert(simSessions)
      .values({
        firstPilotCrewCode: "LP02",
        secondPilotCrewCode: "0000",
        simaInstructorCrewCode: "LI01",
        simbInstructorCrewCode: "LI01",
        sessionaDateTime: new Date("2026-03-31T12:00:00+07:00"),
        sessionbDateTime: new Date("2026-04-01T00:30:00+07:00"),
        sessionaPlace: "VN001",
        sessionbPlace: "VN001",
      })
      .returning({ id: simSessions.id });
    await ctx.database.db.insert(simForms).values({ simId: late?.id as number, pilotOrder: 1, status: 5 });
    expect((await stored("LP02"))?.simValidUntil).toBe(endOfCalendarMonthAfter("2026-04-01", 6));
    await ctx.database.db.delete(simSessions).where(eq(simSessions.id, late?.id as number));
    expect((await stored("LP02"))?.simValidUntil).toBeNull();
  });

  it("follows the TO LDG recency date and a pilot created after their sessions", async () => {
    const id = await pilotId("LP01");
    await ctx.database.db
      .insert(toldgRecords)
      .values({ pilotId: id, licenseNumber: "X1", recencyDate: "2026-09-09" });
    expect((await stored("LP01"))?.toLdgValidUntil).toBe("2026-09-09");
    await ctx.database.db
      .update(toldgRecords)
      .set({ recencyDate: "2026-10-10" })
      .where(eq(toldgRecords.pilotId, id));
    expect((await stored("LP01"))?.toLdgValidUntil).toBe("2026-10-10");

    await sessionOn("2026-05-05", "LATE1", "0000");
    await createUser(ctx, { email: "late1@test.trms", role: Role.PILOT, profile: { crewCode: "LATE1" } });
    expect((await stored("LATE1"))?.simValidUntil).toBe("2026-11-30");
  });

  it("chains Completed line checks exactly as the shared rule does, dated in Vietnam time", async () => {
    const rule = validityRule("line_check");
    const expect12 = (dates: string[]) =>
      rule.measure.kind === "calendar_months"
        ? calendarMonthsValidUntil(dates, rule.measure.months, rule.measure.renewal_window_months)
        : null;
    const cases: string[][] = [
      ["2026-01-15"],
      ["2026-01-15", "2026-11-01"],
      ["2026-01-15", "2026-10-31"],
      ["2027-01-31", "2026-01-15"],
      ["2026-01-15", "2027-02-01"],
    ];
    let n = 0;
    for (const dates of cases) {
      n += 1;
      const code = `LCE${n}`;
      await createUser(ctx, { email: `lce${n}@test.trms`, role: Role.PILOT, profile: { crewCode: code } });
      await ctx.database.db.insert(lineChecks).values(
        dates.map((day) => ({
          pilotCrewCode: code,
          instructorCrewCode: "LI01",
          lineCheckDate: new Date(`${day}T10:00:00+07:00`),
          lineCheckSectors: "HAN-SGN",
          status: LineCheckStatus.COMPLETED,
        })),
      );
      expect((await stored(code))?.lineCheckValidUntil, dates.join(",")).toBe(expect12(dates));
      expect((await stored(code))?.lastLineCheckDate).toBe([...dates].sort().at(-1));
    }
    // 00:30 on 01/02 in Vietnam is still 31/01 in UTC: the check counts in February.
    const [late] = await ctx.database.db
      .insert(lineChecks)
      .values({
        pilotCrewCode: "LP02",
        instructorCrewCode: "LI01",
        lineCheckDate: new Date("2026-02-01T00:30:00+07:00"),
        lineCheckSectors: "HAN-DAD",
        status: LineCheckStatus.PILOT_SUBMITTED,
      })
      .returning({ id: lineChecks.id });
    expect((await stored("LP02"))?.lineCheckValidUntil).toBeNull();
    const id = late?.id as number;
    await ctx.database.db
      .update(lineChecks)
      .set({ status: LineCheckStatus.COMPLETED })
      .where(eq(lineChecks.id, id));
    expect((await stored("LP02"))?.lineCheckValidUntil).toBe(endOfCalendarMonthAfter("2026-02-01", 12));
    // Moved to another pilot, both pilots follow; deleted, it is forgotten.
    await ctx.database.db.update(lineChecks).set({ pilotCrewCode: "LCE1" }).where(eq(lineChecks.id, id));
    expect((await stored("LP02"))?.lineCheckValidUntil).toBeNull();
    expect((await stored("LCE1"))?.lineCheckValidUntil).toBe(expect12(["2026-01-15", "2026-02-01"]));
    await ctx.database.db.delete(lineChecks).where(eq(lineChecks.id, id));
    expect((await stored("LCE1"))?.lineCheckValidUntil).toBe(expect12(["2026-01-15"]));
  });

  it("keeps no validity the application could write by hand: no call writes the table", async () => {
    const routes = ctx.app.printRoutes();
    expect(routes).not.toMatch(/ledger\/(set|update|create)/);
  });
});

describe("ledger/get_ledger", () => {
  it("answers only admin-area accounts that may see the pilot list", async () => {
    for (const [who] of ACCOUNTS) {
      const result = await api.post("ledger/get_ledger", {}, as(who));
      expect(result.status, who).toBe(ALLOWED.includes(who) ? 200 : 403);
    }
    expect((await api.post("ledger/get_ledger", {})).status).toBe(401);
    // The guard answers before the body is read.
    expect((await api.post("ledger/get_ledger", { page_count: "x" }, as("pilot1"))).status).toBe(403);
  });

  it("complete a SIM form through the API: the pilot turns from never to valid", async () => {
    const before = await api.post("ledger/get_ledger", { keyword: "LP03" }, as("superAdmin"));
    expect(before.body.data.pilots[0].validities.sim).toEqual({ valid_until: null, state: "never" });
    const created = await api.post(
      "sim/create_sim",
      {
        first_pilot_crew_code: "LP03",
        second_pilot_crew_code: "0000",
        sima_instructor_crew_code: "LI01",
        simb_instructor_crew_code: "LI01",
        sessiona_date_time: `${today}T08:00:00+07:00`,
        sessiona_place: "VN001",
        sessionb_date_time: `${today}T13:00:00+07:00`,
        sessionb_place: "VN001",
      },
      // LP03 flies B787: only the super administrator schedules across fleets.
      as("superAdmin"),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [form] = await ctx.database.db
      .select({ id: simForms.id })
      .from(simForms)
      .where(sql`${simForms.simId} = ${created.body.data.id} and ${simForms.pilotOrder} = 1`);
    const pending = await api.post("ledger/get_ledger", { keyword: "LP03" }, as("superAdmin"));
    expect(pending.body.data.pilots[0].validities.sim.state).toBe("never");
    expect(pending.body.data.pilots[0].validities.elearning).toEqual({
      valid_until: today,
      state: "expiring",
    });

    const formData = new FormData();
    formData.append("form_id", String(form?.id));
    formData.append("status", "5");
    const completed = await api.postForm("sim/set_status", formData, as("superAdmin"));
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const after = await api.post("ledger/get_ledger", { keyword: "LP03" }, as("superAdmin"));
    expect(after.body.data.pilots[0]).toMatchObject({
      crew_code: "LP03",
      last_sim_check_date: today,
      validities: { sim: { valid_until: endOfCalendarMonthAfter(today, 6), state: "valid" } },
    });
  });

  it("complete a line check through the API: the pilot's line check turns from never to valid", async () => {
    const before = await api.post("ledger/get_ledger", { keyword: "LP01" }, as("superAdmin"));
    expect(before.body.data.pilots[0].validities.line_check).toEqual({ valid_until: null, state: "never" });
    const [year, month, day] = today.split("-");
    const created = await api.post(
      "linecheck/create_line_check",
      {
        pilot_crew_code: "LP01",
        instructor_crew_code: "LI01",
        line_check_date: `${day}/${month}/${year} - 08:30`,
        line_check_sectors: "HAN-SGN, SGN-HAN",
      },
      as("admin"),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const pending = await api.post("ledger/get_ledger", { keyword: "LP01" }, as("superAdmin"));
    expect(pending.body.data.pilots[0].validities.line_check.state).toBe("never");

    const form = new FormData();
    form.append("line_check_id", String(created.body.data.id));
    form.append("status", String(LineCheckStatus.COMPLETED));
    form.append("reason", "Filed");
    const completed = await api.postForm("linecheck/set_line_check_status", form, as("admin"));
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const rule = validityRule("line_check");
    const after = await api.post("ledger/get_ledger", { keyword: "LP01" }, as("superAdmin"));
    expect(after.body.data.pilots[0]).toMatchObject({
      crew_code: "LP01",
      last_line_check_date: today,
      validities: { line_check: evaluateValidity(rule, { checkDates: [today] }, today) },
    });
    expect(after.body.data.pilots[0].validities.line_check).toEqual({
      valid_until: endOfCalendarMonthAfter(today, 12),
      state: "valid",
    });
    const sorted = await api.post(
      "ledger/get_ledger",
      {
        filters: { validity: "line_check", expiring_within_days: 0 },
        sort_by: "line_check",
        page_count: 100,
      },
      as("superAdmin"),
    );
    expect(sorted.body.data.pilots.map((p: { crew_code: string }) => p.crew_code)).not.toContain("LP01");
    const bySort = await api.post(
      "ledger/get_ledger",
      { sort_by: "line_check", order: "+", page_count: 100 },
      as("superAdmin"),
    );
    const dates = bySort.body.data.pilots
      .map(
        (p: { validities: { line_check: { valid_until: string | null } } }) =>
          p.validities.line_check.valid_until,
      )
      .filter(Boolean);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toContain(endOfCalendarMonthAfter(today, 12));
  });

  it("keeps a manager to their fleet and filters by fleet, expiring and expired", async () => {
    const b787 = await api.post("ledger/get_ledger", { page_count: 100 }, as("b787Staff"));
    expect(b787.body.data.pilots.every((p: { fleet: string }) => p.fleet === "B787")).toBe(true);
    expect(b787.body.data.pilots.map((p: { crew_code: string }) => p.crew_code)).toContain("LP03");
    const a321 = await api.post("ledger/get_ledger", { page_count: 100 }, as("listStaff"));
    expect(a321.body.data.pilots.map((p: { crew_code: string }) => p.crew_code)).not.toContain("LP03");
    const byFleet = await api.post("ledger/get_ledger", { filters: { fleet: "B787" } }, as("superAdmin"));
    expect(byFleet.body.data.pilots.every((p: { fleet: string }) => p.fleet === "B787")).toBe(true);

    // LP03's e-learning is due today: within 0 days; its SIM runs ~6 months: not within 30.
    const expiring = await api.post(
      "ledger/get_ledger",
      { filters: { expiring_within_days: 0, validity: "elearning" }, page_count: 100 },
      as("superAdmin"),
    );
    expect(expiring.body.data.pilots.map((p: { crew_code: string }) => p.crew_code)).toEqual(["LP03"]);
    const simSoon = await api.post(
      "ledger/get_ledger",
      { filters: { expiring_within_days: 30, validity: "sim" }, page_count: 100 },
      as("superAdmin"),
    );
    expect(simSoon.body.data.pilots.map((p: { crew_code: string }) => p.crew_code)).not.toContain("LP03");
    const expired = await api.post(
      "ledger/get_ledger",
      { filters: { expired: true, validity: "sim" }, page_count: 100 },
      as("superAdmin"),
    );
    const codes = expired.body.data.pilots.map((p: { crew_code: string }) => p.crew_code);
    expect(codes).toContain("EDGE1");
    for (const p of expired.body.data.pilots) expect(p.validities.sim.state).toBe("expired");
  });

  it("finds the pilots one of whose validities ends within the days, whichever validity", async () => {
    // LV01: SIM ended ten days ago, line check a year ahead: nothing ends in the next 30 days.
    // LV02: line check ends in 20 days. LV03: TO/LDG ends today, e-learning was due last month.
    const setUp = {
      LV01: { simValidUntil: addDays(today, -10), lineCheckValidUntil: addDays(today, 365) },
      LV02: { simValidUntil: addDays(today, 200), lineCheckValidUntil: addDays(today, 20) },
      LV03: { toLdgValidUntil: today, elearningSessionDate: addDays(today, -30), elearningDone: false },
    };
    for (const [crewCode, validities] of Object.entries(setUp)) {
      await createUser(ctx, {
        email: `${crewCode.toLowerCase()}@test.trms`,
        role: Role.PILOT,
        profile: { crewCode },
        fleet: "A321",
      });
      await ctx.database.db
        .update(pilotValidities)
        .set(validities)
        .where(eq(pilotValidities.pilotId, await pilotId(crewCode)));
    }
    const within = async (days: number) => {
      const reply = await api.post(
        "ledger/get_ledger",
        { keyword: "LV0", filters: { expiring_within_days: days }, page_count: 100 },
        as("superAdmin"),
      );
      expect(reply.status).toBe(200);
      return reply.body.data.pilots.map((p: { crew_code: string }) => p.crew_code).sort();
    };
    expect(await within(30)).toEqual(["LV02", "LV03"]);
    expect(await within(0)).toEqual(["LV03"]);
    expect(await within(365)).toEqual(["LV01", "LV02", "LV03"]);
  });

  it("counts a window from the validity rows, which follow their pilot's status and fleet", async () => {
    const windowOf = async (fleet: string) => {
      const reply = await api.post(
        "ledger/get_ledger",
        { filters: { expiring_within_days: 30, fleet }, page_count: 100 },
        as("superAdmin"),
      );
      expect(reply.status).toBe(200);
      const codes = reply.body.data.pilots.map((p: { crew_code: string }) => p.crew_code);
      // The total counted off the validity rows is the number of pilots the page lists.
      expect(reply.body.data.total).toBe(codes.length);
      return codes.sort();
    };
    const [a350, b787] = [await windowOf("A350"), await windowOf("B787")];
    await createUser(ctx, {
      email: "lv04@test.trms",
      role: Role.PILOT,
      profile: { crewCode: "LV04" },
      fleet: "A350",
    });
    const id = await pilotId("LV04");
    await ctx.database.db
      .update(pilotValidities)
      .set({ lineCheckValidUntil: addDays(today, 5) })
      .where(eq(pilotValidities.pilotId, id));
    expect(await windowOf("A350")).toEqual([...a350, "LV04"].sort());
    // Made inactive: no longer counted; active again in another fleet: counted there.
    await ctx.database.db.update(pilots).set({ status: 0 }).where(eq(pilots.id, id));
    expect(await windowOf("A350")).toEqual(a350);
    await ctx.database.db.update(pilots).set({ status: 1, fleet: "B787" }).where(eq(pilots.id, id));
    expect(await windowOf("A350")).toEqual(a350);
    expect(await windowOf("B787")).toEqual([...b787, "LV04"].sort());
    // Out of the later tests' figures.
    await ctx.database.db.update(pilots).set({ status: 0 }).where(eq(pilots.id, id));
  });

  it("sorts by a validity and pages in SQL with a stable total", async () => {
    const all = await api.post(
      "ledger/get_ledger",
      { sort_by: "sim", order: "+", page_count: 100 },
      as("superAdmin"),
    );
    const dates = all.body.data.pilots
      .map((p: { validities: { sim: { valid_until: string | null } } }) => p.validities.sim.valid_until)
      .filter(Boolean);
    expect(dates).toEqual([...dates].sort());
    const page2 = await api.post(
      "ledger/get_ledger",
      { sort_by: "sim", order: "+", page_count: 25, page_number: 2 },
      as("superAdmin"),
    );
    expect(page2.body.data.total).toBe(all.body.data.total);
    expect(page2.body.data.pilots).toEqual(all.body.data.pilots.slice(25, 50));
  });

  it("refuses a page size over the limit and days that are not a number, with a clear message", async () => {
    const big = await api.post("ledger/get_ledger", { page_count: 101 }, as("superAdmin"));
    expect(big.status).toBe(400);
    const days = await api.post(
      "ledger/get_ledger",
      { filters: { expiring_within_days: "soon" } },
      as("superAdmin"),
    );
    expect(days.status).toBe(400);
    expect(days.body.code).toBe("VALIDATION_ERROR");
    const far = await api.post(
      "ledger/get_ledger",
      { filters: { expiring_within_days: 400 } },
      as("superAdmin"),
    );
    expect(far.body.details[0].message).toMatch(/366/);
  });
});

describe("ledger/export and ledger/get_figures", () => {
  it("exports the filtered ledger as a workbook, only to those who may see it", async () => {
    for (const [who] of ACCOUNTS) {
      const result = await get("ledger/export?expired=true&fleet=A321", who);
      expect(result.statusCode, who).toBe(ALLOWED.includes(who) ? 200 : 403);
    }
    const result = await get("ledger/export?keyword=LP03", "superAdmin");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(result.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).getCell(2).value).toBe("LP03");
    expect(sheet?.getRow(2).getCell(8).value).toBe("Valid");
  });

  it("counts figures from the records in scope", async () => {
    for (const [who] of ACCOUNTS) {
      const result = await api.post("ledger/get_figures", {}, as(who));
      expect(result.status, who).toBe(ALLOWED.includes(who) ? 200 : 403);
    }
    const figures = (await api.post("ledger/get_figures", {}, as("superAdmin"))).body.data;
    expect(figures.sim_forms_this_month).toContainEqual({ status: 5, count: 1 });
    expect(figures.event_reports_by_month).toHaveLength(12);
    expect(figures.below_standard_by_month.at(-1).month).toBe(today.slice(0, 7));
    expect(figures.validity_states.sim.valid).toBeGreaterThanOrEqual(1);
    const b787 = (await api.post("ledger/get_figures", {}, as("b787Staff"))).body.data;
    const total = Object.values(b787.validity_states.sim as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(1);
  });

  it("reads every part of the figures in one statement with its numbers and fleet scope intact", async () => {
    // Two reports of this month in B787 with fractional minus points, one in A321.
    const now = new Date();
    const month = Number(today.slice(0, 4)) * 100 + Number(today.slice(5, 7));
    await ctx.database.db.insert(eventReports).values([
      {
        occurredAt: now,
        occurredMonth: month,
        flightNumber: "VN1",
        sector: "HAN-SGN",
        content: "a",
        fleet: "B787",
        minusPointTotal: 1.25,
      },
      {
        occurredAt: now,
        occurredMonth: month,
        flightNumber: "VN2",
        sector: "HAN-SGN",
        content: "b",
        fleet: "B787",
        minusPointTotal: 2.5,
      },
      {
        occurredAt: now,
        occurredMonth: month,
        flightNumber: "VN3",
        sector: "HAN-SGN",
        content: "c",
        fleet: "A321",
        minusPointTotal: 4,
      },
    ]);
    const b787 = (await api.post("ledger/get_figures", {}, as("b787Staff"))).body.data;
    expect(b787.event_reports_by_month.at(-1)).toEqual({
      month: today.slice(0, 7),
      reports: 2,
      minus_points: 3.75,
    });
    expect(b787.event_reports_by_month.slice(0, -1).every((m: { reports: number }) => m.reports === 0)).toBe(
      true,
    );
    const all = (await api.post("ledger/get_figures", {}, as("superAdmin"))).body.data;
    expect(all.event_reports_by_month.at(-1)).toEqual({
      month: today.slice(0, 7),
      reports: 3,
      minus_points: 7.75,
    });
    // Status counts come back as numbers, in status order.
    for (const part of [all.sim_forms_this_month, all.sim_forms_waiting]) {
      for (const item of part)
        expect(item).toEqual({ status: expect.any(Number), count: expect.any(Number) });
      const statuses = part.map((item: { status: number }) => item.status);
      expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    }
    expect(all.sim_forms_waiting.length).toBeGreaterThan(0);
  });
});
