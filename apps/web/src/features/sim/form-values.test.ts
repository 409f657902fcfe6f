import { SimFormStatus, type SimSession } from "@trms/shared";
import { describe, expect, it } from "vitest";
import { startAfterEnd } from "../../components/list/date-range";
import { formatSimDateTime, fromWallClock, toWallClock } from "../../lib/dates";
import { isSimFormMarked } from "../../lib/sim-session";
import { emptySimRow, simFormPath, simFormResolver, simInputOf, simRowOf } from "./form-values";
import { readSimTab } from "./list-config";

const person = (crew_code: string) => ({ crew_code, full_name: `Name ${crew_code}` });

const filledRow = () => ({
  ...emptySimRow(),
  first_pilot: person("P0001"),
  second_pilot: person("P0002"),
  sima_instructor: person("I0001"),
  simb_instructor: person("I0001"),
  sessiona_date_time: "2026-12-03T08:00",
  sessionb_date_time: "2026-12-04T13:45",
});

/** The messages the resolver puts on each field of each row. */
async function errorsOf(rows: ReturnType<typeof filledRow>[]) {
  const result = await simFormResolver({ sims: rows }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const sims = (result.errors.sims ?? []) as Record<string, { message?: string }>[];
  return sims.map((row) =>
    Object.fromEntries(Object.entries(row ?? {}).map(([field, error]) => [field, error?.message])),
  );
}

describe("SIM date-times in the airline's local time", () => {
  it("shows dd/MM/yyyy - HH:mm in UTC+7 whatever offset the value has", () => {
    expect(formatSimDateTime("2026-12-03T08:00:00+07:00")).toBe("03/12/2026 - 08:00");
    expect(formatSimDateTime("2026-12-03T01:00:00Z")).toBe("03/12/2026 - 08:00");
    expect(formatSimDateTime("2026-12-03T20:30:00Z")).toBe("04/12/2026 - 03:30");
    expect(formatSimDateTime(null)).toBe("");
    expect(formatSimDateTime("not a date")).toBe("");
  });

  it("turns the form's wall clock into ISO with +07:00 and back", () => {
    expect(fromWallClock("2026-12-03T08:00")).toBe("2026-12-03T08:00:00+07:00");
    expect(toWallClock("2026-12-03T08:00:00+07:00")).toBe("2026-12-03T08:00");
    // An impossible or unfinished value stays as it is, for the schema to refuse.
    expect(fromWallClock("2026-02-31T08:00")).toBe("2026-02-31T08:00");
    expect(fromWallClock("invalid-date")).toBe("invalid-date");
  });
});

describe("the SIM form", () => {
  it("sends crew codes, names, the places and the note", () => {
    expect(simInputOf({ ...filledRow(), note: "  LOFT  " })).toEqual({
      first_pilot_crew_code: "P0001",
      first_pilot_name: "Name P0001",
      second_pilot_crew_code: "P0002",
      second_pilot_name: "Name P0002",
      sima_instructor_crew_code: "I0001",
      sima_instructor_name: "Name I0001",
      simb_instructor_crew_code: "I0001",
      simb_instructor_name: "Name I0001",
      sessiona_date_time: "2026-12-03T08:00:00+07:00",
      sessiona_place: "VN001",
      sessionb_date_time: "2026-12-04T13:45:00+07:00",
      sessionb_place: "VN001",
      note: "LOFT",
    });
  });

  it("reads a stored session back into the same row", () => {
    const form = (code: string) => ({
      pilot_crew_code: code,
      pilot_name: `Name ${code}`,
      form_id: 1,
      form_status: SimFormStatus.INITIAL,
      reset_status: [],
      first_submit: null,
      second_submit: null,
      third_submit: null,
      downloaded_flag: 1,
      caav_form: null,
      caav_form_status: 1,
      elearning_completion: false,
      elearning_clue: null,
      version: 1,
    });
    const stored = {
      id: 4,
      sessiona_date_time: "2026-12-03T01:00:00.000Z",
      sessiona_place: "VN001",
      sima_instructor_crew_code: "I0001",
      sima_instructor_name: "Name I0001",
      sessionb_date_time: "2026-12-04T06:45:00.000Z",
      sessionb_place: "VN001",
      simb_instructor_crew_code: "I0001",
      simb_instructor_name: "Name I0001",
      note: null,
      first_pilot: form("P0001"),
      second_pilot: form("P0002"),
    } as SimSession;
    expect(simRowOf(stored)).toEqual(filledRow());
  });

  it("puts the server's paths on the row's fields", () => {
    expect(simFormPath("sims.2.first_pilot_crew_code")).toBe("sims.2.first_pilot");
    expect(simFormPath("sims.0.sessionb_place")).toBe("sims.0.sessionb_place");
    expect(simFormPath("simb_instructor_crew_code", 0)).toBe("sims.0.simb_instructor");
    expect(simFormPath("sims")).toBe("root");
  });

  it("refuses what part2 §5 refuses, each message on its field", async () => {
    expect(await errorsOf([filledRow()])).toEqual([]);
    const [empty] = await errorsOf([emptySimRow() as ReturnType<typeof filledRow>]);
    expect(empty).toMatchObject({
      first_pilot: "alert_select_2_pilots",
      second_pilot: "alert_select_2_pilots",
      sima_instructor: "alert_instructor_required",
      simb_instructor: "alert_instructor_required",
      sessiona_date_time: "alert_sim_date_time_required",
      sessionb_date_time: "alert_sim_date_time_required",
    });
    const [same] = await errorsOf([{ ...filledRow(), second_pilot: person("P0001") }]);
    expect(same).toEqual({ second_pilot: "alert_duplicate_crew_code" });
    const [instructorFlies] = await errorsOf([{ ...filledRow(), first_pilot: person("I0001") }]);
    expect(instructorFlies).toEqual({ first_pilot: "alert_duplicate_crew_code" });
    const [badTime] = await errorsOf([{ ...filledRow(), sessiona_date_time: "2026-02-31T08:00" }]);
    expect(badTime).toEqual({ sessiona_date_time: "alert_sim_date_time_invalid" });
  });
});

describe("the SIM list", () => {
  it("marks a form red when Failed, or reset and not Completed (part2 §4)", () => {
    const reset = [{ date_of_status: "2026-12-01", reason: "r", form_status: null, status: 1 as const }];
    expect(isSimFormMarked({ form_status: SimFormStatus.FAILED, reset_status: [] })).toBe(true);
    expect(isSimFormMarked({ form_status: SimFormStatus.PILOT_SUBMITTED, reset_status: reset })).toBe(true);
    expect(isSimFormMarked({ form_status: SimFormStatus.COMPLETED, reset_status: reset })).toBe(false);
    expect(isSimFormMarked({ form_status: SimFormStatus.INITIAL, reset_status: [] })).toBe(false);
  });

  it("reads the instructor's tab and checks the date range", () => {
    expect(readSimTab("pilot")).toBe("pilot");
    expect(readSimTab(null)).toBe("instructor");
    expect(readSimTab("other")).toBe("instructor");
    expect(startAfterEnd({ start_date: "2026-12-02", end_date: "2026-12-01" })).toBe(true);
    expect(startAfterEnd({ start_date: "2026-12-01", end_date: "2026-12-01" })).toBe(false);
    expect(startAfterEnd({ start_date: "", end_date: "2026-12-01" })).toBe(false);
  });
});
