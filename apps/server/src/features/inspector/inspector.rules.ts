import { type Grant, grantWindow } from "@trms/shared";
import type { Database } from "../../db/client";
import { airlineToday } from "../../lib/airline-time";
import { AppError } from "../../lib/errors";
import { type GrantRow, pilotNames } from "./inspector.repository";

export const emailTaken = () =>
  new AppError("CONFLICT", "email_taken", [{ path: "email", message: "email_taken" }]);

/** A grant's state on `now`'s airline day: its days are whole days in Vietnam time. */
function grantState(row: GrantRow, now: Date): Grant["state"] {
  const today = airlineToday(now);
  if (row.revokedAt) return "revoked";
  if (row.endsOn < today) return "ended";
  return row.startsOn > today ? "scheduled" : "active";
}

/** Grants as the admin screen shows them, with the named pilots' names. */
export async function shownGrants(
  db: Database,
  rows: { grant: GrantRow; inspectorName: string; granterName: string }[],
  now: Date,
): Promise<Grant[]> {
  const names = new Map(
    (await pilotNames(db, [...new Set(rows.flatMap((r) => r.grant.pilotIds ?? []))])).map((p) => [p.id, p]),
  );
  return rows.map(
    ({ grant, inspectorName, granterName }): Grant => ({
      id: grant.id,
      inspector_id: grant.inspectorId,
      inspector_name: inspectorName,
      pilot_ids: grant.pilotIds,
      pilots: (grant.pilotIds ?? []).flatMap((id) => {
        const pilot = names.get(id);
        return pilot ? [pilot] : [];
      }),
      fleet: grant.fleet,
      starts_on: grant.startsOn,
      ends_on: grant.endsOn,
      starts_at: grantWindow(grant.startsOn, grant.endsOn).startsAt.toISOString(),
      ends_at: grantWindow(grant.startsOn, grant.endsOn).endsAt.toISOString(),
      note: grant.note,
      granted_by_name: granterName,
      created_at: grant.createdAt.toISOString(),
      revoked_at: grant.revokedAt?.toISOString() ?? null,
      state: grantState(grant, now),
    }),
  );
}
