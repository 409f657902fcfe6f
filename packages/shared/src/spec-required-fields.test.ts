import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  createBaseTrainingSchema,
  createEventReportSchema,
  createLineCheckSchema,
  createLineTrainingSchema,
  createMonthlySimSchema,
  createPilotSchema,
  createProgressTheorySchema,
  createSimSchema,
  createSimSlotSchema,
  createTheoryTestSchema,
  createTrainingDocumentSchema,
  createTrainingFlightSchema,
  createUserSchema,
  newFlightSchema,
} from "./index";

/**
 * Every create call requires what part1 §5 / part2 §5 require and nothing more: a client
 * that follows the spec can create each record. `spec` is what the spec's validation rules name;
 * `call` what the call itself cannot do without (which pilot a record is of) or a rule of another
 * spec section names, with the reason. Required files are the multipart rules' (their own tests).
 * docs/spec-coverage.md lists the same comparison.
 */
const CALLS: {
  call: string;
  schema: ZodType;
  spec: string[];
  call_needs?: Record<string, string>;
}[] = [
  {
    call: "auth/user/create_user",
    schema: createUserSchema,
    spec: ["email", "fleet", "password", "full_name"],
  },
  {
    call: "pilot/create_pilot",
    schema: createPilotSchema,
    spec: ["crew_code", "full_name", "email"],
  },
  {
    call: "flt_training/create_flight",
    schema: createTrainingFlightSchema,
    spec: [],
    call_needs: { pilot_id: "whose record it is" },
  },
  {
    call: "flt_training/create_base_flight",
    schema: createBaseTrainingSchema,
    spec: ["date_of_flight"],
    call_needs: { pilot_id: "whose record it is" },
  },
  {
    call: "flt_training/create_theory_test",
    schema: createTheoryTestSchema,
    spec: ["date_of_test", "comments"],
    call_needs: { pilot_id: "whose record it is" },
  },
  {
    call: "flt_training/create_progress_theory_report",
    schema: createProgressTheorySchema,
    spec: [
      "date_of_test",
      "instructor_id",
      "aircraft_limitations",
      "aircraft_systems",
      "emergency_equipment",
      "sops",
      "fom",
      "airway_manuals",
      "mel_cdl",
      "general_aviation_knowledge",
    ],
    call_needs: { pilot_id: "whose record it is" },
  },
  { call: "toldg/new_flight", schema: newFlightSchema, spec: ["email", "license_number"] },
  {
    call: "sim/create_sim",
    schema: createSimSchema,
    spec: [
      "first_pilot_crew_code",
      "second_pilot_crew_code",
      "sima_instructor_crew_code",
      "simb_instructor_crew_code",
      "sessiona_date_time",
      "sessiona_place",
      "sessionb_date_time",
      "sessionb_place",
    ],
  },
  { call: "sim/create_monthly_sim", schema: createMonthlySimSchema, spec: ["sims"] },
  {
    call: "sim/create_sim_slot",
    schema: createSimSlotSchema,
    spec: ["slot", "start", "end"],
    call_needs: { type: "part2 §5: the fleet's slot table; the super admin selects it" },
  },
  {
    call: "linecheck/create_line_check",
    schema: createLineCheckSchema,
    spec: ["instructor_crew_code", "line_check_date", "line_check_sectors"],
  },
  {
    call: "line_training/create_line_training",
    schema: createLineTrainingSchema,
    spec: ["pilot_crew_code", "line_training_type"],
  },
  {
    call: "training_document/create_td",
    schema: createTrainingDocumentSchema,
    spec: ["fleet", "training_type", "document_name", "start_date"],
  },
  {
    call: "event_report/create_report",
    schema: createEventReportSchema,
    spec: ["date_of_occurence", "flight_number", "sector", "content", "pilots"],
  },
];

const requiredOf = (schema: ZodType) => {
  const parsed = schema.safeParse({});
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))].sort();
};

describe("the create calls require the spec's fields and no others", () => {
  it.each(CALLS)("$call", ({ schema, spec, call_needs }) => {
    expect(requiredOf(schema)).toEqual([...spec, ...Object.keys(call_needs ?? {})].sort());
  });

  it("keeps a theory test and a base training without a result, and a flight without a type", () => {
    const theory = createTheoryTestSchema.parse({ pilot_id: 1, date_of_test: "2026-01-02", comments: "ok" });
    expect(theory.result).toBeNull();
    const base = createBaseTrainingSchema.parse({ pilot_id: 1, date_of_flight: "2026-01-02" });
    expect(base.result).toBeNull();
    expect(
      createBaseTrainingSchema.parse({ pilot_id: 1, date_of_flight: "2026-01-02", result: "false" }).result,
    ).toBe(false);
    const flight = createTrainingFlightSchema.safeParse({ pilot_id: 1 });
    // Only the spec's "at least 1 sector" is missing; the type defaults to a normal training flight.
    expect(flight.error?.issues.map((issue) => issue.path.join("."))).toEqual(["sectors"]);
  });
});
