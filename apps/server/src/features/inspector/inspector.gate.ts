import type { Database } from "../../db/client";
import type { InspectorGate } from "../../plugins/auth";
import { inspectorRepository } from "./inspector.repository";

/**
 * The route guard's questions about an inspector's session, answered from the grant table on every
 * call (ADR 1065): so a grant that ends or is revoked refuses the very next call. What it lets
 * through and what it refuses are both logged.
 */
export function inspectorGate(db: Database): InspectorGate {
  const repo = inspectorRepository(db);
  /** The pilot as the log may name it: one that exists (the log refers to the pilot's row). */
  const known = async (pilotId: number | null) =>
    pilotId !== null && (await repo.pilotExists(pilotId)) ? pilotId : null;
  return {
    live: (inspectorId, now) => repo.hasLiveGrant(inspectorId, now),
    async open(inspectorId, pilotId, call, now) {
      const grantId = await repo.coveringGrant(inspectorId, pilotId, now);
      await repo.log({
        grantId: grantId ?? null,
        inspectorId,
        pilotId: grantId === undefined ? await known(pilotId) : pilotId,
        action: call.action,
        fileName: call.fileName,
        refused: grantId === undefined ? "pilot_not_granted" : null,
        openedAt: now,
      });
      return grantId !== undefined;
    },
    async refuse(inspectorId, why, call, pilotId, now) {
      const { grantId, refused } =
        why === "no_live_grant" ? await repo.noLiveGrant(inspectorId, now) : { grantId: null, refused: why };
      await repo.log({
        grantId,
        inspectorId,
        pilotId: await known(pilotId),
        action: call.action,
        fileName: call.fileName,
        refused,
        openedAt: now,
      });
    },
  };
}
