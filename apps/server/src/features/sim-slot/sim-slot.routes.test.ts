import { Permission, type SimSlot } from "@trms/shared";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import {
  createAdmin,
  createFleetAdmin,
  createInstructor,
  createPilot,
  createStaff,
  type Made,
} from "../../../test/factories";
import { createTestApp, type TestContext } from "../../../test/harness";
import { auditLog } from "../../db/tables/audit.table";
import { simSlots } from "../../db/tables/sim-slot.table";

let ctx: TestContext;
let people: Record<
  "superAdmin" | "fleetAdmin" | "creator" | "editor" | "viewer" | "bare" | "instructor" | "pilot",
  Made
>;

beforeAll(async () => {
  ctx = await createTestApp();
  people = {
    superAdmin: await createAdmin(ctx),
    fleetAdmin: await createFleetAdmin(ctx, { fleet: "A321" }),
    creator: await createStaff(ctx, [Permission.CREATE_SIM], { fleet: "A321" }),
    editor: await createStaff(ctx, [Permission.EDIT_SIM], { fleet: "B787" }),
    viewer: await createStaff(ctx, [
      Permission.VIEW_SIM,
      Permission.UPLOAD_SIM_PDF,
      Permission.USER_UPLOAD_SIM,
    ]),
    bare: await createStaff(ctx, []),
    instructor: await createInstructor(ctx),
    pilot: await createPilot(ctx),
  };
});
afterAll(async () => {
  await ctx.close();
});

const slotCount = async () => (await ctx.database.db.select({ n: count() }).from(simSlots))[0]?.n ?? 0;
const A321_B = { type: 1, slot: "B", start: "03:45", end: "07:45" };
const B787_F = { type: 2, slot: "F", start: "20:15", end: "00:15" };

async function make(values: typeof A321_B, who: Made = people.superAdmin): Promise<SimSlot> {
  const reply = await who.client.post("sim/create_sim_slot", values);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as SimSlot;
}

describe("sim/create_sim_slot", () => {
  it("stores a slot of the table, answers it with its id and writes an audit row", async () => {
    const reply = await people.superAdmin.client.post("sim/create_sim_slot", A321_B, { lang: "en" });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id: expect.any(Number), ...A321_B });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(reply.body.data.id)));
    expect(audits.filter((row) => row.entity === "sim_slot").map((row) => row.action)).toEqual(["create"]);
  });

  it("lets the super admin set any fleet, and a fleet-bound manager only their own", async () => {
    await make(B787_F);
    expect((await make({ type: 1, slot: "C", start: "08:00", end: "12:00" }, people.creator)).type).toBe(1);
    expect((await make({ type: 1, slot: "D", start: "12:15", end: "16:15" }, people.fleetAdmin)).type).toBe(
      1,
    );
    expect((await make({ type: 2, slot: "C1", start: "06:45", end: "10:45" }, people.editor)).type).toBe(2);
    const before = await slotCount();
    for (const [who, lang, text] of [
      [people.creator, "en", "You can only manage the SIM slots of your own fleet"],
      [people.fleetAdmin, "vi", "Bạn chỉ được quản lý ca SIM của đội bay mình"],
    ] as const) {
      const reply = await who.client.post(
        "sim/create_sim_slot",
        { type: 3, slot: "A", start: "00:45", end: "04:45" },
        { lang },
      );
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: "FORBIDDEN", message: text });
    }
    expect(await slotCount()).toBe(before);
  });

  it("refuses those who may not manage slots before reading the body", async () => {
    for (const who of ["viewer", "bare", "instructor", "pilot"] as const) {
      const reply = await people[who].client.post("sim/create_sim_slot", { nonsense: true });
      expect({ who, status: reply.status }).toEqual({ who, status: 403 });
    }
    const anonymous = await apiClient(ctx).post("sim/create_sim_slot", A321_B);
    expect(anonymous.status).toBe(401);
  });

  it("refuses a label of another fleet, wrong times, missing fields and a duplicate; nothing is stored", async () => {
    const before = await slotCount();
    const bad = async (body: unknown, lang: "en" | "vi" = "en") => {
      const reply = await people.superAdmin.client.post("sim/create_sim_slot", body, { lang });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      return reply.body.details.map((d: { path: string; message: string }) => `${d.path}: ${d.message}`);
    };
    expect(await bad({ type: 3, slot: "A1", start: "01:00", end: "05:00" })).toEqual([
      "slot: This slot label does not belong to the chosen fleet",
    ]);
    expect(await bad({ type: 4, slot: "E", start: "16:30", end: "20:30" }, "vi")).toEqual([
      "slot: Tên ca này không thuộc đội bay đã chọn",
    ]);
    expect(await bad({ type: 1, slot: "A", start: "01:00", end: "04:00" })).toEqual([
      "end: Start and end must be the times of the slot label (end is start plus 4 hours)",
    ]);
    expect(await bad({ type: 1, slot: "", start: "", end: "" })).toHaveLength(3);
    expect(await bad({ type: 7, slot: "A", start: "01:00", end: "05:00" })).toEqual([
      "type: Please choose the type (fleet) of the slot",
    ]);
    expect(await bad({ type: 1, slot: "A", start: "01:00", end: "05:00", id: 3 })).toHaveLength(1);
    const duplicate = await people.superAdmin.client.post("sim/create_sim_slot", A321_B);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe("This fleet already has a slot with this label");
    expect(await slotCount()).toBe(before);
  });
});

describe("sim/update_sim_slot and sim/delete_sim_slot", () => {
  it("changes a slot to another label of its fleet, with an audit row of the change", async () => {
    const slot = await make({ type: 1, slot: "E", start: "16:30", end: "20:30" });
    const reply = await people.creator.client.post("sim/update_sim_slot", {
      id: slot.id,
      type: 1,
      slot: "E1",
      start: "18:00",
      end: "22:00",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id: slot.id, type: 1, slot: "E1", start: "18:00", end: "22:00" });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "update"))
      .orderBy(auditLog.id);
    expect(audit?.changes).toMatchObject({ slot: ["E", "E1"], start: ["16:30", "18:00"] });
  });

  it("keeps a fleet-bound manager off another fleet's slot, and off moving theirs to another fleet", async () => {
    const b787 = await make({ type: 2, slot: "A", start: "00:00", end: "04:00" });
    const a321 = await make({ type: 1, slot: "F", start: "20:45", end: "00:45" });
    const onOther = await people.creator.client.post("sim/update_sim_slot", {
      ...b787,
      slot: "B",
      start: "04:00",
      end: "08:00",
    });
    expect(onOther.status).toBe(403);
    const moving = await people.creator.client.post("sim/update_sim_slot", {
      id: a321.id,
      ...B787_F,
      slot: "D",
      start: "11:30",
      end: "15:30",
    });
    expect(moving.status).toBe(403);
    expect(moving.body.message).toBe("You can only manage the SIM slots of your own fleet");
    const deleting = await people.creator.client.post("sim/delete_sim_slot", { id: b787.id });
    expect(deleting.status).toBe(403);
    const reread = await people.pilot.client.post("sim/get_sim_slot_by_id", { id: a321.id });
    expect(reread.body.data).toEqual(a321);
  });

  it("deletes a slot, answers 404 for one that is gone, and refuses non-managers", async () => {
    const slot = await make({ type: 3, slot: "F", start: "20:45", end: "00:45" });
    for (const who of ["viewer", "instructor", "pilot"] as const) {
      expect((await people[who].client.post("sim/delete_sim_slot", { id: slot.id })).status).toBe(403);
      expect((await people[who].client.post("sim/update_sim_slot", { id: slot.id })).status).toBe(403);
    }
    const reply = await people.superAdmin.client.post("sim/delete_sim_slot", { id: slot.id });
    expect(reply.status).toBe(200);
    expect((await people.superAdmin.client.post("sim/delete_sim_slot", { id: slot.id })).status).toBe(404);
    expect((await people.superAdmin.client.post("sim/get_sim_slot_by_id", { id: slot.id })).status).toBe(404);
    const update = await people.superAdmin.client.post("sim/update_sim_slot", { id: slot.id, ...A321_B });
    expect(update.status).toBe(404);
  });
});

describe("sim/get_sim_slots and sim/get_sim_slot_by_id", () => {
  it("answers every signed-in account with an array in timetable order, filtered by fleet and label", async () => {
    for (const who of Object.values(people)) {
      const reply = await who.client.post("sim/get_sim_slots", { page_number: 1, page_count: 100 });
      expect(reply.status).toBe(200);
      expect(Array.isArray(reply.body.data)).toBe(true);
    }
    const all = (await people.pilot.client.post("sim/get_sim_slots", {})).body.data as SimSlot[];
    const keys = all.map((slot) => [slot.type, slot.start, slot.slot].join(" "));
    expect(keys).toEqual([...keys].sort());
    const b787 = (await people.pilot.client.post("sim/get_sim_slots", { filters: { type: 2 } })).body
      .data as SimSlot[];
    expect(b787.length).toBeGreaterThan(0);
    expect(b787.every((slot) => slot.type === 2)).toBe(true);
    const found = (await people.pilot.client.post("sim/get_sim_slots", { keyword: "c1" })).body
      .data as SimSlot[];
    expect(found.map((slot) => slot.slot)).toEqual(["C1"]);
    const sorted = (await people.pilot.client.post("sim/get_sim_slots", { sort_by: "slot", order: "-" })).body
      .data as SimSlot[];
    expect(sorted[0]?.slot).toBe("F");
    const paged = (await people.pilot.client.post("sim/get_sim_slots", { page_number: 2, page_count: 2 }))
      .body.data as SimSlot[];
    expect(paged).toEqual(all.slice(2, 4));
    expect(
      await apiClient(ctx)
        .post("sim/get_sim_slots", {})
        .then((r) => r.status),
    ).toBe(401);
    expect((await people.pilot.client.post("sim/get_sim_slots", { filters: { type: 0 } })).status).toBe(400);
  });

  it("answers one slot by id, and 404 for an unknown id", async () => {
    const slot = await make({ type: 4, slot: "A0", start: "02:00", end: "06:00" });
    const reply = await people.instructor.client.post("sim/get_sim_slot_by_id", { id: slot.id });
    expect(reply.body).toEqual({ code: "OK", data: slot });
    expect((await people.instructor.client.post("sim/get_sim_slot_by_id", { id: 999999 })).status).toBe(404);
    expect((await people.instructor.client.post("sim/get_sim_slot_by_id", { id: "x" })).status).toBe(400);
  });
});
