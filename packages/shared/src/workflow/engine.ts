import type { SessionUser } from "../access/session";
import type { Transition, WorkflowTable } from "./types";

/** The buttons to show: the actions this account may take on this record in its current state. */
export function availableActions<S extends number, A extends string, R>(
  table: WorkflowTable<S, A, R>,
  user: SessionUser | null | undefined,
  record: R,
): A[] {
  if (!user) return [];
  const state = table.stateOf(record);
  return table.transitions
    .filter((t) => !t.automatic && t.from === state && (t.when?.(record) ?? true) && t.who(user, record))
    .map((t) => t.action);
}

/**
 * Where a step leads: its own state, or for a "change status" step the state the caller chose when
 * the step offers it (undefined when it does not, or none was named).
 */
export function targetState<S extends number, A extends string, R>(
  transition: Transition<S, A, R>,
  chosen?: number,
): S | undefined {
  if (typeof transition.to === "number") return transition.to;
  return transition.to.chosen.find((state) => state === chosen);
}

/** Every state a step may lead to: its own, or the states a "change status" step offers. */
export function targetStates<S extends number, A extends string, R>(
  transition: Transition<S, A, R>,
): readonly S[] {
  return typeof transition.to === "number" ? [transition.to] : transition.to.chosen;
}

/**
 * The states this account may move the record to with this action from where it stands (the
 * choices of a "change status" dialog); none when the action is not open to it now.
 */
export function offeredStates<S extends number, A extends string, R>(
  table: WorkflowTable<S, A, R>,
  user: SessionUser | null | undefined,
  record: R,
  action: A,
): readonly S[] {
  const found = findTransition(table, user, record, action);
  return "transition" in found ? targetStates(found.transition) : [];
}

/** Why an action cannot be taken: nobody like this account ever may, or not from this state. */
export type TransitionRefusal = "forbidden" | "conflict";

/**
 * The transition this account takes with this action from the record's current state, or why
 * there is none: "forbidden" when no transition of that action is open to the account at all (the
 * record's state aside), "conflict" when one is, but not from the state the record is in.
 */
export function findTransition<S extends number, A extends string, R>(
  table: WorkflowTable<S, A, R>,
  user: SessionUser | null | undefined,
  record: R,
  action: A,
): { transition: Transition<S, A, R> } | { refusal: TransitionRefusal } {
  if (!user) return { refusal: "forbidden" };
  const allowed = table.transitions.filter((t) => t.action === action && t.who(user, record));
  if (allowed.length === 0) return { refusal: "forbidden" };
  const state = table.stateOf(record);
  const transition = allowed.find((t) => t.from === state && (t.when?.(record) ?? true));
  return transition ? { transition } : { refusal: "conflict" };
}
