import { Permission, Role } from "@trms/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDF } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
import { createUser } from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditRepository } from "../../lib/audit/audit.repository";

let ctx: TestContext;
let api: ReturnType<typeof apiClient>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const as = (key: string) => ({ token: tokens[key] });

const ACCOUNTS = [
  ["superAdmin", { role: Role.ADMIN, isAdmin: true }],
  ["admin", { role: Role.ADMIN }],
  ["staff", { role: Role.USER, permissions: [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT] }],
  ["instructor", { role: Role.INSTRUCTOR, profile: { crewCode: "AI01" } }],
  ["pilot", { role: Role.PILOT, profile: { crewCode: "AP01" } }],
  ["employee", { role: Role.EMPLOYEE }],
] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  for (const [key, account] of ACCOUNTS) {
    const created = await createUser(ctx, {
      email: `${key.toLowerCase()}@test.trms`,
      fullName: key.toLowerCase(),
      ...account,
    });
    ids[key] = created.userId;
    tokens[key] = created.client.token;
  }
});
afterAll(async () => {
  await ctx.close();
});

describe("audit calls under the role matrix", () => {
  it("answer administrators only, before the body is read", async () => {
    for (const [who] of ACCOUNTS) {
      const allowed = who === "superAdmin" || who === "admin";
      expect((await api.post("audit/get_audit_list", {}, as(who))).status, who).toBe(allowed ? 200 : 403);
      const trail = await api.post(
        "audit/get_record_audit",
        { entity: "event_report", entity_id: 1 },
        as(who),
      );
      expect(trail.status, who).toBe(allowed ? 200 : 403);
    }
    expect((await api.post("audit/get_audit_list", {})).status).toBe(401);
    expect((await api.post("audit/get_audit_list", { page_count: "x" }, as("pilot"))).status).toBe(403);
  });

  it("let administrators only verify the history, refusing the others before the body is read", async () => {
    for (const [who] of ACCOUNTS) {
      const allowed = who === "superAdmin" || who === "admin";
      const reply = await api.post("audit/verify_history", allowed ? {} : { x: 1 }, as(who));
      expect(reply.status, who).toBe(allowed ? 200 : 403);
    }
    expect((await api.post("audit/verify_history", {})).status).toBe(401);
    const bad = await api.post("audit/verify_history", { x: 1 }, { ...as("admin"), lang: "vi" });
    expect(bad.status).toBe(400);
  });
});

describe("audit/verify_history", () => {
  it("answers every chain intact after real writes, then names the row an SQL edit changed", async () => {
    await auditRepository(ctx.database.db).record({
      entity: "event_report",
      entityId: 424242,
      action: "create",
      actorId: ids.admin ?? null,
      changes: { title: "Hard landing" },
    });
    const intact = await api.post("audit/verify_history", {}, as("admin"));
    expect(intact.status).toBe(200);
    expect(intact.body.data.verification).toMatchObject({ breaks: [], breaks_total: 0 });
    expect(intact.body.data.verification.rows).toBeGreaterThan(0);
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update audit_log set changes = '{"title": "Soft landing"}' where entity_id = '424242'`,
      );
    });
    const broken = await api.post("audit/verify_history", {}, as("superAdmin"));
    expect(broken.body.data.verification.breaks_total).toBe(1);
    expect(broken.body.data.verification.breaks[0]).toMatchObject({
      history: "audit_log",
      entity: "event_report",
      entity_id: "424242",
      problem: "changed",
    });
  });
});

describe("an event report's trail through the API", () => {
  it("shows who created, changed and deleted it, with before and after of the changed fields", async () => {
    const pilotIds = (await ctx.database.db.execute(
      "select id from pilots where crew_code in ('AP01', 'AI01') order by id",
    )) as unknown as { rows: { id: number }[] };
    const form = (content: string, id?: number) => {
      const data = new FormData();
      if (id) data.append("id", String(id));
      data.append("date_of_occurence", "2026-03-02T10:00:00+07:00");
      data.append("flight_number", "VN123");
      data.append("sector", "HAN-SGN");
      data.append("content", content);
      pilotIds.rows.forEach((row, i) => {
        data.append(`pilots[${i}].pilot_id`, String(row.id));
        data.append(`pilots[${i}].minus_point`, "2");
      });
      return data;
    };
    const created = await api.postForm("event_report/create_report", form("Long landing"), as("admin"));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const updated = await api.postForm(
      "event_report/update_report",
      form("Firm landing", id),
      as("superAdmin"),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);

    const trail = await api.post(
      "audit/get_record_audit",
      { entity: "event_report", entity_id: id },
      as("admin"),
    );
    const actions = trail.body.data.audit_list.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(["create", "update"]);
    expect(trail.body.data.audit_list[0].actor_name).toBeTruthy();
    expect(JSON.stringify(trail.body.data.audit_list[1].changes)).toContain("Firm landing");
  });
});

describe("audit/get_audit_list", () => {
  it("filters by who, kind and day range, newest first, paged in SQL", async () => {
    const audit = auditRepository(ctx.database.db);
    for (let i = 0; i < 30; i++)
      await audit.record({
        entity: "sim_slot",
        entityId: 900 + i,
        action: "create",
        actorId: ids.staff as number,
      });
    const mine = await api.post(
      "audit/get_audit_list",
      { filters: { actor_id: ids.staff, entity: "sim_slot" }, page_count: 25 },
      as("admin"),
    );
    expect(mine.body.data.total).toBe(30);
    expect(mine.body.data.audit_list).toHaveLength(25);
    const entityIds = mine.body.data.audit_list.map((e: { entity_id: string }) => Number(e.entity_id));
    expect(entityIds[0]).toBe(929);
    const page2 = await api.post(
      "audit/get_audit_list",
      { filters: { actor_id: ids.staff, entity: "sim_slot" }, page_count: 25, page_number: 2 },
      as("admin"),
    );
    expect(page2.body.data.audit_list.map((e: { entity_id: string }) => Number(e.entity_id))).toEqual([
      904, 903, 902, 901, 900,
    ]);
    const past = await api.post(
      "audit/get_audit_list",
      { filters: { entity: "sim_slot" }, date_range: { start_date: "2020-01-01", end_date: "2020-12-31" } },
      as("admin"),
    );
    expect(past.body.data.total).toBe(0);
  });

  it("refuses an unknown kind, a bad date and a page over the limit with clear messages", async () => {
    const kind = await api.post("audit/get_audit_list", { filters: { entity: "medical" } }, as("admin"));
    expect(kind.status).toBe(400);
    const trail = await api.post("audit/get_record_audit", { entity: "medical", entity_id: 1 }, as("admin"));
    expect(trail.body.details[0].message).toBe("This record kind is not audited");
    const vi = await api.post(
      "audit/get_record_audit",
      { entity: "medical", entity_id: 1 },
      { ...as("admin"), lang: "vi" },
    );
    expect(vi.body.details[0].message).toBe("Loại hồ sơ này không có lịch sử thay đổi");
    const day = await api.post(
      "audit/get_audit_list",
      { date_range: { start_date: "2026-02-30" } },
      as("admin"),
    );
    expect(day.status).toBe(400);
    expect((await api.post("audit/get_audit_list", { page_count: 101 }, as("admin"))).status).toBe(400);
  });
});

describe("the trail of every record kind a detail screen shows", () => {
  /** The kinds whose detail screens carry the audit trail panel, with the parts merged into them. */
  const DETAIL_KINDS = [
    "training_flight",
    "base_training",
    "theory_test",
    "progress_theory",
    "sim",
    "sim_form",
    "sim_caav_form",
    "sim_elearning",
    "line_check",
    "line_check_documents",
    "line_training",
    "training_document",
  ] as const;

  it("answers each kind with its own rows only, oldest first", async () => {
    const entityId = 987_654;
    const audit = auditRepository(ctx.database.db);
    for (const entity of DETAIL_KINDS) {
      await audit.record({ entity, entityId, action: "create", actorId: ids.admin ?? null, changes: {} });
      await audit.record({
        entity,
        entityId,
        action: "update",
        actorId: ids.superAdmin ?? null,
        changes: { note: [entity, `${entity} changed`] },
      });
    }
    for (const entity of DETAIL_KINDS) {
      const trail = await api.post("audit/get_record_audit", { entity, entity_id: entityId }, as("admin"));
      expect(trail.status, entity).toBe(200);
      const list = trail.body.data.audit_list as { action: string; changes: unknown }[];
      expect(
        list.map((e) => e.action),
        entity,
      ).toEqual(["create", "update"]);
      expect(list[1]?.changes).toEqual({ note: [entity, `${entity} changed`] });
    }
  });

  it("records a line check's creation, submissions, download and status change through the API", async () => {
    const created = await api.post(
      "linecheck/create_line_check",
      {
        pilot_crew_code: "AP01",
        instructor_crew_code: "AI01",
        line_check_date: "05/03/2026 - 09:00",
        line_check_sectors: "HAN-SGN",
      },
      as("admin"),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as number;
    const submit = async (who: string, order: number) => {
      const form = new FormData();
      form.append("line_check_id", String(id));
      form.append("form_order", String(order));
      form.append("submitted_report", new Blob([PDF], { type: "application/pdf" }), "form.pdf");
      const reply = await api.postForm("linecheck/submit_line_check_form", form, as(who));
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    };
    await submit("pilot", 1);
    await submit("instructor", 2);
    const downloaded = await api.post(
      "linecheck/set_line_check_downloaded_flag",
      { line_check_id: id },
      as("admin"),
    );
    expect(downloaded.status, JSON.stringify(downloaded.body)).toBe(200);
    const status = new FormData();
    status.append("line_check_id", String(id));
    status.append("status", "4");
    status.append("reason", "Filed");
    expect((await api.postForm("linecheck/set_line_check_status", status, as("admin"))).status).toBe(200);
    // Reading a stored form is a download of the line check, audited with the file's key.
    const detail = await api.post("linecheck/get_line_check_by_id", { id }, as("admin"));
    const file = await ctx.app.inject({
      method: "GET",
      url: detail.body.data.second_submit,
      headers: { "access-token": tokens.pilot as string },
    });
    expect(file.statusCode).toBe(200);
    const trail = await api.post(
      "audit/get_record_audit",
      { entity: "line_check", entity_id: id },
      as("admin"),
    );
    expect(trail.body.data.audit_list.map((e: { action: string }) => e.action)).toEqual([
      "create",
      "submit_first",
      "submit_second",
      "set_downloaded_flag",
      "set_status",
      "download",
    ]);
    expect(trail.body.data.audit_list.at(-1)).toMatchObject({
      actor_name: "pilot",
      changes: { file: expect.stringContaining("line_check/") },
    });
    // Nobody but an administrator reads it.
    const denied = await api.post(
      "audit/get_record_audit",
      { entity: "line_check", entity_id: id },
      as("staff"),
    );
    expect(denied.status).toBe(403);
  });
});
