import { BASE_TRAINING_IMPORT, CRITERIA, THEORY_TEST_IMPORT } from "@trms/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createBaseTraining,
  createInstructor,
  createPilot,
  createProgressTheory,
  createTheoryTest,
  createTrainingFlight,
  type Made,
} from "../../../test/factories";
import { importTestApp, importWorkbook, kindCounts, newCrew, outcomes } from "../../../test/history-import";

const app = importTestApp(async (ctx) => ({
  trainee: await createPilot(ctx),
  other: await createPilot(ctx),
  instructor: await createInstructor(ctx),
}));

const code = (made: Made) => String(made.crewCode);

const baseTraining = (crewCode: string, instructorCode: string, day: string, extra = {}) => ({
  crew_code: crewCode,
  instructor_crew_code: instructorCode,
  date_of_flight: day,
  airport: "VCA",
  go_around: "1",
  touch_and_go: "2",
  full_stop: "1",
  flight_time: "1.5",
  pre_departure_and_post_flight: "4",
  to_ga_clb: "4",
  cruise_descent_approach: "3",
  landing: "4",
  circuit: "N/A",
  ac_handling: "5",
  "others.criteria": "Crosswind",
  "others.point": "3",
  result: "Pass",
  comments: "Good circuit work",
  ...extra,
});

const theoryTest = (crewCode: string, instructorCode: string, day: string, extra = {}) => ({
  crew_code: crewCode,
  instructor_crew_code: instructorCode,
  date_of_test: day,
  cfp_decode: "Yes",
  mel_cdl: "Có",
  memory_items: "x",
  comments: "Knows the topics",
  result: "Fail",
  ...extra,
});

const progressTheory = (crewCode: string, instructorCode: string, day: string, extra = {}) => ({
  crew_code: crewCode,
  instructor_crew_code: instructorCode,
  date_of_test: day,
  aircraft_limitations: "Knows them",
  aircraft_systems: "Good",
  emergency_equipment: "Locates all",
  sops: "Follows",
  fom: "Familiar",
  airway_manuals: "Uses well",
  mel_cdl: "Applies",
  general_aviation_knowledge: "Sound",
  overall_performance: "4",
  ...extra,
});

describe("training record templates", () => {
  it("each kind's sheet, its columns under the create call's names, its lists", async () => {
    const { calls } = app;
    const { headers, example } = await calls.template("base_training", "vi", "Huấn luyện căn cứ");
    expect(headers.slice(0, 3)).toEqual(["Mã phi công *", "Mã giáo viên *", "Ngày bay *"]);
    expect(BASE_TRAINING_IMPORT.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(["go_around", "landing", "others.criteria", "others.point", "result", "report"]),
    );
    expect(example("landing")?.dataValidation?.type).toBe("list");

    const csv = await calls.download("template_csv?kind=theory_test", "en");
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body.startsWith(
        `\uFEFF${THEORY_TEST_IMPORT.columns
          .slice(0, 4)
          .map((c) => c.label.en)
          .join(",")}`,
      ),
    ).toBe(true);
  });
});

describe("training flight template", () => {
  it("one row a flight, its sectors in one cell whose format the notes give in the user's language", async () => {
    const { calls } = app;
    const { workbook, sheet, headers } = await calls.template(
      "training_flight",
      "vi",
      "Chuyến bay huấn luyện",
    );
    expect(headers.slice(0, 5)).toEqual([
      "Mã phi công *",
      "Mã giáo viên *",
      "Ngày bay *",
      "Loại chuyến bay",
      "Chặng bay *",
    ]);
    expect(sheet?.getRow(2).getCell(5).value).toBe(
      "12/10/2026 HAN-SGN 2.1 DAY PF; 12/10/2026 SGN-HAN 2 NIGHT PM",
    );
    const notes: string[] = [];
    workbook.getWorksheet("Hướng dẫn")?.eachRow((row) => {
      if (row.getCell(2).value === "Chặng bay") notes.push(String(row.getCell(4).value));
    });
    expect(notes[0]).toMatch(/^Bắt buộc, 1 đến 20 chặng bay cách nhau bằng “;” hoặc xuống dòng/);
  });
});

describe("problems at their column", () => {
  it("names each problem where it is, checked as the forms check, and writes nothing", async () => {
    const { ctx, calls, trainee, instructor, other, count } = app;
    await createTheoryTest(ctx, { trainee, instructor, date: "2026-03-01" });
    const file = await importWorkbook({
      theory_test: [
        theoryTest("NOBODY", code(instructor), "01/10/2026"),
        // A pilot without an instructor rating named as the instructor.
        theoryTest(code(trainee), code(other), "02/10/2026"),
        theoryTest(code(trainee), code(instructor), "01/01/2099"),
        theoryTest(code(trainee), code(instructor), "03/10/2026", { comments: "" }),
        theoryTest(code(trainee), code(instructor), "04/10/2026", { cfp_decode: "maybe" }),
        theoryTest(code(trainee), code(instructor), "05/10/2026"),
        theoryTest(code(trainee), code(instructor), "05/10/2026"),
        // Stored with other values (a pass, other topics): an import never changes a stored record.
        theoryTest(code(trainee), code(instructor), "01/03/2026"),
        theoryTest(code(instructor), code(instructor), "06/10/2026"),
        theoryTest(code(trainee), code(instructor), "07/10/2026", { report: "missing.pdf" }),
      ],
      base_training: [
        baseTraining(code(trainee), code(instructor), "01/10/2026", { go_around: "12" }),
        baseTraining(code(trainee), code(instructor), "02/10/2026", { landing: "7" }),
        baseTraining(code(trainee), code(instructor), "03/10/2026", { "others.criteria": "" }),
        baseTraining(code(trainee), code(instructor), "04/10/2026", { airport: "XXX" }),
        baseTraining(code(trainee), code(instructor), "05/10/2026", { flight_time: "30" }),
      ],
      progress_theory: [
        progressTheory(code(trainee), code(instructor), "01/10/2026", { sops: "" }),
        progressTheory(code(trainee), code(instructor), "02/10/2026", { overall_performance: "0" }),
      ],
    });
    const reply = await calls.preview(file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = await calls.rows(reply.body.data.id);
    expect(outcomes(rows, "theory_test")).toEqual([
      ["problem", ["crew_code"]],
      ["problem", ["instructor_crew_code"]],
      ["problem", ["date_of_test"]],
      ["problem", ["comments"]],
      ["problem", ["cfp_decode"]],
      ["create", []],
      ["problem", ["date_of_test"]],
      ["problem", ["date_of_test"]],
      ["problem", ["instructor_crew_code"]],
      ["problem", ["report"]],
    ]);
    const theory = rows.filter((row) => row.kind === "theory_test");
    expect(theory[1]?.problems[0]?.message).toBe(`${code(other)} has no instructor rating`);
    expect(theory[3]?.problems[0]?.message).toBe("This field is required");
    expect(theory[6]?.problems[0]?.message).toBe("The same value is on row 7 of this sheet");
    expect(theory[7]?.problems[0]?.message).toMatch(/stored with other values/);
    expect(theory[9]?.problems[0]?.message).toMatch(/has no file “missing.pdf”/);
    expect(outcomes(rows, "base_training")).toEqual([
      ["problem", ["go_around"]],
      ["problem", ["landing"]],
      ["problem", ["others.criteria"]],
      ["problem", ["airport"]],
      ["problem", ["flight_time"]],
    ]);
    const base = rows.filter((row) => row.kind === "base_training");
    expect(base[1]?.problems[0]?.message).toBe("“7” is not one of the list");
    expect(outcomes(rows, "progress_theory")).toEqual([
      ["problem", ["sops"]],
      ["problem", ["overall_performance"]],
    ]);
    expect(await count("theory_tests")).toBe(1);
    expect(await count("base_trainings")).toBe(0);
  });
});

describe("commit, re-run, export and undo", () => {
  it("new crew and their records land approved, once; the export imports again unchanged", async () => {
    const { ctx, api, calls, admin, trainee, instructor, count, query } = app;
    await createBaseTraining(ctx, { trainee, instructor, date: "2026-02-01" });
    await createProgressTheory(ctx, { trainee, instructor, date: "2026-02-02", approved: true });
    const file = await importWorkbook({
      crew: [newCrew("TR001"), newCrew("TR900", { instructor_rating: "TRI" })],
      base_training: [
        baseTraining("TR001", "TR900", "01/09/2026"),
        baseTraining(code(trainee), code(instructor), "02/09/2026", {
          "others.criteria": "",
          "others.point": "",
          result: "",
          comments: "",
          airport: "",
          circuit: "",
        }),
      ],
      theory_test: [theoryTest("TR001", code(instructor), "03/09/2026")],
      progress_theory: [progressTheory("TR001", "TR900", "04/09/2026")],
    });
    const previewed = await calls.preview(file);
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    expect(previewed.body.data.kinds).toMatchObject({
      crew: { create: 2, problem: 0 },
      base_training: { create: 2, update: 0, unchanged: 0, problem: 0 },
      theory_test: { create: 1, problem: 0 },
      progress_theory: { create: 1, problem: 0 },
    });
    expect(await count("base_trainings")).toBe(1);

    const committed = await calls.commit(previewed.body.data.id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const batch = previewed.body.data.id as number;
    const stored = await query<Record<string, unknown>>(
      sql`select b.*, b.approved_at::text as approved, p.crew_code, p.full_name as pilot_name
        from base_trainings b join pilots p on p.id = b.pilot_id where b.import_batch_id = ${batch}
        order by b.date_of_flight`,
    );
    expect(stored).toHaveLength(2);
    expect(stored[0]).toMatchObject({
      crew_code: "TR001",
      instructor_name: "Phi công TR900",
      date_of_flight: "2026-09-01",
      airport: "VCA",
      go_around: 1,
      touch_and_go: 2,
      full_stop: 1,
      flight_time: 1.5,
      pre_departure_and_post_flight: 4,
      circuit: 6,
      ac_handling: 5,
      others_criteria: "Crosswind",
      others_point: 3,
      result: true,
      comments: "Good circuit work",
      report_file: "",
      status: 1,
      approved_by: admin.userId,
      trainee_signature: "Phi công TR001",
      created_by: admin.userId,
    });
    expect(String(stored[0]?.approved)).toMatch(/^2026-09-01 12:00:00(\+00)?/);
    // Empty cells take the form's defaults: VCA, N/A, no others, no result, no comments.
    expect(stored[1]).toMatchObject({
      crew_code: code(trainee),
      airport: "VCA",
      circuit: 6,
      others_criteria: null,
      others_point: null,
      result: null,
      comments: null,
      instructor_name: instructor.fullName,
    });
    const theory = await query<Record<string, unknown>>(
      sql`select * from theory_tests where import_batch_id = ${batch}`,
    );
    expect(theory[0]).toMatchObject({
      cfp_decode: true,
      mel_cdl: true,
      memory_items: true,
      task_sharing: false,
      result: false,
      comments: "Knows the topics",
      status: 1,
    });
    const progress = await query<Record<string, unknown>>(
      sql`select * from progress_theory_reports where import_batch_id = ${batch}`,
    );
    expect(progress[0]).toMatchObject({ sops: "Follows", overall_performance: 4, status: 1 });
    const audits = await query<{ entity: string; n: number }>(
      sql`select entity, count(*)::int as n from audit_log where action = 'import'
        and entity in ('base_training', 'theory_test', 'progress_theory') group by entity order by entity`,
    );
    expect(audits).toEqual([
      { entity: "base_training", n: 2 },
      { entity: "progress_theory", n: 1 },
      { entity: "theory_test", n: 1 },
    ]);

    // The product reads it as approved by its trainee; nothing waits for a signature.
    const detail = await api.post(
      "flt_training/base_training_by_id",
      { id: stored[0]?.id },
      { token: admin.client.token },
    );
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 1,
      trainee_signature: "Phi công TR001",
      pilot_crew_code: "TR001",
      others: { criteria: "Crosswind", point: 3 },
    });

    // The same file again changes nothing.
    const again = await calls.preview(file);
    expect(again.body.data.kinds).toMatchObject({
      crew: { unchanged: 2 },
      base_training: { create: 0, unchanged: 2, problem: 0 },
      theory_test: { create: 0, unchanged: 1, problem: 0 },
      progress_theory: { create: 0, unchanged: 1, problem: 0 },
    });

    // Every stored record (the product's own too) exported, and imported again unchanged.
    for (const [kind, table, total] of [
      ["base_training", "base_trainings", 3],
      ["theory_test", "theory_tests", 2],
      ["progress_theory", "progress_theory_reports", 2],
    ] as const) {
      expect(await count(table)).toBe(total);
      for (const lang of ["vi", "en"] as const) {
        const roundTrip = await calls.reimport(kind, lang);
        expect(roundTrip.body.data.kinds[kind], `${kind} ${lang}`).toEqual(kindCounts({ unchanged: total }));
      }
    }

    // Changed after the commit: the undo is refused and changes nothing.
    await ctx.database.db.execute(
      sql`update theory_tests set comments = 'Changed', updated_at = now() + interval '1 second'
        where import_batch_id = ${batch}`,
    );
    const refused = await calls.undo(batch);
    expect(refused.status).toBe(409);
    expect(refused.body.details[0].message).toMatch(/TR001 · 2026-09-03 was changed after the import/);
    expect(await count("base_trainings", sql`import_batch_id = ${batch}`)).toBe(2);

    // Put back as imported: the undo takes every record out, kept in retention, and the crew it made.
    await ctx.database.db.execute(
      sql`update theory_tests set comments = 'Knows the topics', updated_at = created_at
        where import_batch_id = ${batch}`,
    );
    const undone = await calls.undo(batch);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await count("base_trainings")).toBe(1);
    expect(await count("theory_tests")).toBe(1);
    expect(await count("progress_theory_reports")).toBe(1);
    expect(await count("pilots", sql`crew_code in ('TR001', 'TR900')`)).toBe(0);
    const retained = await query<{ entity: string; n: number }>(
      sql`select entity, count(*)::int as n from retained_records
        where entity in ('base_training', 'theory_test', 'progress_theory') group by entity order by entity`,
    );
    expect(retained).toEqual([
      { entity: "base_training", n: 2 },
      { entity: "progress_theory", n: 1 },
      { entity: "theory_test", n: 1 },
    ]);
  });
});

const flight = (
  crewCode: string,
  instructorCode: string,
  day: string,
  extra: Record<string, string> = {},
) => ({
  crew_code: crewCode,
  instructor_crew_code: instructorCode,
  date_of_flight: day,
  flight_type: "Normal training flight",
  sectors: `${day} HAN-SGN 2.1 DAY PF; ${day} SGN-HAN 1.9 NIGHT PM`,
  ...Object.fromEntries(CRITERIA.map((criterion) => [criterion.key, "4"])),
  ...extra,
});

describe("training flights", () => {
  it("names each problem where it is, checked as the form checks, and writes nothing", async () => {
    const { ctx, calls, trainee, instructor, count } = app;
    await createTrainingFlight(ctx, { trainee, instructor, dateOfFlight: "2026-01-15" });
    const t = code(trainee);
    const i = code(instructor);
    const file = await importWorkbook({
      training_flight: [
        flight(t, i, "01/09/2026", { sectors: "01/09/2026 HAN SGN 2 DAY PF" }),
        flight(t, i, "02/09/2026", { sectors: "XXX-SGN 2 DAY PF" }),
        flight(t, i, "03/09/2026", { landing: "2" }),
        flight(t, i, "04/09/2026", {
          pre_departure_and_post_flight: "3",
          pdapf_comment: "Slow",
          special_remarks: "1",
        }),
        flight(t, i, "05/09/2026", { sectors: "06/09/2026 HAN-SGN 2 DAY PF" }),
        flight(t, i, "06/09/2026", { "phase_report.normal_comments": "On track" }),
        flight(t, i, "07/09/2026", { descent_approach: "0" }),
        flight(t, i, "08/09/2026", { special_remarks: "17" }),
        flight(t, i, "09/09/2026", { sectors: Array(21).fill("HAN-SGN 1 DAY PF").join("; ") }),
        flight(t, i, "10/09/2026", { sectors: "" }),
        flight(t, i, "11/09/2026", { sectors: "11/09/2026 HAN-SGN 25 DAY PF" }),
        flight(t, i, "12/09/2026"),
        flight(t, i, "12/09/2026", { comments: "again" }),
        // Stored with other sectors and grades: an import never changes a stored record.
        flight(t, i, "15/01/2026"),
        flight(t, i, "13/09/2026", { "flight_check.report": "check.pdf" }),
      ],
    });
    const reply = await calls.preview(file);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { rows } = await calls.rows(reply.body.data.id);
    const flights = rows.filter((row) => row.kind === "training_flight");
    expect(outcomes(flights)).toEqual([
      ["problem", ["sectors"]],
      ["problem", ["sectors"]],
      ["problem", ["ldg_comment"]],
      ["problem", ["special_remarks"]],
      ["problem", ["date_of_flight"]],
      ["problem", ["phase_report.normal_comments"]],
      ["problem", ["descent_approach"]],
      ["problem", ["special_remarks"]],
      ["problem", ["sectors"]],
      ["problem", ["sectors"]],
      ["problem", ["sectors"]],
      ["create", []],
      ["problem", ["date_of_flight"]],
      ["problem", ["date_of_flight"]],
      ["problem", ["flight_check.report", "flight_check.report"]],
    ]);
    const message = (at: number) => flights[at]?.problems[0]?.message;
    expect(message(0)).toBe("Sector 1 is not written as “12/10/2026 HAN-SGN 1.5 DAY PF”");
    expect(message(4)).toBe("The date of flight is the date of its first sector, 06/09/2026");
    expect(message(7)).toBe("“17” is not a criterion number from 1 to 16");
    expect(message(12)).toBe("The same value is on row 13 of this sheet");
    expect(message(13)).toMatch(/stored with other values/);
    expect(await count("training_flights")).toBe(1);
  });

  it("new crew's flights land approved with their sectors; FOT totals and trends follow; re-run, export, undo", async () => {
    const { ctx, api, calls, admin, trainee, instructor, count, query } = app;
    const i = code(instructor);
    const file = await importWorkbook({
      crew: [newCrew("TF001"), newCrew("TF900", { instructor_rating: "TRI" })],
      training_flight: [
        flight("TF001", "TF900", "01/10/2026", {
          sectors: "01/10/2026 HAN-SGN 2.1 DAY PF\n02/10/2026 SGN-HAN 1.9 NIGHT PM",
          landing: "2",
          ldg_comment: "Long flare",
          to_clb_cruise: "3",
          tcc_comment: "Late rotation",
          special_remarks: "2",
          fuel_efficiency: "N/A",
          "autoland.autoland_at": "SGN",
          "autoland.runway": "25R",
          "autoland.autoland_result": "Failed",
          recommendation: "Yes",
          recommendation_value: "More crosswind practice",
          grounded: "Có",
          comments: "Needs work",
          notice_to_next_instructor: "Watch the flare",
        }),
        flight("TF001", "TF900", "05/10/2026", {
          flight_type: "Kiểm tra giai đoạn 1",
          sectors: "HAN-DAD 1,2 D PF",
          "phase_report.normal_progress": "Yes",
          "phase_report.normal_comments": "On track",
        }),
        flight("TF001", i, "10/10/2026", {
          flight_type: "Final check",
          sectors: "10/10/2026 DAD-HAN 1.5 DAY PF",
          landing: "3",
          "flight_check.overall_performance": "2",
          "flight_check.comments": "Below standard",
        }),
        flight(code(trainee), "TF900", "12/10/2026"),
      ],
    });
    const previewed = await calls.preview(file);
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    expect(previewed.body.data.kinds.training_flight).toEqual(kindCounts({ create: 4 }));
    const batch = previewed.body.data.id as number;
    expect((await calls.commit(batch)).status).toBe(200);

    const stored = await query<Record<string, unknown>>(
      sql`select f.*, f.approved_at::text as approved from training_flights f
        where f.import_batch_id = ${batch} order by f.date_of_flight`,
    );
    expect(stored).toHaveLength(4);
    expect(stored[0]).toMatchObject({
      flight_type: 0,
      date_of_flight: "2026-10-01",
      number_of_sector: 2,
      routes: "HAN-SGN, SGN-HAN",
      autoland_at: "SGN",
      autoland_runway: "25R",
      autoland_result: 0,
      recommendation: true,
      recommendation_value: "More crosswind practice",
      grounded: true,
      min_score: 2,
      phase_normal_progress: null,
      check_overall_performance: null,
      comments: "Needs work",
      notice_to_next_instructor: "Watch the flare",
      instructor_name: "Phi công TF900",
      instructor_signature: "Phi công TF900",
      trainee_signature: "Phi công TF001",
      report_file: "",
      phase_report_file: null,
      status: 1,
      approved_by: admin.userId,
      created_by: admin.userId,
      approval_snapshot: null,
    });
    expect(String(stored[0]?.approved)).toMatch(/^2026-10-01 12:00:00(\+00)?/);
    const criteria = stored[0]?.criteria as Record<string, unknown>;
    expect(criteria.landing).toEqual({ score: 2, comment: "Long flare", special_remark: false });
    expect(criteria.to_clb_cruise).toEqual({ score: 3, comment: "Late rotation", special_remark: true });
    expect(criteria.fuel_efficiency).toEqual({ score: 6, comment: null, special_remark: false });
    expect(stored[1]).toMatchObject({
      flight_type: 1,
      routes: "HAN-DAD",
      phase_normal_progress: true,
      phase_normal_comments: "On track",
      phase_special_requirements: false,
      min_score: 4,
    });
    expect(stored[2]).toMatchObject({
      flight_type: 5,
      check_overall_performance: 2,
      check_comments: "Below standard",
      instructor_name: instructor.fullName,
    });
    const sectors = await query<Record<string, unknown>>(
      sql`select s.position, s.date_of_sector::text as day, s.departure, s.destination, s.flight_time,
        s.night_or_day, s.pf_pm from training_flight_sectors s where s.training_flight_id = ${stored[0]?.id}
        or s.training_flight_id = ${stored[1]?.id} order by s.training_flight_id, s.position`,
    );
    expect(sectors).toEqual([
      {
        position: 1,
        day: "2026-10-01",
        departure: "HAN",
        destination: "SGN",
        flight_time: 2.1,
        night_or_day: "DAY",
        pf_pm: "PF",
      },
      {
        position: 2,
        day: "2026-10-02",
        departure: "SGN",
        destination: "HAN",
        flight_time: 1.9,
        night_or_day: "NIGHT",
        pf_pm: "PM",
      },
      {
        position: 1,
        day: "2026-10-05",
        departure: "HAN",
        destination: "DAD",
        flight_time: 1.2,
        night_or_day: "DAY",
        pf_pm: "PF",
      },
    ]);
    expect(await count("audit_log", sql`entity = 'training_flight' and action = 'import'`)).toBe(4);

    // The product reads them: the detail (final check below standard), the FOT totals, the trends.
    const detail = await api.post(
      "flt_training/training_flight_by_id",
      { id: stored[2]?.id },
      { token: admin.client.token },
    );
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 1,
      report: null,
      trainee_signature: "Phi công TF001",
      flight_check: { overall_performance: 2, need_extra_training: true },
    });
    const fot = await api.post(
      "pilot/fot_list",
      { keyword: "TF001", page_count: 25 },
      { token: admin.client.token },
    );
    expect(fot.status, JSON.stringify(fot.body)).toBe(200);
    // 2.1 + 1.9 + 1.2 + 1.5 hours over three flights, one of them grounded.
    expect(fot.body.data.pilots[0]).toMatchObject({
      total_flight_hours: 6.7,
      grounded_number: 1,
      flight_progress: { training_flights: 3 },
    });
    // Landing (criterion 4) graded 2, 4 and 3: three grades, all recent.
    const trends = await query<Record<string, number>>(
      sql`select t.graded, t.recent_sum, t.earlier_sum, t.earlier_count from pilot_criterion_trends t
        join pilots p on p.id = t.pilot_id where p.crew_code = 'TF001' and t.criterion = 4`,
    );
    expect(trends[0]).toEqual({ graded: 3, recent_sum: 9, earlier_sum: 0, earlier_count: 0 });

    // The same file again changes nothing; the export of every flight imports again unchanged.
    const again = await calls.preview(file);
    expect(again.body.data.kinds.training_flight).toEqual(kindCounts({ unchanged: 4 }));
    const total = await count("training_flights");
    expect(total).toBe(5);
    for (const lang of ["vi", "en"] as const) {
      const roundTrip = await calls.reimport("training_flight", lang);
      expect(roundTrip.body.data.kinds.training_flight, lang).toEqual(kindCounts({ unchanged: total }));
    }

    // An administrator's edit after the commit (the trainee asked to approve again) blocks the undo.
    await ctx.database.db.execute(
      sql`update training_flights set status = 0, updated_at = now() + interval '1 second'
        where id = ${stored[3]?.id}`,
    );
    const refused = await calls.undo(batch);
    expect(refused.status).toBe(409);
    expect(refused.body.details[0].message).toBe(
      `The record ${code(trainee)} · 2026-10-12 · TF900 was changed after the import`,
    );
    await ctx.database.db.execute(
      sql`update training_flights set status = 1, updated_at = created_at where id = ${stored[3]?.id}`,
    );
    const undone = await calls.undo(batch);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await count("training_flights")).toBe(1);
    expect(await count("training_flight_sectors", sql`training_flight_id = ${stored[0]?.id}`)).toBe(0);
    const retained = await query<{ sectors: number }>(
      sql`select jsonb_array_length(record -> 'sectors')::int as sectors from retained_records
        where entity = 'training_flight' order by entity_id::int`,
    );
    expect(retained.map((row) => row.sectors)).toEqual([2, 1, 1, 2]);
    expect(
      await count(
        "pilot_criterion_trends",
        sql`pilot_id in (select id from pilots where crew_code = 'TF001')`,
      ),
    ).toBe(0);
  });
});

describe("reports from the ZIP beside the workbook", () => {
  it("stores each PDF a row names and the record names it; a training flight's section reports too", async () => {
    const { ctx, api, calls, admin, trainee, instructor, query } = app;
    const file = await importWorkbook({
      theory_test: [
        theoryTest(code(trainee), code(instructor), "20/11/2026", { report: "theory 20-11.pdf" }),
      ],
      training_flight: [
        flight(code(trainee), code(instructor), "21/11/2026", {
          flight_type: "Phase two check",
          report: "flight.pdf",
          "phase_report.report": "phase.pdf",
        }),
      ],
    });
    const previewed = await calls.previewWithPdfs(file, {
      "theory 20-11.pdf": "theory",
      "flight.pdf": "flight",
      "phase.pdf": "phase",
    });
    expect(previewed.status, JSON.stringify(previewed.body)).toBe(200);
    expect(previewed.body.data.kinds).toMatchObject({
      theory_test: { create: 1, problem: 0 },
      training_flight: { create: 1, problem: 0 },
    });
    const committed = await calls.commit(previewed.body.data.id);
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const [theory] = await query<{ id: number; report_file: string }>(
      sql`select id, report_file from theory_tests where date_of_test = '2026-11-20'`,
    );
    expect(theory?.report_file).toMatch(/^training_file\/.+/);
    const [flightRow] = await query<{ report_file: string; phase_report_file: string | null }>(
      sql`select report_file, phase_report_file from training_flights where date_of_flight = '2026-11-21'`,
    );
    expect(flightRow?.report_file).toMatch(/^training_file\/.+/);
    expect(flightRow?.phase_report_file).toMatch(/^training_file\/.+/);
    const detail = await api.post(
      "flt_training/get_theory_test_api_list",
      { id: theory?.id },
      { token: admin.client.token },
    );
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.report).toBe(`/api/v1/phase_report/${theory?.report_file}`);
    const download = await ctx.app.inject({
      method: "GET",
      url: detail.body.data.report,
      headers: { "access-token": admin.client.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.toString("latin1")).toContain("% theory");
    const [audit] = await query<{ changes: Record<string, unknown> }>(
      sql`select changes from audit_log where entity = 'theory_test' and action = 'import' and entity_id = ${String(theory?.id)}`,
    );
    expect(audit?.changes).toMatchObject({
      report: "theory 20-11.pdf",
      report_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The export names each report as its ZIP holds it: both import again unchanged.
    const roundTrip = await calls.reimport("theory_test", "en");
    expect(roundTrip.body.data.kinds.theory_test.problem).toBe(0);
    expect(roundTrip.body.data.kinds.theory_test.create).toBe(0);
  });
});
