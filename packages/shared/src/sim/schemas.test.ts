import { describe, expect, it } from "vitest";
import { parseSimDateTimeText } from "./date-time";
import { createMonthlySimSchema, simInputSchema, simListSchema } from "./schemas";

const good = {
  first_pilot_crew_code: "p1",
  second_pilot_crew_code: "P2",
  sima_instructor_crew_code: "IA",
  simb_instructor_crew_code: "IB",
  sessiona_date_time: "2026-03-21T08:00:00+07:00",
  sessiona_place: "VN001",
  sessionb_date_time: "2026-03-22T08:00+07:00",
  sessionb_place: "CAE VN018",
};
const issues = (input: unknown) =>
  (simInputSchema.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join(".")}:${i.message}`);

describe("SIM input", () => {
  it("accepts a session and upper-cases crew codes", () => {
    expect(simInputSchema.parse(good).first_pilot_crew_code).toBe("P1");
  });

  it("asks for 2 pilots, both instructors, date-times and places with the spec's messages", () => {
    expect(issues({ ...good, second_pilot_crew_code: "" })).toEqual([
      "second_pilot_crew_code:alert_select_2_pilots",
    ]);
    expect(issues({ ...good, first_pilot_crew_code: undefined })).toEqual([
      "first_pilot_crew_code:alert_select_2_pilots",
    ]);
    expect(issues({ ...good, simb_instructor_crew_code: " " })).toEqual([
      "simb_instructor_crew_code:alert_instructor_required",
    ]);
    expect(issues({ ...good, sessiona_date_time: "" })).toEqual([
      "sessiona_date_time:alert_sim_date_time_required",
    ]);
    expect(issues({ ...good, sessionb_place: undefined })).toEqual([
      "sessionb_place:alert_sim_place_required",
    ]);
  });

  it("refuses a place outside the list and a date-time that is not one", () => {
    expect(issues({ ...good, sessiona_place: "VN999" })).toEqual(["sessiona_place:alert_sim_place_invalid"]);
    for (const bad of [
      "tomorrow",
      "2026-02-30T08:00:00+07:00",
      "2026-03-21T08:00:00",
      "2026-03-21T25:00+07:00",
      5,
    ])
      expect(issues({ ...good, sessiona_date_time: bad })[0], String(bad)).toMatch(/^sessiona_date_time:/);
  });

  it("says 'Duplicate crew code' for equal pilots or a pilot who is an instructor", () => {
    expect(issues({ ...good, second_pilot_crew_code: "p1" })).toEqual([
      "second_pilot_crew_code:alert_duplicate_crew_code",
    ]);
    expect(issues({ ...good, simb_instructor_crew_code: "P1" })).toEqual([
      "first_pilot_crew_code:alert_duplicate_crew_code",
    ]);
    expect(issues({ ...good, sima_instructor_crew_code: "P2" })).toEqual([
      "second_pilot_crew_code:alert_duplicate_crew_code",
    ]);
    // The same instructor for both sessions is allowed.
    expect(issues({ ...good, simb_instructor_crew_code: "IA" })).toEqual([]);
  });

  it("lets the placeholder 0000 fill a seat, but not both pilots", () => {
    expect(issues({ ...good, second_pilot_crew_code: "0000", simb_instructor_crew_code: "0000" })).toEqual(
      [],
    );
    expect(issues({ ...good, first_pilot_crew_code: "0000", second_pilot_crew_code: "0000" })).toEqual([
      "second_pilot_crew_code:sim_both_pilots_placeholder",
    ]);
  });

  it("refuses unknown fields such as a third pilot", () => {
    expect(issues({ ...good, third_pilot_crew_code: "P3" })).toHaveLength(1);
  });

  it("needs at least 1 sim in a monthly list", () => {
    const result = createMonthlySimSchema.safeParse({ sims: [] });
    expect(result.error?.issues[0]?.message).toBe("alert_add_at_least_1_sim");
  });
});

describe("SIM list request", () => {
  it("defaults to 50 rows, descending, by instructor name, the full list", () => {
    expect(simListSchema.parse({})).toMatchObject({
      page_number: 1,
      page_count: 50,
      order: "-",
      filter: "instructor_name",
      themself: false,
    });
    expect(simListSchema.safeParse({ filter: "nope" }).success).toBe(false);
    expect(simListSchema.parse({ themself: "true" }).themself).toBe(true);
  });
});

describe("date-times written in a sheet", () => {
  it("reads dd/MM/yyyy HH:mm and dd/MM/yyyy - HH:mm as Vietnam local time", () => {
    expect(parseSimDateTimeText("21/03/2026 08:00")).toBe("2026-03-21T08:00:00+07:00");
    expect(parseSimDateTimeText("1/3/2026 - 8:05")).toBe("2026-03-01T08:05:00+07:00");
    expect(parseSimDateTimeText("2026-03-21 08:00")).toBe("2026-03-21T08:00:00+07:00");
    expect(parseSimDateTimeText("31/02/2026 08:00")).toBeNull();
    expect(parseSimDateTimeText("next week")).toBeNull();
  });
});
