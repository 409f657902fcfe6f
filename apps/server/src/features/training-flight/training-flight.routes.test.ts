import { readdir } from "node:fs/promises";
import path from "node:path";
import { CRITERIA, Permission, Role } from "@trms/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createUser,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { trainingFlights } from "../../db/tables/training-flight.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let accounts: Record<string, Made> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  accounts = {
    admin: await createAdmin(ctx),
    staff: await createStaff(ctx, [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM]),
    staffNone: await createStaff(ctx),
    staffView: await createStaff(ctx, [Permission.VIEW_PILOT_LIST]),
    instructor: await createUser(ctx, {
      role: Role.INSTRUCTOR,
      fullName: "Trần Quốc Huy",
      profile: { instructorRating: "TRI" },
    }),
    instructor2: await createInstructor(ctx),
    instructorB787: await createInstructor(ctx, { fleet: "B787" }),
    pilot: await createPilot(ctx, { fullName: "Nguyễn Văn Minh" }),
    pilot2: await createPilot(ctx),
  };
});
afterAll(async () => {
  await ctx.close();
});

const token = (key: string) => accounts[key]?.client.token;
const as = (key: string) => ({ token: token(key) });
const pilotId = (key: string) => accounts[key]?.pilotId as number;

/** A phase-one check with two sectors, as the form sends it. */
function flightFields(overrides: Record<string, string | null> = {}): Record<string, string> {
  const fields: Record<string, string | null> = {
    pilot_id: String(pilotId("pilot")),
    flight_type: "1",
    "sectors[0].date_of_sector": "2026-11-02",
    "sectors[0].departure": "HAN",
    "sectors[0].destination": "SGN",
    "sectors[0].flight_time": "2.1",
    "sectors[0].night_or_day": "DAY",
    "sectors[0].pf_pm": "PF",
    "sectors[1].date_of_sector": "2026-11-01",
    "sectors[1].departure": "sgn",
    "sectors[1].destination": "HAN",
    "sectors[1].flight_time": "",
    "sectors[1].night_or_day": "NIGHT",
    "sectors[1].pf_pm": "PM",
    "autoland.autoland_at": "HAN",
    "autoland.runway": "11L",
    "autoland.autoland_result": "1",
    recommendation: "false",
    grounded: "false",
    landing: "2",
    ldg_comment: "Flare late, long landing",
    ac_handling: "4",
    flt_management: "3",
    flt_management_special_remark: "true",
    fm_comment: "Good planning, slow on changes",
    "phase_report.normal_progress": "true",
    "phase_report.normal_comments": "On track",
    "phase_report.special_requirements": "false",
    comments: "Overall satisfactory",
    notice_to_next_instructor: "Work on landings",
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}

function form(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string }> = { report: { bytes: PDF, name: "report.pdf" } },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of Object.entries(files)) data.append(name, new Blob([file.bytes]), file.name);
  return data;
}

async function storedFiles() {
  const dir = path.join(ctx.dataDir, "files", "training_file");
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".pdf"))
    .sort();
}
const flightCount = async () =>
  (await ctx.database.db.select({ id: trainingFlights.id }).from(trainingFlights)).length;
const audits = (id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "training_flight"), eq(auditLog.entityId, String(id))));

async function createFlight(overrides: Record<string, string | null> = {}, who = "instructor") {
  const files: Record<string, { bytes: Buffer; name: string }> = { report: { bytes: PDF, name: "r.pdf" } };
  if ((overrides.flight_type ?? "1") === "1") files["phase_report.report"] = { bytes: PDF, name: "p.pdf" };
  const result = await api.postForm(
    "flt_training/create_flight",
    form(flightFields(overrides), files),
    as(who),
  );
  if (result.status !== 200) throw new Error(JSON.stringify(result.body));
  return result.body.data;
}

describe("flt_training/create_flight", () => {
  it("lists the new flight with its 16 scores as the detail has them, without the criteria's comments", async () => {
    const flight = await createFlight({
      "sectors[0].date_of_sector": "2019-03-04",
      "sectors[1].date_of_sector": "2019-03-04",
    });
    const listed = await api.post(
      "flt_training/search_training_flight",
      { pilot_id: pilotId("pilot"), date_range: { start_date: "2019-03-04", end_date: "2019-03-04" } },
      as("instructor"),
    );
    expect(listed.status).toBe(200);
    const row = listed.body.data.training_flights.find((f: { id: number }) => f.id === flight.id);
    for (const c of CRITERIA) expect(row[c.key], c.key).toBe(flight[c.key]);
    expect(row).toMatchObject({ landing: 2, ac_handling: 4, flt_management: 3, fuel_efficiency: 6 });
    expect(row).not.toHaveProperty("ldg_comment");
    expect(row).not.toHaveProperty("criteria");
  });

  it("creates a phase-one check with two sectors, files and an audit row", async () => {
    const flight = await createFlight();
    expect(flight).toMatchObject({
      pilot_id: pilotId("pilot"),
      flight_type: 1,
      date_of_flight: "2026-11-01",
      routes: "HAN-SGN, SGN-HAN",
      number_of_sector: 2,
      autoland_at: "HAN",
      instructor_name: "Trần Quốc Huy",
      instructor_signature: "Trần Quốc Huy",
      min_score: 2,
      below_standard: true,
      status: 0,
      trainee_signature: null,
    });
    expect(flight.sectors).toEqual([
      {
        id: 1,
        date_of_sector: "2026-11-02",
        departure: "HAN",
        destination: "SGN",
        flight_time: 2.1,
        night_or_day: "DAY",
        pf_pm: "PF",
      },
      {
        id: 2,
        date_of_sector: "2026-11-01",
        departure: "SGN",
        destination: "HAN",
        flight_time: 0,
        night_or_day: "NIGHT",
        pf_pm: "PM",
      },
    ]);
    const landing = flight.criteria.find((c: { key: string }) => c.key === "landing");
    expect(landing).toEqual({
      key: "landing",
      score: 2,
      comment: "Flare late, long landing",
      special_remark: false,
    });
    const untouched = flight.criteria.find((c: { key: string }) => c.key === "communication");
    expect(untouched.score).toBe(6);
    expect(flight.criteria).toHaveLength(16);
    expect(flight.phase_report).toMatchObject({
      normal_progress: true,
      normal_comments: "On track",
      special_requirements: false,
    });
    expect(flight.phase_report.report).toMatch(
      /^\/api\/v1\/phase_report\/training_file\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/[^/]+\.pdf$/,
    );
    expect(flight.flight_check).toBeNull();
    const [audit] = await audits(flight.id);
    expect(audit).toMatchObject({ action: "create" });
  });

  it("serves the report to those who may see the record, and to nobody else", async () => {
    const flight = await createFlight();
    const get = (token?: string) =>
      ctx.app.inject({ method: "GET", url: flight.report, headers: token ? { "access-token": token } : {} });
    const own = await get(token("pilot"));
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.rawPayload).toEqual(PDF);
    expect((await get(token("instructor"))).statusCode).toBe(200);
    expect((await get(token("staffView"))).statusCode).toBe(200);
    expect((await get(token("pilot2"))).statusCode).toBe(404);
    expect((await get(token("instructorB787"))).statusCode).toBe(404);
    expect((await get(token("staffNone"))).statusCode).toBe(404);
    expect((await get()).statusCode).toBe(401);
  });

  it.each([
    [
      "no sector",
      Object.fromEntries(
        Object.keys(flightFields())
          .filter((k) => k.startsWith("sectors"))
          .map((k) => [k, null]),
      ),
      "sectors",
      "Please enter at least 1 sector",
    ],
    [
      "a negative flight time",
      { "sectors[0].flight_time": "-1" },
      "sectors.0.flight_time",
      "Flight time must not be negative",
    ],
    [
      "a non-numeric flight time",
      { "sectors[0].flight_time": "abc" },
      "sectors.0.flight_time",
      "This value is invalid",
    ],
    ["an unknown airport", { "sectors[0].departure": "XXX" }, "sectors.0.departure", "Unknown airport code"],
    ["a missing day/night", { "sectors[0].night_or_day": null }, "sectors.0.night_or_day", "Required"],
    [
      "a future sector date",
      { "sectors[0].date_of_sector": "2099-01-01" },
      "sectors.0.date_of_sector",
      "The date must not be in the future",
    ],
    [
      "an impossible date",
      { "sectors[0].date_of_sector": "2026-02-30" },
      "sectors.0.date_of_sector",
      "This value is invalid",
    ],
    ["a score of 7", { landing: "7" }, "landing", "This value is invalid"],
    ["a score of 0", { landing: "0" }, "landing", "This value is invalid"],
    [
      "a score of 2 without comment",
      { landing: "2", ldg_comment: null },
      "ldg_comment",
      "Please give a comment for this score",
    ],
    [
      "a special remark without comment",
      { fm_comment: null },
      "fm_comment",
      "Please give a comment for this score",
    ],
    [
      "a special remark where not allowed",
      { pa_announcement: "3", pa_announcement_special_remark: "true", pa_comment: "x" },
      "pa_announcement_special_remark",
      "A special remark is only possible at score 3 for this criterion",
    ],
    [
      "a flight check on a phase check",
      { "flight_check.comments": "x" },
      "flight_check",
      "This section does not belong to the chosen flight type",
    ],
    ["an unknown flight type", { flight_type: "9" }, "flight_type", "This value is invalid"],
    ["an unknown field", { extra_field: "1" }, "extra_field", "Unknown field"],
  ])("refuses %s with a clear message and stores nothing", async (_name, overrides, path, message) => {
    const [before, files] = [await flightCount(), await storedFiles()];
    const result = await api.postForm(
      "flt_training/create_flight",
      form(flightFields(overrides as Record<string, string | null>)),
      as("instructor"),
    );
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({ path, message });
    expect(await flightCount()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("requires the report file, as a PDF, of at most 30 MB", async () => {
    const files = await storedFiles();
    const missing = await api.postForm(
      "flt_training/create_flight",
      form(flightFields(), {}),
      as("instructor"),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: "report", message: "Please select report file" }]);
    const image = await api.postForm(
      "flt_training/create_flight",
      form(flightFields(), { report: { bytes: PNG, name: "r.pdf" } }),
      as("instructor"),
    );
    expect(image.status).toBe(415);
    const big = Buffer.alloc(31_457_281, 0x20);
    PDF.copy(big);
    const huge = await api.postForm(
      "flt_training/create_flight",
      form(flightFields(), { report: { bytes: big, name: "r.pdf" } }),
      as("instructor"),
    );
    expect(huge.status).toBe(413);
    expect(await storedFiles()).toEqual(files);
  });

  it("refuses an instructor's record for themself, a pilot out of reach, and non-instructors", async () => {
    const files = await storedFiles();
    const self = await api.postForm(
      "flt_training/create_flight",
      form(flightFields({ pilot_id: String(pilotId("instructor")) })),
      as("instructor"),
    );
    expect(self.status).toBe(400);
    expect(self.body.details[0].message).toBe("An instructor cannot create a training record for themself");
    expect(
      (await api.postForm("flt_training/create_flight", form(flightFields()), as("instructorB787"))).status,
    ).toBe(404);
    expect(
      (
        await api.postForm(
          "flt_training/create_flight",
          form(flightFields({ instructor_id: "999" })),
          as("instructor"),
        )
      ).status,
    ).toBe(403);
    for (const key of ["admin", "staff", "pilot", "pilot2"]) {
      expect(
        (await api.postForm("flt_training/create_flight", form(flightFields()), as(key))).status,
        key,
      ).toBe(403);
    }
    expect((await api.postForm("flt_training/create_flight", form(flightFields()))).status).toBe(401);
    expect(await storedFiles()).toEqual(files);
  });

  it("keeps the flight check of a final check and flags need for extra training at 2 or lower", async () => {
    const flight = await createFlight({
      flight_type: "5",
      "phase_report.normal_progress": null,
      "phase_report.normal_comments": null,
      "phase_report.special_requirements": null,
      "flight_check.comments": "Not yet",
      "flight_check.overall_performance": "2",
    });
    expect(flight.flight_check).toMatchObject({
      comments: "Not yet",
      overall_performance: 2,
      need_extra_training: true,
    });
    expect(flight.phase_report).toBeNull();
  });
});

describe("flt_training/search_training_flight", () => {
  const target = () => pilotId("pilot2");
  const seeded: {
    date: string;
    type: number;
    minScore: number | null;
    autoland: boolean;
    recommendation: boolean;
    grounded: boolean;
    routes: string;
  }[] = [];

  beforeAll(async () => {
    const instructorId = pilotId("instructor");
    const values = Array.from({ length: 300 }, (_, i) => {
      const date = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000 * 2).toISOString().slice(0, 10);
      const row = {
        date,
        type: i % 6,
        minScore: i % 7 === 0 ? 2 : i % 11 === 0 ? null : 3 + (i % 3),
        autoland: i % 5 === 0,
        recommendation: i % 9 === 0,
        grounded: i % 13 === 0,
        routes: i % 4 === 0 ? "DAD-CXR" : "HAN-SGN, SGN-HAN",
      };
      seeded.push(row);
      return {
        pilotId: target(),
        instructorId,
        instructorName: i % 2 ? "Trần Quốc Huy" : "Lê Minh Khoa",
        flightType: row.type,
        dateOfFlight: date,
        numberOfSector: 2,
        routes: row.routes,
        autolandAt: row.autoland ? "HAN" : null,
        recommendation: row.recommendation,
        grounded: row.grounded,
        criteria: Object.fromEntries(
          CRITERIA.map((c) => [c.key, { score: 6, comment: null, special_remark: false }]),
        ),
        minScore: row.minScore,
        reportFile: `training_file/2024/01/seed-${i}.pdf`,
        instructorSignature: "Trần Quốc Huy",
      };
    });
    await ctx.database.db.insert(trainingFlights).values(values);
  });

  const search = (body: Record<string, unknown>, who = "pilot2") =>
    api.post("flt_training/search_training_flight", { pilot_id: target(), ...body }, as(who));

  it("pages 10 by default, newest first, and counts every match", async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(300);
    expect(first.body.data.training_flights).toHaveLength(10);
    const dates = first.body.data.training_flights.map((f: { date_of_flight: string }) => f.date_of_flight);
    expect(dates[0]).toBe([...seeded].sort((a, b) => (a.date < b.date ? 1 : -1))[0]?.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await search({ page_number: 12, page_count: 25 });
    expect(last.body.data.training_flights).toHaveLength(25);
    const beyond = await search({ page_number: 13, page_count: 25 });
    expect(beyond.body.data.training_flights).toHaveLength(0);
    expect(beyond.body.data.total).toBe(300);
    const ascending = await search({ order: "+", page_count: 5 });
    expect(ascending.body.data.training_flights[0].date_of_flight).toBe("2024-01-01");
  });

  it.each([
    ["special_flight", (r: (typeof seeded)[number]) => r.type !== 0],
    ["low_point", (r: (typeof seeded)[number]) => r.minScore !== null && r.minScore < 3],
    ["autoland", (r: (typeof seeded)[number]) => r.autoland],
    ["recommendation", (r: (typeof seeded)[number]) => r.recommendation],
    ["grounded", (r: (typeof seeded)[number]) => r.grounded],
  ])("filters %s in SQL", async (filter, matches) => {
    const result = await search({ page_count: 100, filters: { [filter]: true } });
    expect(result.body.data.total).toBe(seeded.filter(matches).length);
    if (filter === "low_point") {
      expect(
        result.body.data.training_flights.every((f: { below_standard: boolean }) => f.below_standard),
      ).toBe(true);
    }
  });

  it("filters by date range and keyword, and sorts by another column", async () => {
    const range = await search({ date_range: { start_date: "2024-02-01", end_date: "2024-02-29" } });
    expect(range.body.data.total).toBe(
      seeded.filter((r) => r.date >= "2024-02-01" && r.date <= "2024-02-29").length,
    );
    const route = await search({ keyword: "dad-cxr" });
    expect(route.body.data.total).toBe(seeded.filter((r) => r.routes === "DAD-CXR").length);
    const name = await search({ keyword: "Khoa" });
    expect(name.body.data.total).toBe(150);
    const byType = await search({ order: "+", filters: { sort_by: "flight_type" }, page_count: 100 });
    const types = byType.body.data.training_flights.map((f: { flight_type: number }) => f.flight_type);
    expect(types).toEqual([...types].sort());
  });

  it("refuses a start date after the end date", async () => {
    const result = await search({ date_range: { start_date: "2024-03-01", end_date: "2024-02-01" } });
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({
      path: "date_range.start_date",
      message: "Start date must not be greater than end date",
    });
  });

  it("shows a pilot's list to the pilot, instructors and managers of the fleet only", async () => {
    for (const key of ["pilot2", "instructor", "admin", "staff", "staffView"]) {
      expect((await search({}, key)).status, key).toBe(200);
    }
    for (const key of ["pilot", "instructorB787", "staffNone"]) {
      expect((await search({}, key)).status, key).toBe(404);
    }
    expect((await api.post("flt_training/search_training_flight", { pilot_id: target() })).status).toBe(401);
  });
});

describe("approval, changes and deletion", () => {
  it("lets only the trainee approve, once, and then shows the signature", async () => {
    const flight = await createFlight();
    expect((await api.post("flt_training/approve_result", { id: flight.id }, as("pilot2"))).status).toBe(404);
    expect((await api.post("flt_training/approve_result", { id: flight.id }, as("instructor"))).status).toBe(
      403,
    );
    expect((await api.post("flt_training/approve_result", { id: flight.id }, as("admin"))).status).toBe(403);
    const approved = await api.post("flt_training/approve_result", { id: flight.id }, as("pilot"));
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 1, trainee_signature: "Nguyễn Văn Minh" });
    expect(approved.body.data.trainee_approval).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await api.post("flt_training/approve_result", { id: flight.id }, as("pilot"));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This result has already been approved");
    expect((await audits(flight.id)).map((a) => a.action)).toEqual(["create", "approve"]);
  });

  it("lets the author change the record until approval, then only an admin, with every change audited", async () => {
    const flight = await createFlight();
    const filesBefore = await storedFiles();
    const update = (
      who: string,
      overrides: Record<string, string | null> = {},
      files?: Record<string, { bytes: Buffer; name: string }>,
    ) =>
      api.postForm(
        "flt_training/update_flight",
        form(flightFields({ id: String(flight.id), ...overrides }), files ?? {}),
        as(who),
      );
    expect((await update("instructor2")).status).toBe(403);
    expect((await update("pilot")).status).toBe(403);
    const changed = await update(
      "instructor",
      { landing: "4", ldg_comment: null, grounded: "true" },
      { report: { bytes: PDF, name: "new.pdf" } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ grounded: true, min_score: 3, below_standard: false });
    expect(changed.body.data.report).not.toBe(flight.report);
    // The replaced report is gone from the store; the new one is there.
    expect((await storedFiles()).length).toBe(filesBefore.length);
    await api.post("flt_training/approve_result", { id: flight.id }, as("pilot"));
    const locked = await update("instructor", { comments: "Later" });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(
      "The trainee has approved this record; only an administrator can change it now",
    );
    const byAdmin = await update("admin", { comments: "Corrected by the training office" });
    expect(byAdmin.status).toBe(200);
    const rows = await audits(flight.id);
    expect(rows.map((a) => a.action)).toEqual(["create", "update", "approve", "update"]);
    expect(rows[1]?.changes).toMatchObject({ grounded: [false, true] });
    expect(rows[3]?.changes).toMatchObject({
      comments: ["Overall satisfactory", "Corrected by the training office"],
      after_approval: true,
    });
    const detail = await api.post("flt_training/training_flight_by_id", { id: flight.id }, as("admin"));
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      "create",
      "update",
      "approve",
      "update",
    ]);
    const forPilot = await api.post("flt_training/training_flight_by_id", { id: flight.id }, as("pilot"));
    expect(forPilot.body.data.history).toBeUndefined();
  });

  it("accepts exactly one of several approvals sent at the same moment", async () => {
    const flight = await createFlight();
    const results = await Promise.all(
      [1, 2, 3].map(() => api.post("flt_training/approve_result", { id: flight.id }, as("pilot"))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await audits(flight.id)).filter((a) => a.action === "approve")).toHaveLength(1);
  });

  it("never lets an author's change land after the trainee's approval, even at the same moment", async () => {
    for (let round = 0; round < 4; round++) {
      const flight = await createFlight();
      const [changed, approved] = await Promise.all([
        api.postForm(
          "flt_training/update_flight",
          form(flightFields({ id: String(flight.id), comments: `changed ${round}` }), {}),
          as("instructor"),
        ),
        api.post("flt_training/approve_result", { id: flight.id }, as("pilot")),
      ]);
      expect(approved.status).toBe(200);
      const actions = (await audits(flight.id)).sort((a, b) => a.id - b.id).map((a) => a.action);
      if (changed.status === 200) {
        expect(actions).toEqual(["create", "update", "approve"]);
      } else {
        expect(changed.status).toBe(409);
        expect(actions).toEqual(["create", "approve"]);
      }
    }
  });

  it("keeps the report the trainee signed when an admin replaces it, for administrators to open", async () => {
    const flight = await createFlight();
    await api.post("flt_training/approve_result", { id: flight.id }, as("pilot"));
    const signed = flight.report as string;
    const replaced = await api.postForm(
      "flt_training/update_flight",
      form(flightFields({ id: String(flight.id) }), { report: { bytes: PDF, name: "corrected.pdf" } }),
      as("admin"),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.report).not.toBe(signed);
    const get = (url: string, token?: string) =>
      ctx.app.inject({ method: "GET", url, headers: { "access-token": token as string } });
    expect((await get(signed, token("admin"))).statusCode).toBe(200);
    expect((await get(signed, token("pilot"))).statusCode).toBe(404);
    expect((await get(replaced.body.data.report, token("pilot"))).statusCode).toBe(200);
    const [update] = (await audits(flight.id)).filter((a) => a.action === "update");
    expect(JSON.stringify(update?.changes)).toContain(signed.replace("/api/v1/phase_report/", ""));
  });

  it("lets only an admin delete, keeping the files for the retention period and leaving an audit row", async () => {
    const flight = await createFlight();
    for (const key of ["instructor", "staff", "pilot"]) {
      expect((await api.post("flt_training/delete_flight", { id: flight.id }, as(key))).status, key).toBe(
        403,
      );
    }
    const filesBefore = await storedFiles();
    expect((await api.post("flt_training/delete_flight", { id: flight.id }, as("admin"))).status).toBe(200);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(
      (await api.post("flt_training/training_flight_by_id", { id: flight.id }, as("admin"))).status,
    ).toBe(404);
    expect((await audits(flight.id)).map((a) => a.action)).toEqual(["create", "delete"]);
    expect((await api.post("flt_training/delete_flight", { id: flight.id }, as("admin"))).status).toBe(404);
  });

  it("reads a record only for those who may see it", async () => {
    const flight = await createFlight();
    for (const key of ["pilot", "instructor", "admin", "staffView"]) {
      expect(
        (await api.post("flt_training/training_flight_by_id", { id: flight.id }, as(key))).status,
        key,
      ).toBe(200);
    }
    for (const key of ["pilot2", "instructorB787", "staffNone"]) {
      expect(
        (await api.post("flt_training/training_flight_by_id", { id: flight.id }, as(key))).status,
        key,
      ).toBe(404);
    }
  });
});

describe("airport lists", () => {
  it("lists airports with the defaults first, for any signed-in account", async () => {
    const all = await api.post("flt_training/airport_list", {}, as("pilot"));
    expect(all.body.data.slice(0, 4).map((a: { iata: string }) => a.iata)).toEqual([
      "HAN",
      "SGN",
      "CXR",
      "DAD",
    ]);
    const vn = await api.post("flt_training/vietnam_airport_list", {}, as("pilot"));
    expect(vn.body.data.every((a: { country: string }) => a.country === "VN")).toBe(true);
    expect((await api.post("flt_training/airport_list", {})).status).toBe(401);
  });
});
