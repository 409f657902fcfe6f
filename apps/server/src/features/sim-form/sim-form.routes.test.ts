import { createHash } from "node:crypto";
import { CaavFormStatus, Permission, Role, SimFormStatus } from "@trms/shared";
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG, TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, decodeMail, outboxMails, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { simForms } from "../../db/tables/sim-form.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const as = (key: string) => ({ token: tokens[key] });

/** The role matrix of part2 §6 for the SIM form calls: staff with each permission, and the crew. */
const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true }],
  ["admin", { role: Role.ADMIN }],
  ["office", { role: Role.USER, permissions: [Permission.USER_UPLOAD_SIM] }],
  ["pdfUploader", { role: Role.USER, permissions: [Permission.UPLOAD_SIM_PDF, Permission.VIEW_SIM] }],
  ["changer", { role: Role.USER, permissions: [Permission.CHANGE_SIM_STATUS] }],
  ["flagger", { role: Role.USER, permissions: [Permission.SET_SIM_FLAG] }],
  ["caavChanger", { role: Role.USER, permissions: [Permission.CHANGE_CAAV_STATUS] }],
  ["viewer", { role: Role.USER, permissions: [Permission.VIEW_SIM] }],
  ["bareStaff", { role: Role.USER, permissions: [Permission.VIEW_PILOT_LIST] }],
  ["instructorA", { role: Role.INSTRUCTOR, profile: { crewCode: "IA01" } }],
  ["instructorB", { role: Role.INSTRUCTOR, profile: { crewCode: "IB01" } }],
  ["instructorOther", { role: Role.INSTRUCTOR, profile: { crewCode: "IX01" } }],
  ["pilot1", { role: Role.PILOT, profile: { crewCode: "P101" } }],
  ["pilot2", { role: Role.PILOT, profile: { crewCode: "P102" } }],
  ["pilotOff", { role: Role.PILOT, profile: { crewCode: "P109" } }],
] as const;
type Who = (typeof ACCOUNTS)[number][0];

const session = (overrides: Record<string, unknown>) => ({
  first_pilot_crew_code: "P101",
  second_pilot_crew_code: "P102",
  sima_instructor_crew_code: "IA01",
  simb_instructor_crew_code: "IB01",
  sessiona_date_time: "2026-03-21T08:00:00+07:00",
  sessiona_place: "VN001",
  sessionb_date_time: "2026-03-22T08:00:00+07:00",
  sessionb_place: "CAE VN018",
  ...overrides,
});

/** Creates a session as the admin and returns the form ids of its first and second pilot. */
async function createSession(
  overrides: Record<string, unknown> = {},
): Promise<{ simId: number; forms: [number, number] }> {
  const created = await api.post("sim/create_sim", session(overrides), as("admin"));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const simId = created.body.data.id as number;
  const rows = await ctx.database.db
    .select()
    .from(simForms)
    .where(eq(simForms.simId, simId))
    .orderBy(simForms.pilotOrder);
  return { simId, forms: [rows[0]?.id as number, rows[1]?.id as number] };
}

type Part = string | number | { bytes: Buffer; name: string; type: string };
const pdf = { bytes: PDF, name: "form.pdf", type: "application/pdf" };
const png = { bytes: PNG, name: "scan.png", type: "image/png" };

/** A multipart call as the web sends it. */
function call(who: Who | null, url: string, parts: Record<string, Part>, lang: "en" | "vi" = "en") {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "object")
      form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
    else form.append(name, String(value));
  }
  return api.postForm(url, form, { ...(who ? as(who) : {}), lang });
}

const submit = (who: Who, formId: number, order: number, extra: Record<string, Part> = {}) =>
  call(who, "sim/submit_form", {
    submitted_form_id: formId,
    form_order: order,
    submitted_report: pdf,
    ...extra,
  });

async function formRow(id: number) {
  const [row] = await ctx.database.db.select().from(simForms).where(eq(simForms.id, id));
  if (!row) throw new Error("form missing");
  return row;
}

async function historyCount(formId: number, entity = "sim_form") {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.entity, entity), eq(workflowHistory.entityId, String(formId))));
  return row?.n ?? 0;
}

/** Every stored SIM form file, to prove a refused call left none behind. */
async function storedFiles() {
  const keys: string[] = [];
  for await (const object of ctx.app.deps.fileStore.list("sim_form/")) keys.push(object.key);
  return keys.sort();
}

const keyOf = (url: string) => url.replace("/api/v1/files/", "");

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  for (const [key, account] of ACCOUNTS) {
    const made = await createUser(ctx, {
      email: `${key.toLowerCase()}@test.trms`,
      fullName: `${key.toLowerCase()}`,
      ...account,
    });
    tokens[key] = made.client.token;
  }
});
afterAll(async () => {
  await ctx.close();
});

describe("sim/submit_form: the three stages", () => {
  it("walks a form through stage 1, 2 (assessed FAIL) and 3 with history, audit and file hashes", async () => {
    const { simId, forms } = await createSession();
    const [form] = forms;

    const first = await submit("pilot1", form, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      form_id: form,
      form_order: 1,
      form_status: SimFormStatus.PILOT_SUBMITTED,
    });
    const [step] = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.entity, "sim_form"), eq(workflowHistory.entityId, String(form))));
    expect(step).toMatchObject({ action: "submit_first", fromStatus: 1, toStatus: 2 });
    expect(step?.fileSha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "sim_form"), eq(auditLog.entityId, String(form))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.changes).toMatchObject({ status: [1, 2], file_sha256: step?.fileSha256 });

    // Out of order or by the wrong person.
    expect((await submit("instructorB", form, 3)).status).toBe(409);
    expect((await submit("instructorB", form, 2)).status).toBe(403);
    expect((await submit("pilot1", form, 2)).status).toBe(403);
    expect((await submit("pilot2", form, 1)).status).toBe(403);

    const second = await submit("instructorA", form, 2, { assessment: "fail" });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data).toMatchObject({
      form_status: SimFormStatus.INSTRUCTOR_A_SUBMITTED,
      assessed_fail: true,
    });
    // Stage 1 is closed once the instructor has uploaded.
    expect((await submit("pilot1", form, 1)).status).toBe(409);

    const third = await submit("instructorB", form, 3);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.data.form_status).toBe(SimFormStatus.INSTRUCTOR_B_SUBMITTED);

    const row = await formRow(form);
    expect(row.firstSubmit && row.secondSubmit && row.thirdSubmit).toBeTruthy();
    expect(await historyCount(form)).toBe(3);

    // The SIM reply of the sessions feature shows the form where the workflow left it.
    const byId = await api.post("sim/get_sim_by_id", { id: simId }, as("admin"));
    expect(byId.body.data.first_pilot).toMatchObject({
      form_status: SimFormStatus.INSTRUCTOR_B_SUBMITTED,
      third_submit: third.body.data.submitted_report,
    });
  });

  it("replaces a re-uploaded stage's file and keeps the earlier one in the history", async () => {
    const { simId, forms } = await createSession({
      sessiona_date_time: "2026-04-01T08:00:00+07:00",
      sessionb_date_time: "2026-04-02T08:00:00+07:00",
    });
    const [form] = forms;
    const one = await submit("pilot1", form, 1);
    const two = await submit("pilot1", form, 1);
    expect(two.status).toBe(200);
    expect(two.body.data.submitted_report).not.toBe(one.body.data.submitted_report);
    expect((await formRow(form)).firstSubmit).toBe(keyOf(two.body.data.submitted_report));
    const history = await api.post("sim/get_form_history", { form_id: form }, as("pilot1"));
    expect(history.status).toBe(200);
    // The reply names the form's session and seat, for the form's own page.
    expect(history.body.data).toMatchObject({ form_id: form, sim_id: simId, pilot_order: 1 });
    expect(history.body.data.history.map((h: { file: string }) => h.file)).toEqual([
      one.body.data.submitted_report,
      two.body.data.submitted_report,
    ]);
    expect(history.body.data.history[0]).toMatchObject({ action: "submit_first", actor_name: "pilot1" });
    expect(history.body.data.history[0].file_sha256).toMatch(/^[0-9a-f]{64}$/);
    // Both files are still stored and readable by the crew of the session.
    const file = await ctx.app.inject({
      method: "GET",
      url: one.body.data.submitted_report,
      headers: { "access-token": tokens.pilot1 as string },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
  });

  it("lets one instructor on both sessions upload stage 3 straight after stage 1, and the office any stage", async () => {
    const { forms } = await createSession({
      simb_instructor_crew_code: "IA01",
      sessiona_date_time: "2026-04-05T08:00:00+07:00",
      sessionb_date_time: "2026-04-06T08:00:00+07:00",
    });
    const [form, other] = forms;
    expect((await submit("pilot1", form, 1)).status).toBe(200);
    const third = await submit("instructorA", form, 3);
    expect(third.status, JSON.stringify(third.body)).toBe(200);
    expect(third.body.data.form_status).toBe(SimFormStatus.INSTRUCTOR_B_SUBMITTED);
    // The training office (USER_UPLOAD_SIM; admin always) files paper forms on anyone's behalf.
    expect((await submit("office", other, 1)).status).toBe(200);
    // One instructor holds both sessions: no stage 2; stage 3 carries the assessment.
    const noStage2 = await submit("admin", other, 2);
    expect(noStage2.status).toBe(409);
    expect(noStage2.body.code).toBe("CONFLICT");
    expect((await submit("admin", other, 2, { assessment: "pass" })).status).toBe(400);
    const assessed = await submit("admin", other, 3, { assessment: "fail" });
    expect(assessed.status, JSON.stringify(assessed.body)).toBe(200);
    expect(assessed.body.data).toMatchObject({
      form_status: SimFormStatus.INSTRUCTOR_B_SUBMITTED,
      assessed_fail: true,
    });
    // UPLOAD_SIM_PDF does not open form uploads, nor does any other staff permission.
    for (const who of ["pdfUploader", "changer", "flagger", "viewer", "bareStaff"] as const)
      expect((await submit(who, other, 3)).status, who).toBe(403);
  });

  it("reads a form of a session the caller is not on as missing, and refuses placeholder sessions", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-04-10T08:00:00+07:00",
      sessionb_date_time: "2026-04-11T08:00:00+07:00",
    });
    const before = await storedFiles();
    expect((await submit("instructorOther", forms[0], 1)).status).toBe(404);
    expect((await submit("pilotOff", forms[0], 1)).status).toBe(404);
    expect(
      (
        await call(null, "sim/submit_form", {
          submitted_form_id: forms[0],
          form_order: 1,
          submitted_report: pdf,
        })
      ).status,
    ).toBe(401);
    expect((await submit("pilot1", 999_999, 1)).status).toBe(404);

    const placeholder = await createSession({
      second_pilot_crew_code: "0000",
      sessiona_date_time: "2026-04-12T08:00:00+07:00",
      sessionb_date_time: "2026-04-13T08:00:00+07:00",
    });
    for (const who of ["pilot1", "office", "admin"] as const) {
      const refused = await submit(who, placeholder.forms[0], 1);
      expect(refused.status, who).toBe(403);
      expect(refused.body.message).toContain("0000");
    }
    const vi = await call(
      "pilot1",
      "sim/submit_form",
      { submitted_form_id: placeholder.forms[0], form_order: 1, submitted_report: pdf },
      "vi",
    );
    expect(vi.body.message).toContain("mã tạm 0000");
    expect(await storedFiles()).toEqual(before);
    // The office may still change the status of such a form.
    expect(
      (await call("changer", "sim/set_status", { form_id: placeholder.forms[0], status: 5 })).status,
    ).toBe(200);
  });

  it("refuses bad input with a localized 400/415 and stores nothing", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-04-15T08:00:00+07:00",
      sessionb_date_time: "2026-04-16T08:00:00+07:00",
    });
    const [form] = forms;
    const before = await storedFiles();
    const notPdf = await call("pilot1", "sim/submit_form", {
      submitted_form_id: form,
      form_order: 1,
      submitted_report: png,
    });
    expect(notPdf.status).toBe(415);
    const noFile = await call("pilot1", "sim/submit_form", { submitted_form_id: form, form_order: 1 });
    expect(noFile.status).toBe(400);
    const badOrder = await submit("pilot1", form, 4);
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.details).toEqual([
      { path: "form_order", message: "The form order must be 1, 2 or 3" },
    ]);
    const viOrder = await call(
      "pilot1",
      "sim/submit_form",
      { submitted_form_id: form, form_order: 0, submitted_report: pdf },
      "vi",
    );
    expect(viOrder.body.details[0].message).toBe("Thứ tự biểu mẫu phải là 1, 2 hoặc 3");
    expect((await submit("pilot1", form, 1, { assessment: "fail" })).status).toBe(400);
    expect((await submit("instructorA", form, 2, { assessment: "maybe" })).status).toBe(400);
    // With two instructors the assessment is stage 2's: stage 3 carrying one is refused, naming it.
    const third = await submit("admin", form, 3, { assessment: "fail" });
    expect(third.status).toBe(400);
    expect(third.body.details).toEqual([
      {
        path: "assessment",
        message:
          "Only the SIM-A instructor's report carries an assessment: stage 2, or stage 3 when one instructor holds both sessions",
      },
    ]);
    expect(
      (
        await call("pilot1", "sim/submit_form", {
          submitted_form_id: "abc",
          form_order: 1,
          submitted_report: pdf,
        })
      ).status,
    ).toBe(400);
    expect(await storedFiles()).toEqual(before);
    expect((await formRow(form)).status).toBe(SimFormStatus.INITIAL);
    expect(await historyCount(form)).toBe(0);
  });
});

describe("sim/reject_form", () => {
  it("sends a pilot's first upload back to Initial with a reason and a file, by the SIM-A instructor", async () => {
    const { simId, forms } = await createSession({
      sessiona_date_time: "2026-05-01T08:00:00+07:00",
      sessionb_date_time: "2026-05-02T08:00:00+07:00",
    });
    const [, form] = forms;
    const reject = (who: Who, parts: Record<string, Part> = {}) =>
      call(who, "sim/reject_form", { form_id: form, reason: "Page 2 is not signed", ...parts });
    // Nothing to reject yet.
    expect((await reject("instructorA")).status).toBe(409);
    expect((await submit("pilot2", form, 1)).status).toBe(200);
    // Not the pilot, not SIM-B, not staff without CHANGE_SIM_STATUS.
    expect((await reject("pilot2")).status).toBe(403);
    expect((await reject("instructorB")).status).toBe(403);
    expect((await reject("viewer")).status).toBe(403);
    expect((await reject("instructorOther")).status).toBe(404);
    const before = await storedFiles();
    const long = await reject("instructorA", { reason: "x".repeat(255), status_file: png });
    expect(long.status).toBe(400);
    expect(long.body.details[0]).toMatchObject({ path: "reason" });
    expect((await reject("instructorA", { reason: "  " })).status).toBe(400);
    expect(await storedFiles()).toEqual(before);

    const rejected = await reject("instructorA", { reason: "x".repeat(254), status_file: png });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data.form_status).toBe(SimFormStatus.INITIAL);
    expect(rejected.body.data.reset_status).toEqual([
      expect.objectContaining({
        reason: "x".repeat(254),
        status: SimFormStatus.INITIAL,
        form_status: expect.stringMatching(/^\/api\/v1\/files\/sim_form\/.+\.png$/),
      }),
    ]);
    expect((await formRow(form)).firstSubmit).toBeNull();
    // The sessions feature's reply carries the same reset-status history.
    const byId = await api.post("sim/get_sim_by_id", { id: simId }, as("admin"));
    expect(byId.body.data.second_pilot.reset_status).toHaveLength(1);
    // The pilot uploads again; a holder of CHANGE_SIM_STATUS may reject too.
    expect((await submit("pilot2", form, 1)).status).toBe(200);
    expect((await reject("changer")).status).toBe(200);
  });
});

describe("sim/set_status", () => {
  it("sets any status with a reason and file for CHANGE_SIM_STATUS, replying the reset-status history", async () => {
    const { simId, forms } = await createSession({
      sessiona_date_time: "2026-05-05T08:00:00+07:00",
      sessionb_date_time: "2026-05-06T08:00:00+07:00",
    });
    const [form] = forms;
    for (const who of ["pilot1", "instructorA", "office", "flagger", "viewer", "caavChanger"] as const)
      expect((await call(who, "sim/set_status", { form_id: form, status: 5 })).status, who).toBe(403);
    const before = await storedFiles();
    for (const status of [0, 7, "x", ""])
      expect(
        (await call("changer", "sim/set_status", { form_id: form, status, status_file: pdf })).status,
        String(status),
      ).toBe(400);
    expect(
      (await call("changer", "sim/set_status", { form_id: form, status: 5, reason: "y".repeat(255) })).status,
    ).toBe(400);
    expect(await storedFiles()).toEqual(before);

    const failed = await call("changer", "sim/set_status", {
      form_id: form,
      status: 6,
      reason: "Assessed FAIL",
      status_file: pdf,
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data.reset_status).toHaveLength(1);
    // Stage 2 is open again from Failed (a re-check).
    expect((await submit("pilot1", form, 1)).status).toBe(409);
    expect((await submit("instructorA", form, 2)).status).toBe(200);
    const completed = await call("superAdmin", "sim/set_status", { form_id: form, status: 5 });
    expect(completed.status).toBe(200);
    expect(completed.body.data.form_status).toBe(SimFormStatus.COMPLETED);
    expect(completed.body.data.reset_status.map((item: { status: number }) => item.status)).toEqual([6, 5]);
    expect(completed.body.data.reset_status[0]).toMatchObject({ reason: "Assessed FAIL" });
    expect(completed.body.data.reset_status[1]).toMatchObject({ reason: null, form_status: null });
    const byId = await api.post("sim/get_sim_by_id", { id: simId }, as("admin"));
    expect(byId.body.data.first_pilot.reset_status).toEqual(completed.body.data.reset_status);
  });
});

describe("sim/set_downloaded_flag and the third file", () => {
  it("sets the flag after stage 3 for SET_SIM_FLAG holders and the super admin", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-05-10T08:00:00+07:00",
      sessionb_date_time: "2026-05-11T08:00:00+07:00",
    });
    const [form] = forms;
    expect((await api.post("sim/set_downloaded_flag", { form_id: form }, as("flagger"))).status).toBe(409);
    expect((await submit("pilot1", form, 1)).status).toBe(200);
    expect((await submit("instructorA", form, 2)).status).toBe(200);
    const third = await submit("instructorB", form, 3);
    // The third file downloads by GET; its name is the last path segment.
    const download = await ctx.app.inject({
      method: "GET",
      url: third.body.data.submitted_report,
      headers: { "access-token": tokens.flagger as string },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toContain(
      third.body.data.submitted_report.split("/").pop(),
    );
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: third.body.data.submitted_report,
          headers: { "access-token": tokens.pilotOff as string },
        })
      ).statusCode,
    ).toBe(404);
    for (const who of ["pilot1", "instructorA", "changer", "viewer"] as const)
      expect((await api.post("sim/set_downloaded_flag", { form_id: form }, as(who))).status, who).toBe(403);
    expect((await api.post("sim/set_downloaded_flag", { form_id: "x" }, as("flagger"))).status).toBe(400);
    const flagged = await api.post("sim/set_downloaded_flag", { form_id: form }, as("flagger"));
    expect(flagged.status).toBe(200);
    expect(flagged.body.data).toEqual({ form_id: form, downloaded_flag: 2 });
    expect((await api.post("sim/set_downloaded_flag", { form_id: form }, as("superAdmin"))).status).toBe(200);
    expect((await formRow(form)).downloadedFlag).toBe(2);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(form)), eq(auditLog.action, "set_downloaded_flag")));
    expect(audits).toHaveLength(2);
  });
});

describe("the CAAV form", () => {
  it("moves through pilot and instructor uploads and takes status changes for CHANGE_CAAV_STATUS", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-05-15T08:00:00+07:00",
      sessionb_date_time: "2026-05-16T08:00:00+07:00",
    });
    const [form] = forms;
    const caav = (who: Who, file = pdf) =>
      call(who, "sim/submit_caav_form", { submitted_form_id: form, submitted_report: file });
    expect((await caav("instructorA")).status).toBe(409);
    expect((await caav("pilot2")).status).toBe(403);
    expect((await caav("office")).status).toBe(403);
    expect((await caav("instructorOther")).status).toBe(404);
    expect((await caav("pilot1", png)).status).toBe(415);
    const pilot = await caav("pilot1");
    expect(pilot.status, JSON.stringify(pilot.body)).toBe(200);
    expect(pilot.body.data).toEqual({
      caav_form: expect.stringMatching(/^\/api\/v1\/files\/sim_form\//),
      caav_form_status: CaavFormStatus.PILOT_SUBMITTED,
      version: expect.any(Number),
    });
    expect((await caav("pilot1")).status).toBe(200);
    const instructor = await caav("instructorB");
    expect(instructor.body.data.caav_form_status).toBe(CaavFormStatus.INSTRUCTOR_SUBMITTED);
    expect((await caav("pilot1")).status).toBe(409);
    expect((await caav("instructorA")).status).toBe(200);

    const status = (who: Who, value: unknown, extra: Record<string, Part> = {}) =>
      call(who, "sim/set_caav_status", { form_id: form, status: value as Part, ...extra });
    expect((await status("changer", 1)).status).toBe(403);
    expect((await status("pilot1", 1)).status).toBe(403);
    expect((await status("caavChanger", 4)).status).toBe(400);
    const reset = await status("caavChanger", 1, { reason: "Wrong CAAV template", status_file: png });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data.caav_form_status).toBe(CaavFormStatus.INITIAL);
    expect(reset.body.data.reset_status).toEqual([
      expect.objectContaining({ reason: "Wrong CAAV template", status: 1 }),
    ]);
    expect(await historyCount(form, "sim_caav_form")).toBe(5);
  });
});

describe("e-learning", () => {
  it("lets the form's pilot finish with a certificate that those who see the form can view", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-05-20T08:00:00+07:00",
      sessionb_date_time: "2026-05-21T08:00:00+07:00",
    });
    const [form] = forms;
    const clue = (who: Who) => api.post("sim/get_elearning_clue", { form_id: form }, as(who));
    expect((await clue("pilot1")).body.data).toEqual({ clue_file: null });
    const finish = (who: Who, parts: Record<string, Part> = {}) =>
      call(who, "sim/finish_elearning", { form_id: form, completed: "true", clue_file: png, ...parts });
    expect((await finish("pilot2")).status).toBe(403);
    expect((await finish("instructorA")).status).toBe(403);
    expect((await finish("pilotOff")).status).toBe(404);
    expect((await finish("admin")).status).toBe(403);
    expect((await finish("pilot1", { completed: "false" })).status).toBe(400);
    expect((await call("pilot1", "sim/finish_elearning", { form_id: form, completed: "true" })).status).toBe(
      400,
    );
    const done = await finish("pilot1");
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({
      elearning_completion: true,
      clue_file: expect.stringMatching(/\.png$/),
      version: expect.any(Number),
    });
    expect((await formRow(form)).elearningCompletion).toBe(true);
    for (const who of ["pilot1", "pilot2", "instructorA", "viewer", "admin"] as const)
      expect((await clue(who)).body.data.clue_file, who).toBe(done.body.data.clue_file);
    expect((await clue("pilotOff")).status).toBe(404);
    expect((await clue("bareStaff")).status).toBe(403);
    // A later certificate replaces it; the first stays in the history.
    expect((await finish("pilot1", { clue_file: pdf })).status).toBe(200);
    expect(await historyCount(form, "sim_elearning")).toBe(2);
  });
});

describe("concurrency", () => {
  it("lets one of two simultaneous first submissions win; the other gets 409 and leaves no file", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-06-01T08:00:00+07:00",
      sessionb_date_time: "2026-06-02T08:00:00+07:00",
    });
    const [form] = forms;
    // The pilot and the office both upload stage 1 of an Initial form at once.
    const before = await storedFiles();
    const results = await Promise.all([submit("pilot1", form, 1), submit("office", form, 1)]);
    const statuses = results.map((r) => r.status).sort();
    // Both are allowed from Pilot Submitted too, so the loser may also win later: only one may
    // take the Initial → Pilot Submitted step; the second is either a re-upload (200) or refused.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const rows = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.entityId, String(form)),
          eq(workflowHistory.entity, "sim_form"),
          eq(workflowHistory.fromStatus, 1),
        ),
      );
    expect(rows).toHaveLength(1);
    const after = await storedFiles();
    expect(after.length - before.length).toBe(statuses.filter((s) => s === 200).length);
  });

  it("two simultaneous status changes from one state: one wins, the other 409, one history row", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-06-05T08:00:00+07:00",
      sessionb_date_time: "2026-06-06T08:00:00+07:00",
    });
    const [form] = forms;
    expect((await submit("pilot1", form, 1)).status).toBe(200);
    const before = await storedFiles();
    // Two SIM-A uploads of stage 2 race with a reject of stage 1: both leave Pilot Submitted.
    const results = await Promise.all([
      submit("instructorA", form, 2),
      call("instructorA", "sim/reject_form", { form_id: form, reason: "Unsigned", status_file: png }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const rows = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.entityId, String(form)),
          eq(workflowHistory.entity, "sim_form"),
          eq(workflowHistory.fromStatus, 2),
        ),
      );
    expect(rows).toHaveLength(1);
    expect((await storedFiles()).length - before.length).toBe(1);
  });
});

describe("workflow mails", () => {
  it("mails the next actor in their language after the commit, and not when they turned mails off", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-06-10T08:00:00+07:00",
      sessionb_date_time: "2026-06-11T08:00:00+07:00",
    });
    const [form, other] = forms;
    const mailsTo = async (email: string) =>
      (await outboxMails(ctx.dataDir))
        // Quoted-printable bytes of UTF-8 text.
        .map((raw) => Buffer.from(decodeMail(raw), "latin1").toString("utf8"))
        .filter((mail) => mail.includes(`To: ${email}`));
    // SIM-A signs in in Vietnamese: the mails to them are in Vietnamese.
    const login = await api.login("instructora@test.trms", TEST_PASSWORD, { lang: "vi" });
    tokens.instructorA = login.body.data.token as string;
    const beforeA = (await mailsTo("instructora@test.trms")).length;
    expect((await submit("pilot1", form, 1)).status).toBe(200);
    await ctx.app.deps.background.drain();
    const toA = await mailsTo("instructora@test.trms");
    expect(toA.length).toBe(beforeA + 1);
    expect(toA.at(-1)).toContain("Lượt tải lên tiếp theo là của bạn");

    // Stage 2 mails SIM-B; reject mails the pilot with the reason.
    const beforeB = (await mailsTo("instructorb@test.trms")).length;
    expect((await submit("instructorA", form, 2)).status).toBe(200);
    await ctx.app.deps.background.drain();
    expect((await mailsTo("instructorb@test.trms")).length).toBe(beforeB + 1);
    expect((await submit("pilot2", other, 1)).status).toBe(200);
    expect(
      (
        await call("instructorA", "sim/reject_form", {
          form_id: other,
          reason: "Missing signature on page 3",
        })
      ).status,
    ).toBe(200);
    await ctx.app.deps.background.drain();
    expect((await mailsTo("pilot2@test.trms")).at(-1)).toContain("Missing signature on page 3");

    // Stage 3 mails the SET_SIM_FLAG holders of the fleet (staff with 16, admins, the super admin).
    const beforeFlag = (await mailsTo("flagger@test.trms")).length;
    expect((await submit("instructorB", form, 3)).status).toBe(200);
    await ctx.app.deps.background.drain();
    expect((await mailsTo("flagger@test.trms")).length).toBe(beforeFlag + 1);
    expect((await mailsTo("changer@test.trms")).length).toBe(0);

    // The pilot turns the mails off on their profile: a later reject sends them nothing.
    const off = await api.post("auth/user/update_notifications", { mail_notifications: false }, as("pilot2"));
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ mail_notifications: false });
    expect(
      (await api.post("auth/user/get_notifications", undefined, as("pilot2"))).body.data.mail_notifications,
    ).toBe(false);
    const beforeOff = (await mailsTo("pilot2@test.trms")).length;
    expect((await submit("pilot2", other, 1)).status).toBe(200);
    expect((await call("instructorA", "sim/reject_form", { form_id: other, reason: "Again" })).status).toBe(
      200,
    );
    await ctx.app.deps.background.drain();
    expect((await mailsTo("pilot2@test.trms")).length).toBe(beforeOff);
    expect(
      (await api.post("auth/user/update_notifications", { mail_notifications: "maybe" }, as("pilot2")))
        .status,
    ).toBe(400);
    expect((await api.post("auth/user/update_notifications", { mail_notifications: true })).status).toBe(401);
  });
});

describe("the form history", () => {
  it("shows every step with its actor and the actions the tables offer the caller", async () => {
    const { forms } = await createSession({
      sessiona_date_time: "2026-06-15T08:00:00+07:00",
      sessionb_date_time: "2026-06-16T08:00:00+07:00",
    });
    const [form] = forms;
    expect((await submit("pilot1", form, 1)).status).toBe(200);
    const asA = await api.post("sim/get_form_history", { form_id: form }, as("instructorA"));
    expect(asA.body.data.actions).toEqual(expect.arrayContaining(["submit_second", "reject"]));
    expect(asA.body.data.actions).not.toContain("submit_third");
    const asPilot = await api.post("sim/get_form_history", { form_id: form }, as("pilot1"));
    expect(asPilot.body.data.actions).toEqual(
      expect.arrayContaining(["submit_first", "submit_caav_pilot", "finish_elearning"]),
    );
    expect((await api.post("sim/get_form_history", { form_id: form }, as("pilotOff"))).status).toBe(404);
    const ids = await ctx.database.db
      .select({ id: simForms.id })
      .from(simForms)
      .where(inArray(simForms.id, forms));
    expect(ids).toHaveLength(2);
  });
});
