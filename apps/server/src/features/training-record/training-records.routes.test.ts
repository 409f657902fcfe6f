import { readdir } from "node:fs/promises";
import path from "node:path";
import { Permission, ResultStatus, type TrainingRecordKind } from "@trms/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../../test/accounts";
import {
  createAdmin,
  createBaseTraining,
  createInstructor,
  createPilot,
  createProgressTheory,
  createStaff,
  createTheoryTest,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { baseTrainings } from "../../db/tables/base-training.table";
import { progressTheoryReports } from "../../db/tables/progress-theory.table";
import { theoryTests } from "../../db/tables/theory-test.table";
import { workflowHistoryOf } from "../../lib/workflow";
import type { TrainingRecordTable } from "./record-kind";

let ctx: TestContext;
const who: Record<string, Made> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  who.admin = await createAdmin(ctx);
  who.staffView = await createStaff(ctx, [Permission.VIEW_PILOT_LIST]);
  who.staffNone = await createStaff(ctx);
  who.instructor = await createInstructor(ctx);
  who.instructorB787 = await createInstructor(ctx, { fleet: "B787" });
  who.trainee = await createPilot(ctx, { fullName: "Nguyễn Văn Minh" });
  who.otherPilot = await createPilot(ctx);
});
afterAll(async () => {
  await ctx.close();
});

type Factory = (
  ctx: TestContext,
  options: { trainee: Made; instructor: Made; approved?: boolean; date?: string },
) => Promise<{ id: number; reportFile: string }>;

/** Each kind's calls, factory, table and a valid form as the web sends it. */
interface KindCase {
  kind: TrainingRecordKind;
  create: string;
  remove: string;
  list: string;
  byId: string;
  items: string;
  date: string;
  factory: Factory;
  table: TrainingRecordTable;
  fields(pilotId: number): Record<string, string>;
}

const KINDS: KindCase[] = [
  {
    kind: "base_training",
    create: "create_base_flight",
    remove: "delete_base_flight",
    list: "base_training_list",
    byId: "base_training_by_id",
    items: "base_trainings",
    date: "date_of_flight",
    factory: createBaseTraining,
    table: baseTrainings,
    fields: (pilotId) => ({
      pilot_id: String(pilotId),
      date_of_flight: "2026-10-05",
      airport: "vca",
      go_around: "2",
      touch_and_go: "5",
      full_stop: "1",
      flight_time: "1.4",
      pre_departure_and_post_flight: "4",
      to_ga_clb: "3",
      cruise_descent_approach: "4",
      landing: "2",
      circuit: "3",
      ac_handling: "5",
      "others.criteria": "Crosswind technique",
      "others.point": "4",
      result: "true",
      comments: "Flare late on the first landing",
    }),
  },
  {
    kind: "theory_test",
    create: "create_theory_test",
    remove: "delete_theory_test_api",
    list: "get_theory_test_by_pilot",
    byId: "get_theory_test_api_list",
    items: "theory_tests",
    date: "date_of_test",
    factory: createTheoryTest,
    table: theoryTests,
    fields: (pilotId) => ({
      pilot_id: String(pilotId),
      date_of_test: "2026-10-06",
      cfp_decode: "true",
      mel_cdl: "true",
      memory_items: "true",
      limitations: "false",
      comments: "Good knowledge of planning",
      result: "false",
    }),
  },
  {
    kind: "progress_theory",
    create: "create_progress_theory_report",
    remove: "delete_progress_theory_report",
    list: "get_progress_theory_report_by_pilot",
    byId: "progress_theory_report_by_id",
    items: "progress_theory_reports",
    date: "date_of_test",
    factory: createProgressTheory,
    table: progressTheoryReports,
    fields: (pilotId) => ({
      pilot_id: String(pilotId),
      instructor_id: String(who.instructor?.pilotId),
      date_of_test: "2026-10-07",
      aircraft_limitations: "Knows the limitations",
      aircraft_systems: "Hydraulics need revision",
      emergency_equipment: "Locates all equipment",
      sops: "Follows SOPs",
      fom: "Familiar",
      airway_manuals: "Good",
      mel_cdl: "Applies MEL correctly",
      general_aviation_knowledge: "Sound",
      overall_performance: "2",
    }),
  },
];

function form(fields: Record<string, string>, report: Buffer | null = PDF) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (report) data.append("report", new Blob([report]), "report.pdf");
  return data;
}

async function storedFiles() {
  const dir = path.join(ctx.dataDir, "files", "training_file");
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[]))
    .filter((f) => f.endsWith(".pdf"))
    .sort();
}

const ACCOUNTS = ["admin", "staffView", "staffNone", "instructor", "trainee", "otherPilot"] as const;
type Account = (typeof ACCOUNTS)[number] | "anonymous";

/** A call as one account; `anonymous` signs nothing. */
function call(account: Account, url: string, body: unknown) {
  if (account === "anonymous") {
    return ctx.app
      .inject({
        method: "POST",
        url: `/api/v1/${url}`,
        headers: { "application-type": "5", "content-type": "application/json" },
        payload: JSON.stringify(body),
      })
      .then((r) => ({ status: r.statusCode, body: r.json() }));
  }
  return (who[account] as Made).client.post(url, body);
}

describe.each(KINDS)("$kind", (k) => {
  const record = (approved = false) =>
    k.factory(ctx, { trainee: who.trainee as Made, instructor: who.instructor as Made, approved });
  const rowCount = async () => (await ctx.database.db.select({ id: k.table.id }).from(k.table)).length;
  const audits = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, k.kind), eq(auditLog.entityId, String(id))));

  it("an instructor creates one for a pilot with its report; the detail reads it back, audited", async () => {
    const trainee = who.trainee as Made;
    const created = await (who.instructor as Made).client.postForm(
      `flt_training/${k.create}`,
      form(k.fields(trainee.pilotId as number)),
    );
    expect(created.status).toBe(200);
    const detail = created.body.data;
    expect(detail).toMatchObject({
      pilot_id: trainee.pilotId,
      pilot_name: "Nguyễn Văn Minh",
      instructor_id: who.instructor?.pilotId,
      instructor_name: who.instructor?.fullName,
      instructor_signature: who.instructor?.fullName,
      status: ResultStatus.AWAITING_APPROVAL,
      trainee_signature: null,
      trainee_approval: null,
    });
    expect(detail.report).toMatch(
      /^\/api\/v1\/phase_report\/training_file\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/report\.pdf$/,
    );
    const read = await (who.trainee as Made).client.post(`flt_training/${k.byId}`, { id: detail.id });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(detail);
    const rows = await audits(detail.id);
    expect(rows.map((a) => [a.action, a.actorId])).toEqual([["create", who.instructor?.userId]]);
    const file = await ctx.app.inject({
      method: "GET",
      url: detail.report,
      headers: { "access-token": (who.trainee as Made).client.token },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PDF);
  });

  it("create: only an instructor, for someone else; anyone else is refused and nothing is stored", async () => {
    const [before, files] = [await rowCount(), await storedFiles()];
    const fields = k.fields((who.trainee as Made).pilotId as number);
    const expected: Record<Account, number> = {
      anonymous: 401,
      admin: 403,
      staffView: 403,
      staffNone: 403,
      instructor: 200,
      trainee: 403,
      otherPilot: 403,
    };
    for (const account of ["anonymous", ...ACCOUNTS] as Account[]) {
      if (account === "instructor") continue;
      const result =
        account === "anonymous"
          ? await ctx.app.inject({
              method: "POST",
              url: `/api/v1/flt_training/${k.create}`,
              headers: { "application-type": "5" },
            })
          : await (who[account] as Made).client.postForm(`flt_training/${k.create}`, form(fields));
      const status = "statusCode" in result ? result.statusCode : result.status;
      expect(status, account).toBe(expected[account]);
    }
    // Another fleet's instructor may not assess this pilot: the pilot reads as missing.
    const other = await (who.instructorB787 as Made).client.postForm(
      `flt_training/${k.create}`,
      form({
        ...fields,
        ...(fields.instructor_id ? { instructor_id: String(who.instructorB787?.pilotId) } : {}),
      }),
    );
    expect(other.status).toBe(404);
    expect(await rowCount()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("list and by-id: the trainee, instructors and admin-area accounts in scope; others read it as missing", async () => {
    const { id } = await record();
    const expected: Record<Account, number> = {
      anonymous: 401,
      admin: 200,
      staffView: 200,
      staffNone: 404,
      instructor: 200,
      trainee: 200,
      otherPilot: 404,
    };
    for (const account of ["anonymous", ...ACCOUNTS] as Account[]) {
      const list = await call(account, `flt_training/${k.list}`, { pilot_id: who.trainee?.pilotId });
      expect(list.status, `${account} list`).toBe(expected[account]);
      if (list.status === 200) expect(list.body.data[k.items].map((r: { id: number }) => r.id)).toContain(id);
      const detail = await call(account, `flt_training/${k.byId}`, { id });
      expect(detail.status, `${account} detail`).toBe(expected[account]);
      expect(detail.body.data?.history === undefined, `${account} history`).toBe(account !== "admin");
    }
    expect((await call("instructor", `flt_training/${k.byId}`, { id: 2_000_000_000 })).status).toBe(404);
  });

  it("serves the report only to those who may see the record", async () => {
    const { reportFile } = await record();
    const expected: Record<Account, number> = {
      anonymous: 401,
      admin: 200,
      staffView: 200,
      staffNone: 404,
      instructor: 200,
      trainee: 200,
      otherPilot: 404,
    };
    for (const account of ["anonymous", ...ACCOUNTS] as Account[]) {
      const token = account === "anonymous" ? undefined : (who[account] as Made).client.token;
      const served = await ctx.app.inject({
        method: "GET",
        url: `/api/v1/phase_report/${reportFile}`,
        headers: token ? { "access-token": token } : {},
      });
      expect(served.statusCode, account).toBe(expected[account]);
    }
  });

  it("pages 10 by default, newest first, and sorts and narrows by date in SQL", async () => {
    const trainee = await createPilot(ctx);
    for (let day = 1; day <= 12; day++) {
      await k.factory(ctx, {
        trainee,
        instructor: who.instructor as Made,
        date: `2026-03-${String(day).padStart(2, "0")}`,
      });
    }
    const list = (body: Record<string, unknown>) =>
      (who.instructor as Made).client.post(`flt_training/${k.list}`, { pilot_id: trainee.pilotId, ...body });
    const first = await list({});
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(12);
    expect(first.body.data[k.items]).toHaveLength(10);
    expect(first.body.data[k.items][0][k.date]).toBe("2026-03-12");
    const second = await list({ page_number: 2, order: "+" });
    expect(second.body.data[k.items].map((r: Record<string, string>) => r[k.date])).toEqual([
      "2026-03-11",
      "2026-03-12",
    ]);
    const ranged = await list({ date_range: { start_date: "2026-03-03", end_date: "2026-03-05" } });
    expect(ranged.body.data.total).toBe(3);
    const bad = await list({ date_range: { start_date: "2026-03-05", end_date: "2026-03-03" } });
    expect(bad.status).toBe(400);
  });

  it("delete: only admin; the report is retained, the audit row stays", async () => {
    const { id, reportFile } = await record();
    for (const account of ["staffView", "staffNone", "instructor", "trainee", "otherPilot"] as Account[]) {
      expect((await call(account, `flt_training/${k.remove}`, { id })).status, account).toBe(403);
    }
    expect((await call("anonymous", `flt_training/${k.remove}`, { id })).status).toBe(401);
    const deleted = await call("admin", `flt_training/${k.remove}`, { id });
    expect(deleted.status).toBe(200);
    expect(await storedFiles()).toContain(reportFile.replace("training_file/", ""));
    expect((await audits(id)).map((a) => a.action)).toEqual(["delete"]);
    expect((await call("admin", `flt_training/${k.byId}`, { id })).status).toBe(404);
    expect((await call("admin", `flt_training/${k.remove}`, { id })).status).toBe(404);
  });

  it("approval through approve_result {id, type}: only the trainee, once; then signed and locked", async () => {
    const { id } = await record();
    const approve = (account: Account) => call(account, "flt_training/approve_result", { id, type: k.kind });
    const refused: [Account, number][] = [
      ["anonymous", 401],
      ["admin", 403],
      ["staffView", 403],
      ["instructor", 403],
      ["otherPilot", 404],
    ];
    for (const [account, status] of refused) expect((await approve(account)).status, account).toBe(status);
    const approved = await approve("trainee");
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      id,
      status: ResultStatus.APPROVED,
      trainee_signature: "Nguyễn Văn Minh",
    });
    expect(approved.body.data.trainee_approval).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await approve("trainee");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This result has already been approved");
    expect((await audits(id)).map((a) => a.action)).toEqual(["approve"]);
    expect(await workflowHistoryOf(ctx.database.db, k.kind, id)).toHaveLength(1);
    // The same id under another kind is another record (or none): never this one.
    const wrongKind = await call("trainee", "flt_training/approve_result", {
      id,
      type: k.kind === "theory_test" ? "base_training" : "theory_test",
    });
    expect(wrongKind.status).not.toBe(200);
  });

  it("approving a deleted record answers 404 and writes nothing", async () => {
    const { id } = await record();
    expect((await call("admin", `flt_training/${k.remove}`, { id })).status).toBe(200);
    const result = await call("trainee", "flt_training/approve_result", { id, type: k.kind });
    expect(result.status).toBe(404);
    expect(await workflowHistoryOf(ctx.database.db, k.kind, id)).toHaveLength(0);
  });

  it("accepts exactly one of several approvals sent at the same moment", async () => {
    const { id } = await record();
    const results = await Promise.all(
      [1, 2, 3].map(() => call("trainee", "flt_training/approve_result", { id, type: k.kind })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await audits(id)).filter((a) => a.action === "approve")).toHaveLength(1);
    expect(await workflowHistoryOf(ctx.database.db, k.kind, id)).toHaveLength(1);
  });
});

describe("flt_training/base_training_by_pilot", () => {
  it("answers every base training of the pilot, newest first, unpaged, within the caller's sight", async () => {
    const trainee = await createPilot(ctx);
    for (let day = 1; day <= 12; day++) {
      await createBaseTraining(ctx, {
        trainee,
        instructor: who.instructor as Made,
        date: `2026-04-${String(day).padStart(2, "0")}`,
      });
    }
    const all = await (who.instructor as Made).client.post("flt_training/base_training_by_pilot", {
      pilot_id: trainee.pilotId,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(12);
    expect(all.body.data.base_trainings).toHaveLength(12);
    expect(all.body.data.base_trainings[0]).toMatchObject({ date_of_flight: "2026-04-12", airport: "VCA" });
    expect(all.body.data.base_trainings[11].date_of_flight).toBe("2026-04-01");
    expect(
      (await trainee.client.post("flt_training/base_training_by_pilot", { pilot_id: trainee.pilotId }))
        .status,
    ).toBe(200);
    for (const account of ["otherPilot", "staffNone"] as const) {
      const hidden = await call(account, "flt_training/base_training_by_pilot", {
        pilot_id: trainee.pilotId,
      });
      expect(hidden.status, account).toBe(404);
    }
    expect(
      (await call("anonymous", "flt_training/base_training_by_pilot", { pilot_id: trainee.pilotId })).status,
    ).toBe(401);
  });
});
