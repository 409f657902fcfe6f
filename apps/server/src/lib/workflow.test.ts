import { createHash } from "node:crypto";
import { Role, type SessionUser, type WorkflowTable } from "@trms/shared";
import { and, eq, sql } from "drizzle-orm";
import { pgTable, serial, smallint } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/harness";
import type { Database, DatabaseHandle } from "../db/client";
import { auditLog } from "../db/tables/audit.table";
import { mailOutbox } from "../db/tables/mail-outbox.table";
import { users } from "../db/tables/user.table";
import { workflowHistory } from "../db/tables/workflow-history.table";
import { backgroundTasks } from "./background";
import { AppError } from "./errors";
import { createMailOutbox, DEFAULT_MAIL_OUTBOX_SETTINGS, type StepMail } from "./mail-outbox/mail-outbox";
import type { Mail } from "./mailer";
import { applyTransition, applyTransitionIn, workflowHistoryOf } from "./workflow";

/** A table of the test's own: the engine applies any table with an id and a status. */
const forms = pgTable("workflow_test_forms", {
  id: serial("id").primaryKey(),
  status: smallint("status").notNull().default(0),
  ownerId: smallint("owner_id").notNull(),
  reviewStatus: smallint("review_status").notNull().default(0),
});
type Form = { id: number; status: number; owner_id: number };

/** draft (0) → submitted (1) with a file, by the owner; submitted → returned (2) with a reason, by role admin. */
const formWorkflow: WorkflowTable<0 | 1 | 2, "submit" | "return", Form> = {
  entity: "test_form",
  stateOf: (form) => form.status as 0 | 1 | 2,
  transitions: [
    {
      from: 0,
      action: "submit",
      to: 1,
      who: (u, f) => u.id === f.owner_id,
      needsReason: false,
      needsFile: true,
    },
    {
      from: 1,
      action: "return",
      to: 2,
      who: (u) => u.role === Role.ADMIN,
      needsReason: true,
      needsFile: false,
    },
  ],
  conflictMessage: { submit: "already_approved", return: "record_changed_meanwhile" },
};

let database: DatabaseHandle;
let db: Database;
/** What the engine's outbox handed to the mail server. */
const delivered: Mail[] = [];
const silent = { error() {}, warn() {} } as unknown as Parameters<typeof backgroundTasks>[0];
const background = backgroundTasks(silent);
let outbox: ReturnType<typeof createMailOutbox>;
let owner: SessionUser;
let admin: SessionUser;
const FILE = { key: "test/2026/11/form.pdf", sha256: createHash("sha256").update("%PDF-1.4").digest("hex") };

const account = (id: number, role: SessionUser["role"]): SessionUser => ({
  id,
  role,
  fleet: "A321",
  crew_code: null,
  pilot_id: null,
  management_role: [],
  full_name: `Account ${id}`,
  email: `a${id}@test.trms`,
  avatar: null,
  is_admin: false,
});

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  outbox = createMailOutbox({
    db,
    mailer: { send: async (mail) => void delivered.push(mail) },
    log: silent,
    background,
    settings: DEFAULT_MAIL_OUTBOX_SETTINGS,
    secret: new TextEncoder().encode("workflow test secret"),
  });
  await db.execute(
    sql`create table workflow_test_forms (id serial primary key, status smallint not null default 0, owner_id smallint not null, review_status smallint not null default 0)`,
  );
  const created = await db
    .insert(users)
    .values(
      [Role.PILOT, Role.ADMIN].map((role, i) => ({
        email: `wf${i}@test.trms`,
        fullName: `Workflow ${i}`,
        role,
        passwordSalt: "00",
        passwordHash: "x",
      })),
    )
    .returning({ id: users.id, role: users.role });
  owner = account(created[0]?.id as number, Role.PILOT);
  admin = account(created[1]?.id as number, Role.ADMIN);
});
afterAll(async () => {
  await outbox.close();
  await background.drain();
  await database.close();
});

let form: Form;
beforeEach(async () => {
  const [row] = await db.insert(forms).values({ ownerId: owner.id }).returning();
  form = { id: row?.id as number, status: 0, owner_id: owner.id };
});

const statusOf = async (id: number) => (await db.select().from(forms).where(eq(forms.id, id)))[0]?.status;
const auditsOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "test_form"), eq(auditLog.entityId, String(id))));
const submit = (overrides: Partial<Parameters<typeof applyTransition>[1]> = {}) =>
  applyTransition(db, {
    workflow: formWorkflow,
    table: forms,
    record: form,
    actor: owner,
    action: "submit",
    file: FILE,
    ...overrides,
  } as Parameters<typeof applyTransition>[1]);
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => ({ code: error.code, message: error.messageKey, details: error.details }),
  );

describe("workflow engine", () => {
  it("moves the status and writes one history row and one audit row with the file's SHA-256", async () => {
    const { row, transition } = await submit();
    expect(row).toMatchObject({ id: form.id, status: 1 });
    expect(transition).toMatchObject({ from: 0, to: 1, action: "submit" });
    const history = await workflowHistoryOf(db, "test_form", form.id);
    expect(history).toEqual([
      expect.objectContaining({
        action: "submit",
        fromStatus: 0,
        toStatus: 1,
        actorId: owner.id,
        fileKey: FILE.key,
        fileSha256: FILE.sha256,
        reason: null,
      }),
    ]);
    const audits = await auditsOf(form.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "submit",
      actorId: owner.id,
      changes: { status: [0, 1], file: FILE.key, file_sha256: FILE.sha256 },
    });
  });

  it("refuses an account the table never allows (403), a step from another state (409), and a missing reason or file (400)", async () => {
    expect(await refusal(submit({ actor: admin }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(submit({ file: null }))).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "file", message: "file_required" }],
    });
    const returning = { workflow: formWorkflow, table: forms, actor: admin, action: "return" as const };
    expect(await refusal(applyTransition(db, { ...returning, record: form }))).toMatchObject({
      code: "CONFLICT",
      message: "record_changed_meanwhile",
    });
    await submit();
    const submitted = { ...form, status: 1 };
    expect(
      await refusal(applyTransition(db, { ...returning, record: submitted, reason: "  " })),
    ).toMatchObject({
      code: "VALIDATION_ERROR",
      details: [{ path: "reason", message: "field_required" }],
    });
    const returned = await applyTransition(db, {
      ...returning,
      record: submitted,
      reason: "Page 2 is missing",
    });
    expect(returned.row.status).toBe(2);
    expect((await workflowHistoryOf(db, "test_form", form.id)).map((h) => h.reason)).toEqual([
      null,
      "Page 2 is missing",
    ]);
  });

  it("lets exactly one of two concurrent applications of the same step win; the other gets 409", async () => {
    const slow = async () => {
      // Holds the winner's transaction open, so the other's conditional update waits on the row.
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const results = await Promise.allSettled([submit({ within: slow }), submit({ within: slow })]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const lost = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AppError);
    expect(lost.reason).toMatchObject({ code: "CONFLICT", messageKey: "already_approved" });
    expect(await workflowHistoryOf(db, "test_form", form.id)).toHaveLength(1);
    expect(await auditsOf(form.id)).toHaveLength(1);
    expect(await statusOf(form.id)).toBe(1);
  });

  /** The step's mail to the owner, composed inside the step's transaction. */
  const ownerMail = (seen: unknown[] = []): StepMail => ({
    outbox,
    async compose(tx) {
      seen.push(await tx.select({ status: forms.status }).from(forms).where(eq(forms.id, form.id)));
      return [
        { kind: "sim_form", to: owner.email, language: "en", subject: `Form ${form.id}`, text: "Next" },
      ];
    },
  });
  const queuedFor = async (id: number) =>
    (await db.select().from(mailOutbox)).filter((mail) => mail.subject === `Form ${id}`);

  it("rolls back the status, the history row, the audit row and the mail together when the step fails after the update", async () => {
    const failure = await refusal(
      submit({
        within: async () => {
          throw new AppError("CONFLICT", "record_changed_meanwhile");
        },
        mail: ownerMail(),
      }),
    );
    expect(failure).toMatchObject({ code: "CONFLICT" });
    expect(await statusOf(form.id)).toBe(0);
    expect(await workflowHistoryOf(db, "test_form", form.id)).toEqual([]);
    expect(await auditsOf(form.id)).toEqual([]);
    await background.drain();
    expect(await queuedFor(form.id)).toEqual([]);
    expect(delivered.filter((mail) => mail.subject === `Form ${form.id}`)).toEqual([]);
  });

  it("queues the step's mail in its transaction, after the move, and sends it once the step has committed", async () => {
    const seen: unknown[] = [];
    await submit({ mail: ownerMail(seen) });
    // Composed inside the transaction: the moved status is already visible to it.
    expect(seen).toEqual([[{ status: 1 }]]);
    await background.drain();
    expect(await queuedFor(form.id)).toEqual([expect.objectContaining({ status: 3, attempts: 1 })]);
    expect(delivered.filter((mail) => mail.subject === `Form ${form.id}`)).toEqual([
      expect.objectContaining({ to: owner.email, subject: `Form ${form.id}`, text: "Next" }),
    ]);
  });

  it("takes a step inside a caller's transaction, which then commits or rolls back as one", async () => {
    await expect(
      db.transaction(async (tx) => {
        await applyTransitionIn(tx as unknown as Database, {
          workflow: formWorkflow,
          table: forms,
          record: form,
          actor: owner,
          action: "submit",
          file: FILE,
        });
        throw new Error("the caller's own write failed");
      }),
    ).rejects.toThrow("the caller's own write failed");
    expect(await statusOf(form.id)).toBe(0);
    expect(
      await db
        .select()
        .from(workflowHistory)
        .where(eq(workflowHistory.entityId, String(form.id))),
    ).toEqual([]);
  });
});

describe("a row with a second workflow", () => {
  /** review 0 → 1 by role admin, only once the form's own workflow is submitted (a record condition). */
  const review: WorkflowTable<0 | 1, "review", Form & { review_status: number }> = {
    entity: "test_form_review",
    stateOf: (f) => f.review_status as 0 | 1,
    transitions: [
      {
        from: 0,
        action: "review",
        to: 1,
        who: (u) => u.role === Role.ADMIN,
        when: (f) => f.status === 1,
        needsReason: false,
        needsFile: false,
      },
    ],
    conflictMessage: { review: "record_changed_meanwhile" },
  };
  const step = (record: Form & { review_status: number }, actor: SessionUser) =>
    applyTransition(db, {
      workflow: review,
      table: forms,
      statusField: "reviewStatus",
      record,
      actor,
      action: "review",
    });

  it("moves the named status column and leaves the row's status alone", async () => {
    await db.update(forms).set({ status: 1 }).where(eq(forms.id, form.id));
    await step({ ...form, status: 1, review_status: 0 }, admin);
    const [row] = await db.select().from(forms).where(eq(forms.id, form.id));
    expect(row).toMatchObject({ status: 1, reviewStatus: 1 });
    const history = await workflowHistoryOf(db, "test_form_review", form.id);
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[0, 1]]);
    // The conditional update reads the named column: the same step again finds it moved.
    expect(await refusal(step({ ...form, status: 1, review_status: 0 }, admin))).toMatchObject({
      code: "CONFLICT",
    });
  });

  it("answers a record that fails the step's condition as a conflict, an account that never may as forbidden", async () => {
    expect(await refusal(step({ ...form, status: 0, review_status: 0 }, admin))).toMatchObject({
      code: "CONFLICT",
    });
    expect(await refusal(step({ ...form, status: 1, review_status: 0 }, owner))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await statusOf(form.id)).toBe(0);
  });
});
