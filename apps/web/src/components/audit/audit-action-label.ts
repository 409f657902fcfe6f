import { statusChangeTarget } from "@trms/shared";
import type { TFunction } from "i18next";

/**
 * An audit row's action in words: the known actions by name; a status change with the status it set,
 * read from the row's `status: [from, to]` change.
 */
export function auditActionLabel(t: TFunction<"audit">, action: string, changes?: unknown): string {
  const name = t(`actions.${action}`, { defaultValue: action });
  const to = statusChangeTarget(action, changes);
  return to === undefined ? name : `${name} ${to}`;
}
