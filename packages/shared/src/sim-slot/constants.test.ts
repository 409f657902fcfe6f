import { describe, expect, it } from "vitest";
import {
  hoursToTime,
  SIM_SLOT_TABLE,
  SIM_SLOT_TYPES,
  SimSlotType,
  simSlotFleet,
  simSlotLabels,
  simSlotTimes,
  simSlotTypeOfFleet,
} from "./constants";

describe("hoursToTime", () => {
  it.each([
    [0, "00:00"],
    [1, "01:00"],
    [3.75, "03:45"],
    [12.25, "12:15"],
    [20.75, "20:45"],
    [23.75, "23:45"],
    [24, "00:00"],
    [27.75, "03:45"],
  ])("%s hours is %s", (hours, time) => {
    expect(hoursToTime(hours)).toBe(time);
  });
});

describe("simSlotTimes", () => {
  it.each([
    [SimSlotType.A321, "A", "01:00", "05:00"],
    [SimSlotType.A321, "B", "03:45", "07:45"],
    [SimSlotType.A321, "F", "20:45", "00:45"],
    [SimSlotType.A321, "F1", "22:15", "02:15"],
    [SimSlotType.A321, "F-SIM2", "23:45", "03:45"],
    [SimSlotType.A321, "E-SIM2", "19:30", "23:30"],
    [SimSlotType.B787, "A", "00:00", "04:00"],
    [SimSlotType.B787, "F", "20:15", "00:15"],
    [SimSlotType.B787, "C1", "06:45", "10:45"],
    [SimSlotType.A350, "A", "00:45", "04:45"],
    [SimSlotType.ATR72, "A0", "02:00", "06:00"],
    [SimSlotType.ATR72, "C1", "17:30", "21:30"],
    [SimSlotType.ATR72, "D", "20:00", "00:00"],
  ])("type %s label %s runs %s to %s", (type, label, start, end) => {
    expect(simSlotTimes(type, label)).toEqual({ start, end });
  });

  it("refuses a label of another fleet", () => {
    expect(simSlotTimes(SimSlotType.A350, "A1")).toBeNull();
    expect(simSlotTimes(SimSlotType.B787, "A-SIM2")).toBeNull();
    expect(simSlotTimes(SimSlotType.ATR72, "E")).toBeNull();
    expect(simSlotTimes(SimSlotType.A321, "a")).toBeNull();
  });

  it("ends every slot four hours after it starts, within the day", () => {
    for (const type of SIM_SLOT_TYPES) {
      for (const label of simSlotLabels(type)) {
        const times = simSlotTimes(type, label);
        expect(times).not.toBeNull();
        const minutes = (time = "") => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
        expect((((minutes(times?.end) - minutes(times?.start)) % 1440) + 1440) % 1440).toBe(240);
      }
    }
  });
});

describe("fleets", () => {
  it("numbers the fleets 1 A321, 2 B787, 3 A350, 4 ATR72", () => {
    expect(SIM_SLOT_TYPES.map(simSlotFleet)).toEqual(["A321", "B787", "A350", "ATR72"]);
    expect(simSlotTypeOfFleet("ATR72")).toBe(4);
    expect(simSlotTypeOfFleet(null)).toBeNull();
    expect(simSlotTypeOfFleet("A380")).toBeNull();
  });

  it("keeps the label counts of the spec", () => {
    expect(SIM_SLOT_TYPES.map((type) => SIM_SLOT_TABLE[type].length)).toEqual([18, 7, 6, 8]);
  });
});
