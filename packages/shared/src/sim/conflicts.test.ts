import { describe, expect, it } from "vitest";
import { findSimConflicts, type SimSchedule } from "./conflicts";

const sim = (overrides: Partial<SimSchedule> = {}): SimSchedule => ({
  first_pilot_crew_code: "P1",
  second_pilot_crew_code: "P2",
  sima_instructor_crew_code: "IA",
  simb_instructor_crew_code: "IB",
  sessiona_date_time: "2026-03-21T08:00:00+07:00",
  sessiona_place: "VN001",
  sessionb_date_time: "2026-03-22T08:00:00+07:00",
  sessionb_place: "VN001",
  ...overrides,
});
/** Another crew at another place: collides with `sim()` only through what the test overrides. */
const other = (overrides: Partial<SimSchedule> = {}) =>
  sim({
    first_pilot_crew_code: "Q1",
    second_pilot_crew_code: "Q2",
    sima_instructor_crew_code: "JA",
    simb_instructor_crew_code: "JB",
    sessiona_place: "VN026",
    sessionb_date_time: "2026-03-23T14:00:00+07:00",
    sessionb_place: "VN026",
    ...overrides,
  });

describe("the SIM conflict rule", () => {
  it("finds nothing between different crews at different places", () => {
    expect(findSimConflicts([sim()], [{ id: 9, ...other() }])).toEqual([]);
  });

  it("names a pilot already in an overlapping session, on both sessions it touches", () => {
    const conflicts = findSimConflicts(
      [sim()],
      [
        {
          id: 9,
          ...other({ second_pilot_crew_code: "P2", sessiona_date_time: "2026-03-21T11:59:00+07:00" }),
        },
      ],
    );
    expect(conflicts).toEqual([
      {
        index: 0,
        session: "a",
        kind: "pilot",
        crew_code: "P2",
        other_sim_id: 9,
        other_date_time: "2026-03-21T11:59:00+07:00",
      },
    ]);
  });

  it("counts 4 hours or more apart as free, and another local day as free even when closer", () => {
    const fourHours = other({ first_pilot_crew_code: "P1", sessiona_date_time: "2026-03-21T12:00:00+07:00" });
    expect(findSimConflicts([sim()], [{ id: 9, ...fourHours }])).toEqual([]);
    // 23:00 and 01:00 next day (local) are 2 hours apart but on two days.
    const late = sim({ sessiona_date_time: "2026-03-21T23:00:00+07:00" });
    const early = other({ first_pilot_crew_code: "P1", sessiona_date_time: "2026-03-22T01:00:00+07:00" });
    expect(findSimConflicts([late], [{ id: 9, ...early }]).filter((c) => c.session === "a")).toEqual([]);
  });

  it("reads the same day in Vietnam time whatever offset the date-time was written with", () => {
    // 2026-03-21T01:00Z is 08:00 in Vietnam: the same session as sim()'s session A.
    const utc = other({ sima_instructor_crew_code: "IA", sessiona_date_time: "2026-03-21T02:00:00Z" });
    expect(findSimConflicts([sim()], [{ id: 9, ...utc }])).toMatchObject([
      { session: "a", kind: "instructor", crew_code: "IA", other_sim_id: 9 },
    ]);
  });

  it("names an instructor, and an instructor who flies as a pilot elsewhere", () => {
    const asPilot = other({ first_pilot_crew_code: "IB", sessionb_date_time: "2026-03-22T10:00:00+07:00" });
    expect(findSimConflicts([sim()], [{ id: 3, ...asPilot }])).toMatchObject([
      { session: "b", kind: "instructor", crew_code: "IB", other_sim_id: 3 },
    ]);
  });

  it("names a place already taken at that time", () => {
    const samePlace = other({ sessiona_place: "VN001", sessiona_date_time: "2026-03-21T09:00:00+07:00" });
    expect(findSimConflicts([sim()], [{ id: 4, ...samePlace }])).toEqual([
      {
        index: 0,
        session: "a",
        kind: "place",
        place: "VN001",
        other_sim_id: 4,
        other_date_time: "2026-03-21T09:00:00+07:00",
      },
    ]);
  });

  it("never compares an edited SIM with its own stored row", () => {
    expect(findSimConflicts([{ id: 7, ...sim() }], [{ id: 7, ...sim() }])).toEqual([]);
  });

  it("compares the sessions of one request with each other, both ways", () => {
    const conflicts = findSimConflicts([sim(), other({ first_pilot_crew_code: "P1" })], []);
    expect(
      conflicts.map((c) => [c.index, c.session, c.kind, c.crew_code, c.other_index, c.other_sim_id]),
    ).toEqual([
      [0, "a", "pilot", "P1", 1, null],
      [1, "a", "pilot", "P1", 0, null],
    ]);
  });

  it("ignores the placeholder crew code 0000", () => {
    const a = sim({ second_pilot_crew_code: "0000" });
    const b = other({ second_pilot_crew_code: "0000" });
    expect(findSimConflicts([a], [{ id: 2, ...b }])).toEqual([]);
  });
});
