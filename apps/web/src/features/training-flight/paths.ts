export type Area = "admin" | "pilot";
/** view: read-only; detail: the record, editable by those who may still change it (ADR 0120). */
export type RecordMode = "view" | "detail";

const withPilot = (path: string, pilotId: number | null | undefined) =>
  pilotId ? `${path}?pilot_id=${pilotId}` : path;

export const trainingFlightPaths = {
  list: (area: Area, pilotId?: number | null) =>
    withPilot(area === "admin" ? "/admin/fot/training-flight-list" : "/pilot/training-flight", pilotId),
  detail: (area: Area, id: number, mode: RecordMode = "detail") =>
    `${area === "admin" ? "/admin/training-flight/detail" : "/pilot/training-flight-detail"}/${id}?mode=${mode}`,
  create: (pilotId: number) => `/pilot/training-flight-create?pilot_id=${pilotId}`,
  theoryList: (area: Area, pilotId?: number | null) =>
    withPilot(area === "admin" ? "/admin/fot/theory-test" : "/pilot/theory-test", pilotId),
  /** The other records of the Create menu; their features land later (Coming soon until then). */
  createOther: (kind: "base_training" | "theory_test" | "progress_theory", pilotId: number) => {
    const path = {
      base_training: "/pilot/base-training/create",
      theory_test: "/pilot/theory-test/create",
      progress_theory: "/pilot/progress-theory-report/create",
    }[kind];
    return withPilot(path, pilotId);
  },
};

/** A positive integer from the address, or null. */
export function readId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
