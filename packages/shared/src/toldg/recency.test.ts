import { describe, expect, it } from "vitest";
import {
  addDays,
  computeRecency,
  latestCalendarDate,
  qualifyingFlightDate,
  type RecencyFlight,
  recencyState,
} from "./recency";
import { newFlightSchema, surveyFlightFormSchema } from "./schemas";

const flight = (flight_date: string, to_number: number, ldg_number: number): RecencyFlight => ({
  flight_date,
  to_number,
  ldg_number,
});

describe("addDays", () => {
  it("counts exactly 90 calendar days across month ends and leap years", () => {
    expect(addDays("2026-01-01", 90)).toBe("2026-04-01");
    expect(addDays("2024-01-01", 90)).toBe("2024-03-31");
    expect(addDays("2025-12-15", 90)).toBe("2026-03-15");
    // A DST change in any local zone does not shift a calendar date.
    expect(addDays("2026-03-01", 90)).toBe("2026-05-30");
  });
});

describe("qualifyingFlightDate", () => {
  it("is the newest date when one day holds 3 take-offs and 3 landings", () => {
    expect(qualifyingFlightDate([flight("2026-02-01", 1, 1), flight("2026-03-01", 3, 3)])).toBe("2026-03-01");
  });

  it("walks back over several dates until both counts reach 3", () => {
    const flights = [flight("2026-03-10", 1, 1), flight("2026-03-05", 1, 1), flight("2026-03-01", 1, 1)];
    expect(qualifyingFlightDate(flights)).toBe("2026-03-01");
    // Order of input does not matter.
    expect(qualifyingFlightDate([...flights].reverse())).toBe("2026-03-01");
  });

  it("needs both counts: take-offs reached early, landings only later", () => {
    const flights = [
      flight("2026-03-10", 3, 1),
      flight("2026-03-08", 0, 1),
      flight("2026-03-02", 2, 0),
      flight("2026-02-20", 0, 1),
    ];
    expect(qualifyingFlightDate(flights)).toBe("2026-02-20");
  });

  it("is null with no flights or too few take-offs or landings", () => {
    expect(qualifyingFlightDate([])).toBeNull();
    expect(qualifyingFlightDate([flight("2026-03-10", 5, 2)])).toBeNull();
    expect(qualifyingFlightDate([flight("2026-03-10", 2, 5), flight("2026-03-01", 0, 9)])).toBeNull();
  });
});

describe("computeRecency", () => {
  it("sets the aircraft expiry exactly 90 days after the qualifying date", () => {
    const dates = computeRecency({
      flights: [flight("2026-01-01", 1, 1), flight("2026-01-02", 1, 1), flight("2026-01-03", 1, 1)],
    });
    expect(dates).toEqual({
      ac_expired_date: "2026-04-01",
      sim_expired_date: null,
      recency_date: "2026-04-01",
    });
  });

  it("is empty with no flights and no SIM date", () => {
    expect(computeRecency({ flights: [] })).toEqual({
      ac_expired_date: null,
      sim_expired_date: null,
      recency_date: null,
    });
  });

  it("uses the SIM date alone when there are no qualifying flights", () => {
    expect(computeRecency({ flights: [], simDate: "2026-02-10" })).toEqual({
      ac_expired_date: null,
      sim_expired_date: "2026-05-11",
      recency_date: "2026-05-11",
    });
    expect(
      computeRecency({ flights: [flight("2026-03-01", 1, 1)], simDate: "2026-02-10" }).recency_date,
    ).toBe("2026-05-11");
  });

  it("takes the later of the SIM and aircraft expiry dates", () => {
    const flights = [flight("2026-03-01", 3, 3)];
    expect(computeRecency({ flights, simDate: "2026-01-01" }).recency_date).toBe("2026-05-30");
    expect(computeRecency({ flights, simDate: "2026-03-20" }).recency_date).toBe("2026-06-18");
  });
});

describe("recencyState", () => {
  it("is expired after the date, expiring within 14 days, current beyond", () => {
    expect(recencyState(null, "2026-03-01")).toBe("none");
    expect(recencyState("2026-02-28", "2026-03-01")).toBe("expired");
    expect(recencyState("2026-03-01", "2026-03-01")).toBe("expiring");
    expect(recencyState("2026-03-15", "2026-03-01")).toBe("expiring");
    expect(recencyState("2026-03-16", "2026-03-01")).toBe("current");
  });
});

describe("newFlightSchema", () => {
  const base = { email: " Pilot@Demo.trms ", license_number: " VN10002 " };

  it("accepts identity alone and normalises it", () => {
    const parsed = newFlightSchema.parse(base);
    expect(parsed).toEqual({
      email: "pilot@demo.trms",
      license_number: "VN10002",
      sim_date: null,
      flights: [],
    });
  });

  it("reads a missing answer as a required question and a bad email as invalid", () => {
    const result = newFlightSchema.safeParse({ email: "", flights: [{ flight_date: "2026-01-01" }] });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(messages.email).toBe("survey_required");
    expect(messages.license_number).toBe("survey_required");
    expect(messages["flights.0.to_number"]).toBe("survey_required");
    expect(newFlightSchema.safeParse({ ...base, email: "not-an-email" }).error?.issues[0]?.message).toBe(
      "alert_email_is_invalid",
    );
  });

  it("refuses more than 5 flights, repeated dates, bad counts and future dates", () => {
    const six = Array.from({ length: 6 }, (_, i) => flight(`2026-01-0${i + 1}`, 1, 1));
    expect(newFlightSchema.safeParse({ ...base, flights: six }).error?.issues[0]?.message).toBe(
      "survey_max_flights",
    );
    const twice = [flight("2026-01-01", 1, 1), flight("2026-01-01", 2, 2)];
    expect(newFlightSchema.safeParse({ ...base, flights: twice }).error?.issues[0]?.message).toBe(
      "survey_duplicate_date",
    );
    for (const count of [-1, 1.5, "2"]) {
      const bad = [{ flight_date: "2026-01-01", to_number: count, ldg_number: 1 }];
      expect(newFlightSchema.safeParse({ ...base, flights: bad }).error?.issues[0]?.message).toBe(
        "survey_count_invalid",
      );
    }
    const future = addDays(latestCalendarDate(), 1);
    expect(
      newFlightSchema.safeParse({ ...base, flights: [flight(future, 1, 1)] }).error?.issues[0]?.message,
    ).toBe("survey_date_in_future");
    expect(newFlightSchema.safeParse({ ...base, sim_date: future }).error?.issues[0]?.message).toBe(
      "survey_date_in_future",
    );
    expect(newFlightSchema.safeParse({ ...base, sim_date: "2026-02-30" }).success).toBe(false);
  });

  it("reads the entry sub-form's typed counts", () => {
    expect(
      surveyFlightFormSchema.parse({ flight_date: "2026-01-01", to_number: "2", ldg_number: "0" }),
    ).toEqual(flight("2026-01-01", 2, 0));
    const empty = surveyFlightFormSchema.safeParse({ flight_date: "", to_number: "", ldg_number: "x" });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      "survey_required",
      "survey_required",
      "survey_count_invalid",
    ]);
  });
});
