import { pilotScope, type RecordKind, type SessionUser } from "@trms/shared";
import { eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { pilots } from "../../db/tables/pilot.table";
import { checkAccess } from "../../lib/record-access";
import { pilotByCrewCode, pilotById, type StoredPilot } from "./pilot.repository";

export type VisiblePilot = StoredPilot;

/** The record kinds that are one pilot's, whose reach is that pilot's (the record-access table). */
export type PilotRecordKind = Extract<
  RecordKind,
  "pilot" | "training_flight" | "base_training" | "theory_test" | "progress_theory"
>;

/**
 * A pilot this account may not see reads exactly like one that does not exist; `kind` names the
 * record of the pilot the call reaches (the pilot itself, or one of their training records).
 */
function requireVisible(
  actor: SessionUser,
  pilot: VisiblePilot | undefined,
  kind: PilotRecordKind = "pilot",
): VisiblePilot {
  checkAccess(
    actor,
    kind,
    "read",
    pilot && { pilot_id: pilot.id, user_id: pilot.user_id, fleet: pilot.fleet },
  );
  return pilot as VisiblePilot;
}

/**
 * The pilot, if this account may see them (themself, or within its pilot scope), or a record of
 * `kind` of theirs; else 404. Every call that names a pilot goes through here.
 */
export async function visiblePilot(
  db: Database,
  actor: SessionUser,
  id: number,
  kind?: PilotRecordKind,
): Promise<VisiblePilot> {
  return requireVisible(actor, await pilotById(db, id), kind);
}

export async function visiblePilotByCrewCode(
  db: Database,
  actor: SessionUser,
  crewCode: string,
): Promise<VisiblePilot> {
  return requireVisible(actor, await pilotByCrewCode(db, crewCode.toUpperCase()));
}

/**
 * The records of a list that name a pilot of this fleet in one of these crew code columns: the
 * manager's fleet scope of every record kind, as a condition. `fleet` is the list's
 * placeholder, so each shape of the call is prepared once.
 */
export function crewOfFleet(fleet: SQL, ...crewCodes: AnyPgColumn[]): SQL {
  return sql`exists (select 1 from ${pilots} where ${pilots.crewCode} in (${sql.join(crewCodes, sql`, `)}) and ${pilots.fleet} = ${fleet})`;
}

/**
 * The pilots this account may see, as a condition on the pilots table for calls that read many
 * pilots at once (the same rule as `pilot.view`): themself, and the pilots of its scope.
 * Undefined when it sees every pilot.
 */
export function visiblePilotsWhere(actor: SessionUser): SQL | undefined {
  const scope = pilotScope(actor);
  const self = actor.pilot_id === null ? undefined : eq(pilots.id, actor.pilot_id);
  if (!scope.allowed) return self ?? sql`false`;
  if (scope.fleet === null) return undefined;
  return or(eq(pilots.fleet, scope.fleet), self);
}
