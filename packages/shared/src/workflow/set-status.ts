import type { SessionUser } from "../access/session";
import type { Transition } from "./types";

/**
 * The "change status" step of a status machine: one action from every status, whose caller names the
 * target among `statuses` (as the call's `status` field), for whom `who` allows, with no reason or
 * file required (the dialog may add them).
 */
export function anyStatusTransitions<State extends number, Action extends string, Record>(
  statuses: readonly State[],
  action: Action,
  who: (user: SessionUser, record: Record) => boolean,
): Transition<State, Action, Record>[] {
  return statuses.map((from) => ({
    from,
    action,
    to: { chosen: statuses },
    who,
    needsReason: false,
    needsFile: false,
  }));
}
