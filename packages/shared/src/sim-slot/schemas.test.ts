import { describe, expect, it } from "vitest";
import {
  createSimSlotSchema,
  simSlotListSchema,
  updateSimSlotSchema,
  uploadSimScheduleSchema,
} from "./schemas";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("createSimSlotSchema", () => {
  it("accepts a label of the fleet with its times", () => {
    expect(createSimSlotSchema.parse({ type: 1, slot: "B", start: "03:45", end: "07:45" })).toEqual({
      type: 1,
      slot: "B",
      start: "03:45",
      end: "07:45",
    });
    expect(createSimSlotSchema.parse({ type: "4", slot: "D", start: "20:00", end: "00:00" }).type).toBe(4);
  });

  it("refuses a label of another fleet", () => {
    expect(
      messages(createSimSlotSchema.safeParse({ type: 3, slot: "A1", start: "01:00", end: "05:00" })),
    ).toEqual(["sim_slot_label_not_in_fleet"]);
  });

  it("refuses times that are not the label's", () => {
    expect(
      messages(createSimSlotSchema.safeParse({ type: 1, slot: "A", start: "02:00", end: "05:00" })),
    ).toEqual(["sim_slot_time_mismatch"]);
  });

  it("requires slot, start and end, and a known type", () => {
    expect(messages(createSimSlotSchema.safeParse({ type: 1, slot: "", start: "", end: "" }))).toEqual([
      "field_required",
      "field_required",
      "field_required",
    ]);
    expect(
      messages(createSimSlotSchema.safeParse({ type: 5, slot: "A", start: "01:00", end: "05:00" })),
    ).toEqual(["sim_slot_type_invalid"]);
    expect(
      messages(createSimSlotSchema.safeParse({ type: 1, slot: "A", start: "1:00", end: "25:00" })),
    ).toEqual(["sim_slot_time_invalid", "sim_slot_time_invalid"]);
  });

  it("needs an id to update", () => {
    expect(updateSimSlotSchema.safeParse({ type: 1, slot: "A", start: "01:00", end: "05:00" }).success).toBe(
      false,
    );
    expect(updateSimSlotSchema.parse({ id: "3", type: 1, slot: "A", start: "01:00", end: "05:00" }).id).toBe(
      3,
    );
  });
});

describe("lists and schedule", () => {
  it("filters slots by type", () => {
    expect(simSlotListSchema.parse({ filters: { type: 2 } }).filters).toEqual({ type: 2 });
    expect(simSlotListSchema.safeParse({ filters: { type: 9 } }).success).toBe(false);
  });

  it("takes the month as YYYY-MM", () => {
    expect(uploadSimScheduleSchema.parse({ sim_month: "2026-11" })).toEqual({ sim_month: "2026-11" });
    expect(messages(uploadSimScheduleSchema.safeParse({ sim_month: "2026-13" }))).toEqual([
      "sim_schedule_month_invalid",
    ]);
    expect(messages(uploadSimScheduleSchema.safeParse({}))).toEqual(["sim_schedule_month_and_file_required"]);
  });
});
