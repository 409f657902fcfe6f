/**
 * Every detail and list reply carries the field names of the spec's §3, flat, the same names the
 * writes take (ARCHITECTURE "API contract"). The expected names are copied here from the spec, not
 * from the code, so a renamed or dropped field fails this file.
 */
import { Role } from "@trms/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pilots } from "../src/db/tables/pilot.table";
import { PDF, TEST_PASSWORD } from "./accounts";
import { apiClient } from "./client";
import { createUser } from "./factories";
import { createTestApp, type TestContext } from "./harness";

/** part1 §3 Pilot, "List row". */
const PILOT_ROW = [
  "id",
  "crew_code",
  "full_name",
  "name_position",
  "phone_number",
  "fleet_position",
  "fleet",
  "department_position",
  "first_flight_date",
  "seniority_point",
  "avatar",
];
/** part1 §3 Pilot (the password itself is never sent). */
const PILOT = [
  "id",
  "crew_code",
  "email",
  "avatar",
  "full_name",
  "name_position",
  "date_of_birth",
  "fleet",
  "function",
  "caav_number",
  "phone_number",
  "identify_number",
  "passport_number",
  "fleet_position",
  "department_position",
  "instructor_rating",
  "joining_date",
  "first_flight_date",
  "seniority_point",
  "base",
  "status",
  "google_form_link",
  "base_month",
  "line_check_month",
  "password_salt",
];
/** part1 §3 User "(from the session)". */
const SESSION_USER = ["id", "role", "fleet", "crew_code", "management_role", "full_name"];
/** part1 §3 User: the account record (the password itself is never sent). */
const USER = [...SESSION_USER, "email", "avatar", "is_admin", "status", "roles", "password_salt"];
/** part1 §3 "FOT row". */
const FOT_ROW = [
  "avatar",
  "full_name",
  "phone_number",
  "total_flight_hours",
  "flight_progress",
  "theory_progress",
  "grounded_number",
];
/** part2 §3 Instructor option. */
const INSTRUCTOR_OPTION = ["crew_code", "full_name", "name_position"];
/** part1 §3 Training flight: the 16 scored criteria with their comment fields. */
const CRITERIA: [string, string][] = [
  ["pre_departure_and_post_flight", "pdapf_comment"],
  ["to_clb_cruise", "tcc_comment"],
  ["descent_approach", "da_comment"],
  ["landing", "ldg_comment"],
  ["flt_management", "fm_comment"],
  ["crew_coordination_crm", "ccc_comment"],
  ["situational_awareness", "sa_comment"],
  ["pa_announcement", "pa_comment"],
  ["support_duties", "sd_comment"],
  ["procedures", "procs_comment"],
  ["opr_knowledge", "ok_comment"],
  ["ac_system_knowledge", "ask_comment"],
  ["ac_handling", "ach_comment"],
  ["decision_making", "demk_comment"],
  ["communication", "comm_comment"],
  ["fuel_efficiency", "fe_comment"],
];
/** part1 §3 Training flight, with every criterion's score, comment and special-remark flag. */
const TRAINING_FLIGHT = [
  "id",
  "pilot_id",
  "instructor_id",
  "instructor_name",
  "date_of_flight",
  "flight_type",
  "sectors",
  "number_of_sector",
  "autoland_at",
  "autoland",
  "recommendation",
  "recommendation_value",
  "grounded",
  ...CRITERIA.flatMap(([score, comment]) => [score, comment, `${score}_special_remark`]),
  "comments",
  "notice_to_next_instructor",
  "report",
  "phase_report",
  "flight_check",
  "status",
  "trainee_approval",
  "instructor_signature",
  "trainee_signature",
];
/** A list row: the §3 fields the list shows, and every score (a row is red when one is under 3). */
const TRAINING_FLIGHT_ROW = [
  "id",
  "pilot_id",
  "instructor_id",
  "instructor_name",
  "date_of_flight",
  "flight_type",
  "number_of_sector",
  "autoland_at",
  "recommendation",
  "grounded",
  "status",
  ...CRITERIA.map(([score]) => score),
];
const SECTOR = ["id", "date_of_sector", "departure", "destination", "flight_time", "night_or_day", "pf_pm"];
const AUTOLAND = ["autoland_at", "runway", "autoland_result"];
const PHASE_REPORT = [
  "type",
  "normal_progress",
  "normal_comments",
  "special_requirements",
  "special_comments",
  "report",
];
const FLIGHT_CHECK = ["type", "comments", "overall_performance", "report"];
/** part2 §3 TO LDG row, and its flights. */
const TOLDG_ROW = [
  "crew_code",
  "license_number",
  "full_name",
  "phone_number",
  "email",
  "recency_date",
  "total_flight_hours",
  "on_type_flight_hours",
  "sim_date",
  "flights",
];
const SURVEY_FLIGHT = ["flight_date", "to_number", "ldg_number"];
/** part1 §3 Recency data (survey). */
const RECENCY_DATA = ["full_name", "dates", "flights"];
const RECENCY_DATES = ["recency_date", "sim_expired_date", "ac_expired_date"];

/** part2 §3 SIM session. */
const SIM_SESSION = [
  "id",
  "sessiona_date_time",
  "sessiona_place",
  "sima_instructor_crew_code",
  "sima_instructor_name",
  "sessionb_date_time",
  "sessionb_place",
  "simb_instructor_crew_code",
  "simb_instructor_name",
  "note",
  "first_pilot",
  "second_pilot",
];
/** part2 §3 first_pilot / second_pilot. */
const SIM_PILOT = [
  "pilot_crew_code",
  "pilot_name",
  "form_id",
  "form_status",
  "reset_status",
  "first_submit",
  "second_submit",
  "third_submit",
  "downloaded_flag",
  "caav_form",
  "caav_form_status",
  "elearning_completion",
  "elearning_clue",
];

/** Fields no reply may carry. */
const SECRETS = ["password", "password_hash", "passwordHash"];

/** part1 §3 Base training (the report file is `report`; the others criterion and point under `others`). */
const BASE_TRAINING = [
  "pilot_id",
  "date_of_flight",
  "instructor_id",
  "airport",
  "go_around",
  "touch_and_go",
  "full_stop",
  "flight_time",
  "pre_departure_and_post_flight",
  "to_ga_clb",
  "cruise_descent_approach",
  "landing",
  "circuit",
  "ac_handling",
  "others",
  "result",
  "comments",
  "report",
  "trainee_approval",
];
/** part1 §3 Theory test. */
const THEORY_TEST = [
  "pilot_id",
  "date_of_test",
  "instructor_id",
  "instructor_name",
  "cfp_decode",
  "mel_cdl",
  "metar_taf_sigmet_wxchart",
  "planning_minima",
  "fons_special_checklists",
  "task_sharing",
  "standard_callouts",
  "performance_flysmart_efb",
  "radio_telephony_vhf_hf_comm",
  "limitations",
  "abnormal_handling_procedure",
  "memory_items",
  "comments",
  "result",
  "report",
  "trainee_approval",
];
/** part1 §3 Progress theory report. */
const PROGRESS_THEORY = [
  "pilot_id",
  "date_of_test",
  "instructor_id",
  "aircraft_limitations",
  "aircraft_systems",
  "emergency_equipment",
  "sops",
  "fom",
  "airway_manuals",
  "mel_cdl",
  "general_aviation_knowledge",
  "overall_performance",
  "report",
  "trainee_approval",
];

/** part2 §3 Event report and each of its pilots. */
const EVENT_REPORT = [
  "id",
  "date_of_occurence",
  "flight_number",
  "aircraft_registration",
  "sector",
  "pilots",
  "content",
  "note",
  "files",
];
const EVENT_REPORT_PILOT = ["pilot_id", "full_name", "name_position", "minus_point"];

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
let trainee: { id: number; pilotId: number };

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  api = apiClient(ctx);
  await createUser(ctx, { email: "super@test.trms", role: Role.ADMIN, isAdmin: true, fullName: "super" });
  await createUser(ctx, { email: "staff@test.trms", role: Role.USER, fullName: "staff" });
  const pilot = await createUser(ctx, {
    email: "trainee@test.trms",
    role: Role.PILOT,
    profile: { crewCode: "P01" },
    fullName: "trainee",
  });
  trainee = { id: pilot.userId, pilotId: pilot.pilotId as number };
  await ctx.database.db.update(pilots).set({ caavNumber: "VN0001" }).where(eq(pilots.id, trainee.pilotId));
  await createUser(ctx, {
    email: "instructor@test.trms",
    role: Role.INSTRUCTOR,
    profile: { crewCode: "I01" },
    fullName: "instructor",
  });
  for (const [key, email] of [
    ["super", "super@test.trms"],
    ["pilot", "trainee@test.trms"],
    ["instructor", "instructor@test.trms"],
  ] as const) {
    tokens[key] = await api.tokenFor(email, TEST_PASSWORD);
  }
});
afterAll(async () => {
  await ctx.close();
});

const as = (key: string) => ({ token: tokens[key] });

/** Asserts the reply object carries every expected name and none of the secrets. */
function expectFields(reply: Record<string, unknown> | undefined, expected: string[], what: string) {
  expect(reply, what).toBeTypeOf("object");
  const missing = expected.filter((name) => !Object.hasOwn(reply as object, name));
  expect(missing, `${what} lacks`).toEqual([]);
  const leaked = SECRETS.filter((name) => Object.hasOwn(reply as object, name));
  expect(leaked, `${what} leaks`).toEqual([]);
}

async function ok(url: string, body: unknown, key: string) {
  const result = await api.post(url, body, as(key));
  expect(result.status, `${url}: ${JSON.stringify(result.body)}`).toBe(200);
  return result.body.data;
}

describe("pilots", () => {
  it("pilot/sort_pilot and pilot/search_pilot rows carry the §3 list row", async () => {
    const list = await ok("pilot/sort_pilot", {}, "super");
    expect(list.pilots.length).toBeGreaterThan(0);
    for (const row of list.pilots) expectFields(row, PILOT_ROW, "pilot row");
    const found = await ok("pilot/search_pilot", { keyword: "P01" }, "super");
    expectFields(found[0], PILOT_ROW, "pilot autocomplete row");
  });

  it("pilot/pilot_detail carries every §3 Pilot field", async () => {
    expectFields(await ok("pilot/pilot_detail", { id: trainee.pilotId }, "pilot"), PILOT, "pilot detail");
    expectFields(
      await ok("pilot/pilot_detail", { id: trainee.pilotId }, "super"),
      PILOT,
      "pilot detail (admin)",
    );
  });

  it("pilot/instructor_list carries the instructor option", async () => {
    const instructors = await ok("pilot/instructor_list", {}, "super");
    expectFields(instructors[0], INSTRUCTOR_OPTION, "instructor option");
  });
});

describe("FOT pilot list", () => {
  it("pilot/fot_list rows carry the §3 FOT row", async () => {
    const list = await ok("pilot/fot_list", { page_number: 1, page_count: 25 }, "super");
    expect(list.pilots.length).toBeGreaterThan(0);
    for (const row of list.pilots) expectFields(row, FOT_ROW, "FOT row");
  });
});

describe("users", () => {
  it("the sign-in reply's user carries the session fields of §3 User", async () => {
    const challenge = await api.login("trainee@test.trms", TEST_PASSWORD);
    expectFields(challenge.body.data.user, SESSION_USER, "signed-in user");
    expect(challenge.body.data.user.crew_code).toBe("P01");
  });

  it("auth/user/list rows and auth/user/detail carry every §3 User field", async () => {
    const list = await ok("auth/user/list", {}, "super");
    for (const row of list.users)
      expectFields(
        row,
        USER.filter((name) => name !== "password_salt"),
        "user row",
      );
    const staff = list.users.find((row: { email: string }) => row.email === "staff@test.trms");
    const detail = await ok("auth/user/detail", { id: staff.id }, "super");
    expectFields(detail, USER, "user detail");
    expect(detail.roles).toEqual(detail.management_role.map((role: number) => ({ role })));
  });
});

describe("training flights", () => {
  /** A final check as the form sends it, with scores, comments and a special remark under their §3 names. */
  function finalCheck(): FormData {
    const fields: Record<string, string> = {
      pilot_id: String(trainee.pilotId),
      flight_type: "5",
      "sectors[0].date_of_sector": "2024-05-02",
      "sectors[0].departure": "HAN",
      "sectors[0].destination": "SGN",
      "sectors[0].flight_time": "2",
      "sectors[0].night_or_day": "DAY",
      "sectors[0].pf_pm": "PF",
      "autoland.autoland_at": "SGN",
      "autoland.runway": "25R",
      "autoland.autoland_result": "1",
      recommendation: "true",
      recommendation_value: "Ready for line",
      grounded: "false",
      landing: "2",
      ldg_comment: "Long flare",
      flt_management: "3",
      flt_management_special_remark: "true",
      fm_comment: "Slow on changes",
      pa_announcement: "5",
      "flight_check.comments": "Passed",
      "flight_check.overall_performance": "4",
      comments: "Good",
      notice_to_next_instructor: "Landings",
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("report", new Blob([PDF]), "report.pdf");
    form.append("flight_check.report", new Blob([PDF]), "check.pdf");
    return form;
  }

  it("the detail carries every §3 field flat, as written, beside the criteria list", async () => {
    const created = await api.postForm("flt_training/create_flight", finalCheck(), as("instructor"));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await ok("flt_training/training_flight_by_id", { id: created.body.data.id }, "pilot");
    expectFields(detail, TRAINING_FLIGHT, "training flight detail");
    expectFields(detail.sectors[0], SECTOR, "sector");
    expectFields(detail.autoland, AUTOLAND, "autoland");
    expectFields(detail.flight_check, FLIGHT_CHECK, "flight check");
    expect(detail).toMatchObject({
      landing: 2,
      ldg_comment: "Long flare",
      landing_special_remark: false,
      flt_management: 3,
      fm_comment: "Slow on changes",
      flt_management_special_remark: true,
      pa_announcement: 5,
      fuel_efficiency: 6,
      fe_comment: null,
      recommendation: true,
      recommendation_value: "Ready for line",
      comments: "Good",
      notice_to_next_instructor: "Landings",
      flight_check: { comments: "Passed", overall_performance: 4 },
    });
    // The criteria list, where it is kept, says the same as the flat fields.
    for (const criterion of detail.criteria as { key: string; score: number }[]) {
      expect(detail[criterion.key], criterion.key).toBe(criterion.score);
    }
  });

  it("a phase check's detail carries the phase report", async () => {
    const form = finalCheck();
    form.set("flight_type", "1");
    for (const name of ["flight_check.comments", "flight_check.overall_performance", "flight_check.report"])
      form.delete(name);
    form.append("phase_report.normal_progress", "true");
    form.append("phase_report.normal_comments", "On track");
    form.append("phase_report.report", new Blob([PDF]), "phase.pdf");
    const created = await api.postForm("flt_training/create_flight", form, as("instructor"));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const detail = await ok("flt_training/training_flight_by_id", { id: created.body.data.id }, "instructor");
    expectFields(detail, TRAINING_FLIGHT, "phase check detail");
    expectFields(detail.phase_report, PHASE_REPORT, "phase report");
  });

  it("list rows carry the §3 fields the list shows and every score flat", async () => {
    const list = await ok(
      "flt_training/search_training_flight",
      { pilot_id: trainee.pilotId, filters: [] },
      "pilot",
    );
    expect(list.training_flights.length).toBeGreaterThan(0);
    for (const row of list.training_flights) expectFields(row, TRAINING_FLIGHT_ROW, "training flight row");
    expect(list.training_flights.map((row: { landing: number }) => row.landing)).toContain(2);
  });
});

describe("TO LDG", () => {
  it("the survey reply and the list rows carry the §3 names", async () => {
    const survey = await api.post("toldg/new_flight", {
      email: "trainee@test.trms",
      license_number: "VN0001",
      flights: [{ flight_date: "2024-05-01", to_number: 1, ldg_number: 1 }],
    });
    expect(survey.status, JSON.stringify(survey.body)).toBe(200);
    expectFields(survey.body.data, RECENCY_DATA, "recency data");
    expectFields(survey.body.data.dates, RECENCY_DATES, "recency dates");
    expectFields(survey.body.data.flights[0], SURVEY_FLIGHT, "survey flight");
    const list = await ok("toldg/get_all", {}, "super");
    expect(list.toldg_list).toHaveLength(1);
    expectFields(list.toldg_list[0], TOLDG_ROW, "TO LDG row");
    expectFields(list.toldg_list[0].flights[0], SURVEY_FLIGHT, "TO LDG flight");
  });
});

describe("event reports", () => {
  it("the create reply, the list, the detail and the profile table carry the §3 names", async () => {
    const second = await createUser(ctx, {
      email: "second@test.trms",
      role: Role.PILOT,
      profile: { crewCode: "P02" },
      fullName: "second",
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({
      date_of_occurence: new Date(Date.now() - 86_400_000).toISOString(),
      flight_number: "VN1",
      sector: "HAN-SGN",
      content: "Hard landing",
      "pilots[0].pilot_id": String(trainee.pilotId),
      "pilots[0].minus_point": "1",
      "pilots[1].pilot_id": String(second.pilotId),
      "pilots[1].minus_point": "0.5",
    }))
      form.append(name, value);
    const created = await api.postForm("event_report/create_report", form, as("super"));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expectFields(created.body.data, EVENT_REPORT, "event report");
    expectFields(created.body.data.pilots[0], EVENT_REPORT_PILOT, "event report pilot");
    const list = await ok("event_report/report_searching", {}, "super");
    expectFields(list.event_reports[0], EVENT_REPORT, "event report row");
    const detail = await ok("event_report/get_report_by_id", { id: created.body.data.id }, "pilot");
    expectFields(detail, EVENT_REPORT, "event report detail");
    const mine = await ok("event_report/get_report_by_pilot", { pilot_id: trainee.pilotId }, "pilot");
    expectFields(mine.event_reports[0], [...EVENT_REPORT, "minus_point"], "profile event report");
  });
});

/** part2 §3 SIM slot and SIM schedule (the list pairs month and file). */
const SIM_SLOT = ["id", "type", "slot", "start", "end"];
const SIM_SCHEDULE = ["sim_month", "sim_file"];

describe("SIM slots and schedule", () => {
  it("every slot call answers the §3 slot; the list is an array; the schedule pairs month and file", async () => {
    const created = await ok(
      "sim/create_sim_slot",
      { type: 2, slot: "C1", start: "06:45", end: "10:45" },
      "super",
    );
    expectFields(created, SIM_SLOT, "created SIM slot");
    expectFields(await ok("sim/get_sim_slot_by_id", { id: created.id }, "super"), SIM_SLOT, "SIM slot");
    const updated = await ok(
      "sim/update_sim_slot",
      { id: created.id, type: 2, slot: "C", start: "07:15", end: "11:15" },
      "super",
    );
    expectFields(updated, SIM_SLOT, "updated SIM slot");
    const slots = await ok("sim/get_sim_slots", { page_number: 1, page_count: 10 }, "super");
    expect(Array.isArray(slots)).toBe(true);
    expectFields(slots[0], SIM_SLOT, "SIM slot row");
    const form = new FormData();
    form.append("sim_month", "2026-10");
    const book = new (await import("exceljs")).default.Workbook();
    book.addWorksheet("SIM").addRow(["Date"]);
    form.append("sim_file", new Blob([Buffer.from(await book.xlsx.writeBuffer())]), "s.xlsx");
    const upload = await api.postForm("sim/upload_sim_list", form, as("super"));
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const schedule = await ok("sim/get_sim_schedule", {}, "super");
    expectFields(schedule[0], SIM_SCHEDULE, "SIM schedule month");
  });
});

/** part2 §3 Training document; "files (each id and url)"; the latest document of a type. */
const TRAINING_DOCUMENT = ["id", "fleet", "training_type", "document_name", "start_date", "note", "files"];
const DOCUMENT_FILE = ["id", "url"];
const LATEST_DOCUMENT = ["document_name", "files"];

describe("training documents", () => {
  it("create_td, td_detail, sort_td rows and get_latest_td_by_type carry the §3 names", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      fleet: "ALL",
      training_type: "SIM",
      document_name: "Reply fields",
      start_date: "2024-01-01",
    }))
      form.append(name, value);
    form.append("files", new Blob([PDF]), "guide.pdf");
    const created = await api.postForm("training_document/create_td", form, as("super"));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expectFields(created.body.data, TRAINING_DOCUMENT, "training document");
    expectFields(created.body.data.files[0], DOCUMENT_FILE, "document file");
    const detail = await ok("training_document/td_detail", { id: created.body.data.id }, "super");
    expectFields(detail, TRAINING_DOCUMENT, "training document detail");
    const list = await ok("training_document/sort_td", {}, "super");
    expectFields(list.documents[0], TRAINING_DOCUMENT, "training document row");
    expect(list.total).toBe(1);
    const latest = await ok("training_document/get_latest_td_by_type", { type: 0 }, "super");
    expectFields(latest, LATEST_DOCUMENT, "latest document");
    expectFields(latest.files[0], DOCUMENT_FILE, "latest document file");
  });
});

describe("base training, theory test, progress theory", () => {
  /** The create call's fields, as the web sends them, for the trainee. */
  function recordForm(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ pilot_id: String(trainee.pilotId), ...fields }))
      form.append(name, value);
    form.append("report", new Blob([PDF]), "report.pdf");
    return form;
  }
  const cases: [string, string, string, string, Record<string, string>, string[], string[]][] = [
    [
      "base training",
      "create_base_flight",
      "base_training_by_id",
      "base_training_list",
      { date_of_flight: "2026-10-01", result: "true", "others.criteria": "Crosswind", "others.point": "4" },
      BASE_TRAINING,
      ["date_of_flight", "airport", "instructor_name", "result"],
    ],
    [
      "theory test",
      "create_theory_test",
      "get_theory_test_api_list",
      "get_theory_test_by_pilot",
      { date_of_test: "2026-10-01", comments: "Good", result: "false" },
      THEORY_TEST,
      ["date_of_test", "instructor_name", "result"],
    ],
    [
      "progress theory",
      "create_progress_theory_report",
      "progress_theory_report_by_id",
      "get_progress_theory_report_by_pilot",
      Object.fromEntries(PROGRESS_THEORY.slice(3, 11).map((name) => [name, `${name} comment`])),
      PROGRESS_THEORY,
      ["date_of_test", "instructor_name", "result"],
    ],
  ];

  it.each(cases)(
    "%s: the detail carries every §3 field, the list row what the list shows",
    async (_name, create, byId, list, fields, detailFields, rowFields) => {
      const [instructor] = await ctx.database.db
        .select({ id: pilots.id })
        .from(pilots)
        .where(eq(pilots.crewCode, "I01"));
      const extra: Record<string, string> =
        create === "create_progress_theory_report"
          ? { date_of_test: "2026-10-01", instructor_id: String(instructor?.id) }
          : {};
      const created = await api.postForm(
        `flt_training/${create}`,
        recordForm({ ...fields, ...extra }),
        as("instructor"),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const detail = await ok(`flt_training/${byId}`, { id: created.body.data.id }, "pilot");
      expectFields(detail, detailFields, `${create} detail`);
      const rows = Object.values(
        await ok(`flt_training/${list}`, { pilot_id: trainee.pilotId }, "pilot"),
      ).find(Array.isArray) as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expectFields(row, rowFields, `${list} row`);
    },
  );
});

describe("SIM sessions", () => {
  it("sim/get_sim_by_id and sim/get_sim_list carry the §3 session and both pilots' forms", async () => {
    const created = await ok(
      "sim/create_sim",
      {
        first_pilot_crew_code: "P01",
        second_pilot_crew_code: "0000",
        sima_instructor_crew_code: "I01",
        simb_instructor_crew_code: "I01",
        sessiona_date_time: "2026-03-21T08:00:00+07:00",
        sessiona_place: "VN001",
        sessionb_date_time: "2026-03-22T08:00:00+07:00",
        sessionb_place: "VN001",
      },
      "super",
    );
    const detail = await ok("sim/get_sim_by_id", { id: created.id }, "pilot");
    expectFields(detail, SIM_SESSION, "SIM session");
    expectFields(detail.first_pilot, SIM_PILOT, "SIM first_pilot");
    expectFields(detail.second_pilot, SIM_PILOT, "SIM second_pilot");
    const list = await ok("sim/get_sim_list", {}, "super");
    expect(Object.keys(list).sort()).toEqual(["sim_list", "total"]);
    expectFields(list.sim_list[0], SIM_SESSION, "SIM list item");
    expectFields(list.sim_list[0].first_pilot, SIM_PILOT, "SIM list first_pilot");
  });
});

/** part2 §3 first_pilot / second_pilot of a SIM session. */
const SIM_PILOT_FORM = [
  "pilot_crew_code",
  "pilot_name",
  "form_id",
  "form_status",
  "reset_status",
  "first_submit",
  "second_submit",
  "third_submit",
  "downloaded_flag",
  "caav_form",
  "caav_form_status",
  "elearning_completion",
  "elearning_clue",
];
/** part2 §3 Reset-status history item. */
const RESET_STATUS_ITEM = ["date_of_status", "reason", "form_status"];

describe("SIM forms", () => {
  it("the SIM form calls reply the §3 and §7 names", async () => {
    await createUser(ctx, {
      email: "sim-second@test.trms",
      role: Role.PILOT,
      profile: { crewCode: "P03" },
      fullName: "sim-second",
    });
    const created = await ok(
      "sim/create_sim",
      {
        first_pilot_crew_code: "P01",
        second_pilot_crew_code: "P03",
        sima_instructor_crew_code: "I01",
        simb_instructor_crew_code: "I01",
        sessiona_date_time: "2026-03-21T08:00:00+07:00",
        sessiona_place: "VN001",
        sessionb_date_time: "2026-03-22T08:00:00+07:00",
        sessionb_place: "VN001",
      },
      "super",
    );
    const sim = await ok("sim/get_sim_by_id", { id: created.id }, "super");
    const formId = sim.first_pilot.form_id as number;
    const multipart = (_url: string, fields: Record<string, string>, file?: [string, Blob]) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) form.append(file[0], file[1], "file.pdf");
      return form;
    };
    const pdf = new Blob([PDF], { type: "application/pdf" });
    const submitted = await api.postForm(
      "sim/submit_form",
      multipart("", { submitted_form_id: String(formId), form_order: "1" }, ["submitted_report", pdf]),
      as("pilot"),
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const status = await api.postForm(
      "sim/set_status",
      multipart("", { form_id: String(formId), status: "5", reason: "Filed" }, ["status_file", pdf]),
      as("super"),
    );
    expect(status.status).toBe(200);
    expectFields(status.body.data, ["reset_status"], "set_status reply");
    expectFields(status.body.data.reset_status[0], RESET_STATUS_ITEM, "reset-status item");
    const caav = await api.postForm(
      "sim/submit_caav_form",
      multipart("", { submitted_form_id: String(formId) }, ["submitted_report", pdf]),
      as("pilot"),
    );
    expectFields(caav.body.data, ["caav_form", "caav_form_status"], "submit_caav_form reply");
    expectFields(
      await ok("sim/get_elearning_clue", { form_id: formId }, "pilot"),
      ["clue_file"],
      "elearning clue",
    );
    const after = await ok("sim/get_sim_by_id", { id: created.id }, "super");
    expectFields(after.first_pilot, SIM_PILOT_FORM, "SIM first_pilot");
    expectFields(after.first_pilot.reset_status[0], RESET_STATUS_ITEM, "SIM reset-status item");
  });
});
