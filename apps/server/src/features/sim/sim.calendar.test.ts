import { describe, expect, it } from "vitest";
import { simCalendar } from "./sim.calendar";
import type { SimSessionRow } from "./sim.repository";

/** The calendar holds what its dialog says: upcoming sessions, at a fixed clock. */
const NOW = new Date("2026-11-24T12:40:00Z"); // 19:40 at the airline

function session(id: number, a: string, b: string): SimSessionRow {
  return {
    id,
    firstPilotCrewCode: "P1",
    firstPilotName: "Pilot One",
    secondPilotCrewCode: "P2",
    secondPilotName: "Pilot Two",
    simaInstructorCrewCode: "IA",
    simaInstructorName: "Instructor A",
    simbInstructorCrewCode: "IB",
    simbInstructorName: "Instructor B",
    sessionaDateTime: new Date(a),
    sessionaPlace: "VN001",
    sessionbDateTime: new Date(b),
    sessionbPlace: "VN026",
    note: null,
    updatedAt: new Date("2026-11-01T00:00:00Z"),
  } as SimSessionRow;
}

const uids = (ics: string) => [...ics.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]?.trim());

describe("the SIM calendar at a fixed clock", () => {
  const rows = [
    // A began 14 hours before now and ended 10 hours ago; B is tomorrow.
    session(1, "2026-11-23T22:40:00Z", "2026-11-25T01:00:00Z"),
    // A is under way (started 2 hours ago, 4 hours long); B ended yesterday.
    session(2, "2026-11-24T10:40:00Z", "2026-11-23T01:00:00Z"),
    // Ended exactly now: gone.
    session(3, "2026-11-24T08:40:00Z", "2026-12-01T01:00:00Z"),
  ];

  it("holds the sessions that have not ended, and none that has", () => {
    expect(uids(simCalendar(rows, "P1", NOW))).toEqual(["sim-1-b@trms", "sim-2-a@trms", "sim-3-b@trms"]);
  });

  it("holds an instructor's own upcoming sessions only", () => {
    expect(uids(simCalendar(rows, "IA", NOW))).toEqual(["sim-2-a@trms"]);
    expect(uids(simCalendar(rows, "IB", NOW))).toEqual(["sim-1-b@trms", "sim-3-b@trms"]);
  });
});
