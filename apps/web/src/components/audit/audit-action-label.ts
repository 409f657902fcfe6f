import type { TFunction } from "i18next";

/** An audit row's action in words: the known actions by name, a status change with its number. */
export function auditActionLabel(t: TFunction<"audit">, action: string): string {
  const status = /^set_(caav_)?status_(\d+)$/.exec(action);
  if (status) return `${t(status[1] ? "actions.set_caav_status" : "actions.set_status")} ${status[2]}`;
  return t(`actions.${action}`, { defaultValue: action });
}
