import { describe, expect, it } from "vitest";
import { testAccount } from "../access/test-accounts";
import { availableActions, findTransition, offeredStates, targetState, targetStates } from "./engine";
import { anyStatusTransitions } from "./set-status";
import type { WorkflowTable } from "./types";

type State = 1 | 2 | 3;
type Action = "submit" | "set_status";
const owner = testAccount({ id: 7 });
const other = testAccount({ id: 8 });

/** A small table: `submit` moves 1 → 2; the owner changes any status to whichever the call names. */
const table: WorkflowTable<State, Action, { state: State }> = {
  entity: "test",
  stateOf: (record) => record.state,
  transitions: [
    { from: 1, action: "submit", to: 2, who: () => true, needsReason: false, needsFile: true },
    ...anyStatusTransitions<State, Action, { state: State }>(
      [1, 2, 3],
      "set_status",
      (user) => user.id === 7,
    ),
  ],
  conflictMessage: { submit: "record_changed_meanwhile", set_status: "record_changed_meanwhile" },
};

describe("a status change names its target as data", () => {
  it("is one action from every state, offered once", () => {
    for (const state of [1, 2, 3] as const) {
      const actions = availableActions(table, owner, { state });
      expect(actions.filter((action) => action === "set_status")).toEqual(["set_status"]);
    }
    expect(availableActions(table, other, { state: 1 })).toEqual(["submit"]);
  });

  it("leads to the state the call names, when the step offers it", () => {
    const found = findTransition(table, owner, { state: 2 }, "set_status");
    if (!("transition" in found)) throw new Error("no transition");
    expect(targetStates(found.transition)).toEqual([1, 2, 3]);
    expect(targetState(found.transition, 3)).toBe(3);
    expect(targetState(found.transition, 1)).toBe(1);
    expect(targetState(found.transition, 4)).toBeUndefined();
    expect(targetState(found.transition)).toBeUndefined();
  });

  it("keeps a fixed step's own target whatever the call names", () => {
    const found = findTransition(table, owner, { state: 1 }, "submit");
    if (!("transition" in found)) throw new Error("no transition");
    expect(targetState(found.transition)).toBe(2);
    expect(targetState(found.transition, 3)).toBe(2);
  });

  it("offers a dialog's choices only to whom the step is open", () => {
    expect(offeredStates(table, owner, { state: 3 }, "set_status")).toEqual([1, 2, 3]);
    expect(offeredStates(table, other, { state: 3 }, "set_status")).toEqual([]);
    expect(offeredStates(table, null, { state: 3 }, "set_status")).toEqual([]);
  });
});
