import { createHash } from "node:crypto";
import { LineCheckStatus, Permission, Role } from "@trms/shared";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF, PNG } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, decodeMail, outboxMails, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { lineChecks } from "../../db/tables/line-check.table";
import { workflowHistory } from "../../db/tables/workflow-history.table";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const as = (key: string) => ({ token: tokens[key] });

/** The role matrix of part2 §6 for the line check calls: staff with each permission, and the crew. */
const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true }],
  ["admin", { role: Role.ADMIN }],
  ["viewer", { role: Role.USER, permissions: [Permission.VIEW_LINE_CHECK] }],
  ["creator", { role: Role.USER, permissions: [Permission.CREATE_LINE_CHECK] }],
  ["editor", { role: Role.USER, permissions: [Permission.EDIT_LINE_CHECK] }],
  ["changer", { role: Role.USER, permissions: [Permission.CHANGE_LINE_CHECK_STATUS] }],
  ["deleter", { role: Role.USER, permissions: [Permission.DELETE_LINE_CHECK] }],
  ["flagger", { role: Role.USER, permissions: [Permission.SET_LINE_CHECK_FLAG] }],
  ["simStaff", { role: Role.USER, permissions: [Permission.VIEW_SIM, Permission.USER_UPLOAD_SIM] }],
  ["instructor", { role: Role.INSTRUCTOR, profile: { crewCode: "LI01" } }],
  ["instructorOther", { role: Role.INSTRUCTOR, profile: { crewCode: "LI09" } }],
  ["pilot", { role: Role.PILOT, profile: { crewCode: "LP01" } }],
  ["pilotOther", { role: Role.PILOT, profile: { crewCode: "LP02" } }],
] as const;
type Who = (typeof ACCOUNTS)[number][0];

type Part = string | number | { bytes: Buffer; name: string; type: string };
const pdf = { bytes: PDF, name: "form.pdf", type: "application/pdf" };
const png = { bytes: PNG, name: "scan.png", type: "image/png" };

function call(who: Who | null, url: string, parts: Record<string, Part>, lang: "en" | "vi" = "en") {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "object")
      form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
    else form.append(name, String(value));
  }
  return api.postForm(url, form, { ...(who ? as(who) : {}), lang });
}

const submit = (who: Who, id: number, order: number, report: Part = pdf) =>
  call(who, "linecheck/submit_line_check_form", {
    line_check_id: id,
    form_order: order,
    submitted_report: report,
  });
const setStatus = (who: Who, id: number, status: number | string, extra: Record<string, Part> = {}) =>
  call(who, "linecheck/set_line_check_status", { line_check_id: id, status, ...extra });

let day = 0;
const input = (overrides: Record<string, unknown> = {}) => {
  day += 1;
  return {
    pilot_crew_code: "LP01",
    instructor_crew_code: "LI01",
    line_check_date: `${String((day % 28) + 1).padStart(2, "0")}/04/2026 - 08:30`,
    line_check_sectors: "HAN-SGN, SGN-HAN",
    note: "Recurrent",
    ...overrides,
  };
};

async function create(overrides: Record<string, unknown> = {}, who: Who = "admin"): Promise<number> {
  const created = await api.post("linecheck/create_line_check", input(overrides), as(who));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id as number;
}

async function row(id: number) {
  const [found] = await ctx.database.db.select().from(lineChecks).where(eq(lineChecks.id, id));
  return found;
}

async function historyCount(id: number, entity = "line_check") {
  const [found] = await ctx.database.db
    .select({ n: count() })
    .from(workflowHistory)
    .where(and(eq(workflowHistory.entity, entity), eq(workflowHistory.entityId, String(id))));
  return found?.n ?? 0;
}

async function storedFiles() {
  const keys: string[] = [];
  for await (const object of ctx.app.deps.fileStore.list("line_check/")) keys.push(object.key);
  return keys.sort();
}

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

describe("linecheck/create_line_check, update, get, delete", () => {
  it("creates for any pilot in the admin area, for oneself as a pilot, for a checked pilot as instructor", async () => {
    const id = await create();
    const got = await api.post("linecheck/get_line_check_by_id", { id }, as("viewer"));
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      id,
      pilot_crew_code: "LP01",
      pilot_name: "pilot",
      instructor_crew_code: "LI01",
      instructor_name: "instructor",
      line_check_date: expect.stringMatching(/^2026-04-\d{2}T08:30:00\+07:00$/),
      line_check_sectors: "HAN-SGN, SGN-HAN",
      note: "Recurrent",
      line_check_status: LineCheckStatus.INITIAL,
      line_check_reset_status: [],
      downloaded_flag: 1,
      linecheck_document_completion: false,
      first_submit: null,
      second_submit: null,
    });
    // A pilot leaves out the pilot: it is themself.
    const own = await create({ pilot_crew_code: undefined }, "pilot");
    expect((await row(own))?.pilotCrewCode).toBe("LP01");
    // A pilot cannot create for another pilot; an instructor can for a pilot they check.
    const other = await api.post(
      "linecheck/create_line_check",
      input({ pilot_crew_code: "LP02" }),
      as("pilot"),
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("You can create line checks only for yourself or for pilots you check");
    await create({ pilot_crew_code: "LP02" }, "instructor");
    const notTheirs = await api.post(
      "linecheck/create_line_check",
      input({ pilot_crew_code: "LP02" }),
      as("instructorOther"),
    );
    expect(notTheirs.status).toBe(403);
    // The audit row keeps what was created.
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "line_check"), eq(auditLog.entityId, String(id))));
    expect(audits[0]).toMatchObject({ action: "create" });
  });

  it("refuses every role that may not create, and bad input with a clear message, storing nothing", async () => {
    for (const who of ["viewer", "editor", "changer", "deleter", "flagger", "simStaff"] as Who[]) {
      expect((await api.post("linecheck/create_line_check", input(), as(who))).status, who).toBe(403);
    }
    expect((await api.post("linecheck/create_line_check", input())).status).toBe(401);
    const [before] = await ctx.database.db.select({ n: count() }).from(lineChecks);
    const bad = async (
      body: Record<string, unknown>,
      path: string,
      message: string,
      lang: "en" | "vi" = "en",
    ) => {
      const reply = await api.post("linecheck/create_line_check", body, { ...as("admin"), lang });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.errors ?? reply.body.details, JSON.stringify(reply.body)).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, message })]),
      );
    };
    await bad(
      input({ instructor_crew_code: "" }),
      "instructor_crew_code",
      "Please enter the instructor crew code",
    );
    await bad(
      input({ instructor_crew_code: undefined }),
      "instructor_crew_code",
      "Please enter the instructor crew code",
    );
    await bad(
      input({ line_check_date: "2026-04-21 08:30" }),
      "line_check_date",
      "Enter the line check date as dd/MM/yyyy - HH:mm, such as 21/03/2026 - 08:00",
    );
    await bad(
      input({ line_check_date: "31/02/2026 - 08:30" }),
      "line_check_date",
      expect.any(String) as never,
    );
    await bad(input({ line_check_date: "" }), "line_check_date", "Please enter the line check date");
    await bad(input({ line_check_sectors: " " }), "line_check_sectors", "Please enter the sectors");
    await bad(input({ note: "n".repeat(257) }), "note", "This value is too long");
    await bad(input({ note: "n".repeat(257) }), "note", "Giá trị quá dài", "vi");
    await bad(input({ pilot_crew_code: undefined }), "pilot_crew_code", "Please select a pilot");
    await bad(
      input({ instructor_crew_code: "LP02" }),
      "instructor_crew_code",
      "This crew code does not belong to an active instructor",
    );
    await bad(input({ pilot_crew_code: "NOPE" }), "pilot_crew_code", "No active pilot has this crew code");
    await bad(
      input({ pilot_crew_code: "LI01" }),
      "instructor_crew_code",
      "The pilot and the instructor must be different people",
    );
    const [after] = await ctx.database.db.select({ n: count() }).from(lineChecks);
    expect(after?.n).toBe(before?.n);
    // A note of 256 characters is fine.
    await create({ note: "n".repeat(256) });
  });

  it("edits: EDIT_LINE_CHECK in any status, its pilot or instructor only while Initial", async () => {
    const id = await create();
    const edited = await api.post(
      "linecheck/update_line_check",
      { id, ...input({ line_check_sectors: "HAN-DAD" }) },
      as("editor"),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.line_check_sectors).toBe("HAN-DAD");
    const byPilot = await api.post(
      "linecheck/update_line_check",
      { id, ...input({ note: "Mine" }) },
      as("pilot"),
    );
    expect(byPilot.status).toBe(200);
    expect((await api.post("linecheck/update_line_check", { id, ...input() }, as("pilotOther"))).status).toBe(
      404,
    );
    for (const who of ["viewer", "creator", "changer", "deleter", "flagger", "simStaff"] as Who[])
      expect((await api.post("linecheck/update_line_check", { id, ...input() }, as(who))).status, who).toBe(
        403,
      );
    expect((await submit("pilot", id, 1)).status).toBe(200);
    const late = await api.post("linecheck/update_line_check", { id, ...input() }, as("pilot"));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This line check can no longer be edited: forms have been submitted");
    expect((await api.post("linecheck/update_line_check", { id, ...input() }, as("admin"))).status).toBe(200);
  });

  it("reads: staff with VIEW_LINE_CHECK, the pilot and the instructor; others read it as missing", async () => {
    const id = await create();
    for (const who of ["superAdmin", "admin", "viewer", "pilot", "instructor"] as Who[])
      expect((await api.post("linecheck/get_line_check_by_id", { id }, as(who))).status, who).toBe(200);
    for (const who of ["pilotOther", "instructorOther"] as Who[])
      expect((await api.post("linecheck/get_line_check_by_id", { id }, as(who))).status, who).toBe(404);
    for (const who of ["creator", "editor", "changer", "deleter", "flagger", "simStaff"] as Who[])
      expect((await api.post("linecheck/get_line_check_by_id", { id }, as(who))).status, who).toBe(403);
    expect((await api.post("linecheck/get_line_check_by_id", { id: 999999 }, as("admin"))).status).toBe(404);
    expect((await api.post("linecheck/get_line_check_by_id", { id: "x" }, as("admin"))).status).toBe(400);
  });

  it("deletes with DELETE_LINE_CHECK only, and never a line check with submitted forms", async () => {
    const id = await create();
    for (const who of ["viewer", "creator", "editor", "changer", "flagger", "pilot", "instructor"] as Who[])
      expect(
        (await api.post("linecheck/delete_line_check", { line_check_id: id }, as(who))).status,
        who,
      ).toBe(403);
    expect((await api.post("linecheck/delete_line_check", { line_check_id: id }, as("deleter"))).status).toBe(
      200,
    );
    expect(await row(id)).toBeUndefined();
    expect((await api.post("linecheck/delete_line_check", { line_check_id: id }, as("deleter"))).status).toBe(
      404,
    );
    const used = await create();
    expect((await submit("pilot", used, 1)).status).toBe(200);
    // Even set back to Initial, a line check that carried a form stays.
    expect((await setStatus("admin", used, 1, { reason: "Again" })).status).toBe(200);
    const refused = await api.post("linecheck/delete_line_check", { line_check_id: used }, as("admin"));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("A line check with submitted forms cannot be deleted");
  });
});

describe("linecheck/get_line_check_list", () => {
  it("pages, searches, sorts and scopes the list in SQL", async () => {
    const a = await create({ line_check_date: "02/05/2026 - 10:00", note: "Findme alpha" });
    const b = await create({
      pilot_crew_code: "LP02",
      line_check_date: "03/05/2026 - 10:00",
      note: "Findme beta",
    });
    const list = (who: Who, body: Record<string, unknown>) =>
      api.post(
        "linecheck/get_line_check_list",
        { page_number: 1, page_count: 50, order: "-", ...body },
        as(who),
      );
    const found = await list("viewer", { keyword: "findme", filter: "line_check_date", order: "+" });
    expect(found.status).toBe(200);
    expect(found.body.data.total).toBe(2);
    expect(found.body.data.line_check_list.map((r: { id: number }) => r.id)).toEqual([a, b]);
    const ranged = await list("admin", {
      keyword: "findme",
      date_range: { start_date: "2026-05-03", end_date: "2026-05-03" },
    });
    expect(ranged.body.data.line_check_list.map((r: { id: number }) => r.id)).toEqual([b]);
    // The pilot sees their own; the instructor theirs and those they check; the other instructor none.
    const mine = await list("pilot", { keyword: "findme" });
    expect(mine.body.data.line_check_list.map((r: { id: number }) => r.id)).toEqual([a]);
    expect((await list("instructor", { keyword: "findme" })).body.data.total).toBe(2);
    expect((await list("instructorOther", { keyword: "findme" })).body.data.total).toBe(0);
    // Paging: one per page.
    const page2 = await list("admin", {
      keyword: "findme",
      page_count: 1,
      page_number: 2,
      filter: "line_check_date",
      order: "+",
    });
    expect(page2.body.data.line_check_list.map((r: { id: number }) => r.id)).toEqual([b]);
    expect(page2.body.data.total).toBe(2);
    // Default page size 50; refused for staff without VIEW_LINE_CHECK; bad sort refused.
    expect((await list("changer", {})).status).toBe(403);
    expect((await list("simStaff", {})).status).toBe(403);
    expect((await list("admin", { filter: "nonsense" })).status).toBe(400);
    expect(
      (await list("admin", { date_range: { start_date: "2026-05-04", end_date: "2026-05-03" } })).status,
    ).toBe(400);
  });
});

describe("linecheck/submit_line_check_form and set_line_check_status", () => {
  it("walks a line check through both forms with history, audit, hashes, a red reset and Completed", async () => {
    const id = await create();
    // Nobody but the pilot uploads the first form; never the admin or user roles.
    expect((await submit("admin", id, 1)).status).toBe(403);
    expect((await submit("superAdmin", id, 1)).status).toBe(403);
    expect((await submit("simStaff", id, 1)).status).toBe(403);
    expect((await submit("instructor", id, 1)).status).toBe(403);
    expect((await submit("instructor", id, 2)).status).toBe(409);
    expect((await submit("pilotOther", id, 1)).status).toBe(404);
    const first = await submit("pilot", id, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ line_check_id: id, form_order: 1, line_check_status: 2 });
    const [step] = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(and(eq(workflowHistory.entity, "line_check"), eq(workflowHistory.entityId, String(id))));
    expect(step).toMatchObject({ action: "submit_first", fromStatus: 1, toStatus: 2 });
    expect(step?.fileSha256).toBe(createHash("sha256").update(PDF).digest("hex"));
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "line_check"),
          eq(auditLog.action, "submit_first"),
          eq(auditLog.entityId, String(id)),
        ),
      );
    expect(audit[0]?.changes).toMatchObject({ status: [1, 2], file_sha256: step?.fileSha256 });
    // A re-upload of the first form is allowed while Pilot Submitted.
    expect((await submit("pilot", id, 1)).status).toBe(200);
    expect((await submit("pilot", id, 2)).status).toBe(403);
    expect((await submit("instructorOther", id, 2)).status).toBe(404);
    const second = await submit("instructor", id, 2);
    expect(second.status).toBe(200);
    expect(second.body.data.line_check_status).toBe(3);
    expect((await submit("pilot", id, 1)).status).toBe(409);
    expect((await submit("instructor", id, 2)).status).toBe(200);

    // The status change: CHANGE_LINE_CHECK_STATUS only, with reason and file; reset_status replied.
    for (const who of [
      "viewer",
      "creator",
      "editor",
      "deleter",
      "flagger",
      "simStaff",
      "pilot",
      "instructor",
    ] as Who[])
      expect((await setStatus(who, id, 1, { reason: "No" })).status, who).toBe(403);
    const reset = await setStatus("changer", id, 1, { reason: "Page 2 unsigned", status_file: png });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.data.line_check_status).toBe(1);
    expect(reset.body.data.reset_status).toEqual([
      expect.objectContaining({
        reason: "Page 2 unsigned",
        status: 1,
        form_status: expect.stringContaining("/api/v1/files/line_check/"),
      }),
    ]);
    const status = await api.post("linecheck/get_line_check_status", { line_check_id: id }, as("pilot"));
    expect(status.body.data).toMatchObject({
      line_check_status: 1,
      actions: ["submit_first", "read_documents"],
    });
    expect(status.body.data.reset_status).toHaveLength(1);
    const done = await setStatus("admin", id, 4, { reason: "Filed" });
    expect(done.body.data).toMatchObject({ line_check_status: 4 });
    expect(done.body.data.reset_status).toHaveLength(2);
    const got = await api.post("linecheck/get_line_check_by_id", { id }, as("admin"));
    expect(got.body.data.line_check_reset_status).toHaveLength(2);
    expect(await historyCount(id)).toBe(6);
  });

  it("refuses bad input with a clear message and leaves no file behind", async () => {
    const id = await create();
    const before = await storedFiles();
    const png1 = await submit("pilot", id, 1, png);
    expect(png1.status).toBe(415);
    const noFile = await call("pilot", "linecheck/submit_line_check_form", {
      line_check_id: id,
      form_order: 1,
    });
    expect(noFile.status).toBe(400);
    const order = await submit("pilot", id, 3);
    expect(order.status).toBe(400);
    expect(JSON.stringify(order.body)).toContain("The form order must be 1 or 2");
    const badStatus = await setStatus("admin", id, 5, { status_file: png });
    expect(badStatus.status).toBe(400);
    expect(JSON.stringify(badStatus.body)).toContain("The status must be 1 (Initial)");
    const badStatusVi = await call(
      "admin",
      "linecheck/set_line_check_status",
      { line_check_id: id, status: "x" },
      "vi",
    );
    expect(JSON.stringify(badStatusVi.body)).toContain("Trạng thái phải là 1");
    const longReason = await setStatus("admin", id, 2, { reason: "r".repeat(255), status_file: png });
    expect(longReason.status).toBe(400);
    expect(JSON.stringify(longReason.body)).toContain("This value is too long");
    // Wrong person and wrong state: the uploaded file is removed again.
    expect((await submit("instructor", id, 2)).status).toBe(409);
    expect((await submit("pilotOther", id, 1)).status).toBe(404);
    expect(await storedFiles()).toEqual(before);
    expect(await historyCount(id)).toBe(0);
    expect((await row(id))?.status).toBe(1);
    expect((await setStatus("admin", id, 2, { reason: "r".repeat(254) })).status).toBe(200);
  });
});

describe("linecheck/set_line_check_downloaded_flag and the second file", () => {
  it("needs the second form and SET_LINE_CHECK_FLAG; the file is readable by its people only", async () => {
    const id = await create();
    const flag = (who: Who) =>
      api.post("linecheck/set_line_check_downloaded_flag", { line_check_id: id }, as(who));
    expect((await flag("flagger")).status).toBe(409);
    expect((await submit("pilot", id, 1)).status).toBe(200);
    const second = await submit("instructor", id, 2);
    const url = second.body.data.submitted_report as string;
    for (const who of ["viewer", "changer", "deleter", "pilot", "instructor"] as Who[])
      expect((await flag(who)).status, who).toBe(403);
    const file = (who: Who) =>
      ctx.app.inject({ method: "GET", url, headers: { "access-token": tokens[who] as string } });
    for (const who of ["flagger", "pilot", "instructor", "viewer", "admin"] as Who[])
      expect((await file(who)).statusCode, who).toBe(200);
    for (const who of ["pilotOther", "instructorOther", "simStaff"] as Who[])
      expect((await file(who)).statusCode, who).not.toBe(200);
    const set = await flag("flagger");
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ line_check_id: id, downloaded_flag: 2 });
    expect((await row(id))?.downloadedFlag).toBe(2);
    expect((await flag("superAdmin")).status).toBe(200);
    // A new second form has not been downloaded yet.
    expect((await submit("instructor", id, 2)).status).toBe(200);
    expect((await row(id))?.downloadedFlag).toBe(1);
  });
});

describe("linecheck/read_documents and get_latest_line_check", () => {
  it("lets only the line check's own pilot confirm, once; the latest line check feeds the prompt", async () => {
    const id = await create({ pilot_crew_code: "LP02", line_check_date: "01/12/2030 - 09:00" });
    const latest = await api.post("linecheck/get_latest_line_check", undefined, as("pilotOther"));
    expect(latest.status).toBe(200);
    expect(latest.body.data.line_check).toMatchObject({ id, linecheck_document_completion: false });
    const read = (who: Who, body: Record<string, unknown> = { line_check_id: id, completed: true }) =>
      api.post("linecheck/read_documents", body, as(who));
    // Another pilot's line check reads as missing; its instructor is refused with a message.
    expect((await read("pilot")).status).toBe(404);
    const byInstructor = await read("instructor");
    expect(byInstructor.status).toBe(403);
    expect(byInstructor.body.message).toBe(
      "Only the pilot of this line check can confirm reading its documents",
    );
    for (const who of ["admin", "superAdmin", "viewer", "changer"] as Who[])
      expect((await read(who)).status, who).toBe(403);
    expect((await read("pilotOther", { line_check_id: id, completed: false })).status).toBe(400);
    const ok = await read("pilotOther");
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ line_check_id: id, linecheck_document_completion: true, version: 2 });
    expect((await read("pilotOther")).status).toBe(200);
    expect(await historyCount(id, "line_check_documents")).toBe(1);
    const again = await api.post("linecheck/get_latest_line_check", undefined, as("pilotOther"));
    expect(again.body.data.line_check.linecheck_document_completion).toBe(true);
    expect((await api.post("linecheck/get_latest_line_check", undefined, as("viewer"))).status).toBe(403);
  });
});

describe("concurrency", () => {
  it("two simultaneous submissions from one state: one wins, the other 409 and leaves no file", async () => {
    const id = await create();
    expect((await submit("pilot", id, 1)).status).toBe(200);
    const before = await storedFiles();
    // The instructor's second form races a status change out of Pilot Submitted.
    const results = await Promise.all([
      submit("instructor", id, 2),
      setStatus("admin", id, 1, { reason: "Race" }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const moves = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.entity, "line_check"),
          eq(workflowHistory.entityId, String(id)),
          eq(workflowHistory.fromStatus, 2),
        ),
      );
    expect(moves).toHaveLength(1);
    const added = (await storedFiles()).length - before.length;
    expect(added).toBe(results[0]?.status === 200 ? 1 : 0);
  });

  it("two simultaneous first forms of an Initial line check: one Initial → Pilot Submitted step", async () => {
    const id = await create();
    const before = await storedFiles();
    const results = await Promise.all([submit("pilot", id, 1), submit("pilot", id, 1)]);
    const ok = results.filter((r) => r.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    const fromInitial = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(
        and(
          eq(workflowHistory.entity, "line_check"),
          eq(workflowHistory.entityId, String(id)),
          eq(workflowHistory.fromStatus, 1),
        ),
      );
    expect(fromInitial).toHaveLength(1);
    expect((await storedFiles()).length - before.length).toBe(ok);
  });
});

describe("workflow mails", () => {
  it("mails the instructor after the first form and the flag holders after the second", async () => {
    const id = await create();
    const mailsTo = async (email: string) =>
      (await outboxMails(ctx.dataDir))
        .map((raw) => Buffer.from(decodeMail(raw), "latin1").toString("utf8"))
        .filter((mail) => mail.includes(`To: ${email}`));
    // The earlier tests' mails are sent after their commits: all of them out before counting.
    await ctx.app.deps.background.drain();
    const beforeI = (await mailsTo("instructor@test.trms")).length;
    expect((await submit("pilot", id, 1)).status).toBe(200);
    await ctx.app.deps.background.drain();
    const toI = await mailsTo("instructor@test.trms");
    expect(toI.length).toBe(beforeI + 1);
    expect(toI.at(-1)).toContain("The second form is yours");
    const beforeF = (await mailsTo("flagger@test.trms")).length;
    const beforeC = (await mailsTo("changer@test.trms")).length;
    expect((await submit("instructor", id, 2)).status).toBe(200);
    await ctx.app.deps.background.drain();
    expect((await mailsTo("flagger@test.trms")).length).toBe(beforeF + 1);
    expect((await mailsTo("changer@test.trms")).length).toBe(beforeC);
  });
});
