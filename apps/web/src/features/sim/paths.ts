import { isAdminArea, type SessionUser } from "@trms/shared";

export type SimArea = "admin" | "pilot";

/** The SIM screens of part2 §2 in each area (the pilot area's paths are ours, named by purpose). */
export function simPaths(area: SimArea) {
  const root = area === "admin" ? "/admin/sim" : "/pilot/sim";
  return {
    list: area === "admin" ? root : `${root}/list`,
    create: `${root}/create`,
    createFromFile: `${root}/create-from-file`,
    detail: (id: number) => `${root}/detail/${id}`,
  };
}

export function simAreaOf(user: SessionUser | null): SimArea {
  return isAdminArea(user) ? "admin" : "pilot";
}

/** A route's :id, or null when it is not a positive whole number. */
export function readSimId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
