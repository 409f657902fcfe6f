import { readdir } from "node:fs/promises";
import path from "node:path";
import { RECORD_CHANGED_DETAIL, Role, recordChangedOf, type SessionUser } from "@trms/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/tables/audit.table";
import { lineChecks } from "../src/db/tables/line-check.table";
import { mailOutbox } from "../src/db/tables/mail-outbox.table";
import { workflowHistory } from "../src/db/tables/workflow-history.table";
import { lineCheckForm } from "../src/features/line-check";
import { reachableForm, setFormStatus } from "../src/lib/staged-form";
import { PDF, PNG } from "./accounts";
import {
  createAdmin,
  createInstructor,
  createLineCheck,
  createLineTraining,
  createPilot,
  createSimForm,
  createTrainingFlight,
  createUser,
  type Made,
  trainingFlightForm,
} from "./factories";
import { createTestApp, type TestContext } from "./harness";

/**
 * A record's version and the writes sent with `If-Match` (ADR 1600), as an offline device sends
 * the changes it queued: the version counts every change, a write on the version the record has
 * applies, one on an older version is refused with 409, what changed and nothing written. Both
 * databases.
 */
let ctx: TestContext;
let admin: Made;
let pilot: Made;
let instructor: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  pilot = await createPilot(ctx);
  instructor = await createInstructor(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

type Part = string | number | { bytes: Buffer; name: string; type: string };
const pdf = { bytes: PDF, name: "form.pdf", type: "application/pdf" };
const png = { bytes: PNG, name: "scan.png", type: "image/png" };

function form(parts: Record<string, Part>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts))
    if (typeof value === "object")
      body.append(name, new Blob([value.bytes], { type: value.type }), value.name);
    else body.append(name, String(value));
  return body;
}

const headers = (ifMatch?: string, key?: string) => ({
  ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
  ...(key === undefined ? {} : { "idempotency-key": key }),
});

const submitLineCheck = (
  who: Made,
  id: number,
  order: 1 | 2,
  ifMatch?: string,
  options: { key?: string; lang?: "en" | "vi" } = {},
) =>
  who.client.postForm(
    "linecheck/submit_line_check_form",
    form({ line_check_id: id, form_order: order, submitted_report: pdf }),
    { headers: headers(ifMatch, options.key), lang: options.lang },
  );

const setLineCheckStatus = (id: number, status: number, ifMatch?: string) =>
  admin.client.postForm(
    "linecheck/set_line_check_status",
    form({ line_check_id: id, status, reason: "Filed on paper", status_file: png }),
    { headers: headers(ifMatch) },
  );

const lineCheckVersion = async (id: number) =>
  (await admin.client.post("linecheck/get_line_check_by_id", { id })).body.data.version as number;

/** The line check's lasting traces: status, version, history and audit rows, mails, stored files. */
async function traces(id: number) {
  const db = ctx.database.db;
  const [row] = await db
    .select({ status: lineChecks.status, version: lineChecks.version, first: lineChecks.firstSubmit })
    .from(lineChecks)
    .where(eq(lineChecks.id, id));
  const of = (table: typeof workflowHistory | typeof auditLog) =>
    and(eq(table.entityId, String(id)), eq(table.entity, "line_check"));
  return {
    row,
    history: (await db.select({ id: workflowHistory.id }).from(workflowHistory).where(of(workflowHistory)))
      .length,
    audit: (await db.select({ id: auditLog.id }).from(auditLog).where(of(auditLog))).length,
    mails: (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
    files: (
      await readdir(path.join(ctx.dataDir, "files", "line_check"), { recursive: true }).catch(
        () => [] as string[],
      )
    )
      .map(String)
      .sort(),
  };
}

/** The admin as a session sees it, for calling the engine without a request. */
const adminUser = (): SessionUser => ({
  id: admin.userId,
  role: Role.ADMIN,
  fleet: admin.fleet,
  crew_code: null,
  pilot_id: null,
  management_role: [],
  full_name: admin.fullName,
  email: admin.email,
  avatar: null,
  is_admin: true,
});

const newLineCheck = () =>
  createLineCheck(ctx, { pilot: pilot.crewCode as string, instructor: instructor.crewCode as string });

describe("a record's version", () => {
  it("starts at 1 and counts every status move and every edit, in the replies and the list", async () => {
    const id = await newLineCheck();
    expect(await lineCheckVersion(id)).toBe(1);
    const first = await submitLineCheck(pilot, id, 1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ line_check_status: 2, version: 2 });
    const second = await submitLineCheck(instructor, id, 2);
    expect(second.body.data).toMatchObject({ line_check_status: 3, version: 3 });
    const status = await setLineCheckStatus(id, 4);
    expect(status.body.data).toMatchObject({ line_check_status: 4, version: 4 });
    const edit = await admin.client.post("linecheck/update_line_check", {
      id,
      pilot_crew_code: pilot.crewCode,
      instructor_crew_code: instructor.crewCode,
      line_check_date: "2026-03-02T08:00:00+07:00",
      line_check_sectors: "HAN-DAD",
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data.version).toBe(5);
    const list = await admin.client.post("linecheck/get_line_check_list", {
      page_number: 1,
      page_count: 100,
    });
    const row = (list.body.data.line_check_list as { id: number; version: number }[]).find(
      (r) => r.id === id,
    );
    expect(row?.version).toBe(5);
  });

  it("is in the training flight's detail and list rows, one more after an edit and after the approval", async () => {
    const trainee = await createPilot(ctx);
    const { id } = await createTrainingFlight(ctx, { trainee, instructor });
    const detail = await trainee.client.post("flt_training/training_flight_by_id", { id });
    expect(detail.body.data.version).toBe(1);
    const edited = await instructor.client.postForm(
      "flt_training/update_flight",
      trainingFlightForm(trainee.pilotId as number, { id: String(id), comments: "Better" }, false),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.version).toBe(2);
    const approved = await trainee.client.post(
      "flt_training/approve_result",
      { id },
      { headers: headers("2") },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.version).toBe(3);
    const list = await trainee.client.post("flt_training/search_training_flight", {
      pilot_id: trainee.pilotId,
      page_number: 1,
      page_count: 10,
    });
    expect(list.body.data.training_flights[0]).toMatchObject({ id, version: 3 });
  });
});

describe("If-Match on a line check form's submission", () => {
  it("applies on the version the record has, bare, quoted or weak", async () => {
    for (const [value, order, who] of [
      ["1", 1, pilot],
      ['"2"', 2, instructor],
    ] as const) {
      const id = await newLineCheck();
      if (order === 2) expect((await submitLineCheck(pilot, id, 1)).status).toBe(200);
      const reply = await submitLineCheck(who, id, order, value);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const id = await newLineCheck();
    expect((await submitLineCheck(pilot, id, 1, 'W/"1"')).status).toBe(200);
  });

  it("refuses an older version with 409, says what changed, and writes nothing", async () => {
    const id = await newLineCheck();
    // The device read version 1; the pilot's form was submitted from another device meanwhile.
    expect((await submitLineCheck(pilot, id, 1, "1")).status).toBe(200);
    const before = await traces(id);
    const refused = await submitLineCheck(instructor, id, 2, '"1"');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("CONFLICT");
    expect(refused.body.message).toBe(
      "This record was changed on the server since you opened it. Nothing was saved",
    );
    const details = refused.body.details as { path: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        {
          path: RECORD_CHANGED_DETAIL,
          message: "This record was changed meanwhile; reload it and try again",
        },
        { path: "version", message: "2" },
        { path: "status", message: "2" },
        { path: "changed_by", message: pilot.fullName },
        { path: "action", message: "submit_first" },
      ]),
    );
    const changedAt = details.find((d) => d.path === "changed_at")?.message as string;
    expect(new Date(changedAt).toISOString()).toBe(changedAt);
    expect(recordChangedOf(refused.body)).toEqual({
      version: 2,
      status: 2,
      changedBy: pilot.fullName,
      changedAt,
      action: "submit_first",
    });
    // Nothing of the refused write stays: no status, history, audit, mail or file.
    expect(await traces(id)).toEqual(before);
    // In Vietnamese too.
    const vi = await submitLineCheck(instructor, id, 2, "1", { lang: "vi" });
    expect(vi.status).toBe(409);
    expect(vi.body.message).toBe(
      "Hồ sơ này đã được thay đổi trên máy chủ kể từ khi bạn mở nó. Không có gì được lưu",
    );
    // On the version the record has now, the same submission applies.
    expect((await submitLineCheck(instructor, id, 2, "2")).status).toBe(200);
  });

  it("says the record changed rather than that the step is not allowed from its new status", async () => {
    const id = await newLineCheck();
    // Completed by the training office meanwhile: the table would refuse the pilot's queued form
    // from there, but what the user needs to know is that the record changed.
    expect((await setLineCheckStatus(id, 4)).status).toBe(200);
    const queued = await submitLineCheck(pilot, id, 1, "1");
    expect(queued.status).toBe(409);
    expect(recordChangedOf(queued.body)).toMatchObject({
      version: 2,
      status: 4,
      changedBy: admin.fullName,
      action: "set_status",
    });
    // Without If-Match the refusal is the step's own, as before.
    const plain = await submitLineCheck(pilot, id, 1);
    expect(plain.status).toBe(409);
    expect(recordChangedOf(plain.body)).toBeNull();
  });

  it("is checked again by the step's own conditional update, for a change that came after the record was read", async () => {
    const id = await newLineCheck();
    const db = ctx.database.db;
    const read = await reachableForm(db, lineCheckForm, adminUser(), id);
    expect((await setLineCheckStatus(id, 2)).status).toBe(200);
    // The record as read before that change, and the version it had then.
    const step = setFormStatus(db, lineCheckForm, adminUser(), lineCheckForm.record(read), {
      to: 3,
      expectedVersion: read.version,
    });
    await expect(step).rejects.toMatchObject({
      code: "CONFLICT",
      messageKey: "record_version_conflict",
      details: expect.arrayContaining([
        expect.objectContaining({ path: RECORD_CHANGED_DETAIL }),
        expect.objectContaining({ path: "version", message: "2" }),
      ]),
    });
    expect((await traces(id)).row).toMatchObject({ status: 2, version: 2 });
  });

  it("refuses a malformed value with 400 before anything is stored", async () => {
    const id = await newLineCheck();
    const before = await traces(id);
    for (const value of ["abc", "0", "-1", '"1', "1, 2", "*", "W/1", "1.5", "99999999999"]) {
      const reply = await submitLineCheck(pilot, id, 1, value);
      expect(reply.status, value).toBe(400);
      expect(reply.body.code).toBe("VALIDATION_ERROR");
      expect(reply.body.details).toEqual([
        { path: "If-Match", message: expect.stringContaining("If-Match") },
      ]);
    }
    expect(await traces(id)).toEqual(before);
  });

  it("without it, applies to the record as it is, as before", async () => {
    const id = await newLineCheck();
    expect((await setLineCheckStatus(id, 3)).status).toBe(200);
    const reply = await setLineCheckStatus(id, 4);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ line_check_status: 4, version: 3 });
  });

  it("lets exactly one of two writes on the same version win", async () => {
    const id = await newLineCheck();
    const replies = await Promise.all([setLineCheckStatus(id, 3, "1"), setLineCheckStatus(id, 4, "1")]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.status === 409);
    expect(recordChangedOf(loser?.body)).toMatchObject({ version: 2 });
    const winner = replies.find((reply) => reply.status === 200);
    const { row, history } = await traces(id);
    expect(row).toMatchObject({ status: winner?.body.data.line_check_status, version: 2 });
    expect(history).toBe(1);
  });

  it("is part of what an Idempotency-Key names: the same key on another version is a reuse", async () => {
    const id = await newLineCheck();
    const first = await submitLineCheck(pilot, id, 1, "1", { key: "outbox-version-0001" });
    expect(first.status).toBe(200);
    const replayed = await submitLineCheck(pilot, id, 1, "1", { key: "outbox-version-0001" });
    expect(replayed.status).toBe(200);
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    const reused = await submitLineCheck(pilot, id, 1, "2", { key: "outbox-version-0001" });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const read = () =>
      pilot.client.post(
        "linecheck/read_documents",
        { line_check_id: id, completed: true },
        { headers: headers("2", "outbox-version-0002") },
      );
    expect((await read()).body.data).toMatchObject({ linecheck_document_completion: true, version: 3 });
    const json = await pilot.client.post(
      "linecheck/read_documents",
      { line_check_id: id, completed: true },
      { headers: headers("3", "outbox-version-0002") },
    );
    expect(json.status).toBe(422);
  });

  it("applies to reading the documents: an older version is refused", async () => {
    const id = await newLineCheck();
    expect((await setLineCheckStatus(id, 2)).status).toBe(200);
    const stale = await pilot.client.post(
      "linecheck/read_documents",
      { line_check_id: id, completed: true },
      { headers: headers("1") },
    );
    expect(stale.status).toBe(409);
    expect(recordChangedOf(stale.body)).toMatchObject({
      version: 2,
      changedBy: admin.fullName,
      action: "set_status",
    });
    expect((await traces(id)).row?.version).toBe(2);
  });
});

describe("If-Match on the other records", () => {
  it("refuses a training flight edit or approval on an older version, keeping the record", async () => {
    const trainee = await createPilot(ctx);
    const { id } = await createTrainingFlight(ctx, { trainee, instructor });
    const edit = (ifMatch: string, comments: string) =>
      instructor.client.postForm(
        "flt_training/update_flight",
        trainingFlightForm(trainee.pilotId as number, { id: String(id), comments }, true),
        { headers: headers(ifMatch) },
      );
    expect((await edit("1", "First")).status).toBe(200);
    const files = async () =>
      (await readdir(path.join(ctx.dataDir, "files"), { recursive: true })).map(String).sort();
    const stored = await files();
    const stale = await edit("1", "Second");
    expect(stale.status).toBe(409);
    expect(recordChangedOf(stale.body)).toMatchObject({
      version: 2,
      status: 0,
      changedBy: instructor.fullName,
      action: "update",
    });
    // The refused upload's report is not kept.
    expect(await files()).toEqual(stored);
    const detail = await trainee.client.post("flt_training/training_flight_by_id", { id });
    expect(detail.body.data).toMatchObject({ comments: "First", version: 2 });
    const approval = await trainee.client.post(
      "flt_training/approve_result",
      { id },
      { headers: headers("1") },
    );
    expect(approval.status).toBe(409);
    expect(recordChangedOf(approval.body)).toMatchObject({ version: 2 });
    expect((await trainee.client.post("flt_training/training_flight_by_id", { id })).body.data.status).toBe(
      0,
    );
  });

  it("refuses a SIM form stage and a line training stage on an older version", async () => {
    const simFormId = await createSimForm(ctx, {
      pilots: [pilot.crewCode as string, "Q9999"],
      instructor: instructor.crewCode as string,
      simbInstructor: "F9999",
    });
    expect(
      (
        await admin.client.postForm(
          "sim/set_status",
          form({ form_id: simFormId, status: 1, reason: "Reset" }),
        )
      ).status,
    ).toBe(200);
    const simStage = await pilot.client.postForm(
      "sim/submit_form",
      form({ submitted_form_id: simFormId, form_order: 1, submitted_report: pdf }),
      { headers: headers("1") },
    );
    expect(simStage.status).toBe(409);
    expect(recordChangedOf(simStage.body)).toMatchObject({ version: 2, status: 1, action: "set_status" });
    const simNow = await pilot.client.postForm(
      "sim/submit_form",
      form({ submitted_form_id: simFormId, form_order: 1, submitted_report: pdf }),
      { headers: headers("2") },
    );
    expect(simNow.status, JSON.stringify(simNow.body)).toBe(200);
    expect(simNow.body.data).toMatchObject({ form_status: 2, version: 3 });

    const lineTrainingId = await createLineTraining(ctx, { pilot: pilot.crewCode as string });
    const submit = (ifMatch: string) =>
      pilot.client.postForm(
        "line_training/submit_form",
        form({ submitted_line_training_id: lineTrainingId, form_order: 1, submitted_report: pdf }),
        { headers: headers(ifMatch) },
      );
    expect((await submit("1")).body.data).toMatchObject({ version: 2 });
    const stale = await submit("1");
    expect(stale.status).toBe(409);
    expect(recordChangedOf(stale.body)).toMatchObject({ version: 2, changedBy: pilot.fullName });
    const statusStale = await admin.client.postForm(
      "line_training/set_status",
      form({ line_training_id: lineTrainingId, status: 2 }),
      { headers: headers("1") },
    );
    expect(statusStale.status).toBe(409);
    const list = await admin.client.post("line_training/get_line_training_list", {
      page_number: 1,
      page_count: 100,
    });
    const row = (list.body.data.line_training_list as { id: number; version: number }[]).find(
      (r) => r.id === lineTrainingId,
    );
    expect(row?.version).toBe(2);
  });

  it("is described in the API: the header and the 409 of the calls that take it", async () => {
    const reply = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = reply.json().paths as Record<
      string,
      { post?: { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> } }
    >;
    for (const call of [
      "linecheck/submit_line_check_form",
      "linecheck/set_line_check_status",
      "linecheck/read_documents",
      "line_training/submit_form",
      "line_training/set_status",
      "sim/submit_form",
      "sim/set_status",
      "flt_training/update_flight",
      "flt_training/approve_result",
    ]) {
      const operation = paths[`/api/v1/${call}`]?.post;
      expect(operation?.parameters, call).toContainEqual(
        expect.objectContaining({ name: "if-match", in: "header" }),
      );
      expect(operation?.responses, call).toHaveProperty("409");
    }
    expect(paths["/api/v1/linecheck/get_line_check_list"]?.post?.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: "if-match" }),
    );
  });

  it("is ignored by a call that changes no versioned record", async () => {
    const other = await createUser(ctx, { role: Role.PILOT, profile: {} });
    const reply = await other.client.post(
      "linecheck/get_line_check_list",
      { page_number: 1, page_count: 5 },
      { headers: headers("not a version") },
    );
    expect(reply.status).toBe(200);
  });
});
