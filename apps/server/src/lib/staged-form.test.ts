import { Role, type SessionUser } from "@trms/shared";
import { and, eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createLineCheck, createLineTraining, createSimForm } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/harness";
import { auditLog } from "../db/tables/audit.table";
import { lineChecks } from "../db/tables/line-check.table";
import { lineTrainings } from "../db/tables/line-training.table";
import { workflowHistory } from "../db/tables/workflow-history.table";
import { lineCheckForm } from "../features/line-check";
import { lineTrainingForm } from "../features/line-training";
import { caavForm, simForm } from "../features/sim-form";
import { AppError } from "./errors";
import { resetHistory, resetHistoryOf, type StagedWorkflow, setFormStatus } from "./staged-form";

// The staged-form module's tests, once, with each of the three features' forms run through them
// (the SIM form and its CAAV form, the line check, the line training; ADR 0996). The calls made
// from each form's declaration are tested over the three forms in staged-form-calls.test.ts.

let ctx: TestContext;
let admin: SessionUser;
beforeAll(async () => {
  ctx = await createTestApp();
  const made = await createAdmin(ctx);
  admin = {
    id: made.userId,
    role: Role.ADMIN,
    fleet: null,
    crew_code: null,
    pilot_id: null,
    management_role: [],
    full_name: made.fullName,
    email: made.email,
    avatar: null,
    is_admin: false,
  };
});
afterAll(async () => {
  await ctx.close();
});

type AnyForm = StagedWorkflow<number, string, unknown, PgTable & { id: PgColumn }>;

/** The status steps of one form on the test's database. */
const stagedFormSteps = (db: TestContext["database"]["db"], form: AnyForm) => ({
  setStatus: (actor: SessionUser, record: { id: number }, change: { to: number; reason?: string }) =>
    setFormStatus(db, form, actor, record, change),
  resetHistory: (ids: number[]) => resetHistory(db, form, ids),
  resetHistoryOf: (id: number) => resetHistoryOf(db, form, id),
});

interface Case {
  name: string;
  form: AnyForm;
  /** A new record in its first status; its id. */
  create: () => Promise<number>;
  /** The record as the workflow's rules read it, in this status. */
  record: (id: number, status: number) => unknown & { id: number };
  /** The row's status column as the table stores it. */
  statusOf: (id: number) => Promise<number>;
  /** The statuses a change may set, and one it may not. */
  statuses: readonly number[];
}

const simRecord = (id: number, status: number, caav: number) => ({
  id,
  first_pilot_crew_code: "P0901",
  second_pilot_crew_code: "P0902",
  sima_instructor_crew_code: "I0901",
  simb_instructor_crew_code: "I0901",
  pilot_order: 1,
  form_status: status,
  caav_form_status: caav,
  elearning_completion: false,
  has_first_submit: false,
  has_third_submit: false,
});
const newSimForm = () => createSimForm(ctx, { pilots: ["P0901", "P0902"], instructor: "I0901" });
const columnOf = async (table: PgTable & { id: PgColumn }, column: PgColumn, id: number) => {
  const [row] = await ctx.database.db.select({ value: column }).from(table).where(eq(table.id, id));
  return Number(row?.value);
};

const CASES: Case[] = [
  {
    name: "SIM form",
    form: simForm as unknown as AnyForm,
    create: newSimForm,
    record: (id, status) => simRecord(id, status, 1),
    statusOf: (id) => columnOf(simForm.table, simForm.table.status, id),
    statuses: [1, 2, 3, 4, 5, 6],
  },
  {
    name: "CAAV form",
    form: caavForm as unknown as AnyForm,
    create: newSimForm,
    record: (id, status) => simRecord(id, 1, status),
    statusOf: (id) => columnOf(caavForm.table, caavForm.table.caavFormStatus, id),
    statuses: [1, 2, 3],
  },
  {
    name: "line check",
    form: lineCheckForm as unknown as AnyForm,
    create: () => createLineCheck(ctx, { pilot: "P0901", instructor: "I0901" }),
    record: (id, status) => ({
      id,
      pilot_crew_code: "P0901",
      instructor_crew_code: "I0901",
      line_check_status: status,
      has_second_submit: false,
      linecheck_document_completion: false,
    }),
    statusOf: (id) => columnOf(lineChecks, lineChecks.status, id),
    statuses: [1, 2, 3, 4],
  },
  {
    name: "line training",
    form: lineTrainingForm as unknown as AnyForm,
    create: () => createLineTraining(ctx, { pilot: "P0901" }),
    record: (id, status) => ({ id, pilot_crew_code: "P0901", fleet: "A321", status, has_last_submit: false }),
    statusOf: (id) => columnOf(lineTrainings, lineTrainings.status, id),
    statuses: [1, 2, 3],
  },
];

describe.each(CASES)("the staged form module: $name", (c) => {
  it("changes the status to the one the call names, with history and audit rows of numbers", async () => {
    const steps = stagedFormSteps(ctx.database.db, c.form);
    const id = await c.create();
    const to = c.statuses[c.statuses.length - 1] as number;
    const { row } = await steps.setStatus(admin, c.record(id, 1), { to, reason: "Filed on paper" });
    expect(await c.statusOf(id)).toBe(to);
    expect((row as { id: number }).id).toBe(id);
    const history = await ctx.database.db
      .select()
      .from(workflowHistory)
      .where(
        and(eq(workflowHistory.entity, c.form.workflow.entity), eq(workflowHistory.entityId, String(id))),
      );
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.reason])).toEqual([
      [c.form.setStatusAction, 1, to, "Filed on paper"],
    ]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, c.form.workflow.entity), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => [a.action, (a.changes as { status: number[] }).status])).toEqual([
      [c.form.setStatusAction, [1, to]],
    ]);
    // The reset-status history lists the change, with the status it set.
    const items = await steps.resetHistoryOf(id);
    expect(items.map((item) => [item.status, item.reason, item.form_status])).toEqual([
      [to, "Filed on paper", null],
    ]);
    expect((await steps.resetHistory([id])).get(id)).toEqual(items);
  });

  it("refuses a status the form does not have, and changes nothing", async () => {
    const steps = stagedFormSteps(ctx.database.db, c.form);
    const id = await c.create();
    const refused = await steps
      .setStatus(admin, c.record(id, 1), { to: 99 })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("VALIDATION_ERROR");
    expect(await c.statusOf(id)).toBe(1);
    expect(await steps.resetHistoryOf(id)).toEqual([]);
  });

  it("answers 409 to a change made from a status the row has left meanwhile", async () => {
    const steps = stagedFormSteps(ctx.database.db, c.form);
    const id = await c.create();
    await steps.setStatus(admin, c.record(id, 1), { to: 2 });
    const stale = await steps.setStatus(admin, c.record(id, 1), { to: 3 }).catch((error: unknown) => error);
    expect((stale as AppError).code).toBe("CONFLICT");
    expect(await c.statusOf(id)).toBe(2);
    expect((await steps.resetHistoryOf(id)).map((item) => item.status)).toEqual([2]);
  });
});
