import { createBaseTrainingSchema } from "@trms/shared";
import { describe, expect, it } from "vitest";
import { baseTrainingResolver, emptyBaseTrainingForm, toApiFields } from "./form-values";

const options = {} as never;
const report = new File(["%PDF-1.4"], "report.pdf", { type: "application/pdf" });

describe("base training form", () => {
  it("puts the spec's messages on the date and the report of an empty form, none on the result", async () => {
    const result = await baseTrainingResolver(7)(emptyBaseTrainingForm(), undefined, options);
    expect(result.errors).toEqual({
      date_of_flight: expect.objectContaining({ message: "alert_date_of_flight_required" }),
      report: expect.objectContaining({ message: "alert_report_required" }),
    });
  });

  it("sends the others point only with its criteria, and VCA unless another airport is chosen", () => {
    const filled = {
      ...emptyBaseTrainingForm(),
      date_of_flight: "2024-05-02",
      result: "true" as const,
      report,
    };
    const pointOnly = toApiFields({ ...filled, others: { criteria: " ", point: "3" } }, 7);
    expect(pointOnly).not.toHaveProperty("others");
    expect(createBaseTrainingSchema.parse(pointOnly)).toMatchObject({ airport: "VCA", others: null });

    const both = toApiFields({ ...filled, others: { criteria: "Crosswind", point: "3" } }, 7);
    expect(createBaseTrainingSchema.parse(both).others).toEqual({ criteria: "Crosswind", point: 3 });
  });

  it("turns a flight time that is no number into 0 and refuses a negative one", async () => {
    const filled = {
      ...emptyBaseTrainingForm(),
      date_of_flight: "2024-05-02",
      result: "false" as const,
      report,
    };
    expect(
      createBaseTrainingSchema.parse(toApiFields({ ...filled, flight_time: "abc" }, 7)).flight_time,
    ).toBe(0);
    const negative = await baseTrainingResolver(7)({ ...filled, flight_time: "-1" }, undefined, options);
    expect(negative.errors).toEqual({
      flight_time: expect.objectContaining({ message: "alert_flight_time_negative" }),
    });
  });
});
