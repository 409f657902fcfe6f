import type { SessionUser } from "../access/session";
import type { Transition } from "./types";

/**
 * The "change status" steps of a status machine: from every status to every status, one action per
 * target status, for whom `who` allows, with no reason or file required (the dialog may add them).
 */
export function anyStatusTransitions<State extends number, Action extends string, Record>(
  statuses: readonly State[],
  action: (to: State) => Action,
  who: (user: SessionUser, record: Record) => boolean,
): Transition<State, Action, Record>[] {
  return statuses.flatMap((from) =>
    statuses.map((to) => ({ from, action: action(to), to, who, needsReason: false, needsFile: false })),
  );
}

/**
 * The 409 message of each "change status" action: the only state it cannot leave from is one that
 * changed after the caller read the record.
 */
export function anyStatusConflicts<State extends number, Action extends string>(
  statuses: readonly State[],
  action: (to: State) => Action,
): Record<Action, "record_changed_meanwhile"> {
  return Object.fromEntries(statuses.map((status) => [action(status), "record_changed_meanwhile"])) as Record<
    Action,
    "record_changed_meanwhile"
  >;
}
