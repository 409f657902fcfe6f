import { can, type SessionUser } from "@trms/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../lib/errors";
import { pilotRepository } from "./pilot.repository";

export type VisiblePilot = NonNullable<Awaited<ReturnType<ReturnType<typeof pilotRepository>["byId"]>>>;

/** A pilot this account may not see reads exactly like one that does not exist. */
function requireVisible(actor: SessionUser, pilot: VisiblePilot | undefined): VisiblePilot {
  if (!pilot || !can(actor, "pilot.view", pilot)) throw notFound();
  return pilot;
}

/** Record-level access to pilot profiles: every call that names a pilot goes through here. */
export function pilotAccess(db: Database) {
  const repo = pilotRepository(db);
  return {
    /** The pilot, if this account may see them (themself, or within its pilot scope); else 404. */
    visiblePilot: async (actor: SessionUser, id: number) => requireVisible(actor, await repo.byId(id)),
    visiblePilotByCrewCode: async (actor: SessionUser, crewCode: string) =>
      requireVisible(actor, await repo.byCrewCode(crewCode.toUpperCase())),
  };
}
