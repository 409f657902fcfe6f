import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../../../test/accounts";
import {
  createBaseTraining,
  createInstructor,
  createPilot,
  createTheoryTest,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { baseTrainings } from "../../db/tables/base-training.table";
import { progressTheoryReports } from "../../db/tables/progress-theory.table";
import { theoryTests } from "../../db/tables/theory-test.table";

let ctx: TestContext;
let instructor: Made;
let trainee: Made;
let otherPilot: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  instructor = await createInstructor(ctx);
  trainee = await createPilot(ctx);
  otherPilot = await createPilot(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Fields = Record<string, string | null>;

function form(fields: Fields, report: Buffer | null = PDF) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) data.append(name, value);
  if (report) data.append("report", new Blob([report]), "report.pdf");
  return data;
}

async function storedFiles() {
  const dir = path.join(ctx.dataDir, "files", "training_file");
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".pdf"))
    .sort();
}

const count = async (table: typeof baseTrainings | typeof theoryTests | typeof progressTheoryReports) =>
  (await ctx.database.db.select({ id: table.id }).from(table)).length;

const baseTraining = (overrides: Fields = {}): Fields => ({
  pilot_id: String(trainee.pilotId),
  date_of_flight: "2026-10-05",
  go_around: "2",
  touch_and_go: "9",
  full_stop: "2",
  flight_time: "1.5",
  landing: "3",
  result: "true",
  ...overrides,
});
const theoryTest = (overrides: Fields = {}): Fields => ({
  pilot_id: String(trainee.pilotId),
  date_of_test: "2026-10-06",
  cfp_decode: "true",
  comments: "Good",
  result: "true",
  ...overrides,
});
const progressTheory = (overrides: Fields = {}): Fields => ({
  pilot_id: String(trainee.pilotId),
  instructor_id: String(instructor.pilotId),
  date_of_test: "2026-10-07",
  aircraft_limitations: "a",
  aircraft_systems: "b",
  emergency_equipment: "c",
  sops: "d",
  fom: "e",
  airway_manuals: "f",
  mel_cdl: "g",
  general_aviation_knowledge: "h",
  ...overrides,
});

const CALLS = {
  base_training: { url: "flt_training/create_base_flight", fields: baseTraining, table: baseTrainings },
  theory_test: { url: "flt_training/create_theory_test", fields: theoryTest, table: theoryTests },
  progress_theory: {
    url: "flt_training/create_progress_theory_report",
    fields: progressTheory,
    table: progressTheoryReports,
  },
} as const;
type Kind = keyof typeof CALLS;

/** Sends the form and checks: 400, the message on the field in both languages, nothing stored. */
async function refused(kind: Kind, overrides: Fields, field: string, en: string, vi?: string) {
  const { url, fields, table } = CALLS[kind];
  const [before, files] = [await count(table), await storedFiles()];
  for (const [lang, message] of [
    ["en", en],
    ["vi", vi],
  ] as const) {
    if (!message) continue;
    const result = await instructor.client.postForm(url, form(fields(overrides)), { lang });
    expect(result.status).toBe(400);
    expect(result.body.details).toContainEqual({ path: field, message });
  }
  expect(await count(table)).toBe(before);
  expect(await storedFiles()).toEqual(files);
}

describe("base training: bad input is refused with the spec's message, nothing stored, no file left", () => {
  it.each([
    [
      "no date of flight",
      { date_of_flight: null },
      "date_of_flight",
      "Please select date of flight",
      "Vui lòng chọn ngày bay",
    ],
    ["an empty date of flight", { date_of_flight: "" }, "date_of_flight", "Please select date of flight"],
    [
      "a future date",
      { date_of_flight: "2099-01-01" },
      "date_of_flight",
      "The date must not be in the future",
    ],
    [
      "go-around 10",
      { go_around: "10" },
      "go_around",
      "Go-around: choose 0 to 9",
      "Số lần bay lại: chọn từ 0 đến 9",
    ],
    ["touch-and-go 10", { touch_and_go: "10" }, "touch_and_go", "Touch-and-go: choose 0 to 9"],
    [
      "full stop 3",
      { full_stop: "3" },
      "full_stop",
      "Full stop: choose 0 to 2",
      "Số lần hạ cánh dừng hẳn: chọn từ 0 đến 2",
    ],
    ["a negative go-around", { go_around: "-1" }, "go_around", "Go-around: choose 0 to 9"],
    [
      "a negative flight time",
      { flight_time: "-0.5" },
      "flight_time",
      "Flight time must not be negative",
      "Thời gian bay không được âm",
    ],
    [
      "an others point without its criteria",
      { "others.point": "4" },
      "others.criteria",
      "Please input the other criteria for this point",
    ],
    [
      "an others criteria without its point",
      { "others.criteria": "Crosswind" },
      "others.point",
      "Please select a point for the other criteria",
    ],
    ["a score of 7", { landing: "7" }, "landing", "This value is invalid"],
    ["an unknown airport", { airport: "XXX" }, "airport", "Unknown airport code"],
    ["a result that is no yes/no", { result: "maybe" }, "result", "This value is invalid"],
    ["no pilot", { pilot_id: null }, "pilot_id", "This field is required"],
    ["an unknown field", { grade: "A" }, "grade", "Unknown field"],
  ])("%s", async (_name, overrides, field, en, vi?: string) => {
    await refused("base_training", overrides as Fields, field, en, vi);
  });

  it("reads a non-numeric or empty flight time as 0, and defaults the airport to VCA", async () => {
    const created = await instructor.client.postForm(
      "flt_training/create_base_flight",
      form(baseTraining({ flight_time: "abc", airport: null })),
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ flight_time: 0, airport: "VCA", others: null });
    const empty = await instructor.client.postForm(
      "flt_training/create_base_flight",
      form(baseTraining({ flight_time: "", "others.criteria": "", "others.point": "" })),
    );
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ flight_time: 0, others: null });
  });
});

describe("the spec's required fields and no others", () => {
  it("keeps a base training and a theory test sent without a result (part1 §5 requires none)", async () => {
    for (const [url, fields] of [
      ["flt_training/create_base_flight", baseTraining({ result: null })],
      ["flt_training/create_theory_test", theoryTest({ result: null })],
      ["flt_training/create_theory_test", theoryTest({ result: "" })],
    ] as const) {
      const created = await instructor.client.postForm(url, form(fields));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.data.result, url).toBeNull();
    }
  });
});

describe("theory test: bad input", () => {
  it.each([
    [
      "no date of test",
      { date_of_test: null },
      "date_of_test",
      "Please select date of test",
      "Vui lòng chọn ngày kiểm tra",
    ],
    ["no comments", { comments: null }, "comments", "Please input comments", "Vui lòng nhập nhận xét"],
    ["blank comments", { comments: "   " }, "comments", "Please input comments"],
    ["a result that is no yes/no", { result: "maybe" }, "result", "This value is invalid"],
    ["a topic that is no yes/no", { cfp_decode: "maybe" }, "cfp_decode", "This value is invalid"],
  ])("%s", async (_name, overrides, field, en, vi?: string) => {
    await refused("theory_test", overrides as Fields, field, en, vi);
  });
});

describe("progress theory: bad input", () => {
  it.each([
    ["no date of test", { date_of_test: null }, "date_of_test", "Please select date of test"],
    [
      "no instructor",
      { instructor_id: null },
      "instructor_id",
      "Please select instructor",
      "Vui lòng chọn giáo viên",
    ],
    [
      "no aircraft limitations",
      { aircraft_limitations: null },
      "aircraft_limitations",
      "Please input aircraft limitations comments",
      "Vui lòng nhập nhận xét về giới hạn tàu bay",
    ],
    [
      "no aircraft systems",
      { aircraft_systems: "" },
      "aircraft_systems",
      "Please input aircraft systems comments",
    ],
    [
      "no emergency equipment",
      { emergency_equipment: null },
      "emergency_equipment",
      "Please input emergency equipment comments",
    ],
    ["no SOPs", { sops: null }, "sops", "Please input SOPs comments"],
    ["no FOM", { fom: null }, "fom", "Please input FOM comments"],
    ["no airway manuals", { airway_manuals: null }, "airway_manuals", "Please input airway manuals comments"],
    ["no MEL/CDL", { mel_cdl: null }, "mel_cdl", "Please input MEL/CDL comments"],
    [
      "no general aviation knowledge",
      { general_aviation_knowledge: null },
      "general_aviation_knowledge",
      "Please input general aviation knowledge comments",
    ],
    ["overall performance 6", { overall_performance: "6" }, "overall_performance", "This value is invalid"],
    [
      "another instructor",
      { instructor_id: "999999" },
      "instructor_id",
      "An instructor signs a record only as themself",
    ],
  ])("%s", async (_name, overrides, field, en, vi?: string) => {
    await refused("progress_theory", overrides as Fields, field, en, vi);
  });

  it("defaults the overall performance to 3, a pass; 2 or lower is a fail", async () => {
    const passed = await instructor.client.postForm(
      "flt_training/create_progress_theory_report",
      form(progressTheory()),
    );
    expect(passed.body.data).toMatchObject({ overall_performance: 3, result: true });
    const failed = await instructor.client.postForm(
      "flt_training/create_progress_theory_report",
      form(progressTheory({ overall_performance: "2" })),
    );
    expect(failed.body.data).toMatchObject({ overall_performance: 2, result: false });
  });
});

describe.each(Object.keys(CALLS) as Kind[])("%s: the report and the people", (kind) => {
  const { url, fields, table } = CALLS[kind];

  it("requires the report, as a PDF of at most 30 MB, and leaves no file behind", async () => {
    const [before, files] = [await count(table), await storedFiles()];
    const missing = await instructor.client.postForm(url, form(fields(), null));
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([{ path: "report", message: "Please select report file" }]);
    const image = await instructor.client.postForm(url, form(fields(), PNG));
    expect(image.status).toBe(415);
    expect(image.body.message).toBe("Wrong file format...");
    const big = Buffer.alloc(31_457_281, 0x20);
    PDF.copy(big);
    const huge = await instructor.client.postForm(url, form(fields(), big));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("Maximum 30MB...");
    expect(await count(table)).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("refuses a record for oneself, an unknown pilot and another instructor, storing nothing", async () => {
    const [before, files] = [await count(table), await storedFiles()];
    const self = await instructor.client.postForm(
      url,
      form(fields({ pilot_id: String(instructor.pilotId) })),
    );
    expect(self.status).toBe(400);
    expect(self.body.details).toContainEqual({
      path: "pilot_id",
      message: "An instructor cannot create a training record for themself",
    });
    const unknown = await instructor.client.postForm(url, form(fields({ pilot_id: "999999" })));
    expect(unknown.status).toBe(404);
    const otherInstructor = await instructor.client.postForm(
      url,
      form(fields({ instructor_id: String(otherPilot.pilotId) })),
    );
    expect(otherInstructor.status).toBe(400);
    expect(otherInstructor.body.details).toContainEqual({
      path: "instructor_id",
      message: "An instructor signs a record only as themself",
    });
    expect(await count(table)).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });
});

describe("approving someone else's record", () => {
  it("reads as missing to another pilot, and an unknown type is refused", async () => {
    const base = await createBaseTraining(ctx, { trainee, instructor });
    const theory = await createTheoryTest(ctx, { trainee, instructor });
    for (const [id, type] of [
      [base.id, "base_training"],
      [theory.id, "theory_test"],
    ] as const) {
      const result = await otherPilot.client.post("flt_training/approve_result", { id, type });
      expect(result.status).toBe(404);
    }
    const unknown = await trainee.client.post("flt_training/approve_result", { id: base.id, type: "sim" });
    expect(unknown.status).toBe(400);
  });
});
