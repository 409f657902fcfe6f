import type { SessionUser } from "../access/session";
import type { ServerMessageKey } from "../api/messages";

/**
 * One move of a status machine: from a state, an action leads to another state, for whom `who`
 * allows, with a reason or a file when the step needs one.
 */
export interface Transition<State extends number, Action extends string, Record> {
  from: State;
  action: Action;
  /**
   * The state the step leads to, or for a "change status" step the states its caller chooses from:
   * the target is data of the call (`status`), never part of the action's name.
   */
  to: State | ChosenState<State>;
  /** Who may take this step on this record. */
  who: (user: SessionUser, record: Record) => boolean;
  /**
   * What else of the record, beside its state, the step needs (a file already there, the same
   * instructor on both sessions). Like the state, a record that fails it is a conflict (409), not
   * a refusal of the account.
   */
  when?: (record: Record) => boolean;
  needsReason: boolean;
  needsFile: boolean;
  /**
   * Taken by the server as part of another change (an edit), never offered as a button of its own.
   */
  automatic?: boolean;
}

/** The states a "change status" step may lead to; the caller names one. */
export interface ChosenState<State extends number> {
  chosen: readonly State[];
}

/** A status machine as data: the server applies it, the web asks it which buttons to show. */
export interface WorkflowTable<State extends number, Action extends string, Record> {
  /** The audit and history name of the records it moves, e.g. "training_flight". */
  entity: string;
  /** Where a record keeps its state. */
  stateOf: (record: Record) => State;
  transitions: readonly Transition<State, Action, Record>[];
  /** The message key of the 409 answer when an action is not possible from the record's state. */
  conflictMessage: { [A in Action]: ServerMessageKey };
}

export type StateOf<T> = T extends WorkflowTable<infer S, string, unknown> ? S : never;
export type ActionOf<T> = T extends WorkflowTable<number, infer A, unknown> ? A : never;
