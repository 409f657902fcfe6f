import { describe, expect, it } from "vitest";
import { type AccountName, accounts } from "../access/test-accounts";
import { availableActions, findTransition } from "../workflow/engine";
import { ResultStatus, TRAINING_RECORD_KINDS } from "./constants";
import { type TrainingRecordApprovalAction, trainingRecordApprovals } from "./workflow";

type Outcome = "shown" | "automatic" | "forbidden" | "conflict";

/**
 * Every cell of the approval table: each kind of account × state × action, and what the table
 * answers. "shown" = a button of its own; "automatic" = allowed, taken by the edit (not a button);
 * "forbidden" = never for this account (403); "conflict" = allowed, but not from this state (409).
 * The record is trainee pilot 10's result written by instructor 20; the four kinds of training
 * record (training flight, base training, theory test, progress theory) share the one table.
 */
const cells: Record<AccountName, Record<ResultStatus, Record<TrainingRecordApprovalAction, Outcome>>> = {
  superAdmin: {
    0: { approve: "forbidden", change_after_approval: "conflict" },
    1: { approve: "forbidden", change_after_approval: "automatic" },
  },
  admin: {
    0: { approve: "forbidden", change_after_approval: "conflict" },
    1: { approve: "forbidden", change_after_approval: "automatic" },
  },
  staff: {
    0: { approve: "forbidden", change_after_approval: "forbidden" },
    1: { approve: "forbidden", change_after_approval: "forbidden" },
  },
  bareUser: {
    0: { approve: "forbidden", change_after_approval: "forbidden" },
    1: { approve: "forbidden", change_after_approval: "forbidden" },
  },
  author: {
    0: { approve: "forbidden", change_after_approval: "conflict" },
    1: { approve: "forbidden", change_after_approval: "forbidden" },
  },
  otherInstructor: {
    0: { approve: "forbidden", change_after_approval: "forbidden" },
    1: { approve: "forbidden", change_after_approval: "forbidden" },
  },
  trainee: {
    0: { approve: "shown", change_after_approval: "forbidden" },
    1: { approve: "conflict", change_after_approval: "forbidden" },
  },
  otherPilot: {
    0: { approve: "forbidden", change_after_approval: "forbidden" },
    1: { approve: "forbidden", change_after_approval: "forbidden" },
  },
  employee: {
    0: { approve: "forbidden", change_after_approval: "forbidden" },
    1: { approve: "forbidden", change_after_approval: "forbidden" },
  },
};

const rows = Object.entries(cells).flatMap(([account, states]) =>
  Object.entries(states).flatMap(([state, actions]) =>
    Object.entries(actions).map(
      ([action, outcome]) =>
        [
          account as AccountName,
          Number(state) as ResultStatus,
          action as TrainingRecordApprovalAction,
          outcome,
        ] as const,
    ),
  ),
);

describe.each(TRAINING_RECORD_KINDS)("%s approval table", (kind) => {
  const table = trainingRecordApprovals[kind];

  it("names its history rows after its kind", () => {
    expect(table.entity).toBe(kind);
  });

  it("has a cell for every account, state and action", () => {
    const states = [ResultStatus.AWAITING_APPROVAL, ResultStatus.APPROVED];
    const actions = [...new Set(table.transitions.map((t) => t.action))];
    expect(rows).toHaveLength(Object.keys(accounts).length * states.length * actions.length);
  });

  it.each(rows)("%s, status %i, %s: %s", (account, status, action, outcome) => {
    const user = accounts[account];
    const record = { pilot_id: 10, instructor_id: 20, status };
    const found = findTransition(table, user, record, action);
    const shown = availableActions(table, user, record).includes(action);
    expect(shown).toBe(outcome === "shown");
    if (outcome === "shown" || outcome === "automatic") {
      expect(found).toMatchObject({ transition: { from: status, action } });
    } else {
      expect(found).toEqual({ refusal: outcome });
    }
  });

  it("moves approve from awaiting to approved, and a change after approval back, without reason or file", () => {
    expect(
      table.transitions.map(({ from, action, to, needsReason, needsFile }) => ({
        from,
        action,
        to,
        needsReason,
        needsFile,
      })),
    ).toEqual([
      { from: 0, action: "approve", to: 1, needsReason: false, needsFile: false },
      { from: 1, action: "change_after_approval", to: 0, needsReason: false, needsFile: false },
    ]);
    expect(availableActions(table, null, { pilot_id: 10, instructor_id: 20, status: 0 })).toEqual([]);
  });
});
