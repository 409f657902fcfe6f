import { Permission, Role } from "@trms/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, TEST_PASSWORD } from "../../../test/accounts";
import { apiClient } from "../../../test/client";
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
  ["staff", { role: Role.USER, managementRole: [Permission.VIEW_PILOT_LIST, Permission.EDIT_PILOT] }],
  ["instructor", { role: Role.INSTRUCTOR, crewCode: "AI01" }],
  ["pilot", { role: Role.PILOT, crewCode: "AP01" }],
  ["employee", { role: Role.EMPLOYEE }],
] as const;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiClient(ctx);
  for (const [key, account] of ACCOUNTS) {
    const created = await createAccount(ctx, { email: `${key.toLowerCase()}@test.trms`, ...account });
    ids[key] = created.id;
    tokens[key] = await api.tokenFor(`${key.toLowerCase()}@test.trms`, TEST_PASSWORD);
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
