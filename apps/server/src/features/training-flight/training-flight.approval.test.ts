import { CRITERIA, Permission, ResultStatus, Role } from "@trms/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createInstructor,
  createPilot,
  createStaff,
  createUser,
  type Made,
  trainingFlightForm,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { trainingFlights } from "../../db/tables/training-flight.table";
import { workflowHistoryOf } from "../../lib/workflow";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
let accounts: Record<string, Made> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  accounts = {
    admin: await createAdmin(ctx),
    staff: await createStaff(ctx, [Permission.VIEW_PILOT_LIST, Permission.VIEW_SIM]),
    instructor: await createUser(ctx, {
      role: Role.INSTRUCTOR,
      fullName: "Trần Quốc Huy",
      profile: { instructorRating: "TRI" },
    }),
    instructor2: await createInstructor(ctx),
    pilot: await createPilot(ctx, { fullName: "Nguyễn Văn Minh" }),
    pilot2: await createPilot(ctx),
  };
});
afterAll(async () => {
  await ctx.close();
});

/** `anonymous` has no account, so no token. */
const as = (key: string) => ({ token: accounts[key]?.client.token });
const trainee = () => accounts.pilot?.pilotId as number;

/** A record as the demo seed writes them: straight into the table, with no history at all. */
async function seededFlight(status: number) {
  const [row] = await ctx.database.db
    .insert(trainingFlights)
    .values({
      pilotId: trainee(),
      instructorId: accounts.instructor?.pilotId as number,
      instructorName: "Trần Quốc Huy",
      flightType: 0,
      dateOfFlight: "2026-06-01",
      numberOfSector: 1,
      routes: "HAN-SGN",
      criteria: Object.fromEntries(
        CRITERIA.map((c) => [
          c.key,
          { score: c.key === "landing" ? 3 : 6, comment: null, special_remark: false },
        ]),
      ),
      minScore: 3,
      reportFile: "training_file/2026/06/seeded.pdf",
      instructorSignature: "Trần Quốc Huy",
      status,
      ...(status === ResultStatus.APPROVED
        ? { approvedAt: new Date("2026-06-02T08:00:00Z"), traineeSignature: "Nguyễn Văn Minh" }
        : {}),
    })
    .returning();
  return row?.id as number;
}

/** `anonymous` has no token. */
const approve = (id: number, who: string) => api.post("flt_training/approve_result", { id }, as(who));
const detail = (id: number, who: string) => api.post("flt_training/training_flight_by_id", { id }, as(who));

describe("flt_training/approve_result for every kind of account and state", () => {
  // The answer each caller gets, awaiting approval (0) and approved (1).
  const cells: [string, number, number][] = [
    ["anonymous", 0, 401],
    ["anonymous", 1, 401],
    ["admin", 0, 403],
    ["admin", 1, 403],
    ["staff", 0, 403],
    ["staff", 1, 403],
    ["instructor", 0, 403],
    ["instructor", 1, 403],
    ["instructor2", 0, 403],
    ["instructor2", 1, 403],
    ["pilot2", 0, 404],
    ["pilot2", 1, 404],
    ["pilot", 0, 200],
    ["pilot", 1, 409],
  ];

  it.each(cells)(
    "%s on status %i answers %i, and only the trainee's approval moves the record",
    async (who, status, expected) => {
      const id = await seededFlight(status);
      const result = await approve(id, who);
      expect(result.status).toBe(expected);
      const [row] = await ctx.database.db.select().from(trainingFlights).where(eq(trainingFlights.id, id));
      expect(row?.status).toBe(expected === 200 ? ResultStatus.APPROVED : status);
      expect(await workflowHistoryOf(ctx.database.db, "training_flight", id)).toHaveLength(
        expected === 200 ? 1 : 0,
      );
      if (expected === 409) expect(result.body.message).toBe("This result has already been approved");
    },
  );
});

/** A normal training flight of one sector of the trainee, as the form sends it. */
const flightForm = (overrides: Record<string, string> = {}, report = true) =>
  trainingFlightForm(trainee(), overrides, report);

describe("a change after the trainee's approval", () => {
  it("asks the trainee to approve again and says what changed since, field by field; the earlier approval stays in the history", async () => {
    const created = await api.postForm("flt_training/create_flight", flightForm(), as("instructor"));
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data.changed_after_approval).toBeNull();
    const approved = await approve(id, "pilot");
    expect(approved.status).toBe(200);

    const changed = await api.postForm(
      "flt_training/update_flight",
      flightForm(
        {
          id: String(id),
          landing: "4",
          ldg_comment: "",
          "sectors[0].destination": "DAD",
          comments: "Corrected by the training office",
        },
        true,
      ),
      as("admin"),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      status: ResultStatus.AWAITING_APPROVAL,
      trainee_signature: null,
      trainee_approval: null,
    });
    const since = changed.body.data.changed_after_approval;
    expect(since.approved_at).toBe(approved.body.data.trainee_approval);
    const fields = since.changes.map((c: { field: string }) => c.field);
    expect(since.changes).toEqual(
      expect.arrayContaining([
        { field: "sectors.1.destination", before: "SGN", after: "DAD" },
        { field: "criteria.landing.score", before: 2, after: 4 },
        { field: "criteria.landing.comment", before: "Flare late", after: null },
        { field: "comments", before: "Satisfactory", after: "Corrected by the training office" },
      ]),
    );
    expect(fields).toContain("report");
    expect(fields).not.toContain("criteria.to_clb_cruise.score");

    // The trainee sees the same and may approve again; then the record is approved as it now reads.
    const seen = await detail(id, "pilot");
    expect(seen.body.data.changed_after_approval.changes).toEqual(since.changes);
    expect(seen.body.data.history).toBeUndefined();
    const again = await approve(id, "pilot");
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 1, trainee_signature: "Nguyễn Văn Minh" });
    expect(again.body.data.changed_after_approval).toBeNull();

    const moves = await workflowHistoryOf(ctx.database.db, "training_flight", id);
    expect(moves.map((m) => [m.action, m.fromStatus, m.toStatus])).toEqual([
      ["approve", 0, 1],
      ["change_after_approval", 1, 0],
      ["approve", 0, 1],
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "training_flight"), eq(auditLog.entityId, String(id))));
    expect(audits.sort((a, b) => a.id - b.id).map((a) => a.action)).toEqual([
      "create",
      "approve",
      "update",
      "approve",
    ]);
    expect(audits.find((a) => a.action === "update")?.changes).toMatchObject({
      after_approval: true,
      status: [1, 0],
    });
  });

  it("keeps the approval when an administrator saves without changing what the trainee approved", async () => {
    const created = await api.postForm("flt_training/create_flight", flightForm(), as("instructor"));
    const id = created.body.data.id as number;
    await approve(id, "pilot");
    const saved = await api.postForm(
      "flt_training/update_flight",
      flightForm({ id: String(id) }, false),
      as("admin"),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ status: 1, changed_after_approval: null });
  });

  it("measures a seeded approved record's changes from the record as it was approved", async () => {
    const id = await seededFlight(ResultStatus.APPROVED);
    const changed = await api.postForm(
      "flt_training/update_flight",
      flightForm(
        { id: String(id), landing: "5", ldg_comment: "", "sectors[0].date_of_sector": "2026-06-01" },
        false,
      ),
      as("admin"),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.status).toBe(0);
    expect(changed.body.data.changed_after_approval).toMatchObject({
      approved_at: "2026-06-02T08:00:00.000Z",
    });
    expect(changed.body.data.changed_after_approval.changes).toContainEqual({
      field: "criteria.landing.score",
      before: 3,
      after: 5,
    });
    // A record the seed wrote has no history rows: the administrator's history starts with this change.
    const untouched = await seededFlight(ResultStatus.APPROVED);
    expect((await detail(untouched, "admin")).body.data.history).toEqual([]);
  });
});
