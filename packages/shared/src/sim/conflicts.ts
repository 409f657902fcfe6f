import { SIM_PLACEHOLDER_CREW_CODE, SIM_SESSION_HOURS, type SimPlace } from "./constants";
import { simLocalDay } from "./date-time";
import type { SimConflict } from "./schemas";

/** What the conflict rule reads of a SIM: its four crew codes and its two sessions. */
export interface SimSchedule {
  first_pilot_crew_code: string;
  second_pilot_crew_code: string;
  sima_instructor_crew_code: string;
  simb_instructor_crew_code: string;
  sessiona_date_time: string;
  sessiona_place: SimPlace | string;
  sessionb_date_time: string;
  sessionb_place: SimPlace | string;
}

interface Slot {
  session: "a" | "b";
  time: number;
  day: string;
  dateTime: string;
  place: string;
  pilots: string[];
  instructor: string;
}

const WINDOW_MS = SIM_SESSION_HOURS * 60 * 60 * 1000;
const real = (code: string) => code !== SIM_PLACEHOLDER_CREW_CODE;

/** Session A has both pilots and the SIM-A instructor; session B both pilots and the SIM-B instructor. */
function slotsOf(sim: SimSchedule): Slot[] {
  const pilots = [sim.first_pilot_crew_code, sim.second_pilot_crew_code].filter(real);
  const slot = (session: "a" | "b", dateTime: string, place: string, instructor: string): Slot => ({
    session,
    time: Date.parse(dateTime),
    day: simLocalDay(dateTime),
    dateTime,
    place,
    pilots,
    instructor,
  });
  return [
    slot("a", sim.sessiona_date_time, sim.sessiona_place, sim.sima_instructor_crew_code),
    slot("b", sim.sessionb_date_time, sim.sessionb_place, sim.simb_instructor_crew_code),
  ];
}

/** Two sessions overlap when they are on the same local day and start less than 4 hours apart. */
export function simSessionsOverlap(
  a: { time: number; day: string },
  b: { time: number; day: string },
): boolean {
  return a.day === b.day && Math.abs(a.time - b.time) < WINDOW_MS;
}

/**
 * The scheduling conflicts of the sessions about to be saved: a pilot or instructor of a session who is already in an overlapping session, or a
 * place already taken then, against the stored sessions and the other sessions of the same request.
 * An edited SIM (`id`) is not compared with its own stored row. Warnings only: saving stays allowed.
 */
export function findSimConflicts(
  candidates: readonly (SimSchedule & { id?: number })[],
  stored: readonly (SimSchedule & { id: number })[],
): SimConflict[] {
  const conflicts: SimConflict[] = [];
  const candidateSlots = candidates.map(slotsOf);
  const storedSlots = stored.map((sim) => ({ id: sim.id, slots: slotsOf(sim) }));
  const editing = new Set(candidates.map((c) => c.id).filter((id): id is number => id !== undefined));

  candidates.forEach((candidate, index) => {
    const seen = new Set<string>();
    const report = (conflict: SimConflict) => {
      const key = `${conflict.session}|${conflict.kind}|${conflict.crew_code ?? conflict.place}|${conflict.other_sim_id}|${conflict.other_index}|${conflict.other_date_time}`;
      if (seen.has(key)) return;
      seen.add(key);
      conflicts.push(conflict);
    };
    const compare = (
      mine: Slot,
      other: Slot,
      where: { other_sim_id: number | null; other_index?: number },
    ) => {
      if (!simSessionsOverlap(mine, other)) return;
      const theirs = new Set([...other.pilots, other.instructor].filter(real));
      for (const code of mine.pilots) {
        if (theirs.has(code))
          report({
            index,
            session: mine.session,
            kind: "pilot",
            crew_code: code,
            ...where,
            other_date_time: other.dateTime,
          });
      }
      if (real(mine.instructor) && theirs.has(mine.instructor) && !mine.pilots.includes(mine.instructor)) {
        report({
          index,
          session: mine.session,
          kind: "instructor",
          crew_code: mine.instructor,
          ...where,
          other_date_time: other.dateTime,
        });
      }
      if (mine.place === other.place) {
        report({
          index,
          session: mine.session,
          kind: "place",
          place: mine.place as SimPlace,
          ...where,
          other_date_time: other.dateTime,
        });
      }
    };
    for (const mine of candidateSlots[index] ?? []) {
      for (const other of storedSlots) {
        if (other.id === candidate.id || editing.has(other.id)) continue;
        for (const slot of other.slots) compare(mine, slot, { other_sim_id: other.id });
      }
      candidateSlots.forEach((slots, otherIndex) => {
        if (otherIndex === index) return;
        for (const slot of slots) compare(mine, slot, { other_sim_id: null, other_index: otherIndex });
      });
    }
  });
  return conflicts;
}
