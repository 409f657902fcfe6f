import { createHash } from "node:crypto";
import { LineTrainingStatus, Permission, Role } from "@trms/shared";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, decodeMail, outboxMails, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { lineTrainingSubmissions, lineTrainings } from "../../db/tables/line-training.table";
import { retainedRecords } from "../../db/tables/retention.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};

/** The role matrix of part2 §6 for the line training calls: staff with each permission, and the crew. */
const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true }],
  ["admin", { role: Role.ADMIN }],
  ["viewer", { role: Role.USER, permissions: [Permission.VIEW_LINE_TRAINING] }],
  ["creator", { role: Role.USER, permissions: [Permission.CREATE_LINE_TRAINING] }],
  ["changer", { role: Role.USER, permissions: [Permission.CHANGE_LINE_TRAINING_STATUS] }],
  [
    "unused",
    {
      role: Role.USER,
      permissions: [
        Permission.EDIT_LINE_TRAINING,
        Permission.DELETE_LINE_TRAINING,
        Permission.SET_LINE_TRAINING_FLAG,
      ],
    },
  ],
  ["bareStaff", { role: Role.USER, permissions: [Permission.VIEW_SIM] }],
  ["instructor", { role: Role.INSTRUCTOR, profile: { crewCode: "LI01" } }],
  ["instructorB787", { role: Role.INSTRUCTOR, profile: { crewCode: "LI02" }, fleet: "B787" }],
  ["pilot", { role: Role.PILOT, profile: { crewCode: "LP01" } }],
  ["pilot2", { role: Role.PILOT, profile: { crewCode: "LP02" } }],
  ["pilotB787", { role: Role.PILOT, profile: { crewCode: "LP03" }, fleet: "B787" }],
] as const;
type Who = (typeof ACCOUNTS)[number][0];
const WHO = ACCOUNTS.map(([who]) => who);
const as = (who: Who, lang: "en" | "vi" = "en") => ({ token: tokens[who], lang });

type Part = string | number | { bytes: Buffer; name: string; type: string };
const pdf = { bytes: PDF, name: "form.pdf", type: "application/pdf" };
const png = { bytes: PNG, name: "scan.png", type: "image/png" };

function call(who: Who, url: string, parts: Record<string, Part>, lang: "en" | "vi" = "en") {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "object")
      form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
    else form.append(name, String(value));
  }
  return api.postForm(url, form, as(who, lang));
}
const submit = (who: Who, id: number, order: number, report: Part = pdf) =>
  call(who, "line_training/submit_form", {
    submitted_line_training_id: id,
    form_order: order,
    submitted_report: report,
  });
const setStatus = (who: Who, id: number, status: number | string, extra: Record<string, Part> = {}) =>
  call(who, "line_training/set_status", { line_training_id: id, status, ...extra });

async function create(crewCode = "LP01", type = 1, who: Who = "admin"): Promise<number> {
  const created = await api.post(
    "line_training/create_line_training",
    { pilot_crew_code: crewCode, pilot_name: "ignored", line_training_type: type },
    as(who),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id as number;
}

async function storedFiles() {
  const keys: string[] = [];
  for await (const object of ctx.app.deps.fileStore.list("line_training/")) keys.push(object.key);
  return keys.sort();
}
async function submissionCount(id: number) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(lineTrainingSubmissions)
    .where(eq(lineTrainingSubmissions.lineTrainingId, id));
  return row?.n ?? 0;
}
/** The files a cleaned-up line training's retained record names. */
async function retainedFiles(id: number) {
  const [found] = await ctx.database.db
    .select({ files: retainedRecords.files })
    .from(retainedRecords)
    .where(and(eq(retainedRecords.entity, "line_training"), eq(retainedRecords.entityId, String(id))));
  return found?.files ?? [];
}

async function row(id: number) {
  const [found] = await ctx.database.db.select().from(lineTrainings).where(eq(lineTrainings.id, id));
  return found;
}
const list = (who: Who, body: Record<string, unknown> = {}) =>
  api.post("line_training/get_line_training_list", { page_number: 1, page_count: 100, ...body }, as(who));
const idsOf = (reply: { body: { data: { line_training_list: { id: number }[] } } }) =>
  reply.body.data.line_training_list.map((item) => item.id);

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

describe("a line training through both stages", () => {
  it("is created, uploaded by the pilot and the instructor, completed with a reason, with history and audit", async () => {
    const id = await create();
    expect(await row(id)).toMatchObject({
      pilotName: "pilot",
      fleet: "A321",
      status: 1,
      lineTrainingType: 1,
    });

    const first = await submit("pilot", id, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ status: LineTrainingStatus.PILOT_SUBMIT });
    expect(first.body.data.last_submit).toMatch(/^\/api\/v1\/files\/line_training\//);

    const second = await submit("instructor", id, 2);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.status).toBe(LineTrainingStatus.ON_TRAINING);
    // A further sector's form keeps the line training on training.
    expect((await submit("instructor", id, 2)).body.data.status).toBe(LineTrainingStatus.ON_TRAINING);

    const submissions = await api.post(
      "line_training/get_submissions_by_line_training_id",
      { line_training_id: id },
      as("pilot"),
    );
    expect(submissions.body.data.total).toBe(3);
    expect(submissions.body.data.submissions.map((s: { crew_code: string }) => s.crew_code)).toEqual([
      "LI01",
      "LI01",
      "LP01",
    ]);
    expect(submissions.body.data.submissions[2]).toMatchObject({
      form_order: 1,
      full_name: "pilot",
      file_sha256: createHash("sha256").update(PDF).digest("hex"),
    });
    const latest = await api.post(
      "line_training/get_latest_submission_by_line_training_id",
      { line_training_id: id },
      as("viewer"),
    );
    expect(latest.body.data).toMatchObject({ crew_code: "LI01", form_order: 2 });

    const done = await setStatus("changer", id, 3, { reason: "Released to line", status_file: png });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe(3);
    expect(done.body.data.reset_status).toHaveLength(1);
    expect(done.body.data.reset_status[0]).toMatchObject({ reason: "Released to line", status: 3 });
    expect(done.body.data.reset_status[0].form_status).toMatch(/\.png$/);

    const inProgress = idsOf(await list("admin", { completed: 0 }));
    const completed = await list("admin", { completed: 1 });
    expect(inProgress).not.toContain(id);
    expect(idsOf(completed)).toContain(id);
    const item = completed.body.data.line_training_list.find((l: { id: number }) => l.id === id);
    expect(item).toMatchObject({
      pilot_crew_code: "LP01",
      pilot_name: "pilot",
      line_training_type: 1,
      status: 3,
      last_submission: { full_name: "instructor" },
    });
    expect(item.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const steps = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.entity, "line_training"), eq(workflowHistory.entityId, String(id))))
      .orderBy(workflowHistory.id);
    expect(steps.map((s) => [s.action, s.fromStatus, s.toStatus])).toEqual([
      ["submit_first", 1, 1],
      ["submit_second", 1, 2],
      ["submit_second", 2, 2],
      ["set_status", 2, 3],
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "line_training"), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(
      ["create", "set_status", "submit_first", "submit_second", "submit_second"].sort(),
    );
  });

  it("mails the status holders after the pilot's first form and the pilot after the instructor's", async () => {
    await ctx.app.deps.background.drain();
    const before = (await outboxMails(ctx.config.dataDir)).length;
    const id = await create("LP02", 2);
    expect((await submit("pilot2", id, 1)).status).toBe(200);
    expect((await submit("instructor", id, 2)).status).toBe(200);
    await ctx.app.deps.background.drain();
    const mails = (await outboxMails(ctx.config.dataDir)).slice(before).map(decodeMail);
    const to = (address: string) => mails.filter((mail) => mail.includes(`To: ${address}`));
    expect(to("changer@test.trms")).toHaveLength(1);
    expect(to("pilot2@test.trms")).toHaveLength(1);
    expect(to("pilot2@test.trms")[0]).toContain("SOT");
    expect(to("instructor@test.trms")).toHaveLength(0);
  });
});

describe("who may call what (part2 §6)", () => {
  it("refuses each denied role before the body is read", async () => {
    const id = await create("LP01", 3);
    const denied: Record<string, Who[]> = {
      "line_training/get_line_training_list": ["creator", "changer", "unused", "bareStaff"],
      "line_training/create_line_training": ["viewer", "changer", "unused", "bareStaff"],
      "line_training/submit_form": [
        "superAdmin",
        "admin",
        "viewer",
        "creator",
        "changer",
        "unused",
        "bareStaff",
      ],
      "line_training/set_status": ["viewer", "creator", "unused", "bareStaff", "instructor", "pilot"],
      "line_training/clean_up_line_training": WHO.filter((w) => w !== "superAdmin"),
      "line_training/get_submissions_by_line_training_id": ["creator", "changer", "unused", "bareStaff"],
    };
    for (const [url, whos] of Object.entries(denied)) {
      for (const who of whos) {
        const reply = await api.post(url, { line_training_id: "garbage{" }, as(who));
        expect(reply.status, `${who} × ${url}`).toBe(403);
      }
    }
    expect(await row(id)).toBeDefined();
    expect(await submissionCount(id)).toBe(0);
  });

  it("shows a pilot their own line trainings, an instructor their fleet's, staff with VIEW their fleet's", async () => {
    const own = await create("LP01", 4);
    const other = await create("LP02", 4);
    const otherFleet = await create("LP03", 4, "superAdmin");
    const seen = async (who: Who) => idsOf(await list(who, { line_training_type: 4 }));
    expect(await seen("pilot")).toEqual([own]);
    expect((await seen("instructor")).sort()).toEqual([own, other].sort());
    expect(await seen("instructorB787")).toEqual([otherFleet]);
    // A manager works within their fleet; the super administrator sees every fleet.
    expect((await seen("viewer")).sort()).toEqual([own, other].sort());
    expect((await seen("superAdmin")).sort()).toEqual([own, other, otherFleet].sort());
    expect(
      (await api.post("line_training/get_line_training_by_id", { id: otherFleet }, as("viewer"))).status,
    ).toBe(404);
    const missing = await api.post(
      "line_training/get_submissions_by_line_training_id",
      { line_training_id: other },
      as("pilot"),
    );
    expect(missing.status).toBe(404);
    expect((await api.post("line_training/get_line_training_by_id", { id: own }, as("pilot"))).status).toBe(
      200,
    );
    // Another fleet's instructor cannot take the second stage either: the line training is not theirs.
    expect((await submit("pilot", own, 1)).status).toBe(200);
    expect((await submit("instructorB787", own, 2)).status).toBe(404);
  });

  it("lets a pilot create only their own and an instructor their fleet's", async () => {
    const post = (who: Who, crew: string) =>
      api.post(
        "line_training/create_line_training",
        { pilot_crew_code: crew, line_training_type: 5 },
        as(who),
      );
    expect((await post("pilot", "LP01")).status).toBe(200);
    const refused = await post("pilot", "LP02");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("only for yourself");
    expect((await post("instructor", "LP02")).status).toBe(200);
    expect((await post("instructor", "LP03")).status).toBe(403);
    const otherFleet = await post("creator", "LP03");
    expect(otherFleet.status).toBe(400);
    expect(otherFleet.body.details).toEqual([
      { path: "pilot_crew_code", message: "This pilot belongs to another fleet" },
    ]);
    expect((await post("superAdmin", "LP03")).status).toBe(200);
  });
});

describe("bad input: a clear localized error, nothing stored, no orphan file", () => {
  it("refuses submissions by the wrong person, in the wrong status, or of the wrong kind", async () => {
    const id = await create("LP01", 6);
    const files = await storedFiles();
    const refused = async (reply: Awaited<ReturnType<typeof submit>>, status: number, text?: string) => {
      expect(reply.status, JSON.stringify(reply.body)).toBe(status);
      if (text) expect(JSON.stringify(reply.body)).toContain(text);
      expect(await submissionCount(id)).toBe(0);
      expect(await storedFiles()).toEqual(files);
    };
    // The second stage before any submission, the first stage by another pilot, the pilot's second stage.
    await refused(await submit("instructor", id, 2), 409, "cannot take this upload");
    await refused(await submit("pilot2", id, 1), 404);
    await refused(await submit("pilot", id, 2), 403);
    await refused(await submit("instructor", id, 1), 403);
    await refused(await submit("pilot", id, 3), 400, "1 or 2");
    await refused(await submit("pilot", id, 1, png), 415);
    const noFile = await call("pilot", "line_training/submit_form", {
      submitted_line_training_id: id,
      form_order: 1,
    });
    await refused(noFile, 400);
    // The pilot's stage in On training is closed (Vietnamese message).
    expect((await submit("pilot", id, 1)).status).toBe(200);
    expect((await submit("instructor", id, 2)).status).toBe(200);
    const late = await call(
      "pilot",
      "line_training/submit_form",
      {
        submitted_line_training_id: id,
        form_order: 1,
        submitted_report: pdf,
      },
      "vi",
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("Huấn luyện tuyến ở trạng thái hiện tại không nhận tệp tải lên này");
    expect(await submissionCount(id)).toBe(2);
  });

  it("refuses a status outside the enumeration and a reason over 254 characters", async () => {
    const id = await create("LP01", 6);
    const files = await storedFiles();
    for (const [status, reason, text] of [
      [4, "ok", "1, 2 or 3"],
      ["x", "ok", "1, 2 or 3"],
      [3, "r".repeat(255), ""],
    ] as const) {
      const reply = await setStatus("admin", id, status, { reason, status_file: png });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      if (text) expect(JSON.stringify(reply.body)).toContain(text);
    }
    expect((await setStatus("admin", id, 3, { reason: "r".repeat(254) })).status).toBe(200);
    expect(await storedFiles()).toEqual(files);
    expect((await row(id))?.status).toBe(3);
  });

  it("refuses a create without pilot or type, an unknown pilot, a type outside 1–6", async () => {
    const post = (body: unknown, lang: "en" | "vi" = "en") =>
      api.post("line_training/create_line_training", body, as("admin", lang));
    const missingPilot = await post({ line_training_type: 1 }, "vi");
    expect(missingPilot.status).toBe(400);
    expect(missingPilot.body.details[0]).toMatchObject({
      path: "pilot_crew_code",
      message: "Vui lòng chọn phi công",
    });
    const missingType = await post({ pilot_crew_code: "LP01" });
    expect(missingType.body.details[0]).toMatchObject({ path: "line_training_type" });
    expect((await post({ pilot_crew_code: "LP01", line_training_type: 7 })).status).toBe(400);
    const unknown = await post({ pilot_crew_code: "NOPE", line_training_type: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0].message).toContain("No active pilot");
    // A staff account has no pilot profile.
    expect((await post({ pilot_crew_code: "", line_training_type: 1 })).status).toBe(400);
  });
});

describe("list", () => {
  it("filters by type, tab, keyword and date range, pages and sorts in SQL", async () => {
    const a = await create("LP01", 2);
    const b = await create("LP02", 2);
    const type2 = await list("admin", { line_training_type: 2, filter: "pilot_crew_code", order: "+" });
    const ids = idsOf(type2);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    expect(type2.body.data.total).toBe(ids.length);
    for (const item of type2.body.data.line_training_list) expect(item.line_training_type).toBe(2);
    expect(idsOf(await list("admin", { line_training_type: 2, keyword: "lp02" }))).toContain(b);
    expect(idsOf(await list("admin", { line_training_type: 2, keyword: "lp02" }))).not.toContain(a);
    const today = (await row(a))?.startDate as string;
    expect(idsOf(await list("admin", { date_range: { start_date: today, end_date: today } }))).toContain(a);
    expect(idsOf(await list("admin", { date_range: { end_date: "2020-01-01" } }))).toEqual([]);
    const page = await list("admin", { line_training_type: 2, page_count: 1, page_number: 2 });
    expect(page.body.data.line_training_list).toHaveLength(1);
    expect(page.body.data.total).toBe(ids.length);
    const bad = await list("admin", { completed: 2 });
    expect(bad.status).toBe(400);
    expect((await list("admin", { line_training_type: 9 })).status).toBe(400);
    expect((await list("admin", { date_range: { start_date: "01/02/2026" } })).status).toBe(400);
  });
});

describe("clean up", () => {
  it("takes the line training and its submissions away for the super admin; files, audit row and history stay", async () => {
    const id = await create("LP01", 1);
    expect((await submit("pilot", id, 1)).status).toBe(200);
    expect((await submit("instructor", id, 2)).status).toBe(200);
    expect((await setStatus("admin", id, 3, { reason: "done", status_file: png })).status).toBe(200);
    const keys = (
      await ctx.database.db
        .select({ key: workflowHistory.fileKey })
        .from(workflowHistory)
        .where(and(eq(workflowHistory.entity, "line_training"), eq(workflowHistory.entityId, String(id))))
    ).flatMap((r) => (r.key ? [r.key] : []));
    expect(keys).toHaveLength(3);

    const refused = await api.post(
      "line_training/clean_up_line_training",
      { line_training_id: id },
      as("admin", "vi"),
    );
    expect(refused.status).toBe(403);
    expect(await row(id)).toBeDefined();

    const cleaned = await api.post(
      "line_training/clean_up_line_training",
      { line_training_id: id },
      as("superAdmin"),
    );
    expect(cleaned.status, JSON.stringify(cleaned.body)).toBe(200);
    expect(await row(id)).toBeUndefined();
    expect(await submissionCount(id)).toBe(0);
    const remaining = await storedFiles();
    for (const key of keys) expect(remaining).toContain(key);
    expect(await retainedFiles(id)).toEqual(expect.arrayContaining(keys));
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "line_training"),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, "clean_up"),
        ),
      );
    expect(audit?.changes).toMatchObject({ submissions: 2, pilot_crew_code: "LP01" });
    expect((audit?.changes as { files_removed?: unknown[] } | undefined)?.files_removed).toHaveLength(3);
    // The sealed workflow history stays, read by no reply now that the record is gone.
    const history = await ctx.database.db
      .select({ action: workflowHistory.action })
      .from(workflowHistory)
      .where(and(eq(workflowHistory.entity, "line_training"), eq(workflowHistory.entityId, String(id))));
    expect(history.length).toBeGreaterThanOrEqual(3);
    const again = await api.post(
      "line_training/clean_up_line_training",
      { line_training_id: id },
      as("superAdmin"),
    );
    expect(again.status).toBe(404);
  });
});

describe("concurrency", () => {
  it("keeps every accepted submission and no refused file when two instructors upload at once", async () => {
    const id = await create("LP01", 5);
    expect((await submit("pilot", id, 1)).status).toBe(200);
    const before = await storedFiles();
    const results = await Promise.all([submit("instructor", id, 2), submit("instructor", id, 2)]);
    const accepted = results.filter((r) => r.status === 200).length;
    for (const r of results) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect(await submissionCount(id)).toBe(1 + accepted);
    expect((await storedFiles()).length).toBe(before.length + accepted);
    expect((await row(id))?.status).toBe(2);
  });

  it("leaves no row, submission or unretained file behind when a clean-up races an upload", async () => {
    const id = await create("LP01", 5);
    expect((await submit("pilot", id, 1)).status).toBe(200);
    const before = await storedFiles();
    const mine = (await row(id))?.lastSubmit;
    const [upload, clean] = await Promise.all([
      submit("instructor", id, 2),
      api.post("line_training/clean_up_line_training", { line_training_id: id }, as("superAdmin")),
    ]);
    expect(clean.status).toBe(200);
    expect([200, 404, 409]).toContain(upload.status);
    expect(await row(id)).toBeUndefined();
    expect(await submissionCount(id)).toBe(0);
    // What stays is what was there and what the retained line training names.
    const retained = await retainedFiles(id);
    expect(retained).toContain(mine);
    expect((await storedFiles()).sort()).toEqual([...new Set([...before, ...retained])].sort());
  });
});
