import { FLEETS, type Fleet } from "../constants";

/** SIM slot type: the fleet number of part2 §3 (1 A321, 2 B787, 3 A350, 4 ATR72). */
export const SimSlotType = { A321: 1, B787: 2, A350: 3, ATR72: 4 } as const;
export type SimSlotType = (typeof SimSlotType)[keyof typeof SimSlotType];
export const SIM_SLOT_TYPES = Object.values(SimSlotType) as SimSlotType[];

/** A session in a slot lasts four hours (part2 §9). */
export const SIM_SLOT_HOURS = 4;

/**
 * The slot labels of each fleet with their start hour of the day (part2 §9): 3.75 is 03:45.
 * Labels keep the spec's order, which is the order the form offers them in.
 */
export const SIM_SLOT_TABLE: Record<SimSlotType, readonly { label: string; start: number }[]> = {
  [SimSlotType.A321]: [
    { label: "A", start: 1 },
    { label: "B", start: 3.75 },
    { label: "C", start: 8 },
    { label: "D", start: 12.25 },
    { label: "E", start: 16.5 },
    { label: "F", start: 20.75 },
    { label: "A1", start: 1 },
    { label: "B1", start: 5.25 },
    { label: "C1", start: 9.75 },
    { label: "D1", start: 13.75 },
    { label: "E1", start: 18 },
    { label: "F1", start: 22.25 },
    { label: "A-SIM2", start: 3.75 },
    { label: "B-SIM2", start: 6.75 },
    { label: "C-SIM2", start: 11 },
    { label: "D-SIM2", start: 15.25 },
    { label: "E-SIM2", start: 19.5 },
    { label: "F-SIM2", start: 23.75 },
  ],
  [SimSlotType.B787]: [
    { label: "A", start: 0 },
    { label: "B", start: 4 },
    { label: "C", start: 7.25 },
    { label: "D", start: 11.5 },
    { label: "E", start: 16 },
    { label: "F", start: 20.25 },
    { label: "C1", start: 6.75 },
  ],
  [SimSlotType.A350]: [
    { label: "A", start: 0.75 },
    { label: "B", start: 3.75 },
    { label: "C", start: 8 },
    { label: "D", start: 12.25 },
    { label: "E", start: 16.5 },
    { label: "F", start: 20.75 },
  ],
  [SimSlotType.ATR72]: [
    { label: "A", start: 7 },
    { label: "A0", start: 2 },
    { label: "A1", start: 7 },
    { label: "B", start: 12 },
    { label: "B1", start: 12 },
    { label: "C", start: 16 },
    { label: "C1", start: 17.5 },
    { label: "D", start: 20 },
  ],
};

/** The fleet name of a slot type. */
export function simSlotFleet(type: SimSlotType): Fleet {
  return FLEETS[type - 1] as Fleet;
}

/** The slot type of a fleet name, or null for an account without a (known) fleet. */
export function simSlotTypeOfFleet(fleet: string | null | undefined): SimSlotType | null {
  const index = FLEETS.indexOf(fleet as Fleet);
  return index < 0 ? null : ((index + 1) as SimSlotType);
}

export function isSimSlotType(value: unknown): value is SimSlotType {
  return SIM_SLOT_TYPES.includes(value as SimSlotType);
}

/** An hour of the day as HH:mm, wrapped at 24: 3.75 → "03:45", 25 → "01:00". */
export function hoursToTime(hours: number): string {
  const minutes = Math.round((((hours % 24) + 24) % 24) * 60) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The labels a fleet offers. */
export function simSlotLabels(type: SimSlotType): string[] {
  return SIM_SLOT_TABLE[type].map((entry) => entry.label);
}

/**
 * Start and end (HH:mm) of a slot label of a fleet: end is start plus four hours, wrapped at 24.
 * Null when the label is not one of that fleet's.
 */
export function simSlotTimes(type: SimSlotType, label: string): { start: string; end: string } | null {
  const entry = SIM_SLOT_TABLE[type]?.find((candidate) => candidate.label === label);
  if (!entry) return null;
  return { start: hoursToTime(entry.start), end: hoursToTime(entry.start + SIM_SLOT_HOURS) };
}
