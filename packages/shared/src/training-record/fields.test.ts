import { describe, expect, it } from "vitest";
import { createBaseTrainingSchema } from "../base-training/schemas";
import { progressTheoryPassed } from "../progress-theory/constants";
import { createProgressTheorySchema } from "../progress-theory/schemas";
import { createTheoryTestSchema } from "../theory-test/schemas";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the create forms of base training, theory test and progress theory", () => {
  it("name each missing required field with the spec's message", () => {
    expect(issues(createBaseTrainingSchema.safeParse({}))).toEqual([
      ["pilot_id", "field_required"],
      ["date_of_flight", "alert_date_of_flight_required"],
    ]);
    expect(issues(createTheoryTestSchema.safeParse({ pilot_id: 1, result: true }))).toEqual([
      ["date_of_test", "alert_date_of_test_required"],
      ["comments", "alert_comments_required"],
    ]);
    expect(issues(createProgressTheorySchema.safeParse({ pilot_id: 1, date_of_test: "2026-01-02" }))).toEqual(
      [
        ["instructor_id", "alert_instructor_required"],
        ["aircraft_limitations", "alert_aircraft_limitations_required"],
        ["aircraft_systems", "alert_aircraft_systems_required"],
        ["emergency_equipment", "alert_emergency_equipment_required"],
        ["sops", "alert_sops_required"],
        ["fom", "alert_fom_required"],
        ["airway_manuals", "alert_airway_manuals_required"],
        ["mel_cdl", "alert_mel_cdl_comments_required"],
        ["general_aviation_knowledge", "alert_general_aviation_knowledge_required"],
      ],
    );
  });

  it("read a base training as the form sends it: text numbers, VCA by default, non-numeric flight time 0", () => {
    const parsed = createBaseTrainingSchema.parse({
      pilot_id: "3",
      date_of_flight: "2026-01-02",
      go_around: "9",
      full_stop: "",
      flight_time: "abc",
      result: "false",
    });
    expect(parsed).toMatchObject({
      pilot_id: 3,
      airport: "VCA",
      go_around: 9,
      touch_and_go: 0,
      full_stop: 0,
      flight_time: 0,
      landing: 6,
      others: null,
      result: false,
      comments: null,
    });
  });

  it("take the others point only with its criterion, and the criterion only with its point", () => {
    const base = { pilot_id: 3, date_of_flight: "2026-01-02", result: true };
    expect(issues(createBaseTrainingSchema.safeParse({ ...base, others: { point: "4" } }))).toEqual([
      ["others.criteria", "alert_others_criteria_required"],
    ]);
    expect(
      issues(createBaseTrainingSchema.safeParse({ ...base, others: { criteria: "Crosswind" } })),
    ).toEqual([["others.point", "alert_others_point_required"]]);
    expect(
      createBaseTrainingSchema.parse({ ...base, others: { criteria: "", point: "" } }).others,
    ).toBeNull();
  });

  it("pass a progress theory report at overall performance 3 or more", () => {
    expect([1, 2, 3, 4, 5].map(progressTheoryPassed)).toEqual([false, false, true, true, true]);
  });
});
