import { isAdminArea, type LineCheck, LineCheckStatus, type SessionUser } from "@trms/shared";

export type LineCheckArea = "admin" | "pilot";

/** The line check screens of part2 §2 in each area (the pilot area's paths are ours, named by purpose). */
export function lineCheckPaths(area: LineCheckArea) {
  const root = area === "admin" ? "/admin/line-check" : "/pilot/line-check";
  return { list: root, create: `${root}/create`, detail: (id: number) => `${root}/detail/${id}` };
}

export const lineCheckAreaOf = (user: SessionUser | null): LineCheckArea =>
  isAdminArea(user) ? "admin" : "pilot";

/** A route's :id, or null when it is not a positive whole number. */
export function readLineCheckId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** Red (part2 §4): the status was changed at least once and the line check is not Completed. */
export const isLineCheckMarked = (check: Pick<LineCheck, "line_check_status" | "line_check_reset_status">) =>
  check.line_check_reset_status.length > 0 && check.line_check_status !== LineCheckStatus.COMPLETED;
